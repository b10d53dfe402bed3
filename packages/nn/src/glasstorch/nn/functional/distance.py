"""Distances of nn.functional: ``pairwise_distance``, ``cosine_similarity`` and ``pdist``."""

from __future__ import annotations

import glasstorch.aten as at
from glasstorch.aten import Tensor

__all__ = ["cosine_similarity", "pairwise_distance", "pdist"]


def pairwise_distance(
    x1: Tensor, x2: Tensor, p: float = 2.0, eps: float = 1e-6, keepdim: bool = False
) -> Tensor:
    """``||x1 - x2 + eps||_p`` over the last dim."""
    dim = max(x1.dim(), x2.dim()) - 1
    return at.linalg.vector_norm(x1 - x2 + eps, p, [dim], keepdim)


def cosine_similarity(x1: Tensor, x2: Tensor, dim: int = 1, eps: float = 1e-8) -> Tensor:
    """``x1 . x2 / max(||x1|| ||x2||, eps)`` along ``dim`` (norms clamped separately)."""
    n1 = at.linalg.vector_norm(x1, 2, [dim], True).clamp(min=eps)
    n2 = at.linalg.vector_norm(x2, 2, [dim], True).clamp(min=eps)
    return ((x1 / n1) * (x2 / n2)).sum(dim)


def pdist(input: Tensor, p: float = 2) -> Tensor:
    """The p-norm distance between every pair of rows of an (N, M) input: the upper
    triangle (``i < j``, row by row) of ``cdist(input, input)``, N (N - 1) / 2 values."""
    if input.dim() != 2:
        raise RuntimeError(f"pdist only supports 2D tensors, got: {input.dim()}D")
    if not input.is_floating_point():
        raise RuntimeError("pdist only supports floating-point dtypes")
    if p < 0:
        raise RuntimeError("pdist only supports non-negative p values")
    n = input.size(0)
    pairs = at.triu_indices(n, n, 1, device=input.device)
    diff = input.index_select(0, pairs[0]) - input.index_select(0, pairs[1])
    return at.linalg.vector_norm(diff, p, [1])
