"""Pooling: max_pool2d_with_indices and avg_pool2d with their backward kernels, and the 1-D
and index-free front ends built on them.

Mirrors ``native/DilatedMaxPool2d.cpp``, ``AveragePool2d.cpp``, ``MaxPooling.cpp``,
``Pooling.cpp`` and the shape rules of ``Pool.h``. Every kernel works on the last two dims
of ``(N, C, H, W)`` or ``(C, H, W)`` input seen as a stack of planes. Max pooling gathers
each window's taps (one array for all windows); average pooling and its backward are
separable sums, ``rows @ x @ cols.T`` with 0/1 window matrices; the indices of max pooling
are flat positions in the input plane, as PyTorch's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, int64

from .._runtime import array_module_of, device_array
from ..structured import TensorMeta
from ._lazy import ops
from .nn_ops import fill, floating, int_tuple, separable
from .tensor_iterator import not_implemented_for

__all__ = [
    "avg_pool1d", "avg_pool2d_backward_out", "avg_pool2d_out", "max_pool1d",
    "max_pool1d_with_indices", "max_pool2d", "max_pool2d_with_indices_backward_out",
    "max_pool2d_with_indices_out", "meta_avg_pool2d", "meta_avg_pool2d_backward",
    "meta_max_pool2d_with_indices", "meta_max_pool2d_with_indices_backward",
]  # fmt: skip


# -- shapes ---------------------------------------------------------------------------------------
def pooling_output_shape(
    size: int, kernel: int, pad: int, stride: int, dilation: int, ceil_mode: bool
) -> int:
    """Windows along one dim; in ceil mode the last may overhang but must start inside."""
    if stride == 0:
        raise RuntimeError("stride should not be zero")
    if pad < 0:
        raise RuntimeError(f"pad must be non-negative, but got pad: {pad}")
    if pad > ((kernel - 1) * dilation + 1) // 2:
        raise RuntimeError(
            f"pad should be at most half of effective kernel size, but got pad={pad}, "
            f"kernel_size={kernel} and dilation={dilation}"
        )
    span = size + 2 * pad - dilation * (kernel - 1) - 1 + (stride - 1 if ceil_mode else 0)
    out = span // stride + 1
    if ceil_mode and (out - 1) * stride >= size + pad:
        out -= 1
    return out


class Pool2d(NamedTuple):
    """A 2-D pooling's checked geometry: kernel, stride, padding, dilation, output size."""

    kh: int
    kw: int
    sh: int
    sw: int
    ph: int
    pw: int
    dh: int
    dw: int
    oh: int
    ow: int


def _pair(values: Any, message: str, allow_empty: bool = False) -> tuple[int, ...]:
    values = int_tuple(values)
    if len(values) not in ((0, 1, 2) if allow_empty else (1, 2)):
        raise RuntimeError(message)
    return values if len(values) != 1 else values * 2


