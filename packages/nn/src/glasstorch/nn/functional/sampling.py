"""Sampling an image at arbitrary points: ``grid_sample`` and ``affine_grid``.

As compositions of aten operators (``gather`` of the corner pixels, blended by the
fractional coordinates), so autograd gives the gradients for both the input and the grid,
as aten's ``grid_sampler_2d_backward`` does. 4-D inputs (N, C, H, W) only.
"""

from __future__ import annotations

from collections.abc import Sequence

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import int64

__all__ = [
    "GRID_SAMPLE_INTERPOLATION_MODES",
    "GRID_SAMPLE_PADDING_MODES",
    "affine_grid",
    "grid_sample",
]

#: aten's enums for grid_sample's ``mode`` and ``padding_mode`` strings.
GRID_SAMPLE_INTERPOLATION_MODES = {"bilinear": 0, "nearest": 1, "bicubic": 2}
GRID_SAMPLE_PADDING_MODES = {"zeros": 0, "border": 1, "reflection": 2}


def _source_coordinates(coordinates: Tensor, size: int, padding_mode: str, align_corners: bool):
    """Grid values in [-1, 1] as pixel coordinates along a dim of ``size`` pixels."""
    if align_corners:
        pixels = (coordinates + 1) / 2 * (size - 1)
    else:
        pixels = ((coordinates + 1) * size - 1) / 2
    if padding_mode == "border":
        pixels = pixels.clamp(0, size - 1)
    return pixels


def _gather(flat: Tensor, ys: Tensor, xs: Tensor, height: int, width: int) -> Tensor:
    """``input[n, :, ys, xs]`` for integer pixel coordinates, 0 where they fall outside."""
    inside = (xs >= 0).logical_and(xs < width).logical_and(ys >= 0).logical_and(ys < height)
    index = (ys.clamp(0, height - 1) * width + xs.clamp(0, width - 1)).to(int64)
    batch, channels = flat.shape[0], flat.shape[1]
    index = index.reshape(batch, 1, -1).expand(batch, channels, index[0].numel())
    values = flat.gather(2, index)
    return values * inside.reshape(batch, 1, -1).to(values.dtype)


def grid_sample(
    input: Tensor,
    grid: Tensor,
    mode: str = "bilinear",
    padding_mode: str = "zeros",
    align_corners: bool | None = None,
) -> Tensor:
    """``input`` (N, C, H, W) sampled at ``grid`` (N, Ho, Wo, 2) of (x, y) points in
    [-1, 1]: output (N, C, Ho, Wo); ``mode`` 'bilinear' or 'nearest', ``padding_mode``
    'zeros' or 'border'."""
    if mode not in GRID_SAMPLE_INTERPOLATION_MODES:
        raise ValueError(
            f"nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or "
            f"'bicubic', but got: '{mode}'"
        )
    if padding_mode not in GRID_SAMPLE_PADDING_MODES:
        raise ValueError(
            "nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or "
            f"'reflection', but got: '{padding_mode}'"
        )
    if mode == "bicubic" or padding_mode == "reflection":
        raise NotImplementedError(
            f"grid_sample: mode={mode!r}, padding_mode={padding_mode!r} is not supported yet"
        )
    if input.dim() != 4:
        raise NotImplementedError("grid_sample: only 4-D inputs (N, C, H, W) are supported")
    if grid.dim() != 4 or grid.shape[-1] != 2:
        raise RuntimeError(
            "grid_sampler(): expected grid to have size 2 in last dimension, but got grid "
            f"with sizes {list(grid.shape)}"
        )
    if grid.shape[0] != input.shape[0]:
        raise RuntimeError(
            "grid_sampler(): expected grid and input to have same batch size, but got input "
            f"with sizes {list(input.shape)} and grid with sizes {list(grid.shape)}"
        )
    align = bool(align_corners)
    batch, channels, height, width = input.shape
    out_h, out_w = grid.shape[1], grid.shape[2]
    x = _source_coordinates(grid[..., 0], width, padding_mode, align)
    y = _source_coordinates(grid[..., 1], height, padding_mode, align)
    flat = input.reshape(batch, channels, height * width)
    if mode == "nearest":
        result = _gather(flat, y.round(), x.round(), height, width)
        return result.reshape(batch, channels, out_h, out_w)
    x0, y0 = x.floor(), y.floor()
    wx, wy = x - x0, y - y0  # the fractional parts carry the gradient for the grid
    result = 0
    for dy, weight_y in ((0, 1 - wy), (1, wy)):
        for dx, weight_x in ((0, 1 - wx), (1, wx)):
            corner = _gather(flat, y0 + dy, x0 + dx, height, width)
            weight = (weight_y * weight_x).reshape(batch, 1, -1)
            result = result + corner * weight
    return result.reshape(batch, channels, out_h, out_w)


def affine_grid(theta: Tensor, size: Sequence[int], align_corners: bool | None = None) -> Tensor:
    """The (N, H, W, 2) sampling grid of the affine maps ``theta`` (N, 2, 3) for an output
    of ``size`` (N, C, H, W): ``grid_sample``'s companion."""
    if len(size) != 4:
        raise NotImplementedError("affine_grid only supports 4D sizes, for 2D affine transforms")
    batch, _, height, width = size
    if tuple(theta.shape) != (batch, 2, 3):
        raise ValueError(
            "Expected a batch of 2D affine matrices of shape Nx2x3 for size "
            f"{list(size)}. Got {list(theta.shape)}."
        )

    def base(steps: int) -> Tensor:
        line = at.linspace(-1, 1, steps, dtype=theta.dtype, device=theta.device)
        return line if align_corners or steps == 1 else line * (steps - 1) / steps

    ys, xs = at.meshgrid(base(height), base(width), indexing="ij")
    ones = at.ones_like(xs)
    points = at.stack([xs, ys, ones], -1).reshape(1, height * width, 3)
    return (points @ theta.transpose(1, 2)).reshape(batch, height, width, 2)
