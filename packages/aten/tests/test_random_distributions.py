"""Samplers of named distributions (gamma, Dirichlet, Poisson, binomial, Cauchy) and the
implicit reparameterisation gradients of the gamma and beta families."""

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.aten.core import generator as gen
from glasstorch.c10.core import scalar_type as st

N = 200_000


@pytest.fixture(autouse=True)
def _restore_default_generator():
    state = gen.get_rng_state()
    yield
    gen.set_rng_state(state)


def _f64(values):
    return at.tensor(values, dtype=st.float64)


# -- samplers ---------------------------------------------------------------------------
@pytest.mark.parametrize("alpha", [0.1, 1.0, 4.5, 300.0])
def test_standard_gamma_moments(alpha):
    at.manual_seed(0)
    x = at._standard_gamma(at.full((N,), alpha, dtype=st.float64)).numpy()
    assert x.min() > 0
    assert abs(x.mean() - alpha) < 5 * np.sqrt(alpha / N)
    assert abs(x.var() / alpha - 1) < 0.05


def test_standard_gamma_is_seeded_and_keeps_dtype():
    alpha = at.tensor([[0.5, 2.0], [3.0, 9.0]])
    at.manual_seed(3)
    first = at._standard_gamma(alpha)
    at.manual_seed(3)
    assert at._standard_gamma(alpha).tolist() == first.tolist()
    assert first.dtype is st.float32 and first.shape == (2, 2)
    g = at.Generator().manual_seed(3)
    assert at._standard_gamma(alpha, generator=g).tolist() == first.tolist()


def test_standard_gamma_edge_values():
    # PyTorch: a non-positive concentration gives the smallest normal value, NaN stays NaN
    out = at._standard_gamma(at.tensor([0.0, -1.0, float("nan")])).tolist()
    assert out[:2] == [np.finfo(np.float32).tiny] * 2 and np.isnan(out[2])
    tiny = at._standard_gamma(at.full((1000,), 1e-3, dtype=st.float64))
    assert tiny.min().item() >= np.finfo(np.float64).tiny
    with pytest.raises(RuntimeError, match="\"gamma_cpu\" not implemented for 'Long'"):
        at._standard_gamma(at.tensor([1, 2]))


def test_sample_dirichlet_rows_and_mean():
    at.manual_seed(1)
    alpha = at.tensor([1.0, 2.0, 7.0], dtype=st.float64)
    x = at._sample_dirichlet(alpha.expand(N, 3)).numpy()
    np.testing.assert_allclose(x.sum(-1), 1.0, rtol=1e-12)
    np.testing.assert_allclose(x.mean(0), [0.1, 0.2, 0.7], atol=3e-3)
    # a row whose gamma draws all underflow is uniform (as in PyTorch); values stay >= tiny
    at.manual_seed(0)
    small = at._sample_dirichlet(at.full((200, 3), 1e-3)).numpy()
    assert (small >= np.finfo(np.float32).tiny).all()
    assert np.isclose(small, 1 / 3).all(-1).any()


def test_poisson():
    at.manual_seed(2)
    rates = at.tensor([0.0, 1.5, 40.0], dtype=st.float64)
    x = at.poisson(rates.expand(N, 3)).numpy()
    assert x.dtype == np.float64 and (x == np.round(x)).all()
    assert (x[:, 0] == 0).all()
    np.testing.assert_allclose(x.mean(0)[1:], [1.5, 40.0], rtol=0.02)
    np.testing.assert_allclose(x.var(0)[1:], [1.5, 40.0], rtol=0.03)
    with pytest.raises(RuntimeError, match="^invalid Poisson rate, expected rate to be"):
        at.poisson(at.tensor([-1.0]))
    with pytest.raises(RuntimeError, match="\"poisson_cpu\" not implemented for 'Long'"):
        at.poisson(at.tensor([1]))


