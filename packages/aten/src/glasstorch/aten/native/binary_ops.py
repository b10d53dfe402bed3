"""Structured pointwise kernels of two (or three) tensors: arithmetic, comparison, logic.

Each operator is a ``meta_<op>`` (checks, then the TensorIterator rules of
``tensor_iterator.pointwise_meta``) and an ``<op>_out`` impl that casts the operands to
the common dtype and lets a numpy ufunc write straight into the output's memory.
Mirrors ``aten/src/ATen/native/BinaryOps.cpp`` and ``TernaryOps.cpp``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, bool_

from ..core.tensor_base import storage_epoch
from ..structured import TensorMeta
from ._lazy import ops
from .fp_errors import ignore_fp_errors
from .tensor_iterator import (
    binary_arrays,
    binary_meta,
    compute_dtype,
    not_implemented_for,
    operand_array,
    operand_arrays,
    pointwise_meta,
    type_name,
)

__all__ = [
    "add_out",
    "addcdiv_out",
    "addcmul_out",
    "atan2_out",
    "bitwise_and_out",
    "bitwise_left_shift_out",
    "bitwise_or_out",
    "bitwise_right_shift_out",
    "bitwise_xor_out",
    "clamp_Tensor_out",
    "clamp_out",
    "clip",
    "clip_Tensor",
    "div_out",
    "div_out_mode",
    "eq_out",
    "floor_divide_out",
    "fmod_out",
    "ge_out",
    "gt_out",
    "le_out",
    "lerp_out",
    "logical_and_out",
    "logical_or_out",
    "logical_xor_out",
    "lt_out",
    "maximum_out",
    "meta_add",
    "meta_addcdiv",
    "meta_addcmul",
    "meta_atan2",
    "meta_bitwise_and",
    "meta_bitwise_left_shift",
    "meta_bitwise_or",
    "meta_bitwise_right_shift",
    "meta_bitwise_xor",
    "meta_clamp",
    "meta_clamp_Tensor",
    "meta_div",
    "meta_div_mode",
    "meta_eq",
    "meta_floor_divide",
    "meta_fmod",
    "meta_ge",
    "meta_gt",
    "meta_le",
    "meta_lerp",
    "meta_logical_and",
    "meta_logical_or",
    "meta_logical_xor",
    "meta_lt",
    "meta_maximum",
    "meta_minimum",
    "meta_mul",
    "meta_ne",
    "meta_pow",
    "meta_remainder",
    "meta_sub",
    "meta_where",
    "minimum_out",
    "mul_out",
    "ne_out",
    "pow_out",
    "remainder_out",
    "rsub",
    "sub_out",
    "where_out",
]


_BOOL = np.dtype(np.bool_)  # numpy's one bool dtype: compared by identity


def _write(ufunc: Any, out: Any, *arrays: Any) -> None:
    ufunc(*arrays, out=out._array(), casting="unsafe")


def _write2(ufunc: Any, out: Any, a: Any, b: Any) -> None:
    """``_write`` of a binary ufunc; the casting rule is only spelled out (at a cost in
    numpy's argument parsing) when the output's dtype is not the computation's."""
    o = out._np if out._np_epoch == storage_epoch[0] else out._array()
    if o.dtype is a.dtype:
        ufunc(a, b, o)
    else:
        ufunc(a, b, out=o, casting="unsafe")


def _check_alpha(self: Any, other: Any, alpha: Any) -> None:
    dt = compute_dtype(self, other)
    if isinstance(alpha, bool) and dt is not bool_:
        raise RuntimeError("Boolean alpha only supported for Boolean results.")
    if dt.category <= TypeCategory.INTEGRAL and isinstance(alpha, float | complex):
        raise RuntimeError(
            "For integral input tensors, argument alpha must not be a floating point number."
        )


def _scaled(b: Any, alpha: Any) -> Any:
    return b if alpha == 1 else np.multiply(b, alpha, dtype=np.result_type(b))


# -- add / sub / mul / div ----------------------------------------------------------------
def meta_add(self: Any, other: Any, alpha: Any) -> TensorMeta:
    if alpha != 1 or alpha is True:
        _check_alpha(self, other, alpha)
    return binary_meta(self, other)


def add_out(self: Any, other: Any, alpha: Any, out: Any) -> None:
    a, b = binary_arrays(self, other)
    _write2(np.add, out, a, b if alpha == 1 else _scaled(b, alpha))


def meta_sub(self: Any, other: Any, alpha: Any) -> TensorMeta:
    if self._impl.dtype is bool_ and other._impl.dtype is bool_:
        raise RuntimeError(
            "Subtraction, the `-` operator, with two bool tensors is not supported. Use the "
            "`^` or `logical_xor()` operator instead."
        )
    if self._impl.dtype is bool_ or other._impl.dtype is bool_:
        raise RuntimeError(
            "Subtraction, the `-` operator, with a bool tensor is not supported. If you are "
            "trying to invert a mask, use the `~` or `logical_not()` operator instead."
        )
    if alpha != 1 or alpha is True:
        _check_alpha(self, other, alpha)
    return binary_meta(self, other)


def sub_out(self: Any, other: Any, alpha: Any, out: Any) -> None:
    a, b = binary_arrays(self, other)
    with ignore_fp_errors():  # inf - inf is nan, quietly (isclose and friends meet it often)
        _write2(np.subtract, out, a, b if alpha == 1 else _scaled(b, alpha))


def rsub(self: Any, other: Any, alpha: Any = 1) -> Any:
    """``other - alpha * self`` (CompositeImplicitAutograd, as in PyTorch)."""
    return ops.sub_Tensor.call(other, self, alpha)


meta_mul = binary_meta  # broadcast and promote, nothing else to check


def mul_out(self: Any, other: Any, out: Any) -> None:
    a, b = binary_arrays(self, other)
    _write2(np.logical_and if a.dtype is _BOOL else np.multiply, out, a, b)


def meta_div(self: Any, other: Any) -> TensorMeta:
    return pointwise_meta(self, other, promote_integer_to_float=True)


def div_out(self: Any, other: Any, out: Any) -> None:
    a, b = operand_arrays(self, other, promote_integer_to_float=True)
    with ignore_fp_errors():
        _write(np.true_divide, out, a, b)


def _check_integer_divisor(b: Any) -> None:
    if np.issubdtype(np.result_type(b), np.integer) and bool((b == 0).any()):
        raise RuntimeError("ZeroDivisionError")


def meta_div_mode(self: Any, other: Any, rounding_mode: str | None) -> TensorMeta:
    if rounding_mode not in (None, "trunc", "floor"):
        raise ValueError(
            "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found "
            f"'{rounding_mode}'"
        )
    return pointwise_meta(self, other, promote_integer_to_float=rounding_mode is None)


def div_out_mode(self: Any, other: Any, rounding_mode: str | None, out: Any) -> None:
    if rounding_mode is None:
        div_out(self, other, out)
        return
    a, b = binary_arrays(self, other)
    if np.result_type(a) == np.bool_:
        raise NotImplementedError(f"\"div_{rounding_mode}_cpu\" not implemented for 'Bool'")
    integer = np.issubdtype(np.result_type(a), np.integer)
    if integer:
        _check_integer_divisor(b)
    with ignore_fp_errors():
        if rounding_mode == "floor":  # Python's a // b, for floats too: -1 // inf == -1
            _write(np.floor_divide, out, a, b)
        elif integer:  # a - fmod(a, b) is an exact multiple of b, between a and 0
            _write(np.floor_divide, out, a - np.fmod(a, b), b)
        else:
            _write(np.trunc, out, np.true_divide(a, b))


meta_floor_divide = binary_meta  # broadcast and promote, nothing else to check


def floor_divide_out(self: Any, other: Any, out: Any) -> None:
    div_out_mode(self, other, "floor", out)


meta_remainder = binary_meta  # broadcast and promote, nothing else to check


def remainder_out(self: Any, other: Any, out: Any) -> None:
    a, b = binary_arrays(self, other)
    _check_integer_divisor(b)
    with ignore_fp_errors():
        _write(np.remainder, out, a, b)


meta_fmod = binary_meta  # broadcast and promote, nothing else to check


def fmod_out(self: Any, other: Any, out: Any) -> None:
    a, b = binary_arrays(self, other)
    _check_integer_divisor(b)
    with ignore_fp_errors():
        _write(np.fmod, out, a, b)


def meta_pow(self: Any, exponent: Any) -> TensorMeta:
    return binary_meta(self, exponent)


def pow_out(self: Any, exponent: Any, out: Any) -> None:
    a, b = binary_arrays(self, exponent)
    if np.issubdtype(np.result_type(a), np.integer) and bool((b < 0).any()):
        raise RuntimeError("Integers to negative integer powers are not allowed.")
    if a.dtype == np.bool_:
        a, b = a.astype(np.int64), b.astype(np.int64)
    with ignore_fp_errors():
        _write(np.power, out, a, b)


def meta_atan2(self: Any, other: Any) -> TensorMeta:
    return pointwise_meta(self, other, promote_integer_to_float=True)


def atan2_out(self: Any, other: Any, out: Any) -> None:
    _write(np.arctan2, out, *operand_arrays(self, other, promote_integer_to_float=True))


meta_maximum = binary_meta  # broadcast and promote, nothing else to check


def maximum_out(self: Any, other: Any, out: Any) -> None:
    _write(np.maximum, out, *operand_arrays(self, other))


meta_minimum = binary_meta  # broadcast and promote, nothing else to check


def minimum_out(self: Any, other: Any, out: Any) -> None:
    _write(np.minimum, out, *operand_arrays(self, other))


# -- comparisons and logic: computed in the common dtype, written as bool -------------------
def _bool_meta(self: Any, other: Any) -> TensorMeta:
    return pointwise_meta(self, other, dtype=bool_)


meta_eq = meta_ne = meta_lt = meta_le = meta_gt = meta_ge = _bool_meta
meta_logical_and = meta_logical_or = meta_logical_xor = _bool_meta


def eq_out(self: Any, other: Any, out: Any) -> None:
    _write(np.equal, out, *operand_arrays(self, other))


def ne_out(self: Any, other: Any, out: Any) -> None:
    _write(np.not_equal, out, *operand_arrays(self, other))


def lt_out(self: Any, other: Any, out: Any) -> None:
    _write(np.less, out, *operand_arrays(self, other))


def le_out(self: Any, other: Any, out: Any) -> None:
    _write(np.less_equal, out, *operand_arrays(self, other))


def gt_out(self: Any, other: Any, out: Any) -> None:
    _write(np.greater, out, *operand_arrays(self, other))


def ge_out(self: Any, other: Any, out: Any) -> None:
    _write(np.greater_equal, out, *operand_arrays(self, other))


def logical_and_out(self: Any, other: Any, out: Any) -> None:
    _write(np.logical_and, out, self._array(), other._array())


def logical_or_out(self: Any, other: Any, out: Any) -> None:
    _write(np.logical_or, out, self._array(), other._array())


def logical_xor_out(self: Any, other: Any, out: Any) -> None:
    _write(np.logical_xor, out, self._array(), other._array())


# -- bitwise: integral and bool only ---------------------------------------------------------
def _bitwise_meta(kernel: str) -> Any:
    def meta(self: Any, other: Any) -> TensorMeta:
        result = pointwise_meta(self, other)
        if result.dtype.category > TypeCategory.INTEGRAL:
            raise not_implemented_for(kernel, result.dtype)
        return result

    meta.__name__ = f"meta_{kernel.removesuffix('_cpu')}"
    return meta


meta_bitwise_and = _bitwise_meta("bitwise_and_cpu")
meta_bitwise_or = _bitwise_meta("bitwise_or_cpu")
meta_bitwise_xor = _bitwise_meta("bitwise_xor_cpu")
meta_bitwise_left_shift = _bitwise_meta("lshift_cpu")
meta_bitwise_right_shift = _bitwise_meta("rshift_cpu")


def bitwise_and_out(self: Any, other: Any, out: Any) -> None:
    _write(np.bitwise_and, out, *operand_arrays(self, other))


def bitwise_or_out(self: Any, other: Any, out: Any) -> None:
    _write(np.bitwise_or, out, *operand_arrays(self, other))


def bitwise_xor_out(self: Any, other: Any, out: Any) -> None:
    _write(np.bitwise_xor, out, *operand_arrays(self, other))


def bitwise_left_shift_out(self: Any, other: Any, out: Any) -> None:
    _write(np.left_shift, out, *operand_arrays(self, other))


def bitwise_right_shift_out(self: Any, other: Any, out: Any) -> None:
    _write(np.right_shift, out, *operand_arrays(self, other))


# -- ternary ---------------------------------------------------------------------------------
def meta_where(condition: Any, self: Any, other: Any) -> TensorMeta:
    if condition._impl.dtype is not bool_:
        raise RuntimeError(
            "where expected condition to be a boolean tensor, but got a tensor with dtype "
            f"{type_name(condition._impl.dtype)}"
        )
    values = pointwise_meta(self, other)
    shape = pointwise_meta(condition, self, other).sizes
    return TensorMeta(shape, values.dtype, values.device)


def where_out(condition: Any, self: Any, other: Any, out: Any) -> None:
    a, b = binary_arrays(self, other)
    mask = operand_array(condition, _BOOL)  # a 0-dim CPU condition: a scalar CUDA accepts
    np.copyto(out._array(), np.where(mask, a, b), casting="unsafe")


_BOOL = np.dtype(np.bool_)


def meta_lerp(self: Any, end: Any, weight: Any) -> TensorMeta:
    if self._impl.dtype is not end._impl.dtype:
        raise RuntimeError(
            f"expected dtype {type_name(self._impl.dtype)} for `end` but got dtype "
            f"{type_name(end._impl.dtype)}"
        )
    return pointwise_meta(self, end, weight)


def lerp_out(self: Any, end: Any, weight: Any, out: Any) -> None:
    a, b, w = operand_arrays(self, end, weight)
    # PyTorch's two-sided formula keeps lerp exact at both ends.
    result = np.where(np.abs(w) < 0.5, a + w * (b - a), b - (b - a) * (1 - w))
    np.copyto(out._array(), result, casting="unsafe")


def meta_addcmul(self: Any, tensor1: Any, tensor2: Any, value: Any) -> TensorMeta:
    return pointwise_meta(self, tensor1, tensor2)


def addcmul_out(self: Any, tensor1: Any, tensor2: Any, value: Any, out: Any) -> None:
    a, t1, t2 = operand_arrays(self, tensor1, tensor2)
    np.copyto(out._array(), a + _scaled(t1 * t2, value), casting="unsafe")


def meta_addcdiv(self: Any, tensor1: Any, tensor2: Any, value: Any) -> TensorMeta:
    for t in (tensor1, tensor2):
        if t._impl.dtype.category <= TypeCategory.INTEGRAL:
            raise RuntimeError(
                "Integer division with addcdiv is no longer supported, and in a future release "
                "addcdiv will perform a true division of tensor1 and tensor2. The historic "
                "addcdiv behavior can be implemented as (input + value * torch.trunc(tensor1 / "
                "tensor2)).to(input.dtype) for integer inputs and as (input + value * tensor1 / "
                "tensor2) for float inputs. The future addcdiv behavior is just the latter "
                "implementation: (input + value * tensor1 / tensor2), for all dtypes."
            )
    return pointwise_meta(self, tensor1, tensor2)


def addcdiv_out(self: Any, tensor1: Any, tensor2: Any, value: Any, out: Any) -> None:
    a, t1, t2 = operand_arrays(self, tensor1, tensor2)
    with ignore_fp_errors():
        np.copyto(out._array(), a + _scaled(t1 / t2, value), casting="unsafe")


# -- clamp -----------------------------------------------------------------------------------
def _bounds_meta(self: Any, lo: Any, hi: Any) -> TensorMeta:
    if lo is None and hi is None:
        raise RuntimeError("torch.clamp: At least one of 'min' or 'max' must not be None")
    if self._impl.dtype is bool_:
        raise not_implemented_for("clamp_cpu", bool_)
    return pointwise_meta(self, lo, hi)


def _clamp(self: Any, lo: Any, hi: Any, out: Any) -> None:
    present = [t for t in (self, lo, hi) if t is not None]
    dt = np.dtype(compute_dtype(*present).numpy_dtype)
    x = operand_array(self, dt)
    if lo is not None:
        x = np.maximum(x, operand_array(lo, dt))
    if hi is not None:
        x = np.minimum(x, operand_array(hi, dt))
    np.copyto(out._array(), x, casting="unsafe")


def meta_clamp(self: Any, min: Any, max: Any) -> TensorMeta:  # noqa: A002 - schema names
    from .._runtime import wrap_scalar

    return _bounds_meta(self, _wrap(min, wrap_scalar), _wrap(max, wrap_scalar))


def clamp_out(self: Any, min: Any, max: Any, out: Any) -> None:  # noqa: A002
    from .._runtime import wrap_scalar

    _clamp(self, _wrap(min, wrap_scalar), _wrap(max, wrap_scalar), out)


def meta_clamp_Tensor(self: Any, min: Any, max: Any) -> TensorMeta:  # noqa: A002, N802
    return _bounds_meta(self, min, max)


def clamp_Tensor_out(self: Any, min: Any, max: Any, out: Any) -> None:  # noqa: A002, N802
    _clamp(self, min, max, out)


def _wrap(value: Any, wrap: Any) -> Any:
    return None if value is None else wrap(value)


def clip(self: Any, min: Any = None, max: Any = None) -> Any:  # noqa: A002
    """``clip`` is an alias of ``clamp`` (CompositeImplicitAutograd)."""
    return ops.clamp.call(self, min, max)


def clip_Tensor(self: Any, min: Any = None, max: Any = None) -> Any:  # noqa: A002, N802
    return ops.clamp_Tensor.call(self, min, max)
