"""RecordFunction: telling observers about every operator call, only while one listens.

Mirrors ``ATen/record_function.h``. A profiler registers a thread-local callback; from then
on every operator called on that thread is reported to it when it starts and when it
ends, with its name (``aten::mm``), its scope and its arguments. Code outside the
Dispatcher reports its own ranges the same way (``record_function`` blocks, the autograd
engine's nodes) through :func:`enter` and :func:`exit_`.

PyTorch's Dispatcher asks "is anyone observing?" on every call. Here that question costs
nothing: while a callback is registered, the thread's *included* dispatch key set carries
:data:`RECORD_FUNCTION_BIT`, a bit above every dispatch key. Every operator call already
unions the included set into its key set and looks the result up in the operator's cache,
so a call made while observed finds a different entry: the kernel wrapped by
:func:`recording_kernel`, which reports the call and runs the kernel with the bit
removed. A kernel that redispatches below itself therefore passes on a key set without the
bit (one operator call is one record), while the operators a kernel *calls* start from the
thread-local set again and are recorded, nested inside it. With no callback registered,
no key set has the bit and the call path is exactly what it was.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from enum import IntEnum
from typing import Any, Protocol

from ..core.dispatch_key_set import FULL_MASK
from ..core.local_dispatch_key_set import tls_local_dispatch_key_set as _tls
from .kernel_function import KernelFunction

__all__ = [
    "RECORD_FUNCTION_BIT",
    "RecordFunctionCallback",
    "RecordScope",
    "add_thread_local_callback",
    "enter",
    "exit_",
    "is_active",
    "UNOBSERVED_OPERATORS",
    "is_observed",
    "recording_kernel",
]

#: Set in a thread's included key set while it has an observer; above every dispatch key.
RECORD_FUNCTION_BIT = 1 << FULL_MASK.bit_length()


class RecordScope(IntEnum):
    """What kind of range is reported (PyTorch's ``at::RecordScope``)."""

    FUNCTION = 0
    BACKWARD_FUNCTION = 1
    TORCHSCRIPT_FUNCTION = 2
    KERNEL_FUNCTION_DTYPE = 3
    CUSTOM_CLASS = 4
    BUILD_FEATURE = 5
    LITE_INTERPRETER = 6
    USER_SCOPE = 7
    STATIC_RUNTIME_OP = 8
    STATIC_RUNTIME_MODEL = 9


class RecordFunctionCallback(Protocol):
    """An observer: ``start`` returns what ``end`` is given back for the same range."""

    def start(
        self, name: str, scope: RecordScope, args: Sequence[Any], sequence_nr: int
    ) -> Any: ...

    def end(self, handle: Any) -> None: ...


class _Observers(threading.local):
    def __init__(self) -> None:
        #: The callbacks of this thread, oldest first (a tuple: ranges iterate over it).
        self.callbacks: tuple[RecordFunctionCallback, ...] = ()


_observers = _Observers()


class CallbackHandle:
    """Unregisters one callback (``remove()``); also a context manager."""

    __slots__ = ("_callback",)

    def __init__(self, callback: RecordFunctionCallback) -> None:
        self._callback: RecordFunctionCallback | None = callback

    def remove(self) -> None:
        callback, self._callback = self._callback, None
        if callback is None:
            return
        remaining = tuple(c for c in _observers.callbacks if c is not callback)
        _observers.callbacks = remaining
        if not remaining:
            _tls.included &= ~RECORD_FUNCTION_BIT

    def __enter__(self) -> CallbackHandle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.remove()


def add_thread_local_callback(callback: RecordFunctionCallback) -> CallbackHandle:
    """Report every operator call and range on this thread to ``callback`` until the
    returned handle is removed (PyTorch's ``addThreadLocalCallback``)."""
    _observers.callbacks = (*_observers.callbacks, callback)
    _tls.included |= RECORD_FUNCTION_BIT
    return CallbackHandle(callback)


def is_active() -> bool:
    """Whether this thread has an observer (PyTorch's ``at::hasCallbacks``)."""
    return bool(_observers.callbacks)


def enter(
    name: str,
    scope: RecordScope = RecordScope.FUNCTION,
    args: Sequence[Any] = (),
    sequence_nr: int = -1,
) -> list[tuple[RecordFunctionCallback, Any]]:
    """Start a range on this thread's observers; give the result to :func:`exit_`."""
    return [(cb, cb.start(name, scope, args, sequence_nr)) for cb in _observers.callbacks]


def exit_(started: list[tuple[RecordFunctionCallback, Any]]) -> None:
    """End the range :func:`enter` started, innermost observer first."""
    for cb, handle in reversed(started):
        cb.end(handle)


def _operator_name(full_name: str) -> str:
    """``aten::add.Tensor`` -> ``aten::add``: ranges are named without the overload."""
    ns, sep, rest = full_name.partition("::")
    return f"{ns}{sep}{rest.partition('.')[0]}" if sep else full_name.partition(".")[0]


#: Operators no profiler records, as c10's ObservedOperators: tensor metadata queries, and
#: the profiler's own range operators (their range is the one they open).
UNOBSERVED_OPERATORS = frozenset(
    {
        "aten::size",
        "aten::is_leaf",
        "aten::output_nr",
        "aten::_version",
        "aten::is_complex",
        "profiler::_record_function_enter",
        "profiler::_record_function_enter_new",
        "profiler::_record_function_exit",
    }
)


def is_observed(full_name: str) -> bool:
    """Whether calls of the operator ``full_name`` (``ns::name.overload``) are recorded."""
    return full_name.partition(".")[0] not in UNOBSERVED_OPERATORS


def recording_kernel(full_name: str, kernel: KernelFunction) -> KernelFunction:
    """``kernel`` reporting each call to the thread's observers; it receives the key set
    without :data:`RECORD_FUNCTION_BIT`, so a redispatch below it is not reported again."""
    name = _operator_name(full_name)
    fn, with_keyset, strip = kernel.fn, kernel.with_keyset, ~RECORD_FUNCTION_BIT
    function_scope = RecordScope.FUNCTION

    def record(ks: int, *args: Any, **kwargs: Any) -> Any:
        started = [(cb, cb.start(name, function_scope, args, -1)) for cb in _observers.callbacks]
        try:
            if with_keyset:
                return fn(ks & strip, *args, **kwargs)
            return fn(*args, **kwargs)
        finally:
            exit_(started)

    return KernelFunction(record, with_keyset=True, debug=f"{kernel.debug} (recorded)")
