"""Upsampling of ``(N, C, H, W)`` input: nearest neighbour and bilinear, their backward
kernels, and the ``.vec`` front ends that take an output size or scale factors.

Mirrors ``native/UpSample.h``, ``UpSampleNearest2d.cpp`` and ``UpSampleBilinear2d.cpp``,
source-index arithmetic included (in float32 for nearest, in the op-math type for bilinear).
Both are separable: each axis is a ``(out, in)`` matrix, one-hot for nearest and two
interpolation weights per row for bilinear; the backward applies the transposed matrices.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory

from ..structured import TensorMeta
from ._lazy import ops
from .nn_ops import fill, floating, int_tuple, separable
from .tensor_iterator import not_implemented_for

__all__ = [
    "meta_upsample_bilinear2d", "meta_upsample_bilinear2d_backward", "meta_upsample_nearest2d",
    "meta_upsample_nearest2d_backward", "upsample_bilinear2d_backward_out",
    "upsample_bilinear2d_out", "upsample_bilinear2d_vec", "upsample_nearest2d_backward_out",
    "upsample_nearest2d_out", "upsample_nearest2d_vec",
]  # fmt: skip


# -- shapes ----------------------------------------------------------------------------------------
def _common_check(input_size: Sequence[int], output_size: Sequence[int]) -> tuple[int, ...]:
    """``upsample_2d_common_check``: the full output size ``(N, C, OH, OW)``."""
    if len(output_size) != 2:
        raise RuntimeError(
            f"It is expected output_size equals to 2, but got size {len(output_size)}"
        )
    if len(input_size) != 4:
        raise RuntimeError(f"It is expected input_size equals to 4, but got size {len(input_size)}")
    n, c, h, w = input_size
    oh, ow = output_size
    if min(h, w, oh, ow) <= 0:
        raise RuntimeError(
            f"Input and output sizes should be greater than 0, but got input (H: {h}, W: {w}) "
            f"output (H: {oh}, W: {ow})"
        )
    return (n, c, oh, ow)


def _forward_meta(self: Any, output_size: Sequence[int]) -> TensorMeta:
    sizes = self._impl.sizes
    full = _common_check(sizes, int_tuple(output_size))
    if self._impl.numel() == 0 and math.prod(sizes[1:]) == 0:
        raise RuntimeError(
            f"Non-empty 4D data tensor expected but got a tensor with sizes {list(sizes)}"
        )
    return TensorMeta(full, self._impl.dtype, self._impl.device)


def _backward_meta(
    grad_output: Any, output_size: Sequence[int], input_size: Sequence[int]
) -> TensorMeta:
    full = _common_check(int_tuple(input_size), int_tuple(output_size))
    g = grad_output._impl
    if g.dim() != 4:
        raise RuntimeError(
            f"Expected grad_output to be a tensor of dimension 4 but got: dimension {g.dim()}"
        )
    for i in range(4):
        if g.sizes[i] != full[i]:
            raise RuntimeError(
                f"Expected grad_output to have the same shape as output; output.size({i}) = "
                f"{full[i]} but got grad_output.size({i}) = {g.sizes[i]}"
            )
    return TensorMeta(int_tuple(input_size), g.dtype, g.device)


def _check_floating(self: Any, kernel: str) -> None:
    if self._impl.dtype.category is not TypeCategory.FLOATING:
        raise not_implemented_for(kernel, self._impl.dtype)


def _separable_backward(
    grad_output: Any,
    output_size: Sequence[int],
    input_size: Sequence[int],
    scales: tuple[float | None, float | None],
    grad_input: Any,
    weights: Callable[[int, int, float | None, Any], np.ndarray],
) -> None:
    """``grad_input`` ← ``grad_output`` through the transposed ``(out, in)`` matrix of each
    axis, ``weights(out, in, scale, dtype)``."""
    if not grad_input._impl.numel():
        return
    (h, w), (oh, ow) = int_tuple(input_size)[-2:], int_tuple(output_size)
    g = floating(grad_output)
    rows = weights(oh, h, scales[0], g.dtype)
    cols = weights(ow, w, scales[1], g.dtype)
    fill(grad_input, separable(g, rows.T, cols.T))


# -- nearest ---------------------------------------------------------------------------------------
def _nearest_index(out: int, size: int, scale: float | None) -> np.ndarray:
    """The input position of each output position (``nearest_idx``)."""
    dst = np.arange(out)
    if out == size:
        return dst
    if out == 2 * size:
        return dst >> 1
    ratio = np.float32(1.0 / scale) if scale is not None and scale > 0 else np.float32(size) / out
    return np.minimum(
        np.floor(dst.astype(np.float32) * np.float32(ratio)).astype(np.int64), size - 1
    )


def _onehot(index: np.ndarray, size: int, dtype: Any) -> np.ndarray:
    return (index[:, None] == np.arange(size)[None, :]).astype(dtype)


def meta_upsample_nearest2d(
    self: Any, output_size: Sequence[int], scales_h: float | None, scales_w: float | None
) -> TensorMeta:
    return _forward_meta(self, output_size)


def upsample_nearest2d_out(
    self: Any, output_size: Sequence[int], scales_h: float | None, scales_w: float | None, out: Any
) -> None:
    """Each output pixel copies the input pixel at ``floor(dst * in / out)``."""
    if not out._impl.numel():
        return
    (h, w), (oh, ow) = self._impl.sizes[-2:], int_tuple(output_size)
    rows, cols = _nearest_index(oh, h, scales_h), _nearest_index(ow, w, scales_w)
    fill(out, self._array()[..., rows[:, None], cols[None, :]])


def meta_upsample_nearest2d_backward(
    grad_output: Any,
    output_size: Sequence[int],
    input_size: Sequence[int],
    scales_h: float | None,
    scales_w: float | None,
) -> TensorMeta:
    return _backward_meta(grad_output, output_size, input_size)


def upsample_nearest2d_backward_out(
    grad_output: Any,
    output_size: Sequence[int],
    input_size: Sequence[int],
    scales_h: float | None,
    scales_w: float | None,
    grad_input: Any,
) -> None:
    """Each input pixel's gradient: the sum over the output pixels that copied it."""

    def weights(out: int, size: int, scale: float | None, dtype: Any) -> np.ndarray:
        return _onehot(_nearest_index(out, size, scale), size, dtype)

    args = (output_size, input_size, (scales_h, scales_w))
    _separable_backward(grad_output, *args, grad_input, weights)


