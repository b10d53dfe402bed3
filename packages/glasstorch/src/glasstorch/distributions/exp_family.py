"""``ExponentialFamily``: distributions whose density is
``exp(<t(x), θ> - F(θ) + k(x))`` (``torch.distributions.exp_family``).

Subclasses give the natural parameters θ (``_natural_params``), the log normalizer F
(``_log_normalizer``) and the expected carrier measure E[k(x)]; the entropy then follows
from the Bregman divergence of F, with F's gradient taken by autograd.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten import Tensor
from glasstorch.autograd import grad

from .distribution import Distribution

__all__ = ["ExponentialFamily"]


class ExponentialFamily(Distribution):
    """The base class of exponential-family distributions."""

    @property
    def _natural_params(self) -> tuple[Tensor, ...]:
        """The natural parameters θ, a tuple of tensors."""
        raise NotImplementedError

    def _log_normalizer(self, *natural_params: Tensor) -> Tensor:
        """The log normalizer F(θ)."""
        raise NotImplementedError

    @property
    def _mean_carrier_measure(self) -> Any:
        """E[k(x)], the expected carrier measure."""
        raise NotImplementedError

    def entropy(self) -> Tensor:
        """``F(θ) - <θ, ∇F(θ)> - E[k(x)]``."""
        result: Any = -self._mean_carrier_measure
        params = [p.detach().requires_grad_() for p in self._natural_params]
        log_normalizer = self._log_normalizer(*params)
        gradients = grad(log_normalizer.sum(), params, create_graph=True)
        result = result + log_normalizer
        for param, gradient in zip(params, gradients, strict=True):
            result = result - (param * gradient).reshape(tuple(self._batch_shape) + (-1,)).sum(-1)
        return result
