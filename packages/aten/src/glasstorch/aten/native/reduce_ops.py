"""Reductions and scans: sum, mean, prod, amax/amin, max()/min(), all/any, var/std, the
vector norms, cumsum/cumprod; plus the dim-list machinery every reduction shares.

Mirrors ``native/ReduceOps.cpp`` and the vector norm of ``LinearAlgebra.cpp``. A structured
reduction is a ``meta_<op>`` (dims wrapped and checked, output shape and dtype) and an
``<op>_out`` that reduces with numpy into the output. The non-structured kernels (``max()``,
``var.correction`` ...) serve CPU, CUDA and Meta alike: they build their output from its meta
and skip the arithmetic on Meta. Half-precision inputs accumulate in float32, as on CPU.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import (
    TypeCategory,
    bfloat16,
    bool_,
    float16,
    int64,
    promote_types,
    to_real,
    uint8,
)
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ..structured import TensorMeta, allocate_output, resize_output
from ..structured import new_meta as _new_meta
from ._lazy import ops
from .dim_utils import wrap_dim_list
from .fp_errors import ignore_all_errors, ignore_fp_errors, restore_errors
from .tensor_iterator import type_name

__all__ = [
    "all_all_out", "all_dims_out", "all_out", "amax_out", "amin_out", "any_all_out",
    "any_dims_out", "any_out", "cumprod_out", "cumsum_out", "linalg_vector_norm_out",
    "max_all", "max_other", "max_other_out", "mean_all", "mean_dtype_out", "mean_out",
    "meta_all", "meta_all_all", "meta_all_dims", "meta_amax", "meta_amin", "meta_any",
    "meta_any_all", "meta_any_dims", "meta_cumprod", "meta_cumsum", "meta_linalg_vector_norm",
    "meta_mean", "meta_norm", "meta_prod", "meta_sum", "min_all", "min_other", "min_other_out",
    "norm_out", "norm_scalar", "prod_all", "prod_out", "std", "std_correction",
    "std_correction_out", "std_dim", "std_mean_correction", "sum_all", "sum_all_out", "sum_out",
    "var", "var_correction", "var_correction_out", "var_dim", "var_mean_correction",
]  # fmt: skip

_FLOAT_OR_COMPLEX = (TypeCategory.FLOATING, TypeCategory.COMPLEX)
_add_reduce = np.add.reduce


# -- shared machinery -----------------------------------------------------------------------------
def reduction_dims(
    self: Any, dim: Sequence[int] | None, all_if_empty: bool = True
) -> tuple[int, ...]:
    """``dim`` wrapped, sorted and checked for repeats; None (and ``[]`` unless
    ``all_if_empty`` is False) means every dim. A 0-dim tensor has no axes to reduce."""
    ndim = len(self._impl.sizes)
    if isinstance(dim, int):
        dim = (dim,)
    if dim is None or (all_if_empty and not dim):
        return tuple(range(ndim))
    wrapped = wrap_dim_list(dim, ndim)
    return tuple(sorted(wrapped)) if ndim else ()


def reduce_meta(self: Any, dims: tuple[int, ...], keepdim: bool, dtype: DType) -> TensorMeta:
    """The output of reducing ``dims`` of ``self``: those sizes become 1 or disappear."""
    sizes = self._impl.sizes
    if len(dims) == len(sizes):  # every dim (the common full reduction)
        shape = (1,) * len(sizes) if keepdim else ()
    elif keepdim:
        shape = tuple(1 if i in dims else s for i, s in enumerate(sizes))
    else:
        shape = tuple(s for i, s in enumerate(sizes) if i not in dims)
    return _new_meta(TensorMeta, (shape, dtype, self._impl.device, None))


def values(self: Any, dtype: DType | None = None) -> np.ndarray:
    """``self``'s elements cast to ``dtype`` (PyTorch casts before reducing), then widened
    to float32 if half precision so that sums accumulate accurately."""
    x = self._array()
    if dtype is None or dtype is self._impl.dtype:
        dtype = self._impl.dtype
    else:
        x = x.astype(dtype.numpy_dtype)
    if dtype is float16 or dtype is bfloat16:
        x = x.astype(np.float32)
    return x


def write(out: Any, value: Any) -> None:
    """Copy ``value`` (broadcast, any dtype) into ``out``'s memory."""
    with ignore_fp_errors():
        np.copyto(out._array(), value, casting="unsafe")


