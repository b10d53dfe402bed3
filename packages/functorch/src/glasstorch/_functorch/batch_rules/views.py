"""Batching rules of views and shape operators: the batch dim goes to the front and each
logical dim argument moves one to the right (size arguments get the batch size in front).

The in-place view operators (``unsqueeze_``, ``transpose_`` ...) compute the new view
out of place and point the BatchedTensor at it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.aten._generated import ops
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ..batching import register
from ..dynamic_layers import VmapLayer
from .helpers import batch_in_front, front, meta_like, pad, remap_dim, remap_dims, wrap, wrap_all


def _shape(layer: VmapLayer, op: Any, self: Any, size: Sequence[int], *rest: Any) -> Any:
    """``view``/``reshape``/``_unsafe_view``: the batch size prepended to the new shape."""
    return wrap(op(front(self, layer).t, [layer.batch_size, *size], *rest), layer)


def _expand(
    layer: VmapLayer, op: Any, self: Any, size: Sequence[int], implicit: bool = False
) -> Any:
    p = front(self, layer)
    if len(size) < p.rank:
        op(meta_like(self), size, implicit)  # the operator's own error
    return wrap(op(pad(p, len(size)), [layer.batch_size, *size], implicit), layer)


def _dim_view(*dim_positions: int, extra_rank: int = 0) -> Any:
    """A view taking logical dims at ``dim_positions`` (args after self, 0-based); dims are
    wrapped against the logical rank plus ``extra_rank`` (``unsqueeze``: 1)."""

    def rule(layer: VmapLayer, op: Any, self: Any, *args: Any) -> Any:
        p = front(self, layer)
        rank = p.rank + extra_rank
        values = list(args)
        for i in dim_positions:
            if i < len(values):
                values[i] = remap_dim(values[i], rank)
        return wrap_all(op(p.t, *values), layer)

    return rule


def _permute(layer: VmapLayer, op: Any, self: Any, dims: Sequence[int]) -> Any:
    p = front(self, layer)
    return wrap(op(p.t, [0, *remap_dims(dims, p.rank)]), layer)


def _flip(layer: VmapLayer, op: Any, self: Any, dims: Sequence[int]) -> Any:
    p = front(self, layer)
    return wrap(op(p.t, remap_dims(dims, p.rank)), layer)


def _squeeze(layer: VmapLayer, op: Any, self: Any) -> Any:
    p = front(self, layer)
    dims = [i + 1 for i, s in enumerate(self._impl.sizes) if s == 1]
    return wrap(ops.squeeze_dims.call(p.t, dims) if dims else ops.alias.call(p.t), layer)


def _squeeze_dims(layer: VmapLayer, op: Any, self: Any, dims: Any) -> Any:
    p = front(self, layer)
    many = isinstance(dims, (list, tuple))
    if p.rank == 0:  # dims 0 and -1 of a 0-dim tensor name the tensor itself
        for d in dims if many else [dims]:
            maybe_wrap_dim(d, 0)
        return wrap(ops.alias.call(p.t), layer)
    return wrap(ops.squeeze_dims.call(p.t, remap_dims(dims if many else [dims], p.rank)), layer)


def _transpose(layer: VmapLayer, op: Any, self: Any, dim0: int, dim1: int) -> Any:
    p = front(self, layer)
    if p.rank == 0:
        for d in (dim0, dim1):  # dims 0 and -1 of a 0-dim tensor name the tensor itself
            maybe_wrap_dim(d, 0)
        return wrap(ops.alias.call(p.t), layer)
    return wrap(op(p.t, remap_dim(dim0, p.rank), remap_dim(dim1, p.rank)), layer)


def _t(layer: VmapLayer, op: Any, self: Any) -> Any:
    p = front(self, layer)
    if p.rank > 2:
        op(meta_like(self))
    if p.rank < 2:
        return wrap(ops.alias.call(p.t), layer)
    return wrap(ops.transpose_int.call(p.t, 1, 2), layer)


def _roll(
    layer: VmapLayer, op: Any, self: Any, shifts: Sequence[int], dims: Sequence[int] = ()
) -> Any:
    p = front(self, layer)
    if dims:
        return wrap(op(p.t, shifts, remap_dims(dims, p.rank)), layer)
    sizes = p.t._impl.sizes  # no dims: roll the flattened elements
    flat = ops.reshape.call(p.t, [sizes[0], -1])
    return wrap(ops.reshape.call(op(flat, shifts, [1]), list(sizes)), layer)


def _repeat(layer: VmapLayer, op: Any, self: Any, repeats: Sequence[int]) -> Any:
    p = front(self, layer)
    if len(repeats) < p.rank:
        op(meta_like(self), repeats)
    return wrap(op(pad(p, len(repeats)), [1, *repeats]), layer)


def _inplace_view(rule: Any, out_of_place: Any) -> Any:
    """An in-place view operator: ``rule`` computes the view, the BatchedTensor adopts it."""

    def inplace(layer: VmapLayer, op: Any, self: Any, *args: Any) -> Any:
        new = rule(layer, out_of_place, self, *args)._impl
        impl = self._impl
        impl.value, impl.bdim = new.value, new.bdim
        impl.set_sizes_and_strides(new.sizes, new.strides)
        self._metadata_changed()
        return self

    return inplace


register(("view", "_unsafe_view", "reshape"), _shape)
register("expand", _expand)
register("unsqueeze", _dim_view(0, extra_rank=1))
register(("select.int", "slice.Tensor", "narrow", "unbind.int", "unflatten.int"), _dim_view(0))
register(("split.Tensor", "split_with_sizes", "chunk"), _dim_view(1))
register("diagonal", _dim_view(1, 2))
register("permute", _permute)
register("flip", _flip)
register("squeeze", _squeeze)
register(("squeeze.dim", "squeeze.dims"), _squeeze_dims)
register("transpose.int", _transpose)
register("t", _t)
register("roll", _roll)
register("repeat", _repeat)
register(("tril", "triu", "view.dtype"), batch_in_front)
register("unsqueeze_", _inplace_view(_dim_view(0, extra_rank=1), ops.unsqueeze.call))
register("squeeze_", _inplace_view(_squeeze, ops.squeeze.call))
register(("squeeze_.dim", "squeeze_.dims"), _inplace_view(_squeeze_dims, None))
register("transpose_", _inplace_view(_transpose, ops.transpose_int.call))
register("t_", _inplace_view(_t, ops.t.call))
