"""``glasstorch.special``: PyTorch's names, values against ``scipy.special`` in float64 over
grids with the edge values (0, negatives, infinities, NaN), float32 results, integer
promotion, gradients with gradcheck, and PyTorch's errors."""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest
import scipy.special as sp
from glasstorch.autograd import gradcheck

S = torch.special

#: dir(torch.special) of PyTorch 2.13 without the underscored names, the module
#: ``torch`` and the docstring dictionaries.
PYTORCH_FUNCTIONS = [
    "airy_ai", "bessel_j0", "bessel_j1", "bessel_y0", "bessel_y1", "chebyshev_polynomial_t",
    "chebyshev_polynomial_u", "chebyshev_polynomial_v", "chebyshev_polynomial_w", "digamma",
    "entr", "erf", "erfc", "erfcx", "erfinv", "exp2", "expit", "expm1", "gammainc", "gammaincc",
    "gammaln", "hermite_polynomial_h", "hermite_polynomial_he", "i0", "i0e", "i1", "i1e",
    "laguerre_polynomial_l", "legendre_polynomial_p", "log1p", "log_ndtr", "log_softmax",
    "logit", "logsumexp", "modified_bessel_i0", "modified_bessel_i1", "modified_bessel_k0",
    "modified_bessel_k1", "multigammaln", "ndtr", "ndtri", "polygamma", "psi", "round",
    "scaled_modified_bessel_k0", "scaled_modified_bessel_k1", "shifted_chebyshev_polynomial_t",
    "shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v",
    "shifted_chebyshev_polynomial_w", "sinc", "softmax", "spherical_bessel_j0", "xlog1py",
    "xlogy", "zeta",
]  # fmt: skip

INF, NAN = float("inf"), float("nan")
GRID = [-INF, -3.5, -2.0, -1.0, -0.5, -0.0, 0.0, 1e-3, 0.25, 0.5, 0.9, 1.0, 2.5, 10.0, INF, NAN]

UNARY = {
    "erf": sp.erf, "erfc": sp.erfc, "erfinv": sp.erfinv, "expit": sp.expit, "logit": sp.logit,
    "exp2": np.exp2, "expm1": np.expm1, "log1p": np.log1p, "sinc": np.sinc, "i0": sp.i0,
    "i1": sp.i1, "i0e": sp.i0e, "i1e": sp.i1e, "digamma": sp.psi, "psi": sp.psi,
    "gammaln": sp.gammaln, "ndtr": sp.ndtr, "ndtri": sp.ndtri, "log_ndtr": sp.log_ndtr,
    "entr": sp.entr, "erfcx": sp.erfcx, "airy_ai": lambda x: sp.airy(x)[0],
    "bessel_j0": sp.j0, "bessel_j1": sp.j1, "bessel_y0": sp.y0, "bessel_y1": sp.y1,
    "modified_bessel_i0": sp.i0, "modified_bessel_i1": sp.i1, "modified_bessel_k0": sp.k0,
    "modified_bessel_k1": sp.k1, "scaled_modified_bessel_k0": sp.k0e,
    "scaled_modified_bessel_k1": sp.k1e, "spherical_bessel_j0": lambda x: sp.spherical_jn(0, x),
}  # fmt: skip


def _u(n, x):
    return sp.eval_chebyu(n, x)


def _v(n, x):  # third kind: V_n = U_n - U_{n-1}
    return _u(n, x) - np.where(n > 0, _u(np.maximum(n - 1, 0), x), 0)


def _w(n, x):  # fourth kind: W_n = U_n + U_{n-1}
    return _u(n, x) + np.where(n > 0, _u(np.maximum(n - 1, 0), x), 0)


