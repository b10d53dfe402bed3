"""Expressions of the TorchScript language: names, literals, operators, calls, subscripts."""

from __future__ import annotations

import ast
from typing import Any

from .._ir import Value
from .._types import (
    BoolType,
    DictType,
    JitType,
    ListType,
    NoneType,
    OptionalType,
    StringType,
    TensorType,
    TupleType,
    ann_to_type,
    describe,
    unify_types,
)
from ..runtime.operator import get_operators
from .errors import NotSupportedError, SourceRange, UnsupportedNodeError, error_report
from .schema_matching import match_schemas
from .sugared_value import (
    ConstantValue,
    ExceptionMessage,
    IterableTree,
    ModuleValue,
    PythonClassValue,
    RangeValue,
    SimpleValue,
    SugaredValue,
    TupleSugar,
)

_BINOPS = {
    ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul", ast.Div: "div", ast.FloorDiv: "floordiv",
    ast.Mod: "remainder", ast.Pow: "pow", ast.MatMult: "matmul", ast.BitAnd: "__and__",
    ast.BitOr: "__or__", ast.BitXor: "__xor__", ast.LShift: "__lshift__",
    ast.RShift: "__rshift__",
}  # fmt: skip
_CMPOPS = {
    ast.Eq: "eq", ast.NotEq: "ne", ast.Lt: "lt", ast.LtE: "le", ast.Gt: "gt", ast.GtE: "ge",
}  # fmt: skip
_TENSOR_BINOPS = {"floordiv": "floor_divide", "__and__": "bitwise_and", "__or__": "bitwise_or",
                  "__xor__": "bitwise_xor"}  # fmt: skip


class Refinement:
    """What a condition proves: variables whose type narrows when it is true/false."""

    def __init__(self, true: dict[str, JitType] | None = None, false: dict | None = None):
        self.true = true or {}
        self.false = false or {}


class CondValue:
    """A condition: its bool Value, refinements, and a static answer when known."""

    def __init__(self, value: Value | None, refinement: Refinement, static: bool | None):
        self.value, self.refinement, self.static = value, refinement, static

    def value_or_constant(self, em: Any) -> Value:
        if self.static is not None:
            return em.graph.insert_constant(self.static)
        assert self.value is not None
        return self.value


