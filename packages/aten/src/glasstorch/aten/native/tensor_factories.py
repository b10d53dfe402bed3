"""Factories: ``zeros``, ``ones``, ``full``, the ``*_like`` family, ``arange``, ``linspace``,
``logspace``, ``eye`` and ``scalar_tensor``.

Mirrors ``native/TensorFactories.cpp`` and ``RangeFactories.cpp``. The value-filling
factories are CompositeExplicitAutograd kernels built on ``empty`` plus ``fill_``, so one
kernel serves CPU, CUDA and Meta; the range factories compute their length on the host
(PyTorch's rules, in double precision) and have a Meta kernel that only sizes the output.
The fresh tensor is filled below ADInplaceOrView, so a new tensor starts at version 0.
Kernels take the TensorOptions arguments (dtype, layout, device, pin_memory and, for the
``*_like`` factories, memory_format) positionally as ``*options``, in schema order.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
from glasstorch.c10.core.layout import contiguous_format, preserve_format
from glasstorch.c10.core.local_dispatch_key_set import ExcludeDispatchKeyGuard
from glasstorch.c10.core.scalar_type import (
    TypeCategory,
    bool_,
    get_default_complex_dtype,
    get_default_dtype,
    int64,
)
from glasstorch.c10.core.scalar_type import dtype as DType

from .._runtime import scalar_type_of_number, write_out
from ..structured import resize_tensor
from ._lazy import ops
from .fp_errors import ignore_fp_errors
from .tensor_iterator import not_implemented_for

__all__ = [
    "arange",
    "arange_out",
    "arange_start",
    "arange_start_out",
    "arange_start_out_meta",
    "arange_start_step",
    "empty_like",
    "eye",
    "eye_m",
    "eye_m_out",
    "eye_m_out_meta",
    "eye_out",
    "full",
    "full_like",
    "full_out",
    "linspace",
    "linspace_out",
    "linspace_out_meta",
    "logspace",
    "logspace_out",
    "logspace_out_meta",
    "ones",
    "ones_like",
    "ones_out",
    "scalar_tensor",
    "tril_indices",
    "triu_indices",
    "zeros",
    "zeros_like",
    "zeros_out",
]

_BELOW_AD_INPLACE_OR_VIEW = DispatchKeySet(
    [DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther, DispatchKey.ADInplaceOrView]
)


def below_autograd() -> ExcludeDispatchKeyGuard:
    """PyTorch's ``AutoDispatchBelowADInplaceOrView``: filling a fresh tensor is no mutation."""
    return ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW)


def _filled(size: Sequence[int], value: Any, options: Sequence[Any]) -> Any:
    with below_autograd():
        result = ops.empty_memory_format.call(tuple(size), *options, None)
        return ops.fill__Scalar.call(result, value)


def _refill(out: Any, size: Sequence[int], value: Any) -> Any:
    resize_tensor(out, size)
    with below_autograd():
        return ops.fill__Scalar.call(out, value)


# -- zeros / ones / full ------------------------------------------------------------------------
def zeros(size: Sequence[int], *options: Any) -> Any:
    """A tensor of ``size`` filled with 0 (default dtype unless given)."""
    return _filled(size, 0, options)


def zeros_out(size: Sequence[int], out: Any) -> Any:
    return _refill(out, size, 0)


def ones(size: Sequence[int], *options: Any) -> Any:
    """A tensor of ``size`` filled with 1."""
    return _filled(size, 1, options)


def ones_out(size: Sequence[int], out: Any) -> Any:
    return _refill(out, size, 1)


def full(size: Sequence[int], fill_value: Any, dtype: DType | None, *options: Any) -> Any:
    """A tensor of ``size`` filled with ``fill_value``; without ``dtype``, the value's own
    (bool → bool, int → int64, float → default dtype, complex → default complex dtype)."""
    dt = dtype if dtype is not None else scalar_type_of_number(fill_value)
    return _filled(size, fill_value, (dt, *options))


def full_out(size: Sequence[int], fill_value: Any, out: Any) -> Any:
    return _refill(out, size, fill_value)


def scalar_tensor(s: Any, *options: Any) -> Any:
    """A 0-dim tensor holding ``s`` (default dtype unless given, whatever ``s`` is)."""
    return _filled((), s, options)


