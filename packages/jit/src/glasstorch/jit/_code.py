"""``.code``: a graph printed back as TorchScript source (``serialization/python_print.cpp``).

A value with one use, no name of its own and no blocks is printed inline at its use;
others become assignments. Constants are always inlined. ``prim::If`` and ``prim::Loop``
print as ``if``/``for``/``while`` statements whose block outputs become assignments.
"""

from __future__ import annotations

from typing import Any

from ._function import Function
from ._ir import Block, Graph, Node, Value
from ._types import ClassType, NoneType

_BINARY = {"aten::add": "+", "aten::sub": "-", "aten::mul": "*", "aten::div": "/",
           "aten::floordiv": "//", "aten::remainder": "%", "aten::eq": "==", "aten::ne": "!=",
           "aten::lt": "<", "aten::le": "<=", "aten::gt": ">", "aten::ge": ">=",
           "aten::__and__": "&", "aten::__or__": "|"}  # fmt: skip
#: an inline expression this long (with its indentation) is given its own assignment
_LONG_LINE = 40
#: operators printed as Python builtins rather than ``torch.<name>``
_BUILTIN_SPELLING = {"aten::Bool": "bool", "aten::Int": "int", "aten::Float": "float",
                     "aten::str": "str"}  # fmt: skip


class _Printer:
    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self.names: dict[Value, str] = {}
        self.used: set[str] = set()
        self.inlined: dict[Value, str] = {}
        self.temp = 0
        self.lines: list[str] = []
        self.pad = "  "

    def fresh_temp(self) -> str:
        candidate = f"_{self.temp}"
        while candidate in self.used:
            self.temp += 1
            candidate = f"_{self.temp}"
        self.temp += 1
        self.used.add(candidate)
        return candidate

    # naming
    def name(self, v: Value) -> str:
        if v in self.names:
            return self.names[v]
        base = v.debug_name.split(".")[0] if v.has_debug_name() else ""
        if not base or base[0].isdigit():
            self.names[v] = self.fresh_temp()
            return self.names[v]
        else:
            candidate, n = base, 0
            while candidate in self.used:
                candidate = f"{base}{n}"
                n += 1
        self.used.add(candidate)
        self.names[v] = candidate
        return candidate

    def expr(self, v: Value) -> str:
        if v in self.inlined:
            text = self.inlined.pop(v)
            if len(text) + len(self.pad) < _LONG_LINE:
                return text
            temp = self.fresh_temp()  # a long inline expression gets its own line
            self.lines.append(f"{self.pad}{temp} = {text}")
            return temp
        node = v.node
        if node is not None and node.kind == "prim::Constant" and "function" not in node.attributes:
            return _literal(node.attributes.get("value"), v)
        return self.name(v)

    def can_inline(self, v: Value) -> bool:
        node = v.node
        if node is None or len(node.outputs) != 1 or len(v.uses) != 1 or node.blocks:
            return False
        use = v.uses[0]
        if v.has_debug_name() and use.user.kind != "prim::Return":
            return False
        if use.user.kind == "prim::Loop" and use.offset >= 2:
            return False
        if use.user.owning_block is not node.owning_block and use.user.kind != "prim::Return":
            return False
        return node.kind not in ("prim::isinstance", "prim::RaiseException")

    # statements
    def block(self, block: Block, indent: int) -> None:
        pad = "  " * indent
        for node in block.nodes:
            self.pad = pad
            self.node(node, pad, indent)

    def node(self, node: Node, pad: str, indent: int) -> None:
        kind = node.kind
        if kind == "prim::Constant":
            return
        if kind == "prim::If":
            self.emit_if(node, pad, indent)
            return
        if kind == "prim::Loop":
            self.emit_loop(node, pad, indent)
            return
        text = self.render(node)
        if not node.outputs:
            self.lines.append(f"{pad}{text}")
            return
        if len(node.outputs) == 1 and self.can_inline(node.output()):
            self.inlined[node.output()] = text
            return
        targets = ", ".join(self.name(o) for o in node.outputs)
        self.lines.append(f"{pad}{targets} = {text}")

    def assign(self, targets: list[Value], values: list[Value], pad: str) -> None:
        pairs = [(self.name(t), self.expr(v)) for t, v in zip(targets, values, strict=True)]
        pairs = [(t, v) for t, v in pairs if t != v]
        if pairs:
            lhs = ", ".join(t for t, _ in pairs)
            rhs = ", ".join(v for _, v in pairs)
            self.lines.append(f"{pad}{lhs} = {rhs}")

    def emit_if(self, node: Node, pad: str, indent: int) -> None:
        for out in node.outputs:
            self.name(out)
        self.lines.append(f"{pad}if {self.expr(node.inputs[0])}:")
        for i, block in enumerate(node.blocks):
            if i == 1:
                self.lines.append(f"{pad}else:")
            start = len(self.lines)
            self.block(block, indent + 1)
            self.assign(node.outputs, block.outputs, pad + "  ")
            if len(self.lines) == start:
                if i == 1:
                    self.lines.pop()
                else:
                    self.lines.append(f"{pad}  pass")

    def emit_loop(self, node: Node, pad: str, indent: int) -> None:
        """``for i in range(n)`` when the loop has no condition, ``while c`` when it has no
        trip count, and ``for`` with ``if not c: break`` when it has both."""
        body = node.blocks[0]
        trip, cond, body_cond = node.inputs[0], node.inputs[1], body.outputs[0]
        carried_in, carried_out = body.inputs[1:], body.outputs[1:]
        self.assign(carried_in, node.inputs[2:], pad)
        targets, values = list(carried_in), list(carried_out)
        if _is_constant(cond, True) and _is_constant(body_cond, True):
            self.lines.append(f"{pad}for {self.name(body.inputs[0])} in range({self.expr(trip)}):")
        else:
            flag = self.name(body_cond)
            self.lines.append(f"{pad}{flag} = {self.expr(cond)}")
            targets.insert(0, body_cond)
            values.insert(0, body_cond)
            if _is_constant(trip, _INT64_MAX):
                self.lines.append(f"{pad}while {flag}:")
            else:
                self.lines.append(
                    f"{pad}for {self.name(body.inputs[0])} in range({self.expr(trip)}):"
                )
                self.lines.append(f"{pad}  if not {flag}:")
                self.lines.append(f"{pad}    break")
        start = len(self.lines)
        self.block(body, indent + 1)
        self.assign(targets, values, pad + "  ")
        if len(self.lines) == start:
            self.lines.append(f"{pad}  pass")
        for out, inner in zip(node.outputs, carried_in, strict=True):
            self.names[out] = self.name(inner)

    def render(self, node: Node) -> str:
        kind, ins = node.kind, node.inputs
        args = [self.expr(v) for v in ins]
        if kind == "prim::GetAttr":
            name = node.attributes["name"]
            return f'getattr({args[0]}, "{name}")' if name.isdigit() else f"{args[0]}.{name}"
        if kind == "prim::SetAttr":
            return f"{args[0]}.{node.attributes['name']} = {args[1]}"
        if kind == "prim::CallMethod":
            return f"({args[0]}).{node.attributes['name']}({', '.join(args[1:])}, )"
        if kind == "prim::CallFunction":
            return f"{ins[0].node.attributes['name']}({', '.join(args[1:])})"
        if kind == "prim::TupleConstruct":
            return "(" + ", ".join(args) + ("," if len(args) == 1 else "") + ")"
        if kind == "prim::ListConstruct":
            if not args:
                return f"annotate({node.output().type.annotation_str}, [])"
            return "[" + ", ".join(args) + "]"
        if kind == "prim::DictConstruct":
            items = ", ".join(f"{k}: {v}" for k, v in zip(args[::2], args[1::2], strict=True))
            return "{" + items + "}"
        if kind == "prim::TupleIndex":
            return f"{args[0]}[{args[1]}]"
        if kind in ("prim::TupleUnpack", "prim::ListUnpack"):
            return args[0]
        if kind == "prim::unchecked_cast":
            return f"unchecked_cast({node.output().type.annotation_str}, {args[0]})"
        if kind == "prim::Uninitialized":
            return f"uninitialized({node.output().type.annotation_str})"
        if kind == "prim::RaiseException":
            return f"ops.prim.RaiseException({', '.join(args)})"
        if kind == "prim::Print":
            return f"print({', '.join(args)})"
        if kind == "prim::isinstance":
            return f"isinstance({args[0]}, {node.attributes['types'][0]})"
        if kind == "prim::PythonOp":
            return f"^{node.attributes['name']}()({', '.join(args)})"
        if kind in _BUILTIN_SPELLING:
            return f"{_BUILTIN_SPELLING[kind]}({', '.join(args)})"
        ns, _, op = kind.partition("::")
        prefix = "torch" if ns == "aten" else f"ops.{ns}"
        if node.schema is not None:
            args = _schema_args(node, args)
        return f"{prefix}.{op}({', '.join(args)})"