def produce(meta: TensorMeta, compute: Callable[[], Any], out: Any = None) -> Any:
    """A non-structured kernel's output: allocate (or resize ``out``), then fill it unless
    the device is Meta."""
    if out is None:
        out = allocate_output(meta)
    else:
        resize_output(out, meta)
    if not meta.device.is_meta():
        write(out, compute())
    return out


def upcast_dtype(self: Any, dtype: DType | None) -> DType:
    """``dtype`` if given, else int64 for integral and bool inputs, else ``self``'s dtype."""
    if dtype is not None:
        return dtype
    dt = self._impl.dtype
    return int64 if dt.category <= TypeCategory.INTEGRAL else dt


def check_nonempty_dim(self: Any, dim: int, name: str) -> None:
    """Reducing a dim of size 0 has no identity (``zero_numel_check_dims``)."""
    impl = self._impl
    if impl.dim() == 0:
        if dim not in (0, -1):
            raise IndexError(f"{name}: Expected reduction dim -1 or 0 for scalar but got {dim}")
    elif impl.size(dim) == 0:
        raise IndexError(f"{name}: Expected reduction dim {dim} to have non-zero size.")


def _check_nonempty_dims(self: Any, dim: Sequence[int], name: str) -> None:
    if self._impl.numel() != 0:
        return
    if not dim:
        raise RuntimeError(
            f"{name}: Expected reduction dim to be specified for input.numel() == 0. "
            "Specify the reduction dim with the 'dim' argument."
        )
    for d in dim:
        check_nonempty_dim(self, d, name)


def _count(self: Any, dims: tuple[int, ...]) -> int:
    sizes = self._impl.sizes
    return math.prod(sizes[d] for d in dims)


# -- sum, mean, prod ------------------------------------------------------------------------------
def meta_sum(self: Any, dim: Any, keepdim: bool, dtype: DType | None) -> TensorMeta:
    return reduce_meta(self, reduction_dims(self, dim), keepdim, upcast_dtype(self, dtype))


def sum_out(self: Any, dim: Any, keepdim: bool, dtype: DType | None, out: Any) -> None:
    x = values(self, out._impl.dtype)
    o = out._array()
    axes = None if dim is None else reduction_dims(self, dim)  # None: numpy's every axis
    if x.dtype != o.dtype:  # half precision, widened to sum: cast on the way out
        write(out, x.sum(axis=axes, keepdims=keepdim))
        return
    token = ignore_all_errors()  # ``with ignore_fp_errors():`` without its two frames
    try:
        _add_reduce(x, axes, None, o, keepdim)  # ndarray.sum's own call
    finally:
        restore_errors(token)


def sum_all(self: Any, dtype: DType | None = None) -> Any:
    """``sum(self)``: the all-reduce form of ``sum.dim_IntList``."""
    return ops.sum_dim_IntList.call(self, None, False, dtype)


def sum_all_out(self: Any, dtype: DType | None, out: Any) -> Any:
    return ops.sum_IntList_out.call(self, None, False, dtype, out)


def meta_mean(self: Any, dim: Any, keepdim: bool, dtype: DType | None) -> TensorMeta:
    in_dtype = upcast_dtype(self, dtype)
    if in_dtype.category not in _FLOAT_OR_COMPLEX:
        what, got = ("Optional", dtype) if dtype is not None else ("Input", self._impl.dtype)
        raise RuntimeError(
            f"mean(): could not infer output dtype. {what} dtype must be either a floating "
            f"point or complex dtype. Got: {type_name(got)}"
        )
    return reduce_meta(self, reduction_dims(self, dim), keepdim, in_dtype)


