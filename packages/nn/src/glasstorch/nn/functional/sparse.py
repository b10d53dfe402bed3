"""``embedding``, ``embedding_bag`` and ``one_hot``: lookups by integer index."""

from __future__ import annotations

import math

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import int64

from .._autograd import no_grad
from ._native import usable

__all__ = ["embedding", "embedding_bag", "embedding_renorm_", "one_hot"]


def embedding_renorm_(weight: Tensor, input: Tensor, max_norm: float, norm_type: float) -> Tensor:
    """Rescale, in place, the rows of ``weight`` that ``input`` uses to norm <= ``max_norm``."""
    with no_grad():
        unique = sorted(set(input.flatten().tolist()))
        if not unique:
            return weight
        index = at.tensor(unique, dtype=int64, device=weight.device)
        selected = weight.index_select(0, index)
        norms = at.linalg.vector_norm(selected, norm_type, [1], True)
        scale = at.where(norms > max_norm, max_norm / (norms + 1e-7), at.ones_like(norms))
        weight.index_put_([index], selected * scale)
    return weight


def wrap_padding_idx(padding_idx: int, num_embeddings: int) -> int | None:
    """``padding_idx`` as a row number (negative ones count from the end), or None when it
    names no row; each caller raises PyTorch's message for its own function."""
    if not -num_embeddings <= padding_idx < num_embeddings:
        return None
    return padding_idx % num_embeddings


def embedding(
    input: Tensor,
    weight: Tensor,
    padding_idx: int | None = None,
    max_norm: float | None = None,
    norm_type: float = 2.0,
    scale_grad_by_freq: bool = False,
    sparse: bool = False,
) -> Tensor:
    """Rows of ``weight`` picked by the integer tensor ``input`` (shape ``input.shape + [D]``).

    The row at ``padding_idx`` receives no gradient.
    """
    if padding_idx is not None:
        padding_idx = wrap_padding_idx(padding_idx, weight.size(0))
        if padding_idx is None:
            raise AssertionError("Padding_idx must be within num_embeddings")
    else:
        padding_idx = -1
    if max_norm is not None:
        input = input.contiguous()
        embedding_renorm_(weight, input, max_norm, norm_type)
    op = usable("embedding", weight)
    if op is not None:
        return op.call(weight, input, padding_idx, scale_grad_by_freq, sparse)
    if input.is_floating_point():
        raise RuntimeError(
            "Expected tensor for argument #1 'indices' to have one of the following scalar "
            f"types: Long, Int; but got {input.type()} instead (while checking arguments for "
            "embedding)"
        )
    flat = input.reshape(-1).to(int64)
    out = weight.index_select(0, flat)
    if padding_idx >= 0:
        # the padding row contributes its value but no gradient
        is_pad = (flat == padding_idx).unsqueeze(1)
        out = at.where(is_pad, weight.detach().index_select(0, flat), out)
    return out.reshape([*input.shape, weight.size(1)])


def one_hot(tensor: Tensor, num_classes: int = -1) -> Tensor:
    """int64 tensor with a trailing dim of ``num_classes``: 1 at each index, 0 elsewhere."""
    if tensor.dtype is not int64:
        raise RuntimeError("one_hot is only applicable to index tensor of type LongTensor.")
    op = usable("one_hot")
    if op is not None:
        return op.call(tensor, num_classes)
    if tensor.numel() == 0:
        if num_classes <= 0:
            raise RuntimeError("Can not infer total number of classes from empty tensor.")
        return at.zeros([*tensor.shape, num_classes], dtype=int64)
    if bool((tensor < 0).any()):
        raise RuntimeError("Class values must be non-negative.")
    if num_classes == -1:
        num_classes = int(tensor.max().item()) + 1
    elif bool((tensor >= num_classes).any()):
        raise RuntimeError("Class values must be smaller than num_classes.")
    classes = at.arange(num_classes, dtype=int64, device=tensor.device)
    return (tensor.unsqueeze(-1) == classes).to(int64)


