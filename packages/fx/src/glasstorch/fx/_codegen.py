"""Python source for a Graph: the ``forward`` that ``GraphModule`` compiles.

The format follows torch.fx's code generator: one statement per node, operators spelled as
Python operators, values released (``x = None``) after their last use, and glasstorch
functions named through the global ``torch`` (``import glasstorch as torch``).
"""

from __future__ import annotations

import builtins
import keyword
import math
import re
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .node import Argument, Node, map_arg

if TYPE_CHECKING:
    from .graph import Graph

# Globals every generated module gets, with the import line that recreates each one.
CUSTOM_BUILTINS: dict[str, tuple[str, Any]] = {
    "inf": ("from math import inf", math.inf),
    "nan": ("from math import nan", math.nan),
    "NoneType": ("NoneType = type(None)", type(None)),
}

MAGIC_METHODS: dict[str, str] = {
    "add": "{} + {}",
    "sub": "{} - {}",
    "mul": "{} * {}",
    "floordiv": "{} // {}",
    "truediv": "{} / {}",
    "mod": "{} % {}",
    "pow": "{} ** {}",
    "lshift": "{} << {}",
    "rshift": "{} >> {}",
    "and_": "{} & {}",
    "or_": "{} | {}",
    "xor": "{} ^ {}",
    "getitem": "{}[{}]",
    "matmul": "{} @ {}",
    "eq": "{} == {}",
    "ne": "{} != {}",
    "lt": "{} < {}",
    "gt": "{} > {}",
    "le": "{} <= {}",
    "ge": "{} >= {}",
    "pos": "+{}",
    "neg": "-{}",
    "invert": "~{}",
}

# operator.iadd(a, b) prints as ``a += b;  iadd = a``: the statement, then the node's name
# bound to the updated value (what ``a += b`` leaves in ``a``).
INPLACE_METHODS: dict[str, str] = {
    f"i{name.rstrip('_')}": "{} " + template.split()[1] + "= {}"
    for name, template in MAGIC_METHODS.items()
    if template.count("{}") == 2 and name not in ("getitem", "eq", "ne", "lt", "gt", "le", "ge")
}


def _glasstorch() -> Any:
    """The top ``glasstorch`` module object, found without importing it (layering)."""
    return sys.modules["glasstorch"]


def _public_namespaces() -> list[tuple[str, Any]]:
    """Where glasstorch functions are spelled from, most preferred first."""
    top = _glasstorch()
    spaces = [("torch", top)]
    nn = getattr(top, "nn", None)
    if nn is not None and hasattr(nn, "functional"):
        spaces.append(("torch.nn.functional", nn.functional))
    aten = getattr(top, "aten", None)
    if aten is not None:
        spaces.append(("torch.aten", aten))
    return spaces


def is_from_glasstorch(obj: Any) -> bool:
    """Whether ``obj`` is defined by a glasstorch package."""
    module = getattr(obj, "__module__", None) or ""
    return module == "glasstorch" or module.startswith("glasstorch.")


def _torch_path(obj: Any) -> str | None:
    """``torch.relu`` / ``torch.nn.functional.relu`` for a public glasstorch function;
    ``torch.ops.aten.add.Tensor`` for an operator overload."""
    if hasattr(obj, "_schema") and hasattr(obj, "overloadpacket"):
        return f"torch.ops.{obj}"
    name = getattr(obj, "__name__", None)
    if name is None or not is_from_glasstorch(obj):
        return None
    for prefix, space in _public_namespaces():
        if getattr(space, name, None) is obj:
            return f"{prefix}.{name}"
    return None


def qualified_name(obj: Any) -> str:
    """A readable dotted name of a callable: ``operator.add``, ``torch.relu``, ``mod.fn``."""
    path = _torch_path(obj)
    if path is not None:
        return path
    name = getattr(obj, "__name__", repr(obj))
    module = getattr(obj, "__module__", None)
    if module in (None, "builtins"):
        return name
    module = "operator" if module == "_operator" else module
    return f"{module}.{name}"


