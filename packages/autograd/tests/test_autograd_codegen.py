"""The derivatives.yaml code generator: staleness, node names, generated text, and errors."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from glasstorch.autograd.codegen import (
    DEFAULT_FORMULAS,
    DEFAULT_OUT,
    CodegenError,
    compare,
    generate,
    load_model,
)
from glasstorch.autograd.codegen.__main__ import main
from glasstorch.autograd.codegen.gen_kernels import gen_variable_type
from glasstorch.autograd.codegen.gen_nodes import gen_nodes
from glasstorch.autograd.codegen.load import helper_names, load_derivatives
from glasstorch.autograd.codegen.model import KernelKind

REGENERATE = "uv run python -m glasstorch.autograd.codegen"


@pytest.fixture(scope="module")
def model():
    return load_model()


@pytest.fixture(scope="module")
def helpers() -> frozenset[str]:
    return helper_names(Path(DEFAULT_FORMULAS).read_text(encoding="utf-8"))


def test_generated_files_are_current(model) -> None:
    problems = compare(generate(model), DEFAULT_OUT)
    assert not problems, f"_generated/ is stale ({', '.join(problems)}); run `{REGENERATE}`"


def test_check_flag_and_regeneration(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "_generated"
    assert main(["--check", "--out", str(out)]) == 1
    assert "is out of date" in capsys.readouterr().err
    assert main(["--out", str(out)]) == 0
    assert main(["--check", "--out", str(out)]) == 0
    (out / "nodes.py").write_text("# edited\n", encoding="utf-8")
    assert main(["--check", "--out", str(out)]) == 1
    assert "nodes.py: differs" in capsys.readouterr().err


def test_generation_is_deterministic(model) -> None:
    assert generate(model) == generate(load_model())


def _plan(model, name: str):
    return next(p for p in model.plans if p.func.name == name)


@pytest.mark.parametrize(
    ("operator", "node"),
    [
        ("add.Tensor", "AddBackward0"),
        ("add_.Tensor", "AddBackward0"),  # in-place: the functional entry's node
        ("mul.Tensor", "MulBackward0"),
        ("mm", "MmBackward0"),
        ("sum", "SumBackward0"),
        ("sum.dim_IntList", "SumBackward1"),
        ("max.dim", "MaxBackward0"),
        ("max", "MaxBackward1"),
        ("div.Tensor_mode", "DivBackward1"),
        ("clamp.Tensor", "ClampBackward0"),
        ("clamp", "ClampBackward1"),
        ("log1p", "Log1PBackward0"),  # str.title per part, as PyTorch's load_derivatives
        ("_softmax", "SoftmaxBackward0"),
        ("_to_copy", "ToCopyBackward0"),
        ("elu_", "EluBackward1"),  # an in-place operator with its own entry
        ("linalg_vector_norm", "LinalgVectorNormBackward0"),
    ],
)
def test_node_names_follow_pytorch(model, operator: str, node: str) -> None:
    plan = _plan(model, operator)
    assert plan.kind is KernelKind.formula
    assert plan.info.op == node


def test_kernel_kinds(model) -> None:
    assert _plan(model, "add.out").kind is KernelKind.out
    assert _plan(model, "eq.Tensor").kind is KernelKind.plain
    assert _plan(model, "eq.Tensor_out").kind is KernelKind.plain  # not differentiable
    assert _plan(model, "logical_and_").kind is KernelKind.plain  # in-place of a marked one
    names = {p.func.name for p in model.plans}
    assert "square" not in names  # CompositeImplicitAutograd: no kernel
    assert "zeros" not in names  # no tensor argument: never reaches an autograd key


def test_metadata_is_saved_instead_of_tensors(model) -> None:
    info = _plan(model, "sum.dim_IntList").info
    assert [(s.name, s.meta, s.is_tensor) for s in info.saved_inputs] == [
        ("self_sizes", "sizes", False),
        ("dim", None, False),
        ("keepdim", None, False),
    ]
    assert info.saved_outputs == ()


def _section(text: str, start: str) -> str:
    begin = text.index(start)
    end = text.find("\n\n\n", begin)
    return text[begin:] if end < 0 else text[begin:end]


def test_node_text(model) -> None:
    text = gen_nodes(model.derivatives.infos)
    assert _section(text, "class MulBackward0(") == textwrap.dedent('''\
        class MulBackward0(Node):
            """aten::mul.Tensor(Tensor self, Tensor other) -> Tensor"""

            __slots__ = ("self_", "self_dtype", "other_", "other_dtype")

            def apply(self, grads):
                grad_inputs = [None, None]
                if grads[0] is None and not any_grad_defined(grads):
                    return grad_inputs
                grad = grads[0]
                self_ = self.self_.unpack(self)
                self_dtype = self.self_dtype
                other = self.other_.unpack(self)
                other_dtype = self.other_dtype
                plan = current.exec_info
                edges = self.next_edges
                if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
                    grad_inputs[0] = mul_tensor_backward(grad, other, self_dtype)
                if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
                    grad_inputs[1] = mul_tensor_backward(grad, self_, other_dtype)
                return grad_inputs

            def release_variables(self):
                self.self_.reset_data()
                self.other_.reset_data()''')
    cat = _section(text, "class CatBackward0(")
    assert "tensors_ix = slice(0, self.tensors_size_)" in cat
    assert "if should_compute_any(self, tensors_ix):" in cat
    assert "release_saved(self.indices_)" in _section(text, "class IndexBackward0(")
    atan2 = _section(text, "class Atan2Backward0(")
    assert "grad_input_mask = [\n" in atan2
    assert "edges[1] is not None and (plan is None or should_execute(plan, edges[1].node))," in (
        atan2
    )


def test_kernel_text(model, helpers) -> None:
    text = gen_variable_type(list(model.plans), helpers)
    assert _section(text, "def add_Tensor(") == textwrap.dedent("""\
        def add_Tensor(ks, self, other, alpha):
            grad_fn = new_node(nodes.AddBackward0, self, other)
            if grad_fn is None:
                if not _fw.enabled:
                    return ops.add_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
                excluded = _tls.excluded
                _tls.excluded = excluded | _AUTOGRAD_KEYS
                try:
                    result = ops.add_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
                finally:
                    _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
                _fw_add_Tensor(result, self, other, alpha)
                return result
            grad_fn.self_dtype = self._impl.dtype
            grad_fn.other_dtype = other._impl.dtype
            grad_fn.alpha = alpha
            excluded = _tls.excluded
            _tls.excluded = excluded | _AUTOGRAD_KEYS
            try:
                result = ops.add_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
            finally:
                _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
            set_history(result, grad_fn)
            if _fw.enabled:
                _fw_add_Tensor(result, self, other, alpha)
            return result""")
    # The tangent: only while a dual level is entered, the formula on primals and tangents.
    assert _section(text, "def _fw_add_Tensor(") == textwrap.dedent("""\
        def _fw_add_Tensor(result, self, other, alpha, _inplace=False):
            if not has_fw_grad(self, other):
                return
            self_t = fw_tangent(self)
            other_t = fw_tangent(other)
            _fw.enabled = False
            try:
                set_fw_grad(result, self_t + _formulas.maybe_multiply(other_t, alpha), _inplace)
            finally:
                _fw.enabled = True""")
    # auto_element_wise: the backward formula with the tangent as grad; auto_linear: the op
    # on the tangents; an operator without a formula refuses tangents.
    assert "set_fw_grad(result, self_t * result, _inplace)" in _section(text, "def _fw_exp(")
    assert "ops.cat.call(tensors_t, dim)" in _section(text, "def _fw_cat(")
    assert '    if _fw.enabled:\n        check_no_fw_grad("atan2", self, other)\n' in (
        _section(text, "def atan2(")
    )
    inplace = _section(text, "def mul__Tensor(")
    assert "    if not _any_requires_grad:\n" in inplace
    assert "        return self\n    check_inplace(self, True)\n" in inplace
    assert "    original_self = self.clone()\n" in inplace
    assert "grad_fn.self_ = SavedVariable(original_self, False)" in inplace
    assert "    rebase_history(self, grad_fn)\n" in inplace
    # A condition on differentiability keeps the guarded form: the condition failing is
    # not "no input requires grad", so the kernel below still runs excluded.
    to_copy = _section(text, "def _to_copy(")
    assert "    grad_fn = None\n    if _any_requires_grad:\n" in to_copy
    assert "    if grad_fn is not None:\n        set_history(result, grad_fn)\n" in to_copy
    # So does a tensor input without a derivative (where's condition): it may require grad
    # while no node is made.
    where = _section(text, "def where_self(")
    assert "    if grad_fn is not None:\n        grad_fn.condition_ = " in where
    assert "return ops.where_self.redispatch" not in where
    assert _section(text, "def add_out(") == textwrap.dedent("""\
        def add_out(ks, self, other, alpha, out):
            if _fw.enabled:
                check_no_fw_grad_out("add_out", self, other, out)
            if compute_requires_grad(self, other) or compute_requires_grad(out):
                raise RuntimeError(
                    "add(): functions with out=... arguments don't support automatic "
                    "differentiation, but one of the arguments requires grad."
                )
            excluded = _tls.excluded
            _tls.excluded = excluded | _AUTOGRAD_KEYS
            try:
                return ops.add_out.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha, out)
            finally:
                _tls.excluded &= ~_AUTOGRAD_KEYS | excluded""")
    cat = _section(text, "def cat(")
    assert "_any_requires_grad = compute_requires_grad(tensors)" in cat
    assert "grad_fn = nodes.CatBackward0(collect_next_edges(tensors))" in cat
    assert "grad_fn = new_node(nodes.SumBackward0, self)\n" in _section(text, "def sum(")
    assert "(gradient_edge(self), gradient_edge(src))" in _section(text, "def copy_(")
    max_dim = _section(text, "def max_dim(")
    assert "set_history(result[0], grad_fn)" in max_dim
    assert "grad_fn.indices_ = SavedVariable(result[1], False)" in max_dim


# -- errors name derivatives.yaml and the line ------------------------------------------------
def _load(model, helpers, text: str):
    return load_derivatives(textwrap.dedent(text), model.native, helpers)


@pytest.mark.parametrize(
    ("yaml", "message"),
    [
        (
            """\
            - name: mull.Tensor(Tensor self, Tensor other) -> Tensor
              self: grad
            """,
            "derivatives.yaml:1: no aten operator is named mull.Tensor (did you mean mul.Tensor",
        ),
        (
            """\
            - name: add.Tensor(Tensor self, Tensor other) -> Tensor
              self: grad
              other: grad
            """,
            "derivatives.yaml:1: the schema does not match aten's",
        ),
        (
            """\
            # a comment
            - name: mul.Tensor(Tensor self, Tensor other) -> Tensor
              self: grad * othre
              other: grad * self
            """,
            "derivatives.yaml:3: unknown name 'othre' in the formula for self",
        ),
        (
            """\
            - name: mul.Tensor(Tensor self, Tensor other) -> Tensor
              self: grad * (other
              other: grad * self
            """,
            "derivatives.yaml:2: the formula 'grad * (other' is not a Python expression",
        ),
        (
            """\
            - name: mul.Tensor(Tensor self, Tensor other) -> Tensor
              self: grad * other
            """,
            "derivatives.yaml:1: mul.Tensor: tensor input 'other' needs a formula or "
            "'non_differentiable'",
        ),
        (
            """\
            - name: exp(Tensor self) -> Tensor
              self: grad * result
              result: self_q * result
            """,
            "derivatives.yaml:3: unknown name(s) ['self_q'] in the 'result' formula",
        ),
        (
            """\
            - name: mul.Tensor(Tensor self, Tensor other) -> Tensor
              self: grad * other
              other: grad * self
              result: auto_element_wise
            """,
            "derivatives.yaml:4: mul.Tensor: auto_element_wise needs one differentiable input",
        ),
        (
            """\
            - name: square(Tensor self) -> Tensor
              self: 2 * grad * self
            """,
            "derivatives.yaml:1: square is CompositeImplicitAutograd",
        ),
        (
            """\
            - name: add.out(Tensor self, Tensor other, *, Scalar alpha=1,
                Tensor(a!) out) -> Tensor(a!)
              self: grad
            """,
            "derivatives.yaml:1: add.out is an out= variant",
        ),
        (
            """\
            - name: var_mean.correction(Tensor self, int[1]? dim=None, *,
                Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)
              self: grad
              output_differentiability: [True, True]
            """,
            "derivatives.yaml:3: var_mean.correction has several differentiable outputs",
        ),
        (
            """\
            - name: exp(Tensor self) -> Tensor
              self: grad * result

            - name: exp(Tensor self) -> Tensor
              self: grad * result
            """,
            "derivatives.yaml:4: a second entry for exp (first on line 1)",
        ),
        (
            """\
            - not_differentiable: [eq.Tensor, argmaxx]
            """,
            "derivatives.yaml:1: no aten operator is named argmaxx",
        ),
    ],
    ids=[
        "unknown-operator",
        "schema-mismatch",
        "unknown-name",
        "syntax",
        "missing-input",
        "forward-formula-name",
        "forward-element-wise-inputs",
        "implicit",
        "out",
        "grad-with-several-outputs",
        "duplicate",
        "not-differentiable-unknown",
    ],
)
def test_errors(model, helpers, yaml: str, message: str) -> None:
    with pytest.raises(CodegenError) as info:
        _load(model, helpers, yaml)
    assert str(info.value).startswith(message), str(info.value)


def test_uncovered_operators_get_no_kernel(model, helpers) -> None:
    from glasstorch.autograd.codegen.resolve import plan_kernels

    derivatives = _load(model, helpers, "- not_differentiable: [eq.Tensor]\n")
    plans, uncovered = plan_kernels(model.native, derivatives)
    names = {f.name for f in uncovered}
    assert {"mul.Tensor", "mul_.Tensor", "exp"} <= names
    assert "eq.Tensor" not in names and "eq_.Tensor" not in names
    assert _plan_named(plans, "mul.out").kind is KernelKind.plain


def _plan_named(plans, name: str):
    return next(p for p in plans if p.func.name == name)
