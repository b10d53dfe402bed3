"""Batch, layer and group normalization: the ``native_*`` kernels that return the saved
statistics, their backward kernels, and the composite front ends.

Mirrors ``native/Normalization.cpp``, ``layer_norm.cpp`` and ``group_norm.cpp``. Each forward
normalizes ``x`` over a set of axes with the biased variance, ``x_hat = (x - mean) * rstd``
where ``rstd = 1 / sqrt(var + eps)``, then applies the per-channel (or per-element) affine
``weight`` and ``bias``. Each backward is the closed form of the vector-Jacobian product:
``dx = rstd * (g - mean(g) - x_hat * mean(g * x_hat))`` over the normalized axes, with
``g = grad_out * weight``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from .._runtime import empty_tensor
from ._lazy import ops
from .cuda import triton_for
from .fp_errors import ignore_fp_errors
from .nn_ops import fill, floating, int_tuple, is_meta

__all__ = [
    "batch_norm", "group_norm", "layer_norm", "native_batch_norm", "native_batch_norm_backward",
    "native_group_norm", "native_group_norm_backward", "native_layer_norm",
    "native_layer_norm_backward",
]  # fmt: skip


def _like(t: Any, sizes: Sequence[int]) -> Any:
    impl = t._impl
    return empty_tensor(tuple(sizes), impl.dtype, impl.device)


def _masked(mask: Sequence[bool], *outputs: Any) -> tuple[Any, ...]:
    """The outputs whose ``output_mask`` entry is set, None for the others."""
    return tuple(o if m else None for o, m in zip(outputs, mask, strict=True))


def _affine_shape(ndim: int) -> tuple[int, ...]:
    """How a per-channel vector broadcasts against ``(N, C, *)``."""
    return (1, -1) + (1,) * (ndim - 2)


def _normalized_backward(g: np.ndarray, x_hat: np.ndarray, rstd: Any, axes: Any) -> np.ndarray:
    """``rstd * (g - mean(g) - x_hat * mean(g * x_hat))`` over ``axes``."""
    mean_g = np.mean(g, axis=axes, keepdims=True)
    mean_gx = np.mean(g * x_hat, axis=axes, keepdims=True)
    return rstd * (g - mean_g - x_hat * mean_gx)


# -- batch norm ------------------------------------------------------------------------------------
def _check_features(name: str, expected: int, t: Any) -> None:
    if t is not None and t._impl.numel() != expected:
        raise RuntimeError(f"{name} should contain {expected} elements not {t._impl.numel()}")


def native_batch_norm(
    input: Any,
    weight: Any,
    bias: Any,
    running_mean: Any,
    running_var: Any,
    training: bool,
    momentum: float,
    eps: float,
) -> tuple[Any, Any, Any]:
    """``(y, save_mean, save_invstd)``: normalize over every dim but the channel dim 1. In
    training the batch statistics are used and the running ones updated in place (with the
    unbiased variance); in evaluation the running ones are used and the saved ones are empty."""
    sizes = input._impl.sizes
    if len(sizes) < 2:
        raise RuntimeError(f"Expected input with at least 2 dimensions, got {len(sizes)}")
    channels = sizes[1]
    for name, t in (
        ("running_mean", running_mean),
        ("running_var", running_var),
        ("weight", weight),
        ("bias", bias),
    ):
        _check_features(name, channels, t)
    if not training and (running_mean is None or running_var is None):
        which = "running_mean" if running_mean is None else "running_var"
        raise RuntimeError(f"{which} must be defined in evaluation mode")
    out = _like(input, sizes)
    saved = (channels,) if training else (0,)
    save_mean, save_invstd = _like(input, saved), _like(input, saved)
    if is_meta(input) or input._impl.numel() == 0:
        return out, save_mean, save_invstd
    x = floating(input)
    axes = (0, *range(2, x.ndim))
    shape = _affine_shape(x.ndim)
    with ignore_fp_errors():
        if training:
            mean = np.mean(x, axis=axes)
            var = np.mean((x - mean.reshape(shape)) ** 2, axis=axes)
            count = x.size // channels
            fill(save_mean, mean)
            fill(save_invstd, 1 / np.sqrt(var + eps))
            if running_mean is not None:
                fill(running_mean, (1 - momentum) * floating(running_mean) + momentum * mean)
            if running_var is not None:
                unbiased = var * count / (count - 1) if count > 1 else var * math.inf
                fill(running_var, (1 - momentum) * floating(running_var) + momentum * unbiased)
        else:
            mean, var = floating(running_mean), floating(running_var)
        y = (x - mean.reshape(shape)) / np.sqrt(var + eps).reshape(shape)
        if weight is not None:
            y = y * floating(weight).reshape(shape)
        if bias is not None:
            y = y + floating(bias).reshape(shape)
    return fill(out, y), save_mean, save_invstd


def native_batch_norm_backward(
    grad_out: Any,
    input: Any,
    weight: Any,
    running_mean: Any,
    running_var: Any,
    save_mean: Any,
    save_invstd: Any,
    train: bool,
    eps: float,
    output_mask: Sequence[bool],
) -> tuple[Any, Any, Any]:
    """Gradients of ``native_batch_norm`` for input, weight and bias (per ``output_mask``):
    through the batch statistics in training, through a fixed affine map in evaluation."""
    channels = input._impl.sizes[1]
    grads = _masked(
        output_mask,
        _like(input, input._impl.sizes),
        _like(input, (channels,)),
        _like(input, (channels,)),
    )
    if is_meta(input) or input._impl.numel() == 0:
        return _zero_params(grads)
    x, gy = floating(input), floating(grad_out)
    axes = (0, *range(2, x.ndim))
    shape = _affine_shape(x.ndim)
    with ignore_fp_errors():
        if train:
            mean, invstd = floating(save_mean), floating(save_invstd)
        else:
            mean, invstd = floating(running_mean), 1 / np.sqrt(floating(running_var) + eps)
        x_hat = (x - mean.reshape(shape)) * invstd.reshape(shape)
        scale = invstd if weight is None else invstd * floating(weight)
        if grads[0] is not None:
            if train:
                gx = _normalized_backward(gy, x_hat, 1.0, axes) * scale.reshape(shape)
            else:
                gx = gy * scale.reshape(shape)
            fill(grads[0], gx)
        if grads[1] is not None:
            fill(grads[1], np.sum(gy * x_hat, axis=axes))
        if grads[2] is not None:
            fill(grads[2], np.sum(gy, axis=axes))
    return grads[0], grads[1], grads[2]


def _zero_params(grads: tuple[Any, ...]) -> tuple[Any, Any, Any]:
    """An empty input's gradients: nothing for the input, zeros for weight and bias."""
    for g in grads[1:]:
        if g is not None:
            fill(g, 0)
    return grads[0], grads[1], grads[2]


