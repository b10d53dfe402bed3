"""The shape, dtype and device rules of PyTorch's TensorIterator, for pointwise meta functions.

* :func:`broadcast_shapes` — numpy broadcasting with PyTorch's error message;
* :func:`result_type` — type promotion where dimensioned tensors outrank 0-dim tensors,
  which outrank wrapped Python numbers, and a lower group only matters when it is of a
  higher *category* (bool < integral < floating < complex);
* :func:`common_device` — all tensors on one device, except that 0-dim CPU tensors may
  join a CUDA computation.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.device import Device, DeviceType
from glasstorch.c10.core.scalar_type import (
    TypeCategory,
    bool_,
    get_default_complex_dtype,
    get_default_dtype,
    promote_types,
    to_complex,
)
from glasstorch.c10.core.scalar_type import dtype as DType

from ..core.tensor_base import storage_epoch
from ..structured import TensorMeta
from ..structured import new_meta as _new_meta
from ..structured import scalar_type_name as type_name  # PyTorch's spelling: Float, Long
from .fp_errors import ignore_fp_errors


def broadcast_shapes(*shapes: Sequence[int]) -> tuple[int, ...]:
    """The broadcast of ``shapes``; RuntimeError names the first mismatching dimension."""
    if len(shapes) == 2:
        a, b = shapes
        if a == b:
            return tuple(a)
    ndim = max((len(s) for s in shapes), default=0)
    result = [1] * ndim
    for shape in shapes:
        offset = ndim - len(shape)
        for i in range(len(shape) - 1, -1, -1):  # rightmost mismatch first, as PyTorch
            size = shape[i]
            current = result[offset + i]
            if current == size or size == 1:
                continue
            if current == 1:
                result[offset + i] = size
                continue
            # As TensorIterator: "tensor a" is the running result, "tensor b" this operand.
            raise RuntimeError(
                f"The size of tensor a ({current}) must match the size of tensor b ({size}) "
                f"at non-singleton dimension {offset + i}"
            )
    return tuple(result)


def _combine_categories(higher: DType | None, lower: DType | None) -> DType | None:
    """PyTorch's combine_categories: a lower-priority group only wins by category."""
    if higher is None:
        return lower
    if lower is None:
        return higher
    if higher.is_complex:
        return higher
    if lower.is_complex:
        return to_complex(higher) if higher.is_floating_point else lower
    if higher.is_floating_point:
        return higher
    if higher is bool_ or lower.is_floating_point:
        return promote_types(higher, lower)
    return higher


def _wrapped_dtype(t: Any) -> DType:
    dt = t._impl.dtype
    if dt.category is TypeCategory.FLOATING:
        return get_default_dtype()
    if dt.category is TypeCategory.COMPLEX:
        return get_default_complex_dtype()
    return dt


def result_type(*operands: Any) -> DType:
    """The dtype an op computes in for these tensors (and 0-dim wrapped numbers)."""
    dim_result: DType | None = None
    zero_result: DType | None = None
    wrapped_result: DType | None = None
    for t in operands:
        if t is None:
            continue
        impl = t._impl
        if impl.is_wrapped_number:
            dt = _wrapped_dtype(t)
            wrapped_result = dt if wrapped_result is None else promote_types(wrapped_result, dt)
        elif impl.sizes:
            dt = impl.dtype
            dim_result = dt if dim_result is None else promote_types(dim_result, dt)
        else:
            dt = impl.dtype
            zero_result = dt if zero_result is None else promote_types(zero_result, dt)
    result = _combine_categories(dim_result, _combine_categories(zero_result, wrapped_result))
    assert result is not None, "result_type needs at least one tensor"
    return result


def common_device(tensors: Iterable[Any]) -> Device:
    """The one device of ``tensors``; 0-dim CPU tensors may join another device's op."""
    device: Device | None = None
    cpu_scalar: Device | None = None
    for t in tensors:
        if t is None:
            continue
        impl = t._impl
        d = impl.device
        if not impl.sizes and d.is_cpu():
            cpu_scalar = cpu_scalar or d
            continue
        if device is None:
            device = d
        elif d != device:
            raise RuntimeError(
                "Expected all tensors to be on the same device, but found at least two "
                f"devices, {device} and {d}!"
            )
    result = device or cpu_scalar
    assert result is not None, "common_device needs at least one tensor"
    return result


def _dense_beside_number(a: Any, b: Any) -> Any:
    """Of two impls, the one with dimensions when the other is a wrapped number whose
    category does not outrank it (``float_tensor * 2``): the result's dtype is then the
    tensor's. ``None`` for every other pair."""
    if b.is_wrapped_number:
        if a.sizes and not a.is_wrapped_number and b.dtype.category <= a.dtype.category:
            return a
    elif b.sizes and a.dtype.category <= b.dtype.category:  # a is the wrapped number
        return b
    return None