# -- bilinear --------------------------------------------------------------------------------------
def _linear_weights(
    out: int, size: int, align_corners: bool, scale: float | None, opmath: Any
) -> np.ndarray:
    """``(out, size)``: each row's two interpolation weights, as PyTorch's
    ``compute_indices_weights_linear``."""
    if align_corners:
        ratio = opmath(size - 1) / opmath(out - 1) if out > 1 else opmath(0)
    elif scale is not None and scale > 0:
        ratio = opmath(1.0 / scale)
    else:
        ratio = opmath(size) / opmath(out)
    dst = np.arange(out).astype(opmath)
    if align_corners:
        src = ratio * dst
    else:
        src = np.maximum(ratio * (dst + opmath(0.5)) - opmath(0.5), opmath(0))
    low = np.minimum(np.floor(src).astype(np.int64), size - 1)
    lam = np.clip(src - low, 0, 1)
    high = low + (low < size - 1)
    weights = np.zeros((out, size), opmath)
    np.add.at(weights, (np.arange(out), low), 1 - lam)
    np.add.at(weights, (np.arange(out), high), lam)
    return weights


def _opmath(dtype: Any) -> Any:
    return np.float64 if dtype == np.float64 else np.float32


def meta_upsample_bilinear2d(
    self: Any,
    output_size: Sequence[int],
    align_corners: bool,
    scales_h: float | None,
    scales_w: float | None,
) -> TensorMeta:
    meta = _forward_meta(self, output_size)
    _check_floating(self, "upsample_bilinear2d_out_frame")
    return meta


