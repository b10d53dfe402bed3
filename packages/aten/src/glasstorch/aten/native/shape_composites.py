"""Shape operators PyTorch builds from others: ``tensor_split`` and ``hsplit``/``vsplit``/
``dsplit``, ``atleast_1d/2d/3d``, ``column_stack``/``dstack``, ``fliplr``/``flipud``,
``rot90``, ``take_along_dim``, ``block_diag``, ``diagflat``, ``fill_diagonal_``, the
``unsafe_split`` family, ``narrow_copy``, ``sum_to_size`` and ``combinations``.

Mirrors ``native/TensorShape.cpp`` and ``Itertools.cpp``. Each is CompositeImplicitAutograd
(the views stay views, the copies are differentiable through their pieces), except the
``unsafe_split`` family, whose results alias the input without being recorded as views.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import int64, promote_types
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import tensor_from_array
from ._lazy import ops
from .shape_ops import _at_least
from .tensor_iterator import broadcast_shapes, type_name
from .view_ops import alias_with_sizes_and_strides

__all__ = [
    "atleast_1d", "atleast_1d_Sequence", "atleast_2d", "atleast_2d_Sequence", "atleast_3d",
    "atleast_3d_Sequence", "block_diag", "block_diag_out", "column_stack", "column_stack_out",
    "combinations", "diag_embed", "diag_embed_out", "diagflat", "dsplit_array", "dsplit_int",
    "dstack", "dstack_out", "fill_diagonal_", "fliplr", "flipud", "hsplit_array", "hsplit_int",
    "narrow_copy", "narrow_copy_out", "rot90", "rot90_out", "sum_to_size", "take_along_dim",
    "take_along_dim_out", "tensor_split_indices", "tensor_split_sections",
    "tensor_split_tensor_indices_or_sections", "unsafe_chunk", "unsafe_split_Tensor",
    "unsafe_split_with_sizes", "vsplit_array", "vsplit_int",
]  # fmt: skip


def _replace(out: Any, result: Any) -> Any:
    """An out= composite's result copied into ``out`` (resized to it)."""
    ops.resize_.call(out, tuple(result.shape), None)
    return ops.copy_.call(out, result, False)


# -- tensor_split and hsplit/vsplit/dsplit -----------------------------------------------------
def _split_dim(self: Any, dim: int) -> int:
    if self._impl.dim() == 0:
        raise RuntimeError(
            "tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims"
        )
    return maybe_wrap_dim(dim, self._impl.dim())


def tensor_split_sections(self: Any, sections: int, dim: int = 0) -> list[Any]:
    """``sections`` views along ``dim``, the first ``size % sections`` one element longer."""
    dim = _split_dim(self, dim)
    if sections <= 0:
        raise RuntimeError(f"number of sections must be larger than 0, got {sections}")
    size = self._impl.sizes[dim]
    base, extra = divmod(size, sections)
    views, start = [], 0
    for i in range(sections):
        length = base + (1 if i < extra else 0)
        views.append(ops.slice_Tensor.call(self, dim, start, start + length, 1))
        start += length
    return views


def tensor_split_indices(self: Any, indices: Sequence[int], dim: int = 0) -> list[Any]:
    """Views between consecutive ``indices`` along ``dim`` (clamped, as Python slices)."""
    dim = _split_dim(self, dim)
    bounds = [0, *indices, None]
    return [
        ops.slice_Tensor.call(self, dim, start, end, 1)
        for start, end in zip(bounds[:-1], bounds[1:], strict=True)
    ]


def tensor_split_tensor_indices_or_sections(self: Any, split: Any, dim: int = 0) -> list[Any]:
    """A 0-dim int64 tensor of sections, or a 1-D one of indices."""
    if split._impl.dtype is not int64:
        raise RuntimeError(
            "tensor_split expected tensor_indices_or_sections to have dtype of long, but got "
            f"{type_name(split._impl.dtype)}"
        )
    if split.dim() > 1:
        raise RuntimeError(
            "tensor_split expected tensor_indices_or_sections to be a zero-dimensional or "
            f"one-dimensional tensor, but got a tensor with {split.dim()} dims"
        )
    if split.dim() == 0:
        return tensor_split_sections(self, int(split.item()), dim)
    return tensor_split_indices(self, [int(i) for i in split.tolist()], dim)


