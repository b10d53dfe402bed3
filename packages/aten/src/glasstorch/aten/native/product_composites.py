"""Products, distances and norms PyTorch builds from others: ``inner``, ``vdot``, ``addr``,
``adjoint``, ``dist``, ``norm_except_dim`` and ``renorm``.

Mirrors ``native/LinearAlgebra.cpp`` and ``Normalization.cpp``. Each is
CompositeImplicitAutograd: autograd differentiates the operators it calls (``renorm``'s
scale factor included, as PyTorch's formula does).
"""

from __future__ import annotations

from typing import Any

from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ._lazy import ops

__all__ = [
    "addr", "addr_", "addr_out", "adjoint", "dist", "inner", "inner_out", "norm_except_dim",
    "renorm", "renorm_", "renorm_out", "vdot", "vdot_out",
]  # fmt: skip


def _replace(out: Any, result: Any) -> Any:
    ops.resize_.call(out, tuple(result.shape), None)
    return ops.copy_.call(out, result, False)


def inner(self: Any, other: Any) -> Any:
    """The sum of products over the last dims (a product when either is 0-dim)."""
    if self.dim() == 0 or other.dim() == 0:
        return ops.mul_Tensor.call(self, other)
    if self.shape[-1] != other.shape[-1]:
        raise RuntimeError(
            "inner() the last dimension must match on both input tensors but got shapes "
            f"{list(self.shape)} and {list(other.shape)}"
        )
    return ops.tensordot.call(self, other, (-1,), (-1,))


def inner_out(self: Any, other: Any, out: Any) -> Any:
    return _replace(out, inner(self, other))


def vdot(self: Any, other: Any) -> Any:
    """``dot(conj(self), other)`` of two 1-D tensors."""
    if self.dim() != 1 or other.dim() != 1:
        raise RuntimeError(f"1D tensors expected, but got {self.dim()}D and {other.dim()}D tensors")
    return ops.dot.call(ops.conj.call(self), other)


def vdot_out(self: Any, other: Any, out: Any) -> Any:
    return _replace(out, vdot(self, other))


def _check_vector(t: Any, name: str) -> None:
    if t.dim() != 1:
        raise RuntimeError(f"addr: Expected 1-D argument {name}, but got {t.dim()}-D")


def addr(self: Any, vec1: Any, vec2: Any, beta: Any = 1, alpha: Any = 1) -> Any:
    """``beta * self + alpha * outer(vec1, vec2)``; ``self`` is ignored when ``beta`` is 0."""
    _check_vector(vec1, "vec1")
    _check_vector(vec2, "vec2")
    product = ops.outer.call(vec1, vec2)
    if alpha != 1:
        product = product * alpha
    if beta == 0:
        return ops.add_Tensor.call(
            ops.zeros_like.call(self, None, None, None, None, None), product, 1
        )
    scaled = self if beta == 1 else self * beta
    return ops.add_Tensor.call(scaled, product, 1)


def addr_(self: Any, vec1: Any, vec2: Any, beta: Any = 1, alpha: Any = 1) -> Any:
    return ops.copy_.call(self, addr(self, vec1, vec2, beta, alpha), False)


def addr_out(self: Any, vec1: Any, vec2: Any, beta: Any, alpha: Any, out: Any) -> Any:
    return _replace(out, addr(self, vec1, vec2, beta, alpha))


def adjoint(self: Any) -> Any:
    """The conjugate transpose of the last two dims (a view for real tensors)."""
    if self.dim() < 2:
        raise RuntimeError(
            "tensor.adjoint() is only supported on matrices or batches of matrices. Got "
            f"{self.dim()}-D tensor."
        )
    return ops.conj.call(ops.transpose_int.call(self, -2, -1))


def dist(self: Any, other: Any, p: Any = 2) -> Any:
    """The ``p``-norm of ``self - other`` (broadcast)."""
    return ops.norm_Scalar.call(ops.sub_Tensor.call(self, other, 1), p)


def norm_except_dim(v: Any, pow: int = 2, dim: int = 0) -> Any:  # noqa: A002 - schema name
    """The ``pow``-norm of each slice along ``dim`` (over every other dim), kept as a size-1
    dim everywhere else; with ``dim=-1``, the norm of the whole tensor."""
    if dim == -1:
        return ops.norm_Scalar.call(v, pow)
    dim = maybe_wrap_dim(dim, v.dim())
    others = tuple(d for d in range(v.dim()) if d != dim)
    return ops.linalg_vector_norm.call(v, pow, others, True, None)


def renorm(self: Any, p: Any, dim: int, maxnorm: Any) -> Any:
    """Each slice along ``dim`` rescaled so its ``p``-norm is at most ``maxnorm``."""
    if p <= 0:
        raise RuntimeError("renorm: non-positive-norm not supported")
    if maxnorm < 0:
        raise RuntimeError(f"renorm: expected maxnorm to be >= 0 but got {maxnorm}")
    ndim = self.dim()
    if ndim <= 1:
        raise RuntimeError(f"renorm: input needs at least 2 dimensions, got {ndim} dimensions")
    dim = maybe_wrap_dim(dim, ndim)
    others = tuple(d for d in range(ndim) if d != dim)
    norms = ops.linalg_vector_norm.call(self, p, others, True, None)
    factor = ops.where_self.call(
        norms > maxnorm,
        maxnorm / (norms + 1e-7),
        ops.ones_like.call(norms, None, None, None, None, None),
    )
    return self * factor


def renorm_(self: Any, p: Any, dim: int, maxnorm: Any) -> Any:
    return ops.copy_.call(self, renorm(self, p, dim, maxnorm), False)


def renorm_out(self: Any, p: Any, dim: int, maxnorm: Any, out: Any) -> Any:
    return _replace(out, renorm(self, p, dim, maxnorm))
