"""``unfold`` (im2col) and ``fold`` (col2im): sliding blocks to columns and back.

Both are one gather (``index_select``) or one accumulating scatter (``index_add``) over
the flattened, zero-padded image, with the same table of flat positions — so each is
the other's gradient, and autograd differentiates them through those operators.
Checks and messages follow aten's ``im2col_shape_check``/``col2im_shape_check``.
"""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import int64

from .._ntuple import _pair
from ._decomp_conv import constant_pad_nd
from ._utils import require_floating

__all__ = ["fold", "unfold"]

_Params = tuple[int, int]


def _pairs(**args: Any) -> dict[str, _Params]:
    """Each argument as a pair of ints, with aten's message for a wrong length."""
    pairs = {}
    for name, value in args.items():
        pair = _pair(value)
        if len(pair) != 2:
            raise RuntimeError(f"It is expected {name} equals to 2, but got size {len(pair)}")
        pairs[name] = (int(pair[0]), int(pair[1]))
    return pairs


def _check_params(p: dict[str, _Params], order: tuple[str, ...]) -> None:
    rules = {
        "kernel_size": ("kernel size should be greater than zero", "kernel", 1),
        "dilation": ("dilation should be greater than zero", "dilation", 1),
        "padding": ("padding should be non-negative", "pad", 0),
        "stride": ("stride should be greater than zero", "stride", 1),
    }
    for name in order:
        text, label, lowest = rules[name]
        h, w = p[name]
        if h < lowest or w < lowest:
            raise RuntimeError(f"{text}, but got {label}_height: {h} {label}_width: {w}")


def _blocks(size: _Params, p: dict[str, _Params]) -> _Params:
    """How many sliding blocks fit along height and width of a ``size`` image."""
    (kh, kw), (dh, dw) = p["kernel_size"], p["dilation"]
    (ph, pw), (sh, sw) = p["padding"], p["stride"]
    return (
        (size[0] + 2 * ph - (dh * (kh - 1) + 1)) // sh + 1,
        (size[1] + 2 * pw - (dw * (kw - 1) + 1)) // sw + 1,
    )


def _positions(size: _Params, blocks: _Params, p: dict[str, _Params], device: Any) -> Tensor:
    """Flat index into the padded (H + 2 ph) x (W + 2 pw) plane of every block element,
    ordered (kernel row, kernel column, block row, block column)."""
    (kh, kw), (dh, dw) = p["kernel_size"], p["dilation"]
    width = size[1] + 2 * p["padding"][1]
    sh, sw = p["stride"]
    rows = at.arange(kh, dtype=int64, device=device).reshape(kh, 1, 1, 1) * dh
    rows = rows + at.arange(blocks[0], dtype=int64, device=device).reshape(1, 1, -1, 1) * sh
    cols = at.arange(kw, dtype=int64, device=device).reshape(1, kw, 1, 1) * dw
    cols = cols + at.arange(blocks[1], dtype=int64, device=device).reshape(1, 1, 1, -1) * sw
    return (rows * width + cols).reshape(-1)


def unfold(
    input: Tensor, kernel_size: Any, dilation: Any = 1, padding: Any = 0, stride: Any = 1
) -> Tensor:
    """Sliding blocks of an (N, C, H, W) (or (C, H, W)) input as columns:
    (N, C * kh * kw, L), L the number of blocks."""
    p = _pairs(kernel_size=kernel_size, dilation=dilation, padding=padding, stride=stride)
    _check_params(p, ("kernel_size", "dilation", "padding", "stride"))
    ndim = input.dim()
    valid = input.size(1) != 0 and input.size(2) != 0
    if not (
        (ndim == 3 and input.size(0) != 0 and valid) or (ndim == 4 and valid and input.size(3))
    ):
        raise RuntimeError(
            "Expected 3D or 4D (batch mode) tensor with possibly 0 batch size and other "
            f"non-zero dimensions for input, but got: {list(input.shape)}"
        )
    require_floating("im2col_out_cpu", input)
    x = input.unsqueeze(0) if ndim == 3 else input
    size = (x.size(2), x.size(3))
    blocks = _blocks(size, p)
    if blocks[0] < 1 or blocks[1] < 1:
        (kh, kw), (dh, dw), (ph, pw) = p["kernel_size"], p["dilation"], p["padding"]
        raise RuntimeError(
            f"Given input with spatial size {size}, kernel_size=({kh}, {kw}), dilation=({dh}, "
            f"{dw}), padding=({ph}, {pw}), calculated shape of the array of sliding blocks as "
            f"{blocks}, but its components must be at least one."
        )
    ph, pw = p["padding"]
    padded = constant_pad_nd(x, [pw, pw, ph, ph]) if ph or pw else x
    n, c = x.size(0), x.size(1)
    flat = padded.reshape(n, c, -1)
    columns = flat.index_select(2, _positions(size, blocks, p, input.device))
    out = columns.reshape(n, -1, blocks[0] * blocks[1])
    return out.squeeze(0) if ndim == 3 else out


