"""Loading: PyTorch's names resolved to glasstorch's rebuild functions, behind an allowlist.

``find_class`` maps ``torch._utils._rebuild_tensor_v2``, ``torch.FloatStorage``,
``torch.float32`` ... to the functions and objects here. With ``restricted`` (a
weights-only load) it refuses every other global, so the only callables a crafted pickle
can reach are these rebuild functions and a few plain containers: it cannot run code.
Storages come from :class:`StorageLoader`, which checks each record's size before
allocating and each tensor's view against its storage before building it.
"""

from __future__ import annotations

import _compat_pickle
import codecs
import collections
import contextlib
import pickle
import sys
from collections.abc import Callable, Iterator
from typing import IO, Any

import numpy as np
from glasstorch.aten.core.tensor_base import Size
from glasstorch.aten.storage import UntypedStorage
from glasstorch.aten.tensor import Tensor
from glasstorch.aten.typed_storage import TypedStorage
from glasstorch.c10.core.allocator import DataPtr, get_allocator
from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import ALL_DTYPES, uint8
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.storage_bounds import (
    INT64_MAX,
    check_in_bounds_for_storage,
    checked_numel,
)
from glasstorch.c10.core.storage_impl import Storage, StorageImpl
from glasstorch.c10.core.tensor_impl import TensorImpl

from .inline_container import ZipReader
from .pickler import STORAGE_NAMES, parameter_class
from .restricted import RestrictedUnpickler

__all__ = [
    "CheckpointUnpickler",
    "StorageLoader",
    "add_safe_globals",
    "clear_safe_globals",
    "get_safe_globals",
    "is_allowed_global",
    "safe_globals",
]

MapLocation = str | Device | dict[str, Any] | Callable[[Storage, str], Any] | None
_DTYPES = {d.name: d for d in ALL_DTYPES}
_DTYPE_ALIASES = {"float": "float32", "double": "float64", "half": "float16", "long": "int64",
                  "int": "int32", "short": "int16", "cfloat": "complex64",
                  "cdouble": "complex128", "chalf": "complex32"}  # fmt: skip


class StorageType:
    """What ``torch.FloatStorage`` (or ``torch.UntypedStorage``) unpickles to: its dtype."""

    __slots__ = ("name", "dtype")

    def __init__(self, name: str, dtype: DType) -> None:
        self.name, self.dtype = name, dtype

    def __repr__(self) -> str:
        return f"StorageType(torch.{self.name}, dtype={self.dtype})"


# -- rebuild functions (``torch._utils``) ----------------------------------------------------------
def _rebuild(storage: Any, dtype: DType, offset: Any, size: Any, stride: Any) -> Any:
    """A tensor over a loaded storage, once the view is known to fit inside it."""
    if not isinstance(storage, TypedStorage):
        raise pickle.UnpicklingError("a tensor's storage must come from a persistent id")
    if not isinstance(dtype, DType) or not isinstance(size, tuple | list | Size):
        raise pickle.UnpicklingError("a tensor's dtype or size is malformed")
    if not isinstance(stride, tuple | list):
        raise pickle.UnpicklingError("a tensor's stride is malformed")
    size, stride = tuple(size), tuple(stride)
    geometry = (offset, *size, *stride)
    if len(size) != len(stride) or not all(type(v) is int and v >= 0 for v in geometry):
        raise RuntimeError(f"invalid tensor geometry: size {size}, stride {stride}")
    if any(v > INT64_MAX for v in geometry):
        raise RuntimeError(f"invalid tensor geometry: size {size}, stride {stride} past int64")
    checked_numel(size)  # 2**70 elements of stride 0 fit any storage: refused here
    check_in_bounds_for_storage(size, stride, offset, dtype.itemsize, storage.nbytes())
    impl = TensorImpl(
        Storage(storage._impl), size, stride, offset, dtype=dtype, device=storage.device
    )
    return Tensor._from_impl(impl)