POLYNOMIALS = {
    "chebyshev_polynomial_t": sp.eval_chebyt, "chebyshev_polynomial_u": _u,
    "chebyshev_polynomial_v": _v, "chebyshev_polynomial_w": _w,
    "shifted_chebyshev_polynomial_t": lambda n, x: sp.eval_chebyt(n, 2 * x - 1),
    "shifted_chebyshev_polynomial_u": lambda n, x: _u(n, 2 * x - 1),
    "shifted_chebyshev_polynomial_v": lambda n, x: _v(n, 2 * x - 1),
    "shifted_chebyshev_polynomial_w": lambda n, x: _w(n, 2 * x - 1),
    "hermite_polynomial_h": sp.eval_hermite, "hermite_polynomial_he": sp.eval_hermitenorm,
    "laguerre_polynomial_l": sp.eval_laguerre, "legendre_polynomial_p": sp.eval_legendre,
}  # fmt: skip

#: The kernels PyTorch's CPU build runs in float32 and float64 only.
SINGLE_DOUBLE_ONLY = [
    "erfcx", "ndtri", "log_ndtr", "airy_ai", "bessel_j0", "bessel_j1", "bessel_y0", "bessel_y1",
    "modified_bessel_i0", "modified_bessel_i1", "modified_bessel_k0", "modified_bessel_k1",
    "scaled_modified_bessel_k0", "scaled_modified_bessel_k1", "spherical_bessel_j0",
]  # fmt: skip


def f64(values) -> torch.Tensor:
    return torch.tensor(values, dtype=torch.float64)


def assert_matches(actual: torch.Tensor, expected, rtol: float = 1e-12, atol=1e-300) -> None:
    np.testing.assert_allclose(actual.numpy(), expected, rtol=rtol, atol=atol, equal_nan=True)


# -- names ----------------------------------------------------------------------------------------
def test_the_names_are_pytorchs():
    assert sorted(S.__all__) == PYTORCH_FUNCTIONS
    assert S.Tensor is torch.Tensor
    assert set(S.multi_dim_common) >= set(S.common_args) | {"dim", "keepdim", "dtype"}


def test_the_functions_are_aten_special_operators():
    assert S.expit.__name__ == "expit"
    assert hasattr(torch.ops.aten, "special_expit") and hasattr(torch.ops.aten, "special_zeta")
    x = f64([0.5])
    assert torch.ops.aten.special_erfcx(x).item() == pytest.approx(sp.erfcx(0.5), rel=1e-15)


# -- one argument ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(UNARY))
def test_unary_values_against_scipy_in_float64(name):
    x = np.array(GRID)
    result = getattr(S, name)(f64(GRID))
    assert result.dtype == torch.float64
    with np.errstate(all="ignore"):
        assert_matches(result, UNARY[name](x))


@pytest.mark.parametrize("name", sorted(UNARY))
def test_unary_float32_and_integer_inputs(name):
    finite = np.array([-2.0, -0.5, 0.0, 0.25, 0.5, 1.0, 3.0], dtype=np.float32)
    result = getattr(S, name)(torch.from_numpy(finite))
    assert result.dtype == torch.float32
    with np.errstate(all="ignore"):
        expected = UNARY[name](finite.astype(np.float64))
    np.testing.assert_allclose(result.numpy(), expected, rtol=2e-6, atol=1e-6, equal_nan=True)
    integers = getattr(S, name)(torch.tensor([-1, 0, 1, 2]))
    assert integers.dtype == torch.float32  # the default float dtype, as in PyTorch
    expected = getattr(S, name)(torch.tensor([-1.0, 0.0, 1.0, 2.0]))
    np.testing.assert_array_equal(integers.numpy(), expected.numpy())


def test_entr_is_minus_infinity_below_zero_and_zero_at_zero():
    # torch.special.entr(torch.tensor([-1., 0., 1., nan])) in PyTorch 2.13
    np.testing.assert_array_equal(S.entr(f64([-1.0, 0.0, 1.0])).numpy(), [-INF, 0.0, -0.0])
    assert np.isnan(S.entr(f64([NAN])).item())


@pytest.mark.parametrize("name", SINGLE_DOUBLE_ONLY)
def test_half_and_bfloat16_are_refused_as_pytorch(name):
    for dtype, spelling in ((torch.float16, "Half"), (torch.bfloat16, "BFloat16")):
        message = f"\"{name}_cpu\" not implemented for '{spelling}'"
        with pytest.raises(NotImplementedError, match=message):
            getattr(S, name)(torch.ones(2, dtype=dtype))


