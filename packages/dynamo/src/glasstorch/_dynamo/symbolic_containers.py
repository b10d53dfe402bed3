"""Opcode handlers that build, extend and unpack containers (lists, tuples, dicts, sets,
slices, strings); mixed into the InstructionTranslator."""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING

from .bytecode_transformation import Instruction
from .exc import unimplemented
from .variables.base import VariableTracker
from .variables.constant import ConstantVariable
from .variables.dicts import ConstDictVariable, SetVariable
from .variables.lists import ListVariable, SliceVariable, TupleVariable

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any


class ContainerOpcodes:
    """BUILD_*, *_APPEND/*_ADD/*_EXTEND/*_UPDATE, UNPACK_*, FORMAT_VALUE, BUILD_STRING."""

    stack: list[VariableTracker]
    push: Callable[[VariableTracker], None]
    pop: Callable[[], VariableTracker]
    popn: Callable[[int], list[VariableTracker]]
    _unary: Callable[[Any], None]

    def BUILD_TUPLE(self, inst: Instruction) -> None:
        self.push(TupleVariable(self.popn(inst.arg or 0)))

    def BUILD_LIST(self, inst: Instruction) -> None:
        self.push(ListVariable(self.popn(inst.arg or 0)))

    def BUILD_SET(self, inst: Instruction) -> None:
        self.push(SetVariable(self.popn(inst.arg or 0)))

    def BUILD_MAP(self, inst: Instruction) -> None:
        flat = self.popn(2 * (inst.arg or 0))
        self.push(
            ConstDictVariable(
                {flat[i].as_python_constant(): flat[i + 1] for i in range(0, len(flat), 2)}
            )
        )

    def BUILD_CONST_KEY_MAP(self, inst: Instruction) -> None:
        keys = self.pop().as_python_constant()
        values = self.popn(inst.arg or 0)
        self.push(ConstDictVariable(dict(zip(keys, values, strict=True))))

    def BUILD_SLICE(self, inst: Instruction) -> None:
        self.push(SliceVariable(self.popn(inst.arg or 2)))

    def BUILD_STRING(self, inst: Instruction) -> None:
        parts = self.popn(inst.arg or 0)
        self.push(ConstantVariable("".join(p.as_python_constant() for p in parts)))

    def FORMAT_VALUE(self, inst: Instruction) -> None:
        flags = inst.arg or 0
        spec = self.pop().as_python_constant() if flags & 0x04 else ""
        value = self.pop()
        if not value.is_python_constant():
            unimplemented(f"f-string of a {type(value).__name__}")
        v = value.as_python_constant()
        conv = {0: lambda x: x, 1: str, 2: repr, 3: ascii}[flags & 3]
        self.push(ConstantVariable(format(conv(v), spec)))

    def LIST_APPEND(self, inst: Instruction) -> None:
        v = self.pop()
        target = self.stack[-(inst.arg or 1)]
        assert isinstance(target, ListVariable)
        target.items.append(v)

    def SET_ADD(self, inst: Instruction) -> None:
        v = self.pop()
        self.stack[-(inst.arg or 1)].call_method(self, "add", [v], {})

    def MAP_ADD(self, inst: Instruction) -> None:
        v, k = self.pop(), self.pop()
        target = self.stack[-(inst.arg or 1)]
        assert isinstance(target, ConstDictVariable)
        target.items[k.as_python_constant()] = v

    def LIST_EXTEND(self, inst: Instruction) -> None:
        v = self.pop()
        target = self.stack[-(inst.arg or 1)]
        assert isinstance(target, ListVariable)
        target.items.extend(v.unpack_var_sequence(self))

    def SET_UPDATE(self, inst: Instruction) -> None:
        v = self.pop()
        target = self.stack[-(inst.arg or 1)]
        for item in v.unpack_var_sequence(self):
            target.call_method(self, "add", [item], {})

    def DICT_UPDATE(self, inst: Instruction) -> None:
        v = self.pop()
        target = self.stack[-(inst.arg or 1)]
        assert isinstance(target, ConstDictVariable) and isinstance(v, ConstDictVariable)
        target.items.update(v.items)

    DICT_MERGE = DICT_UPDATE

    def LIST_TO_TUPLE(self, inst: Instruction) -> None:
        self.push(TupleVariable(self.pop().unpack_var_sequence(self)))

    def CALL_INTRINSIC_1(self, inst: Instruction) -> None:
        if inst.arg == 6:  # INTRINSIC_LIST_TO_TUPLE
            self.LIST_TO_TUPLE(inst)
        elif inst.arg == 5:  # INTRINSIC_UNARY_POSITIVE
            self._unary(operator.pos)
        else:
            unimplemented(f"CALL_INTRINSIC_1 {inst.arg}")

    def UNPACK_SEQUENCE(self, inst: Instruction) -> None:
        items = self.pop().unpack_var_sequence(self)
        if len(items) != inst.arg:
            unimplemented(f"unpacking {len(items)} values into {inst.arg}")
        self.stack.extend(reversed(items))

    def UNPACK_EX(self, inst: Instruction) -> None:
        items = self.pop().unpack_var_sequence(self)
        before, after = (inst.arg or 0) & 0xFF, (inst.arg or 0) >> 8
        mid = ListVariable(items[before : len(items) - after])
        values = [*items[:before], mid, *items[len(items) - after :]]
        self.stack.extend(reversed(values))