def mean_out(self: Any, dim: Any, keepdim: bool, dtype: DType | None, out: Any) -> None:
    dims = reduction_dims(self, dim)
    total = values(self, out._impl.dtype).sum(axis=dims, keepdims=keepdim)
    with ignore_fp_errors():
        write(out, total / _count(self, dims))  # an empty mean is 0 / 0 = nan


def mean_all(self: Any, dtype: DType | None = None) -> Any:
    return ops.mean_dim.call(self, None, False, dtype)


def mean_dtype_out(self: Any, dtype: DType | None, out: Any) -> Any:
    return ops.mean_out.call(self, None, False, dtype, out)


def meta_prod(self: Any, dim: int, keepdim: bool, dtype: DType | None) -> TensorMeta:
    return reduce_meta(self, reduction_dims(self, (dim,)), keepdim, upcast_dtype(self, dtype))


def prod_out(self: Any, dim: int, keepdim: bool, dtype: DType | None, out: Any) -> None:
    x = values(self, out._impl.dtype)
    write(out, x.prod(axis=reduction_dims(self, (dim,)), keepdims=keepdim))


def prod_all(self: Any, dtype: DType | None = None) -> Any:
    """``prod(self)``: every element multiplied (1 for an empty tensor)."""
    dt = upcast_dtype(self, dtype)
    meta = reduce_meta(self, reduction_dims(self, None), False, dt)
    return produce(meta, lambda: np.prod(values(self, dt)))


# -- amax/amin, max()/min(), max(self, other) -----------------------------------------------------
def meta_amax(self: Any, dim: Sequence[int], keepdim: bool) -> TensorMeta:
    _check_nonempty_dims(self, dim, "amax()")
    return reduce_meta(self, reduction_dims(self, dim), keepdim, self._impl.dtype)


def meta_amin(self: Any, dim: Sequence[int], keepdim: bool) -> TensorMeta:
    _check_nonempty_dims(self, dim, "amin()")
    return reduce_meta(self, reduction_dims(self, dim), keepdim, self._impl.dtype)


def amax_out(self: Any, dim: Sequence[int], keepdim: bool, out: Any) -> None:
    if out._impl.numel():  # np.max propagates NaN, as PyTorch's max does
        write(out, self._array().max(axis=reduction_dims(self, dim), keepdims=keepdim))


def amin_out(self: Any, dim: Sequence[int], keepdim: bool, out: Any) -> None:
    if out._impl.numel():
        write(out, self._array().min(axis=reduction_dims(self, dim), keepdims=keepdim))


def _minmax_all(self: Any, name: str, pick: Callable[[np.ndarray], Any]) -> Any:
    if self._impl.numel() == 0:
        raise RuntimeError(
            f"{name}(): Expected reduction dim to be specified for input.numel() == 0. "
            "Specify the reduction dim with the 'dim' argument."
        )
    meta = TensorMeta((), self._impl.dtype, self._impl.device)
    return produce(meta, lambda: pick(self._array()))


def max_all(self: Any) -> Any:
    """``max(self)``: the largest element (NaN if any element is NaN)."""
    return _minmax_all(self, "max", np.max)


def min_all(self: Any) -> Any:
    return _minmax_all(self, "min", np.min)


def max_other(self: Any, other: Any) -> Any:
    """``max(self, other)`` is ``maximum`` (CompositeImplicitAutograd, as in PyTorch)."""
    return ops.maximum.call(self, other)


def max_other_out(self: Any, other: Any, out: Any) -> Any:
    return ops.maximum_out.call(self, other, out)


def min_other(self: Any, other: Any) -> Any:
    return ops.minimum.call(self, other)


def min_other_out(self: Any, other: Any, out: Any) -> Any:
    return ops.minimum_out.call(self, other, out)


