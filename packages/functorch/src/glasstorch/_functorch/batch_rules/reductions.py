"""Batching rules of reductions and of operators along one dim (scans, softmax, sort).

The batch dim goes to the front and logical dims move one to the right. A reduction over
every logical dim (no dim given, or ``dim=None``/``[]``) flattens the logical dims into one
and reduces that; a logically 0-dim input gets a size-1 dim to work along, removed again
from the results, as a 0-dim tensor's reduction is 0-dim.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten._generated import ops
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ..batching import register
from ..dynamic_layers import VmapLayer
from .helpers import front, materialize, remap_dim, remap_dims, wrap_all

__all__ = ["along_dim"]


def _reshape_results(result: Any, sizes: list[int]) -> Any:
    """Results of rank 2 (batch, kept size-1 dim) reshaped to ``sizes``."""
    if result.__class__ is tuple or result.__class__ is list:
        return result.__class__(_reshape_results(r, sizes) for r in result)
    if len(result._impl.sizes) == 2:
        return ops.reshape.call(result, sizes)
    return result


def along_dim(dim_index: int, kind: str) -> Any:
    """A rule for an operator whose ``dim_index``-th argument after ``self`` is a dim:
    ``kind`` is ``"int"`` (one dim), ``"opt_int"`` (None: all dims, flattened) or
    ``"list"`` (None or empty: all dims)."""

    def rule(layer: VmapLayer, op: Any, self: Any, *args: Any) -> Any:
        p = front(self, layer)
        values = list(args)
        dim = values[dim_index]
        one = 1 if kind != "list" else [1]
        full = dim is None or (kind == "list" and len(dim) == 0)
        if full or p.rank == 0:
            if not full:
                for d in dim if kind == "list" else [dim]:
                    maybe_wrap_dim(d, 0)
            batch = layer.batch_size
            flat = ops.reshape.call(p.t, [batch, -1]) if p.rank else ops.unsqueeze.call(p.t, 1)
            values[dim_index] = one
            result = op(flat, *values)
            return wrap_all(_reshape_results(result, [batch] + [1] * p.rank), layer)
        values[dim_index] = remap_dims(dim, p.rank) if kind == "list" else remap_dim(dim, p.rank)
        return wrap_all(op(p.t, *values), layer)

    return rule


def _full(reduce: Any) -> Any:
    """A reduction of all elements (no dim argument): ``reduce(flat, *args)`` on the logical
    elements flattened behind the batch dim."""

    def rule(layer: VmapLayer, op: Any, self: Any, *args: Any) -> Any:
        p = front(self, layer)
        return wrap_all(reduce(ops.reshape.call(p.t, [layer.batch_size, -1]), *args), layer)

    return rule


def _along_dim_materialized(dim_index: int) -> Any:
    """Several tensor arguments and a dim (``_softmax_backward_data``): each tensor gets the
    batch dim in front (expanded where unbatched)."""

    def rule(layer: VmapLayer, op: Any, *args: Any) -> Any:
        values = list(args)
        rank = 0
        for i, a in enumerate(values):
            if hasattr(a, "_impl"):
                p = front(a, layer)
                rank = max(rank, p.rank)
                values[i] = materialize(p, layer.batch_size)
        values[dim_index] = remap_dim(values[dim_index], rank)
        return wrap_all(op(*values), layer)

    return rule


LIST_DIM = (
    "sum.dim_IntList", "mean.dim", "amax", "amin", "var.dim", "std.dim", "var.correction",
    "std.correction", "var_mean.correction", "std_mean.correction", "logsumexp", "all.dims",
    "any.dims", "count_nonzero.dim_IntList",
)  # fmt: skip
INT_DIM = (
    "prod.dim_int", "max.dim", "min.dim", "all.dim", "any.dim", "cumsum", "cumprod",
    "logcumsumexp", "_softmax", "_log_softmax", "softmax.int", "log_softmax.int", "sort",
    "argsort",
)  # fmt: skip

register(LIST_DIM, along_dim(0, "list"))
register(("norm.ScalarOpt_dim", "linalg_vector_norm"), along_dim(1, "list"))
register(INT_DIM, along_dim(0, "int"))
register(("topk", "sort.stable", "argsort.stable"), along_dim(1, "int"))
register(("argmax", "argmin", "count_nonzero"), along_dim(0, "opt_int"))
register("sum", _full(lambda t, dtype=None: ops.sum_dim_IntList.call(t, [1], False, dtype)))
register("mean", _full(lambda t, dtype=None: ops.mean_dim.call(t, [1], False, dtype)))
register("prod", _full(lambda t, dtype=None: ops.prod_dim_int.call(t, 1, False, dtype)))
register("max", _full(lambda t: ops.amax.call(t, [1], False)))
register("min", _full(lambda t: ops.amin.call(t, [1], False)))
register("all", _full(lambda t: ops.all_dim.call(t, 1, False)))
register("any", _full(lambda t: ops.any_dim.call(t, 1, False)))
register("var", _full(lambda t, unbiased=True: ops.var_dim.call(t, [1], unbiased, False)))
register("std", _full(lambda t, unbiased=True: ops.std_dim.call(t, [1], unbiased, False)))
register("norm.Scalar", _full(lambda t, p=2: ops.norm_ScalarOpt_dim.call(t, p, [1], False)))
register(("_softmax_backward_data", "_log_softmax_backward_data"), _along_dim_materialized(2))
