"""The LKJ distribution over Cholesky factors of correlation matrices
(``torch.distributions.lkj_cholesky``)."""

from __future__ import annotations

import math
from typing import Any

from glasstorch.aten import Size, Tensor, arange, cat, randn

from . import constraints
from .beta import Beta
from .distribution import Distribution
from .utils import broadcast_all, tiny_of

__all__ = ["LKJCholesky"]


class LKJCholesky(Distribution):
    """LKJCholesky(dim, concentration η): the lower Cholesky factor L of a correlation
    matrix with density ∝ det(L Lᵀ)^(η - 1) (Lewandowski, Kurowicka & Joe, 2009);
    sampled with the onion method."""

    arg_constraints = {"concentration": constraints.positive}
    support = constraints.corr_cholesky

    def __init__(
        self, dim: int, concentration: Tensor | float = 1.0, validate_args: bool | None = None
    ) -> None:
        if dim < 2:
            raise ValueError(
                f"Expected dim to be an integer greater than or equal to 2. Found dim={dim}."
            )
        self.dim = dim
        (self.concentration,) = broadcast_all(concentration)
        batch_shape = self.concentration.size()
        # row i's squared norm below the diagonal is Beta(i/2, η + (dim - 2 - i)/2)
        marginal_conc = self.concentration + 0.5 * (self.dim - 2)
        offset = arange(
            self.dim - 1, dtype=self.concentration.dtype, device=self.concentration.device
        )
        offset = cat([offset.new_zeros((1,)), offset])
        self._beta = Beta(offset + 0.5, marginal_conc.unsqueeze(-1) - 0.5 * offset)
        super().__init__(batch_shape, Size((dim, dim)), validate_args)

    def expand(self, batch_shape: Any, _instance: Any = None) -> LKJCholesky:
        new = self._expanded(LKJCholesky, batch_shape, _instance, "concentration")
        new.dim = self.dim
        new._beta = self._beta.expand(Size(batch_shape) + (self.dim,))
        return new

    def sample(self, sample_shape: Any = ()) -> Tensor:
        y = self._beta.sample(sample_shape).unsqueeze(-1)
        shape = tuple(self._extended_shape(sample_shape))
        u_normal = randn(shape, dtype=y.dtype, device=y.device).tril(-1)
        u_hypersphere = u_normal / u_normal.norm(dim=-1, keepdim=True)
        u_hypersphere[..., 0, :].fill_(0.0)  # the first row is e1
        w = y.sqrt() * u_hypersphere
        diag_elems = (1 - (w**2).sum(dim=-1)).clamp(min=tiny_of(w.dtype)).sqrt()
        return w + diag_elems.diag_embed()

    def log_prob(self, value: Tensor) -> Tensor:
        if self._validate_args:
            self._validate_sample(value)
        diag_elems = value.diagonal(dim1=-1, dim2=-2)[..., 1:]
        order = arange(2, self.dim + 1, device=self.concentration.device)
        order = 2 * (self.concentration - 1).unsqueeze(-1) + self.dim - order
        unnormalized_log_pdf = (order * diag_elems.log()).sum(dim=-1)
        dm1 = self.dim - 1
        alpha = self.concentration + 0.5 * dm1
        denominator = alpha.lgamma() * dm1
        numerator = (alpha - 0.5).mvlgamma(dm1)
        pi_constant = 0.5 * dm1 * math.log(math.pi)
        return unnormalized_log_pdf - (pi_constant + numerator - denominator)