# -- all / any: bool results (uint8 for uint8 inputs, as PyTorch keeps for compatibility) ---------
def _allany_meta(self: Any, dims: tuple[int, ...], keepdim: bool) -> TensorMeta:
    dtype = uint8 if self._impl.dtype is uint8 else bool_
    return reduce_meta(self, dims, keepdim, dtype)


def meta_all(self: Any, dim: int, keepdim: bool) -> TensorMeta:
    return _allany_meta(self, reduction_dims(self, (dim,)), keepdim)


def meta_all_dims(self: Any, dim: Sequence[int] | None, keepdim: bool) -> TensorMeta:
    return _allany_meta(self, reduction_dims(self, dim, all_if_empty=False), keepdim)


def meta_all_all(self: Any) -> TensorMeta:
    return _allany_meta(self, reduction_dims(self, None), False)


meta_any, meta_any_dims, meta_any_all = meta_all, meta_all_dims, meta_all_all


def all_out(self: Any, dim: int, keepdim: bool, out: Any) -> None:
    write(out, np.all(self._array(), axis=reduction_dims(self, (dim,)), keepdims=keepdim))


def all_dims_out(self: Any, dim: Sequence[int] | None, keepdim: bool, out: Any) -> None:
    dims = reduction_dims(self, dim, all_if_empty=False)  # dim=[] reduces nothing
    write(out, np.all(self._array(), axis=dims, keepdims=keepdim))


def all_all_out(self: Any, out: Any) -> None:
    write(out, np.all(self._array()))


def any_out(self: Any, dim: int, keepdim: bool, out: Any) -> None:
    write(out, np.any(self._array(), axis=reduction_dims(self, (dim,)), keepdims=keepdim))


def any_dims_out(self: Any, dim: Sequence[int] | None, keepdim: bool, out: Any) -> None:
    dims = reduction_dims(self, dim, all_if_empty=False)
    write(out, np.any(self._array(), axis=dims, keepdims=keepdim))


def any_all_out(self: Any, out: Any) -> None:
    write(out, np.any(self._array()))


# -- var / std ------------------------------------------------------------------------------------
def _check_var_dtype(self: Any, what: str) -> None:
    if self._impl.dtype.category not in _FLOAT_OR_COMPLEX:
        raise RuntimeError(f"{what} only support floating point and complex dtypes")


def _variance(self: Any, dims: tuple[int, ...], correction: Any, name: str) -> tuple[Any, Any]:
    """(variance with ``dims`` kept, mean with ``dims`` kept), in the accumulation dtype."""
    correction = 1 if correction is None else correction
    n = _count(self, dims)
    if n - correction <= 0:
        warnings.warn(
            f"{name}(): degrees of freedom is <= 0. Correction should be strictly less than the "
            "reduction factor (input numel divided by output numel).",
            UserWarning,
            stacklevel=5,
        )
    x = values(self)
    with ignore_fp_errors():
        mean = x.sum(axis=dims, keepdims=True) / n
        deviation = np.abs(x - mean) ** 2  # |.|² sums the real and imaginary variances
        return deviation.sum(axis=dims, keepdims=True) / max(0, n - correction), mean


def _unkeep(array: Any, dims: tuple[int, ...], keepdim: bool) -> Any:
    return array if keepdim else np.squeeze(array, axis=dims)


def _std_var(self: Any, dim: Any, correction: Any, keepdim: bool, sqrt: bool, out: Any) -> Any:
    _check_var_dtype(self, "std and var")
    dims = reduction_dims(self, dim)
    meta = reduce_meta(self, dims, keepdim, to_real(self._impl.dtype))

    def compute() -> Any:
        var, _ = _variance(self, dims, correction, "std" if sqrt else "var")
        return _unkeep(np.sqrt(var) if sqrt else var, dims, keepdim)

    return produce(meta, compute, out)


def var_correction(self: Any, dim: Any, correction: Any, keepdim: bool) -> Any:
    return _std_var(self, dim, correction, keepdim, False, None)


