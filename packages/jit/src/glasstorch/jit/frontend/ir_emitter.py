"""The IR emitter (``frontend/ir_emitter.cpp``): a function's AST to an SSA graph.

Variables live in an environment of sugared values; reading one behaves like PyTorch's
``prim::Load`` for naming. Expressions, conditions and control flow are mixins
(:mod:`.emit_expr`, :mod:`.emit_cond`, :mod:`.emit_control_flow`).
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from .._function import NO_DEFAULT
from .._ir import Graph, Value
from .._types import (
    AnnotationError,
    AnyType,
    ClassType,
    IntType,
    JitType,
    NoneType,
    OptionalType,
    StringType,
    TensorType,
    ann_to_type,
    describe,
    unify_types,
)
from .emit_cond import CondEmitter
from .emit_control_flow import (
    RET,
    RETURNED,
    ControlFlowEmitter,
    Exit,
    PendingType,
    _contains_return,
    _has_exit,
)
from .emit_expr import ExprEmitter
from .errors import NotSupportedError, Source, SourceRange, UnsupportedNodeError, error_report
from .insert_point import InsertInto
from .schema_matching import MatchFailure, _convert
from .sugared_value import ModuleValue, SimpleValue, SugaredValue

_AUG_INPLACE = {ast.Add: "add_", ast.Sub: "sub_", ast.Mult: "mul_", ast.Div: "div_"}


class FunctionEmitter(ControlFlowEmitter, CondEmitter, ExprEmitter):
    """Emits one ``def`` into a fresh Graph."""

    def __init__(
        self,
        source: Source,
        resolver: Callable[[str], Any],
        ctx: Any,
        self_type: ClassType | None = None,
        self_info: Any = None,
    ) -> None:
        self.graph = Graph()
        self.source, self.resolver, self.ctx = source, resolver, ctx
        self.self_type, self.self_info = self_type, self_info
        self.env: dict[str, SugaredValue] = {}
        self.undefined: dict[str, tuple[str, SourceRange]] = {}
        self.loops: list[list[str]] = []  # carried variable names of the enclosing loops
        self.return_type: JitType | None = None
        self.arg_names: list[str] = []
        self.defaults: list[Any] = []
        self.pending_return: PendingType | None = None  # return type of returns in loops
        self.loop_returns: list[Value] = []

    def loc(self, node: ast.AST) -> SourceRange:
        return SourceRange.of(self.source, node)

    def resolve_annotation_name(self, name: str) -> Any:
        try:
            return self.resolver(name)
        except (KeyError, NameError, AttributeError):
            return None

    def annotation(self, node: ast.expr) -> JitType:
        try:
            return ann_to_type(node, self.resolve_annotation_name)
        except AnnotationError as e:
            raise error_report(self.loc(e.node), str(e)) from None

    def emit_def(self, fn: ast.FunctionDef) -> Graph:
        args = fn.args
        bad = (
            args.vararg
            or args.kwarg
            or (args.kwonlyargs and any(d is not None for d in args.kw_defaults))
        )
        if bad:
            node = args.vararg or args.kwarg or args.kwonlyargs[0]
            loc = self.loc(node)
            loc.col -= 2 if node is args.kwarg else (1 if node is args.vararg else 0)
            raise NotSupportedError(
                loc,
                "Compiled functions can't take variable number of arguments or use "
                "keyword-only arguments with defaults",
            )
        params = args.posonlyargs + args.args + args.kwonlyargs
        comment_types = self._type_comment(fn)
        defaults = [NO_DEFAULT] * (len(args.posonlyargs + args.args) - len(args.defaults))
        defaults += [self._default_value(d) for d in args.defaults]
        defaults += [
            self._default_value(d) if d is not None else NO_DEFAULT for d in args.kw_defaults
        ]
        for i, param in enumerate(params):
            if i == 0 and self.self_type is not None:
                value = self.graph.add_input("self", self.self_type)
                self.env[param.arg] = ModuleValue(value, self.self_type, self.self_info)
                continue
            if param.annotation is not None:
                t = self.annotation(param.annotation)
                if isinstance(t, AnyType):  # glasstorch.nn annotates generic inputs with Any
                    t = TensorType(inferred=True)
            elif comment_types is not None:
                t = comment_types[0][i - (1 if self.self_type is not None else 0)]
            else:
                t = TensorType(inferred=True)
            value = self.graph.add_input(param.arg, t)
            self.env[param.arg] = SimpleValue(value)
        self.arg_names = [p.arg for p in params]
        self.defaults = defaults
        if fn.returns is not None:
            self.return_type = self.annotation(fn.returns)
            if isinstance(self.return_type, AnyType):
                self.return_type = None
        elif comment_types is not None:
            self.return_type = comment_types[1]
        exit_ = self.emit_statements(fn.body)
        if exit_ is None:
            result = self.graph.insert_constant(None)
        elif exit_.value is None:
            result = self._uninitialized(self.return_type or NoneType.get())
        else:
            result = exit_.value
        self.graph.register_output(result)
        self.resolve_pending_return()
        return self.graph

    def _type_comment(self, fn: ast.FunctionDef) -> tuple[list[JitType], JitType] | None:
        text = fn.type_comment
        if text is None:
            first = self.source.lines[fn.body[0].lineno - 2] if fn.body[0].lineno >= 2 else ""
            if "# type:" not in first:
                return None
            text = first.split("# type:", 1)[1].strip()
        sig = ast.parse(text, mode="func_type")
        types = [self.annotation(a) for a in sig.argtypes]  # type: ignore[attr-defined]
        return types, self.annotation(sig.returns)  # type: ignore[attr-defined]

    def _default_value(self, node: ast.expr) -> Any:
        try:
            return ast.literal_eval(node)
        except ValueError:
            sv = self.emit_sugared(node)
            value = getattr(sv, "value", None)
            if isinstance(value, Value):
                raise error_report(self.loc(node), "default arguments must be constants") from None
            return value

    def emit_statements(self, stmts: list[ast.stmt]) -> Exit | None:
        for i, stmt in enumerate(stmts):
            if isinstance(stmt, ast.If) and _has_exit(stmt):
                return self.emit_if_with_exit(stmt, stmts[i + 1 :])
            if isinstance(stmt, ast.For | ast.While) and _contains_return(stmt):
                return self.emit_loop_with_return(stmt, stmts[i + 1 :])
            if isinstance(stmt, ast.Return):
                if self.loops:
                    return self.emit_return_in_loop(stmt)
                return Exit(self.emit_return(stmt))
            if isinstance(stmt, ast.Break | ast.Continue):
                if not self.loops:
                    raise error_report(
                        self.loc(stmt), f"'{type(stmt).__name__.lower()}' outside loop"
                    )
                return Exit(self.graph.insert_constant(isinstance(stmt, ast.Continue)))
            if isinstance(stmt, ast.Raise):
                self.emit_raise(stmt)
                return Exit(None)
            self.emit_stmt(stmt)
        return None

    def emit_stmt(self, stmt: ast.stmt) -> None:
        method = getattr(self, f"_stmt_{type(stmt).__name__}", None)
        if method is None:
            raise UnsupportedNodeError(self.loc(stmt), stmt)
        method(stmt)

    def _stmt_Pass(self, stmt: ast.Pass) -> None:
        pass

    def _stmt_Expr(self, stmt: ast.Expr) -> None:
        if isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str):
            return  # docstring
        self.emit_sugared(stmt.value)

    def _stmt_Assign(self, stmt: ast.Assign) -> None:
        if len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Subscript):
            self.emit_subscript_assign(stmt.targets[0], stmt.value)
            return
        sv = self.emit_sugared(stmt.value)
        for target in stmt.targets:
            self.assign_target(target, sv, self.loc(stmt.value))

    def _stmt_AnnAssign(self, stmt: ast.AnnAssign) -> None:
        if stmt.value is None:
            raise error_report(self.loc(stmt), "annotated variables must be initialized")
        t = self.annotation(stmt.annotation)
        value = self.emit_expr(stmt.value, t)
        if not value.type.is_subtype_of(t):
            try:
                value, _ = _convert(self.graph, value, t, True)
            except MatchFailure:
                raise error_report(
                    self.loc(stmt),
                    f"Variable '{ast.unparse(stmt.target)}' is annotated with type "
                    f"{t.annotation_str} but is being assigned to a value of type "
                    f"{describe(value.type)}",
                ) from None
        if value.type != t:
            node = self.graph.create("prim::unchecked_cast", [value])
            node.output().type = t
            value = self.graph.insert_node(node).output()
        self.assign_target(stmt.target, SimpleValue(value), self.loc(stmt))

    def _stmt_AugAssign(self, stmt: ast.AugAssign) -> None:
        loc = self.loc(stmt)
        if not isinstance(stmt.target, ast.Name):
            raise NotSupportedError(loc, "augmented assignment to this target isn't supported")
        current = self.read_var(stmt.target.id, loc).as_value(self, loc)
        rhs = self.emit_expr(stmt.value)
        if isinstance(current.type, TensorType) and type(stmt.op) in _AUG_INPLACE:
            result = self.emit_builtin(
                loc, f"aten::{_AUG_INPLACE[type(stmt.op)]}", [current, rhs], {}
            )
        else:
            binop = ast.BinOp(stmt.target, stmt.op, stmt.value)
            ast.copy_location(binop, stmt)
            from .emit_expr import _BINOPS

            name = _BINOPS[type(stmt.op)]
            result = self.emit_builtin(loc, f"aten::{name}", [current, rhs], {})
        self.set_var(stmt.target.id, result)

    def assign_target(self, target: ast.expr, sv: SugaredValue, loc: SourceRange) -> None:
        if isinstance(target, ast.Name):
            self.set_var(target.id, sv)
        elif isinstance(target, ast.Tuple | ast.List):
            items = sv.iter_items(self, loc)
            if items is None:
                raise error_report(loc, f"cannot unpack a value of type {sv.kind}")
            if len(items) != len(target.elts):
                raise error_report(
                    loc,
                    f"too many values to unpack: need {len(target.elts)} but found {len(items)}",
                )
            for t, item in zip(target.elts, items, strict=True):
                self.assign_target(t, item, loc)
        elif isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
            obj = self.read_var(target.value.id, loc)
            if not isinstance(obj, ModuleValue) or target.attr not in obj.class_type.attributes:
                raise error_report(
                    self.loc(target), f"Tried to set nonexistent attribute: {target.attr}"
                )
            value = sv.as_value(self, loc)
            node = self.graph.create("prim::SetAttr", [obj.value, value], 0)
            node.attributes["name"] = target.attr
            self.graph.insert_node(node)
        elif isinstance(target, ast.Starred):
            raise NotSupportedError(self.loc(target), "starred assignment isn't supported")
        else:
            raise error_report(
                self.loc(target), "unexpected expression on left-hand side of assignment"
            )

    def emit_subscript_assign(self, target: ast.Subscript, value_node: ast.expr) -> None:
        loc = self.loc(target)
        base = self.emit_expr(target.value)
        value = self.emit_expr(value_node)
        if isinstance(base.type, TensorType):
            view = self.emit_tensor_index(loc, base, target.slice)
            name = "aten::copy_" if isinstance(value.type, TensorType) else "aten::fill_"
            self.emit_builtin(loc, name, [view, value], {})
            return
        index = self.emit_expr(target.slice)
        self.emit_builtin(loc, "aten::_set_item", [base, index, value], {})

    def emit_return_in_loop(self, stmt: ast.Return) -> Exit:
        """``return`` in a loop body: remember the value, set the returned flag, break."""
        value = self.emit_return(stmt)
        self.loop_returns.append(value)
        self.env[RET] = SimpleValue(value)
        self.env[RETURNED] = SimpleValue(self.graph.insert_constant(True))
        return Exit(self.graph.insert_constant(False))

    def emit_loop_with_return(self, loop: ast.For | ast.While, rest: list[ast.stmt]) -> Exit | None:
        """A loop that may return: carry a returned flag and value through it, then
        ``if returned: return value`` before the statements after it."""
        if RETURNED not in self.env:
            self.env[RETURNED] = SimpleValue(self.graph.insert_constant(False))
            if self.return_type is None and self.pending_return is None:
                self.pending_return = PendingType()
            placeholder = self.return_type or self.pending_return
            self.env[RET] = SimpleValue(self._uninitialized(placeholder))  # type: ignore[arg-type]
        self.emit_stmt(loop)
        check = ast.If(
            test=ast.Name(RETURNED, ast.Load()),
            body=[ast.Return(ast.Name(RET, ast.Load()))],
            orelse=[],
        )
        for node in ast.walk(check):
            ast.copy_location(node, loop)
        return self.emit_if_with_exit(check, rest)

    def resolve_pending_return(self) -> None:
        """Give values typed with the placeholder return type the type the returns have."""
        pending = self.pending_return
        if pending is None:
            return
        resolved: JitType | None = None
        for v in self.loop_returns:
            if v.type is not pending:
                resolved = v.type if resolved is None else unify_types(resolved, v.type)
        resolved = resolved or NoneType.get()
        values = list(self.graph.inputs)
        for node in self.graph.block.walk():
            values.extend(node.outputs)
            for block in node.blocks:
                values.extend(block.inputs)
        for v in values:
            if v.type is pending:
                v.type = resolved

    def set_var(self, name: str, sv: SugaredValue) -> None:
        if isinstance(sv, SimpleValue):
            v = sv.value
            block, _ = self.graph.insert_point()
            meaningful = not name.startswith(("_", "$"))
            if not v.has_debug_name() and meaningful and v.node is not None:
                owner = v.node.owning_block if v.node.kind != "prim::Param" else None
                if owner is block or (v.node.kind == "prim::Param"):
                    v.set_debug_name(name)
        self.undefined.pop(name, None)
        self.env[name] = sv

    def read_var(self, name: str, loc: SourceRange) -> SugaredValue:
        sv = self.env.get(name)
        if sv is not None:
            if isinstance(sv, SimpleValue):
                # a prim::Load in PyTorch: its output takes the name, renaming the owner
                probe = Value(self.graph, None, 0, sv.value.type)
                probe.set_debug_name(name)
                probe.set_debug_name("")
            return sv
        if name in self.undefined:
            message, where = self.undefined[name]
            raise RuntimeError(
                f"{message}:\n{where.highlight()}and was used here:\n{loc.highlight()}"
            )
        try:
            obj = self.resolver(name)
        except (KeyError, NameError, AttributeError):
            raise error_report(loc, f"undefined value {name}") from None
        return self.ctx.to_sugared(obj, loc)

    def emit_return(self, stmt: ast.Return) -> Value:
        loc = self.loc(stmt)
        if stmt.value is None:
            return self.graph.insert_constant(None)
        value = self.emit_expr(stmt.value, self.return_type)
        declared = self.return_type
        if declared is not None and not value.type.is_subtype_of(declared):
            try:
                value, _ = _convert(self.graph, value, declared, False)
            except MatchFailure:
                raise error_report(
                    loc,
                    f"Return value was annotated as having type {declared.annotation_str} but "
                    f"is actually of type {describe(value.type)}",
                ) from None
        return value

    def emit_raise(self, stmt: ast.Raise) -> None:
        loc = self.loc(stmt)
        exc = self.emit_sugared(stmt.exc) if stmt.exc is not None else None
        qualified, values = self.exception_message(loc, exc)
        if values:
            msg = values[0]
            if not isinstance(msg.type, StringType):
                msg = self.emit_builtin(loc, "aten::str", [msg], {}).value
        else:
            msg = self.graph.insert_constant("")
        node = self.graph.create(
            "prim::RaiseException", [msg, self.graph.insert_constant(qualified)], 0
        )
        node.source_range = loc
        self.graph.insert_node(node)

    def _stmt_Assert(self, stmt: ast.Assert) -> None:
        loc = self.loc(stmt)
        cond = self.emit_cond(stmt.test)
        if cond.static is True:
            self.apply_refinement(cond.refinement.true)
            return
        message = (
            self.emit_expr(stmt.msg) if stmt.msg is not None else self.graph.insert_constant("")
        )
        if cond.static is False:
            self._raise_node(loc, message, "builtins.AssertionError")
            return
        node = self.graph.create("prim::If", [cond.value], 0)
        node.source_range = loc
        self.graph.insert_node(node)
        true_block, false_block = node.add_block(), node.add_block()
        with InsertInto(self.graph, false_block):
            self._raise_node(loc, message, "builtins.AssertionError")
        del true_block
        self.apply_refinement(cond.refinement.true)

    def _raise_node(self, loc: SourceRange, message: Value, qualified: str) -> None:
        if not isinstance(message.type, StringType):
            message = self.emit_builtin(loc, "aten::str", [message], {}).value
        node = self.graph.create(
            "prim::RaiseException", [message, self.graph.insert_constant(qualified)], 0
        )
        node.source_range = loc
        self.graph.insert_node(node)

    def _uninitialized(self, t: JitType) -> Value:
        node = self.graph.create("prim::Uninitialized", [])
        node.output().type = t
        return self.graph.insert_node(node).output()

    def match_function_args(
        self, loc: SourceRange, fn: Any, args: list, kwargs: dict, skip_self: bool
    ) -> list[Value]:
        names = fn.arg_names[1:] if skip_self else fn.arg_names
        types = fn.arg_types[1:] if skip_self else fn.arg_types
        defaults = fn.defaults[1:] if skip_self else fn.defaults
        values, kw = self.emit_call_args(args, kwargs)
        if len(values) > len(names):
            raise error_report(
                loc,
                f"{fn.name}() expected at most {len(names)} argument(s) but received "
                f"{len(values)} argument(s)",
            )
        out = []
        for i, (name, t, default) in enumerate(zip(names, types, defaults, strict=True)):
            if i < len(values):
                v = values[i]
            elif name in kw:
                v = kw.pop(name)
            elif default is not NO_DEFAULT:
                v = self.graph.insert_constant(default)
            else:
                raise error_report(loc, f"{fn.name}() is missing value for argument '{name}'")
            try:
                inner = t.elem if isinstance(t, OptionalType) else t
                if getattr(inner, "broadcast", None) and isinstance(v.type, IntType):
                    from .schema_matching import _broadcast_int

                    v = _broadcast_int(self.graph, v, inner.broadcast)  # type: ignore[attr-defined]
                v, wrap = _convert(self.graph, v, t, True)
                if wrap:
                    raise MatchFailure("number for Tensor")
            except MatchFailure:
                raise error_report(
                    loc,
                    f"Expected a value of type '{t.annotation_str}' for argument '{name}' but "
                    f"instead found type '{describe(v.type)}'.",
                ) from None
            out.append(v)
        if kw:
            raise error_report(
                loc, f"{fn.name}() got an unexpected keyword argument '{next(iter(kw))}'"
            )
        return out

    def emit_python_op(
        self, loc: SourceRange, method: Any, prefix: list[Value], args: list, kwargs: dict
    ) -> SimpleValue:
        values, kw = self.emit_call_args(args, kwargs)
        if kw:
            raise NotSupportedError(loc, "keyword arguments to ignored functions aren't supported")
        node = self.graph.create("prim::PythonOp", [*prefix, *values])
        node.attributes["name"] = method.name
        node.op = method.python_fallback
        node.output().type = method.python_return_type
        node.source_range = loc
        return SimpleValue(self.graph.insert_node(node).output())
