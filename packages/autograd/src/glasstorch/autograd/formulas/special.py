"""Helpers of the special functions and the newer pointwise operators: ``sinc``, ``logit``,
``mvlgamma``, ``i1``, ``copysign``, ``igamma``, ``fmax``/``fmin``, and the complex ones
(``angle``, ``sgn``, ``polar``), written in PyTorch's convention for complex gradients (the
conjugate Wirtinger derivative). Their first derivatives are exact; second derivatives run
through formulas that do not conjugate (see derivatives.yaml's deviations)."""

from __future__ import annotations

import math
from typing import Any

from glasstorch.aten import Tensor, arange, where, zeros_like


def sinc_backward(grad: Tensor, self: Tensor) -> Tensor:
    """d/dx sin(pi x) / (pi x) = (cos(pi x) - sinc(x)) / x, and 0 at x = 0."""
    safe = where(self == 0, 1.0, self)
    slope = ((safe * math.pi).cos() - safe.sinc()) / safe
    return grad * where(self == 0, 0.0, slope)


def logit_backward(grad: Tensor, self: Tensor, eps: float | None) -> Tensor:
    """grad / (x (1 - x)) inside [eps, 1 - eps] (0 outside); without eps, NaN outside [0, 1]."""
    slope = grad / (self * (1 - self))
    if eps is None:
        return where((self < 0).logical_or(self > 1), math.nan, slope)
    return where((self < eps).logical_or(self > 1 - eps), 0.0, slope)


def mvlgamma_backward(grad: Tensor, self: Tensor, p: int) -> Tensor:
    """grad * sum_j digamma(x - j / 2)."""
    halves = arange(p, dtype=self.dtype, device=self.device) / 2
    return grad * (self.unsqueeze(-1) - halves).digamma().sum(-1)


def i1_backward(grad: Tensor, self: Tensor, result: Tensor) -> Tensor:
    """d/dx I1(x) = I0(x) - I1(x) / x, which is 1/2 at 0."""
    safe = where(self == 0, 1.0, self)
    return grad * where(self == 0, 0.5, self.i0() - result / safe)


def copysign_tensor_self_backward(grad: Tensor, self: Tensor, result: Tensor) -> Tensor:
    """+-1 where the sign was kept or flipped, 0 where self is 0."""
    ratio = where(self == 0, 0.0, result / where(self == 0, 1.0, self))
    return grad * ratio


def igamma_other_backward(grad: Tensor, self: Tensor, other: Tensor) -> Tensor:
    """d/dx P(a, x) = x^(a-1) e^(-x) / Gamma(a)."""
    return grad * ((self - 1) * other.log() - other - self.lgamma()).exp()


def fmax_fmin_backward(grad: Tensor, keep_self: Tensor) -> tuple:
    """The gradient goes to ``self`` where ``keep_self`` (it was chosen), else to ``other``."""
    return where(keep_self, grad, 0.0), where(keep_self, 0.0, grad)


def angle_backward(grad: Tensor, self: Tensor) -> Tensor:
    """0 for real inputs (piecewise constant); for z = x + iy, d atan2(y, x) points along
    i z / |z|^2, and 0 at 0."""
    if not self.is_complex():
        return zeros_like(grad)
    squared = self.abs().pow(2)
    turned = grad * self * 1j / where(squared == 0, 1.0, squared)
    return where(squared == 0, 0.0, turned)


def sgn_backward(grad: Tensor, self: Tensor, result: Tensor) -> Tensor:
    """0 for real inputs (the sign is piecewise constant); for z / |z| the part of the
    gradient that turns the direction, (g - s^2 conj(g)) / (2 |z|), and 0 at 0."""
    if not self.is_complex():
        return zeros_like(grad)
    magnitude = self.abs()
    turned = (grad - result * result * grad.conj()) / (2 * where(magnitude == 0, 1.0, magnitude))
    return where(magnitude == 0, 0.0, turned)


def polar_backward(grad: Tensor, result: Tensor, mask: Any) -> tuple:
    """z = r e^(i theta): the real gradients Re(g conj(dz/dr)) and Re(g conj(dz/dtheta))."""
    rotated = grad * result.conj()
    grad_abs = (grad * result.sgn().conj()).real if mask[0] else None
    grad_angle = rotated.imag if mask[1] else None
    return grad_abs, grad_angle
