"""``torch.cuda.memory``: the caching allocator's statistics, snapshot and summary,
``empty_cache``, the per-process memory fraction and the device's free memory.

Before CUDA is initialized every statistic is 0 (as in PyTorch), so the statistics never
raise on machines without a GPU; what needs a device (``mem_get_info``, the memory
fraction, ``memory_summary``) initializes CUDA, and raises without it.
"""

from __future__ import annotations

import warnings
from typing import Any

from glasstorch.c10 import cuda as _c10_cuda

__all__ = [
    "caching_allocator_alloc",
    "caching_allocator_delete",
    "empty_cache",
    "get_per_process_memory_fraction",
    "mem_get_info",
    "max_memory_allocated",
    "max_memory_cached",
    "max_memory_reserved",
    "memory_allocated",
    "memory_cached",
    "memory_reserved",
    "memory_snapshot",
    "memory_stats",
    "memory_stats_as_nested_dict",
    "memory_summary",
    "reset_accumulated_memory_stats",
    "reset_max_memory_allocated",
    "reset_max_memory_cached",
    "reset_peak_memory_stats",
    "set_per_process_memory_fraction",
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


def mem_get_info(device: Any = None) -> tuple[int, int]:
    """``(free, total)`` bytes of ``device`` as the driver reports them (cudaMemGetInfo):
    free counts every process's use, not only glasstorch's."""
    _c10_cuda.lazy_init()
    xp = _c10_cuda.require()
    index = _c10_cuda.check_device_index(_index(device))
    with _c10_cuda.DeviceGuard(index):
        free, total = xp.cuda.runtime.memGetInfo()
    return int(free), int(total)


def set_per_process_memory_fraction(fraction: float, device: Any = None) -> None:
    """Let the caching allocator reserve at most ``fraction`` (0 to 1) of ``device``'s total
    memory; a request past it raises :class:`OutOfMemoryError` (after emptying the cache)."""
    allocator = _c10_cuda.lazy_init()
    index = _index(device)
    if not isinstance(fraction, float):
        raise TypeError("Invalid type for fraction argument, must be `float`")
    if fraction < 0 or fraction > 1:
        raise ValueError(f"Invalid fraction value: {fraction}. Allowed range: 0~1")
    allocator.set_memory_fraction(fraction, index)


def get_per_process_memory_fraction(device: Any = None) -> float:
    """The fraction :func:`set_per_process_memory_fraction` set for ``device`` (1.0 unset)."""
    return _c10_cuda.lazy_init().memory_fraction(_index(device))


def memory_snapshot(mempool_id: Any = None, include_traces: bool = True) -> list[dict[str, Any]]:
    """The allocator's segments on every device, each with its blocks (address, size,
    ``"active_allocated"`` or ``"inactive"``). glasstorch records no allocation stack
    traces, so ``frames`` are empty whatever ``include_traces`` says."""
    if mempool_id is not None:
        raise ValueError(
            "glasstorch has no CUDA memory pools besides the default: "
            f"got mempool_id={mempool_id!r}"
        )
    allocator = _allocator()
    return [] if allocator is None else allocator.snapshot()


# memory_summary's rows: statistic, label, and whether it counts bytes (else blocks).
_SUMMARY_ROWS = (
    ("allocated_bytes", "Allocated memory", True),
    ("requested_bytes", "Requested memory", True),
    ("reserved_bytes", "GPU reserved memory", True),
    ("active", "Active allocs", False),
    ("segment", "GPU reserved segments", False),
)
_SUMMARY_WIDTH = 75


def _summary_cell(value: int, reference: int, in_bytes: bool) -> str:
    """``value`` in the unit that suits ``reference`` (the row's "all" figure), 10 wide."""
    units, base, limit = (
        (("B  ", "KiB", "MiB", "GiB", "TiB", "PiB"), 1024, 768 * 1024)
        if in_bytes
        else ((" ", "K", "M"), 1000, 750_000)
    )
    unit = 0
    while unit + 1 < len(units) and reference >= limit:
        value, reference, unit = value // base, reference / base, unit + 1
    return f"{value:6d} {units[unit]}" if in_bytes else f"{value:7d} {units[unit]} "


def memory_summary(device: Any = None, abbreviated: bool = False) -> str:
    """A table of :func:`memory_stats` for ``device``: current, peak, total allocated and
    total freed of each statistic, split into the large and small pools unless
    ``abbreviated``; for printing during training or after an out-of-memory error."""
    _c10_cuda.lazy_init()
    index = _index(device)
    stats = memory_stats(index)
    pools = [("all", "")] if abbreviated else [("all", ""), ("large_pool", "large"),
                                              ("small_pool", "small")]  # fmt: skip
    lines = [
        "=" * _SUMMARY_WIDTH,
        f"glasstorch CUDA memory summary, device ID {index}".center(_SUMMARY_WIDTH),
        "-" * _SUMMARY_WIDTH,
        f"CUDA OOMs: {stats['num_ooms']:<12d} | cudaMalloc retries: "
        f"{stats['num_alloc_retries']:<8d}".center(_SUMMARY_WIDTH),
        "=" * _SUMMARY_WIDTH,
        "        Metric         | Cur Usage  | Peak Usage | Tot Alloc  | Tot Freed  ",
    ]
    fields = ("current", "peak", "allocated", "freed")
    for name, label, in_bytes in _SUMMARY_ROWS:
        lines.append("-" * _SUMMARY_WIDTH)
        references = [stats[f"{name}.all.{field}"] for field in fields]
        for pool, pool_label in pools:
            title = f"      from {pool_label} pool" if pool_label else label
            cells = [
                _summary_cell(stats[f"{name}.{pool}.{field}"], reference, in_bytes)
                for field, reference in zip(fields, references, strict=True)
            ]
            lines.append(f" {title:<21} | " + " | ".join(cells) + " ")
    lines.append("=" * _SUMMARY_WIDTH)
    return "".join(f"|{line}|\n" for line in lines)
