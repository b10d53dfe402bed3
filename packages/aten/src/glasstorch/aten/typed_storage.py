"""``torch.TypedStorage`` and the legacy per-dtype classes (``torch.FloatStorage`` ...).

Mirrors the typed half of ``torch/storage.py``. A TypedStorage is an
:class:`~glasstorch.aten.storage.UntypedStorage` seen as elements of one dtype; PyTorch
keeps it for old code and warns, once per process, that it is deprecated. The legacy
classes are constructors and ``isinstance`` tests for a dtype: ``FloatStorage(3)`` makes a
TypedStorage of three float32 elements, and ``isinstance(t.storage(), FloatStorage)``
holds for a float32 tensor on the CPU. Checkpoints name storages by these classes
(``aten.serialize``).
"""

from __future__ import annotations

import warnings
from typing import Any

from glasstorch.c10.core.scalar_type import ALL_DTYPES, get_default_dtype
from glasstorch.c10.core.scalar_type import dtype as DType

from ._runtime import as_device
from .storage import UntypedStorage, _convert_type, _from_args, _StorageMethods

__all__ = [
    "LEGACY_STORAGES",
    "BFloat16Storage",
    "BoolStorage",
    "ByteStorage",
    "CharStorage",
    "ComplexDoubleStorage",
    "ComplexFloatStorage",
    "DoubleStorage",
    "FloatStorage",
    "HalfStorage",
    "IntStorage",
    "LongStorage",
    "ShortStorage",
    "TypedStorage",
    "is_storage",
    "storage_type_for",
]

_DTYPES = {d.name: d for d in ALL_DTYPES}
_has_warned = [False]
_TYPED_STORAGE_WARNING = (
    "TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be "
    "the only storage class. This should only matter to you if you are using storages "
    "directly.  To access UntypedStorage directly, use tensor.untyped_storage() instead of "
    "tensor.storage()"
)


def _warn_typed_storage_removal(stacklevel: int = 2) -> None:
    """PyTorch's deprecation warning for typed storages, once per process."""
    if not _has_warned[0]:
        _has_warned[0] = True
        warnings.warn(_TYPED_STORAGE_WARNING, UserWarning, stacklevel=stacklevel + 1)


def _reset_warn_typed_storage_removal() -> None:
    """Let the next typed-storage use warn again."""
    _has_warned[0] = False


class TypedStorage(_StorageMethods):
    """Elements of ``dtype`` over an UntypedStorage: ``TypedStorage(n, dtype=...)``,
    ``TypedStorage(sequence, dtype=...)`` or ``TypedStorage(wrap_storage=u, dtype=...)``."""

    is_sparse = False

    def __init__(
        self,
        *args: Any,
        device: Any = None,
        dtype: DType | None = None,
        wrap_storage: UntypedStorage | None = None,
        _internal: bool = False,
    ) -> None:
        if not _internal:
            _warn_typed_storage_removal(stacklevel=2)
        if wrap_storage is not None:
            if args or device is not None:
                raise RuntimeError(
                    "TypedStorage.__init__ received an invalid combination of arguments: "
                    "wrap_storage cannot be given with positional arguments or device"
                )
            if dtype is None:
                raise RuntimeError("TypedStorage.__init__ with wrap_storage needs a dtype")
            if not isinstance(wrap_storage, UntypedStorage):
                raise TypeError(
                    "expected wrap_storage to be an UntypedStorage, but got "
                    f"{type(wrap_storage).__name__}"
                )
            self._untyped_storage = wrap_storage
        else:
            dtype = get_default_dtype() if dtype is None else dtype
            self._untyped_storage = _from_args(args, dtype, as_device(device), "TypedStorage")
        self.dtype: DType = dtype
        self._impl = self._untyped_storage._impl
        self._dtype = dtype

    @property
    def filename(self) -> None:
        return None

    def untyped(self) -> UntypedStorage:
        """The UntypedStorage under this one (the same bytes)."""
        return self._untyped_storage

    def __getitem__(self, idx: Any) -> Any:
        if isinstance(idx, slice):
            raise RuntimeError("slices are only supported in UntypedStorage.__getitem__")
        return self._elements()[self._check_index(idx)].item()

    def resize_(self, size: int) -> None:
        self._resize_bytes(size * self._dtype.itemsize)

    def _to(self, dtype: DType) -> TypedStorage:
        return self if dtype is self._dtype else super()._to(dtype)

    def _wrap_like(self, untyped: UntypedStorage) -> TypedStorage:
        return TypedStorage(wrap_storage=untyped, dtype=self.dtype, _internal=True)

    def clone(self) -> TypedStorage:
        return self._wrap_like(self._untyped_storage.clone())

    def to(self, *, device: Any, non_blocking: bool = False) -> TypedStorage:
        return self._wrap_like(self._untyped_storage.to(device=device))

    def cpu(self) -> TypedStorage:
        return self.to(device="cpu")

    def cuda(self, device: Any = None, non_blocking: bool = False) -> TypedStorage:
        return self._wrap_like(self._untyped_storage.cuda(device))

    def pickle_storage_type(self) -> str:
        """The legacy class name checkpoints record for this dtype (``FloatStorage``)."""
        return storage_type_for(self.dtype).__name__

    def type(self, dtype: Any = None, non_blocking: bool = False) -> Any:
        if dtype is None:
            return f"glasstorch.{self.pickle_storage_type()}"
        return _convert_type(self, dtype)

    def _info(self) -> str:
        return (
            f"glasstorch.storage.TypedStorage(dtype={self.dtype}, device={self.device}) "
            f"of size {self.size()}"
        )

    def __reduce__(self) -> Any:
        return (_rebuild_typed, (self._untyped_storage, self.dtype))


