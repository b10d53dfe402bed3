"""The half-normal distribution: ``|X|`` for ``X ~ N(0, scale²)``
(``torch.distributions.half_normal``)."""

from __future__ import annotations

import math

from glasstorch.aten import Tensor

from ._folded import FoldedDistribution
from .normal import Normal

__all__ = ["HalfNormal"]


class HalfNormal(FoldedDistribution):
    """HalfNormal(scale)."""

    base_dist: Normal

    def __init__(self, scale: Tensor | float, validate_args: bool | None = None) -> None:
        super().__init__(Normal(0, scale, validate_args=False), validate_args=validate_args)

    @property
    def mean(self) -> Tensor:
        return self.scale * math.sqrt(2 / math.pi)

    @property
    def variance(self) -> Tensor:
        return self.scale.pow(2) * (1 - 2 / math.pi)
