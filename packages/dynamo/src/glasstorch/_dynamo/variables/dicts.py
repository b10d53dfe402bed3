"""Dicts with constant keys, and sets of constants."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..exc import unimplemented
from .base import BoundMethodVariable, VariableTracker
from .constant import ConstantVariable
from .lists import ListIteratorVariable, TupleVariable

if TYPE_CHECKING:
    from ..codegen import PyCodegen
    from ..symbolic_convert import InstructionTranslatorBase


class ConstDictVariable(VariableTracker):
    """A dict whose keys are constants and whose values are trackers."""

    def __init__(self, items: dict[Any, VariableTracker], source: Any = None) -> None:
        super().__init__(source)
        self.items = dict(items)

    def python_type(self) -> type:
        return dict

    def as_python_constant(self) -> Any:
        return {k: v.as_python_constant() for k, v in self.items.items()}

    def truth(self, tx: InstructionTranslatorBase) -> bool:
        return bool(self.items)

    def unpack_var_sequence(self, tx: InstructionTranslatorBase) -> list[VariableTracker]:
        return [ConstantVariable(k) for k in self.items]

    def reconstruct(self, cg: PyCodegen) -> None:
        for k, v in self.items.items():
            cg.load_const(k)
            cg(v)
        cg.build("BUILD_MAP", len(self.items))

    def var_getattr(self, tx: InstructionTranslatorBase, name: str) -> VariableTracker:
        return BoundMethodVariable(self, name)

    def call_method(
        self,
        tx: InstructionTranslatorBase,
        name: str,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        const_args = [a.as_python_constant() for a in args[:1]]
        if name == "__getitem__":
            return self.items[const_args[0]]
        if name == "get":
            default = args[1] if len(args) > 1 else ConstantVariable(None)
            return self.items.get(const_args[0], default)
        if name == "__contains__":
            return ConstantVariable(const_args[0] in self.items)
        if name == "__len__":
            return ConstantVariable(len(self.items))
        if name == "keys":
            return TupleVariable([ConstantVariable(k) for k in self.items])
        if name == "values":
            return TupleVariable(list(self.items.values()))
        if name == "items":
            return TupleVariable(
                [TupleVariable([ConstantVariable(k), v]) for k, v in self.items.items()]
            )
        if name in ("__setitem__", "update", "pop", "setdefault", "__delitem__", "clear"):
            if self.source is not None:
                unimplemented(f"mutation of an input dict (dict.{name})")
            if name == "__setitem__":
                self.items[const_args[0]] = args[1]
            elif name == "update":
                other = args[0] if args else ConstDictVariable({})
                assert isinstance(other, ConstDictVariable)
                self.items.update(other.items)
                self.items.update(kwargs)
            elif name == "pop":
                return self.items.pop(const_args[0], *args[1:])
            elif name == "setdefault":
                return self.items.setdefault(
                    const_args[0], args[1] if len(args) > 1 else ConstantVariable(None)
                )
            elif name == "__delitem__":
                del self.items[const_args[0]]
            else:
                self.items.clear()
            return ConstantVariable(None)
        unimplemented(f"dict.{name}")
        raise AssertionError


class SetVariable(VariableTracker):
    """A set of constants."""

    def __init__(self, items: list[VariableTracker]) -> None:
        super().__init__()
        self.items: list[VariableTracker] = []
        seen: set[Any] = set()
        for i in items:
            key = i.as_python_constant()
            if key not in seen:
                seen.add(key)
                self.items.append(i)

    def python_type(self) -> type:
        return set

    def as_python_constant(self) -> Any:
        return {i.as_python_constant() for i in self.items}

    def truth(self, tx: InstructionTranslatorBase) -> bool:
        return bool(self.items)

    def unpack_var_sequence(self, tx: InstructionTranslatorBase) -> list[VariableTracker]:
        return list(self.items)

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.load_const(self.as_python_constant())

    def call_method(
        self,
        tx: InstructionTranslatorBase,
        name: str,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        if name == "add":
            self.__init__([*self.items, args[0]])  # type: ignore[misc]
            return ConstantVariable(None)
        if name == "__contains__":
            return ConstantVariable(args[0].as_python_constant() in self.as_python_constant())
        unimplemented(f"set.{name}")
        raise AssertionError


def iterate(tx: InstructionTranslatorBase, value: VariableTracker) -> ListIteratorVariable:
    """``iter(value)`` for anything whose items are known."""
    if isinstance(value, ListIteratorVariable):
        return value
    return ListIteratorVariable(value.unpack_var_sequence(tx))