def test_reduced_floats_where_pytorch_takes_them():
    for name in ("entr", "i0e", "i1e", "expit", "ndtr"):
        assert getattr(S, name)(torch.ones(2, dtype=torch.float16)).dtype == torch.float16
    assert S.i0e(torch.ones(1, dtype=torch.bfloat16)).dtype == torch.bfloat16


def test_complex_inputs_are_refused():
    with pytest.raises(
        NotImplementedError, match="\"entr_cpu\" not implemented for 'ComplexFloat'"
    ):
        S.entr(torch.ones(2, dtype=torch.complex64))


def test_out_variants_write_into_out():
    out = torch.empty(3, dtype=torch.float64)
    x = f64([0.5, 1.0, 2.0])
    assert S.erfcx(x, out=out) is out
    assert_matches(out, sp.erfcx([0.5, 1.0, 2.0]))
    assert S.gammaln(x, out=out) is out
    assert_matches(out, sp.gammaln([0.5, 1.0, 2.0]))
    assert S.ndtr(x, out=out) is out
    assert_matches(out, sp.ndtr([0.5, 1.0, 2.0]), rtol=1e-15)


# -- functions with more arguments ----------------------------------------------------------------
def test_xlog1py_and_xlogy_against_scipy_with_edges():
    x = f64([0.0, 0.0, 1.0, NAN, 2.0, 3.0, 0.0])
    y = f64([-1.0, NAN, -1.0, 0.0, -2.0, 0.5, 2.0])
    with np.errstate(all="ignore"):
        assert_matches(S.xlog1py(x, y), sp.xlog1py(x.numpy(), y.numpy()))
        assert_matches(S.xlogy(x, y + 1), sp.xlogy(x.numpy(), y.numpy() + 1))


def test_zeta_against_scipy_with_edges():
    x = f64([1.0, 2.0, 0.5, -1.0, 2.0, INF, 2.0, 3.0, NAN])
    q = f64([2.0, 0.0, 2.0, 2.0, -1.0, 2.0, -1.5, 1.0, 1.0])
    assert_matches(S.zeta(x, q), sp.zeta(x.numpy(), q.numpy()))


@pytest.mark.parametrize("name", ["xlog1py", "xlogy", "zeta"])
def test_scalar_overloads_and_promotion(name):
    ints = torch.tensor([1, 2, 3])
    floats = f64([1.0, 2.0, 3.0])
    fn = getattr(S, name)
    assert fn(ints, ints).dtype == torch.float32
    assert fn(2, ints).dtype == torch.float32
    assert fn(ints, 2).dtype == torch.float32
    assert fn(2.5, floats.float()).dtype == torch.float32
    assert fn(floats, floats.float()).dtype == torch.float64
    np.testing.assert_array_equal(fn(2.0, floats).numpy(), fn(f64([2.0] * 3), floats).numpy())
    np.testing.assert_array_equal(fn(floats, 3.0).numpy(), fn(floats, f64([3.0] * 3)).numpy())
    out = torch.empty(3, dtype=torch.float64)
    assert fn(2.0, floats, out=out) is out
    np.testing.assert_array_equal(out.numpy(), fn(2.0, floats).numpy())


def test_gammainc_gammaincc_polygamma_multigammaln():
    a, x = f64([0.5, 1.0, 2.0, 5.0]), f64([0.0, 1.0, 0.5, 10.0])
    assert_matches(S.gammainc(a, x), sp.gammainc(a.numpy(), x.numpy()), rtol=1e-10)
    assert_matches(S.gammaincc(a, x), sp.gammaincc(a.numpy(), x.numpy()), rtol=1e-10)
    assert_matches(S.polygamma(2, a), sp.polygamma(2, a.numpy()))
    expected = sp.multigammaln(3.0, 3)
    assert S.multigammaln(f64([3.0]), 3).item() == pytest.approx(expected, rel=1e-12)
    with pytest.raises(RuntimeError, match="polygamma\\(n, x\\) does not support negative n."):
        S.polygamma(-1, a)
    with pytest.raises(RuntimeError, match="p has to be greater than or equal to 1"):
        S.multigammaln(a, 0)