class Namespace:
    """Hands out unique, legal Python identifiers; remembers which object got which name."""

    _illegal = set(keyword.kwlist) | set(dir(builtins))
    _suffix = re.compile(r"(.*)_(\d+)$")

    def __init__(self) -> None:
        self._used: set[str] = set()
        self._base_count: dict[str, int] = {}
        self._obj_to_name: dict[int, tuple[Any, str]] = {}

    def create_name(self, candidate: str, obj: Any | None) -> str:
        """A fresh name derived from ``candidate`` (``add``, ``add_1``...)."""
        if obj is not None and id(obj) in self._obj_to_name:
            return self._obj_to_name[id(obj)][1]
        candidate = re.sub(r"[^0-9a-zA-Z_]+", "_", candidate) or "_unnamed"
        if candidate[0].isdigit():
            candidate = f"_{candidate}"
        match = self._suffix.match(candidate)
        base, num = (match.group(1), int(match.group(2))) if match else (candidate, None)
        name = candidate if num is None else f"{base}_{num}"
        if num is None:
            num = self._base_count.get(base, 0)
        while name in self._used or self._is_illegal(name, obj):
            num += 1
            name = f"{base}_{num}"
        self._used.add(name)
        self._base_count[base] = num
        if obj is not None:
            self._obj_to_name[id(obj)] = (obj, name)
        return name

    def _is_illegal(self, name: str, obj: Any) -> bool:
        if name not in self._illegal:
            return False
        return getattr(builtins, name, object()) is not obj


