"""Margin and embedding losses of nn.functional: ranking, hinge, soft margin, the
multi-class and multi-label margins, cosine embedding and triplet losses.

Each is a composition of aten operators (autograd differentiates it) with aten's
checks and messages; ``size_average``/``reduce`` are PyTorch's deprecated spellings of
``reduction``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import int64

from ._decomp_loss import reduce as _reduce
from ._reduction import get_enum, resolve, resolve_enum
from ._utils import require_dtype, require_floating
from .activation import logsigmoid
from .distance import pairwise_distance

__all__ = [
    "cosine_embedding_loss",
    "hinge_embedding_loss",
    "margin_ranking_loss",
    "multi_margin_loss",
    "multilabel_margin_loss",
    "multilabel_soft_margin_loss",
    "soft_margin_loss",
    "triplet_margin_loss",
    "triplet_margin_with_distance_loss",
]


def margin_ranking_loss(
    input1: Tensor,
    input2: Tensor,
    target: Tensor,
    margin: float = 0,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """max(0, -target * (input1 - input2) + margin): ``target`` (1 or -1) says which input
    should rank higher."""
    enum = resolve_enum(size_average, reduce, reduction)
    if input1.dim() != input2.dim() or input1.dim() != target.dim():
        raise RuntimeError(
            "margin_ranking_loss : All input tensors should have same dimension but got sizes: "
            f"input1: {input1.size()}, input2: {input2.size()}, target: {target.size()} "
        )
    return _reduce((-target * (input1 - input2) + margin).clamp(min=0), enum)


def hinge_embedding_loss(
    input: Tensor,
    target: Tensor,
    margin: float = 1.0,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """``input`` where target is 1, max(0, margin - input) where it is -1 (``input``
    typically a distance between a pair of embeddings)."""
    enum = resolve_enum(size_average, reduce, reduction)
    zeros = at.zeros_like(input)
    below = at.where(target != 1, (margin - input).clamp(min=0), zeros)
    return _reduce(below + at.where(target != -1, input, zeros), enum)


def soft_margin_loss(
    input: Tensor,
    target: Tensor,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """log(1 + exp(-target * input)): logistic loss for targets 1 and -1."""
    enum = resolve_enum(size_average, reduce, reduction)
    return _reduce((-input * target).exp().log1p(), enum)


def multilabel_soft_margin_loss(
    input: Tensor,
    target: Tensor,
    weight: Tensor | None = None,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """Binary logistic loss per class with 0/1 targets, averaged over the classes (the
    last dim): one value per sample."""
    reduction = resolve(size_average, reduce, reduction)
    loss = -(target * logsigmoid(input) + (1 - target) * logsigmoid(-input))
    if weight is not None:
        loss = loss * weight
    class_dim = input.dim() - 1
    loss = loss.sum(class_dim) / input.size(class_dim)
    if reduction == "none":
        return loss
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    raise ValueError(reduction + " is not valid")


_EPSILON = 1e-12  # added to the squared norms, as aten does


def cosine_embedding_loss(
    input1: Tensor,
    input2: Tensor,
    target: Tensor,
    margin: float = 0,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1."""
    enum = resolve_enum(size_average, reduce, reduction)
    dim = target.dim()
    if dim not in (0, 1):
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    if input1.dim() != dim + 1 or input2.dim() != dim + 1:
        raise RuntimeError(
            f"{dim}D target tensor expects {dim + 1}D input tensors, but found inputs with "
            f"sizes {list(input1.shape)} and {list(input2.shape)}."
        )
    prod = (input1 * input2).sum(dim)
    mag1 = (input1 * input1).sum(dim) + _EPSILON
    mag2 = (input2 * input2).sum(dim) + _EPSILON
    cos = prod / (mag1 * mag2).sqrt()
    zeros = at.zeros_like(cos)
    pos = at.where(target == 1, 1 - cos, zeros)
    neg = at.where(target == -1, (cos - margin).clamp(min=0), zeros)
    return _reduce(pos + neg, enum)


def _check_samples(input: Tensor) -> tuple[int, int]:
    """(samples, classes) of a 0-d, (C) or (N, C) input, as aten's margin losses check."""
    ndim = input.dim()
    if not ((ndim == 2 and input.size(1) != 0) or (ndim == 1 and input.size(0) != 0) or ndim == 0):
        raise RuntimeError(
            "Expected non-empty vector or matrix with optional 0-dim batch size, but got: "
            f"{list(input.shape)}"
        )
    if ndim <= 1:
        return 1, 1 if ndim == 0 else input.size(0)
    return input.size(0), input.size(1)


