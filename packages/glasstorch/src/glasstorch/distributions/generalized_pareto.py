"""The generalized Pareto distribution (``torch.distributions.generalized_pareto``)."""

from __future__ import annotations

import math
from typing import Any

from glasstorch.aten import Tensor, isclose, ones_like, rand, where, zeros_like

from . import constraints
from .distribution import Distribution
from .utils import _broadcast_params

__all__ = ["GeneralizedPareto"]


class GeneralizedPareto(Distribution):
    """GPD(loc, scale, concentration ξ): survival ``(1 + ξ z)^(-1/ξ)`` with
    ``z = (x - loc) / scale`` (the exponential for ξ = 0)."""

    arg_constraints = {
        "loc": constraints.real,
        "scale": constraints.positive,
        "concentration": constraints.real,
    }
    has_rsample = True

    def __init__(
        self, loc: Any, scale: Any, concentration: Any, validate_args: bool | None = None
    ) -> None:
        batch_shape, (self.loc, self.scale, self.concentration) = _broadcast_params(
            loc, scale, concentration
        )
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape: Any, _instance: Any = None) -> GeneralizedPareto:
        return self._expanded(
            GeneralizedPareto, batch_shape, _instance, "loc", "scale", "concentration"
        )

    def _zero_and_safe_concentration(self) -> tuple[Tensor, Tensor]:
        """Where ξ is (close to) 0, and ξ with those entries replaced by 1."""
        c = self.concentration
        eq_zero = isclose(c, zeros_like(c))
        return eq_zero, where(eq_zero, ones_like(c), c)

    def rsample(self, sample_shape: Any = ()) -> Tensor:
        shape = tuple(self._extended_shape(sample_shape))
        return self.icdf(rand(shape, dtype=self.loc.dtype, device=self.loc.device))

    def log_prob(self, value: Tensor) -> Tensor:
        if self._validate_args:
            self._validate_sample(value)
        z = self._z(value)
        eq_zero, safe = self._zero_and_safe_concentration()
        y = 1 / safe + ones_like(z)
        where_nonzero = where(y == 0, y, y * (safe * z).log1p())
        return -self.scale.log() - where(eq_zero, z, where_nonzero)

    def log_survival_function(self, value: Tensor) -> Tensor:
        """log P(X > value)."""
        if self._validate_args:
            self._validate_sample(value)
        z = self._z(value)
        eq_zero, safe = self._zero_and_safe_concentration()
        return where(eq_zero, -z, -(safe * z).log1p() / safe)

    def log_cdf(self, value: Tensor) -> Tensor:
        """log P(X <= value)."""
        return (-self.log_survival_function(value).exp()).log1p()

    def cdf(self, value: Tensor) -> Tensor:
        return self.log_cdf(value).exp()

    def icdf(self, value: Tensor) -> Tensor:
        eq_zero, safe = self._zero_and_safe_concentration()
        logu = (-value).log1p()
        where_nonzero = self.loc + self.scale / safe * (-safe * logu).expm1()
        return where(eq_zero, self.loc - self.scale * logu, where_nonzero)

    def _z(self, x: Tensor) -> Tensor:
        return (x - self.loc) / self.scale

    @property
    def mean(self) -> Tensor:
        valid = self.concentration < 1
        safe = where(valid, self.concentration, 0.5)
        return where(valid, self.loc + self.scale / (1 - safe), math.nan)

    @property
    def variance(self) -> Tensor:
        valid = self.concentration < 0.5
        safe = where(valid, self.concentration, 0.25)
        result = self.scale**2 / ((1 - safe) ** 2 * (1 - 2 * safe))
        return where(valid, result, math.nan)

    def entropy(self) -> Tensor:
        return (self.scale.log() + self.concentration + 1).expand(self._batch_shape)

    @property
    def mode(self) -> Tensor:
        return self.loc

    @constraints.dependent_property(is_discrete=False, event_dim=0)
    def support(self) -> constraints.Constraint:
        lower = self.loc
        upper = where(self.concentration < 0, lower - self.scale / self.concentration, math.inf)
        return constraints.interval(lower, upper)
