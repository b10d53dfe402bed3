"""Folding an eval-mode BatchNorm into the layer before it (``torch/nn/utils/fusion.py``).

In eval, ``bn(conv(x))`` is an affine map of ``conv(x)`` per channel, so it can be folded
into the convolution's (or linear layer's) weight and bias: ``w' = w * gamma / sqrt(var +
eps)`` along the output channels and ``b' = (b - mean) * gamma / sqrt(var + eps) + beta``.
"""

from __future__ import annotations

import copy
from typing import TypeVar

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ..modules.batchnorm import _BatchNorm
from ..modules.conv import _ConvNd
from ..modules.linear import Linear
from ..parameter import Parameter

__all__ = [
    "fuse_conv_bn_eval",
    "fuse_conv_bn_weights",
    "fuse_linear_bn_eval",
    "fuse_linear_bn_weights",
]

ConvT = TypeVar("ConvT", bound=_ConvNd)
LinearT = TypeVar("LinearT", bound=Linear)


def _check_eval(layer: _ConvNd | Linear, bn: _BatchNorm) -> None:
    if layer.training or bn.training:
        raise AssertionError("Fusion only for eval!")
    if bn.running_mean is None or bn.running_var is None:
        raise AssertionError("bn.running_mean and bn.running_var must not be None")


def fuse_conv_bn_eval(conv: ConvT, bn: _BatchNorm, transpose: bool = False) -> ConvT:
    """A copy of ``conv`` whose output equals ``bn(conv(x))`` (both in eval mode);
    ``transpose`` for transposed convolutions, whose output channels are dim 1."""
    _check_eval(conv, bn)
    fused = copy.deepcopy(conv)
    fused.weight, fused.bias = fuse_conv_bn_weights(
        fused.weight,
        fused.bias,
        bn.running_mean,
        bn.running_var,
        bn.eps,
        bn.weight,
        bn.bias,
        transpose,
    )
    return fused


def fuse_conv_bn_weights(
    conv_w: Tensor,
    conv_b: Tensor | None,
    bn_rm: Tensor,
    bn_rv: Tensor,
    bn_eps: float,
    bn_w: Tensor | None,
    bn_b: Tensor | None,
    transpose: bool = False,
) -> tuple[Parameter, Parameter]:
    """The fused convolution weight and bias, as parameters of the convolution's dtypes."""
    weight_dtype = conv_w.dtype
    bias_dtype = conv_b.dtype if conv_b is not None else weight_dtype
    if conv_b is None:
        conv_b = at.zeros_like(bn_rm)
    if bn_w is None:
        bn_w = at.ones_like(bn_rm)
    if bn_b is None:
        bn_b = at.zeros_like(bn_rm)
    var_rsqrt = at.rsqrt(bn_rv + bn_eps)
    trailing = [1] * (conv_w.dim() - 2)
    shape = [1, -1, *trailing] if transpose else [-1, 1, *trailing]
    fused_w = (conv_w * (bn_w * var_rsqrt).reshape(shape)).to(dtype=weight_dtype)
    fused_b = ((conv_b - bn_rm) * var_rsqrt * bn_w + bn_b).to(dtype=bias_dtype)
    return Parameter(fused_w, conv_w.requires_grad), Parameter(fused_b, conv_b.requires_grad)


def fuse_linear_bn_eval(linear: LinearT, bn: _BatchNorm) -> LinearT:
    """A copy of ``linear`` whose output equals ``bn(linear(x))`` (both in eval mode)."""
    _check_eval(linear, bn)
    if linear.out_features != bn.num_features and bn.num_features != 1:
        raise AssertionError(
            "To fuse, linear.out_features == bn.num_features or bn.num_features == 1, got "
            f"linear.out_features={linear.out_features} and bn.num_features={bn.num_features}"
        )
    fused = copy.deepcopy(linear)
    fused.weight, fused.bias = fuse_linear_bn_weights(
        fused.weight, fused.bias, bn.running_mean, bn.running_var, bn.eps, bn.weight, bn.bias
    )
    return fused


def fuse_linear_bn_weights(
    linear_w: Tensor,
    linear_b: Tensor | None,
    bn_rm: Tensor,
    bn_rv: Tensor,
    bn_eps: float,
    bn_w: Tensor,
    bn_b: Tensor,
) -> tuple[Parameter, Parameter]:
    """The fused linear weight and bias, as parameters of the linear layer's dtypes."""
    weight_dtype = linear_w.dtype
    bias_dtype = linear_b.dtype if linear_b is not None else weight_dtype
    if linear_b is None:
        linear_b = at.zeros_like(bn_rm)
    bn_scale = bn_w * at.rsqrt(bn_rv + bn_eps)
    fused_w = linear_w * bn_scale.unsqueeze(-1).to(dtype=weight_dtype)
    fused_b = ((linear_b - bn_rm) * bn_scale + bn_b).to(dtype=bias_dtype)
    return Parameter(fused_w, linear_w.requires_grad), Parameter(fused_b, linear_b.requires_grad)
