"""BackwardHook: how a Module's full backward hooks see the gradients of its call.

Mirrors ``torch/utils/hooks.py``'s ``BackwardHook``: the module's tensor inputs and
outputs pass through an identity autograd Function. A pre-hook on the outputs' node
records ``grad_output`` (and runs the backward pre-hooks); a pre-hook on the inputs' node
receives the gradients w.r.t. the inputs and calls ``hook(module, grad_input,
grad_output)``. When no input requires grad, the hooks run at the output with
``grad_input`` all None.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.aten.core.tensor_base import TensorBase

from .._autograd import autograd_function, is_grad_enabled

__all__ = ["BackwardHook"]

_Function = autograd_function()


def _identity_class() -> type | None:
    if _Function is None:  # pragma: no cover
        return None

    class BackwardHookFunction(_Function):  # type: ignore[misc,valid-type]
        """Identity on tensors; gives the hooked tensors one node to hang hooks on."""

        @staticmethod
        def forward(ctx: Any, *tensors: Any) -> tuple[Any, ...]:
            return tensors

        @staticmethod
        def backward(ctx: Any, *grads: Any) -> tuple[Any, ...]:
            return grads

    return BackwardHookFunction


_Identity = _identity_class()


def _requires_grad(t: Any) -> bool:
    return isinstance(t, TensorBase) and t.requires_grad


class BackwardHook:
    """The backward hooks of one module call."""

    def __init__(
        self,
        module: Any,
        user_hooks: list[Callable[..., Any]],
        user_pre_hooks: list[Callable[..., Any]],
    ) -> None:
        self.module = module
        self.user_hooks = user_hooks
        self.user_pre_hooks = user_pre_hooks
        self.grad_outputs: tuple[Any, ...] | None = None
        self.n_inputs = 0
        self.input_tensors_index: list[int] | None = None
        self.n_outputs = 0
        self.output_tensors_index: list[int] | None = None

    def _pack_with_none(self, indices: list[int], values: tuple[Any, ...], size: int) -> tuple:
        out: list[Any] = [None] * size
        for i, v in zip(indices, values, strict=True):
            out[i] = v
        return tuple(out)

    def _unpack_none(self, indices: list[int], values: tuple[Any, ...]) -> tuple:
        return tuple(values[i] for i in indices)

    def _apply_on_tensors(
        self, register: Callable[[Any], None], args: tuple[Any, ...]
    ) -> tuple[tuple[Any, ...], list[int] | None]:
        """Route the tensors of ``args`` through the identity Function; None if no grad."""
        indices = [i for i, a in enumerate(args) if isinstance(a, TensorBase)]
        if _Identity is None or not is_grad_enabled():
            return args, None
        if not any(_requires_grad(args[i]) for i in indices):
            return args, None
        new = _Identity.apply(*(args[i] for i in indices))
        grad_fn = next(t.grad_fn for t in new if t.grad_fn is not None)
        register(grad_fn)
        out = list(args)
        for i, t in zip(indices, new, strict=True):
            out[i] = t
        return tuple(out), indices

    def setup_input_hook(self, args: tuple[Any, ...]) -> tuple[Any, ...]:
        def register(grad_fn: Any) -> None:
            def hook(grad_input: tuple[Any, ...]) -> Any:
                assert self.input_tensors_index is not None
                packed = self._pack_with_none(self.input_tensors_index, grad_input, self.n_inputs)
                changed = False
                for user_hook in self.user_hooks:
                    result = user_hook(self.module, packed, self.grad_outputs)
                    if result is None:
                        continue
                    result = result if isinstance(result, tuple) else (result,)
                    if len(result) != len(packed):
                        raise RuntimeError(
                            "Backward hook returned an invalid number of grad_input, got "
                            f"{len(result)}, but expected {len(packed)}"
                        )
                    packed, changed = result, True
                if changed:
                    return self._unpack_none(self.input_tensors_index, packed)
                return None

            grad_fn.register_prehook(hook)

        self.n_inputs = len(args)
        new_args, self.input_tensors_index = self._apply_on_tensors(register, args)
        return new_args

    def setup_output_hook(self, result: Any) -> Any:
        is_tuple = isinstance(result, tuple)
        outputs = result if is_tuple else (result,)

        def register(grad_fn: Any) -> None:
            def hook(grad_output: tuple[Any, ...]) -> Any:
                assert self.output_tensors_index is not None
                packed = self._pack_with_none(
                    self.output_tensors_index, grad_output, self.n_outputs
                )
                changed = False
                for pre_hook in self.user_pre_hooks:
                    new = pre_hook(self.module, packed)
                    if new is not None:
                        packed = new if isinstance(new, tuple) else (new,)
                        changed = True
                self.grad_outputs = packed
                if self.input_tensors_index is None:
                    nones = (None,) * self.n_inputs
                    for user_hook in self.user_hooks:
                        res = user_hook(self.module, nones, self.grad_outputs)
                        if res is not None and not all(r is None for r in res):
                            raise RuntimeError(
                                "Backward hook for Modules where no input requires gradient "
                                "should always return None or None for all gradients."
                            )
                    self.grad_outputs = None
                if changed:
                    return self._unpack_none(self.output_tensors_index, packed)
                return None

            grad_fn.register_prehook(hook)

        self.n_outputs = len(outputs)
        new_outputs, self.output_tensors_index = self._apply_on_tensors(register, outputs)
        return new_outputs if is_tuple else new_outputs[0]
