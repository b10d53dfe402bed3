"""One profiled range (FunctionEvent), the totals of several (FunctionEventAvg), and how
their times and sizes are written.

Mirrors the event classes of ``torch/autograd/profiler_util.py``. Times are microseconds
(floats) from the start of the profiling session; a range's *self* time is its time minus
that of the ranges directly nested in it (its ``cpu_children``).
"""

from __future__ import annotations

import warnings
from typing import Any, NamedTuple

from .profiler_config import DeviceType

__all__ = [
    "MEMORY_EVENT_NAME",
    "OUT_OF_MEMORY_EVENT_NAME",
    "FormattedTimesMixin",
    "FunctionEvent",
    "FunctionEventAvg",
    "Interval",
    "Kernel",
]

MEMORY_EVENT_NAME = "[memory]"
OUT_OF_MEMORY_EVENT_NAME = "[OutOfMemory]"


def _format_time(time_us: float) -> str:
    if time_us >= 1_000_000:
        return f"{time_us / 1_000_000:.3f}s"
    if time_us >= 1000:
        return f"{time_us / 1000:.3f}ms"
    return f"{time_us:.3f}us"


def _format_time_share(time_us: float, total_time_us: float) -> str:
    if total_time_us == 0:
        if time_us != 0:
            raise AssertionError(f"Expected time_us == 0 but got {time_us}")
        return "NaN"
    return f"{time_us * 100.0 / total_time_us:.2f}%"


def _format_memory(nbytes: int) -> str:
    for unit, size in (("GB", 1024**3), ("MB", 1024**2), ("KB", 1024)):
        if abs(nbytes) >= size:
            return f"{nbytes / size:.2f} {unit}"
    return f"{nbytes} B"


def _time_string(name: str) -> property:
    return property(lambda self: _format_time(getattr(self, name)))


class FormattedTimesMixin:
    """``*_str`` renderings of the times, and the per-call averages."""

    cpu_time_str = _time_string("cpu_time")
    device_time_str = _time_string("device_time")
    cpu_time_total_str = _time_string("cpu_time_total")
    device_time_total_str = _time_string("device_time_total")
    self_cpu_time_total_str = _time_string("self_cpu_time_total")
    self_device_time_total_str = _time_string("self_device_time_total")

    @property
    def cpu_time(self) -> float:
        return 0.0 if self.count == 0 else self.cpu_time_total / self.count  # type: ignore[attr-defined]

    @property
    def device_time(self) -> float:
        return 0.0 if self.count == 0 else self.device_time_total / self.count  # type: ignore[attr-defined]

    @property
    def cuda_time(self) -> float:
        warnings.warn(
            "`cuda_time` is deprecated, please use `device_time` instead.",
            FutureWarning,
            stacklevel=2,
        )
        return self.device_time


class Interval:
    """``[start, end)`` in microseconds."""

    def __init__(self, start: float, end: float) -> None:
        self.start = start
        self.end = end

    def elapsed_us(self) -> float:
        return self.end - self.start


class Kernel(NamedTuple):
    name: str
    device: int
    duration: float