def multi_margin_loss(
    input: Tensor,
    target: Tensor,
    p: int = 1,
    margin: float = 1.0,
    weight: Tensor | None = None,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """Multi-class hinge loss: per sample, the mean over classes j != y of
    max(0, margin - x[y] + x[j])^p, weighted by ``weight[y]``."""
    enum = resolve_enum(size_average, reduce, reduction)
    if p not in (1, 2):
        raise ValueError("only p == 1 and p == 2 supported")
    if weight is not None and weight.dim() != 1:
        raise ValueError("weight must be one-dimensional")
    samples, classes = _check_samples(input)
    if target.dim() > 1 or target.numel() != samples:
        raise RuntimeError(
            "multi_margin_loss: target tensor should be 1-D with size equal to the number of "
            f"input samples (batch size). Expected target size [{samples}], but got "
            f"{list(target.shape)}. Input has shape {list(input.shape)}."
        )
    if weight is not None and weight.numel() != classes:
        raise RuntimeError(
            f"inconsistent weight size, expected {classes} but got {list(weight.shape)}"
        )
    require_dtype(target, int64)
    require_floating("multi_margin_loss_cpu_kernel", input)
    if weight is not None:
        require_dtype(weight, input.dtype)
    x = input.reshape(samples, classes)
    y = target.reshape(samples, 1)
    if bool(y.lt(0).logical_or(y.ge(classes)).any()):
        raise RuntimeError("target out of range")
    z = (margin - x.gather(1, y) + x).clamp(min=0)
    if p == 2:
        z = z * z
    if weight is not None:
        z = z * weight.index_select(0, y.reshape(-1)).reshape(samples, 1)
    z = z.scatter(1, y, 0.0)  # the target class itself does not count
    loss = z.sum(1) / classes
    return _reduce(loss.reshape(target.shape) if input.dim() <= 1 else loss, enum)


def multilabel_margin_loss(
    input: Tensor,
    target: Tensor,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """Multi-label hinge loss: ``target`` lists each sample's classes, ended by the first
    -1; the loss sums max(0, 1 - (x[y] - x[k])) over listed y and unlisted k, over C."""
    enum = resolve_enum(size_average, reduce, reduction)
    samples, classes = _check_samples(input)
    if input.dim() <= 1:
        ok = target.dim() <= 1 and target.numel() == classes
    else:
        ok = target.dim() == 2 and list(target.shape) == [samples, classes]
    if not ok:
        raise RuntimeError(
            f"inconsistent target size: {list(target.shape)} for input of size: {list(input.shape)}"
        )
    require_dtype(target, int64)
    require_floating("multilabel_margin_loss_forward_out_frame", input)
    x = input.reshape(samples, classes)
    y = target.reshape(samples, classes)
    if bool(y.lt(-1).logical_or(y.ge(classes)).any()):
        raise RuntimeError("argument #2 'target' is out of range")
    listed = (y != -1).to(int64).cumprod(1).bool()  # entries before the first -1
    safe = y.masked_fill(listed.logical_not(), 0)
    is_target = (safe.unsqueeze(2) == at.arange(classes, device=y.device)).logical_and(
        listed.unsqueeze(2)
    )
    is_target = is_target.any(1)  # (N, C): class k is one of the sample's targets
    picked = x.gather(1, safe)  # x[y_j], (N, J)
    hinge = (1 - picked.unsqueeze(2) + x.unsqueeze(1)).clamp(min=0)  # (N, J, C)
    keep = listed.unsqueeze(2).logical_and(is_target.logical_not().unsqueeze(1))
    loss = (hinge * keep.to(hinge.dtype)).sum((1, 2)) / classes
    return _reduce(loss.reshape(()) if input.dim() <= 1 else loss, enum)


def _check_triplet_dims(anchor: Tensor, positive: Tensor, negative: Tensor) -> None:
    a, p, n = anchor.dim(), positive.dim(), negative.dim()
    if not (a == p and p == n):
        raise RuntimeError(
            "The anchor, positive, and negative tensors are expected to have the same number "
            f"of dimensions, but got: anchor {a}D, positive {p}D, and negative {n}D inputs"
        )


def _triplet(
    anchor: Tensor,
    positive: Tensor,
    negative: Tensor,
    distance: Callable[[Tensor, Tensor], Tensor],
    margin: float,
    swap: bool,
    enum: int,
) -> Tensor:
    dist_pos = distance(anchor, positive)
    dist_neg = distance(anchor, negative)
    if swap:
        dist_neg = at.minimum(dist_neg, distance(positive, negative))
    return _reduce((margin + dist_pos - dist_neg).clamp(min=0), enum)


def triplet_margin_loss(
    anchor: Tensor,
    positive: Tensor,
    negative: Tensor,
    margin: float = 1.0,
    p: float = 2,
    eps: float = 1e-6,
    swap: bool = False,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """max(0, margin + d(anchor, positive) - d(anchor, negative)) with the p-norm
    distance; ``swap`` uses d(positive, negative) where it is smaller."""
    enum = resolve_enum(size_average, reduce, reduction)
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    _check_triplet_dims(anchor, positive, negative)

    def distance(x1: Tensor, x2: Tensor) -> Tensor:
        return pairwise_distance(x1, x2, p, eps)

    return _triplet(anchor, positive, negative, distance, margin, swap, enum)


def triplet_margin_with_distance_loss(
    anchor: Tensor,
    positive: Tensor,
    negative: Tensor,
    *,
    distance_function: Callable[[Tensor, Tensor], Tensor] | None = None,
    margin: float = 1.0,
    swap: bool = False,
    reduction: str = "mean",
) -> Tensor:
    """The triplet loss with any ``distance_function`` (pairwise distance by default)."""
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    _check_triplet_dims(anchor, positive, negative)
    distance = pairwise_distance if distance_function is None else distance_function
    return _triplet(anchor, positive, negative, distance, margin, swap, get_enum(reduction))
