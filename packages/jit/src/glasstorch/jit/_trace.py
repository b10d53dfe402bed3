"""``jit.trace`` / ``jit.trace_module``: record one run of a function or module.

Mirrors ``torch/jit/_trace.py``. The recording itself is :mod:`._tracer`; this module
turns a recorded graph into a :class:`ScriptFunction` or a :class:`TracedModule` (whose
ClassTypes mirror the module hierarchy) and checks the trace against the Python code.
"""

from __future__ import annotations

import difflib
import warnings
from collections.abc import Callable
from typing import Any

from glasstorch.aten import allclose
from glasstorch.autograd.grad_mode import no_grad
from glasstorch.nn import Module

from . import _ir, _types
from ._function import Function
from ._recursive import _unique_name
from ._script import RecursiveScriptModule, ScriptFunction
from ._tracer import TracerWarning, as_tuple, is_tracing, record

__all__ = [
    "TopLevelTracedModule",
    "TracedModule",
    "TracerWarning",
    "TracingCheckError",
    "is_tracing",
    "trace",
    "trace_module",
]


class TracedModule(RecursiveScriptModule):
    """A module whose methods were recorded by :func:`trace_module`; it shares the traced
    module's parameters and buffers."""


class TopLevelTracedModule(TracedModule):
    """The module :func:`trace_module` returns (its submodules are TracedModules)."""


class TracingCheckError(Exception):
    """``check_inputs`` traced into a different graph: the trace does not generalise."""

    def __init__(self, graph_diff_error: str | None, tensor_compare_error: str | None,
                 extra_msg: str | None = None) -> None:  # fmt: skip
        self.message = "Tracing failed sanity checks!\n"
        if extra_msg is not None:
            self.message += extra_msg + "\n"
        if graph_diff_error is not None:
            self.message += "ERROR: Graphs differed across invocations!\n"
            self.message += indent(graph_diff_error) + "\n"
        if tensor_compare_error is not None:
            self.message += (
                "ERROR: Tensor-valued Constant nodes differed in value across invocations. This "
                "often indicates that the tracer has encountered untraceable code.\n"
            )
            self.message += indent(tensor_compare_error) + "\n"
        super().__init__(self.message)


def indent(text: str) -> str:
    return "\n".join("\t" + line for line in text.splitlines())


def _check_graphs_agree(traced: _ir.Graph, checked: _ir.Graph) -> None:
    """Raise TracingCheckError when a retrace on other inputs recorded a different graph."""
    a, b = str(traced), str(checked)
    if a == b:
        return
    diff = "\n".join(difflib.ndiff(a.splitlines(True), b.splitlines(True))).replace("\n\n", "\n")
    raise TracingCheckError("Graph diff:\n" + indent(diff.rstrip("\n")), None)


def _class_types(module: Module, types: dict[int, _types.ClassType]) -> _types.ClassType:
    """A ClassType per module of the hierarchy: ``training``, parameters, buffers, children."""
    attributes: dict[str, _types.JitType] = {"training": _types.BoolType.get()}
    for store in (module._parameters, module._buffers):
        for name, tensor in store.items():
            attributes[name] = (
                _types.TensorType.get() if tensor is not None else _types.NoneType.get()
            )
    for name, child in module._modules.items():
        if child is not None:
            attributes[name] = _class_types(child, types)
    cls = _types.ClassType(_unique_name(type(module)), attributes)
    cls.parameter_names = set(module._parameters)
    cls.buffer_names = set(module._buffers)
    types[id(module)] = cls
    return cls


def _traced_module(
    module: Module, types: dict[int, _types.ClassType], top: bool = False
) -> TracedModule:
    cls = types[id(module)]
    attributes: dict[str, Any] = {"training": module.training}
    attributes.update(module._parameters)
    attributes.update(module._buffers)
    children = {
        name: _traced_module(child, types)
        for name, child in module._modules.items()
        if child is not None
    }
    kind = TopLevelTracedModule if top else TracedModule
    return kind._construct(cls, attributes, {}, children)  # type: ignore[return-value]


def _check_outputs(traced: Callable[..., Any], inputs: tuple[Any, ...], eager: Any,
                   tolerance: float) -> None:  # fmt: skip
    """Run the trace on the example inputs; warn where it disagrees with the Python run."""
    with no_grad():
        replayed = traced(*inputs)
    expected = eager if isinstance(eager, tuple | list) else (eager,)
    got = replayed if isinstance(replayed, tuple | list) else (replayed,)
    for i, (a, b) in enumerate(zip(got, expected, strict=True)):
        if not allclose(a.detach(), b.detach(), rtol=tolerance, atol=tolerance):
            warnings.warn(
                f"Output nr {i + 1}. of the traced function does not match the corresponding "
                "output of the Python function. Detailed error:\nTensor-likes are not close!",
                TracerWarning,
                stacklevel=3,
            )


