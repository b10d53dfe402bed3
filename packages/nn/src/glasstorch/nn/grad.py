"""Gradients of the convolutions with respect to their input and their weight
(``torch/nn/grad.py``): aten's ``convolution_backward`` with one output selected."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._ntuple import _ntuple

__all__ = [
    "conv1d_input",
    "conv1d_weight",
    "conv2d_input",
    "conv2d_weight",
    "conv3d_input",
    "conv3d_weight",
]


def _backward(
    nd: int,
    grad_output: Tensor,
    input: Tensor,
    weight: Tensor,
    stride: Any,
    padding: Any,
    dilation: Any,
    groups: int,
    which: int,
) -> Tensor:
    tup = _ntuple(nd)
    mask = [which == 0, which == 1, False]
    grads = at.convolution_backward(
        grad_output,
        input,
        weight,
        None,
        list(tup(stride)),
        list(tup(padding)),
        list(tup(dilation)),
        False,
        [0],
        groups,
        mask,
    )
    return grads[which]


def _placeholder(like: Tensor, size: Sequence[int]) -> Tensor:
    """A tensor of ``size`` that only carries a shape (its values are never read)."""
    return like.new_empty(1).expand(list(size))


def _input_function(nd: int) -> Callable[..., Tensor]:
    def conv_input(
        input_size: Sequence[int],
        weight: Tensor,
        grad_output: Tensor,
        stride: Any = 1,
        padding: Any = 0,
        dilation: Any = 1,
        groups: int = 1,
    ) -> Tensor:
        input = _placeholder(grad_output, input_size)
        return _backward(nd, grad_output, input, weight, stride, padding, dilation, groups, 0)

    conv_input.__name__ = conv_input.__qualname__ = f"conv{nd}d_input"
    conv_input.__doc__ = (
        f"The gradient of ``conv{nd}d`` with respect to an input of ``input_size``, given "
        "the gradient of its output."
    )
    return conv_input


def _weight_function(nd: int) -> Callable[..., Tensor]:
    def conv_weight(
        input: Tensor,
        weight_size: Sequence[int],
        grad_output: Tensor,
        stride: Any = 1,
        padding: Any = 0,
        dilation: Any = 1,
        groups: int = 1,
    ) -> Tensor:
        weight = _placeholder(grad_output, weight_size)
        return _backward(nd, grad_output, input, weight, stride, padding, dilation, groups, 1)

    conv_weight.__name__ = conv_weight.__qualname__ = f"conv{nd}d_weight"
    conv_weight.__doc__ = (
        f"The gradient of ``conv{nd}d`` with respect to a weight of ``weight_size``, given "
        "the input and the gradient of the output."
    )
    return conv_weight


conv1d_input = _input_function(1)
conv2d_input = _input_function(2)
conv3d_input = _input_function(3)
conv1d_weight = _weight_function(1)
conv2d_weight = _weight_function(2)
conv3d_weight = _weight_function(3)