def upsample_bilinear2d_out(
    self: Any,
    output_size: Sequence[int],
    align_corners: bool,
    scales_h: float | None,
    scales_w: float | None,
    out: Any,
) -> None:
    """Each output pixel interpolates the four input pixels around its source position."""
    if not out._impl.numel():
        return
    (h, w), (oh, ow) = self._impl.sizes[-2:], int_tuple(output_size)
    x = floating(self)
    opmath = _opmath(x.dtype)
    rows = _linear_weights(oh, h, align_corners, scales_h, opmath)
    cols = _linear_weights(ow, w, align_corners, scales_w, opmath)
    fill(out, separable(x, rows, cols))


def meta_upsample_bilinear2d_backward(
    grad_output: Any,
    output_size: Sequence[int],
    input_size: Sequence[int],
    align_corners: bool,
    scales_h: float | None,
    scales_w: float | None,
) -> TensorMeta:
    meta = _backward_meta(grad_output, output_size, input_size)
    _check_floating(grad_output, "upsample_bilinear2d_backward_out_frame")
    return meta


def upsample_bilinear2d_backward_out(
    grad_output: Any,
    output_size: Sequence[int],
    input_size: Sequence[int],
    align_corners: bool,
    scales_h: float | None,
    scales_w: float | None,
    grad_input: Any,
) -> None:
    """Each output gradient spread over its four source pixels by the same weights."""

    def weights(out: int, size: int, scale: float | None, dtype: Any) -> np.ndarray:
        return _linear_weights(out, size, align_corners, scale, _opmath(dtype))

    args = (output_size, input_size, (scales_h, scales_w))
    _separable_backward(grad_output, *args, grad_input, weights)


# -- .vec front ends -------------------------------------------------------------------------------
def _output_size(
    input: Any, output_size: Sequence[int] | None, scale_factors: Sequence[float] | None
) -> tuple[int, ...]:
    spatial = input._impl.dim() - 2
    if (output_size is None) == (scale_factors is None):
        raise RuntimeError("Must specify exactly one of output_size and scale_factors")
    if output_size is not None:
        output_size = int_tuple(output_size)
        if len(output_size) != spatial:
            raise RuntimeError(
                f"Expected output_size to have {spatial} elements, got {len(output_size)}"
            )
        return output_size
    if len(scale_factors) != spatial:
        raise RuntimeError(
            f"Expected scale_factors to have {spatial} elements, got {len(scale_factors)}"
        )
    sizes = input._impl.sizes[2:]
    return tuple(int(s * f) for s, f in zip(sizes, scale_factors, strict=True))


def _scale(scale_factors: Sequence[float] | None, i: int) -> float | None:
    return None if scale_factors is None else scale_factors[i]


def upsample_nearest2d_vec(
    input: Any, output_size: Sequence[int] | None, scale_factors: Sequence[float] | None
) -> Any:
    """``upsample_nearest2d`` to ``output_size``, or to ``floor(size * scale)``."""
    size = _output_size(input, output_size, scale_factors)
    return ops.upsample_nearest2d.call(
        input, size, _scale(scale_factors, 0), _scale(scale_factors, 1)
    )


def upsample_bilinear2d_vec(
    input: Any,
    output_size: Sequence[int] | None,
    align_corners: bool,
    scale_factors: Sequence[float] | None,
) -> Any:
    """``upsample_bilinear2d`` to ``output_size``, or to ``floor(size * scale)``."""
    size = _output_size(input, output_size, scale_factors)
    return ops.upsample_bilinear2d.call(
        input, size, align_corners, _scale(scale_factors, 0), _scale(scale_factors, 1)
    )
