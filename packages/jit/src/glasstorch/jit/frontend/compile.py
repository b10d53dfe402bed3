"""From Python source to a Graph: parsing, resolution of free names, cleanup passes."""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections.abc import Callable
from typing import Any

from .._function import Function
from .._ir import Graph
from .._types import ClassType
from .errors import Source
from .ir_emitter import FunctionEmitter
from .resolver import CompilationContext, _lookup_dotted


def get_source(fn: Any) -> tuple[ast.FunctionDef, Source]:
    """The ``def`` of ``fn`` parsed from its file, with a Source that knows where it was."""
    try:
        lines, start = inspect.getsourcelines(fn)
        filename = inspect.getsourcefile(fn) or "<unknown>"
    except (OSError, TypeError) as e:
        raise OSError(
            f"Can't get source for {fn}. TorchScript requires source access in order to carry "
            "out compilation, make sure original .py files are available."
        ) from e
    raw = "".join(lines)
    text = textwrap.dedent(raw)
    first = next((ln for ln in lines if ln.strip()), "")
    indent = len(first) - len(first.lstrip())
    tree = ast.parse(text, type_comments=True)
    fn_def = tree.body[0]
    if not isinstance(fn_def, ast.FunctionDef):
        raise RuntimeError(f"Expected a function definition for {fn}")
    return fn_def, Source(text, filename, start - 1, indent)


def python_resolver(fn: Any) -> Callable[[str], Any]:
    """Free names of ``fn``: its closure cells, then its globals, then builtins (those of
    the function a decorator wraps, whose source is the one compiled)."""
    fn = inspect.unwrap(fn)
    closure = inspect.getclosurevars(fn).nonlocals if getattr(fn, "__closure__", None) else {}
    namespace = {**getattr(fn, "__globals__", {}), **closure}

    def resolve(name: str) -> Any:
        return _lookup_dotted(namespace, name)

    return resolve


def compile_function_def(
    fn_def: ast.FunctionDef,
    *,
    self_type: ClassType | None,
    resolver: Callable[[str], Any],
    filename: str = "<string>",
    source: str | None = None,
    ctx: CompilationContext | None = None,
    self_info: Any = None,
    source_obj: Source | None = None,
) -> Graph:
    """Compile one ``def`` into a Graph (the entry point ``jit.load`` uses, too)."""
    return _emit(fn_def, self_type, resolver, filename, source, ctx, self_info, source_obj)[0]


def _emit(
    fn_def: ast.FunctionDef,
    self_type: ClassType | None,
    resolver: Callable[[str], Any],
    filename: str,
    source: str | None,
    ctx: CompilationContext | None,
    self_info: Any,
    source_obj: Source | None,
) -> tuple[Graph, FunctionEmitter]:
    """Emit ``fn_def`` and run the cleanup passes; the emitter carries the signature."""
    if source_obj is None:
        source_obj = Source(source if source is not None else ast.unparse(fn_def), filename)
    emitter = FunctionEmitter(
        source_obj, resolver, ctx or CompilationContext(), self_type, self_info
    )
    graph = emitter.emit_def(fn_def)
    from ..passes import run_cleanup_passes

    run_cleanup_passes(graph)
    return graph, emitter


def define_python_function(
    function: Function,
    fn: Any,
    ctx: CompilationContext,
    self_type: ClassType | None = None,
    self_info: Any = None,
) -> Graph:
    """Compile the Python function ``fn`` as the body of ``function``."""
    fn_def, source = get_source(fn)
    graph, emitter = _emit(
        fn_def, self_type, python_resolver(fn), source.filename, None, ctx, self_info, source
    )
    function.arg_names = emitter.arg_names
    function.defaults = emitter.defaults
    function.declared_return = emitter.return_type  # type: ignore[attr-defined]
    return graph
