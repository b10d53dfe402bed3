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
from collections.abc import Callable
from typing import Any

import numpy as np

from .device import Device, DeviceType

__all__ = [
    "Allocator",
    "CPUAllocator",
    "DataPtr",
    "MetaAllocator",
    "StatsAllocator",
    "get_allocator",
    "set_allocator",
    "unset_allocator",
]

Deleter = Callable[["DataPtr"], None]

# One re-entrant lock for all memory accounting: allocators update their counters under
# it, and DataPtr.free runs the deleter under it, so a free costs one lock round trip.
# Deleters therefore run with the lock held; they must be quick (re-entry is allowed).
_memory_lock = threading.RLock()
_EMPTY: dict[Device, DataPtr] = {}


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

    @classmethod
    def empty(cls, device: Device) -> DataPtr:
        """A DataPtr owning nothing (what a released storage is left holding); one shared
        object per device, since it is immutable once freed."""
        ptr = _EMPTY.get(device)
        if ptr is None:
            ptr = cls(None, 0, device)
            ptr._freed = True
            _EMPTY[device] = ptr
        return ptr

    def get(self) -> np.ndarray | None:
        """The buffer: a numpy ``uint8`` array of ``nbytes``, or ``None`` (meta, freed).

        An allocation made typed (:meth:`StatsAllocator.allocate_array`) is turned into its
        byte view on first use.
        """
        buffer = self._buffer
        if buffer is not None and buffer.dtype != np.uint8:
            buffer = self._buffer = buffer.reshape(-1).view(np.uint8)
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
                deleter(self)
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
    """An allocator that counts what it hands out; thread-safe."""

    def __init__(self, device: Device) -> None:
        self.device = device
        self.allocated_bytes = 0
        self.peak_bytes = 0
        self.num_allocs = 0
        self.num_frees = 0

    @abstractmethod
    def _new_buffer(self, nbytes: int) -> np.ndarray | None:
        """The storage itself (or ``None`` for allocators that allocate no data)."""

    def allocate(self, nbytes: int) -> DataPtr:
        if nbytes < 0:
            raise RuntimeError(f"cannot allocate a negative number of bytes: {nbytes}")
        buffer = self._new_buffer(nbytes)
        with _memory_lock:
            self.allocated_bytes += nbytes
            self.num_allocs += 1
            if self.allocated_bytes > self.peak_bytes:
                self.peak_bytes = self.allocated_bytes
        return DataPtr(buffer, nbytes, self.device, self, self._free)

    def allocate_array(
        self, shape: tuple[int, ...], np_dtype: Any
    ) -> tuple[DataPtr, np.ndarray | None]:
        """A contiguous allocation for ``shape`` elements of ``np_dtype``, and the typed array
        over it (``None`` where the allocator holds no data): the fast path for fresh
        tensors, which skips building a byte buffer and viewing it as elements."""
        array = self._new_array(shape, np_dtype)
        nbytes = array.nbytes if array is not None else _nbytes(shape, np_dtype)
        with _memory_lock:
            self.allocated_bytes += nbytes
            self.num_allocs += 1
            if self.allocated_bytes > self.peak_bytes:
                self.peak_bytes = self.allocated_bytes
        ptr = DataPtr.__new__(DataPtr)  # hot path: fill the slots without __init__'s checks
        ptr._buffer = array
        ptr.nbytes = nbytes
        ptr.device = self.device
        ptr.allocator = self
        ptr._deleter = self._free
        ptr._freed = False
        return ptr, array

    def _new_array(self, shape: tuple[int, ...], np_dtype: Any) -> np.ndarray | None:
        """A typed buffer; by default the byte buffer viewed as elements."""
        buffer = self._new_buffer(_nbytes(shape, np_dtype))
        return None if buffer is None else buffer.view(np_dtype).reshape(shape)

    def _free(self, ptr: DataPtr) -> None:
        """The deleter of this allocator's DataPtrs (runs under the memory lock)."""
        self.allocated_bytes -= ptr.nbytes
        self.num_frees += 1

    def raw_deleter(self) -> Deleter:
        return self._free

    def memory_stats(self) -> dict[str, int]:
        """A snapshot of the counters."""
        with _memory_lock:
            return {
                "allocated_bytes": self.allocated_bytes,
                "peak_bytes": self.peak_bytes,
                "num_allocs": self.num_allocs,
                "num_frees": self.num_frees,
            }

    def reset_peak_stats(self) -> None:
        """Restart peak tracking from the current allocation level."""
        with _memory_lock:
            self.peak_bytes = self.allocated_bytes


class CPUAllocator(StatsAllocator):
    """Host memory as numpy ``uint8`` arrays.

    ``device`` defaults to cpu; another device lets host memory stand in for an
    accelerator (a simulated CUDA device, say).
    """

    def __init__(self, device: Device | str = "cpu") -> None:
        super().__init__(Device(device))

    def _new_buffer(self, nbytes: int) -> np.ndarray:
        return np.empty(nbytes, dtype=np.uint8)

    def _new_array(self, shape: tuple[int, ...], np_dtype: Any) -> np.ndarray:
        return np.empty(shape, dtype=np_dtype)


class MetaAllocator(StatsAllocator):
    """Allocates no data (meta tensors have shapes only) but still counts bytes."""

    def __init__(self) -> None:
        super().__init__(Device("meta"))

    def _new_buffer(self, nbytes: int) -> None:
        return None


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