def _set_requires_grad(t: Any, requires_grad: Any) -> Any:
    if requires_grad:
        t.requires_grad_(True)  # through the hooks glasstorch.autograd registers
    return t


def _check_metadata(metadata: Any) -> None:
    if metadata is not None and not isinstance(metadata, dict):
        raise pickle.UnpicklingError("a tensor's metadata must be a dict")
    if metadata and any(metadata.values()):
        raise RuntimeError(f"tensor metadata {metadata!r} (conj/neg views) is not supported")


def _rebuild_tensor(storage: Any, storage_offset: Any, size: Any, stride: Any) -> Any:
    dtype = storage.dtype if isinstance(storage, TypedStorage) else None
    return _rebuild(storage, dtype, storage_offset, size, stride)


def _rebuild_tensor_v2(
    storage: Any, storage_offset: Any, size: Any, stride: Any, requires_grad: Any,
    backward_hooks: Any, metadata: Any = None,
) -> Any:  # fmt: skip
    _check_metadata(metadata)
    return _set_requires_grad(_rebuild_tensor(storage, storage_offset, size, stride), requires_grad)


def _rebuild_tensor_v3(
    storage: Any, storage_offset: Any, size: Any, stride: Any, requires_grad: Any,
    backward_hooks: Any, dtype: Any, metadata: Any = None,
) -> Any:  # fmt: skip
    _check_metadata(metadata)
    if not isinstance(dtype, DType):
        raise pickle.UnpicklingError(f"expected a dtype, got {type(dtype).__name__}")
    return _set_requires_grad(_rebuild(storage, dtype, storage_offset, size, stride), requires_grad)


def _rebuild_parameter(data: Any, requires_grad: Any, backward_hooks: Any) -> Any:
    if not isinstance(data, Tensor):
        raise pickle.UnpicklingError("a Parameter's data must be a tensor")
    parameter = parameter_class()
    if parameter is None:
        return _set_requires_grad(data, requires_grad)
    return parameter(data, bool(requires_grad))


def _rebuild_parameter_with_state(
    data: Any, requires_grad: Any, backward_hooks: Any, state: Any
) -> Any:
    return _set_state(_rebuild_parameter(data, requires_grad, backward_hooks), state)


def _rebuild_from_type_v2(func: Any, new_type: Any, args: Any, state: Any) -> Any:
    """A tensor subclass (Parameter) or a tensor carrying Python attributes."""
    if func not in _REBUILD_FUNCTIONS or new_type not in (Tensor, parameter_class()):
        raise pickle.UnpicklingError(f"cannot rebuild a {new_type!r} with {func!r}")
    result = func(*args)
    if new_type is not Tensor and not isinstance(result, new_type):
        result = new_type(result, result.requires_grad)
    return _set_state(result, state)


def _set_state(obj: Any, state: Any) -> Any:
    """A tensor's saved Python attributes: new names only, never one its class defines
    (``_impl``, ``__class__``, methods), so a checkpoint cannot rewire the tensor."""
    if isinstance(state, tuple) and len(state) == 2:  # (dict state, slot state)
        if not all(isinstance(part, dict | None) for part in state):
            raise pickle.UnpicklingError("a tensor's state must be a dict")
        state = {**(state[0] or {}), **(state[1] or {})}
    if not isinstance(state, dict | None):
        raise pickle.UnpicklingError("a tensor's state must be a dict")
    for name, value in (state or {}).items():
        if not isinstance(name, str) or name.startswith("__") or hasattr(type(obj), name):
            raise pickle.UnpicklingError(f"a tensor's saved state cannot set {name!r}")
        setattr(obj, name, value)
    return obj


def _bytearray(*args: Any) -> bytearray:
    """``bytearray`` as pickles call it (from bytes, or latin-1 text): never ``bytearray(n)``,
    which would make a tiny checkpoint allocate n bytes."""
    if not (
        args == ()
        or (len(args) == 1 and isinstance(args[0], bytes))
        or (len(args) == 2 and isinstance(args[0], str) and isinstance(args[1], str))
    ):
        raise pickle.UnpicklingError("bytearray is allowed only from bytes or text")
    return bytearray(*args)