def batch_norm(
    input: Any,
    weight: Any,
    bias: Any,
    running_mean: Any,
    running_var: Any,
    training: bool,
    momentum: float,
    eps: float,
    cudnn_enabled: bool,
) -> Any:
    """``native_batch_norm``'s output; an empty input is returned (copied) as it is."""
    if input._impl.numel() == 0:
        out = ops.clone.call(input, None)
        if weight is not None:
            out = ops.mul_Tensor.call(out, ops.select_int.call(weight, 0, 0))
        if bias is not None:
            out = ops.add_Tensor.call(out, ops.select_int.call(bias, 0, 0), 1)
        return out
    return ops.native_batch_norm.call(
        input, weight, bias, running_mean, running_var, training, momentum, eps
    )[0]


# -- layer norm ------------------------------------------------------------------------------------
def _check_layer_norm(input: Any, normalized_shape: tuple[int, ...], weight: Any, bias: Any) -> int:
    """The number of leading (batch) dims; raises for inconsistent shapes."""
    shape = list(normalized_shape)
    if not shape:
        raise RuntimeError(
            "Expected normalized_shape to be at least 1-dimensional, i.e., containing at least "
            f"one element, but got normalized_shape = {shape}"
        )
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and list(t._impl.sizes) != shape:
            raise RuntimeError(
                f"Expected {name} to be of same shape as normalized_shape, but got {name} of "
                f"shape {list(t._impl.sizes)} and normalized_shape = {shape}"
            )
    sizes = input._impl.sizes
    if len(sizes) < len(shape) or list(sizes[len(sizes) - len(shape) :]) != shape:
        expected = "".join(f", {s}" for s in shape)
        raise RuntimeError(
            f"Given normalized_shape={shape}, expected input with shape [*{expected}], but got "
            f"input of size{list(sizes)}"
        )
    return len(sizes) - len(shape)