def var_correction_out(self: Any, dim: Any, correction: Any, keepdim: bool, out: Any) -> Any:
    return _std_var(self, dim, correction, keepdim, False, out)


def std_correction(self: Any, dim: Any, correction: Any, keepdim: bool) -> Any:
    return _std_var(self, dim, correction, keepdim, True, None)


def std_correction_out(self: Any, dim: Any, correction: Any, keepdim: bool, out: Any) -> Any:
    return _std_var(self, dim, correction, keepdim, True, out)


def _std_var_mean(self: Any, dim: Any, correction: Any, keepdim: bool, sqrt: bool) -> Any:
    name = "std_mean" if sqrt else "var_mean"
    _check_var_dtype(self, name)
    dims = reduction_dims(self, dim)
    var_meta = reduce_meta(self, dims, keepdim, to_real(self._impl.dtype))
    mean_meta = reduce_meta(self, dims, keepdim, self._impl.dtype)
    var_out, mean_out_ = allocate_output(var_meta), allocate_output(mean_meta)
    if not var_meta.device.is_meta():
        var, mean = _variance(self, dims, correction, name)
        write(var_out, _unkeep(np.sqrt(var) if sqrt else var, dims, keepdim))
        write(mean_out_, _unkeep(mean, dims, keepdim))
    return var_out, mean_out_


def var_mean_correction(self: Any, dim: Any, correction: Any, keepdim: bool) -> Any:
    return _std_var_mean(self, dim, correction, keepdim, False)


def std_mean_correction(self: Any, dim: Any, correction: Any, keepdim: bool) -> Any:
    return _std_var_mean(self, dim, correction, keepdim, True)


def var(self: Any, unbiased: bool = True) -> Any:
    """``var(self, unbiased)`` is ``var.correction`` with correction 1 or 0."""
    return ops.var_correction.call(self, None, int(unbiased), False)


def var_dim(self: Any, dim: Any, unbiased: bool = True, keepdim: bool = False) -> Any:
    return ops.var_correction.call(self, dim, int(unbiased), keepdim)


def std(self: Any, unbiased: bool = True) -> Any:
    return ops.std_correction.call(self, None, int(unbiased), False)


def std_dim(self: Any, dim: Any, unbiased: bool = True, keepdim: bool = False) -> Any:
    return ops.std_correction.call(self, dim, int(unbiased), keepdim)


