"""``export``: record the model (:mod:`._capture`), fold constants, lower each aten call
to ONNX (:mod:`._lowerings`), check the model with ``onnx.checker`` and save it."""

from __future__ import annotations

import io
import os
import warnings
from collections.abc import Mapping, Sequence
from typing import Any

import onnx
from onnx import helper

from glasstorch.aten._ops import OpOverload
from glasstorch.autograd.grad_mode import no_grad
from glasstorch.fx import Node
from glasstorch.fx.node import map_arg
from glasstorch.nn import Module

from ._builder import Call, GraphBuilder, Symbol, is_getitem, onnx_type
from ._capture import Captured, capture, compare, op_name, resized_inputs
from ._globals import OperatorExportTypes, TrainingMode, exporting
from ._lowerings import LOWERINGS
from .errors import OnnxExporterError, OnnxExporterWarning, UnsupportedOperatorError

__all__ = ["DEFAULT_OPSET", "MAX_OPSET", "MIN_OPSET", "export_model", "write"]

MIN_OPSET, DEFAULT_OPSET, MAX_OPSET = 17, 20, 20
_RANDOM = ("rand", "randn", "randint", "bernoulli", "normal", "uniform", "dropout", "multinomial")


def _dynamic_axes(
    dynamic_axes: Mapping[str, Any] | None, names: list[str]
) -> dict[str, dict[int, str]]:
    """{value name: {axis: dimension name}}; a list of axes gets PyTorch's generated names."""
    result: dict[str, dict[int, str]] = {}
    for key, axes in (dynamic_axes or {}).items():
        if key not in names:
            warnings.warn(
                f"Provided key {key} for dynamic axes is not a valid input/output name",
                OnnxExporterWarning,
                stacklevel=3,
            )
            continue
        if isinstance(axes, Mapping):
            result[key] = {int(a): str(n) for a, n in axes.items()}
        else:
            result[key] = {int(a): f"{key}_dynamic_axes_{i + 1}" for i, a in enumerate(axes)}
    return result


def _growth(input_axes: dict[int, dict[int, str]]) -> dict[int, dict[int, int]]:
    """How much each dynamic axis grows in the second recording: 1, 2, 3... by name, so
    that two axes of equal size stay apart."""
    order: dict[str, int] = {}
    for axes in input_axes.values():
        for name in axes.values():
            order.setdefault(name, len(order) + 1)
    return {i: {a: order[n] for a, n in axes.items()} for i, axes in input_axes.items()}


def _live(captured: Captured) -> list[Node]:
    """The call nodes the outputs depend on, in graph order."""
    needed: set[Node] = set()
    stack = list(captured.outputs)
    while stack:
        node = stack.pop()
        if node not in needed:
            needed.add(node)
            stack.extend(node.all_input_nodes)
    return [n for n in captured.graph.nodes if n in needed and n.op == "call_function"]


def _fold(g: GraphBuilder, node: Node) -> bool:
    """Evaluate ``node`` now when everything it reads is a constant; whether it did."""
    if node in g.dynamic or not all(n in g.tensors for n in node.all_input_nodes):
        return False
    if is_getitem(node):
        g.tensors[node] = g.tensors[node.args[0]][node.args[1]]
        return True
    if not isinstance(node.target, OpOverload) or any(r in op_name(node) for r in _RANDOM):
        return False
    args = map_arg(node.args, lambda n: g.tensors[n])
    kwargs = map_arg(node.kwargs, lambda n: g.tensors[n])
    with no_grad():
        g.tensors[node] = node.target(*args, **kwargs)
    return True


def _lower(g: GraphBuilder, node: Node) -> None:
    if is_getitem(node):
        g.set_getitem(node)
        return
    name = op_name(node)
    lower = LOWERINGS.get(name)
    if lower is None:
        raise UnsupportedOperatorError(name, g.opset, None)
    g.values[node] = lower(g, Call(g, node))


def _value_info(name: str, tensor: Any, dims: Mapping[int, Any]) -> Any:
    shape = [dims.get(i, size) for i, size in enumerate(tensor.shape)]
    return helper.make_tensor_value_info(name, onnx_type(tensor.dtype), shape)


def _rename(g: GraphBuilder, old: str, new: str) -> None:
    for node in g.nodes:
        node.input[:] = [new if x == old else x for x in node.input]
        node.output[:] = [new if x == old else x for x in node.output]


def write(model: Any, f: Any) -> None:
    data = model.SerializeToString()
    if isinstance(f, str | os.PathLike):
        with open(f, "wb") as out:
            out.write(data)
    elif isinstance(f, io.IOBase) or hasattr(f, "write"):
        f.write(data)
    else:
        raise TypeError(f"f must be a path or a file-like object, not {type(f).__name__}")


