"""Conditions (``if``, ``while``, ``assert``, ``and``/``or``/``not``) and type refinement:
``x is not None`` and ``isinstance`` narrow a variable's type in the branch they guard."""

from __future__ import annotations

import ast
from typing import Any

from .._ir import Value
from .._types import (
    BoolType,
    DictType,
    IntType,
    JitType,
    ListType,
    NoneType,
    OptionalType,
    StringType,
    TensorType,
    describe,
)
from .emit_expr import CondValue, Refinement, static_value
from .errors import SourceRange, error_report
from .insert_point import InsertInto
from .sugared_value import SimpleValue


class CondEmitter:
    """Mixin of :class:`~.ir_emitter.FunctionEmitter` for conditions."""

    graph: Any
    env: dict

    def emit_cond(self, node: ast.expr) -> CondValue:
        loc = self.loc(node)
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            op, right = node.ops[0], node.comparators[0]
            if isinstance(op, ast.Is | ast.IsNot):
                for subject, other in ((node.left, right), (right, node.left)):
                    if isinstance(other, ast.Constant) and other.value is None:
                        value = self.emit_expr(subject)
                        return self.emit_none_check(loc, subject, value, isinstance(op, ast.Is))
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "isinstance"
        ):
            return self.emit_isinstance(loc, node.args)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = self.emit_cond(node.operand)
            flipped = Refinement(inner.refinement.false, inner.refinement.true)
            if inner.static is not None:
                return CondValue(None, flipped, not inner.static)
            value = self.emit_builtin(loc, "aten::__not__", [inner.value], {}).value  # type: ignore[list-item]
            return CondValue(value, flipped, None)
        if isinstance(node, ast.BoolOp):
            return self.emit_short_circuit(node)
        if isinstance(node, ast.Compare):
            lhs = self.emit_expr(node.left)
            result: Value | None = None
            for op, comparator in zip(node.ops, node.comparators, strict=True):
                rhs = self.emit_expr(comparator)
                step = self.emit_compare_op(loc, op, lhs, rhs)
                result = (
                    step
                    if result is None
                    else self.emit_builtin(loc, "aten::__and__", [result, step], {}).value
                )
                lhs = rhs
            return maybe_static(self.as_bool(loc, result))  # type: ignore[arg-type]
        return maybe_static(self.as_bool(loc, self.emit_expr(node)))

    def as_bool(self, loc: SourceRange, value: Value) -> Value:
        if isinstance(value.type, BoolType):
            return value
        if isinstance(value.type, TensorType | IntType) or value.type.kind == "float":
            return self.emit_builtin(loc, "aten::Bool", [value], {}).value
        if isinstance(value.type, ListType | DictType | StringType):
            length = self.emit_builtin(loc, "aten::len", [value], {}).value
            return self.emit_builtin(
                loc, "aten::ne", [length, self.graph.insert_constant(0)], {}
            ).value
        raise error_report(loc, f"Could not cast value of type {describe(value.type)} to bool")

    def emit_none_check(
        self, loc: SourceRange, subject: ast.expr, value: Value, is_none: bool
    ) -> CondValue:
        t = value.type
        name = subject.id if isinstance(subject, ast.Name) else None
        if isinstance(t, NoneType):
            return CondValue(None, Refinement(), is_none)
        if not isinstance(t, OptionalType):
            return CondValue(None, Refinement(), not is_none)
        none = self.graph.insert_constant(None, source_range=loc)
        op = "aten::__is__" if is_none else "aten::__isnot__"
        result = self.emit_builtin(loc, op, [value, none], {}).value
        narrowed = {name: t.elem} if name else {}
        ref = Refinement({}, narrowed) if is_none else Refinement(narrowed, {})
        return CondValue(result, ref, None)

    def emit_short_circuit(self, node: ast.BoolOp) -> CondValue:
        is_and = isinstance(node.op, ast.And)
        cond = self.emit_cond(node.values[0])
        for operand in node.values[1:]:
            cond = self._combine(cond, operand, is_and)
        return cond

    def _combine(self, lhs: CondValue, rhs_node: ast.expr, is_and: bool) -> CondValue:
        if lhs.static is not None and lhs.static == is_and:
            saved = dict(self.env)
            self.apply_refinement(lhs.refinement.true if is_and else lhs.refinement.false)
            rhs = self.emit_cond(rhs_node)
            self.env = saved
            return rhs
        if lhs.static is not None:
            return lhs
        node = self.graph.create("prim::If", [lhs.value], 0)
        node.source_range = self.loc(rhs_node)
        self.graph.insert_node(node)
        rhs_ref: Refinement = Refinement()
        for taken in (True, False):
            block = node.add_block()
            with InsertInto(self.graph, block):
                if taken == is_and:
                    saved = dict(self.env)
                    self.apply_refinement(lhs.refinement.true if is_and else lhs.refinement.false)
                    rhs = self.emit_cond(rhs_node)
                    rhs_ref = rhs.refinement
                    block.register_output(rhs.value_or_constant(self))
                    self.env = saved
                else:
                    block.register_output(self.graph.insert_constant(not is_and))
        out = node.add_output(BoolType.get())
        if is_and:
            return CondValue(out, Refinement({**lhs.refinement.true, **rhs_ref.true}, {}), None)
        return CondValue(out, Refinement({}, {**lhs.refinement.false, **rhs_ref.false}), None)

    def apply_refinement(self, narrowed: dict[str, JitType]) -> None:
        for name, t in narrowed.items():
            sv = self.env.get(name)
            if isinstance(sv, SimpleValue) and sv.value.type != t:
                node = self.graph.create("prim::unchecked_cast", [sv.value])
                node.output().type = t
                self.graph.insert_node(node)
                self.env[name] = SimpleValue(node.output())
                node.output().set_debug_name(name)


def maybe_static(value: Value) -> CondValue:
    """A condition computed from constants only is decided at compile time, so a branch
    that cannot run (``if self.padding_mode != "zeros"``) is not compiled."""
    found, static = static_value(value)
    if found and isinstance(static, bool):
        return CondValue(None, Refinement(), static)
    return CondValue(value, Refinement(), None)
