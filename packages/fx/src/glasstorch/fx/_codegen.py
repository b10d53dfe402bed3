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
    ``torch.ops.aten.add.Tensor`` for an operator overload, ``torch.ops.aten.add`` for its
    packet."""
    if hasattr(obj, "_schema") and hasattr(obj, "overloadpacket"):
        return f"torch.ops.{obj}"
    if hasattr(obj, "overloads") and hasattr(obj, "_qualified_name"):  # an OpOverloadPacket
        return f"torch.ops.{obj._qualified_name.replace('::', '.')}"
    name = getattr(obj, "__name__", None)
    if name is None or not is_from_glasstorch(obj):
        return None
    for prefix, space in _public_namespaces():
        if getattr(space, name, None) is obj:
            return f"{prefix}.{name}"
    # Anything else glasstorch defines is reached by its module path, as PyTorch spells
    # ``torch.fx._symbolic_trace._assert_is_none``.
    module, qualname = obj.__module__, getattr(obj, "__qualname__", name)
    if "<locals>" in qualname or not _reachable(module, qualname, obj):
        return None
    return f"torch{module[len('glasstorch') :]}.{qualname}"


def _reachable(module: str, qualname: str, obj: Any) -> bool:
    """Whether ``glasstorch.<module path>.<qualname>`` is ``obj`` by attribute access."""
    found: Any = _glasstorch()
    for part in [*module.split(".")[1:], *qualname.split(".")]:
        found = getattr(found, part, None)
        if found is None:
            return False
    return found is obj


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


def importable_block(globals_: dict[str, Any]) -> str:
    """Import lines recreating *every* global of generated code from its module, so the
    source alone runs elsewhere (pickling); raises PicklingError for a global that is not
    reachable by its module and qualified name."""
    import importlib
    import pickle

    lines = {"import glasstorch as torch"}
    for name, obj in globals_.items():
        if name == "torch":
            continue
        if name in CUSTOM_BUILTINS:
            lines.add(CUSTOM_BUILTINS[name][0])
            continue
        module = getattr(obj, "__module__", None)
        qualname = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None)
        found = None
        if module and qualname and "<locals>" not in qualname:
            found = importlib.import_module(module)
            for part in qualname.split("."):
                found = getattr(found, part, None)
        if found is not obj and original_function(found) is not obj:
            raise pickle.PicklingError(
                f"Can't pickle {obj!r}: it's not found as {module}.{qualname}"
            )
        if "." in qualname:  # a nested class or a method: bind the outermost name
            outer = qualname.split(".", 1)[0]
            lines.add(f"from {module} import {outer} as _{name}_outer")
            lines.add(f"{name} = _{name}_outer.{qualname.split('.', 1)[1]}")
        else:
            lines.add(f"from {module} import {qualname} as {name}")
    return "\n".join(sorted(lines, key=lambda line: (not line.startswith(("from", "import")),)))


def original_function(obj: Any) -> Any:
    """What a tracing wrapper stands for (``obj`` itself if it is none)."""
    return getattr(obj, "__fx_original__", obj)


def _type_repr_name(t: Any) -> str:
    """A dotted name for a type used as a name hint: ``builtins`` types by their own name."""
    module = getattr(t, "__module__", None)
    name = getattr(t, "__qualname__", None) or getattr(t, "__name__", None) or repr(t)
    if module in (None, "builtins"):
        return name
    return f"{module}.{name}"


class CodeGen:
    """How a Graph becomes the source of ``forward``; subclass to change the signature or
    the return statement (``Graph.set_codegen``).

    ``gen_fn_def`` writes the ``def`` line, ``generate_output`` the ``return`` statement,
    ``additional_globals`` names that line needs; ``process_inputs`` / ``process_outputs``
    convert values the same way for ``Interpreter`` runs.
    """

    def __init__(self) -> None:
        self._func_name = "forward"
        self._rep: Any = repr

    def gen_fn_def(self, free_vars: list[str], maybe_return_annotation: str) -> str:
        """``def forward(self, x, y) -> annotation:``."""
        if not free_vars or free_vars[0] != "self":
            free_vars.insert(0, "self")
        return f"def {self._func_name}({', '.join(free_vars)}){maybe_return_annotation}:"

    def generate_output(self, output_args: Argument) -> str:
        """``return <output_args>``."""
        return f"return {self._rep(output_args)}"

    def process_inputs(self, *args: Any) -> Any:
        """The inputs of the graph's placeholders, from the arguments of ``forward``."""
        return args

    def process_outputs(self, outputs: Any) -> Any:
        """What ``forward`` returns, from the graph's output value."""
        return outputs

    def additional_globals(self) -> list[tuple[str, Any]]:
        """(name, value) pairs that the code from ``gen_fn_def`` needs."""
        return []

    def _gen_python_code(self, graph: Graph, root_module: str, verbose: bool = False) -> PythonCode:
        return _Generator(self, graph, root_module, verbose).run()


