"""Tests for the schema model, parser and printer (glasstorch.c10.schema)."""

from __future__ import annotations

import math

import pytest
from glasstorch.c10.schema import (
    WILDCARD,
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
    SchemaKind,
    SchemaParseError,
    TupleType,
    Type,
    UnionType,
    parse_name,
    parse_schema,
    parse_type,
)

# Real schemas: native_functions.yaml spellings and the strings PyTorch's own printer
# produces for torch.ops (note ``float margin=1.`` and ``int reduction=1`` there).
REAL_SCHEMAS = [
    "add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
    "add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)",
    "add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)",
    "aten::add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor",
    "aten::add.int(int a, int b) -> int",
    "max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
    "max.dim_max(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) max, "
    "Tensor(b!) max_values) -> (Tensor(a!) values, Tensor(b!) indices)",
    "split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]",
    "split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]",
    "chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]",
    "unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]",
    "_foreach_add_.List(Tensor(a!)[] self, Tensor[] other, *, Scalar alpha=1) -> ()",
    "_foreach_add.List(Tensor[] self, Tensor[] other, *, Scalar alpha=1) -> Tensor[]",
    "sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) "
    "-> Tensor",
    "mse_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor",
    "empty.memory_format(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, "
    "Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
    'gelu(Tensor self, *, str approximate="none") -> Tensor',
    'aten::gelu_backward.grad_input(Tensor grad_output, Tensor self, *, str approximate="none", '
    "Tensor(a!) grad_input) -> Tensor(a!)",
    "layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight=None, "
    "Tensor? bias=None, float eps=1e-05, bool cudnn_enable=True) -> Tensor",
    "index.Tensor(Tensor self, Tensor?[] indices) -> Tensor",
    "index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) "
    "-> Tensor(a!)",
    "tanh(Tensor self) -> Tensor",
    "max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, "
    "int[2] dilation=1, bool ceil_mode=False) -> Tensor",
    "aten::_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor",
    "convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, "
    "SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups) -> Tensor",
    "_native_batch_norm_legit(Tensor input, Tensor? weight, Tensor? bias, Tensor(a!) "
    "running_mean, Tensor(b!) running_var, bool training, float momentum, float eps) "
    "-> (Tensor, Tensor, Tensor)",
    "aten::_batch_norm_with_update_functional(Tensor input, Tensor? weight, Tensor? bias, "
    "Tensor running_mean, Tensor running_var, float momentum, float eps) -> (Tensor, Tensor, "
    "Tensor, Tensor, Tensor running_mean_out, Tensor running_var_out)",
    "view(Tensor(a) self, SymInt[] size) -> Tensor(a)",
    "transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)",
    "contiguous(Tensor(a) self, *, MemoryFormat memory_format=contiguous_format) -> Tensor(a)",
    "clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor",
    "arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, "
    "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
    "randint(SymInt high, SymInt[] size, *, ScalarType? dtype=long, Layout? layout=None, "
    "Device? device=None, bool? pin_memory=None) -> Tensor",
    "to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False, "
    "MemoryFormat? memory_format=None) -> Tensor(a)",
    "native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)",
    "cat.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)",
    "nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, "
    "SymInt ignore_index=-100) -> Tensor",
    "topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) "
    "-> (Tensor values, Tensor indices)",
    "sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) "
    "-> (Tensor values, Tensor indices)",
    "std.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, "
    "bool keepdim=False) -> Tensor",
    "aten::std.names_dim(Tensor self, str[1] dim, bool unbiased=True, bool keepdim=False) "
    "-> Tensor",
    "div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor",
    "_amp_foreach_non_finite_check_and_unscale_(Tensor(a!)[] self, Tensor(b!) found_inf, "
    "Tensor inv_scale) -> ()",
    "aminmax.out(Tensor self, *, int? dim=None, bool keepdim=False, Tensor(a!) min, "
    "Tensor(b!) max) -> (Tensor(a!) min, Tensor(b!) max)",
    "aten::frexp.Tensor_out(Tensor self, *, Tensor(a!) mantissa, Tensor(b!) exponent) "
    "-> (Tensor(a!) mantissa, Tensor(b!) exponent)",
    "aten::frexp(float a) -> (float, int)",
    "rrelu(Tensor self, Scalar lower=0.125, Scalar upper=0.3333333333333333, "
    "bool training=False, Generator? generator=None) -> Tensor",
    "allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, "
    "bool equal_nan=False) -> bool",
    "aten::hinge_embedding_loss(Tensor self, Tensor target, float margin=1., "
    "int reduction=1) -> Tensor",
    "aten::hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor",
    "aten::grid_sampler_2d_backward(Tensor grad_output, Tensor input, Tensor grid, "
    "int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) "
    "-> (Tensor, Tensor)",
    "_fused_adam_(Tensor(a!)[] self, Tensor(b!)[] grads, Tensor(c!)[] exp_avgs, "
    "Tensor(d!)[] exp_avg_sqs, Tensor(e!)[] max_exp_avg_sqs, Tensor[] state_steps, *, "
    "float lr, float beta1, float beta2, float weight_decay, float eps, bool amsgrad, "
    "bool maximize, Tensor? grad_scale=None, Tensor? found_inf=None) -> ()",
    "aten::split_with_sizes_copy.out(Tensor self, SymInt[] split_sizes, int dim=0, *, "
    "Tensor(a!)[] out) -> ()",
    "aten::full.names(int[] size, Scalar fill_value, *, str[]? names, ScalarType? dtype=None, "
    "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
    "set_.source_Storage(Tensor(a!) self, Storage source) -> Tensor(a!)",
    "sym_size.int(Tensor self, int dim) -> SymInt",
    "_local_scalar_dense(Tensor self) -> Scalar",
    "align_to(Tensor(a) self, Dimname[] names) -> Tensor(a)",
    "qscheme(Tensor self) -> QScheme",
    "record_stream(Tensor(a!) self, Stream s) -> ()",
    "aten::index.str(str self, str substr, int start=0, int end=-1) -> int",
    "aten::split.str(str self, str? separator=None, int max=-1) -> str[]",
    "aten::format(str self, ...) -> str",
    "prim::Print(...) -> ()",
    "prim::TupleUnpack(Any tup) -> ...",
    "aten::append.t(t[](a!) self, t(c -> *) el) -> t[](a!)",
    "aten::pop.t(t[](a!) self, int idx=-1) -> t(*)",
    "aten::keys.str(Dict(str, t) self) -> str[](*)",
    "aten::items.str(Dict(str, t) self) -> ((str, t)[])",
    "aten::__getitem__.Dict_str(Dict(str, t) self, str key) -> t(*)",
    "aten::_set_item.str(Dict(str, t)(a!) l, str(b -> *) idx, t(c -> *) v) -> ()",
    "aten::wait(Future(t) self) -> t",
    "aten::__is__(t1 self, t2 obj) -> bool",
    "aten::dict() -> Dict(str, Tensor)",
    "prim::unchecked_unwrap_optional(t(a)? optional) -> t(a)",
    "aten::warn(str message, int stacklevel=2) -> ()",
    "aten::__iand__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
    "quantized::conv2d.new(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase "
    "packed_weight, float output_scale, int output_zero_point) -> Tensor",
]