class FunctionEvent(FormattedTimesMixin):
    """One recorded range: an operator call, a ``record_function`` block, a backward node."""

    def __init__(
        self,
        id: int,  # noqa: A002 - PyTorch's parameter name
        name: str,
        thread: int,
        start_us: float,
        end_us: float,
        overload_name: str | None = None,
        fwd_thread: int | None = None,
        input_shapes: list[Any] | None = None,
        stack: list[str] | None = None,
        scope: int = 0,
        use_device: str | None = None,
        cpu_memory_usage: int = 0,
        device_memory_usage: int = 0,
        is_async: bool = False,
        is_remote: bool = False,
        sequence_nr: int = -1,
        node_id: int = -1,
        device_type: DeviceType = DeviceType.CPU,
        device_index: int = 0,
        device_resource_id: int | None = None,
        is_legacy: bool = False,
        flops: int | None = None,
        trace_name: str | None = None,
        concrete_inputs: list[Any] | None = None,
        kwinputs: dict[str, Any] | None = None,
        is_user_annotation: bool = False,
        input_dtypes: list[str] | None = None,
        external_id: int = 0,
    ) -> None:
        self.id = id
        self.node_id = node_id
        self.name = name
        self.overload_name = overload_name
        self.trace_name = trace_name
        self.time_range = Interval(start_us, end_us)
        self.thread = thread
        self.fwd_thread = fwd_thread
        self.kernels: list[Kernel] = []
        self.count = 1
        self.cpu_children: list[FunctionEvent] = []
        self.cpu_parent: FunctionEvent | None = None
        self.input_shapes = input_shapes
        self.concrete_inputs = concrete_inputs
        self.kwinputs = kwinputs
        self.stack = stack
        self.scope = scope
        self.use_device = use_device
        self.cpu_memory_usage = cpu_memory_usage
        self.device_memory_usage = device_memory_usage
        self.is_async = is_async
        self.is_remote = is_remote
        self.sequence_nr = sequence_nr
        self.device_type = device_type
        self.device_index = device_index
        self.device_resource_id = thread if device_resource_id is None else device_resource_id
        self.is_legacy = is_legacy
        self.flops = flops
        self.is_user_annotation = is_user_annotation
        self.input_dtypes = input_dtypes
        self.external_id = external_id
        self.self_cpu_percent: Any = -1
        self.total_cpu_percent: Any = -1
        self.total_device_percent: Any = -1

    def append_kernel(self, name: str, device: int, duration: float) -> None:
        if self.device_type != DeviceType.CPU:
            raise AssertionError("Expected device_type to be CPU")
        self.kernels.append(Kernel(name, device, duration))

    def append_cpu_child(self, child: FunctionEvent) -> None:
        """Add a range nested directly in this one (only direct children count for self time)."""
        if self.device_type != DeviceType.CPU or child.device_type != DeviceType.CPU:
            raise AssertionError("Expected device_type to be CPU")
        self.cpu_children.append(child)

    def set_cpu_parent(self, parent: FunctionEvent) -> None:
        if self.device_type != DeviceType.CPU or parent.device_type != DeviceType.CPU:
            raise AssertionError("Expected device_type to be CPU")
        self.cpu_parent = parent

    # Async events have no children and take no part in their parents' self figures.
    @property
    def self_cpu_memory_usage(self) -> int:
        if self.is_async or self.device_type != DeviceType.CPU:
            return 0
        return self.cpu_memory_usage - sum(c.cpu_memory_usage for c in self.cpu_children)

    @property
    def self_device_memory_usage(self) -> int:
        if self.is_async or self.device_type != DeviceType.CPU:
            return 0
        return self.device_memory_usage - sum(c.device_memory_usage for c in self.cpu_children)

    @property
    def cpu_time_total(self) -> float:
        return self.time_range.elapsed_us() if self.device_type == DeviceType.CPU else 0

    @property
    def self_cpu_time_total(self) -> float:
        if self.is_async or self.device_type != DeviceType.CPU:
            return 0
        return self.cpu_time_total - sum(c.cpu_time_total for c in self.cpu_children)

    @property
    def device_time_total(self) -> float:
        """Time of the kernels this range launched, its children's included."""
        if self.is_async or not self.use_device:
            return 0
        if self.device_type == DeviceType.CPU:
            own = sum(k.duration for k in self.kernels)
            if self.is_legacy:
                return own
            return own + sum(c.device_time_total for c in self.cpu_children)
        return self.time_range.elapsed_us()

    @property
    def self_device_time_total(self) -> float:
        if self.is_async or not self.use_device:
            return 0
        if self.device_type == DeviceType.CPU:
            return self.device_time_total - sum(c.device_time_total for c in self.cpu_children)
        return self.device_time_total

    @property
    def cuda_time_total(self) -> float:
        warnings.warn(
            "`cuda_time_total` is deprecated. Use `device_time_total` instead.",
            FutureWarning,
            stacklevel=2,
        )
        return self.device_time_total

    @property
    def self_cuda_time_total(self) -> float:
        warnings.warn(
            "`self_cuda_time_total` is deprecated. Use `self_device_time_total` instead.",
            FutureWarning,
            stacklevel=2,
        )
        return self.self_device_time_total

    @property
    def key(self) -> str:
        return self.name

    def __repr__(self) -> str:
        device = self.use_device
        return (
            f"<FunctionEvent id={self.id} name={self.name} overload_name={self.overload_name} "
            f"device_type={self.device_type} node_id={self.node_id} "
            f"cpu_time={self.cpu_time_str} start_us={self.time_range.start} "
            f"end_us={self.time_range.end} cpu_children={[c.id for c in self.cpu_children]} "
            f"{device}_time={self.device_time_str} name={self.name} thread={self.thread} "
            f"input_shapes={self.input_shapes} cpu_memory_usage={self.cpu_memory_usage} "
            f"{device}_memory_usage={self.device_memory_usage} is_async={self.is_async} "
            f"is_remote={self.is_remote} seq_nr={self.sequence_nr} is_legacy={self.is_legacy}>"
        )


