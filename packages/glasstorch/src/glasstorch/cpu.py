"""``torch.cpu``: the CPU seen through the device-generic API of ``torch.cuda``.

For device-agnostic programs: glasstorch's CPU operators finish before they return, so
there is one CPU device, one stream, and nothing to wait for.
"""

from __future__ import annotations

from typing import Any

from glasstorch.c10.core.device import Device

__all__ = [
    "Event",
    "Stream",
    "StreamContext",
    "current_device",
    "current_stream",
    "device_count",
    "is_available",
    "is_initialized",
    "set_device",
    "stream",
    "synchronize",
]


def is_available() -> bool:
    """Always True: the CPU is always there."""
    return True


def is_initialized() -> bool:
    """Always True."""
    return True


def device_count() -> int:
    """The number of CPU devices (not cores): 1."""
    return 1


def current_device() -> str:
    """The current CPU device: ``"cpu"``."""
    return "cpu"


def set_device(device: Device | str | int) -> None:
    """Select a CPU device: there is only one, so nothing changes."""


def synchronize(device: Device | str | int | None = None) -> None:
    """Wait for CPU work: operators have finished when they return, so this returns."""


class Stream:
    """The CPU's one stream: work on it runs in program order, as it is issued."""

    def __init__(self, priority: int = -1) -> None:
        self.priority = priority

    def wait_stream(self, stream: Stream) -> None:
        """Order later work after ``stream``'s: CPU work is already in program order."""

    def record_event(self) -> None:
        """Events on the CPU stream are complete as soon as they are recorded."""

    def wait_event(self, event: Any) -> None:
        """Every CPU event has already completed."""


class Event:
    """An event on the CPU stream: complete as soon as recorded."""

    def query(self) -> bool:
        return True

    def record(self, stream: Stream | None = None) -> None:
        """Record the event (it is complete at once)."""

    def synchronize(self) -> None:
        """Wait for the event (it has already completed)."""

    def wait(self, stream: Stream | None = None) -> None:
        """Make ``stream`` wait for the event (it has already completed)."""


_default_stream = Stream()
_current = [_default_stream]


def current_stream(device: Device | str | int | None = None) -> Stream:
    """The stream :func:`stream` last selected (the default stream otherwise)."""
    return _current[0]


class StreamContext:
    """``with StreamContext(s):`` makes ``s`` the current CPU stream for the body."""

    def __init__(self, stream: Stream | None) -> None:
        self.stream = stream
        self.prev_stream = _default_stream

    def __enter__(self) -> None:
        if self.stream is not None:
            self.prev_stream, _current[0] = _current[0], self.stream

    def __exit__(self, *exc: object) -> None:
        if self.stream is not None:
            _current[0] = self.prev_stream


def stream(stream: Stream | None) -> StreamContext:
    """``with glasstorch.cpu.stream(s):`` selects ``s`` for the body."""
    return StreamContext(stream)
