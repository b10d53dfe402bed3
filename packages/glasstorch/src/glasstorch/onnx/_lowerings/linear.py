"""Matrix products and convolutions: addmm/mm/bmm/matmul/linear, convolution."""

from __future__ import annotations

from .._builder import Call, GraphBuilder
from ._registry import lowering


def _scaled(g: GraphBuilder, c: Call, x: str, factor: object) -> str:
    return x if factor == 1 else g.op("Mul", x, g.scalar(factor, c.out_dtype))


@lowering("addmm")
def addmm(g: GraphBuilder, c: Call) -> str:
    """beta·self + alpha·(mat1 @ mat2): one Gemm (self broadcasts as its C)."""
    beta, alpha = float(c.arg(3)), float(c.arg(4))
    return g.op("Gemm", c.input(1), c.input(2), c.input(0), alpha=alpha, beta=beta)


@lowering("mm", "bmm", "matmul")
def matmul(g: GraphBuilder, c: Call) -> str:
    return g.op("MatMul", c.input(0), c.input(1))


@lowering("baddbmm", "addbmm")
def baddbmm(g: GraphBuilder, c: Call) -> str:
    product = g.op("MatMul", c.input(1), c.input(2))
    if c.name == "aten::addbmm":
        product = g.reduce("ReduceSum", product, [0], False)
    product = _scaled(g, c, product, c.arg(4))
    return g.op("Add", _scaled(g, c, c.input(0), c.arg(3)), product)


@lowering("linear")
def linear(g: GraphBuilder, c: Call) -> str:
    weight = g.op("Transpose", c.input(1), perm=[1, 0])
    product = g.op("MatMul", c.input(0), weight)
    return product if c.args[2] is None else g.op("Add", product, c.input(2))


@lowering("convolution", "_convolution")
def convolution(g: GraphBuilder, c: Call) -> str:
    """Conv or ConvTranspose: stride, padding (both ends), dilation, groups, output padding."""
    stride, padding, dilation = list(c.arg(3)), list(c.arg(4)), list(c.arg(5))
    transposed, output_padding, groups = c.arg(6), list(c.arg(7)), c.arg(8)
    dims = len(c.shape(1)) - 2
    stride, padding, dilation = (
        v * dims if len(v) == 1 else v for v in (stride, padding, dilation)
    )
    bias = c.input(2) if c.args[2] is not None else None
    attrs = {
        "strides": stride,
        "pads": padding + padding,
        "dilations": dilation,
        "group": groups,
        "kernel_shape": list(c.shape(1)[2:]),
    }
    if transposed:
        if any(output_padding):
            attrs["output_padding"] = output_padding * (dims if len(output_padding) == 1 else 1)
        return g.op("ConvTranspose", c.input(0), c.input(1), bias, **attrs)
    return g.op("Conv", c.input(0), c.input(1), bias, **attrs)
