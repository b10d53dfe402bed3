"""The RecordFunction observer of one profiling session: it times every range the
Dispatcher, the engine and ``record_function`` report on its thread, with what was asked
for (input shapes, memory, Python stack, FLOPs, device time), and turns them into
FunctionEvents when the session ends.

Mirrors the collection half of PyTorch's profiler (``profiler_legacy.cpp`` /
``collection.cpp``). Memory is the change of the allocators' counters over a range
(allocations minus frees, nested ranges included); changes between top-level ranges
become ``[memory]`` events, as allocations outside any operator do in PyTorch.
"""

from __future__ import annotations

import itertools
import sys
import threading
import time
from collections.abc import Sequence
from typing import Any

from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.core.allocator import get_allocator
from glasstorch.c10.core.device import DeviceType as _C10DeviceType
from glasstorch.c10.dispatch.record_function import RecordScope

from .profiler_config import DeviceType
from .profiler_events import MEMORY_EVENT_NAME, FunctionEvent
from .profiler_util import EventList

__all__ = ["Collector", "RawRange", "thread_id"]

#: ``torch.profiler`` step ranges (``ProfilerStep#3``) share one name in the results (the
#: trace keeps each step's own).
_STEP_PREFIX, _STEP_WILDCARD = "ProfilerStep#", "ProfilerStep*"

_thread_ids: dict[int, int] = {}
_next_thread_id = itertools.count(1)
_thread_lock = threading.Lock()


def thread_id() -> int:
    """A small id for the calling thread (1 for the first one seen), as PyTorch numbers them."""
    ident = threading.get_ident()
    found = _thread_ids.get(ident)
    if found is None:
        with _thread_lock:
            found = _thread_ids.setdefault(ident, next(_next_thread_id))
    return found


_DTYPE_NAMES = {
    "float32": "float",
    "float64": "double",
    "float16": "c10::Half",
    "bfloat16": "c10::BFloat16",
    "int64": "long int",
    "int32": "int",
    "int16": "short int",
    "int8": "signed char",
    "uint8": "unsigned char",
    "bool": "bool",
    "complex64": "c10::complex<float>",
    "complex128": "c10::complex<double>",
}


def _describe(arg: Any) -> tuple[list[Any], str]:
    """An argument's entry in ``input_shapes`` and its type name in the trace."""
    if isinstance(arg, TensorBase):
        dtype = str(arg._impl.dtype).rpartition(".")[2]
        return list(arg._impl.sizes), _DTYPE_NAMES.get(dtype, dtype)
    if isinstance(arg, list | tuple):
        if any(isinstance(a, TensorBase) for a in arg):
            return [], "TensorList"
        return [], "ScalarList"
    if arg is None:
        return [], ""
    if isinstance(arg, bool | int | float | complex):
        return [], "Scalar"
    return [], type(arg).__name__


def _numel(shape: list[int]) -> int:
    size = 1
    for d in shape:
        size *= d
    return size


def _flops(name: str, shapes: list[list[int]]) -> int:
    """PyTorch's FLOP formulas (``computeFlops``) for the operators it counts."""
    matrices = {"aten::mm": 0, "aten::addmm": 1, "aten::bmm": 0, "aten::baddbmm": 1}
    try:
        if name in matrices:
            first, second = shapes[matrices[name]], shapes[matrices[name] + 1]
            return 2 * _numel(first) * second[-1]  # 2 * (b *) n * k * m
        if name in ("aten::mul", "aten::add"):
            return _numel(shapes[0])
    except IndexError:
        return 0
    return 0


def _conv2d_flops(args: Sequence[Any]) -> int:
    """``2 * N * C_out * H_out * W_out * (C_in / groups) * kH * kW``."""
    x, w = args[0], args[1]
    if not (isinstance(x, TensorBase) and isinstance(w, TensorBase)) or len(x.shape) != 4:
        return 0
    stride, padding, dilation = (
        list(a) if isinstance(a, list | tuple) else [a, a] for a in args[3:6]
    )
    n, _, h, wd = x.shape
    c_out, c_in, kh, kw = w.shape
    out = [
        (size + 2 * padding[i] - dilation[i] * (k - 1) - 1) // stride[i] + 1
        for i, (size, k) in enumerate(((h, kh), (wd, kw)))
    ]
    return 2 * n * c_out * out[0] * out[1] * c_in * kh * kw


