"""Indexing: index, index_select/add/fill, gather, scatter, masked_*, take."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.aten import Tensor, cat, where, zeros

from .common import (
    Sizes,
    int_tensor,
    not_implemented,
)


# -- indexing ------------------------------------------------------------------------------------
def index_backward(grad: Tensor, sizes: Sizes, indices: Sequence[Tensor | None]) -> Tensor:
    base = zeros(tuple(sizes), dtype=grad.dtype, device=grad.device)
    return base.index_put(list(indices), grad, True)


def index_select_backward(grad: Tensor, sizes: Sizes, dim: int, index: Tensor) -> Tensor:
    if len(sizes) == 0:
        return grad.reshape(()) if grad.numel() == 1 else grad.sum()
    base = zeros(tuple(sizes), dtype=grad.dtype, device=grad.device)
    return base.index_add(dim, index.reshape((-1,)), grad)


def index_add_source_backward(grad: Tensor, dim: int, index: Tensor, source_dim: int) -> Tensor:
    """``source`` may be 0-d with a one-element ``index``."""
    if source_dim == 0:
        return grad.index_select(dim, index.reshape((-1,))).reshape(())
    return grad.index_select(dim, index)


def index_fill_value_backward(grad: Tensor, dim: int, index: Tensor) -> Tensor:
    """Each filled position once, however often ``index`` names it."""
    unique = np.unique(index.cpu().numpy().reshape(-1))
    return grad.index_select(dim, int_tensor(unique, grad)).sum()


def gather_backward(grad: Tensor, sizes: Sizes, dim: int, index: Tensor) -> Tensor:
    base = zeros(tuple(sizes), dtype=grad.dtype, device=grad.device)
    return base.scatter_add(dim, index, grad)


def scatter_reduce_backward(
    grad: Tensor, self: Tensor, dim: int, index: Tensor, src: Tensor, reduce: str,
    include_self: bool, result: Tensor,
) -> tuple[Tensor, Tensor]:  # fmt: skip
    """``scatter_reduce``'s gradients for sum, mean, amax and amin (ties share evenly)."""
    if reduce == "sum":
        grad_self, grad_src = grad, grad.gather(dim, index)
    elif reduce == "mean":
        count = (self * 0 + (1 if include_self else 0)).scatter_add(dim, index, src * 0 + 1)
        count = where(count == 0, 1.0, count)
        grad_self, grad_src = grad / count, grad.gather(dim, index) / count.gather(dim, index)
    elif reduce in ("amax", "amin"):
        value = result.gather(dim, index)
        self_is = (self == result).to(grad.dtype)
        src_is = (src == value).to(grad.dtype)
        shared = grad / self_is.scatter_add(dim, index, src_is)
        grad_self, grad_src = self_is * shared, src_is * shared.gather(dim, index)
    elif reduce == "prod":
        grad_self, grad_src = _scatter_prod_backward(
            grad, self, dim, index, src, include_self, result
        )
    else:
        return not_implemented(f"scatter_reduce with reduce='{reduce}'")
    if not include_self:
        grad_self = grad_self.scatter(dim, index, 0)
    return grad_self, grad_src


def _scatter_prod_backward(
    grad: Tensor, self: Tensor, dim: int, index: Tensor, src: Tensor, include_self: bool,
    result: Tensor,
) -> tuple[Tensor, Tensor]:  # fmt: skip
    """Products of the other factors; a zero factor is left out of its own product."""
    masked_self = where(self == 0, 1.0, self)
    grad_self = (
        grad
        * self.masked_fill(self == 0, 1).scatter_reduce(
            dim, index, src, "prod", include_self=include_self
        )
        / masked_self
    )
    src_zero = src == 0
    zeros_at = (self * 0).scatter_add(dim, index, src_zero.to(grad.dtype)).gather(dim, index)
    single_zero = src_zero.logical_and(zeros_at == 1)
    without = self.scatter_reduce(
        dim, index, where(single_zero, 1.0, src), "prod", include_self=include_self
    )
    grad_src = where(
        single_zero,
        (grad * without).gather(dim, index),
        (grad * result).gather(dim, index) / where(src_zero, 1.0, src),
    )
    return grad_self, grad_src


def scatter_src_backward(grad: Tensor, dim: int, index: Tensor, src_sizes: Sizes) -> Tensor:
    """``grad.gather(dim, index)``, zero-padded to ``src``'s shape (``index`` may be smaller)."""
    picked = grad.gather(dim, index)
    for d, (have, want) in enumerate(zip(picked.shape, src_sizes, strict=True)):
        if have < want:
            shape = list(picked.shape)
            shape[d] = want - have
            picked = cat([picked, zeros(tuple(shape), dtype=grad.dtype, device=grad.device)], d)
    return picked


def scatter_reduce_src_backward(
    grad: Tensor, dim: int, index: Tensor, src: Tensor, reduce: str, result: Tensor
) -> Tensor:
    """``scatter(..., reduce=)``: each src element was added, or multiplied, in once."""
    if reduce == "add":
        return scatter_src_backward(grad, dim, index, src.shape)
    return scatter_src_backward(grad * result, dim, index, src.shape) / src


def scatter_multiply_factor(like: Tensor, dim: int, index: Tensor, value: Any) -> Tensor:
    """What ``scatter(..., reduce="multiply")`` multiplied each element of ``like`` by."""
    return (like * 0 + 1).scatter(dim, index, value, reduce="multiply")


def masked_fill_backward(grad: Tensor, mask: Tensor) -> Tensor:
    return where(mask, grad, 0.0).sum()


def masked_select_backward(grad: Tensor, sizes: Sizes, mask: Tensor) -> Tensor:
    shape = tuple(np.broadcast_shapes(tuple(sizes), tuple(mask.shape)))
    base = zeros(shape, dtype=grad.dtype, device=grad.device)
    return base.masked_scatter(mask, grad)


def masked_scatter_backward(grad: Tensor, mask: Tensor, sizes: Sizes) -> Tensor:
    """The selected gradient, padded with zeros to ``source``'s element count."""
    selected = grad.masked_select(mask)
    missing = math.prod(sizes) - selected.numel()
    if missing > 0:
        selected = cat([selected, zeros((missing,), dtype=grad.dtype, device=grad.device)], 0)
    return selected.reshape(tuple(sizes))


def take_backward(grad: Tensor, sizes: Sizes, index: Tensor) -> Tensor:
    base = zeros(tuple(sizes), dtype=grad.dtype, device=grad.device)
    return base.put(index, grad, True)