def _direction_split(name: str, min_dim: int, dim: int) -> tuple[Any, Any]:
    """``name.int`` and ``name.array``: tensor_split along ``dim`` of tensors with at least
    ``min_dim`` dims (``hsplit`` splits 1-D tensors along dim 0)."""

    def check(self: Any) -> int:
        ndim = self._impl.dim()
        if ndim < min_dim:
            raise RuntimeError(
                f"torch.{name} requires a tensor with at least {min_dim} dimension, but "
                f"got a tensor with {ndim} dimensions!"
            )
        return 0 if name == "hsplit" and ndim == 1 else dim

    def split_int(self: Any, sections: int) -> list[Any]:
        d = check(self)
        size = self._impl.sizes[d]
        if sections == 0 or size % sections:
            raise RuntimeError(
                f"torch.{name} attempted to split along dimension {d}, but the size of the "
                f"dimension {size} is not divisible by the split_size {sections}!"
            )
        return tensor_split_sections(self, sections, d)

    def split_array(self: Any, indices: Sequence[int]) -> list[Any]:
        return tensor_split_indices(self, indices, check(self))

    return split_int, split_array


hsplit_int, hsplit_array = _direction_split("hsplit", 1, 1)
vsplit_int, vsplit_array = _direction_split("vsplit", 2, 0)
dsplit_int, dsplit_array = _direction_split("dsplit", 3, 2)


# -- atleast_nd, column_stack, dstack ----------------------------------------------------------
def atleast_1d(self: Any) -> Any:
    return _at_least(self, 1)


def atleast_2d(self: Any) -> Any:
    return _at_least(self, 2)


def atleast_3d(self: Any) -> Any:
    """0-dim → (1, 1, 1), (n,) → (1, n, 1), (m, n) → (m, n, 1)."""
    ndim = self._impl.dim()
    if ndim == 0:
        return ops.reshape.call(self, (1, 1, 1))
    if ndim == 1:
        return ops.unsqueeze.call(ops.unsqueeze.call(self, 0), -1)
    if ndim == 2:
        return ops.unsqueeze.call(self, -1)
    return self


def atleast_1d_Sequence(tensors: Sequence[Any]) -> list[Any]:  # noqa: N802
    return [atleast_1d(t) for t in tensors]


def atleast_2d_Sequence(tensors: Sequence[Any]) -> list[Any]:  # noqa: N802
    return [atleast_2d(t) for t in tensors]


def atleast_3d_Sequence(tensors: Sequence[Any]) -> list[Any]:  # noqa: N802
    return [atleast_3d(t) for t in tensors]


def _nonempty(tensors: Sequence[Any], name: str) -> None:
    if not tensors:
        raise RuntimeError(f"{name} expects a non-empty TensorList")


def column_stack(tensors: Sequence[Any]) -> Any:
    """Joins along dim 1, with 0-dim and 1-D tensors as columns."""
    _nonempty(tensors, "column_stack")
    columns = [ops.reshape.call(t, (t.numel(), 1)) if t._impl.dim() <= 1 else t for t in tensors]
    return ops.cat.call(columns, 1)


def column_stack_out(tensors: Sequence[Any], out: Any) -> Any:
    return _replace(out, column_stack(tensors))


def dstack(tensors: Sequence[Any]) -> Any:
    """Joins along dim 2 (depth), after ``atleast_3d``."""
    _nonempty(tensors, "dstack")
    return ops.cat.call(atleast_3d_Sequence(tensors), 2)


def dstack_out(tensors: Sequence[Any], out: Any) -> Any:
    return _replace(out, dstack(tensors))


# -- flips and rotations -----------------------------------------------------------------------
def fliplr(self: Any) -> Any:
    if self._impl.dim() < 2:
        raise RuntimeError("Input must be >= 2-d.")
    return ops.flip.call(self, (1,))


def flipud(self: Any) -> Any:
    if self._impl.dim() < 1:
        raise RuntimeError("Input must be >= 1-d.")
    return ops.flip.call(self, (0,))


def rot90(self: Any, k: int = 1, dims: Sequence[int] = (0, 1)) -> Any:
    """Rotate by 90 degrees ``k`` times, from the first of ``dims`` towards the second."""
    ndim = self._impl.dim()
    if len(dims) != 2:
        raise RuntimeError(f"expected total rotation dims == 2, but got dims = {len(dims)}")
    if ndim < 2:
        raise RuntimeError(f"expected total dims >= 2, but got total dims = {ndim}")
    d0, d1 = dims
    if d0 == d1 or abs(d0 - d1) == ndim:
        raise RuntimeError(
            f"expected rotation dims to be different, but got dim0 = {d0} and dim1 = {d1}"
        )
    maybe_wrap_dim(d0, ndim)
    maybe_wrap_dim(d1, ndim)
    k %= 4
    if k == 1:
        return ops.transpose_int.call(ops.flip.call(self, (d1,)), d0, d1)
    if k == 2:
        return ops.flip.call(self, (d0, d1))
    if k == 3:
        return ops.flip.call(ops.transpose_int.call(self, d0, d1), (d1,))
    return ops.clone.call(self, None)


