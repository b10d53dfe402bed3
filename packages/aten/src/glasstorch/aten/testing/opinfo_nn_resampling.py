"""OpInfo entries for padding and upsampling (tag ``nn``), with numpy references: ``np.pad``
for the padding modes, and interpolation along one axis at a time for upsampling.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from .opinfo import SampleInput, register_opinfos
from .opinfo_nn import aten_op, nn_info

__all__ = ["opinfos"]


def _ref_pad(x: np.ndarray, pad: Sequence[int], mode: str = "constant", value: Any = None) -> Any:
    """``np.pad`` after cropping the negative amounts (constant mode)."""
    widths = [(0, 0)] * x.ndim
    for i in range(len(pad) // 2):
        dim = x.ndim - 1 - i
        lo, hi = pad[2 * i], pad[2 * i + 1]
        x = np.take(x, range(max(-lo, 0), x.shape[dim] - max(-hi, 0)), axis=dim)
        widths[dim] = (max(lo, 0), max(hi, 0))
    numpy_mode = {"reflect": "reflect", "replicate": "edge", "circular": "wrap"}.get(mode)
    if numpy_mode is None:
        return np.pad(x, widths, constant_values=value or 0)
    return np.pad(x, widths, mode=numpy_mode)


def _pad_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.standard_normal((1, 2, 3, 4))
    return [
        SampleInput((x, (1, 2, 2, 0), "reflect")),
        SampleInput((x[0], (2, 1), "reflect"), name="reflect_1d"),
        SampleInput((x, (3, 1, 1, 2), "replicate")),
        SampleInput((x[0, 0], (2, 0), "replicate"), name="replicate_1d"),
        SampleInput((x, (1, 2, 3, 1), "circular")),
        SampleInput((x, (1, -1, 0, 2), "constant", 1.5), name="constant_crop"),
    ]


def _constant_pad_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.standard_normal((2, 3, 4))
    return [
        SampleInput((x, (1, 2), 0.5)),
        SampleInput((x, (-1, 2, 0, 1, 1, 0))),
        SampleInput((x, (0, -2, -1, 0)), name="crop_only"),
    ]


def ref_upsample_nearest2d(x: np.ndarray, output_size: Any, scale_factors: Any = None) -> Any:
    """Nearest neighbour: output pixel ``i`` reads ``floor(i * in / out)`` (float32 scale)."""
    h, w = x.shape[-2:]
    if output_size is None:
        output_size = [int(s * f) for s, f in zip((h, w), scale_factors, strict=True)]
    rows = [
        min(int(np.float32(i) * np.float32(h / output_size[0])), h - 1)
        for i in range(output_size[0])
    ]
    cols = [
        min(int(np.float32(j) * np.float32(w / output_size[1])), w - 1)
        for j in range(output_size[1])
    ]
    if scale_factors is not None:
        rows = [min(int(i / scale_factors[0]), h - 1) for i in range(output_size[0])]
        cols = [min(int(j / scale_factors[1]), w - 1) for j in range(output_size[1])]
    return x[..., rows, :][..., cols]


def ref_upsample_bilinear2d(
    x: np.ndarray, output_size: Any, align_corners: bool, scale_factors: Any = None
) -> Any:
    """Bilinear interpolation along H then W, source positions as PyTorch computes them."""

    def along(x: np.ndarray, axis: int, out: int, factor: Any) -> np.ndarray:
        size = x.shape[axis]
        dst = np.arange(out, dtype=np.float64)
        if align_corners:
            src = dst * ((size - 1) / (out - 1) if out > 1 else 0.0)
        else:
            ratio = 1 / factor if factor else size / out
            src = np.maximum((dst + 0.5) * ratio - 0.5, 0)
        i0 = np.minimum(np.floor(src).astype(int), size - 1)
        i1 = np.minimum(i0 + 1, size - 1)
        lam = (src - i0).reshape((-1,) + (1,) * (x.ndim - 1 - (axis % x.ndim)))
        return np.take(x, i0, axis) * (1 - lam) + np.take(x, i1, axis) * lam

    factors = scale_factors or (None, None)
    if output_size is None:
        output_size = [int(s * f) for s, f in zip(x.shape[-2:], scale_factors, strict=True)]
    return along(along(x, -2, output_size[0], factors[0]), -1, output_size[1], factors[1])


def _upsample_samples(*extra: Any) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        x = rng.standard_normal((1, 2, 3, 4))
        return [
            SampleInput((x, (5, 7), *extra)),
            SampleInput((x, (6, 8), *extra), name="double"),
            SampleInput((x, (2, 3), *extra), name="down"),
            SampleInput((x, None, *extra, (1.5, 2.5)), name="scales"),
        ]

    return samples


def _ref_constant_pad(x: np.ndarray, pad: Sequence[int], value: Any = 0) -> np.ndarray:
    return _ref_pad(x, pad, "constant", value)


opinfos = [
    nn_info("constant_pad_nd", _ref_constant_pad, _constant_pad_samples),
    nn_info("pad", _ref_pad, _pad_samples, op=aten_op("pad")),
    nn_info(
        "upsample_nearest2d",
        ref_upsample_nearest2d,
        _upsample_samples(),
        op=aten_op("upsample_nearest2d"),
    ),
    nn_info(
        "upsample_bilinear2d",
        ref_upsample_bilinear2d,
        _upsample_samples(False),
        op=aten_op("upsample_bilinear2d"),
        atol=1e-6,
        rtol=1e-6,
    ),
    nn_info(
        "upsample_bilinear2d_align_corners",
        ref_upsample_bilinear2d,
        _upsample_samples(True),
        op=aten_op("upsample_bilinear2d"),
        atol=1e-6,
        rtol=1e-6,
    ),
]

register_opinfos(opinfos)
