"""Convolutions of nn.functional: ``conv1d/2d/3d`` and ``conv_transpose1d/2d/3d``.

Argument handling (ints or tuples, ``padding="same"``/``"valid"``) is PyTorch's; the
arithmetic is aten's ``convolution`` operator when it exists, else its decomposition
in ``_decomp_conv``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.aten import Tensor

from .._ntuple import _ntuple
from ._decomp_conv import constant_pad_nd, conv_transpose_nd, convolution_nd
from ._native import usable

__all__ = [
    "conv1d",
    "conv2d",
    "conv3d",
    "conv_transpose1d",
    "conv_transpose2d",
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


def _conv(
    nd: int,
    input: Tensor,
    weight: Tensor,
    bias: Tensor | None,
    stride: Any,
    padding: Any,
    dilation: Any,
    groups: int,
) -> Tensor:
    tup = _ntuple(nd)
    stride, dilation = list(tup(stride)), list(tup(dilation))
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
        pad = list(tup(padding))
    if any(extra):
        right: list[int] = []
        for e in reversed(extra):
            right += [0, e]
        input = constant_pad_nd(input, right)
    op = usable("convolution", input, weight, bias)
    if op is None:
        return convolution_nd(input, weight, bias, stride, pad, dilation, groups)
    unbatched = input.dim() == nd + 1  # aten's convolution takes batched inputs only
    x = input.unsqueeze(0) if unbatched else input
    out = op.call(x, weight, bias, stride, pad, dilation, False, [0] * nd, groups)
    return out.squeeze(0) if unbatched else out


def conv1d(
    input: Tensor,
    weight: Tensor,
    bias: Tensor | None = None,
    stride: Any = 1,
    padding: Any = 0,
    dilation: Any = 1,
    groups: int = 1,
) -> Tensor:
    """1-d cross-correlation over an (N, C, L) input."""
    return _conv(1, input, weight, bias, stride, padding, dilation, groups)


def conv2d(
    input: Tensor,
    weight: Tensor,
    bias: Tensor | None = None,
    stride: Any = 1,
    padding: Any = 0,
    dilation: Any = 1,
    groups: int = 1,
) -> Tensor:
    """2-d cross-correlation over an (N, C, H, W) input."""
    return _conv(2, input, weight, bias, stride, padding, dilation, groups)


def conv3d(
    input: Tensor,
    weight: Tensor,
    bias: Tensor | None = None,
    stride: Any = 1,
    padding: Any = 0,
    dilation: Any = 1,
    groups: int = 1,
) -> Tensor:
    """3-d cross-correlation over an (N, C, D, H, W) input."""
    return _conv(3, input, weight, bias, stride, padding, dilation, groups)


def _conv_transpose(
    nd: int,
    input: Tensor,
    weight: Tensor,
    bias: Tensor | None,
    stride: Any,
    padding: Any,
    output_padding: Any,
    groups: int,
    dilation: Any,
) -> Tensor:
    tup = _ntuple(nd)
    stride, padding = list(tup(stride)), list(tup(padding))
    output_padding, dilation = list(tup(output_padding)), list(tup(dilation))
    op = usable("convolution", input, weight, bias)
    if op is None:
        return conv_transpose_nd(
            input, weight, bias, stride, padding, output_padding, groups, dilation
        )
    unbatched = input.dim() == nd + 1
    x = input.unsqueeze(0) if unbatched else input
    out = op.call(x, weight, bias, stride, padding, dilation, True, output_padding, groups)
    return out.squeeze(0) if unbatched else out


def conv_transpose1d(
    input: Tensor,
    weight: Tensor,
    bias: Tensor | None = None,
    stride: Any = 1,
    padding: Any = 0,
    output_padding: Any = 0,
    groups: int = 1,
    dilation: Any = 1,
) -> Tensor:
    """1-d transposed convolution ("deconvolution")."""
    return _conv_transpose(
        1, input, weight, bias, stride, padding, output_padding, groups, dilation
    )


def conv_transpose2d(
    input: Tensor,
    weight: Tensor,
    bias: Tensor | None = None,
    stride: Any = 1,
    padding: Any = 0,
    output_padding: Any = 0,
    groups: int = 1,
    dilation: Any = 1,
) -> Tensor:
    """2-d transposed convolution ("deconvolution")."""
    return _conv_transpose(
        2, input, weight, bias, stride, padding, output_padding, groups, dilation
    )


def conv_transpose3d(
    input: Tensor,
    weight: Tensor,
    bias: Tensor | None = None,
    stride: Any = 1,
    padding: Any = 0,
    output_padding: Any = 0,
    groups: int = 1,
    dilation: Any = 1,
) -> Tensor:
    """3-d transposed convolution ("deconvolution")."""
    return _conv_transpose(
        3, input, weight, bias, stride, padding, output_padding, groups, dilation
    )
