"""Dropout of nn.functional: zero elements (or whole channels) with probability ``p``.

Survivors are scaled by ``1 / (1 - p)`` so that the expectation is unchanged; outside
training the input passes through untouched.
"""

from __future__ import annotations

import warnings

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


def _unbatched_feature_dropout(
    input: Tensor, batched: bool, p: float, training: bool, inplace: bool
) -> Tensor:
    """feature_dropout of ``input``, given a batch dimension first when it has none."""
    if batched:
        return feature_dropout(input, p, training, inplace)
    result = feature_dropout(input.unsqueeze(0), p, training, False).squeeze(0)
    return input.copy_(result) if inplace else result


def _deprecated_rank(name: str, spatial: int, dims: int) -> None:
    ranks = f"{spatial + 1}D or {spatial + 2}D"
    warnings.warn(
        f"{name}: Received a {dims}-D input to {name}, which is deprecated and will result in "
        "an error in a future release. To retain the behavior and silence this warning, "
        f"please use dropout instead. Note that {name} exists to provide channel-wise dropout "
        f"on inputs with {spatial} spatial dimensions, a channel dimension, and an optional "
        f"batch dimension (i.e. {ranks} inputs).",
        stacklevel=3,
    )


def dropout1d(
    input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False
) -> Tensor:
    """Channel dropout for (N, C, L) or (C, L) inputs."""
    _check_p(p)
    if input.dim() not in (2, 3):
        raise RuntimeError(
            f"dropout1d: Expected 2D or 3D input, but received a {input.dim()}D input. Note "
            "that dropout1d exists to provide channel-wise dropout on inputs with 1 spatial "
            "dimension, a channel dimension, and an optional batch dimension (i.e. 2D or 3D "
            "inputs)."
        )
    return _unbatched_feature_dropout(input, input.dim() == 3, p, training, inplace)


def dropout2d(
    input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False
) -> Tensor:
    """Channel dropout for (N, C, H, W) inputs. As PyTorch's: other ranks warn, and a 3-D
    input is read as (N, C, L) (1-D channel dropout), not as an unbatched (C, H, W)."""
    _check_p(p)
    if input.dim() not in (3, 4):
        _deprecated_rank("dropout2d", 2, input.dim())
    if input.dim() == 3:
        warnings.warn(
            "dropout2d: Received a 3D input to dropout2d and assuming that channel-wise 1D "
            "dropout behavior is desired - input is interpreted as shape (N, C, L), where C is "
            "the channel dim. This behavior will change in a future release to interpret the "
            "input as one without a batch dimension, i.e. shape (C, H, W). To maintain the 1D "
            "channel-wise dropout behavior, please switch to using dropout1d instead.",
            stacklevel=2,
        )
    return feature_dropout(input, p, training, inplace)


def dropout3d(
    input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False
) -> Tensor:
    """Channel dropout for (N, C, D, H, W) or (C, D, H, W) inputs (other ranks warn)."""
    _check_p(p)
    if input.dim() not in (4, 5):
        _deprecated_rank("dropout3d", 3, input.dim())
    return _unbatched_feature_dropout(input, input.dim() == 5, p, training, inplace)


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