def _python_stack() -> list[str]:
    """``file(line): function`` of the calling Python frames outside glasstorch, innermost
    first."""
    entries = []
    frame = sys._getframe(2)
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        if module != "glasstorch" and not module.startswith("glasstorch."):
            code = frame.f_code
            entries.append(f"{code.co_filename}({frame.f_lineno}): {code.co_name}")
        frame = frame.f_back
    return entries


class RawRange:
    """One range as recorded: filled at start and end, turned into a FunctionEvent later."""

    __slots__ = (
        "name",
        "scope",
        "sequence_nr",
        "start_ns",
        "end_ns",
        "shapes",
        "dtypes",
        "stack",
        "memory",
        "device_memory",
        "flops",
        "device_events",
        "has_children",
    )

    def __init__(self, name: str, scope: int, sequence_nr: int) -> None:
        self.name = name
        self.scope = scope
        self.sequence_nr = sequence_nr
        self.start_ns = self.end_ns = 0
        self.shapes: list[Any] | None = None
        self.dtypes: list[str] | None = None
        self.stack: list[str] | None = None
        self.memory = self.device_memory = 0
        self.flops: int | None = None
        self.device_events: Any = None
        self.has_children = False


def _cuda_memory() -> int:
    from glasstorch.c10 import cuda

    if not cuda.is_available():
        return 0
    return cuda.caching_allocator().memory_stats()["allocated_bytes.all.current"]


