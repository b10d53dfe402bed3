"""The Autograd-key fallback: what an operator without a derivative does under autograd.

Mirrors ``autograd_not_implemented_fallback.cpp`` in spirit. An operator with no Autograd
kernel of its own comes here. With nothing to differentiate (grad mode off, no input that
requires grad, or only integral outputs) it simply runs below autograd and its results have
no history; otherwise it refuses, before touching its inputs if it would write to them,
rather than return a result whose gradient would silently be wrong.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.local_dispatch_key_set import ExcludeDispatchKeyGuard
from glasstorch.c10.dispatch import Library, OperatorHandle, fallthrough_kernel

from .function_utils import AFTER_AUTOGRAD
from .grad_mode import AUTOGRAD_KEYS as AUTOGRAD_KEYSET
from .grad_mode import state as _grad_state
from .variable import requires_grad

__all__ = ["AUTOGRAD_KEYS", "autograd_fallback", "register_fallbacks"]

AUTOGRAD_KEYS = (
    DispatchKey.AutogradCPU,
    DispatchKey.AutogradCUDA,
    DispatchKey.AutogradMeta,
    DispatchKey.AutogradOther,
)

_written: dict[OperatorHandle, tuple[tuple[int, str], ...]] = {}


def _written_arguments(op: OperatorHandle) -> tuple[tuple[int, str], ...]:
    """(position, name) of the arguments ``op`` writes to, from its schema (cached)."""
    found = _written.get(op)
    if found is None:
        found = tuple((i, a.name) for i, a in enumerate(op.schema.arguments) if a.is_write)
        _written[op] = found
    return found


def _tensors(value: Any) -> list[Any]:
    if isinstance(value, TensorBase):
        return [value]
    if isinstance(value, list | tuple):
        return [v for v in value if isinstance(v, TensorBase)]
    return []


def _any_requires_grad(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    for value in (*args, *kwargs.values()):
        if isinstance(value, TensorBase):
            if value._impl.autograd_meta is not None and requires_grad(value):
                return True
        elif isinstance(value, list | tuple):
            for t in _tensors(value):
                if t._impl.autograd_meta is not None and requires_grad(t):
                    return True
    return False


def _differentiable(tensors: list[Any]) -> bool:
    return any(t._impl.dtype.category >= 2 for t in tensors)


def _not_implemented(op: OperatorHandle) -> NotImplementedError:
    return NotImplementedError(f'the derivative for "{op.operator_name()}" is not implemented')


def autograd_fallback(op: OperatorHandle, ks: int, *args: Any, **kwargs: Any) -> Any:
    """The boxed kernel for every Autograd key of an operator without a derivative."""
    if not (_grad_state.grad_enabled and _any_requires_grad(args, kwargs)):
        return op.redispatch(ks & AFTER_AUTOGRAD, *args, **kwargs)
    for position, name in _written_arguments(op):
        value = args[position] if position < len(args) else kwargs.get(name)
        if _differentiable(_tensors(value)):
            raise _not_implemented(op)
    with ExcludeDispatchKeyGuard(AUTOGRAD_KEYSET):  # what it calls must not record history
        result = op.redispatch(ks & AFTER_AUTOGRAD, *args, **kwargs)
    if _differentiable(_tensors(result)):
        raise _not_implemented(op)
    return result


def register_fallbacks() -> Library:
    """ADInplaceOrView passes through; every Autograd key gets :func:`autograd_fallback`."""
    library = Library("_", "IMPL")
    library.fallback(fallthrough_kernel, DispatchKey.ADInplaceOrView)
    for key in AUTOGRAD_KEYS:
        library.fallback(autograd_fallback, key, with_keyset=True)
    return library
