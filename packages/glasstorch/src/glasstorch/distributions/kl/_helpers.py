"""Small tensor helpers the KL formulas share."""

from __future__ import annotations

import math

from glasstorch.aten import Tensor, full_like


def _infinite_like(tensor: Tensor) -> Tensor:
    return full_like(tensor, math.inf)


def _x_log_x(tensor: Tensor) -> Tensor:
    """``x log x`` with ``0 log 0 = 0``."""
    return tensor.xlogy(tensor)


def _batch_trace_XXT(bmat: Tensor) -> Tensor:  # noqa: N802
    """``trace(X Xᵀ)`` (the squared Frobenius norm) over the batch dims."""
    n, m = bmat.size(-1), bmat.size(-2)
    return bmat.reshape(-1, m * n).pow(2).sum(-1).reshape(tuple(bmat.shape[:-2]))
