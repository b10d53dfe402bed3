"""``torch.UntypedStorage``, ``torch.TypedStorage`` and the legacy ``torch.FloatStorage`` ...

Mirrors ``torch/storage.py``. An :class:`UntypedStorage` is PyTorch's Python face of one
c10 ``StorageImpl``: bytes on a device, shared by every tensor that views them, so two
storages compare equal when they are the same StorageImpl (``t.untyped_storage() ==
t[1:].untyped_storage()``). A :class:`TypedStorage` pairs one with a dtype and counts
elements (``tensor.storage()``, deprecated in PyTorch and warning once, as there).
Element access goes through a 1-D tensor over the storage, so every dtype and device the
tensor kernels know works here too. ``share_memory_`` moves CPU bytes into shared memory
(:mod:`glasstorch.aten.shared_memory`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
from glasstorch.c10.core.allocator import DataPtr, get_allocator
from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import ALL_DTYPES, uint8
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.storage_impl import Storage, StorageImpl

from . import shared_memory
from ._runtime import as_device
from .core.tensor_base import bump_storage_epoch

if TYPE_CHECKING:
    from .typed_storage import TypedStorage

__all__ = ["UntypedStorage"]

_DTYPES = {d.name: d for d in ALL_DTYPES}


def _byte_view(impl: StorageImpl, dtype: DType) -> Any:
    """A 1-D tensor of ``dtype`` over all of ``impl``'s whole elements (no copy)."""
    from ._generated.functions import empty

    n = impl.nbytes // dtype.itemsize
    return empty(0, dtype=dtype, device=impl.device).set_(_Handle(impl), 0, (n,), (1,))


class _Handle:
    """What ``Tensor.set_`` needs of a storage: its StorageImpl."""

    __slots__ = ("impl",)

    def __init__(self, impl: StorageImpl) -> None:
        self.impl = impl

    def unsafe_get_storage_impl(self) -> StorageImpl:
        return self.impl


def _new_impl(nbytes: int, device: Any) -> StorageImpl:
    device = as_device(device)
    return StorageImpl(nbytes, get_allocator(device), resizable=True)


def _converter(name: str) -> Any:
    """``storage.float()`` ...: the elements converted to one dtype, as a TypedStorage."""

    def convert(self: _StorageMethods) -> TypedStorage:
        return self._to(_DTYPES[name])

    return convert


