"""``max_unpool1d/2d/3d``: the partial inverse of max pooling — each pooled value goes
back to the position its index names, every other position is zero."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten.structured import scalar_type_name
from glasstorch.c10.core.scalar_type import int64

from .._ntuple import _ntuple
from ._decomp_window_max import max_unpool_nd
from ._utils import _named, require_floating

__all__ = ["max_unpool1d", "max_unpool2d", "max_unpool3d"]


def _unpool_output_size(
    input: Tensor,
    kernel_size: Sequence[int],
    stride: Sequence[int],
    padding: Sequence[int],
    output_size: Any,
) -> list[int]:
    """The output's spatial size: the pooling's input size unless ``output_size`` picks
    one of the sizes (within a stride of it) that pool to the same shape."""
    nd = len(kernel_size)
    default = [
        (input.size(input.dim() - nd + d) - 1) * stride[d] + kernel_size[d] - 2 * padding[d]
        for d in range(nd)
    ]
    if output_size is None:
        size = default
    else:
        if len(output_size) == nd + 2:
            output_size = output_size[2:]
        if len(output_size) != nd:
            raise ValueError(
                f"output_size should be a sequence containing {nd} or {nd + 2} elements, but it "
                f"has a length of '{len(output_size)}'"
            )
        for d in range(nd):
            low, high = default[d] - stride[d], default[d] + stride[d]
            if not low < output_size[d] < high:
                raise ValueError(
                    f'invalid output_size "{output_size}" (dim {d} must be between {low} and '
                    f"{high})"
                )
        size = list(output_size)
    for d in range(nd):
        if size[d] < 0:
            raise ValueError(
                "max_unpooling: output_size must contain non-negative spatial dimensions, but "
                f"got output_size[{d}]={size[d]}"
            )
    return [int(s) for s in size]


def _check(nd: int, input: Tensor, indices: Tensor, stride: Sequence[int]) -> None:
    """aten's ``max_unpooling{2,3}d`` checks (1-d unpooling runs as 2-d)."""
    aten_nd = max(nd, 2)
    if indices.dtype != int64:
        got = "" if aten_nd == 3 else f" but got: {scalar_type_name(indices.dtype)}"
        raise RuntimeError(f"elements in indices should be type int64{got}")
    if input.dim() not in (aten_nd + 1, aten_nd + 2):
        raise RuntimeError(
            f"Input to max_unpooling{aten_nd}d should be a {aten_nd + 1}d or {aten_nd + 2}d "
            f"Tensor, but got a tensor with {input.dim()} dimensions."
        )
    if aten_nd == 3 and any(s <= 0 for s in stride):
        raise RuntimeError(f"strides should be greater than zero, but got stride: {list(stride)}")
    if input.shape != indices.shape:
        raise RuntimeError(
            "Expected shape of indices to be same as that of the input tensor "
            f"({list(input.shape)}) but got indices tensor with shape: {list(indices.shape)}"
        )
    for i in range(1, input.dim()):
        if input.size(i) == 0:
            raise RuntimeError(
                f"max_unpooling{aten_nd}d_forward_out_cpu(): Expected input to have non-zero size "
                f"for non-batch dimensions, but got {list(input.shape)} with dimension {i} being "
                "empty."
            )
    require_floating(f"max_unpool{aten_nd}d", input)


def _max_unpool(
    nd: int,
    input: Tensor,
    indices: Tensor,
    kernel_size: Any,
    stride: Any,
    padding: Any,
    output_size: Any,
) -> Tensor:
    tup = _ntuple(nd)
    kernel = tup(kernel_size)
    strides = tup(stride) if stride is not None else kernel
    size = _unpool_output_size(input, kernel, strides, tup(padding), output_size)
    if nd == 1:  # aten unpools (…, L) as (…, L, 1)
        input, indices, size = input.unsqueeze(-1), indices.unsqueeze(-1), [*size, 1]
    _check(nd, input, indices, strides)
    plane = 1
    for s in size:
        plane *= s
    bad = indices.lt(0).logical_or(indices.ge(plane))
    if bool(bad.any()):
        last = indices.masked_select(bad)[-1].item()  # aten reports the last one it met
        dims = "x".join(str(s) for s in size)
        raise RuntimeError(
            f"Found an invalid max index: {last} (output volumes are of size {dims})"
        )
    out = max_unpool_nd(input, indices, size)
    return out.squeeze(-1) if nd == 1 else out


def _max_unpool_function(nd: int, layout: str) -> Callable[..., Any]:
    def max_unpool(
        input: Tensor,
        indices: Tensor,
        kernel_size: Any,
        stride: Any = None,
        padding: Any = 0,
        output_size: Any = None,
    ) -> Tensor:
        return _max_unpool(nd, input, indices, kernel_size, stride, padding, output_size)

    doc = (
        f"Scatter pooled {layout} values back to the positions ``indices`` (from "
        f"``max_pool{nd}d(..., return_indices=True)``), zeros elsewhere."
    )
    return _named(max_unpool, f"max_unpool{nd}d", doc)


max_unpool1d = _max_unpool_function(1, "(N, C, L)")
max_unpool2d = _max_unpool_function(2, "(N, C, H, W)")
max_unpool3d = _max_unpool_function(3, "(N, C, D, H, W)")
