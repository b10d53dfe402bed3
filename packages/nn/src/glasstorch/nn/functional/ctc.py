"""``ctc_loss``: the Connectionist Temporal Classification loss.

The forward (alpha) recursion of Graves et al. runs in log space over the target with
blanks interleaved (``blank, y1, blank, y2, ..., blank``), one time step at a time, for
the whole batch at once, with aten operators — so autograd differentiates it. An
impossible alignment (an input too short for its target) has probability zero: its loss
is ``inf`` and its gradient NaN, as in PyTorch, unless ``zero_infinity`` makes both zero.
Unreachable states hold a large negative finite log probability rather than ``-inf``,
which keeps the log-sum-exp gradients free of ``inf - inf``.
"""

from __future__ import annotations

import math
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.core.scalar_type import float32, float64, int64

from .._autograd import Function
from ._reduction import get_enum
from ._utils import unsupported_dtype

__all__ = ["ctc_loss"]

_NEG = -1e30  # "log 0" for states no alignment reaches
_CHECKING = " (while checking arguments for ctc_loss_allocate_outputs)"


class _NanGradWhere(Function):
    """Identity forward; backward makes the gradient NaN where ``mask`` is set: aten's
    gradient of an infinite loss."""

    @staticmethod
    def forward(ctx: Any, x: Tensor, mask: Tensor) -> Tensor:
        ctx.save_for_backward(mask)
        return x.clone()

    @staticmethod
    def backward(ctx: Any, grad: Tensor) -> tuple[Tensor, None]:
        (mask,) = ctx.saved_tensors
        return grad.masked_fill(mask, math.nan), None


def _lengths(name: str, lengths: Any, batch: int) -> list[int]:
    if isinstance(lengths, TensorBase):
        if lengths.is_floating_point() or lengths.dtype.is_complex:
            raise RuntimeError(f"{name} must be integral")
        values = [int(v) for v in lengths.reshape(-1).tolist()]
    elif isinstance(lengths, list | tuple):
        values = [int(v) for v in lengths]
    else:
        raise TypeError(
            f"ctc_loss(): argument '{name}' must be tuple of ints or Tensor, not "
            f"{type(lengths).__name__}"
        )
    if len(values) != batch:
        raise RuntimeError(f"{name} must be of size batch_size")
    return values


def _check(
    log_probs: Tensor,
    targets: Tensor,
    input_lengths: list[int],
    target_lengths: list[int],
    blank: int,
) -> None:
    if log_probs.dtype not in (float32, float64):  # aten's CPU kernel: float and double
        raise unsupported_dtype("ctc_loss_cpu", log_probs)
    if blank < 0 or blank >= log_probs.size(2):
        raise RuntimeError("blank must be in label range")
    for name, values in (("input_lengths", input_lengths), ("target_lengths", target_lengths)):
        for v in values:
            if v < 0:
                raise RuntimeError(
                    f"Expected {name} to have value at least 0, but got value {v}" + _CHECKING
                )
    if targets.dim() == 1:
        total = sum(target_lengths)
        if targets.size(0) != total:
            raise RuntimeError(
                f"Expected tensor to have size {total} at dimension 0, but got size "
                f"{targets.size(0)} for argument #2 'targets'" + _CHECKING
            )
    else:
        longest = max(target_lengths, default=0)
        if targets.size(1) < longest:
            raise RuntimeError(
                f"Expected tensor to have size at least {longest} at dimension 1, but got size "
                f"{targets.size(1)} for argument #2 'targets'" + _CHECKING
            )
    for v in input_lengths:
        if v > log_probs.size(0):
            raise RuntimeError(
                f"Expected input_lengths to have value at most {log_probs.size(0)}, but got "
                f"value {v}" + _CHECKING
            )


def _padded_targets(targets: Tensor, target_lengths: list[int]) -> Tensor:
    """(N, S) targets, whether given padded or concatenated."""
    targets = targets.to(int64)
    if targets.dim() == 2:
        return targets
    longest = max(target_lengths, default=0)
    rows, start = [], 0
    for n in target_lengths:
        row = targets[start : start + n]
        if n < longest:
            row = at.cat([row, at.zeros(longest - n, dtype=int64, device=targets.device)])
        rows.append(row)
        start += n
    if not rows:
        return at.zeros((0, longest), dtype=int64, device=targets.device)
    return at.stack(rows)


def _logsumexp(*terms: Tensor) -> Tensor:
    """log(sum(exp(terms))) elementwise; the shift is a constant to autograd."""
    top = terms[0]
    for t in terms[1:]:
        top = at.maximum(top, t)
    top = top.detach()
    total = (terms[0] - top).exp()
    for t in terms[1:]:
        total = total + (t - top).exp()
    return top + total.log()