# -- norms ----------------------------------------------------------------------------------------
def _scalar_str(value: Any) -> str:
    """A Scalar as PyTorch prints it: ``2``, ``-1``, ``inf``, ``0.5``."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _check_norm_identity(self: Any, ord: Any, dim: Sequence[int] | None) -> None:
    """Empty inputs have no ``-p`` or ``inf`` norm: min/max need an element."""
    if self._impl.numel() != 0 or not (float(ord) < 0 or float(ord) == math.inf):
        return
    if not dim:
        raise RuntimeError(
            f"linalg.vector_norm cannot compute the {_scalar_str(ord)} norm on an empty tensor "
            "because the operation does not have an identity"
        )
    for d in dim:
        if self._impl.size(d) == 0:
            raise RuntimeError(
                f"linalg.vector_norm cannot compute the {_scalar_str(ord)} norm on the dimension "
                f"{d}because this dimension is empty and the operation does not have an identity"
            )


def _vector_norm(x: np.ndarray, ord: float, dims: tuple[int, ...], keepdim: bool) -> Any:
    a = np.abs(x)
    if ord == math.inf:
        return a.max(axis=dims, keepdims=keepdim)
    if ord == -math.inf:
        return a.min(axis=dims, keepdims=keepdim)
    if ord == 0:
        return np.sum(a != 0, axis=dims, keepdims=keepdim, dtype=a.dtype)
    if ord == 1:
        return np.sum(a, axis=dims, keepdims=keepdim)
    if ord == 2:
        return np.sqrt(np.sum(a * a, axis=dims, keepdims=keepdim))
    with ignore_fp_errors():
        return np.sum(a**ord, axis=dims, keepdims=keepdim) ** (1.0 / ord)


def meta_norm(self: Any, p: Any, dim: Sequence[int], keepdim: bool) -> TensorMeta:
    dt = self._impl.dtype
    if dt.category not in _FLOAT_OR_COMPLEX:
        raise RuntimeError(
            "norm(): input dtype should be either floating point or complex. "
            f"Got {type_name(dt)} instead."
        )
    _check_norm_identity(self, 2 if p is None else p, dim)
    return reduce_meta(self, reduction_dims(self, dim), keepdim, to_real(dt))


def norm_out(self: Any, p: Any, dim: Sequence[int], keepdim: bool, out: Any) -> None:
    if out._impl.numel():
        ord = 2.0 if p is None else float(p)
        write(out, _vector_norm(values(self), ord, reduction_dims(self, dim), keepdim))


def norm_scalar(self: Any, p: Any = 2) -> Any:
    """``norm(self, p)``: the p-norm of all elements (``norm.ScalarOpt_dim`` over every dim)."""
    return ops.norm_ScalarOpt_dim.call(self, p, (), False)


def _check_norm_dtype(dtype: DType | None, self_dtype: DType, name: str) -> None:
    if dtype is None:
        return
    if dtype.category not in _FLOAT_OR_COMPLEX:
        raise RuntimeError(
            f"{name}: dtype should be floating point or complex, but got {type_name(dtype)}"
        )
    if dtype.is_complex != self_dtype.is_complex:
        kind = "complex" if self_dtype.is_complex else "real"
        raise RuntimeError(
            f"{name}: dtype should be {kind} for {kind} inputs, but got {type_name(dtype)}"
        )
    if promote_types(self_dtype, dtype) is not dtype:
        raise RuntimeError(
            f"{name}: the dtype of the input ({type_name(self_dtype)}) should be convertible "
            f"without narrowing to the specified dtype ({type_name(dtype)})"
        )


def meta_linalg_vector_norm(
    self: Any, ord: Any, dim: Sequence[int] | None, keepdim: bool, dtype: DType | None
) -> TensorMeta:
    dt = self._impl.dtype
    if dt.category not in _FLOAT_OR_COMPLEX:
        raise RuntimeError(
            "linalg.vector_norm: Expected a floating point or complex tensor as input. "
            f"Got {type_name(dt)}"
        )
    _check_norm_identity(self, ord, dim)
    _check_norm_dtype(dtype, dt, "linalg.vector_norm")
    return reduce_meta(self, reduction_dims(self, dim), keepdim, to_real(dtype or dt))


def linalg_vector_norm_out(
    self: Any, ord: Any, dim: Sequence[int] | None, keepdim: bool, dtype: DType | None, out: Any
) -> None:
    if out._impl.numel():
        dims = reduction_dims(self, dim)
        write(out, _vector_norm(values(self, dtype), float(ord), dims, keepdim))


# -- cumsum / cumprod -----------------------------------------------------------------------------
def _cum_meta(self: Any, dim: int, dtype: DType | None) -> TensorMeta:
    maybe_wrap_dim(dim, self._impl.dim())
    return TensorMeta(self._impl.sizes, upcast_dtype(self, dtype), self._impl.device)


meta_cumsum = meta_cumprod = _cum_meta


def _cum(scan: Any, self: Any, dim: int, out: Any) -> None:
    x = values(self, out._impl.dtype)
    if x.ndim == 0:
        write(out, x)
    elif x.size:
        write(out, scan(x, axis=maybe_wrap_dim(dim, x.ndim)))


def cumsum_out(self: Any, dim: int, dtype: DType | None, out: Any) -> None:
    _cum(np.cumsum, self, dim, out)


def cumprod_out(self: Any, dim: int, dtype: DType | None, out: Any) -> None:
    _cum(np.cumprod, self, dim, out)
