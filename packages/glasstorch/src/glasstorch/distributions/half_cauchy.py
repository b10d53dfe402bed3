"""The half-Cauchy distribution: ``|X|`` for ``X ~ Cauchy(0, scale)``
(``torch.distributions.half_cauchy``)."""

from __future__ import annotations

import math

from glasstorch.aten import Tensor, full

from ._folded import FoldedDistribution
from .cauchy import Cauchy

__all__ = ["HalfCauchy"]


class HalfCauchy(FoldedDistribution):
    """HalfCauchy(scale)."""

    base_dist: Cauchy

    def __init__(self, scale: Tensor | float, validate_args: bool | None = None) -> None:
        super().__init__(Cauchy(0, scale, validate_args=False), validate_args=validate_args)

    @property
    def mean(self) -> Tensor:
        return full(
            tuple(self._extended_shape()),
            math.inf,
            dtype=self.scale.dtype,
            device=self.scale.device,
        )

    @property
    def variance(self) -> Tensor:
        return self.base_dist.variance
