"""TensorImpl: a strided view (sizes, strides, offset, dtype) onto a refcounted storage.

Mirrors ``c10/core/TensorImpl.h`` and ``c10/core/impl/SizesAndStrides.h``. A TensorImpl
holds one strong ``intrusive_ptr`` on its StorageImpl; when the impl is dropped (CPython
frees it as soon as its last reference goes), that handle goes with it, so the storage
releases its bytes the moment its last tensor dies. Views share the storage and the
:class:`VersionCounter`. Every impl carries a raw dispatch key set: the backend key plus
``ADInplaceOrView`` (``CPU, ADInplaceOrView``); autograd adds ``Autograd<Backend>`` to the
tensors that take part in differentiation.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from ..util.intrusive_ptr import intrusive_ptr, intrusive_ptr_target
from .device import Device, DeviceType, backend_component
from .dispatch_key import DispatchKey, to_runtime_per_backend_functionality_key
from .dispatch_key_set import DispatchKeySet, key_to_repr
from .layout import (
    Layout,
    MemoryFormat,
    channels_last,
    channels_last_3d,
    contiguous_format,
    strided,
)
from .scalar_type import dtype as DType
from .storage_impl import Storage, StorageImpl, own_storage_impl

__all__ = [
    "TensorImpl",
    "VersionCounter",
    "compute_contiguous_strides",
    "compute_is_contiguous",
    "compute_storage_nbytes",
    "default_key_set",
    "default_key_sets",
    "maybe_wrap_dim",
]

_version_lock = threading.Lock()
_version_acquire, _version_release = _version_lock.acquire, _version_lock.release
_new_object = object.__new__


class VersionCounter:
    """Counts in-place modifications of a storage's data; shared by a tensor and its views."""

    __slots__ = ("version",)

    def __init__(self, version: int = 0) -> None:
        self.version = version

    def bump(self) -> int:
        """Record one in-place write; returns the new version."""
        _version_acquire()  # not ``with``: every in-place operator call runs this
        try:
            version = self.version = self.version + 1
        finally:
            _version_release()
        return version

    def current_version(self) -> int:
        return self.version

    def __repr__(self) -> str:
        return f"VersionCounter({self.version})"


def _new_counter() -> VersionCounter:
    """``VersionCounter()`` without a call of ``__init__`` (the first view or in-place write
    of a tensor makes one)."""
    counter = _new_object(VersionCounter)
    counter.version = 0
    return counter


# -- stride / contiguity helpers ---------------------------------------------------------------
def compute_contiguous_strides(sizes: Sequence[int]) -> tuple[int, ...]:
    """Row-major strides (in elements); a size-0 dim counts as 1 so strides stay nonzero."""
    strides = [1] * len(sizes)
    for d in range(len(sizes) - 2, -1, -1):
        strides[d] = strides[d + 1] * max(sizes[d + 1], 1)
    return tuple(strides)


def _numel(sizes: Sequence[int]) -> int:
    n = 1
    for s in sizes:
        n *= s
    return n


def compute_is_contiguous(
    sizes: Sequence[int], strides: Sequence[int], numel: int | None = None
) -> bool:
    """PyTorch's rule: empty tensors are contiguous, size-1 dims' strides are ignored.
    (``numel``: the element count, when the caller has it already.)"""
    if (_numel(sizes) if numel is None else numel) == 0:
        return True
    expected = 1
    for d in range(len(sizes) - 1, -1, -1):  # innermost first; indexing beats zip(reversed())
        size = sizes[d]
        if size != 1:
            if strides[d] != expected:
                return False
            expected *= size
    return True


def _is_contiguous_in_order(
    sizes: Sequence[int], strides: Sequence[int], order: Sequence[int]
) -> bool:
    """Contiguity with dims laid out fastest-first in ``order`` (channels-last checks)."""
    expected = 1
    for d in order:
        if sizes[d] != 1:
            if strides[d] != expected:
                return False
            expected *= sizes[d]
    return True


def compute_storage_nbytes(
    sizes: Sequence[int], strides: Sequence[int], itemsize: int, storage_offset: int = 0
) -> int:
    """Bytes a storage needs to back this view: ``itemsize * (offset + last reachable + 1)``."""
    if any(s == 0 for s in sizes):
        return 0
    extent = 1 + sum((size - 1) * stride for size, stride in zip(sizes, strides, strict=True))
    return itemsize * (storage_offset + extent)


