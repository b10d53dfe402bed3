"""Tensors made inside the model: zeros/ones/full (and their ``_like``/``new_`` forms),
``arange``, ``scalar_tensor``."""

from __future__ import annotations

import numpy as np
from onnx import numpy_helper

from glasstorch.c10.core.scalar_type import int64

from .._builder import Call, GraphBuilder
from ._registry import lowering


def _filled(g: GraphBuilder, c: Call, shape: str, value: object) -> str:
    fill = numpy_helper.from_array(np.array([value], dtype=c.out_dtype.numpy_dtype))
    return g.op("ConstantOfShape", shape, value=fill)


@lowering("zeros", "ones", "empty", "full")
def factory(g: GraphBuilder, c: Call) -> str:
    value = {"aten::zeros": 0, "aten::ones": 1, "aten::empty": 0}.get(c.name)
    return _filled(g, c, c.ints(0), c.arg(1) if value is None else value)


@lowering("new_zeros", "new_ones", "new_empty", "new_full")
def new_factory(g: GraphBuilder, c: Call) -> str:
    value = {"aten::new_zeros": 0, "aten::new_ones": 1, "aten::new_empty": 0}.get(c.name)
    return _filled(g, c, c.ints(1), c.arg(2) if value is None else value)


@lowering("zeros_like", "ones_like", "empty_like", "full_like")
def like_factory(g: GraphBuilder, c: Call) -> str:
    value = {"aten::zeros_like": 0, "aten::ones_like": 1, "aten::empty_like": 0}.get(c.name)
    return _filled(g, c, g.op("Shape", c.input(0)), c.arg(1) if value is None else value)


@lowering("fill")
def fill(g: GraphBuilder, c: Call) -> str:
    if c.is_tensor(1):
        return g.op("Expand", c.input(1, c.out_dtype), g.op("Shape", c.input(0)))
    return _filled(g, c, g.op("Shape", c.input(0)), c.arg(1))


@lowering("arange")
def arange(g: GraphBuilder, c: Call) -> str:
    """Range over start, end, step (``arange(end)``: start 0, step 1)."""
    dtype = c.out_dtype
    overload = c.node.target._schema.name.overload_name
    if overload in ("", "default"):
        start, end, step = 0, c.args[0], 1
        differences = {1: c.dynamic.get(0)}
    else:
        start, end, step = c.args[0], c.args[1], c.args[2] if overload == "start_step" else 1
        differences = {1: c.dynamic.get(1)}
    if differences[1] is not None:
        bound = g.int_list(end, differences[1], c.name)
        end_value = g.cast(g.op("Squeeze", bound, g.ints([0])), int64, dtype)
    else:
        end_value = g.scalar(end, dtype)
    return g.op("Range", g.scalar(start, dtype), end_value, g.scalar(step, dtype))


@lowering("scalar_tensor")
def scalar_tensor(g: GraphBuilder, c: Call) -> str:
    return g.scalar(c.arg(0), c.out_dtype)
