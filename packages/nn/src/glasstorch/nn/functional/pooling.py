"""Pooling of nn.functional: max, average and adaptive average pooling in 1-3 dims.

``stride`` defaults to ``kernel_size``; ``return_indices`` gives the flat position of
each maximum within its input plane, as PyTorch's ``max_pool2d_with_indices``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor

from .._ntuple import _ntuple
from ._decomp_pool import adaptive_avg_pool_nd, avg_pool_nd, max_pool_nd
from ._native import usable
from ._utils import _named

__all__ = [
    "adaptive_avg_pool1d",
    "adaptive_avg_pool2d",
    "adaptive_avg_pool3d",
    "avg_pool1d",
    "avg_pool2d",
    "avg_pool3d",
    "max_pool1d",
    "max_pool1d_with_indices",
    "max_pool2d",
    "max_pool2d_with_indices",
    "max_pool3d",
    "max_pool3d_with_indices",
]


def _kernel_and_strides(nd: int, kernel_size: Any, stride: Any) -> tuple[list[int], list[int]]:
    """Expand ``kernel_size`` and ``stride`` to ``nd`` ints; an empty stride means the kernel."""
    tup = _ntuple(nd)
    kernel = list(tup(kernel_size))
    strides = (
        kernel
        if stride is None or (not isinstance(stride, int) and not stride)
        else list(tup(stride))
    )
    return kernel, strides


def _max_pool(
    nd: int,
    input: Tensor,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    dilation: Any,
    ceil_mode: bool,
) -> tuple[Tensor, Tensor]:
    tup = _ntuple(nd)
    kernel, strides = _kernel_and_strides(nd, kernel_size, stride)
    pad, dil = list(tup(padding)), list(tup(dilation))
    op = usable(f"max_pool{nd}d_with_indices", input)
    if op is not None:
        return op.call(input, kernel, strides, pad, dil, ceil_mode)
    return max_pool_nd(input, kernel, strides, pad, dil, ceil_mode)


def _max_pool_function(nd: int, with_indices: bool, layout: str) -> Callable[..., Any]:
    """``max_pool{nd}d`` (or ``max_pool{nd}d_with_indices``, which always returns indices)."""

    def max_pool(
        input: Tensor,
        kernel_size: Any,
        stride: Any = None,
        padding: Any = 0,
        dilation: Any = 1,
        ceil_mode: bool = False,
        return_indices: bool = with_indices,
    ) -> Any:
        out, idx = _max_pool(nd, input, kernel_size, stride, padding, dilation, ceil_mode)
        return (out, idx) if with_indices or return_indices else out

    if with_indices:
        return _named(max_pool, f"max_pool{nd}d_with_indices", None)
    doc = f"Maximum over sliding windows of an {layout} input."
    return _named(max_pool, f"max_pool{nd}d", doc)


max_pool1d_with_indices = _max_pool_function(1, True, "(N, C, L)")
max_pool2d_with_indices = _max_pool_function(2, True, "(N, C, H, W)")
max_pool3d_with_indices = _max_pool_function(3, True, "(N, C, D, H, W)")
max_pool1d = _max_pool_function(1, False, "(N, C, L)")
max_pool2d = _max_pool_function(2, False, "(N, C, H, W)")
max_pool3d = _max_pool_function(3, False, "(N, C, D, H, W)")


def _avg_pool(
    nd: int,
    input: Tensor,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    ceil_mode: bool,
    count_include_pad: bool,
    divisor_override: int | None,
) -> Tensor:
    tup = _ntuple(nd)
    kernel, strides = _kernel_and_strides(nd, kernel_size, stride)
    pad = list(tup(padding))
    op = usable(f"avg_pool{nd}d", input)
    if op is not None:
        if nd == 1:
            return op.call(input, kernel, strides, pad, ceil_mode, count_include_pad)
        return op.call(input, kernel, strides, pad, ceil_mode, count_include_pad, divisor_override)
    return avg_pool_nd(input, kernel, strides, pad, ceil_mode, count_include_pad, divisor_override)


def avg_pool1d(
    input: Tensor,
    kernel_size: Any,
    stride: Any = None,
    padding: Any = 0,
    ceil_mode: bool = False,
    count_include_pad: bool = True,
) -> Tensor:
    """Mean over sliding windows of an (N, C, L) input."""
    return _avg_pool(1, input, kernel_size, stride, padding, ceil_mode, count_include_pad, None)


def _avg_pool_function(nd: int, layout: str) -> Callable[..., Any]:
    """``avg_pool{nd}d`` for 2 or 3 dims (``avg_pool1d`` has no ``divisor_override``)."""

    def avg_pool(
        input: Tensor,
        kernel_size: Any,
        stride: Any = None,
        padding: Any = 0,
        ceil_mode: bool = False,
        count_include_pad: bool = True,
        divisor_override: int | None = None,
    ) -> Tensor:
        return _avg_pool(
            nd, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
        )

    return _named(avg_pool, f"avg_pool{nd}d", f"Mean over sliding windows of an {layout} input.")


avg_pool2d = _avg_pool_function(2, "(N, C, H, W)")
avg_pool3d = _avg_pool_function(3, "(N, C, D, H, W)")


def _adaptive_avg(nd: int, input: Tensor, output_size: Any) -> Tensor:
    sizes = list(_ntuple(nd)(output_size))
    lead = input.dim() - nd
    resolved = [input.size(lead + i) if s is None else int(s) for i, s in enumerate(sizes)]
    op = usable(f"adaptive_avg_pool{nd}d", input)
    if op is not None:
        return op.call(input, resolved)
    return adaptive_avg_pool_nd(input, resolved)


def adaptive_avg_pool1d(input: Tensor, output_size: Any) -> Tensor:
    """Average pooling of (N, C, L) to ``output_size`` positions."""
    return _adaptive_avg(1, input, output_size)


def adaptive_avg_pool2d(input: Tensor, output_size: Any) -> Tensor:
    """Average pooling of (N, C, H, W) to ``output_size`` (None keeps that dim)."""
    return _adaptive_avg(2, input, output_size)


def adaptive_avg_pool3d(input: Tensor, output_size: Any) -> Tensor:
    """Average pooling of (N, C, D, H, W) to ``output_size``."""
    return _adaptive_avg(3, input, output_size)
