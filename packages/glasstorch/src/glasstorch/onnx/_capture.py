"""The model's forward recorded as an FX graph of aten operators.

The recording is ``make_fx``'s: :class:`ProxyTorchDispatchMode` sees every aten call below
autograd and adds a ``call_function`` node whose target is the ``OpOverload``, with the
tensors it read as nodes and every other argument as a Python value; parameters and
buffers become ``get_attr`` nodes. Two things are added for ONNX:

* recurrent modules (``RNN``, ``LSTM``, ``GRU``) are recorded whole, as one node whose
  target is :func:`recurrent`, because ONNX has operators for them while their eager
  forward is a Python loop over time steps;
* with dynamic axes, :func:`compare` matches the graph with a second recording on inputs
  whose dynamic axes are one longer: an integer argument that changed (a ``view``'s size,
  a slice's end) follows those axes, and the lowerings compute it from the inputs' shapes.
"""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from glasstorch.aten import Tensor, cat
from glasstorch.aten._ops import OpOverload
from glasstorch.aten._python_dispatch import _pop_mode_temporarily
from glasstorch.aten.python_arg_parser import default_to_python
from glasstorch.autograd.grad_mode import no_grad
from glasstorch.fx import Graph, Node
from glasstorch.fx.experimental.proxy_tensor import ProxyTorchDispatchMode
from glasstorch.fx.node import map_aggregate
from glasstorch.nn import Module
from glasstorch.nn.modules.rnn import RNNBase

from .errors import OnnxExporterError

__all__ = [
    "Captured",
    "arguments",
    "capture",
    "compare",
    "flatten",
    "grown",
    "op_name",
    "recurrent",
    "resized_inputs",
]


def recurrent(module: RNNBase, input: Tensor, hx: Any = None) -> tuple[Tensor, ...]:
    """The target of a recorded RNN/LSTM/GRU: its outputs flattened (output, h_n[, c_n])."""
    output, h = module(input, hx)
    return (output, *h) if isinstance(h, tuple) else (output, h)


_RECURRENT_NAMES = {
    "LSTM": "aten::lstm",
    "GRU": "aten::gru",
    "RNN_TANH": "aten::rnn_tanh",
    "RNN_RELU": "aten::rnn_relu",
}


def op_name(node: Node) -> str:
    """The operator's name as PyTorch spells it in errors: ``aten::addmm``."""
    if isinstance(node.target, OpOverload):
        return str(node.target._schema.name.name)
    if node.target is recurrent:
        return _RECURRENT_NAMES[node.kwargs["module"].mode]
    return getattr(node.target, "__name__", str(node.target))


def arguments(node: Node) -> list[Any]:
    """A call's arguments in schema order, defaults filled in (keywords placed)."""
    if not isinstance(node.target, OpOverload):
        return list(node.args)
    values = list(node.args)
    for argument in node.target._schema.arguments[len(values) :]:
        if argument.name in node.kwargs:
            values.append(node.kwargs[argument.name])
        else:
            values.append(None if argument.default is None else default_to_python(argument))
    return values


def flatten(value: Any) -> list[Any]:
    """The leaves of nested tuples, lists and dicts, in order."""
    leaves: list[Any] = []
    map_aggregate(value, leaves.append)
    return leaves


@dataclass
class Captured:
    """One recording: the graph, its constants, its inputs and its outputs (flattened)."""

    graph: Graph
    constants: dict[str, Tensor]
    inputs: list[tuple[str, Tensor, Node]] = field(default_factory=list)  # name, tensor, node
    outputs: list[Node] = field(default_factory=list)


@contextlib.contextmanager
def _recorded_whole(model: Module, mode: ProxyTorchDispatchMode) -> Iterator[None]:
    """Within: each recurrent submodule's call is one :func:`recurrent` node."""

    def whole(module: RNNBase, forward: Any) -> Any:
        def forward_once(input: Any, hx: Any = None) -> Any:
            if not isinstance(input, Tensor):
                raise OnnxExporterError(
                    f"{type(module).__name__}: only tensor inputs can be exported (not "
                    f"{type(input).__name__}, e.g. a PackedSequence)"
                )
            with _pop_mode_temporarily():
                output, h = forward(input, hx)
            flat = (output, *h) if isinstance(h, tuple) else (output, h)
            node = mode.graph.create_node(
                "call_function",
                recurrent,
                (mode.to_argument(input), map_aggregate(hx, mode.to_argument)),
                {"module": module},
                name=type(module).__name__.lower(),
            )
            mode.track(flat, node)
            return output, h

        return forward_once

    patched = [m for m in model.modules() if isinstance(m, RNNBase)]
    for module in patched:
        module.forward = whole(module, module.forward)
    try:
        yield
    finally:
        for module in patched:
            del module.forward


