"""Small runtime services the generated code and the kernels share.

Allocation of fresh tensors (``empty_tensor``), the dispatch key set of factory
functions that have no tensor argument (``factory_key_set``), and wrapping Python
numbers as 0-dim "wrapped number" tensors, as PyTorch's argument parser does.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from types import ModuleType
from typing import Any

import numpy as np
from glasstorch.c10.core.allocator import allocators, get_allocator
from glasstorch.c10.core.device import Device, DeviceType
from glasstorch.c10.core.device import default_device_state as _default_device
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
    compute_contiguous_strides,
    compute_storage_nbytes,
    default_key_set,
    default_key_sets,
)

from .core.tensor_base import storage_epoch

CPU = Device("cpu")
META = Device("meta")
_DEVICES: dict[Any, Device] = {"cpu": CPU, "meta": META, CPU: CPU, META: META}


def as_device(device: Device | str | int | None) -> Device:
    """``None``/``"cpu"``/``"cuda:0"``/``Device``/ordinal → a Device (None means the default
    device: the CPU unless ``set_default_device`` or ``with device(...)`` chose another)."""
    if device is None:
        return _default_device.device
    found = _DEVICES.get(device)
    if found is not None:
        return found
    return device if isinstance(device, Device) else Device(device)


def factory_key_set(device: Device | str | None) -> int:
    """The raw key set a factory call dispatches on: that of a tensor on ``device``."""
    return default_key_set(as_device(device))


_tensor_class: Any = None
_new_object = object.__new__
_registered = allocators.get
_key_set_of = default_key_sets.get


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
    allocator: Any = None,
) -> Any:
    """A fresh tensor from ``device``'s allocator (or ``allocator``: pinned host memory);
    contiguous unless ``strides`` is given."""
    tensor_type = _tensor_class or _tensor_type()
    if sizes.__class__ is not tuple:
        sizes = tuple(sizes)
    if strides is not None and tuple(strides) == compute_contiguous_strides(sizes):
        strides = None  # the common empty_like/empty_strided case: the fast path below
    if allocator is None:
        if device.device_type is _CUDA:
            return _empty_cuda(tensor_type, sizes, dtype, device, strides)
        allocator = _registered(device.device_type) or get_allocator(device.device_type)
    if strides is None:
        key_set = _key_set_of(device) or default_key_set(device)
        impl, array = TensorImpl.new_contiguous(sizes, dtype, device, key_set, allocator)
        # Tensor._from_impl, inline: the typed array just allocated is the tensor's view.
        tensor = _new_object(tensor_type)
        tensor._impl = impl
        tensor._key_set = key_set
        if array is None:  # no data (meta)
            tensor._np = None
            tensor._np_epoch = -1
        else:
            tensor._np = array
            tensor._np_epoch = storage_epoch[0]
        return tensor
    nbytes = compute_storage_nbytes(sizes, strides, dtype.itemsize)
    storage = StorageImpl(nbytes, allocator, resizable=True)
    impl = TensorImpl(storage, sizes, strides, 0, dtype=dtype, device=device)
    return tensor_type._from_impl(impl)


_CUDA = DeviceType.CUDA


def _empty_cuda(
    tensor_type: Any,
    sizes: tuple[int, ...],
    dtype: DType,
    device: Device,
    strides: Sequence[int] | None,
) -> Any:
    """:func:`empty_tensor` on a CUDA device: memory from the caching allocator, on the
    device ``device`` names (the current one for a bare ``"cuda"``)."""
    from glasstorch.c10.cuda import (
        CUDACachingAllocator,
        check_device_index,
        current_device,
    )

    allocator = get_allocator(_CUDA)  # installs the caching allocator on first use
    if not isinstance(allocator, CUDACachingAllocator):  # host memory standing in (tests)
        return empty_tensor(sizes, dtype, Device(_CUDA, device.index or 0), strides, allocator)
    index = current_device() if device.index is None else check_device_index(device.index)
    device = Device(_CUDA, index)
    if strides is None:
        impl, _ = TensorImpl.new_contiguous(
            sizes, dtype, device, default_key_set(device), allocator, index
        )
        return tensor_type._from_impl(impl)
    nbytes = compute_storage_nbytes(sizes, strides, dtype.itemsize)
    storage = StorageImpl(
        nbytes, allocator, data_ptr=allocator.allocate(nbytes, index), resizable=True
    )
    impl = TensorImpl(storage, sizes, strides, 0, dtype=dtype, device=device)
    return tensor_type._from_impl(impl)


def _common_device(named: Iterable[tuple[str, Any]], method: str = "") -> Device | None:
    """The one device of the named tensors (``None`` entries skipped; 0-dim CPU tensors may
    join another device's computation, as in PyTorch), or PyTorch's error."""
    found: Device | None = None
    for name, t in named:
        if t is None:
            continue
        impl = t._impl
        device = impl.device
        if device.device_type is DeviceType.CPU and not impl.sizes:
            continue
        if found is None:
            found = device
        elif device != found:
            where = f" (when checking argument for argument {name} in method {method})"
            raise RuntimeError(
                "Expected all tensors to be on the same device, but found at least two "
                f"devices, {found} and {device}!{where if method else ''}"
            )
    return found


def array_module(*tensors: Any) -> ModuleType:
    """The array module the kernels compute ``tensors`` with: numpy on CPU, cupy (or its
    numpy stand-in) on CUDA; the tensors must share one device."""
    found = _common_device(("", t) for t in tensors)
    if found is not None and found.device_type is _CUDA:
        from glasstorch.c10.cuda import require

        return require(str(found))
    return np


def check_same_device(method: str, names: tuple[str, ...], *args: Any) -> None:
    """The device check of generated CUDA kernels (PyTorch's
    ``check_and_update_common_device``): the tensors among ``args`` (tensors, ``None`` or
    lists of them, named by ``names``) share one device."""
    _common_device(
        (
            (name, t)
            for name, arg in zip(names, args, strict=True)
            for t in (arg if isinstance(arg, list | tuple) else (arg,))
        ),
        method,
    )


def array_module_of(*arrays: Any) -> ModuleType:
    """The array module of ``arrays`` (numpy unless one of them is a device array): for
    helpers that receive arrays rather than tensors."""
    for a in arrays:
        if a is not None and type(a) is not np.ndarray and not isinstance(a, np.generic):
            from glasstorch.c10.cuda import cuda_module

            module = cuda_module()
            if module is not None and module.get_array_module(a) is module:
                return module
    return np


def device_array(xp: ModuleType, value: Any) -> Any:
    """``value`` for computing with ``xp``: host arrays move to the device when ``xp`` is
    a device module; anything else is returned as is."""
    if xp is not np and type(value) is np.ndarray:
        return xp.asarray(value)
    return value


def host_array(array: Any) -> np.ndarray:
    """``array`` as a host (numpy) array: device arrays are copied to the host."""
    if type(array) is np.ndarray:
        return array
    xp = array_module_of(array)
    return array if xp is np else xp.asnumpy(array)


def store(array: Any, values: Any) -> None:
    """``np.copyto(array, values, casting="unsafe")`` where ``values`` may be a host array
    and ``array`` a device one (random kernels draw on the host: one stream per generator,
    the same numbers on every device)."""
    np.copyto(array, device_array(array_module_of(array), values), casting="unsafe")


def write_out(out: Any, values: Any) -> Any:
    """Copy ``values`` (host or device, broadcast, cast unsafely) into ``out``'s elements."""
    np.copyto(out._array(), device_array(array_module(out), values), casting="unsafe")
    return out


def tensor_from_array(values: Any, dtype: DType, device: Device) -> Any:
    """A fresh tensor on ``device`` holding ``values`` (an array or numpy scalar, on the host
    or the device) cast to ``dtype``: how kernels that compute a whole result return it."""
    return write_out(empty_tensor(tuple(np.shape(values)), dtype, device), values)


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
