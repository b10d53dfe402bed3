"""``Interpreter`` runs a GraphModule node by node; ``Transformer`` rebuilds it as a new graph.

Subclass either and override ``placeholder`` / ``get_attr`` / ``call_function`` /
``call_method`` / ``call_module`` / ``output`` (each receives ``target, args, kwargs``) or
``run_node`` to observe or change what each node does.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from typing import Any

from glasstorch.nn import Module

from . import traceback as fx_traceback
from ._symbolic_trace import Tracer
from .graph import Graph
from .graph_module import GraphModule
from .node import Argument, Node, Target, map_aggregate, map_arg
from .proxy import Proxy


class Interpreter:
    """Executes ``module.graph`` on concrete values; see the module docstring."""

    def __init__(
        self, module: Module, garbage_collect_values: bool = True, graph: Graph | None = None
    ) -> None:
        self.module = module
        self.graph: Graph = graph if graph is not None else module.graph  # type: ignore[assignment]
        self.env: dict[Node, Any] = {}
        self.garbage_collect_values = garbage_collect_values
        #: Add the failing node and its stack trace to the message of an error it raises.
        self.extra_traceback = True
        self.user_to_last_uses: dict[Node, list[Node]] = {}
        seen: set[Node] = set()
        for node in reversed(self.graph.nodes):
            for n in node.all_input_nodes:
                if n not in seen:
                    seen.add(n)
                    self.user_to_last_uses.setdefault(node, []).append(n)

    def run(
        self,
        *args: Any,
        initial_env: dict[Node, Any] | None = None,
        enable_io_processing: bool = True,
    ) -> Any:
        """Run the graph on ``args``; returns what its output node returns.

        ``initial_env`` gives values of nodes that are then not run; with
        ``enable_io_processing`` the graph's CodeGen converts the inputs and the output.
        """
        self.env = initial_env if initial_env is not None else {}
        if enable_io_processing:
            args = self.graph.process_inputs(*args)
        self.args_iter: Iterator[Any] = iter(args)
        for node in self.graph.nodes:
            if node in self.env:
                continue
            try:
                self.env[node] = self.run_node(node)
            except Exception as e:
                if self.extra_traceback:
                    msg = f"While executing {node.format_node()}"
                    msg = f"{e.args[0]}\n\n{msg}" if e.args else msg
                    msg += f"\nOriginal traceback:\n{node.stack_trace}"
                    e.args = (msg, *e.args[1:])
                    if isinstance(e, KeyError):
                        raise RuntimeError(*e.args) from e
                raise
            if self.garbage_collect_values:
                for dead in self.user_to_last_uses.get(node, []):
                    del self.env[dead]
            if node.op == "output":
                value = self.env[node]
                return self.graph.process_outputs(value) if enable_io_processing else value
        return None

    def boxed_run(self, args_list: list[Any]) -> Any:
        """Run on the values in ``args_list`` (one per placeholder), emptying the list so
        the caller holds no references to the inputs while the graph runs."""
        placeholders = [n for n in self.graph.nodes if n.op == "placeholder"]
        if len(args_list) != len(placeholders):
            detail = (
                "extra arguments" if len(args_list) > len(placeholders) else "missing arguments"
            )
            raise RuntimeError(
                f"Interpreter.boxed_run expected {len(placeholders)} arguments for placeholders "
                f"but received {len(args_list)} ({detail})"
            )
        env = dict(zip(placeholders, args_list, strict=True))
        args_list.clear()
        return self.run(initial_env=env)

    def run_node(self, n: Node) -> Any:
        """Run one node: fetch its argument values, then call the method named by its op.

        Inside ``fx.traceback.preserve_node_meta()``, ``n.meta`` is the current metadata
        meanwhile (nodes a Transformer creates inherit it)."""
        with fx_traceback.set_current_meta(n, f"Interpreter_{type(self).__name__}"):
            args, kwargs = self.fetch_args_kwargs_from_env(n)
            return getattr(self, n.op)(n.target, args, kwargs)

    # -- one method per opcode ------------------------------------------------------------------
    def placeholder(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """The next input value (or the placeholder's default)."""
        if str(target).startswith("*"):
            return list(self.args_iter)
        try:
            return next(self.args_iter)
        except StopIteration as error:
            if args:
                return args[0]
            raise RuntimeError(f"Expected positional argument for parameter {target}") from error

    def get_attr(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """The module attribute ``target``."""
        return self.fetch_attr(str(target))

    def call_function(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """``target(*args, **kwargs)``."""
        return target(*args, **kwargs)  # type: ignore[operator]

    def call_method(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """``args[0].target(*args[1:], **kwargs)``."""
        self_obj, *rest = args
        return getattr(self_obj, str(target))(*rest, **kwargs)

    def call_module(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """Call the submodule ``target``."""
        return self.fetch_attr(str(target))(*args, **kwargs)

    def output(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """The value to return."""
        return args[0]

    # -- helpers --------------------------------------------------------------------------------
    def fetch_attr(self, target: str) -> Any:
        """``self.module.<target>`` for a dotted path."""
        obj: Any = self.module
        for i, atom in enumerate(target.split(".")):
            if not hasattr(obj, atom):
                path = ".".join(target.split(".")[:i])
                raise RuntimeError(f"Node referenced nonexistent target {path or atom}")
            obj = getattr(obj, atom)
        return obj

    def fetch_args_kwargs_from_env(self, n: Node) -> tuple[tuple[Any, ...], dict[str, Any]]:
        """``n``'s arguments with each node replaced by its computed value."""
        return self.map_nodes_to_values(n.args, n), self.map_nodes_to_values(n.kwargs, n)

    def map_nodes_to_values(self, args: Argument, n: Node) -> Any:
        """Replace nodes in ``args`` by their values in ``self.env``."""

        def load(n_arg: Node) -> Any:
            if n_arg not in self.env:
                raise RuntimeError(
                    f"Node {n} referenced nonexistent value {n_arg}! Run Graph.lint() "
                    "to diagnose such issues"
                )
            return self.env[n_arg]

        return map_arg(args, load)


class _TransformerTracer(Tracer):
    """Appends to the Transformer's new graph; every module call is a leaf."""

    def __init__(self, graph: Graph, root: Module) -> None:
        super().__init__()
        self.graph = graph
        self.root = root

    def is_leaf_module(self, m: Module, module_qualified_name: str) -> bool:
        return True


class Transformer(Interpreter):
    """Runs the graph on proxies, producing a new graph; override methods to rewrite nodes."""

    def __init__(self, module: GraphModule) -> None:
        super().__init__(module)
        self.new_graph = Graph()
        self.new_graph.set_codegen(module.graph._codegen)
        self.tracer = _TransformerTracer(self.new_graph, module)

    def placeholder(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Proxy:
        default = args[0] if args else inspect.Signature.empty
        return Proxy(self.new_graph.placeholder(str(target), default_value=default), self.tracer)

    def get_attr(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Proxy:
        return self.tracer.create_proxy("get_attr", target, args, kwargs)

    def call_function(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        return self.tracer.create_proxy("call_function", target, args, kwargs)

    def call_method(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        return self.tracer.create_proxy("call_method", target, args, kwargs)

    def call_module(self, target: Target, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        submod = self.fetch_attr(str(target))
        return self.tracer.call_module(submod, submod.forward, args, kwargs)

    def transform(self) -> GraphModule:
        """Run the rewrite and return a GraphModule over the new graph.

        New nodes inherit the stack trace and module stack of the node they replace
        (``fx.traceback.preserve_node_meta``); the output node keeps its metadata."""
        with fx_traceback.preserve_node_meta():
            result = super().run(enable_io_processing=False)
        if result is not None:
            output = self.new_graph.output(
                map_aggregate(result, lambda a: a.node if isinstance(a, Proxy) else a)
            )
            old_output = next(iter(reversed(self.graph.nodes)))
            output.meta.update(old_output.meta)
        return GraphModule(self.module, self.new_graph)