def test_round_logsumexp_softmax_log_softmax():
    x = f64([[1.234, -2.5678], [0.5, 3.14159]])
    np.testing.assert_array_equal(S.round(x, decimals=2).numpy(), np.round(x.numpy(), 2))
    np.testing.assert_array_equal(S.round(x).numpy(), np.round(x.numpy()))
    assert_matches(S.logsumexp(x, 1), sp.logsumexp(x.numpy(), axis=1))
    assert S.logsumexp(x, (0, 1), keepdim=True).shape == (1, 1)
    assert_matches(S.softmax(x, 0), sp.softmax(x.numpy(), axis=0), rtol=1e-14)
    assert_matches(S.log_softmax(x, -1), sp.log_softmax(x.numpy(), axis=-1), rtol=1e-14)
    assert S.softmax(x.float(), 0, dtype=torch.float64).dtype == torch.float64
    assert S.log_softmax(x.float(), 0, dtype=torch.float64).dtype == torch.float64
    with pytest.raises(TypeError):
        S.log_softmax(x, 0, torch.float64)  # dtype is keyword-only, as in PyTorch


# -- orthogonal polynomials -----------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(POLYNOMIALS))
def test_polynomials_against_scipy(name):
    xs = np.array([-2.0, -1.0, -0.7, -0.3, 0.0, 0.2, 0.5, 0.95, 1.0, 1.5])
    degrees = np.arange(0, 13)
    x, n = np.meshgrid(xs, degrees)
    expected = POLYNOMIALS[name](n, x)
    # the trigonometric forms PyTorch uses for high degrees leave ~1e-16 at the zeros
    assert_matches(getattr(S, name)(f64(x), f64(n)), expected, rtol=1e-9, atol=1e-13)
    assert_matches(getattr(S, name)(f64(x), torch.from_numpy(n)), expected, 1e-9, 1e-13)


@pytest.mark.parametrize("name", sorted(POLYNOMIALS))
def test_polynomial_degrees_as_pytorch_takes_them(name):
    fn = getattr(S, name)
    x = f64([-0.4, 0.3, 0.8])
    np.testing.assert_array_equal(fn(x, -1).numpy(), [0.0, 0.0, 0.0])  # negative degree: 0
    np.testing.assert_array_equal(fn(x, 2.7).numpy(), fn(x, 2).numpy())  # truncated
    np.testing.assert_array_equal(fn(f64([NAN]), 0).numpy(), [1.0])  # degree 0 is 1
    assert_matches(fn(x, 20), POLYNOMIALS[name](20, x.numpy()), rtol=1e-7, atol=1e-13)


def test_polynomial_scalar_overloads_and_dtypes():
    ints = torch.tensor([0, 1, 2, 3])
    assert S.chebyshev_polynomial_t(ints, ints).dtype == torch.float32
    assert S.hermite_polynomial_h(2, ints).dtype == torch.float32
    assert S.legendre_polynomial_p(ints, 2).dtype == torch.float32
    assert S.laguerre_polynomial_l(f64([0.5]), torch.tensor([3.0])).dtype == torch.float64
    np.testing.assert_allclose(
        S.chebyshev_polynomial_t(0.5, ints).numpy(), sp.eval_chebyt([0, 1, 2, 3], 0.5), rtol=1e-6
    )
    out = torch.empty(4)
    assert S.chebyshev_polynomial_u(0.5, ints, out=out) is out
    np.testing.assert_allclose(out.numpy(), sp.eval_chebyu([0, 1, 2, 3], 0.5), rtol=1e-6)
    message = "\"hermite_polynomial_h_cpu\" not implemented for 'Half'"
    with pytest.raises(NotImplementedError, match=message):
        S.hermite_polynomial_h(torch.ones(2, dtype=torch.float16), ints[:2])