@pytest.mark.parametrize("text", REAL_SCHEMAS)
def test_real_schema_round_trips(text: str) -> None:
    schema = parse_schema(text)
    assert str(schema) == text
    assert parse_schema(str(schema)) == schema


def test_corpus_is_large_enough() -> None:
    assert len(REAL_SCHEMAS) >= 40
    assert len(set(REAL_SCHEMAS)) == len(REAL_SCHEMAS)


# -- structure of parsed schemas ------------------------------------------------------------


def test_add_out_structure() -> None:
    s = parse_schema(
        "aten::add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"
    )
    assert s.name == OperatorName("aten::add", "out")
    assert s.name.namespace == "aten" and s.name.unqualified_name == "add"
    assert s.overload_name == "out"
    assert [a.name for a in s.arguments] == ["self", "other", "alpha", "out"]
    assert [a.kwarg_only for a in s.arguments] == [False, False, True, True]
    assert [a.is_out for a in s.arguments] == [False, False, False, True]
    assert [a.name for a in s.positional_arguments] == ["self", "other"]
    assert [a.name for a in s.kwarg_only_arguments] == ["alpha", "out"]
    assert [a.name for a in s.out_arguments] == ["out"]
    assert s.is_out_fn() and s.is_mutable
    assert s.schema_kind is SchemaKind.out
    out = s.arguments[3]
    assert out.type == BaseType("Tensor")
    assert out.alias_info == AliasInfo(frozenset("a"), frozenset("a"), is_write=True)
    assert s.returns == (Return(None, BaseType("Tensor"), AliasInfo.of("a", is_write=True)),)
    assert s.arguments[2].default == "1" and s.arguments[2].default_value() == 1
    assert s.dispatch_argument_indices() == (0, 1, 3)
    assert not s.is_vararg and not s.is_varret


