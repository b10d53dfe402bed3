"""Sources: where a value the graph depends on came from, as a guard expression and bytecode.

A source names a value reachable from the frame at its start (an argument, a global, a
closure cell, an attribute or item of one of those). Guards are written against sources,
and values that must be rebuilt after a graph break are reloaded from them.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .bytecode_transformation import Instruction, create_instruction


class Source:
    """Base class: ``name()`` is a Python expression over the frame's arguments."""

    def name(self) -> str:
        raise NotImplementedError

    def reconstruct(self) -> list[Instruction]:
        """Instructions that push this value."""
        raise NotImplementedError

    def __str__(self) -> str:
        return self.name()


@dataclasses.dataclass(frozen=True)
class LocalSource(Source):
    """A local variable (an argument of the frame)."""

    local_name: str
    is_cell: bool = False

    def name(self) -> str:
        return self.local_name

    def reconstruct(self) -> list[Instruction]:
        op = "LOAD_DEREF" if self.is_cell else "LOAD_FAST"
        return [create_instruction(op, argval=self.local_name)]


@dataclasses.dataclass(frozen=True)
class GlobalSource(Source):
    """A name in the frame's module globals."""

    global_name: str

    def name(self) -> str:
        return f"___G[{self.global_name!r}]"

    def reconstruct(self) -> list[Instruction]:
        return [create_instruction("LOAD_GLOBAL", arg=0, argval=self.global_name)]


@dataclasses.dataclass(frozen=True)
class ClosureSource(Source):
    """A free variable of the function (one of its closure cells)."""

    index: int
    var_name: str

    def name(self) -> str:
        return f"___closure[{self.index}].cell_contents"

    def reconstruct(self) -> list[Instruction]:
        return [create_instruction("LOAD_DEREF", argval=self.var_name)]


@dataclasses.dataclass(frozen=True)
class AttrSource(Source):
    """``base.member``."""

    base: Source
    member: str

    def name(self) -> str:
        if self.member.isidentifier():
            return f"{self.base.name()}.{self.member}"
        return f"___getattr({self.base.name()}, {self.member!r})"

    def reconstruct(self) -> list[Instruction]:
        return [
            *self.base.reconstruct(),
            create_instruction("LOAD_ATTR", arg=0, argval=self.member),
        ]


@dataclasses.dataclass(frozen=True)
class GetItemSource(Source):
    """``base[index]`` for a constant index or key."""

    base: Source
    index: Any

    def name(self) -> str:
        return f"{self.base.name()}[{self.index!r}]"

    def reconstruct(self) -> list[Instruction]:
        return [
            *self.base.reconstruct(),
            create_instruction("LOAD_CONST", argval=self.index),
            create_instruction("BINARY_SUBSCR"),
        ]


def is_from_local(source: Source | None) -> bool:
    """Whether ``source`` hangs off a frame argument."""
    while isinstance(source, (AttrSource, GetItemSource)):
        source = source.base
    return isinstance(source, LocalSource)


@dataclasses.dataclass(frozen=True)
class ModuleGlobalSource(Source):
    """A global of another module (the module of an inlined function)."""

    module_name: str
    global_name: str

    def name(self) -> str:
        return f"___modules[{self.module_name!r}].{self.global_name}"

    def reconstruct(self) -> list[Instruction]:
        import sys

        return [
            create_instruction("LOAD_CONST", argval=sys.modules[self.module_name]),
            create_instruction("LOAD_ATTR", arg=0, argval=self.global_name),
        ]