class Collector:
    """Times and describes the ranges of one thread while registered as its observer."""

    def __init__(
        self,
        record_shapes: bool = False,
        profile_memory: bool = False,
        with_stack: bool = False,
        with_flops: bool = False,
        use_device: str | None = None,
    ) -> None:
        self.record_shapes = record_shapes
        self.profile_memory = profile_memory
        self.with_stack = with_stack
        self.with_flops = with_flops
        self.use_device = use_device
        self.thread = thread_id()
        self.ranges: list[RawRange] = []
        self._open: list[RawRange] = []
        self._cpu_allocator = get_allocator(_C10DeviceType.CPU)
        self.start_ns = time.perf_counter_ns()
        self.wall_start_ns = time.time_ns()
        self._memory_mark = self._memory() if profile_memory else (0, 0)

    def _memory(self) -> tuple[int, int]:
        device = _cuda_memory() if self.use_device == "cuda" else 0
        return self._cpu_allocator.allocated_bytes, device

    def _memory_event(self, now: tuple[int, int], at_ns: int) -> None:
        """A ``[memory]`` range for what changed since the last top-level range ended."""
        cpu, device = now[0] - self._memory_mark[0], now[1] - self._memory_mark[1]
        if cpu or device:
            r = RawRange(MEMORY_EVENT_NAME, RecordScope.FUNCTION, -1)
            r.start_ns = r.end_ns = at_ns
            r.memory, r.device_memory = cpu, device
            self.ranges.append(r)
        self._memory_mark = now

    # -- the RecordFunction callback --------------------------------------------------------
    def start(self, name: str, scope: int, args: Sequence[Any], sequence_nr: int) -> RawRange:
        r = RawRange(name, scope, sequence_nr)
        if self._open:
            self._open[-1].has_children = True
        if self.record_shapes or self.with_flops:
            described = [_describe(a) for a in args]
            if self.record_shapes:
                r.shapes = [d[0] for d in described]
                r.dtypes = [d[1] for d in described]
            if self.with_flops:
                shapes = [d[0] for d in described]
                r.flops = _conv2d_flops(args) if name == "aten::conv2d" else _flops(name, shapes)
        if self.with_stack:
            r.stack = _python_stack()
        if self.use_device == "cuda" and scope != RecordScope.USER_SCOPE:
            r.device_events = _start_device_timing(args)
        self.ranges.append(r)
        self._open.append(r)
        if self.profile_memory:
            now = self._memory()
            if len(self._open) == 1:
                self._memory_event(now, time.perf_counter_ns())
            r.memory, r.device_memory = now
        r.start_ns = time.perf_counter_ns()
        return r

    def end(self, r: RawRange) -> None:
        r.end_ns = time.perf_counter_ns()
        if r.device_events is not None:
            r.device_events[1].record()
        if self.profile_memory:
            now = self._memory()
            r.memory, r.device_memory = now[0] - r.memory, now[1] - r.device_memory
            if len(self._open) == 1:
                self._memory_mark = now
        if self._open and self._open[-1] is r:
            self._open.pop()
        elif r in self._open:  # ranges closed out of order (a record_function left open)
            self._open.remove(r)

    # -- results ---------------------------------------------------------------------------
    def finish(self) -> None:
        """Close the session: memory changed since the last top-level range; the device
        times of the timed ranges (``(duration_us, device)``, once the device is idle)."""
        if self.profile_memory:
            self._memory_event(self._memory(), time.perf_counter_ns())
        for r in self.ranges:
            if r.device_events is not None:
                start, end, device = r.device_events
                r.device_events = (start.elapsed_time(end) * 1000.0, device)  # ms -> us

    def function_events(self, is_legacy: bool = False) -> EventList:
        """The recorded ranges as FunctionEvents, nested (``cpu_parent``/``cpu_children``)."""
        events = EventList(
            use_device=self.use_device,
            profile_memory=self.profile_memory,
            with_flops=self.with_flops,
        )
        ids = itertools.count(1)
        for r in self.ranges:
            if r.end_ns == 0 and r.name != MEMORY_EVENT_NAME:
                continue  # never closed
            start = (r.start_ns - self.start_ns) / 1000
            end = (r.end_ns - self.start_ns) / 1000
            backward = r.scope == RecordScope.BACKWARD_FUNCTION
            evt = FunctionEvent(
                id=next(ids),
                name=_STEP_WILDCARD if r.name.startswith(_STEP_PREFIX) else r.name,
                thread=self.thread,
                start_us=start,
                end_us=end,
                overload_name="",
                fwd_thread=self.thread if backward else None,
                input_shapes=r.shapes if r.shapes is not None else [],
                stack=r.stack if r.stack is not None else [],
                scope=int(r.scope),
                use_device=self.use_device,
                cpu_memory_usage=r.memory,
                device_memory_usage=r.device_memory,
                sequence_nr=r.sequence_nr,
                device_type=DeviceType.CPU,
                is_legacy=is_legacy,
                flops=r.flops,
                trace_name=r.name,
                is_user_annotation=r.scope == RecordScope.USER_SCOPE,
                input_dtypes=r.dtypes,
            )
            events.append(evt)
            if r.device_events is not None and not r.has_children:
                _attach_device_time(events, evt, r, next(ids))
        events._build_tree()
        return events


def _start_device_timing(args: Sequence[Any]) -> Any:
    """Timing events around an operator on a CUDA tensor (None for other operators)."""
    device = None
    for a in args:
        if isinstance(a, TensorBase) and a._impl.device.type == "cuda":
            device = a._impl.device.index or 0
            break
    if device is None:
        return None
    from glasstorch.c10.cuda import Event

    start, end = Event(enable_timing=True), Event(enable_timing=True)
    start.record()
    return start, end, device


def _attach_device_time(events: EventList, evt: FunctionEvent, r: RawRange, new_id: int) -> None:
    """The device time of an innermost operator: a kernel of its CPU event and a CUDA
    event of its own, placed where the CPU event started."""
    duration, device = r.device_events
    evt.append_kernel(r.name, device, duration)
    events.append(
        FunctionEvent(
            id=new_id,
            name=r.name,
            thread=evt.thread,
            start_us=evt.time_range.start,
            end_us=evt.time_range.start + duration,
            overload_name="",
            use_device=evt.use_device,
            device_type=DeviceType.CUDA,
            device_index=device,
            trace_name=r.name,
        )
    )
