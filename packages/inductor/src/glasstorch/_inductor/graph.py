"""GraphLowering: walks an FX graph and turns every node into loop-level IR or a fallback.

Each node's target is resolved to an aten overload (:mod:`.resolve`); the overload is
lowered (:data:`.lowering.lowerings`), decomposed (:data:`.decomposition.decompositions`,
whose inner aten calls are lowered in turn), or — when neither applies or lowering
fails — called as an external aten kernel at run time, with a debug log line.
"""

from __future__ import annotations

import builtins
import logging
import operator
from typing import Any

from glasstorch.aten import empty_strided, zeros
from glasstorch.aten.tensor import Tensor
from glasstorch.fx import GraphModule, Node

from . import (
    config,
    lowering_reduce,  # noqa: F401  (registers its lowerings)
)
from .decomposition import decompositions
from .ir import (
    Buffer,
    ExternKernel,
    InputBuffer,
    Layout,
    Loops,
    MultiOutput,
    Pointwise,
    ReinterpretView,
    TensorBox,
    as_strided_view,
)
from .lowering import lowerings
from .lowering_views import basic_index
from .resolve import resolve, resolve_module
from .scheduler import body_reads
from .utils import lookup
from .virtualized import V

log = logging.getLogger("glasstorch._inductor")

_TENSOR_METHODS = {"size", "dim", "numel"}


def layout_of(t: Tensor, device: str | None = None) -> Layout:
    """A tensor's layout; offsets count from its first element, so they are 0 here. Meta
    tensors (AOT autograd's example inputs) stand for CPU tensors."""
    dev = device or t.device.type
    return Layout("cpu" if dev == "meta" else dev, t.dtype, tuple(t.shape), tuple(t.stride()))


