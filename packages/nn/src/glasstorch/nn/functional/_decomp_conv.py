"""Convolution and constant padding as compositions of aten operators.

Used while aten has no ``convolution`` kernel of its own. A convolution gathers, for
each kernel offset, the strided window of the (padded) input it multiplies — one
``slice`` per offset — stacks them into columns and multiplies by the weight matrix
(``matmul``), group by group. A transposed convolution is a convolution of the input
spread out by the stride (zeros in between), padded by ``dilation * (k - 1) - padding``,
with the flipped, transposed kernel. Autograd differentiates all of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

__all__ = ["constant_pad_nd", "conv_transpose_nd", "convolution_nd", "spread"]


def constant_pad_nd(input: Tensor, pad: Sequence[int], value: float = 0.0) -> Tensor:
    """Pad (or, for negative amounts, crop) the last ``len(pad) // 2`` dims with ``value``."""
    if len(pad) % 2 != 0:
        raise RuntimeError(f"Length of pad must be even but instead it equals {len(pad)}")
    if len(pad) // 2 > input.dim():
        raise RuntimeError(
            "Length of pad should be no more than twice the number of dimensions of the "
            f"input. Pad length is {len(pad)} while the input has {input.dim()} dimensions."
        )
    x = input
    changed = False
    for i in range(len(pad) // 2):
        dim = input.dim() - 1 - i
        left, right = int(pad[2 * i]), int(pad[2 * i + 1])
        size = x.size(dim)
        new_size = size + left + right
        if new_size < 0:
            raise RuntimeError(
                f"The input size {size}, plus negative padding {left} and {right} resulted in a "
                f"negative output size, which is invalid. Check dimension {dim} of your input."
            )
        if left == 0 and right == 0:
            continue
        changed = True
        start, length = max(-left, 0), size - max(-left, 0) - max(-right, 0)
        if start or length != size:
            x = x.narrow(dim, start, max(length, 0))
        parts = []
        for amount in (left, right):
            if amount > 0:
                shape = list(x.shape)
                shape[dim] = amount
                parts.append(at.full(shape, value, dtype=x.dtype, device=x.device))
            else:
                parts.append(None)
        pieces = [p for p in (parts[0], x, parts[1]) if p is not None]
        x = at.cat(pieces, dim) if len(pieces) > 1 else x
    return x if changed else x.clone()


def _check_input(input: Tensor, weight: Tensor, groups: int, transposed: bool) -> bool:
    """Validate shapes as aten's convolution does; True if ``input`` had no batch dim."""
    nd = weight.dim() - 2
    unbatched = input.dim() == nd + 1
    if input.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(
            f"Expected {nd + 1}D (unbatched) or {nd + 2}D (batched) input to conv{nd}d, but got "
            f"input of size: {list(input.shape)}"
        )
    channels = input.size(0 if unbatched else 1)
    if transposed:
        expected = weight.size(0)
        if channels != expected:
            raise RuntimeError(
                f"Given transposed=1, weight of size {list(weight.shape)}, expected input"
                f"{list(input.shape if not unbatched else [1, *input.shape])} to have "
                f"{expected} channels, but got {channels} channels instead"
            )
    else:
        expected = weight.size(1) * groups
        if channels != expected:
            raise RuntimeError(
                f"Given groups={groups}, weight of size {list(weight.shape)}, expected input"
                f"{list(input.shape if not unbatched else [1, *input.shape])} to have "
                f"{expected} channels, but got {channels} channels instead"
            )
    return unbatched


def convolution_nd(
    input: Tensor,
    weight: Tensor,
    bias: Tensor | None,
    stride: Sequence[int],
    padding: Sequence[int],
    dilation: Sequence[int],
    groups: int,
) -> Tensor:
    """N-d cross-correlation of ``input`` (N, C, *L) with ``weight`` (O, C/g, *k)."""
    unbatched = _check_input(input, weight, groups, transposed=False)
    x = input.unsqueeze(0) if unbatched else input
    nd = weight.dim() - 2
    kernel = list(weight.shape[2:])
    pad: list[int] = []
    for p in reversed(padding):
        pad += [p, p]
    if any(pad):
        x = constant_pad_nd(x, pad)
    sizes = list(x.shape[2:])
    out_sizes = []
    for i in range(nd):
        span = dilation[i] * (kernel[i] - 1) + 1
        if sizes[i] < span:
            padded = " x ".join(str(s) for s in sizes)
            ks = " x ".join(str(k) for k in kernel)
            raise RuntimeError(
                f"Calculated padded input size per channel: ({padded}). Kernel size: ({ks}). "
                "Kernel size can't be greater than actual input size"
            )
        out_sizes.append((sizes[i] - span) // stride[i] + 1)
    n, c = x.size(0), x.size(1)
    out_channels = weight.size(0)
    columns = []
    for offsets in product(*(range(k) for k in kernel)):
        index: list[Any] = [slice(None), slice(None)]
        for i, o in enumerate(offsets):
            start = o * dilation[i]
            index.append(slice(start, start + stride[i] * (out_sizes[i] - 1) + 1, stride[i]))
        columns.append(x[tuple(index)])
    k_total = len(columns)
    length = 1
    for s in out_sizes:
        length *= s
    cols = at.stack(columns, 2).reshape(n, groups, (c // groups) * k_total, length)
    w = weight.reshape(1, groups, out_channels // groups, (c // groups) * k_total)
    out = at.matmul(w, cols).reshape([n, out_channels, *out_sizes])
    if bias is not None:
        out = out + bias.reshape([1, out_channels] + [1] * nd)
    return out.squeeze(0) if unbatched else out


def spread(x: Tensor, dim: int, stride: int) -> Tensor:
    """Insert ``stride - 1`` zeros between neighbouring elements of ``x`` along ``dim``."""
    if stride == 1:
        return x
    size = x.size(dim)
    zeros_shape = list(x.shape)
    zeros_shape.insert(dim + 1, stride - 1)
    zeros = at.zeros(zeros_shape, dtype=x.dtype, device=x.device)
    joined = at.cat([x.unsqueeze(dim + 1), zeros], dim + 1)
    merged = joined.flatten(dim, dim + 1)
    return merged.narrow(dim, 0, (size - 1) * stride + 1)


def conv_transpose_nd(
    input: Tensor,
    weight: Tensor,
    bias: Tensor | None,
    stride: Sequence[int],
    padding: Sequence[int],
    output_padding: Sequence[int],
    groups: int,
    dilation: Sequence[int],
) -> Tensor:
    """N-d transposed convolution; ``weight`` is (C_in, C_out / g, *k)."""
    unbatched = _check_input(input, weight, groups, transposed=True)
    x = input.unsqueeze(0) if unbatched else input
    nd = weight.dim() - 2
    kernel = list(weight.shape[2:])
    for i in range(nd):
        if output_padding[i] >= stride[i] and output_padding[i] >= dilation[i]:
            raise RuntimeError(
                "output padding must be smaller than either stride or dilation, but got "
                f"output_padding_height: {output_padding[i]} output_padding_width: "
                f"{output_padding[-1]} stride_height: {stride[i]} stride_width: {stride[-1]} "
                f"dilation_height: {dilation[i]} dilation_width: {dilation[-1]}"
            )
    for i in range(nd):
        x = spread(x, 2 + i, stride[i])
    pad: list[int] = []
    for i in reversed(range(nd)):
        edge = dilation[i] * (kernel[i] - 1) - padding[i]
        pad += [edge, edge + output_padding[i]]
    x = constant_pad_nd(x, pad)
    c_in, c_out_g = weight.size(0), weight.size(1)
    w = weight.reshape([groups, c_in // groups, c_out_g, *kernel]).transpose(1, 2)
    w = w.reshape([groups * c_out_g, c_in // groups, *kernel]).flip(list(range(2, 2 + nd)))
    out = convolution_nd(x, w, bias, [1] * nd, [0] * nd, list(dilation), groups)
    return out.squeeze(0) if unbatched else out
