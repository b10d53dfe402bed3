"""Pointwise, activation and matrix-product helpers."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from glasstorch.aten import Tensor, where, zeros_like
from glasstorch.aten._generated import ops
from glasstorch.c10.core.layout import strided

from .common import (
    handle_r_to_c,
    maybe_multiply,
)


# -- pointwise ---------------------------------------------------------------------------------
def _conj(value: Any) -> Any:
    """``value.conj()`` for a complex tensor (PyTorch's conjugate Wirtinger convention:
    gradients flow through the conjugate); anything else as it is."""
    if isinstance(value, Tensor) and value._impl.dtype.is_complex:
        return value.conj()
    if isinstance(value, complex):
        return value.conjugate()
    return value


def mul_tensor_backward(grad: Tensor, other: Any, self_dtype: Any) -> Tensor:
    return handle_r_to_c(self_dtype, ops.mul_Tensor.call(grad, _conj(other)))


def div_tensor_self_backward(
    grad: Tensor, other: Any, self_dtype: Any, rounding_mode: str | None = None
) -> Tensor:
    """Rounded division is piecewise constant: its gradient is zero."""
    if rounding_mode is not None:
        return zeros_like(grad)
    return handle_r_to_c(self_dtype, grad / _conj(other))


def div_tensor_other_backward(
    grad: Tensor, self: Tensor, other: Tensor, rounding_mode: str | None = None
) -> Tensor:
    if rounding_mode is not None:
        return zeros_like(grad)
    return handle_r_to_c(other._impl.dtype, -grad * _conj((self / other) / other))


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


# -- activations: aten's backward operators, and their own derivatives ------------------------
def sigmoid_backward(grad: Tensor, output: Tensor) -> Tensor:
    """``grad * y * (1 - y)`` for ``y = sigmoid(x)``."""
    return ops.sigmoid_backward.call(grad, output)


def tanh_backward(grad: Tensor, output: Tensor) -> Tensor:
    """``grad * (1 - y * y)`` for ``y = tanh(x)``."""
    return ops.tanh_backward.call(grad, output)


def threshold_backward(grad: Tensor, self: Tensor, threshold: Any) -> Tensor:
    """``grad`` where ``self > threshold``, 0 elsewhere."""
    return ops.threshold_backward.call(grad, self, threshold)


def silu_backward(grad: Tensor, self: Tensor) -> Tensor:
    return ops.silu_backward.call(grad, self)


def silu_double_backward(
    grad: Tensor, grad_output: Tensor, self: Tensor, mask: Sequence[bool]
) -> tuple[Tensor | None, Tensor | None]:
    """``silu_backward(g, x) = g * s * (1 + x * (1 - s))`` (``s = sigmoid(x)``): its
    gradients for g and for x, ``g * s * (1 - s) * (2 + x * (1 - 2 * s))``."""
    s = self.sigmoid()
    grad_grad_output = grad * (s * (1 + self * (1 - s))) if mask[0] else None
    grad_self = None
    if mask[1]:
        grad_self = grad * grad_output * (s * (1 - s) * (2 + self * (1 - 2 * s)))
    return grad_grad_output, grad_self


def gelu_backward(grad: Tensor, self: Tensor, approximate: str) -> Tensor:
    return ops.gelu_backward.call(grad, self, approximate)


def gelu_double_backward(
    grad: Tensor, grad_output: Tensor, self: Tensor, approximate: str
) -> Tensor:
    """``gelu_backward``'s gradient for self: gelu's second derivative times both grads.

    Exact: ``phi(x) * (2 - x^2)``. Tanh approximation, with ``u = k (x + c x^3)`` and
    ``t = tanh(u)``: ``(1 - t^2) * (u' - x t u'^2 + 3 k c x^2)``.
    """
    if approximate == "tanh":
        k, c = math.sqrt(2.0 / math.pi), 0.044715
        x2 = self * self
        t = (k * (self + c * x2 * self)).tanh()
        du = k * (1 + 3 * c * x2)
        second = (1 - t * t) * (du - self * t * du * du + 3 * k * c * x2)
    else:
        pdf = (-0.5 * self * self).exp() * (1 / math.sqrt(2.0 * math.pi))
        second = pdf * (2 - self * self)
    return grad * grad_output * second


def _standard_gamma_grad(self: Tensor, output: Tensor) -> Tensor:
    """d(sample)/d(alpha) of gamma samples ``output`` (an implicit reparameterisation)."""
    return ops._standard_gamma_grad.call(self, output)


def softplus_backward(grad: Tensor, self: Tensor, beta: Any, threshold: Any) -> Tensor:
    """Identity above the threshold (where softplus is linear), sigmoid(beta*x) below."""
    return ops.softplus_backward.call(grad, self, beta, threshold)


def softplus_double_backward(grad: Tensor, self: Tensor, beta: Any, threshold: Any) -> Tensor:
    """``softplus_backward``'s gradient for self given ``grad * grad_output``:
    ``beta * s * (1 - s)`` (``s = sigmoid(beta * x)``) where softplus is not linear."""
    scaled = self * beta
    curved = (scaled <= threshold).to(grad.dtype)
    return sigmoid_backward(grad, scaled.sigmoid()) * curved * beta


def leaky_relu_backward(
    grad: Tensor, self_or_result: Tensor, negative_slope: Any, is_result: bool
) -> Tensor:
    return ops.leaky_relu_backward.call(grad, self_or_result, negative_slope, is_result)


def elu_backward(
    grad: Tensor, alpha: Any, scale: Any, input_scale: Any, is_result: bool, x: Tensor
) -> Tensor:
    """``x`` is the input, or the output when ``is_result`` (the in-place variant)."""
    return ops.elu_backward.call(grad, alpha, scale, input_scale, is_result, x)


def elu_double_backward(
    grad: Tensor, grad_output: Tensor, alpha: Any, scale: Any, input_scale: Any,
    is_result: bool, x: Tensor,
) -> Tensor:  # fmt: skip
    """``elu_backward``'s gradient for self_or_result: on the negative side only, where it
    is ``input_scale * alpha * scale * exp(x * input_scale)`` (``input_scale * (y + alpha *
    scale)`` from the result)."""
    negative = (x <= 0).to(grad.dtype)
    if is_result:
        return grad * grad_output * input_scale * negative
    inner = elu_backward(grad * grad_output * input_scale, alpha, scale, input_scale, False, x)
    return inner * negative


# -- linear algebra ------------------------------------------------------------------------------
def _column_major(sizes: Sequence[int], strides: Sequence[int]) -> bool:
    """Whether a matrix with these sizes and strides is a transposed contiguous one."""
    return len(strides) == 2 and strides[0] == 1 and strides[1] == sizes[0]


def mm_mat1_backward(
    grad: Tensor, mat2: Tensor, sizes: Sequence[int], strides: Sequence[int], alpha: Any
) -> Tensor:
    """``grad @ mat2ᵀ``, laid out as mat1 was: a column-major mat1 (``w.t()`` of a Linear)
    gets a column-major gradient, which its ``t()`` backward turns into a contiguous one."""
    if _column_major(sizes, strides) and mat2._impl.layout is strided:
        return maybe_multiply(mat2.mm(grad.t()).t(), alpha)
    return maybe_multiply(grad.mm(mat2.t()), alpha)


def mm_mat2_backward(
    grad: Tensor, mat1: Tensor, sizes: Sequence[int], strides: Sequence[int], alpha: Any
) -> Tensor:
    """``mat1ᵀ @ grad``, laid out as mat2 was (see :func:`mm_mat1_backward`)."""
    if _column_major(sizes, strides) and mat1._impl.layout is strided:
        return maybe_multiply(grad.t().mm(mat1).t(), alpha)
    return maybe_multiply(mat1.t().mm(grad), alpha)
