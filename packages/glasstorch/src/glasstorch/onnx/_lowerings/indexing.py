"""Indexing: select, slice, narrow, index_select, gather, embedding, advanced indexing."""

from __future__ import annotations

import numpy as np

from glasstorch.c10.core.scalar_type import bool as bool_
from glasstorch.c10.core.scalar_type import int64

from .._builder import Call, GraphBuilder
from ..errors import OnnxExporterError
from ._registry import lowering


@lowering("select")
def select(g: GraphBuilder, c: Call) -> str:
    """Gather with a 0-d index drops the dimension, as ``select`` does."""
    dim = c.arg(1) % len(c.shape(0))
    index = g.constant(np.array(c.arg(2), dtype=np.int64))
    return g.op("Gather", c.input(0), index, axis=dim)


@lowering("slice")
def slice_(g: GraphBuilder, c: Call) -> str:
    """Slice (ONNX clamps the ends, as PyTorch does); None means the whole dimension."""
    dim = c.arg(1) % len(c.shape(0))
    start = 0 if c.args[2] is None else c.args[2]
    end = (1 << 62) if c.args[3] is None else c.args[3]
    start, end = min(start, 1 << 62), min(end, 1 << 62)
    diffs = c.dynamic
    starts = g.int_list(start, diffs.get(2), c.name)
    ends = g.int_list(end, diffs.get(3), c.name)
    return g.op("Slice", c.input(0), starts, ends, g.ints([dim]), g.ints([c.arg(4)]))


@lowering("narrow")
def narrow(g: GraphBuilder, c: Call) -> str:
    dim = c.arg(1) % len(c.shape(0))
    start, length = c.arg(2), c.arg(3)
    return g.op("Slice", c.input(0), g.ints([start]), g.ints([start + length]), g.ints([dim]))


@lowering("index_select")
def index_select(g: GraphBuilder, c: Call) -> str:
    dim = c.arg(1) % max(len(c.shape(0)), 1)
    return g.op("Gather", c.input(0), c.input(2, int64), axis=dim)


@lowering("gather")
def gather(g: GraphBuilder, c: Call) -> str:
    dim = c.arg(1) % max(len(c.shape(0)), 1)
    return g.op("GatherElements", c.input(0), c.input(2, int64), axis=dim)


@lowering("embedding")
def embedding(g: GraphBuilder, c: Call) -> str:
    """Rows of the weight (``padding_idx`` only matters to the gradient)."""
    return g.op("Gather", c.input(0), c.input(1, int64), axis=0)


@lowering("index")
def index(g: GraphBuilder, c: Call) -> str:
    """``x[idx]`` with one integer index tensor on one dimension (others ``:``)."""
    indices = c.args[1]
    given = [i for i, v in enumerate(indices) if v is not None]
    if len(given) != 1 or indices[given[0]].meta["val"].dtype.is_floating_point:
        raise OnnxExporterError(
            "aten::index: only one integer index tensor is exported (x[idx], x[:, idx])"
        )
    dim = given[0]
    tensor = indices[dim]
    dtype = tensor.meta["val"].dtype
    if dtype != bool_:
        idx = g.cast(g.value(tensor), dtype, int64)
    elif tensor.meta["val"].dim() == 1:  # a mask: the positions of its True entries
        idx = g.op("Squeeze", g.op("NonZero", g.value(tensor)), g.ints([0]))
    else:
        raise OnnxExporterError("aten::index: only one-dimensional boolean masks are exported")
    return g.op("Gather", c.input(0), idx, axis=dim)
