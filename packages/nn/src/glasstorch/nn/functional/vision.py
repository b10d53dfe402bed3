"""Padding and resampling of nn.functional: ``pad``, ``interpolate``, ``upsample*``."""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from typing import Any

from glasstorch.aten import Tensor

from ._decomp_antialias import antialias_resample
from ._decomp_conv import constant_pad_nd
from ._decomp_vision import cubic_resample, index_pad, linear_resample, nearest_resample
from ._native import native, usable
from .pooling import adaptive_avg_pool1d, adaptive_avg_pool2d, adaptive_avg_pool3d

__all__ = ["interpolate", "pad", "upsample", "upsample_bilinear", "upsample_nearest"]

_PAD_MODES = ("constant", "reflect", "replicate", "circular")


def pad(
    input: Tensor, pad: Sequence[int], mode: str = "constant", value: float | None = None
) -> Tensor:
    """Pad the last ``len(pad) // 2`` dims: ``pad = (left_last, right_last, left_prev, ...)``."""
    if mode not in _PAD_MODES:
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    pad = [int(p) for p in pad]
    if mode == "constant":
        op = usable("constant_pad_nd", input)
        fill = 0.0 if value is None else value
        if op is not None:
            return op.call(input, pad, fill)
        return constant_pad_nd(input, pad, fill)
    if value is not None and value != 0:
        raise RuntimeError(f'Padding mode "{mode}" doesn\'t take in value argument')
    dims = len(pad) // 2
    if len(pad) % 2 != 0 or dims not in (1, 2, 3) or input.dim() not in (dims + 1, dims + 2):
        raise NotImplementedError(
            f"Padding size {len(pad)} is not supported for {input.dim()}D input tensor.\n"
            "Supported combinations for non-constant padding:\n"
            "  - 2D or 3D input: padding size = 2 (pads last dimension)\n"
            "  - 3D or 4D input: padding size = 4 (pads last 2 dimensions)\n"
            "  - 4D or 5D input: padding size = 6 (pads last 3 dimensions)"
        )
    kernel = {"reflect": "reflection_pad", "replicate": "replication_pad"}.get(mode)
    if kernel is not None and usable(f"{kernel}{dims}d", input) is not None:
        return native("pad").call(input, pad, mode, None)  # aten's pad routes to that kernel
    return index_pad(input, pad, mode)


def _output_size_and_scales(
    input: Tensor,
    size: Any,
    scale_factor: Any,
    recompute: bool | None,
    mode: str,
) -> tuple[list[int], list[float | None]]:
    dim = input.dim() - 2
    spatial = list(input.shape[2:])
    if size is not None and scale_factor is not None:
        raise ValueError("only one of size or scale_factor should be defined")
    if size is not None:
        if isinstance(size, list | tuple):
            if len(size) != dim:
                raise ValueError(
                    "Input and output must have the same number of spatial dimensions, but got "
                    f"input with spatial dimensions of {spatial} and output size of {size}. "
                    "Please provide input tensor in (N, C, d1, d2, ...,dK) format and output "
                    "size in (o1, o2, ...,oK) format."
                )
            out = [int(s) for s in size]
        else:
            out = [int(size)] * dim
        return out, [None] * dim
    if scale_factor is None:
        raise ValueError("either size or scale_factor should be defined")
    if isinstance(scale_factor, list | tuple):
        if len(scale_factor) != dim:
            raise ValueError(
                "Input and scale_factor must have the same number of spatial dimensions, but got "
                f"input with spatial dimensions of {spatial} and scale_factor of shape "
                f"{scale_factor}. Please provide input tensor in (N, C, d1, d2, ...,dK) format "
                "and scale_factor in (s1, s2, ...,sK) format."
            )
        scales = [float(s) for s in scale_factor]
    else:
        scales = [float(scale_factor)] * dim
    out = [int(math.floor(spatial[i] * scales[i])) for i in range(dim)]
    if recompute or mode == "area":
        return out, [None] * dim
    return out, list(scales)


def _size_or_scales(
    out: list[int], scales: list[float | None]
) -> tuple[list[int] | None, list[float] | None]:
    """The ``.vec`` overloads take exactly one of output size and scale factors."""
    if scales[0] is None:
        return out, None
    return None, [float(s) for s in scales]  # type: ignore[arg-type]


