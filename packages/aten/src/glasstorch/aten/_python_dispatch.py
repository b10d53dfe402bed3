"""Python dispatch modes: ``TorchDispatchMode`` and the boxed fallback on the Python key.

Mirrors ``torch/utils/_python_dispatch.py`` and the C++ ``pythonFallback``. While a mode is
active the ``Python`` dispatch key is in the thread-local include set, so every operator
call — including the ones the autograd engine makes during ``backward`` — reaches the
fallback below the autograd and ADInplaceOrView keys. The fallback pops the innermost
mode and hands it ``(func, types, args, kwargs)``; a handler that calls
``func(*args, **kwargs)`` therefore dispatches to the next mode, or to the kernels.
With no mode active the include set is untouched, so ordinary calls never see this code.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import TracebackType
from typing import Any

from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set as _tls
from glasstorch.c10.dispatch import KernelFunction, Library, OperatorHandle
from glasstorch.c10.schema import FunctionSchema

from ._ops import OpOverload, ops
from .python_arg_parser import default_to_python

__all__ = [
    "TorchDispatchMode",
    "_get_current_dispatch_mode",
    "_get_current_dispatch_mode_stack",
    "_len_torch_dispatch_mode_stack",
    "_pop_mode",
    "_pop_mode_temporarily",
    "_push_mode",
    "is_in_torch_dispatch_mode",
    "op_overload",
    "unbox_arguments",
]

_PYTHON_KEY = DispatchKeySet(DispatchKey.Python).repr
#: Excluded while a handler runs: it is called below autograd and ADInplaceOrView, as in
#: PyTorch, so the operators it runs neither record history nor bump versions again.
_BELOW_AUTOGRAD = DispatchKeySet(
    [DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther, DispatchKey.ADInplaceOrView]
).repr


class _ModeStack(threading.local):
    """The per-thread stack of active dispatch modes, innermost last."""

    def __init__(self) -> None:
        self.modes: list[TorchDispatchMode] = []


_state = _ModeStack()


def _sync_python_key() -> None:
    """Include the Python key exactly while at least one mode is on this thread's stack."""
    if _state.modes:
        _tls.included |= _PYTHON_KEY
    else:
        _tls.included &= ~_PYTHON_KEY


