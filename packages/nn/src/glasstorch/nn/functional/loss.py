"""Losses of nn.functional, with PyTorch's signatures, warnings and ``reduction`` modes.

Each calls aten's loss operator (``nll_loss_nd``, ``cross_entropy_loss``, ``mse_loss``...)
when it exists, else the decomposition in ``_decomp_loss``.
"""

from __future__ import annotations

import warnings
from typing import Any

from glasstorch.aten import Tensor

from . import _decomp_loss as decomp
from ._native import usable
from ._reduction import get_enum
from ._reduction import resolve as _reduction

__all__ = [
    "binary_cross_entropy",
    "binary_cross_entropy_with_logits",
    "cross_entropy",
    "huber_loss",
    "kl_div",
    "l1_loss",
    "mse_loss",
    "nll_loss",
    "smooth_l1_loss",
]


def _warn_size(input: Tensor, target: Tensor) -> None:
    if target.size() != input.size():
        warnings.warn(
            f"Using a target size ({target.size()}) that is different to the input size "
            f"({input.size()}). This will likely lead to incorrect results due to "
            "broadcasting. Please ensure they have the same size.",
            stacklevel=3,
        )


def _weighted(loss: Tensor, weight: Tensor, input: Tensor, reduction: str) -> Tensor:
    """PyTorch's manual path for ``weight=`` on the pointwise losses."""
    if weight.size() != input.size():
        raise ValueError("Weights and input must have the same size.")
    loss = loss * weight
    if reduction == "none":
        return loss
    if reduction == "sum":
        return loss.sum()
    if reduction == "mean":
        return loss.sum() / weight.sum()
    raise ValueError(f"Invalid reduction mode: {reduction}. Expected one of 'none', 'mean', 'sum'.")


def _pointwise(
    name: str,
    input: Tensor,
    target: Tensor,
    reduction: str,
    weight: Tensor | None,
    *extra: Any,
) -> Tensor:
    _warn_size(input, target)
    input, target = _broadcast(input, target)
    if weight is not None:
        return _weighted(getattr(decomp, name)(input, target, 0, *extra), weight, input, reduction)
    enum = get_enum(reduction)
    op = usable(name, input, target)
    if op is not None:
        return op.call(input, target, enum, *extra)
    return getattr(decomp, name)(input, target, enum, *extra)


def _broadcast(a: Tensor, b: Tensor) -> tuple[Tensor, Tensor]:
    """``torch.broadcast_tensors(a, b)``."""
    if a.shape == b.shape:
        return a, b
    ndim = max(a.dim(), b.dim())
    sa = [1] * (ndim - a.dim()) + list(a.shape)
    sb = [1] * (ndim - b.dim()) + list(b.shape)
    shape = []
    for x, y in zip(sa, sb, strict=True):
        if x != y and 1 not in (x, y):
            raise RuntimeError(
                f"The size of tensor a ({x}) must match the size of tensor b ({y}) at "
                "non-singleton dimension"
            )
        shape.append(y if x == 1 else x)
    return a.expand(shape), b.expand(shape)


def l1_loss(
    input: Tensor,
    target: Tensor,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
    weight: Tensor | None = None,
) -> Tensor:
    """Mean absolute error."""
    return _pointwise("l1_loss", input, target, _reduction(size_average, reduce, reduction), weight)


def mse_loss(
    input: Tensor,
    target: Tensor,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
    weight: Tensor | None = None,
) -> Tensor:
    """Mean squared error."""
    return _pointwise(
        "mse_loss", input, target, _reduction(size_average, reduce, reduction), weight
    )


def smooth_l1_loss(
    input: Tensor,
    target: Tensor,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
    beta: float = 1.0,
) -> Tensor:
    """Squared error below ``beta`` (scaled by 1 / (2 beta)), absolute error above."""
    if beta < 0:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    return _pointwise(
        "smooth_l1_loss", input, target, _reduction(size_average, reduce, reduction), None, beta
    )