class _StorageMethods:
    """What untyped and typed storages share, in terms of ``_impl`` and ``_dtype``."""

    __slots__ = ()
    _impl: StorageImpl
    _dtype: DType

    def unsafe_get_storage_impl(self) -> StorageImpl:
        """The c10 StorageImpl (what ``Tensor.set_`` views)."""
        return self._impl

    def _elements(self) -> Any:
        return _byte_view(self._impl, self._dtype)

    @property
    def device(self) -> Device:
        return self._impl.device

    @property
    def is_cuda(self) -> bool:
        return self._impl.device.is_cuda()

    is_sparse = False
    is_sparse_csr = False

    def get_device(self) -> int:
        """The CUDA device index, or -1 on the CPU."""
        device = self._impl.device
        return device.index or 0 if device.is_cuda() else -1

    def size(self) -> int:
        return self._impl.nbytes // self._dtype.itemsize

    def __len__(self) -> int:
        return self.size()

    def nbytes(self) -> int:
        return self._impl.nbytes

    def element_size(self) -> int:
        return self._dtype.itemsize

    def data_ptr(self) -> int:
        """Address of the first byte (0 for an empty storage)."""
        data = self._impl.data
        if data is None or len(data) == 0:
            return 0
        if type(data) is not np.ndarray:  # a device array (CUDA)
            from glasstorch.c10.cuda.arrays import data_address

            return data_address(data)
        return int(data.ctypes.data)

    def tolist(self) -> list[Any]:
        return self._elements().tolist()

    def _check_index(self, idx: Any) -> int:
        if not isinstance(idx, int):
            raise RuntimeError(f"can't index a {type(self)} with {type(idx)}")
        size = self.size()
        if not -size <= idx < size:
            raise IndexError(f"index {idx} out of range for storage of size {size}")
        return idx % size

    def __setitem__(self, idx: Any, value: Any) -> None:
        target = self._elements()
        if isinstance(idx, slice):
            target[idx] = value
        else:
            target[self._check_index(idx)] = value

    def fill_(self, value: Any) -> Any:
        self._elements().fill_(value)
        return self

    def copy_(self, source: Any, non_blocking: bool | None = None) -> Any:
        """Copy ``source``'s bytes in (same number of bytes; same elements when typed)."""
        src = source._impl
        if self._impl.nbytes != src.nbytes:
            raise RuntimeError(
                f"size does not match, self was {self._impl.nbytes} bytes but src was "
                f"{src.nbytes} bytes"
            )
        if src is not self._impl:
            _byte_view(self._impl, uint8).copy_(_byte_view(src, uint8))
        return self

    def resizable(self) -> bool:
        """Whether :meth:`resize_` may reallocate (allocator-made, not shared)."""
        impl = self._impl
        return impl.allocator is not None and not shared_memory.is_shared(impl)

    def _resize_bytes(self, nbytes: int) -> None:
        impl = self._impl
        if not self.resizable():
            raise RuntimeError("Trying to resize storage that is not resizable")
        impl.resizable = True
        impl.resize_(nbytes)
        bump_storage_epoch()

    def is_shared(self) -> bool:
        return shared_memory.is_shared(self._impl)

    def share_memory_(self) -> Any:
        """Move the bytes into memory other processes can map (CPU); returns ``self``."""
        shared_memory.share_storage_impl(self._impl)
        return self

    def is_pinned(self, device: Any = "cuda") -> bool:
        return False

    def _str_elements(self) -> str:
        if self._impl.device.type == "meta":
            return "..."
        return " " + "\n ".join(str(v) for v in self.tolist())

    def __str__(self) -> str:
        return f"{self._str_elements()}\n[{self._info()}]"

    __repr__ = __str__

    def _info(self) -> str:
        raise NotImplementedError

    # -- conversions to typed storages (``storage.float()`` ...) ----------------------------
    def _to(self, dtype: DType) -> TypedStorage:
        from .typed_storage import TypedStorage

        converted = self._elements().to(dtype)
        return TypedStorage(wrap_storage=converted.untyped_storage(), dtype=dtype, _internal=True)

    double = _converter("float64")
    float = _converter("float32")
    half = _converter("float16")
    bfloat16 = _converter("bfloat16")
    long = _converter("int64")
    int = _converter("int32")
    short = _converter("int16")
    char = _converter("int8")
    byte = _converter("uint8")
    bool = _converter("bool")
    complex_double = _converter("complex128")
    complex_float = _converter("complex64")


def _from_args(args: tuple[Any, ...], dtype: DType, device: Any, what: str) -> UntypedStorage:
    """A new storage from ``()``, ``(size)`` or ``(sequence)``, as PyTorch's constructors."""
    if not args:
        return UntypedStorage._wrap(_new_impl(0, device))
    if len(args) > 1:
        raise TypeError(f"{what}(): too many arguments; expected (), (int size) or (sequence)")
    (arg,) = args
    if isinstance(arg, int) and not isinstance(arg, bool):
        return UntypedStorage._wrap(_new_impl(arg * dtype.itemsize, device))
    if isinstance(arg, Sequence) and not isinstance(arg, str | bytes):
        from .tensor_new import tensor

        values = tensor(list(arg), device=device)
        values = values.to(dtype) if values.numel() else values.new_empty(0, dtype=dtype)
        return values.untyped_storage()
    raise TypeError(f"{what}(): argument type not recognized: {type(arg)}")