def rot90_out(self: Any, k: int, dims: Sequence[int], out: Any) -> Any:
    return _replace(out, rot90(self, k, dims))


# -- take_along_dim ----------------------------------------------------------------------------
def take_along_dim(self: Any, indices: Any, dim: int | None = None) -> Any:
    """``gather`` after broadcasting ``self`` and ``indices`` in every dim but ``dim`` (the
    flattened tensor when ``dim`` is None)."""
    if indices._impl.dtype is not int64:
        raise RuntimeError(
            "torch.take_along_dim(): dtype of indices should be Long but got "
            f"{type_name(indices._impl.dtype)}"
        )
    if dim is None:
        flat = ops.reshape.call(self, (-1,))
        return ops.gather.call(flat, 0, ops.reshape.call(indices, (-1,)), False)
    if self._impl.dim() != indices._impl.dim():
        raise RuntimeError(
            "torch.take_along_dim(): input and indices should have the same number of "
            f"dimensions, but got {self._impl.dim()} dimensions for input, and "
            f"{indices._impl.dim()} dimensions for indices"
        )
    dim = maybe_wrap_dim(dim, self._impl.dim())
    self_sizes, index_sizes = list(self._impl.sizes), list(indices._impl.sizes)
    self_sizes[dim] = index_sizes[dim] = 1
    common = list(broadcast_shapes(self_sizes, index_sizes))
    self_sizes, index_sizes = list(common), list(common)
    self_sizes[dim], index_sizes[dim] = self._impl.sizes[dim], indices._impl.sizes[dim]
    source = ops.expand.call(self, self_sizes, False)
    return ops.gather.call(source, dim, ops.expand.call(indices, index_sizes, False), False)


def take_along_dim_out(self: Any, indices: Any, dim: int | None, out: Any) -> Any:
    return _replace(out, take_along_dim(self, indices, dim))


# -- block_diag, diagflat, fill_diagonal_ ------------------------------------------------------
def block_diag(tensors: Sequence[Any]) -> Any:
    """The tensors (0-dim and 1-D ones as rows) along the diagonal of a zero matrix."""
    blocks = []
    for i, t in enumerate(tensors):
        if t._impl.dim() > 2:
            raise RuntimeError(
                "torch.block_diag: Input tensors must have 2 or fewer dimensions. Input "
                f"{i} has {t._impl.dim()} dimensions"
            )
        blocks.append(_at_least(t, 2))
    if not blocks:
        return ops.empty_memory_format.call((1, 0), None, None, None, None, None)
    dtype = blocks[0].dtype
    for b in blocks[1:]:
        dtype = promote_types(dtype, b.dtype)
    width = sum(b.shape[1] for b in blocks)
    rows, left = [], 0
    for b in blocks:
        right = width - left - b.shape[1]
        padded = ops.constant_pad_nd.call(b.to(dtype), (left, right), 0)
        rows.append(padded)
        left += b.shape[1]
    return ops.cat.call(rows, 0)


def block_diag_out(tensors: Sequence[Any], out: Any) -> Any:
    return _replace(out, block_diag(tensors))


def diag_embed(self: Any, offset: int = 0, dim1: int = -2, dim2: int = -1) -> Any:
    """Zero matrices (in the plane of ``dim1``, ``dim2``) whose ``offset``-th diagonal is
    the last dim of ``self``."""
    impl = self._impl
    ndim = impl.dim() + 1
    d1, d2 = maybe_wrap_dim(dim1, ndim), maybe_wrap_dim(dim2, ndim)
    if d1 == d2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    n = impl.sizes[-1] + abs(offset)
    rest = iter(impl.sizes[:-1])
    sizes = tuple(n if d in (d1, d2) else next(rest) for d in range(ndim))
    out = ops.zeros.call(sizes, impl.dtype, None, impl.device, None)
    ops.copy_.call(ops.diagonal.call(out, offset, d1, d2), self, False)
    return out


def diag_embed_out(self: Any, offset: int, dim1: int, dim2: int, out: Any) -> Any:
    return _replace(out, diag_embed(self, offset, dim1, dim2))


def diagflat(self: Any, offset: int = 0) -> Any:
    """The flattened input on the ``offset``-th diagonal of a square matrix."""
    return ops.diag_embed.call(ops.reshape.call(self, (-1,)), offset, 0, 1)