def native_layer_norm(
    input: Any, normalized_shape: Sequence[int], weight: Any, bias: Any, eps: float
) -> tuple[Any, Any, Any]:
    """``(y, mean, rstd)``, normalizing over the trailing ``normalized_shape`` dims; the
    statistics keep those dims with size 1."""
    normalized_shape = int_tuple(normalized_shape)
    axis = _check_layer_norm(input, normalized_shape, weight, bias)
    sizes = input._impl.sizes
    stat_sizes = (*sizes[:axis], *(1,) * len(normalized_shape))
    out, mean_t, rstd_t = _like(input, sizes), _like(input, stat_sizes), _like(input, stat_sizes)
    if is_meta(input) or input._impl.numel() == 0:
        return out, mean_t, rstd_t
    if input._impl.device.is_cuda():
        present = [t for t in (weight, bias) if t is not None]
        kernels = triton_for(input, out, mean_t, rstd_t, *present)
        if kernels is not None:
            kernels.layer_norm(input, weight, bias, eps, out, mean_t, rstd_t)
            return out, mean_t, rstd_t
    x = floating(input)
    axes = tuple(range(axis, x.ndim))
    with ignore_fp_errors():
        mean = np.mean(x, axis=axes, keepdims=True)
        rstd = 1 / np.sqrt(np.mean((x - mean) ** 2, axis=axes, keepdims=True) + eps)
        y = (x - mean) * rstd
        if weight is not None:
            y = y * floating(weight)
        if bias is not None:
            y = y + floating(bias)
    return fill(out, y), fill(mean_t, mean), fill(rstd_t, rstd)


def native_layer_norm_backward(
    grad_out: Any,
    input: Any,
    normalized_shape: Sequence[int],
    mean: Any,
    rstd: Any,
    weight: Any,
    bias: Any,
    output_mask: Sequence[bool],
) -> tuple[Any, Any, Any]:
    """Gradients of ``native_layer_norm`` for input, weight and bias (per ``output_mask``)."""
    normalized_shape = int_tuple(normalized_shape)
    axis = _check_layer_norm(input, normalized_shape, weight, bias)
    grads = _masked(
        output_mask,
        _like(input, input._impl.sizes),
        _like(weight if weight is not None else input, normalized_shape),
        _like(bias if bias is not None else input, normalized_shape),
    )
    if is_meta(input) or input._impl.numel() == 0:
        return _zero_params(grads)
    x, gy = floating(input), floating(grad_out)
    axes = tuple(range(axis, x.ndim))
    batch = tuple(range(axis))
    with ignore_fp_errors():
        r = floating(rstd).reshape(x.shape[:axis] + (1,) * len(axes))
        x_hat = (x - floating(mean).reshape(r.shape)) * r
        if grads[0] is not None:
            g = gy if weight is None else gy * floating(weight)
            fill(grads[0], _normalized_backward(g, x_hat, r, axes))
        if grads[1] is not None:
            fill(grads[1], np.sum(gy * x_hat, axis=batch))
        if grads[2] is not None:
            fill(grads[2], np.sum(gy, axis=batch))
    return grads[0], grads[1], grads[2]


def layer_norm(
    input: Any,
    normalized_shape: Sequence[int],
    weight: Any = None,
    bias: Any = None,
    eps: float = 1e-5,
    cudnn_enable: bool = True,
) -> Any:
    """``native_layer_norm``'s output."""
    return ops.native_layer_norm.call(input, int_tuple(normalized_shape), weight, bias, eps)[0]


# -- group norm ------------------------------------------------------------------------------------
def _check_group_norm(input: Any, weight: Any, bias: Any, channels: int, groups: int) -> None:
    sizes = list(input._impl.sizes)
    if groups <= 0 or channels % groups:
        raise RuntimeError(
            "Expected number of channels in input to be divisible by num_groups, but got input "
            f"of shape {sizes} and num_groups={groups}"
        )
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and (t._impl.dim() != 1 or t._impl.numel() != channels):
            raise RuntimeError(
                f"Expected {name} to be a vector of size equal to the number of channels in "
                f"input, but got {name} of shape {list(t._impl.sizes)} and input of shape {sizes}"
            )


