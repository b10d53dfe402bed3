"""The chi-squared distribution, a gamma with shape df/2 and rate 1/2
(``torch.distributions.chi2``)."""

from __future__ import annotations

from typing import Any

from glasstorch.aten import Tensor

from . import constraints
from .gamma import Gamma

__all__ = ["Chi2"]


class Chi2(Gamma):
    """χ²(df): the sum of ``df`` squared standard normals."""

    arg_constraints = {"df": constraints.positive}

    def __init__(self, df: Tensor | float, validate_args: bool | None = None) -> None:
        super().__init__(0.5 * df, 0.5, validate_args=validate_args)

    def expand(self, batch_shape: Any, _instance: Any = None) -> Chi2:
        new = self._get_checked_instance(Chi2, _instance)
        return super().expand(batch_shape, new)

    @property
    def df(self) -> Tensor:
        return self.concentration * 2
