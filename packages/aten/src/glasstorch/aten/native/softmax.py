"""softmax, log_softmax and logsumexp: normalised exponentials, computed stably.

Mirrors ``native/SoftMax.cpp`` and the logsumexp of ``ReduceOps.cpp``. ``softmax.int`` is a
CompositeImplicitAutograd operator that casts to ``dtype`` and calls the structured
``_softmax``; every formula subtracts the maximum along the dim first, so large inputs do
not overflow (``exp(x - max)`` is at most 1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import (
    TypeCategory,
    float16,
    float32,
    get_default_dtype,
)
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ..structured import TensorMeta, resize_output
from ._lazy import ops
from .cuda import triton_for
from .fp_errors import ignore_fp_errors
from .reduce_ops import values, write
from .tensor_iterator import not_implemented_for, type_name

__all__ = [
    "log_softmax_int", "log_softmax_kernel_out", "logsumexp", "logsumexp_out",
    "meta__log_softmax", "meta__softmax", "softmax_int", "softmax_kernel_out",
]  # fmt: skip


# -- softmax / log_softmax ------------------------------------------------------------------------
def _softmax_meta(self: Any, dim: int, half_to_float: bool) -> TensorMeta:
    impl = self._impl
    maybe_wrap_dim(dim, impl.dim())
    return TensorMeta(impl.sizes, float32 if half_to_float else impl.dtype, impl.device)


meta__softmax = meta__log_softmax = _softmax_meta


def _normalized(self: Any, dim: int, half_to_float: bool, out: Any, log: bool) -> None:
    name = "log_softmax" if log else "softmax"
    if half_to_float and self._impl.device.is_cpu():
        raise RuntimeError("softmax with half to float conversion is not supported on CPU")
    if self._impl.numel() == 0:
        return
    x = values(self)
    x = x.reshape(1) if x.ndim == 0 else x
    d = maybe_wrap_dim(dim, x.ndim)
    if self._impl.dtype.category is not TypeCategory.FLOATING:
        kernel = f"{name}_lastdim_kernel_impl" if d == x.ndim - 1 else f"{name}_kernel_impl"
        raise not_implemented_for(kernel, self._impl.dtype)
    if d == x.ndim - 1 and self._impl.device.is_cuda():
        kernels = triton_for(self, out)
        if kernels is not None:
            kernels.softmax(self, out, log)
            return
    with ignore_fp_errors():
        shifted = x - np.max(x, axis=d, keepdims=True)
        exps = np.exp(shifted)
        total = np.sum(exps, axis=d, keepdims=True)
        result = shifted - np.log(total) if log else exps / total
    write(out, result.reshape(out._impl.sizes))


def softmax_kernel_out(self: Any, dim: int, half_to_float: bool, out: Any) -> None:
    _normalized(self, dim, half_to_float, out, log=False)


def log_softmax_kernel_out(self: Any, dim: int, half_to_float: bool, out: Any) -> None:
    _normalized(self, dim, half_to_float, out, log=True)


def _cast_then(op: Any, self: Any, dim: int, dtype: DType | None) -> Any:
    """``op(self.to(dtype), dim, False)``; on CUDA half → float is fused into ``op``."""
    if self._impl.device.is_cuda() and self._impl.dtype is float16 and dtype is float32:
        return op.call(self, dim, True)
    return op.call(self if dtype is None else self.to(dtype), dim, False)


def softmax_int(self: Any, dim: int, dtype: DType | None = None) -> Any:
    """``softmax(self, dim, dtype)``: ``exp(x) / sum(exp(x))`` along ``dim``."""
    return _cast_then(ops._softmax, self, dim, dtype)


def log_softmax_int(self: Any, dim: int, dtype: DType | None = None) -> Any:
    """``log_softmax(self, dim, dtype)``: ``x - logsumexp(x)`` along ``dim``."""
    return _cast_then(ops._log_softmax, self, dim, dtype)


# -- logsumexp: composed of operators, as PyTorch's logsumexp_out_impl ----------------------------
def logsumexp(self: Any, dim: Sequence[int], keepdim: bool = False) -> Any:
    """``log(sum(exp(self)))`` over ``dim`` as ``m + log(sum(exp(self - m)))``, ``m`` the
    maximum (0 where it is infinite); integer inputs compute in the default float dtype."""
    from .._runtime import wrap_scalar

    x = self
    if self._impl.dtype.category <= TypeCategory.INTEGRAL:
        x = ops._to_copy.call(self, get_default_dtype(), None, None, None, False, None)
    if x._impl.numel() == 0:  # no maximum to take: the sum is 0 and its log -inf
        return ops.log.call(ops.sum_dim_IntList.call(ops.exp.call(x), dim, keepdim, None))

    def finite_max(keep: bool) -> Any:
        maxes = ops.amax.call(x, dim, keep)
        return ops.where_self.call(ops.isinf.call(maxes), wrap_scalar(0.0), maxes)

    maxes = finite_max(True)
    exps = ops.exp.call(ops.sub_Tensor.call(x, maxes, 1))
    total = ops.sum_dim_IntList.call(exps, dim, keepdim, None)
    return ops.add_Tensor.call(ops.log.call(total), maxes if keepdim else finite_max(False), 1)


def logsumexp_out(self: Any, dim: Sequence[int], keepdim: bool, out: Any) -> Any:
    dt = out._impl.dtype
    if dt.category not in (TypeCategory.FLOATING, TypeCategory.COMPLEX):
        raise RuntimeError(
            f"logsumexp(): Expected floating point type for result tensor, but got: {type_name(dt)}"
        )
    result = logsumexp(self, dim, keepdim)
    resize_output(out, TensorMeta(result._impl.sizes, dt, out._impl.device))
    return ops.copy_.call(out, result, False)