def _grouped(x: np.ndarray, n: int, channels: int, hxw: int, groups: int) -> np.ndarray:
    """``x`` as ``(N, groups, C / groups, HxW)``."""
    return x.reshape(n, groups, channels // groups, hxw)


def native_group_norm(
    input: Any, weight: Any, bias: Any, N: int, C: int, HxW: int, group: int, eps: float
) -> tuple[Any, Any, Any]:
    """``(y, mean, rstd)``: normalize each of ``group`` channel groups of each sample;
    the statistics are ``(N, group)``."""
    _check_group_norm(input, weight, bias, C, group)
    if input._impl.numel() != N * C * HxW:
        raise RuntimeError(
            f"Expected input of {N * C * HxW} elements for N={N}, C={C}, HxW={HxW}, but got "
            f"input of size {list(input._impl.sizes)}"
        )
    out = _like(input, input._impl.sizes)
    mean_t, rstd_t = _like(input, (N, group)), _like(input, (N, group))
    if is_meta(input) or input._impl.numel() == 0:
        return out, mean_t, rstd_t
    x = _grouped(floating(input), N, C, HxW, group)
    with ignore_fp_errors():
        mean = np.mean(x, axis=(2, 3), keepdims=True)
        rstd = 1 / np.sqrt(np.mean((x - mean) ** 2, axis=(2, 3), keepdims=True) + eps)
        y = ((x - mean) * rstd).reshape(N, C, HxW)
        if weight is not None:
            y = y * floating(weight).reshape(1, C, 1)
        if bias is not None:
            y = y + floating(bias).reshape(1, C, 1)
    fill(out, y.reshape(input._impl.sizes))
    return out, fill(mean_t, mean.reshape(N, group)), fill(rstd_t, rstd.reshape(N, group))


def native_group_norm_backward(
    grad_out: Any,
    input: Any,
    mean: Any,
    rstd: Any,
    weight: Any,
    N: int,
    C: int,
    HxW: int,
    group: int,
    output_mask: Sequence[bool],
) -> tuple[Any, Any, Any]:
    """Gradients of ``native_group_norm`` for input, weight and bias (per ``output_mask``)."""
    _check_group_norm(input, weight, None, C, group)
    grads = _masked(
        output_mask, _like(input, input._impl.sizes), _like(input, (C,)), _like(input, (C,))
    )
    if is_meta(input) or input._impl.numel() == 0:
        return _zero_params(grads)
    x = floating(input).reshape(N, C, HxW)
    gy = floating(grad_out).reshape(N, C, HxW)
    with ignore_fp_errors():
        m = floating(mean).reshape(N, group, 1, 1)
        r = floating(rstd).reshape(N, group, 1, 1)
        x_hat = ((_grouped(x, N, C, HxW, group) - m) * r).reshape(N, C, HxW)
        if grads[0] is not None:
            g = gy if weight is None else gy * floating(weight).reshape(1, C, 1)
            gx = _normalized_backward(
                _grouped(g, N, C, HxW, group), _grouped(x_hat, N, C, HxW, group), r, (2, 3)
            )
            fill(grads[0], gx.reshape(input._impl.sizes))
        if grads[1] is not None:
            fill(grads[1], np.sum(gy * x_hat, axis=(0, 2)))
        if grads[2] is not None:
            fill(grads[2], np.sum(gy, axis=(0, 2)))
    return grads[0], grads[1], grads[2]


def group_norm(
    input: Any,
    num_groups: int,
    weight: Any = None,
    bias: Any = None,
    eps: float = 1e-5,
    cudnn_enabled: bool = True,
) -> Any:
    """``native_group_norm``'s output for ``(N, C, *)`` input."""
    sizes = input._impl.sizes
    if len(sizes) < 2:
        raise RuntimeError(
            f"Expected at least 2 dimensions for input tensor but received {len(sizes)}"
        )
    n, c = sizes[0], sizes[1]
    _check_group_norm(input, weight, bias, c, num_groups)
    hxw = math.prod(sizes[2:])
    x = ops.contiguous.call(input, None)
    return ops.native_group_norm.call(x, weight, bias, n, c, hxw, num_groups, eps)[0]
