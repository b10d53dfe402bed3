"""Batching rules of elementwise operators: unary ones keep the batch dim where it is;
n-ary ones broadcast their logical shapes (batch dims moved to the front, size-1 dims
inserted after them up to the largest logical rank).

A logically 0-dim batched tensor is physically 1-dim, which would change type promotion
(dimensioned tensors outrank 0-dim ones of the same category); such arguments are cast
to the logical result type first, as functorch's ``handleScalarTypePromotion`` does.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten._generated import ops
from glasstorch.aten.native.tensor_iterator import result_type
from glasstorch.c10.core.layout import contiguous_format

from ..batching import inplace_error, register
from ..dynamic_layers import VmapLayer
from .helpers import Phys, align, front, is_tensor, move_to_front, wrap

__all__ = ["broadcast_call", "unary"]


# -- unary -----------------------------------------------------------------------------------------
def unary(layer: VmapLayer, op: Any, self: Any, *rest: Any) -> Any:
    """``op`` on the physical tensor; elementwise, so the batch dim stays where it is."""
    impl = self._impl
    return wrap(op(impl.value, *rest), layer, impl.bdim)


def unary_inplace(layer: VmapLayer, op: Any, self: Any, *rest: Any) -> Any:
    op(self._impl.value, *rest)
    return self


def unary_memory_format(layer: VmapLayer, op: Any, self: Any, *rest: Any) -> Any:
    """Copies and ``*_like`` factories, whose last argument is a memory format: a requested
    contiguous layout is the logical one (batch dim first); others keep the physical one."""
    memory_format = rest[-1] if rest else None
    if memory_format is None:
        return unary(layer, op, self, *rest)
    impl = self._impl
    value = move_to_front(impl.value, impl.bdim)
    kept = contiguous_format if memory_format is contiguous_format else None
    return wrap(op(value, *rest[:-1], kept), layer)


UNARY = (
    "abs", "neg", "sign", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt",
    "rsqrt", "reciprocal", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh",
    "tanh", "sigmoid", "erf", "erfinv", "floor", "ceil", "trunc", "round", "round.decimals",
    "frac", "relu", "silu", "gelu", "softplus", "leaky_relu", "elu", "nan_to_num", "isnan",
    "isinf", "isfinite", "square", "logical_not", "bitwise_not", "clamp", "clip", "threshold",
    "alias",
)  # fmt: skip
UNARY_INPLACE = (
    "abs_", "neg_", "sign_", "exp_", "exp2_", "expm1_", "log_", "log2_", "log10_", "log1p_",
    "sqrt_", "rsqrt_", "reciprocal_", "sin_", "cos_", "tan_", "asin_", "acos_", "atan_",
    "sinh_", "cosh_", "tanh_", "sigmoid_", "erf_", "erfinv_", "floor_", "ceil_", "trunc_",
    "round_", "round_.decimals", "frac_", "relu_", "silu_", "gelu_", "leaky_relu_", "elu_",
    "nan_to_num_", "square_", "logical_not_", "bitwise_not_", "clamp_", "threshold_",
    "fill_.Scalar", "zero_",
)  # fmt: skip
MEMORY_FORMAT = ("clone", "_to_copy", "zeros_like", "ones_like", "empty_like", "full_like")


# -- broadcasting --------------------------------------------------------------------------------
def _logical_result_dtype(args: list[Any], positions: tuple[int, ...]) -> Any:
    return result_type(*(args[i] for i in positions if is_tensor(args[i])))


def broadcast_call(
    layer: VmapLayer,
    op: Any,
    args: tuple[Any, ...],
    promote: tuple[int, ...] | None = None,
    inplace: bool = False,
) -> Any:
    """Run an elementwise ``op`` whose tensor arguments broadcast; returns the physical
    result (batch dim 0). ``promote``: the positions that take part in type promotion
    (all tensor positions when None)."""
    values = list(args)
    phys = {
        i: a if isinstance(a, Phys) else front(a, layer)
        for i, a in enumerate(values)
        if is_tensor(a) or isinstance(a, Phys)
    }
    tensors = list(phys)
    if inplace and not phys[0].batched:
        raise inplace_error("inplace arithmetic")
    promoting = tuple(tensors) if promote is None else promote
    scalars = [i for i in promoting if i in phys and phys[i].batched and phys[i].rank == 0]
    if scalars and len(promoting) > len(scalars):
        # a logical 0-dim tensor beside others: promote as the logical tensors would
        dtype = _logical_result_dtype(values, promoting)
        for i in scalars:
            if phys[i].t._impl.dtype is not dtype:
                phys[i] = Phys(ops._to_copy.call(phys[i].t, dtype), True)
    aligned = align([phys[i] for i in tensors])
    for i, t in zip(tensors, aligned, strict=True):
        values[i] = t
    return op(*values)


def _pointwise(promote: tuple[int, ...] | None = None) -> Any:
    def rule(layer: VmapLayer, op: Any, *args: Any) -> Any:
        return wrap(broadcast_call(layer, op, args, promote), layer)

    return rule


def _pointwise_inplace(layer: VmapLayer, op: Any, *args: Any) -> Any:
    broadcast_call(layer, op, args, promote=(), inplace=True)
    return args[0]


def _as_dtype(p: Phys, dtype: Any) -> Phys:
    return p if p.t._impl.dtype is dtype else Phys(ops._to_copy.call(p.t, dtype), p.batched)


def _masked_fill_tensor(layer: VmapLayer, op: Any, self: Any, mask: Any, value: Any) -> Any:
    """A batched fill value is no longer 0-dim: ``where(mask, value, self)`` in self's dtype."""
    value_phys = front(value, layer)
    if not value_phys.batched:
        return wrap(broadcast_call(layer, op, (self, mask, value), promote=()), layer)
    value_phys = _as_dtype(value_phys, self._impl.dtype)
    where = ops.where_self.call
    return wrap(broadcast_call(layer, where, (mask, value_phys, self), promote=()), layer)


