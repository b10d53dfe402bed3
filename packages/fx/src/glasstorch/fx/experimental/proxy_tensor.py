"""``make_fx``: trace a function into an FX graph of aten operators by running it.

Mirrors ``torch/fx/experimental/proxy_tensor.py``. The function runs under
:class:`ProxyTorchDispatchMode`, a dispatch mode that sees every aten operator after
autograd — the forward's, and the backward's when the function calls
``torch.autograd.grad`` — runs it, and records a ``call_function`` node whose target is
the ``OpOverload``. Tensors are matched to the nodes that produced them; a tensor that no
node produced (a captured constant) becomes a ``get_attr`` of the GraphModule. With
``tracing_mode="fake"`` the inputs are meta tensors and a :class:`FakeTensorMode` below
the proxy mode runs everything for shapes only.
"""

from __future__ import annotations

import inspect
import operator
from collections.abc import Callable, Mapping
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten._ops import OpOverload, OpOverloadPacket
from glasstorch.aten._python_dispatch import TorchDispatchMode
from glasstorch.c10.core.device import Device
from glasstorch.nn import Parameter

from ..graph import Graph
from ..graph_module import GraphModule
from ..node import Node, map_aggregate
from ..passes.shape_prop import _extract_tensor_metadata
from .fake_tensor import FakeTensorMode, meta_like

__all__ = ["ProxyTorchDispatchMode", "decomposition_table_of", "make_fx"]

TRACING_MODES = ("real", "fake", "symbolic")


def decomposition_table_of(
    table: Mapping[Any, Callable[..., Any]] | None,
) -> dict[OpOverload, Callable[..., Any]]:
    """A decomposition table keyed by OpOverload (a packet key stands for all overloads)."""
    result: dict[OpOverload, Callable[..., Any]] = {}
    for key, fn in (table or {}).items():
        if isinstance(key, OpOverloadPacket):
            for name in key.overloads():
                result[getattr(key, name)] = fn
        elif isinstance(key, OpOverload):
            result[key] = fn
        else:
            raise TypeError(f"decomposition table keys must be OpOverloads, got {key!r}")
    return result


class _TensorTracker:
    """Which node produced which tensor.

    Tensors are found by their impl first. Autograd hands saved outputs and detached
    tensors back as new impls on the same data (no operator runs), so a second index
    by version counter and geometry finds those too.
    """

    def __init__(self) -> None:
        self._by_impl: dict[int, tuple[Any, Node]] = {}
        self._by_view: dict[tuple[Any, ...], tuple[Any, Node]] = {}

    @staticmethod
    def _view_key(t: Tensor) -> tuple[Any, ...]:
        impl = t._impl
        geometry = (tuple(impl.sizes), tuple(impl.strides), impl.storage_offset, impl.dtype)
        return (id(impl.version_counter), *geometry)

    def set(self, t: Tensor, node: Node) -> None:
        impl = t._impl
        self._by_impl[id(impl)] = (impl, node)
        # The counter is kept alive with the entry, so its id cannot be reused meanwhile.
        self._by_view[self._view_key(t)] = (impl.version_counter, node)

    def get(self, t: Tensor) -> Node | None:
        found = self._by_impl.get(id(t._impl)) or self._by_view.get(self._view_key(t))
        return None if found is None else found[1]


