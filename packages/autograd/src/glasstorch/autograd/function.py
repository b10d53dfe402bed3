"""Custom autograd Functions: a forward and a backward written in Python, one graph node.

Mirrors ``torch/autograd/function.py`` and ``torch/csrc/autograd/python_function.cpp``::

    class Exp(Function):
        @staticmethod
        def forward(ctx, x):
            y = x.exp()
            ctx.save_for_backward(y)
            return y

        @staticmethod
        def backward(ctx, grad):
            (y,) = ctx.saved_tensors
            return grad * y

    y = Exp.apply(x)          # y.grad_fn is an ExpBackward node

``ctx`` *is* the backward node (an ``ExpBackward`` instance), as in PyTorch. ``forward`` runs
with grad mode off; ``backward`` with grad mode ``create_graph``, so a backward written
with differentiable operations supports higher derivatives.
"""

from __future__ import annotations

import functools
import inspect
import warnings
from collections.abc import Callable
from typing import Any

from glasstorch.aten._generated import ops
from glasstorch.aten.core.tensor_base import TensorBase

from .function_utils import collect_next_edges, rebase_history, set_history
from .grad_mode import no_grad
from .grad_mode import state as _grad_state
from .graph import Node
from .input_metadata import UNDEFINED, InputMetadata
from .saved_variable import SavedTensor, SavedVariable
from .variable import grad_fn, is_leaf, requires_grad
from .views import CreationMeta

__all__ = ["BackwardCFunction", "Function", "FunctionCtx", "once_differentiable"]


class FunctionCtx:
    """The methods ``forward`` may call on ``ctx`` to tell autograd about its tensors."""

    __slots__ = ()

    def save_for_backward(self, *tensors: Any) -> None:
        """Keep tensors (inputs, outputs or None) for backward, checked against in-place use."""
        for i, t in enumerate(tensors):
            if t is not None and not isinstance(t, TensorBase):
                raise TypeError(
                    f"save_for_backward can only save variables, but argument {i} is of type "
                    f"{type(t).__name__}"
                )
        self.to_save = tensors

    def mark_dirty(self, *tensors: Any) -> None:
        """Declare inputs that forward modified in place (they must be returned)."""
        self.dirty_tensors = tensors

    def mark_non_differentiable(self, *tensors: Any) -> None:
        """Declare outputs that have no gradient (e.g. indices)."""
        self.non_differentiable = tensors

    def set_materialize_grads(self, value: bool) -> None:
        """Whether backward gets zeros (default) or None for outputs that got no gradient."""
        self.materialize_grads = value

    @property
    def saved_tensors(self) -> tuple[Any, ...]:
        saved = self.__dict__.get("saved_variables")
        if saved is None:
            return tuple(self.__dict__.get("to_save", ()))
        return tuple(sv.unpack(self) for sv in saved)


class BackwardCFunction(Node, FunctionCtx):
    """The node of one call of a custom Function; its class is ``<Name>Backward``."""

    _forward_cls: Any = None

    @property
    def _raw_saved_tensors(self) -> tuple[Any, ...]:
        """What ``save_for_backward`` kept, as ``SavedTensor`` s (hooks can be added)."""
        return tuple(SavedTensor.wrap(sv) for sv in self.__dict__.get("saved_variables", ()))

    def __init__(self) -> None:
        super().__init__()
        self.materialize_grads = True

    def apply(self, grads: list[Any]) -> list[Any]:
        cls = self._forward_cls
        if self.materialize_grads:
            info = self._output_info
            grads = [
                info[i].zeros() if g is None and info[i].is_defined() else g
                for i, g in enumerate(grads)
            ]
        result = _user_backward(cls)(self, *grads)
        if not isinstance(result, tuple):
            result = (result,)
        mask = self._is_tensor_input
        expected = len(mask)
        if len(result) > expected and all(r is None for r in result[expected:]):
            result = result[:expected]
        if len(result) != expected:
            raise RuntimeError(
                f"function {self.name()} returned an incorrect number of gradients (expected "
                f"{expected}, got {len(result)})"
            )
        grads_out = []
        for i, (r, is_tensor) in enumerate(zip(result, mask, strict=True)):
            if is_tensor:
                grads_out.append(r)
            elif r is not None:
                raise RuntimeError(
                    f"function {self.name()} returned a gradient different than None at position "
                    f"{i + 1}, but the corresponding forward input was not a Variable"
                )
        return grads_out

    def release_variables(self) -> None:
        for saved in self.__dict__.get("saved_variables", ()):
            saved.reset_data()