def _masked_fill_tensor_inplace(layer: VmapLayer, op: Any, self: Any, mask: Any, value: Any) -> Any:
    value_phys = front(value, layer)
    if not value_phys.batched:
        return _pointwise_inplace(layer, op, self, mask, value)
    self_phys = front(self, layer)
    if not self_phys.batched:
        raise inplace_error("inplace arithmetic")
    value_phys = _as_dtype(value_phys, self._impl.dtype)
    filled = broadcast_call(layer, ops.where_self.call, (mask, value_phys, self_phys), promote=())
    ops.copy_.call(self_phys.t, filled, False)
    return self


BINARY = (
    "add.Tensor", "sub.Tensor", "rsub.Tensor", "mul.Tensor", "div.Tensor", "div.Tensor_mode",
    "floor_divide", "remainder.Tensor", "fmod.Tensor", "pow.Tensor_Tensor", "atan2", "maximum",
    "minimum", "eq.Tensor", "ne.Tensor", "lt.Tensor", "le.Tensor", "gt.Tensor", "ge.Tensor",
    "logical_and", "logical_or", "logical_xor", "bitwise_and.Tensor", "bitwise_or.Tensor",
    "bitwise_xor.Tensor", "bitwise_left_shift.Tensor", "bitwise_right_shift.Tensor",
    "lerp.Tensor", "addcmul", "addcdiv", "clamp.Tensor", "clip.Tensor", "isclose",
    "threshold_backward", "gelu_backward", "silu_backward", "elu_backward",
    "leaky_relu_backward", "softplus_backward", "sigmoid_backward", "tanh_backward",
)  # fmt: skip
BINARY_INPLACE = (
    "add_.Tensor", "sub_.Tensor", "mul_.Tensor", "div_.Tensor", "div_.Tensor_mode",
    "floor_divide_.Tensor", "remainder_.Tensor", "fmod_.Tensor", "pow_.Tensor", "atan2_",
    "eq_.Tensor", "ne_.Tensor", "lt_.Tensor", "le_.Tensor", "gt_.Tensor", "ge_.Tensor",
    "logical_and_", "logical_or_", "logical_xor_", "bitwise_and_.Tensor", "bitwise_or_.Tensor",
    "bitwise_xor_.Tensor", "bitwise_left_shift_.Tensor", "bitwise_right_shift_.Tensor",
    "lerp_.Tensor", "addcmul_", "addcdiv_", "clamp_.Tensor", "masked_fill_.Scalar", "copy_",
)  # fmt: skip

register(UNARY, unary)
register(UNARY_INPLACE, unary_inplace)
register(MEMORY_FORMAT, unary_memory_format)
register(BINARY, _pointwise())
register(BINARY_INPLACE, _pointwise_inplace)
register("where.self", _pointwise(promote=(1, 2)))
register("masked_fill.Scalar", _pointwise(promote=()))
register("masked_fill.Tensor", _masked_fill_tensor)
register("masked_fill_.Tensor", _masked_fill_tensor_inplace)
