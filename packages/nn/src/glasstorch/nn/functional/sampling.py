"""Sampling an image at arbitrary points: ``grid_sample`` and ``affine_grid``, for 2-d
(N, C, H, W) and 3-d (N, C, D, H, W) inputs.

As compositions of aten operators (``gather`` of the neighbouring pixels, blended by
the fractional coordinates), so autograd gives the gradients for both the input and the
grid, as aten's ``grid_sampler_*_backward`` does. Coordinates follow aten's
``GridSampler.h``: unnormalisation, border clipping and reflection for ``padding_mode``,
and the cubic convolution (A = -0.75) with per-tap padding for ``bicubic``.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from itertools import product
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import int64

from .._autograd import Function
from ._utils import require_dtype, require_floating

__all__ = [
    "GRID_SAMPLE_INTERPOLATION_MODES",
    "GRID_SAMPLE_PADDING_MODES",
    "affine_grid",
    "affine_grid_generator",
    "grid_sample",
]

#: aten's enums for grid_sample's ``mode`` and ``padding_mode`` strings.
GRID_SAMPLE_INTERPOLATION_MODES = {"bilinear": 0, "nearest": 1, "bicubic": 2}
GRID_SAMPLE_PADDING_MODES = {"zeros": 0, "border": 1, "reflection": 2}

_CUBIC_A = -0.75


def _default_align_corners(align_corners: bool | None) -> bool:
    if align_corners is None:
        warnings.warn(
            "Default grid_sample and affine_grid behavior has changed to align_corners=False "
            "since 1.3.0. Please specify align_corners=True if the old behavior is desired. "
            "See the documentation of grid_sample for details.",
            stacklevel=3,
        )
        return False
    return align_corners


def _unnormalize(coord: Tensor, size: int, align_corners: bool) -> Tensor:
    """Grid values in [-1, 1] as pixel coordinates along a dim of ``size`` pixels."""
    if align_corners:
        return (coord + 1) / 2 * (size - 1)
    return ((coord + 1) * size - 1) / 2


def _reflect(coord: Tensor, twice_low: int, twice_high: int) -> Tensor:
    """``coord`` reflected into [twice_low / 2, twice_high / 2] (aten's
    ``reflect_coordinates``)."""
    if twice_low == twice_high:
        return at.zeros_like(coord)
    low, span = twice_low / 2, (twice_high - twice_low) / 2
    distance = (coord - low).abs()
    extra = distance.fmod(span)
    flips = (distance / span).floor()
    even = flips.remainder(2) == 0
    return at.where(even, extra + low, span - extra + low)


def _pad_coordinate(coord: Tensor, size: int, padding_mode: str, align_corners: bool) -> Tensor:
    """aten's ``compute_coordinates``: clip (border) or reflect (reflection) a coordinate."""
    if padding_mode == "border":
        return coord.clamp(0, size - 1)
    if padding_mode == "reflection":
        if align_corners:
            coord = _reflect(coord, 0, 2 * (size - 1))
        else:
            coord = _reflect(coord, -1, 2 * size - 1)
        return coord.clamp(0, size - 1)
    return coord


def _gather(flat: Tensor, positions: Sequence[Tensor], sizes: Sequence[int]) -> Tensor:
    """``input[n, :, *positions]`` for integer-valued coordinates, 0 where any falls
    outside; ``flat`` is (N, C, prod(sizes)), positions (N, *out)."""
    inside = None
    index = None
    for position, size in zip(positions, sizes, strict=True):
        ok = (position >= 0).logical_and(position < size)
        inside = ok if inside is None else inside.logical_and(ok)
        clamped = position.clamp(0, size - 1)
        index = clamped if index is None else index * size + clamped
    assert inside is not None and index is not None
    batch, channels = flat.shape[0], flat.shape[1]
    index = index.to(int64).reshape(batch, 1, -1)
    values = flat.gather(2, index.expand(batch, channels, index.size(2)))
    return values * inside.reshape(batch, 1, -1).to(values.dtype)


def _cubic_coefficients(t: Tensor) -> list[Tensor]:
    """Weights of four taps around a point at fraction ``t`` past the second."""
    a = _CUBIC_A

    def inner(x: Tensor) -> Tensor:
        return ((a + 2) * x - (a + 3)) * x * x + 1

    def outer(x: Tensor) -> Tensor:
        return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a

    return [outer(t + 1), inner(t), inner(1 - t), outer(2 - t)]