def fold(
    input: Tensor,
    output_size: Any,
    kernel_size: Any,
    dilation: Any = 1,
    padding: Any = 0,
    stride: Any = 1,
) -> Tensor:
    """Sum columns (N, C * kh * kw, L) of sliding blocks back into an (N, C, H, W) image
    (or (C * kh * kw, L) into (C, H, W)); overlapping block elements add up."""
    p = _pairs(
        output_size=output_size,
        kernel_size=kernel_size,
        dilation=dilation,
        padding=padding,
        stride=stride,
    )
    _check_params(p, ("kernel_size", "stride", "dilation", "padding"))
    ndim = input.dim()
    if not (
        (ndim == 2 and input.size(0) != 0 and input.size(1) != 0)
        or (ndim == 3 and input.size(1) != 0 and input.size(2) != 0)
    ):
        raise RuntimeError(
            "Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and "
            f"non-zero dimensions for input, but got: {list(input.shape)}"
        )
    x = input.unsqueeze(0) if ndim == 2 else input
    (kh, kw), size = p["kernel_size"], p["output_size"]
    if x.size(1) % (kh * kw) != 0:
        raise RuntimeError(
            "Expected size of input's dimension 1 to be divisible by the product of "
            f"kernel_size, but got input.size(1)={x.size(1)} and kernel_size=({kh}, {kw})."
        )
    blocks = _blocks(size, p)
    if x.size(2) != blocks[0] * blocks[1] or min(blocks) < 1:
        (dh, dw), (ph, pw), (sh, sw) = p["dilation"], p["padding"], p["stride"]
        given = (
            f"Given output_size={size}, kernel_size=({kh}, {kw}), dilation=({dh}, {dw}), "
            f"padding=({ph}, {pw}), stride=({sh}, {sw}), "
        )
        if x.size(2) != blocks[0] * blocks[1]:
            raise RuntimeError(
                given + "expected size of input's dimension 2 to match the calculated number "
                f"of sliding blocks {blocks[0]} * {blocks[1]} = {blocks[0] * blocks[1]}, but "
                f"got input.size(2)={x.size(2)}."
            )
        raise RuntimeError(
            given + f"calculated shape of the array of sliding blocks as {blocks}, which is "
            "too small (non-positive)"
        )
    if size[0] < 1 or size[1] < 1:
        raise RuntimeError(
            f"Expected output spatial size to be positive, but got: output_size={size}."
        )
    require_floating("col2im_out_cpu", input)
    n, c = x.size(0), x.size(1) // (kh * kw)
    ph, pw = p["padding"]
    plane = (size[0] + 2 * ph) * (size[1] + 2 * pw)
    flat = at.zeros((n, c, plane), dtype=x.dtype, device=x.device)
    flat = flat.index_add(2, _positions(size, blocks, p, x.device), x.reshape(n, c, -1))
    out = flat.reshape(n, c, size[0] + 2 * ph, size[1] + 2 * pw)
    out = out[:, :, ph : ph + size[0], pw : pw + size[1]]
    return out.squeeze(0) if ndim == 2 else out
