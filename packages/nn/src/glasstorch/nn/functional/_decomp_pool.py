"""Pooling as compositions of aten operators (max, average, adaptive average).

Used while aten has no pooling kernels of its own. Windows are gathered as in the
convolution decomposition (one strided ``slice`` per kernel offset, stacked), then
reduced with ``max.dim`` or ``sum``. Adaptive average pooling multiplies by one
averaging matrix per spatial dim. Output sizes follow aten's ``pooling_output_shape``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import product
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._decomp_conv import constant_pad_nd
from ._decomp_window_max import flat_index

__all__ = ["adaptive_avg_pool_nd", "avg_pool_nd", "max_pool_nd", "pooling_output_size"]


def pooling_output_size(
    size: int, kernel: int, pad: int, stride: int, dilation: int, ceil_mode: bool
) -> int:
    """aten's ``pooling_output_shape``: windows that start inside the input or left pad."""
    numerator = size + 2 * pad - dilation * (kernel - 1) - 1 + (stride - 1 if ceil_mode else 0)
    out = numerator // stride + 1
    if ceil_mode and (out - 1) * stride >= size + pad:
        out -= 1
    return out


def _check_pool(
    name: str,
    x: Tensor,
    nd: int,
    kernel: Sequence[int],
    stride: Sequence[int],
    padding: Sequence[int],
    dilation: Sequence[int],
) -> None:
    if x.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(
            f"{name}: Expected {nd + 1}D or {nd + 2}D (batch mode) tensor for input, but got: "
            f"{list(x.shape)}"
        )
    for i in range(nd):
        if kernel[i] <= 0 or stride[i] <= 0 or dilation[i] <= 0:
            raise RuntimeError(
                f"{name}: kernel_size, stride and dilation must be greater than zero, but got "
                f"kernel_size={kernel[i]}, stride={stride[i]}, dilation={dilation[i]}"
            )
        if padding[i] > ((kernel[i] - 1) * dilation[i] + 1) // 2:
            raise RuntimeError(
                f"pad should be at most half of effective kernel size, but got pad={padding[i]}, "
                f"kernel_size={kernel[i]} and dilation={dilation[i]}"
            )


def _windows(
    x: Tensor,
    kernel: Sequence[int],
    stride: Sequence[int],
    padding: Sequence[int],
    dilation: Sequence[int],
    ceil_mode: bool,
    fill: float,
) -> tuple[Tensor, list[int]]:
    """Stack of every window element: (*batch, K, *out) over the last ``len(kernel)`` dims."""
    nd = len(kernel)
    lead = x.dim() - nd
    sizes = list(x.shape[lead:])
    outs = [
        pooling_output_size(sizes[i], kernel[i], padding[i], stride[i], dilation[i], ceil_mode)
        for i in range(nd)
    ]
    pad: list[int] = []
    for i in reversed(range(nd)):
        needed = (outs[i] - 1) * stride[i] + dilation[i] * (kernel[i] - 1) + 1
        pad += [padding[i], max(needed - sizes[i] - padding[i], 0)]
    if any(pad):
        x = constant_pad_nd(x, pad, fill)
    pieces = []
    for offsets in product(*(range(k) for k in kernel)):
        index: list[Any] = [slice(None)] * lead
        for i, o in enumerate(offsets):
            start = o * dilation[i]
            index.append(slice(start, start + stride[i] * (outs[i] - 1) + 1, stride[i]))
        pieces.append(x[tuple(index)])
    return at.stack(pieces, lead), outs


