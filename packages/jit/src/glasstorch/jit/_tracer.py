"""The tracer: one run of Python code recorded into a Graph (``frontend/tracer.cpp``).

The run happens under a dispatch mode (:class:`_GraphRecorder`), which sees every aten
operator below autograd: each call becomes one node with the operator's full schema
arguments (non-tensor ones as ``prim::Constant``), module parameters and buffers are read
with ``prim::GetAttr`` from ``self``, and Python control flow simply is not recorded —
which is why converting a tensor to a Python value during a trace warns
(:class:`TracerWarning`): the value is baked into the graph as a constant.
"""

from __future__ import annotations

import contextlib
import inspect
import threading
import warnings
from collections.abc import Callable, Iterator
from typing import Any

from glasstorch.aten._ops import OpOverload
from glasstorch.aten._python_dispatch import TorchDispatchMode
from glasstorch.aten.python_arg_parser import default_to_python
from glasstorch.aten.tensor import Tensor

from . import _ir, _types
from .runtime.operator import Operator, get_operators

__all__ = ["TracerWarning", "as_tuple", "is_tracing", "record"]


class TracerWarning(Warning):
    """A trace may not generalise: Python saw a value the graph records as a constant."""

    @staticmethod
    def ignore_lib_warnings() -> None:
        """Silence tracer warnings raised inside glasstorch's own modules."""
        warnings.filterwarnings("ignore", category=TracerWarning, module=r"glasstorch\..*")


_CONVERSIONS = {
    "__bool__": "a Python boolean",
    "__int__": "a Python integer",
    "__float__": "a Python float",
    "__index__": "a Python index",
    "item": "a Python number",
    "tolist": "a Python list",
    "numpy": "a NumPy array",
}


class _TracingState(threading.local):
    def __init__(self) -> None:
        self.active = 0  # traces running on this thread
        self.converting = False  # inside one conversion (``__bool__`` calls ``item``)


_state = _TracingState()


def is_tracing() -> bool:
    """Whether a trace is being recorded on this thread (``torch.jit.is_tracing``)."""
    return _state.active > 0


def _warning_wrapper(method: Callable[..., Any], target: str) -> Callable[..., Any]:
    def converting(self: Tensor, *args: Any, **kwargs: Any) -> Any:
        if not _state.active or _state.converting or self._impl.is_wrapped_number:
            return method(self, *args, **kwargs)  # a wrapped number was a Python value
        warnings.warn(
            f"Converting a tensor to {target} might cause the trace to be incorrect. We can't "
            "record the data flow of Python values, so this value will be treated as a "
            "constant in the future. This means that the trace might not generalize to other "
            "inputs!",
            TracerWarning,
            stacklevel=2,
        )
        _state.converting = True
        try:
            return method(self, *args, **kwargs)
        finally:
            _state.converting = False

    converting.__wrapped__ = method  # type: ignore[attr-defined]
    return converting


class _ConversionHooks:
    """The warning wrappers on Tensor's conversion methods, installed while any thread
    traces (Tensor's conversions do not go through the dispatcher); reference-counted."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._users = 0
        self._originals: dict[str, Callable[..., Any]] = {}

    def acquire(self) -> None:
        with self._lock:
            if self._users == 0:
                for name, target in _CONVERSIONS.items():
                    original = Tensor.__dict__.get(name)
                    if original is not None:
                        self._originals[name] = original
                        setattr(Tensor, name, _warning_wrapper(original, target))
            self._users += 1

    def release(self) -> None:
        with self._lock:
            self._users -= 1
            if self._users == 0:
                for name, original in self._originals.items():
                    setattr(Tensor, name, original)
                self._originals.clear()


_hooks = _ConversionHooks()


@contextlib.contextmanager
def _tracing() -> Iterator[None]:
    """Mark this thread as tracing; meanwhile Tensor's conversions to Python values warn."""
    _hooks.acquire()
    _state.active += 1
    try:
        yield
    finally:
        _state.active -= 1
        _hooks.release()