def _log_likelihood(
    log_probs: Tensor,
    targets: Tensor,
    input_lengths: list[int],
    target_lengths: list[int],
    blank: int,
) -> Tensor:
    """log p(target | input) per sample, by the alpha recursion over T steps."""
    steps, batch, _ = log_probs.shape
    device, dtype = log_probs.device, log_probs.dtype
    width = 2 * targets.size(1) + 1
    labels = at.full((batch, width), blank, dtype=int64, device=device)
    labels[:, 1::2] = targets
    # state s may be entered from s - 2 when it is a label unlike the label two back
    two_back = at.cat([at.full((batch, 2), blank, dtype=int64, device=device), labels[:, :-2]], 1)
    skip = (labels != blank).logical_and(labels != two_back)
    emit = log_probs.gather(2, labels.unsqueeze(0).expand(steps, batch, width))  # (T, N, W)
    neg = at.full((batch, width), _NEG, dtype=dtype, device=device)
    lengths = at.tensor(input_lengths, dtype=int64, device=device).reshape(batch, 1)
    has_label = at.tensor([n > 0 for n in target_lengths], device=device).reshape(batch, 1)
    state = at.arange(width, device=device).reshape(1, width)
    starts = (state == 0).logical_or((state == 1).logical_and(has_label))
    alpha = at.where(starts.logical_and(lengths > 0), emit[0], neg)
    pad = at.full((batch, 2), _NEG, dtype=dtype, device=device)
    for t in range(1, steps):
        shifted = at.cat([pad, alpha], 1)
        from_skip = at.where(skip, shifted[:, :width], neg)
        step = _logsumexp(alpha, shifted[:, 1 : width + 1], from_skip) + emit[t]
        alpha = at.where(lengths > t, step, alpha)
    ends = at.tensor([2 * n for n in target_lengths], dtype=int64, device=device).reshape(batch, 1)
    last = alpha.gather(1, ends).squeeze(1)
    before = alpha.gather(1, (ends - 1).clamp(min=0)).squeeze(1)
    before = at.where(has_label.squeeze(1), before, neg[:, 0])
    ll = _logsumexp(last, before)
    # nothing to emit in no time at all is certain
    empty = (lengths == 0).squeeze(1).logical_and(has_label.squeeze(1).logical_not())
    return at.where(empty, at.zeros_like(ll), ll)


def _as_aten_differentiates(log_probs: Tensor, input_lengths: list[int]) -> Tensor:
    """Zero per sample, with gradient ``exp(log_probs)`` over its first T_n steps.

    aten's ctc backward returns ``exp(log_probs) - posterior``: the gradient with respect
    to the logits, assuming ``log_probs`` came from ``log_softmax`` (whose backward then
    leaves it unchanged). Adding this term gives the same values for ``log_probs.grad``;
    through ``log_softmax`` it contributes nothing, so the gradient of the logits is the
    exact one either way.
    """
    steps, batch, _ = log_probs.shape
    probs = log_probs.exp()
    time = at.arange(steps, device=log_probs.device).reshape(steps, 1, 1)
    lengths = at.tensor(input_lengths, device=log_probs.device).reshape(1, batch, 1)
    zero = at.where(time < lengths, probs - probs.detach(), at.zeros_like(probs))
    return zero.sum((0, 2))


def ctc_loss(
    log_probs: Tensor,
    targets: Tensor,
    input_lengths: Any,
    target_lengths: Any,
    blank: int = 0,
    reduction: str = "mean",
    zero_infinity: bool = False,
) -> Tensor:
    """CTC loss of (T, N, C) (or unbatched (T, C)) log-probabilities against targets that
    are (N, S) padded or concatenated into one dim; ``"mean"`` divides each sample's loss
    by its target length before averaging over the batch."""
    enum = get_enum(reduction)
    unbatched = log_probs.dim() == 2
    if unbatched:
        log_probs = log_probs.unsqueeze(1)
        targets = targets.unsqueeze(0)
        if isinstance(input_lengths, TensorBase):
            input_lengths = input_lengths.reshape(1)
        if isinstance(target_lengths, TensorBase):
            target_lengths = target_lengths.reshape(1)
    if log_probs.dim() != 3:
        raise RuntimeError(
            f"Expected 3-dimensional tensor, but got {log_probs.dim()}-dimensional tensor for "
            "argument #1 'log_probs'" + _CHECKING
        )
    batch = log_probs.size(1)
    in_lens = _lengths("input_lengths", input_lengths, batch)
    tgt_lens = _lengths("target_lengths", target_lengths, batch)
    _check(log_probs, targets, in_lens, tgt_lens, blank)
    if log_probs.numel() == 0:
        raise RuntimeError("log_probs tensor must not be empty")
    padded = _padded_targets(targets, tgt_lens)
    ll = _log_likelihood(log_probs, padded, in_lens, tgt_lens, blank)
    loss = _as_aten_differentiates(log_probs, in_lens) - ll
    impossible = ll < _NEG / 2
    if zero_infinity:
        loss = at.where(impossible, at.zeros_like(ll), loss)
    else:
        loss = at.where(
            impossible, at.full_like(ll, math.inf), _NanGradWhere.apply(loss, impossible)
        )
    if enum == 1:
        lengths = at.tensor(tgt_lens, dtype=loss.dtype, device=loss.device).clamp(min=1)
        return (loss / lengths).mean()
    if enum == 2:
        return loss.sum()
    return loss.squeeze(0) if unbatched else loss
