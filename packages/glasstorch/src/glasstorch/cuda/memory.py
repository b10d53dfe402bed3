"""``torch.cuda.memory``: the caching allocator's statistics and ``empty_cache``.

Before CUDA is initialized every statistic is 0 (as in PyTorch), so these never raise on
machines without a GPU.
"""

from __future__ import annotations

from typing import Any

from glasstorch.c10 import cuda as _c10_cuda

__all__ = [
    "empty_cache",
    "max_memory_allocated",
    "max_memory_reserved",
    "memory_allocated",
    "memory_reserved",
    "memory_stats",
    "reset_accumulated_memory_stats",
    "reset_max_memory_allocated",
    "reset_peak_memory_stats",
]


def _allocator() -> Any:
    return _c10_cuda._state.get("allocator")


def _index(device: Any) -> int:
    return _c10_cuda.device_index(device)


def memory_stats(device: Any = None) -> dict[str, int]:
    """The allocator's counters for ``device`` (``"allocated_bytes.all.current"`` ...)."""
    allocator = _allocator()
    return {} if allocator is None else allocator.memory_stats(_index(device))


def _stat(name: str, device: Any) -> int:
    return memory_stats(device).get(name, 0)


def memory_allocated(device: Any = None) -> int:
    """Bytes held by live tensors on ``device`` (rounded to the allocator's size classes)."""
    return _stat("allocated_bytes.all.current", device)


def max_memory_allocated(device: Any = None) -> int:
    """The peak of :func:`memory_allocated` since start or the last reset."""
    return _stat("allocated_bytes.all.peak", device)


def memory_reserved(device: Any = None) -> int:
    """Bytes the allocator holds from the device: in use plus cached."""
    return _stat("reserved_bytes.all.current", device)


def max_memory_reserved(device: Any = None) -> int:
    """The peak of :func:`memory_reserved` since start or the last reset."""
    return _stat("reserved_bytes.all.peak", device)


def reset_peak_memory_stats(device: Any = None) -> None:
    """Restart peak tracking from the current levels."""
    allocator = _allocator()
    if allocator is not None:
        allocator.reset_peak_stats(_index(device))


reset_max_memory_allocated = reset_peak_memory_stats


def reset_accumulated_memory_stats(device: Any = None) -> None:
    """Zero the running totals (bytes ever allocated and freed, retries, OOMs)."""
    allocator = _allocator()
    if allocator is not None:
        allocator.reset_accumulated_stats(_index(device))


def empty_cache() -> None:
    """Give cached, unused blocks back to the device (live tensors keep theirs)."""
    allocator = _allocator()
    if allocator is not None:
        allocator.empty_cache()
