"""The ``profiler::`` operators: ``record_function`` ranges as Dispatcher calls.

PyTorch defines ``profiler::_record_function_enter(str name, str? args=None) -> Tensor``
and ``profiler::_record_function_exit(Tensor handle) -> ()`` so that a range can be opened
and closed by code that can only call operators: an fx graph or a TorchScript function.
The handle is a tensor; here it holds the number under which the open range is kept until
its exit.
"""

from __future__ import annotations

import itertools
from typing import Any

from glasstorch.aten import tensor as _tensor
from glasstorch.c10.core.scalar_type import int64 as _int64
from glasstorch.c10.dispatch import Library
from glasstorch.c10.dispatch import record_function as _rf
from glasstorch.c10.dispatch.record_function import RecordScope

__all__ = ["record_function_enter", "record_function_exit"]

_open: dict[int, Any] = {}
_numbers = itertools.count(1)


def record_function_enter(name: str, args: str | None = None) -> Any:
    """Open a user range named ``name`` on this thread's observers; return its handle."""
    number = next(_numbers)
    _open[number] = _rf.enter(name, RecordScope.USER_SCOPE, () if args is None else (args,))
    return _tensor(number, dtype=_int64)


def record_function_exit(handle: Any) -> None:
    """Close the range ``handle`` names (a handle closes once)."""
    number = int(handle.item())
    if number not in _open:
        raise RuntimeError(f"profiler::_record_function_exit: no open range has handle {number}")
    _rf.exit_(_open.pop(number))


_lib = Library("profiler", "DEF")
_lib.define("_record_function_enter(str name, str? args=None) -> Tensor")
_lib.define("_record_function_exit(Tensor handle) -> ()")
_lib.impl("_record_function_enter", record_function_enter, "CompositeExplicitAutograd")
_lib.impl("_record_function_exit", record_function_exit, "CompositeExplicitAutograd")