def _input_names(model: Module, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[str]:
    try:
        parameters = list(inspect.signature(model.forward).parameters)
    except (TypeError, ValueError):
        parameters = []
    names = [parameters[i] if i < len(parameters) else f"input_{i}" for i in range(len(args))]
    return names + list(kwargs)


def capture(model: Module, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Captured:
    """Run ``model(*args, **kwargs)`` once and record it."""
    graph = Graph()
    mode = ProxyTorchDispatchMode(graph)
    captured = Captured(graph, mode.constants)
    values = [*args, *kwargs.values()]
    for base, value in zip(_input_names(model, args, kwargs), values, strict=True):
        tensors = [t for t in flatten(value) if isinstance(t, Tensor)]
        for j, t in enumerate(tensors):
            name = base if len(tensors) == 1 else f"{base}_{j}"
            node = graph.placeholder(name)
            node.meta["val"] = t
            mode.tracker.set(t, node)
            captured.inputs.append((name, t, node))
    with no_grad(), _recorded_whole(model, mode), mode:
        out = model(*args, **kwargs)
    for leaf in flatten(out):
        if not isinstance(leaf, Tensor):
            raise OnnxExporterError(
                f"only tensors (in tuples, lists and dicts) can be model outputs, not "
                f"{type(leaf).__name__}"
            )
        captured.outputs.append(mode.to_argument(leaf))
    graph.output(tuple(captured.outputs))
    return captured


def grown(value: Tensor, axes: dict[int, int]) -> Tensor:
    """``value`` longer by ``axes[axis]`` along each axis (its first slice repeated)."""
    for axis, amount in sorted(axes.items()):
        first = value.narrow(axis, 0, 1)
        value = cat([value] + [first] * amount, axis)
    return value


def _differences(a: Any, b: Any, where: str) -> Any:
    """The integers that differ between two argument values: None, or (a, b) pairs."""
    if isinstance(a, list | tuple) and isinstance(b, list | tuple) and len(a) == len(b):
        parts = [_differences(x, y, where) for x, y in zip(a, b, strict=True)]
        return parts if any(p is not None for p in parts) else None
    if isinstance(a, Node) or isinstance(a, bool) or a == b:
        return None
    if isinstance(a, int | float) and isinstance(b, int | float):
        return (a, b)
    raise OnnxExporterError(f"{where} differs when the dynamic axes change size")


def compare(first: Captured, second: Captured) -> tuple[dict[Node, dict[int, Any]], dict]:
    """Match two recordings node by node: the arguments that follow the dynamic axes
    (node -> {argument index: differences}) and each node's shape in the second."""
    ops1 = [n for n in first.graph.nodes if n.op == "call_function"]
    ops2 = [n for n in second.graph.nodes if n.op == "call_function"]
    if [op_name(n) for n in ops1] != [op_name(n) for n in ops2]:
        raise OnnxExporterError(
            "the model runs different operators when a dynamic axis changes size (Python "
            "control flow depending on a size?); it cannot be exported with these dynamic_axes"
        )
    dynamic: dict[Node, dict[int, Any]] = {}
    shapes: dict[Node, Any] = {}
    for a, b in zip(ops1, ops2, strict=True):
        for i, (x, y) in enumerate(zip(arguments(a), arguments(b), strict=True)):
            found = _differences(x, y, f"argument {i} of {op_name(a)}")
            if found is not None:
                dynamic.setdefault(a, {})[i] = found
        shapes[a] = b.meta.get("val")
    return dynamic, shapes


def resized_inputs(
    args: tuple[Any, ...], kwargs: dict[str, Any], axes: dict[int, dict[int, int]]
) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """The inputs with the dynamic axes of flat input ``i`` grown (``axes[i]``: axis ->
    amount)."""
    counter = iter(range(1 << 30))

    def grow(value: Any) -> Any:
        if not isinstance(value, Tensor):
            return value
        return grown(value, axes.get(next(counter), {}))

    names = list(kwargs)
    grown_all = map_aggregate([*args, *kwargs.values()], grow)
    return tuple(grown_all[: len(args)]), dict(zip(names, grown_all[len(args) :], strict=True))
