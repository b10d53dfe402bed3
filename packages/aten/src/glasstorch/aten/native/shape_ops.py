"""Shape operators that copy: cat, stack, flip, roll, repeat, repeat_interleave, tril/triu, diag.

Mirrors ``native/TensorShape.cpp``, ``TensorTransformations.cpp``, ``Repeat.cpp`` and
``TriangularOps.cpp``. ``cat`` and ``tril``/``triu`` are structured (a meta function plus a
numpy impl); ``flip`` has its own CPU and Meta kernels; the rest are built from other
operators, as in PyTorch, and so run on every device, Meta included.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.layout import contiguous_format
from glasstorch.c10.core.scalar_type import int32, int64
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import empty_tensor
from ..structured import TensorMeta
from ._lazy import ops
from .dim_utils import dim_list_to_bitset
from .tensor_iterator import common_device, result_type
from .view_ops import make_view, unsqueeze

__all__ = [
    "cat_out",
    "diag",
    "flip",
    "flip_meta",
    "hstack",
    "hstack_out",
    "meta_cat",
    "meta_tril",
    "meta_triu",
    "repeat",
    "repeat_interleave_cpu",
    "repeat_interleave_self_Tensor",
    "repeat_interleave_self_int",
    "roll",
    "stack",
    "stack_out",
    "tile",
    "tril_out",
    "triu_out",
    "vstack",
    "vstack_out",
]


# -- cat ----------------------------------------------------------------------------------------
def _skipped_in_cat(tensor: Any) -> bool:
    """Legacy rule: 1-D empty tensors are left out of ``cat`` (shape checks and result)."""
    impl = tensor._impl
    return impl.numel() == 0 and impl.dim() == 1


def _cat_wrap_dim(dim: int, tensors: Sequence[Any]) -> int:
    for tensor in tensors:
        if not _skipped_in_cat(tensor):
            return maybe_wrap_dim(dim, tensor._impl.dim())
    return dim


def meta_cat(tensors: Sequence[Any], dim: int = 0) -> TensorMeta:
    """Sizes equal except along ``dim``, where they add up; dtypes promote."""
    if not tensors:
        raise RuntimeError("torch.cat(): expected a non-empty list of Tensors")
    for i, tensor in enumerate(tensors):
        if tensor._impl.dim() == 0:
            raise RuntimeError(f"zero-dimensional tensor (at position {i}) cannot be concatenated")
    dim = _cat_wrap_dim(dim, tensors)
    device = common_device(tensors)
    dtype = result_type(*tensors)
    first = next((tensor._impl for tensor in tensors if not _skipped_in_cat(tensor)), None)
    if first is None:
        return TensorMeta((0,), dtype, device)
    total = 0
    for i, tensor in enumerate(tensors):
        if _skipped_in_cat(tensor):
            continue
        sizes = tensor._impl.sizes
        if len(sizes) != first.dim():
            raise RuntimeError(
                f"Tensors must have same number of dimensions: got {first.dim()} and {len(sizes)}"
            )
        for d, (expected, size) in enumerate(zip(first.sizes, sizes, strict=True)):
            if d != dim and size != expected:
                raise RuntimeError(
                    f"Sizes of tensors must match except in dimension {dim}. Expected size "
                    f"{expected} but got size {size} for tensor number {i} in the list."
                )
        total += sizes[dim]
    return TensorMeta((*first.sizes[:dim], total, *first.sizes[dim + 1 :]), dtype, device)


def cat_out(tensors: Sequence[Any], dim: int, out: Any) -> None:
    kept = [tensor._array() for tensor in tensors if not _skipped_in_cat(tensor)]
    if kept and out._impl.numel():
        np.concatenate(kept, axis=_cat_wrap_dim(dim, tensors), out=out._array(), casting="unsafe")


# -- stack, hstack, vstack ----------------------------------------------------------------------
def _stack_inputs(tensors: Sequence[Any], dim: int) -> tuple[list[Any], int]:
    """Each tensor unsqueezed at ``dim``, after checking they all have one shape."""
    if not tensors:
        raise RuntimeError("stack expects a non-empty TensorList")
    shape = tensors[0]._impl.sizes
    for i, tensor in enumerate(tensors[1:], 1):
        if tensor._impl.sizes != shape:
            raise RuntimeError(
                f"stack expects each tensor to be equal size, but got {list(shape)} at entry 0 "
                f"and {list(tensor._impl.sizes)} at entry {i}"
            )
    dim = maybe_wrap_dim(dim, len(shape) + 1)
    return [unsqueeze(tensor, dim) for tensor in tensors], dim


def stack(tensors: Sequence[Any], dim: int = 0) -> Any:
    return ops.cat.call(*_stack_inputs(tensors, dim))


def stack_out(tensors: Sequence[Any], dim: int, out: Any) -> Any:
    return ops.cat_out.call(*_stack_inputs(tensors, dim), out)


def _at_least(tensor: Any, ndim: int) -> Any:
    """``atleast_1d``/``atleast_2d``: 0-dim → [1] (or [1, 1]); 1-D → [1, n] for 2-D."""
    have = tensor._impl.dim()
    if have >= ndim:
        return tensor
    return ops.reshape.call(tensor, (1,) * (ndim - have) + tensor._impl.sizes)


def _hstack_inputs(tensors: Sequence[Any]) -> tuple[list[Any], int]:
    if not tensors:
        raise RuntimeError("hstack expects a non-empty TensorList")
    parts = [_at_least(tensor, 1) for tensor in tensors]
    return parts, 0 if parts[0]._impl.dim() == 1 else 1


def _vstack_inputs(tensors: Sequence[Any]) -> tuple[list[Any], int]:
    if not tensors:
        raise RuntimeError("vstack expects a non-empty TensorList")
    return [_at_least(tensor, 2) for tensor in tensors], 0


def hstack(tensors: Sequence[Any]) -> Any:
    return ops.cat.call(*_hstack_inputs(tensors))


def hstack_out(tensors: Sequence[Any], out: Any) -> Any:
    return ops.cat_out.call(*_hstack_inputs(tensors), out)


def vstack(tensors: Sequence[Any]) -> Any:
    return ops.cat.call(*_vstack_inputs(tensors))


def vstack_out(tensors: Sequence[Any], out: Any) -> Any:
    return ops.cat_out.call(*_vstack_inputs(tensors), out)


# -- flip and roll ------------------------------------------------------------------------------
def _flip_result(self: Any, dims: Sequence[int]) -> tuple[Any, tuple[int, ...]]:
    impl = self._impl
    mask = dim_list_to_bitset(dims, impl.dim())
    axes = tuple(d for d in range(impl.dim()) if mask[d])
    return empty_tensor(impl.sizes, impl.dtype, impl.device), axes


def flip(self: Any, dims: Sequence[int]) -> Any:
    out, axes = _flip_result(self, dims)
    np.copyto(out._array(), np.flip(self._array(), axes))
    return out


def flip_meta(self: Any, dims: Sequence[int]) -> Any:
    return _flip_result(self, dims)[0]


def roll(self: Any, shifts: Sequence[int], dims: Sequence[int] = ()) -> Any:
    """Elements shifted along ``dims`` (over the flattened tensor when ``dims`` is empty)."""
    impl = self._impl
    if not shifts:
        raise RuntimeError("`shifts` required")
    if not dims and len(shifts) == 1:
        flat = ops.view.call(ops.contiguous.call(self, contiguous_format), (impl.numel(),))
        return ops.view.call(roll(flat, shifts, (0,)), impl.sizes)
    if len(shifts) != len(dims):
        raise RuntimeError(
            f"shifts and dimensions must align. shifts: {len(shifts)}, dims:{len(dims)}"
        )
    if len(dims) > 1:
        return roll(roll(self, shifts[:1], dims[:1]), shifts[1:], dims[1:])
    if impl.numel() == 0:
        return ops.clone.call(self, None)
    dim = maybe_wrap_dim(dims[0], impl.dim())
    size = impl.sizes[dim]
    start = (size - shifts[0]) % size
    tail = ops.narrow.call(self, dim, start, size - start)
    head = ops.narrow.call(self, dim, 0, start)
    return ops.cat.call([tail, head], dim)


# -- repeat, tile, repeat_interleave ------------------------------------------------------------
def repeat(self: Any, repeats: Sequence[int]) -> Any:
    """``self`` tiled ``repeats[i]`` times along each dim (new leading dims as needed)."""
    impl = self._impl
    if len(repeats) < impl.dim():
        raise RuntimeError(
            "Number of dimensions of repeat dims can not be smaller than number of dimensions "
            "of tensor"
        )
    new_dims = len(repeats) - impl.dim()
    padded = (1,) * new_dims + impl.sizes
    target = tuple(p * r for p, r in zip(padded, repeats, strict=True))
    result = ops.empty_memory_format.call(target, impl.dtype, None, impl.device, None, None)
    if 0 in target:
        return result
    # The result seen as (r0, p0, r1, p1, ...); the source broadcasts over every r_i.
    blocks = [x for p, r in zip(padded, repeats, strict=True) for x in (r, p)]
    dst = ops.view.call(result, blocks)
    strides = (0,) * new_dims + impl.strides
    src = make_view(
        self,
        [x for p in padded for x in (1, p)],
        [x for s in strides for x in (0, s)],
        impl.storage_offset,
    )
    ops.copy_.call(dst, src, False)
    return result


def tile(self: Any, dims: Sequence[int]) -> Any:
    missing = self._impl.dim() - len(dims)
    return ops.repeat.call(self, (1,) * missing + tuple(dims))


def repeat_interleave_cpu(repeats: Any, output_size: int | None = None) -> Any:
    """``repeat_interleave(repeats)``: index ``i`` repeated ``repeats[i]`` times."""
    if repeats._impl.dim() != 1:
        raise RuntimeError("repeat_interleave only accept 1D vector as repeat")
    if repeats._impl.dtype not in (int64, int32):
        raise RuntimeError("repeats has to be Long or Int tensor")
    counts = repeats._array()
    if (counts < 0).any():
        raise RuntimeError("repeats can not be negative")
    indices = np.repeat(np.arange(len(counts)), counts)
    if output_size is not None and output_size != len(indices):
        raise RuntimeError(
            f"repeat_interleave: output_size {output_size} does not match the sum of repeats "
            f"{len(indices)}"
        )
    out = empty_tensor((len(indices),), repeats._impl.dtype, repeats._impl.device)
    out._array()[...] = indices
    return out


def repeat_interleave_self_int(
    self: Any, repeats: int, dim: int | None = None, output_size: int | None = None
) -> Any:
    """Each element (or slice along ``dim``) repeated ``repeats`` times in place."""
    source = self if dim is not None else ops.flatten_using_ints.call(self, 0, -1)
    d = maybe_wrap_dim(0 if dim is None else dim, self._impl.dim())
    if repeats < 0:
        raise RuntimeError("Repeats must be non-negative")
    source = ops.unsqueeze.call(source, d + 1)
    sizes = list(source._impl.sizes)
    sizes[d + 1] = repeats
    expanded = ops.expand.call(source, sizes, False)
    return ops.flatten_using_ints.call(ops.clone.call(expanded, contiguous_format), d, d + 1)


def repeat_interleave_self_Tensor(
    self: Any, repeats: Any, dim: int | None = None, output_size: int | None = None
) -> Any:
    """Slice ``i`` along ``dim`` repeated ``repeats[i]`` times (one count: all alike)."""
    source = self if dim is not None else ops.flatten_using_ints.call(self, 0, -1)
    d = 0 if dim is None else maybe_wrap_dim(dim, source._impl.dim())
    size = source._impl.size(d)
    if repeats._impl.dim() == 0 or repeats._impl.sizes == (1,):
        repeats = ops.expand.call(ops.reshape.call(repeats, (1,)), (size,), False)
    elif repeats._impl.dim() != 1:
        raise RuntimeError("repeats must be 0-dim or 1-dim tensor")
    elif repeats._impl.sizes[0] != size:
        raise RuntimeError(
            "repeats must have the same size as input along dim, but got repeats.size(0) = "
            f"{repeats._impl.sizes[0]} and input.size({d}) = {size}"
        )
    indices = ops.repeat_interleave_Tensor.call(repeats, output_size)
    return ops.index_select.call(source, d, indices)


# -- tril, triu, diag ---------------------------------------------------------------------------
def _triangle_meta(name: str) -> Any:
    def meta(self: Any, diagonal: int = 0) -> TensorMeta:
        impl = self._impl
        if impl.dim() < 2:
            raise RuntimeError(f"{name}: input tensor must have at least 2 dimensions")
        return TensorMeta(impl.sizes, impl.dtype, impl.device)

    return meta


meta_tril = _triangle_meta("tril")
meta_triu = _triangle_meta("triu")


def tril_out(self: Any, diagonal: int, out: Any) -> None:
    np.copyto(out._array(), np.tril(self._array(), diagonal))


def triu_out(self: Any, diagonal: int, out: Any) -> None:
    np.copyto(out._array(), np.triu(self._array(), diagonal))


def diag(self: Any, diagonal: int = 0) -> Any:
    """A 1-D tensor → a square matrix with it on diagonal ``diagonal``; a matrix → that diagonal."""
    impl = self._impl
    if impl.dim() not in (1, 2):
        raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {impl.dim()}D")
    if impl.dim() == 2:
        return ops.clone.call(ops.diagonal.call(self, diagonal, 0, 1), None)
    n = impl.sizes[0] + abs(diagonal)
    result = ops.empty_memory_format.call((n, n), impl.dtype, None, impl.device, None, None)
    ops.zero_.call(result)
    ops.copy_.call(ops.diagonal.call(result, diagonal, 0, 1), self, False)
    return result
