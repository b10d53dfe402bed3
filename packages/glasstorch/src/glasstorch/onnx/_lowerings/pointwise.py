"""Arithmetic, comparisons, logic, ``where``/``masked_fill``, elementwise math, casts."""

from __future__ import annotations

import math
from typing import Any

from glasstorch.aten import result_type
from glasstorch.c10.core.scalar_type import bool as bool_
from glasstorch.c10.core.scalar_type import float64

from .._builder import Call, GraphBuilder
from ..errors import OnnxExporterError
from ._registry import lowering


def _operand(c: Call, i: int) -> Any:
    return c.meta(i) if c.is_tensor(i) else c.arg(i)


def promoted(c: Call, i: int, j: int) -> Any:
    """The dtype PyTorch computes ``args[i] op args[j]`` in."""
    return result_type(_operand(c, i), _operand(c, j))


def _scaled(g: GraphBuilder, c: Call, i: int, alpha: Any) -> str:
    other = c.input(i, c.out_dtype)
    return other if alpha == 1 else g.op("Mul", other, g.scalar(alpha, c.out_dtype))


@lowering("add")
def add(g: GraphBuilder, c: Call) -> str:
    return g.op("Add", c.input(0, c.out_dtype), _scaled(g, c, 1, c.arg(2)))


@lowering("sub")
def sub(g: GraphBuilder, c: Call) -> str:
    return g.op("Sub", c.input(0, c.out_dtype), _scaled(g, c, 1, c.arg(2)))


@lowering("rsub")
def rsub(g: GraphBuilder, c: Call) -> str:
    return g.op("Sub", c.input(1, c.out_dtype), _scaled(g, c, 0, c.arg(2)))


def _binary(onnx_op: str) -> Any:
    def lower(g: GraphBuilder, c: Call) -> str:
        return g.op(onnx_op, c.input(0, c.out_dtype), c.input(1, c.out_dtype))

    return lower


for _names, _op in [
    (("mul",), "Mul"),
    (("pow",), "Pow"),
    (("minimum",), "Min"),
    (("maximum",), "Max"),
]:
    lowering(*_names)(_binary(_op))


def _floor_div(g: GraphBuilder, a: str, b: str, dtype: Any) -> str:
    if dtype.is_floating_point:
        return g.op("Floor", g.op("Div", a, b))
    # integers: through float64, exact for the values an index computation uses
    wide = g.op("Div", g.cast(a, dtype, float64), g.cast(b, dtype, float64))
    return g.cast(g.op("Floor", wide), float64, dtype)


@lowering("div")
def div(g: GraphBuilder, c: Call) -> str:
    dtype = c.out_dtype
    mode = c.arg(2) if len(c.args) > 2 else None
    a, b = c.input(0, dtype), c.input(1, dtype)
    if mode == "floor":
        return _floor_div(g, a, b, dtype)
    if mode == "trunc" and dtype.is_floating_point:
        quotient = g.op("Div", a, b)
        return g.op("Mul", g.op("Sign", quotient), g.op("Floor", g.op("Abs", quotient)))
    return g.op("Div", a, b)  # true division (float output) or trunc on integers


@lowering("floor_divide")
def floor_divide(g: GraphBuilder, c: Call) -> str:
    dtype = c.out_dtype
    return _floor_div(g, c.input(0, dtype), c.input(1, dtype), dtype)


@lowering("remainder")
def remainder(g: GraphBuilder, c: Call) -> str:
    """Python's ``%``: the sign of the divisor, ``a - floor(a / b) * b``."""
    dtype = c.out_dtype
    a, b = c.input(0, dtype), c.input(1, dtype)
    return g.op("Sub", a, g.op("Mul", _floor_div(g, a, b, dtype), b))


def _comparison(onnx_op: str, negate: bool = False) -> Any:
    def lower(g: GraphBuilder, c: Call) -> str:
        dtype = promoted(c, 0, 1)
        result = g.op(onnx_op, c.input(0, dtype), c.input(1, dtype))
        return g.op("Not", result) if negate else result

    return lower


for _name, _op, _negate in [
    ("eq", "Equal", False),
    ("ne", "Equal", True),
    ("lt", "Less", False),
    ("le", "LessOrEqual", False),
    ("gt", "Greater", False),
    ("ge", "GreaterOrEqual", False),
]:
    lowering(_name)(_comparison(_op, _negate))


def _logical(onnx_op: str) -> Any:
    def lower(g: GraphBuilder, c: Call) -> str:
        return g.op(onnx_op, c.input(0, bool_), c.input(1, bool_))

    return lower


for _name, _op in [("logical_and", "And"), ("logical_or", "Or"), ("logical_xor", "Xor")]:
    lowering(_name)(_logical(_op))


@lowering("logical_not")
def logical_not(g: GraphBuilder, c: Call) -> str:
    return g.op("Not", c.input(0, bool_))


@lowering("bitwise_not")
def bitwise_not(g: GraphBuilder, c: Call) -> str:
    if c.dtype(0) != bool_:
        raise OnnxExporterError("aten::bitwise_not: only boolean tensors are exported")
    return g.op("Not", c.input(0))


@lowering("where")
def where(g: GraphBuilder, c: Call) -> str:
    dtype = c.out_dtype
    return g.op("Where", c.input(0, bool_), c.input(1, dtype), c.input(2, dtype))


@lowering("masked_fill")
def masked_fill(g: GraphBuilder, c: Call) -> str:
    dtype = c.out_dtype
    return g.op("Where", c.input(1, bool_), c.input(2, dtype), c.input(0, dtype))


def _unary(onnx_op: str) -> Any:
    def lower(g: GraphBuilder, c: Call) -> str:
        return g.op(onnx_op, c.input(0, c.out_dtype))

    return lower


for _name, _op in [
    ("neg", "Neg"),
    ("abs", "Abs"),
    ("exp", "Exp"),
    ("log", "Log"),
    ("sqrt", "Sqrt"),
    ("reciprocal", "Reciprocal"),
    ("sin", "Sin"),
    ("cos", "Cos"),
    ("tan", "Tan"),
    ("tanh", "Tanh"),
    ("sigmoid", "Sigmoid"),
    ("relu", "Relu"),
    ("erf", "Erf"),
    ("floor", "Floor"),
    ("ceil", "Ceil"),
    ("round", "Round"),
    ("sign", "Sign"),
]:
    lowering(_name)(_unary(_op))


@lowering("rsqrt")
def rsqrt(g: GraphBuilder, c: Call) -> str:
    return g.op("Reciprocal", g.op("Sqrt", c.input(0, c.out_dtype)))


@lowering("log1p")
def log1p(g: GraphBuilder, c: Call) -> str:
    dtype = c.out_dtype
    return g.op("Log", g.op("Add", c.input(0, dtype), g.scalar(1, dtype)))


@lowering("expm1")
def expm1(g: GraphBuilder, c: Call) -> str:
    dtype = c.out_dtype
    return g.op("Sub", g.op("Exp", c.input(0, dtype)), g.scalar(1, dtype))


@lowering("log2", "log10")
def log_base(g: GraphBuilder, c: Call) -> str:
    dtype = c.out_dtype
    base = 2.0 if c.name == "aten::log2" else 10.0
    return g.op("Div", g.op("Log", c.input(0, dtype)), g.scalar(math.log(base), dtype))


@lowering("_to_copy", "clone", "alias", "detach", "lift_fresh_copy", "_to_dtype")
def copy(g: GraphBuilder, c: Call) -> str:
    """Copies and conversions: a Cast when the dtype changes."""
    return c.input(0, c.out_dtype)
