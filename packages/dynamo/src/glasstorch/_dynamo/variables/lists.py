"""Lists, tuples, torch.Size, ranges, slices and iterators over them."""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any

from glasstorch.aten import Size

from ..exc import unimplemented
from .base import BoundMethodVariable, VariableTracker
from .constant import ConstantVariable

if TYPE_CHECKING:
    from ..codegen import PyCodegen
    from ..symbolic_convert import InstructionTranslatorBase


class BaseListVariable(VariableTracker):
    """A sequence of trackers; ``build_op`` rebuilds it in bytecode."""

    build_op = "BUILD_LIST"
    python_cls: type = list

    def __init__(self, items: list[VariableTracker], source: Any = None) -> None:
        super().__init__(source)
        self.items = list(items)

    def python_type(self) -> type:
        return self.python_cls

    def as_python_constant(self) -> Any:
        return self.python_cls([i.as_python_constant() for i in self.items])

    def unpack_var_sequence(self, tx: InstructionTranslatorBase) -> list[VariableTracker]:
        return list(self.items)

    def truth(self, tx: InstructionTranslatorBase) -> bool:
        return bool(self.items)

    def reconstruct(self, cg: PyCodegen) -> None:
        for item in self.items:
            cg(item)
        cg.build(self.build_op, len(self.items))

    def getitem(self, tx: InstructionTranslatorBase, index: VariableTracker) -> VariableTracker:
        idx = index.as_python_constant()
        if isinstance(idx, slice):
            return self.new(self.items[idx])
        return self.items[idx]

    def new(self, items: list[VariableTracker]) -> VariableTracker:
        return type(self)(items)

    def call_method(
        self,
        tx: InstructionTranslatorBase,
        name: str,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        if name == "__getitem__":
            return self.getitem(tx, args[0])
        if name == "__len__":
            return ConstantVariable(len(self.items))
        if name == "index":
            return ConstantVariable(self.as_python_constant().index(args[0].as_python_constant()))
        if name == "count":
            return ConstantVariable(self.as_python_constant().count(args[0].as_python_constant()))
        unimplemented(f"{self.python_cls.__name__}.{name}")
        raise AssertionError

    def var_getattr(self, tx: InstructionTranslatorBase, name: str) -> VariableTracker:
        return BoundMethodVariable(self, name)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.items!r})"


