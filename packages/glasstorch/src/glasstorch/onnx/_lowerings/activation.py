"""Activations and (log-)softmax: relu's relatives, gelu, silu, clamps, softmax."""

from __future__ import annotations

import math

from .._builder import Call, GraphBuilder
from ..errors import OnnxExporterError
from ._registry import lowering


@lowering("gelu")
def gelu(g: GraphBuilder, c: Call) -> str:
    """0.5·x·(1 + erf(x/√2)), or with ``approximate='tanh'`` PyTorch's tanh formula."""
    dtype = c.out_dtype
    x = c.input(0, dtype)
    half, one = g.scalar(0.5, dtype), g.scalar(1.0, dtype)
    if c.arg(1) == "tanh":
        cube = g.op("Mul", g.op("Mul", x, x), x)
        inner = g.op("Add", x, g.op("Mul", cube, g.scalar(0.044715, dtype)))
        inner = g.op("Mul", inner, g.scalar(math.sqrt(2 / math.pi), dtype))
        gate = g.op("Tanh", inner)
    else:
        gate = g.op("Erf", g.op("Div", x, g.scalar(math.sqrt(2.0), dtype)))
    return g.op("Mul", g.op("Mul", x, half), g.op("Add", gate, one))


@lowering("silu")
def silu(g: GraphBuilder, c: Call) -> str:
    x = c.input(0)
    return g.op("Mul", x, g.op("Sigmoid", x))


@lowering("mish")
def mish(g: GraphBuilder, c: Call) -> str:
    x = c.input(0)
    return g.op("Mul", x, g.op("Tanh", g.op("Softplus", x)))


@lowering("leaky_relu")
def leaky_relu(g: GraphBuilder, c: Call) -> str:
    return g.op("LeakyRelu", c.input(0), alpha=float(c.arg(1)))


@lowering("elu")
def elu(g: GraphBuilder, c: Call) -> str:
    alpha, scale, input_scale = c.arg(1), c.arg(2), c.arg(3)
    x = c.input(0)
    if input_scale != 1:
        x = g.op("Mul", x, g.scalar(input_scale, c.out_dtype))
    y = g.op("Elu", x, alpha=float(alpha))
    return y if scale == 1 else g.op("Mul", y, g.scalar(scale, c.out_dtype))


@lowering("hardsigmoid")
def hardsigmoid(g: GraphBuilder, c: Call) -> str:
    return g.op("HardSigmoid", c.input(0), alpha=1 / 6, beta=0.5)


@lowering("hardswish")
def hardswish(g: GraphBuilder, c: Call) -> str:
    return g.op("HardSwish", c.input(0))


@lowering("softplus")
def softplus(g: GraphBuilder, c: Call) -> str:
    """log(1 + exp(βx))/β (PyTorch's linear region above ``threshold`` agrees to rounding)."""
    beta = c.arg(1)
    x = c.input(0)
    if beta == 1:
        return g.op("Softplus", x)
    b = g.scalar(beta, c.out_dtype)
    return g.op("Div", g.op("Softplus", g.op("Mul", x, b)), b)


def _clip(g: GraphBuilder, c: Call, low: object, high: object) -> str:
    dtype = c.out_dtype
    bound = [None if v is None else g.scalar(v, dtype) for v in (low, high)]
    return g.op("Clip", c.input(0, dtype), *bound)


@lowering("hardtanh")
def hardtanh(g: GraphBuilder, c: Call) -> str:
    return _clip(g, c, c.arg(1), c.arg(2))


@lowering("clamp", "clip")
def clamp(g: GraphBuilder, c: Call) -> str:
    if c.is_tensor(1) or c.is_tensor(2):  # clamp.Tensor: elementwise bounds
        dtype = c.out_dtype
        y = c.input(0, dtype)
        if c.args[1] is not None:
            y = g.op("Max", y, c.input(1, dtype))
        if c.args[2] is not None:
            y = g.op("Min", y, c.input(2, dtype))
        return y
    return _clip(g, c, c.arg(1), c.arg(2))


@lowering("clamp_min")
def clamp_min(g: GraphBuilder, c: Call) -> str:
    return _clip(g, c, c.arg(1), None)


@lowering("clamp_max")
def clamp_max(g: GraphBuilder, c: Call) -> str:
    return _clip(g, c, None, c.arg(1))


def _softmax(onnx_op: str):  # noqa: ANN202
    def lower(g: GraphBuilder, c: Call) -> str:
        return g.op(onnx_op, c.input(0, c.out_dtype), axis=c.arg(1))

    return lower


lowering("_softmax")(_softmax("Softmax"))
lowering("_log_softmax")(_softmax("LogSoftmax"))


@lowering("native_dropout")
def native_dropout(g: GraphBuilder, c: Call) -> list[str]:
    if c.arg(2) is False or c.arg(1) == 0:
        return [c.input(0), None]
    raise OnnxExporterError(
        "aten::native_dropout: dropout in training mode is random and is not exported; "
        "export with training=TrainingMode.EVAL"
    )
