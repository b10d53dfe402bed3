"""Allocators, the ``DataPtr`` they hand out, and the per-device-type allocator registry.

Mirrors ``c10/core/Allocator.h`` and ``c10/core/CPUAllocator.cpp``. A :class:`DataPtr`
owns one buffer (a numpy ``uint8`` array on CPU, nothing on meta) and gives its bytes back
to its allocator exactly once, through the deleter the allocator attached. Allocators
count what they hand out (``allocated_bytes``, ``peak_bytes``, ``num_allocs``,
``num_frees``) so tests and users can watch memory being returned the moment the last
owner lets go.

Bytes are "returned" when :meth:`DataPtr.free` runs; a numpy view someone still holds
keeps the memory itself alive in Python, but no longer counts as allocated.
"""

from __future__ import annotations

import sys
import threading
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Mapping
from itertools import repeat
from types import MappingProxyType
from typing import Any

import numpy as np

from .device import Device, DeviceType
from .storage_bounds import INT64_MAX, storage_nbytes_contiguous

__all__ = [
    "Allocator",
    "allocators",
    "Deleter",
    "CPUAllocator",
    "DataPtr",
    "MetaAllocator",
    "StatsAllocator",
    "get_allocator",
    "set_allocator",
    "unset_allocator",
]

#: Returns an allocation's bytes to its allocator; called once, with the allocation's size.
#: Deleters that touch shared state take ``_memory_lock`` themselves.
Deleter = Callable[[int], None]

# One re-entrant lock for the memory bookkeeping that is not lock-free: folding an
# allocator's event log, the CUDA caching allocator's pools, DataPtr.free's exactly-once
# flag. Operator outputs are allocated and freed without taking it.
_memory_lock = threading.RLock()


class DataPtr:
    """Owns an allocation: buffer (or ``None``), size, device, and the deleter to free it."""

    __slots__ = ("_buffer", "nbytes", "device", "allocator", "_deleter", "_freed")

    def __init__(
        self,
        buffer: np.ndarray | None,
        nbytes: int,
        device: Device,
        allocator: Allocator | None = None,
        deleter: Deleter | None = None,
    ) -> None:
        self._buffer = buffer
        self.nbytes = nbytes
        self.device = device
        self.allocator = allocator
        self._deleter = deleter
        self._freed = False

    def get(self) -> np.ndarray | None:
        """The buffer: a numpy ``uint8`` array of ``nbytes``, or ``None`` (meta, freed).

        An allocation made typed (:meth:`StatsAllocator.allocate_array`) is turned into its
        byte view on first use.
        """
        buffer = self._buffer = as_bytes(self._buffer)
        return buffer

    @property
    def freed(self) -> bool:
        return self._freed

    def free(self) -> bool:
        """Return the bytes to the allocator; only the first call does anything."""
        if self._freed:  # never reset once set, so this unlocked read is safe
            return False
        with _memory_lock:
            if self._freed:
                return False
            self._freed = True
            deleter, self._deleter = self._deleter, None
            if deleter is not None:
                deleter(self.nbytes)
        self._buffer = None
        return True

    def __bool__(self) -> bool:
        return self._buffer is not None

    def __del__(self, _finalizing: Any = sys.is_finalizing) -> None:
        # The default argument keeps the function alive while module globals are torn down.
        # A DataPtr dropped without free() still gives its bytes back (unique_ptr semantics).
        if getattr(self, "_freed", True):
            return
        try:
            self.free()
        except Exception:  # pragma: no cover - reported unless shutting down
            if not _finalizing():
                raise

    def __repr__(self) -> str:
        state = "freed" if self._freed else f"{self.nbytes} bytes"
        return f"DataPtr({state}, device={self.device})"


class Allocator(ABC):
    """Hands out :class:`DataPtr` s for one device."""

    device: Device

    @abstractmethod
    def allocate(self, nbytes: int) -> DataPtr:
        """A new allocation of ``nbytes`` bytes on :attr:`device`."""

    def raw_deleter(self) -> Deleter | None:
        """The function that returns a DataPtr's bytes to this allocator (``None``: none)."""
        return None


