"""Structured pointwise kernels of one tensor: math functions, rounding, activations, tests.

Three kinds of meta function cover them all: ``_same_dtype`` (abs, neg, floor ...),
``_float_result`` (integers promote to the default float dtype: exp, sin, sigmoid ...)
and ``_bool_result`` (isnan, logical_not ...). Mirrors ``native/UnaryOps.cpp`` and the
activations of ``native/Activation.cpp``.
"""

from __future__ import annotations

import math
from typing import Any

import ml_dtypes
import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, bool_, to_real

from ..structured import TensorMeta
from ._lazy import ops, special
from .fp_errors import ignore_fp_errors
from .tensor_iterator import not_implemented_for, operand_arrays, pointwise_meta

__all__ = [
    "abs_out",
    "acos_out",
    "asin_out",
    "atan_out",
    "bitwise_not_out",
    "ceil_out",
    "cos_out",
    "cosh_out",
    "elu_out",
    "erf_out",
    "exp2_out",
    "exp_out",
    "expm1_out",
    "floor_out",
    "frac_out",
    "gelu_out",
    "isfinite_out",
    "isinf_out",
    "isnan_out",
    "leaky_relu_out",
    "log10_out",
    "log1p_out",
    "log2_out",
    "log_out",
    "logical_not_out",
    "meta_abs",
    "meta_acos",
    "meta_asin",
    "meta_atan",
    "meta_bitwise_not",
    "meta_ceil",
    "meta_cos",
    "meta_cosh",
    "meta_elu",
    "meta_erf",
    "meta_exp",
    "meta_exp2",
    "meta_expm1",
    "meta_floor",
    "meta_frac",
    "meta_gelu",
    "meta_isfinite",
    "meta_isinf",
    "meta_isnan",
    "meta_leaky_relu",
    "meta_log",
    "meta_log10",
    "meta_log1p",
    "meta_log2",
    "meta_logical_not",
    "meta_nan_to_num",
    "meta_neg",
    "meta_reciprocal",
    "meta_relu",
    "meta_round",
    "meta_round_decimals",
    "meta_rsqrt",
    "meta_sigmoid",
    "meta_sign",
    "meta_silu",
    "meta_sin",
    "meta_sinh",
    "meta_softplus",
    "meta_sqrt",
    "meta_tan",
    "meta_tanh",
    "meta_trunc",
    "nan_to_num_out",
    "neg_out",
    "reciprocal_out",
    "relu_out",
    "round_decimals_out",
    "round_out",
    "rsqrt_out",
    "sigmoid_out",
    "sign_out",
    "silu_out",
    "sin_out",
    "sinh_out",
    "softplus_out",
    "sqrt_out",
    "square",
    "square_",
    "tan_out",
    "tanh_out",
    "trunc_out",
]


def _same_dtype(self: Any) -> TensorMeta:
    return pointwise_meta(self)


def _float_result(self: Any) -> TensorMeta:
    return pointwise_meta(self, promote_integer_to_float=True)


def _bool_result(self: Any) -> TensorMeta:
    return pointwise_meta(self, dtype=bool_)


def _floating_only(kernel: str) -> Any:
    def meta(self: Any, *args: Any) -> TensorMeta:
        if self._impl.dtype.category is not TypeCategory.FLOATING:
            raise not_implemented_for(kernel, self._impl.dtype)
        return pointwise_meta(self)

    return meta


def _apply(fn: Any, self: Any, out: Any, promote: bool = False) -> None:
    (x,) = operand_arrays(self, promote_integer_to_float=promote)
    target = out._array()
    with ignore_fp_errors():
        if isinstance(fn, np.ufunc) and x.dtype == target.dtype:
            fn(x, out=target)  # straight into the output: no temporary
        else:
            np.copyto(target, fn(x), casting="unsafe")


def _float_op(fn: Any) -> Any:
    def impl(self: Any, out: Any) -> None:
        _apply(fn, self, out, promote=True)

    return impl


# -- sign and magnitude ------------------------------------------------------------------------
def meta_abs(self: Any) -> TensorMeta:
    """The magnitude: the real dtype of a complex input (``|1+2j|`` is float)."""
    dtype = self._impl.dtype
    if dtype is bool_:
        raise not_implemented_for("abs_cpu", dtype)
    if dtype.is_complex:
        return pointwise_meta(self, dtype=to_real(dtype))
    return pointwise_meta(self)