# -- *_like ---------------------------------------------------------------------------------------
def is_non_overlapping_and_dense(sizes: Sequence[int], strides: Sequence[int]) -> bool:
    """Whether the elements fill their storage span exactly once, in some dimension order."""
    dims = sorted(
        range(len(sizes)), key=lambda d: (sizes[d] < 2, strides[d] if sizes[d] >= 2 else 0)
    )
    expected = 1
    for d in dims:
        if sizes[d] < 2:
            return True
        if strides[d] != expected:
            return False
        expected *= sizes[d]
    return True


def dense_strides_like(sizes: Sequence[int], strides: Sequence[int]) -> tuple[int, ...]:
    """Contiguous strides in the dimension order ``strides`` imply (``infer_dense_strides``).

    TensorIterator's ordering: an insertion sort from the innermost dimension outwards that
    moves a dimension inwards only past larger strides; a 0 stride is ambiguous and stays.
    """

    def swap(d0: int, d1: int) -> int:
        s0, s1 = strides[d0], strides[d1]
        if s0 == 0 or s1 == 0:
            return 0
        if s0 != s1:
            return 1 if s0 > s1 else -1
        return 1 if sizes[d0] > sizes[d1] else 0

    perm = list(range(len(sizes) - 1, -1, -1))  # innermost first
    for i in range(1, len(perm)):
        d1 = i
        for d0 in range(i - 1, -1, -1):
            order = swap(perm[d0], perm[d1])
            if order > 0:
                perm[d0], perm[d1] = perm[d1], perm[d0]
                d1 = d0
            elif order < 0:
                break
    result = [0] * len(sizes)
    step = 1
    for d in perm:
        result[d] = step
        step *= max(sizes[d], 1)
    return tuple(result)


def empty_like(
    self: Any,
    dtype: DType | None = None,
    layout: Any = None,
    device: Any = None,
    pin_memory: bool | None = None,
    memory_format: Any = None,
) -> Any:
    """Uninitialised memory shaped like ``self`` (its dtype and device unless given).

    ``memory_format`` defaults to ``preserve_format``: dense inputs keep their strides,
    others get dense strides in the same dimension order.
    """
    impl = self._impl
    dt = impl.dtype if dtype is None else dtype
    dev = impl.device if device is None else device
    if memory_format is None or memory_format is preserve_format:
        sizes, strides = impl.sizes, impl.strides
        if not is_non_overlapping_and_dense(sizes, strides):
            strides = dense_strides_like(sizes, strides)
        return ops.empty_strided.call(sizes, strides, dt, layout, dev, pin_memory)
    fmt = None if memory_format is contiguous_format else memory_format
    return ops.empty_memory_format.call(impl.sizes, dt, layout, dev, pin_memory, fmt)


def _filled_like(self: Any, value: Any, options: Sequence[Any]) -> Any:
    with below_autograd():
        return ops.fill__Scalar.call(empty_like(self, *options), value)


def zeros_like(self: Any, *options: Any) -> Any:
    """Zeros shaped like ``self`` (``options``: dtype, layout, device, pin_memory, format)."""
    return _filled_like(self, 0, options)


def ones_like(self: Any, *options: Any) -> Any:
    return _filled_like(self, 1, options)


def full_like(self: Any, fill_value: Any, *options: Any) -> Any:
    return _filled_like(self, fill_value, options)


# -- arange ---------------------------------------------------------------------------------------
def _all_integral(*values: Any) -> bool:
    return all(isinstance(v, int) for v in values)  # bool is an int, as isIntegral(true)


def arange(end: Any, *options: Any) -> Any:
    """``[0, end)`` in steps of 1."""
    return arange_start_step(0, end, 1, *options)


def arange_start(start: Any, end: Any, *options: Any) -> Any:
    return arange_start_step(start, end, 1, *options)


def arange_start_step(start: Any, end: Any, step: Any, dtype: DType | None, *options: Any) -> Any:
    """``[start, end)`` in steps of ``step``: int64 when every bound is an integer."""
    if dtype is None:
        dtype = int64 if _all_integral(start, end, step) else get_default_dtype()
    result = ops.empty_memory_format.call((0,), dtype, *options, None)
    with below_autograd():
        return ops.arange_start_out.call(start, end, step, result)


def arange_out(end: Any, out: Any) -> Any:
    return ops.arange_start_out.call(0, end, 1, out)


