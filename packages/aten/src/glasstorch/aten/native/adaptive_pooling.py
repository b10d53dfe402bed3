"""Adaptive average pooling: ``output_size`` windows that tile the input plane, each the
average of ``[floor(o * size / out), ceil((o + 1) * size / out))`` along both dims.

Mirrors ``native/AdaptiveAveragePooling.cpp``. Forward and backward are separable linear
maps, ``rows @ x @ cols.T`` with one averaging matrix per dim (and their transposes).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory

from .._runtime import empty_tensor
from ._lazy import ops
from .nn_ops import fill, floating, int_tuple, separable
from .pooling import check_1d, check_dim_range
from .tensor_iterator import not_implemented_for

__all__ = [
    "_adaptive_avg_pool2d",
    "_adaptive_avg_pool2d_backward",
    "adaptive_avg_pool1d",
    "adaptive_avg_pool2d",
]


def _adaptive_matrix(out: int, size: int) -> np.ndarray:
    """``(out, size)``: window ``o`` averages ``[floor(o*size/out), ceil((o+1)*size/out))``."""
    o = np.arange(out)
    start, end = (o * size) // out, -((-(o + 1) * size) // out)
    pos = np.arange(size)
    inside = (pos[None, :] >= start[:, None]) & (pos[None, :] < end[:, None])
    return inside / (end - start)[:, None]


def _check_adaptive(self: Any, output_size: Sequence[int]) -> None:
    if len(output_size) != 2:
        raise RuntimeError("adaptive_avg_pool2d: output_size must be 2")
    sizes = self._impl.sizes
    if len(sizes) not in (3, 4):
        raise RuntimeError(
            f"adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got {list(sizes)}"
        )
    for i in (-2, -1):
        if sizes[i] <= 0:
            raise RuntimeError(
                "adaptive_avg_pool2d(): Expected input to have non-zero size for non-batch "
                f"dimensions, but input has sizes {list(sizes)} with dimension {i + len(sizes)} "
                "being empty"
            )
    if self._impl.dtype.category is not TypeCategory.FLOATING:
        raise not_implemented_for("adaptive_avg_pool2d", self._impl.dtype)


def _adaptive_avg_pool2d(self: Any, output_size: Sequence[int]) -> Any:
    """Average of each of ``output_size`` windows that tile the input plane (may overlap)."""
    output_size = int_tuple(output_size)
    _check_adaptive(self, output_size)
    impl = self._impl
    out = empty_tensor((*impl.sizes[:-2], *output_size), impl.dtype, impl.device)
    if impl.device.is_meta() or not out._impl.numel():
        return out
    (height, width), (oh, ow) = impl.sizes[-2:], output_size
    x = floating(self)
    return fill(out, separable(x, _adaptive_matrix(oh, height), _adaptive_matrix(ow, width)))


def _adaptive_avg_pool2d_backward(grad_output: Any, self: Any) -> Any:
    """Each output gradient spread evenly over its window."""
    impl = self._impl
    if grad_output._impl.dim() != impl.dim():
        raise RuntimeError(
            f"adaptive_avg_pool2d_backward(): Expected grad_output to have {impl.dim()} "
            f"dimensions, but got {grad_output._impl.dim()}"
        )
    out = empty_tensor(impl.sizes, impl.dtype, impl.device)
    if impl.device.is_meta() or not out._impl.numel():
        return out
    (height, width), (oh, ow) = impl.sizes[-2:], grad_output._impl.sizes[-2:]
    gy = floating(grad_output)
    return fill(out, separable(gy, _adaptive_matrix(oh, height).T, _adaptive_matrix(ow, width).T))


def adaptive_avg_pool2d(self: Any, output_size: Sequence[int]) -> Any:
    """``_adaptive_avg_pool2d``, or the mean over H and W when the output is ``1 x 1``."""
    output_size = int_tuple(output_size)
    if len(output_size) != 2:
        raise RuntimeError("adaptive_avg_pool2d: output_size must be 2")
    if output_size[0] < 0 or output_size[1] < 0:
        raise RuntimeError(
            "adaptive_avg_pool2d: elements of output_size must be greater than or equal to 0 "
            f"but received {{{output_size[0]}, {output_size[1]}}}"
        )
    if output_size == (1, 1):
        return ops.mean_dim.call(self, (-1, -2), True, None)
    return ops._adaptive_avg_pool2d.call(self, output_size)


def adaptive_avg_pool1d(self: Any, output_size: Sequence[int]) -> Any:
    """1-D adaptive average pooling as 2-D pooling of ``(…, 1, L)``."""
    output_size = int_tuple(output_size)
    check_dim_range("adaptive_avg_pool1d", self)
    check_1d("adaptive_avg_pool1d", "output_size", output_size)
    output = ops.adaptive_avg_pool2d.call(ops.unsqueeze.call(self, -2), (1, output_size[0]))
    return ops.squeeze_dim.call(output, -2)
