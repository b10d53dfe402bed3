"""``linear_cross_entropy``: ``cross_entropy(linear(input, linear_weight), target)``,
optionally a chunk of the batch at a time (``options``), so that the (N, C) logits of
a large vocabulary are never all held at once."""

from __future__ import annotations

import math
import warnings
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import int64

from .linear import linear
from .loss import cross_entropy

__all__ = ["linear_cross_entropy"]


def _check(
    input: Tensor, linear_weight: Tensor, linear_bias: Tensor | None
) -> tuple[tuple[int, ...], int, int, tuple[int, ...]]:
    """(batch shape, in_features, classes, out_features), with PyTorch's errors."""
    if input.dim() < 1 or input.dim() > 2:
        raise RuntimeError(f"expected input with dimensionality 1 or 2, got {input.dim()}")
    if linear_weight.dim() < 2:
        raise RuntimeError(
            f"expected linear_weight with dimensionality at least 2, got {linear_weight.dim()}"
        )
    batches, in_features = tuple(input.shape[:-1]), input.shape[-1]
    if in_features != linear_weight.shape[-1]:
        raise RuntimeError(
            "expected equal input and linear_weight last dimensions (in_features), got "
            f"{in_features} and {linear_weight.shape[-1]}, respectively"
        )
    classes, out_features = linear_weight.shape[0], tuple(linear_weight.shape[1:-1])
    if linear_bias is not None and tuple(linear_bias.shape) != (classes, *out_features):
        raise RuntimeError(
            f"expected linear_bias shape {(classes, *out_features)}, got {tuple(linear_bias.shape)}"
        )
    if out_features and not batches:
        raise RuntimeError(
            f"K-dimensional loss defined by linear_weight shape {tuple(linear_weight.shape)} "
            f"requires batched input, (N, {in_features}), got unbatched input with shape "
            f"{tuple(input.shape)}"
        )
    return batches, in_features, classes, out_features


def _chunked(
    input: Tensor,
    linear_weight: Tensor,
    target: Tensor,
    linear_bias: Tensor | None,
    weight: Tensor | None,
    reduction: str,
    ignore_index: int,
    options: Any,
) -> Tensor:
    """The class-index loss of a (N, in) batch, ``options.batch_chunk_size`` rows at a time."""
    dtype = input.dtype
    acc = options.acc_dtype
    w, b = linear_weight.to(acc), None if linear_bias is None else linear_bias.to(acc)
    class_weight = None if weight is None else weight.to(acc)
    size = options.batch_chunk_size
    losses = []
    for start in range(0, input.size(0), size):
        logits = linear(input[start : start + size].to(acc), w, b)
        chunk_target = target[start : start + size]
        losses.append(
            cross_entropy(logits, chunk_target, class_weight, None, ignore_index, None, "none")
        )
    loss = at.cat(losses) if losses else input.new_zeros(0).to(acc)
    if reduction == "none":
        return loss.to(dtype)
    if reduction == "sum":
        return loss.sum().to(dtype)
    kept = target != ignore_index
    if class_weight is None:
        total = kept.sum().to(acc)
    else:
        safe = target.masked_fill(kept.logical_not(), 0)
        total = (class_weight.index_select(0, safe) * kept.to(acc)).sum()
    return (loss.sum() / total).to(dtype)


def linear_cross_entropy(
    input: Tensor,
    linear_weight: Tensor,
    target: Tensor,
    *,
    linear_bias: Tensor | None = None,
    weight: Tensor | None = None,
    reduction: str = "mean",
    ignore_index: int | None = None,
    label_smoothing: float = 0.0,
    options: Any = None,
) -> Tensor:
    """Cross entropy of the logits ``linear(input, linear_weight, linear_bias)`` (a weight
    of shape (C, d1, ..., dK, in) gives K-dimensional logits) against ``target``."""
    batches, in_features, classes, out_features = _check(input, linear_weight, linear_bias)
    logits_shape = (*batches, classes, *out_features)
    with_probabilities = tuple(target.shape) == logits_shape
    if with_probabilities and ignore_index is not None:
        raise RuntimeError("ignore_index cannot be specified when target contains probabilities")
    ignore_index = ignore_index if ignore_index is not None else -100
    chunkable = (
        not out_features
        and reduction in {"mean", "sum", "none"}
        and label_smoothing == 0.0
        and target.dtype == int64
    )
    if options is not None and not chunkable:
        bias_shape = tuple(linear_bias.shape) if linear_bias is not None else None
        warnings.warn(
            "linear_cross_entropy: ``options`` ignored; chunked path needs reduction in "
            "{'mean','sum','none'}, label_smoothing == 0, target.dtype == int64, out_features "
            f"== (). Got reduction={reduction!r}, label_smoothing={label_smoothing}, "
            f"target.dtype={target.dtype}, out_features={out_features}, tracing=False, "
            f"linear_bias.shape={bias_shape}.",
            stacklevel=2,
        )
    if options is not None and chunkable:
        batched = input.dim() == 2
        rows = input if batched else input.unsqueeze(0)
        labels = target if batched else target.unsqueeze(0)
        adjusted = options._adjust(rows.size(0), in_features, classes, rows.dtype, rows.device)
        result = _chunked(
            rows, linear_weight, labels, linear_bias, weight, reduction, ignore_index, adjusted
        )
        return result if batched else result.squeeze(0)
    if out_features:
        flat = math.prod(out_features, start=classes)
        linear_weight = linear_weight.reshape(flat, in_features)
        if linear_bias is not None:
            linear_bias = linear_bias.reshape(flat)
    logits = linear(input, linear_weight, linear_bias).reshape(logits_shape)
    return cross_entropy(
        logits,
        target,
        weight=weight,
        reduction=reduction,
        ignore_index=ignore_index,
        label_smoothing=label_smoothing,
    )
