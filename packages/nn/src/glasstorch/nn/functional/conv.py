"""Convolutions of nn.functional: ``conv1d/2d/3d``, ``conv_transpose1d/2d/3d`` and the
time-batch-channel ``conv_tbc``.

Argument handling (ints or tuples, ``padding="same"``/``"valid"``) is PyTorch's; the
arithmetic is aten's ``convolution`` operator when it exists, else its decomposition
in ``_decomp_conv``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.aten.structured import scalar_type_name

from .._ntuple import _ntuple
from ._decomp_conv import constant_pad_nd, conv_transpose_nd, convolution_nd
from ._native import usable
from ._utils import _named

__all__ = [
    "conv1d",
    "conv2d",
    "conv3d",
    "conv_transpose1d",
    "conv_transpose2d",
    "conv_tbc",
    "conv_transpose3d",
]


def _same_padding(
    nd: int, weight: Tensor, stride: Sequence[int], dilation: Sequence[int]
) -> tuple[list[int], list[int]]:
    """Symmetric padding plus the extra right padding that ``"same"`` needs per dim."""
    if any(s != 1 for s in stride):
        raise ValueError("padding='same' is not supported for strided convolutions")
    sym, extra = [], []
    for i in range(nd):
        total = dilation[i] * (weight.size(2 + i) - 1)
        sym.append(total // 2)
        extra.append(total - 2 * (total // 2))
    return sym, extra


def _padding(
    nd: int, input: Tensor, weight: Tensor, padding: Any, stride: list[int], dilation: list[int]
) -> tuple[Tensor, list[int]]:
    """A convolution's ``padding`` as ``nd`` ints; for ``"same"`` with an odd total, the input
    is padded on the right first (the returned input) and the rest is symmetric."""
    extra: list[int] = [0] * nd
    if isinstance(padding, str):
        if padding == "valid":
            pad = [0] * nd
        elif padding == "same":
            pad, extra = _same_padding(nd, weight, stride, dilation)
        else:
            raise ValueError(
                f"Invalid padding string '{padding}', should be one of ['valid', 'same']"
            )
    else:
        pad = list(_ntuple(nd)(padding))
    if any(extra):
        right: list[int] = []
        for e in reversed(extra):
            right += [0, e]
        input = constant_pad_nd(input, right)
    return input, pad


def _convolution(
    nd: int,
    input: Tensor,
    weight: Tensor,
    bias: Tensor | None,
    stride: Any,
    padding: Any,
    dilation: Any,
    groups: int,
    transposed: bool = False,
    output_padding: Any = 0,
) -> Tensor:
    """``conv{nd}d``, or ``conv_transpose{nd}d`` if ``transposed``: aten's ``convolution``
    when usable (unbatched inputs get a batch dim), else the decomposition."""
    tup = _ntuple(nd)
    stride = list(tup(stride))
    if transposed:
        padding, output_padding = list(tup(padding)), list(tup(output_padding))
        dilation = list(tup(dilation))
    else:
        dilation = list(tup(dilation))
        input, padding = _padding(nd, input, weight, padding, stride, dilation)
        output_padding = [0] * nd
    op = usable("convolution", input, weight, bias)
    if op is None:
        if transposed:
            return conv_transpose_nd(
                input, weight, bias, stride, padding, output_padding, groups, dilation
            )
        return convolution_nd(input, weight, bias, stride, padding, dilation, groups)
    unbatched = input.dim() == nd + 1  # aten's convolution takes batched inputs only
    x = input.unsqueeze(0) if unbatched else input
    out = op.call(x, weight, bias, stride, padding, dilation, transposed, output_padding, groups)
    return out.squeeze(0) if unbatched else out


def _conv_function(nd: int, layout: str) -> Callable[..., Tensor]:
    """``conv{nd}d``: the public function for ``nd`` dims, inputs laid out as ``layout``."""

    def conv(
        input: Tensor,
        weight: Tensor,
        bias: Tensor | None = None,
        stride: Any = 1,
        padding: Any = 0,
        dilation: Any = 1,
        groups: int = 1,
    ) -> Tensor:
        return _convolution(nd, input, weight, bias, stride, padding, dilation, groups)

    return _named(conv, f"conv{nd}d", f"{nd}-d cross-correlation over an {layout} input.")


conv1d = _conv_function(1, "(N, C, L)")
conv2d = _conv_function(2, "(N, C, H, W)")
conv3d = _conv_function(3, "(N, C, D, H, W)")


def _conv_transpose_function(nd: int) -> Callable[..., Tensor]:
    """``conv_transpose{nd}d``: the public function for ``nd`` dims."""

    def conv_transpose(
        input: Tensor,
        weight: Tensor,
        bias: Tensor | None = None,
        stride: Any = 1,
        padding: Any = 0,
        output_padding: Any = 0,
        groups: int = 1,
        dilation: Any = 1,
    ) -> Tensor:
        return _convolution(
            nd, input, weight, bias, stride, padding, dilation, groups, True, output_padding
        )

    doc = f'{nd}-d transposed convolution ("deconvolution").'
    return _named(conv_transpose, f"conv_transpose{nd}d", doc)


conv_transpose1d = _conv_transpose_function(1)
conv_transpose2d = _conv_transpose_function(2)
conv_transpose3d = _conv_transpose_function(3)


def conv_tbc(input: Tensor, weight: Tensor, bias: Tensor, pad: int = 0) -> Tensor:
    """1-d convolution of a (time, batch, in_channels) input with a (kernel_width,
    in_channels, out_channels) weight, padding ``pad`` steps on both ends of time."""
    if input.dim() != 3:
        raise RuntimeError("Input must have 3 dims: time, batch, in_channel")
    if weight.dim() != 3:
        raise RuntimeError(
            "Weight tensor must have 3 dims: kernel_width, in_channels, out_channels."
        )
    if bias.dim() != 1:
        raise RuntimeError("Bias must be 1-D")
    if input.size(2) != weight.size(1):
        raise RuntimeError("Input dim 2 (input channels) is not == dim 1 in the weight tensor")
    if bias.size(0) != weight.size(2):
        raise RuntimeError("Bias size must equal dim 2 in the weight tensor (output channels).")
    steps = input.size(0) + 2 * pad - weight.size(0) + 1
    shape = [steps, input.size(1), weight.size(2)]
    if steps < 0:
        raise RuntimeError(f"Trying to create tensor with negative dimension {steps}: {shape}")
    if input.dtype != weight.dtype:
        raise RuntimeError(
            "self and mat2 must have the same dtype, but got "
            f"{scalar_type_name(input.dtype)} and {scalar_type_name(weight.dtype)}"
        )
    if steps == 0:
        return at.zeros(shape, dtype=input.dtype, device=input.device) + bias * 0
    out = conv1d(input.permute(1, 2, 0), weight.permute(2, 1, 0), bias, 1, pad)
    return out.permute(2, 0, 1)