class ListVariable(BaseListVariable):
    """A Python list; mutations are tracked when the list was made during capture."""

    def call_method(
        self,
        tx: InstructionTranslatorBase,
        name: str,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        mutating = {
            "append",
            "extend",
            "insert",
            "pop",
            "__setitem__",
            "clear",
            "reverse",
            "remove",
            "sort",
            "__delitem__",
        }
        if name not in mutating:
            return super().call_method(tx, name, args, kwargs)
        if self.source is not None:
            unimplemented(f"mutation of an input list (list.{name})")
        if name == "append":
            self.items.append(args[0])
        elif name == "extend":
            self.items.extend(args[0].unpack_var_sequence(tx))
        elif name == "insert":
            self.items.insert(args[0].as_python_constant(), args[1])
        elif name == "pop":
            return self.items.pop(*(a.as_python_constant() for a in args))
        elif name == "__setitem__":
            key = args[0].as_python_constant()
            if isinstance(key, slice):
                self.items[key] = args[1].unpack_var_sequence(tx)
            else:
                self.items[key] = args[1]
        elif name == "__delitem__":
            del self.items[args[0].as_python_constant()]
        elif name == "clear":
            self.items.clear()
        elif name == "reverse":
            self.items.reverse()
        elif name == "remove":
            value = args[0].as_python_constant()
            del self.items[[i.as_python_constant() for i in self.items].index(value)]
        elif name == "sort":
            keyed = sorted(
                self.items,
                key=lambda v: v.as_python_constant(),
                reverse=bool(kwargs.get("reverse", ConstantVariable(False)).as_python_constant()),
            )
            self.items[:] = keyed
        return ConstantVariable(None)


class TupleVariable(BaseListVariable):
    build_op = "BUILD_TUPLE"
    python_cls = tuple


class NamedTupleVariable(TupleVariable):
    """A named tuple (``torch.return_types.max`` ...): fields read by name or index."""

    def __init__(self, items: list[VariableTracker], tuple_cls: type) -> None:
        super().__init__(items)
        self.tuple_cls = tuple_cls

    def python_type(self) -> type:
        return self.tuple_cls

    def as_python_constant(self) -> Any:
        return self.tuple_cls(*[i.as_python_constant() for i in self.items])

    def var_getattr(self, tx: InstructionTranslatorBase, name: str) -> VariableTracker:
        fields = list(self.tuple_cls._fields)  # type: ignore[attr-defined]
        if name in fields:
            return self.items[fields.index(name)]
        return super().var_getattr(tx, name)

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.append("PUSH_NULL")
        cg.load_const(self.tuple_cls)
        for item in self.items:
            cg(item)
        cg.call(len(self.items))


class SizeVariable(TupleVariable):
    """``torch.Size``: a tuple of ints fixed by the shape guards."""

    python_cls = Size

    def new(self, items: list[VariableTracker]) -> VariableTracker:
        return SizeVariable(items)

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.load_const(self.as_python_constant())

    def call_method(
        self,
        tx: InstructionTranslatorBase,
        name: str,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        if name == "numel":
            n = 1
            for i in self.items:
                n *= i.as_python_constant()
            return ConstantVariable(n)
        return super().call_method(tx, name, args, kwargs)


class RangeVariable(VariableTracker):
    """``range(...)`` with constant bounds."""

    def __init__(self, value: range) -> None:
        super().__init__()
        self.value = value

    def python_type(self) -> type:
        return range

    def as_python_constant(self) -> Any:
        return self.value

    def unpack_var_sequence(self, tx: InstructionTranslatorBase) -> list[VariableTracker]:
        return [ConstantVariable(i) for i in self.value]

    def truth(self, tx: InstructionTranslatorBase) -> bool:
        return bool(self.value)

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.load_const(self.value)

    def var_getattr(self, tx: InstructionTranslatorBase, name: str) -> VariableTracker:
        return ConstantVariable(getattr(self.value, name))


class SliceVariable(VariableTracker):
    """``slice(start, stop, step)``; its parts may be tensors only inside indexing."""

    def __init__(self, parts: list[VariableTracker]) -> None:
        super().__init__()
        self.parts = parts

    def python_type(self) -> type:
        return slice

    def as_python_constant(self) -> Any:
        return slice(*[p.as_python_constant() for p in self.parts])

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.load_const(self.as_python_constant())


class ListIteratorVariable(VariableTracker):
    """An iterator over a known list of items; loops over it are unrolled."""

    def __init__(self, items: list[VariableTracker], index: int = 0) -> None:
        super().__init__()
        self.items = items
        self.index = index

    def python_type(self) -> type:
        return type(iter([]))

    def next_item(self) -> VariableTracker | None:
        if self.index >= len(self.items):
            return None
        self.index += 1
        return self.items[self.index - 1]

    def unpack_var_sequence(self, tx: InstructionTranslatorBase) -> list[VariableTracker]:
        rest = self.items[self.index :]
        self.index = len(self.items)
        return rest

    def reconstruct(self, cg: PyCodegen) -> None:
        for item in self.items[self.index :]:
            cg(item)
        cg.build("BUILD_LIST", len(self.items) - self.index)
        cg.append("GET_ITER")


def sequence_binary_op(op: Any, a: VariableTracker, b: VariableTracker) -> VariableTracker | None:
    """``+``, ``+=`` and ``*`` on lists and tuples; None when it does not apply."""
    if (
        isinstance(a, BaseListVariable)
        and isinstance(b, BaseListVariable)
        and op in (operator.add, operator.iadd)
    ):
        if isinstance(a, ListVariable) and isinstance(b, ListVariable):
            if op is operator.iadd and a.source is None:
                a.items.extend(b.items)
                return a
            return ListVariable([*a.items, *b.items])
        if isinstance(a, TupleVariable) and isinstance(b, TupleVariable):
            return TupleVariable([*a.items, *b.items])
    if (
        isinstance(a, BaseListVariable)
        and op in (operator.mul, operator.imul)
        and b.is_python_constant()
    ):
        return a.new(a.items * b.as_python_constant())
    return None
