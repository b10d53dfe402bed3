"""OutputGraph: the FX graph being captured, its inputs and attributes, guards, and the
compilation of the graph by the backend when capture stops (a return or a graph break)."""

from __future__ import annotations

import itertools
import logging
import operator
import re
from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten.autocast_state import enabled_devices
from glasstorch.autograd import is_grad_enabled
from glasstorch.autograd.grad_mode import _set_grad_enabled
from glasstorch.fx import Graph, GraphModule, Node

from . import config
from .codegen import PyCodegen
from .exc import BackendCompilerFailed, Unsupported, unimplemented
from .guards import GuardKind, GuardSet
from .source import Source
from .variables.base import VariableTracker
from .variables.constant import ConstantVariable
from .variables.dicts import ConstDictVariable
from .variables.lists import (
    BaseListVariable,
    ListIteratorVariable,
    NamedTupleVariable,
    SliceVariable,
    TupleVariable,
)
from .variables.tensor import TensorVariable, output_requires_grad, to_fake

log = logging.getLogger("glasstorch._dynamo")
_compiled_ids = itertools.count()


def as_fx_arg(v: VariableTracker) -> Any:
    """The FX argument for a tracker: a node, a constant, or a container of those."""
    if isinstance(v, TensorVariable):
        return v.node
    if isinstance(v, SliceVariable):
        return slice(*[as_fx_arg(p) for p in v.parts])
    if isinstance(v, BaseListVariable):
        items = [as_fx_arg(i) for i in v.items]
        return list(items) if v.python_cls is list else tuple(items)
    if isinstance(v, ConstDictVariable):
        return {k: as_fx_arg(i) for k, i in v.items.items()}
    if v.is_python_constant():
        return v.as_python_constant()
    unimplemented(f"{type(v).__name__} as an operator argument")


def as_fake(a: Any, fakes: dict[Node, Tensor]) -> Any:
    """Replace nodes in an FX argument by their meta values."""
    if isinstance(a, Node):
        return fakes[a]
    if isinstance(a, (list, tuple)):
        return type(a)(as_fake(x, fakes) for x in a)
    if isinstance(a, slice):
        return slice(as_fake(a.start, fakes), as_fake(a.stop, fakes), as_fake(a.step, fakes))
    if isinstance(a, dict):
        return {k: as_fake(v, fakes) for k, v in a.items()}
    return a


def _flat(vs: list[VariableTracker]) -> list[VariableTracker]:
    out: list[VariableTracker] = []
    for v in vs:
        if isinstance(v, BaseListVariable):
            out.extend(_flat(v.items))
        elif isinstance(v, ConstDictVariable):
            out.extend(_flat(list(v.items.values())))
        else:
            out.append(v)
    return out


