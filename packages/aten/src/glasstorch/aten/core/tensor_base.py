"""TensorBase: the Python object over a c10 TensorImpl, without any operator methods.

Mirrors ``ATen/core/TensorBase.h``: the seed's chain Tensor → TensorBase → TensorImpl →
Storage → StorageImpl. TensorBase owns the impl and answers metadata questions (sizes,
strides, dtype, device); the generated operator methods live on ``Tensor`` (tensor.py),
the analogue of the generated ``TensorBody.h``.

For the numpy kernels, a tensor lends out an ``ndarray`` view of its storage
(:meth:`TensorBase._array`), built once and cached. Anything that changes a tensor's
geometry clears the cache; a storage that is reallocated (``resize_``) bumps a global
epoch that invalidates every cached view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.device import Device, DeviceType
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import key_to_repr
from glasstorch.c10.core.public_name import prefix as _public_prefix
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.storage_bounds import check_in_bounds_for_storage
from glasstorch.c10.core.tensor_impl import TensorImpl

from .variable_hooks import get_variable_hooks

_AUTOGRAD_KEY = key_to_repr(DispatchKey.AutogradFunctionality)

# Bumped whenever a storage's buffer is replaced; cached ndarray views older than it are
# rebuilt on next use. A one-element list so that readers need a single global lookup.
storage_epoch = [0]


def bump_storage_epoch() -> None:
    storage_epoch[0] += 1


class Size(tuple):
    """``tensor.shape``: a tuple of ints that prints as ``glasstorch.Size([2, 3])`` (as
    ``torch.Size([2, 3])`` under the ``torch`` alias)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"{_public_prefix[0]}.Size({list(self)})"

    __str__ = __repr__

    def numel(self) -> int:
        n = 1
        for s in self:
            n *= s
        return n

    def __getitem__(self, item: Any) -> Any:
        result = tuple.__getitem__(self, item)
        return Size(result) if isinstance(item, slice) else result

    def __add__(self, other: Any) -> Size:
        return Size(tuple.__add__(self, tuple(other)))

    def __reduce__(self) -> tuple[Any, ...]:
        return (Size, (tuple(self),))


def array_view(impl: TensorImpl) -> np.ndarray:
    """A numpy view of ``impl``'s elements over its storage bytes (no copy)."""
    storage = impl.storage_impl
    buffer = storage.buffer if storage is not None else None  # typed or bytes: both serve
    if buffer is None:
        if impl.device.is_meta():
            raise NotImplementedError(
                "Cannot access data pointer of Tensor that doesn't have storage (meta tensor)"
            )
        raise RuntimeError("Cannot access data of a tensor whose storage has been released")
    dt = impl.dtype
    np_dtype = dt.numpy_dtype
    if np_dtype is None:
        raise TypeError(f"{dt} tensors have no numpy representation")
    if impl.device.device_type is DeviceType.CUDA and type(buffer) is not np.ndarray:
        check_in_bounds_for_storage(
            impl.sizes, impl.strides, impl.storage_offset, dt.itemsize, storage.nbytes
        )
        return _cuda_array_view(impl, buffer, np_dtype)
    if impl.numel() == 0:  # an empty view may sit past the end of its storage
        return np.empty(impl.sizes, np_dtype)
    itemsize = dt.itemsize
    try:
        if not buffer.nbytes:  # numpy bounds-checks every buffer but an empty one
            raise ValueError("empty buffer")
        return np.ndarray(
            impl.sizes,
            np_dtype,
            buffer,
            impl.storage_offset * itemsize,
            tuple(map(itemsize.__mul__, impl.strides)),  # byte strides, without a Python frame
        )
    except ValueError:  # the storage was shrunk (resize_) under this view: never read past it
        available = min(storage.nbytes, buffer.nbytes)
        check_in_bounds_for_storage(
            impl.sizes, impl.strides, impl.storage_offset, itemsize, available
        )
        raise


def _cuda_array_view(impl: TensorImpl, buffer: Any, np_dtype: Any) -> Any:
    """:func:`array_view` of a CUDA tensor: a cupy (or stand-in) array over its storage.
    (Host memory registered as a CUDA allocator, as tests do, is viewed like CPU memory.)"""
    from glasstorch.c10.cuda import arrays

    if impl.numel() == 0:
        return arrays.empty(impl.sizes, np_dtype, impl.device.index or 0)
    itemsize = impl.dtype.itemsize
    strides = tuple(s * itemsize for s in impl.strides)
    return arrays.strided_view(
        buffer, impl.sizes, np_dtype, impl.storage_offset * itemsize, strides
    )


