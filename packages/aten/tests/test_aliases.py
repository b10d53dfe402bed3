"""PyTorch's aliases give their originals' results (values, dtype, in-place and out= forms),
and the in-place operators PyTorch binds at the top level (``torch.abs_``) are there."""

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10.core import scalar_type as st

X = np.array([[0.5, -0.25, 0.75], [-0.6, 0.1, 0.3]])
Y = np.array([[1.5, 2.0, -0.5], [0.6, -1.0, 0.25]])

UNARY = [
    ("absolute", "abs"), ("arccos", "acos"), ("arcsin", "asin"), ("arctan", "atan"),
    ("arcsinh", "asinh"), ("arctanh", "atanh"), ("negative", "neg"), ("fix", "trunc"),
]  # fmt: skip
BINARY = [
    ("arctan2", "atan2"), ("multiply", "mul"), ("divide", "div"), ("true_divide", "div"),
    ("subtract", "sub"), ("greater", "gt"), ("greater_equal", "ge"), ("less", "lt"),
    ("less_equal", "le"), ("not_equal", "ne"),
]  # fmt: skip


def t(values=X, dtype=st.float64):
    return at.tensor(values, dtype=dtype)


@pytest.mark.parametrize(("alias", "original"), UNARY, ids=lambda p: str(p))
def test_unary_aliases(alias, original):
    expected = getattr(at, original)(t()).numpy()
    np.testing.assert_array_equal(getattr(at, alias)(t()).numpy(), expected)
    np.testing.assert_array_equal(getattr(t(), alias)().numpy(), expected)
    inplace = t()
    assert getattr(inplace, f"{alias}_")() is inplace
    np.testing.assert_array_equal(inplace.numpy(), expected)
    out = at.empty(0, dtype=st.float64)
    assert getattr(at, alias)(t(), out=out) is out
    np.testing.assert_array_equal(out.numpy(), expected)


@pytest.mark.parametrize(("alias", "original"), BINARY, ids=lambda p: str(p))
def test_binary_aliases(alias, original):
    expected = getattr(at, original)(t(), t(Y))
    result = getattr(at, alias)(t(), t(Y))
    assert result.dtype is expected.dtype
    np.testing.assert_array_equal(result.numpy(), expected.numpy())
    np.testing.assert_array_equal(getattr(t(), alias)(t(Y)).numpy(), expected.numpy())
    out = at.empty(0, dtype=expected.dtype)
    assert getattr(at, alias)(t(), t(Y), out=out) is out


def test_aliases_with_arguments_of_their_own():
    x, y = t(), t(Y)
    assert (
        at.divide(x, y, rounding_mode="floor").tolist()
        == at.div(x, y, rounding_mode="floor").tolist()
    )
    assert at.subtract(x, y, alpha=2).tolist() == at.sub(x, y, alpha=2).tolist()
    assert at.concat([x, y], 1).shape == (2, 6) and at.concatenate((x, y)).shape == (4, 3)
    assert at.row_stack([x[0], y[0]]).tolist() == at.vstack([x[0], y[0]]).tolist()
    assert at.msort(y).tolist() == at.sort(y, 0).values.tolist() and y.msort().shape == (2, 3)
    assert at.trapz(y).tolist() == at.trapezoid(y).tolist()
    assert at.trapz(y, x, dim=0).tolist() == at.trapezoid(y, x, dim=0).tolist()
    assert at.positive(x) is x and x.positive() is x
    with pytest.raises(RuntimeError, match="The `\\+` operator, on a bool tensor is not supported"):
        at.positive(at.tensor([True]))


def test_clamp_min_max_and_clip_():
    x = t()
    assert at.clamp_min(x, 0).tolist() == at.clamp(x, min=0).tolist()
    assert x.clamp_max(at.tensor(0.1, dtype=st.float64)).tolist() == at.clamp(x, max=0.1).tolist()
    y = t()
    assert at.clamp_min_(y, 0.2) is y and y.min().item() == 0.2
    z = t()
    assert at.clip_(z, -0.1, 0.1) is z and z.abs().max().item() == pytest.approx(0.1)
    out = at.empty(0, dtype=st.float64)
    assert at.clamp_max(x, at.tensor(0.0, dtype=st.float64), out=out) is out
    assert out.max().item() == 0.0


def test_swapaxes_and_swapdims_in_place():
    x = at.arange(6).reshape(2, 3)
    assert x.swapaxes_(0, 1) is x and x.shape == (3, 2) and x.stride() == (1, 3)
    assert x.swapdims_(0, 1).shape == (2, 3)


@pytest.mark.parametrize(
    "name",
    ["abs_", "acos_", "asin_", "atan_", "ceil_", "cos_", "cosh_", "erf_", "exp2_", "exp_",
     "expm1_", "floor_", "frac_", "log10_", "log1p_", "log2_", "log_", "neg_", "reciprocal_",
     "relu_", "round_", "rsqrt_", "sigmoid_", "sin_", "sinh_", "sqrt_", "square_", "tan_",
     "tanh_", "trunc_", "nan_to_num_", "arccos_", "negative_", "fix_", "deg2rad_"],
)  # fmt: skip
def test_top_level_in_place_forms(name):
    x = at.tensor([0.25, 0.5], dtype=st.float64)
    expected = getattr(at, name[:-1])(x)
    assert getattr(at, name)(x) is x
    np.testing.assert_array_equal(x.numpy(), expected.numpy())
