"""Property tests: random valid schemas print to text that parses back to the same model."""

from __future__ import annotations

from glasstorch.c10.schema import (
    AliasInfo,
    Argument,
    BaseType,
    DictType,
    FunctionSchema,
    FutureType,
    ListType,
    OperatorName,
    OptionalType,
    Return,
    TupleType,
    Type,
    UnionType,
    parse_name,
    parse_schema,
    parse_type,
)
from hypothesis import given, settings
from hypothesis import strategies as st

FAST = settings(max_examples=200, deadline=None)

_LOWER = "abcdefghijklmnopqrstuvwxyz_"
IDENT = st.builds(str.__add__, st.sampled_from(_LOWER), st.text(_LOWER + "0123456789", max_size=7))
BASE_NAMES = [
    "Tensor", "Tensor", "Tensor", "int", "float", "bool", "str", "Scalar", "ScalarType",
    "Layout", "Device", "MemoryFormat", "Generator", "SymInt", "SymFloat", "SymBool",
    "Dimname", "Storage", "Stream", "QScheme", "Any", "complex", "t", "t1",
]  # fmt: skip

base_types = st.sampled_from(BASE_NAMES).map(BaseType)


def _compound(children: st.SearchStrategy[Type]) -> st.SearchStrategy[Type]:
    return st.one_of(
        children.map(OptionalType),
        st.builds(ListType, children, st.none() | st.integers(0, 4)),
        st.lists(children, max_size=3).map(lambda xs: TupleType(tuple(xs))),
        st.builds(DictType, st.sampled_from(["str", "int"]).map(BaseType), children),
        children.map(FutureType),
        st.lists(children, min_size=1, max_size=3).map(lambda xs: UnionType(tuple(xs))),
    )


nested_types = st.recursive(base_types, _compound, max_leaves=4)


@st.composite
def annotated_types(draw: st.DrawFn) -> tuple[Type, AliasInfo | None]:
    """A type built from the base outwards, with annotations where the syntax allows them.

    The alias tree is assembled as the JIT parser assembles it: an element annotation is
    contained in the list's annotation, or in an unnamed container inheriting is_write.
    """
    type_ = draw(st.one_of(base_types, base_types, nested_types))
    alias = draw(st.none() | alias_annotations())
    for _ in range(draw(st.integers(0, 3))):
        if draw(st.booleans()):
            type_ = OptionalType(type_)
            continue
        type_ = ListType(type_, draw(st.none() | st.integers(1, 3)))
        container = draw(st.none() | alias_annotations())
        if alias is not None:
            if container is None:
                container = AliasInfo(frozenset(), frozenset(), alias.is_write)
            container = AliasInfo(
                container.before_set,
                container.after_set,
                container.is_write,
                container.contained_types + (alias,),
            )
        alias = container
    return type_, alias


alias_sets = st.frozensets(st.sampled_from(["a", "b", "c", "*"]), min_size=1, max_size=2)


@st.composite
def alias_annotations(draw: st.DrawFn) -> AliasInfo:
    before = draw(alias_sets)
    after = draw(st.just(before) | alias_sets)
    return AliasInfo(before, after, draw(st.booleans()))


def _quote(s: str) -> str:
    """Canonical double-quoted spelling, built independently of the parser's own quoting."""
    body = []
    for ch in s:
        if ch == "\\":
            body.append("\\\\")
        elif ch == '"':
            body.append('\\"')
        elif ch == "\n":
            body.append("\\n")
        elif ch == "\t":
            body.append("\\t")
        elif ch == "\r":
            body.append("\\r")
        elif not ch.isprintable():
            code = ord(ch)
            body.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            body.append(ch)
    return '"' + "".join(body) + '"'


floats = st.floats(allow_nan=False, allow_infinity=True, width=64)
texts = st.text(st.characters(max_codepoint=0xFFFF, exclude_categories=("Cs",)), max_size=6)


def scalar_defaults(type_: Type) -> st.SearchStrategy[tuple[str, object]]:
    """(canonical text, expected Python value) pairs of defaults valid for a scalar type."""
    name = type_.name if isinstance(type_, BaseType) else None
    ints = st.integers(-(10**6), 10**6).map(lambda i: (str(i), i))
    float_values = floats.map(lambda x: (repr(x), x))
    if name in ("int", "SymInt"):
        return ints | st.just(("Mean", "Mean"))
    if name in ("float", "SymFloat"):
        return float_values | st.integers(-100, 100).map(lambda i: (str(i), float(i)))
    if name == "Scalar":
        return ints | float_values
    if name in ("bool", "SymBool"):
        return st.sampled_from([("True", True), ("False", False)])
    if name == "str":
        return texts.map(lambda s: (_quote(s), s))
    if name == "ScalarType":
        return st.sampled_from([("long", "long"), ("float", "float")])
    if name == "MemoryFormat":
        return st.just(("contiguous_format", "contiguous_format"))
    if name == "Layout":
        return st.just(("strided", "strided"))
    return st.nothing()