class TensorBase:
    """A strided tensor: a TensorImpl plus a cached numpy view of its elements."""

    __slots__ = ("_impl", "_key_set", "_np", "_np_epoch", "__weakref__", "__dict__")

    _impl: TensorImpl
    _key_set: int
    #: The tensor this one is a view of (set on views by the view operators), as ``t._base``.
    _base: TensorBase | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError(
            "glasstorch.Tensor cannot be constructed directly; use glasstorch.tensor(), "
            "glasstorch.empty() and the other factory functions"
        )

    @classmethod
    def _from_impl(cls, impl: TensorImpl) -> Any:
        """Wrap ``impl``: how tensors are made (``empty_tensor`` does the same inline for
        operator outputs)."""
        self = object.__new__(cls)
        self._impl = impl
        self._key_set = impl.key_set
        self._np = None
        self._np_epoch = -1
        return self

    def _is_view(self) -> bool:
        """Whether this tensor is a view of another (PyTorch's ``Tensor._is_view``)."""
        return self._base is not None

    def _array(self) -> np.ndarray:
        """The elements as a numpy array sharing this tensor's memory."""
        if self._np_epoch == storage_epoch[0]:
            return self._np  # type: ignore[return-value]
        arr = array_view(self._impl)
        self._np = arr
        self._np_epoch = storage_epoch[0]
        return arr

    def _metadata_changed(self) -> None:
        """Call after changing sizes/strides/offset/storage in place."""
        self._np = None
        self._np_epoch = -1
        self._key_set = self._impl.key_set

    def _shallow_copy(self) -> Any:
        """A new tensor object on the same impl data (shares storage and version counter)."""
        return type(self)._from_impl(self._impl.shallow_copy_and_detach())

    # -- metadata -------------------------------------------------------------------------
    @property
    def shape(self) -> Size:
        return Size(self._impl.sizes)

    def size(self, dim: int | None = None) -> Any:
        if dim is None:
            return Size(self._impl.sizes)
        return self._impl.size(dim)

    def stride(self, dim: int | None = None) -> Any:
        if dim is None:
            return self._impl.strides
        return self._impl.stride(dim)

    def storage_offset(self) -> int:
        return self._impl.storage_offset

    @property
    def dtype(self) -> DType:
        return self._impl.dtype

    @property
    def device(self) -> Device:
        return self._impl.device

    @property
    def layout(self) -> Any:
        return self._impl.layout

    @property
    def is_cuda(self) -> bool:
        return self._impl.device.is_cuda()

    @property
    def is_cpu(self) -> bool:
        return self._impl.device.is_cpu()

    @property
    def is_meta(self) -> bool:
        return self._impl.device.is_meta()

    def get_device(self) -> int:
        """The CUDA ordinal, or -1 for CPU tensors (as PyTorch)."""
        device = self._impl.device
        return -1 if device.is_cpu() else (device.index or 0)

    def dim(self) -> int:
        return len(self._impl.sizes)

    ndimension = dim

    @property
    def ndim(self) -> int:
        return len(self._impl.sizes)

    def numel(self) -> int:
        return self._impl.numel()

    nelement = numel

    def element_size(self) -> int:
        return self._impl.dtype.itemsize

    @property
    def itemsize(self) -> int:
        return self._impl.dtype.itemsize

    @property
    def nbytes(self) -> int:
        return self._impl.nbytes

    def is_contiguous(self, memory_format: Any = None) -> bool:
        if memory_format is None:
            return self._impl.is_contiguous()
        return self._impl.is_contiguous(memory_format)

    def is_floating_point(self) -> bool:
        return self._impl.dtype.is_floating_point

    def is_complex(self) -> bool:
        return self._impl.dtype.is_complex

    def is_signed(self) -> bool:
        return self._impl.dtype.is_signed

    @property
    def _version(self) -> int:
        return self._impl.version_counter.version

    def data_ptr(self) -> int:
        """Address of the first element (0 for empty or meta tensors)."""
        impl = self._impl
        storage = impl.storage_impl
        buffer = storage.data if storage is not None else None
        if buffer is None or impl.numel() == 0:
            return 0
        offset = impl.storage_offset * impl.dtype.itemsize
        if impl.device.device_type is DeviceType.CUDA and type(buffer) is not np.ndarray:
            from glasstorch.c10.cuda.arrays import data_address

            return data_address(buffer) + offset
        return int(buffer.ctypes.data) + offset

    def untyped_storage(self) -> Any:
        """The c10 ``Storage`` handle on this tensor's bytes."""
        return self._impl.storage

    def is_set_to(self, other: TensorBase) -> bool:
        a, b = self._impl, other._impl
        return (
            a.storage_impl is b.storage_impl
            and a.storage_offset == b.storage_offset
            and a.sizes == b.sizes
            and a.strides == b.strides
        )

    # -- autograd, through the hooks autograd registers -------------------------------------
    @property
    def requires_grad(self) -> bool:
        return get_variable_hooks().requires_grad(self)

    @requires_grad.setter
    def requires_grad(self, value: bool) -> None:
        get_variable_hooks().set_requires_grad(self, value)

    def requires_grad_(self, requires_grad: bool = True) -> Any:
        get_variable_hooks().set_requires_grad(self, requires_grad)
        return self

    @property
    def grad(self) -> Any:
        return get_variable_hooks().grad(self)

    @grad.setter
    def grad(self, value: Any) -> None:
        get_variable_hooks().set_grad(self, value)

    @property
    def grad_fn(self) -> Any:
        return get_variable_hooks().grad_fn(self)

    @property
    def is_leaf(self) -> bool:
        return get_variable_hooks().is_leaf(self)

    def backward(
        self,
        gradient: Any = None,
        retain_graph: Any = None,
        create_graph: bool = False,
        inputs: Sequence[Any] | None = None,
    ) -> None:
        get_variable_hooks().backward(self, gradient, retain_graph, create_graph, inputs)

    def retain_grad(self) -> None:
        get_variable_hooks().retain_grad(self)

    @property
    def retains_grad(self) -> bool:
        return get_variable_hooks().retains_grad(self)

    def register_hook(self, hook: Any) -> Any:
        return get_variable_hooks().register_hook(self, hook)

    def register_post_accumulate_grad_hook(self, hook: Any) -> Any:
        """``hook(tensor)`` runs after a gradient has been accumulated into this leaf's
        ``.grad``; returns a handle with ``remove()``."""
        return get_variable_hooks().register_post_accumulate_grad_hook(self, hook)

    def detach(self) -> Any:
        return get_variable_hooks().detach(self)

    def detach_(self) -> Any:
        return get_variable_hooks().detach_(self)

    @property
    def data(self) -> Any:
        return self._shallow_copy_detached()

    @data.setter
    def data(self, new_data: Any) -> None:
        """``t.data = other`` (PyTorch's ``set_data``): ``t`` now views ``other``'s storage
        with its sizes, strides, offset, dtype and device; ``t`` keeps its autograd metadata
        (requires_grad, grad) and its version counter."""
        if not isinstance(new_data, TensorBase):
            raise TypeError(f"Variable data has to be a tensor, but got {type(new_data).__name__}")
        impl, src = self._impl, new_data._impl
        if self.requires_grad and not (src.dtype.is_floating_point or src.dtype.is_complex):
            raise RuntimeError(
                "data set to a tensor that requires gradients must be floating point or "
                "complex dtype"
            )
        meta = impl.autograd_meta
        if meta is not None and (src.dtype is not impl.dtype or src.device != impl.device):
            # the gradient accumulator was built for the old dtype and device
            if getattr(meta, "grad_accumulator", None) is not None:
                meta.grad_accumulator = None
        impl.set_storage(src._storage)
        impl.dtype = src.dtype
        impl.device = src.device
        # keep this tensor's autograd dispatch key: its autograd state stays with it
        impl.key_set = src.key_set | (impl.key_set & _AUTOGRAD_KEY)
        impl.is_wrapped_number = src.is_wrapped_number
        impl.set_sizes_and_strides(src.sizes, src.strides, src.storage_offset)
        self._metadata_changed()

    def _shallow_copy_detached(self) -> Any:
        from glasstorch.c10.core.tensor_impl import VersionCounter

        return type(self)._from_impl(self._impl.shallow_copy_and_detach(VersionCounter()))
