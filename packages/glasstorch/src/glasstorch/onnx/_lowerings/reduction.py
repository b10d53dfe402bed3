"""Reductions: sum, mean, amax/amin, max/min along a dim, argmax/argmin, prod, var/std,
all/any, logsumexp, vector norms, cumsum."""

from __future__ import annotations

from typing import Any

import numpy as np

from glasstorch.c10.core.scalar_type import bool as bool_
from glasstorch.c10.core.scalar_type import int32

from .._builder import Call, GraphBuilder
from ..errors import OnnxExporterError
from ._registry import lowering


def _axes(c: Call, i: int) -> Any:
    """A ``dim`` argument as a list of non-negative axes; None (or []) for all dims."""
    rank = len(c.shape(0))
    dims = c.arg(i) if i < len(c.args) else None
    if dims is None or (isinstance(dims, list | tuple) and len(dims) == 0):
        return None
    dims = [dims] if isinstance(dims, int) else dims
    return sorted({d % max(rank, 1) for d in dims})


def _reducer(onnx_op: str, dim_arg: int | None, keep_arg: int | None) -> Any:
    def lower(g: GraphBuilder, c: Call) -> str:
        axes = _axes(c, dim_arg) if dim_arg is not None else None
        keep = bool(c.arg(keep_arg)) if keep_arg is not None and keep_arg < len(c.args) else False
        return g.reduce(onnx_op, c.input(0, c.out_dtype), axes, keep)

    return lower


@lowering("sum", "mean", "prod")
def sum_mean(g: GraphBuilder, c: Call) -> str:
    op = {"aten::sum": "ReduceSum", "aten::mean": "ReduceMean", "aten::prod": "ReduceProd"}
    overload = c.node.target._schema.name.overload_name
    if overload in ("default", ""):
        return _reducer(op[c.name], None, None)(g, c)
    return _reducer(op[c.name], 1, 2)(g, c)


lowering("amax")(_reducer("ReduceMax", 1, 2))
lowering("amin")(_reducer("ReduceMin", 1, 2))
lowering("logsumexp")(_reducer("ReduceLogSumExp", 1, 2))


@lowering("max", "min")
def max_min(g: GraphBuilder, c: Call) -> Any:
    """max()/min() of all elements, max/min(dim) (values and indices), or elementwise."""
    overload = c.node.target._schema.name.overload_name
    reduce_op = "ReduceMax" if c.name == "aten::max" else "ReduceMin"
    if overload in ("default", ""):
        return g.reduce(reduce_op, c.input(0), None, False)
    if overload == "other":
        dtype = c.out_dtype
        return g.op("Max" if c.name == "aten::max" else "Min", c.input(0, dtype), c.input(1, dtype))
    axis = c.arg(1) % max(len(c.shape(0)), 1)
    keep = bool(c.arg(2))
    values = g.reduce(reduce_op, c.input(0), [axis], keep)
    arg_op = "ArgMax" if c.name == "aten::max" else "ArgMin"
    return [values, g.op(arg_op, c.input(0), axis=axis, keepdims=int(keep))]


@lowering("argmax", "argmin")
def argmax(g: GraphBuilder, c: Call) -> str:
    op = "ArgMax" if c.name == "aten::argmax" else "ArgMin"
    x = c.input(0)
    if c.args[1] is None:
        flat = g.op("Reshape", x, g.ints([-1]))
        return g.op(op, flat, axis=0, keepdims=0)
    return g.op(op, x, axis=c.arg(1) % max(len(c.shape(0)), 1), keepdims=int(bool(c.arg(2))))


@lowering("var", "std")
def var_std(g: GraphBuilder, c: Call) -> str:
    """mean((x - mean)²) · n / (n - correction), square-rooted for std."""
    overload = c.node.target._schema.name.overload_name
    if overload != "correction":
        raise OnnxExporterError(f"{c.name}.{overload} is not exported")
    dtype = c.out_dtype
    axes = _axes(c, 1)
    correction = 1 if c.args[2] is None else c.arg(2)
    keep = bool(c.arg(3))
    shape = c.shape(0)
    count = int(np.prod([shape[a] for a in (axes or range(len(shape)))]))
    x = c.input(0, dtype)
    centered = g.op("Sub", x, g.reduce("ReduceMean", x, axes, True))
    sums = g.reduce("ReduceSum", g.op("Mul", centered, centered), axes, keep)
    var = g.op("Div", sums, g.scalar(max(count - correction, 0), dtype))
    return g.op("Sqrt", var) if c.name == "aten::std" else var


@lowering("all", "any")
def all_any(g: GraphBuilder, c: Call) -> str:
    op = "ReduceMin" if c.name == "aten::all" else "ReduceMax"
    overload = c.node.target._schema.name.overload_name
    axes = None if overload in ("default", "") else _axes(c, 1)
    keep = False if axes is None else bool(c.arg(2))
    as_int = g.cast(c.input(0, bool_), bool_, int32)
    return g.cast(g.reduce(op, as_int, axes, keep), int32, bool_)


@lowering("linalg_vector_norm", "norm")
def vector_norm(g: GraphBuilder, c: Call) -> str:
    """The 1-, 2- and inf-norms over ``dim`` (all elements when it is None)."""
    order = 2 if c.args[1] is None else c.arg(1)
    axes = _axes(c, 2)
    keep = bool(c.arg(3)) if len(c.args) > 3 else False
    x = c.input(0, c.out_dtype)
    if order == 2:
        return g.reduce("ReduceL2", x, axes, keep)
    if order == 1:
        return g.reduce("ReduceL1", x, axes, keep)
    if order == float("inf"):
        return g.reduce("ReduceMax", g.op("Abs", x), axes, keep)
    raise OnnxExporterError(f"aten::linalg_vector_norm: ord={order} is not exported")


@lowering("cumsum")
def cumsum(g: GraphBuilder, c: Call) -> str:
    axis = g.constant(np.array(c.arg(1) % max(len(c.shape(0)), 1), dtype=np.int64))
    return g.op("CumSum", c.input(0, c.out_dtype), axis)