class ProxyTorchDispatchMode(TorchDispatchMode):
    """Records each operator it sees into ``graph`` and runs it."""

    def __init__(
        self,
        graph: Graph,
        decomposition_table: Mapping[Any, Callable[..., Any]] | None = None,
        fake_device: Device | None = None,
    ) -> None:
        self.graph = graph
        #: When tracing on meta tensors: the device the graph is for, recorded wherever the
        #: traced code passes the meta device on (``zeros(..., device=grad.device)``).
        self.fake_device = fake_device
        self.decomposition_table = decomposition_table_of(decomposition_table)
        self.tracker = _TensorTracker()
        #: attribute name -> tensor, for captured constants (the GraphModule's attributes)
        self.constants: dict[str, Tensor] = {}
        self._constant_nodes: dict[int, tuple[Tensor, Node]] = {}

    # -- values to graph arguments ---------------------------------------------------------
    def node_of(self, t: Tensor) -> Node:
        """The node for ``t``; a tensor no node produced becomes a ``get_attr`` constant."""
        node = self.tracker.get(t)
        if node is not None:
            return node
        found = self._constant_nodes.get(id(t))
        if found is not None:
            return found[1]
        prefix = "_param_constant" if isinstance(t, Parameter) else "_tensor_constant"
        name = f"{prefix}{sum(k.startswith(prefix) for k in self.constants)}"
        self.constants[name] = t
        node = self.graph.get_attr(name)
        _set_meta(node, t)
        self._constant_nodes[id(t)] = (t, node)
        return node

    def to_argument(self, value: Any) -> Any:
        if not isinstance(value, Tensor):
            if self.fake_device is not None and _is_meta_device(value):
                return self.fake_device
            return value
        if value._impl.is_wrapped_number and self.tracker.get(value) is None:
            return value.item()
        return self.node_of(value)

    # -- the mode -----------------------------------------------------------------------
    def __torch_dispatch__(
        self,
        func: OpOverload,
        types: tuple[type, ...],
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> Any:
        kwargs = kwargs or {}
        decomposition = self.decomposition_table.get(func)
        if decomposition is not None:
            with self:
                result = decomposition(*args, **kwargs)
            if result is not NotImplemented:
                return result
        node_args = map_aggregate(args, self.to_argument)
        node_kwargs = map_aggregate(kwargs, self.to_argument)
        out = func(*args, **kwargs)
        name = func.overloadpacket.__name__
        node = self.graph.create_node("call_function", func, node_args, node_kwargs, name=name)
        self.track(out, node)
        return out

    def track(self, out: Any, node: Node) -> None:
        """Remember that ``node`` (or ``node[i]``) produced the tensors in ``out``."""
        _set_meta(node, out)
        if isinstance(out, Tensor):
            self.tracker.set(out, node)
        elif isinstance(out, tuple | list):
            for i, item in enumerate(out):
                if isinstance(item, Tensor):
                    element = self.graph.call_function(operator.getitem, (node, i))
                    _set_meta(element, item)
                    self.tracker.set(item, element)


def _is_meta_device(value: Any) -> bool:
    if isinstance(value, Device):
        return value.type == "meta"
    return isinstance(value, str) and value == "meta"


def _fake_device(args: tuple[Any, ...]) -> Device:
    """The device the inputs of a fake trace live on (the first tensor's; else CPU)."""
    for leaf in _flatten(args):
        if isinstance(leaf, Tensor):
            return leaf.device
    return Device("cpu")


def _meta_value(value: Any) -> Any:
    if isinstance(value, Tensor):
        return value if value.device.type == "meta" else meta_like(value, requires_grad=False)
    return value


def _set_meta(node: Node, value: Any) -> None:
    """``node.meta["val"]`` (meta tensors) and ``["tensor_meta"]``, as PyTorch records."""
    node.meta["val"] = map_aggregate(value, _meta_value)
    if isinstance(value, Tensor):
        node.meta["tensor_meta"] = _extract_tensor_metadata(value)


def _placeholder_bases(f: Callable[..., Any], args: tuple[Any, ...]) -> list[str]:
    """The name each argument's placeholders derive from: the parameter's, else ``argN``."""
    try:
        params = list(inspect.signature(f).parameters.values())
    except (TypeError, ValueError):
        params = []
    names = []
    for i in range(len(args)):
        if i < len(params) and params[i].kind in (
            inspect.Parameter.POSITIONAL_ONLY,
            inspect.Parameter.POSITIONAL_OR_KEYWORD,
        ):
            names.append(params[i].name)
        else:
            names.append(f"arg{i}")
    return names


def _flatten(value: Any) -> list[Any]:
    leaves: list[Any] = []
    map_aggregate(value, leaves.append)
    return leaves


class _Tracer:
    """One ``make_fx`` trace: the graph, the modes and the placeholders."""

    def __init__(
        self,
        decomposition_table: Mapping[Any, Callable[..., Any]] | None,
        tracing_mode: str,
    ) -> None:
        if tracing_mode == "symbolic":
            raise NotImplementedError(
                "make_fx(tracing_mode='symbolic') needs symbolic shapes, which glasstorch "
                "does not have; use tracing_mode='fake' (meta tensors) or 'real'"
            )
        self.graph = Graph()
        self.proxy_mode = ProxyTorchDispatchMode(self.graph, decomposition_table)
        self.fake_mode = FakeTensorMode() if tracing_mode == "fake" else None
        self._placeholder_counts: dict[str, int] = {}

    def _input(self, value: Any, base: str) -> Any:
        count = self._placeholder_counts[base] = self._placeholder_counts.get(base, 0) + 1
        node = self.graph.placeholder(f"{base}_{count}")
        if isinstance(value, Tensor):
            if self.fake_mode is not None:
                value = self.fake_mode.from_tensor(value)
            self.proxy_mode.tracker.set(value, node)
        _set_meta(node, value)
        return value

    def trace(self, f: Callable[..., Any], args: tuple[Any, ...]) -> GraphModule:
        if self.fake_mode is not None:
            self.proxy_mode.fake_device = _fake_device(args)
        bases = _placeholder_bases(f, args)
        inputs = [
            map_aggregate(arg, lambda v, b=base: self._input(v, b))
            for arg, base in zip(args, bases, strict=True)
        ]
        if self.fake_mode is not None:
            with self.fake_mode, self.proxy_mode:
                out = f(*inputs)
        else:
            with self.proxy_mode:
                out = f(*inputs)
        self.graph.output(map_aggregate(out, self.proxy_mode.to_argument))
        name = type(f).__name__ if not inspect.isfunction(f) else f.__name__
        if not name.isidentifier():
            name = "GraphModule"
        return GraphModule(dict(self.proxy_mode.constants), self.graph, name)


def make_fx(
    f: Callable[..., Any],
    decomposition_table: Mapping[Any, Callable[..., Any]] | None = None,
    tracing_mode: str = "real",
) -> Callable[..., GraphModule]:
    """``make_fx(f)(*args)``: the GraphModule of aten operators ``f`` runs on ``args``.

    ``decomposition_table`` maps OpOverloads to Python functions that replace them while
    tracing (their operators are traced instead); ``tracing_mode="fake"`` traces on meta
    tensors. The GraphModule takes the flattened leaves of ``args`` as its inputs.
    """
    if tracing_mode not in TRACING_MODES:
        raise AssertionError(f"Unexpected tracing type: {tracing_mode}")

    def wrapped(*args: Any) -> GraphModule:
        return _Tracer(decomposition_table, tracing_mode).trace(f, args)

    return wrapped
