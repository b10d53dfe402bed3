"""Pooling, RMS normalisation and grid sampling in the ``torch`` namespace: PyTorch's native
signatures over nn.functional (``stride=[]`` for "as the kernel", integer sampling modes,
a required ``align_corners``)."""

from __future__ import annotations

from collections.abc import Sequence

from glasstorch.aten import Tensor
from glasstorch.aten.python_bindings import schema_bound
from glasstorch.nn import functional as F
from glasstorch.nn.functional import sampling as _sampling

__all__ = [
    "adaptive_max_pool1d",
    "affine_grid_generator",
    "grid_sampler",
    "grid_sampler_2d",
    "grid_sampler_3d",
    "max_pool3d",
    "rms_norm",
]

_INTERPOLATION_MODES = {v: k for k, v in _sampling.GRID_SAMPLE_INTERPOLATION_MODES.items()}
_PADDING_MODES = {v: k for k, v in _sampling.GRID_SAMPLE_PADDING_MODES.items()}


@schema_bound("adaptive_max_pool1d(Tensor self, int[1] output_size) -> (Tensor, Tensor)")
def adaptive_max_pool1d(input: Tensor, output_size: Sequence[int]) -> tuple[Tensor, Tensor]:  # noqa: A002
    """The maxima of ``output_size`` near-equal windows over the last dim, and their
    indices."""
    values, indices = F.adaptive_max_pool1d(input, output_size, return_indices=True)
    return values, indices


@schema_bound(
    "max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, "
    "int[3] dilation=1, bool ceil_mode=False) -> Tensor"
)
def max_pool3d(
    input: Tensor,  # noqa: A002
    kernel_size: Sequence[int],
    stride: Sequence[int],
    padding: Sequence[int],
    dilation: Sequence[int],
    ceil_mode: bool,
) -> Tensor:
    """3-d max pooling; an empty ``stride`` means the kernel size."""
    return F.max_pool3d(input, kernel_size, stride or None, padding, dilation, ceil_mode)


@schema_bound(
    "rms_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight=None, float? eps=None) "
    "-> Tensor"
)
def rms_norm(
    input: Tensor,  # noqa: A002
    normalized_shape: Sequence[int],
    weight: Tensor | None,
    eps: float | None,
) -> Tensor:
    """``input`` divided by its root mean square over the last ``normalized_shape`` dims
    (``eps`` defaults to the dtype's machine epsilon), times ``weight``."""
    return F.rms_norm(input, normalized_shape, weight, eps)


def _modes(interpolation_mode: int, padding_mode: int) -> tuple[str, str]:
    """nn.functional's names of aten's sampling enums; values outside them are refused
    (PyTorch's kernels read them as undefined enum values)."""
    if interpolation_mode not in _INTERPOLATION_MODES:
        raise RuntimeError(
            f"grid_sampler(): expected interpolation_mode to be 0 (bilinear), 1 (nearest) or "
            f"2 (bicubic), but got {interpolation_mode}"
        )
    if padding_mode not in _PADDING_MODES:
        raise RuntimeError(
            f"grid_sampler(): expected padding_mode to be 0 (zeros), 1 (border) or "
            f"2 (reflection), but got {padding_mode}"
        )
    return _INTERPOLATION_MODES[interpolation_mode], _PADDING_MODES[padding_mode]


def _grid_sample(
    input: Tensor,  # noqa: A002
    grid: Tensor,
    interpolation_mode: int,
    padding_mode: int,
    align_corners: bool,
    dims: int | None,
) -> Tensor:
    """aten's common grid_sampler checks, then those of the ``dims``-d kernel, then the
    sampling."""
    mode, padding = _modes(interpolation_mode, padding_mode)
    # the checks common to both kernels, in aten's order (the 2-d kernel has no bicubic one)
    _sampling._check(input, grid, "bilinear" if dims == 4 else mode)
    if dims is not None and (input.dim() != dims or grid.dim() != dims):
        raise RuntimeError(
            f"grid_sampler(): expected {dims}D input and grid with same number of dimensions, "
            f"but got input with sizes {list(input.shape)} and grid with sizes {list(grid.shape)}"
        )
    return F.grid_sample(input, grid, mode, padding, align_corners)


_SAMPLER_ARGS = "(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor"  # noqa: E501


@schema_bound("grid_sampler" + _SAMPLER_ARGS)
def grid_sampler(
    input: Tensor,  # noqa: A002
    grid: Tensor,
    interpolation_mode: int,
    padding_mode: int,
    align_corners: bool,
) -> Tensor:
    """``input`` (N, C, H, W) or (N, C, D, H, W) sampled at ``grid``'s (x, y[, z]) points in
    [-1, 1]; modes as integers: interpolation 0 bilinear, 1 nearest, 2 bicubic; padding
    0 zeros, 1 border, 2 reflection."""
    return _grid_sample(input, grid, interpolation_mode, padding_mode, align_corners, None)


@schema_bound("grid_sampler_2d" + _SAMPLER_ARGS)
def grid_sampler_2d(
    input: Tensor,  # noqa: A002
    grid: Tensor,
    interpolation_mode: int,
    padding_mode: int,
    align_corners: bool,
) -> Tensor:
    """``grid_sampler`` of a 4-d input (N, C, H, W) at a (N, H_out, W_out, 2) grid."""
    return _grid_sample(input, grid, interpolation_mode, padding_mode, align_corners, 4)


@schema_bound("grid_sampler_3d" + _SAMPLER_ARGS)
def grid_sampler_3d(
    input: Tensor,  # noqa: A002
    grid: Tensor,
    interpolation_mode: int,
    padding_mode: int,
    align_corners: bool,
) -> Tensor:
    """``grid_sampler`` of a 5-d input (N, C, D, H, W) at a (N, D_out, H_out, W_out, 3)
    grid."""
    return _grid_sample(input, grid, interpolation_mode, padding_mode, align_corners, 5)


@schema_bound("affine_grid_generator(Tensor theta, SymInt[] size, bool align_corners) -> Tensor")
def affine_grid_generator(theta: Tensor, size: Sequence[int], align_corners: bool) -> Tensor:
    """The sampling grid of the affine maps ``theta`` for an output of ``size``: (N, H, W, 2)
    for (N, 2, 3) maps and a 4-d size, (N, D, H, W, 3) for (N, 3, 4) maps and a 5-d size."""
    return _sampling.affine_grid_generator(theta, size, align_corners)