def _encode(text: str, encoding: str = "latin1") -> bytes:
    """``_codecs.encode`` as protocol-2 pickles use it for ``bytes`` (latin-1 only)."""
    if not isinstance(text, str) or codecs.lookup(encoding).name != "iso8859-1":
        raise pickle.UnpicklingError("_codecs.encode is allowed only for latin-1 bytes")
    return text.encode("latin1")


_REBUILD_FUNCTIONS = (_rebuild_tensor, _rebuild_tensor_v2, _rebuild_tensor_v3)


def _torch_globals() -> dict[str, Any]:
    """PyTorch's names that a state_dict uses, mapped to their glasstorch counterparts."""
    table: dict[str, Any] = {
        f"torch._utils.{f.__name__}": f
        for f in (*_REBUILD_FUNCTIONS, _rebuild_parameter, _rebuild_parameter_with_state)
    }
    table["torch._tensor._rebuild_from_type_v2"] = _rebuild_from_type_v2
    table["torch.Tensor"] = Tensor
    table["torch.Size"] = Size
    table["torch.device"] = Device
    for name, storage in STORAGE_NAMES.items():
        table[f"torch.{storage}"] = StorageType(storage, _DTYPES[name])
    table["torch.UntypedStorage"] = StorageType("UntypedStorage", uint8)
    table["torch.storage.UntypedStorage"] = table["torch.UntypedStorage"]
    for name, d in _DTYPES.items():
        table[f"torch.{name}"] = d
    for alias, name in _DTYPE_ALIASES.items():
        table[f"torch.{alias}"] = _DTYPES[name]
    return table


_TORCH_GLOBALS = _torch_globals()
# Plain Python globals a weights-only load accepts (as PyTorch's default allowlist).
_SAFE_BUILTINS: dict[str, Any] = {
    "collections.OrderedDict": collections.OrderedDict,
    "collections.Counter": collections.Counter,
    "builtins.set": set,
    "builtins.frozenset": frozenset,
    "builtins.complex": complex,
    "builtins.bytearray": _bytearray,
    "_codecs.encode": _encode,
}
_user_safe_globals: dict[str, Any] = {}
#: What ``REDUCE`` may call in a weights-only load: the rebuild functions and the plain
#: constructors (not ``Tensor`` itself, nor storage types or dtypes), by id.
_CALLABLE = {
    id(f)
    for f in (*_TORCH_GLOBALS.values(), *_SAFE_BUILTINS.values())
    if callable(f) and f is not Tensor and not isinstance(f, DType)
}


def add_safe_globals(safe: list[Any]) -> None:
    """Allow these classes/functions (or ``(obj, "module.name")`` pairs) in weights-only loads."""
    for item in safe:
        obj, name = item if isinstance(item, tuple) else (item, _qualified_name(item))
        _user_safe_globals[name] = obj


def get_safe_globals() -> list[Any]:
    """The globals added with :func:`add_safe_globals`."""
    return list(_user_safe_globals.values())


def clear_safe_globals() -> None:
    """Forget every global added with :func:`add_safe_globals`."""
    _user_safe_globals.clear()


@contextlib.contextmanager
def safe_globals(safe: list[Any]) -> Iterator[None]:
    """Allow ``safe`` in weights-only loads within a ``with`` block."""
    saved = dict(_user_safe_globals)
    add_safe_globals(safe)
    try:
        yield
    finally:
        _user_safe_globals.clear()
        _user_safe_globals.update(saved)


def _qualified_name(obj: Any) -> str:
    return f"{obj.__module__}.{obj.__qualname__}"


def is_allowed_global(module: str, name: str) -> bool:
    """Whether a weights-only load resolves ``module.name`` (PyTorch's names for tensors and
    storages, plain containers, and what :func:`add_safe_globals` allowed)."""
    module, name = _compat_pickle.NAME_MAPPING.get((module, name), (module, name))
    full = f"{_compat_pickle.IMPORT_MAPPING.get(module, module)}.{name}"
    tables = (_TORCH_GLOBALS, _SAFE_BUILTINS, _user_safe_globals)
    return full == "torch.nn.parameter.Parameter" or any(full in table for table in tables)


