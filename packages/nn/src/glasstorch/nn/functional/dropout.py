"""Dropout of nn.functional: zero elements (or whole channels) with probability ``p``.

Survivors are scaled by ``1 / (1 - p)`` so that the expectation is unchanged; outside
training the input passes through untouched.
"""

from __future__ import annotations

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._native import usable

__all__ = [
    "alpha_dropout",
    "dropout",
    "dropout1d",
    "dropout2d",
    "dropout3d",
    "feature_alpha_dropout",
    "feature_dropout",
]


def _check_p(p: float) -> None:
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")


def _masked(input: Tensor, mask_shape: list[int], p: float, inplace: bool) -> Tensor:
    if p == 1.0:
        result = input * at.zeros(mask_shape, dtype=input.dtype, device=input.device)
    else:
        mask = at.empty(mask_shape, dtype=input.dtype, device=input.device).bernoulli_(1 - p)
        result = input * mask.div_(1 - p)
    return input.copy_(result) if inplace else result


def dropout(input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> Tensor:
    """Zero each element with probability ``p`` while training."""
    _check_p(p)
    if not training or p == 0.0:
        return input
    op = usable("dropout", input)
    if op is not None and not inplace:
        return op.call(input, p, training)
    return _masked(input, list(input.shape), p, inplace)


def feature_dropout(
    input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False
) -> Tensor:
    """Zero whole channels (dim 1, or dim 0 when unbatched) with probability ``p``."""
    _check_p(p)
    if not training or p == 0.0:
        return input
    shape = [input.size(0), input.size(1)] + [1] * (input.dim() - 2)
    return _masked(input, shape, p, inplace)


def _channel_dropout(
    name: str, batched: int, input: Tensor, p: float, training: bool, inplace: bool
) -> Tensor:
    if input.dim() not in (batched - 1, batched):
        raise RuntimeError(
            f"{name}: Expected {batched - 1}D or {batched}D input, but received input of size "
            f"{list(input.shape)}"
        )
    if input.dim() == batched - 1:
        result = feature_dropout(input.unsqueeze(0), p, training, False).squeeze(0)
        return input.copy_(result) if inplace else result
    return feature_dropout(input, p, training, inplace)


def dropout1d(
    input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False
) -> Tensor:
    """Channel dropout for (N, C, L) or (C, L) inputs."""
    return _channel_dropout("dropout1d", 3, input, p, training, inplace)


def dropout2d(
    input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False
) -> Tensor:
    """Channel dropout for (N, C, H, W) or (C, H, W) inputs."""
    return _channel_dropout("dropout2d", 4, input, p, training, inplace)


def dropout3d(
    input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False
) -> Tensor:
    """Channel dropout for (N, C, D, H, W) or (C, D, H, W) inputs."""
    return _channel_dropout("dropout3d", 5, input, p, training, inplace)


_ALPHA = 1.7580993408473766  # SELU's scale * alpha: the value a dropped unit takes is -_ALPHA


def _alpha_masked(input: Tensor, mask_shape: list[int], p: float, inplace: bool) -> Tensor:
    """Alpha dropout with one keep/drop draw per ``mask_shape`` element (broadcast)."""
    if p == 1.0:
        result = input * at.zeros((), dtype=input.dtype, device=input.device)
    else:
        keep = at.empty(mask_shape, dtype=input.dtype, device=input.device).bernoulli_(1 - p)
        a = 1.0 / ((_ALPHA * _ALPHA * p + 1) * (1 - p)) ** 0.5
        result = input * (keep * a) + (keep - 1) * (_ALPHA * a) + _ALPHA * a * p
    return input.copy_(result) if inplace else result


def alpha_dropout(
    input: Tensor, p: float = 0.5, training: bool = False, inplace: bool = False
) -> Tensor:
    """Dropout that keeps SELU's self-normalising mean and variance."""
    _check_p(p)
    if not training or p == 0.0 or input.numel() == 0:
        return input
    return _alpha_masked(input, list(input.shape), p, inplace)


def feature_alpha_dropout(
    input: Tensor, p: float = 0.5, training: bool = False, inplace: bool = False
) -> Tensor:
    """Alpha dropout of whole channels (dim 1): a dropped channel takes SELU's negative
    saturation value, then everything is rescaled to keep mean and variance."""
    _check_p(p)
    if not training or p == 0.0 or input.numel() == 0:
        return input
    if input.dim() < 2:
        raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
    shape = [input.size(0), input.size(1)] + [1] * (input.dim() - 2)
    return _alpha_masked(input, shape, p, inplace)