class FunctionEventAvg(FormattedTimesMixin):
    """The totals of the events that share a key (``key_averages``)."""

    def __init__(self) -> None:
        self.key: str | None = None
        self.count = 0
        self.node_id = 0
        self.is_async = False
        self.is_remote = False
        self.use_device: str | None = None
        self.cpu_time_total: float = 0
        self.device_time_total: float = 0
        self.self_cpu_time_total: float = 0
        self.self_device_time_total: float = 0
        self.input_shapes: Any = None
        self.overload_name: str | None = None
        self.stack: list[str] | None = None
        self.scope: int | None = None
        self.cpu_memory_usage = 0
        self.device_memory_usage = 0
        self.self_cpu_memory_usage = 0
        self.self_device_memory_usage = 0
        self.cpu_children: list[FunctionEvent] | None = None
        self.cpu_parent: FunctionEvent | None = None
        self.device_type = DeviceType.CPU
        self.is_legacy = False
        self.is_user_annotation = False
        self.flops: int | None = 0

    def add(self, other: FunctionEvent | FunctionEventAvg) -> FunctionEventAvg:
        if self.key is None:  # the first event: its descriptive fields stand for the group
            self.key = other.key
            for field in (
                "node_id",
                "is_async",
                "is_remote",
                "cpu_parent",
                "cpu_children",
                "overload_name",
                "input_shapes",
                "stack",
                "scope",
                "device_type",
                "is_legacy",
                "use_device",
                "is_user_annotation",
            ):
                setattr(self, field, getattr(other, field))
        if not isinstance(other, FunctionEvent | FunctionEventAvg):
            raise AssertionError("Expected other to be a FunctionEvent or FunctionEventAvg")
        if other.key != self.key:
            raise AssertionError(f"Expected keys to match, but got {other.key} vs {self.key}")
        self.cpu_time_total += other.cpu_time_total
        self.device_time_total += other.device_time_total
        self.self_cpu_time_total += other.self_cpu_time_total
        self.self_device_time_total += other.self_device_time_total
        self.cpu_memory_usage += other.cpu_memory_usage
        self.device_memory_usage += other.device_memory_usage
        self.self_cpu_memory_usage += other.self_cpu_memory_usage
        self.self_device_memory_usage += other.self_device_memory_usage
        self.count += other.count
        if self.flops is None:
            self.flops = other.flops
        elif other.flops is not None:
            self.flops += other.flops
        return self

    def __iadd__(self, other: FunctionEvent | FunctionEventAvg) -> FunctionEventAvg:
        return self.add(other)

    def __repr__(self) -> str:
        device = self.use_device or "cuda"
        return (
            f"<FunctionEventAvg key={self.key} self_cpu_time={self.self_cpu_time_total_str} "
            f"cpu_time={self.cpu_time_str}  self_{device}_time={self.self_device_time_total_str} "
            f"{device}_time={self.device_time_str} input_shapes={self.input_shapes} "
            f"cpu_memory_usage={self.cpu_memory_usage} "
            f"{device}_memory_usage={self.device_memory_usage}>"
        )