class CheckpointUnpickler(RestrictedUnpickler):
    """Resolves PyTorch's names to glasstorch's; ``restricted`` refuses every other global
    and guards what the opcodes may call, create and build (:mod:`.restricted`)."""

    def __init__(
        self, file: IO[bytes], loader: StorageLoader, restricted: bool, **kwargs: Any
    ) -> None:
        super().__init__(file, restricted, **kwargs)
        self._loader, self._restricted = loader, restricted

    def may_call(self, func: Any) -> bool:
        return (
            id(func) in _CALLABLE
            or func is parameter_class()
            or any(func is g for g in _user_safe_globals.values())
        )

    def may_create(self, cls: Any) -> bool:
        return isinstance(cls, type) and (
            cls is parameter_class() or any(cls is g for g in _user_safe_globals.values())
        )

    def build(self, inst: Any, state: Any) -> None:
        kind = type(inst)
        if kind is Tensor or (kind is parameter_class() and kind is not None):
            _set_state(inst, state)
        elif kind is collections.OrderedDict:  # a state_dict's ``_metadata`` attribute
            if isinstance(state, tuple) and len(state) == 2 and state[1] is None:
                state = state[0]
            if not isinstance(state, dict) or not all(isinstance(k, str) for k in state):
                raise pickle.UnpicklingError("an OrderedDict's state must be a dict of names")
            inst.__dict__.update(state)
        elif any(kind is g for g in _user_safe_globals.values()):
            setstate = getattr(kind, "__setstate__", None)
            if setstate is not None:
                setstate(inst, state)
            elif isinstance(state, dict):
                inst.__dict__.update(state)
            else:
                raise pickle.UnpicklingError(f"cannot set the state of a {kind.__name__}")
        else:
            super().build(inst, state)

    def find_class(self, module: str, name: str) -> Any:
        # Protocol-2 pickles name Python 2 modules (__builtin__.set): map them back.
        module, name = _compat_pickle.NAME_MAPPING.get((module, name), (module, name))
        module = _compat_pickle.IMPORT_MAPPING.get(module, module)
        full = f"{module}.{name}"
        for table in (_TORCH_GLOBALS, _SAFE_BUILTINS, _user_safe_globals):
            if full in table:
                return table[full]
        if full == "torch.nn.parameter.Parameter" and parameter_class() is not None:
            return parameter_class()  # looked up late: nn is imported only when needed
        if self._restricted:
            raise pickle.UnpicklingError(
                f"Unsupported global: GLOBAL {full} was not an allowed global by default. "
                f"Please use `glasstorch.serialization.add_safe_globals([{full}])` or the "
                f"`glasstorch.serialization.safe_globals([{full}])` context manager to "
                "allowlist this global if you trust this class/function."
            )
        return super().find_class(module, name)

    def persistent_load(self, pid: Any) -> Any:
        return self._loader.load(pid)


