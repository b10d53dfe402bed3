"""``torch.autograd.profiler``: the profiler context manager and ``record_function``.

Mirrors ``torch/autograd/profiler.py``. While a :class:`profile` is entered, a
:class:`~.profiler_collector.Collector` is this thread's RecordFunction observer
(``glasstorch.c10.dispatch.record_function``): every operator call that goes through the
Dispatcher (the forward ops, and the backward pass's, which run through it too), every
backward node the engine runs, and every ``record_function`` block is timed. On exit the
ranges become :class:`~.profiler_util.FunctionEvent` s, nested by their intervals, which
``key_averages()``, ``table()`` and ``export_chrome_trace()`` summarize. Ranges are
recorded on the thread that entered the profiler (the engine runs backward there too).
"""

from __future__ import annotations

import uuid
import warnings
from collections.abc import Iterable
from contextlib import ContextDecorator
from typing import Any

from glasstorch.c10.dispatch import record_function as _rf
from glasstorch.c10.dispatch.record_function import RecordScope

from .profiler_collector import Collector
from .profiler_config import (
    DeviceType,
    ProfilerActivity,
    ProfilerConfig,
    ProfilerState,
    kineto_available,
    supported_activities,
)
from .profiler_events import MEMORY_EVENT_NAME, FunctionEvent
from .profiler_trace import write_trace
from .profiler_util import EventList

__all__ = [
    "MEMORY_EVENT_NAME",
    "DeviceType",
    "EventList",
    "FunctionEvent",
    "ProfilerActivity",
    "ProfilerConfig",
    "ProfilerState",
    "kineto_available",
    "profile",
    "record_function",
]

_VALID_DEVICES = ("cuda", "xpu", "mtia", "hpu")