def pointwise_meta(
    *operands: Any,
    dtype: DType | None = None,
    promote_integer_to_float: bool = False,
) -> TensorMeta:
    """Output of a pointwise op: broadcast shape, promoted (or given) dtype, common device.

    ``promote_integer_to_float`` makes integral/bool results the default float dtype
    (true division, ``sqrt`` of ints ...).
    """
    if len(operands) == 2 and dtype is None and not promote_integer_to_float:
        return binary_meta(*operands)
    return _general_pointwise_meta(operands, dtype, promote_integer_to_float)


def binary_meta(x: Any, y: Any) -> TensorMeta:
    """``pointwise_meta(x, y)``: the two-operand call every binary meta function makes.
    Two same-shaped, same-dtype tensors on one device (most calls) need no promotion."""
    a, b = x._impl, y._impl
    if a.is_wrapped_number or b.is_wrapped_number:
        dense = _dense_beside_number(a, b)
        if dense is not None:
            return _new_meta(TensorMeta, (dense.sizes, dense.dtype, dense.device, None))
    elif a.dtype is b.dtype and a.sizes == b.sizes and a.device is b.device:
        return _new_meta(TensorMeta, (a.sizes, a.dtype, a.device, None))
    return _general_pointwise_meta((x, y), None, False)


def _general_pointwise_meta(
    operands: tuple[Any, ...], dtype: DType | None, promote_integer_to_float: bool
) -> TensorMeta:
    present = [t for t in operands if t is not None]
    if len(present) == 1:
        impl = present[0]._impl
        shape = impl.sizes
        device = impl.device
        computed = impl.dtype
    else:
        shape = broadcast_shapes(*(t._impl.sizes for t in present))
        device = common_device(present)
        computed = result_type(*present)
    if dtype is None:
        dtype = computed
        if promote_integer_to_float and dtype.category <= TypeCategory.INTEGRAL:
            dtype = get_default_dtype()
    return TensorMeta(shape, dtype, device)


def compute_dtype(*operands: Any, promote_integer_to_float: bool = False) -> DType:
    """The dtype the arithmetic runs in (inputs are cast to it before the numpy call)."""
    present = [t for t in operands if t is not None]
    dt = present[0]._impl.dtype if len(present) == 1 else result_type(*present)
    if promote_integer_to_float and dt.category <= TypeCategory.INTEGRAL:
        dt = get_default_dtype()
    return dt


def operand_array(t: Any, np_dtype: Any) -> Any:
    """``t``'s elements for a numpy call computing in ``np_dtype``.

    Wrapped numbers become numpy scalars of that dtype (so numpy does not widen the
    computation); other tensors are cast only when their dtype differs.
    """
    impl = t._impl
    if impl.is_wrapped_number:
        return np_dtype.type(t._array()[()])
    arr = t._array()
    with ignore_fp_errors():  # out-of-range values wrap or saturate, as in PyTorch
        if not impl.sizes and impl.device.device_type is DeviceType.CPU:
            return arr.astype(np_dtype)[()]  # a scalar, which a CUDA computation accepts
        return arr if arr.dtype == np_dtype else arr.astype(np_dtype)


def operand_arrays(*operands: Any, promote_integer_to_float: bool = False) -> list[Any]:
    """Every operand as an array (or numpy scalar) of the common computation dtype."""
    if len(operands) == 2 and not promote_integer_to_float:
        return binary_arrays(*operands)
    dt = compute_dtype(*operands, promote_integer_to_float=promote_integer_to_float)
    np_dtype = np.dtype(dt.numpy_dtype)
    return [operand_array(t, np_dtype) for t in operands]


def binary_arrays(x: Any, y: Any) -> list[Any]:
    """``operand_arrays(x, y)``: the two-operand call every binary kernel makes."""
    a, b = x._impl, y._impl
    if a.is_wrapped_number or b.is_wrapped_number:
        dense = _dense_beside_number(a, b)
        if dense is not None:  # the number, as a scalar of the tensor's numpy dtype
            if dense is a:
                arr = x._array()
                return [arr, arr.dtype.type(y._array()[()])]
            arr = y._array()
            return [arr.dtype.type(x._array()[()]), arr]
    elif a.dtype is b.dtype and a.sizes and b.sizes:
        epoch = storage_epoch[0]  # TensorBase._array, inline
        return [
            x._np if x._np_epoch == epoch else x._array(),
            y._np if y._np_epoch == epoch else y._array(),
        ]
    np_dtype = np.dtype(compute_dtype(x, y).numpy_dtype)
    return [operand_array(x, np_dtype), operand_array(y, np_dtype)]


def not_implemented_for(kernel: str, dtype: DType) -> RuntimeError:
    return RuntimeError(f"\"{kernel}\" not implemented for '{type_name(dtype)}'")
