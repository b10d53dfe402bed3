"""Logging helpers: Dynamo's INFO output (graphs, guards, bytecode) and source locations."""

from __future__ import annotations

import dis
import linecache
import logging
import sys
import types
from typing import Any

from . import config

log = logging.getLogger("glasstorch._dynamo")


class _StderrHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """Writes to whatever ``sys.stderr`` is at the time (so captured output sees it)."""

    @property  # type: ignore[override]
    def stream(self) -> Any:
        return sys.stderr

    @stream.setter
    def stream(self, value: Any) -> None:
        pass


_handler = _StderrHandler()
_handler.setFormatter(logging.Formatter("[%(name)s] %(message)s"))
log.addHandler(_handler)
log.propagate = False


def emit(text: str, level: int = logging.INFO) -> None:
    """Log ``text`` when ``config.log_level`` lets ``level`` through."""
    log.setLevel(config.log_level)
    log.log(level, text)


def info_enabled() -> bool:
    return config.log_level <= logging.INFO


def tabular(graph: Any) -> str:
    """The graph as a table: opcode, name, target, args, kwargs."""
    headers = ["opcode", "name", "target", "args", "kwargs"]
    rows = [[n.op, n.name, _target(n.target), n.args, n.kwargs] for n in graph.nodes]
    cells = [[str(c) for c in row] for row in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]
    lines = [
        "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)).rstrip(),
        "  ".join("-" * w for w in widths),
    ]
    lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in cells]
    return "\n".join(lines)


def _target(t: Any) -> str:
    if isinstance(t, str):
        return t
    module = getattr(t, "__module__", None)
    name = getattr(t, "__qualname__", getattr(t, "__name__", repr(t)))
    if module in ("_operator", "operator"):
        return f"<built-in function {name}>"
    return f"{module}.{name}" if module else name


def format_bytecode(title: str, code: types.CodeType) -> str:
    """``title`` and a ``dis`` listing of ``code`` (nested code objects included)."""
    head = f"{title} {code.co_name} {code.co_filename} line {code.co_firstlineno}"
    return f"{head}\n{dis.Bytecode(code).dis()}"


def user_frame_line(code: types.CodeType, lineno: int | None) -> str:
    """``File "...", line N, in name`` and the source text of that line."""
    line = linecache.getline(code.co_filename, lineno or code.co_firstlineno).strip()
    return f'  File "{code.co_filename}", line {lineno}, in {code.co_name}\n    {line}'
