"""``Proxy``: a stand-in value that records what is done to it as nodes of a Graph.

Python operators, method calls and attribute reads on a proxy become ``call_function`` /
``call_method`` nodes. glasstorch's functions (``torch.relu``, ``torch.linalg.norm``,
``F.leaky_relu``, ``Tensor.add`` with a proxy operand) hand calls with a proxy argument to
``Proxy.__torch_function__``, which records them. Control flow that needs a concrete value
(``bool(proxy)``) cannot be recorded and raises :class:`TraceError`.
"""

from __future__ import annotations

import dis
import enum
import inspect
import operator
from collections.abc import Callable, Iterator
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten.overrides import is_tensor_method_or_property
from glasstorch.c10.core.device import Device
from glasstorch.c10.core.layout import Layout, MemoryFormat
from glasstorch.c10.core.scalar_type import dtype as DType

from . import traceback as fx_traceback
from .graph import Graph
from .node import Argument, Node, Target, map_aggregate

#: Values a graph holds as they are (a Tracer stores tensors as ``get_attr`` constants
#: instead; a graph built from proxies keeps them in the node, as PyTorch's does).
_BASE_TYPES = (str, int, float, bool, complex, type(None), type(...), DType, Device, Layout,
               MemoryFormat, Tensor, range, enum.Enum)  # fmt: skip


class TraceError(ValueError):
    """A traced program did something symbolic tracing cannot record."""


class TracerBase:
    """Turns calls on proxies into graph nodes."""

    graph: Graph
    record_stack_traces = False
    proxy_buffer_attributes = False

    def __init__(self) -> None:
        #: The modules entered by ``call_module`` (key -> (qualified name, type)), recorded
        #: in ``meta["nn_module_stack"]`` of the nodes created meanwhile.
        self.module_stack: dict[str, tuple[str, type]] = {}
        self.num_calls: dict[str, int] = {}

    def create_node(
        self,
        kind: str,
        target: Target,
        args: tuple[Argument, ...],
        kwargs: dict[str, Argument],
        name: str | None = None,
        type_expr: Any | None = None,
    ) -> Node:
        """Append a node to ``self.graph`` (every node a tracer makes is made here)."""
        node = self.graph.create_node(kind, target, args, kwargs, name, type_expr)
        if fx_traceback.has_preserved_node_meta():
            fx_traceback.copy_current_meta(node)
        elif getattr(self, "module_stack", None):
            node.meta["nn_module_stack"] = dict(self.module_stack)
        return node

    def proxy(self, node: Node) -> Proxy:
        """Wrap ``node`` in a Proxy bound to this tracer."""
        return Proxy(node, self)

    def create_proxy(
        self,
        kind: str,
        target: Target,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        name: str | None = None,
        type_expr: Any | None = None,
        proxy_factory_fn: Callable[[Node], Proxy] | None = None,
    ) -> Proxy:
        """Record a call whose arguments may hold proxies; returns the result's proxy
        (made by ``proxy_factory_fn(node)`` when given)."""
        args_ = self.create_arg(args)
        kwargs_ = self.create_arg(kwargs)
        if not isinstance(args_, tuple) or not isinstance(kwargs_, dict):
            raise AssertionError("create_proxy expects a tuple of args and a dict of kwargs")
        node = self.create_node(kind, target, args_, kwargs_, name, type_expr)
        return self.proxy(node) if proxy_factory_fn is None else proxy_factory_fn(node)

    def create_arg(self, a: Any) -> Argument:
        """The graph form of a call argument: proxies become their nodes."""
        if isinstance(a, Proxy):
            return a.node
        if isinstance(a, Node):
            return a
        if isinstance(a, tuple):
            items = tuple(self.create_arg(x) for x in a)
            return type(a)(*items) if hasattr(a, "_fields") else items
        if isinstance(a, list):
            return [self.create_arg(x) for x in a]
        if isinstance(a, dict):
            out = {}
            for k, v in a.items():
                if not isinstance(k, str):
                    raise NotImplementedError(f"dict keys must be strings, got {k!r}")
                out[k] = self.create_arg(v)
            return out
        if isinstance(a, slice):
            return slice(self.create_arg(a.start), self.create_arg(a.stop), self.create_arg(a.step))
        if isinstance(a, _BASE_TYPES) or callable(a):
            return a
        raise NotImplementedError(f"argument of type: {type(a)}")

    def to_bool(self, obj: Proxy) -> bool:
        """``bool(proxy)``: the value is unknown while tracing, so this is an error."""
        raise TraceError("symbolically traced variables cannot be used as inputs to control flow")

    def iter(self, obj: Proxy) -> Iterator[Any]:
        """``iter(proxy)``: unknown length, so this is an error."""
        raise TraceError(
            "Proxy object cannot be iterated. This can be attempted when the Proxy is used "
            "in a loop or as a *args or **kwargs function argument."
        )

    def keys(self, obj: Proxy) -> Any:
        """``proxy.keys()`` as used by ``**proxy``."""
        return Attribute(obj, "keys")()


class GraphAppendingTracer(TracerBase):
    """The tracer of a Proxy made directly on a Graph: appends to that graph."""

    def __init__(self, graph: Graph) -> None:
        super().__init__()
        self.graph = graph