def test_split_view_aliases() -> None:
    s = parse_schema(
        "split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]"
    )
    self_alias = s.arguments[0].alias_info
    assert self_alias is not None
    assert self_alias.before_set == {"a"} and self_alias.after_set == {WILDCARD}
    assert not self_alias.is_write and self_alias.is_wildcard_after
    assert not self_alias.is_wildcard_before
    (ret,) = s.returns
    assert ret.type == ListType(BaseType("Tensor"))
    # The element alias is contained in an unnamed container annotation, as in PyTorch.
    assert ret.alias_info == AliasInfo(frozenset(), frozenset(), False, (AliasInfo.of("a"),))
    assert s.schema_kind is SchemaKind.functional and not s.is_mutable


def test_foreach_inplace_list_alias_is_mutable() -> None:
    s = parse_schema(
        "_foreach_add_.List(Tensor(a!)[] self, Tensor[] other, *, Scalar alpha=1) -> ()"
    )
    alias = s.arguments[0].alias_info
    assert alias == AliasInfo(frozenset(), frozenset(), True, (AliasInfo.of("a", is_write=True),))
    assert s.is_mutable and not s.is_out_fn()
    assert s.schema_kind is SchemaKind.inplace
    assert s.returns == ()
    assert s.dispatch_argument_indices() == (0, 1)


def test_list_with_its_own_alias() -> None:
    s = parse_schema("aten::append.t(t[](a!) self, t(c -> *) el) -> t[](a!)")
    self_arg = s.arguments[0]
    assert self_arg.type == ListType(BaseType("t"))
    assert self_arg.alias_info == AliasInfo.of("a", is_write=True)
    assert BaseType("t").is_type_variable
    assert s.arguments[1].alias_info == AliasInfo(frozenset("c"), frozenset("*"), False)
    assert s.schema_kind is SchemaKind.mutable
    both = parse_schema("f(Tensor(a)[](b!) x) -> ()").arguments[0].alias_info
    assert both == AliasInfo(frozenset("b"), frozenset("b"), True, (AliasInfo.of("a"),))


def test_sized_optional_lists_and_defaults() -> None:
    s = parse_schema(
        "max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, "
        "int[2] dilation=1, bool ceil_mode=False) -> Tensor"
    )
    assert s.arguments[1].type == ListType(BaseType("int"), 2)
    assert s.arguments[2].default_value() == []
    assert s.arguments[3].default_value() == [0, 0]
    assert s.arguments[4].default_value() == [1, 1]
    assert s.arguments[5].default_value() is False
    dim = parse_schema("sum.dim_IntList(Tensor self, int[1]? dim) -> Tensor").arguments[1]
    assert dim.type == OptionalType(ListType(BaseType("int"), 1))
    assert dim.type.is_list_like() and dim.type.is_nullable() and not dim.type.is_tensor_like()


def test_default_values() -> None:
    s = parse_schema(
        "f(float eps=1e-05, float p=2, float m=1., int r=Mean, int i=-100, Scalar a=0.5, "
        "str s=\"none\", str q='mean', bool b=True, Tensor? w=None, float lo=-inf, "
        "float hi=inf, MemoryFormat mf=contiguous_format, ScalarType? dt=long, "
        "int[] d=[0, 1], float[] fs=[1, 2.5], complex c=-1.5j) -> ()"
    )
    values = {a.name: a.default_value() for a in s.arguments}
    assert values == {
        "eps": 1e-05,
        "p": 2.0,
        "m": 1.0,
        "r": "Mean",
        "i": -100,
        "a": 0.5,
        "s": "none",
        "q": "mean",
        "b": True,
        "w": None,
        "lo": -math.inf,
        "hi": math.inf,
        "mf": "contiguous_format",
        "dt": "long",
        "d": [0, 1],
        "fs": [1.0, 2.5],
        "c": -1.5j,
    }
    assert isinstance(values["p"], float)
    texts = {a.name: a.default for a in s.arguments}
    assert texts["q"] == '"mean"'  # single quotes are normalised to double quotes
    assert texts["lo"] == "-inf" and texts["d"] == "[0, 1]"
    with pytest.raises(ValueError, match="no default"):
        Argument("x", BaseType("int")).default_value()


