"""``GraphModule``: an ``nn.Module`` whose ``forward`` is compiled from a Graph.

The module copies from ``root`` only the submodules, parameters and buffers the graph
reads, so ``state_dict`` keys match the original. Each instance gets its own class, so
``recompile`` can install the generated ``forward`` without touching other instances.
"""

from __future__ import annotations

import copy
import itertools
import linecache
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.nn import Module, Parameter

from ._codegen import PythonCode, import_block, importable_block
from .graph import Graph

_next_id = itertools.count()


def _exec_forward(src: str, globals_: dict[str, Any], header: str | None = None) -> Any:
    """Compile ``src`` (after ``header``, by default the import lines of its custom builtins)
    and return the ``forward`` it defines."""
    full = (import_block(globals_) if header is None else header) + "\n" + src
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
        tracer_cls = getattr(graph, "_tracer_cls", None)
        if tracer_cls is not None and "<locals>" not in tracer_cls.__qualname__:
            self._tracer_cls = tracer_cls  # unpickling re-traces with the same tracer
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

    def add_submodule(self, target: str, m: Module) -> bool:
        """Install ``m`` at the dotted path ``target``, creating empty modules on the way;
        False if something on the path is not a Module."""
        *prefix, name = target.split(".")
        mod: Module = self
        for item in prefix:
            sub = getattr(mod, item, None)
            if sub is None:
                sub = Module()
                setattr(mod, item, sub)
            if not isinstance(sub, Module):
                return False
            mod = sub
        mod.add_module(name, m)
        return True

    def delete_submodule(self, target: str) -> bool:
        """Remove the submodule at ``target``; False if there is none."""
        *path, name = target.split(".")
        mod: Any = self
        for item in path:
            mod = getattr(mod, item, None)
            if not isinstance(mod, Module):
                return False
        if not isinstance(getattr(mod, name, None), Module):
            return False
        delattr(mod, name)
        return True

    def delete_all_unused_submodules(self) -> None:
        """Remove every submodule no ``call_module`` or ``get_attr`` node reaches."""
        used: set[str] = set()
        for node in self.graph.nodes:
            if node.op not in ("call_module", "get_attr"):
                continue
            parts = str(node.target).split(".")
            used.update(".".join(parts[: i + 1]) for i in range(len(parts)))
            if node.op == "call_module":
                try:
                    sub = self.get_submodule(str(node.target))
                except AttributeError:
                    continue
                used.update(f"{node.target}.{n}" for n, _ in sub.named_modules() if n)
        for name in [n for n, _ in self.named_modules() if n and n not in used]:
            self.delete_submodule(name)

    def print_readable(self, print_output: bool = True) -> str:
        """The module as a class definition with its ``forward``; printed unless told not."""
        name = type(self).__name__
        body = self._graph.python_code(root_module="self", verbose=True).src.lstrip("\n").rstrip()
        body = "\n".join(("    " + line).rstrip() for line in body.split("\n"))
        text = f"class {name}(torch.nn.Module):\n{body}\n"
        if print_output:
            print(text)
        return text

    def __str__(self) -> str:
        return "\n".join(
            [
                super().__repr__(),
                self._code,
                "# To see more debug info, please use `graph_module.print_readable()`",
            ]
        )

    def __repr__(self) -> str:
        return self.__str__()

    def __reduce__(self) -> Any:
        """Pickle the generated code and the module's attributes, not the Graph: unpickling
        re-traces the code (:func:`reduce_graph_module`)."""
        body = dict(self.__dict__)
        python_code = self.recompile()
        del body["_graph"]
        return (reduce_graph_module, (body, importable_block(python_code.globals)))

    def __deepcopy__(self, memo: dict[int, Any]) -> GraphModule:
        result = type(self).__new__(type(self))
        memo[id(self)] = result
        fake = _CodeOnlyModule(copy.deepcopy(self.__dict__, memo))
        GraphModule.__init__(result, fake, fake.__dict__["_graph"])
        for attr in ("_state_dict_hooks", "_load_state_dict_pre_hooks"):
            if attr in self.__dict__:
                setattr(result, attr, copy.deepcopy(self.__dict__[attr], memo))
        result.meta = copy.deepcopy(getattr(self, "meta", {}), memo)
        return result

    def __copy__(self) -> GraphModule:
        result = GraphModule(self, self.graph)
        result.meta = getattr(self, "meta", {})
        return result


class _CodeOnlyModule(Module):
    """A module made of another's attribute dict (and a ``forward`` set on the class)."""

    def __init__(self, body: dict[str, Any]) -> None:
        super().__init__()
        self.__dict__ = body


def reduce_graph_module(body: dict[str, Any], import_block: str) -> GraphModule:
    """Rebuild a pickled GraphModule: run its code and trace it again, every submodule a leaf."""
    from ._symbolic_trace import Tracer

    forward = _exec_forward(body["_code"], {}, header=import_block)
    tracer_cls = body.get("_tracer_cls") or Tracer

    class KeepModules(tracer_cls):  # type: ignore[valid-type, misc]
        def is_leaf_module(self, m: Module, module_qualified_name: str) -> bool:
            return True

    code_only = type("_CodeOnlyModule", (_CodeOnlyModule,), {"forward": forward})(body)
    graph = KeepModules().trace(code_only)
    graph._tracer_cls = tracer_cls
    gm = GraphModule(code_only, graph, "GraphModule")
    for k, v in body.items():
        if not hasattr(gm, k):
            setattr(gm, k, v)
    return gm
