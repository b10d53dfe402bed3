"""Saving: the pickler that writes tensors, storages and torch types under PyTorch's names.

A tensor reduces to ``torch._utils._rebuild_tensor_v2(storage, offset, size, stride,
requires_grad, OrderedDict())``; its storage becomes the persistent id
``("storage", torch.FloatStorage, key, location, numel)`` and is collected in
:attr:`CheckpointPickler.storages`, for the caller to write as ``data/<key>``. dtypes,
``Size`` and ``device`` pickle as ``torch.float32``, ``torch.Size`` and ``torch.device``.
"""

from __future__ import annotations

import collections
import pickle
import sys
from typing import IO, Any

from glasstorch.aten.core.tensor_base import Size, TensorBase
from glasstorch.aten.storage import UntypedStorage
from glasstorch.aten.typed_storage import TypedStorage
from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.scalar_type import uint8
from glasstorch.c10.core.storage_impl import StorageImpl
from glasstorch.c10.core.tensor_impl import TensorImpl
from glasstorch.c10.cuda.arrays import to_host

__all__ = ["STORAGE_NAMES", "CheckpointPickler", "StorageRef", "parameter_class"]

#: dtype name -> PyTorch's legacy storage class (``torch.storage._dtype_to_storage_type_map``).
#: Other dtypes (complex32) are saved as an UntypedStorage plus ``_rebuild_tensor_v3``.
STORAGE_NAMES = {
    "float64": "DoubleStorage",
    "float32": "FloatStorage",
    "float16": "HalfStorage",
    "int64": "LongStorage",
    "int32": "IntStorage",
    "int16": "ShortStorage",
    "int8": "CharStorage",
    "uint8": "ByteStorage",
    "bool": "BoolStorage",
    "bfloat16": "BFloat16Storage",
    "complex128": "ComplexDoubleStorage",
    "complex64": "ComplexFloatStorage",
}


def parameter_class() -> type | None:
    """``glasstorch.nn.Parameter`` once the nn layer is loaded (aten sits below nn and does
    not import it; a Parameter to save or a checkpoint's Parameter needs nn loaded anyway)."""
    module = sys.modules.get("glasstorch.nn.parameter")
    return getattr(module, "Parameter", None)


class TorchName:
    """A global written under PyTorch's name (``torch._utils._rebuild_tensor_v2``)."""

    __slots__ = ("module", "name")
    _cache: dict[tuple[str, str], TorchName] = {}

    def __init__(self, module: str, name: str) -> None:
        self.module, self.name = module, name

    @classmethod
    def get(cls, module: str, name: str) -> TorchName:
        """One object per name, so that the pickle memo writes each global once."""
        found = cls._cache.get((module, name))
        if found is None:
            found = cls._cache[(module, name)] = cls(module, name)
        return found

    def __call__(self, *args: Any) -> Any:
        # Callable only so that pickle accepts it as a reduce function; it is never called.
        raise TypeError(f"{self.module}.{self.name} is a name in a checkpoint, not a function")


class StorageRef:
    """A storage being saved: pickled as its persistent id, its bytes go to ``data/<key>``."""

    __slots__ = ("impl", "dtype", "key", "location", "numel", "itemsize", "untyped")

    def __init__(
        self, impl: StorageImpl, dtype: DType, key: str, location: str, untyped: bool = False
    ) -> None:
        self.impl, self.dtype, self.key, self.location = impl, dtype, key, location
        # Typed storages count elements; an UntypedStorage counts bytes.
        self.untyped = untyped or dtype.name not in STORAGE_NAMES
        self.itemsize = 1 if self.untyped else dtype.itemsize
        self.numel = impl.nbytes // self.itemsize

    def persistent_id(self) -> tuple[Any, ...]:
        # PyTorch names the untyped class by its defining module, the legacy ones by torch.
        if self.untyped:
            kind = TorchName.get("torch.storage", "UntypedStorage")
        else:
            kind = TorchName.get("torch", STORAGE_NAMES[self.dtype.name])
        return ("storage", kind, self.key, self.location, self.numel)

    def payload(self) -> memoryview:
        """The bytes to write (whole elements), read from the device's buffer."""
        data = self.impl.data
        if data is None:
            raise RuntimeError(
                f"cannot save a storage on {self.impl.device} whose data is not accessible "
                "(meta tensors have no data)"
            )
        if self.impl.device.is_cuda():
            data = to_host(data)  # cupy refuses a host memoryview of device memory
        return memoryview(data[: self.numel * self.itemsize])


