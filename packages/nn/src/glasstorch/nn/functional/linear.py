"""``linear`` and ``bilinear``: the affine maps of nn.Linear and nn.Bilinear."""

from __future__ import annotations

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._native import usable

__all__ = ["bilinear", "linear"]


def linear(input: Tensor, weight: Tensor, bias: Tensor | None = None) -> Tensor:
    """``input @ weight.T + bias`` over the last dim of ``input``."""
    op = usable("linear", input, weight, bias)
    if op is not None:
        return op.call(input, weight, bias)
    if input.dim() == 2 and bias is not None:
        return at.addmm(bias, input, weight.t())
    out = at.matmul(input, weight.t())
    return out if bias is None else out + bias


def bilinear(input1: Tensor, input2: Tensor, weight: Tensor, bias: Tensor | None = None) -> Tensor:
    """``y[..., o] = x1[..., i] W[o, i, j] x2[..., j] + b[o]``."""
    op = usable("bilinear", input1, input2, weight, bias)
    if op is not None:
        return op.call(input1, input2, weight, bias)
    if input1.shape[:-1] != input2.shape[:-1]:
        raise RuntimeError(
            "bilinear(): input batch dimensions do not match: got "
            f"{list(input1.shape[:-1])} and {list(input2.shape[:-1])}"
        )
    out = at.einsum("...i,oij,...j->...o", input1, weight, input2)
    return out if bias is None else out + bias
