"""``GraphModule``: an ``nn.Module`` whose ``forward`` is compiled from a Graph.

The module copies from ``root`` only the submodules, parameters and buffers the graph
reads, so ``state_dict`` keys match the original. Each instance gets its own class, so
``recompile`` can install the generated ``forward`` without touching other instances.
"""

from __future__ import annotations

import itertools
import linecache
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.nn import Module, Parameter

from ._codegen import PythonCode, import_block
from .graph import Graph

_next_id = itertools.count()


def _exec_forward(src: str, globals_: dict[str, Any]) -> Any:
    """Compile ``src`` (with its import header) and return the ``forward`` it defines."""
    full = import_block(globals_) + "\n" + src
    filename = f"<eval_with_key>.{next(_next_id)}"
    linecache.cache[filename] = (len(full), None, full.splitlines(True), filename)
    namespace = dict(globals_)
    exec(compile(full, filename, "exec"), namespace)
    return namespace["forward"]


def _copy_attr(from_module: Any, to_module: Module, target: str) -> None:
    """Copy ``from_module.<target>`` to the same path on ``to_module``."""
    *prefix, field = target.split(".")
    for item in prefix:
        f = getattr(from_module, item)
        t = getattr(to_module, item, None)
        if f is t:
            return
        if t is None:
            t = Module()
            setattr(to_module, item, t)
        from_module, to_module = f, t
    orig = getattr(from_module, field)
    if isinstance(orig, Tensor) and not isinstance(orig, Parameter):
        to_module.register_buffer(field, orig)
    else:
        setattr(to_module, field, orig)


def _assign_attr(value: Any, to_module: Module, target: str) -> None:
    """Set ``to_module.<target> = value``, creating empty modules along the path."""
    *prefix, field = target.split(".")
    for item in prefix:
        t = getattr(to_module, item, None)
        if t is None:
            t = Module()
            setattr(to_module, item, t)
        to_module = t
    if isinstance(value, Tensor) and not isinstance(value, Parameter):
        to_module.register_buffer(field, value)
    else:
        setattr(to_module, field, value)


class GraphModule(Module):
    """A Module built from ``root``'s attributes and a Graph; see the module docstring."""

    def __new__(cls, *args: Any, **kwargs: Any) -> GraphModule:
        # One class per instance: ``forward`` is a class attribute set by ``recompile``.
        for base in cls.__mro__:
            if base.__dict__.get("_is_graph_module_impl"):
                cls = base.__mro__[1]
                break

        class GraphModuleImpl(cls):  # type: ignore[valid-type, misc]
            _is_graph_module_impl = True

        return super().__new__(GraphModuleImpl)

    def __init__(
        self, root: Module | dict[str, Any], graph: Graph, class_name: str = "GraphModule"
    ) -> None:
        super().__init__()
        type(self).__name__ = class_name
        type(self).__qualname__ = class_name
        if isinstance(root, Module):
            self.training = root.training
            for node in graph.nodes:
                if node.op in ("get_attr", "call_module"):
                    _copy_attr(root, self, str(node.target))
        elif isinstance(root, dict):
            for node in graph.nodes:
                if node.op in ("get_attr", "call_module"):
                    if node.target not in root:
                        raise RuntimeError(
                            f"Node {node} referenced target {node.target} "
                            "but that target was not provided in ``root``!"
                        )
                    _assign_attr(root[str(node.target)], self, str(node.target))
        else:
            raise RuntimeError("Unsupported type " + str(root) + " passed for root!")
        self.meta: dict[str, Any] = {}
        self.graph = graph

    @property
    def graph(self) -> Graph:
        """The Graph; assigning one recompiles ``forward``."""
        return self._graph

    @graph.setter
    def graph(self, g: Graph) -> None:
        object.__setattr__(self, "_graph", g)
        g.owning_module = self
        self.recompile()

    @property
    def code(self) -> str:
        """The Python source of ``forward``."""
        return self._code

    def recompile(self) -> PythonCode:
        """Regenerate and recompile ``forward`` from ``self.graph`` (call after editing it)."""
        python_code = self._graph.python_code(root_module="self")
        object.__setattr__(self, "_code", python_code.src)
        type(self).forward = _exec_forward(python_code.src, python_code.globals)
        return python_code

    def print_readable(self, print_output: bool = True) -> str:
        """The module as a class definition with its ``forward``; printed unless told not."""
        name = type(self).__name__
        body = self._code.lstrip("\n").rstrip()
        body = "\n".join("    " + line if line else line for line in body.split("\n"))
        text = f"class {name}(torch.nn.Module):\n{body}\n"
        if print_output:
            print(text)
        return text

    def __str__(self) -> str:
        return "\n".join([super().__repr__(), self._code])

    def __repr__(self) -> str:
        return self.__str__()

    def __reduce__(self) -> Any:
        raise NotImplementedError("pickling GraphModule is not supported yet")

    def __deepcopy__(self, memo: dict[int, Any]) -> GraphModule:
        import copy

        fake = Module()
        state = {k: v for k, v in self.__dict__.items() if k not in ("_graph", "_code")}
        fake.__dict__ = copy.deepcopy(state, memo)
        graph = Graph()
        graph.output(graph.graph_copy(self._graph, {}))
        result = GraphModule(fake, graph, type(self).__name__)
        result.meta = copy.copy(self.meta)
        return result