class Proxy:
    """A traced value; see the module docstring."""

    def __init__(self, node: Node, tracer: TracerBase | None = None) -> None:
        self.node = node
        self.tracer = tracer if tracer is not None else GraphAppendingTracer(node.graph)

    def __repr__(self) -> str:
        return f"Proxy({self.node.name})"

    def __getattr__(self, k: str) -> Attribute:
        if k.startswith("__") and k.endswith("__"):
            raise AttributeError(k)
        return Attribute(self, k)

    def __call__(self, *args: Any, **kwargs: Any) -> Proxy:
        return self.tracer.create_proxy("call_method", "__call__", (self, *args), kwargs)

    def __iter__(self) -> Iterator[Any]:
        frame = inspect.currentframe()
        caller = frame.f_back if frame is not None else None
        if caller is not None:
            for inst in dis.get_instructions(caller.f_code):
                if inst.offset == caller.f_lasti and inst.opname == "UNPACK_SEQUENCE":
                    return (self[i] for i in range(inst.argval))
        return self.tracer.iter(self)

    def __bool__(self) -> bool:
        return self.tracer.to_bool(self)

    def __len__(self) -> int:
        raise RuntimeError(
            "'len' is not supported in symbolic tracing by default. If you want this call to "
            "be recorded, please call glasstorch.fx.wrap('len') at module scope"
        )

    def keys(self) -> Any:
        """Keys of a traced mapping (for ``**proxy``)."""
        return self.tracer.keys(self)

    @classmethod
    def __torch_function__(
        cls,
        orig_method: Callable[..., Any],
        types: tuple[type, ...],
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> Proxy:
        """Record a glasstorch function or Tensor method called with proxy arguments: a
        ``call_method`` node named after a Tensor method or property, else a
        ``call_function`` node of ``orig_method`` itself. Proxies may sit inside lists,
        tuples and dicts (``torch.cat([p, q])``); they must all share one tracer."""
        args = args if args else ()
        kwargs = kwargs if kwargs else {}
        tracers: dict[TracerBase, None] = {}

        def find_tracer(a: Any) -> None:
            if isinstance(a, cls):
                tracers[a.tracer] = None

        map_aggregate(args, find_tracer)
        map_aggregate(kwargs, find_tracer)
        if len(tracers) > 1:
            raise RuntimeError(
                f"Found multiple different tracers {list(tracers)} while trying to trace "
                f"operations {orig_method}"
            )
        tracer = next(iter(tracers))
        if is_tensor_method_or_property(orig_method):
            return tracer.create_proxy("call_method", orig_method.__name__, args, kwargs)
        name = tracer.graph._target_to_str(getattr(orig_method, "__name__", "fn"))
        return tracer.create_proxy("call_function", orig_method, args, kwargs, name=name)

    __hash__ = object.__hash__


class ParameterProxy(Proxy):
    """The proxy of a parameter under ``param_shapes_constant``: its shape, size, dim and
    element count are the parameter's real ones, not nodes."""

    def __init__(self, tracer: TracerBase, node: Node, name: str, param: Any) -> None:
        super().__init__(node, tracer)
        self.param = param
        self.name = name

    def __repr__(self) -> str:
        return f"ParameterProxy({self.name})"

    @property
    def shape(self) -> Any:
        return self.param.shape

    @property
    def ndim(self) -> int:
        return self.param.ndim

    def size(self, dim: int | None = None) -> Any:
        return self.param.size() if dim is None else self.param.size(dim)

    def dim(self) -> int:
        return self.param.dim()

    def numel(self) -> int:
        return self.param.numel()

    def nelement(self) -> int:
        return self.param.nelement()


class Attribute(Proxy):
    """``proxy.attr``: a method call if called, otherwise a ``getattr`` node."""

    def __init__(self, root: Proxy, attr: str) -> None:
        self.root = root
        self.attr = attr
        self.tracer = root.tracer
        self._node: Node | None = None

    @property
    def node(self) -> Node:  # type: ignore[override]
        """The ``getattr`` node, made on first use (a called attribute never needs one)."""
        if self._node is None:
            self._node = self.tracer.create_proxy(
                "call_function", getattr, (self.root, self.attr), {}
            ).node
        return self._node

    def __call__(self, *args: Any, **kwargs: Any) -> Proxy:
        return self.tracer.create_proxy("call_method", self.attr, (self.root, *args), kwargs)


_BINARY = [
    "add", "sub", "mul", "floordiv", "truediv", "mod", "pow", "lshift", "rshift",
    "and_", "or_", "xor", "matmul",
]  # fmt: skip
_COMPARE = ["eq", "ne", "lt", "gt", "le", "ge", "getitem"]
_UNARY = ["neg", "pos", "invert"]


def _install_magic() -> None:
    for name in _BINARY + _COMPARE + _UNARY:
        target = getattr(operator, name)
        dunder = f"__{name.rstrip('_')}__"

        def impl(*args: Any, _target: Any = target) -> Proxy:
            return args[0].tracer.create_proxy("call_function", _target, args, {})

        impl.__name__ = dunder
        setattr(Proxy, dunder, impl)
    for name in _BINARY:
        target = getattr(operator, name)

        def rimpl(self: Proxy, rhs: Any, _target: Any = target) -> Proxy:
            return self.tracer.create_proxy("call_function", _target, (rhs, self), {})

        rdunder = f"__r{name.rstrip('_')}__"
        rimpl.__name__ = rdunder
        setattr(Proxy, rdunder, rimpl)


_install_magic()
