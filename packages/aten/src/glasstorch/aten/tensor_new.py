"""``tensor()``, ``as_tensor()`` and ``from_numpy()``: tensors from Python data.

Mirrors ``torch/csrc/utils/tensor_new.cpp``: nested sequences are measured dimension by
dimension (a ragged list is a ValueError naming the dimension), the dtype is inferred
the way PyTorch does it — bool, then int64, then the default float dtype, then the
default complex dtype, whichever the data needs — and numpy arrays keep their dtype.
"""

from __future__ import annotations

import numbers
import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.allocator import DataPtr
from glasstorch.c10.core.scalar_type import (
    TypeCategory,
    bool_,
    dtype_from_numpy,
    get_default_complex_dtype,
    get_default_dtype,
    int64,
)
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.storage_impl import StorageImpl
from glasstorch.c10.core.tensor_impl import TensorImpl

from ._runtime import CPU, as_device, empty_tensor
from .core.tensor_base import TensorBase


def _infer_shape(data: Any) -> tuple[int, ...]:
    shape: list[int] = []
    item = data
    while isinstance(item, Sequence) and not isinstance(item, str | bytes):
        shape.append(len(item))
        if not len(item):
            break
        item = item[0]
    return tuple(shape)


def _flatten(data: Any, shape: tuple[int, ...], dim: int, out: list[Any]) -> None:
    if dim == len(shape):
        if isinstance(data, Sequence) and not isinstance(data, str | bytes):
            raise ValueError(f"expected sequence of length 0 at dim {dim} (got {len(data)})")
        out.append(data)
        return
    if not isinstance(data, Sequence) or isinstance(data, str | bytes):
        if isinstance(data, TensorBase) and data.dim() == len(shape) - dim:
            out.extend(data.reshape(-1).tolist())
            return
        raise TypeError(
            f"new(): invalid data type '{type(data).__name__}'"
            if not isinstance(data, numbers.Number)
            else f"expected sequence of length {shape[dim]} at dim {dim} (got a number)"
        )
    if len(data) != shape[dim]:
        raise ValueError(f"expected sequence of length {shape[dim]} at dim {dim} (got {len(data)})")
    for item in data:
        _flatten(item, shape, dim + 1, out)


def _infer_dtype(values: list[Any]) -> DType:
    category = TypeCategory.BOOL
    for v in values:
        if isinstance(v, TensorBase):
            v = v.item()
        if isinstance(v, bool | np.bool_):
            continue
        if isinstance(v, numbers.Integral):
            category = max(category, TypeCategory.INTEGRAL)
        elif isinstance(v, numbers.Real):
            category = max(category, TypeCategory.FLOATING)
        elif isinstance(v, numbers.Complex):
            category = TypeCategory.COMPLEX
        else:
            raise TypeError(f"new(): invalid data type '{type(v).__name__}'")
    if not values:
        return get_default_dtype()
    return {
        TypeCategory.BOOL: bool_,
        TypeCategory.INTEGRAL: int64,
        TypeCategory.FLOATING: get_default_dtype(),
        TypeCategory.COMPLEX: get_default_complex_dtype(),
    }[category]


def _from_array(arr: np.ndarray, dtype: DType | None, device: Any) -> Any:
    dt = dtype if dtype is not None else dtype_from_numpy(arr.dtype)
    result = empty_tensor(arr.shape, dt, CPU)
    if arr.size:
        np.copyto(result._array(), arr, casting="unsafe")
    target = as_device(device)
    return result if target.is_cpu() else result.to(target)