def embedding_bag(
    input: Tensor,
    weight: Tensor,
    offsets: Tensor | None = None,
    max_norm: float | None = None,
    norm_type: float = 2,
    scale_grad_by_freq: bool = False,
    mode: str = "mean",
    sparse: bool = False,
    per_sample_weights: Tensor | None = None,
    include_last_offset: bool = False,
    padding_idx: int | None = None,
) -> Tensor:
    """The sum, mean or max of each bag of embedding rows, shape (bags, D), without making
    the (indices, D) lookup a separate step for the caller.

    Bags are the rows of a 2-D ``input``, or the runs of a 1-D ``input`` that start at each
    of ``offsets``; indices equal to ``padding_idx`` are left out; an empty bag gives zeros.
    Built from ``embedding`` and ``index_add``/``scatter_reduce``, so autograd gives the
    weight's (and ``per_sample_weights``') gradients.
    """
    if mode not in ("sum", "mean", "max"):
        raise ValueError("mode has to be one of sum, mean or max")
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError(
            "embedding_bag: per_sample_weights was not None. per_sample_weights is only "
            f"supported for mode='sum' (got mode='{mode}'). Please open a feature request on "
            "GitHub."
        )
    if input.dim() == 2:
        if offsets is not None:
            raise ValueError(
                "if input is 2D, then offsets has to be None, as input is treated is a "
                "mini-batch of fixed length sequences. However, found offsets of type "
                f"{type(offsets).__name__}"
            )
        bags, length = input.shape
        offsets = at.arange(0, bags * length, max(length, 1), dtype=int64, device=input.device)
        input = input.reshape(-1)
        if per_sample_weights is not None:
            per_sample_weights = per_sample_weights.reshape(-1)
    elif input.dim() == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.dim() != 1:
            raise ValueError("offsets has to be a 1D Tensor")
        if offsets.numel() and offsets[0].item() != 0:
            raise ValueError(
                "offsets[0] has to be 0, i.e., the first sequence in the mini-batch has to "
                f"start from position 0. However, got {offsets[0].item()}"
            )
        if include_last_offset:
            offsets = offsets[:-1]
    else:
        raise ValueError(
            f"input has to be 1D or 2D Tensor, but got Tensor of dimension {input.dim()}"
        )
    if padding_idx is not None:
        wrapped = wrap_padding_idx(padding_idx, weight.size(0))
        if wrapped is None:
            count = weight.size(0)
            raise RuntimeError(
                "padding_idx must be within the number of embeddings, "
                f"{-count} through {count - 1}, but got {padding_idx}"
            )
        padding_idx = wrapped
    if max_norm is not None:
        embedding_renorm_(weight, input, max_norm, norm_type)
    rows = embedding(input, weight, None, None, norm_type, scale_grad_by_freq, sparse)
    positions = at.arange(input.numel(), dtype=int64, device=input.device)
    bag_of = at.searchsorted(offsets.to(int64), positions, right=True) - 1  # each index's bag
    keep = (
        (bag_of >= 0).logical_and(input != padding_idx) if padding_idx is not None else bag_of >= 0
    )
    bag_of = at.where(keep, bag_of, at.zeros_like(bag_of))
    weights = keep.to(rows.dtype) if per_sample_weights is None else per_sample_weights * keep
    total = at.zeros((offsets.numel(), weight.size(1)), dtype=rows.dtype, device=rows.device)
    if mode == "max":
        dropped = at.where(keep.unsqueeze(1), rows, at.full_like(rows, -math.inf))
        index = bag_of.unsqueeze(1).expand(rows.shape)
        peak = total.scatter_reduce(0, index, dropped, "amax", include_self=False)
        return at.where(at.isfinite(peak), peak, at.zeros_like(peak))  # empty bags: zeros
    summed = total.index_add(0, bag_of, rows * weights.unsqueeze(1))
    if mode == "sum":
        return summed
    counts = at.zeros(offsets.numel(), dtype=rows.dtype, device=rows.device).index_add(
        0, bag_of, keep.to(rows.dtype)
    )
    return summed / counts.clamp(min=1).unsqueeze(1)