def pool2d_geometry(
    self: Any,
    name: str,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    dilation: Any,
    ceil_mode: bool,
) -> Pool2d:
    """The arguments of max_pool2d / avg_pool2d checked as PyTorch does, with the output size."""
    kh, kw = _pair(
        kernel_size, f"{name}: kernel_size must either be a single int, or a tuple of two ints"
    )
    stride = _pair(
        stride,
        f"{name}: stride must either be omitted, a single int, or a tuple of two ints",
        allow_empty=True,
    ) or (kh, kw)
    ph, pw = _pair(padding, f"{name}: padding must either be a single int, or a tuple of two ints")
    dh, dw = _pair(
        dilation, f"{name}: dilation must be either a single int, or a tuple of two ints"
    )
    sizes = self._impl.sizes
    if len(sizes) not in (3, 4):
        raise RuntimeError("non-empty 3D or 4D (batch mode) tensor expected for input")
    (sh, sw), (h, w) = stride, sizes[-2:]
    oh = pooling_output_shape(h, kh, ph, sh, dh, ceil_mode)
    ow = pooling_output_shape(w, kw, pw, sw, dw, ceil_mode)
    if kh <= 0 or kw <= 0:
        raise RuntimeError(f"kernel size should be greater than zero, but got kH: {kh} kW: {kw}")
    if sh <= 0 or sw <= 0:
        raise RuntimeError(f"stride should be greater than zero, but got dH: {sh} dW: {sw}")
    if dh <= 0 or dw <= 0:
        raise RuntimeError(
            f"dilation should be greater than zero, but got dilationH: {dh} dilationW: {dw}"
        )
    if 0 in (sizes[1:] if len(sizes) == 4 else sizes):
        raise RuntimeError(
            "Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size for input, "
            f"but got:{list(sizes)}"
        )
    ekh, ekw = (kh - 1) * dh + 1, (kw - 1) * dw + 1
    if ekw // 2 < pw or ekh // 2 < ph:
        raise RuntimeError(
            "pad should be smaller than or equal to half of effective kernel size, but got "
            f"padW = {pw}, padH = {ph}, effectiveKW = {ekw}, effectiveKH = {ekh}"
        )
    if oh < 1 or ow < 1:
        raise RuntimeError(
            f"Given input size: ({sizes[-3]}x{h}x{w}). Calculated output size: "
            f"({sizes[-3]}x{oh}x{ow}). Output size is too small"
        )
    return Pool2d(kh, kw, sh, sw, ph, pw, dh, dw, oh, ow)


def _check_dim_size(t: Any, ndim: int, dim: int, size: int) -> None:
    sizes = t._impl.sizes
    if len(sizes) != ndim or sizes[dim] != size:
        actual = sizes[dim] if -len(sizes) <= dim < len(sizes) else "?"
        raise RuntimeError(
            f"Expected a tensor of dimension {ndim} and tensor.size[{dim}] == {size} but got: "
            f"dimension {len(sizes)} and tensor.size[{dim}] = {actual}"
        )


def _check_grad_output(self: Any, grad_output: Any, geo: Pool2d) -> None:
    ndim = self._impl.dim()
    for dim, size in ((ndim - 3, self._impl.sizes[-3]), (ndim - 2, geo.oh), (ndim - 1, geo.ow)):
        _check_dim_size(grad_output, ndim, dim, size)


def _check_dtype(self: Any, kernel: str) -> Any:
    """``self``'s dtype, which pooling takes when floating or int64."""
    dtype = self._impl.dtype
    if dtype.category is not TypeCategory.FLOATING and dtype is not int64:
        raise not_implemented_for(kernel, dtype)
    return dtype


def _planes(x: np.ndarray) -> np.ndarray:
    """``x`` as a stack of ``(H, W)`` planes."""
    return x.reshape(-1, *x.shape[-2:])


# -- max_pool2d_with_indices -----------------------------------------------------------------------
def meta_max_pool2d_with_indices(
    self: Any, kernel_size: Any, stride: Any, padding: Any, dilation: Any, ceil_mode: bool
) -> tuple[TensorMeta, ...]:
    geo = pool2d_geometry(self, "max_pool2d", kernel_size, stride, padding, dilation, ceil_mode)
    dtype = _check_dtype(self, "max_pool2d")
    sizes = (*self._impl.sizes[:-2], geo.oh, geo.ow)
    device = self._impl.device
    return TensorMeta(sizes, dtype, device), TensorMeta(sizes, int64, device)


def _taps(xp: Any, out: int, kernel: int, stride: int, pad: int, dilation: int, size: int) -> Any:
    """Input positions ``(out, kernel)`` of each window's taps (clipped) and which are inside."""
    pos = xp.arange(out)[:, None] * stride - pad + xp.arange(kernel)[None, :] * dilation
    return np.clip(pos, 0, size - 1), (pos >= 0) & (pos < size)


