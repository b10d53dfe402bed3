"""StorageImpl (the refcounted bytes behind tensors) and the ``Storage`` handle.

Mirrors ``c10/core/StorageImpl.h`` and ``c10/core/Storage.h``. A StorageImpl owns one
allocation; it is an ``intrusive_ptr_target`` so that its bytes go back to the allocator
the moment the last *strong* owner (a tensor, a ``Storage``) lets go, even while weak
references keep the object itself around.

A C++ StorageImpl holds its ``DataPtr`` by value, so its fields are the storage's own.
Here too: the storage keeps the buffer, the allocation's size and its deleter in its own
slots and adopts a :class:`DataPtr` by moving them out of it. DataPtr objects exist only
at the edges (``Allocator.allocate``, ``data_ptr``, ``set_data_ptr``); a fresh tensor's
storage is built from ``Allocator.allocate_array`` without one, by
``TensorImpl.new_contiguous``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..util.intrusive_ptr import intrusive_ptr, intrusive_ptr_target
from .allocator import Allocator, DataPtr, _memory_lock, as_bytes, get_allocator
from .device import Device

__all__ = ["Storage", "StorageImpl", "own_storage_impl"]


class StorageImpl(intrusive_ptr_target):
    """A block of bytes on one device: ``nbytes``, the buffer and the allocator it came from."""

    __slots__ = (
        "_buffer",
        "_nbytes",
        "_device",
        "_deleter",
        "_ptr_nbytes",
        "resizable",
        "allocator",
    )

    def __init__(
        self,
        nbytes: int,
        allocator: Allocator | None = None,
        *,
        data_ptr: DataPtr | None = None,
        resizable: bool = False,
    ) -> None:
        """Allocate ``nbytes`` from ``allocator`` (default: cpu), or adopt ``data_ptr``."""
        super().__init__()
        if allocator is None:
            allocator = data_ptr.allocator if data_ptr is not None else get_allocator("cpu")
        if resizable and allocator is None:
            raise RuntimeError("For resizable storage, allocator must be provided")
        if data_ptr is None:
            assert allocator is not None
            data_ptr = allocator.allocate(nbytes)
        self._deleter = None
        self._adopt(data_ptr)
        self._nbytes = nbytes
        self.resizable = resizable
        self.allocator = allocator

    def _adopt(self, data_ptr: DataPtr) -> None:
        """Move ``data_ptr``'s allocation into this storage's fields; ``data_ptr`` is left
        owning nothing (a moved-from C++ DataPtr)."""
        with _memory_lock:
            if data_ptr.freed:
                raise RuntimeError("StorageImpl: cannot adopt a DataPtr that was freed")
            self._buffer = data_ptr._buffer
            self._ptr_nbytes = data_ptr.nbytes
            self._device = data_ptr.device
            self._deleter = data_ptr._deleter
            data_ptr._buffer = None
            data_ptr._deleter = None
            data_ptr._freed = True

    # -- accessors ------------------------------------------------------------------------
    @property
    def nbytes(self) -> int:
        return self._nbytes

    def set_nbytes(self, nbytes: int) -> None:
        """Change the recorded size without touching the allocation."""
        self._nbytes = nbytes

    @property
    def data_ptr(self) -> DataPtr:
        """A non-owning DataPtr over the allocation (falsy once the bytes were released)."""
        return DataPtr(self.data, self._ptr_nbytes, self._device, self.allocator)

    def set_data_ptr(self, data_ptr: DataPtr) -> DataPtr:
        """Install ``data_ptr``'s allocation; return the old one as an owning DataPtr (the
        caller now owns and frees it)."""
        old = DataPtr(self._buffer, self._ptr_nbytes, self._device, self.allocator, self._deleter)
        self._deleter = None
        self._adopt(data_ptr)
        return old

    @property
    def data(self) -> np.ndarray | None:
        """The bytes as a flat ``uint8`` array (``None`` on meta or once released)."""
        buffer = self._buffer = as_bytes(self._buffer)
        return buffer

    @property
    def buffer(self) -> Any:
        """The allocation as it was made: a contiguous array (typed for operator outputs,
        bytes otherwise), or ``None``; for building views without converting it."""
        return self._buffer

    @property
    def device(self) -> Device:
        return self._device

    # -- mutation -------------------------------------------------------------------------
    def resize_(self, nbytes: int) -> None:
        """Reallocate to ``nbytes``, keeping the leading bytes (resizable storages only)."""
        if not self.resizable:
            raise RuntimeError("Trying to resize storage that is not resizable")
        assert self.allocator is not None
        old = self.set_data_ptr(self.allocator.allocate(nbytes))
        keep = min(nbytes, self._nbytes)
        old_buf, new_buf = old.get(), self.data
        if keep and old_buf is not None and new_buf is not None:
            new_buf[:keep] = old_buf[:keep]
        self._nbytes = nbytes
        old.free()

    def release_resources(self) -> None:
        """Last strong owner gone: give the bytes back to the allocator now."""
        deleter = self._deleter
        self._buffer = None
        if deleter is not None:  # runs once: the strong count reaches 0 once
            self._deleter = None
            deleter(self._ptr_nbytes)

    def __repr__(self) -> str:
        return (
            f"StorageImpl(nbytes={self._nbytes}, device={self.device}, use_count={self.refcount})"
        )


def own_storage_impl(impl: StorageImpl) -> intrusive_ptr[StorageImpl]:
    """A strong handle on ``impl``: adopts a fresh one, adds an owner to an owned one."""
    if impl.refcount == 0 and impl.weakcount == 0:
        return intrusive_ptr(impl)
    return intrusive_ptr.reclaim_copy(impl)


class Storage:
    """A value-type handle on a StorageImpl (one strong reference), like ``c10::Storage``."""

    __slots__ = ("_ptr",)

    def __init__(self, impl: intrusive_ptr[StorageImpl] | StorageImpl | None = None) -> None:
        if impl is None:
            self._ptr: intrusive_ptr[StorageImpl] = intrusive_ptr()
        elif isinstance(impl, intrusive_ptr):
            self._ptr = impl.copy()
        else:
            self._ptr = own_storage_impl(impl)

    @classmethod
    def create(
        cls, nbytes: int, allocator: Allocator | None = None, *, resizable: bool = False
    ) -> Storage:
        """Allocate a new storage of ``nbytes`` (default allocator: cpu)."""
        return cls(StorageImpl(nbytes, allocator, resizable=resizable))

    # -- handle queries ---------------------------------------------------------------------
    def defined(self) -> bool:
        return self._ptr.defined()

    __bool__ = defined

    def use_count(self) -> int:
        return self._ptr.use_count()

    def unique(self) -> bool:
        return self._ptr.unique()

    def is_alias_of(self, other: Storage) -> bool:
        """True when both handles name the same StorageImpl."""
        return self._ptr.get() is not None and self._ptr.get() is other._ptr.get()

    def unsafe_get_storage_impl(self) -> StorageImpl:
        impl = self._ptr.get()
        if impl is None:
            raise RuntimeError("Storage is undefined")
        return impl

    def get_intrusive_ptr(self) -> intrusive_ptr[StorageImpl]:
        """A new strong handle on the StorageImpl."""
        return self._ptr.copy()

    # -- forwarded to the StorageImpl ------------------------------------------------------
    @property
    def nbytes(self) -> int:
        return self.unsafe_get_storage_impl().nbytes

    @property
    def device(self) -> Device:
        return self.unsafe_get_storage_impl().device

    @property
    def data(self) -> np.ndarray | None:
        return self.unsafe_get_storage_impl().data

    @property
    def data_ptr(self) -> DataPtr:
        return self.unsafe_get_storage_impl().data_ptr

    @property
    def resizable(self) -> bool:
        return self.unsafe_get_storage_impl().resizable

    def resize_(self, nbytes: int) -> None:
        self.unsafe_get_storage_impl().resize_(nbytes)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Storage):
            return NotImplemented
        return self._ptr.get() is other._ptr.get()

    def __hash__(self) -> int:
        return id(self._ptr.get())

    def __repr__(self) -> str:
        impl = self._ptr.get()
        return "Storage(undefined)" if impl is None else f"Storage({impl!r})"