def _user_backward(cls: Any) -> Callable[..., Any]:
    backward, vjp = cls.backward, cls.vjp
    if backward is not Function.backward and vjp is not Function.vjp:
        raise RuntimeError(
            "Implementing both 'backward' and 'vjp' for a custom Function is not allowed. You "
            "should only implement one of them."
        )
    return vjp if vjp is not Function.vjp else backward


class FunctionMeta(type):
    """Gives every Function subclass its backward node class, ``<Name>Backward``."""

    def __init__(cls, name: str, bases: tuple[type, ...], attrs: dict[str, Any]) -> None:
        cls._backward_cls = type(name + "Backward", (BackwardCFunction,), {"_forward_cls": cls})
        super().__init__(name, bases, attrs)


class Function(metaclass=FunctionMeta):
    """Base class of custom differentiable operations; call them with ``MyFn.apply(...)``."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        warnings.warn(
            f"{type(self)} should not be instantiated. Methods on autograd functions are all "
            "static, so you should invoke them on the class itself.",
            DeprecationWarning,
            stacklevel=2,
        )

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError(
            "Legacy autograd function with non-static forward method is deprecated. Please use "
            "new-style autograd function with static forward method. (Example: "
            "https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function)"
        )

    @staticmethod
    def forward(ctx: Any, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(
            "You must implement the forward function for custom autograd.Function."
        )

    @staticmethod
    def setup_context(ctx: Any, inputs: tuple[Any, ...], output: Any) -> None:
        raise NotImplementedError("setup_context is not implemented.")

    @staticmethod
    def backward(ctx: Any, *grad_outputs: Any) -> Any:
        raise NotImplementedError(
            "You must implement either the backward or vjp method for your custom "
            "autograd.Function to use it with backward mode AD."
        )

    vjp = backward

    @classmethod
    def apply(cls, *args: Any, **kwargs: Any) -> Any:
        """Run ``forward`` and, if any tensor input requires grad, record one node for it."""
        has_setup_context = cls.setup_context is not Function.setup_context
        if kwargs:
            args = _bind(cls.forward, args, kwargs, skip_ctx=not has_setup_context)
        ctx = cls._backward_cls()
        tensor_inputs = [a for a in args if isinstance(a, TensorBase)]
        ctx._is_tensor_input = tuple(isinstance(a, TensorBase) for a in args)
        ctx.needs_input_grad = tuple(isinstance(a, TensorBase) and requires_grad(a) for a in args)
        is_executable = _grad_state.grad_enabled and any(ctx.needs_input_grad)
        if is_executable:
            ctx.set_next_edges(collect_next_edges(*tensor_inputs))
        with no_grad():
            if has_setup_context:
                output = cls.forward(*args)
                cls.setup_context(ctx, args, output)
            else:
                output = cls.forward(ctx, *args)
        return _wrap_outputs(ctx, tensor_inputs, output, is_executable)


def _bind(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], skip_ctx: bool):
    """``args`` and ``kwargs`` as the positional arguments of ``forward`` (defaults filled)."""
    signature = inspect.signature(fn)
    params = list(signature.parameters.values())
    if skip_ctx:
        params = params[1:]
    bound = signature.replace(parameters=params).bind(*args, **kwargs)
    bound.apply_defaults()
    return bound.args


def _alias_of_input(t: Any) -> Any:
    """A new view of an input returned as-is, so that it can carry this node's history."""
    with no_grad():
        view = ops.alias.call(t)
    meta = view._impl.autograd_meta
    if meta is not None:
        meta.creation_meta = CreationMeta.IN_CUSTOM_FUNCTION
    return view


