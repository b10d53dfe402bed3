"""Compile one frame: bind its arguments, translate its bytecode (restarting at each graph
break found), and build the guarded entry: a guard function and the transformed function."""

from __future__ import annotations

import dataclasses
import inspect
import logging
import types
from collections.abc import Callable
from typing import Any

from glasstorch.autograd import is_grad_enabled
from glasstorch.autograd.grad_mode import _set_grad_enabled
from glasstorch.fx import GraphModule

from . import config
from .bytecode_transformation import assemble
from .exc import RestartAnalysis, Unsupported
from .guards import GuardSet
from .output_graph import OutputGraph
from .resume_execution import make_resume_code
from .translator import InstructionTranslator
from .utils import emit, format_bytecode, info_enabled

MAX_RESTARTS = 64


@dataclasses.dataclass
class CompiledEntry:
    """One cache entry of a frame: run ``fn`` when ``guard`` holds."""

    guard: Callable[..., bool]
    fn: Callable[..., Any]
    guards: GuardSet
    code: types.CodeType
    graphs: list[GraphModule]
    break_reasons: list[tuple[str, str]]


@dataclasses.dataclass
class CompileEvent:
    """What one frame compilation produced (read by ``explain`` and the counters)."""

    code: types.CodeType
    graphs: list[GraphModule]
    break_reasons: list[tuple[str, str]]
    guards: GuardSet
    recompile_reason: str | None


events: list[CompileEvent] = []


def bind_arguments(
    fn: types.FunctionType, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> dict[str, Any]:
    """The frame's arguments by parameter name, defaults applied."""
    sig = inspect.signature(fn, follow_wrapped=False)
    bound = sig.bind(*args, **kwargs)
    bound.apply_defaults()
    return dict(bound.arguments)


def convert_frame(
    fn: types.FunctionType,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    compiler_fn: Callable[..., Any],
    fullgraph: bool,
    wrap: Callable[[types.FunctionType], Any],
    recompile_reason: str | None = None,
) -> CompiledEntry:
    """Translate ``fn``'s frame for these arguments into a guarded entry."""
    code = fn.__code__
    arg_values = bind_arguments(fn, args, kwargs)
    break_at: dict[int, str] = {}

    def make_resume(offset: int, layout: list[bool], live: list[str]) -> Any:
        resume_code = make_resume_code(code, offset, layout, live)
        resume = types.FunctionType(
            resume_code, fn.__globals__, resume_code.co_name, None, fn.__closure__
        )
        return wrap(resume)

    for _ in range(MAX_RESTARTS):
        output = OutputGraph(fn.__globals__, compiler_fn, code.co_name)
        tx = InstructionTranslator(
            code,
            fn.__globals__,
            arg_values,
            fn.__closure__,
            output,
            break_at,
            fullgraph,
            make_resume,
            wrap,
        )
        grad_mode = is_grad_enabled()
        try:
            tx.run()
        except RestartAnalysis as r:
            break_at[r.offset] = r.reason
            continue
        finally:
            _set_grad_enabled(grad_mode)
        break
    else:
        raise Unsupported("too many graph breaks")
    new_code = assemble(tx.output_instructions, code)
    new_fn = types.FunctionType(
        new_code, fn.__globals__, code.co_name, fn.__defaults__, fn.__closure__
    )
    new_fn.__kwdefaults__ = fn.__kwdefaults__
    guard = output.guards.compile(
        code, fn.__defaults__, fn.__kwdefaults__, fn.__globals__, fn.__closure__
    )
    entry = CompiledEntry(
        guard, new_fn, output.guards, new_code, output.compiled_graphs, tx.break_reasons
    )
    events.append(
        CompileEvent(
            code, output.compiled_graphs, tx.break_reasons, output.guards, recompile_reason
        )
    )
    if info_enabled():
        if config.output_code:
            emit(format_bytecode("ORIGINAL BYTECODE", code))
            emit(format_bytecode("MODIFIED BYTECODE", new_code))
        emit(f"GUARDS:\n{output.guards}")
    for reason, where in tx.break_reasons:
        if info_enabled() or config.print_graph_breaks:
            emit(f"Graph break: {reason}\n{where}", logging.WARNING)
    return entry