class GraphLowering:
    """Lowers one FX graph; afterwards ``buffers`` lists the IR in program order."""

    def __init__(self, gm: GraphModule, example_inputs: list[Any]) -> None:
        self.gm = gm
        self.example_inputs = list(example_inputs)
        self.buffers: list[Buffer] = []
        self.buffers_by_name: dict[str, Buffer] = {}
        self.graph_inputs: list[str | None] = []
        self.graph_input_layouts: dict[str, Layout] = {}
        self.constants: dict[str, Tensor] = {}
        self.outputs: list[Any] = []
        self.fallbacks: list[str] = []
        self._counter = 0
        self._env: dict[Node, Any] = {}

    # -- buffers ------------------------------------------------------------------------------
    def register_buffer(self, cls: type, layout: Layout | None, *extra: Any, **kw: Any) -> Any:
        name = f"buf{self._counter}"
        self._counter += 1
        buffer = cls(name, layout, *extra, **kw)
        self.buffers.append(buffer)
        self.buffers_by_name[name] = buffer
        return buffer

    def _input(self, name: str, t: Tensor) -> TensorBox:
        buffer = InputBuffer(name, layout_of(t))
        self.buffers_by_name[name] = buffer
        return TensorBox(buffer)

    # -- the walk -----------------------------------------------------------------------------
    def run(self) -> None:
        with V.set_graph_handler(self):
            inputs = iter(self.example_inputs)
            for node in self.gm.graph.nodes:
                value = self._lower_node(node, inputs)
                if len(node.users) > 1 and isinstance(value, TensorBox):
                    self._maybe_realize(value)
                self._env[node] = value

    def _maybe_realize(self, box: TensorBox) -> None:
        """Store a value several nodes read once its body is too costly to recompute."""
        data = box.data
        if isinstance(data, Pointwise):
            _, count = body_reads(data, data.ranges)
            if count > config.realize_ops_threshold:
                box.realize()

    def _lower_node(self, node: Node, inputs: Any) -> Any:
        args = self._map(node.args)
        kwargs = self._map(node.kwargs)
        if node.op == "placeholder":
            value = next(inputs)
            if isinstance(value, Tensor):
                name = f"arg{len(self.graph_inputs)}_1"
                self.graph_inputs.append(name)
                box = self._input(name, value)
                self.graph_input_layouts[name] = box.data.layout  # type: ignore[attr-defined]
                return box
            self.graph_inputs.append(None)
            return value
        if node.op == "get_attr":
            return self._constant(self._fetch_attr(node.target))
        if node.op == "output":
            self.output_structure = _map_boxes(args[0], self._output)
            self.outputs = _flat_outputs(self.output_structure)
            return None
        if node.op == "call_module":
            module = self.gm.get_submodule(node.target)
            resolved = resolve_module(module, args)
            if resolved is not None and resolved[0] is not None:
                op, new_args = resolved
                return self.lower_call(op, tuple(self._constant(a) for a in new_args), {})
            return self.fallback(module, args, kwargs, reason="module not lowered")
        return self._call(node.op, node.target, args, kwargs)

    def _call(self, kind: str, target: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if target is operator.getitem and isinstance(args[0], list | tuple):
            return args[0][args[1]]
        if target is operator.getitem and isinstance(args[0], TensorBox):
            viewed = basic_index(args[0], args[1])
            if viewed is not None:
                return viewed
        if kind == "call_method" and target in _TENSOR_METHODS:
            return getattr(args[0], target)(*args[1:], **kwargs)
        if target is builtins.getattr and isinstance(args[0], TensorBox):
            return getattr(args[0], args[1])
        resolved = resolve(kind, target, args, kwargs, _is_box)
        if resolved is not None:
            return self.lower_call(*resolved)
        if not self.is_lowered_call(args, kwargs) and kind == "call_function":
            return self._constant(target(*args, **kwargs))
        fn = target if kind == "call_function" else _method(target)
        return self.fallback(fn, args, kwargs, reason="no aten overload")

    def is_lowered_call(self, args: Any, kwargs: Any) -> bool:
        return _contains_box(args) or _contains_box(kwargs)

    def lower_call(self, op: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """Lower one aten call: its lowering, else its decomposition, else a fallback."""
        lower = lookup(lowerings, op)
        if lower is not None:
            try:
                return lower(*args, **kwargs)
            except Exception as error:  # lowering declined: the aten kernel computes it
                return self.fallback(op, args, kwargs, reason=f"lowering failed: {error}")
        decompose = lookup(decompositions, op)
        if decompose is not None:
            try:
                return decompose(*args, **kwargs)
            except Exception as error:
                return self.fallback(op, args, kwargs, reason=f"decomposition failed: {error}")
        return self.fallback(op, args, kwargs, reason="no lowering")

    # -- fallbacks ------------------------------------------------------------------------------
    def fallback(self, target: Any, args: Any, kwargs: Any, *, reason: str) -> Any:
        """Call ``target`` at run time on realized inputs (an :class:`ExternKernel`)."""
        label = getattr(target, "__name__", type(target).__name__)
        if reason != "extern":
            log.debug("inductor: falling back to %s (%s)", label, reason)
            self.fallbacks.append(f"{label}: {reason}")
        if _mutates(target):
            self._realize_pending()
        ext_args, ext_kwargs = self._extern_args(args), self._extern_args(kwargs)
        example = _run_example(target, ext_args, ext_kwargs)
        device = next(
            (
                b.get_device()
                for b in ExternKernel("", None, None, ext_args, ext_kwargs).input_buffers()
            ),
            "cpu",
        )
        mutated = _mutated_names(target, ext_args)
        if isinstance(example, Tensor):
            return TensorBox(
                self.register_buffer(
                    ExternKernel, layout_of(example, device), target, ext_args, ext_kwargs, mutated
                )
            )
        kernel = self.register_buffer(ExternKernel, None, target, ext_args, ext_kwargs, mutated)
        if isinstance(example, tuple | list):
            return type(example)(
                TensorBox(self.register_buffer(MultiOutput, layout_of(v, device), kernel, i))
                if isinstance(v, Tensor)
                else v
                for i, v in enumerate(example)
            )
        if example is None:
            return None
        raise NotImplementedError(f"{label} returns {type(example).__name__}, not a tensor")

    def _extern_args(self, value: Any) -> Any:
        if isinstance(value, TensorBox):
            strided = as_strided_view(value)
            if strided is None:
                return value.realize()
            buffer, layout = strided
            return buffer if layout == buffer.layout else ReinterpretView(buffer, layout)
        if isinstance(value, list | tuple):
            return type(value)(self._extern_args(v) for v in value)
        if isinstance(value, dict):
            return {k: self._extern_args(v) for k, v in value.items()}
        return value

    def _realize_pending(self) -> None:
        for value in self._env.values():
            for box in _boxes(value):
                if isinstance(box.data, Loops):
                    box.realize()

    # -- constants and outputs ------------------------------------------------------------------
    def _constant(self, value: Any) -> Any:
        if isinstance(value, Tensor):
            for name, t in self.constants.items():
                if t is value:
                    return TensorBox(self.buffers_by_name[name])
            name = f"constant{len(self.constants)}"
            self.constants[name] = value
            return self._input(name, value)
        return value

    def _fetch_attr(self, target: str) -> Any:
        obj: Any = self.gm
        for part in target.split("."):
            obj = getattr(obj, part)
        return obj

    def _output(self, value: Any) -> Any:
        if not isinstance(value, TensorBox):
            return value
        strided = as_strided_view(value)
        if strided is not None:
            buffer, layout = strided
            return buffer if layout == buffer.layout else ReinterpretView(buffer, layout)
        return value.realize()

    def _map(self, value: Any) -> Any:
        if isinstance(value, Node):
            return self._env[value]
        if isinstance(value, list | tuple):
            return type(value)(self._map(v) for v in value)
        if isinstance(value, dict):
            return {k: self._map(v) for k, v in value.items()}
        return value


def _is_box(value: Any) -> bool:
    return isinstance(value, TensorBox)


def _contains_box(value: Any) -> bool:
    return any(True for _ in _boxes(value))


def _boxes(value: Any) -> Any:
    if isinstance(value, TensorBox):
        yield value
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _boxes(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _boxes(v)


def _map_boxes(value: Any, fn: Any) -> Any:
    if isinstance(value, TensorBox):
        return fn(value)
    if isinstance(value, list | tuple):
        return type(value)(_map_boxes(v, fn) for v in value)
    return value


def _flat_outputs(value: Any) -> list[Any]:
    if isinstance(value, list | tuple):
        return [x for v in value for x in _flat_outputs(v)]
    return [value]


def _method(name: str) -> Any:
    def call(self: Any, *args: Any, **kwargs: Any) -> Any:
        return getattr(self, name)(*args, **kwargs)

    call.__name__ = name
    return call


# Schema-less callables that write into their first argument: Tensor methods named with a
# trailing underscore (``x.add_(1)``), item assignment, and the augmented operators.
_MUTATING_OPERATORS = frozenset(
    {"setitem", "iadd", "isub", "imul", "itruediv", "ifloordiv", "imod", "ipow", "imatmul"}
    | {"ilshift", "irshift", "iand", "ior", "ixor"}
)


def _writes_first_argument(target: Any) -> bool:
    name = getattr(target, "__name__", "")
    if getattr(target, "__module__", None) in ("_operator", "operator"):
        return name in _MUTATING_OPERATORS
    return name.endswith("_") and not name.startswith("_")


def _mutates(target: Any) -> bool:
    schema = getattr(target, "_schema", None)
    if schema is None:
        return _writes_first_argument(target)
    return bool(schema.is_mutable)


def _buffer_name(value: Any) -> str | None:
    buffer = value.buffer if isinstance(value, ReinterpretView) else value
    return buffer.name if isinstance(buffer, Buffer) else None


def _mutated_names(target: Any, args: Any) -> list[str]:
    schema = getattr(target, "_schema", None)
    if schema is None:
        written = [args[0]] if args and _writes_first_argument(target) else []
    elif schema.is_mutable:
        written = [
            value
            for arg, value in zip(schema.arguments, args, strict=False)
            if arg.alias_info is not None and arg.alias_info.is_write
        ]
    else:
        written = []
    return [name for name in map(_buffer_name, written) if name is not None]


def _example_tensor(value: Any, device: str) -> Any:
    if isinstance(value, ReinterpretView | Buffer):
        layout = value.layout
        if device == "meta":
            return empty_strided(layout.size, layout.stride, dtype=layout.dtype, device="meta")
        base = zeros(max(layout.storage_numel(), 1), dtype=layout.dtype)
        return base.as_strided(layout.size, layout.stride, layout.offset)
    if isinstance(value, list | tuple):
        return type(value)(_example_tensor(v, device) for v in value)
    if isinstance(value, dict):
        return {k: _example_tensor(v, device) for k, v in value.items()}
    return value


def _run_example(target: Any, args: Any, kwargs: Any) -> Any:
    """``target`` run on meta stand-ins (zero-filled CPU ones when it has no meta kernel)."""
    try:
        return target(*_example_tensor(args, "meta"), **_example_tensor(kwargs, "meta"))
    except Exception:
        return target(*_example_tensor(args, "cpu"), **_example_tensor(kwargs, "cpu"))


__all__ = ["GraphLowering", "layout_of"]
