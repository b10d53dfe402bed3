"""Symbolic tracing: run a module's ``forward`` on :class:`Proxy` inputs to record a Graph.

glasstorch's functions record calls on proxies through ``Proxy.__torch_function__``. Plain
Python functions do not, so while tracing, the functions registered with :func:`wrap`,
the tracer's ``autowrap_functions`` and the functions of its ``autowrap_modules``
(``math``) are replaced in their modules' globals by recording wrappers (see
:mod:`._patching`). ``Module.__call__`` and ``Module.__getattr__`` are patched too, to
record leaf modules and parameter reads. Everything is put back when tracing ends, also
after an error.
"""

from __future__ import annotations

import builtins
import functools
import inspect
import math
import os
import sys
import traceback
import types
import typing
import warnings
from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.nn import Module, Parameter, Sequential

from ._patching import Patcher, find_proxy, make_recording, original
from .graph import Graph
from .graph_module import GraphModule
from .node import Argument
from .proxy import ParameterProxy, Proxy, TracerBase

__all__ = [
    "PH",
    "PHBase",
    "ProxyableClassMeta",
    "Tracer",
    "is_fx_tracing",
    "symbolic_trace",
    "wrap",
]

# (id of a globals dict, name) -> that dict, for the functions registered by wrap().
_wrapped_fns_to_patch: dict[tuple[int, str], dict[str, Any]] = {}
_proxyable_classes: dict[type, None] = {}
_tracing = [False]


def is_fx_tracing() -> bool:
    """Whether a symbolic trace is running."""
    return _tracing[0]


def wrap(fn_or_name: str | Callable[..., Any]) -> str | Callable[..., Any]:
    """Record calls of this module-level function as ``call_function`` nodes when traced.

    Call at module scope: ``glasstorch.fx.wrap("my_fn")``, or as a decorator.
    """
    if not callable(fn_or_name) and not isinstance(fn_or_name, str):
        raise RuntimeError(
            "Unsupported type for global function! Must be either a callable or string name"
        )
    if callable(fn_or_name):
        if isinstance(fn_or_name, str):
            raise AssertionError("expected a function")
        name = fn_or_name.__name__
    else:
        name = fn_or_name
    frame = inspect.currentframe()
    caller = frame.f_back if frame is not None else None
    if caller is None or caller.f_code.co_name != "<module>":
        raise NotImplementedError("wrap must be called at the top level of a module")
    _wrapped_fns_to_patch[(id(caller.f_globals), name)] = caller.f_globals
    return fn_or_name


class PHBase:
    """A placeholder in ``concrete_args``: that leaf stays an input of the graph."""

    def __repr__(self) -> str:
        return "PH"


PH = PHBase()


class ProxyableClassMeta(type):
    """Metaclass whose classes, constructed from proxies during a trace, are recorded as a
    ``call_function`` node of the class instead of being built."""

    def __init__(cls, name: str, bases: tuple[type, ...], attrs: dict[str, Any]) -> None:
        _proxyable_classes.setdefault(cls)
        super().__init__(name, bases, attrs)

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        instance = cls.__new__(cls)  # type: ignore[call-overload]
        if is_fx_tracing():
            proxy = find_proxy(args, kwargs)
            if proxy is not None:
                return proxy.tracer.create_proxy("call_function", cls, args, kwargs)
        cls.__init__(instance, *args, **kwargs)  # type: ignore[misc]
        return instance


def _assert(condition: Any, message: str) -> None:
    """``torch._assert``: ``assert condition, message`` that symbolic tracing records."""
    assert condition, message


def _assert_is_none(value: Any, msg: str) -> None:
    assert value is None, msg


def _resolved_annotations(fn: Callable[..., Any]) -> dict[str, Any]:
    """``fn``'s annotations as objects; a string one that does not resolve is dropped."""
    raw = dict(getattr(fn, "__annotations__", {}) or {})
    if not any(isinstance(v, str) for v in raw.values()):
        return raw
    try:
        return typing.get_type_hints(fn)
    except Exception:
        return {k: v for k, v in raw.items() if not isinstance(v, str)}


