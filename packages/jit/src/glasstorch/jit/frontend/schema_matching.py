"""Overload resolution against operator schemas (``frontend/schema_matching.cpp``).

Arguments are matched positionally then by keyword, defaults become constants, type
variables are bound, and, on a second pass, TorchScript's implicit conversions apply
(a number where a Tensor is expected, a tuple literal where a list is expected ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .._ir import Graph, Value
from .._types import (
    BoolType,
    DeviceObjType,
    DictType,
    FloatType,
    IntType,
    JitType,
    ListType,
    NoneType,
    NumberType,
    OptionalType,
    StringType,
    TensorType,
    TupleType,
    TypeVar,
    describe,
)
from ..runtime.operator import Operator
from .errors import SourceRange


class MatchFailure(Exception):
    """Why one overload did not match (collected into the no-overload error)."""


@dataclass
class MatchedSchema:
    op: Operator
    inputs: list[Value]
    return_types: list[JitType]
    wrap_positions: tuple[int, ...] = field(default=())  # Tensor parameters given a number


def _match_type_vars(formal: JitType, actual: JitType, bindings: dict[str, JitType]) -> None:
    if isinstance(formal, TypeVar):
        bound = bindings.get(formal.name)
        if bound is None:
            bindings[formal.name] = actual
        elif not actual.is_subtype_of(bound):
            from .._types import unify_types

            unified = unify_types(bound, actual)
            if unified is None:
                raise MatchFailure(
                    f"Type variable '{formal.name}' previously matched to type "
                    f"{describe(bound)} is matched to type {describe(actual)}"
                )
            bindings[formal.name] = unified
        return
    if isinstance(formal, OptionalType):
        if isinstance(actual, NoneType):
            return
        inner = actual.elem if isinstance(actual, OptionalType) else actual
        _match_type_vars(formal.elem, inner, bindings)
        return
    if not _has_vars(formal):
        return
    if isinstance(formal, ListType):
        if isinstance(actual, ListType):
            _match_type_vars(formal.elem, actual.elem, bindings)
            return
        if isinstance(actual, TupleType) and actual.elems:
            _match_type_vars(formal.elem, actual.elems[0], bindings)
            return
    elif isinstance(formal, DictType) and isinstance(actual, DictType):
        _match_type_vars(formal.key, actual.key, bindings)
        _match_type_vars(formal.value, actual.value, bindings)
        return
    elif isinstance(formal, TupleType) and isinstance(actual, TupleType):
        if len(formal.elems) == len(actual.elems):
            for f, a in zip(formal.elems, actual.elems, strict=True):
                _match_type_vars(f, a, bindings)
            return
    raise MatchFailure(f"Cannot match {formal.annotation_str} to {describe(actual)}")


def _has_vars(t: JitType) -> bool:
    return isinstance(t, TypeVar) or any(_has_vars(c) for c in t.contained())


def substitute(t: JitType, bindings: dict[str, JitType]) -> JitType:
    if isinstance(t, TypeVar):
        if t.name not in bindings:
            raise MatchFailure(f"type variable {t.name} is not bound")
        return bindings[t.name]
    if isinstance(t, ListType):
        return ListType(substitute(t.elem, bindings))
    if isinstance(t, OptionalType):
        return OptionalType(substitute(t.elem, bindings))
    if isinstance(t, TupleType):
        return TupleType([substitute(e, bindings) for e in t.elems])
    if isinstance(t, DictType):
        return DictType(substitute(t.key, bindings), substitute(t.value, bindings))
    return t


_NUMBERS = (IntType, FloatType, BoolType, NumberType)


def _convert(graph: Graph, value: Value, formal: JitType, conversions: bool) -> tuple[Value, bool]:
    """``value`` as an argument of type ``formal``; the flag asks for a runtime number wrap."""
    actual = value.type
    if isinstance(formal, OptionalType) and not isinstance(actual, NoneType | OptionalType):
        return _convert(graph, value, formal.elem, conversions)
    node = value.node
    if (
        isinstance(formal, ListType)
        and node is not None
        and node.kind == "prim::ListConstruct"
        and not node.inputs
        and getattr(node, "untyped_literal", False)
    ):
        value.type = formal  # an empty list literal takes the expected element type
        return value, False
    if actual.is_subtype_of(formal):
        return value, False
    if isinstance(formal, ListType) and isinstance(actual, TupleType):
        if all(e.is_subtype_of(formal.elem) for e in actual.elems) and conversions:
            return _tuple_to_list(graph, value, formal), False
    if conversions:
        if isinstance(formal, TensorType) and isinstance(actual, _NUMBERS):
            return value, True
        if isinstance(actual, TensorType) and isinstance(formal, IntType | FloatType | NumberType):
            name = {IntType: "aten::Int", FloatType: "aten::Float"}.get(
                type(formal), "aten::ScalarImplicit"
            )
            return _insert_conversion(graph, name, value, formal), False
        if isinstance(formal, FloatType) and isinstance(actual, IntType | BoolType):
            return _insert_conversion(graph, "aten::Float", value, formal), False
        if isinstance(formal, IntType | NumberType) and isinstance(actual, BoolType):
            return _insert_conversion(graph, "aten::Int", value, IntType.get()), False
        if isinstance(formal, DeviceObjType) and isinstance(actual, StringType):
            return _insert_conversion(graph, "aten::device", value, formal), False
    raise MatchFailure("type")


def _insert_conversion(graph: Graph, name: str, value: Value, type_: JitType) -> Value:
    from ..runtime.operator import get_operators

    for op in get_operators(name):
        if len(op.argument_types) == 1 and value.type.is_subtype_of(op.argument_types[0]):
            node = graph.create(name, [value])
            node.op, node.schema = op, op.schema
            node.output().type = type_
            return graph.insert_node(node).output()
    raise MatchFailure("type")


def _broadcast_int(graph: Graph, value: Value, size: int) -> Value:
    """An ``int`` given for an ``int[N]`` argument is repeated N times (``kernel_size=3``)."""
    lst = graph.insert_node(graph.create("prim::ListConstruct", [value] * size))
    lst.output().type = ListType(IntType.get())
    return lst.output()


def _tuple_to_list(graph: Graph, value: Value, list_type: ListType) -> Value:
    node = value.node
    if node is not None and node.kind == "prim::TupleConstruct":
        items = list(node.inputs)
    else:
        unpack = graph.insert_node(graph.create("prim::TupleUnpack", [value], 0))
        items = [unpack.add_output(t) for t in value.type.elems]  # type: ignore[attr-defined]
    lst = graph.insert_node(graph.create("prim::ListConstruct", items))
    lst.output().type = list_type
    return lst.output()


def try_match(
    graph: Graph,
    op: Operator,
    args: list[Value],
    kwargs: dict[str, Value],
    conversions: bool,
    loc: SourceRange | None,
) -> MatchedSchema:
    """Bind ``args``/``kwargs`` to ``op``'s schema or raise MatchFailure with the reason."""
    schema = op.schema
    formals = schema.arguments
    positional = [a for a in formals if not a.kwarg_only]
    args = _pack_varargs(graph, formals, op.argument_types, args)
    if len(args) > len(positional) and not schema.is_vararg:
        raise MatchFailure(
            f"Expected at most {len(positional)} arguments but found {len(args)} positional "
            "arguments."
        )
    for name in kwargs:
        if not any(a.name == name for a in formals):
            raise MatchFailure(f"Keyword argument {name} unknown.")
    bindings: dict[str, JitType] = {}
    inputs: list[Value] = []
    wraps: list[int] = []
    for i, (arg, formal) in enumerate(zip(formals, op.argument_types, strict=True)):
        if i < len(args) and not arg.kwarg_only:
            value = args[i]
            if arg.name in kwargs:
                raise MatchFailure(f"Argument {arg.name} specified twice in schema.")
        elif arg.name in kwargs:
            value = kwargs[arg.name]
        elif arg.default is not None:
            inputs.append(_default_constant(graph, arg, formal))  # valid by construction
            continue
        else:
            raise MatchFailure(f"Argument {arg.name} not provided.")
        try:
            _match_type_vars(formal, value.type, bindings)
            concrete = substitute(formal, bindings)
        except MatchFailure as failure:
            raise MatchFailure(
                f"Could not match type {describe(value.type)} to {formal.annotation_str} in "
                f"argument '{arg.name}': {failure}."
            ) from None
        try:
            size = getattr(arg.type, "size", None) or getattr(
                getattr(arg.type, "elem", None), "size", None
            )
            if (
                size
                and isinstance(value.type, IntType)
                and isinstance(concrete, ListType | OptionalType)
            ):
                value = _broadcast_int(graph, value, size)
            converted, wrap = _convert(graph, value, concrete, conversions)
        except MatchFailure:
            text = (
                f"Expected a value of type '{concrete.annotation_str}' for argument "
                f"'{arg.name}' but instead found type '{describe(value.type)}'."
            )
            if isinstance(value.type, TensorType) and value.type.inferred:
                text += (
                    f"\nInferred the value for argument '{arg.name}' to be of type 'Tensor' "
                    "because it was not annotated with an explicit type."
                )
            raise MatchFailure(text) from None
        if wrap:
            wraps.append(len(inputs))
        inputs.append(converted)
    if schema.is_vararg:
        inputs.extend(args[len(positional) :])
    returns = [substitute(t, bindings) for t in op.return_types]
    return MatchedSchema(op, inputs, returns, tuple(wraps))