def test_string_default_escapes_round_trip() -> None:
    s = parse_schema(r'f(str a="say \"hi\"\n", str b=' + "'it\\'s') -> ()")
    assert s.arguments[0].default_value() == 'say "hi"\n'
    assert s.arguments[1].default_value() == "it's"
    assert str(s) == r'f(str a="say \"hi\"\n", str b="it' + "'" + 's") -> ()'
    assert parse_schema(str(s)) == s


def test_returns_shapes() -> None:
    named = parse_schema("max.dim(Tensor self, int dim) -> (Tensor values, Tensor indices)")
    assert [r.name for r in named.returns] == ["values", "indices"]
    mixed = parse_schema("f(Tensor x) -> (Tensor, Tensor y)")
    assert [r.name for r in mixed.returns] == [None, "y"]
    assert parse_schema("f() -> ()").returns == ()
    listed = parse_schema("f(Tensor[] x) -> Tensor[]")
    assert listed.returns == (Return(None, ListType(BaseType("Tensor"))),)
    varret = parse_schema("f(Any x) -> (int a, ...)")
    assert varret.is_varret and str(varret) == "f(Any x) -> (int a, ...)"
    # A single return whose type is a tuple needs the extra parentheses.
    tup = parse_schema("f(int x) -> ((int, int))")
    assert tup.returns[0].type == TupleType((BaseType("int"), BaseType("int")))
    assert str(tup) == "f(int x) -> ((int, int))"
    # A parenthesised single return prints bare, as PyTorch prints it.
    assert str(parse_schema("f(Tensor x) -> (Tensor y)")) == "f(Tensor x) -> Tensor y"
    assert str(parse_schema("f(Tensor x) -> (Tensor)")) == "f(Tensor x) -> Tensor"


def test_varargs() -> None:
    s = parse_schema("aten::format(str self, ...) -> str")
    assert s.is_vararg and [a.name for a in s.arguments] == ["self"]
    p = parse_schema("prim::Print(...) -> ()")
    assert p.is_vararg and p.arguments == () and p.returns == ()


def test_with_and_without_namespace() -> None:
    bare = parse_schema("add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor")
    qualified = parse_schema(
        "aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"
    )
    assert bare.name == OperatorName("add", "Tensor") and bare.name.namespace == ""
    assert qualified.name.namespace == "aten"
    assert bare.with_name(OperatorName("aten::add", "Tensor")) == qualified
    assert qualified.arguments == bare.arguments and qualified.returns == bare.returns


def test_parse_name() -> None:
    assert parse_name("aten::add.Tensor") == OperatorName("aten::add", "Tensor")
    assert parse_name("add") == OperatorName("add", "")
    assert parse_name(" prim::Print ") == OperatorName("prim::Print")
    assert str(OperatorName("aten::add", "Tensor")) == "aten::add.Tensor"
    assert str(OperatorName("add", "")) == "add"
    assert OperatorName.parse("aten::__and__.Scalar").unqualified_name == "__and__"
    with pytest.raises(SchemaParseError):
        parse_name("aten::add.Tensor(Tensor self) -> Tensor")
    with pytest.raises(SchemaParseError, match="not a legal overload name"):
        parse_name("aten::add.default")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tensor", BaseType("Tensor")),
        ("Tensor?", OptionalType(BaseType("Tensor"))),
        ("Tensor?[]", ListType(OptionalType(BaseType("Tensor")))),
        ("int[2]", ListType(BaseType("int"), 2)),
        ("SymInt[]?", OptionalType(ListType(BaseType("SymInt")))),
        ("(int, float)", TupleType((BaseType("int"), BaseType("float")))),
        ("Dict(str, Tensor[])", DictType(BaseType("str"), ListType(BaseType("Tensor")))),
        ("Future(t)", FutureType(BaseType("t"))),
        ("Union(int, str)?", OptionalType(UnionType((BaseType("int"), BaseType("str"))))),
        ("()", TupleType(())),
    ],
)
def test_parse_type(text: str, expected: Type) -> None:
    assert parse_type(text) == expected
    assert str(expected) == text
    assert Type.parse(text) == expected


