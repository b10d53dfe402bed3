"""``CompilationUnit``: TorchScript functions compiled from source text.

``cu = CompilationUnit(src)`` compiles every ``def`` in ``src``; the functions of one
source see each other, and other free names resolve in the caller's scope (as
``torch.jit.CompilationUnit`` resolves them). Each becomes an attribute, a
:class:`ScriptFunction`.
"""

from __future__ import annotations

import ast
import sys
import textwrap
from collections.abc import Callable
from typing import Any

from ._function import Function
from ._script import ScriptFunction
from .frontend.compile import _emit
from .frontend.errors import Source
from .frontend.resolver import CompilationContext, _lookup_dotted

__all__ = ["CompilationUnit"]


class CompilationUnit:
    """A set of compiled TorchScript functions; see the module docstring."""

    def __init__(self, lang: str | None = None, _frames_up: int = 0) -> None:
        self.__dict__["_functions"] = {}
        if lang is not None:
            self.define(lang, _frames_up=_frames_up + 1)

    def define(
        self, src: str, rcb: Callable[[str], Any] | None = None, _frames_up: int = 0
    ) -> None:
        """Compile the functions in ``src``; ``rcb(name)`` resolves free names (default:
        the caller's globals and locals)."""
        frame = sys._getframe(_frames_up + 1)
        scope = {**frame.f_globals, **frame.f_locals}
        text = textwrap.dedent(src)
        tree = ast.parse(text)
        source = Source(text, "<string>")
        ctx = CompilationContext()
        local: dict[str, Function] = {}

        def resolve(name: str) -> Any:
            head = name.split(".")[0]
            if head in local and head == name:
                return local[head]
            if rcb is not None:
                found = rcb(name)
                if found is not None:
                    return found
            return _lookup_dotted(scope, name)

        for stmt in tree.body:
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                continue  # a docstring
            if not isinstance(stmt, ast.FunctionDef):
                raise RuntimeError(
                    "CompilationUnit: only function definitions can be compiled from source, "
                    f"found {type(stmt).__name__} at line {stmt.lineno}"
                )
            local[stmt.name] = Function(
                f"__torch__.{stmt.name}", definer=_definer(stmt, resolve, ctx, source)
            )
        for function in local.values():
            function.ensure_defined()
        for name, function in local.items():
            self._functions[name] = ScriptFunction(function)

    def __getattr__(self, name: str) -> ScriptFunction:
        found = self.__dict__["_functions"].get(name)
        if found is None:
            raise AttributeError(f"'CompilationUnit' has no attribute '{name}'")
        return found

    def find_function(self, name: str) -> ScriptFunction | None:
        """The function ``name``, or None."""
        return self._functions.get(name)

    def get_functions(self) -> list[ScriptFunction]:
        """Every function, in the order they were defined."""
        return list(self._functions.values())


def _definer(
    fn_def: ast.FunctionDef,
    resolve: Callable[[str], Any],
    ctx: CompilationContext,
    source: Source,
) -> Callable[[Function], Any]:
    def define(function: Function) -> Any:
        graph, emitter = _emit(fn_def, None, resolve, source.filename, None, ctx, None, source)
        function.arg_names, function.defaults = emitter.arg_names, emitter.defaults
        return graph

    return define
