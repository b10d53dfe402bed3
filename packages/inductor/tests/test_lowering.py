"""Lowerings against eager results, on the C and the numpy backends.

Shapes cover broadcasting, non-contiguous inputs (transposes, slices), size-1 and
empty dims; every compiled graph's results are compared with eager's.
"""

from __future__ import annotations

import glasstorch.aten as at
import glasstorch.nn.functional as F
import pytest
from glasstorch._inductor.lowering import lowerings
from glasstorch._inductor.testing import assert_close, compile_fn
from glasstorch.c10.core import scalar_type as st

BACKENDS = ["cpp", "numpy"]


def rand(*shape: int) -> at.Tensor:
    return at.randn(shape)


POINTWISE = {
    "chain": (lambda a, b, c: at.relu(a * b + c).sin() * 2, [(64,), (64,), (64,)]),
    "broadcast": (lambda a, b: a * b - b / 3, [(5, 1, 7), (4, 1)]),
    "unary": (
        lambda a: a.exp() + a.tanh() - a.sigmoid() * a.cos() + a.abs().sqrt() + a.neg().erf(),
        [(3, 9)],
    ),
    "more_unary": (
        lambda a: a.floor() + a.ceil() + a.round() + a.trunc() + a.sign() + a.abs().log1p(),
        [(11,)],
    ),
    "compare_where": (lambda a, b: at.where(a > b, a, b * 2) + (a <= 0).float(), [(6, 6), (6,)]),
    "maximum": (lambda a, b: at.maximum(a, b) - at.minimum(a, b), [(4, 5), (1, 5)]),
    "clamp": (lambda a: a.clamp(-0.5, 0.5) + a.clamp(min=0.1), [(8, 3)]),
    "pow": (lambda a: a.pow(2) + a.abs().pow(1.5) + a.abs() ** 0.5, [(10,)]),
    "size1_dims": (lambda a, b: (a + b).exp(), [(1, 3, 1), (2, 1, 1)]),
    "empty": (lambda a, b: a * b + 1, [(0, 3), (0, 3)]),
    "scalar_tensor": (lambda a, b: a * b, [(), (4,)]),
    "rsub_div": (lambda a: 1 - a / 2 + 3 * a, [(7,)]),
    "matmul_epilogue": (lambda a, b: (a @ b).relu() * 2, [(3, 4), (4, 5)]),
}


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("case", sorted(POINTWISE))
def test_pointwise(case: str, backend: str) -> None:
    fn, shapes = POINTWISE[case]
    args = [rand(*s) for s in shapes]
    compiled = compile_fn(fn, *args, backend=backend)
    assert compiled.fallbacks == []
    assert_close(compiled(*args), fn(*args), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("backend", BACKENDS)
def test_non_contiguous_inputs(backend: str) -> None:
    def fn(a: at.Tensor, b: at.Tensor) -> at.Tensor:
        return a.sin() + b

    base = rand(6, 8)
    a, b = base.t(), rand(12, 8)[::2].t()
    assert not a.is_contiguous() and not b.is_contiguous()
    compiled = compile_fn(fn, a, b, backend=backend)
    assert_close(compiled(a, b), fn(a, b))


@pytest.mark.parametrize("backend", BACKENDS)
def test_integer_and_bool_dtypes(backend: str) -> None:
    def fn(a: at.Tensor, b: at.Tensor) -> tuple[at.Tensor, ...]:
        return a + b, a * 2, a // 3, a % 3, (a > b) & (a < 5), a / 2

    a = at.randint(-9, 9, (13,))
    b = at.randint(-9, 9, (13,))
    compiled = compile_fn(fn, a, b, backend=backend)
    out = compiled(a, b)
    assert out[0].dtype is st.int64 and out[4].dtype is st.bool_ and out[5].dtype is st.float32
    assert_close(out, fn(a, b))


@pytest.mark.parametrize("backend", BACKENDS)
def test_nan_propagation(backend: str) -> None:
    def fn(a: at.Tensor) -> tuple[at.Tensor, ...]:
        return at.relu(a), at.maximum(a, at.zeros_like(a)), a.amax(0)

    a = at.tensor([1.0, float("nan"), -2.0])
    compiled = compile_fn(fn, a, backend=backend)
    assert_close(compiled(a), fn(a))


@pytest.mark.parametrize("backend", BACKENDS)
def test_type_conversions_and_factories(backend: str) -> None:
    def fn(a: at.Tensor) -> tuple[at.Tensor, ...]:
        return a.to(st.float64) * 2, a.int(), at.ones_like(a) + a, at.full_like(a, 7.0)

    a = rand(3, 4) * 5
    compiled = compile_fn(fn, a, backend=backend)
    assert_close(compiled(a), fn(a))


VIEWS = {
    "view_permute": (lambda x: x.view(8, 8, 16).permute(2, 0, 1).reshape(16, 64) * 2, (64, 16)),
    "transpose": (lambda x: x.transpose(0, 1).exp(), (5, 7)),
    "slice_select": (lambda x: x[1:, ::2].sin() + x[0, 1::2], (6, 8)),
    "unsqueeze_expand": (lambda x: x.unsqueeze(1).expand(4, 3, 5) + 1, (4, 5)),
    "squeeze_flatten": (lambda x: x.squeeze(1).flatten() * 3, (2, 1, 6)),
    "getitem_none_ellipsis": (lambda x: x[None, ..., 1] - 1, (3, 4, 5)),
    "reshape_noncontiguous": (lambda x: x.t().reshape(-1) + 1, (4, 6)),
}


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("case", sorted(VIEWS))
def test_views(case: str, backend: str) -> None:
    fn, shape = VIEWS[case]
    x = rand(*shape)
    compiled = compile_fn(fn, x, backend=backend)
    assert compiled.fallbacks == []
    assert_close(compiled(x), fn(x))


REDUCTIONS = {
    "sum_last": lambda x: x.sum(-1),
    "sum_first_keepdim": lambda x: x.sum(0, keepdim=True),
    "sum_middle": lambda x: x.sum(1),
    "sum_multi": lambda x: x.sum((0, 2)),
    "sum_all": lambda x: x.sum(),
    "mean_keepdim": lambda x: x.mean(-1, keepdim=True),
    "mean_all": lambda x: x.mean(),
    "amax_first": lambda x: x.amax(0),
    "amin_keepdim": lambda x: x.amin(1, keepdim=True),
    "prod_dim": lambda x: (x * 0.5 + 1).prod(2),
    "var_std": lambda x: (x.var(1), x.std(-1, keepdim=True)),
    "softmax_last": lambda x: at.softmax(x, -1),
    "softmax_first": lambda x: at.softmax(x, 0),
    "log_softmax": lambda x: F.log_softmax(x, 1),
    "layer_norm": lambda x: F.layer_norm(x, (x.shape[-1],)),
}


@pytest.mark.filterwarnings("ignore:.*degrees of freedom")
@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("case", sorted(REDUCTIONS))
@pytest.mark.parametrize("shape", [(3, 5, 7), (1, 4, 1), (2, 1, 33)])
def test_reductions(case: str, shape: tuple[int, ...], backend: str) -> None:
    fn = REDUCTIONS[case]
    x = rand(*shape)
    compiled = compile_fn(fn, x, backend=backend)
    assert compiled.fallbacks == []
    assert_close(compiled(x), fn(x), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("backend", BACKENDS)
def test_reduction_of_empty_dim(backend: str) -> None:
    def fn(x: at.Tensor) -> tuple[at.Tensor, at.Tensor]:
        return x.sum(0), x.sum(1)

    x = rand(0, 3)
    compiled = compile_fn(fn, x, backend=backend)
    assert_close(compiled(x), fn(x))


@pytest.mark.parametrize("backend", BACKENDS)
def test_layer_norm_with_affine_on_noncontiguous(backend: str) -> None:
    w, b = rand(6), rand(6)

    def fn(x: at.Tensor) -> at.Tensor:
        return F.layer_norm(x.t(), (6,), w, b, 1e-5)

    x = rand(6, 10)
    compiled = compile_fn(fn, x, backend=backend)
    assert_close(compiled(x), fn(x), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("backend", BACKENDS)
def test_functional_calls_lower_with_their_recorded_keywords(backend: str) -> None:
    # symbolic_trace records F calls with every optional argument by keyword
    # (inplace=False, _stacklevel=3, reduction="mean"); the aten forms still resolve.
    def fn(x: at.Tensor, y: at.Tensor) -> tuple[at.Tensor, ...]:
        return (
            F.relu(x),
            F.leaky_relu(x, 0.2),
            F.silu(x),
            F.softmax(x, dim=-1),
            F.mse_loss(x, y),
        )

    x, y = rand(4, 5), rand(4, 5)
    compiled = compile_fn(fn, x, y, backend=backend)
    assert compiled.fallbacks == []
    assert_close(compiled(x, y), fn(x, y), rtol=1e-5, atol=1e-5)


def test_lowering_table_is_keyed_by_aten_overloads() -> None:
    assert at.ops.aten.sin.default in lowerings
    assert at.ops.aten.add.Tensor in lowerings
    assert at.ops.aten.sum.dim_IntList in lowerings
    assert all(hasattr(op, "_schema") for op in lowerings)


def test_bad_input_raises_clear_error() -> None:
    def fn(a: at.Tensor, b: at.Tensor) -> at.Tensor:
        return a + b

    with pytest.raises(RuntimeError, match="must match the size"):
        fn(rand(3), rand(4))
    compiled_error = None
    try:
        compile_fn(fn, rand(3), rand(4))(rand(3), rand(4))
    except RuntimeError as error:
        compiled_error = str(error)
    assert compiled_error is not None and "must match the size" in compiled_error
