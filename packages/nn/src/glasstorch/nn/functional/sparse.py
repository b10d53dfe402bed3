"""``embedding`` and ``one_hot``: lookups by integer index."""

from __future__ import annotations

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import int64

from .._autograd import no_grad
from ._native import usable

__all__ = ["embedding", "embedding_renorm_", "one_hot"]


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
        if padding_idx > 0:
            if padding_idx >= weight.size(0):
                raise AssertionError("Padding_idx must be within num_embeddings")
        elif padding_idx < 0:
            if padding_idx < -weight.size(0):
                raise AssertionError("Padding_idx must be within num_embeddings")
            padding_idx = weight.size(0) + padding_idx
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