class _GridGradIsZero(Function):
    """Identity on the output that gives the grid a zero gradient: nearest sampling is
    piecewise constant in the grid, and aten's backward returns zeros for it."""

    @staticmethod
    def forward(ctx: Any, output: Tensor, grid: Tensor) -> Tensor:
        ctx.save_for_backward(grid)
        return output.view_as(output)

    @staticmethod
    def backward(ctx: Any, grad: Tensor) -> tuple[Tensor, Tensor]:
        (grid,) = ctx.saved_tensors
        return grad, at.zeros_like(grid)


def _check(input: Tensor, grid: Tensor, mode: str) -> None:
    """aten's ``grid_sampler`` checks, in its order."""
    if input.device != grid.device:
        raise RuntimeError(
            "grid_sampler(): expected input and grid to be on same device, but input is on "
            f"{input.device} and grid is on {grid.device}"
        )
    if input.size(0) != grid.size(0):
        raise RuntimeError(
            "grid_sampler(): expected grid and input to have same batch size, but got input "
            f"with sizes {list(input.shape)} and grid with sizes {list(grid.shape)}"
        )
    if grid.size(-1) != input.dim() - 2:
        raise RuntimeError(
            f"grid_sampler(): expected grid to have size {input.dim() - 2} in last dimension, "
            f"but got grid with sizes {list(grid.shape)}"
        )
    for i in range(2, input.dim()):
        if input.size(i) <= 0:
            raise RuntimeError(
                "grid_sampler(): expected input to have non-empty spatial dimensions, but input "
                f"has sizes {list(input.shape)} with dimension {i} being empty"
            )
    dims = 4 if input.dim() == 4 else 5
    if input.dim() != dims or grid.dim() != dims:
        raise RuntimeError(
            f"grid_sampler(): expected {dims}D input and grid with same number of dimensions, "
            f"but got input with sizes {list(input.shape)} and grid with sizes {list(grid.shape)}"
        )
    if dims == 5 and mode == "bicubic":
        raise RuntimeError("grid_sampler(): bicubic interpolation only supports 4D input")
    require_floating(
        "grid_sampler_2d_cpu_kernel_impl" if dims == 4 else "grid_sampler3d_cpu", input
    )
    require_dtype(grid, input.dtype)


def grid_sample(
    input: Tensor,
    grid: Tensor,
    mode: str = "bilinear",
    padding_mode: str = "zeros",
    align_corners: bool | None = None,
) -> Tensor:
    """``input`` (N, C, *spatial) sampled at ``grid`` (N, *out, nd) points given as
    (x, y[, z]) in [-1, 1]: output (N, C, *out). ``mode`` 'bilinear', 'nearest' or
    'bicubic' (2-d only); ``padding_mode`` 'zeros', 'border' or 'reflection'."""
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
    align = _default_align_corners(align_corners)
    _check(input, grid, mode)
    nd = input.dim() - 2
    batch, channels = input.shape[0], input.shape[1]
    sizes = list(input.shape[2:])  # (D,) H, W
    out_shape = [batch, channels, *grid.shape[1:-1]]
    flat = input.reshape(batch, channels, -1)
    # the grid's last dim lists x (width) first: reverse it to follow the input's dims
    coords = [grid[..., nd - 1 - i] for i in range(nd)]
    if mode == "bicubic":
        return _bicubic(flat, coords, sizes, padding_mode, align).reshape(out_shape)
    points = [
        _pad_coordinate(_unnormalize(c, size, align), size, padding_mode, align)
        for c, size in zip(coords, sizes, strict=True)
    ]
    if mode == "nearest":
        nearest = _gather(flat, [p.round() for p in points], sizes).reshape(out_shape)
        return _GridGradIsZero.apply(nearest, grid) if grid.requires_grad else nearest
    lows = [p.floor() for p in points]
    fractions = [p - low for p, low in zip(points, lows, strict=True)]  # carry the grid's grad
    result: Tensor | int = 0
    for corner in product((0, 1), repeat=nd):
        weight = None
        for step, frac in zip(corner, fractions, strict=True):
            w = frac if step else 1 - frac
            weight = w if weight is None else weight * w
        assert weight is not None
        values = _gather(flat, [low + step for low, step in zip(lows, corner, strict=True)], sizes)
        result = result + values * weight.reshape(batch, 1, -1)
    assert isinstance(result, Tensor)
    return result.reshape(out_shape)


