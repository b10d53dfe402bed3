"""``torch.cuda.memory``: the caching allocator's statistics and ``empty_cache``.

Before CUDA is initialized every statistic is 0 (as in PyTorch), so these never raise on
machines without a GPU.
"""

from __future__ import annotations

import warnings
from typing import Any

from glasstorch.c10 import cuda as _c10_cuda

__all__ = [
    "caching_allocator_alloc",
    "caching_allocator_delete",
    "empty_cache",
    "max_memory_allocated",
    "max_memory_cached",
    "max_memory_reserved",
    "memory_allocated",
    "memory_cached",
    "memory_reserved",
    "memory_stats",
    "memory_stats_as_nested_dict",
    "reset_accumulated_memory_stats",
    "reset_max_memory_allocated",
    "reset_max_memory_cached",
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


def memory_stats_as_nested_dict(device: Any = None) -> dict[str, Any]:
    """:func:`memory_stats` with its dotted names as nested dictionaries
    (``stats["allocated_bytes"]["all"]["current"]``)."""
    nested: dict[str, Any] = {}
    for name, value in memory_stats(device).items():
        *parents, leaf = name.split(".")
        level = nested
        for part in parents:
            level = level.setdefault(part, {})
        level[leaf] = value
    return nested


def _renamed(old: str, new: Any) -> Any:
    """PyTorch's deprecated ``*_cached`` name for ``new``: warns, then calls it."""

    def function(device: Any = None) -> Any:
        warnings.warn(
            f"`torch.cuda.{old}` has been renamed to `torch.cuda.{new.__name__}`",
            FutureWarning,
            stacklevel=2,
        )
        return new(device)

    function.__name__ = function.__qualname__ = old
    function.__doc__ = f"Deprecated name of :func:`{new.__name__}`."
    return function


memory_cached = _renamed("memory_cached", memory_reserved)
max_memory_cached = _renamed("max_memory_cached", max_memory_reserved)


def reset_max_memory_cached(device: Any = None) -> None:
    """Deprecated: :func:`reset_peak_memory_stats`, which resets every peak."""
    warnings.warn(
        "torch.cuda.reset_max_memory_cached now calls torch.cuda.reset_peak_memory_stats, "
        "which resets /all/ peak memory stats.",
        FutureWarning,
        stacklevel=2,
    )
    reset_peak_memory_stats(device)


# caching_allocator_alloc's allocations by address, until caching_allocator_delete.
_raw_allocations: dict[int, Any] = {}


def caching_allocator_alloc(size: int, device: Any = None, stream: Any = None) -> int:
    """``size`` bytes from the caching allocator on ``device`` (default: current), for
    ``stream`` (default: current); returns the address (0 for 0 bytes). Free with
    :func:`caching_allocator_delete`."""
    allocator = _c10_cuda.lazy_init()
    if size == 0:
        return 0
    index = _c10_cuda.device_index(device)
    with _c10_cuda.StreamContext(stream):
        data_ptr = allocator.allocate(size, index)
    address = _c10_cuda.arrays.data_address(data_ptr.get())
    _raw_allocations[address] = data_ptr
    return address


def caching_allocator_delete(mem_ptr: int) -> None:
    """Give back memory :func:`caching_allocator_alloc` returned (0: nothing to do)."""
    if mem_ptr == 0:
        return
    data_ptr = _raw_allocations.pop(mem_ptr, None)
    if data_ptr is None:
        raise RuntimeError(f"invalid device pointer: {mem_ptr:#x}")
    data_ptr.free()
