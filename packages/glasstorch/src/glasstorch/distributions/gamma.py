"""The gamma distribution (``torch.distributions.gamma``)."""

from __future__ import annotations

from typing import Any

from glasstorch.aten import Tensor, _standard_gamma, as_tensor

from . import constraints
from .exp_family import ExponentialFamily
from .utils import _broadcast_params, tiny_of

__all__ = ["Gamma"]


class Gamma(ExponentialFamily):
    """Gamma(concentration, rate): density ∝ x^(concentration-1) exp(-rate x).

    ``rsample`` is reparameterised through ``_standard_gamma``'s implicit gradient.
    """

    arg_constraints = {"concentration": constraints.positive, "rate": constraints.positive}
    support = constraints.nonnegative
    has_rsample = True
    _mean_carrier_measure = 0

    def __init__(
        self,
        concentration: Tensor | float,
        rate: Tensor | float,
        validate_args: bool | None = None,
    ) -> None:
        batch_shape, (self.concentration, self.rate) = _broadcast_params(concentration, rate)
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape: Any, _instance: Any = None) -> Gamma:
        return self._expanded(Gamma, batch_shape, _instance, "concentration", "rate")

    @property
    def mean(self) -> Tensor:
        return self.concentration / self.rate

    @property
    def mode(self) -> Tensor:
        return ((self.concentration - 1) / self.rate).clamp(min=0)

    @property
    def variance(self) -> Tensor:
        return self.concentration / self.rate.pow(2)

    def rsample(self, sample_shape: Any = ()) -> Tensor:
        shape = self._extended_shape(sample_shape)
        value = _standard_gamma(self.concentration.expand(shape)) / self.rate.expand(shape)
        value.detach().clamp_(min=tiny_of(value.dtype))  # do not record the clamp
        return value

    def log_prob(self, value: Any) -> Tensor:
        value = as_tensor(value, dtype=self.rate.dtype, device=self.rate.device)
        if self._validate_args:
            self._validate_sample(value)
        return (
            self.concentration.xlogy(self.rate)
            + (self.concentration - 1).xlogy(value)
            - self.rate * value
            - self.concentration.lgamma()
        )

    def entropy(self) -> Tensor:
        return (
            self.concentration
            - self.rate.log()
            + self.concentration.lgamma()
            + (1.0 - self.concentration) * self.concentration.digamma()
        )

    @property
    def _natural_params(self) -> tuple[Tensor, Tensor]:
        return self.concentration - 1, -self.rate

    def _log_normalizer(self, x: Tensor, y: Tensor) -> Tensor:
        return (x + 1).lgamma() + (x + 1) * (-y.reciprocal()).log()

    def cdf(self, value: Tensor) -> Tensor:
        if self._validate_args:
            self._validate_sample(value)
        return self.concentration.igamma(self.rate * value)