def _check_more_inputs(
    traced: Any,
    python: Callable[..., Any],
    check_inputs: list[Any],
    tolerance: float,
    retrace: Callable[[tuple[Any, ...]], _ir.Graph],
) -> None:
    """``check_inputs``: the trace on each must record the same graph, and compute what the
    Python code computes (a mismatch warns, as in PyTorch)."""
    for example in check_inputs:
        args = as_tuple(example)
        with no_grad():
            expected = python(*args)
        _check_outputs(traced, args, expected, tolerance)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", TracerWarning)  # already warned by the first trace
            _check_graphs_agree(traced.graph, retrace(args))


def trace(
    func: Any,
    example_inputs: Any = None,
    optimize: Any = None,
    check_trace: bool = True,
    check_inputs: Any = None,
    check_tolerance: float = 1e-5,
    strict: bool = True,
    _force_outplace: bool = False,
    _module_class: Any = None,
    _compilation_unit: Any = None,
    example_kwarg_inputs: Any = None,
    _store_inputs: bool = True,
) -> Any:
    """Run ``func`` once on ``example_inputs`` and return what was recorded: a
    :class:`ScriptFunction` for a function, a :class:`TracedModule` for a module (its
    ``forward``) or a module's bound method."""
    if isinstance(func, RecursiveScriptModule | ScriptFunction):
        warnings.warn(
            "The input to trace is already a ScriptModule, tracing it is a no-op. Returning "
            "the object as is.",
            stacklevel=2,
        )
        return func
    if example_kwarg_inputs is not None:
        raise NotImplementedError("jit.trace: example_kwarg_inputs is not supported")
    owner = getattr(func, "__self__", None)
    if isinstance(func, Module) or isinstance(owner, Module):
        module, name = (func, "forward") if isinstance(func, Module) else (owner, func.__name__)
        return trace_module(
            module, {name: example_inputs}, check_trace=check_trace,
            check_inputs=[{name: c} for c in check_inputs] if check_inputs else None,
            check_tolerance=check_tolerance,
        )  # fmt: skip
    inputs = as_tuple(example_inputs)
    graph, outputs = record(func, inputs)
    name = getattr(func, "__qualname__", getattr(func, "__name__", "fn"))
    module = getattr(func, "__module__", None)
    prefix = "" if module in (None, "__main__") else f"{module}."
    function = Function(f"__torch__.{prefix}{name}".replace("<locals>.", ""), graph)
    traced = ScriptFunction(function)
    if check_trace:
        _check_outputs(traced, inputs, outputs, check_tolerance)
        _check_more_inputs(
            traced, func, list(check_inputs or ()), check_tolerance,
            lambda args: record(func, args)[0],
        )  # fmt: skip
    return traced


def trace_module(
    mod: Module,
    inputs: dict[str, Any],
    optimize: Any = None,
    check_trace: bool = True,
    check_inputs: Any = None,
    check_tolerance: float = 1e-5,
    strict: bool = True,
    _force_outplace: bool = False,
    _module_class: Any = None,
    _compilation_unit: Any = None,
    example_inputs_is_kwarg: bool = False,
    _store_inputs: bool = True,
) -> TracedModule:
    """Trace the methods of ``mod`` named in ``inputs`` (name -> example inputs); the result
    reads the module's parameters and buffers with ``prim::GetAttr``."""
    if not isinstance(mod, Module):
        raise AttributeError("expected torch.nn.Module as the first argument")
    if not isinstance(inputs, dict):
        raise AttributeError("expected a dictionary of (method_name, input) pairs")
    types: dict[int, _types.ClassType] = {}
    cls = _class_types(mod, types)
    recorded: list[tuple[str, tuple[Any, ...], Any]] = []
    for name, example in inputs.items():
        method = getattr(mod, name)
        args = as_tuple(example)
        graph, outputs = record(method, args, mod, types)
        function = Function(f"{cls.qualified_name}.{name}", graph)
        cls.methods[name] = function
        recorded.append((name, args, outputs))
    traced = _traced_module(mod, types, top=True)
    if check_trace:
        for name, args, outputs in recorded:
            _check_outputs(getattr(traced, name), args, outputs, check_tolerance)
        for examples in check_inputs or ():
            for name, example in examples.items():
                python, replay = getattr(mod, name), getattr(traced, name)

                def retrace(args: tuple[Any, ...], method: Any = python) -> _ir.Graph:
                    return record(method, args, mod, types)[0]

                _check_more_inputs(replay, python, [example], check_tolerance, retrace)
    return traced