class _GraphRecorder(TorchDispatchMode):
    """Records each aten call into ``graph``; tensors are tracked by identity."""

    def __init__(self, graph: _ir.Graph) -> None:
        self.graph = graph
        # id(tensor) -> (tensor, value); the tensor is kept so that its id stays unique.
        self._values: dict[int, tuple[Tensor, _ir.Value]] = {}
        # id(tensor) -> how to read it from the module (set by trace_module).
        self._attributes: dict[int, tuple[Tensor, Callable[[], _ir.Value]]] = {}

    def bind(self, tensor: Tensor, value: _ir.Value) -> None:
        self._values[id(tensor)] = (tensor, value)
        value.type = _types.TensorType.get()

    def bind_attribute(self, tensor: Tensor, read: Callable[[], _ir.Value]) -> None:
        self._attributes[id(tensor)] = (tensor, read)

    def value_of(self, x: Any) -> _ir.Value:
        """The graph value for an argument: a traced tensor, a parameter or a constant."""
        if isinstance(x, Tensor):
            found = self._values.get(id(x))
            if found is not None:
                return found[1]
            attribute = self._attributes.get(id(x))
            value = attribute[1]() if attribute is not None else self.graph.insert_constant(x)
            self.bind(x, value)
            return value
        if isinstance(x, list | tuple) and any(isinstance(e, Tensor) for e in x):
            items = [self.value_of(e) for e in x]
            kind = "prim::ListConstruct" if isinstance(x, list) else "prim::TupleConstruct"
            node = self.graph.create(kind, items)
            self.graph.insert_node(node)
            node.output().type = (
                _types.ListType(_types.TensorType.get())
                if isinstance(x, list)
                else _types.TupleType([v.type for v in items])
            )
            return node.output()
        return self.graph.insert_constant(x)

    def __torch_dispatch__(
        self,
        func: OpOverload,
        types: tuple[type, ...],
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> Any:
        kwargs = kwargs or {}
        schema = func._schema
        values = _full_arguments(func, args, kwargs)
        inputs = [self.value_of(v) for v in values]
        result = func(*args, **kwargs)
        node = self.graph.create(str(schema.name.name), inputs, num_outputs=len(schema.returns))
        node.schema, node.op = schema, _operator_for(func)
        # Numbers passed where the schema wants a Tensor (``x * 2``) are wrapped when run.
        node.attributes_wrap = tuple(  # type: ignore[attr-defined]
            i
            for i, (argument, value) in enumerate(zip(schema.arguments, values, strict=False))
            if isinstance(value, int | float | complex) and _is_tensor_type(argument.type)
        )
        self.graph.insert_node(node)
        returned = result if isinstance(result, tuple) else (result,)
        for value, out in zip(node.outputs, returned, strict=True):
            if isinstance(out, Tensor):
                self.bind(out, value)
            elif isinstance(out, list) and all(isinstance(t, Tensor) for t in out):
                value.type = _types.ListType(_types.TensorType.get())
                self._unpack_list(value, out)
        return result

    def _unpack_list(self, value: _ir.Value, tensors: list[Tensor]) -> None:
        node = self.graph.create("prim::ListUnpack", [value], num_outputs=len(tensors))
        self.graph.insert_node(node)
        for out, t in zip(node.outputs, tensors, strict=True):
            self.bind(t, out)


_operators: dict[OpOverload, Operator] = {}


def _operator_for(func: OpOverload) -> Operator:
    """The JIT operator that runs ``func`` when the graph is executed."""
    found = _operators.get(func)
    if found is None:
        name = str(func._schema.name.name)
        matches = [op for op in get_operators(name) if op.schema == func._schema]
        if not matches:
            raise RuntimeError(f"no TorchScript operator for {func._schema}")
        found = _operators[func] = matches[0]
    return found


def _is_tensor_type(schema_type: Any) -> bool:
    return isinstance(_types.from_schema_type(schema_type), _types.TensorType)


def _full_arguments(func: OpOverload, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Any]:
    """Every schema argument in order, defaults filled in (a node carries all its inputs)."""
    values = list(args)
    for argument in func._schema.arguments[len(args) :]:
        if argument.name in kwargs:
            values.append(kwargs[argument.name])
        elif argument.default is not None:
            values.append(default_to_python(argument))
        else:
            raise RuntimeError(f"{func}: missing argument {argument.name} while tracing")
    return values


def as_tuple(example_inputs: Any) -> tuple[Any, ...]:
    """Example inputs as positional arguments: a lone tensor is one argument."""
    if isinstance(example_inputs, tuple):
        return example_inputs
    return (example_inputs,)


def _input_names(fn: Callable[..., Any], count: int) -> list[str | None]:
    """The Python parameter names, so the graph's inputs read ``%x``, ``%h`` as in PyTorch."""
    try:
        names = [
            p.name
            for p in inspect.signature(fn).parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
        ]
    except (TypeError, ValueError):
        names = []
    return [*names[:count], *[None] * (count - len(names[:count]))]


def record(
    fn: Callable[..., Any],
    inputs: tuple[Any, ...],
    module: Any = None,
    types: dict[int, _types.ClassType] | None = None,
) -> tuple[_ir.Graph, Any]:
    """Run ``fn(*inputs)`` once under the recorder; the graph and the eager outputs.

    With ``module``, the graph's first input is ``self`` and ``types`` gives the ClassType
    of ``module`` and of each submodule (by ``id``).
    """
    graph = _ir.Graph()
    recorder = _GraphRecorder(graph)
    if module is not None:
        assert types is not None
        self_value = graph.add_input("self", types[id(module)])
        _bind_module(recorder, graph, module, lambda: self_value, types)
    for name, x in zip(_input_names(fn, len(inputs)), inputs, strict=True):
        if not isinstance(x, Tensor):
            raise TypeError(
                f"Type '{type(x).__name__}' cannot be traced. Only Tensors and (possibly nested) "
                "Lists, Dicts, and Tuples of Tensors can be traced"
            )
        recorder.bind(x, graph.add_input(name))
    with _tracing(), recorder:
        outputs = fn(*inputs)
    graph.register_output(_output_value(recorder, outputs))
    return graph, outputs


def _output_value(recorder: _GraphRecorder, outputs: Any) -> _ir.Value:
    if isinstance(outputs, Tensor):
        return recorder.value_of(outputs)
    if isinstance(outputs, tuple | list) and outputs:
        items = [_output_value(recorder, o) for o in outputs]
        kind = "prim::TupleConstruct" if isinstance(outputs, tuple) else "prim::ListConstruct"
        node = recorder.graph.insert_node(recorder.graph.create(kind, items))
        node.output().type = (
            _types.TupleType([v.type for v in items])
            if isinstance(outputs, tuple)
            else _types.ListType(_types.TensorType.get())
        )
        return node.output()
    raise RuntimeError(
        "Only tensors, lists and tuples of tensors can be output from traced functions, "
        f"not {type(outputs).__name__}"
    )


def _bind_module(
    recorder: _GraphRecorder,
    graph: _ir.Graph,
    module: Any,
    read_self: Callable[[], _ir.Value],
    types: dict[int, _types.ClassType],
) -> None:
    """Parameters and buffers of ``module`` (and below) are read with ``prim::GetAttr``."""
    for name, tensor in [*module._parameters.items(), *module._buffers.items()]:
        if tensor is not None:
            recorder.bind_attribute(tensor, _get_attr(graph, read_self, name, None))
    for name, child in module._modules.items():
        if child is not None:
            read_child = _get_attr(graph, read_self, name, types[id(child)])
            _bind_module(recorder, graph, child, read_child, types)


def _get_attr(
    graph: _ir.Graph,
    read_owner: Callable[[], _ir.Value],
    name: str,
    child_type: _types.ClassType | None,
) -> Callable[[], _ir.Value]:
    """A reader that emits ``prim::GetAttr[name=...]`` at its first use and reuses it."""
    cache: list[_ir.Value] = []

    def read() -> _ir.Value:
        if not cache:
            node = graph.insert_node(graph.create("prim::GetAttr", [read_owner()]))
            node.attributes["name"] = name
            value = node.output()
            if child_type is not None:
                value.type = child_type
            if not name.isdigit():  # Sequential's children are named 0, 1, ...
                value.set_debug_name(name)
            cache.append(value)
        return cache[0]

    return read
