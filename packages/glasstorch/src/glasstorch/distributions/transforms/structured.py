"""Transforms onto structured sets: the simplex (softmax, stick breaking) and matrices
(lower Cholesky factors, positive-definite matrices, correlation Cholesky factors)."""

from __future__ import annotations

import math
from typing import Any

from glasstorch.aten import Tensor, eye, linalg
from glasstorch.nn.functional import logsigmoid, pad, softplus

from .. import constraints
from ..utils import eps_of, tiny_of, tril_matrix_to_vec, vec_to_tril_matrix
from .elementwise import _clipped_sigmoid, _Parameterless

__all__ = [
    "CorrCholeskyTransform",
    "LowerCholeskyTransform",
    "PositiveDefiniteTransform",
    "SoftmaxTransform",
    "StickBreakingTransform",
]


def _at_least_1d(shape: Any) -> None:
    if len(shape) < 1:
        raise ValueError("Too few dimensions on input")


class SoftmaxTransform(_Parameterless):
    """``y = softmax(x)`` over the last dimension (not bijective: the inverse gives the
    logs, one of the many preimages)."""

    domain = constraints.real_vector
    codomain = constraints.simplex

    def _call(self, x: Tensor) -> Tensor:
        probs = (x - x.max(-1, True)[0]).exp()
        return probs / probs.sum(-1, True)

    def _inverse(self, y: Tensor) -> Tensor:
        return y.log()

    def forward_shape(self, shape: Any) -> Any:
        _at_least_1d(shape)
        return shape

    def inverse_shape(self, shape: Any) -> Any:
        _at_least_1d(shape)
        return shape


def _stick_offsets(like: Tensor, n: int, top: int) -> Tensor:
    """``top - [1, 2, ..., n]``: the logs of these centre the breaks of a uniform stick."""
    return top - like.new_ones(n).cumsum(-1)


class StickBreakingTransform(_Parameterless):
    """Maps R^(K-1) bijectively onto the K-simplex by breaking a stick: each coordinate,
    through a shifted sigmoid, takes a fraction of what is left."""

    domain = constraints.real_vector
    codomain = constraints.simplex
    bijective = True

    def _call(self, x: Tensor) -> Tensor:
        offset = _stick_offsets(x, x.shape[-1], x.shape[-1] + 1)
        z = _clipped_sigmoid(x - offset.log())
        z_cumprod = (1 - z).cumprod(-1)
        return pad(z, [0, 1], value=1) * pad(z_cumprod, [1, 0], value=1)

    def _inverse(self, y: Tensor) -> Tensor:
        y_crop = y[..., :-1]
        offset = _stick_offsets(y, y_crop.shape[-1], y.shape[-1])
        sf = (1 - y_crop.cumsum(-1)).clamp(min=tiny_of(y.dtype))
        return y_crop.log() - sf.log() + offset.log()

    def log_abs_det_jacobian(self, x: Tensor, y: Tensor) -> Tensor:
        offset = _stick_offsets(x, x.shape[-1], x.shape[-1] + 1)
        x = x - offset.log()
        return (-x + logsigmoid(x) + y[..., :-1].log()).sum(-1)

    def forward_shape(self, shape: Any) -> Any:
        _at_least_1d(shape)
        return shape[:-1] + (shape[-1] + 1,)

    def inverse_shape(self, shape: Any) -> Any:
        _at_least_1d(shape)
        return shape[:-1] + (shape[-1] - 1,)


class LowerCholeskyTransform(_Parameterless):
    """Unconstrained square matrices to lower-triangular ones with a positive diagonal:
    the strict lower triangle is kept and the diagonal exponentiated."""

    domain = constraints.independent(constraints.real, 2)
    codomain = constraints.lower_cholesky

    def _call(self, x: Tensor) -> Tensor:
        return x.tril(-1) + x.diagonal(dim1=-2, dim2=-1).exp().diag_embed()

    def _inverse(self, y: Tensor) -> Tensor:
        return y.tril(-1) + y.diagonal(dim1=-2, dim2=-1).log().diag_embed()


class PositiveDefiniteTransform(_Parameterless):
    """Unconstrained square matrices to positive-definite ones: ``L Lᵀ`` of the
    :class:`LowerCholeskyTransform` of the input."""

    domain = constraints.independent(constraints.real, 2)
    codomain = constraints.positive_definite

    def _call(self, x: Tensor) -> Tensor:
        lower = LowerCholeskyTransform()(x)
        return lower @ lower.mT

    def _inverse(self, y: Tensor) -> Tensor:
        return LowerCholeskyTransform().inv(linalg.cholesky(y))


class CorrCholeskyTransform(_Parameterless):
    """A vector of D(D-1)/2 reals to the Cholesky factor of a D x D correlation matrix:
    tanh maps each to (-1, 1), and each row is completed by stick breaking so that it
    has unit norm."""

    domain = constraints.real_vector
    codomain = constraints.corr_cholesky
    bijective = True

    def _call(self, x: Tensor) -> Tensor:
        eps = eps_of(x.dtype)
        x = x.tanh().clamp(min=-1 + eps, max=1 - eps)
        r = vec_to_tril_matrix(x, diag=-1)
        # the squared entries of each row are fractions of what is left of its unit norm
        z1m_cumprod_sqrt = (1 - r**2).sqrt().cumprod(-1)
        r = r + eye(r.shape[-1], dtype=r.dtype, device=r.device)
        return r * pad(z1m_cumprod_sqrt[..., :-1], [1, 0], value=1)

    def _inverse(self, y: Tensor) -> Tensor:
        y_cumsum = 1 - (y * y).cumsum(dim=-1)
        y_cumsum_shifted = pad(y_cumsum[..., :-1], [1, 0], value=1)
        y_vec = tril_matrix_to_vec(y, diag=-1)
        y_cumsum_vec = tril_matrix_to_vec(y_cumsum_shifted, diag=-1)
        t = y_vec / y_cumsum_vec.sqrt()
        return (t.log1p() - t.neg().log1p()) / 2  # atanh

    def log_abs_det_jacobian(self, x: Tensor, y: Tensor, intermediates: Any = None) -> Tensor:
        y1m_cumsum = 1 - (y * y).cumsum(dim=-1)
        stick_breaking_logdet = 0.5 * tril_matrix_to_vec(y1m_cumsum, diag=-2).log().sum(-1)
        tanh_logdet = -2 * (x + softplus(-2 * x) - math.log(2.0)).sum(dim=-1)
        return stick_breaking_logdet + tanh_logdet

    def forward_shape(self, shape: Any) -> Any:
        _at_least_1d(shape)
        n = shape[-1]
        d = round((0.25 + 2 * n) ** 0.5 + 0.5)
        if d * (d - 1) // 2 != n:
            raise ValueError("Input is not a flattened lower-diagonal number")
        return shape[:-1] + (d, d)

    def inverse_shape(self, shape: Any) -> Any:
        if len(shape) < 2:
            raise ValueError("Too few dimensions on input")
        if shape[-2] != shape[-1]:
            raise ValueError("Input is not square")
        d = shape[-1]
        return shape[:-2] + (d * (d - 1) // 2,)
