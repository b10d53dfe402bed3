"""Loss kernels as compositions of aten operators (aten's ``Loss.cpp``/``LossNLL.cpp``).

Used while aten has no loss kernels of its own. ``reduction`` is aten's integer enum:
0 none, 1 mean, 2 sum.
"""

from __future__ import annotations

import glasstorch.aten as at
from glasstorch.aten import Tensor

__all__ = [
    "binary_cross_entropy",
    "binary_cross_entropy_with_logits",
    "cross_entropy_loss",
    "huber_loss",
    "kl_div",
    "l1_loss",
    "mse_loss",
    "nll_loss_nd",
    "reduce",
    "smooth_l1_loss",
]


def reduce(loss: Tensor, reduction: int) -> Tensor:
    if reduction == 1:
        return loss.mean()
    if reduction == 2:
        return loss.sum()
    return loss


def mse_loss(input: Tensor, target: Tensor, reduction: int) -> Tensor:
    return reduce((input - target).square(), reduction)


def l1_loss(input: Tensor, target: Tensor, reduction: int) -> Tensor:
    return reduce((input - target).abs(), reduction)


def smooth_l1_loss(input: Tensor, target: Tensor, reduction: int, beta: float) -> Tensor:
    if beta == 0.0:
        return l1_loss(input, target, reduction)
    diff = (input - target).abs()
    loss = at.where(diff < beta, diff.square() * (0.5 / beta), diff - 0.5 * beta)
    return reduce(loss, reduction)


def huber_loss(input: Tensor, target: Tensor, reduction: int, delta: float) -> Tensor:
    diff = (input - target).abs()
    loss = at.where(diff < delta, diff.square() * 0.5, (diff - 0.5 * delta) * delta)
    return reduce(loss, reduction)


def _check_nll_shapes(input: Tensor, target: Tensor) -> None:
    """aten's ``nll_loss_nd`` checks, with its messages."""
    if input.dim() < 1:
        raise ValueError(f"Expected 1 or more dimensions (got {input.dim()})")
    if input.dim() == 1:
        if target.dim() > 1:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
        return
    if target.dim() == 0 or input.size(0) != target.size(0):
        batch = target.size(0) if target.dim() else 0
        raise ValueError(
            f"Expected input batch_size ({input.size(0)}) to match target batch_size ({batch})."
        )
    if input.dim() == 2 and target.dim() != 1:
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    if target.dim() != input.dim() - 1 or list(target.shape[1:]) != list(input.shape[2:]):
        raise RuntimeError(
            f"size mismatch (got input: {list(input.shape)}, target: {list(target.shape)})"
        )


def nll_loss_nd(
    input: Tensor, target: Tensor, weight: Tensor | None, reduction: int, ignore_index: int
) -> Tensor:
    """-input[n, target[n], ...] * weight[target[n]], masked where target is ignored."""
    _check_nll_shapes(input, target)
    class_dim = 0 if input.dim() == 1 else 1
    n_classes = input.size(class_dim)
    ignored = target == ignore_index
    safe_target = target.masked_fill(ignored, 0)
    valid = safe_target.ge(0).logical_and(safe_target.lt(n_classes))
    if not bool(valid.logical_or(ignored).all()):
        bad = target.masked_select(valid.logical_or(ignored).logical_not())[0].item()
        raise IndexError(f"Target {bad} is out of bounds.")
    picked = input.gather(class_dim, safe_target.unsqueeze(class_dim)).squeeze(class_dim)
    keep = ignored.logical_not().to(input.dtype)
    w = (
        keep
        if weight is None
        else weight.index_select(0, safe_target.flatten()).reshape(safe_target.shape) * keep
    )
    loss = -picked * w
    if reduction == 0:
        return loss
    if reduction == 2:
        return loss.sum()
    return loss.sum() / w.sum()


def cross_entropy_loss(
    input: Tensor,
    target: Tensor,
    weight: Tensor | None,
    reduction: int,
    ignore_index: int,
    label_smoothing: float,
) -> Tensor:
    """log_softmax over the class dim, then NLL (class-index target) or a soft-target sum."""
    class_dim = 0 if input.dim() == 1 else 1
    n_classes = input.size(class_dim)
    logp = at.log_softmax(input, class_dim)
    w_shape = [1] * input.dim()
    w_shape[class_dim] = n_classes
    if target.is_floating_point():  # class probabilities, same shape as input
        if list(target.shape) != list(input.shape):
            raise RuntimeError(
                f"Expected target size {list(input.shape)}, got {list(target.shape)}"
            )
        if label_smoothing > 0:
            target = target * (1 - label_smoothing) + label_smoothing / n_classes
        prod = logp * target
        if weight is not None:
            prod = prod * weight.reshape(w_shape)
        loss = -prod.sum(class_dim)
        if reduction == 1:
            return loss.sum() / (input.numel() // n_classes)  # mean over the batch elements
        return reduce(loss, reduction)
    nll = nll_loss_nd(logp, target, weight, reduction, ignore_index)
    if label_smoothing <= 0:
        return nll
    ignored = target == ignore_index
    if weight is not None:
        smooth = -(logp * weight.reshape(w_shape)).sum(class_dim)
    else:
        smooth = -logp.sum(class_dim)
    smooth = smooth.masked_fill(ignored, 0.0)
    if reduction == 1:
        if weight is not None:
            picked = weight.index_select(0, target.masked_fill(ignored, 0).flatten())
            denom = (picked * ignored.logical_not().flatten().to(picked.dtype)).sum()
        else:
            denom = ignored.logical_not().sum()
        smooth = smooth.sum() / denom
    elif reduction == 2:
        smooth = smooth.sum()
    return nll * (1 - label_smoothing) + smooth * (label_smoothing / n_classes)


def binary_cross_entropy(
    input: Tensor, target: Tensor, weight: Tensor | None, reduction: int
) -> Tensor:
    """-(t log x + (1 - t) log(1 - x)), each log clamped at -100 as aten does."""
    if bool(input.lt(0).logical_or(input.gt(1)).any()):
        raise RuntimeError("all elements of input should be between 0 and 1")
    log_x = input.log().clamp(min=-100)
    log_1mx = (1 - input).log().clamp(min=-100)
    loss = -(target * log_x + (1 - target) * log_1mx)
    if weight is not None:
        loss = loss * weight
    return reduce(loss, reduction)


def binary_cross_entropy_with_logits(
    input: Tensor,
    target: Tensor,
    weight: Tensor | None,
    pos_weight: Tensor | None,
    reduction: int,
) -> Tensor:
    """BCE of sigmoid(input), computed stably: (1 - t) x + w_pos * softplus(-x)."""
    softplus_neg = input.neg().clamp(min=0) + (-input.abs()).exp().log1p()
    if pos_weight is not None:
        log_weight = (pos_weight - 1) * target + 1
        loss = (1 - target) * input + log_weight * softplus_neg
    else:
        loss = (1 - target) * input + softplus_neg
    if weight is not None:
        loss = loss * weight
    return reduce(loss, reduction)


def kl_div(input: Tensor, target: Tensor, reduction: int, log_target: bool) -> Tensor:
    """target * (log target - input), with 0 where target is 0."""
    if log_target:
        loss = target.exp() * (target - input)
    else:
        safe = at.where(target > 0, target, at.ones_like(target))
        loss = at.where(target > 0, target * (safe.log() - input), at.zeros_like(input * target))
    return reduce(loss, reduction)