def max_pool2d_with_indices_out(
    self: Any,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    dilation: Any,
    ceil_mode: bool,
    out: Any,
    indices: Any,
) -> None:
    """Each window's maximum and its flat position ``h * W + w`` in the input plane; the first
    maximum wins, and NaN beats every number (the last NaN, as PyTorch's scan)."""
    g = pool2d_geometry(self, "max_pool2d", kernel_size, stride, padding, dilation, ceil_mode)
    if not out._impl.numel():
        return
    x = _planes(floating(self))
    height, width = x.shape[-2:]
    xp = array_module_of(x)
    rows, row_ok = _taps(xp, g.oh, g.kh, g.sh, g.ph, g.dh, height)
    cols, col_ok = _taps(xp, g.ow, g.kw, g.sw, g.pw, g.dw, width)
    taps = g.kh * g.kw
    inside = (row_ok[:, None, :, None] & col_ok[None, :, None, :]).reshape(g.oh, g.ow, taps)
    lowest = -np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    win = x[:, rows[:, None, :, None], cols[None, :, None, :]].reshape(-1, g.oh, g.ow, taps)
    win = np.where(inside, win, lowest)
    best = np.argmax(win, axis=-1)
    if x.dtype.kind == "f":
        nan = np.isnan(win)
        best = np.where(nan.any(-1), taps - 1 - np.argmax(nan[..., ::-1], axis=-1), best)
    # A window whose inside taps are all -inf keeps its first inside tap, as PyTorch's scan.
    chosen_inside = np.take_along_axis(np.broadcast_to(inside, win.shape), best[..., None], -1)
    best = np.where(chosen_inside[..., 0], best, np.argmax(inside, axis=-1))
    value = np.take_along_axis(win, best[..., None], -1)[..., 0]
    r = rows[xp.arange(g.oh)[:, None], best // g.kw]
    c = cols[xp.arange(g.ow)[None, :], best % g.kw]
    fill(out, value.reshape(out._impl.sizes))
    fill(indices, (r * width + c).reshape(out._impl.sizes))


def meta_max_pool2d_with_indices_backward(
    grad_output: Any,
    self: Any,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    dilation: Any,
    ceil_mode: bool,
    indices: Any,
) -> TensorMeta:
    geo = pool2d_geometry(self, "max_pool2d", kernel_size, stride, padding, dilation, ceil_mode)
    _check_grad_output(self, grad_output, geo)
    _check_grad_output(self, indices, geo)
    return TensorMeta(self._impl.sizes, self._impl.dtype, self._impl.device)


def max_pool2d_with_indices_backward_out(
    grad_output: Any,
    self: Any,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    dilation: Any,
    ceil_mode: bool,
    indices: Any,
    grad_input: Any,
) -> None:
    """Each output gradient added at its window's ``indices`` position in the input plane."""
    if not grad_input._impl.numel():
        return
    height, width = self._impl.sizes[-2:]
    g = _planes(floating(grad_output))
    planes = g.shape[0]
    flat = _planes(indices._array()).reshape(planes, -1) + array_module_of(g).arange(planes)[
        :, None
    ] * (height * width)
    summed = np.bincount(flat.ravel(), weights=g.ravel(), minlength=planes * height * width)
    fill(grad_input, summed.reshape(grad_input._impl.sizes))


def max_pool2d(
    self: Any,
    kernel_size: Any,
    stride: Any = (),
    padding: Any = 0,
    dilation: Any = 1,
    ceil_mode: bool = False,
) -> Any:
    """The values of ``max_pool2d_with_indices``."""
    return ops.max_pool2d_with_indices.call(
        self,
        int_tuple(kernel_size),
        int_tuple(stride),
        int_tuple(padding),
        int_tuple(dilation),
        ceil_mode,
    )[0]


def check_1d(name: str, argument: str, values: Sequence[int]) -> None:
    if len(values) != 1:
        raise RuntimeError(
            f"{name}() argument '{argument}' should contain one int (got {len(values)})"
        )


def check_dim_range(name: str, self: Any) -> None:
    ndim = self._impl.dim()
    if not 2 <= ndim < 4:
        raise RuntimeError(
            f"Expected 2 to 3 dimensions, but got {ndim}-dimensional tensor for argument #1 "
            f"'self' (while checking arguments for {name})"
        )


def max_pool1d_with_indices(
    self: Any,
    kernel_size: Any,
    stride: Any = (),
    padding: Any = 0,
    dilation: Any = 1,
    ceil_mode: bool = False,
) -> tuple[Any, Any]:
    """1-D max pooling as 2-D pooling of ``(…, 1, L)``."""
    kernel, stride = int_tuple(kernel_size), int_tuple(stride) or int_tuple(kernel_size)
    padding, dilation = int_tuple(padding), int_tuple(dilation)
    check_dim_range("max_pool1d", self)
    for argument, values in (
        ("kernel_size", kernel),
        ("stride", stride),
        ("padding", padding),
        ("dilation", dilation),
    ):
        check_1d("max_pool1d", argument, values)
    values, indices = ops.max_pool2d_with_indices.call(
        ops.unsqueeze.call(self, -2),
        (1, kernel[0]),
        (1, stride[0]),
        (0, padding[0]),
        (1, dilation[0]),
        ceil_mode,
    )
    return ops.squeeze_dim.call(values, -2), ops.squeeze_dim.call(indices, -2)


def max_pool1d(
    self: Any,
    kernel_size: Any,
    stride: Any = (),
    padding: Any = 0,
    dilation: Any = 1,
    ceil_mode: bool = False,
) -> Any:
    """The values of ``max_pool1d_with_indices``, after ``max_pool1d``'s own checks."""
    kernel, stride_ = int_tuple(kernel_size), int_tuple(stride)
    pad, dil = int_tuple(padding), int_tuple(dilation)
    if self._impl.dim() not in (2, 3):
        raise RuntimeError(
            f"max_pool1d() Expected 2D or 3D input tensor, but got {list(self._impl.sizes)}"
        )
    for argument, values, extra in (
        ("kernel_size", kernel, "an int, list of ints or tuple of ints"),
        ("stride", stride_ or (0,), "None, an int, list of ints, or tuple of ints"),
        ("padding", pad, "an int, list of ints, or tuple of ints"),
        ("dilation", dil, "an int, list of ints, or tuple of ints"),
    ):
        if len(values) != 1:
            raise RuntimeError(
                f"max_pool1d() {argument} must be {extra} of size 1 but got size {len(values)}"
            )
    s = stride_[0] if stride_ else kernel[0]
    checks = (
        (kernel[0] > 0, f"kernel_size must be greater than zero, but got {kernel[0]}"),
        (s > 0, f"stride must be greater than zero, but got {s}"),
        (pad[0] >= 0, f"padding must be non-negative, but got {pad[0]}"),
        (
            pad[0] <= kernel[0] // 2,
            "padding should be at most half of kernel size, but got "
            f"padding={pad[0]} and kernel_size={kernel[0]}",
        ),
        (dil[0] > 0, f"dilation must be greater than zero, but got {dil[0]}"),
    )
    for ok, message in checks:
        if not ok:
            raise RuntimeError(f"max_pool1d() {message}")
    return max_pool1d_with_indices(self, kernel, (s,), pad, dil, ceil_mode)[0]


# -- avg_pool2d ------------------------------------------------------------------------------------
def _avg_geometry(
    self: Any,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    ceil_mode: bool,
    divisor_override: int | None,
) -> Pool2d:
    if divisor_override is not None and divisor_override == 0:
        raise RuntimeError("divisor must be not zero")
    return pool2d_geometry(self, "avg_pool2d", kernel_size, stride, padding, 1, ceil_mode)


def _window_sums(out: int, kernel: int, stride: int, pad: int, size: int) -> Any:
    """The 0/1 matrix ``(out, size)`` of each window's inside positions, the window's size
    clipped to the padded input, and its count of inside positions."""
    start = np.arange(out) * stride - pad
    end = np.minimum(start + kernel, size + pad)
    low, high = np.maximum(start, 0), np.minimum(end, size)
    pos = np.arange(size)
    matrix = (pos[None, :] >= low[:, None]) & (pos[None, :] < high[:, None])
    return matrix, end - start, high - low


def _avg_divisors(
    self: Any, g: Pool2d, count_include_pad: bool, divisor_override: int | None
) -> Any:
    """The window matrices, each window's divisor (0 where it covers no input)."""
    height, width = self._impl.sizes[-2:]
    rows, pool_h, count_h = _window_sums(g.oh, g.kh, g.sh, g.ph, height)
    cols, pool_w, count_w = _window_sums(g.ow, g.kw, g.sw, g.pw, width)
    if divisor_override is not None:
        divisor = np.full((g.oh, g.ow), divisor_override)
    elif count_include_pad:
        divisor = np.outer(pool_h, pool_w)
    else:
        divisor = np.outer(count_h, count_w)
    return rows, cols, np.where(np.outer(count_h > 0, count_w > 0), divisor, 0)


def meta_avg_pool2d(
    self: Any,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    ceil_mode: bool,
    count_include_pad: bool,
    divisor_override: int | None,
) -> TensorMeta:
    g = _avg_geometry(self, kernel_size, stride, padding, ceil_mode, divisor_override)
    dtype = _check_dtype(self, "avg_pool2d_out_frame")
    return TensorMeta((*self._impl.sizes[:-2], g.oh, g.ow), dtype, self._impl.device)


def _divide(total: np.ndarray, divisor: np.ndarray) -> np.ndarray:
    """``total / divisor`` (truncating for integers, as C++), 0 where the divisor is 0."""
    divisor = device_array(array_module_of(total), divisor)
    safe = np.where(divisor == 0, 1, divisor)
    if total.dtype.kind in "iu":
        quotient = np.sign(total) * (np.abs(total) // safe)
    else:
        quotient = total / safe
    return np.where(divisor == 0, 0, quotient)


def avg_pool2d_out(
    self: Any,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    ceil_mode: bool,
    count_include_pad: bool,
    divisor_override: int | None,
    out: Any,
) -> None:
    """Each window's sum over the input it covers, divided by its size (with or without the
    padding it covers) or by ``divisor_override``."""
    g = _avg_geometry(self, kernel_size, stride, padding, ceil_mode, divisor_override)
    if not out._impl.numel():
        return
    rows, cols, divisor = _avg_divisors(self, g, count_include_pad, divisor_override)
    x = floating(self)
    total = separable(x, rows.astype(x.dtype), cols.astype(x.dtype))
    fill(out, _divide(total, divisor))


def meta_avg_pool2d_backward(
    grad_output: Any,
    self: Any,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    ceil_mode: bool,
    count_include_pad: bool,
    divisor_override: int | None,
) -> TensorMeta:
    g = _avg_geometry(self, kernel_size, stride, padding, ceil_mode, divisor_override)
    _check_grad_output(self, grad_output, g)
    return TensorMeta(self._impl.sizes, self._impl.dtype, self._impl.device)


def avg_pool2d_backward_out(
    grad_output: Any,
    self: Any,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    ceil_mode: bool,
    count_include_pad: bool,
    divisor_override: int | None,
    grad_input: Any,
) -> None:
    """Each output gradient, divided by its window's divisor, spread over the window."""
    g = _avg_geometry(self, kernel_size, stride, padding, ceil_mode, divisor_override)
    if not grad_input._impl.numel():
        return
    rows, cols, divisor = _avg_divisors(self, g, count_include_pad, divisor_override)
    gy = floating(grad_output)
    scaled = _divide(gy, divisor)
    fill(grad_input, separable(scaled, rows.T.astype(scaled.dtype), cols.T.astype(scaled.dtype)))


def avg_pool1d(
    self: Any,
    kernel_size: Any,
    stride: Any = (),
    padding: Any = 0,
    ceil_mode: bool = False,
    count_include_pad: bool = True,
) -> Any:
    """1-D average pooling as 2-D pooling of ``(…, 1, L)``."""
    kernel = int_tuple(kernel_size)
    stride, padding = int_tuple(stride) or kernel, int_tuple(padding)
    check_dim_range("avg_pool1d", self)
    for argument, values in (("kernel_size", kernel), ("stride", stride), ("padding", padding)):
        check_1d("avg_pool1d", argument, values)
    output = ops.avg_pool2d.call(
        ops.unsqueeze.call(self, -2),
        (1, kernel[0]),
        (1, stride[0]),
        (0, padding[0]),
        ceil_mode,
        count_include_pad,
        None,
    )
    return ops.squeeze_dim.call(output, -2)