def test_float32_polynomials_overflow_as_pytorch():
    # torch.special.hermite_polynomial_h(torch.tensor([0.5]), n) for n = 49, 50, 51 in PyTorch
    # 2.13: finite, -inf, then NaN (inf - inf in the recurrence); finite in float64 to n = 270.
    values = [S.hermite_polynomial_h(torch.tensor([0.5]), n).item() for n in (49, 50, 51)]
    assert values[0] == pytest.approx(-2.158972042761888e38, rel=1e-6)
    assert values[1] == -INF and np.isnan(values[2])
    assert np.isfinite(S.hermite_polynomial_h(f64([0.5]), 200).item())


# -- gradients ------------------------------------------------------------------------------------
GRADIENT_POINTS = {
    "entr": [0.3, 1.2, 2.5], "erfcx": [-1.5, 0.2, 3.0], "i0e": [-2.0, 0.4, 1.7],
    "i1e": [-2.0, 0.0, 0.4, 1.7], "ndtri": [0.1, 0.5, 0.93], "log_ndtr": [-6.0, -0.5, 0.7],
    "ndtr": [-1.0, 0.3], "expit": [-1.0, 2.0], "logit": [0.2, 0.7], "erf": [-0.5, 1.0],
    "erfc": [0.1, 1.5], "erfinv": [-0.5, 0.3], "gammaln": [0.7, 3.2], "digamma": [0.7, 3.2],
    "psi": [0.7, 3.2], "i0": [-1.0, 0.5], "i1": [-1.0, 0.5], "sinc": [-0.7, 1.3],
    "exp2": [-1.0, 0.5], "expm1": [-1.0, 0.5], "log1p": [-0.5, 2.0],
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(GRADIENT_POINTS))
def test_unary_gradcheck(name):
    x = f64(GRADIENT_POINTS[name]).requires_grad_()
    assert gradcheck(getattr(S, name), (x,))


def test_binary_gradcheck():
    x = f64([0.5, 1.5, 2.0]).requires_grad_()
    y = f64([0.3, 1.0, 4.0]).requires_grad_()
    assert gradcheck(S.xlog1py, (x, y))
    assert gradcheck(S.xlogy, (x, y))
    assert gradcheck(lambda q: S.zeta(x.detach() + 2, q), (y,))
    assert gradcheck(lambda q: S.gammainc(x.detach(), q), (y,))
    assert gradcheck(lambda q: S.xlog1py(2.0, q), (y,))
    assert gradcheck(lambda t: S.polygamma(1, t), (y,))
    assert gradcheck(lambda t: S.multigammaln(t, 2), (y + 1,))
    m = f64([[0.1, 0.7], [-0.4, 2.0]]).requires_grad_()
    assert gradcheck(lambda t: S.logsumexp(t, 1), (m,))
    assert gradcheck(lambda t: S.softmax(t, 0), (m,))
    assert gradcheck(lambda t: S.log_softmax(t, 1), (m,))


def test_derivatives_pytorch_does_not_have():
    x = f64([2.0, 3.0]).requires_grad_()
    q = f64([1.0, 2.0]).requires_grad_()
    with pytest.raises(RuntimeError, match="the derivative for 'zeta' is not implemented."):
        S.zeta(x, q).sum().backward()
    with pytest.raises(RuntimeError, match="the derivative for 'igamma of input'"):
        S.gammainc(x, q).sum().backward()
    for name in ("airy_ai", "bessel_j0", "modified_bessel_k1", "spherical_bessel_j0"):
        assert not getattr(S, name)(x).requires_grad  # PyTorch records no history
    assert not S.chebyshev_polynomial_t(x, q).requires_grad


def test_xlog1py_gradient_is_zero_where_self_is_zero_at_the_pole():
    # PyTorch: d/dself xlog1py(0, -1) is 0, not -inf
    x = f64([0.0]).requires_grad_()
    S.xlog1py(x, f64([-1.0])).sum().backward()
    assert x.grad.item() == 0.0
