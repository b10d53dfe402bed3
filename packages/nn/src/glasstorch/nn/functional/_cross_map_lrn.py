"""The legacy ``CrossMapLRN2d`` normalisation, with PyTorch's own window rule and
gradient (``torch/nn/modules/_functions.py``).

Forward: ``x * (k + alpha / size * s)^-beta`` where ``s`` sums x² over a running window
of channels that, past the first ``pre_pad`` channels, keeps channel 0 in the sum (the
rule of the original Lua code, which PyTorch keeps). Backward is PyTorch's formula,
whose window is the symmetric one — so, as in PyTorch, it is the exact gradient only
while the channels fit in the first window.
"""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import int64

from .._autograd import Function

__all__ = ["cross_map_lrn2d"]


def _prefix(x: Tensor, lead: int = 1, tail: int = 0) -> Tensor:
    """Cumulative sums over dim 1 with ``lead`` zeros before and ``tail`` after."""
    n, _, h, w = x.shape
    parts = [at.zeros((n, lead, h, w), dtype=x.dtype, device=x.device), x.cumsum(1)]
    return (
        at.cat(parts, 1)
        if not tail
        else at.cat([*parts, parts[1][:, -1:].expand(n, tail, h, w)], 1)
    )


def _scale(input: Tensor, size: int, alpha: float, k: float) -> Tensor:
    channels = input.size(1)
    pre_pad = int((size - 1) / 2 + 1)
    sums = _prefix(input * input)  # sums[m] = sum of x² over channels < m
    upper = [min(c + pre_pad, channels) for c in range(channels)]
    lower = [c - pre_pad + 1 if c > pre_pad else 1 for c in range(channels)]
    dropped = [c > pre_pad for c in range(channels)]
    device = input.device
    window = sums.index_select(1, at.tensor(upper, dtype=int64, device=device))
    removed = sums.index_select(1, at.tensor(lower, dtype=int64, device=device)) - sums[:, 1:2]
    mask = at.tensor(dropped, device=device).reshape(1, channels, 1, 1)
    window = window - at.where(mask, removed, at.zeros_like(removed))
    return window * (alpha / size) + k


class _CrossMapLRN2d(Function):
    @staticmethod
    def forward(ctx: Any, input: Tensor, size: int, alpha: float, beta: float, k: float) -> Tensor:
        if input.dim() != 4:
            raise ValueError(f"CrossMapLRN2d: Expected input to be 4D, got {input.dim()}D instead.")
        scale = _scale(input, size, alpha, k)
        output = scale.pow(-beta) * input
        ctx.size, ctx.alpha, ctx.beta = size, alpha, beta
        ctx.save_for_backward(input, output, scale)
        return output

    @staticmethod
    def backward(ctx: Any, grad_output: Tensor) -> tuple[Any, ...]:
        input, output, scale = ctx.saved_tensors
        size, alpha, beta = ctx.size, ctx.alpha, ctx.beta
        channels = input.size(1)
        offset = int(size - (size - 1) / 2)
        if offset + channels > channels + size - 1:
            raise RuntimeError(
                f"start ({offset}) + length ({channels}) exceeds dimension size "
                f"({channels + size - 1})."
            )
        ratio = grad_output * output / scale
        sums = _prefix(ratio, offset + 1, size - 1 - offset)
        index = at.arange(channels, dtype=int64, device=input.device)
        accum = sums.index_select(1, index + size) - sums.index_select(1, index)
        grad = scale.pow(-beta) * grad_output - (2 * alpha * beta / size) * input * accum
        return grad, None, None, None, None


def cross_map_lrn2d(input: Tensor, size: int, alpha: float, beta: float, k: float) -> Tensor:
    """``CrossMapLRN2d``'s forward on an (N, C, H, W) input."""
    return _CrossMapLRN2d.apply(input, size, alpha, beta, k)