_INT64_MAX = 9223372036854775807


def _is_constant(v: Value, value: Any) -> bool:
    node = v.node
    return (
        node is not None
        and node.kind == "prim::Constant"
        and node.attributes.get("value") == value
        and type(node.attributes.get("value")) is type(value)
    )


def _schema_args(node: Node, args: list[str]) -> list[str]:
    """Drop trailing arguments equal to their schema default; keyword-only ones by name."""
    formals = node.schema.arguments
    keep = len(args)
    while keep > 0 and keep <= len(formals):
        formal, value = formals[keep - 1], node.inputs[keep - 1]
        if formal.default is None or value.node is None or value.node.kind != "prim::Constant":
            break
        if value.node.attributes.get("value") != formal.default_value():
            break
        keep -= 1
    out = []
    for i, text in enumerate(args[:keep]):
        formal = formals[i] if i < len(formals) else None
        out.append(f"{formal.name}={text}" if formal is not None and formal.kwarg_only else text)
    return out


def _quoted(text: str) -> str:
    """A string literal as PyTorch prints one: double quotes, C-style escapes."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif not ch.isprintable():
            out.append("\\" + format(ord(ch), "03o") if ord(ch) < 256 else ch)
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _literal(value: Any, v: Value) -> str:
    if value is None:
        return "None"
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return _quoted(value)
    if isinstance(value, list):
        return "[" + ", ".join(_literal(x, v) for x in value) + "]"
    if isinstance(value, tuple):
        return (
            "(" + ", ".join(_literal(x, v) for x in value) + ("," if len(value) == 1 else "") + ")"
        )
    if type(value).__name__ == "Tensor" or hasattr(value, "_impl"):
        return "CONSTANTS.c0"
    return str(value)


def _signature(function: Function, graph: Graph, is_method: bool) -> str:
    params = []
    for i, (name, v) in enumerate(zip(function.arg_names, graph.inputs, strict=True)):
        if i == 0 and is_method:
            params.append("self")
        else:
            params.append(f"{name}: {v.type.annotation_str}")
    ret = graph.outputs[0].type
    ret_text = "None" if isinstance(ret, NoneType) else ret.annotation_str
    return f"def {function.name}(" + ",\n    ".join(params) + f") -> {ret_text}:"


def _body(graph: Graph, function: Function) -> list[str]:
    printer = _Printer(graph)
    for name, v in zip(function.arg_names, graph.inputs, strict=True):
        printer.names[v] = name
        printer.used.add(name)
    printer.block(graph.block, 1)
    printer.pad = "  "
    returned = ", ".join(printer.expr(v) for v in graph.outputs)
    printer.lines.append("  return " + returned)
    return printer.lines


def function_code(function: Function) -> str:
    """The TorchScript source of a compiled free function."""
    graph = function.graph
    return "\n".join([_signature(function, graph, False), *_body(graph, function)]) + "\n"


def method_code(function: Function) -> str:
    """The TorchScript source of a method (what an archive stores under its class)."""
    graph = function.graph
    is_method = bool(graph.inputs) and isinstance(graph.inputs[0].type, ClassType)
    return "\n".join([_signature(function, graph, is_method), *_body(graph, function)]) + "\n"
