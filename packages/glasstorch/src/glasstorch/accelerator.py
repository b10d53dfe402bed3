"""``torch.accelerator``: device-generic questions about the accelerator, if there is one.

glasstorch's one accelerator is CUDA (through cupy, or the numpy stand-in in tests). Where
it is available these functions answer for CUDA devices; elsewhere
:func:`current_accelerator` is ``None``, :func:`is_available` False, :func:`device_count`
0, and the functions that need a device raise PyTorch's "Cannot access accelerator device
when none is available." error, as PyTorch does on a machine without an accelerator.
"""

from __future__ import annotations

from typing import Any

from glasstorch.c10 import cuda as _c10_cuda
from glasstorch.c10.core.device import Device, DeviceType

__all__ = [
    "current_accelerator",
    "current_device_index",
    "current_stream",
    "device_count",
    "device_index",
    "empty_cache",
    "is_available",
    "max_memory_allocated",
    "max_memory_reserved",
    "memory_allocated",
    "memory_reserved",
    "memory_stats",
    "reset_accumulated_memory_stats",
    "reset_peak_memory_stats",
    "set_device_index",
    "set_stream",
    "synchronize",
]

_CUDA = Device(DeviceType.CUDA)


def current_accelerator(check_available: bool = False) -> Device | None:
    """``device(type='cuda')`` where glasstorch's CUDA path can run, else ``None``."""
    return _CUDA if _c10_cuda.is_available() else None


def is_available() -> bool:
    """Whether an accelerator (a CUDA device) is available."""
    return current_accelerator() is not None


def device_count() -> int:
    """How many accelerator devices there are (0 without one)."""
    return _c10_cuda.device_count() if is_available() else 0


def _require() -> None:
    if not is_available():
        raise RuntimeError("Cannot access accelerator device when none is available.")


def _index(device: Device | str | int | None, optional: bool = True) -> int:
    """The ordinal ``device`` names (``None``: the current one), checked against the
    accelerator's type as PyTorch does."""
    _require()
    if isinstance(device, int) and not isinstance(device, bool):
        return device
    if isinstance(device, str):
        device = Device(device)
    if isinstance(device, Device):
        if device.type != _CUDA.type:
            raise ValueError(f"{device.type} doesn't match the current accelerator {_CUDA}.")
        if device.index is not None:
            return device.index
    if not optional:
        raise ValueError(
            f"Expected a torch.device with a specified index or an integer, but got:{device}"
        )
    return _c10_cuda.current_device()


def current_device_index() -> int:
    """The index of the current accelerator device."""
    _require()
    return _c10_cuda.current_device()


def set_device_index(device: Device | str | int, /) -> None:
    """Make ``device`` the current accelerator device (a negative index does nothing)."""
    _c10_cuda.set_device(_index(device, optional=False))


def synchronize(device: Device | str | int | None = None, /) -> None:
    """Wait for all work on ``device`` (default: the current one) to finish."""
    _c10_cuda.synchronize(_index(device))


def current_stream(device: Device | str | int | None = None, /) -> Any:
    """The current stream of ``device`` (default: the current one)."""
    return _c10_cuda.current_stream(_index(device))


def set_stream(stream: Any) -> None:
    """Make ``stream`` current on its device."""
    _require()
    _c10_cuda.set_stream(stream)


class device_index:  # noqa: N801 - PyTorch's name
    """``with device_index(1):`` makes accelerator device 1 current for the body (``None``:
    leave the device alone)."""

    def __init__(self, device: int | None, /) -> None:
        self.idx = device
        self.prev_idx = -1

    def __enter__(self) -> None:
        if self.idx is not None:
            _require()
            self.prev_idx = _c10_cuda.current_device()
            _c10_cuda.set_device(self.idx)

    def __exit__(self, *exc_info: object) -> None:
        if self.idx is not None:
            _c10_cuda.set_device(self.prev_idx)


def _allocator() -> Any:
    """The CUDA caching allocator once CUDA is in use, else None (no statistics yet)."""
    _require()
    return _c10_cuda._state.get("allocator")


def memory_stats(device_index: Device | str | int | None = None, /) -> dict[str, int]:
    """The caching allocator's counters for a device (``"allocated_bytes.all.current"``...;
    empty before the first CUDA allocation)."""
    allocator, index = _allocator(), _index(device_index)
    return {} if allocator is None else allocator.memory_stats(index)


def memory_allocated(device_index: Device | str | int | None = None, /) -> int:
    """Bytes held by live tensors on a device."""
    return memory_stats(device_index).get("allocated_bytes.all.current", 0)


def max_memory_allocated(device_index: Device | str | int | None = None, /) -> int:
    """The peak of :func:`memory_allocated` since start or the last reset."""
    return memory_stats(device_index).get("allocated_bytes.all.peak", 0)


def memory_reserved(device_index: Device | str | int | None = None, /) -> int:
    """Bytes the allocator holds from a device: in use plus cached."""
    return memory_stats(device_index).get("reserved_bytes.all.current", 0)


def max_memory_reserved(device_index: Device | str | int | None = None, /) -> int:
    """The peak of :func:`memory_reserved` since start or the last reset."""
    return memory_stats(device_index).get("reserved_bytes.all.peak", 0)


def reset_peak_memory_stats(device_index: Device | str | int | None = None, /) -> None:
    """Restart peak tracking from the current levels."""
    allocator, index = _allocator(), _index(device_index)
    if allocator is not None:
        allocator.reset_peak_stats(index)


def reset_accumulated_memory_stats(device_index: Device | str | int | None = None, /) -> None:
    """Zero the running totals (bytes ever allocated and freed, retries, OOMs)."""
    allocator, index = _allocator(), _index(device_index)
    if allocator is not None:
        allocator.reset_accumulated_stats(index)


def empty_cache() -> None:
    """Give the accelerator's cached, unused memory back to the device."""
    allocator = _allocator()
    if allocator is not None:
        allocator.empty_cache()
