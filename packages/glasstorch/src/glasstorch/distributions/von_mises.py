"""The von Mises (circular normal) distribution (``torch.distributions.von_mises``)."""

from __future__ import annotations

import math
from typing import Any

from glasstorch.aten import Size, Tensor, empty, rand, where, zeros
from glasstorch.autograd import no_grad
from glasstorch.c10.core.scalar_type import bool_, float64

from . import constraints
from .distribution import Distribution
from .utils import broadcast_all, lazy_property

__all__ = ["VonMises"]

# Polynomial approximations of the modified Bessel functions I0 and I1 (Abramowitz &
# Stegun 9.8.1-9.8.4): in (x/3.75)² below 3.75, and in 3.75/x (scaled by e^x/√x) above.
_I0_COEF_SMALL = [1.0, 3.5156229, 3.0899424, 1.2067492, 0.2659732, 0.0360768, 0.0045813]
_I0_COEF_LARGE = [
    0.39894228, 0.01328592, 0.00225319, -0.00157565, 0.00916281,
    -0.02057706, 0.02635537, -0.01647633, 0.00392377,
]  # fmt: skip
_I1_COEF_SMALL = [0.5, 0.87890594, 0.51498869, 0.15084934, 0.02658733, 0.00301532, 0.00032411]
_I1_COEF_LARGE = [
    0.39894228, -0.03988024, -0.00362018, 0.00163801, -0.01031555,
    0.02282967, -0.02895312, 0.01787654, -0.00420059,
]  # fmt: skip
_COEF_SMALL = [_I0_COEF_SMALL, _I1_COEF_SMALL]
_COEF_LARGE = [_I0_COEF_LARGE, _I1_COEF_LARGE]


def _eval_poly(y: Tensor, coef: list[float]) -> Tensor:
    """Horner's rule: ``coef[0] + coef[1] y + ...``."""
    result: Any = coef[-1]
    for c in reversed(coef[:-1]):
        result = c + y * result
    return result


def _log_modified_bessel_fn(x: Tensor, order: int = 0) -> Tensor:
    """log I_order(x) for x > 0 and order 0 or 1."""
    if order not in (0, 1):
        raise AssertionError(f"order must be 0 or 1, got {order}")
    y = (x / 3.75) ** 2
    small = _eval_poly(y, _COEF_SMALL[order])
    if order == 1:
        small = x.abs() * small
    small = small.log()
    large = x - 0.5 * x.log() + _eval_poly(3.75 / x, _COEF_LARGE[order]).log()
    return where(x < 3.75, small, large)


def _rejection_sample(loc: Tensor, concentration: Tensor, proposal_r: Tensor, x: Tensor) -> Tensor:
    """Best & Fisher's (1979) wrapped-Cauchy rejection sampler, run until every element
    has accepted; returns angles in [-π, π)."""
    done = zeros(tuple(x.shape), dtype=bool_, device=loc.device)
    while not done.all():
        u1, u2, u3 = rand((3,) + tuple(x.shape), dtype=loc.dtype, device=loc.device).unbind()
        z = (math.pi * u1).cos()
        f = (1 + proposal_r * z) / (proposal_r + z)
        c = concentration * (proposal_r - f)
        accept = ((c * (2 - c) - u2) > 0) | (((c / u2).log() + 1 - c) >= 0)
        if accept.any():
            x = where(accept & ~done, (u3 - 0.5).sign() * f.acos(), x)
            done = done | accept
    return (x + math.pi + loc) % (2 * math.pi) - math.pi


class VonMises(Distribution):
    """VonMises(loc, concentration) on the circle: density ∝ exp(κ cos(x - loc))."""

    arg_constraints = {"loc": constraints.real, "concentration": constraints.positive}
    support = constraints.real
    has_rsample = False

    def __init__(
        self, loc: Tensor | float, concentration: Tensor | float, validate_args: bool | None = None
    ) -> None:
        self.loc, self.concentration = broadcast_all(loc, concentration)
        super().__init__(self.loc.shape, Size(), validate_args)

    def log_prob(self, value: Tensor) -> Tensor:
        if self._validate_args:
            self._validate_sample(value)
        log_prob = self.concentration * (value - self.loc).cos()
        return (
            log_prob - math.log(2 * math.pi) - _log_modified_bessel_fn(self.concentration, order=0)
        )

    @lazy_property
    def _loc(self) -> Tensor:
        return self.loc.to(float64)

    @lazy_property
    def _concentration(self) -> Tensor:
        return self.concentration.to(float64)

    @lazy_property
    def _proposal_r(self) -> Tensor:
        kappa = self._concentration
        tau = 1 + (1 + 4 * kappa**2).sqrt()
        rho = (tau - (2 * tau).sqrt()) / (2 * kappa)
        proposal_r = (1 + rho**2) / (2 * rho)
        # for tiny κ the formula cancels catastrophically: its expansion instead
        return where(kappa < 1e-5, 1 / kappa + kappa, proposal_r)

    def sample(self, sample_shape: Any = ()) -> Tensor:
        """Draws by rejection sampling, in double precision (not reparameterised)."""
        with no_grad():
            shape = tuple(self._extended_shape(sample_shape))
            x = empty(shape, dtype=self._loc.dtype, device=self.loc.device)
            drawn = _rejection_sample(self._loc, self._concentration, self._proposal_r, x)
            return drawn.to(self.loc.dtype)

    def expand(self, batch_shape: Any, _instance: Any = None) -> VonMises:
        return self._expanded(VonMises, batch_shape, _instance, "loc", "concentration")

    @property
    def mean(self) -> Tensor:
        """The circular mean."""
        return self.loc

    @property
    def mode(self) -> Tensor:
        return self.loc

    @lazy_property
    def variance(self) -> Tensor:  # type: ignore[override]
        """The circular variance ``1 - I1(κ)/I0(κ)``."""
        log_i1 = _log_modified_bessel_fn(self.concentration, order=1)
        log_i0 = _log_modified_bessel_fn(self.concentration, order=0)
        return 1 - (log_i1 - log_i0).exp()