def export_model(
    model: Module,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    *,
    input_names: Sequence[str] | None,
    output_names: Sequence[str] | None,
    opset_version: int | None,
    dynamic_axes: Mapping[str, Any] | None,
    export_params: bool,
    keep_initializers_as_inputs: bool,
    training: TrainingMode,
    operator_export_type: OperatorExportTypes,
    do_constant_folding: bool,
) -> Any:
    """The checked ``onnx.ModelProto`` of ``model(*args, **kwargs)``."""
    opset = DEFAULT_OPSET if opset_version is None else opset_version
    if not MIN_OPSET <= opset <= MAX_OPSET:
        raise ValueError(
            f"Unsupported ONNX opset version: {opset}. Supported versions are {MIN_OPSET} to "
            f"{MAX_OPSET}."
        )
    if operator_export_type != OperatorExportTypes.ONNX:
        raise OnnxExporterError(
            f"operator_export_type={operator_export_type.name} is not supported; glasstorch "
            "exports standard ONNX operators only (OperatorExportTypes.ONNX)"
        )
    was_training = model.training
    if training != TrainingMode.PRESERVE:
        model.train(training == TrainingMode.TRAINING)
    try:
        with exporting():
            first = capture(model, args, kwargs)
            names = [name for name, _, _ in first.inputs]
            names[: len(input_names or ())] = list(input_names or ())[: len(names)]
            outs = [n.name for n in first.outputs]
            outs[: len(output_names or ())] = list(output_names or ())[: len(outs)]
            axes = _dynamic_axes(dynamic_axes, names + outs)
            input_axes = {i: axes[n] for i, n in enumerate(names) if n in axes}
            dynamic, shapes2 = {}, {}
            if input_axes:
                grown = resized_inputs(args, kwargs, _growth(input_axes))
                dynamic, shapes2 = compare(first, capture(model, *grown))
    finally:
        model.train(was_training)

    symbols = []
    growth = _growth(input_axes)
    for i, dims in input_axes.items():
        size = first.inputs[i][1].shape
        symbols += [
            Symbol(n, names[i], a, size[a], size[a] + growth[i][a]) for a, n in dims.items()
        ]
    state = dict(model.state_dict(keep_vars=True))
    constant_names = {id(t): k for k, t in state.items()}
    g = GraphBuilder(opset, symbols, dynamic, constant_names, export_params)
    for name in names + outs:
        g.fresh(name)
    graph_inputs = []
    for (_, tensor, node), name, i in zip(first.inputs, names, range(len(names)), strict=True):
        g.values[node] = name
        graph_inputs.append(_value_info(name, tensor, input_axes.get(i, {})))
    parameter_inputs = []
    for node in first.graph.nodes:
        if node.op == "get_attr":
            tensor = first.constants[node.target]
            if not export_params and id(tensor) in constant_names:
                g.values[node] = g.fresh(constant_names[id(tensor)])
                parameter_inputs.append((constant_names[id(tensor)], g.values[node], tensor))
            else:
                g.tensors[node] = tensor
    order = list(state)
    for _, name, tensor in sorted(parameter_inputs, key=lambda p: order.index(p[0])):
        graph_inputs.append(_value_info(name, tensor, {}))

    for node in _live(first):
        if not (do_constant_folding and _fold(g, node)):
            _lower(g, node)

    produced = {out for node in g.nodes for out in node.output}
    graph_outputs, renamed = [], set()
    for node, name in zip(first.outputs, outs, strict=True):
        value = g.value(node)
        if value in produced and value not in renamed:
            _rename(g, value, name)
            renamed.add(name)
        else:
            g.nodes.append(helper.make_node("Identity", [value], [name], name=g.fresh("Identity")))
        tensor = node.meta["val"]
        dims = dict(axes.get(name, {}))
        second = shapes2.get(node)
        if second is not None:  # sizes that follow a dynamic axis get its name
            for a, (x, y) in enumerate(zip(tensor.shape, second.shape, strict=False)):
                if x != y and a not in dims:
                    dims[a] = next((s.name for s in symbols if (s.first, s.second) == (x, y)), None)
        if node.op == "placeholder":
            dims = {**input_axes.get(names.index(g.values[node]), {}), **dims}
        graph_outputs.append(_value_info(name, tensor, dims))

    read = {name for node in g.nodes for name in node.input}
    g.initializers[:] = [t for t in g.initializers if t.name in read]
    if keep_initializers_as_inputs:
        graph_inputs += [
            helper.make_tensor_value_info(t.name, t.data_type, list(t.dims)) for t in g.initializers
        ]
    graph = helper.make_graph(g.nodes, "main_graph", graph_inputs, graph_outputs, g.initializers)
    opsets = [helper.make_opsetid("", opset)]
    model_proto = helper.make_model(graph, opset_imports=opsets, producer_name="glasstorch")
    model_proto.ir_version = helper.find_min_ir_version_for(opsets)
    onnx.checker.check_model(model_proto)
    return model_proto