class ExprEmitter:
    """Mixin of :class:`FunctionEmitter` that turns expression ASTs into Values."""

    graph: Any
    ctx: Any

    # --- entry points ------------------------------------------------------------------
    def emit_expr(self, node: ast.expr, type_hint: JitType | None = None) -> Value:
        sv = self.emit_sugared(node, type_hint)
        return sv.as_value(self, self.loc(node))

    def emit_sugared(self, node: ast.expr, type_hint: JitType | None = None) -> SugaredValue:
        method = getattr(self, f"_expr_{type(node).__name__}", None)
        if method is None:
            raise UnsupportedNodeError(self.loc(node), node)
        return method(node, type_hint) if type(node) in _HINTED else method(node)

    def emit_call_args(self, args: list, kwargs: dict) -> tuple[list[Value], dict[str, Value]]:
        values = [a if isinstance(a, Value) else self.emit_expr(a) for a in args]
        kw = {k: v if isinstance(v, Value) else self.emit_expr(v) for k, v in kwargs.items()}
        return values, kw

    def emit_builtin(
        self, loc: SourceRange, name: str, args: list[Value], kwargs: dict[str, Value]
    ) -> SimpleValue:
        ops = get_operators(name)
        if not ops:
            raise error_report(loc, f"Unknown builtin op: {name}")
        matched = match_schemas(self.graph, ops, args, kwargs, loc)
        node = self.graph.create(name, matched.inputs, 0)
        node.op, node.schema = matched.op, matched.op.schema
        node.wrap_positions = matched.wrap_positions
        node.source_range = loc
        for t in matched.return_types:
            node.add_output(t)
        self.graph.insert_node(node)
        if not node.outputs:
            return SimpleValue(self.graph.insert_constant(None))
        if len(node.outputs) == 1:
            return SimpleValue(node.outputs[0])
        return SimpleValue(self.tuple_construct(list(node.outputs)))

    def tuple_construct(self, values: list[Value]) -> Value:
        node = self.graph.create("prim::TupleConstruct", values)
        node.output().type = TupleType([v.type for v in values])
        return self.graph.insert_node(node).output()

    def list_construct(self, values: list[Value], elem: JitType) -> Value:
        node = self.graph.create("prim::ListConstruct", values)
        node.output().type = ListType(elem)
        return self.graph.insert_node(node).output()

    # --- leaves --------------------------------------------------------------------------
    def _expr_Name(self, node: ast.Name) -> SugaredValue:
        return self.read_var(node.id, self.loc(node))

    def _expr_Constant(self, node: ast.Constant) -> SugaredValue:
        if node.value is Ellipsis or isinstance(node.value, bytes | complex):
            raise NotSupportedError(
                self.loc(node), f"{type(node.value).__name__} literals aren't supported"
            )
        return SimpleValue(self.graph.insert_constant(node.value, source_range=self.loc(node)))

    def _expr_JoinedStr(self, node: ast.JoinedStr) -> SugaredValue:
        parts, args = [], []
        for piece in node.values:
            if isinstance(piece, ast.Constant):
                parts.append(str(piece.value).replace("{", "{{").replace("}", "}}"))
            else:
                parts.append("{}")
                args.append(self.emit_expr(piece.value))  # type: ignore[attr-defined]
        fmt = self.graph.insert_constant("".join(parts))
        return self.emit_builtin(self.loc(node), "aten::format", [fmt, *args], {})

    def _expr_Attribute(self, node: ast.Attribute) -> SugaredValue:
        return self.emit_sugared(node.value).attr(self, self.loc(node), node.attr)

    # --- literals ------------------------------------------------------------------------
    def _expr_Tuple(self, node: ast.Tuple) -> SugaredValue:
        items = [self.emit_sugared(e) for e in node.elts]
        if not all(isinstance(i, SimpleValue | ConstantValue) for i in items):
            return TupleSugar(items)
        return SimpleValue(self.tuple_construct([i.as_value(self, self.loc(node)) for i in items]))

    def _expr_List(self, node: ast.List, type_hint: JitType | None = None) -> SugaredValue:
        values = [self.emit_expr(e) for e in node.elts]
        elem = type_hint.elem if isinstance(type_hint, ListType) else None
        if elem is None:
            elem = TensorType.get()
            for v in values:
                unified = unify_types(elem, v.type) if v is not values[0] else v.type
                if unified is None:
                    raise error_report(
                        self.loc(node),
                        "Lists must contain only a single type, expected: "
                        f"{describe(elem)} but found {describe(v.type)} instead",
                    )
                elem = unified
        lst = self.list_construct(values, elem)
        if not values and type_hint is None:
            lst.node.untyped_literal = True  # schema matching may give it the expected type
        return SimpleValue(lst)

    def _expr_Dict(self, node: ast.Dict, type_hint: JitType | None = None) -> SugaredValue:
        keys = [self.emit_expr(k) for k in node.keys]  # type: ignore[arg-type]
        values = [self.emit_expr(v) for v in node.values]
        if isinstance(type_hint, DictType):
            key_t, value_t = type_hint.key, type_hint.value
        elif keys:
            key_t, value_t = keys[0].type, values[0].type
        else:
            key_t, value_t = StringType.get(), TensorType.get()
        inputs = [x for pair in zip(keys, values, strict=True) for x in pair]
        dnode = self.graph.create("prim::DictConstruct", inputs)
        dnode.output().type = DictType(key_t, value_t)
        return SimpleValue(self.graph.insert_node(dnode).output())

    def _expr_ListComp(self, node: ast.ListComp) -> SugaredValue:
        return self.emit_comprehension(node, node.elt, None)

    def _expr_DictComp(self, node: ast.DictComp) -> SugaredValue:
        return self.emit_comprehension(node, node.key, node.value)

    # --- operators -----------------------------------------------------------------------
    def _expr_BinOp(self, node: ast.BinOp) -> SugaredValue:
        name = _BINOPS.get(type(node.op))
        if name is None:
            raise UnsupportedNodeError(self.loc(node), node.op, "this operator")
        lhs, rhs = self.emit_expr(node.left), self.emit_expr(node.right)
        if name in _TENSOR_BINOPS and TensorType.get() in (lhs.type, rhs.type):
            name = _TENSOR_BINOPS[name]
        return self.emit_builtin(self.loc(node), f"aten::{name}", [lhs, rhs], {})

    def _expr_UnaryOp(self, node: ast.UnaryOp) -> SugaredValue:
        loc = self.loc(node)
        if isinstance(node.op, ast.Not):
            cond = self.emit_cond(node.operand)
            if cond.static is not None:
                return SimpleValue(self.graph.insert_constant(not cond.static))
            return self.emit_builtin(loc, "aten::__not__", [cond.value], {})  # type: ignore[list-item]
        if isinstance(node.operand, ast.Constant) and isinstance(node.op, ast.USub):
            value = node.operand.value
            if isinstance(value, int | float) and not isinstance(value, bool):
                return SimpleValue(self.graph.insert_constant(-value, source_range=loc))
        operand = self.emit_expr(node.operand)
        if isinstance(node.op, ast.UAdd):
            return SimpleValue(operand)
        name = "aten::neg" if isinstance(node.op, ast.USub) else "aten::bitwise_not"
        return self.emit_builtin(loc, name, [operand], {})

    def _expr_BoolOp(self, node: ast.BoolOp) -> SugaredValue:
        return SimpleValue(self.emit_cond(node).value_or_constant(self))  # type: ignore[attr-defined]

    def _expr_Compare(self, node: ast.Compare) -> SugaredValue:
        if len(node.ops) == 1 and not isinstance(node.ops[0], ast.Is | ast.IsNot):
            lhs, rhs = self.emit_expr(node.left), self.emit_expr(node.comparators[0])
            return SimpleValue(self.emit_compare_op(self.loc(node), node.ops[0], lhs, rhs))
        cond = self.emit_cond(node)
        if cond.static is not None:
            return SimpleValue(self.graph.insert_constant(cond.static))
        return SimpleValue(cond.value)  # type: ignore[arg-type]

    def emit_compare_op(self, loc: SourceRange, op: ast.cmpop, lhs: Value, rhs: Value) -> Value:
        if isinstance(op, ast.In | ast.NotIn):
            value = self.emit_builtin(loc, "aten::__contains__", [rhs, lhs], {}).value
            if isinstance(op, ast.NotIn):
                value = self.emit_builtin(loc, "aten::__not__", [value], {}).value
            return value
        if isinstance(op, ast.Is | ast.IsNot):
            name = "aten::__is__" if isinstance(op, ast.Is) else "aten::__isnot__"
            return self.emit_builtin(loc, name, [lhs, rhs], {}).value
        return self.emit_builtin(loc, f"aten::{_CMPOPS[type(op)]}", [lhs, rhs], {}).value

    def _expr_IfExp(self, node: ast.IfExp) -> SugaredValue:
        return SimpleValue(self.emit_ternary(node))

    # --- calls ---------------------------------------------------------------------------
    def _expr_Call(self, node: ast.Call) -> SugaredValue:
        for a in node.args:
            if isinstance(a, ast.Starred):
                raise NotSupportedError(
                    self.loc(a), "Starred expressions are not supported in calls"
                )
        kwargs = {}
        for kw in node.keywords:
            if kw.arg is None:
                raise NotSupportedError(
                    self.loc(kw.value), "keyword-arg expansion is not supported"
                )
            kwargs[kw.arg] = kw.value
        callee = self.emit_sugared(node.func)
        return callee.call(self, self.loc(node.func), list(node.args), kwargs)

    def emit_special(self, loc: SourceRange, name: str, args: list, kwargs: dict) -> SugaredValue:
        """Python builtins with TorchScript meanings: len, range, isinstance, print ..."""
        if name == "range":
            values, _ = self.emit_call_args(args, {})
            if len(values) == 1:
                return RangeValue(None, values[0], None)
            return RangeValue(values[0], values[1], values[2] if len(values) > 2 else None)
        if name in ("enumerate", "zip"):
            return IterableTree(name, [self.emit_sugared(a) for a in args])
        if name == "isinstance":
            cond = self.emit_isinstance(loc, args)
            return SimpleValue(
                cond.value if cond.static is None else self.graph.insert_constant(cond.static)
            )
        if name == "uninitialized":  # printed code: a value of a branch that raises
            node = self.graph.create("prim::Uninitialized", [])
            node.output().type = ann_to_type(args[0], self.resolve_annotation_name)
            return SimpleValue(self.graph.insert_node(node).output())
        if name == "unchecked_cast":  # printed code: a refinement made explicit
            node = self.graph.create("prim::unchecked_cast", [self.emit_expr(args[1])])
            node.output().type = ann_to_type(args[0], self.resolve_annotation_name)
            return SimpleValue(self.graph.insert_node(node).output())
        if name == "annotate":
            type_ = ann_to_type(args[0], self.resolve_annotation_name)
            return SimpleValue(self.emit_expr(args[1], type_))
        if name == "len":
            sv = self.emit_sugared(args[0])
            items = sv.iter_items(self, loc)
            if items is not None:
                return SimpleValue(self.graph.insert_constant(len(items)))
            return self.emit_builtin(loc, "aten::len", [sv.as_value(self, loc)], {})
        if name == "print":
            values, _ = self.emit_call_args(args, {})
            node = self.graph.create("prim::Print", values, 0)
            node.source_range = loc
            self.graph.insert_node(node)
            return SimpleValue(self.graph.insert_constant(None))
        if name in ("min", "max", "abs", "sum"):
            values, kw = self.emit_call_args(args, kwargs)
            if values and isinstance(values[0].type, TensorType):
                return self.emit_builtin(loc, f"aten::{name}", values, kw)
            prefix = "aten" if name == "sum" else "prim"
            return self.emit_builtin(loc, f"{prefix}::{name}", values, kw)
        if name == "type" and len(args) == 1:
            target = self.emit_sugared(args[0])
            if isinstance(target, ModuleValue) and target.info is not None:
                return PythonClassValue(type(target.info.module))
            raise error_report(loc, "type() is only supported on modules")
        if name == "is_scripting":
            return SimpleValue(self.graph.insert_constant(True))
        if name == "getattr":
            target = self.emit_sugared(args[0])
            attr = args[1]
            if not (isinstance(attr, ast.Constant) and isinstance(attr.value, str)):
                raise error_report(loc, "getattr's second argument must be a string literal")
            return target.attr(self, loc, attr.value)
        if name == "hasattr":
            target = self.emit_sugared(args[0])
            try:
                target.attr(self, loc, args[1].value)
                return SimpleValue(self.graph.insert_constant(True))
            except RuntimeError:
                return SimpleValue(self.graph.insert_constant(False))
        if name in ("fork", "wait"):
            raise error_report(
                loc,
                f"torch.jit.{name} is not supported in scripted code: glasstorch runs futures "
                f"in Python only (call torch.jit.{name} outside the scripted function)",
            )
        raise error_report(loc, f"Python builtin {name} is currently not supported in Torchscript")

    def emit_isinstance(self, loc: SourceRange, args: list) -> CondValue:
        value = self.emit_expr(args[0])
        targets = args[1].elts if isinstance(args[1], ast.Tuple) else [args[1]]
        types = [ann_to_type(t, self.resolve_annotation_name) for t in targets]
        actual = value.type
        if any(actual.is_subtype_of(t) for t in types):
            return CondValue(None, Refinement(), True)
        if isinstance(actual, OptionalType):
            inner = [t for t in types if actual.elem.is_subtype_of(t)]
            if inner:
                node = self.graph.create("prim::isinstance", [value])
                node.attributes["types"] = [t.annotation_str for t in types]
                node.output().type = BoolType.get()
                self.graph.insert_node(node)
                name = args[0].id if isinstance(args[0], ast.Name) else None
                refinement = Refinement({name: actual.elem} if name else {}, {})
                return CondValue(node.output(), refinement, None)
            if any(isinstance(t, NoneType) for t in types):
                return self.emit_none_check(loc, args[0], value, is_none=True)
        return CondValue(None, Refinement(), False)

    # --- subscripts ----------------------------------------------------------------------
    def _expr_Subscript(self, node: ast.Subscript) -> SugaredValue:
        loc = self.loc(node)
        base = self.emit_sugared(node.value)
        if not isinstance(base, SimpleValue):
            index = self.constant_of(node.slice)
            return base.getitem(self, loc, index)
        value = base.value
        t = value.type
        if isinstance(t, TensorType):
            return SimpleValue(self.emit_tensor_index(loc, value, node.slice))
        if isinstance(node.slice, ast.Slice):
            lower, upper, step = self._slice_parts(node.slice)
            return self.emit_builtin(loc, "aten::slice", [value, lower, upper, step], {})
        if isinstance(t, TupleType):
            idx = self.constant_of(node.slice)
            if not isinstance(idx, int):
                raise error_report(loc, "tuple indices must be integer constants")
            if value.node is not None and value.node.kind == "prim::TupleConstruct":
                return SimpleValue(value.node.inputs[idx])
            tnode = self.graph.create("prim::TupleIndex", [value, self.graph.insert_constant(idx)])
            tnode.output().type = t.elems[idx]
            return SimpleValue(self.graph.insert_node(tnode).output())
        index = self.emit_expr(node.slice)
        return self.emit_builtin(loc, "aten::__getitem__", [value, index], {})

    def _slice_parts(self, s: ast.Slice) -> tuple[Value, Value, Value]:
        def part(e: ast.expr | None, default: Any) -> Value:
            return self.graph.insert_constant(default) if e is None else self.emit_expr(e)

        return part(s.lower, None), part(s.upper, None), part(s.step, 1)

    def emit_tensor_index(self, loc: SourceRange, value: Value, index: ast.expr) -> Value:
        items = index.elts if isinstance(index, ast.Tuple) else [index]
        dim = 0
        for item in items:
            dim_v = self.graph.insert_constant(dim)
            if isinstance(item, ast.Slice):
                lower, upper, step = self._slice_parts(item)
                if lower.type == NoneType.get():
                    lower = self.graph.insert_constant(0)
                value = self.emit_builtin(
                    loc, "aten::slice", [value, dim_v, lower, upper, step], {}
                ).value
                dim += 1
            elif isinstance(item, ast.Constant) and item.value is None:
                value = self.emit_builtin(loc, "aten::unsqueeze", [value, dim_v], {}).value
                dim += 1
            else:
                idx = self.emit_expr(item)
                if isinstance(idx.type, TensorType):
                    lst = self.list_construct([idx], OptionalType(TensorType.get()))
                    value = self.emit_builtin(loc, "aten::index", [value, lst], {}).value
                    dim += 1
                else:
                    value = self.emit_builtin(loc, "aten::select", [value, dim_v, idx], {}).value
        return value

    def constant_of(self, node: ast.expr) -> Any:
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self.constant_of(node.operand)
        sv = self.emit_sugared(node)
        if isinstance(sv, ConstantValue):
            return sv.value
        if isinstance(sv, SimpleValue):
            found, value = static_value(sv.value)
            if found:
                return value
        raise error_report(self.loc(node), "Expected a constant index")

    def exception_message(
        self, loc: SourceRange, exc: SugaredValue | None
    ) -> tuple[str, list[Value]]:
        if isinstance(exc, ExceptionMessage):
            return exc.qualified_name, exc.values
        if exc is not None and hasattr(exc, "qualified_name"):
            return exc.qualified_name, []  # type: ignore[attr-defined]
        return "builtins.Exception", []


_HINTED = {ast.List, ast.Dict}


def static_value(v: Value) -> tuple[bool, Any]:
    """The compile-time value of ``v`` when it is a constant or a pure op on constants."""
    node = v.node
    if node is None:
        return False, None
    if node.kind == "prim::Constant" and "function" not in node.attributes:
        return True, node.attributes.get("value")
    if node.op is None or not getattr(node.op, "pure", False) or len(node.outputs) != 1:
        return False, None
    if isinstance(v.type, TensorType) or not node.kind.startswith(("aten::", "prim::")):
        return False, None
    args = []
    for inp in node.inputs:
        if isinstance(inp.type, TensorType):
            return False, None
        found, value = static_value(inp)
        if not found:
            return False, None
        args.append(value)
    try:
        return True, node.op.fn(*args)
    except Exception:  # noqa: BLE001 - not foldable: a runtime error stays at runtime
        return False, None
