"""Normalisation of nn.functional: batch, layer, group, instance and RMS norm, normalize.

``batch_norm`` in training mode normalises with the batch statistics and, if running
statistics are given, updates them in place (unbiased variance, ``momentum`` as the
weight of the new batch), exactly as aten's ``native_batch_norm``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from .._autograd import no_grad
from ._decomp_conv import constant_pad_nd
from ._native import usable
from .pooling import avg_pool2d, avg_pool3d

__all__ = [
    "batch_norm",
    "group_norm",
    "instance_norm",
    "layer_norm",
    "local_response_norm",
    "normalize",
    "rms_norm",
]


#: ``torch.finfo(dtype).eps`` of the floating dtypes, rms_norm's default ``eps``.
_EPS = {
    "float64": 2.220446049250313e-16,
    "float32": 1.1920928955078125e-07,
    "float16": 0.0009765625,
    "bfloat16": 0.0078125,
}


def _verify_batch_size(size: Sequence[int]) -> None:
    values = size[0]
    for s in size[2:]:
        values *= s
    if values == 1:
        raise ValueError(
            f"Expected more than 1 value per channel when training, got input size {at.Size(size)}"
        )


def _channel_shape(input: Tensor) -> list[int]:
    return [1, input.size(1)] + [1] * (input.dim() - 2)


def _channel_affine(
    out: Tensor, weight: Tensor | None, bias: Tensor | None, shape: list[int]
) -> Tensor:
    """Scale ``out`` by ``weight`` and shift by ``bias`` (each optional), reshaped to ``shape``."""
    if weight is not None:
        out = out * weight.reshape(shape)
    if bias is not None:
        out = out + bias.reshape(shape)
    return out


def batch_norm(
    input: Tensor,
    running_mean: Tensor | None,
    running_var: Tensor | None,
    weight: Tensor | None = None,
    bias: Tensor | None = None,
    training: bool = False,
    momentum: float = 0.1,
    eps: float = 1e-5,
) -> Tensor:
    """Normalise each channel (dim 1) over the batch and spatial dims."""
    if training:
        _verify_batch_size(input.shape)
    op = usable("batch_norm", input, weight, bias)
    if op is not None:
        return op.call(
            input, weight, bias, running_mean, running_var, training, momentum, eps, False
        )
    shape = _channel_shape(input)
    dims = [0] + list(range(2, input.dim()))
    if training or running_mean is None:
        var, mean = at.var_mean(input, dims, correction=0, keepdim=True)
        if training and running_mean is not None and running_var is not None:
            n = input.numel() // input.size(1)
            with no_grad():
                unbiased = var.detach().reshape(-1) * (n / max(n - 1, 1))
                running_mean.mul_(1 - momentum).add_(mean.detach().reshape(-1), alpha=momentum)
                running_var.mul_(1 - momentum).add_(unbiased, alpha=momentum)
    else:
        mean = running_mean.reshape(shape)
        var = running_var.reshape(shape)  # type: ignore[union-attr]
    out = (input - mean) * (var + eps).rsqrt()
    return _channel_affine(out, weight, bias, shape)


def instance_norm(
    input: Tensor,
    running_mean: Tensor | None = None,
    running_var: Tensor | None = None,
    weight: Tensor | None = None,
    bias: Tensor | None = None,
    use_input_stats: bool = True,
    momentum: float = 0.1,
    eps: float = 1e-5,
) -> Tensor:
    """Normalise each (sample, channel) plane over its spatial dims."""
    n, c = input.size(0), input.size(1)
    folded = input.reshape([1, n * c, *input.shape[2:]])
    rm = running_mean.repeat([n]) if running_mean is not None else None
    rv = running_var.repeat([n]) if running_var is not None else None
    out = batch_norm(folded, rm, rv, None, None, use_input_stats, momentum, eps)
    if use_input_stats and running_mean is not None and rm is not None:
        with no_grad():
            running_mean.copy_(rm.reshape(n, c).mean(0))
    if use_input_stats and running_var is not None and rv is not None:
        with no_grad():
            running_var.copy_(rv.reshape(n, c).mean(0))
    out = out.reshape(input.shape)
    shape = _channel_shape(input)
    return _channel_affine(out, weight, bias, shape)


def layer_norm(
    input: Tensor,
    normalized_shape: Sequence[int],
    weight: Tensor | None = None,
    bias: Tensor | None = None,
    eps: float = 1e-5,
) -> Tensor:
    """Normalise over the trailing ``normalized_shape`` dims, then scale and shift."""
    normalized_shape = [int(s) for s in normalized_shape]
    k = len(normalized_shape)
    if list(input.shape[input.dim() - k :]) != normalized_shape or k > input.dim():
        raise RuntimeError(
            f"Given normalized_shape={normalized_shape}, expected input with shape "
            f"[*, {', '.join(str(s) for s in normalized_shape)}], but got input of size"
            f"{input.shape}"
        )
    op = usable("layer_norm", input, weight, bias)
    if op is not None:
        return op.call(input, normalized_shape, weight, bias, eps, False)
    dims = list(range(input.dim() - k, input.dim()))
    var, mean = at.var_mean(input, dims, correction=0, keepdim=True)
    out = (input - mean) * (var + eps).rsqrt()
    if weight is not None:
        out = out * weight
    if bias is not None:
        out = out + bias
    return out


def rms_norm(
    input: Tensor,
    normalized_shape: Sequence[int],
    weight: Tensor | None = None,
    eps: float | None = None,
) -> Tensor:
    """x / sqrt(mean(x^2) + eps) over the trailing dims, then scale."""
    k = len(normalized_shape)
    dims = list(range(input.dim() - k, input.dim()))
    if eps is None:
        eps = _EPS.get(input.dtype.name, _EPS["float32"])
    out = input * (input.square().mean(dims, keepdim=True) + eps).rsqrt()
    return out if weight is None else out * weight


def group_norm(
    input: Tensor,
    num_groups: int,
    weight: Tensor | None = None,
    bias: Tensor | None = None,
    eps: float = 1e-5,
) -> Tensor:
    """Normalise each group of channels of each sample, then scale and shift per channel."""
    if input.dim() < 2:
        raise RuntimeError(
            f"Expected at least 2 dimensions for input tensor but received {input.dim()}"
        )
    n, c = input.size(0), input.size(1)
    if c % num_groups != 0:
        raise RuntimeError(
            f"Expected number of channels in input to be divisible by num_groups, but got input "
            f"of shape {input.shape} and num_groups={num_groups}"
        )
    op = usable("group_norm", input, weight, bias)
    if op is not None:
        return op.call(input, num_groups, weight, bias, eps, False)
    grouped = input.reshape(n, num_groups, -1)
    var, mean = at.var_mean(grouped, [2], correction=0, keepdim=True)
    out = ((grouped - mean) * (var + eps).rsqrt()).reshape(input.shape)
    shape = _channel_shape(input)
    return _channel_affine(out, weight, bias, shape)


def local_response_norm(
    input: Tensor, size: int, alpha: float = 1e-4, beta: float = 0.75, k: float = 1.0
) -> Tensor:
    """Divide by (k + alpha * mean of squares over ``size`` neighbouring channels) ** beta."""
    dim = input.dim()
    if dim < 3:
        raise ValueError(f"Expected 3D or higher dimensionality input (got {dim} dimensions)")
    if input.numel() == 0:
        return input
    div = input.square().unsqueeze(1)
    if dim == 3:
        div = constant_pad_nd(div, (0, 0, size // 2, (size - 1) // 2))
        div = avg_pool2d(div, (size, 1), stride=1).squeeze(1)
    else:
        sizes = input.shape
        div = div.reshape(sizes[0], 1, sizes[1], sizes[2], -1)
        div = constant_pad_nd(div, (0, 0, 0, 0, size // 2, (size - 1) // 2))
        div = avg_pool3d(div, (size, 1, 1), stride=1).squeeze(1)
        div = div.reshape(sizes)
    div = (div * alpha + k) ** beta
    return input / div


def normalize(
    input: Tensor, p: float = 2.0, dim: int = 1, eps: float = 1e-12, out: Any = None
) -> Tensor:
    """``input / max(||input||_p, eps)`` along ``dim``."""
    denom = at.linalg.vector_norm(input, p, [dim], True).clamp(min=eps).expand_as(input)
    result = input / denom
    return result if out is None else out.copy_(result)