class TorchDispatchMode:
    """Base class of dispatch modes: ``with MyMode(): ...`` routes every aten call through
    ``MyMode.__torch_dispatch__``. Subclasses override ``__torch_dispatch__``."""

    def __torch_dispatch__(
        self,
        func: OpOverload,
        types: tuple[type, ...],
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> Any:
        raise NotImplementedError

    def __enter__(self) -> TorchDispatchMode:
        _push_mode(self)
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if not _state.modes or _state.modes[-1] is not self:
            raise AssertionError(
                "TorchDispatchMode exited out of order: it is not the innermost active mode"
            )
        _pop_mode()

    @classmethod
    def push(cls, *args: Any, **kwargs: Any) -> TorchDispatchMode:
        """A new instance, ready for ``with`` (PyTorch's ``Mode.push``)."""
        return cls(*args, **kwargs)


def _push_mode(mode: TorchDispatchMode) -> None:
    """Make ``mode`` the innermost active mode of this thread."""
    if not isinstance(mode, TorchDispatchMode):
        raise TypeError(f"expected a TorchDispatchMode, got {type(mode).__name__}")
    _state.modes.append(mode)
    _sync_python_key()


def _pop_mode() -> TorchDispatchMode:
    """Remove and return the innermost active mode."""
    if not _state.modes:
        raise AssertionError("Trying to pop from an empty mode stack")
    mode = _state.modes.pop()
    _sync_python_key()
    return mode


def _get_current_dispatch_mode() -> TorchDispatchMode | None:
    """The innermost active mode, or None."""
    return _state.modes[-1] if _state.modes else None


def _get_current_dispatch_mode_stack() -> list[TorchDispatchMode]:
    """The active modes, outermost first (a copy)."""
    return list(_state.modes)


def _len_torch_dispatch_mode_stack() -> int:
    return len(_state.modes)


def is_in_torch_dispatch_mode() -> bool:
    return bool(_state.modes)


@contextmanager
def _pop_mode_temporarily() -> Iterator[TorchDispatchMode]:
    """Pop the innermost mode for the ``with`` block and push it back afterwards."""
    mode = _pop_mode()
    try:
        yield mode
    finally:
        _push_mode(mode)


# -- from a boxed call to (func, args, kwargs) ---------------------------------------------
_overloads: dict[OperatorHandle, OpOverload] = {}


def op_overload(handle: OperatorHandle) -> OpOverload:
    """The ``glasstorch.ops.<ns>.<op>.<overload>`` object for a Dispatcher handle."""
    found = _overloads.get(handle)
    if found is None:
        name = handle.schema.name
        packet = getattr(getattr(ops, name.namespace), name.unqualified_name)
        found = _overloads[handle] = getattr(packet, name.overload_name or "default")
    return found


def _is_default(value: Any, default: Any) -> bool:
    if default is None:
        return value is None
    if isinstance(default, tuple) and isinstance(value, list):
        value = tuple(value)
    if type(value) is not type(default):
        return False
    return bool(value == default)


def unbox_arguments(
    schema: FunctionSchema, values: tuple[Any, ...]
) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """Split a boxed argument list into PyTorch's ``(args, kwargs)`` for a handler:
    keyword-only arguments go to ``kwargs``, arguments left at their defaults are dropped
    (trailing positional ones, and keyword-only ones), and wrapped numbers (``x * 2``)
    become Python scalars again."""
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    defaults: list[Any] = []
    for arg, value in zip(schema.arguments, values, strict=False):
        impl = getattr(value, "_impl", None)
        if impl is not None and impl.is_wrapped_number:
            value = value.item()  # PyTorch hands wrapped numbers to Python as scalars
        has_default = arg.default is not None
        default = default_to_python(arg) if has_default else None
        if arg.kwarg_only:
            if not (has_default and _is_default(value, default)):
                kwargs[arg.name] = value
        else:
            args.append(value)
            defaults.append((has_default, default))
    while args and defaults[len(args) - 1][0] and _is_default(args[-1], defaults[len(args) - 1][1]):
        args.pop()
    return tuple(args), kwargs


def _decomposition_kernel(handle: OperatorHandle) -> KernelFunction | None:
    """The CompositeImplicitAutograd kernel that runs instead of the mode, if any.

    In PyTorch such an operator is decomposed at the autograd key, which every tensor
    has, so modes see only its parts. glasstorch gives the autograd key only to tensors
    that need it, so the fallback decomposes the rest here.
    """
    entry = handle.entry
    math = entry.kernel_for(DispatchKey.CompositeImplicitAutograd)
    if math is None or entry.kernel_for(DispatchKey.CompositeExplicitAutograd) is not None:
        return None
    for backend in (DispatchKey.CPU, DispatchKey.CUDA, DispatchKey.Meta):
        if entry.kernel_for(backend) is not None:
            return None
    return math


def _python_fallback(handle: OperatorHandle, ks: int, *values: Any) -> Any:
    """The boxed kernel on the Python key: hand the call to the innermost mode."""
    math = _decomposition_kernel(handle)
    if math is not None:
        return math.call(ks, *values)
    if not _state.modes:
        return handle.redispatch(ks & ~_PYTHON_KEY, *values)
    func = op_overload(handle)
    args, kwargs = unbox_arguments(handle.schema, values)
    mode = _pop_mode()
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AUTOGRAD
    try:
        return mode.__torch_dispatch__(func, (), args, kwargs)
    finally:
        _tls.excluded = excluded
        _push_mode(mode)


#: ``TORCH_LIBRARY_IMPL(_, Python, m) { m.fallback(...) }``
python_key_fallback = Library("_", "IMPL", "Python")
python_key_fallback.fallback(_python_fallback, with_keyset=True)
