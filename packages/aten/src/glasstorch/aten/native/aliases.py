"""The kernels of PyTorch's aliases: other names for existing operators.

PyTorch declares an alias (``absolute``, ``arccos``, ``divide``, ``greater``, ``concat``
...) as an operator of its own whose CompositeImplicitAutograd kernel calls
the original, so autograd, tracing and every backend go through the original. Each kernel
here is such a call, made by :func:`alias_of`; the few that pick an argument of the original
(``msort``, ``trapz``) are written out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.c10.core.scalar_type import bool_

from ._lazy import ops

__all__ = [
    "absolute", "absolute_", "absolute_out", "arccos", "arccos_", "arccos_out", "arccosh",
    "arccosh_", "arccosh_out", "arcsin", "arcsin_", "arcsin_out", "arcsinh", "arcsinh_",
    "arcsinh_out", "arctan", "arctan2", "arctan2_", "arctan2_out", "arctan_", "arctan_out",
    "arctanh", "arctanh_", "arctanh_out", "clip_", "clip_Tensor_out", "clip__Tensor",
    "clip_out", "concat", "concat_out", "concatenate", "concatenate_out", "divide_Tensor",
    "divide_Tensor_mode", "divide__Tensor", "divide__Tensor_mode", "divide_out",
    "divide_out_mode", "fix", "fix_", "fix_out", "greater_Tensor", "greater_Tensor_out",
    "greater__Tensor", "greater_equal_Tensor", "greater_equal_Tensor_out",
    "greater_equal__Tensor", "less_Tensor", "less_Tensor_out", "less__Tensor",
    "less_equal_Tensor", "less_equal_Tensor_out", "less_equal__Tensor", "msort", "msort_out",
    "multiply_Tensor", "multiply__Tensor", "multiply_out", "negative", "negative_",
    "negative_out", "not_equal_Tensor", "not_equal_Tensor_out", "not_equal__Tensor", "positive",
    "row_stack", "row_stack_out", "subtract_Tensor", "subtract__Tensor", "subtract_out",
    "swapaxes_", "swapdims_", "trapz_dx", "trapz_x", "true_divide_Tensor",
    "true_divide__Tensor", "true_divide_out",
]  # fmt: skip


def alias_of(original: str) -> Callable[..., Any]:
    """A kernel passing every argument, in schema order, to ``ops.<original>``."""

    def kernel(*args: Any) -> Any:
        return getattr(ops, original).call(*args)

    kernel.__doc__ = f"An alias of ``{original}``."
    return kernel


absolute = alias_of("abs")
absolute_ = alias_of("abs_")
absolute_out = alias_of("abs_out")
arccos = alias_of("acos")
arccos_ = alias_of("acos_")
arccos_out = alias_of("acos_out")
arccosh = alias_of("acosh")
arccosh_ = alias_of("acosh_")
arccosh_out = alias_of("acosh_out")
arcsin = alias_of("asin")
arcsin_ = alias_of("asin_")
arcsin_out = alias_of("asin_out")
arcsinh = alias_of("asinh")
arcsinh_ = alias_of("asinh_")
arcsinh_out = alias_of("asinh_out")
arctan = alias_of("atan")
arctan_ = alias_of("atan_")
arctan_out = alias_of("atan_out")
arctan2 = alias_of("atan2")
arctan2_ = alias_of("atan2_")
arctan2_out = alias_of("atan2_out")
arctanh = alias_of("atanh")
arctanh_ = alias_of("atanh_")
arctanh_out = alias_of("atanh_out")
negative = alias_of("neg")
negative_ = alias_of("neg_")
negative_out = alias_of("neg_out")
fix = alias_of("trunc")
fix_ = alias_of("trunc_")
fix_out = alias_of("trunc_out")
multiply_Tensor = alias_of("mul_Tensor")
multiply__Tensor = alias_of("mul__Tensor")
multiply_out = alias_of("mul_out")
divide_Tensor = alias_of("div_Tensor")
divide__Tensor = alias_of("div__Tensor")
divide_out = alias_of("div_out")
true_divide_Tensor = alias_of("div_Tensor")
true_divide__Tensor = alias_of("div__Tensor")
true_divide_out = alias_of("div_out")
subtract_Tensor = alias_of("sub_Tensor")
subtract__Tensor = alias_of("sub__Tensor")
subtract_out = alias_of("sub_out")
divide_Tensor_mode = alias_of("div_Tensor_mode")
divide__Tensor_mode = alias_of("div__Tensor_mode")
divide_out_mode = alias_of("div_out_mode")
greater_Tensor = alias_of("gt_Tensor")
greater__Tensor = alias_of("gt__Tensor")
greater_Tensor_out = alias_of("gt_Tensor_out")
greater_equal_Tensor = alias_of("ge_Tensor")
greater_equal__Tensor = alias_of("ge__Tensor")
greater_equal_Tensor_out = alias_of("ge_Tensor_out")
less_Tensor = alias_of("lt_Tensor")
less__Tensor = alias_of("lt__Tensor")
less_Tensor_out = alias_of("lt_Tensor_out")
less_equal_Tensor = alias_of("le_Tensor")
less_equal__Tensor = alias_of("le__Tensor")
less_equal_Tensor_out = alias_of("le_Tensor_out")
not_equal_Tensor = alias_of("ne_Tensor")
not_equal__Tensor = alias_of("ne__Tensor")
not_equal_Tensor_out = alias_of("ne_Tensor_out")
clip_ = alias_of("clamp_")
clip__Tensor = alias_of("clamp__Tensor")
clip_out = alias_of("clamp_out")
clip_Tensor_out = alias_of("clamp_Tensor_out")
concat = alias_of("cat")
concat_out = alias_of("cat_out")
concatenate = alias_of("cat")
concatenate_out = alias_of("cat_out")
row_stack = alias_of("vstack")
row_stack_out = alias_of("vstack_out")
swapaxes_ = alias_of("transpose_")
swapdims_ = alias_of("transpose_")


# -- aliases that fill in an argument of the original ------------------------------------------
def msort(self: Any) -> Any:
    """The values of ``sort`` along dim 0."""
    return ops.sort.call(self, 0, False)[0]


def msort_out(self: Any, out: Any) -> Any:
    return ops.copy_.call(ops.resize_.call(out, tuple(self.shape), None), msort(self), False)


def trapz_x(y: Any, x: Any, dim: int = -1) -> Any:
    return ops.trapezoid_x.call(y, x, dim)


def trapz_dx(y: Any, dx: float = 1, dim: int = -1) -> Any:
    return ops.trapezoid_dx.call(y, dx, dim)


def positive(self: Any) -> Any:
    """``+self``: the tensor itself (not defined for bool, as ``-``)."""
    if self._impl.dtype is bool_:
        raise RuntimeError("The `+` operator, on a bool tensor is not supported.")
    return self
