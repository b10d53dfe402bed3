"""Symbolic tracing: run a module's ``forward`` on :class:`Proxy` inputs to record a Graph.

glasstorch functions do not dispatch on proxies, so while tracing the :class:`Tracer`
swaps the public functions of ``glasstorch``, ``glasstorch.aten`` and
``glasstorch.nn.functional`` (and any registered with :func:`wrap`) for wrappers that
record a ``call_function`` node when an argument is a proxy. ``Module.__call__`` and
``Module.__getattr__`` are patched too, to record leaf modules and parameter reads.
Everything is put back when tracing ends, also after an error.
"""

from __future__ import annotations

import builtins
import functools
import inspect
import os
import sys
import traceback
import types
from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.nn import Module, Parameter, Sequential
from glasstorch.nn import functional as F

from .graph import Graph
from .graph_module import GraphModule
from .node import Argument
from .proxy import Proxy, TracerBase

_MISSING = object()

# (globals dict, name) pairs registered by wrap(); their functions are patched while tracing.
_wrapped_fns_to_patch: dict[tuple[int, str], dict[str, Any]] = {}


def wrap(fn_or_name: str | Callable[..., Any]) -> str | Callable[..., Any]:
    """Record calls of this module-level function as ``call_function`` nodes when traced.

    Call at module scope: ``glasstorch.fx.wrap("my_fn")`` or as a decorator.
    """
    name = fn_or_name if isinstance(fn_or_name, str) else fn_or_name.__name__
    frame = inspect.currentframe()
    caller = frame.f_back if frame is not None else None
    if caller is None or caller.f_code.co_name != "<module>":
        raise NotImplementedError("wrap must be called at the top level of a module")
    _wrapped_fns_to_patch[(id(caller.f_globals), name)] = caller.f_globals
    return fn_or_name


def _find_proxy(args: Any, kwargs: Any) -> Proxy | None:
    found: list[Proxy] = []

    def visit(a: Any) -> None:
        if found:
            return
        if isinstance(a, Proxy):
            found.append(a)
        elif isinstance(a, tuple | list):
            for x in a:
                visit(x)
        elif isinstance(a, dict):
            for x in a.values():
                visit(x)

    visit(args)
    visit(kwargs)
    return found[0] if found else None


def _make_recording(orig: Callable[..., Any]) -> Callable[..., Any]:
    """``orig``, or a ``call_function`` node of it when any argument is a proxy."""

    @functools.wraps(orig)
    def recording(*args: Any, **kwargs: Any) -> Any:
        proxy = _find_proxy(args, kwargs)
        if proxy is not None:
            return proxy.tracer.create_proxy("call_function", orig, args, kwargs)
        return orig(*args, **kwargs)

    recording.__fx_original__ = orig  # type: ignore[attr-defined]
    return recording


class _Patcher:
    """Replaces dictionary entries and class attributes, and restores them on exit."""

    def __init__(self) -> None:
        self._undo: list[Callable[[], None]] = []

    def __enter__(self) -> _Patcher:
        return self

    def __exit__(self, *exc: Any) -> None:
        while self._undo:
            self._undo.pop()()

    def patch(self, d: dict[str, Any], name: str, new: Any) -> None:
        """Set ``d[name] = new`` until exit."""
        old = d.get(name, _MISSING)
        d[name] = new
        self._undo.append(lambda: d.__setitem__(name, old) if old is not _MISSING else d.pop(name))

    def patch_method(self, cls: type, name: str, new: Any) -> None:
        """Set ``cls.<name> = new`` until exit (removed again if it was inherited)."""
        old = cls.__dict__.get(name, _MISSING)
        setattr(cls, name, new)
        self._undo.append(
            lambda: setattr(cls, name, old) if old is not _MISSING else delattr(cls, name)
        )


def _namespaces() -> list[types.ModuleType]:
    """The namespaces whose public functions are recorded while tracing."""
    spaces = [sys.modules["glasstorch.aten"], F]
    top = sys.modules.get("glasstorch")
    if top is not None:
        spaces.insert(0, top)
    return spaces


def _patch_functions(patcher: _Patcher) -> None:
    wrappers: dict[int, Callable[..., Any]] = {}

    def wrapper_for(fn: Callable[..., Any]) -> Callable[..., Any]:
        if id(fn) not in wrappers:
            wrappers[id(fn)] = _make_recording(fn)
        return wrappers[id(fn)]

    for space in _namespaces():
        d = vars(space)
        for name, value in list(d.items()):
            if name.startswith("_"):
                continue
            if isinstance(value, types.FunctionType | types.BuiltinFunctionType):
                patcher.patch(d, name, wrapper_for(value))
    for d, name in [(g, n) for (_, n), g in _wrapped_fns_to_patch.items()]:
        # A wrapped builtin such as ``len`` is shadowed by a module global while tracing.
        value = d.get(name, getattr(builtins, name, None))
        if callable(value) and not hasattr(value, "__fx_original__"):
            patcher.patch(d, name, wrapper_for(value))


