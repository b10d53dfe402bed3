"""The Wishart distribution over positive-definite matrices
(``torch.distributions.wishart``)."""

from __future__ import annotations

import math
import numbers
import warnings
from typing import Any

from glasstorch.aten import Size, Tensor, arange, einsum, eye, linalg, randn, tensor, tril_indices
from glasstorch.aten.native.tensor_iterator import broadcast_shapes

from . import constraints
from .chi2 import Chi2
from .exp_family import ExponentialFamily
from .multivariate_normal import _precision_to_scale_tril
from .utils import eps_of, lazy_property

__all__ = ["Wishart"]

_log_2 = math.log(2)


def _mvdigamma(x: Tensor, p: int) -> Tensor:
    """The multivariate digamma ψ_p(x) = Σ_i ψ(x - i/2)."""
    if not x.gt((p - 1) / 2).all():
        raise AssertionError("Wrong domain for multivariate digamma function.")
    steps = arange(p, dtype=x.dtype, device=x.device).div(2)
    return (x.unsqueeze(-1) - steps.expand(tuple(x.shape) + (-1,))).digamma().sum(-1)


class Wishart(ExponentialFamily):
    """Wishart(df, Σ): the scatter matrix of ``df`` draws of N(0, Σ); Σ is given by
    exactly one of ``covariance_matrix``, ``precision_matrix`` or ``scale_tril``.
    Sampled with Bartlett's decomposition."""

    support = constraints.positive_definite
    has_rsample = True
    _mean_carrier_measure = 0

    @property
    def arg_constraints(self) -> dict[str, constraints.Constraint]:  # type: ignore[override]
        return {
            "covariance_matrix": constraints.positive_definite,
            "precision_matrix": constraints.positive_definite,
            "scale_tril": constraints.lower_cholesky,
            "df": constraints.greater_than(self.event_shape[-1] - 1),
        }

    def __init__(
        self,
        df: Tensor | float,
        covariance_matrix: Tensor | None = None,
        precision_matrix: Tensor | None = None,
        scale_tril: Tensor | None = None,
        validate_args: bool | None = None,
    ) -> None:
        given = {
            "covariance_matrix": covariance_matrix,
            "precision_matrix": precision_matrix,
            "scale_tril": scale_tril,
        }
        if sum(p is not None for p in given.values()) != 1:
            raise AssertionError(
                "Exactly one of covariance_matrix or precision_matrix or scale_tril may be "
                "specified."
            )
        name, param = next((k, p) for k, p in given.items() if p is not None)
        if param.dim() < 2:
            raise ValueError(
                "scale_tril must be at least two-dimensional, with optional leading batch "
                "dimensions"
            )
        if isinstance(df, numbers.Number):
            batch_shape = Size(param.shape[:-2])
            self.df = tensor(df, dtype=param.dtype, device=param.device)
        else:
            batch_shape = Size(broadcast_shapes(tuple(param.shape[:-2]), tuple(df.shape)))
            self.df = df.expand(batch_shape)
        event_shape = param.shape[-2:]
        p = event_shape[-1]
        if self.df.le(p - 1).any():
            raise ValueError(f"Value of df={df} expected to be greater than ndim - 1 = {p - 1}.")
        setattr(self, name, param.expand(tuple(batch_shape) + (-1, -1)))
        if self.df.lt(p).any():
            warnings.warn(
                "Low df values detected. Singular samples are highly likely to occur for "
                "ndim - 1 < df < ndim.",
                stacklevel=2,
            )
        super().__init__(batch_shape, event_shape, validate_args=validate_args)
        self._batch_dims = [-(x + 1) for x in range(len(self._batch_shape))]
        if scale_tril is not None:
            self._unbroadcasted_scale_tril = scale_tril
        elif covariance_matrix is not None:
            self._unbroadcasted_scale_tril = linalg.cholesky(covariance_matrix)
        else:
            self._unbroadcasted_scale_tril = _precision_to_scale_tril(precision_matrix)
        self._dist_chi2 = self._bartlett_chi2(batch_shape)

    def _bartlett_chi2(self, batch_shape: Size) -> Chi2:
        """The diagonal of Bartlett's factor: √χ²(df - i) for i = 0 .. p-1."""
        lower = self._unbroadcasted_scale_tril
        steps = arange(self._event_shape[-1], dtype=lower.dtype, device=lower.device)
        return Chi2(df=self.df.unsqueeze(-1) - steps.expand(tuple(batch_shape) + (-1,)))

    def expand(self, batch_shape: Any, _instance: Any = None) -> Wishart:
        new = self._expanded(
            Wishart,
            batch_shape,
            _instance,
            "df",
            "covariance_matrix",
            "scale_tril",
            "precision_matrix",
        )
        batch_shape = Size(batch_shape)
        new._unbroadcasted_scale_tril = self._unbroadcasted_scale_tril.expand(
            batch_shape + self.event_shape
        )
        new._batch_dims = [-(x + 1) for x in range(len(batch_shape))]
        new._dist_chi2 = new._bartlett_chi2(batch_shape)
        return new

    def _matrix_shape(self) -> tuple[int, ...]:
        return tuple(self._batch_shape) + tuple(self._event_shape)

    def _df_matrix(self, df: Tensor) -> Tensor:
        return df.view(tuple(self._batch_shape) + (1, 1))

    @lazy_property
    def scale_tril(self) -> Tensor:
        return self._unbroadcasted_scale_tril.expand(self._matrix_shape())

    @lazy_property
    def covariance_matrix(self) -> Tensor:
        lower = self._unbroadcasted_scale_tril
        return (lower @ lower.transpose(-2, -1)).expand(self._matrix_shape())

    @lazy_property
    def precision_matrix(self) -> Tensor:
        lower = self._unbroadcasted_scale_tril
        identity = eye(self._event_shape[-1], device=lower.device, dtype=lower.dtype)
        return identity.cholesky_solve(lower).expand(self._matrix_shape())

    @property
    def mean(self) -> Tensor:
        return self._df_matrix(self.df) * self.covariance_matrix

    @property
    def mode(self) -> Tensor:
        factor = self.df - self.covariance_matrix.shape[-1] - 1
        factor[factor <= 0] = math.nan
        return self._df_matrix(factor) * self.covariance_matrix

    @property
    def variance(self) -> Tensor:
        v = self.covariance_matrix
        diag_v = v.diagonal(dim1=-2, dim2=-1)
        return self._df_matrix(self.df) * (v.pow(2) + einsum("...i,...j->...ij", diag_v, diag_v))

    def _bartlett_sampling(self, sample_shape: Any = ()) -> Tensor:
        p = self._event_shape[-1]
        diagonal = self._dist_chi2.rsample(sample_shape).sqrt()
        noise = diagonal.clamp(min=eps_of(diagonal.dtype)).diag_embed(dim1=-2, dim2=-1)
        i, j = tril_indices(p, p, offset=-1)
        below = tuple(sample_shape) + tuple(self._batch_shape) + (p * (p - 1) // 2,)
        noise[..., i, j] = randn(below, dtype=noise.dtype, device=noise.device)
        chol = self._unbroadcasted_scale_tril @ noise
        return chol @ chol.transpose(-2, -1)

    def rsample(self, sample_shape: Any = (), max_try_correction: int | None = None) -> Tensor:
        """Bartlett samples; singular ones (possible for df < ndim) are redrawn up to
        ``max_try_correction`` (default 10) times."""
        if max_try_correction is None:
            max_try_correction = 10
        sample_shape = Size(sample_shape)
        sample = self._bartlett_sampling(sample_shape)
        is_singular = ~self.support.check(sample)
        if self._batch_shape:
            is_singular = is_singular.amax(self._batch_dims)
        if is_singular.any():
            warnings.warn("Singular sample detected.", stacklevel=2)
            for _ in range(max_try_correction):
                sample_new = self._bartlett_sampling(is_singular[is_singular].shape)
                sample[is_singular] = sample_new
                is_singular_new = ~self.support.check(sample_new)
                if self._batch_shape:
                    is_singular_new = is_singular_new.amax(self._batch_dims)
                is_singular[is_singular.clone()] = is_singular_new
                if not is_singular.any():
                    break
        return sample

    def _log_det_scale_term(self) -> Tensor:
        p = self._event_shape[-1]
        log_det_l = self._unbroadcasted_scale_tril.diagonal(dim1=-2, dim2=-1).log().sum(-1)
        return p * _log_2 / 2 + log_det_l

    def log_prob(self, value: Tensor) -> Tensor:
        if self._validate_args:
            self._validate_sample(value)
        nu = self.df
        p = self._event_shape[-1]
        trace = value.cholesky_solve(self._unbroadcasted_scale_tril).diagonal(dim1=-2, dim2=-1)
        return (
            -nu * self._log_det_scale_term()
            - (nu / 2).mvlgamma(p=p)
            + (nu - p - 1) / 2 * linalg.slogdet(value).logabsdet
            - trace.sum(dim=-1) / 2
        )

    def entropy(self) -> Tensor:
        nu = self.df
        p = self._event_shape[-1]
        return (
            (p + 1) * self._log_det_scale_term()
            + (nu / 2).mvlgamma(p=p)
            - (nu - p - 1) / 2 * _mvdigamma(nu / 2, p=p)
            + nu * p / 2
        )

    @property
    def _natural_params(self) -> tuple[Tensor, Tensor]:
        p = self._event_shape[-1]
        return -self.precision_matrix / 2, (self.df - p - 1) / 2

    def _log_normalizer(self, x: Tensor, y: Tensor) -> Tensor:
        p = self._event_shape[-1]
        return (y + (p + 1) / 2) * (-linalg.slogdet(-2 * x).logabsdet + _log_2 * p) + (
            y + (p + 1) / 2
        ).mvlgamma(p=p)
