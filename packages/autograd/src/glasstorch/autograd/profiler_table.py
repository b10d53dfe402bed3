"""The profiler's summary table, laid out as PyTorch prints it.

Mirrors ``_build_table`` of ``torch/autograd/profiler_util.py``: a name column as wide as
the longest name plus four (at most ``max_name_column_width``), twelve-character columns
for the figures, right-aligned, two spaces between columns, dashed rules above and below
the header and at the end, then the total self CPU time.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from .profiler_config import DeviceType
from .profiler_events import _format_memory, _format_time, _format_time_share

__all__ = ["build_table"]

_COLUMN_WIDTH = 12
_SPACING = 2
_DEVICE_EVENT_TYPES = (DeviceType.CUDA, DeviceType.PrivateUse1, DeviceType.MTIA, DeviceType.XPU)


class _Layout:
    """The row format, the dashed rule and the line length, built column by column."""

    def __init__(self) -> None:
        self.row_format = ""
        self.rule = ""
        self.line_length = -_SPACING

    def add(self, width: int, align: str = ">") -> None:
        self.row_format += "{: " + align + str(width) + "}" + " " * _SPACING
        self.rule += "-" * width + " " * _SPACING
        self.line_length += width + _SPACING


def _flops_scale(flops: int) -> tuple[float, str]:
    """The power of 1000 to show ``flops`` in, and the matching header."""
    headers = ["FLOPs", "KFLOPs", "MFLOPs", "GFLOPs", "TFLOPs", "PFLOPs"]
    if flops <= 0:
        raise AssertionError(f"Expected flops to be positive, but got {flops}")
    exponent = int(max(0, min(math.log10(flops) / 3, len(headers) - 1)))
    return 10 ** (exponent * -3.0), headers[exponent]


def _trim_path(path: str, width: int) -> str:
    if len(path) > width:
        path = path[len(path) - width :]
        if len(path) > 3:
            path = "..." + path[3:]
    return path


def _time(time_us: float, default: str, unit: str | None) -> str:
    if unit == "s":
        return f"{time_us / 1_000_000:.3f}s"
    if unit == "ms":
        return f"{time_us / 1000:.3f}ms"
    if unit == "us":
        return f"{time_us:.3f}us"
    return default


def build_table(
    events: Sequence[Any],
    sort_by: str | None = None,
    header: str | None = None,
    row_limit: int = 100,
    max_src_column_width: int = 75,
    max_name_column_width: int = 55,
    max_shapes_column_width: int = 80,
    with_flops: bool = False,
    profile_memory: bool = False,
    top_level_events_only: bool = False,
    time_unit: str | None = None,
) -> str:
    """The table of ``events`` (FunctionEvents or their averages), as a string."""
    from .profiler_util import EventList, _device_attribute

    if len(events) == 0:
        return ""
    has_device_time = any(e.self_device_time_total > 0 for e in events)
    has_device_mem = any(e.self_device_memory_usage > 0 for e in events)
    use_device = events[0].use_device
    if not use_device and has_device_time:
        raise RuntimeError("use_device is None, but there is device performance data.")
    has_input_shapes = any(e.input_shapes is not None and len(e.input_shapes) > 0 for e in events)
    has_overload_names = any(
        e.overload_name is not None and len(e.overload_name) > 0 for e in events
    )
    if sort_by is not None:
        attribute = _device_attribute(sort_by)
        events = EventList(
            sorted(events, key=lambda e: getattr(e, attribute), reverse=True),
            use_device=use_device,
            profile_memory=profile_memory,
            with_flops=with_flops,
        )

    name_width = max(len(e.key) for e in events) + 4
    if max_name_column_width is not None:
        name_width = min(name_width, max_name_column_width)
    shapes_width = max(len(str(e.input_shapes)) for e in events) + 4
    if max_shapes_column_width is not None:
        shapes_width = min(shapes_width, max_shapes_column_width)
    stacks = [e.stack for e in events if e.stack is not None and len(e.stack) > 0]
    src_width = 0
    if stacks:
        src_width = max(len(entry) for stack in stacks for entry in stack) + 4
        if max_src_column_width is not None:
            src_width = min(src_width, max_src_column_width)

    headers = ["Name"]
    if has_overload_names:
        headers.append("Overload Name")
    headers += ["Self CPU %", "Self CPU", "CPU total %", "CPU total", "CPU time avg"]
    device_name = use_device.upper() if use_device is not None else "None"
    if has_device_time:
        headers += [
            f"Self {device_name}",
            f"Self {device_name} %",
            f"{device_name} total",
            f"{device_name} time avg",
        ]
    if profile_memory:
        headers += ["CPU Mem", "Self CPU Mem"]
        if use_device and has_device_mem:
            headers += [f"{device_name} Mem", f"Self {device_name} Mem"]
    headers.append("# of Calls")
    with_node_id = any(e.node_id != -1 for e in events)
    if with_node_id:
        headers.append("Node ID")

    layout = _Layout()
    layout.add(name_width)
    if has_overload_names:
        layout.add(name_width)
    for _ in headers[1 + has_overload_names :]:
        layout.add(_COLUMN_WIDTH)
    if has_input_shapes:
        headers.append("Input Shapes")
        layout.add(shapes_width)
    if stacks:
        headers.append("Source Location")
        layout.add(src_width, "<")
    flops_scale = 1.0
    if with_flops:
        raw_flops = [e.flops for e in events if e.flops and e.flops > 0]
        if raw_flops:
            flops_scale, flops_header = _flops_scale(min(raw_flops))
            headers.append(f"Total {flops_header}")
            layout.add(_COLUMN_WIDTH)
        else:
            with_flops = False

    self_cpu_total = 0.0
    self_device_total = 0.0
    for e in events:
        self_cpu_total += e.self_cpu_time_total
        if e.device_type == DeviceType.CPU and e.is_legacy:
            self_device_total += e.self_device_time_total
        elif e.device_type in _DEVICE_EVENT_TYPES and not e.is_user_annotation:
            self_device_total += e.self_device_time_total

    lines: list[str] = []
    if header is not None:
        lines += ["=" * layout.line_length, header]
    if top_level_events_only:
        lines += ["=" * layout.line_length, "This report only display top-level ops statistics"]
    lines += [layout.rule, layout.row_format.format(*headers), layout.rule]

    shown = 0
    for e in events:
        if shown == row_limit:
            break
        if top_level_events_only and e.cpu_parent is not None:
            continue
        shown += 1
        name = e.key
        if max_name_column_width is not None and len(name) >= max_name_column_width - 3:
            name = name[: max_name_column_width - 3] + "..."
        e.self_cpu_percent = _format_time_share(e.self_cpu_time_total, self_cpu_total)
        e.total_cpu_percent = (
            _format_time_share(e.cpu_time_total, self_cpu_total) if not e.is_async else 0
        )
        row: list[Any] = [name]
        if has_overload_names:
            overload = e.overload_name
            if max_name_column_width is not None and len(overload) >= max_name_column_width - 3:
                overload = overload[: max_name_column_width - 3] + "..."
            row.append(overload)
        row += [
            e.self_cpu_percent,
            _time(e.self_cpu_time_total, e.self_cpu_time_total_str, time_unit),
            e.total_cpu_percent,
            _time(e.cpu_time_total, e.cpu_time_total_str, time_unit),
            _time(e.cpu_time, e.cpu_time_str, time_unit),
        ]
        if has_device_time:
            e.total_device_percent = _format_time_share(e.self_device_time_total, self_device_total)
            row += [
                _time(e.self_device_time_total, e.self_device_time_total_str, time_unit),
                e.total_device_percent,
                _time(e.device_time_total, e.device_time_total_str, time_unit),
                _time(e.device_time, e.device_time_str, time_unit),
            ]
        if profile_memory:
            row += [_format_memory(e.cpu_memory_usage), _format_memory(e.self_cpu_memory_usage)]
            if use_device and has_device_mem:
                row += [
                    _format_memory(e.device_memory_usage),
                    _format_memory(e.self_device_memory_usage),
                ]
        row.append(e.count)
        if with_node_id:
            row.append(e.node_id)
        if has_input_shapes:
            row.append(str(e.input_shapes)[:shapes_width])
        if with_flops:
            row.append("--" if not e.flops or e.flops <= 0 else f"{e.flops * flops_scale:8.3f}")
        if stacks:
            row.append(_trim_path(e.stack[0], src_width) if e.stack else "")
        lines.append(layout.row_format.format(*row))
        if stacks:
            blanks = [""] * (len(headers) - 1)
            for entry in (e.stack or [])[1:]:
                lines.append(layout.row_format.format(*blanks, _trim_path(entry, src_width)))
            lines.append(layout.row_format.format(*blanks, ""))

    lines.append(layout.rule)
    total = _time(self_cpu_total, _format_time(self_cpu_total), time_unit)
    lines.append(f"Self CPU time total: {total}")
    if has_device_time:
        device_total = _time(self_device_total, _format_time(self_device_total), time_unit)
        lines.append(f"Self {device_name} time total: {device_total}")
    return "".join(line + "\n" for line in lines)