def _pack_varargs(
    graph: Graph, formals: Any, types: list[JitType], args: list[Value]
) -> list[Value]:
    """``x.view(2, 3)``: values given for the last positional list parameter become a list
    (``varargsCanBeUsedAsList``; not for sized lists such as ``int[2]``)."""
    for i, arg in enumerate(formals):
        if arg.kwarg_only or i >= len(args):
            break
        last = i + 1 == len(formals) or formals[i + 1].kwarg_only
        formal = types[i]
        sized = getattr(arg.type, "size", None) is not None
        if (
            not last
            or not isinstance(formal, ListType)
            or sized
            or isinstance(formal.elem, TypeVar)
        ):
            continue
        rest = args[i:]
        if len(rest) == 1 and isinstance(rest[0].type, ListType | TupleType):
            return args
        if all(v.type.is_subtype_of(formal.elem) for v in rest):
            lst = graph.insert_node(graph.create("prim::ListConstruct", rest))
            lst.output().type = ListType(formal.elem)
            return [*args[:i], lst.output()]
    return args


def _default_constant(graph: Graph, arg: Any, formal: JitType) -> Value:
    from glasstorch.aten.python_arg_parser import default_to_python

    value = default_to_python(arg)
    if isinstance(formal, ListType) and isinstance(value, int) and not isinstance(value, bool):
        size = getattr(arg.type, "size", None) or 1
        value = [value] * size
    if isinstance(value, tuple):
        value = list(value)
    if isinstance(formal, FloatType) and isinstance(value, int):
        value = float(value)
    if value is None:
        return graph.insert_constant(None, NoneType.get())
    const_type = formal.elem if isinstance(formal, OptionalType) else formal
    if isinstance(const_type, NumberType):  # a Scalar default prints as the int/float it is
        const_type = FloatType.get() if isinstance(value, float) else IntType.get()
    return graph.insert_constant(value, const_type)


def match_schemas(
    graph: Graph,
    ops: list[Operator],
    args: list[Value],
    kwargs: dict[str, Value],
    loc: SourceRange | None,
) -> MatchedSchema:
    """The first overload that matches without conversions, else with them, else an error."""
    failures: dict[int, str] = {}
    for conversions in (False, True):
        for i, op in enumerate(ops):
            block, _ = graph.insert_point()  # the emitter always appends
            before = len(block.nodes)
            try:
                return try_match(graph, op, args, kwargs, conversions, loc)
            except MatchFailure as failure:
                failures[i] = str(failure)
                for node in reversed(block.nodes[before:]):  # defaults of the failed attempt
                    node.destroy()
    lines = ["", "Arguments for call are not valid.", "The following variants are available:"]
    for i, op in enumerate(ops):
        lines += ["  ", f"  {op.schema}:", "  " + failures[i].replace("\n", "\n  ")]
    lines += ["", "The original call is:"]
    where = loc.highlight() if loc is not None else ""
    raise RuntimeError("\n".join(lines) + "\n" + where)