def maybe_wrap_dim(dim: int, ndim: int, wrap_scalar: bool = True) -> int:
    """Turn a possibly negative ``dim`` into ``0 <= dim < ndim`` (PyTorch's message on error)."""
    if ndim <= 0:
        if not wrap_scalar:
            raise IndexError(f"dimension specified as {dim} but tensor has no dimensions")
        ndim = 1
    if not -ndim <= dim < ndim:
        raise IndexError(
            f"Dimension out of range (expected to be in range of [{-ndim}, {ndim - 1}], "
            f"but got {dim})"
        )
    return dim + ndim if dim < 0 else dim


_KEY_SETS: dict[Device | DeviceType, int] = {}
#: The key sets :func:`default_key_set` has computed, read-only: ``default_key_sets.get(device)``
#: is a lookup without a Python call, for the allocation fast path.
default_key_sets: Mapping[Device | DeviceType, int] = MappingProxyType(_KEY_SETS)


def default_key_set(device: Device | DeviceType) -> int:
    """Raw key set of a dense tensor on ``device``: its backend key and ADInplaceOrView.

    PyTorch also gives every tensor its Autograd<Backend> key; glasstorch's autograd adds
    that key only to tensors that take part in differentiation (see
    ``glasstorch.autograd.variable.enable_autograd_dispatch``), so operators on plain
    tensors skip the autograd kernel entirely.
    """
    ks = _KEY_SETS.get(device)
    if ks is not None:  # the common call: a Device seen before
        return ks
    t = device.device_type if isinstance(device, Device) else device
    ks = _KEY_SETS.get(t)
    if ks is None:
        backend = backend_component(t)
        dense = to_runtime_per_backend_functionality_key(DispatchKey.Dense, backend)
        ks = key_to_repr(dense) | key_to_repr(DispatchKey.ADInplaceOrView)
        _KEY_SETS[t] = ks
    _KEY_SETS[device] = ks
    return ks


def _as_storage_ptr(
    storage: Storage | intrusive_ptr[StorageImpl] | StorageImpl | None,
) -> intrusive_ptr[StorageImpl]:
    """A strong handle of this impl's own on ``storage`` (callers keep theirs)."""
    if storage is None:
        return intrusive_ptr()
    if isinstance(storage, Storage):
        return storage.get_intrusive_ptr()
    if isinstance(storage, intrusive_ptr):
        return storage.copy()
    return own_storage_impl(storage)