def abs_out(self: Any, out: Any) -> None:
    if out._impl is self._impl and self._impl.dtype.is_complex:
        raise RuntimeError("In-place abs is not supported for complex tensors.")
    _apply(np.abs, self, out)


def meta_neg(self: Any) -> TensorMeta:
    if self._impl.dtype is bool_:
        raise RuntimeError(
            "Negation, the `-` operator, on a bool tensor is not supported. If you are trying "
            "to invert a mask, use the `~` or `logical_not()` operator instead."
        )
    return pointwise_meta(self)


def neg_out(self: Any, out: Any) -> None:
    _apply(np.negative, self, out)


meta_sign = _same_dtype


def _sign(x: Any) -> Any:
    """PyTorch's ``(0 < x) - (x < 0)``: 0 for NaN (numpy says NaN) and +0 for -0."""
    if x.dtype == np.bool_ or np.issubdtype(x.dtype, np.integer):
        return x if x.dtype == np.bool_ else np.sign(x)
    return np.where(np.isnan(x), 0, np.sign(x)) + 0  # -0.0 + 0 is +0.0


def sign_out(self: Any, out: Any) -> None:
    _apply(_sign, self, out)


# -- exponentials and logarithms ---------------------------------------------------------------
meta_exp = meta_exp2 = meta_expm1 = _float_result
meta_log = meta_log2 = meta_log10 = meta_log1p = _float_result
meta_sqrt = meta_rsqrt = meta_reciprocal = _float_result
exp_out = _float_op(np.exp)
exp2_out = _float_op(np.exp2)
expm1_out = _float_op(np.expm1)
log_out = _float_op(np.log)
log2_out = _float_op(np.log2)
log10_out = _float_op(np.log10)
log1p_out = _float_op(np.log1p)
sqrt_out = _float_op(np.sqrt)
rsqrt_out = _float_op(lambda x: 1 / np.sqrt(x))
reciprocal_out = _float_op(np.reciprocal)

# -- trigonometric and hyperbolic --------------------------------------------------------------
meta_sin = meta_cos = meta_tan = meta_asin = meta_acos = meta_atan = _float_result
meta_sinh = meta_cosh = meta_tanh = meta_sigmoid = meta_erf = _float_result
sin_out = _float_op(np.sin)
cos_out = _float_op(np.cos)
tan_out = _float_op(np.tan)
asin_out = _float_op(np.arcsin)
acos_out = _float_op(np.arccos)
atan_out = _float_op(np.arctan)
sinh_out = _float_op(np.sinh)
cosh_out = _float_op(np.cosh)
tanh_out = _float_op(np.tanh)


def sigmoid_out(self: Any, out: Any) -> None:
    _apply(special.expit, self, out, promote=True)  # scipy.special: read when first called


def erf_out(self: Any, out: Any) -> None:
    _apply(special.erf, self, out, promote=True)


# -- rounding ----------------------------------------------------------------------------------
meta_floor = meta_ceil = meta_trunc = meta_round = _same_dtype


def _integral_identity(fn: Any) -> Any:
    def impl(self: Any, out: Any) -> None:
        _apply(lambda x: x if x.dtype.kind in "biu" else fn(x), self, out)

    return impl


floor_out = _integral_identity(np.floor)
ceil_out = _integral_identity(np.ceil)
trunc_out = _integral_identity(np.trunc)
round_out = _integral_identity(np.round)  # half to even, as PyTorch's nearbyint


def meta_round_decimals(self: Any, decimals: int) -> TensorMeta:
    if decimals != 0 and self._impl.dtype.category <= TypeCategory.INTEGRAL:
        raise RuntimeError("round_cpu not implemented for integer tensors with decimals != 0")
    return pointwise_meta(self)


def round_decimals_out(self: Any, decimals: int, out: Any) -> None:
    _apply(lambda x: x if x.dtype.kind in "biu" else np.round(x, decimals), self, out)


meta_frac = _floating_only("frac_cpu")


def frac_out(self: Any, out: Any) -> None:
    _apply(lambda x: x - np.trunc(x), self, out)


