"""Anti-aliased resampling along one dim (``interpolate(..., antialias=True)``), as
aten's ``_upsample_*_aa`` kernels (and PIL) compute it.

Downsampling by ``scale`` widens the filter by ``scale`` so every input sample
contributes; each output's weights are the filter at the input positions around its
centre, normalised to sum to one. The weights form an (out, in) matrix applied with
``matmul``, so autograd differentiates it. Filters: triangle (bilinear), Keys' cubic
with a = -0.5 (bicubic), Lanczos-3.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._decomp_vision import f32, scale_of

__all__ = ["antialias_resample"]


def _triangle(x: float) -> float:
    x = abs(x)
    return 1.0 - x if x < 1.0 else 0.0


def _keys_cubic(x: float) -> float:
    a = -0.5
    x = abs(x)
    if x < 1.0:
        return ((a + 2) * x - (a + 3)) * x * x + 1
    if x < 2.0:
        return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a
    return 0.0


def _sinc(x: float) -> float:
    return 1.0 if x == 0.0 else math.sin(math.pi * x) / (math.pi * x)


def _lanczos3(x: float) -> float:
    return _sinc(x) * _sinc(x / 3) if -3.0 < x < 3.0 else 0.0


# mode -> (filter, taps without antialiasing)
_FILTERS: dict[str, tuple[Callable[[float], float], int]] = {
    "bilinear": (_triangle, 2),
    "bicubic": (_keys_cubic, 4),
    "lanczos": (_lanczos3, 6),
}


def _weights(
    in_size: int, out_size: int, scale: float, mode: str, real: Callable[[float], float]
) -> list[list[float]]:
    """Row o: the normalised filter weights of every input position for output o."""
    filter_fn, taps = _FILTERS[mode]
    support = real(taps * 0.5 * scale) if scale >= 1.0 else real(taps * 0.5)
    widest = math.ceil(support) * 2 + 1
    invscale = real(1.0 / scale) if scale >= 1.0 else 1.0
    rows = []
    for o in range(out_size):
        center = real(scale * real(o + 0.5))
        start = max(int(real(center - support) + 0.5), 0)
        count = min(int(real(center + support) + 0.5), in_size) - start
        count = min(max(count, 0), widest)
        taps_w = [filter_fn(real((j + start - center + 0.5) * invscale)) for j in range(count)]
        total = sum(taps_w)
        row = [0.0] * in_size
        for j, w in enumerate(taps_w):
            row[start + j] = w / total if total != 0.0 else w
        rows.append(row)
    return rows


def antialias_resample(
    input: Tensor, dim: int, out_size: int, scale: float | None, align_corners: bool, mode: str
) -> Tensor:
    """Anti-aliased ``mode`` resampling of ``dim`` to ``out_size``."""
    in_size = input.size(dim)
    real = float if input.dtype.name == "float64" else f32
    s = real(scale_of(in_size, out_size, scale, align_corners))
    matrix = at.tensor(_weights(in_size, out_size, s, mode, real), dtype=input.dtype)
    matrix = matrix.to(input.device)
    moved = input.movedim(dim, -1)
    return at.matmul(moved, matrix.t()).movedim(-1, dim)