def snake_case(s: str) -> str:
    """``MyModule`` -> ``my_module``."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", s).lower()


@dataclass
class PythonCode:
    """Generated source of ``forward`` and the globals it needs to run."""

    src: str
    globals: dict[str, Any] = field(default_factory=dict)


def format_target(base: str, target: str) -> str:
    """``self.layer.weight``, or ``getattr(self.layer, "0")`` for non-identifiers."""
    out = base
    for part in target.split("."):
        out = f"{out}.{part}" if part.isidentifier() else f'getattr({out}, "{part}")'
    return out


def import_block(globals_: dict[str, Any]) -> str:
    """The import lines that recreate the custom builtins used by generated code."""
    lines = ["import glasstorch as torch"]
    lines += [line for name, (line, _) in CUSTOM_BUILTINS.items() if name in globals_]
    return "\n".join(lines)


def generate(graph: Graph, root_module: str = "self") -> PythonCode:
    """The source of ``def forward(self, ...)`` for ``graph`` in torch.fx's layout."""
    namespace = graph._graph_namespace
    globals_: dict[str, Any] = {"torch": _glasstorch()}

    def add_global(name_hint: str, obj: Any) -> str:
        path = _torch_path(obj)
        if path is not None:
            return path
        name = namespace.create_name(name_hint, obj)
        globals_[name] = obj
        return name

    for name, (_, obj) in CUSTOM_BUILTINS.items():
        add_global(name, obj)

    def rep(arg: Argument) -> str:
        if isinstance(arg, Node):
            return arg.name
        if isinstance(arg, tuple) and not hasattr(arg, "_fields"):
            inner = ", ".join(rep(a) for a in arg)
            return f"({inner},)" if len(arg) == 1 else f"({inner})"
        if isinstance(arg, list):
            return "[" + ", ".join(rep(a) for a in arg) + "]"
        if isinstance(arg, dict):
            return "{" + ", ".join(f"{k!r}: {rep(v)}" for k, v in arg.items()) + "}"
        if isinstance(arg, slice):
            return f"slice({rep(arg.start)}, {rep(arg.stop)}, {rep(arg.step)})"
        if callable(arg) and hasattr(arg, "__name__") and not isinstance(arg, type):
            return add_global(arg.__name__, arg)
        text = repr(arg)
        if text.startswith("glasstorch."):
            return "torch." + text[len("glasstorch.") :]
        if text.startswith("device("):
            globals_["device"] = type(arg)
        return text

    def format_args(args: tuple[Argument, ...], kwargs: dict[str, Argument]) -> str:
        parts = [rep(a) for a in args] + [f"{k} = {rep(v)}" for k, v in kwargs.items()]
        return ", ".join(parts)

    nodes = list(graph.nodes)
    user_to_last_uses: dict[Node, list[Node]] = {}
    seen: set[Node] = set()
    for node in reversed(nodes):

        def register(n: Node, user: Node = node) -> Node:
            if n not in seen:
                seen.add(n)
                user_to_last_uses.setdefault(user, []).append(n)
            return n

        map_arg(node.args, register)
        map_arg(node.kwargs, register)

    free_vars: list[str] = []
    body: list[str] = []
    for node in nodes:
        name = node.name
        if node.op == "placeholder":
            target = str(node.target)
            default = f" = {rep(node.args[0])}" if node.args else ""
            free_vars.append(f"{target}{default}")
            raw = target.replace("*", "")
            if raw != name:
                body.append(f"{name} = {raw}\n")
            continue
        if node.op == "output":
            body.append(f"return {rep(node.args[0])}\n")
            continue
        if node.op == "get_attr":
            body.append(f"{name} = {format_target(root_module, str(node.target))}")
        elif node.op == "call_module":
            target = format_target(root_module, str(node.target))
            body.append(f"{name} = {target}({format_args(node.args, node.kwargs)})")
        elif node.op == "call_method":
            target = format_target(rep(node.args[0]), str(node.target))
            body.append(f"{name} = {target}({format_args(node.args[1:], node.kwargs)})")
        elif (template := _inplace_template(node)) is not None:
            target = rep(node.args[0])
            statement = template.format(target, rep(node.args[1]))
            body.append(f"{statement};  {name} = {target}")
        else:
            body.append(f"{name} = {_call_function(node, rep, add_global, format_args)}")
        to_delete = list(user_to_last_uses.get(node, []))
        if not node.users:
            to_delete.append(node)
        if to_delete:
            body.append(";  " + " = ".join([n.name for n in to_delete] + ["None"]) + "\n")
        else:
            body.append("\n")
    if not body:
        body.append("pass\n")
    code = "".join(body).lstrip("\n")
    code = "\n".join("    " + line for line in code.split("\n"))
    src = f"\n\n\ndef forward({', '.join([root_module, *free_vars])}):\n{code}"
    return PythonCode(src, globals_)


def _inplace_template(node: Node) -> str | None:
    """``"{} += {}"`` for a ``call_function`` of ``operator.iadd`` (and the other in-place
    operators) with two positional arguments; None otherwise."""
    target = node.target
    if node.op != "call_function" or len(node.args) != 2 or node.kwargs:
        return None
    if getattr(target, "__module__", None) not in ("_operator", "operator"):
        return None
    return INPLACE_METHODS.get(getattr(target, "__name__", ""))


def _call_function(node: Node, rep: Any, add_global: Any, format_args: Any) -> str:
    """The right-hand side of a ``call_function`` statement."""
    target = node.target
    module = getattr(target, "__module__", None)
    name = getattr(target, "__name__", "")
    if module in ("_operator", "operator") and name in MAGIC_METHODS:
        return MAGIC_METHODS[name].format(*(rep(a) for a in node.args))
    if (
        target is getattr
        and len(node.args) == 2
        and isinstance(node.args[1], str)
        and node.args[1].isidentifier()
        and not node.kwargs
    ):
        return format_target(rep(node.args[0]), node.args[1])
    global_name = add_global(name or "fn", target)
    return f"{global_name}({format_args(node.args, node.kwargs)})"
