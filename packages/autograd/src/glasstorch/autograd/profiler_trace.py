"""Chrome trace files of profiled events (load them in ``chrome://tracing`` or Perfetto).

Two layouts, as PyTorch writes them: :func:`write_trace` the one ``torch.profiler``
exports (an object with ``traceEvents``: process and thread names, one complete ``"X"``
event per range with its category, ids and input shapes, ``[memory]`` instant events,
device events on their own process), and :func:`write_event_list_trace` the plain list of
``"X"`` events of ``EventList.export_chrome_trace``.
"""

from __future__ import annotations

import json
import os
import socket
from collections.abc import Sequence
from typing import Any

from .profiler_config import DeviceType
from .profiler_events import MEMORY_EVENT_NAME, FunctionEvent

__all__ = ["trace_events", "write_event_list_trace", "write_trace"]

_CATEGORIES = {1: "cpu_op", 7: "user_annotation"}  # RecordScope -> category; else cpu_op


def _category(evt: FunctionEvent) -> str:
    if evt.device_type != DeviceType.CPU:
        return "kernel"
    if evt.is_user_annotation:
        return "user_annotation"
    return _CATEGORIES.get(evt.scope, "cpu_op")


def trace_events(
    events: Sequence[FunctionEvent], base_us: float, pid: int, record_shapes: bool
) -> list[dict[str, Any]]:
    """The ``traceEvents`` of ``events``; ``base_us`` is the session start on the trace's
    clock."""
    out: list[dict[str, Any]] = [
        {"ph": "M", "name": "process_name", "pid": pid, "tid": 0, "args": {"name": "python"}},
        {"ph": "M", "name": "process_labels", "pid": pid, "tid": 0, "args": {"labels": "CPU"}},
    ]
    threads = sorted({e.thread for e in events if e.device_type == DeviceType.CPU})
    for tid in threads:
        out.append(
            {
                "ph": "M",
                "name": "thread_name",
                "pid": pid,
                "tid": tid,
                "args": {"name": f"thread {tid} (python)"},
            }
        )
    for index, evt in enumerate(events):
        ts = round(base_us + evt.time_range.start, 3)
        if evt.name == MEMORY_EVENT_NAME:
            out.append(
                {
                    "ph": "i",
                    "cat": "cpu_instant_event",
                    "s": "t",
                    "name": MEMORY_EVENT_NAME,
                    "pid": pid,
                    "tid": evt.thread,
                    "ts": ts,
                    "args": {
                        "Device Type": 0,
                        "Device Id": -1,
                        "Bytes": evt.cpu_memory_usage,
                    },
                }
            )
            continue
        args: dict[str, Any] = {"External id": evt.id, "Record function id": 0}
        if evt.sequence_nr >= 0:
            args["Sequence number"] = evt.sequence_nr
            args["Fwd thread id"] = 0
        if record_shapes and evt.input_shapes is not None and evt.device_type == DeviceType.CPU:
            args["Input Dims"] = evt.input_shapes
            args["Input type"] = evt.input_dtypes or []
        if evt.flops:
            args["flops"] = evt.flops
        args["Ev Idx"] = index
        device = evt.device_type != DeviceType.CPU
        out.append(
            {
                "ph": "X",
                "cat": _category(evt),
                "name": evt.trace_name or evt.name,
                "pid": evt.device_index if device else pid,
                "tid": "stream 7" if device else evt.thread,
                "ts": ts,
                "dur": round(evt.time_range.elapsed_us(), 3),
                "args": args,
            }
        )
    return out


def write_trace(
    path: str,
    events: Sequence[FunctionEvent],
    base_us: float,
    wall_start_ns: int,
    record_shapes: bool,
    metadata: dict[str, Any] | None = None,
) -> None:
    """Write the ``torch.profiler`` layout of ``events`` to ``path``."""
    trace: dict[str, Any] = {
        "schemaVersion": 1,
        "deviceProperties": [],
        "record_shapes": int(record_shapes),
        "host_name": socket.gethostname(),
    }
    trace.update(metadata or {})
    trace["displayTimeUnit"] = "ms"
    trace["baseTimeNanoseconds"] = wall_start_ns
    trace["traceEvents"] = trace_events(events, base_us, os.getpid(), record_shapes)
    trace["traceName"] = path
    with open(path, "w") as f:
        json.dump(trace, f)


def write_event_list_trace(events: Sequence[FunctionEvent], path: str) -> None:
    """Write ``EventList.export_chrome_trace``'s layout: a list of complete events."""
    entries = [
        {
            "name": evt.trace_name,
            "ph": "X",
            "ts": evt.time_range.start,
            "dur": evt.time_range.elapsed_us(),
            "tid": evt.thread,
            "pid": "CPU functions",
            "args": {},
        }
        for evt in events
        if evt.trace_name is not None
    ]
    with open(path, "w") as f:
        json.dump(entries, f)