# -- activations -------------------------------------------------------------------------------
def meta_relu(self: Any) -> TensorMeta:
    if self._impl.dtype is bool_:
        raise not_implemented_for("clamp_min_cpu", bool_)
    return pointwise_meta(self)


def relu_out(self: Any, out: Any) -> None:
    _apply(lambda x: np.maximum(x, x.dtype.type(0)), self, out)


def meta_gelu(self: Any, approximate: str) -> TensorMeta:
    if approximate not in ("none", "tanh"):
        raise RuntimeError("approximate argument must be either none or tanh.")
    return _floating_only("GeluKernelImpl")(self)


def gelu_out(self: Any, approximate: str, out: Any) -> None:
    if approximate == "tanh":
        k = math.sqrt(2 / math.pi)
        _apply(lambda x: 0.5 * x * (1 + np.tanh(k * (x + 0.044715 * x**3))), self, out)
    else:
        _apply(lambda x: 0.5 * x * (1 + special.erf(x / math.sqrt(2))), self, out)


meta_silu = _floating_only("silu_cpu")


def silu_out(self: Any, out: Any) -> None:
    _apply(lambda x: x * special.expit(x), self, out)


def meta_softplus(self: Any, beta: Any, threshold: Any) -> TensorMeta:
    return _floating_only("softplus_cpu")(self)


def softplus_out(self: Any, beta: Any, threshold: Any, out: Any) -> None:
    def fn(x: Any) -> Any:
        bx = x * beta
        return np.where(bx > threshold, x, np.log1p(np.exp(bx)) / beta)

    _apply(fn, self, out)


def meta_leaky_relu(self: Any, negative_slope: Any) -> TensorMeta:
    return _floating_only("leaky_relu_cpu")(self)


def leaky_relu_out(self: Any, negative_slope: Any, out: Any) -> None:
    _apply(lambda x: np.where(x > 0, x, x * negative_slope), self, out)


def meta_elu(self: Any, alpha: Any, scale: Any, input_scale: Any) -> TensorMeta:
    return _floating_only("elu_cpu")(self)


def elu_out(self: Any, alpha: Any, scale: Any, input_scale: Any, out: Any) -> None:
    _apply(
        lambda x: np.where(x > 0, x * scale, alpha * scale * np.expm1(x * input_scale)), self, out
    )


# -- tests and logic ---------------------------------------------------------------------------
meta_isnan = meta_isinf = meta_isfinite = meta_logical_not = _bool_result


def isnan_out(self: Any, out: Any) -> None:
    _apply(np.isnan, self, out)


def isinf_out(self: Any, out: Any) -> None:
    _apply(np.isinf, self, out)


def isfinite_out(self: Any, out: Any) -> None:
    _apply(np.isfinite, self, out)


def logical_not_out(self: Any, out: Any) -> None:
    np.logical_not(self._array(), out=out._array(), casting="unsafe")


def meta_bitwise_not(self: Any) -> TensorMeta:
    if self._impl.dtype.category > TypeCategory.INTEGRAL:
        raise not_implemented_for("bitwise_not_cpu", self._impl.dtype)
    return pointwise_meta(self)


def bitwise_not_out(self: Any, out: Any) -> None:
    np.invert(self._array(), out=out._array())


def meta_nan_to_num(self: Any, nan: Any, posinf: Any, neginf: Any) -> TensorMeta:
    return pointwise_meta(self)


def _nan_to_num(x: Any, nan: Any, posinf: Any, neginf: Any) -> Any:
    if x.dtype.kind in "biu":
        return x
    if x.dtype.kind not in "fc":  # bfloat16, which numpy's nan_to_num passes through as it is
        big = float(ml_dtypes.finfo(x.dtype).max)
        posinf, neginf = big if posinf is None else posinf, -big if neginf is None else neginf
        x = x.astype(np.float32)
    return np.nan_to_num(x, nan=0.0 if nan is None else nan, posinf=posinf, neginf=neginf)


def nan_to_num_out(self: Any, nan: Any, posinf: Any, neginf: Any, out: Any) -> None:
    _apply(lambda x: _nan_to_num(x, nan, posinf, neginf), self, out)


def square(self: Any) -> Any:
    """``self * self`` (CompositeImplicitAutograd, as PyTorch defines it)."""
    return ops.mul_Tensor.call(self, self)


def square_(self: Any) -> Any:
    return ops.mul__Tensor.call(self, self)