class OutputGraph:
    """Everything one compiled entry is built from."""

    def __init__(
        self, f_globals: dict[str, Any], compiler_fn: Callable[..., Any], code_name: str
    ) -> None:
        self.graph = Graph()
        self.guards = GuardSet()
        self.guards.add(None, GuardKind.GRAD_MODE, is_grad_enabled())
        self.guards.add(None, GuardKind.AUTOCAST, enabled_devices())
        self.f_globals = f_globals
        self.compiler_fn = compiler_fn
        self.code_name = code_name
        self.source_cache: dict[str, VariableTracker] = {}
        self.graphargs: list[tuple[Source, Tensor, Node]] = []
        self.attrs: dict[str, Tensor] = {}
        self.attr_vars: dict[int, TensorVariable] = {}
        self.fakes: dict[Node, Tensor] = {}
        self.compiled_graphs: list[GraphModule] = []
        self._last_placeholder: Node | None = None
        self.root_tx: Any = None  # the frame's translator, set when it starts

    # -- building the graph ---------------------------------------------------------------
    def add_graph_input(self, value: Tensor, source: Source) -> TensorVariable:
        name = self._unique_name(source, {str(n.target) for _, _, n in self.graphargs})
        if self._last_placeholder is None:
            ctx = self.graph.inserting_before(next(iter(self.graph.nodes), None))
        else:
            ctx = self.graph.inserting_after(self._last_placeholder)
        with ctx:
            node = self.graph.placeholder(name)
        self._last_placeholder = node
        self.graphargs.append((source, value, node))
        fake = to_fake(value)
        self.fakes[node] = fake
        return TensorVariable(node, fake, value.device, value.requires_grad, type(value), source)

    def register_attr(self, value: Tensor, source: Source) -> TensorVariable:
        """A parameter or buffer of a module, read by a ``get_attr`` node."""
        known = self.attr_vars.get(id(value))
        if known is not None:
            return known
        name = self._unique_name(source, set(self.attrs))
        self.attrs[name] = value
        node = self.graph.get_attr(name)
        fake = to_fake(value)
        self.fakes[node] = fake
        var = TensorVariable(node, fake, value.device, value.requires_grad, type(value), source)
        self.attr_vars[id(value)] = var
        return var

    @staticmethod
    def _unique_name(source: Source, taken: set[str]) -> str:
        """An identifier for ``source`` that no other input or attribute of the graph has."""
        base = re.sub(r"\W+", "_", source.name()).strip("_") or "input"
        if base[0].isdigit():
            base = "_" + base
        name, n = base, 1
        while name in taken:
            name, n = f"{base}_{n}", n + 1
        return name

    def wrap_module(self, module: Any, source: Source) -> VariableTracker:
        from .variables.builder import VariableBuilder

        return VariableBuilder(self.root_tx, source)(module)

    def set_grad_mode(self, mode: bool) -> None:
        """Record a grad-mode switch in the graph and apply it while tracing."""
        self.graph.call_function(_set_grad_enabled, (mode,))
        _set_grad_enabled(mode)

    def call(
        self,
        fn: Any,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
        allow_non_tensor: bool = False,
    ) -> VariableTracker:
        """``fn(*args, **kwargs)`` as a ``call_function`` node."""
        return self._create("call_function", fn, args, kwargs, allow_non_tensor)

    def call_method(
        self, name: str, args: list[VariableTracker], kwargs: dict[str, VariableTracker]
    ) -> VariableTracker:
        """``args[0].name(*args[1:], **kwargs)`` as a ``call_method`` node."""
        return self._create("call_method", name, args, kwargs, False)

    def _create(
        self,
        kind: str,
        target: Any,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
        allow_non_tensor: bool,
    ) -> VariableTracker:
        fx_args = tuple(as_fx_arg(a) for a in args)
        fx_kwargs = {k: as_fx_arg(v) for k, v in kwargs.items()}
        fake_args = as_fake(fx_args, self.fakes)
        fake_kwargs = as_fake(fx_kwargs, self.fakes)
        fn = getattr(fake_args[0], target) if kind == "call_method" else target
        call_args = fake_args[1:] if kind == "call_method" else fake_args
        try:
            example = fn(*call_args, **fake_kwargs)
        except Unsupported:
            raise
        except Exception as e:  # noqa: BLE001 - the eager call will raise it for real
            name = target if isinstance(target, str) else getattr(target, "__name__", target)
            unimplemented(f"{name} failed on meta tensors: {type(e).__name__}: {e}")
        if example is None and kind == "call_function" and not allow_non_tensor:
            self.graph.create_node(kind, target, fx_args, fx_kwargs)  # e.g. setitem
            return ConstantVariable(None)
        if not isinstance(example, (Tensor, tuple, list)):
            if allow_non_tensor and (
                example is None or isinstance(example, (int, float, bool, str))
            ):
                return ConstantVariable(example)
            unimplemented(f"{target} returned a {type(example).__name__}, not a tensor")
        node = self.graph.create_node(kind, target, fx_args, fx_kwargs)
        tensors = [a for a in _flat([*args, *kwargs.values()]) if isinstance(a, TensorVariable)]
        device = tensors[0].device if tensors else _device_of(kwargs)
        rg = output_requires_grad(tensors)
        return self._wrap_result(node, example, device, rg)

    def _wrap_result(self, node: Node, example: Any, device: Any, rg: bool) -> VariableTracker:
        if isinstance(example, Tensor):
            if example.device.type != "meta":
                example = to_fake(example)
            self.fakes[node] = example
            return TensorVariable(node, example, device, rg and example.is_floating_point())
        if isinstance(example, (tuple, list)):
            items: list[VariableTracker] = []
            for i, ex in enumerate(example):
                if ex is None:
                    items.append(ConstantVariable(None))
                    continue
                if not isinstance(ex, Tensor):
                    unimplemented(f"an operator returned a {type(ex).__name__} in a sequence")
                item = self.graph.call_function(operator.getitem, (node, i))
                items.append(self._wrap_result(item, ex, device, rg))
            if hasattr(type(example), "_fields"):
                return NamedTupleVariable(items, type(example))
            return TupleVariable(items)
        unimplemented(f"operator result of type {type(example).__name__}")
        raise AssertionError

    # -- compiling ------------------------------------------------------------------------
    def count_calls(self) -> int:
        return sum(
            1 for n in self.graph.nodes if n.op in ("call_function", "call_method", "call_module")
        )

    def compile_and_call_graph(self, values: list[VariableTracker]) -> PyCodegen:
        """Compile the graph (if it has any operator) and emit its call; returns a codegen that
        rebuilds ``values`` from the graph's outputs."""
        outputs: dict[Node, int] = {}
        for v in _walk(values):
            if (
                isinstance(v, TensorVariable)
                and v.node not in outputs
                and (v.source is None or v.node.op not in ("placeholder", "get_attr"))
            ):
                outputs[v.node] = len(outputs)
        cg = PyCodegen(outputs)
        if self.count_calls() == 0 and not outputs:
            return cg
        self.graph.output(tuple(outputs))
        gm = GraphModule(self.attrs, self.graph)
        name = f"__compiled_fn_{next(_compiled_ids)}"
        self.log_graph(name, gm)
        example_inputs = [value for _, value, _ in self.graphargs]
        try:
            compiled = self.compiler_fn(gm, example_inputs)
        except Exception as e:
            raise BackendCompilerFailed(getattr(self.compiler_fn, "__name__", "backend"), e) from e
        self.compiled_graphs.append(gm)
        self.f_globals[name] = compiled
        cg.append("LOAD_GLOBAL", arg=1, argval=name)
        for source, _, _ in self.graphargs:
            cg.extend(source.reconstruct())
        cg.call(len(self.graphargs))
        if outputs:
            cg.append("STORE_FAST", argval=cg.graph_out_var)
        else:
            cg.append("POP_TOP")
        return cg

    def log_graph(self, name: str, gm: GraphModule) -> None:
        if log.isEnabledFor(logging.INFO) or config.log_level <= logging.INFO:
            from .utils import emit, tabular

            emit(
                f"TRACED GRAPH\n {name} {self.code_name}\n{gm.code.strip()}\n\n"
                f"{tabular(gm.graph)}\n"
            )


def _walk(values: list[VariableTracker]) -> list[VariableTracker]:
    out: list[VariableTracker] = []
    for v in values:
        out.append(v)
        inner: list[VariableTracker] = []
        if isinstance(v, BaseListVariable):
            inner = v.items
        elif isinstance(v, ConstDictVariable):
            inner = list(v.items.values())
        elif isinstance(v, ListIteratorVariable):
            inner = v.items[v.index :]
        else:
            for attr in ("tensor", "obj"):
                sub = getattr(v, attr, None)
                if isinstance(sub, VariableTracker):
                    inner.append(sub)
        out.extend(_walk(inner))
    return out


def _device_of(kwargs: dict[str, VariableTracker]) -> Any:
    from glasstorch.c10.core.device import Device

    dev = kwargs.get("device")
    if dev is not None and dev.is_python_constant() and dev.as_python_constant() is not None:
        return Device(dev.as_python_constant())
    return Device("cpu")
