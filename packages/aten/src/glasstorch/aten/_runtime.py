"""Small runtime services the generated code and the kernels share.

Allocation of fresh tensors (``empty_tensor``), the dispatch key set of factory
functions that have no tensor argument (``factory_key_set``), and wrapping Python
numbers as 0-dim "wrapped number" tensors, as PyTorch's argument parser does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.c10.core.allocator import get_allocator
from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import (
    bool_,
    complex64,
    complex128,
    float16,
    float32,
    float64,
    get_default_complex_dtype,
    get_default_dtype,
    int64,
)
from glasstorch.c10.core.scalar_type import (
    dtype as DType,
)
from glasstorch.c10.core.storage_impl import StorageImpl
from glasstorch.c10.core.tensor_impl import (
    TensorImpl,
    compute_storage_nbytes,
    default_key_set,
)
from glasstorch.c10.util.intrusive_ptr import intrusive_ptr

from .core.tensor_base import storage_epoch

CPU = Device("cpu")
META = Device("meta")
_DEVICES: dict[Any, Device] = {None: CPU, "cpu": CPU, "meta": META, CPU: CPU, META: META}


def as_device(device: Device | str | int | None) -> Device:
    """``None``/``"cpu"``/``"cuda:0"``/``Device``/ordinal → a Device (None means CPU)."""
    found = _DEVICES.get(device)
    if found is not None:
        return found
    return device if isinstance(device, Device) else Device(device)


def factory_key_set(device: Device | str | None) -> int:
    """The raw key set a factory call dispatches on: that of a tensor on ``device``."""
    return default_key_set(as_device(device))


_tensor_class: Any = None


def _tensor_type() -> Any:
    global _tensor_class
    if _tensor_class is None:
        from .tensor import Tensor

        _tensor_class = Tensor
    return _tensor_class


def empty_tensor(
    sizes: Sequence[int],
    dtype: DType,
    device: Device,
    strides: Sequence[int] | None = None,
) -> Any:
    """A fresh tensor from ``device``'s allocator; contiguous unless ``strides`` is given."""
    tensor_type = _tensor_class or _tensor_type()
    if sizes.__class__ is not tuple:
        sizes = tuple(sizes)
    allocator = get_allocator(device.device_type)
    if strides is None:
        data_ptr, array = allocator.allocate_array(sizes, dtype.numpy_dtype)
        storage = StorageImpl.from_data_ptr(data_ptr, allocator)
        key_set = default_key_set(device)
        impl = TensorImpl.new_contiguous(intrusive_ptr(storage), sizes, dtype, device, key_set)
        tensor = tensor_type._from_impl(impl)
        if array is not None:  # the typed array just allocated is the tensor's view
            tensor._np = array
            tensor._np_epoch = storage_epoch[0]
        return tensor
    nbytes = compute_storage_nbytes(sizes, strides, dtype.itemsize)
    storage = StorageImpl(nbytes, allocator, resizable=True)
    impl = TensorImpl(storage, sizes, strides, 0, dtype=dtype, device=device)
    return tensor_type._from_impl(impl)


def scalar_type_of_number(value: Any) -> DType:
    """The dtype a Python number gets when it becomes a tensor (bool, int64, default)."""
    if isinstance(value, bool):
        return bool_
    if isinstance(value, int):
        return int64
    if isinstance(value, float):
        return get_default_dtype()
    if isinstance(value, complex):
        return get_default_complex_dtype()
    raise TypeError(f"expected a number, got {type(value).__name__}")


def wrap_scalar(value: Any) -> Any:
    """A 0-dim CPU tensor marked ``is_wrapped_number``: it takes part in type promotion
    with the lowest priority (``int_tensor * 2.5`` is float, ``float16_tensor + 1.0``
    stays float16)."""
    dtype = scalar_type_of_number(value)
    if dtype is not bool_ and isinstance(value, bool):
        value = int(value)
    # Wrapped numbers are stored in double/long/complex128/bool, as PyTorch does.
    storage_dtype = _WRAPPED_STORAGE.get(dtype, dtype)
    t = empty_tensor((), storage_dtype, CPU)
    t._array()[()] = value
    t._impl.is_wrapped_number = True
    return t


#: The dtype a wrapped number is stored in, when it is not its own (PyTorch uses double).
_WRAPPED_STORAGE: dict[DType, DType] = {float32: float64, float16: float64, complex64: complex128}
