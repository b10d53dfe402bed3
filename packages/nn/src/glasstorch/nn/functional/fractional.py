"""``fractional_max_pool2d/3d``: max pooling with a non-integer reduction ratio
(Graham, 2014). Each plane draws one uniform sample per spatial dim, which fixes the
pseudo-random window starts along that dim (aten's ``generate_intervals``); the
windows then are ``kernel_size`` wide."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from .._ntuple import _ntuple
from ._decomp_window_max import fractional_table, window_max
from ._utils import _named, require_floating

__all__ = [
    "fractional_max_pool2d",
    "fractional_max_pool2d_with_indices",
    "fractional_max_pool3d",
    "fractional_max_pool3d_with_indices",
]

_DIMS = {2: ("height", "width"), 3: ("time", "height", "width")}


def _check(
    nd: int, input: Tensor, kernel: tuple[int, ...], size: tuple[int, ...], samples: Tensor
) -> None:
    name = "fractional_max_pool2d" if nd == 2 else "fractional_max_pool3d_out"
    dims = _DIMS[nd]
    which = "tuple of Ints" if nd == 2 else "tuple of three Ints"
    if len(kernel) != nd:
        raise RuntimeError(
            f"fractional_max_pool{nd}d: kernel_size must either be a single Int or {which}"
        )
    if len(size) != nd:
        raise RuntimeError(
            f"fractional_max_pool{nd}d: output_size must either be a single Int or {which}"
        )
    if samples.dtype != input.dtype:
        raise RuntimeError("Expect _random_samples to have the same dtype as input")
    if samples.dim() != 3:
        raise RuntimeError(f"Expect _random_samples to have 3 dimensions, got {samples.dim()}")
    if samples.size(2) != nd:
        raise RuntimeError(f"Expect _random_samples.size(2) equals to {nd}; got {samples.size(2)}.")
    if input.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(
            f"{name}(): Expected {nd + 1}D or {nd + 2}D tensor, but got: {list(input.shape)}"
        )
    batched = input.dim() == nd + 2
    if samples.size(0) < (input.size(0) if batched else 1):
        raise RuntimeError("Expect _random_samples.size(0) no less then input batch size.")
    if samples.size(1) != input.size(input.dim() - nd - 1):
        raise RuntimeError("Expect _random_samples.size(1) equals to input channel size.")
    for i in range(1, input.dim()):
        if input.size(i) == 0:
            raise RuntimeError(
                f"{name}(): Expected input to have non-zero size for non-batch dimensions, but "
                f"got{list(input.shape)} with dimension {i} being empty."
            )
    for d, dim in enumerate(dims):
        length = input.size(input.dim() - nd + d)
        # aten lets a 2-d window end on the last element, but not a 3-d one
        last = size[d] + kernel[d] - 1
        if last > length or (nd == 3 and last == length):
            raise RuntimeError(
                f"{name}(): pool {dim} {kernel[d]} too large relative to input {dim} {length}"
            )
    require_floating(f"fractional_max_pool{nd}d_out_frame", input)


def _fractional(
    nd: int,
    input: Tensor,
    kernel_size: Any,
    output_size: Any,
    output_ratio: Any,
    samples: Tensor | None,
) -> tuple[Tensor, Tensor]:
    name = f"fractional_max_pool{nd}d"
    if output_size is None and output_ratio is None:
        raise ValueError(f"{name} requires specifying either an output_size or an output_ratio")
    if output_size is None:
        if nd == 2 and len(output_ratio) > 2:
            raise ValueError(
                f"{name} requires output_ratio to either be a single Int or tuple of Ints."
            )
        ratio = _ntuple(nd)(output_ratio)
        output_size = [int(input.size(d - nd) * ratio[d]) for d in range(nd)]
    if samples is None:
        require_floating("check_uniform_bounds", input)  # drawing the samples fails first
        batch = 1 if input.dim() == nd + 1 else input.size(0)
        channels = input.size(-nd - 1)
        samples = at.rand(batch, channels, nd, dtype=input.dtype, device=input.device)
    tup = _ntuple(nd)
    kernel, size = tuple(tup(kernel_size)), tuple(int(s) for s in tup(output_size))
    if any(s < 0 for s in size) and len(size) == nd:
        shape = list(input.shape[: input.dim() - nd]) + list(size)
        raise RuntimeError(f"Trying to create tensor with negative dimension {min(size)}: {shape}")
    _check(nd, input, kernel, size, samples)
    dtype = input.dtype.name
    batch = 1 if input.dim() == nd + 1 else input.size(0)
    drawn = samples[:batch].reshape(-1, nd).tolist()  # one (sample per dim) per plane
    # aten's sample order: (width, height) in 2-d, (time, height, width) in 3-d
    order = [1, 0] if nd == 2 else [0, 1, 2]
    tables = [
        fractional_table(
            [u[order[d]] for u in drawn],
            input.size(input.dim() - nd + d),
            size[d],
            kernel[d],
            dtype,
            input.device,
        )
        for d in range(nd)
    ]
    return window_max(input, tables)


def _fractional_function(nd: int, with_indices: bool, layout: str) -> Callable[..., Any]:
    def fractional_max_pool(
        input: Tensor,
        kernel_size: Any,
        output_size: Any = None,
        output_ratio: Any = None,
        return_indices: bool = with_indices,
        _random_samples: Tensor | None = None,
    ) -> Any:
        out, idx = _fractional(nd, input, kernel_size, output_size, output_ratio, _random_samples)
        return (out, idx) if with_indices or return_indices else out

    name = f"fractional_max_pool{nd}d"
    if with_indices:
        return _named(fractional_max_pool, name + "_with_indices", None)
    doc = (
        f"Fractional max pooling of an {layout} input to ``output_size`` (or "
        "``output_ratio`` of the input size) with ``kernel_size`` windows at random starts."
    )
    return _named(fractional_max_pool, name, doc)


fractional_max_pool2d_with_indices = _fractional_function(2, True, "(N, C, H, W)")
fractional_max_pool3d_with_indices = _fractional_function(3, True, "(N, C, D, H, W)")
fractional_max_pool2d = _fractional_function(2, False, "(N, C, H, W)")
fractional_max_pool3d = _fractional_function(3, False, "(N, C, D, H, W)")