def _rebuild_typed(untyped: UntypedStorage, dtype: DType) -> TypedStorage:
    return TypedStorage(wrap_storage=untyped, dtype=dtype, _internal=True)


class _LegacyStorageMeta(type):
    """``isinstance(storage, FloatStorage)``: a CPU TypedStorage of that class's dtype."""

    dtype: DType

    def __instancecheck__(cls, instance: Any) -> bool:
        if cls is _LegacyStorage:
            return False
        return (
            isinstance(instance, TypedStorage)
            and instance.device.is_cpu()
            and instance.dtype is cls.dtype
        )


class _LegacyStorage(TypedStorage, metaclass=_LegacyStorageMeta):
    """A constructor of CPU TypedStorages of the class's dtype."""

    def __new__(  # type: ignore[misc]
        cls, *args: Any, wrap_storage: UntypedStorage | None = None
    ) -> TypedStorage:
        _warn_typed_storage_removal(stacklevel=2)
        if wrap_storage is not None:
            if args:
                raise RuntimeError(f"{cls.__name__}: wrap_storage cannot be given with arguments")
            return TypedStorage(wrap_storage=wrap_storage, dtype=cls.dtype, _internal=True)
        return TypedStorage(*args, dtype=cls.dtype, _internal=True)


class DoubleStorage(_LegacyStorage):
    dtype = _DTYPES["float64"]


class FloatStorage(_LegacyStorage):
    dtype = _DTYPES["float32"]


class HalfStorage(_LegacyStorage):
    dtype = _DTYPES["float16"]


class BFloat16Storage(_LegacyStorage):
    dtype = _DTYPES["bfloat16"]


class LongStorage(_LegacyStorage):
    dtype = _DTYPES["int64"]


class IntStorage(_LegacyStorage):
    dtype = _DTYPES["int32"]


class ShortStorage(_LegacyStorage):
    dtype = _DTYPES["int16"]


class CharStorage(_LegacyStorage):
    dtype = _DTYPES["int8"]


class ByteStorage(_LegacyStorage):
    dtype = _DTYPES["uint8"]


class BoolStorage(_LegacyStorage):
    dtype = _DTYPES["bool"]


class ComplexDoubleStorage(_LegacyStorage):
    dtype = _DTYPES["complex128"]


class ComplexFloatStorage(_LegacyStorage):
    dtype = _DTYPES["complex64"]


#: dtype name -> its legacy storage class.
LEGACY_STORAGES: dict[str, type[_LegacyStorage]] = {
    cls.dtype.name: cls for cls in _LegacyStorage.__subclasses__()
}


def storage_type_for(dtype: DType) -> type[_LegacyStorage]:
    """The legacy class of ``dtype`` (``tensor.storage_type()``)."""
    found = LEGACY_STORAGES.get(dtype.name)
    if found is None:
        raise RuntimeError(f"no legacy storage class for dtype {dtype}")
    return found


def is_storage(obj: Any) -> bool:
    """Whether ``obj`` is a storage (untyped or typed)."""
    return isinstance(obj, UntypedStorage | TypedStorage)