class UntypedStorage(_StorageMethods):
    """Bytes on a device: ``UntypedStorage(n)``, ``UntypedStorage([1, 2])``, or a tensor's."""

    __slots__ = ("_impl", "_handle", "__weakref__")
    _dtype = uint8

    def __init__(self, *args: Any, device: Any = None) -> None:
        made = _from_args(args, uint8, device, "UntypedStorage")
        self._impl, self._handle = made._impl, made._handle

    @classmethod
    def _wrap(cls, impl: StorageImpl) -> UntypedStorage:
        """The storage over an existing StorageImpl (one more strong owner)."""
        self = cls.__new__(cls)
        self._impl = impl
        self._hold()
        return self

    def _hold(self) -> None:
        # A strong c10 handle keeps the bytes alive as long as this object.
        self._handle = Storage(self._impl)

    def is_alias_of(self, other: Any) -> bool:
        """Whether ``other`` (a storage or c10 Storage handle) names the same bytes."""
        impl = (
            other._impl if isinstance(other, _StorageMethods) else other.unsafe_get_storage_impl()
        )
        return impl is self._impl

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, UntypedStorage):
            return NotImplemented
        return self._impl is other._impl

    def __hash__(self) -> int:
        return id(self._impl)

    def __getitem__(self, idx: Any) -> Any:
        if isinstance(idx, slice):  # a view on the same bytes
            start, stop, step = idx.indices(self.size())
            if step != 1:
                raise RuntimeError(
                    f"Trying to slice with a step of {step}, but only a step of 1 is supported"
                )
            return UntypedStorage._wrap(_alias(self._impl, start, max(stop - start, 0)))
        return self._elements()[self._check_index(idx)].item()

    def resize_(self, size: int) -> UntypedStorage:
        self._resize_bytes(size)
        return self

    def untyped(self) -> UntypedStorage:
        return self

    def type(self, dtype: Any = None, non_blocking: bool = False) -> Any:
        if dtype is None:
            return "glasstorch.storage.UntypedStorage"
        return _convert_type(self, dtype)

    def clone(self) -> UntypedStorage:
        copy = UntypedStorage._wrap(_new_impl(self._impl.nbytes, self.device))
        return copy.copy_(self)

    def to(self, *, device: Any, non_blocking: bool = False) -> UntypedStorage:
        device = as_device(device)
        if device == self.device:
            return self
        moved = _byte_view(self._impl, uint8).to(device)
        return moved.untyped_storage()

    def cpu(self) -> UntypedStorage:
        return self.to(device="cpu")

    def cuda(self, device: Any = None, non_blocking: bool = False) -> UntypedStorage:
        return self.to(device="cuda" if device is None else Device("cuda", as_device(device).index))

    def _info(self) -> str:
        return f"glasstorch.storage.UntypedStorage(device={self.device}) of size {self.size()}"

    def __reduce__(self) -> Any:
        return (_rebuild_untyped, (bytes(self.cpu()._impl.data), str(self.device)))


def _alias(impl: StorageImpl, start: int, nbytes: int) -> StorageImpl:
    """A StorageImpl over ``nbytes`` of ``impl`` from byte ``start`` (no copy, no deleter:
    the array view keeps the bytes alive)."""
    view = impl.data[start : start + nbytes]
    return StorageImpl(nbytes, data_ptr=DataPtr(view, nbytes, impl.device))


def _rebuild_untyped(data: bytes, device: str) -> UntypedStorage:
    """Unpickle an UntypedStorage pickled with plain pickle (its bytes travel along)."""
    storage = UntypedStorage(len(data))
    if data:
        storage._impl.data[:] = np.frombuffer(data, np.uint8)
    return storage.to(device=device)


def _convert_type(storage: Any, target: Any) -> Any:
    """``storage.type(glasstorch.DoubleStorage)`` or ``.type("glasstorch.DoubleStorage")``."""
    name = target if isinstance(target, str) else getattr(target, "__name__", str(target))
    name = name.rsplit(".", 1)[-1]
    if name == "UntypedStorage":
        return storage.untyped()
    from .typed_storage import LEGACY_STORAGES

    for legacy in LEGACY_STORAGES.values():
        if legacy.__name__ == name:
            return storage._to(legacy.dtype)
    raise TypeError(f"invalid storage type {target!r}")
