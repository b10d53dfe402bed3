"""The CUDA caching allocator (``c10/cuda/CUDACachingAllocator.cpp``, simplified).

Asking the device for memory synchronizes and is slow, so freed blocks are kept and
handed out again. A request is rounded to a size class (512 B steps up to 1 MiB, 2 MiB
steps above); a free block waits in the pool of its (device, stream, size class) until a
request for that class arrives on that stream. A block goes back to its pool the moment
its storage is released (the last owner of the tensor lets go); :meth:`empty_cache`
returns pooled blocks to the device. Statistics follow ``torch.cuda.memory_stats``, for
all blocks and for the small (up to 1 MiB) and large pools. A per-process memory fraction
caps the bytes reserved on a device, as ``torch.cuda.set_per_process_memory_fraction``.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import numpy as np

from ..core.allocator import Allocator, DataPtr, Deleter, _memory_lock
from ..core.device import Device, DeviceType
from .arrays import data_address
from .backend import require
from .device_guard import DeviceGuard, check_device_index, current_device

__all__ = ["CUDACachingAllocator", "OutOfMemoryError", "round_size"]

MIN_BLOCK_SIZE = 512
SMALL_SIZE = 1 << 20  # requests up to 1 MiB are "small"
ROUND_LARGE = 2 << 20  # larger requests round up to 2 MiB

_STAT_NAMES = ("allocated_bytes", "reserved_bytes", "active", "segment", "requested_bytes")
_POOLS = ("all", "large_pool", "small_pool")


class OutOfMemoryError(RuntimeError):
    """The device has no memory left even after the cache was emptied."""


def _pool(size: int) -> str:
    """The pool a block of size class ``size`` is counted in."""
    return "small_pool" if size <= SMALL_SIZE else "large_pool"


def round_size(nbytes: int) -> int:
    """The size class of a request of ``nbytes``."""
    if nbytes <= SMALL_SIZE:
        return max(MIN_BLOCK_SIZE, -(-nbytes // MIN_BLOCK_SIZE) * MIN_BLOCK_SIZE)
    return -(-nbytes // ROUND_LARGE) * ROUND_LARGE


class _Block:
    """One device allocation of a size class: the memory, and where it is pooled when free."""

    __slots__ = ("device", "stream", "size", "memory", "array")

    def __init__(self, device: int, stream: int, size: int, memory: Any, array: Any) -> None:
        self.device = device
        self.stream = stream
        self.size = size
        self.memory = memory
        self.array = array


class _Stat:
    """current / peak / allocated (total ever) / freed (total ever) of one statistic."""

    __slots__ = ("current", "peak", "allocated", "freed")

    def __init__(self) -> None:
        self.current = self.peak = self.allocated = self.freed = 0

    def increase(self, n: int) -> None:
        self.current += n
        self.allocated += n
        if self.current > self.peak:
            self.peak = self.current

    def decrease(self, n: int) -> None:
        self.current -= n
        self.freed += n


class _DeviceStats:
    def __init__(self) -> None:
        self.stats = {(name, pool): _Stat() for name in _STAT_NAMES for pool in _POOLS}
        self.num_alloc_retries = 0
        self.num_ooms = 0
        self.num_device_alloc = 0
        self.num_device_free = 0

    def increase(self, name: str, size: int, n: int) -> None:
        """Add ``n`` to ``name`` of all blocks and of the pool of size class ``size``."""
        self.stats[name, "all"].increase(n)
        self.stats[name, _pool(size)].increase(n)

    def decrease(self, name: str, size: int, n: int) -> None:
        self.stats[name, "all"].decrease(n)
        self.stats[name, _pool(size)].decrease(n)

    def current(self, name: str) -> int:
        return self.stats[name, "all"].current


class CUDACachingAllocator(Allocator):
    """Device memory through the array module, cached per (device, stream, size class)."""

    def __init__(self) -> None:
        self.device = Device(DeviceType.CUDA)
        self._pools: dict[tuple[int, int, int], list[_Block]] = defaultdict(list)
        self._stats: dict[int, _DeviceStats] = defaultdict(_DeviceStats)
        # blocks handed out and not yet released, with the bytes requested of each
        self._live: dict[int, tuple[_Block, int]] = {}
        self._fractions: dict[int, float] = {}

    # -- allocation ------------------------------------------------------------------------
    def allocate(self, nbytes: int, device: int | None = None) -> DataPtr:
        """``nbytes`` on ``device`` (default: the current device), on the current stream."""
        if nbytes < 0:
            raise RuntimeError(f"cannot allocate a negative number of bytes: {nbytes}")
        block, index = self._take(nbytes, device)
        return self._data_ptr(block, block.array[:nbytes], nbytes, index)

    def allocate_array(
        self, shape: tuple[int, ...], np_dtype: Any, device: int | None = None
    ) -> tuple[Any, int, Deleter]:
        """A contiguous ``shape`` array of ``np_dtype``, its size and its deleter (see
        :meth:`StatsAllocator.allocate_array`)."""
        dt = np.dtype(np_dtype)
        nbytes = dt.itemsize
        for s in shape:
            nbytes *= s
        block, _ = self._take(nbytes, device)
        array = block.array[:nbytes].view(dt).reshape(shape)
        return array, nbytes, self._deleter(block)

    def _data_ptr(self, block: _Block, buffer: Any, nbytes: int, index: int) -> DataPtr:
        deleter = self._deleter(block)
        return DataPtr(buffer, nbytes, Device(DeviceType.CUDA, index), self, deleter)

    def _deleter(self, block: _Block) -> Deleter:
        """The deleter of one allocation: its block goes back to the pool."""

        def deleter(nbytes: int) -> None:
            self._release(block, nbytes)

        return deleter

    def _take(self, nbytes: int, device: int | None) -> tuple[_Block, int]:
        xp = require()
        index = current_device() if device is None else check_device_index(device)
        size = round_size(nbytes)
        stream = int(xp.cuda.get_current_stream(index).ptr)
        with _memory_lock:
            pool = self._pools.get((index, stream, size))
            block = pool.pop() if pool else None
            if block is None:
                block = self._device_alloc(xp, index, stream, size)
            stats = self._stats[index]
            stats.increase("allocated_bytes", size, size)
            stats.increase("active", size, 1)
            stats.increase("requested_bytes", size, nbytes)
            self._live[id(block)] = (block, nbytes)
        return block, index

    def _device_alloc(self, xp: Any, index: int, stream: int, size: int) -> _Block:
        """New memory from the device; on failure, empty the cache and try once more."""
        stats = self._stats[index]
        with DeviceGuard(index):
            memory, why = self._device_memory(xp, index, size)
            if memory is None:
                stats.num_alloc_retries += 1
                self.empty_cache()
                memory, _ = self._device_memory(xp, index, size)
                if memory is None:
                    stats.num_ooms += 1
                    raise OutOfMemoryError(self._out_of_memory(xp, index, size, why))
            array = xp.ndarray((size,), xp.uint8, xp.cuda.MemoryPointer(memory, 0))
        stats.num_device_alloc += 1
        stats.increase("reserved_bytes", size, size)
        stats.increase("segment", size, 1)
        return _Block(index, stream, size, memory, array)

    def _device_memory(self, xp: Any, index: int, size: int) -> tuple[Any, str]:
        """``size`` bytes from the current device, or ``None`` and why not: the memory
        fraction's cap would be passed, or the device refused."""
        allowed = self._allowed(xp, index)
        if allowed is not None and self._stats[index].current("reserved_bytes") + size > allowed:
            return None, f"{_format_size(allowed)} allowed; "
        try:
            return xp.cuda.Memory(size), ""
        except Exception as e:  # cupy.cuda.memory.OutOfMemoryError and the like
            return None, f"({e}) "

    def _allowed(self, xp: Any, index: int) -> int | None:
        """The bytes ``index`` may reserve under its memory fraction (None: no fraction)."""
        fraction = self._fractions.get(index)
        if fraction is None:
            return None
        return int(fraction * xp.cuda.runtime.memGetInfo()[1])

    def _out_of_memory(self, xp: Any, index: int, size: int, why: str) -> str:
        free, total = xp.cuda.runtime.memGetInfo()
        stats = self._stats[index]
        allocated = stats.current("allocated_bytes")
        unallocated = stats.current("reserved_bytes") - allocated
        return (
            f"CUDA out of memory. Tried to allocate {_format_size(size)}. GPU {index} has a "
            f"total capacity of {_format_size(total)} of which {_format_size(free)} is free. "
            f"{why}Of the allocated memory {_format_size(allocated)} is allocated by "
            f"glasstorch, and {_format_size(unallocated)} is reserved by glasstorch but "
            "unallocated."
        )

    def _release(self, block: _Block, nbytes: int) -> None:
        """An allocation's deleter: the block goes back to its pool."""
        with _memory_lock:
            stats = self._stats[block.device]
            stats.decrease("allocated_bytes", block.size, block.size)
            stats.decrease("active", block.size, 1)
            stats.decrease("requested_bytes", block.size, nbytes)
            del self._live[id(block)]
            self._pools[(block.device, block.stream, block.size)].append(block)

    def empty_cache(self) -> None:
        """Give every pooled (free) block back to the device."""
        with _memory_lock:
            pools, self._pools = self._pools, defaultdict(list)
            for blocks in pools.values():
                for block in blocks:
                    stats = self._stats[block.device]
                    stats.decrease("reserved_bytes", block.size, block.size)
                    stats.decrease("segment", block.size, 1)
                    stats.num_device_free += 1
                    block.memory = block.array = None

    # -- statistics ------------------------------------------------------------------------
    def cached_blocks(self, device: int | None = None) -> int:
        """How many free blocks wait in the pools of ``device`` (default: all devices)."""
        with _memory_lock:
            return sum(
                len(blocks)
                for (index, _, _), blocks in self._pools.items()
                if device is None or index == device
            )

    def memory_stats(self, device: int | None = None) -> dict[str, int]:
        """``torch.cuda.memory_stats``: ``"<stat>.<all|large_pool|small_pool>.<current|peak|
        allocated|freed>"`` and the counters, sorted by name."""
        index = current_device() if device is None else device
        with _memory_lock:
            stats = self._stats[index]
            result: dict[str, int] = {}
            for (name, pool), stat in stats.stats.items():
                for field in ("allocated", "current", "freed", "peak"):
                    result[f"{name}.{pool}.{field}"] = getattr(stat, field)
            result["num_alloc_retries"] = stats.num_alloc_retries
            result["num_ooms"] = stats.num_ooms
            result["num_device_alloc"] = stats.num_device_alloc
            result["num_device_free"] = stats.num_device_free
            return dict(sorted(result.items()))

    def reset_peak_stats(self, device: int | None = None) -> None:
        """Restart every peak from the current level."""
        index = current_device() if device is None else device
        with _memory_lock:
            for stat in self._stats[index].stats.values():
                stat.peak = stat.current

    def reset_accumulated_stats(self, device: int | None = None) -> None:
        """Zero the running totals (``allocated``, ``freed``, retries, OOMs)."""
        index = current_device() if device is None else device
        with _memory_lock:
            stats = self._stats[index]
            for stat in stats.stats.values():
                stat.allocated = stat.freed = 0
            stats.num_alloc_retries = stats.num_ooms = 0
            stats.num_device_alloc = stats.num_device_free = 0

    # -- memory fraction ---------------------------------------------------------------------
    def set_memory_fraction(self, fraction: float, device: int) -> None:
        """Cap the bytes reserved on ``device`` at ``fraction`` of its total memory; a
        request past it empties the cache, then raises :class:`OutOfMemoryError`."""
        check_device_index(device)
        with _memory_lock:
            self._fractions[device] = float(fraction)

    def memory_fraction(self, device: int) -> float:
        """The fraction :meth:`set_memory_fraction` set for ``device`` (1.0 by default)."""
        check_device_index(device)
        return self._fractions.get(device, 1.0)

    # -- snapshot ----------------------------------------------------------------------------
    def snapshot(self) -> list[dict[str, Any]]:
        """``torch.cuda.memory_snapshot``'s segments, by device and address: one per
        device allocation (blocks are never split), its block in use or cached."""
        with _memory_lock:
            held = [(block, nbytes, "active_allocated") for block, nbytes in self._live.values()]
            held += [(block, 0, "inactive") for blocks in self._pools.values() for block in blocks]
            segments = [_segment(block, nbytes, state) for block, nbytes, state in held]
        return sorted(segments, key=lambda s: (s["device"], s["address"]))


def _segment(block: _Block, requested: int, state: str) -> dict[str, Any]:
    address = data_address(block.array)
    in_use = block.size if state == "active_allocated" else 0
    return {
        "device": block.device,
        "address": address,
        "total_size": block.size,
        "allocated_size": in_use,
        "active_size": in_use,
        "requested_size": requested,
        "stream": block.stream,
        "segment_type": _pool(block.size).removesuffix("_pool"),
        "segment_pool_id": (0, 0),
        "is_expandable": False,
        "blocks": [
            {
                "address": address,
                "size": block.size,
                "requested_size": requested,
                "state": state,
                "frames": [],
            }
        ],
    }


def _format_size(n: int) -> str:
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if n >= scale:
            return f"{n / scale:.2f} {unit}"
    return f"{n} bytes"
