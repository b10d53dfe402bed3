"""The profiler's results as a list: EventList nests the recorded ranges, averages them by
key, prints them as a table and exports them.

Mirrors ``torch/autograd/profiler_util.py`` (whose event classes live in
``profiler_events`` and are re-exported here).
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from operator import attrgetter
from typing import Any

from .profiler_config import DeviceType
from .profiler_events import (
    MEMORY_EVENT_NAME,
    OUT_OF_MEMORY_EVENT_NAME,
    FormattedTimesMixin,
    FunctionEvent,
    FunctionEventAvg,
    Interval,
    Kernel,
)

__all__ = [
    "MEMORY_EVENT_NAME",
    "OUT_OF_MEMORY_EVENT_NAME",
    "EventList",
    "FormattedTimesMixin",
    "FunctionEvent",
    "FunctionEventAvg",
    "Interval",
    "Kernel",
]


class EventList(list):
    """A list of FunctionEvents (or their averages) that can be printed as a table,
    averaged by key and exported."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        use_device = kwargs.pop("use_device", None)
        profile_memory = kwargs.pop("profile_memory", False)
        with_flops = kwargs.pop("with_flops", False)
        super().__init__(*args, **kwargs)
        self._use_device = use_device
        self._profile_memory = profile_memory
        self._with_flops = with_flops
        self._tree_built = False

    def _build_tree(self) -> None:
        self._populate_cpu_children()
        self._remove_dup_nodes()
        self._set_backward_stacktraces()
        self._tree_built = True

    def __str__(self) -> str:
        return self.table()

    def _remove_dup_nodes(self) -> None:
        """Fold a range into its parent when it is the parent's only child and has its name
        (an operator calling another overload of itself)."""
        while True:
            dropped = set()
            for i, evt in enumerate(self):
                parent = evt.cpu_parent
                if parent is not None and parent.name == evt.name and len(parent.cpu_children) == 1:
                    parent.cpu_children = evt.cpu_children
                    parent.kernels = evt.kernels
                    for child in evt.cpu_children:
                        child.cpu_parent = parent
                    dropped.add(i)
            if not dropped:
                return
            kept = [evt for i, evt in enumerate(self) if i not in dropped]
            self.clear()
            self.extend(kept)

    def _populate_cpu_children(self) -> None:
        """Link each CPU range to the innermost range of its thread that contains it."""
        events = sorted(
            (e for e in self if not e.is_async and e.device_type == DeviceType.CPU),
            key=attrgetter("thread"),
        )
        for _, thread_events in itertools.groupby(events, key=lambda e: (e.thread, e.node_id)):
            ordered = sorted(thread_events, key=lambda e: (e.time_range.start, -e.time_range.end))
            open_ranges: list[FunctionEvent] = []
            for event in ordered:
                while open_ranges:
                    parent = open_ranges[-1]
                    if (
                        event.time_range.start >= parent.time_range.end
                        or event.time_range.end > parent.time_range.end
                    ):
                        open_ranges.pop()
                    else:
                        parent.append_cpu_child(event)
                        if event.cpu_parent is not None:
                            raise AssertionError(
                                f"There is already a CPU parent event for {event.key}"
                            )
                        event.set_cpu_parent(parent)
                        break
                open_ranges.append(event)

    def _set_backward_stacktraces(self) -> None:
        """Ranges inside a backward node get the stack of the forward call that made it."""

        def backward_parent(evt: FunctionEvent | None) -> FunctionEvent | None:
            while evt is not None and evt.scope != 1:  # RecordScope.BACKWARD_FUNCTION
                evt = evt.cpu_parent
            return evt

        forward_stacks: dict[tuple[int, int], list[str]] = {}
        for evt in self:
            if backward_parent(evt) is None and evt.stack is not None:
                forward_stacks.setdefault((evt.sequence_nr, evt.thread), evt.stack)
        for evt in self:
            parent = backward_parent(evt)
            if parent is not None and evt.stack is not None:
                evt.stack = forward_stacks.get((parent.sequence_nr, parent.fwd_thread), [])

    @property
    def self_cpu_time_total(self) -> float:
        return sum(event.self_cpu_time_total for event in self)

    def table(
        self,
        sort_by: str | None = None,
        row_limit: int = 100,
        max_src_column_width: int = 75,
        max_name_column_width: int = 55,
        max_shapes_column_width: int = 80,
        header: str | None = None,
        top_level_events_only: bool = False,
        time_unit: str | None = None,
    ) -> str:
        """The events as PyTorch's profiler table, optionally sorted by an attribute
        (``self_cpu_time_total``, ``cpu_time_total``, ``count``, ...)."""
        from .profiler_table import build_table

        return build_table(
            self,
            sort_by=sort_by,
            row_limit=row_limit,
            max_src_column_width=max_src_column_width,
            max_name_column_width=max_name_column_width,
            max_shapes_column_width=max_shapes_column_width,
            header=header,
            profile_memory=self._profile_memory,
            with_flops=self._with_flops,
            top_level_events_only=top_level_events_only,
            time_unit=time_unit,
        )

    def export_chrome_trace(self, path: str) -> None:
        """Write the events as a Chrome trace (``chrome://tracing``): a JSON list of
        complete (``"ph": "X"``) events."""
        from .profiler_trace import write_event_list_trace

        write_event_list_trace(self, path)

    def supported_export_stacks_metrics(self) -> list[str]:
        return [
            "self_cpu_time_total",
            "self_cuda_time_total",
            "self_xpu_time_total",
            "self_privateuse1_time_total",
        ]

    def export_stacks(self, path: str, metric: str) -> None:
        """Write ``outermost;...;innermost value`` lines (flame-graph input) for events with a
        stack and a positive ``metric``."""
        if metric not in self.supported_export_stacks_metrics():
            raise ValueError(
                "metric should be one of: " + str(self.supported_export_stacks_metrics())
            )
        translate = str.maketrans(" ;\t\n", "____")
        attribute = _device_attribute(metric)
        with open(path, "w") as f:
            for evt in self:
                if evt.stack:
                    value = int(getattr(evt, attribute))
                    if value > 0:
                        frames = ";".join(e.translate(translate) for e in reversed(evt.stack))
                        f.write(f"{frames} {value}\n")

    def key_averages(
        self,
        group_by_input_shapes: bool = False,
        group_by_stack_n: int = 0,
        group_by_overload_name: bool = False,
    ) -> EventList:
        """One FunctionEventAvg per event name (and, if asked, input shapes, the first
        ``group_by_stack_n`` stack entries, overload name)."""
        if not self._tree_built:
            raise AssertionError("Expected tree to be built before calling key_averages")
        stats: dict[tuple[str, ...], FunctionEventAvg] = defaultdict(FunctionEventAvg)
        for evt in self:
            key = [
                str(evt.key),
                str(evt.node_id),
                str(evt.device_type),
                str(evt.is_legacy),
                str(evt.is_user_annotation),
            ]
            if group_by_overload_name:
                key.append(str(evt.overload_name))
            if group_by_input_shapes:
                key.append(str(evt.input_shapes))
            if group_by_stack_n > 0:
                key += (evt.stack or [])[:group_by_stack_n]
            stats[tuple(key)].add(evt)
        averages = EventList(
            stats.values(),
            use_device=self._use_device,
            profile_memory=self._profile_memory,
            with_flops=self._with_flops,
        )
        for evt in averages:
            evt.stack = (evt.stack or [])[:group_by_stack_n]
            if not group_by_input_shapes:
                evt.input_shapes = ""
            if not group_by_overload_name:
                evt.overload_name = ""
        return averages

    def total_average(self) -> FunctionEventAvg:
        """The totals of every event (times, memory, calls) under the key ``"Total"``."""
        total = FunctionEventAvg()
        for evt in self:
            total += evt
            total.key = None
        total.key = "Total"
        return total


def _device_attribute(name: str) -> str:
    """``cuda``/``xpu``/``privateuse1`` metric names refer to the device fields."""
    return name.replace("cuda", "device").replace("xpu", "device").replace("privateuse1", "device")