def fill_diagonal_(self: Any, fill_value: Any, wrap: bool = False) -> Any:
    """Write ``fill_value`` on the main diagonal (all indices equal); with ``wrap`` a tall
    matrix's diagonal starts again below every ``width + 1`` rows."""
    ndim = self._impl.dim()
    if ndim < 2:
        raise RuntimeError("dimensions must larger than 1")
    sizes = self._impl.sizes
    if ndim > 2 and len(set(sizes)) != 1:
        raise RuntimeError("all dimensions of input must be of equal length")
    height, width = sizes[0], sizes[1]
    if ndim == 2 and wrap and height > width + 1:
        flat = range(0, height * width, width + 1)
        rows, cols = [f // width for f in flat], [f % width for f in flat]
        positions = [rows, cols]
    else:
        positions = [list(range(min(sizes)))] * ndim
    device = self._impl.device
    index = [tensor_from_array(np.array(p, dtype=np.int64), int64, device) for p in positions]
    value = ops.scalar_tensor.call(fill_value, self._impl.dtype, None, device, None)
    return ops.index_put_.call(self, index, value, False)


# -- unsafe splits, narrow_copy, sum_to_size ---------------------------------------------------
def _unrecorded(views: list[Any]) -> list[Any]:
    """The same aliases, not recorded as views (PyTorch's ``unsafe_`` variants)."""
    return [
        alias_with_sizes_and_strides(v, v._impl.sizes, v._impl.strides, v._impl.storage_offset)
        for v in views
    ]


def unsafe_split_Tensor(self: Any, split_size: int, dim: int = 0) -> list[Any]:  # noqa: N802
    return _unrecorded(ops.split_Tensor.call(self, split_size, dim))


def unsafe_split_with_sizes(self: Any, split_sizes: Sequence[int], dim: int = 0) -> list[Any]:
    return _unrecorded(ops.split_with_sizes.call(self, split_sizes, dim))


def unsafe_chunk(self: Any, chunks: int, dim: int = 0) -> list[Any]:
    sizes = [v.shape[maybe_wrap_dim(dim, self.dim())] for v in ops.chunk.call(self, chunks, dim)]
    return ops.unsafe_split_with_sizes.call(self, sizes, dim)


def narrow_copy(self: Any, dim: int, start: int, length: int) -> Any:
    return ops.clone.call(ops.narrow.call(self, dim, start, length), None)


def narrow_copy_out(self: Any, dim: int, start: int, length: int, out: Any) -> Any:
    return _replace(out, narrow_copy(self, dim, start, length))


def sum_to_size(self: Any, size: Sequence[int]) -> Any:
    """Sum the dims that ``size`` broadcasts (leading ones, and size-1 ones) away."""
    sizes = tuple(self._impl.sizes)
    target = tuple(size)
    lead = len(sizes) - len(target)
    expandable = lead >= 0 and all(t in (s, 1) for t, s in zip(target, sizes[lead:], strict=True))
    if not expandable:
        raise RuntimeError(f"size {{{list(target)}}} is not expandable to size {{{list(sizes)}}}.")
    dims = list(range(lead)) + [
        lead + i for i, t in enumerate(target) if t == 1 and sizes[lead + i] != 1
    ]
    result = ops.sum_dim_IntList.call(self, dims, True, None) if dims else self
    return ops.reshape.call(result, target) if lead else result


# -- combinations ------------------------------------------------------------------------------
def combinations(self: Any, r: int = 2, with_replacement: bool = False) -> Any:
    """The ``r``-length combinations of a 1-D tensor's elements, one per row (as Python's
    ``itertools.combinations``, or ``combinations_with_replacement``)."""
    if self._impl.dim() != 1:
        raise RuntimeError(f"Expect a 1D vector, but got shape {list(self._impl.sizes)}")
    if r < 0:
        raise RuntimeError(f"Expect a non-negative number, but got {r}")
    if r == 0:
        return ops.empty_memory_format.call(
            (0,), self._impl.dtype, None, self._impl.device, None, None
        )
    pick = itertools.combinations_with_replacement if with_replacement else itertools.combinations
    rows = list(pick(range(self._impl.sizes[0]), r))
    if not rows:
        return ops.empty_memory_format.call(
            (0, r), self._impl.dtype, None, self._impl.device, None, None
        )
    index = tensor_from_array(np.array(rows, dtype=np.int64).reshape(-1), int64, self._impl.device)
    return ops.reshape.call(ops.index_select.call(self, 0, index), (len(rows), r))