def test_parse_type_normalises_spelling() -> None:
    assert str(parse_type("Tuple( int,float )")) == "(int, float)"
    assert str(parse_type(" Dict ( str , int [ 3 ] ) ")) == "Dict(str, int[3])"


def test_type_predicates() -> None:
    tensor_like = ["Tensor", "Tensor?", "Tensor[]", "Tensor?[]", "Tensor[3]", "Tensor[]?"]
    for text in tensor_like:
        assert parse_type(text).is_tensor_like(), text
    for text in ["int", "int[]", "(Tensor, Tensor)", "Dict(str, Tensor)", "Scalar", "t"]:
        assert not parse_type(text).is_tensor_like(), text
    assert parse_type("int[]").is_list_like() and parse_type("Tensor[]?").is_list_like()
    assert not parse_type("int?").is_list_like()
    assert parse_type("int?").is_nullable() and parse_type("None").is_nullable()
    assert not parse_type("int[]").is_nullable() and not parse_type("Tensor").is_nullable()


def test_dispatch_argument_indices() -> None:
    s = parse_schema(
        "f(int a, Tensor b, Tensor? c, Tensor[] d, Tensor?[] e, Scalar f, *, Tensor(a!) out) -> ()"
    )
    assert s.dispatch_argument_indices() == (1, 2, 3, 4, 6)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("add.Tensor(Tensor self, Tensor other) -> Tensor", SchemaKind.functional),
        ("add_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", SchemaKind.inplace),
        ("__iadd__(Tensor(a!) self, Tensor other) -> Tensor(a!)", SchemaKind.inplace),
        ("__and__.Tensor(Tensor self, Tensor other) -> Tensor", SchemaKind.functional),
        ("abs.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)", SchemaKind.out),
        (
            "f.out(Tensor self, *, Tensor(a!) out, Tensor(b!) _scratch_x) -> Tensor(a!)",
            SchemaKind.scratch,
        ),
        ("_bn(Tensor x, Tensor(a!) running_mean) -> Tensor", SchemaKind.mutable),
    ],
)
def test_schema_kind(text: str, kind: SchemaKind) -> None:
    assert parse_schema(text).schema_kind is kind


# -- whitespace and canonical printing -----------------------------------------------------


@pytest.mark.parametrize(
    ("messy", "canonical"),
    [
        (
            "  aten :: add . Tensor ( Tensor self ,Tensor other,*,Scalar alpha = 1 )->Tensor ",
            "aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
        ),
        (
            "split.Tensor(Tensor( a->* ) self,SymInt split_size,int dim=0)->Tensor( a )[ ]",
            "split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]",
        ),
        (
            "f(\n    Tensor(a!) [] self,\n    int[2]dims=[0,1],\n\tstr s='x'\n) ->\n ( )",
            'f(Tensor(a!)[] self, int[2] dims=[0, 1], str s="x") -> ()',
        ),
        ("f(Tensor(b|a) x) -> Tensor(a|b)", "f(Tensor(a|b) x) -> Tensor(a|b)"),
        ("f(Tensor x, *) -> Tensor", "f(Tensor x) -> Tensor"),
    ],
)
def test_whitespace_variants_normalise(messy: str, canonical: str) -> None:
    assert str(parse_schema(messy)) == canonical
    assert parse_schema(messy) == parse_schema(canonical)


def test_optional_alias_printed_before_question_mark() -> None:
    s = parse_schema("f(Tensor(a!)? x, t(b)? y) -> ()")
    assert s.arguments[0].type == OptionalType(BaseType("Tensor"))
    assert s.arguments[0].alias_info == AliasInfo.of("a", is_write=True)
    assert str(s) == "f(Tensor(a!)? x, t(b)? y) -> ()"


# -- building schemas by hand --------------------------------------------------------------


def test_hand_built_schema_prints_canonically() -> None:
    out_alias = AliasInfo.of("a", is_write=True)
    schema = FunctionSchema(
        OperatorName("aten::abs", "out"),
        (
            Argument("self", BaseType("Tensor")),
            Argument("out", BaseType("Tensor"), None, out_alias, kwarg_only=True, is_out=True),
        ),
        (Return(None, BaseType("Tensor"), out_alias),),
    )
    assert str(schema) == "aten::abs.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    assert FunctionSchema.parse(str(schema)) == schema


