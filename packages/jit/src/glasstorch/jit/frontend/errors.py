"""Source ranges and script-time errors, printed as TorchScript prints them.

A :class:`SourceRange` knows the function's source text and where it sits in its file, so
an error shows ``File "...", line N``, the surrounding lines and a ``~~~ <--- HERE``
underline (``torch/csrc/jit/frontend/source_range.cpp``).
"""

from __future__ import annotations

import ast

_CONTEXT = 2


class Source:
    """A function's (dedented) source text, its file name and first line in the file."""

    def __init__(
        self, text: str, filename: str = "<string>", line_offset: int = 0, indent: int = 0
    ):
        self.text = text
        self.lines = text.splitlines()
        self.filename = filename
        self.line_offset = line_offset  # file line of the text's first line, minus one
        self.indent = indent  # columns removed by dedenting


class SourceRange:
    """A span of a :class:`Source`: 1-based lines, 0-based columns within the text."""

    def __init__(self, source: Source, line: int, col: int, end_line: int, end_col: int) -> None:
        self.source = source
        self.line, self.col, self.end_line, self.end_col = line, col, end_line, end_col

    @staticmethod
    def of(source: Source, node: ast.AST) -> SourceRange:
        end_line = getattr(node, "end_lineno", None) or node.lineno  # type: ignore[attr-defined]
        end_col = getattr(node, "end_col_offset", None)
        if end_col is None:
            end_col = node.col_offset + 1  # type: ignore[attr-defined]
        return SourceRange(source, node.lineno, node.col_offset, end_line, end_col)  # type: ignore[attr-defined]

    @property
    def file_line(self) -> int:
        return self.line + self.source.line_offset

    def __str__(self) -> str:
        """``file:line:col`` as in a graph's node comments (columns of the original file)."""
        return f"{self.source.filename}:{self.file_line}:{self.col + self.source.indent}"

    def highlight(self) -> str:
        """The ``File "...", line N`` block with the underlined range and its context."""
        lines = self.source.lines
        pad = " " * self.source.indent
        out = [f'  File "{self.source.filename}", line {self.file_line}']
        first = max(1, self.line - _CONTEXT)
        for n in range(first, self.line):
            out.append(pad + lines[n - 1])
        for n in range(self.line, min(self.end_line, len(lines)) + 1):
            text = lines[n - 1]
            out.append(pad + text)
            start = self.col if n == self.line else len(text) - len(text.lstrip())
            end = self.end_col if n == self.end_line else len(text)
            marker = pad + " " * start + "~" * max(1, end - start)
            if n == self.end_line:
                marker += " <--- HERE"
            out.append(marker)
        for n in range(self.end_line + 1, min(len(lines), self.end_line + _CONTEXT) + 1):
            out.append(pad + lines[n - 1])
        return "\n".join(out) + "\n"


class FrontendError(Exception):
    """An error found while reading Python source (``torch.jit.frontend.FrontendError``)."""

    def __init__(self, source_range: SourceRange | None, msg: str) -> None:
        self.source_range = source_range
        self.msg = msg
        text = msg + ":\n" + (source_range.highlight() if source_range is not None else "")
        super().__init__(text)


class NotSupportedError(FrontendError):
    """A Python construct outside the TorchScript language (``**kwargs``, ``with``...)."""


class UnsupportedNodeError(NotSupportedError):
    """A syntax node kind TorchScript has no translation for."""

    def __init__(self, source_range: SourceRange | None, node: ast.AST, what: str | None = None):
        name = what or _NODE_NAMES.get(type(node).__name__, type(node).__name__.lower())
        super().__init__(source_range, f"{name} aren't supported")


_NODE_NAMES = {
    "With": "with statements",
    "AsyncWith": "async with statements",
    "Try": "try blocks",
    "Delete": "del statements",
    "Global": "global variables",
    "Nonlocal": "nonlocal variables",
    "Lambda": "lambdas",
    "Yield": "yield statements",
    "YieldFrom": "yield from statements",
    "Await": "await expressions",
    "Starred": "starred expressions",
    "GeneratorExp": "generator expressions",
    "SetComp": "set comprehensions",
    "Set": "set literals",
    "ClassDef": "class definitions",
    "FunctionDef": "nested function definitions",
    "Import": "import statements",
    "ImportFrom": "import statements",
    "Match": "match statements",
}


def error_report(source_range: SourceRange | None, msg: str) -> RuntimeError:
    """A RuntimeError whose text is ``msg`` followed by the highlighted source."""
    where = source_range.highlight() if source_range is not None else ""
    return RuntimeError(f"{msg}:\n{where}")
