"""The Dirichlet distribution over the probability simplex
(``torch.distributions.dirichlet``)."""

from __future__ import annotations

from typing import Any

from glasstorch.aten import Tensor, _dirichlet_grad, _sample_dirichlet
from glasstorch.autograd import Function, once_differentiable
from glasstorch.nn.functional import one_hot

from . import constraints
from .exp_family import ExponentialFamily

__all__ = ["Dirichlet"]


def _Dirichlet_backward(x: Tensor, concentration: Tensor, grad_output: Tensor) -> Tensor:  # noqa: N802
    """The reparameterised gradient: each coordinate's beta-marginal derivative, with the
    rest of the simplex rescaled to keep the sum at 1."""
    total = concentration.sum(-1, True).expand_as(concentration)
    grad = _dirichlet_grad(x, concentration, total)
    return grad * (grad_output - (x * grad_output).sum(-1, True))


class _Dirichlet(Function):
    """A Dirichlet draw whose backward is the implicit reparameterisation gradient."""

    @staticmethod
    def forward(ctx: Any, concentration: Tensor) -> Tensor:
        x = _sample_dirichlet(concentration)
        ctx.save_for_backward(x, concentration)
        return x

    @staticmethod
    @once_differentiable
    def backward(ctx: Any, grad_output: Tensor) -> Tensor:
        x, concentration = ctx.saved_tensors
        return _Dirichlet_backward(x, concentration, grad_output)


class Dirichlet(ExponentialFamily):
    """Dir(concentration) over the last dimension."""

    arg_constraints = {"concentration": constraints.independent(constraints.positive, 1)}
    support = constraints.simplex
    has_rsample = True

    def __init__(self, concentration: Tensor, validate_args: bool | None = None) -> None:
        if concentration.dim() < 1:
            raise ValueError("`concentration` parameter must be at least one-dimensional.")
        self.concentration = concentration
        super().__init__(
            concentration.shape[:-1], concentration.shape[-1:], validate_args=validate_args
        )

    def expand(self, batch_shape: Any, _instance: Any = None) -> Dirichlet:
        return self._expanded(Dirichlet, batch_shape, _instance, "concentration")

    def rsample(self, sample_shape: Any = ()) -> Tensor:
        shape = self._extended_shape(sample_shape)
        return _Dirichlet.apply(self.concentration.expand(shape))

    def log_prob(self, value: Tensor) -> Tensor:
        if self._validate_args:
            self._validate_sample(value)
        return (
            (self.concentration - 1.0).xlogy(value).sum(-1)
            + self.concentration.sum(-1).lgamma()
            - self.concentration.lgamma().sum(-1)
        )

    @property
    def mean(self) -> Tensor:
        return self.concentration / self.concentration.sum(-1, True)

    @property
    def mode(self) -> Tensor:
        concentrationm1 = (self.concentration - 1).clamp(min=0.0)
        mode = concentrationm1 / concentrationm1.sum(-1, True)
        # all concentrations below 1: the density peaks at the corner of the largest
        mask = (self.concentration < 1).all(dim=-1)
        corners = one_hot(mode[mask].argmax(dim=-1), concentrationm1.shape[-1])
        mode[mask] = corners.to(mode.dtype)
        return mode

    @property
    def variance(self) -> Tensor:
        con0 = self.concentration.sum(-1, True)
        return self.concentration * (con0 - self.concentration) / (con0.pow(2) * (con0 + 1))

    def entropy(self) -> Tensor:
        k = self.concentration.size(-1)
        a0 = self.concentration.sum(-1)
        return (
            self.concentration.lgamma().sum(-1)
            - a0.lgamma()
            - (k - a0) * a0.digamma()
            - ((self.concentration - 1.0) * self.concentration.digamma()).sum(-1)
        )

    @property
    def _natural_params(self) -> tuple[Tensor]:
        return (self.concentration,)

    def _log_normalizer(self, x: Tensor) -> Tensor:
        return x.lgamma().sum(-1) - x.sum(-1).lgamma()