def _arange_length(start: Any, end: Any, step: Any, dtype: DType) -> int:
    """PyTorch's element count: ceil((end - start) / step) in double, or in integer
    arithmetic for int64; integral dtypes first convert the bounds to integers."""
    if dtype is bool_ or dtype.is_complex:
        raise not_implemented_for("arange_cpu", dtype)
    xstart, xend, xstep = (_accumulate(v, dtype) for v in (start, end, step))
    if xstep == 0:
        raise RuntimeError("step must be nonzero")
    if not (math.isfinite(xstart) and math.isfinite(xend)):
        raise RuntimeError(f"unsupported range: {xstart} -> {xend}")
    if not ((xstep > 0 and xend >= xstart) or (xstep < 0 and xend <= xstart)):
        raise RuntimeError("upper bound and larger bound inconsistent with step sign")
    if dtype is int64:
        return (xend - xstart + xstep - (1 if xstep > 0 else -1)) // xstep
    size = math.ceil((float(end) - float(start)) / float(step))
    if not 0 <= size <= 2**63 - 1:
        raise RuntimeError("invalid size, possible overflow?")
    return size


def _accumulate(value: Any, dtype: DType) -> Any:
    """A bound in arange's accumulation type: double for floating dtypes, else int64."""
    if dtype.is_floating_point:
        return float(value)
    if isinstance(value, float) and not math.isfinite(value):
        raise RuntimeError("value cannot be converted to type int64_t without overflow")
    return int(value)


def _resize_range_out(out: Any, size: int, warn: bool) -> None:
    numel = out._impl.numel()
    if numel == size:
        return
    if warn and numel > 0:
        warnings.warn(
            f"The number of elements in the out tensor of shape {list(out._impl.sizes)} is "
            f"{numel} which does not match the computed number of elements {size}. Note that "
            "this may occur as a result of rounding error. The out tensor will be resized to a "
            f"tensor of shape ({size},).",
            UserWarning,
            stacklevel=4,
        )
    resize_tensor(out, (size,))


def arange_start_out_meta(start: Any, end: Any, step: Any, out: Any) -> Any:
    _resize_range_out(out, _arange_length(start, end, step, out._impl.dtype), warn=True)
    return out


def arange_start_out(start: Any, end: Any, step: Any, out: Any) -> Any:
    """Write ``start + i * step`` (in double, or in int64 for integral dtypes) into ``out``."""
    dtype = out._impl.dtype
    size = _arange_length(start, end, step, dtype)
    _resize_range_out(out, size, warn=True)
    index = np.arange(size, dtype=np.int64)
    if dtype.is_floating_point:
        values = float(start) + float(step) * index.astype(np.float64)
    else:
        values = int(start) + int(step) * index
    return write_out(out, values)


# -- linspace / logspace --------------------------------------------------------------------------
def _space_dtype(start: Any, end: Any, dtype: DType | None, name: str) -> DType:
    if isinstance(start, complex) or isinstance(end, complex):
        complex_dtype = get_default_complex_dtype()
        if dtype is None:
            return complex_dtype
        if not dtype.is_complex:
            raise RuntimeError(
                f"{name}: inferred dtype {complex_dtype.scalar_type.name} can't be safely cast "
                f"to passed dtype {dtype.scalar_type.name}"
            )
    return get_default_dtype() if dtype is None else dtype


def _check_steps(steps: int) -> None:
    if steps < 0:
        raise RuntimeError("number of steps must be non-negative")


def linspace(start: Any, end: Any, steps: int, dtype: DType | None, *options: Any) -> Any:
    """``steps`` evenly spaced values from ``start`` to ``end`` inclusive."""
    _check_steps(steps)
    dt = _space_dtype(start, end, dtype, "torch.linspace()")
    result = ops.empty_memory_format.call((steps,), dt, *options, None)
    with below_autograd():
        return ops.linspace_out.call(start, end, steps, result)


def _compute_dtype(dtype: DType) -> np.dtype:
    """Integers (converted first, as PyTorch's Scalar::to) space out in double."""
    if dtype is bool_:
        raise not_implemented_for("linspace_cpu", dtype)
    if dtype.is_complex:
        return np.dtype(np.complex128 if dtype.itemsize == 16 else np.complex64)
    if dtype.is_floating_point:
        return np.dtype(np.float64 if dtype.itemsize == 8 else np.float32)
    return np.dtype(np.float64)


def _spaced(start: Any, end: Any, steps: int, dtype: DType) -> np.ndarray:
    """PyTorch's symmetric linspace: the first half counts up from ``start``, the second
    half down from ``end``, so both ends are exact."""
    ct = _compute_dtype(dtype)
    if not (dtype.is_floating_point or dtype.is_complex):
        start, end = int(start), int(end)
    first, last = ct.type(start), ct.type(end)
    if steps == 1:
        return np.array([first], dtype=ct)
    step = (last - first) / ct.type(steps - 1)
    index = np.arange(steps, dtype=ct)
    halfway = steps // 2
    return np.where(
        np.arange(steps) < halfway, first + step * index, last - step * (ct.type(steps - 1) - index)
    ).astype(ct)