def test_model_validation() -> None:
    tensor = BaseType("Tensor")
    with pytest.raises(ValueError, match="is_out"):
        Argument("out", tensor, None, AliasInfo.of("a", is_write=True), kwarg_only=True)
    with pytest.raises(ValueError, match="duplicate argument"):
        FunctionSchema(OperatorName("f"), (Argument("x", tensor), Argument("x", tensor)), ())
    with pytest.raises(ValueError, match="follows keyword-only"):
        FunctionSchema(
            OperatorName("f"),
            (Argument("x", tensor, kwarg_only=True), Argument("y", tensor)),
            (),
        )
    with pytest.raises(ValueError, match="deeper"):
        container = AliasInfo(frozenset(), frozenset(), False, (AliasInfo.of("a"),))
        Argument("x", tensor, alias_info=container)
    with pytest.raises(ValueError, match="unknown base type"):
        BaseType("Foo")
    with pytest.raises(ValueError, match="invalid operator name"):
        OperatorName("a::b::c")
    with pytest.raises(ValueError):
        AliasInfo(frozenset("a"), frozenset(), False)


# -- errors --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "position", "reason"),
    [
        ("add(Tensor self, Tensor other -> Tensor", 30, "expected ',' or ')'"),
        ("add(Tensor self, Foo other) -> Tensor", 17, "unknown type 'Foo'"),
        ("add(Tensor(a! self) -> Tensor", 14, "to close the alias annotation"),
        ("add(Tensor self, *, int a, *, int b) -> Tensor", 27, "'*' may appear only once"),
        ("add(Tensor self, Tensor self) -> Tensor", 24, "duplicate argument name 'self'"),
        ("add(Tensor self) Tensor", 17, "'->'"),
        ("add(Tensor self) ->", 19, "expected a type, found end of input"),
        ("add(Tensor self, ..., int x) -> Tensor", 22, "'...' must be the last"),
        ("f() -> (..., int)", 13, "'...' must be the last"),
        ("f(Tensor) -> ()", 8, "expected an argument name"),
        ("f(int x=) -> ()", 8, "expected a default value"),
        ("f(int x=-foo) -> ()", 9, "expected a number after '-'"),
        ("f(Dict(str, Tensor(a)) x) -> ()", 18, "alias annotations are only allowed"),
        ("f(Tensor x) -> (Tensor a, Tensor a)", 26, "duplicate return name 'a'"),
        ('f(str s="abc) -> ()', 8, "unterminated string literal"),
        ("f(int x) -> int $", 16, "unexpected character '$'"),
        ("f(int x) -> int a b", 18, "expected end of input"),
        ("f(Tensor x,) -> ()", 11, "expected a type"),
        ("f.default(Tensor x) -> ()", 2, "not a legal overload name"),
        ("f(int[2.5] x) -> ()", 6, "whole number"),
        ("f(Dict(str) x) -> ()", 2, "Dict takes 2 type(s)"),
        ("", 0, "expected an operator name"),
    ],
)
def test_errors_name_the_position(text: str, position: int, reason: str) -> None:
    with pytest.raises(SchemaParseError) as info:
        parse_schema(text)
    error = info.value
    assert isinstance(error, RuntimeError)
    assert error.position == position
    assert reason in error.reason
    message = str(error)
    assert f"at position {position}" in message
    line, caret = message.splitlines()[-2:]
    assert line.strip() == text.strip()
    assert caret.index("^") - 4 == position


def test_error_caret_on_later_line() -> None:
    text = "f(Tensor x,\n  Foo y) -> ()"
    with pytest.raises(SchemaParseError) as info:
        parse_schema(text)
    assert info.value.position == text.index("Foo")
    *_, line, caret = str(info.value).splitlines()
    assert line == "      Foo y) -> ()"
    assert caret == "      ^"


def test_parse_type_rejects_alias_annotations() -> None:
    with pytest.raises(SchemaParseError, match="alias annotations"):
        parse_type("Tensor(a)")
    with pytest.raises(SchemaParseError, match="expected end of input, found 'Bogus'"):
        parse_type("Tensor[] Bogus")
