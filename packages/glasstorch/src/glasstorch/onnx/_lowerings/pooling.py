"""Pooling: max (with indices), average, adaptive average."""

from __future__ import annotations

from .._builder import Call, GraphBuilder
from ..errors import OnnxExporterError
from ._registry import lowering


def _window(c: Call, dims: int) -> dict[str, list[int]]:
    """kernel_shape, strides (the kernel's when empty) and pads of a pooling call."""

    def spread(value: object) -> list[int]:
        values = [value] if isinstance(value, int) else list(value)
        return values * dims if len(values) == 1 else values

    kernel = spread(c.arg(1))
    stride = spread(c.arg(2)) if c.arg(2) else kernel
    padding = spread(c.arg(3))
    return {"kernel_shape": kernel, "strides": stride, "pads": padding + padding}


@lowering(
    "max_pool1d",
    "max_pool2d",
    "max_pool3d",
    "max_pool2d_with_indices",
    "max_pool3d_with_indices",
    "max_pool1d_with_indices",
)
def max_pool(g: GraphBuilder, c: Call) -> object:
    dims = len(c.shape(0)) - 2
    window = _window(c, dims)
    dilation = c.arg(4)
    dilation = [dilation] * dims if isinstance(dilation, int) else list(dilation)
    if len(dilation) == 1:
        dilation = dilation * dims
    ceil_mode = int(bool(c.arg(5)))
    y = g.op("MaxPool", c.input(0), dilations=dilation, ceil_mode=ceil_mode, **window)
    # PyTorch's indices count within each (H, W) plane; ONNX's do not: not exported.
    return [y, None] if c.name.endswith("_with_indices") else y


@lowering("avg_pool1d", "avg_pool2d", "avg_pool3d")
def avg_pool(g: GraphBuilder, c: Call) -> str:
    dims = len(c.shape(0)) - 2
    ceil_mode, count_include_pad = c.arg(4), c.arg(5)
    if len(c.args) > 6 and c.arg(6) is not None:
        raise OnnxExporterError(f"{c.name}: divisor_override is not exported")
    return g.op(
        "AveragePool",
        c.input(0),
        ceil_mode=int(bool(ceil_mode)),
        count_include_pad=int(bool(count_include_pad)),
        **_window(c, dims),
    )


@lowering(
    "_adaptive_avg_pool2d", "adaptive_avg_pool2d", "_adaptive_avg_pool3d", "adaptive_avg_pool1d"
)
def adaptive_avg_pool(g: GraphBuilder, c: Call) -> str:
    """Global average pooling, or an even window when the input size divides evenly."""
    sizes = list(c.arg(1))
    spatial = c.shape(0)[-len(sizes) :]
    if all(s == 1 for s in sizes):
        return g.op("GlobalAveragePool", c.input(0))
    if any(n % s for n, s in zip(spatial, sizes, strict=True)):
        raise OnnxExporterError(
            f"{c.name}: output size {sizes} does not divide the input size {list(spatial)}; "
            "only even windows are exported"
        )
    kernel = [n // s for n, s in zip(spatial, sizes, strict=True)]
    return g.op("AveragePool", c.input(0), kernel_shape=kernel, strides=kernel)
