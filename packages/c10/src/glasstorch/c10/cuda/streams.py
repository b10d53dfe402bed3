"""CUDA streams and events (``c10/cuda/CUDAStream.h``, ``ATen/cuda/CUDAEvent.h``).

Thin owners of the array module's stream and event objects, with PyTorch's Python API:
``Stream(device)``, ``wait_event``, ``wait_stream``, ``record_event``, ``query``,
``synchronize``; ``Event(enable_timing=True)`` with ``record`` and ``elapsed_time``.
The caching allocator keys its free blocks by :func:`current_stream`.
"""

from __future__ import annotations

from typing import Any

from ..core.device import Device, DeviceType
from .backend import require
from .device_guard import DeviceGuard, device_index

__all__ = [
    "Event",
    "Stream",
    "StreamContext",
    "current_stream",
    "default_stream",
    "set_stream",
    "synchronize",
]


class Stream:
    """A queue of GPU work on one device (``torch.cuda.Stream``)."""

    def __init__(
        self, device: Device | str | int | None = None, priority: int = 0, *, native: Any = None
    ) -> None:
        self.device_index = device_index(device)
        self.priority = priority
        if native is None:
            with DeviceGuard(self.device_index):
                native = require().cuda.Stream(non_blocking=True)
        self.native = native

    @property
    def device(self) -> Device:
        return Device(DeviceType.CUDA, self.device_index)

    @property
    def cuda_stream(self) -> int:
        """The raw ``cudaStream_t`` as an int (0 for the default stream)."""
        return int(self.native.ptr)

    def query(self) -> bool:
        """Whether all work queued so far has finished."""
        return bool(self.native.done)

    def synchronize(self) -> None:
        """Wait for all work queued so far."""
        self.native.synchronize()

    def wait_event(self, event: Event) -> None:
        """Make later work on this stream wait until ``event`` completes."""
        self.native.wait_event(event.native)

    def wait_stream(self, stream: Stream) -> None:
        """Make later work on this stream wait for work queued on ``stream`` so far."""
        self.wait_event(stream.record_event())

    def record_event(self, event: Event | None = None) -> Event:
        """Record ``event`` (a new one by default) on this stream."""
        event = Event() if event is None else event
        event.record(self)
        return event

    def __enter__(self) -> Stream:
        self._context = StreamContext(self)
        self._context.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._context.__exit__(*exc)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Stream)
            and other.cuda_stream == self.cuda_stream
            and other.device_index == self.device_index
        )

    def __hash__(self) -> int:
        return hash((self.cuda_stream, self.device_index))

    def __repr__(self) -> str:
        return f"<glasstorch.cuda.Stream device={self.device} cuda_stream={self.cuda_stream:#x}>"


def current_stream(device: Device | str | int | None = None) -> Stream:
    """The stream work on ``device`` (default: the current one) is queued to."""
    index = device_index(device)
    return Stream(index, native=require().cuda.get_current_stream(index))


def default_stream(device: Device | str | int | None = None) -> Stream:
    """The device's default (null) stream."""
    return Stream(device_index(device), native=require().cuda.Stream.null)


def set_stream(stream: Stream) -> None:
    """Make ``stream`` current on its device."""
    with DeviceGuard(stream.device_index):
        stream.native.use()


class StreamContext:
    """``with StreamContext(s):`` queues work to ``s`` (and makes its device current)."""

    def __init__(self, stream: Stream | None) -> None:
        self.stream = stream
        self._saved: list[tuple[Stream, DeviceGuard]] = []

    def __enter__(self) -> Stream | None:
        stream = self.stream
        if stream is not None:
            guard = DeviceGuard(stream.device_index)
            guard.__enter__()
            self._saved.append((current_stream(stream.device_index), guard))
            set_stream(stream)
        return stream

    def __exit__(self, *exc: Any) -> None:
        if self.stream is not None:
            previous, guard = self._saved.pop()
            set_stream(previous)
            guard.__exit__(*exc)


class Event:
    """A marker in a stream, for synchronization and timing (``torch.cuda.Event``)."""

    def __init__(
        self, enable_timing: bool = False, blocking: bool = False, interprocess: bool = False
    ) -> None:
        self.enable_timing = enable_timing
        self.native = require().cuda.Event(
            block=blocking, disable_timing=not enable_timing, interprocess=interprocess
        )
        self._recorded = False

    def record(self, stream: Stream | None = None) -> None:
        """Record on ``stream`` (default: the current stream)."""
        stream = current_stream() if stream is None else stream
        self.native.record(stream.native)
        self._recorded = True

    def wait(self, stream: Stream | None = None) -> None:
        """Make ``stream`` (default: current) wait for this event."""
        (current_stream() if stream is None else stream).wait_event(self)

    def query(self) -> bool:
        return bool(self.native.done)

    def synchronize(self) -> None:
        self.native.synchronize()

    def elapsed_time(self, end_event: Event) -> float:
        """Milliseconds from this event to ``end_event`` (both recorded, both timing)."""
        if not (self.enable_timing and end_event.enable_timing):
            raise RuntimeError("Both events must be created with argument 'enable_timing=True'.")
        if not (self._recorded and end_event._recorded):
            raise RuntimeError("Both events must be recorded before calculating elapsed time.")
        end_event.synchronize()
        return float(require().cuda.get_elapsed_time(self.native, end_event.native))

    def __repr__(self) -> str:
        return f"<glasstorch.cuda.Event enable_timing={self.enable_timing}>"


def synchronize(device: Device | str | int | None = None) -> None:
    """Wait for all work on ``device`` (default: current) to finish."""
    index = device_index(device)
    with DeviceGuard(index):
        require().cuda.Device(index).synchronize()
