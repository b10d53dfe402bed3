"""Helpers of the ``torch.special`` functions without a top-level operator: the scaled
Bessel functions ``i0e`` and ``i1e``, ``erfcx``, the normal distribution's ``ndtri`` and
``log_ndtr``, ``entr``, ``xlog1py`` and the Hurwitz ``zeta`` (PyTorch's formulas)."""

from __future__ import annotations

import math

from glasstorch.aten import Tensor, where
from glasstorch.aten._generated import special_functions as special

_SQRT_2PI = math.sqrt(2 * math.pi)


def entr_backward(grad: Tensor, self: Tensor) -> Tensor:
    """d/dx (-x log x) = -(1 + log x)."""
    return grad * -(1 + self.log())


def erfcx_backward(grad: Tensor, self: Tensor, result: Tensor) -> Tensor:
    """d/dx e^(x^2) erfc(x) = 2 x erfcx(x) - 2 / sqrt(pi)."""
    return grad * (2 * self * result - 2 / math.sqrt(math.pi))


def i0e_backward(grad: Tensor, self: Tensor, result: Tensor) -> Tensor:
    """d/dx e^-|x| I0(x) = i1e(x) - sign(x) i0e(x)."""
    return grad * (special.i1e(self) - self.sgn() * result)


def i1e_backward(grad: Tensor, self: Tensor, result: Tensor) -> Tensor:
    """d/dx e^-|x| I1(x) = i0e(x) - i1e(x) (sign(x) + 1 / x), which is 1/2 at 0."""
    safe = where(self == 0, 1.0, self)
    slope = special.i0e(self) - result * (self.sgn() + 1 / safe)
    return grad * where(self == 0, 0.5, slope)


def ndtri_backward(grad: Tensor, result: Tensor) -> Tensor:
    """The inverse function's slope: sqrt(2 pi) e^(y^2 / 2) at y = ndtri(p)."""
    return grad * _SQRT_2PI * (result * result / 2).exp()


def log_ndtr_backward(grad: Tensor, self: Tensor, result: Tensor) -> Tensor:
    """d/dx log Phi(x) = phi(x) / Phi(x) = e^(-(log Phi(x) + x^2 / 2)) / sqrt(2 pi)."""
    return grad / _SQRT_2PI * (-(result + self * self / 2)).exp()


def xlog1py_self_backward(grad: Tensor, self: Tensor, other: Tensor) -> Tensor:
    """log1p(other), and 0 where self is 0 and other <= -1 (where the value is 0 too)."""
    return where((self == 0).logical_and(other <= -1), 0.0, special.xlog1py(grad, other))


def zeta_other_backward(grad: Tensor, self: Tensor, other: Tensor) -> Tensor:
    """d/dq zeta(x, q) = -x zeta(x + 1, q)."""
    return grad * -self * special.zeta(self + 1.0, other)
