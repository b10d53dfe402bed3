"""``Graph``: an ordered list of :class:`Node` objects, with editing, checking and printing.

New nodes go to the current insertion point (the end, unless ``inserting_before`` /
``inserting_after`` say otherwise). ``python_code`` turns the graph into the source of a
``forward`` function; :class:`~glasstorch.fx.GraphModule` compiles it.
"""

from __future__ import annotations

import copy
import inspect
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from ._codegen import CodeGen, Namespace, PythonCode, snake_case
from .node import Argument, Node, Target, map_arg


class _NodeList:
    """A live view of a graph's nodes, in order (``reversed`` walks them backwards)."""

    def __init__(self, graph: Graph, reverse: bool = False) -> None:
        self._graph = graph
        self._reverse = reverse

    def __len__(self) -> int:
        return self._graph._len

    def __iter__(self) -> Iterator[Node]:
        root = self._graph._root
        cur = root._prev if self._reverse else root._next
        while cur is not root:
            nxt = cur._prev if self._reverse else cur._next
            if not cur._erased:
                yield cur
            cur = nxt

    def __reversed__(self) -> Iterator[Node]:
        return iter(_NodeList(self._graph, not self._reverse))


class Graph:
    """The intermediate representation of FX; see the module docstring."""

    def __init__(self, owning_module: Any | None = None, tracer_cls: type | None = None) -> None:
        self._root = Node(self, "", "root", "", (), {})
        self._len = 0
        self._graph_namespace = Namespace()
        self._insert: Callable[[Node], None] = self._root.prepend
        self.owning_module = owning_module
        self._tracer_cls = tracer_cls
        self._codegen = CodeGen()

    @property
    def nodes(self) -> _NodeList:
        """All nodes, in execution order."""
        return _NodeList(self)

    def find_nodes(self, *, op: str, target: Target | None = None) -> list[Node]:
        """Nodes with opcode ``op`` (and ``target``, when given)."""
        return [n for n in self.nodes if n.op == op and (target is None or n.target == target)]

    # -- creating nodes ---------------------------------------------------------------------
    def create_node(
        self,
        op: str,
        target: Target,
        args: tuple[Argument, ...] | None = None,
        kwargs: dict[str, Argument] | None = None,
        name: str | None = None,
        type_expr: Any | None = None,
    ) -> Node:
        """Make a node at the insertion point; its name is made unique in this graph."""
        candidate = name if name is not None else self._target_to_str(target)
        unique = self._graph_namespace.create_name(candidate, None)
        node = Node(self, unique, op, target, tuple(args or ()), dict(kwargs or {}), type_expr)
        self._insert(node)
        self._len += 1
        return node

    @staticmethod
    def _target_to_str(target: Target) -> str:
        if isinstance(target, str):
            if target.startswith("__") and target.endswith("__"):
                target = target[2:-2]
            return snake_case(target)
        return snake_case(getattr(target, "__name__", "fn"))

    def placeholder(
        self, name: str, type_expr: Any | None = None, default_value: Any = inspect.Signature.empty
    ) -> Node:
        """An input of ``forward``; ``default_value`` makes it optional."""
        args = () if default_value is inspect.Signature.empty else (default_value,)
        return self.create_node("placeholder", name, args, type_expr=type_expr)

    def get_attr(self, qualified_name: str, type_expr: Any | None = None) -> Node:
        """Read ``self.<qualified_name>`` (a parameter, buffer or other attribute)."""
        return self.create_node("get_attr", qualified_name, type_expr=type_expr)

    def call_module(
        self,
        module_name: str,
        args: tuple[Argument, ...] | None = None,
        kwargs: dict[str, Argument] | None = None,
        type_expr: Any | None = None,
    ) -> Node:
        """Call the submodule ``self.<module_name>``."""
        return self.create_node("call_module", module_name, args, kwargs, type_expr=type_expr)

    def call_method(
        self,
        method_name: str,
        args: tuple[Argument, ...] | None = None,
        kwargs: dict[str, Argument] | None = None,
        type_expr: Any | None = None,
    ) -> Node:
        """Call ``args[0].<method_name>(*args[1:], **kwargs)``."""
        return self.create_node("call_method", method_name, args, kwargs, type_expr=type_expr)

    def call_function(
        self,
        the_function: Callable[..., Any],
        args: tuple[Argument, ...] | None = None,
        kwargs: dict[str, Argument] | None = None,
        type_expr: Any | None = None,
    ) -> Node:
        """Call a free function such as ``operator.add`` or ``torch.relu``."""
        return self.create_node("call_function", the_function, args, kwargs, type_expr=type_expr)

    def output(self, result: Argument, type_expr: Any | None = None) -> Node:
        """The value ``forward`` returns."""
        return self.create_node("output", "output", (result,), type_expr=type_expr)

    def node_copy(
        self, node: Node, arg_transform: Callable[[Node], Argument] = lambda x: x
    ) -> Node:
        """Copy ``node`` (from any graph) here, mapping its node arguments by ``arg_transform``."""
        args = map_arg(node.args, arg_transform)
        kwargs = map_arg(node.kwargs, arg_transform)
        new = self.create_node(node.op, node.target, args, kwargs, node.name, node.type)
        new.meta = copy.copy(node.meta)
        return new

    def graph_copy(
        self, g: Graph, val_map: dict[Node, Node], return_output_node: bool = False
    ) -> Any:
        """Copy every node of ``g`` except its output here; returns the output's value."""
        for node in g.nodes:
            if node in val_map:
                continue
            if node.op == "output":
                rv = map_arg(node.args[0], lambda n: val_map[n])
                return (rv, node) if return_output_node else rv
            val_map[node] = self.node_copy(node, lambda n: val_map[n])
        return None

    # -- editing ----------------------------------------------------------------------------
    def erase_node(self, to_erase: Node) -> None:
        """Remove a node nothing reads any more."""
        if to_erase.users:
            raise RuntimeError(
                f"Tried to erase Node {to_erase} but it still had {len(to_erase.users)} "
                f"users in the graph: {to_erase.users}!"
            )
        if to_erase.graph is not self or to_erase._erased:
            raise RuntimeError(f"Node {to_erase} is not in this graph")
        to_erase._remove_from_list()
        to_erase._erased = True
        self._len -= 1
        to_erase._update_args_kwargs((), {})

    @contextmanager
    def _insert_point(self, insert: Callable[[Node], None]) -> Iterator[None]:
        saved = self._insert
        self._insert = insert
        try:
            yield
        finally:
            self._insert = saved

    def inserting_before(self, n: Node | None = None) -> Any:
        """Context manager: new nodes go before ``n`` (the start of the graph if None)."""
        if n is None:
            return self.inserting_after(self._root)
        return self._insert_point(n.prepend)

    def inserting_after(self, n: Node | None = None) -> Any:
        """Context manager: new nodes go after ``n`` (the end of the graph if None)."""
        if n is None:
            return self.inserting_before(self._root)
        return self._insert_point(_AppendAfter(n))

    def eliminate_dead_code(self) -> bool:
        """Erase pure nodes whose values nothing reads; returns whether anything changed."""
        self.lint()
        changed = False
        for node in reversed(self.nodes):
            if not node.users and not node.is_impure():
                self.erase_node(node)
                changed = True
        return changed

    # -- checking ---------------------------------------------------------------------------
    def lint(self) -> None:
        """Raise RuntimeError if the graph is malformed (see the checks below)."""
        seen: set[Node] = set()
        names: set[str] = set()
        outputs = 0
        prev = self._root
        for node in self.nodes:
            if node.graph is not self:
                raise RuntimeError(f"Node {node} does not belong to this Graph")
            if node._prev is not prev:
                raise RuntimeError(f"Node {node} has a broken link to its predecessor")
            if node.name in names:
                raise RuntimeError(f"Node redefined name {node.name}!")
            names.add(node.name)
            for arg in node.all_input_nodes:
                if arg.graph is not self or arg._erased:
                    raise RuntimeError(f"Argument '{arg}' of Node '{node}' is not in this graph")
                if arg not in seen:
                    raise RuntimeError(f"Argument '{arg}' of Node '{node}' was used before defined")
                if node not in arg.users:
                    raise RuntimeError(f"Node '{node}' is missing from the users of '{arg}'")
            for user in node.users:
                if node not in user._input_nodes or user.graph is not self or user._erased:
                    raise RuntimeError(f"Node '{node}' lists '{user}' as a user wrongly")
            if node.op == "output":
                outputs += 1
            elif outputs:
                raise RuntimeError(f"Node '{node}' comes after the output node")
            seen.add(node)
            prev = node
        if outputs != 1:
            raise RuntimeError(f"Graph must have exactly one output node, found {outputs}")
        if self.owning_module is not None:
            for node in self.nodes:
                if node.op in ("get_attr", "call_module"):
                    _check_target(self.owning_module, node)

    # -- printing and code ------------------------------------------------------------------
    def python_code(self, root_module: str = "self", *, verbose: bool = False) -> PythonCode:
        """Source and globals of the ``forward`` this graph stands for (``verbose``: with
        comments saying which source line each run of nodes came from)."""
        return self._codegen._gen_python_code(self, root_module, verbose)

    def set_codegen(self, codegen: CodeGen) -> None:
        """Generate this graph's code with ``codegen`` from now on."""
        self._codegen = codegen

    def process_inputs(self, *args: Any) -> Any:
        """The placeholders' values from ``forward``'s arguments (the CodeGen's rule)."""
        return self._codegen.process_inputs(*args)

    def process_outputs(self, out: Any) -> Any:
        """``forward``'s result from the output node's value (the CodeGen's rule)."""
        return self._codegen.process_outputs(out)

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Graph:
        """A copy made node by node (no recursion through the linked list)."""
        memo = memo if memo is not None else {}
        g = Graph(tracer_cls=self._tracer_cls)
        copied = g.graph_copy(self, val_map=memo, return_output_node=True)
        g._codegen = copy.deepcopy(self._codegen)
        if copied is not None:
            value, old_output = copied
            g.output(value, type_expr=old_output.type)
        return g

    def __str__(self) -> str:
        placeholder_names: list[str] = []
        lines = [n.format_node(placeholder_names) for n in self.nodes]
        out = f"graph({', '.join(placeholder_names)}):"
        for line in lines:
            if line:
                out += "\n    " + line
        return out

    def print_tabular(self) -> None:
        """Print one row per node: opcode, name, target, args, kwargs."""
        headers = ["opcode", "name", "target", "args", "kwargs"]
        rows = [[n.op, n.name, n.target, n.args, n.kwargs] for n in self.nodes]
        try:
            from tabulate import tabulate
        except ImportError:
            print(_plain_table(headers, rows))
        else:
            print(tabulate(rows, headers=headers))


class _AppendAfter:
    """Inserts each new node after the previous one, so a block keeps its order."""

    def __init__(self, n: Node) -> None:
        self.last = n

    def __call__(self, node: Node) -> None:
        self.last.append(node)
        self.last = node


def _plain_table(headers: list[str], rows: list[list[Any]]) -> str:
    """A fixed-width table in the layout of tabulate's ``simple`` format."""
    cells = [[str(c) for c in row] for row in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)).rstrip()]
    lines.append("  ".join("-" * w for w in widths))
    for row in cells:
        lines.append("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip())
    return "\n".join(lines)


def _check_target(module: Any, node: Node) -> None:
    obj = module
    for part in str(node.target).split("."):
        if not hasattr(obj, part):
            raise RuntimeError(
                f"Node {node} target {node.target} references nonexistent attribute {part}"
            )
        obj = getattr(obj, part)