class StatsAllocator(Allocator):
    """An allocator that counts what it hands out; thread-safe without a lock per call.

    Every allocation appends the complement ``~size`` of its size, and every free the size
    itself, to a deque (``append`` is atomic in CPython; the deleter *is* the deque's
    ``append``, so a free runs no Python code of its own). The counters are brought up to date from
    that log when someone reads them, and every ``_FOLD_EVERY`` events so the log stays
    short; replaying the events in order keeps ``peak_bytes`` exact.
    """

    def __init__(self, device: Device) -> None:
        self.device = device
        self._log: deque[int] = deque()
        self._counts = [0, 0, 0, 0]  # allocated, peak, allocs, frees (as of the last fold)
        self._deleter: Deleter = self._log.append  # logs the size: a free

    @abstractmethod
    def _new_buffer(self, nbytes: int) -> np.ndarray | None:
        """The storage itself (or ``None`` for allocators that allocate no data)."""

    def allocate(self, nbytes: int) -> DataPtr:
        if nbytes < 0:
            raise RuntimeError(f"cannot allocate a negative number of bytes: {nbytes}")
        try:
            buffer = self._new_buffer(nbytes)
        except (MemoryError, ValueError) as e:
            raise _allocation_error(e, nbytes, (nbytes,)) from None
        self._record(nbytes)
        return DataPtr(buffer, nbytes, self.device, self, self._deleter)

    def allocate_array(
        self, shape: tuple[int, ...], np_dtype: Any
    ) -> tuple[np.ndarray | None, int, Deleter]:
        """A contiguous allocation for ``shape`` elements of ``np_dtype``: the typed array
        (``None`` where the allocator holds no data), its size and its deleter, unwrapped.

        The fast path for fresh tensors: the storage adopts the three as its own fields
        (as a C++ StorageImpl holds its DataPtr by value), so no DataPtr object is built.
        """
        try:
            array = self._new_array(shape, np_dtype)
        except (MemoryError, ValueError) as e:
            raise _allocation_error(e, _nbytes(shape, np_dtype), shape) from None
        if array is not None:
            nbytes = array.nbytes
        else:  # no data (meta): the size is still checked, as PyTorch does
            nbytes = storage_nbytes_contiguous(shape, np.dtype(np_dtype).itemsize)
        log = self._log  # _record, inline: every operator output comes through here
        log.append(~nbytes)
        if len(log) > _FOLD_EVERY:
            self._fold()
        return array, nbytes, self._deleter

    def _new_array(self, shape: tuple[int, ...], np_dtype: Any) -> np.ndarray | None:
        """A typed buffer; by default the byte buffer viewed as elements."""
        buffer = self._new_buffer(_nbytes(shape, np_dtype))
        return None if buffer is None else buffer.view(np_dtype).reshape(shape)

    def _record(self, nbytes: int) -> None:
        log = self._log
        log.append(~nbytes)
        if len(log) > _FOLD_EVERY:
            self._fold()

    def _fold(self) -> list[int]:
        """Apply the logged events to the counters, in order; returns the counters."""
        with _memory_lock:
            counts = self._counts
            log = self._log
            n = len(log)  # events appended meanwhile wait for the next fold
            if n:
                _apply_events(counts, list(map(_popleft, repeat(log, n))))
            return counts

    @property
    def allocated_bytes(self) -> int:
        return self._fold()[0]

    @property
    def peak_bytes(self) -> int:
        return self._fold()[1]

    @property
    def num_allocs(self) -> int:
        return self._fold()[2]

    @property
    def num_frees(self) -> int:
        return self._fold()[3]

    def raw_deleter(self) -> Deleter:
        return self._deleter

    def memory_stats(self) -> dict[str, int]:
        """A snapshot of the counters."""
        with _memory_lock:
            allocated, peak, allocs, frees = self._fold()
            return {
                "allocated_bytes": allocated,
                "peak_bytes": peak,
                "num_allocs": allocs,
                "num_frees": frees,
            }

    def reset_peak_stats(self) -> None:
        """Restart peak tracking from the current allocation level."""
        with _memory_lock:
            counts = self._fold()
            counts[1] = counts[0]


#: How many allocation events a StatsAllocator logs before folding them into its counters.
_FOLD_EVERY = 4096
_popleft = deque.popleft