class Tracer(TracerBase):
    """Records a module or function as a Graph; override the hooks to customise."""

    def __init__(self, autowrap_functions: tuple[Callable[..., Any], ...] = ()) -> None:
        self.autowrap_functions = autowrap_functions
        self.root: Module = Module()
        self.graph = Graph(tracer_cls=type(self))
        self.proxy_buffer_attributes = True
        self.record_stack_traces = False

    def create_proxy(
        self,
        kind: str,
        target: Any,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        name: str | None = None,
        type_expr: Any | None = None,
    ) -> Proxy:
        """Record a call; with ``record_stack_traces``, note the user's call site in meta."""
        proxy = super().create_proxy(kind, target, args, kwargs, name, type_expr)
        if self.record_stack_traces:
            roots = tuple(p + os.sep for p in sys.modules["glasstorch"].__path__)
            frames = [
                f
                for f in traceback.extract_stack()
                if not f.filename.startswith(roots) and not f.filename.startswith("<eval_with")
            ]
            proxy.node.stack_trace = "".join(traceback.format_list(frames[-1:]))
        return proxy

    # -- customisation points ---------------------------------------------------------------
    def is_leaf_module(self, m: Module, module_qualified_name: str) -> bool:
        """glasstorch.nn's own modules (Linear, Conv2d, ReLU...) are recorded, not traced."""
        return type(m).__module__.startswith("glasstorch.nn") and not isinstance(m, Sequential)

    def path_of_module(self, mod: Module) -> str:
        """The qualified name of ``mod`` inside the root module."""
        path = self._module_paths.get(id(mod))
        if path is None:
            raise NameError("module is not installed as a submodule")
        return path

    def call_module(
        self,
        m: Module,
        forward: Callable[..., Any],
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
    ) -> Any:
        """A ``call_module`` node for a leaf module; otherwise trace through ``forward``."""
        qualname = self.path_of_module(m)
        if not self.is_leaf_module(m, qualname):
            return forward(*args, **kwargs)
        return self.create_proxy("call_module", qualname, args, kwargs)

    def getattr(self, attr: str, attr_val: Any, parameter_proxy_cache: dict[str, Any]) -> Any:
        """Parameters (and buffers) read from modules become ``get_attr`` proxies."""
        if isinstance(attr_val, Tensor):
            path = self._tensor_paths.get(id(attr_val))
            is_param = isinstance(attr_val, Parameter)
            if path is not None and (is_param or self.proxy_buffer_attributes):
                if path not in parameter_proxy_cache:
                    parameter_proxy_cache[path] = self.create_proxy("get_attr", path, (), {})
                return parameter_proxy_cache[path]
        return attr_val

    def create_arg(self, a: Any) -> Argument:
        """Tensors become ``get_attr`` nodes (a constant is stored on the root first)."""
        if isinstance(a, Tensor):
            path = self._tensor_paths.get(id(a))
            if path is None:
                i = 0
                while hasattr(self.root, f"_tensor_constant{i}"):
                    i += 1
                path = f"_tensor_constant{i}"
                object.__setattr__(self.root, path, a)
                self._tensor_paths[id(a)] = path
            return self.create_node("get_attr", path, (), {})
        if isinstance(a, Module):
            raise NotImplementedError("modules cannot be graph arguments; call them instead")
        return super().create_arg(a)

    # -- tracing ------------------------------------------------------------------------------
    def trace(
        self, root: Module | Callable[..., Any], concrete_args: dict[str, Any] | None = None
    ) -> Graph:
        """Run ``root`` (its ``forward`` for a module) on proxies; returns the Graph."""
        if isinstance(root, Module):
            self.root = root
            fn = type(root).forward
        else:
            self.root = Module()
            fn = root
        self.graph = Graph(tracer_cls=type(self))
        self._module_paths = {id(m): name for name, m in self.root.named_modules()}
        self._tensor_paths: dict[int, str] = {}
        for name, t in [*self.root.named_parameters(), *self.root.named_buffers()]:
            self._tensor_paths.setdefault(id(t), name)
        args = self._create_args_for_root(fn, isinstance(root, Module), concrete_args or {})
        cache: dict[str, Any] = {}
        orig_getattr = Module.__getattr__
        orig_call = Module.__call__
        tracer = self

        def module_getattr(mod: Module, attr: str) -> Any:
            return tracer.getattr(attr, orig_getattr(mod, attr), cache)

        def module_call(mod: Module, *args: Any, **kwargs: Any) -> Any:
            return tracer.call_module(mod, functools.partial(orig_call, mod), args, kwargs)

        with _Patcher() as patcher:
            patcher.patch_method(Module, "__getattr__", module_getattr)
            patcher.patch_method(Module, "__call__", module_call)
            _patch_functions(patcher)
            for fn_ in self.autowrap_functions:
                patcher.patch(fn_.__globals__, fn_.__name__, _make_recording(fn_))
            result = fn(*args)
            ret = getattr(fn, "__annotations__", {}).get("return")
            self.create_node("output", "output", (self.create_arg(result),), {}, type_expr=ret)
        return self.graph

    def _create_args_for_root(
        self, fn: Callable[..., Any], is_module: bool, concrete_args: dict[str, Any]
    ) -> list[Any]:
        params = list(inspect.signature(fn).parameters.values())
        args: list[Any] = [self.root] if is_module else []
        for p in params[1:] if is_module else params:
            if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                raise NotImplementedError("tracing *args / **kwargs signatures is not supported")
            if p.name in concrete_args:
                value = concrete_args[p.name]
                self.graph.placeholder(p.name, default_value=value)
                args.append(value)
                continue
            default = inspect.Signature.empty if p.default is p.empty else p.default
            node = self.graph.placeholder(p.name, default_value=default)
            args.append(self.proxy(node))
        return args


def symbolic_trace(
    root: Module | Callable[..., Any], concrete_args: dict[str, Any] | None = None
) -> GraphModule:
    """Trace ``root`` with a default :class:`Tracer` and wrap the result in a GraphModule."""
    tracer = Tracer()
    graph = tracer.trace(root, concrete_args)
    name = type(root).__name__ if isinstance(root, Module) else root.__name__
    return GraphModule(tracer.root, graph, name)