def test_binomial():
    at.manual_seed(4)
    x = at.binomial(at.tensor([[10.0], [5.0]]), at.tensor([0.3, 1.0, 0.0])).numpy()
    assert x.shape == (2, 3) and x[:, 1].tolist() == [10.0, 5.0] and (x[:, 2] == 0).all()
    many = at.binomial(at.full((N,), 20.0), at.full((N,), 0.25)).numpy()
    assert abs(many.mean() - 5.0) < 0.03 and abs(many.var() - 3.75) < 0.1
    # PyTorch clamps the probability and the count
    assert at.binomial(at.tensor([10.0, -3.0]), at.tensor([1.5, 0.5])).tolist() == [10.0, 0.0]
    with pytest.raises(ValueError, match="^binomial only supports floating-point dtypes for"):
        at.binomial(at.tensor([10]), at.tensor([0.5]))


def test_cauchy_():
    at.manual_seed(5)
    x = at.empty(N, dtype=st.float64).cauchy_(1.0, 2.0).numpy()
    q1, median, q3 = np.quantile(x, [0.25, 0.5, 0.75])
    assert abs(median - 1.0) < 0.05 and abs((q3 - q1) / 2 - 2.0) < 0.05
    with pytest.raises(RuntimeError, match="^cauchy_ expects sigma > 0.0, but found sigma=-1$"):
        at.empty(3).cauchy_(0, -1)
    with pytest.raises(RuntimeError, match="dtype must be a floating point but you specified"):
        at.empty(3, dtype=st.int64).cauchy_()


# -- implicit gradients -------------------------------------------------------------------
# (alpha, x, -(dF/dalpha)/f) computed with mpmath at 40 digits
GAMMA_GRADS = [
    (0.5, 0.01, 0.093544033705391509),
    (2.0, 0.3, 0.35917107942953827),
    (3.0, 5.0, 1.3498810685595158),
    (110.0, 100.0, 0.95454669633072621),
    (0.01, 1e-30, 6.85166673319527e-27),
]


def test_standard_gamma_grad_matches_high_precision_values():
    alpha, x, expected = (_f64(list(c)) for c in zip(*GAMMA_GRADS, strict=True))
    np.testing.assert_allclose(
        at._standard_gamma_grad(alpha, x).numpy(), expected.numpy(), rtol=1e-9
    )


def test_standard_gamma_grad_edges_and_broadcasting():
    # PyTorch: zero where the sample is 0; the leading term x/a (psi(a+1) - log x) below
    out = at._standard_gamma_grad(at.tensor([0.0, 1.0, 2.0]), at.tensor([0.0, 0.0, 1e-45]))
    np.testing.assert_allclose(out.numpy(), [0.0, 0.0, 7.2868e-44], rtol=1e-4)
    wide = at._standard_gamma_grad(_f64([[2.0], [3.0]]), _f64([1.0, 2.0]))
    assert wide.shape == (2, 2)


# (x, alpha, total, -(dI/dalpha)/f/(1-x)) with beta = total - alpha held fixed (mpmath)
DIRICHLET_GRADS = [
    (0.3, 2.0, 5.0, 0.19929845136598923),
    (0.01, 0.5, 2.0, 0.085561407547157756),
    (0.9, 5.0, 5.7, 0.19506037651142665),
    (0.5, 30.0, 70.0, 0.015577938207215314),
    (1e-20, 0.01, 5.01, 4.3982487939944221e-17),
]


def test_dirichlet_grad_matches_high_precision_values():
    x, alpha, total, expected = (_f64(list(c)) for c in zip(*DIRICHLET_GRADS, strict=True))
    np.testing.assert_allclose(
        at._dirichlet_grad(x, alpha, total).numpy(), expected.numpy(), rtol=1e-9
    )
    with pytest.raises(RuntimeError, match="^Found dtype Double but expected Float$"):
        at._dirichlet_grad(at.tensor([0.2]), at.tensor([1.0]), _f64([3.0]))