def huber_loss(
    input: Tensor,
    target: Tensor,
    reduction: str = "mean",
    delta: float = 1.0,
    weight: Tensor | None = None,
) -> Tensor:
    """Squared error below ``delta``, ``delta``-scaled absolute error above."""
    return _pointwise("huber_loss", input, target, reduction, weight, delta)


def nll_loss(
    input: Tensor,
    target: Tensor,
    weight: Tensor | None = None,
    size_average: Any = None,
    ignore_index: int = -100,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """Negative log likelihood of class-index targets given log-probabilities."""
    enum = get_enum(_reduction(size_average, reduce, reduction))
    op = usable("nll_loss_nd", input, weight)
    if op is not None:
        return op.call(input, target, weight, enum, ignore_index)
    return decomp.nll_loss_nd(input, target, weight, enum, ignore_index)


def cross_entropy(
    input: Tensor,
    target: Tensor,
    weight: Tensor | None = None,
    size_average: Any = None,
    ignore_index: int = -100,
    reduce: Any = None,
    reduction: str = "mean",
    label_smoothing: float = 0.0,
) -> Tensor:
    """log_softmax over the class dim (1, or 0 when unbatched) followed by NLL; ``target``
    holds class indices or class probabilities."""
    enum = get_enum(_reduction(size_average, reduce, reduction))
    if not 0.0 <= label_smoothing <= 1.0:
        raise RuntimeError(f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing}")
    op = usable("cross_entropy_loss", input, target, weight)
    if op is not None:
        return op.call(input, target, weight, enum, ignore_index, label_smoothing)
    return decomp.cross_entropy_loss(input, target, weight, enum, ignore_index, label_smoothing)


def binary_cross_entropy(
    input: Tensor,
    target: Tensor,
    weight: Tensor | None = None,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """Binary cross entropy between probabilities ``input`` and ``target``."""
    enum = get_enum(_reduction(size_average, reduce, reduction))
    if target.size() != input.size():
        raise ValueError(
            f"Using a target size ({target.size()}) that is different to the input size "
            f"({input.size()}) is deprecated. Please ensure they have the same size."
        )
    if weight is not None:
        weight = weight.expand(input.shape)
    op = usable("binary_cross_entropy", input, target, weight)
    if op is not None:
        return op.call(input, target, weight, enum)
    return decomp.binary_cross_entropy(input, target, weight, enum)


def binary_cross_entropy_with_logits(
    input: Tensor,
    target: Tensor,
    weight: Tensor | None = None,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
    pos_weight: Tensor | None = None,
) -> Tensor:
    """Sigmoid followed by binary cross entropy, computed stably from the logits."""
    enum = get_enum(_reduction(size_average, reduce, reduction))
    if target.size() != input.size():
        raise ValueError(
            f"Target size ({target.size()}) must be the same as input size ({input.size()})"
        )
    op = usable("binary_cross_entropy_with_logits", input, target, weight, pos_weight)
    if op is not None:
        return op.call(input, target, weight, pos_weight, enum)
    return decomp.binary_cross_entropy_with_logits(input, target, weight, pos_weight, enum)


def kl_div(
    input: Tensor,
    target: Tensor,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
    log_target: bool = False,
) -> Tensor:
    """Kullback-Leibler divergence of ``target`` from log-probabilities ``input``."""
    reduction = _reduction(size_average, reduce, reduction)
    if reduction == "mean":
        warnings.warn(
            "reduction: 'mean' divides the total loss by both the batch size and the support "
            "size.'batchmean' divides only by the batch size, and aligns with the KL div math "
            "definition.'mean' will be changed to behave the same as 'batchmean' in the next "
            "major release.",
            stacklevel=2,
        )
    if reduction == "batchmean":
        loss = decomp.kl_div(input, target, 2, log_target)
        return loss / input.size(0) if input.dim() != 0 else loss
    return decomp.kl_div(input, target, get_enum(reduction), log_target)