def _apply_events(counts: list[int], events: list[int]) -> None:
    """Update ``[allocated, peak, allocs, frees]`` by ``events`` (``~n`` for an allocation
    of n bytes, ``n`` for a free), in order: with numpy, since a fold sees thousands."""
    allocated, peak, allocs, frees = counts
    try:
        e = np.array(events, dtype=np.int64)
    except OverflowError:  # sizes past int64: count one by one
        for event in events:
            if event < 0:
                allocated += ~event
                allocs += 1
                peak = max(peak, allocated)
            else:
                allocated -= event
                frees += 1
        counts[:] = allocated, peak, allocs, frees
        return
    is_alloc = e < 0
    running = np.cumsum(np.where(is_alloc, ~e, -e))
    n_allocs = int(np.count_nonzero(is_alloc))
    counts[:] = (
        allocated + int(running[-1]),
        max(peak, allocated + int(running.max())),
        allocs + n_allocs,
        frees + len(events) - n_allocs,
    )


class CPUAllocator(StatsAllocator):
    """Host memory as numpy ``uint8`` arrays.

    ``device`` defaults to cpu; another device lets host memory stand in for an
    accelerator (a simulated CUDA device, say).
    """

    def __init__(self, device: Device | str = "cpu") -> None:
        super().__init__(Device(device))

    def _new_buffer(self, nbytes: int) -> np.ndarray:
        return np.empty(nbytes, dtype=np.uint8)

    # ``np.empty(shape, dtype)`` itself: a typed buffer without a Python call in between.
    _new_array = staticmethod(np.empty)


class MetaAllocator(StatsAllocator):
    """Allocates no data (meta tensors have shapes only) but still counts bytes."""

    def __init__(self) -> None:
        super().__init__(Device("meta"))

    def _new_buffer(self, nbytes: int) -> None:
        return None


def _allocation_error(error: Exception, nbytes: int, shape: tuple[int, ...]) -> RuntimeError:
    """numpy's MemoryError / "array is too big" ValueError, as PyTorch's RuntimeErrors."""
    if isinstance(error, MemoryError) and nbytes <= INT64_MAX:
        return RuntimeError(
            f"DefaultCPUAllocator: can't allocate memory: you tried to allocate {nbytes} bytes. "
            "Error code 12 (Cannot allocate memory)"
        )
    return RuntimeError(f"Storage size calculation overflowed with sizes={list(shape)}")


def as_bytes(buffer: Any) -> Any:
    """``buffer`` as its flat ``uint8`` view (typed allocations are viewed on first use)."""
    if buffer is not None and buffer.dtype != np.uint8:
        return buffer.reshape(-1).view(np.uint8)
    return buffer


def _nbytes(shape: tuple[int, ...], np_dtype: Any) -> int:
    n = np.dtype(np_dtype).itemsize
    for s in shape:
        n *= s
    return n


# -- registry ----------------------------------------------------------------------------------
_registry_lock = threading.Lock()
_allocators: dict[DeviceType, Allocator] = {
    DeviceType.CPU: CPUAllocator(),
    DeviceType.Meta: MetaAllocator(),
}
#: The registry, read-only (``set_allocator`` changes it): ``allocators.get(device_type)``
#: is a lookup without a Python call, for the allocation fast path.
allocators: Mapping[DeviceType, Allocator] = MappingProxyType(_allocators)


def _as_device_type(device_type: DeviceType | Device | str) -> DeviceType:
    if isinstance(device_type, DeviceType):
        return device_type
    return Device(device_type).device_type


def set_allocator(device_type: DeviceType | Device | str, allocator: Allocator) -> None:
    """Make ``allocator`` the one used for new storages on ``device_type``."""
    with _registry_lock:
        _allocators[_as_device_type(device_type)] = allocator


def unset_allocator(device_type: DeviceType | Device | str, allocator: Allocator) -> None:
    """Remove ``allocator`` from the registry if it is still the one for ``device_type``."""
    with _registry_lock:
        t = _as_device_type(device_type)
        if _allocators.get(t) is allocator:
            del _allocators[t]


def get_allocator(device_type: DeviceType | Device | str) -> Allocator:
    """The allocator registered for ``device_type`` (cpu and meta have one by default; CUDA's
    is installed on first use by ``glasstorch.c10.cuda.lazy_init``)."""
    found = _allocators.get(device_type)  # type: ignore[call-overload]
    if found is not None:  # the common call: a DeviceType that has an allocator
        return found
    t = _as_device_type(device_type)
    try:
        return _allocators[t]
    except KeyError:
        pass
    if t is DeviceType.CUDA:
        from ..cuda import CudaUnavailableError, lazy_init

        try:
            return lazy_init()
        except CudaUnavailableError as e:
            raise CudaUnavailableError(f"{e} (Allocator for {t} is not set.)") from None
    raise RuntimeError(f"Allocator for {t} is not set.")
