"""Index-based padding and resampling as compositions of aten operators.

``reflect``/``replicate``/``circular`` padding and ``nearest``/``linear``/``cubic``
interpolation all pick (and for linear and cubic, blend) input positions along one dim
at a time: the positions
are integer lists computed here, applied with ``index_select`` — so autograd routes the
gradient back through the same gather. Position formulas follow aten's
``UpSample.h`` (``nearest_idx``, ``area_pixel_compute_source_index``), in the precision aten
computes them (float32 for every floating type but float64).
"""

from __future__ import annotations

import math
import struct
from collections.abc import Sequence

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import int64

__all__ = [
    "cubic_resample",
    "f32",
    "index_pad",
    "linear_resample",
    "nearest_resample",
    "scale_of",
]


def f32(x: float) -> float:
    """``x`` rounded to float32, as aten's CPU kernels hold scales and coordinates."""
    return struct.unpack("f", struct.pack("f", x))[0]


def _pad_positions(size: int, left: int, right: int, mode: str) -> list[int]:
    positions = []
    for j in range(-left, size + right):
        if mode == "reflect":
            period = 2 * (size - 1)
            k = abs(j) % period if period else 0
            positions.append(period - k if k >= size else k)
        elif mode == "replicate":
            positions.append(min(max(j, 0), size - 1))
        else:  # circular
            positions.append(j % size)
    return positions


def index_pad(input: Tensor, pad: Sequence[int], mode: str) -> Tensor:
    """Pad the last ``len(pad) // 2`` dims by reflection, replication or wrapping around."""
    x = input
    for i in range(len(pad) // 2):
        dim = input.dim() - 1 - i
        left, right = int(pad[2 * i]), int(pad[2 * i + 1])
        size = x.size(dim)
        if mode == "reflect" and (left >= size or right >= size):
            raise RuntimeError(
                f"Argument #4: Padding size should be less than the corresponding input "
                f"dimension, but got: padding ({left}, {right}) at dimension {dim} of input "
                f"{list(input.shape)}"
            )
        if mode == "circular" and (left > size or right > size):
            raise RuntimeError("Padding value causes wrapping around more than once.")
        if left == 0 and right == 0:
            continue
        positions = _pad_positions(size, left, right, mode)
        x = x.index_select(dim, at.tensor(positions, dtype=int64, device=x.device))
    return x


def scale_of(in_size: int, out_size: int, scale: float | None, align_corners: bool) -> float:
    """aten's ``area_pixel_compute_scale``."""
    if align_corners:
        return (in_size - 1) / (out_size - 1) if out_size > 1 else 0.0
    if scale is not None and scale > 0:
        return 1.0 / scale
    return in_size / out_size


def nearest_resample(
    input: Tensor, dim: int, out_size: int, scale: float | None, exact: bool
) -> Tensor:
    """Nearest-neighbour resampling of ``dim`` to ``out_size`` (``nearest-exact`` if exact)."""
    in_size = input.size(dim)
    s = f32(1.0 / scale if scale is not None and scale > 0 else in_size / out_size)
    offset = 0.5 if exact else 0.0
    positions = []
    for o in range(out_size):
        if not exact and out_size == in_size:
            positions.append(o)
        elif not exact and out_size == 2 * in_size:
            positions.append(o >> 1)
        else:
            positions.append(min(int(math.floor(f32(f32(o + offset) * s))), in_size - 1))
    index = at.tensor(positions, dtype=int64, device=input.device)
    return input.index_select(dim, index)


def linear_resample(
    input: Tensor, dim: int, out_size: int, scale: float | None, align_corners: bool
) -> Tensor:
    """Linear resampling of ``dim`` (one axis of bilinear/trilinear interpolation)."""
    in_size = input.size(dim)
    real = float if input.dtype.name == "float64" else f32
    s = real(scale_of(in_size, out_size, scale, align_corners))
    lo, hi, w_hi = [], [], []
    for o in range(out_size):
        if align_corners:
            src = real(s * o)
        else:
            src = max(real(real(s * real(o + 0.5)) - 0.5), 0.0)
        i0 = min(int(src), in_size - 1)
        i1 = i0 + (1 if i0 < in_size - 1 else 0)
        lo.append(i0)
        hi.append(i1)
        w_hi.append(real(src - i0))
    device = input.device
    shape = [1] * input.dim()
    shape[dim] = out_size
    lam1 = at.tensor(w_hi, dtype=input.dtype, device=device).reshape(shape)
    lam0 = 1 - lam1
    a = input.index_select(dim, at.tensor(lo, dtype=int64, device=device))
    b = input.index_select(dim, at.tensor(hi, dtype=int64, device=device))
    return a * lam0 + b * lam1


_CUBIC_A = -0.75  # the cubic convolution kernel's parameter, as in aten (and Keys' -0.5 not)


def _cubic_coefficients(t: float) -> list[float]:
    """Weights of the four taps around a point at fraction ``t`` past the second one."""
    a = _CUBIC_A

    def inner(x: float) -> float:  # |x| <= 1
        return ((a + 2) * x - (a + 3)) * x * x + 1

    def outer(x: float) -> float:  # 1 < |x| < 2
        return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a

    return [outer(t + 1), inner(t), inner(1 - t), outer(2 - t)]


def cubic_resample(
    input: Tensor, dim: int, out_size: int, scale: float | None, align_corners: bool
) -> Tensor:
    """Cubic-convolution resampling of ``dim`` (one axis of bicubic interpolation): four
    taps around each source point, positions clamped to the edge."""
    in_size = input.size(dim)
    real = float if input.dtype.name == "float64" else f32
    s = real(scale_of(in_size, out_size, scale, align_corners))
    taps: list[list[int]] = [[], [], [], []]
    weights: list[list[float]] = [[], [], [], []]
    for o in range(out_size):
        src = real(s * o) if align_corners else real(real(s * real(o + 0.5)) - 0.5)
        base = math.floor(src)
        for k, w in enumerate(_cubic_coefficients(real(src - base))):
            taps[k].append(min(max(base - 1 + k, 0), in_size - 1))
            weights[k].append(real(w))
    shape = [1] * input.dim()
    shape[dim] = out_size
    device = input.device
    out = None
    for k in range(4):
        picked = input.index_select(dim, at.tensor(taps[k], dtype=int64, device=device))
        term = picked * at.tensor(weights[k], dtype=input.dtype, device=device).reshape(shape)
        out = term if out is None else out + term
    assert out is not None
    return out
