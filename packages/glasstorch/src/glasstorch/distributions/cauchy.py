"""The Cauchy (Lorentz) distribution (``torch.distributions.cauchy``)."""

from __future__ import annotations

import math
from typing import Any

from glasstorch.aten import Tensor, full

from . import constraints
from .distribution import Distribution
from .utils import _broadcast_params

__all__ = ["Cauchy"]


class Cauchy(Distribution):
    """Cauchy(loc, scale): the ratio of two independent normals, shifted and scaled; it
    has no mean or variance."""

    arg_constraints = {"loc": constraints.real, "scale": constraints.positive}
    support = constraints.real
    has_rsample = True

    def __init__(
        self, loc: Tensor | float, scale: Tensor | float, validate_args: bool | None = None
    ) -> None:
        batch_shape, (self.loc, self.scale) = _broadcast_params(loc, scale)
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape: Any, _instance: Any = None) -> Cauchy:
        return self._expanded(Cauchy, batch_shape, _instance, "loc", "scale")

    def _filled(self, value: float) -> Tensor:
        return full(
            tuple(self._extended_shape()), value, dtype=self.loc.dtype, device=self.loc.device
        )

    @property
    def mean(self) -> Tensor:
        return self._filled(math.nan)

    @property
    def mode(self) -> Tensor:
        return self.loc

    @property
    def variance(self) -> Tensor:
        return self._filled(math.inf)

    def rsample(self, sample_shape: Any = ()) -> Tensor:
        shape = self._extended_shape(sample_shape)
        eps = self.loc.new_empty(tuple(shape)).cauchy_()
        return self.loc + eps * self.scale

    def log_prob(self, value: Tensor) -> Tensor:
        if self._validate_args:
            self._validate_sample(value)
        z = (value - self.loc) / self.scale
        return -math.log(math.pi) - self.scale.log() - (z**2).log1p()

    def cdf(self, value: Tensor) -> Tensor:
        if self._validate_args:
            self._validate_sample(value)
        return ((value - self.loc) / self.scale).atan() / math.pi + 0.5

    def icdf(self, value: Tensor) -> Tensor:
        return (math.pi * (value - 0.5)).tan() * self.scale + self.loc

    def entropy(self) -> Tensor:
        return math.log(4 * math.pi) + self.scale.log()
