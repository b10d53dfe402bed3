"""Batching rules of indexing: advanced indexing, gather/scatter and the ``index_*`` family.

With unbatched indices, a full slice is put in front for the batch dim. With batched
indices, an ``arange`` over the batch becomes the first index, so element ``b`` reads
(or writes) its own slice at its own positions; that form is used when the tensor
indices come first and are integer tensors, other cases run per element.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten._generated import ops
from glasstorch.c10.core.scalar_type import bool_, int64, uint8
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ..batching import register
from ..dynamic_layers import VmapLayer
from .helpers import Phys, front, is_tensor, materialize, pad, remap_dim, wrap


def _is_mask(p: Phys) -> bool:
    return p.t._impl.dtype in (bool_, uint8)


def _index_parts(layer: VmapLayer, indices: Any) -> tuple[list[Phys | None], list[int]]:
    parts = [None if i is None else front(i, layer) for i in indices]
    return parts, [k for k, p in enumerate(parts) if p is not None]


def _batch_arange(layer: VmapLayer, rank: int, device: Any) -> Any:
    batch = layer.batch_size
    return ops.view.call(ops.arange.call(batch, int64, None, device, None), [batch, *([1] * rank)])


def _leading_integer_indices(parts: list[Phys | None], positions: list[int]) -> bool:
    """Whether the tensor indices are integer tensors at positions 0, 1, ..."""
    return positions == list(range(len(positions))) and not any(
        _is_mask(parts[k])
        for k in positions  # type: ignore[arg-type]
    )


def _with_batch_index(
    layer: VmapLayer, parts: list[Phys | None], positions: list[int], device: Any
) -> tuple[list[Any], int]:
    """``[arange(B), *indices]``, the indices padded to one rank; and that rank."""
    tensors = [parts[k] for k in positions]
    rank = max(p.rank for p in tensors)  # type: ignore[union-attr]
    return [_batch_arange(layer, rank, device), *(pad(p, rank) for p in tensors)], rank  # type: ignore[arg-type]


def _index(layer: VmapLayer, op: Any, self: Any, indices: Any) -> Any:
    x = front(self, layer)
    parts, positions = _index_parts(layer, indices)
    if not any(parts[k].batched for k in positions):  # type: ignore[union-attr]
        out = op(x.t, [None, *(None if p is None else p.t for p in parts)])
        if not positions or positions == list(range(positions[0], positions[-1] + 1)):
            return wrap(out, layer)
        # separated indices: the indexed dims come first, the batch dim after them
        consumed = sum(p.t._impl.dim() if _is_mask(p) else 1 for p in parts if p is not None)
        return wrap(out, layer, out._impl.dim() - 1 - (x.rank - consumed))
    if not _leading_integer_indices(parts, positions):
        return NotImplemented
    new, _ = _with_batch_index(layer, parts, positions, x.t._impl.device)
    return wrap(op(materialize(x, layer.batch_size), new), layer)


def _index_put(inplace: bool) -> Any:
    def rule(
        layer: VmapLayer, op: Any, self: Any, indices: Any, values: Any, accumulate: bool = False
    ) -> Any:
        x, v = front(self, layer), front(values, layer)
        parts, positions = _index_parts(layer, indices)
        batched_index = any(parts[k].batched for k in positions)  # type: ignore[union-attr]
        if inplace and not x.batched:
            return NotImplemented  # the loop refuses the write
        target = x.t if inplace else materialize(x, layer.batch_size)
        if not batched_index and not v.batched:
            out = op(target, [None, *(None if p is None else p.t for p in parts)], v.t, accumulate)
        elif _leading_integer_indices(parts, positions):
            new, rank = _with_batch_index(layer, parts, positions, x.t._impl.device)
            value_rank = rank + x.rank - len(positions)
            out = op(target, new, pad(v, value_rank), accumulate)
        else:
            return NotImplemented
        return self if inplace else wrap(out, layer)

    return rule


def _same_rank(dim_index: int, inplace: bool = False) -> Any:
    """``gather``/``scatter*``: ``self``, ``index`` (and ``src``) share one logical rank; each
    gets the batch dim in front."""

    def rule(layer: VmapLayer, op: Any, *args: Any) -> Any:
        batch = layer.batch_size
        values = list(args)
        tensors = [i for i, a in enumerate(values) if is_tensor(a)]
        phys = {i: front(values[i], layer) for i in tensors}
        if inplace and not phys[0].batched:
            return NotImplemented  # the loop refuses the write
        rank = phys[0].rank
        for i in tensors:
            t = phys[i].t if inplace and i == 0 else materialize(phys[i], batch)
            values[i] = ops.unsqueeze.call(t, 1) if rank == 0 else t
        if rank == 0:
            maybe_wrap_dim(values[dim_index], 0)
            values[dim_index] = 1
        else:
            values[dim_index] = remap_dim(values[dim_index], rank)
        out = op(*values)
        if inplace:
            return args[0]
        return wrap(ops.reshape.call(out, [batch]) if rank == 0 else out, layer)

    return rule


def _along_index(inplace: bool = False) -> Any:
    """``index_select``/``index_add``/``index_fill``: a 1-D ``index`` along ``dim``; a
    batched index (or fill value tensor) is left to the loop."""

    def rule(layer: VmapLayer, op: Any, self: Any, dim: int, index: Any, *rest: Any) -> Any:
        batch = layer.batch_size
        x = front(self, layer)
        if front(index, layer).batched or x.rank == 0 or (inplace and not x.batched):
            return NotImplemented
        extra = list(rest)
        for i, value in enumerate(extra):
            if is_tensor(value):
                p = front(value, layer)
                if p.rank == 0 and p.batched:  # a fill value per element
                    return NotImplemented
                extra[i] = materialize(p, batch) if p.rank else p.t
        target = x.t if inplace else materialize(x, batch)
        out = op(target, remap_dim(dim, x.rank), index, *extra)
        return self if inplace else wrap(out, layer)

    return rule


register("index.Tensor", _index)
register("index_put", _index_put(False))
register("index_put_", _index_put(True))
register(
    ("gather", "scatter.src", "scatter.value", "scatter.reduce", "scatter.value_reduce",
     "scatter_add", "scatter_reduce.two"),
    _same_rank(1),
)  # fmt: skip
register(
    ("scatter_.src", "scatter_.value", "scatter_.reduce", "scatter_.value_reduce",
     "scatter_add_", "scatter_reduce_.two"),
    _same_rank(1, inplace=True),
)  # fmt: skip
register(
    ("index_select", "index_add", "index_fill.int_Scalar", "index_fill.int_Tensor"), _along_index()
)
register(
    ("index_add_", "index_fill_.int_Scalar", "index_fill_.int_Tensor"), _along_index(inplace=True)
)
