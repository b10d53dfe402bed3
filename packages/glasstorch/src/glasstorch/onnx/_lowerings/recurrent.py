"""RNN, LSTM and GRU modules as ONNX's RNN, LSTM and GRU operators, one per layer.

ONNX stacks the gates in another order than PyTorch: LSTM i, o, f, c (PyTorch i, f, g, o)
and GRU z, r, h (PyTorch r, z, n); the weights are reordered here. PyTorch's GRU applies
the reset gate after the hidden projection, which is ONNX's ``linear_before_reset=1``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .._builder import Call, GraphBuilder
from ..errors import OnnxExporterError
from ._registry import lowering

# mode -> (ONNX operator, PyTorch's gate chunks in ONNX's order, extra attributes)
_KINDS: dict[str, tuple[str, list[int], dict[str, Any]]] = {
    "LSTM": ("LSTM", [0, 3, 1, 2], {}),
    "GRU": ("GRU", [1, 0, 2], {"linear_before_reset": 1}),
    "RNN_TANH": ("RNN", [0], {"activations": ["Tanh"]}),
    "RNN_RELU": ("RNN", [0], {"activations": ["Relu"]}),
}


def _reordered(weight: Any, order: list[int]) -> np.ndarray:
    chunks = np.split(weight.detach().cpu().numpy(), len(order), axis=0)
    return np.concatenate([chunks[i] for i in order], axis=0)


def _layer_weights(g: GraphBuilder, module: Any, layer: int, order: list[int]) -> list[Any]:
    """W, R and B (or None without biases) of one layer, directions stacked."""
    suffixes = ["", "_reverse"] if module.bidirectional else [""]
    stacked = []
    for kind in ("weight_ih", "weight_hh"):
        arrays = [_reordered(getattr(module, f"{kind}_l{layer}{s}"), order) for s in suffixes]
        stacked.append(g.constant(np.stack(arrays), f"{kind}_l{layer}"))
    if not module.bias:
        return [*stacked, None]
    biases = [
        np.concatenate(
            [_reordered(getattr(module, f"{k}_l{layer}{s}"), order) for k in ("bias_ih", "bias_hh")]
        )
        for s in suffixes
    ]
    return [*stacked, g.constant(np.stack(biases), f"bias_l{layer}")]


@lowering("aten::lstm", "aten::gru", "aten::rnn_tanh", "aten::rnn_relu")
def recurrent(g: GraphBuilder, c: Call) -> list[str]:
    module = c.node.kwargs["module"]
    if getattr(module, "proj_size", 0) > 0:
        raise OnnxExporterError(f"{c.name}: LSTM projections (proj_size > 0) are not exported")
    if not g.export_params:
        raise OnnxExporterError(
            f"{c.name}: recurrent layers are exported with their weights only (export_params=True)"
        )
    onnx_op, order, attrs = _KINDS[module.mode]
    directions = 2 if module.bidirectional else 1
    batched = len(c.shape(0)) == 3
    x = c.input(0)
    if not batched:
        x = g.op("Unsqueeze", x, g.ints([1]))
    elif module.batch_first:
        x = g.op("Transpose", x, perm=[1, 0, 2])
    hx = c.args[1]
    states = (
        [] if hx is None else [g.value(h) for h in (hx if isinstance(hx, tuple | list) else [hx])]
    )
    if not batched:
        states = [g.op("Unsqueeze", s, g.ints([1])) for s in states]
    finals: list[list[str]] = [[] for _ in range(2 if onnx_op == "LSTM" else 1)]
    for layer in range(module.num_layers):
        w, r, b = _layer_weights(g, module, layer, order)
        rows = [layer * directions], [(layer + 1) * directions], [0]
        initial = [g.op("Slice", s, *map(g.ints, rows)) for s in states]
        outputs = g.op(
            onnx_op,
            x,
            w,
            r,
            b,
            None,
            *initial,
            outputs=3 if onnx_op == "LSTM" else 2,
            hidden_size=module.hidden_size,
            direction="bidirectional" if module.bidirectional else "forward",
            **attrs,
        )
        y, *last = outputs
        # (seq, directions, batch, hidden) -> (seq, batch, directions * hidden)
        x = g.op("Reshape", g.op("Transpose", y, perm=[0, 2, 1, 3]), g.ints([0, 0, -1]))
        for kept, state in zip(finals, last, strict=False):
            kept.append(state)
    states_out = [s[0] if len(s) == 1 else g.op("Concat", *s, axis=0) for s in finals]
    if not batched:
        x = g.op("Squeeze", x, g.ints([1]))
        states_out = [g.op("Squeeze", s, g.ints([1])) for s in states_out]
    elif module.batch_first:
        x = g.op("Transpose", x, perm=[1, 0, 2])
    return [x, *states_out]