def tensor(
    data: Any,
    *,
    dtype: DType | None = None,
    device: Any = None,
    requires_grad: bool = False,
    pin_memory: bool = False,
) -> Any:
    """A new tensor holding a copy of ``data`` (numbers, nested sequences, arrays, tensors)."""
    if isinstance(data, TensorBase):
        warnings.warn(
            "To copy construct from a tensor, it is recommended to use sourceTensor.clone()."
            "detach() or sourceTensor.clone().detach().requires_grad_(True), rather than "
            "torch.tensor(sourceTensor).",
            UserWarning,
            stacklevel=2,
        )
        result = data.detach().to(dtype=dtype, device=device, copy=True)
    elif isinstance(data, np.ndarray):
        result = _from_array(data, dtype, device)
    elif isinstance(data, np.generic):
        result = _from_array(np.asarray(data), dtype, device)
    else:
        shape = _infer_shape(data)
        values: list[Any] = []
        _flatten(data, shape, 0, values)
        dt = dtype if dtype is not None else _infer_dtype(values)
        values = [v.item() if isinstance(v, TensorBase) else v for v in values]
        np_dtype = dt.numpy_dtype
        if dt.is_complex:
            arr = np.array(values, dtype=np_dtype)
        elif dt is bool_:
            arr = np.array([bool(v) for v in values], dtype=np.bool_)
        else:
            if any(isinstance(v, complex) for v in values):
                raise TypeError("can't convert complex to float")
            if dt.is_floating_point:
                arr = np.array(values, dtype=np.float64).astype(np_dtype)
            else:
                arr = _checked_integers(values, dt)
        result = _from_array(arr.reshape(shape), dt, device)
    if requires_grad:
        result.requires_grad_(True)
    return result


def _checked_integers(values: list[Any], dt: DType) -> np.ndarray:
    """Python numbers as ``dt``, as PyTorch converts them: through int64 (ValueError past
    it), then refused where ``dt`` cannot hold the value (uint8 wraps negatives to -255)."""
    try:
        wide = np.array(values, dtype=object).astype(np.int64)
    except OverflowError:
        raise ValueError("Overflow when unpacking long long") from None
    np_dtype = np.dtype(dt.numpy_dtype)
    if np_dtype == np.int64 or not wide.size:
        return wide
    info = np.iinfo(np_dtype)
    low = -int(info.max) if np_dtype == np.uint8 else int(info.min)
    if int(wide.min()) < low or int(wide.max()) > info.max:
        raise RuntimeError(f"value cannot be converted to type {dt.name} without overflow")
    return wide.astype(np_dtype)


def as_tensor(data: Any, dtype: DType | None = None, device: Any = None) -> Any:
    """``data`` as a tensor, sharing memory when it already is one (or a CPU numpy array)."""
    if isinstance(data, TensorBase):
        if (dtype is None or dtype is data.dtype) and (
            device is None or as_device(device) == data.device
        ):
            return data
        return data.to(dtype=dtype, device=device)
    if isinstance(data, np.ndarray) and dtype is None and as_device(device).is_cpu():
        return from_numpy(data)
    return tensor(data, dtype=dtype, device=device)


def from_numpy(arr: np.ndarray) -> Any:
    """A CPU tensor sharing ``arr``'s memory (writes through in both directions)."""
    from .tensor import Tensor

    if not isinstance(arr, np.ndarray):
        raise TypeError(f"expected np.ndarray (got {type(arr).__name__})")
    dt = dtype_from_numpy(arr.dtype)
    itemsize = arr.dtype.itemsize
    if any(s % itemsize for s in arr.strides):
        raise ValueError(
            "given numpy array strides not a multiple of the element byte size. Copy the "
            "numpy array to reallocate the memory."
        )
    if any(s < 0 for s in arr.strides):
        raise ValueError(
            "At least one stride in the given numpy array is negative, and tensors with "
            "negative strides are not currently supported. (You can probably work around "
            "this by making a copy of your array  with array.copy().) "
        )
    # The storage is the byte span from the first element to the last one reachable: a
    # 1-D view over it (strides are non-negative) keeps ``arr``'s memory alive.
    span = 1 + sum((n - 1) * s for n, s in zip(arr.shape, arr.strides, strict=True)) // itemsize
    span = span * itemsize if arr.size else 0
    if arr.size:
        flat = np.lib.stride_tricks.as_strided(arr, shape=(span // itemsize,), strides=(itemsize,))
        raw = flat.view(np.uint8)
    else:
        raw = np.empty(0, np.uint8)
    data_ptr = DataPtr(raw, span, CPU)
    storage = StorageImpl(span, data_ptr=data_ptr)
    impl = TensorImpl(
        storage, arr.shape, tuple(s // itemsize for s in arr.strides), 0, dtype=dt, device=CPU
    )
    return Tensor._from_impl(impl)