def linspace_out_meta(start: Any, end: Any, steps: int, out: Any) -> Any:
    _check_steps(steps)
    _resize_range_out(out, steps, warn=False)
    return out


def linspace_out(start: Any, end: Any, steps: int, out: Any) -> Any:
    _check_steps(steps)
    _resize_range_out(out, steps, warn=False)
    if steps:
        write_out(out, _spaced(start, end, steps, out._impl.dtype))
    return out


def logspace(
    start: Any, end: Any, steps: int, base: float, dtype: DType | None, *options: Any
) -> Any:
    """``base ** linspace(start, end, steps)``."""
    _check_steps(steps)
    dt = _space_dtype(start, end, dtype, "torch.logspace()")
    result = ops.empty_memory_format.call((steps,), dt, *options, None)
    with below_autograd():
        return ops.logspace_out.call(start, end, steps, base, result)


def logspace_out_meta(start: Any, end: Any, steps: int, base: float, out: Any) -> Any:
    _check_steps(steps)
    _resize_range_out(out, steps, warn=False)
    return out


def logspace_out(start: Any, end: Any, steps: int, base: float, out: Any) -> Any:
    _check_steps(steps)
    _resize_range_out(out, steps, warn=False)
    if steps:
        exponents = _spaced(start, end, steps, out._impl.dtype)
        with ignore_fp_errors():
            values = np.power(exponents.dtype.type(base), exponents)
        write_out(out, values)
    return out


# -- eye ------------------------------------------------------------------------------------------
def eye(n: int, *options: Any) -> Any:
    """The ``n``×``n`` identity matrix."""
    return eye_m(n, n, *options)


def eye_m(n: int, m: int, *options: Any) -> Any:
    """An ``n``×``m`` matrix with ones on the diagonal."""
    _check_eye(n, m)
    result = ops.empty_memory_format.call((n, m), *options, None)
    with below_autograd():
        return ops.eye_m_out.call(n, m, result)


def eye_out(n: int, out: Any) -> Any:
    return ops.eye_m_out.call(n, n, out)


def _check_eye(n: int, m: int) -> None:
    if n < 0:
        raise RuntimeError(f"n must be greater or equal to 0, got {n}")
    if m < 0:
        raise RuntimeError(f"m must be greater or equal to 0, got {m}")


def eye_m_out_meta(n: int, m: int, out: Any) -> Any:
    _check_eye(n, m)
    resize_tensor(out, (n, m))
    return out


def eye_m_out(n: int, m: int, out: Any) -> Any:
    _check_eye(n, m)
    resize_tensor(out, (n, m))
    arr = out._array()
    arr[...] = 0
    np.fill_diagonal(arr, 1)
    return out


# -- tril_indices / triu_indices ------------------------------------------------------------------
def _triangle_indices(
    name: str, pick: Any, row: int, col: int, offset: int, dtype: DType | None, *options: Any
) -> Any:
    """The (row, column) coordinates of a triangle of a ``row`` x ``col`` matrix, row by
    row, as the two rows of a (2, n) tensor."""
    if row < 0:
        raise RuntimeError(f"row must be non-negative, got{row}")
    if col < 0:
        raise RuntimeError(f"col must be non-negative, got{col}")
    dtype = int64 if dtype is None else dtype
    if dtype.category is not TypeCategory.INTEGRAL:
        raise not_implemented_for(name, dtype)
    coordinates = np.stack(pick(row, offset, col))
    out = ops.empty_memory_format.call(coordinates.shape, dtype, *options, None)
    return out if out.is_meta else write_out(out, coordinates)


def tril_indices(row: int, col: int, offset: int = 0, dtype: DType | None = None, *options: Any):
    """Coordinates of the lower triangle (on and below diagonal ``offset``)."""
    return _triangle_indices("tril_indices", np.tril_indices, row, col, offset, dtype, *options)


def triu_indices(row: int, col: int, offset: int = 0, dtype: DType | None = None, *options: Any):
    """Coordinates of the upper triangle (on and above diagonal ``offset``)."""
    return _triangle_indices("triu_indices", np.triu_indices, row, col, offset, dtype, *options)