def _bicubic(
    flat: Tensor, coords: list[Tensor], sizes: list[int], padding_mode: str, align: bool
) -> Tensor:
    """Cubic convolution over the 4 x 4 pixels around each (unpadded) point; each tap's
    coordinate is padded on its own, as aten's ``get_value_bounded`` does."""
    (height, width), batch = sizes, flat.shape[0]
    y, x = (_unnormalize(c, s, align) for c, s in zip(coords, sizes, strict=True))
    y0, x0 = y.floor(), x.floor()
    wy, wx = _cubic_coefficients(y - y0), _cubic_coefficients(x - x0)
    result: Tensor | int = 0
    for i in range(4):
        row = _pad_coordinate(y0 - 1 + i, height, padding_mode, align)
        line: Tensor | int = 0
        for j in range(4):
            col = _pad_coordinate(x0 - 1 + j, width, padding_mode, align)
            line = line + _gather(flat, [row, col], sizes) * wx[j].reshape(batch, 1, -1)
        result = result + line * wy[i].reshape(batch, 1, -1)
    assert isinstance(result, Tensor)
    return result


def affine_grid(theta: Tensor, size: Sequence[int], align_corners: bool | None = None) -> Tensor:
    """The sampling grid of the affine maps ``theta`` — (N, 2, 3) for an output of
    ``size`` (N, C, H, W), or (N, 3, 4) for (N, C, D, H, W) — ``grid_sample``'s companion."""
    align = _default_align_corners(align_corners)
    if not theta.is_floating_point():
        raise ValueError(f"Expected theta to have floating point type, but got {theta.dtype}")
    if len(size) == 4:
        if theta.dim() != 3 or theta.shape[-2] != 2 or theta.shape[-1] != 3:
            raise ValueError(
                "Expected a batch of 2D affine matrices of shape Nx2x3 for size "
                f"{tuple(size)}. Got {theta.shape}."
            )
    elif len(size) == 5:
        if theta.dim() != 3 or theta.shape[-2] != 3 or theta.shape[-1] != 4:
            raise ValueError(
                "Expected a batch of 3D affine matrices of shape Nx3x4 for size "
                f"{tuple(size)}. Got {theta.shape}."
            )
    else:
        raise NotImplementedError(
            "affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, "
            f"respectively. Got size {tuple(size)}."
        )
    spatial = list(size[2:])
    if align and min(spatial) == 1:
        warnings.warn(
            "Since version 1.3.0, affine_grid behavior has changed for unit-size grids when "
            "align_corners=True. This is not an intended use case of affine_grid. See the "
            "documentation of affine_grid for details.",
            stacklevel=2,
        )
    elif min(size) <= 0:
        raise ValueError(f"Expected non-zero, positive output size. Got {tuple(size)}")
    return affine_grid_generator(theta, size, align)


def affine_grid_generator(theta: Tensor, size: Sequence[int], align_corners: bool) -> Tensor:
    """aten's ``affine_grid_generator``: the base grid of ``size``'s spatial dims, in
    ``theta``'s dtype, times each ``theta`` (``affine_grid`` without its argument checks)."""
    if len(size) not in (4, 5):
        raise RuntimeError("AffineGridGenerator needs 4d (spatial) or 5d (volumetric) inputs.")
    batch, spatial = size[0], list(size[2:])

    def base(steps: int) -> Tensor:
        line = at.linspace(-1, 1, steps, dtype=theta.dtype, device=theta.device)
        return line if align_corners or steps == 1 else line * (steps - 1) / steps

    axes = at.meshgrid(*(base(s) for s in spatial), indexing="ij")  # (D,) H, W order
    points = [*reversed(axes), at.ones_like(axes[0])]  # x, y, (z,) 1
    count = 1
    for s in spatial:
        count *= s
    base_grid = at.stack(points, -1).to(theta.dtype).reshape(1, count, len(points))
    grid = base_grid.expand(batch, count, len(points)).bmm(theta.transpose(1, 2))
    return grid.view(batch, *spatial, len(spatial))