def max_pool_nd(
    input: Tensor,
    kernel: Sequence[int],
    stride: Sequence[int],
    padding: Sequence[int],
    dilation: Sequence[int],
    ceil_mode: bool,
) -> tuple[Tensor, Tensor]:
    """Max over each window, and the flat index (within the spatial dims) of the max."""
    nd = len(kernel)
    _check_pool(f"max_pool{nd}d", input, nd, kernel, stride, padding, dilation)
    fill = -math.inf if input.is_floating_point() else _lowest(input)
    stacked, outs = _windows(input, kernel, stride, padding, dilation, ceil_mode, fill)
    lead = input.dim() - nd
    values, arg = stacked.max(lead)
    # the max's position along each dim of the unpadded input, then its flat index
    sizes = list(input.shape[lead:])
    positions = []
    rest = arg
    for i in reversed(range(nd)):
        offset = rest.remainder(kernel[i]) if i > 0 else rest
        rest = rest.div(kernel[i], rounding_mode="floor")
        starts = at.arange(outs[i], dtype=arg.dtype) * stride[i] - padding[i]
        starts = starts.reshape([outs[i]] + [1] * (nd - 1 - i))
        positions.insert(0, starts + offset * dilation[i])
    flat = flat_index(positions, sizes)
    return values, flat


def _lowest(x: Tensor) -> int:
    bits = x.element_size() * 8
    return 0 if x.dtype.name in ("uint8", "bool") else -(2 ** (bits - 1))


def _window_counts(
    size: int, kernel: int, stride: int, pad: int, out: int, include_pad: bool
) -> list[int]:
    """How many elements each output position divides by, along one dim."""
    counts = []
    for o in range(out):
        start = o * stride - pad
        end = min(start + kernel, size + pad)
        if include_pad:
            counts.append(end - start)
        else:
            counts.append(min(end, size) - max(start, 0))
    return counts


def avg_pool_nd(
    input: Tensor,
    kernel: Sequence[int],
    stride: Sequence[int],
    padding: Sequence[int],
    ceil_mode: bool,
    count_include_pad: bool,
    divisor_override: int | None,
) -> Tensor:
    """Mean over each window (padding counted per ``count_include_pad``)."""
    nd = len(kernel)
    ones = [1] * nd
    _check_pool(f"avg_pool{nd}d", input, nd, kernel, stride, padding, ones)
    if divisor_override is not None and divisor_override == 0:
        raise RuntimeError("divisor must be not zero")
    stacked, outs = _windows(input, kernel, stride, padding, ones, ceil_mode, 0.0)
    lead = input.dim() - nd
    total = stacked.sum(lead)
    if divisor_override is not None:
        return total / divisor_override
    sizes = list(input.shape[lead:])
    divisor = None
    for i in range(nd):
        counts = _window_counts(
            sizes[i], kernel[i], stride[i], padding[i], outs[i], count_include_pad
        )
        axis = at.tensor(counts, dtype=input.dtype).reshape([outs[i]] + [1] * (nd - 1 - i))
        divisor = axis if divisor is None else divisor * axis
    return total / divisor


def _averaging_matrix(size: int, out: int, dtype: Any) -> Tensor:
    """(out, size): row ``i`` averages input ``[floor(i*size/out), ceil((i+1)*size/out))``."""
    rows = []
    for i in range(out):
        start = (i * size) // out
        end = -((-(i + 1) * size) // out)
        weight = 1.0 / (end - start)
        rows.append([weight if start <= j < end else 0.0 for j in range(size)])
    return at.tensor(rows, dtype=dtype)


def adaptive_avg_pool_nd(input: Tensor, output_size: Sequence[int | None]) -> Tensor:
    """Average pooling to a fixed output size (``None`` keeps an input dim)."""
    nd = len(output_size)
    if input.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(
            f"adaptive_avg_pool{nd}d(): Expected {nd + 1}D or {nd + 2}D tensor, but got "
            f"{list(input.shape)}"
        )
    lead = input.dim() - nd
    x = input
    for i in range(nd):
        size = input.size(lead + i)
        out = size if output_size[i] is None else int(output_size[i])  # type: ignore[arg-type]
        if out == size:
            continue
        if size % out == 0:
            shape = list(x.shape)
            shape[lead + i : lead + i + 1] = [out, size // out]
            x = x.reshape(shape).mean(lead + i + 1)
            continue
        matrix = _averaging_matrix(size, out, input.dtype)
        x = at.matmul(x.movedim(lead + i, -1), matrix.t()).movedim(-1, lead + i)
    return x if x is not input else input.clone()