def defaults_for(type_: Type) -> st.SearchStrategy[tuple[str, object]]:
    """Defaults appropriate to ``type_``: None for optionals, lists for list types."""
    if isinstance(type_, OptionalType):
        return st.just(("None", None)) | defaults_for(type_.elem)
    if isinstance(type_, ListType):
        elem = type_.elem
        if not isinstance(elem, BaseType) or elem.name not in ("int", "float", "bool", "SymInt"):
            return st.nothing()
        as_list = st.lists(scalar_defaults(elem).filter(lambda p: p[0] != "Mean"), max_size=3)
        listed = as_list.map(
            lambda items: ("[" + ", ".join(t for t, _ in items) + "]", [v for _, v in items])
        )
        if type_.size is None:
            return listed
        broadcast = scalar_defaults(elem).filter(lambda p: p[0] != "Mean")
        return listed | broadcast.map(lambda p: (p[0], [p[1]] * type_.size))
    return scalar_defaults(type_)


@st.composite
def arguments(draw: st.DrawFn, name: str, kwarg_only: bool) -> tuple[Argument, object]:
    type_, alias = draw(annotated_types())
    default, expected = None, None
    if alias is None and draw(st.booleans()):
        pair = draw(st.none() | defaults_for(type_))
        if pair is not None:
            default, expected = pair
    is_out = kwarg_only and alias is not None and alias.is_write
    return Argument(name, type_, default, alias, kwarg_only, is_out), expected


@st.composite
def schemas(draw: st.DrawFn) -> tuple[FunctionSchema, dict[str, object]]:
    namespace = draw(st.none() | IDENT)
    base = draw(IDENT)
    name = f"{namespace}::{base}" if namespace else base
    overload = draw(st.just("") | IDENT.filter(lambda s: s not in ("default", "__name__")))
    names = draw(st.lists(IDENT, unique=True, max_size=7))
    n_positional = draw(st.integers(0, len(names)))
    args, expected = [], {}
    for i, arg_name in enumerate(names):
        argument, value = draw(arguments(arg_name, kwarg_only=i >= n_positional))
        args.append(argument)
        if argument.default is not None:
            expected[arg_name] = value
    if draw(st.booleans()):  # an explicit out argument, the common case worth forcing
        out_name = draw(IDENT.filter(lambda s: s not in names))
        alias = AliasInfo.of("z", is_write=True)
        args.append(Argument(out_name, BaseType("Tensor"), None, alias, True, True))
    return_names = draw(st.lists(IDENT, unique=True, max_size=3))
    returns = []
    for return_name in return_names:
        type_, alias = draw(annotated_types())
        returns.append(Return(return_name if draw(st.booleans()) else None, type_, alias))
    schema = FunctionSchema(
        OperatorName(name, overload),
        tuple(args),
        tuple(returns),
        is_vararg=draw(st.booleans()),
        is_varret=draw(st.booleans()),
    )
    return schema, expected


@FAST
@given(schemas())
def test_printed_schema_parses_back_to_the_same_model(case: tuple[FunctionSchema, dict]) -> None:
    schema, expected = case
    text = str(schema)
    parsed = parse_schema(text)
    assert parsed == schema
    assert str(parsed) == text

    # Defaults evaluate to the values they were generated from, with the same types.
    for argument in parsed.arguments:
        if argument.default is not None:
            value, want = argument.default_value(), expected[argument.name]
            assert value == want and type(value) is type(want)
            if isinstance(want, list):
                assert [type(v) for v in value] == [type(v) for v in want]

    # The derived views agree with the argument list.
    assert parsed.positional_arguments + parsed.kwarg_only_arguments == parsed.arguments
    assert all(a.kwarg_only and a.is_write for a in parsed.out_arguments)
    assert parsed.is_out_fn() == bool(parsed.out_arguments)
    indices = parsed.dispatch_argument_indices()
    assert all(parsed.arguments[i].type.is_tensor_like() for i in indices)
    assert len(indices) == sum(a.type.is_tensor_like() for a in parsed.arguments)


@FAST
@given(schemas(), st.sampled_from([" ", "  ", "\n", "\t", " \n  "]))
def test_extra_whitespace_between_tokens_is_ignored(
    case: tuple[FunctionSchema, dict], space: str
) -> None:
    schema, _ = case
    text = str(schema)
    if '"' in text:  # spaces inside string defaults are significant
        text = str(
            FunctionSchema(
                schema.name,
                tuple(
                    Argument(a.name, a.type, None, a.alias_info, a.kwarg_only, a.is_out)
                    for a in schema.arguments
                ),
                schema.returns,
                schema.is_vararg,
                schema.is_varret,
            )
        )
    messy = text
    for token in ("(", ")", "[", "]", ",", "?", "|", "->", "=", "::", "*"):
        messy = messy.replace(token, f"{space}{token}{space}")
    assert str(parse_schema(messy)) == text


@FAST
@given(nested_types)
def test_types_round_trip(type_: Type) -> None:
    text = str(type_)
    assert parse_type(text) == type_
    assert str(parse_type(text)) == text


@FAST
@given(st.none() | IDENT, IDENT, st.just("") | IDENT.filter(lambda s: s != "default"))
def test_names_round_trip(namespace: str | None, base: str, overload: str) -> None:
    name = OperatorName(f"{namespace}::{base}" if namespace else base, overload)
    assert parse_name(str(name)) == name
    assert name.namespace == (namespace or "")
    assert name.unqualified_name == base