class profile:  # noqa: N801 - PyTorch's name
    """Record the operators (and ``record_function`` ranges, backward nodes) run inside
    the ``with`` block on this thread.

    ``record_shapes`` keeps each call's input shapes, ``profile_memory`` the allocator
    bytes each range allocated minus freed, ``with_stack`` the Python frames (outside
    glasstorch) that made each call, ``with_flops`` PyTorch's FLOP estimates for matrix
    products, convolutions, ``mul`` and ``add``. ``use_device="cuda"`` also times the
    operators on CUDA tensors on the device.
    """

    #: Whether events are marked as the legacy (pre-Kineto) profiler's.
    _legacy = False

    def __init__(
        self,
        enabled: bool = True,
        *,
        use_cuda: bool = False,
        use_device: str | None = None,
        record_shapes: bool = False,
        with_flops: bool = False,
        profile_memory: bool = False,
        with_stack: bool = False,
        with_modules: bool = False,
        use_kineto: bool = False,
        use_cpu: bool = True,
        experimental_config: Any = None,
        acc_events: bool = False,
        custom_trace_id_callback: Any = None,
        post_processing_timeout_s: float | None = None,
        activity_filters: Any = None,
    ) -> None:
        self.enabled = enabled
        if not enabled:
            return
        if use_cuda:
            warnings.warn(
                "The attribute `use_cuda` will be deprecated soon, please use "
                "``use_device = 'cuda'`` instead.",
                FutureWarning,
                stacklevel=2,
            )
            use_device = "cuda"
        if use_device is not None and use_device not in _VALID_DEVICES:
            warnings.warn(f"The {use_device} is not a valid device option.", stacklevel=2)
            use_device = None
        if use_device is not None and ProfilerActivity.CUDA not in supported_activities():
            label = use_device.upper()
            warnings.warn(f"{label} is not available, disabling {label} profiling", stacklevel=2)
            use_device = None
        if not use_cpu and not use_kineto:
            raise AssertionError("Device-only events supported only with Kineto (use_kineto=True)")
        if post_processing_timeout_s is not None and post_processing_timeout_s < 0:
            raise ValueError("post_processing_timeout_s must be non-negative")
        self.use_device = use_device
        self.use_cuda = use_device == "cuda"
        self.record_shapes = record_shapes or with_flops
        self.with_flops = with_flops
        self.profile_memory = profile_memory
        self.with_stack = with_stack
        self.with_modules = with_modules  # module hierarchy: TorchScript only, in PyTorch too
        self.use_kineto = use_kineto
        self.use_cpu = use_cpu
        self.acc_events = acc_events
        self.experimental_config = experimental_config
        self.custom_trace_id_callback = custom_trace_id_callback
        self.trace_id = ""
        self.entered = False
        self.profiler_kind = (
            ProfilerState.KINETO_GPU_FALLBACK if use_device else ProfilerState.KINETO
        )
        self._collector: Collector | None = None
        self._handle: Any = None
        self._function_events: EventList | None = None
        self._old_function_events: EventList | None = None
        self._paused = False

    # -- configuration -----------------------------------------------------------------------
    def default_trace_id(self) -> str:
        return uuid.uuid4().hex.upper()

    def create_trace_id(self) -> str:
        if self.custom_trace_id_callback:
            return self.custom_trace_id_callback()
        return self.default_trace_id()

    def config(self, create_trace_id: bool = False) -> ProfilerConfig:
        if create_trace_id:
            self.trace_id = self.create_trace_id()
        return ProfilerConfig(
            self.profiler_kind,
            self.record_shapes,
            self.profile_memory,
            self.with_stack,
            self.with_flops,
            self.with_modules,
            self.experimental_config,
            self.trace_id,
        )

    # -- running -----------------------------------------------------------------------------
    def __enter__(self) -> profile | None:
        if not self.enabled:
            return None
        if self.entered:
            raise RuntimeError("Profiler context manager is not reentrant")
        self._prepare_trace()
        self._start_trace()
        return self

    def _prepare_trace(self) -> None:
        self.entered = True
        self.config(create_trace_id=True)

    def _start_trace(self) -> None:
        self.entered = True
        self._collector = Collector(
            record_shapes=self.record_shapes and self.use_cpu,
            profile_memory=self.profile_memory,
            with_stack=self.with_stack,
            with_flops=self.with_flops,
            use_device=self.use_device,
        )
        self._handle = _rf.add_thread_local_callback(self)

    def __exit__(self, *exc: object) -> bool:
        if not self.enabled or self._handle is None:
            return False
        if self.use_device == "cuda":
            from glasstorch.c10 import cuda

            cuda.synchronize()
        self._handle.remove()
        self._handle = None
        assert self._collector is not None
        self._collector.finish()
        if self._function_events and self.acc_events:
            self._old_function_events = self._function_events
        self._function_events = None
        return False

    # The RecordFunction callback: the collector's, unless collection is toggled off.
    def start(self, name: str, scope: RecordScope, args: Any, sequence_nr: int) -> Any:
        if self._paused or self._collector is None:
            return None
        return self._collector.start(name, scope, args, sequence_nr)

    def end(self, handle: Any) -> None:
        if handle is not None and self._collector is not None:
            self._collector.end(handle)

    def toggle_collection_dynamic(self, enabled: bool, activities: Iterable[ProfilerActivity]):
        """Stop (``enabled=False``) or resume recording CPU ranges while entered."""
        if ProfilerActivity.CPU in set(activities):
            self._paused = not enabled

    # -- results -----------------------------------------------------------------------------
    def _ensure_function_events(self) -> None:
        if self._function_events is not None or self._collector is None or self._handle:
            return
        events = self._collector.function_events(is_legacy=self._legacy)
        if self._old_function_events and self.acc_events:
            events.extend(self._old_function_events)
            self._old_function_events = None
        self._function_events = events

    @property
    def function_events(self) -> EventList | None:
        self._ensure_function_events()
        return self._function_events

    def _events(self) -> EventList:
        self._ensure_function_events()
        if self._function_events is None:
            raise AssertionError("Expected profiling results")
        return self._function_events

    def __repr__(self) -> str:
        self._ensure_function_events()
        if self._function_events is None:
            return "<unfinished torch.autograd.profile>"
        return repr(self._function_events)

    def __str__(self) -> str:
        self._ensure_function_events()
        if self._function_events is None:
            return "<unfinished torch.autograd.profile>"
        return str(self._function_events)

    def table(
        self,
        sort_by: str | None = None,
        row_limit: int = 100,
        max_src_column_width: int = 75,
        max_name_column_width: int = 55,
        max_shapes_column_width: int = 80,
        header: str | None = None,
        top_level_events_only: bool = False,
    ) -> str:
        return self._events().table(
            sort_by=sort_by,
            row_limit=row_limit,
            max_src_column_width=max_src_column_width,
            max_name_column_width=max_name_column_width,
            max_shapes_column_width=max_shapes_column_width,
            header=header,
            top_level_events_only=top_level_events_only,
        )

    table.__doc__ = EventList.table.__doc__

    def export_chrome_trace(
        self, path: str, metadata: dict[str, Any] | None = None, use_python_export: bool = False
    ) -> None:
        """Write the ranges as a Chrome trace: ``torch.profiler``'s layout (an object with
        ``traceEvents``) with ``use_kineto=True``, else ``EventList``'s list of events."""
        events = self._events()
        if not self.use_kineto:
            events.export_chrome_trace(path)
            return
        collector = self._collector
        assert collector is not None
        meta = {"trace_id": self.trace_id, **(metadata or {})}
        write_trace(
            path,
            events,
            collector.start_ns / 1000,
            collector.wall_start_ns,
            self.record_shapes,
            meta,
        )

    def export_stacks(self, path: str, metric: str = "self_cpu_time_total") -> None:
        events = self._events()
        if not self.with_stack:
            raise AssertionError("export_stacks() requires with_stack=True")
        events.export_stacks(path, metric)

    def key_averages(
        self,
        group_by_input_shape: bool = False,
        group_by_stack_n: int = 0,
        group_by_overload_name: bool = False,
    ) -> EventList:
        return self._events().key_averages(
            group_by_input_shape, group_by_stack_n, group_by_overload_name
        )

    key_averages.__doc__ = EventList.key_averages.__doc__

    def total_average(self) -> Any:
        return self._events().total_average()

    total_average.__doc__ = EventList.total_average.__doc__

    @property
    def self_cpu_time_total(self) -> float:
        """The sum of every event's self CPU time (microseconds)."""
        return self._events().self_cpu_time_total


class record_function(ContextDecorator):  # noqa: N801 - PyTorch's name
    """A named range in the profiler's results: ``with record_function("forward"):`` or
    ``@record_function("step")``. Costs one call when no profiler is active."""

    def __init__(self, name: str, args: str | None = None) -> None:
        self.name = name
        self.args = args
        self.run_callbacks_on_exit = True
        self.record: Any = None

    def __enter__(self) -> record_function:
        args = () if self.args is None else (self.args,)
        self.record = _rf.enter(self.name, RecordScope.USER_SCOPE, args)
        return self

    def __exit__(self, *exc: object) -> None:
        if not self.run_callbacks_on_exit:
            return
        record, self.record = self.record, None
        if record:
            _rf.exit_(record)