class Tracer(TracerBase):
    """Records a module or function as a Graph; override the hooks to customise.

    ``autowrap_modules``: modules whose functions are recorded rather than run on proxies
    (``math.sqrt(x.size(0))`` becomes a node); ``autowrap_functions``: single functions
    alike; ``param_shapes_constant``: a parameter's ``shape``, ``size()``, ``dim()`` and
    ``numel()`` are its real values instead of nodes.
    """

    def __init__(
        self,
        autowrap_modules: tuple[types.ModuleType, ...] = (math,),
        autowrap_functions: tuple[Callable[..., Any], ...] = (),
        param_shapes_constant: bool = False,
    ) -> None:
        super().__init__()
        self.autowrap_modules = tuple(autowrap_modules)
        self.autowrap_functions = tuple(autowrap_functions)
        self._autowrap_function_ids = {
            id(value)
            for module in self.autowrap_modules
            for name, value in vars(module).items()
            if not name.startswith("_") and callable(value)
        } | {id(f) for f in self.autowrap_functions}
        self.param_shapes_constant = param_shapes_constant
        self.root: Module = Module()
        self.graph = Graph(tracer_cls=type(self))
        self.submodule_paths: dict[Module, str] | None = None
        self._tensor_paths: dict[int, str] = {}

    def create_proxy(
        self,
        kind: str,
        target: Any,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        name: str | None = None,
        type_expr: Any | None = None,
        proxy_factory_fn: Callable[[Any], Proxy] | None = None,
    ) -> Proxy:
        """Record a call; with ``record_stack_traces``, note the user's call site in meta."""
        proxy = super().create_proxy(kind, target, args, kwargs, name, type_expr, proxy_factory_fn)
        if self.record_stack_traces and not proxy.node.stack_trace:
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
        if self.submodule_paths:
            path = self.submodule_paths.get(mod)
            if path is None:
                raise NameError("module is not installed as a submodule")
            return path
        for name, m in self.root.named_modules():
            if m is mod:
                return name
        raise NameError("module is not installed as a submodule")

    def call_module(
        self,
        m: Module,
        forward: Callable[..., Any],
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
    ) -> Any:
        """A ``call_module`` node for a leaf module; otherwise trace through ``forward``.

        While inside, ``meta["nn_module_stack"]`` of new nodes lists the modules entered.
        """
        qualname = self.path_of_module(m)
        calls = self.num_calls.get(qualname, 0)
        key = f"{qualname}@{calls}" if calls else qualname
        self.module_stack[key] = (qualname, type(m))
        self.num_calls[qualname] = calls + 1
        try:
            if not self.is_leaf_module(m, qualname):
                return forward(*args, **kwargs)
            return self.create_proxy("call_module", qualname, args, kwargs)
        finally:
            self.module_stack.pop(key, None)

    def getattr(self, attr: str, attr_val: Any, parameter_proxy_cache: dict[str, Any]) -> Any:
        """Parameters (and buffers) read from modules become ``get_attr`` proxies."""
        if not isinstance(attr_val, Tensor):
            return attr_val
        is_param = isinstance(attr_val, Parameter)
        if not is_param and not self.proxy_buffer_attributes:
            return attr_val
        path = self._tensor_paths.get(id(attr_val))
        if path is None:
            return attr_val
        if path not in parameter_proxy_cache:
            factory = None
            if is_param and self.param_shapes_constant:

                def factory(node: Any, p: str = path) -> Proxy:
                    return ParameterProxy(self, node, p, attr_val)

            parameter_proxy_cache[path] = self.create_proxy(
                "get_attr", path, (), {}, proxy_factory_fn=factory
            )
        return parameter_proxy_cache[path]

    def create_arg(self, a: Any) -> Argument:
        """Tensors become ``get_attr`` nodes (a constant is stored on the root first);
        instances of proxyable classes likewise."""
        if isinstance(a, Tensor):
            path = self._tensor_paths.get(id(a))
            if path is None:
                for name, t in [*self.root.named_parameters(), *self.root.named_buffers()]:
                    if t is a:
                        path = name
                        break
            if path is None:
                path = self._new_constant_name("_tensor_constant")
                object.__setattr__(self.root, path, a)
                self._tensor_paths[id(a)] = path
            return self.create_node("get_attr", path, (), {})
        if type(a) in _proxyable_classes:
            path = self._new_constant_name(f"_{type(a).__name__}_constant_")
            object.__setattr__(self.root, path, a)
            return self.create_node("get_attr", path, (), {})
        if isinstance(a, Module):
            raise NotImplementedError("modules cannot be graph arguments; call them instead")
        return super().create_arg(a)

    def _new_constant_name(self, prefix: str) -> str:
        i = 0
        while hasattr(self.root, f"{prefix}{i}"):
            i += 1
        return f"{prefix}{i}"

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
        self.submodule_paths = {m: name for name, m in self.root.named_modules()}
        self.module_stack.clear()
        self.num_calls.clear()
        self._tensor_paths = {}
        for name, t in [*self.root.named_parameters(), *self.root.named_buffers()]:
            self._tensor_paths.setdefault(id(t), name)
        cache: dict[str, Any] = {}
        orig_getattr = Module.__getattr__
        orig_call = Module.__call__
        tracer = self

        def module_getattr(mod: Module, attr: str) -> Any:
            return tracer.getattr(attr, orig_getattr(mod, attr), cache)

        def module_call(mod: Module, *args: Any, **kwargs: Any) -> Any:
            return tracer.call_module(mod, functools.partial(orig_call, mod), args, kwargs)

        was_tracing = _tracing[0]
        _tracing[0] = True
        try:
            with Patcher() as patcher:
                fn_globals = getattr(fn, "__globals__", {})
                fn, args = self._create_args_for_root(fn, isinstance(root, Module), concrete_args)
                patcher.patch_method(Module, "__getattr__", module_getattr)
                patcher.patch_method(Module, "__call__", module_call)
                self._patch_wrapped(patcher, fn_globals)
                result = fn(*args)
                ret = _resolved_annotations(fn).get("return")
                self.create_node("output", "output", (self.create_arg(result),), {}, type_expr=ret)
        finally:
            _tracing[0] = was_tracing
            self.submodule_paths = None
        return self.graph

    def _patch_wrapped(self, patcher: Patcher, fn_globals: dict[str, Any]) -> None:
        """Record the functions of ``wrap``, ``autowrap_functions`` and ``autowrap_modules``."""
        for (_, name), d in list(_wrapped_fns_to_patch.items()):
            # A wrapped builtin such as ``len`` is shadowed by a module global while tracing.
            value = d.get(name, getattr(builtins, name, None))
            if callable(value) and not hasattr(value, "__fx_original__"):
                patcher.patch(d, name, make_recording(value, wrapped=True))
        for module in self.autowrap_modules:
            d = vars(module)
            for name, value in list(d.items()):
                if id(value) in self._autowrap_function_ids and not name.startswith("_"):
                    patcher.patch(d, name, make_recording(value, wrapped=True))
        for name, value in list(fn_globals.items()):
            if id(original(value)) in self._autowrap_function_ids:
                patcher.patch(fn_globals, name, make_recording(value, wrapped=True))

    def _create_args_for_root(
        self, fn: Callable[..., Any], is_module: bool, concrete_args: dict[str, Any] | None
    ) -> tuple[Callable[..., Any], list[Any]]:
        """Placeholders for ``fn``'s parameters (``concrete_args`` fixes some of them).

        A function with ``*args``, ``**kwargs`` or keyword-only parameters is called as a
        copy that takes every parameter positionally, so ``args`` and ``kwargs`` are each
        one proxy inside the body (``args[0]`` and ``kwargs["k"]`` record ``getitem``)."""
        concrete_args = dict(concrete_args or {})
        annotations = _resolved_annotations(fn)
        params = list(inspect.signature(fn).parameters.values())
        if is_module:
            params = params[1:]
        unknown = set(concrete_args) - {p.name for p in params}
        if unknown:
            raise RuntimeError(
                f"Tracing expected {len(params)} arguments but got {len(concrete_args)} "
                "concrete arguments"
            )
        kind_order = {
            inspect.Parameter.POSITIONAL_ONLY: 0,
            inspect.Parameter.POSITIONAL_OR_KEYWORD: 0,
            inspect.Parameter.KEYWORD_ONLY: 1,
            inspect.Parameter.VAR_POSITIONAL: 2,
            inspect.Parameter.VAR_KEYWORD: 3,
        }
        ordered = sorted(params, key=lambda p: kind_order[p.kind])  # the code's own order
        args: list[Any] = [self.root] if is_module else []
        for p in ordered:
            if p.kind == p.VAR_POSITIONAL:
                args.append(self.create_proxy("placeholder", f"*{p.name}", (), {}))
            elif p.kind == p.VAR_KEYWORD:
                args.append(self.create_proxy("placeholder", f"**{p.name}", (), {}))
            elif p.name in concrete_args:
                args.append(self._concrete_placeholder(p, concrete_args[p.name]))
            else:
                default = () if p.default is p.empty else (p.default,)
                args.append(
                    self.create_proxy(
                        "placeholder", p.name, default, {}, type_expr=annotations.get(p.name)
                    )
                )
        if any(kind_order[p.kind] for p in params):
            fn = _all_positional(fn, len(args))
        return fn, args

    def _concrete_placeholder(self, p: inspect.Parameter, value: Any) -> Any:
        """A concrete argument: a placeholder ``<name>_1`` and a check that callers pass the
        same value (the code was specialised to it); ``PH`` keeps a leaf an input."""
        if isinstance(value, tuple | list | dict) and not isinstance(value, PHBase):
            raise NotImplementedError(
                f"concrete_args[{p.name!r}]: nested structures are not supported; pass a "
                "single value or PH"
            )
        default = () if p.default is p.empty else (p.default,)
        proxy = self.create_proxy("placeholder", f"{p.name}_1", default, {})
        if isinstance(value, PHBase):
            if value is not PH:
                for attr in dir(value):
                    val = getattr(value, attr)
                    if not callable(val) and not attr.startswith("__"):
                        if not hasattr(proxy.node, attr):
                            setattr(proxy.node, attr, val)
            return proxy
        message = f"{p.name} has been specialized to have value {value} but got another value"
        if type(value) is bool or type(value) in (int, float, str, complex):
            self.create_proxy("call_function", _assert, (proxy == value, message), {})
        elif value is None:
            self.create_proxy("call_function", _assert_is_none, (proxy, message), {})
        else:
            warnings.warn(
                f"Was not able to add assertion to guarantee correct input {p.name} to "
                "specialized function. It is up to the user to make sure that your inputs "
                "match the inputs you specialized the function with.",
                stacklevel=4,
            )
        return value


def _all_positional(fn: Callable[..., Any], nargs: int) -> Callable[..., Any]:
    """A copy of ``fn`` whose ``nargs`` local parameters (keyword-only, ``*args`` and
    ``**kwargs`` included) are all plain positional ones."""
    if not isinstance(fn, types.FunctionType):
        raise NotImplementedError(
            f"tracing {fn!r}: *args, **kwargs and keyword-only parameters need a Python function"
        )
    code = fn.__code__.replace(
        co_argcount=nargs,
        co_posonlyargcount=0,
        co_kwonlyargcount=0,
        co_flags=fn.__code__.co_flags & ~(inspect.CO_VARARGS | inspect.CO_VARKEYWORDS),
    )
    return types.FunctionType(code, fn.__globals__, fn.__name__, None, fn.__closure__)


def symbolic_trace(
    root: Module | Callable[..., Any], concrete_args: dict[str, Any] | None = None
) -> GraphModule:
    """Trace ``root`` with a default :class:`Tracer` and wrap the result in a GraphModule."""
    tracer = Tracer()
    graph = tracer.trace(root, concrete_args)
    name = type(root).__name__ if isinstance(root, Module) else root.__name__
    return GraphModule(tracer.root, graph, name)
