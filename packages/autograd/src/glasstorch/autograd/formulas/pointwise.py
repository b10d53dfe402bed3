"""Pointwise, activation and matrix-product helpers."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from glasstorch.aten import Tensor, where, zeros_like

from .common import (
    handle_r_to_c,
    maybe_multiply,
)


# -- pointwise ---------------------------------------------------------------------------------
def mul_tensor_backward(grad: Tensor, other: Any, self_dtype: Any) -> Tensor:
    return handle_r_to_c(self_dtype, grad * other)


def div_tensor_self_backward(
    grad: Tensor, other: Any, self_dtype: Any, rounding_mode: str | None = None
) -> Tensor:
    """Rounded division is piecewise constant: its gradient is zero."""
    if rounding_mode is not None:
        return zeros_like(grad)
    return handle_r_to_c(self_dtype, grad / other)


def div_tensor_other_backward(
    grad: Tensor, self: Tensor, other: Tensor, rounding_mode: str | None = None
) -> Tensor:
    if rounding_mode is not None:
        return zeros_like(grad)
    return -grad * ((self / other) / other)


def pow_backward_self(grad: Tensor, self: Tensor, exponent: Tensor) -> Tensor:
    """``exponent * self^(exponent-1)``, defined as 0 where the exponent is 0."""
    return where(exponent == 0.0, 0.0, grad * (exponent * self.pow(exponent - 1)))


def pow_backward_exponent(grad: Tensor, self: Tensor, exponent: Tensor, result: Tensor) -> Tensor:
    """``result * log(self)``, defined as 0 where ``self == 0`` and ``exponent >= 0``."""
    cond = (self == 0.0).logical_and(exponent >= 0.0)
    return grad * where(cond, 0.0, result * self.log())


def atan2_backward(grad: Tensor, self: Tensor, other: Tensor, mask: Sequence[bool]) -> tuple:
    recip = (self * self + other * other).reciprocal()
    return (grad * other * recip if mask[0] else None, grad * -self * recip if mask[1] else None)


def clamp_backward(grad: Tensor, self: Tensor, min: Any, max: Any) -> Tensor:
    """1 inside ``[min, max]`` (boundaries included: the subgradient), 0 outside."""
    if min is not None and max is not None:
        return where((self >= min).logical_and(self <= max), grad, 0.0)
    if min is not None:
        return where(self >= min, grad, 0.0)
    if max is not None:
        return where(self <= max, grad, 0.0)
    return grad


def clamp_backward_min_max(
    grad: Tensor, self: Tensor, min: Tensor | None, max: Tensor | None, mask: Sequence[bool]
) -> tuple:
    """Gradients of tensor ``min``/``max``: where the bound was the value taken."""
    grad_min = grad_max = None
    if min is not None and max is not None:
        if mask[0]:
            grad_min = where((self < min).logical_and(min < max), grad, 0.0)
        if mask[1]:
            grad_max = where((self > max).logical_or(max < min), grad, 0.0)
    elif min is not None and mask[0]:
        grad_min = where(self < min, grad, 0.0)
    elif max is not None and mask[1]:
        grad_max = where(self > max, grad, 0.0)
    return grad_min, grad_max


def log1p_backward(grad: Tensor, self: Tensor) -> Tensor:
    return grad / (self + 1)


def sigmoid_backward(grad: Tensor, result: Tensor) -> Tensor:
    return grad * (result * (1 - result))


def tanh_backward(grad: Tensor, result: Tensor) -> Tensor:
    return grad * (1 - result * result)


def threshold_backward(grad: Tensor, self: Tensor, threshold: float) -> Tensor:
    return where(self <= threshold, 0.0, grad)


def silu_backward(grad: Tensor, self: Tensor) -> Tensor:
    s = self.sigmoid()
    return grad * (s * (1 + self * (1 - s)))


def gelu_backward(grad: Tensor, self: Tensor, approximate: str) -> Tensor:
    if approximate == "tanh":
        k = math.sqrt(2.0 / math.pi)
        inner = k * (self + 0.044715 * self * self * self)
        t = inner.tanh()
        d_inner = k * (1 + 3 * 0.044715 * self * self)
        return grad * (0.5 * (1 + t) + 0.5 * self * (1 - t * t) * d_inner)
    cdf = 0.5 * (1 + (self * (1 / math.sqrt(2.0))).erf())
    pdf = (-0.5 * self * self).exp() * (1 / math.sqrt(2.0 * math.pi))
    return grad * (cdf + self * pdf)


def softplus_backward(grad: Tensor, self: Tensor, beta: float, threshold: float) -> Tensor:
    """Identity above the threshold (where softplus is linear), sigmoid(beta*x) below."""
    scaled = self * beta
    return where(scaled > threshold, grad, grad * scaled.sigmoid())


def leaky_relu_backward(
    grad: Tensor, self_or_result: Tensor, negative_slope: float, is_result: bool
) -> Tensor:
    return where(self_or_result > 0, grad, grad * negative_slope)


def elu_backward(
    grad: Tensor, alpha: float, scale: float, input_scale: float, is_result: bool, x: Tensor
) -> Tensor:
    """``x`` is the input, or the output when ``is_result`` (the in-place variant)."""
    if is_result:
        negative = grad * input_scale * (x + alpha * scale)
    else:
        negative = grad * (input_scale * alpha * scale) * (x * input_scale).exp()
    return where(x <= 0, negative, grad * scale)


# -- linear algebra ------------------------------------------------------------------------------
def mm_mat1_backward(grad: Tensor, mat2: Tensor, alpha: Any) -> Tensor:
    return maybe_multiply(grad.mm(mat2.t()), alpha)


def mm_mat2_backward(grad: Tensor, mat1: Tensor, alpha: Any) -> Tensor:
    return maybe_multiply(mat1.t().mm(grad), alpha)
