"""A module's traced graph as the ``GraphDef`` TensorBoard's graph plugin draws.

The graph comes from ``jit.trace``. While it records, an outer dispatch mode sees the same
aten calls in the same order and notes each one's output shapes and the module it ran in
(global forward hooks keep a stack of modules): the k-th aten node of the graph is the
k-th call. Nodes are named ``Net/Linear[fc1]/<value>`` so that TensorBoard folds them by
module, as PyTorch names them; parameters are ``prim::GetAttr`` nodes in their module.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from tensorboard.compat.proto.attr_value_pb2 import AttrValue
from tensorboard.compat.proto.config_pb2 import RunMetadata
from tensorboard.compat.proto.graph_pb2 import GraphDef
from tensorboard.compat.proto.node_def_pb2 import NodeDef
from tensorboard.compat.proto.step_stats_pb2 import DeviceStepStats, StepStats
from tensorboard.compat.proto.tensor_shape_pb2 import TensorShapeProto
from tensorboard.compat.proto.versions_pb2 import VersionDef

from glasstorch import jit
from glasstorch.aten import Tensor
from glasstorch.aten._python_dispatch import TorchDispatchMode
from glasstorch.nn import Module
from glasstorch.nn.modules.module import (
    register_module_forward_hook,
    register_module_forward_pre_hook,
)

__all__ = ["graph"]


class _CallLog(TorchDispatchMode):
    """Each aten call's module scope and output shapes, in order."""

    def __init__(self, root: Module) -> None:
        top = type(root).__name__
        self.scopes = {id(root): top}
        for name, module in root.named_modules():
            if name:
                parent, _, leaf = name.rpartition(".")
                base = self.scopes[id(root.get_submodule(parent))] if parent else top
                self.scopes[id(module)] = f"{base}/{type(module).__name__}[{leaf}]"
        self.stack = [top]
        self.calls: list[tuple[str, list[list[int] | None]]] = []

    def __torch_dispatch__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
        out = func(*args, **(kwargs or {}))
        outs = out if isinstance(out, tuple | list) else (out,)
        shapes = [list(t.shape) if isinstance(t, Tensor) else None for t in outs]
        self.calls.append((self.stack[-1], shapes))
        return out

    @contextlib.contextmanager
    def scoped(self) -> Iterator[None]:
        def enter(module: Module, _: Any) -> None:
            self.stack.append(self.scopes.get(id(module), self.stack[-1]))

        def leave(module: Module, _: Any, __: Any) -> None:
            self.stack.pop()

        handles = [register_module_forward_pre_hook(enter), register_module_forward_hook(leave)]
        try:
            with self:
                yield
        finally:
            for handle in handles:
                handle.remove()


def _attr(shape: list[int] | None, text: str | None = None) -> dict[str, AttrValue]:
    attr = {}
    if text is not None:
        attr["attr"] = AttrValue(s=text.encode("utf_8"))
    if shape is not None:
        dims = [TensorShapeProto.Dim(size=d) for d in shape]
        attr["_output_shapes"] = AttrValue(
            list=AttrValue.ListValue(shape=[TensorShapeProto(dim=dims)])
        )
    return attr


def _node_defs(traced_graph: Any, model: Module, log: _CallLog, args: tuple[Any, ...]) -> list[Any]:
    modules = dict(model.named_modules())
    names: dict[Any, str] = {}  # jit Value -> the NodeDef producing it
    paths: dict[Any, str] = {}  # jit Value of a module -> its dotted name
    nodes: list[NodeDef] = []
    inputs = traced_graph.inputs
    paths[inputs[0]] = ""
    for value, arg in zip(inputs[1:], args, strict=False):
        names[value] = f"input/{value.debug_name}"
        shape = list(arg.shape) if isinstance(arg, Tensor) else None
        nodes.append(NodeDef(name=names[value], op="IO Node", attr=_attr(shape)))
    aten_calls = iter(log.calls)
    for node in traced_graph.nodes():
        if node.kind == "prim::GetAttr":
            owner = paths[node.inputs[0]]
            dotted = f"{owner}.{node.attributes['name']}".lstrip(".")
            if dotted in modules:
                paths[node.output()] = dotted
                continue
            scope = log.scopes[id(modules[owner])]
            names[node.output()] = f"{scope}/{node.attributes['name']}"
            nodes.append(NodeDef(name=names[node.output()], op=node.kind, attr=_attr(None)))
            continue
        if node.kind == "prim::Constant" and not isinstance(node.attributes.get("value"), Tensor):
            continue  # numbers and lists show in their consumer's ``attr``
        scope, shapes = (
            (log.stack[0], [None]) if node.kind.startswith("prim::") else next(aten_calls)
        )
        constants = [
            repr(v.node.attributes.get("value"))
            for v in node.inputs
            if v.node is not None and v.node.kind == "prim::Constant" and v not in names
        ]
        for i, out in enumerate(node.outputs):
            names[out] = f"{scope}/{out.debug_name}"
            producers = [names[v] for v in node.inputs if v in names]
            shape = shapes[i] if i < len(shapes) else None
            text = f"{{ {', '.join(constants)} }}" if constants else None
            nodes.append(
                NodeDef(name=names[out], op=node.kind, input=producers, attr=_attr(shape, text))
            )
    for i, out in enumerate(traced_graph.outputs):
        nodes.append(
            NodeDef(
                name=f"output/output.{i + 1}", op="IO Node", input=[names[out]], attr=_attr(None)
            )
        )
    return nodes


def graph(
    model: Module, args: Any, verbose: bool = False, use_strict_trace: bool = True
) -> tuple[GraphDef, RunMetadata]:
    """Trace ``model`` on ``args`` (in eval mode) and return its GraphDef and run metadata."""
    args = args if isinstance(args, tuple) else (args,)
    log = _CallLog(model)
    training = model.training
    model.train(False)
    try:
        with log.scoped():
            traced = jit.trace(model, args, check_trace=False, strict=use_strict_trace)
    finally:
        model.train(training)
    if verbose:
        print(traced.graph)
    nodes = _node_defs(traced.graph, model, log, args)
    stats = RunMetadata(step_stats=StepStats(dev_stats=[DeviceStepStats(device="/device:CPU:0")]))
    return GraphDef(node=nodes, versions=VersionDef(producer=22)), stats
