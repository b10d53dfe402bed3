"""The Autograd kernel of a custom operator: ``register_autograd``'s formula in a Function.

With grad mode on and an input requiring grad, the kernel runs the operator below
autograd inside a generated :class:`glasstorch.autograd.Function` (named
``GeneratedBackwardFor_<ns>_<op>_<overload>``), lets ``setup_context(ctx, inputs,
output)`` save what the backward needs, and calls ``backward(ctx, *grads)`` for the
gradients, one per input. Without a registered formula, backward raises.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten._ops import OpOverload
from glasstorch.autograd import Function, is_grad_enabled
from glasstorch.autograd.function_utils import AFTER_AUTOGRAD

from ._kernels import split_arguments

__all__ = ["AutogradInfo", "make_autograd_kernel"]


class AutogradInfo:
    """The formula of one operator: ``backward`` and the optional ``setup_context``."""

    def __init__(
        self,
        backward: Callable[..., Any] | None = None,
        setup_context: Callable[..., Any] | None = None,
    ) -> None:
        self._backward_fn = backward
        self._setup_context_fn = setup_context


class _Meta:
    """What ``Function.apply`` carries as its last, non-tensor input: the key set and how
    the flat tensors regroup into the operator's arguments and results."""

    def __init__(self, ks: int, input_spec: list[int | None], kwarg_only: list[Any]) -> None:
        self.ks = ks
        self.input_spec = input_spec
        #: Keyword-only values: passed on, but not inputs with gradients (as in PyTorch).
        self.kwarg_only = kwarg_only
        self.output_spec: list[int | None] | None = None
        self.output_is_tuple = False


def _flatten(values: Any) -> tuple[list[Any], list[int | None]]:
    """Lists of tensors spread out; the spec keeps each list's length (None: one value)."""
    flat: list[Any] = []
    spec: list[int | None] = []
    for v in values:
        if isinstance(v, list | tuple) and any(isinstance(t, Tensor) for t in v):
            flat.extend(v)
            spec.append(len(v))
        else:
            flat.append(v)
            spec.append(None)
    return flat, spec


def _regroup(flat: Any, spec: list[int | None]) -> list[Any]:
    out: list[Any] = []
    i = 0
    for n in spec:
        if n is None:
            out.append(flat[i])
            i += 1
        else:
            out.append(list(flat[i : i + n]))
            i += n
    return out


def _any_requires_grad(values: Any) -> bool:
    return any(isinstance(t, Tensor) and t.requires_grad for t in values)


def make_autograd_kernel(op: OpOverload, info: Any) -> Callable[..., Any]:
    """The boxed Autograd kernel of ``op`` (it takes the key set first)."""
    schema = op._schema
    handle = op._handle
    has_kwarg_only = any(a.kwarg_only for a in schema.arguments)
    n_positional = sum(not a.kwarg_only for a in schema.arguments)

    def forward(ctx: Any, *args: Any) -> Any:
        *flat, meta = args
        values = [*_regroup(flat, meta.input_spec), *meta.kwarg_only]
        result = handle.redispatch(meta.ks & AFTER_AUTOGRAD, *values)
        if info._setup_context_fn is not None:
            inputs, kwargs = split_arguments(schema, tuple(values))
            if has_kwarg_only:
                info._setup_context_fn(
                    ctx=ctx, inputs=inputs, keyword_only_inputs=kwargs, output=result
                )
            else:
                info._setup_context_fn(ctx=ctx, inputs=inputs, output=result)
        meta.output_is_tuple = isinstance(result, tuple)
        flat_out, meta.output_spec = _flatten(result if meta.output_is_tuple else (result,))
        ctx._custom_op_meta = meta
        return tuple(flat_out)

    def backward(ctx: Any, *flat_grads: Any) -> Any:
        if info._backward_fn is None:
            raise RuntimeError(
                f"Trying to backward through {op} but no autograd formula was registered. "
                "Please use register_autograd to add one."
            )
        meta = ctx._custom_op_meta
        grads = _regroup(flat_grads, meta.output_spec)
        needs = ctx.needs_input_grad
        ctx.needs_input_grad = tuple(_regroup(needs[:-1], meta.input_spec))
        try:
            result = info._backward_fn(ctx, *grads)
        finally:
            ctx.needs_input_grad = needs
        result = result if isinstance(result, tuple) else (result,)
        if len(result) != len(meta.input_spec):
            return (*result, None)  # Function.apply reports the wrong count
        flat_result: list[Any] = []
        for g, n in zip(result, meta.input_spec, strict=True):
            if n is None:
                flat_result.append(g)
            else:
                flat_result.extend(g if g is not None else [None] * n)
        return (*flat_result, None)

    name = f"GeneratedBackwardFor_{schema.name.namespace}_{op.overloadpacket.__name__}_" + (
        op.overload_name
    )
    generated = type(
        name, (Function,), {"forward": staticmethod(forward), "backward": staticmethod(backward)}
    )

    def kernel(ks: int, *values: Any) -> Any:
        flat, spec = _flatten(values[:n_positional])
        if not (is_grad_enabled() and _any_requires_grad(flat)):
            return handle.redispatch(ks & AFTER_AUTOGRAD, *values)
        meta = _Meta(ks, spec, list(values[n_positional:]))
        flat_out = generated.apply(*flat, meta)
        if not isinstance(flat_out, tuple):
            flat_out = (flat_out,)
        result = _regroup(flat_out, meta.output_spec)
        return tuple(result) if meta.output_is_tuple else result[0]

    return kernel
