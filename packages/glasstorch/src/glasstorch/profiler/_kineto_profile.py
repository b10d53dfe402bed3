"""The recording half of ``torch.profiler.profile`` (PyTorch's ``_KinetoProfile``): one
``glasstorch.autograd.profiler.profile`` per recording cycle, and what can be read from
the last one.
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import tempfile
import warnings
from collections.abc import Callable, Iterable
from typing import Any

from glasstorch.autograd import profiler as _autograd_profiler
from glasstorch.autograd.profiler_config import ProfilerActivity, supported_activities
from glasstorch.autograd.profiler_util import EventList

_warned: set[str] = set()


def _warn_once(message: str) -> None:
    if message not in _warned:
        _warned.add(message)
        warnings.warn(message, UserWarning, stacklevel=3)


def _parse_activities(
    activities: Iterable[ProfilerActivity | dict[ProfilerActivity, list[str]]],
) -> tuple[set[ProfilerActivity], dict[ProfilerActivity, set[str]]]:
    """Activities given as bare members or ``{activity: [names]}`` filters; each once."""
    parsed: set[ProfilerActivity] = set()
    filters: dict[ProfilerActivity, set[str]] = {}
    for item in activities:
        keys = [item] if isinstance(item, ProfilerActivity) else None
        if keys is None:
            if not isinstance(item, dict):
                raise TypeError(f"Expected ProfilerActivity or dict, got {type(item)}")
            keys = list(item)
            filters.update({k: set(v) for k, v in item.items()})
        for key in keys:
            if key in parsed:
                raise ValueError(f"Activity {key} specified more than once")
            parsed.add(key)
    return parsed, filters


class _KinetoProfile:
    """The recording half of :class:`profile`: one autograd profiler per cycle, and what
    can be read from the last one (``events()``, ``key_averages()``, exports)."""

    def __init__(
        self,
        *,
        activities: Iterable[Any] | None = None,
        record_shapes: bool = False,
        profile_memory: bool = False,
        with_stack: bool = False,
        with_flops: bool = False,
        with_modules: bool = False,
        experimental_config: Any = None,
        execution_trace_observer: Any = None,
        acc_events: bool = False,
        custom_trace_id_callback: Callable[[], str] | None = None,
        post_processing_timeout_s: float | None = None,
    ) -> None:
        if activities is not None:
            self.activities, self.activity_filters = _parse_activities(activities)
        else:
            self.activities, self.activity_filters = supported_activities(), {}
        self.record_shapes = record_shapes
        self.with_flops = with_flops
        self.profile_memory = profile_memory
        self.with_stack = with_stack
        self.with_modules = with_modules
        self.experimental_config = experimental_config
        self.execution_trace_observer = execution_trace_observer
        self.acc_events = acc_events
        self.custom_trace_id_callback = custom_trace_id_callback
        self.post_processing_timeout_s = post_processing_timeout_s
        self.profiler: _autograd_profiler.profile | None = None
        self.use_device = "cuda" if ProfilerActivity.CUDA in self.activities else None
        self.preset_metadata: dict[str, str] = {}
        self._trace_metadata: dict[str, str] = {}

    def start(self) -> None:
        self.prepare_trace()
        self.start_trace()

    def stop(self) -> None:
        self.stop_trace()

    def prepare_trace(self) -> None:
        if self.profiler is not None and not self.acc_events:
            _warn_once(
                "Warning: Profiler clears events at the end of each cycle. Only events from the "
                "current cycle will be reported. To keep events across cycles, set "
                "acc_events=True."
            )
        if self.profiler is None or not self.acc_events:
            with warnings.catch_warnings():  # CUDA requested where there is none: CPU only
                warnings.simplefilter("ignore")
                self.profiler = _autograd_profiler.profile(
                    use_cpu=ProfilerActivity.CPU in self.activities,
                    use_device=self.use_device,
                    record_shapes=self.record_shapes,
                    with_flops=self.with_flops,
                    profile_memory=self.profile_memory,
                    with_stack=self.with_stack,
                    with_modules=self.with_modules,
                    use_kineto=True,
                    experimental_config=self.experimental_config,
                    acc_events=self.acc_events,
                    custom_trace_id_callback=self.custom_trace_id_callback,
                    post_processing_timeout_s=self.post_processing_timeout_s,
                )
        self.profiler._prepare_trace()

    def start_trace(self) -> None:
        if self.execution_trace_observer:
            self.execution_trace_observer.start()
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before starting trace")
        self.profiler._start_trace()
        for flag in ("profile_memory", "with_stack", "record_shapes", "with_modules", "with_flops"):
            if getattr(self, flag):
                self.add_metadata_json(flag, "1")
        for key, value in self.preset_metadata.items():
            self.add_metadata_json(key, value)

    def stop_trace(self) -> None:
        if self.execution_trace_observer:
            self.execution_trace_observer.stop()
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before stopping trace")
        self.profiler.__exit__(None, None, None)

    def export_chrome_trace(self, path: str, use_python_export: bool = False) -> None:
        """Write the last cycle as a Chrome trace (gzip-compressed when ``path`` ends in
        ``.gz``)."""
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before exporting chrome trace")
        metadata = {k: json.loads(v) for k, v in self._trace_metadata.items()}
        if not path.endswith(".gz"):
            self.profiler.export_chrome_trace(path, metadata)
            return
        with tempfile.TemporaryDirectory() as tmp:
            plain = os.path.join(tmp, "trace.json")
            self.profiler.export_chrome_trace(plain, metadata)
            with open(plain, "rb") as fin, gzip.open(path, "wb") as fout:
                shutil.copyfileobj(fin, fout)

    def export_stacks(self, path: str, metric: str = "self_cpu_time_total") -> None:
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before exporting stacks")
        self.profiler.export_stacks(path, metric)

    def toggle_collection_dynamic(self, enable: bool, activities: Iterable[ProfilerActivity]):
        if self.profiler is not None:
            self.profiler.toggle_collection_dynamic(enable, activities)

    def key_averages(
        self,
        group_by_input_shape: bool = False,
        group_by_stack_n: int = 0,
        group_by_overload_name: bool = False,
    ) -> EventList:
        """The events averaged by name (and input shapes, stack, overload if asked)."""
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before getting key averages")
        return self.profiler.key_averages(
            group_by_input_shape, group_by_stack_n, group_by_overload_name
        )

    def events(self) -> EventList | None:
        """The FunctionEvents of the last cycle, unaggregated."""
        if self.profiler is None:
            raise AssertionError("Profiler must be initialized before accessing events")
        return self.profiler.function_events

    def add_metadata(self, key: str, value: str) -> None:
        """A string entry in the exported trace."""
        self._trace_metadata[key] = json.dumps(value)

    def add_metadata_json(self, key: str, value: str) -> None:
        """An entry in the exported trace, ``value`` being JSON text."""
        self._trace_metadata[key] = value

    def preset_metadata_json(self, key: str, value: str) -> None:
        """Metadata added to the trace of each cycle when it starts."""
        self.preset_metadata[key] = value
