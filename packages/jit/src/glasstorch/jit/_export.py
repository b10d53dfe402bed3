"""The ``code/`` files of an archive: classes and functions printed as TorchScript source.

Mirrors the class printing of ``torch/csrc/jit/serialization/python_print.cpp``. Method
bodies come from the ``.code`` printer (:mod:`._code`); this module adds what an archive
needs around them, in PyTorch's layout:

    class Linear(Module):
      __parameters__ = ["weight", "bias", ]
      __buffers__ = []
      weight : Tensor
      training : bool
      __annotations__["0"] = __torch__.torch.nn.modules.linear.Linear
      _version : Final[int] = 1
      def forward(self: __torch__.torch.nn.modules.linear.Linear,
        input: Tensor) -> Tensor:
        ...

Calls of compiled free functions are printed with their qualified names
(``__torch__.torch.nn.functional.relu(x, False)``) and the functions are written too;
tensor constants are read from ``CONSTANTS.c<i>`` (the tuple in ``constants.pkl``).
"""

from __future__ import annotations

import re
from typing import Any

from ._code import function_code, method_code
from ._function import Function
from ._ir import Graph
from ._types import ClassType, infer_type

__all__ = ["ArchivePrinter"]

_SELF = re.compile(r"^def (\w+)\(self(?=[,)])")


class ArchivePrinter:
    """Prints classes; remembers the free functions their code calls, to print them too."""

    def __init__(self) -> None:
        self._functions: dict[str, Function] = {}
        #: Tensor constants of the printed code, ``CONSTANTS.c<i>``: ``constants.pkl``.
        self.constants: list[Any] = []

    def class_source(self, cls: ClassType) -> str:
        names = list(cls.attributes)
        parameters = [n for n in names if n in cls.parameter_names]
        buffers = [n for n in names if n in cls.buffer_names]
        lines = [
            f"class {cls.name}(Module):",
            f"  __parameters__ = [{_name_list(parameters)}]",
            f"  __buffers__ = [{_name_list(buffers)}]",
        ]
        for name, type_ in cls.attributes.items():
            if name.isidentifier():
                lines.append(f"  {name} : {type_.annotation_str}")
            else:
                lines.append(f"  __annotations__[{_string(name)}] = {type_.annotation_str}")
        for name, value in cls.constants.items():
            lines.append(
                f"  {name} : Final[{_constant_type(value, cls, name)}] = {_literal(value)}"
            )
        for function in cls.methods.values():
            if getattr(function, "python_fallback", None) is not None:
                continue  # @ignore'd methods stay in Python and are not exported
            text = method_code(self._printable(function))
            text = _SELF.sub(rf"def \1(self: {cls.qualified_name}", text, count=1)
            lines.extend(f"  {line}" for line in text.splitlines())
        return "\n".join(lines) + "\n"

    def functions(self) -> list[Function]:
        """The free functions called so far, and those they call, each once."""
        done: dict[str, Function] = {}
        while len(done) < len(self._functions):
            for name, function in list(self._functions.items()):
                if name not in done:
                    done[name] = function
                    self._printable(function)  # finds the functions it calls
        return list(done.values())

    def function_source(self, function: Function) -> str:
        return function_code(self._printable(function))

    def _printable(self, function: Function) -> Function:
        """A copy of ``function`` whose graph names called functions by qualified name."""
        graph = function.graph.copy()
        for node in _walk(graph):
            if node.kind == "prim::PythonOp":
                raise RuntimeError(
                    f"Could not export Python function call '{node.attributes.get('name')}'. "
                    "Remove calls to Python functions before export."
                )
            if node.kind == "prim::Constant" and _is_tensor(node.attributes.get("value")):
                self._table_constant(graph, node)
                continue
            called = node.attributes.get("function") if node.kind == "prim::Constant" else None
            if isinstance(called, Function):
                node.attributes["name"] = called.qualified_name
                self._functions.setdefault(called.qualified_name, called)
        copy = Function(function.qualified_name, graph)
        copy.arg_names, copy.defaults = list(function.arg_names), list(function.defaults)
        return copy

    def _table_constant(self, graph: Graph, node: Any) -> None:
        """Replace a tensor constant by a read of ``CONSTANTS.c<i>`` (as PyTorch prints it)."""
        tensor = node.attributes["value"]
        index = next((i for i, t in enumerate(self.constants) if t is tensor), None)
        if index is None:
            index = len(self.constants)
            self.constants.append(tensor)
        table = graph.create("prim::ConstantTable", [], 1).output()  # never inserted
        table.set_debug_name("CONSTANTS")
        read = graph.create("prim::GetAttr", [table])
        read.attributes["name"] = f"c{index}"
        read.output().type = node.output().type
        read.move_before(node)
        node.output().replace_all_uses_with(read.output())
        node.destroy()


def _walk(graph: Graph) -> list[Any]:
    return list(graph.block.walk())


def _is_tensor(value: Any) -> bool:
    return hasattr(value, "_impl") and type(value).__name__ in ("Tensor", "Parameter")


def _name_list(names: list[str]) -> str:
    return "".join(f"{_string(n)}, " for n in names)


def _string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _literal(value: Any) -> str:
    """A constant as TorchScript source (double-quoted strings, as PyTorch prints them)."""
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, tuple):
        items = ", ".join(_literal(v) for v in value)
        return f"({items},)" if len(value) == 1 else f"({items})"
    if isinstance(value, list):
        return "[" + ", ".join(_literal(v) for v in value) + "]"
    return repr(value)


def _constant_type(value: Any, cls: ClassType, name: str) -> str:
    inferred = infer_type(value)
    if inferred is None:
        raise RuntimeError(
            f"constant {name} of {cls.qualified_name} has a value of type "
            f"{type(value).__name__}, which an archive cannot hold"
        )
    return inferred.annotation_str
