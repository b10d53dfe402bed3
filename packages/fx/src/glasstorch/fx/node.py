"""``Node``: one operation of a :class:`~glasstorch.fx.Graph`, and helpers that walk arguments.

A node records *what* to call (``op`` and ``target``) and *with what* (``args``/``kwargs``,
which may refer to earlier nodes). Nodes form a doubly-linked list inside their graph, and
each node keeps ``users`` (the nodes that read it) in step with the arguments.
"""

from __future__ import annotations

import builtins
import operator
import types
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .immutable_collections import immutable_dict, immutable_list

if TYPE_CHECKING:
    from .graph import Graph

Target = Callable[..., Any] | str
Argument = Any

OPCODES = ("placeholder", "get_attr", "call_function", "call_method", "call_module", "output")

# Functions whose calls must survive dead-code elimination even when nothing reads them.
_side_effectful_functions: set[Callable[..., Any]] = {builtins.print}


def has_side_effect(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Mark ``fn`` impure, so ``Graph.eliminate_dead_code`` keeps calls of it."""
    _side_effectful_functions.add(fn)
    return fn


def map_aggregate(a: Argument, fn: Callable[[Any], Any]) -> Argument:
    """Apply ``fn`` to every leaf of the nested tuples/lists/dicts/slices in ``a``."""
    return _map(a, fn, list, dict)


def _map(a: Argument, fn: Callable[[Any], Any], list_type: type, dict_type: type) -> Argument:
    """``map_aggregate`` building lists and dicts of the given types."""
    if isinstance(a, tuple):
        items = tuple(_map(x, fn, list_type, dict_type) for x in a)
        return type(a)(*items) if hasattr(a, "_fields") else items
    if isinstance(a, list):
        return list_type([_map(x, fn, list_type, dict_type) for x in a])
    if isinstance(a, dict):
        return dict_type([(k, _map(v, fn, list_type, dict_type)) for k, v in a.items()])
    if isinstance(a, slice):
        return slice(*(_map(x, fn, list_type, dict_type) for x in (a.start, a.stop, a.step)))
    return fn(a)


def map_arg(a: Argument, fn: Callable[[Node], Any]) -> Argument:
    """Apply ``fn`` to every :class:`Node` inside ``a``, leaving other leaves untouched."""
    return map_aggregate(a, lambda x: fn(x) if isinstance(x, Node) else x)


def _qualified_target(target: Any) -> str:
    """How a call target is shown by ``format_node``: ``operator.add``, ``torch.relu``."""
    if isinstance(target, str):
        return target
    from ._codegen import qualified_name

    return qualified_name(target)


def _format_arg(arg: Any) -> str:
    """``format_node``'s spelling of an argument: nodes as ``%name``."""
    if isinstance(arg, Node):
        return "%" + arg.name
    if isinstance(arg, tuple):
        inner = ", ".join(_format_arg(a) for a in arg)
        return f"({inner},)" if len(arg) == 1 else f"({inner})"
    if isinstance(arg, list):
        return "[" + ", ".join(_format_arg(a) for a in arg) + "]"
    if isinstance(arg, dict):
        return "{" + ", ".join(f"{k}: {_format_arg(v)}" for k, v in arg.items()) + "}"
    return str(arg)


class Node:
    """One operation in a Graph; see the module docstring."""

    def __init__(
        self,
        graph: Graph,
        name: str,
        op: str,
        target: Target,
        args: tuple[Argument, ...],
        kwargs: dict[str, Argument],
        return_type: Any | None = None,
    ) -> None:
        if op not in OPCODES and op != "root":
            raise ValueError(f"unknown opcode {op!r}")
        if op in ("call_method", "call_module", "get_attr", "placeholder") and not isinstance(
            target, str
        ):
            raise ValueError(f"Node target for op {op!r} must be a string, got {target!r}")
        if op == "call_function" and not callable(target):
            raise ValueError(f"Node target {target!r} of call_function must be callable")
        self.graph = graph
        self.name = name
        self.op = op
        self.target = target
        self.type = return_type
        self.users: dict[Node, None] = {}
        self.meta: dict[str, Any] = {}
        self._input_nodes: dict[Node, None] = {}
        self._args: tuple[Argument, ...] = ()
        self._kwargs: dict[str, Argument] = {}
        self._prev: Node = self
        self._next: Node = self
        self._erased = False
        self._update_args_kwargs(args, kwargs)

    # -- linked list ----------------------------------------------------------------------
    @property
    def next(self) -> Node:
        """The node after this one (the graph's sentinel after the last node)."""
        return self._next

    @property
    def prev(self) -> Node:
        """The node before this one."""
        return self._prev

    def prepend(self, x: Node) -> None:
        """Move or insert ``x`` immediately before this node."""
        if x is self:
            raise ValueError("cannot prepend a node to itself")
        x._remove_from_list()
        p = self._prev
        p._next, x._prev = x, p
        x._next, self._prev = self, x

    def append(self, x: Node) -> None:
        """Move or insert ``x`` immediately after this node."""
        self._next.prepend(x)

    def _remove_from_list(self) -> None:
        p, n = self._prev, self._next
        p._next, n._prev = n, p

    # -- arguments and uses ---------------------------------------------------------------
    @property
    def args(self) -> tuple[Argument, ...]:
        """Positional arguments; assigning updates ``users`` of the referenced nodes."""
        return self._args

    @args.setter
    def args(self, a: tuple[Argument, ...]) -> None:
        self._update_args_kwargs(a, self._kwargs)

    @property
    def kwargs(self) -> dict[str, Argument]:
        """Keyword arguments; assigning updates ``users`` of the referenced nodes."""
        return self._kwargs

    @kwargs.setter
    def kwargs(self, k: dict[str, Argument]) -> None:
        self._update_args_kwargs(self._args, k)

    @property
    def all_input_nodes(self) -> list[Node]:
        """The distinct nodes this node reads, in argument order."""
        return list(self._input_nodes)

    def _update_args_kwargs(self, args: tuple[Argument, ...], kwargs: dict[str, Argument]) -> None:
        for old in self._input_nodes:
            old.users.pop(self, None)
        self._input_nodes = {}
        self._args = tuple(_map(tuple(args), self._note_input, immutable_list, immutable_dict))
        self._kwargs = _map(dict(kwargs), self._note_input, immutable_list, immutable_dict)
        for new in self._input_nodes:
            new.users.setdefault(self, None)

    def _note_input(self, n: Any) -> Any:
        if isinstance(n, Node):
            self._input_nodes.setdefault(n, None)
        return n

    def update_arg(self, idx: int, arg: Argument) -> None:
        """Set positional argument ``idx`` to ``arg``."""
        args = list(self.args)
        args[idx] = arg
        self.args = tuple(args)

    def insert_arg(self, idx: int, arg: Argument) -> None:
        """Insert ``arg`` before positional argument ``idx``."""
        if not 0 <= idx <= len(self.args):
            raise AssertionError(
                f"insert_args index must be between 0 and len(self.args), got {idx}"
            )
        self.args = (*self.args[:idx], arg, *self.args[idx:])

    def update_kwarg(self, key: str, arg: Argument) -> None:
        """Set keyword argument ``key`` to ``arg``."""
        self.kwargs = {**self.kwargs, key: arg}

    def replace_all_uses_with(
        self,
        replace_with: Node,
        delete_user_cb: Callable[[Node], bool] | None = None,
        *,
        propagate_meta: bool = False,
    ) -> list[Node]:
        """Make the users of this node read ``replace_with`` instead; returns those users.

        ``delete_user_cb(user)`` returning False keeps that user; ``propagate_meta`` copies
        this node's ``meta`` to ``replace_with``, which must have none yet.
        """
        if propagate_meta:
            if replace_with.meta:
                raise AssertionError(
                    "Called node.replace_all_uses_with(replace_with, propagate_meta=True), "
                    "but replace_with already has .meta keys"
                )
            replace_with.meta.update(self.meta)
        to_process = [u for u in self.users if delete_user_cb is None or delete_user_cb(u)]
        for user in to_process:
            user.replace_input_with(self, replace_with)
        return to_process

    def replace_input_with(self, old_input: Node, new_input: Node) -> None:
        """Swap ``old_input`` for ``new_input`` wherever this node's arguments mention it."""

        def swap(n: Node) -> Node:
            return new_input if n is old_input else n

        self._update_args_kwargs(map_arg(self._args, swap), map_arg(self._kwargs, swap))

    # -- purity -----------------------------------------------------------------------------
    def is_impure(self) -> bool:
        """Whether removing this node could change behaviour even if nothing reads it."""
        if self.op in ("placeholder", "output"):
            return True
        if self.op == "call_function":
            target = self.target
            if target in _side_effectful_functions or getattr(target, "_is_impure", False):
                return True
            name = getattr(target, "__name__", "")
            if target in (operator.setitem, operator.delitem) or _is_inplace_name(name):
                return True
            return self.kwargs.get("inplace") is True
        if self.op == "call_method":
            return _is_inplace_name(str(self.target))
        if self.op == "call_module" and self.graph.owning_module is not None:
            try:
                module = self.graph.owning_module.get_submodule(str(self.target))
            except AttributeError:
                return False
            return bool(getattr(module, "_is_impure", False))
        return False

    # -- printing ---------------------------------------------------------------------------
    @property
    def stack_trace(self) -> str | None:
        """Where the traced call happened, when recorded in ``meta``."""
        return self.meta.get("stack_trace")

    @stack_trace.setter
    def stack_trace(self, trace: str | None) -> None:
        self.meta["stack_trace"] = trace

    def format_node(self, placeholder_names: list[str] | None = None) -> str | None:
        """One line in the style of ``str(graph)``: ``%add : [num_users=1] = call_function...``."""
        users = f"[num_users={len(self.users)}]"
        typename = f"{_type_repr(self.type)} " if self.type else ""
        if self.op == "placeholder":
            if placeholder_names:  # an empty list prints placeholders as lines, as PyTorch does
                placeholder_names.append(str(self.target))
                return None
            default = f"(default={self.args[0]})" if self.args else ""
            return f"%{self.name} : {typename}{users} = placeholder[target={self.target}]{default}"
        if self.op == "get_attr":
            return f"%{self.name} : {typename}{users} = get_attr[target={self.target}]"
        if self.op == "output":
            return f"return {self.args[0]}"
        return (
            f"%{self.name} : {typename}{users} = {self.op}[target={_qualified_target(self.target)}]"
            f"(args = {_format_arg(self.args)}, kwargs = {_format_arg(self.kwargs)})"
        )

    def __repr__(self) -> str:
        return self.name


def _is_inplace_name(name: str) -> bool:
    return name.endswith("_") and not name.startswith("__") and not name.endswith("__")


def _type_repr(t: Any) -> str:
    if isinstance(t, type) and not isinstance(t, types.GenericAlias):
        return t.__qualname__ if t.__module__ == "builtins" else f"{t.__module__}.{t.__qualname__}"
    return repr(t)