class TensorImpl(intrusive_ptr_target):
    """Sizes, strides (in elements), offset and dtype over a shared StorageImpl.

    ``sizes``, ``strides`` (in elements) and ``storage_offset`` (in elements) are plain
    attributes, read on every operator call; change them with :meth:`set_sizes_and_strides`
    and :meth:`set_storage_offset`. ``key_set`` is the raw ``int`` the Dispatcher reads;
    ``autograd_meta`` is the autograd layer's slot.
    """

    __slots__ = (
        "_storage",
        "sizes",
        "strides",
        "storage_offset",
        "_numel",
        "_is_contiguous",
        "dtype",
        "device",
        "key_set",
        "_version_counter",
        "autograd_meta",
        "is_wrapped_number",
        "__weakref__",
    )

    def __init__(
        self,
        storage: Storage | intrusive_ptr[StorageImpl] | StorageImpl | None,
        sizes: Sequence[int],
        strides: Sequence[int] | None = None,
        storage_offset: int = 0,
        *,
        dtype: DType,
        device: Device | str | None = None,
        key_set: int | DispatchKeySet | None = None,
        version_counter: VersionCounter | None = None,
    ) -> None:
        super().__init__()
        ptr = _as_storage_ptr(storage)
        impl = ptr.get()
        if device is None:
            if impl is None:
                raise RuntimeError("TensorImpl without a storage needs an explicit device")
            device = impl.device
        elif not isinstance(device, Device):
            device = Device(device)
        if impl is not None and impl.device.device_type is not device.device_type:
            raise RuntimeError(
                f"TensorImpl device {device} does not match its storage's device {impl.device}"
            )
        self._storage = ptr
        self.dtype = dtype
        self.device = device
        if key_set is None:
            key_set = default_key_set(device)
        elif isinstance(key_set, DispatchKeySet):
            key_set = key_set.repr
        self.key_set = key_set
        self._version_counter = version_counter
        self.autograd_meta: Any = None
        self.is_wrapped_number = False
        self.storage_offset = 0
        self.set_sizes_and_strides(sizes, strides, storage_offset)

    @classmethod
    def new_contiguous(
        cls,
        sizes: tuple[int, ...],
        dtype: DType,
        device: Device,
        key_set: int,
        allocator: Any,
        index: int | None = None,
    ) -> tuple[TensorImpl, Any]:
        """A freshly allocated contiguous impl, and the typed array allocated for it.

        The operator-output fast path: one ``allocator.allocate_array`` (on device ``index``
        when given), then the StorageImpl, its first strong handle and the impl, built in
        one step with their fields set directly. It trusts its arguments, which the caller
        just computed.
        """
        if index is None:
            array, nbytes, deleter = allocator.allocate_array(sizes, dtype.numpy_dtype)
        else:
            array, nbytes, deleter = allocator.allocate_array(sizes, dtype.numpy_dtype, index)
        storage = _new_object(StorageImpl)  # StorageImpl(...) adopting the allocation
        storage.refcount = 1  # owned by ``ptr`` below
        storage.weakcount = 1
        storage._destroyed = False
        storage._buffer = array
        storage._nbytes = nbytes
        storage._ptr_nbytes = nbytes
        storage._device = device
        storage._deleter = deleter
        storage.resizable = True
        storage.allocator = allocator
        ptr = _new_object(intrusive_ptr)  # intrusive_ptr(storage) without its checks
        ptr._target = storage
        self = _new_object(cls)
        self.refcount = 0
        self.weakcount = 0
        self._destroyed = False
        self._storage = ptr
        self.dtype = dtype
        self.device = device
        self.key_set = key_set
        self._version_counter = None
        self.autograd_meta = None
        self.is_wrapped_number = False
        self.sizes = sizes
        self.storage_offset = 0
        if len(sizes) == 1:
            self.strides = (1,)
            self._numel = sizes[0]
        elif not sizes:  # a scalar (reductions, seed gradients)
            self.strides = ()
            self._numel = 1
        else:
            self.strides = compute_contiguous_strides(sizes)
            self._numel = _numel(sizes)
        self._is_contiguous = True
        return self, array

    @classmethod
    def new_view(
        cls,
        src: TensorImpl,
        sizes: tuple[int, ...],
        strides: tuple[int, ...],
        storage_offset: int,
        dtype: DType | None = None,
        numel: int | None = None,
        contiguous: bool | None = None,
    ) -> TensorImpl:
        """A view of ``src``: shares its storage (one more strong owner) and version counter.

        The view operators' fast path: ``sizes`` and ``strides`` are tuples of ints the
        caller computed and checked, so they are not validated again; ``numel`` and
        ``contiguous``, when given, are what the caller knows of them (``view`` keeps the
        element count, and a contiguous tensor's views are contiguous).
        """
        self = _new_object(cls)
        self.refcount = 0
        self.weakcount = 0
        self._destroyed = False
        storage = src._storage  # storage.copy(), one call less
        self._storage = storage.__class__.reclaim_copy(storage._target)
        self.dtype = src.dtype if dtype is None else dtype
        self.device = src.device
        self.key_set = src.key_set
        counter = src._version_counter  # src.version_counter, inline
        if counter is None:
            counter = src._version_counter = _new_counter()
        self._version_counter = counter
        self.autograd_meta = None
        self.is_wrapped_number = False
        self.sizes = sizes
        self.strides = strides
        self.storage_offset = storage_offset
        self._numel = numel = _numel(sizes) if numel is None else numel
        self._is_contiguous = (
            compute_is_contiguous(sizes, strides, numel) if contiguous is None else contiguous
        )
        return self

    @property
    def version_counter(self) -> VersionCounter:
        """The counter of in-place writes, shared with views; made on first use, since most
        tensors (operator outputs) are never written in place."""
        counter = self._version_counter
        if counter is None:
            counter = self._version_counter = _new_counter()
        return counter

    def bump_version(self) -> None:
        """``version_counter.bump()`` in one call: every in-place operator call runs it."""
        counter = self._version_counter
        if counter is None:
            counter = self._version_counter = _new_counter()
        _version_acquire()
        try:
            counter.version += 1
        finally:
            _version_release()

    @property
    def version(self) -> int:
        """The current version, without creating a counter for a never-written tensor."""
        counter = self._version_counter
        return 0 if counter is None else counter.version

    @version_counter.setter
    def version_counter(self, counter: VersionCounter) -> None:
        self._version_counter = counter

    # -- sizes and strides ------------------------------------------------------------------
    def size(self, dim: int) -> int:
        return self.sizes[maybe_wrap_dim(dim, len(self.sizes), wrap_scalar=False)]

    def stride(self, dim: int) -> int:
        return self.strides[maybe_wrap_dim(dim, len(self.sizes), wrap_scalar=False)]

    def dim(self) -> int:
        return len(self.sizes)

    def numel(self) -> int:
        return self._numel

    def set_sizes_and_strides(
        self,
        sizes: Sequence[int],
        strides: Sequence[int] | None = None,
        storage_offset: int | None = None,
    ) -> None:
        """Replace the geometry; ``strides=None`` means contiguous."""
        sizes = tuple(int(s) for s in sizes)
        for s in sizes:
            if s < 0:
                raise RuntimeError(
                    f"Trying to create tensor with negative dimension {s}: {list(sizes)}"
                )
        if strides is None:
            strides = compute_contiguous_strides(sizes)
        else:
            strides = tuple(int(s) for s in strides)
            if len(strides) != len(sizes):
                raise RuntimeError(
                    f"dimensionality of sizes ({len(sizes)}) must match dimensionality of "
                    f"strides ({len(strides)})"
                )
        self.sizes = sizes
        self.strides = strides
        self._numel = _numel(sizes)
        self._is_contiguous = compute_is_contiguous(sizes, strides)
        if storage_offset is not None:
            self.set_storage_offset(storage_offset)

    def set_sizes_contiguous(self, sizes: Sequence[int]) -> None:
        self.set_sizes_and_strides(sizes, None)

    def set_storage_offset(self, storage_offset: int) -> None:
        if storage_offset < 0:
            raise RuntimeError(f"Tensor: invalid storage offset {storage_offset}")
        self.storage_offset = int(storage_offset)

    def is_contiguous(self, memory_format: MemoryFormat = contiguous_format) -> bool:
        """Whether the elements are dense in ``memory_format``'s order (PyTorch's rules)."""
        if memory_format is contiguous_format:
            return self._is_contiguous
        if memory_format is channels_last:
            return self.dim() == 4 and _is_contiguous_in_order(
                self.sizes, self.strides, (1, 3, 2, 0)
            )
        if memory_format is channels_last_3d:
            return self.dim() == 5 and _is_contiguous_in_order(
                self.sizes, self.strides, (1, 4, 3, 2, 0)
            )
        raise RuntimeError(f"is_contiguous: unsupported memory format {memory_format}")

    @property
    def layout(self) -> Layout:
        return strided

    # -- bytes ---------------------------------------------------------------------------------
    @property
    def itemsize(self) -> int:
        return self.dtype.itemsize

    @property
    def nbytes(self) -> int:
        """Bytes the elements of this view occupy (``numel * itemsize``)."""
        return self._numel * self.dtype.itemsize

    # -- storage ------------------------------------------------------------------------------
    def has_storage(self) -> bool:
        return self._storage.defined()

    @property
    def storage(self) -> Storage:
        """A ``Storage`` handle on this impl's storage (one more strong owner while alive)."""
        return Storage(self._storage)

    @property
    def storage_impl(self) -> StorageImpl | None:
        """The StorageImpl itself, without taking a reference."""
        return self._storage._target  # the handle's get(), inline

    def set_storage(self, storage: Storage | intrusive_ptr[StorageImpl] | StorageImpl) -> None:
        """Point at another storage (same dtype); the old one is released right away."""
        old, self._storage = self._storage, _as_storage_ptr(storage)
        old.reset()

    # -- key set --------------------------------------------------------------------------------
    def key_set_obj(self) -> DispatchKeySet:
        """``key_set`` as a DispatchKeySet object (for printing and tests)."""
        return DispatchKeySet(raw=self.key_set)

    # -- lifetime -------------------------------------------------------------------------------
    def release_resources(self) -> None:
        """Last strong intrusive owner gone: drop autograd metadata and the storage."""
        self.autograd_meta = None
        self._storage.reset()

    def shallow_copy_and_detach(self, version_counter: VersionCounter | None = None) -> TensorImpl:
        """A new impl with the same storage and geometry and no autograd metadata.

        The version counter is shared unless another is given (``.data`` passes a new one).
        """
        # A view of all of ``self`` through the fast constructor: the geometry was checked
        # when ``self`` was made (``detach()`` and saved outputs come through here).
        impl = TensorImpl.new_view(self, self.sizes, self.strides, self.storage_offset)
        if version_counter is not None:
            impl._version_counter = version_counter
        impl.is_wrapped_number = self.is_wrapped_number
        return impl

    def __repr__(self) -> str:
        return (
            f"TensorImpl(sizes={list(self.sizes)}, strides={list(self.strides)}, "
            f"storage_offset={self.storage_offset}, dtype={self.dtype}, device={self.device})"
        )
