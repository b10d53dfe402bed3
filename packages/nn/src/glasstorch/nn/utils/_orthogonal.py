"""The orthogonal parametrization (``torch.nn.utils.parametrizations.orthogonal``).

A matrix (or batch) X is mapped to an orthogonal Q through one of three maps: the matrix
exponential or the Cayley transform of the skew-symmetric ``A = tril(X) - tril(X)^T``, or
a product of Householder reflections stored below X's diagonal. With the default
"trivialization", Q is further multiplied by a fixed orthogonal ``base`` (a buffer), and
assigning a weight sets ``base`` to that weight (made orthogonal) and the original to the
point that maps to the identity, so the parametrized weight starts as the assigned one.
"""

from __future__ import annotations

from enum import Enum, auto
from typing import Any

import glasstorch.aten as at
import numpy as np
from glasstorch.aten import Tensor
from glasstorch.aten.core.tensor_base import TensorBase

from .._autograd import no_grad
from ..modules.module import Module
from . import parametrize

__all__ = ["orthogonal"]


def _is_orthogonal(q: Tensor) -> bool:
    n, k = q.size(-2), q.size(-1)
    eye = at.eye(k, dtype=q.dtype, device=q.device)
    eps = 10.0 * n * float(np.finfo(q.dtype.numpy_dtype).eps)
    return bool(at.allclose(q.mH @ q, eye, atol=eps))


def _make_orthogonal(a: Tensor) -> Tensor:
    """The Q of A's QR decomposition, with R's diagonal made positive (unique for a full
    rank A)."""
    x, tau = at.geqrf(a)
    q = at.linalg.householder_product(x, tau)
    return q * _sgn(x.diagonal(dim1=-2, dim2=-1)).unsqueeze(-2)


def _sgn(z: Tensor) -> Tensor:
    """``z / |z|`` (0 where z is 0): the sign, also of complex numbers."""
    if not z.is_complex():
        return z.sign()
    magnitude = z.abs()
    return at.where(magnitude == 0, at.zeros_like(z), z / magnitude)


class _OrthMaps(Enum):
    matrix_exp = auto()
    cayley = auto()
    householder = auto()


class _Orthogonal(Module):
    base: Tensor

    def __init__(
        self, weight: Tensor, orthogonal_map: _OrthMaps, *, use_trivialization: bool = True
    ) -> None:
        super().__init__()
        if weight.is_complex() and orthogonal_map == _OrthMaps.householder:
            raise ValueError("The householder parametrization does not support complex tensors.")
        self.shape = weight.shape
        self.orthogonal_map = orthogonal_map
        if use_trivialization:
            self.register_buffer("base", None)

    def forward(self, x: Tensor) -> Tensor:
        n, k = x.size(-2), x.size(-1)
        transposed = n < k
        if transposed:
            x = x.mT
            n, k = k, n
        # from here on x is tall: n >= k
        if self.orthogonal_map in (_OrthMaps.matrix_exp, _OrthMaps.cayley):
            x = x.tril()
            if n != k:
                zeros = x.new_zeros(n, n - k).expand(*x.shape[:-2], -1, -1)
                x = at.cat([x, zeros], dim=-1)
            a = x - x.mH
            if self.orthogonal_map == _OrthMaps.matrix_exp:
                q = at.matrix_exp(a)
            else:
                eye = at.eye(n, dtype=a.dtype, device=a.device)
                q = at.linalg.solve(at.add(eye, a, alpha=-0.5), at.add(eye, a, alpha=0.5))
            if n != k:
                q = q[..., :k]
        else:
            a = x.tril(diagonal=-1)
            tau = 2.0 / (1.0 + (a * a).sum(dim=-2))
            q = at.linalg.householder_product(a, tau)
            # the diagonal of x holds the signs of the reflections' columns
            q = q * x.diagonal(dim1=-2, dim2=-1).int().unsqueeze(-2)
        if hasattr(self, "base"):
            q = self.base @ q
        return q.mT if transposed else q

    def right_inverse(self, q: Tensor) -> Tensor:
        """An original that maps to ``q`` (with trivialization: store ``q`` as the base and
        return the point that maps to the identity)."""
        with no_grad():
            return self._right_inverse(q)

    def _right_inverse(self, q: Tensor) -> Tensor:
        if q.shape != self.shape:
            raise ValueError(
                f"Expected a matrix or batch of matrices of shape {self.shape}. "
                f"Got a tensor of shape {q.shape}."
            )
        q_init = q
        n, k = q.size(-2), q.size(-1)
        transpose = n < k
        if transpose:
            q = q.mT
            n, k = k, n
        if not hasattr(self, "base"):
            if self.orthogonal_map in (_OrthMaps.cayley, _OrthMaps.matrix_exp):
                raise NotImplementedError(
                    "It is not possible to assign to the matrix exponential or the Cayley "
                    "parametrizations when use_trivialization=False."
                )
            # householder: reflections from the QR of q, diagonal set to the signs
            a, tau = at.geqrf(q)
            diagonal = a.diagonal(dim1=-2, dim2=-1)
            diagonal.sign_()
            diagonal[tau == 0.0] *= -1
            return a.mT if transpose else a
        if n == k:
            q = q.clone() if _is_orthogonal(q) else _make_orthogonal(q)
        else:
            # complete q to an n x n orthogonal matrix with random columns
            extra = at.randn(*(q.size()[:-2] + (n, n - k)), dtype=q.dtype, device=q.device)
            q = _make_orthogonal(at.cat([q, extra], dim=-1))
        self.base = q
        # -Id maps to Id under every map (householder reads its signs off the diagonal)
        neg_eye = at.zeros_like(q_init)
        neg_eye.diagonal(dim1=-2, dim2=-1).fill_(-1.0)
        return neg_eye


def orthogonal(
    module: Module,
    name: str = "weight",
    orthogonal_map: str | None = None,
    *,
    use_trivialization: bool = True,
) -> Module:
    """Constrain the matrix (or batch of matrices) ``module.<name>`` to be orthogonal
    (unitary), through ``orthogonal_map``: "matrix_exp" (default for square or complex
    weights), "cayley" or "householder" (default otherwise)."""
    weight = getattr(module, name, None)
    if not isinstance(weight, TensorBase):
        raise ValueError(f"Module '{module}' has no parameter or buffer with name '{name}'")
    if weight.ndim < 2:
        raise ValueError(
            f"Expected a matrix or batch of matrices. Got a tensor of {weight.ndim} dimensions."
        )
    if orthogonal_map is None:
        square = weight.size(-2) == weight.size(-1)
        orthogonal_map = "matrix_exp" if square or weight.is_complex() else "householder"
    orth_enum: Any = getattr(_OrthMaps, orthogonal_map, None)
    if orth_enum is None:
        raise ValueError(
            'orthogonal_map has to be one of "matrix_exp", "cayley", "householder". '
            f"Got: {orthogonal_map}"
        )
    orth = _Orthogonal(weight, orth_enum, use_trivialization=use_trivialization)
    parametrize.register_parametrization(module, name, orth, unsafe=True)
    return module