def _wrap_outputs(ctx: Any, inputs: list[Any], output: Any, is_executable: bool) -> Any:
    """Give forward's outputs this node's history (PyTorch's ``_wrap_outputs``)."""
    is_tuple = isinstance(output, tuple)
    outputs = output if is_tuple else (output,)
    dirty = {t._impl for t in ctx.__dict__.pop("dirty_tensors", ())}
    for impl in dirty:
        impl.bump_version()
    output_impls = {o._impl for o in outputs if isinstance(o, TensorBase)}
    if not dirty <= output_impls:
        raise RuntimeError(
            "Some elements marked as dirty during the forward method were not returned as "
            "output. The inputs that are modified inplace must all be outputs of the Function."
        )
    if not is_executable:
        return output
    input_impls = {t._impl for t in inputs}
    non_differentiable = {t._impl for t in ctx.__dict__.get("non_differentiable", ())}
    ctx._output_info = [
        InputMetadata.of(o) if isinstance(o, TensorBase) else UNDEFINED for o in outputs
    ]
    results = []
    for out in outputs:
        if not isinstance(out, TensorBase):
            ctx.add_input_metadata(None)
            results.append(out)
            continue
        impl = out._impl
        is_input = impl in input_impls
        if impl in non_differentiable or impl.dtype.category < 2:
            ctx.add_input_metadata(None)
            if is_input and impl not in dirty:
                out = out.detach() if requires_grad(out) else _alias_of_input(out)
        elif impl in dirty:
            if is_leaf(out) and requires_grad(out):
                raise RuntimeError(
                    "a leaf Variable that requires grad has been used in an in-place operation."
                )
            meta = impl.autograd_meta
            if meta is not None and meta.attr_version is not None and len(outputs) > 1:
                raise RuntimeError(
                    "If your Function modifies inplace an input that is a view of another "
                    "Tensor, your Function cannot return more than one Tensor. This is not "
                    "supported by the current autograd engine. You should either make sure the "
                    "input is not a view (using .clone() for example) or make your Function only "
                    "return one Tensor (potentially splitting it into two Functions: one doing "
                    "the inplace that returns a single Tensor and a second one that does the "
                    "other operations)."
                )
            rebase_history(out, ctx)
        else:
            if is_input:
                out = _alias_of_input(out)
            set_history(out, ctx)
            meta = out._impl.autograd_meta
            if meta.attr_version is not None:
                meta.creation_meta = CreationMeta.IN_CUSTOM_FUNCTION
        results.append(out)
    to_save = ctx.__dict__.pop("to_save", None)
    if to_save is not None:
        ctx.saved_variables = [
            SavedVariable(t, t is not None and grad_fn(t) is ctx) for t in to_save
        ]
    return tuple(results) if is_tuple else results[0]


# -- once_differentiable --------------------------------------------------------------------
class DelayedError(Node):
    """A node that raises when backward reaches it (marks a non-differentiable backward)."""

    def __init__(self, message: str) -> None:
        super().__init__()
        self.message = message

    def apply(self, grads: list[Any]) -> list[Any]:
        raise RuntimeError(self.message)

    def name(self) -> str:
        return "Error"


def once_differentiable(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Decorate a ``backward`` that cannot itself be differentiated: it runs without grad,
    and differentiating its results raises instead of silently giving zeros."""

    @functools.wraps(fn)
    def wrapper(ctx: Any, *args: Any) -> Any:
        with no_grad():
            outputs = fn(ctx, *args)
        if not _grad_state.grad_enabled:
            return outputs
        grads_in = [a for a in args if isinstance(a, TensorBase)]
        if not any(requires_grad(a) for a in grads_in):
            return outputs
        error = DelayedError(
            "trying to differentiate twice a function that was marked with @once_differentiable"
        )
        error.set_next_edges(collect_next_edges(*grads_in))
        tupled = outputs if isinstance(outputs, tuple) else (outputs,)
        wrapped = []
        for out in tupled:
            if isinstance(out, TensorBase) and out._impl.dtype.category >= 2:
                out = out.detach()
                set_history(out, error)
            else:
                error.add_input_metadata(None)
            wrapped.append(out)
        return tuple(wrapped) if isinstance(outputs, tuple) else wrapped[0]

    return wrapper