class _Generator:
    """One run of code generation: the graph's names, the globals, the body lines."""

    def __init__(
        self, codegen: CodeGen, graph: Graph, root_module: str, verbose: bool = False
    ) -> None:
        self.codegen = codegen
        #: Comment where the user's code of each run of nodes is (``print_readable``).
        self.verbose = verbose
        self._last_trace: str | None = None
        self.graph = graph
        self.root_module = root_module
        self.namespace = graph._graph_namespace
        self.globals: dict[str, Any] = {"torch": _glasstorch()}
        for name, (_, obj) in CUSTOM_BUILTINS.items():
            self.add_global(name, obj)

    def add_global(self, name_hint: str, obj: Any) -> str:
        path = _torch_path(obj)
        if path is not None:
            return path
        name = self.namespace.create_name(name_hint, obj)
        self.globals[name] = obj
        return name

    def rep(self, arg: Argument) -> str:
        if isinstance(arg, Node):
            return arg.name
        if isinstance(arg, tuple) and not hasattr(arg, "_fields"):
            inner = ", ".join(self.rep(a) for a in arg)
            return f"({inner},)" if len(arg) == 1 else f"({inner})"
        if isinstance(arg, list):
            return "[" + ", ".join(self.rep(a) for a in arg) + "]"
        if isinstance(arg, dict):
            return "{" + ", ".join(f"{k!r}: {self.rep(v)}" for k, v in arg.items()) + "}"
        if isinstance(arg, slice):
            return f"slice({self.rep(arg.start)}, {self.rep(arg.stop)}, {self.rep(arg.step)})"
        if isinstance(arg, type):
            return self.type_repr(arg)
        if callable(arg) and hasattr(arg, "__name__"):
            return self.add_global(arg.__name__, arg)
        text = repr(arg)
        if text.startswith("glasstorch."):
            return "torch." + text[len("glasstorch.") :]
        if text.startswith("device("):
            self.globals["device"] = type(arg)
        return text

    def type_repr(self, t: Any) -> str:
        """An annotation's spelling, adding the globals it names (``List[torch.Tensor]``)."""
        if t == ():
            return "()"
        origin = getattr(t, "__origin__", None)
        if origin is not None:
            base = self.add_global(_type_repr_name(origin), origin)
            args = getattr(t, "__args__", None)
            if args:
                return f"{base}[{','.join(self.type_repr(a) for a in args)}]"
            return base
        if t is type(None):
            return "None"
        return self.add_global(_type_repr_name(t), t)

    def stack_trace_comment(self, node: Node, body: list[str]) -> None:
        """``# File: f.py:3 in forward, code: y = x + 1`` where the source changes, and
        ``# No stacktrace found for following nodes`` before nodes that have none."""
        trace = node.stack_trace
        if trace:
            summary = _summarise(trace)
            if summary != self._last_trace:
                self._last_trace = summary
                body.append(f"\n# {summary}\n")
        elif self._last_trace != "":
            self._last_trace = ""
            body.append("\n# No stacktrace found for following nodes\n")

    def format_args(self, args: tuple[Argument, ...], kwargs: dict[str, Argument]) -> str:
        parts = [self.rep(a) for a in args] + [f"{k} = {self.rep(v)}" for k, v in kwargs.items()]
        return ", ".join(parts)

    def run(self) -> PythonCode:
        nodes = list(self.graph.nodes)
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
        wrapped: dict[str, None] = {}
        return_annotation = ""
        self.codegen._rep = self.rep
        for node in nodes:
            name = node.name
            annotation = f" : {self.type_repr(node.type)}" if node.type is not None else ""
            if node.op == "placeholder":
                target = str(node.target)
                default = f" = {self.rep(node.args[0])}" if node.args else ""
                free_vars.append(f"{target}{annotation}{default}")
                raw = target.replace("*", "")
                if raw != name:
                    body.append(f"{name} = {raw}\n")
                continue
            if node.op == "output":
                if node.type is not None:
                    return_annotation = f" -> {self.type_repr(node.type)}"
                body.append(self.codegen.generate_output(node.args[0]) + "\n")
                continue
            if self.verbose:
                self.stack_trace_comment(node, body)
            if node.op == "get_attr":
                body.append(
                    f"{name}{annotation} = {format_target(self.root_module, str(node.target))}"
                )
            elif node.op == "call_module":
                target = format_target(self.root_module, str(node.target))
                body.append(
                    f"{name}{annotation} = {target}({self.format_args(node.args, node.kwargs)})"
                )
            elif node.op == "call_method":
                target = format_target(self.rep(node.args[0]), str(node.target))
                call = f"{target}({self.format_args(node.args[1:], node.kwargs)})"
                body.append(f"{name}{annotation} = {call}")
            elif (template := _inplace_template(node)) is not None:
                target = self.rep(node.args[0])
                statement = template.format(target, self.rep(node.args[1]))
                body.append(f"{statement};  {name}{annotation} = {target}")
            else:
                call = _call_function(node, self.rep, self.add_global, self.format_args)
                body.append(f"{name}{annotation} = {call}")
                if node.meta.get("is_wrapped", False):
                    wrapped.setdefault(call.split("(", 1)[0])
            to_delete = list(user_to_last_uses.get(node, []))
            if not node.users:
                to_delete.append(node)
            if to_delete:
                body.append(";  " + " = ".join([n.name for n in to_delete] + ["None"]) + "\n")
            else:
                body.append("\n")
        self.codegen._rep = repr
        if not body:
            body.append("pass\n")
        wrap_stmts = ""
        if wrapped:
            wrap_stmts = "\n".join(f'torch.fx._symbolic_trace.wrap("{n}")' for n in wrapped)
        for name, value in self.codegen.additional_globals():
            self.add_global(name, value)
        prologue = self.codegen.gen_fn_def(free_vars, return_annotation)
        code = "".join(body).lstrip("\n")
        code = "\n".join("    " + line for line in code.split("\n"))
        return PythonCode(f"\n{wrap_stmts}\n\n{prologue}\n{code}", self.globals)


def _summarise(stack_trace: str) -> str:
    """The last frame of a formatted stack trace as ``File: path:line in fn, code: text``."""
    lines = stack_trace.strip("\n").split("\n")
    for i in range(len(lines) - 1, -1, -1):
        match = re.match(r'\s*File "(.+)", line (\d+), in (.+)', lines[i])
        if match:
            code = lines[i + 1].strip() if i + 1 < len(lines) else ""
            return f"File: {match[1]}:{match[2]} in {match[3]}, code: {code}"
    return ""


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
    global_name = add_global(qualified_name(target), target)
    return f"{global_name}({format_args(node.args, node.kwargs)})"