class StorageLoader:
    """Reads each ``data/<key>`` record once and moves it where ``map_location`` says.

    ``folder`` names another folder of storage records (TorchScript archives keep the
    storages of ``constants.pkl`` under ``constants/``).
    """

    def __init__(
        self,
        reader: ZipReader,
        map_location: MapLocation,
        mmap: np.ndarray | None = None,
        folder: str = "data",
    ) -> None:
        self._reader, self._map_location, self._mmap = reader, map_location, mmap
        self._folder = folder
        self._loaded: dict[str, UntypedStorage] = {}
        order = reader.get_record("byteorder") if reader.has_record("byteorder") else b"little"
        if order not in (b"little", b"big"):
            raise ValueError(f"Unknown endianness type: {order.decode(errors='replace')}")
        self._swap = order.decode() != sys.byteorder

    def load(self, pid: Any) -> TypedStorage:
        if not (isinstance(pid, tuple) and len(pid) == 5 and _text(pid[0]) == "storage"):
            raise pickle.UnpicklingError("unsupported persistent id encountered")
        _, storage_type, key, location, numel = pid
        if not isinstance(storage_type, StorageType) or type(numel) is not int or numel < 0:
            raise pickle.UnpicklingError(f"invalid storage persistent id {pid!r}")
        key, location = _text(key), _text(location)
        dtype = storage_type.dtype
        if key not in self._loaded:
            cpu = self._read(f"{self._folder}/{key}", numel * dtype.itemsize, dtype)
            self._loaded[key] = self._restore(cpu, location)
        return TypedStorage(wrap_storage=self._loaded[key], dtype=dtype, _internal=True)

    def _read(self, name: str, nbytes: int, dtype: DType) -> UntypedStorage:
        """The record's bytes, which must be exactly ``nbytes`` (numel * itemsize): checked
        against the directory before anything is allocated, inflated or mapped."""
        size = self._reader.record_size(name)
        if size != nbytes:
            raise RuntimeError(f"checkpoint record {name} holds {size} bytes, expected {nbytes}")
        if self._mmap is not None and not self._swap:
            start = self._reader.record_data_offset(name)  # inside the file, or refused
            buffer = self._mmap[start : start + nbytes]
            if buffer.nbytes != nbytes:
                raise RuntimeError(f"checkpoint record {name} lies past the end of the file")
            return UntypedStorage._wrap(
                StorageImpl(nbytes, data_ptr=DataPtr(buffer, nbytes, Device("cpu")))
            )
        storage = UntypedStorage(nbytes)
        data = storage.unsafe_get_storage_impl().data
        self._reader.read_record_into(name, memoryview(data) if nbytes else memoryview(b""))
        if nbytes and self._swap and dtype.itemsize > 1:
            width = dtype.itemsize // (2 if dtype.is_complex else 1)
            data.view(f"u{width}").byteswap(inplace=True)
        return storage

    def _restore(self, storage: UntypedStorage, location: str) -> UntypedStorage:
        """PyTorch's ``map_location`` rules: None, a device or str, a dict, a callable."""
        ml = self._map_location
        target: Any = location
        if isinstance(ml, dict):
            target = ml.get(location, location)
        elif isinstance(ml, str | Device):
            target = ml
        elif callable(ml):
            result = ml(storage, location)
            if isinstance(result, TypedStorage):
                result = result.untyped()
            elif isinstance(result, Storage | StorageImpl):
                impl = (
                    result if isinstance(result, StorageImpl) else result.unsafe_get_storage_impl()
                )
                result = UntypedStorage._wrap(impl)
            if isinstance(result, UntypedStorage):
                return result
            if result is not None:
                raise TypeError(
                    f"map_location returned {type(result).__name__}; expected a storage or None"
                )
        elif ml is not None:
            raise TypeError(f"map_location must be a str, device, dict or callable, not {ml!r}")
        return _move_storage(storage, location, str(target))


def _text(value: Any) -> str:
    return value.decode("ascii") if isinstance(value, bytes) else str(value)


def _move_storage(storage: UntypedStorage, tagged: str, target: str) -> UntypedStorage:
    """Copy a CPU storage to ``target`` (PyTorch's ``default_restore_location``)."""
    try:
        device = Device(target)
    except (RuntimeError, TypeError):
        raise RuntimeError(
            f"don't know how to restore data location of storage (tagged with {tagged})"
        ) from None
    if device.is_cpu():
        return storage
    try:
        get_allocator(device)
    except RuntimeError:
        raise RuntimeError(
            f"Attempting to deserialize object on a {device.type.upper()} device but no "
            f"{device.type} device is available. If you are running on a CPU-only machine, "
            "please use glasstorch.load with map_location=glasstorch.device('cpu') to map "
            "your storages to the CPU."
        ) from None
    return storage.to(device=device)