def location_tag(device: Device) -> str:
    """PyTorch's location strings: ``cpu``, ``cuda:0`` (a CUDA index is always written)."""
    if device.is_cuda():
        return f"cuda:{device.index or 0}"
    return str(device)


class _PlainTensor:
    """A Parameter's data, pickled as a plain tensor inside ``_rebuild_parameter``."""

    __slots__ = ("tensor",)

    def __init__(self, tensor: Any) -> None:
        self.tensor = tensor


class CheckpointPickler(pickle._Pickler):
    """The pure-Python pickler, taught PyTorch's reductions of tensors and torch types.

    The C pickler cannot write a global whose module is not importable here (``torch``
    need not be); the pure-Python one lets :meth:`save_torch_name` write it directly. Only
    the object structure goes through it: storage bytes are written separately.
    """

    dispatch = dict(pickle._Pickler.dispatch)

    def __init__(self, file: IO[bytes], protocol: int) -> None:
        super().__init__(file, protocol)
        #: id(StorageImpl) -> its StorageRef, in key order.
        self.storages: dict[int, StorageRef] = {}
        self._parameter = parameter_class()

    def persistent_id(self, obj: Any) -> Any:
        if isinstance(obj, StorageRef):
            return obj.persistent_id()
        if isinstance(obj, TypedStorage):  # a storage saved by itself
            return self._ref(obj.untyped()._impl, obj.dtype, obj.device).persistent_id()
        if isinstance(obj, UntypedStorage):
            return self._ref(obj._impl, uint8, obj.device, untyped=True).persistent_id()
        return None

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, TensorBase):
            if self._parameter is not None and isinstance(obj, self._parameter):
                rebuild = TorchName.get("torch._utils", "_rebuild_parameter")
                hooks = collections.OrderedDict()
                return (rebuild, (_PlainTensor(obj), obj.requires_grad, hooks))
            return self._reduce_tensor(obj)
        if isinstance(obj, _PlainTensor):
            return self._reduce_tensor(obj.tensor)
        if isinstance(obj, Size):
            return (TorchName.get("torch", "Size"), (tuple(obj),))
        if isinstance(obj, Device):
            args = (obj.type,) if obj.index is None else (obj.type, obj.index)
            return (TorchName.get("torch", "device"), args)
        return NotImplemented

    def _reduce_tensor(self, t: Any) -> tuple[Any, tuple[Any, ...]]:
        impl: TensorImpl = t._impl
        ref = self._storage_ref(impl)
        hooks = collections.OrderedDict()
        args = (ref, impl.storage_offset, impl.sizes, impl.strides, t.requires_grad, hooks)
        if impl.dtype.name in STORAGE_NAMES:
            return (TorchName.get("torch._utils", "_rebuild_tensor_v2"), args)
        return (TorchName.get("torch._utils", "_rebuild_tensor_v3"), (*args, impl.dtype))

    def _storage_ref(self, impl: TensorImpl) -> StorageRef:
        storage = impl.storage_impl
        if storage is None:
            raise RuntimeError("cannot save a tensor without storage")
        return self._ref(storage, impl.dtype, impl.device)

    def _ref(
        self, storage: StorageImpl, dtype: DType, device: Device, untyped: bool = False
    ) -> StorageRef:
        """The one StorageRef of ``storage`` in this checkpoint (made on first sight)."""
        ref = self.storages.get(id(storage))
        if ref is None:
            key = str(len(self.storages))
            ref = StorageRef(storage, dtype, key, location_tag(device), untyped)
            self.storages[id(storage)] = ref
        elif ref.dtype is not dtype:
            raise RuntimeError(
                "Cannot save multiple tensors or storages that view the same data as different "
                "types"
            )
        return ref

    def save_torch_name(self, obj: TorchName) -> None:
        if self.proto >= 4:
            self.save(obj.module)
            self.save(obj.name)
            self.write(pickle.STACK_GLOBAL)
        else:
            self.write(pickle.GLOBAL + f"{obj.module}\n{obj.name}\n".encode())
        self.memoize(obj)

    def save_dtype(self, obj: DType) -> None:
        self.save(TorchName.get("torch", obj.name))

    dispatch[TorchName] = save_torch_name
    dispatch[DType] = save_dtype