def _unsupported(input: Tensor, mode: str) -> str:
    return (
        f"Input Error: Only 3D, 4D and 5D input Tensors supported (got {input.dim()}D) for the "
        "modes: nearest | linear | bilinear | bicubic | trilinear | lanczos | area | "
        f"nearest-exact (got {mode})"
    )


def interpolate(
    input: Tensor,
    size: Any = None,
    scale_factor: Any = None,
    mode: str = "nearest",
    align_corners: bool | None = None,
    recompute_scale_factor: bool | None = None,
    antialias: bool = False,
) -> Tensor:
    """Resample the spatial dims (all but N, C) to ``size`` or by ``scale_factor``."""
    if mode in ("nearest", "area", "nearest-exact"):
        if align_corners is not None:
            raise ValueError(
                "align_corners option can only be set with the interpolating modes: "
                "linear | bilinear | bicubic | trilinear"
            )
    elif align_corners is None:
        align_corners = False
    if recompute_scale_factor and size is not None:
        raise ValueError("recompute_scale_factor is not meaningful with an explicit size.")
    dim = input.dim() - 2
    if dim not in (1, 2, 3):
        raise NotImplementedError(_unsupported(input, mode))
    out, scales = _output_size_and_scales(input, size, scale_factor, recompute_scale_factor, mode)
    if antialias and not (mode in ("bilinear", "bicubic", "lanczos") and input.dim() == 4):
        raise ValueError(
            "Anti-alias option is restricted to bilinear, bicubic, and lanczos modes and "
            "requires a 4-D tensor as input"
        )
    if mode == "lanczos" and dim == 2:
        if align_corners:
            raise ValueError("Lanczos mode does not support align_corners=True")
        if not antialias:
            raise ValueError("Lanczos mode requires antialias=True")
    if antialias:
        x = input
        for i in range(dim):
            x = antialias_resample(x, 2 + i, out[i], scales[i], bool(align_corners), mode)
        return x
    if mode in ("nearest", "nearest-exact"):
        if dim == 2 and mode == "nearest":
            op = usable("upsample_nearest2d_vec", input)
            if op is not None:
                return op.call(input, *_size_or_scales(out, scales))
        x = input
        for i in range(dim):
            x = nearest_resample(x, 2 + i, out[i], scales[i], mode == "nearest-exact")
        return x
    if mode == "area":
        pool = (adaptive_avg_pool1d, adaptive_avg_pool2d, adaptive_avg_pool3d)[dim - 1]
        return pool(input, out)
    linear_modes = {"linear": 1, "bilinear": 2, "trilinear": 3}
    if mode in linear_modes:
        if linear_modes[mode] != dim:
            raise NotImplementedError(
                f"Got {input.dim()}D input, but {mode} mode needs {linear_modes[mode] + 2}D input"
            )
        if dim == 2:
            op = usable("upsample_bilinear2d_vec", input)
            if op is not None:
                size, factors = _size_or_scales(out, scales)
                return op.call(input, size, align_corners, factors)
        x = input
        for i in range(dim):
            x = linear_resample(x, 2 + i, out[i], scales[i], bool(align_corners))
        return x
    if mode == "bicubic" and dim == 2:
        x = input
        for i in range(dim):
            x = cubic_resample(x, 2 + i, out[i], scales[i], bool(align_corners))
        return x
    raise NotImplementedError(_unsupported(input, mode))


def upsample(
    input: Tensor,
    size: Any = None,
    scale_factor: Any = None,
    mode: str = "nearest",
    align_corners: bool | None = None,
) -> Tensor:
    """Deprecated alias of :func:`interpolate`."""
    warnings.warn(
        "`nn.functional.upsample` is deprecated. Use `nn.functional.interpolate` instead.",
        stacklevel=2,
    )
    return interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input: Tensor, size: Any = None, scale_factor: Any = None) -> Tensor:
    """Deprecated: ``interpolate(..., mode="nearest")``."""
    warnings.warn(
        "`nn.functional.upsample_nearest` is deprecated. Use `nn.functional.interpolate` instead.",
        stacklevel=2,
    )
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input: Tensor, size: Any = None, scale_factor: Any = None) -> Tensor:
    """Deprecated: ``interpolate(..., mode="bilinear", align_corners=True)``."""
    warnings.warn(
        "`nn.functional.upsample_bilinear` is deprecated. Use `nn.functional.interpolate` instead.",
        stacklevel=2,
    )
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)
