"""Control flow: ``if`` (with early exits), ternaries, ``for``/``while`` loops and
comprehensions, emitted as ``prim::If`` and ``prim::Loop`` nodes with blocks.

An ``if`` whose branch returns, breaks or continues takes the statements after it into the
branch that falls through, so every exit ends a block: the ``If`` then outputs the return
value (in a function) or a continue-flag plus the loop-carried values (in a loop body).
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from .._ir import Value
from .._types import (
    AnyType,
    BoolType,
    DictType,
    IntType,
    JitType,
    ListType,
    StringType,
    TensorType,
    describe,
    unify_types,
)
from .errors import NotSupportedError, SourceRange, error_report
from .insert_point import InsertInto
from .sugared_value import IterableTree, RangeValue, SimpleValue, SugaredValue

_INT64_MAX = 9223372036854775807
#: environment names of the returned flag and value carried through loops that return
RETURNED, RET = "$did_return", "$ret"


class PendingType(AnyType):
    """The type of a value returned from inside a loop, until all returns are seen."""

    def __new__(cls) -> PendingType:
        return object.__new__(cls)

    def _key(self) -> tuple:
        return ("Pending", id(self))


class Exit:
    """How a statement list ended: with a value (return value or loop flag) or a raise."""

    def __init__(self, value: Value | None) -> None:
        self.value = value  # None: the block always raises


class ControlFlowEmitter:
    """Mixin of :class:`~.ir_emitter.FunctionEmitter` for control flow."""

    graph: Any
    env: dict
    loops: list

    def _stmt_If(self, stmt: ast.If) -> None:
        cond = self.emit_cond(stmt.test)
        if cond.static is not None:
            self.apply_refinement(cond.refinement.true if cond.static else cond.refinement.false)
            exit_ = self.emit_statements(stmt.body if cond.static else stmt.orelse)
            assert exit_ is None or exit_.value is None
            return
        node = self.graph.create("prim::If", [cond.value], 0)
        node.source_range = self.loc(stmt)
        self.graph.insert_node(node)
        results = []
        for stmts, narrowed in (
            (stmt.body, cond.refinement.true),
            (stmt.orelse, cond.refinement.false),
        ):
            block = node.add_block()
            saved = self.env
            self.env = dict(saved)
            with InsertInto(self.graph, block):
                self.apply_refinement(narrowed)
                exit_ = self.emit_statements(stmts)
            results.append((block, self.env, exit_ is not None))
            self.env = saved
        self._merge(node, stmt, results)

    def _merge(self, node: Any, stmt: ast.If, results: list) -> None:
        (tb, tenv, traises), (fb, fenv, fraises) = results
        names = list(dict.fromkeys([*tenv, *fenv]))
        for name in names:
            tv, fv = tenv.get(name), fenv.get(name)
            if tv is fv and name in self.env:
                continue
            if traises or fraises:
                live = fv if traises else tv
                if traises and fraises or live is None or not isinstance(live, SimpleValue):
                    continue
                if self.env.get(name) is live:
                    continue
                t = live.value.type
                for block, env, raises in results:
                    with InsertInto(self.graph, block):
                        block.register_output(self._uninitialized(t) if raises else env[name].value)
                self.env[name] = SimpleValue(node.add_output(t).set_debug_name(_ir_name(name)))
                continue
            if tv is None or fv is None:
                branch = "false" if fv is None else "true"
                self.env.pop(name, None)
                self.undefined[name] = (
                    f"{name} is not defined in the {branch} branch",
                    self.loc(stmt),
                )
                continue
            if not (isinstance(tv, SimpleValue) and isinstance(fv, SimpleValue)):
                self.env.pop(name, None)
                self.undefined[name] = (
                    f"{name} is set to different kinds of values in the branches",
                    self.loc(stmt),
                )
                continue
            unified = unify_types(tv.value.type, fv.value.type)
            if unified is None:
                self.env.pop(name, None)
                self.undefined[name] = (
                    f"\nType mismatch: {name} is set to type {describe(tv.value.type)} in the true "
                    f"branch and type {describe(fv.value.type)} in the false branch",
                    self.loc(stmt),
                )
                continue
            tb.register_output(tv.value)
            fb.register_output(fv.value)
            self.env[name] = SimpleValue(node.add_output(unified).set_debug_name(_ir_name(name)))

    def emit_if_with_exit(self, stmt: ast.If, rest: list[ast.stmt]) -> Exit | None:
        cond = self.emit_cond(stmt.test)
        if cond.static is not None:
            self.apply_refinement(cond.refinement.true if cond.static else cond.refinement.false)
            return self.emit_statements((stmt.body if cond.static else stmt.orelse) + rest)
        node = self.graph.create("prim::If", [cond.value], 0)
        node.source_range = self.loc(stmt)
        self.graph.insert_node(node)
        branches = []
        for stmts, narrowed in (
            (stmt.body, cond.refinement.true),
            (stmt.orelse, cond.refinement.false),
        ):
            block = node.add_block()
            saved = self.env
            self.env = dict(saved)
            with InsertInto(self.graph, block):
                self.apply_refinement(narrowed)
                body = stmts if _always_exits(stmts) else stmts + rest
                exit_ = self.emit_statements(body)
                if exit_ is None:
                    exit_ = Exit(self.graph.insert_constant(None if not self.loops else True))
            branches.append((block, self.env, exit_))
            self.env = saved
        live = [e.value for _, _, e in branches if e.value is not None]
        if not live:
            return Exit(None)
        if self.loops:
            carried = self.loops[-1]
            t_out = node.add_output(BoolType.get())
            for block, _, exit_ in branches:
                with InsertInto(self.graph, block):
                    block.register_output(exit_.value or self._uninitialized(BoolType.get()))
            for name in carried:
                values = [env[name].value for _, env, _ in branches]  # type: ignore[union-attr]
                t = unify_types(values[0].type, values[1].type) or values[0].type
                for (block, _, exit_), v in zip(branches, values, strict=True):
                    with InsertInto(self.graph, block):
                        block.register_output(
                            v if exit_.value is not None else self._uninitialized(t)
                        )
                self.env[name] = SimpleValue(node.add_output(t).set_debug_name(_ir_name(name)))
            return Exit(t_out)
        ret_type = self.return_type or live[0].type
        for v in live:
            unified = unify_types(ret_type, v.type)
            if unified is None:
                raise error_report(
                    self.loc(stmt),
                    f"Previous return statement returned a value of type {describe(ret_type)} "
                    f"but this return statement returns a value of type {describe(v.type)}",
                )
            ret_type = unified if self.return_type is None else ret_type
        for block, _, exit_ in branches:
            with InsertInto(self.graph, block):
                block.register_output(exit_.value or self._uninitialized(ret_type))
        return Exit(node.add_output(ret_type))

    def emit_ternary(self, node: ast.IfExp) -> Value:
        cond = self.emit_cond(node.test)
        if cond.static is not None:
            return self.emit_expr(node.body if cond.static else node.orelse)
        if_node = self.graph.create("prim::If", [cond.value], 0)
        if_node.source_range = self.loc(node)
        self.graph.insert_node(if_node)
        values = []
        for expr, narrowed in (
            (node.body, cond.refinement.true),
            (node.orelse, cond.refinement.false),
        ):
            block = if_node.add_block()
            saved = dict(self.env)
            with InsertInto(self.graph, block):
                self.apply_refinement(narrowed)
                v = self.emit_expr(expr)
                block.register_output(v)
            self.env = saved
            values.append(v)
        unified = unify_types(values[0].type, values[1].type)
        if unified is None:
            raise error_report(
                self.loc(node),
                f"if-expression's true branch has type {describe(values[0].type)} but false "
                f"branch has type {describe(values[1].type)}",
            )
        return if_node.add_output(unified)

    def _stmt_While(self, stmt: ast.While) -> None:
        if stmt.orelse:
            raise NotSupportedError(self.loc(stmt), "else branches of while loops aren't supported")
        cond = self.emit_cond(stmt.test)
        if cond.static is False:
            return
        trip = self.graph.insert_constant(_INT64_MAX, source_range=self.loc(stmt))
        self.emit_loop(stmt, trip, cond.value_or_constant(self), None, stmt.body, stmt.test)

    def _stmt_For(self, stmt: ast.For) -> None:
        loc = self.loc(stmt)
        if stmt.orelse:
            raise NotSupportedError(loc, "else branches of for loops aren't supported")
        it = self.emit_sugared(stmt.iter)
        items = it.iter_items(self, self.loc(stmt.iter))
        if items is not None:
            exits = (ast.Break, ast.Continue, ast.Return)
            if any(isinstance(n, exits) for n in _walk_loop_body(stmt.body)) or any(
                _contains_return(s) for s in stmt.body
            ):
                raise NotSupportedError(
                    loc,
                    "break/continue/return in loops unrolled over tuples or modules aren't "
                    "supported",
                )
            for item in items:
                self.assign_target(stmt.target, item, loc)
                self.emit_statements(stmt.body)
            return
        trip, prelude = self.iteration(loc, it, stmt.target)
        self.emit_loop(
            stmt, trip, self.graph.insert_constant(True, source_range=loc), prelude, stmt.body, None
        )

    def iteration(
        self, loc: SourceRange, it: SugaredValue, target: ast.expr
    ) -> tuple[Value, Callable]:
        """The trip count of a runtime loop over ``it`` and a prelude binding ``target``."""
        trip = self._trip_count(loc, it)
        getter = self._element_getter(loc, it)
        return trip, lambda idx: self.assign_target(target, SimpleValue(getter(idx)), loc)

    def _range_parts(self, it: RangeValue) -> tuple[Value, Value]:
        if it.start is None:
            it.start = self.graph.insert_constant(0)
        if it.step is None:
            it.step = self.graph.insert_constant(1)
        return it.start, it.step

    def _trip_count(self, loc: SourceRange, it: SugaredValue) -> Value:
        if isinstance(it, RangeValue):
            if it.start is None and it.step is None:
                return it.end
            start, step = self._range_parts(it)
            return self.emit_builtin(loc, "aten::__range_length", [start, it.end, step], {}).value
        if isinstance(it, IterableTree):
            trips = [self._trip_count(loc, child) for child in it.children]
            trip = trips[0]
            for other in trips[1:]:
                trip = self.emit_builtin(loc, "prim::min", [trip, other], {}).value
            return trip
        value = self._iterable_value(loc, it)
        return self.emit_builtin(loc, "aten::len", [value], {}).value

    def _iterable_value(self, loc: SourceRange, it: SugaredValue) -> Value:
        if not hasattr(it, "_iter_value"):
            value = it.as_value(self, loc)
            if isinstance(value.type, DictType):
                value = self.emit_builtin(loc, "aten::keys", [value], {}).value
            it._iter_value = value  # type: ignore[attr-defined]
        return it._iter_value  # type: ignore[attr-defined]

    def _element_getter(self, loc: SourceRange, it: SugaredValue) -> Callable[[Value], Value]:
        if isinstance(it, RangeValue):
            if it.start is None and it.step is None:
                return lambda idx: idx
            start, step = self._range_parts(it)
            return lambda idx: (
                self.emit_builtin(loc, "aten::__derive_index", [idx, start, step], {}).value
            )
        if isinstance(it, IterableTree):
            getters = [self._element_getter(loc, child) for child in it.children]
            enumerate_ = it.tree_kind == "enumerate"
            return lambda idx: self.tuple_construct(
                ([idx] if enumerate_ else []) + [g(idx) for g in getters]
            )
        value = self._iterable_value(loc, it)
        if isinstance(value.type, TensorType):
            zero = self.graph.insert_constant(0)
            return lambda idx: self.emit_builtin(loc, "aten::select", [value, zero, idx], {}).value
        if not isinstance(value.type, ListType | StringType):
            raise error_report(loc, f"'{describe(value.type)}' object is not iterable")
        return lambda idx: self.emit_builtin(loc, "aten::__getitem__", [value, idx], {}).value

    def emit_loop(
        self,
        stmt: ast.stmt,
        trip: Value,
        cond: Value,
        prelude: Callable[[Value], None] | None,
        body: list[ast.stmt] | Callable[[], None],
        while_test: ast.expr | None,
    ) -> None:
        loc = self.loc(stmt)
        assigned = _assigned_names(body) if isinstance(body, list) else []
        if isinstance(body, list) and any(_contains_return(s) for s in body):
            assigned += [RETURNED, RET]
        carried = [n for n in assigned if isinstance(self.env.get(n), SimpleValue)]
        initial = [self.env[n].value for n in carried]  # type: ignore[union-attr]
        node = self.graph.create("prim::Loop", [trip, cond, *initial], 0)
        node.source_range = loc
        self.graph.insert_node(node)
        block = node.add_block()
        saved = self.env
        self.env = dict(saved)
        with InsertInto(self.graph, block):
            idx = block.add_input(None, IntType.get())
            for n, v in zip(carried, initial, strict=True):
                self.env[n] = SimpleValue(block.add_input(_ir_name(n), v.type))
            if prelude is not None:
                prelude(idx)
            self.loops.append(carried)
            try:
                exit_ = self.emit_statements(body) if isinstance(body, list) else body()
            finally:
                self.loops.pop()
            flag = exit_.value if exit_ is not None else None
            if exit_ is not None and flag is None:
                flag = self._uninitialized(BoolType.get())
            if while_test is not None:
                if flag is None:
                    cond_out = self.emit_cond(while_test).value_or_constant(self)
                else:
                    cond_out = self._guarded_cond(flag, while_test)
            else:
                cond_out = flag if flag is not None else self.graph.insert_constant(True)
            block.register_output(cond_out)
            for n, v in zip(carried, initial, strict=True):
                new = self.env[n]
                if not isinstance(new, SimpleValue) or not new.value.type.is_subtype_of(v.type):
                    found = describe(new.value.type) if isinstance(new, SimpleValue) else new.kind
                    raise error_report(
                        loc,
                        f"Variable '{n}' previously had type {describe(v.type)} but is now being "
                        f"assigned to a value of type {found}",
                    )
                block.register_output(new.value)
        self.env = saved
        for n, v in zip(carried, initial, strict=True):
            self.env[n] = SimpleValue(node.add_output(v.type).set_debug_name(_ir_name(n)))

    def _guarded_cond(self, flag: Value, test: ast.expr) -> Value:
        node = self.graph.create("prim::If", [flag], 0)
        self.graph.insert_node(node)
        with InsertInto(self.graph, node.add_block()) as b:
            b.register_output(self.emit_cond(test).value_or_constant(self))
        with InsertInto(self.graph, node.add_block()) as b:
            b.register_output(self.graph.insert_constant(False))
        return node.add_output(BoolType.get())

    def emit_comprehension(self, node: Any, key: ast.expr, value: ast.expr | None) -> SimpleValue:
        loc = self.loc(node)
        if len(node.generators) != 1:
            raise NotSupportedError(
                loc, "comprehensions with more than one for clause aren't supported"
            )
        gen = node.generators[0]
        it = self.emit_sugared(gen.iter)
        container = self.graph.create(
            "prim::ListConstruct" if value is None else "prim::DictConstruct", []
        )
        self.graph.insert_node(container)
        result = container.output()
        trip, prelude = self.iteration(loc, it, gen.target)

        def body() -> None:
            for condition in gen.ifs:
                raise NotSupportedError(
                    self.loc(condition), "comprehension conditions aren't supported"
                )
            k = self.emit_expr(key)
            if value is None:
                result.type = ListType(k.type)
                self._raw_op(loc, "aten::append", [result, k], result.type)
            else:
                v = self.emit_expr(value)
                result.type = DictType(k.type, v.type)
                self._raw_op(loc, "aten::_set_item", [result, k, v], None)

        saved = dict(self.env)
        self.emit_loop(node, trip, self.graph.insert_constant(True), prelude, body, None)
        self.env = saved
        return SimpleValue(result)

    def _raw_op(
        self, loc: SourceRange, name: str, inputs: list[Value], out: JitType | None
    ) -> None:
        from ..runtime.operator import get_operators

        op = next(
            o
            for o in get_operators(name)
            if len(o.argument_types) == len(inputs)
            and isinstance(o.argument_types[0], type(inputs[0].type))
        )
        n = self.graph.create(name, inputs, 0 if out is None else 1)
        n.op, n.schema, n.source_range = op, op.schema, loc
        if out is not None:
            n.output().type = out
        self.graph.insert_node(n)


def _walk_loop_body(stmts: list[ast.stmt]) -> Any:
    for stmt in stmts:
        if isinstance(stmt, ast.For | ast.While):
            continue
        yield stmt
        for field in ("body", "orelse"):
            yield from _walk_loop_body(getattr(stmt, field, []) or [])


def _ir_name(variable: str) -> str:
    """The debug name a variable gives its values (none for the compiler's own ``$`` ones)."""
    return "" if variable.startswith("$") else variable


def _contains_return(stmt: ast.stmt) -> bool:
    """Whether a ``return`` is anywhere inside ``stmt`` (nested loops included)."""
    return any(isinstance(n, ast.Return) for n in ast.walk(stmt))


def _has_exit(stmt: ast.stmt) -> bool:
    """Whether ``stmt`` can leave its block early: a return anywhere, or a break/continue
    of the enclosing loop."""
    loop_exits = (ast.Break, ast.Continue)
    return _contains_return(stmt) or any(isinstance(n, loop_exits) for n in _walk_loop_body([stmt]))


def _always_exits(stmts: list[ast.stmt]) -> bool:
    if not stmts:
        return False
    last = stmts[-1]
    if isinstance(last, ast.Return | ast.Break | ast.Continue | ast.Raise):
        return True
    if isinstance(last, ast.If):
        return _always_exits(last.body) and _always_exits(last.orelse)
    return False


def _assigned_names(stmts: list[ast.stmt]) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.Module(body=list(stmts), type_ignores=[])):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.append(node.id)
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
    return list(dict.fromkeys(names))
