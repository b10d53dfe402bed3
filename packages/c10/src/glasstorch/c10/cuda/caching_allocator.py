"""The CUDA caching allocator (``c10/cuda/CUDACachingAllocator.cpp``, simplified).

Asking the device for memory synchronizes and is slow, so freed blocks are kept and
handed out again. A request is rounded to a size class (512 B steps up to 1 MiB, 2 MiB
steps above); a free block waits in the pool of its (device, stream, size class) until a
request for that class arrives on that stream. A block goes back to its pool the moment
its storage is released (the last owner of the tensor lets go); :meth:`empty_cache`
returns pooled blocks to the device. Statistics follow ``torch.cuda.memory_stats``.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import numpy as np

from ..core.allocator import Allocator, DataPtr, Deleter, _memory_lock
from ..core.device import Device, DeviceType
from .backend import require
from .device_guard import DeviceGuard, check_device_index, current_device

__all__ = ["CUDACachingAllocator", "OutOfMemoryError", "round_size"]

MIN_BLOCK_SIZE = 512
SMALL_SIZE = 1 << 20  # requests up to 1 MiB are "small"
ROUND_LARGE = 2 << 20  # larger requests round up to 2 MiB

_STAT_NAMES = ("allocated_bytes", "reserved_bytes", "active", "segment", "requested_bytes")


class OutOfMemoryError(RuntimeError):
    """The device has no memory left even after the cache was emptied."""


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
        self.stats = {name: _Stat() for name in _STAT_NAMES}
        self.num_alloc_retries = 0
        self.num_ooms = 0
        self.num_device_alloc = 0
        self.num_device_free = 0


class CUDACachingAllocator(Allocator):
    """Device memory through the array module, cached per (device, stream, size class)."""

    def __init__(self) -> None:
        self.device = Device(DeviceType.CUDA)
        self._pools: dict[tuple[int, int, int], list[_Block]] = defaultdict(list)
        self._stats: dict[int, _DeviceStats] = defaultdict(_DeviceStats)

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
            stats.stats["allocated_bytes"].increase(size)
            stats.stats["active"].increase(1)
            stats.stats["requested_bytes"].increase(nbytes)
        return block, index

    def _device_alloc(self, xp: Any, index: int, stream: int, size: int) -> _Block:
        """New memory from the device; on failure, empty the cache and try once more."""
        stats = self._stats[index]
        with DeviceGuard(index):
            try:
                memory = xp.cuda.Memory(size)
            except Exception as first:  # cupy.cuda.memory.OutOfMemoryError and the like
                stats.num_alloc_retries += 1
                self.empty_cache()
                try:
                    memory = xp.cuda.Memory(size)
                except Exception:
                    stats.num_ooms += 1
                    raise OutOfMemoryError(
                        f"CUDA out of memory. Tried to allocate {_format_size(size)} on device "
                        f"cuda:{index}; {_format_size(stats.stats['reserved_bytes'].current)} "
                        f"reserved by glasstorch ({first})"
                    ) from None
            array = xp.ndarray((size,), xp.uint8, xp.cuda.MemoryPointer(memory, 0))
        stats.num_device_alloc += 1
        stats.stats["reserved_bytes"].increase(size)
        stats.stats["segment"].increase(1)
        return _Block(index, stream, size, memory, array)

    def _release(self, block: _Block, nbytes: int) -> None:
        """An allocation's deleter: the block goes back to its pool."""
        with _memory_lock:
            stats = self._stats[block.device]
            stats.stats["allocated_bytes"].decrease(block.size)
            stats.stats["active"].decrease(1)
            stats.stats["requested_bytes"].decrease(nbytes)
            self._pools[(block.device, block.stream, block.size)].append(block)

    def empty_cache(self) -> None:
        """Give every pooled (free) block back to the device."""
        with _memory_lock:
            pools, self._pools = self._pools, defaultdict(list)
            for blocks in pools.values():
                for block in blocks:
                    stats = self._stats[block.device]
                    stats.stats["reserved_bytes"].decrease(block.size)
                    stats.stats["segment"].decrease(1)
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
        """``torch.cuda.memory_stats``: ``"<stat>.all.<current|peak|allocated|freed>"``."""
        index = current_device() if device is None else device
        with _memory_lock:
            stats = self._stats[index]
            result: dict[str, int] = {}
            for name, stat in sorted(stats.stats.items()):
                for field in ("allocated", "current", "freed", "peak"):
                    result[f"{name}.all.{field}"] = getattr(stat, field)
            result["num_alloc_retries"] = stats.num_alloc_retries
            result["num_ooms"] = stats.num_ooms
            result["num_device_alloc"] = stats.num_device_alloc
            result["num_device_free"] = stats.num_device_free
            return result

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


def _format_size(n: int) -> str:
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if n >= scale:
            return f"{n / scale:.2f} {unit}"
    return f"{n} bytes"
