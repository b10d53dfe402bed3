"""Normalisation: batch norm (inference), layer norm, group norm."""

from __future__ import annotations

import numpy as np

from .._builder import Call, GraphBuilder
from ..errors import OnnxExporterError
from ._registry import lowering


def _affine(g: GraphBuilder, c: Call, i: int, channels: int, fill: float) -> str:
    """Argument ``i`` (weight or bias), or ones/zeros when it is None."""
    if c.args[i] is not None:
        return c.input(i)
    return g.constant(np.full(channels, fill, dtype=c.out_dtype.numpy_dtype))


@lowering("native_batch_norm", "_native_batch_norm_legit_no_training", "batch_norm")
def batch_norm(g: GraphBuilder, c: Call) -> object:
    """BatchNormalization with the running statistics (eval mode)."""
    if c.name == "aten::_native_batch_norm_legit_no_training":
        momentum, eps = c.arg(5), c.arg(6)
    else:
        if c.arg(5):
            raise OnnxExporterError(
                f"{c.name}: batch norm in training mode (batch statistics) is not exported; "
                "export with training=TrainingMode.EVAL"
            )
        momentum, eps = c.arg(6), c.arg(7)
    if c.args[3] is None or c.args[4] is None:
        raise OnnxExporterError(f"{c.name}: batch norm without running statistics")
    channels = c.shape(0)[1]
    y = g.op(
        "BatchNormalization",
        c.input(0),
        _affine(g, c, 1, channels, 1.0),
        _affine(g, c, 2, channels, 0.0),
        c.input(3),
        c.input(4),
        epsilon=float(eps),
        momentum=1.0 - float(momentum),
    )
    return y if c.name == "aten::batch_norm" else [y, None, None]


@lowering("native_layer_norm", "layer_norm")
def layer_norm(g: GraphBuilder, c: Call) -> object:
    normalized = list(c.arg(1))
    scale = c.input(2) if c.args[2] is not None else None
    if scale is None:
        scale = g.constant(np.ones(normalized, dtype=c.out_dtype.numpy_dtype))
    bias = c.input(3) if c.args[3] is not None else None
    eps = float(c.arg(4))
    y = g.op("LayerNormalization", c.input(0), scale, bias, axis=-len(normalized), epsilon=eps)
    return y if c.name == "aten::layer_norm" else [y, None, None]


@lowering("native_group_norm")
def group_norm(g: GraphBuilder, c: Call) -> list[object]:
    """x in groups, each normalised over its elements, then the per-channel affine."""
    channels, groups, eps = c.arg(4), c.arg(6), c.arg(7)
    x = c.input(0)
    grouped = g.op("Reshape", x, g.ints([0, groups, -1]))
    centered = g.op("Sub", grouped, g.reduce("ReduceMean", grouped, [2], True))
    var = g.reduce("ReduceMean", g.op("Mul", centered, centered), [2], True)
    std = g.op("Sqrt", g.op("Add", var, g.scalar(eps, c.out_dtype)))
    y = g.op("Reshape", g.op("Div", centered, std), g.op("Shape", x))
    affine_shape = g.ints([channels] + [1] * (len(c.shape(0)) - 2))
    if c.args[1] is not None:
        y = g.op("Mul", y, g.op("Reshape", c.input(1), affine_shape))
    if c.args[2] is not None:
        y = g.op("Add", y, g.op("Reshape", c.input(2), affine_shape))
    return [y, None, None]
