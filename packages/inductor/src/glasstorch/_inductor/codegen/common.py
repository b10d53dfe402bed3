"""Pieces every code generator shares: an indented text buffer, typed values, and CSE.

A printing ops handler turns each ``ops.<name>(...)`` into one line assigning a fresh
temporary; identical expressions reuse the earlier temporary (common-subexpression
elimination), so a body that loads ``x`` twice loads it once.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass

from glasstorch.c10.core.scalar_type import dtype as DType


class IndentedBuffer:
    """Lines of source with an indentation level."""

    def __init__(self, indent: str = "    ") -> None:
        self.lines: list[str] = []
        self.level = 0
        self.indent_text = indent

    def writeline(self, line: str = "") -> None:
        self.lines.append(self.indent_text * self.level + line if line else "")

    def writelines(self, lines: list[str]) -> None:
        for line in lines:
            self.writeline(line)

    @contextlib.contextmanager
    def indent(self, amount: int = 1) -> Iterator[None]:
        self.level += amount
        try:
            yield
        finally:
            self.level -= amount

    def getvalue(self) -> str:
        return "\n".join(self.lines) + "\n"


@dataclass(frozen=True)
class Value:
    """A value in generated code: its source text and dtype."""

    text: str
    dtype: DType

    def __str__(self) -> str:
        return self.text


class CSEPrinter:
    """Base of printing ops handlers: ``emit`` caches expression text -> temporary."""

    prefix = "tmp"

    def __init__(self, lines: IndentedBuffer) -> None:
        self.lines = lines
        self.cache: dict[str, Value] = {}
        self.counter = 0

    def emit(self, expr: str, dtype: DType) -> Value:
        key = f"{expr}::{dtype.name}"
        found = self.cache.get(key)
        if found is not None:
            return found
        name = f"{self.prefix}{self.counter}"
        self.counter += 1
        self.lines.writeline(self.declare(name, expr, dtype))
        value = Value(name, dtype)
        self.cache[key] = value
        return value

    def declare(self, name: str, expr: str, dtype: DType) -> str:
        raise NotImplementedError

    def reset(self, lines: IndentedBuffer) -> None:
        """Start a new scope (a new loop body): earlier temporaries are out of reach."""
        self.lines = lines
        self.cache = {}


class InfixArithmetic(CSEPrinter):
    """The arithmetic C and Triton spell alike, as infix operators (numpy's printer writes
    ufunc calls into preallocated buffers instead)."""

    def _infix(self, op: str, a: Value, b: Value, dtype: DType | None = None) -> Value:
        return self.emit(f"{a} {op} {b}", dtype or a.dtype)

    def add(self, a: Value, b: Value) -> Value:
        return self._infix("+", a, b)

    def sub(self, a: Value, b: Value) -> Value:
        return self._infix("-", a, b)

    def mul(self, a: Value, b: Value) -> Value:
        return self._infix("*", a, b)

    def truediv(self, a: Value, b: Value) -> Value:
        return self._infix("/", a, b)


class KernelArgs:
    """The buffers a kernel reads and writes, in a stable order, with parameter names."""

    def __init__(self) -> None:
        self.inputs: dict[str, str] = {}
        self.outputs: dict[str, str] = {}

    def input(self, name: str) -> str:
        if name in self.outputs:
            return self.outputs[name]
        if name not in self.inputs:
            self.inputs[name] = f"in_ptr{len(self.inputs)}"
        return self.inputs[name]

    def output(self, name: str) -> str:
        if name not in self.outputs:
            self.outputs[name] = f"out_ptr{len(self.outputs)}"
        return self.outputs[name]

    def call_args(self) -> list[str]:
        """Buffer names in parameter order: inputs, then outputs."""
        return [*self.inputs, *self.outputs]
