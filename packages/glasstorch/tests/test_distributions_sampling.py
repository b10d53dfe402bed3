"""Sampling: reproducibility under manual_seed, sample moments and distributions on large
seeded samples, and the gradients of reparameterised samples (gradcheck in float64, and
the implicit gamma/beta/Dirichlet gradients against finite differences of their CDFs)."""

import math

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import distributions as D
from glasstorch.autograd import gradcheck
from scipy import special, stats

N = 100_000


def _f64(values):
    return torch.tensor(values, dtype=torch.float64)


@pytest.mark.parametrize(
    "draw",
    [
        lambda: D.Normal(torch.zeros(3), 1.0).sample((4,)),
        lambda: D.Categorical(torch.ones(5)).sample((3,)),
        lambda: D.Gamma(2.0, 1.0).rsample((3,)),
        lambda: D.Dirichlet(torch.ones(3)).sample(),
        lambda: D.Poisson(3.0).sample((3,)),
    ],
)
def test_manual_seed_makes_samples_reproducible(draw):
    torch.manual_seed(11)
    first = draw()
    torch.manual_seed(11)
    assert draw().tolist() == first.tolist()
    assert draw().tolist() != first.tolist()


def test_sample_has_no_history_and_rsample_has():
    loc = _f64([0.0, 1.0]).requires_grad_()
    d = D.Normal(loc, 1.0)
    assert d.sample().grad_fn is None and not d.sample().requires_grad
    assert d.rsample().grad_fn is not None
    assert D.Bernoulli(_f64([0.5]).requires_grad_()).sample().grad_fn is None


# -- sample moments -------------------------------------------------------------------------
MOMENTS = {
    "Normal": lambda: D.Normal(_f64([0.5, -1.0]), _f64([1.0, 2.0])),
    "Uniform": lambda: D.Uniform(_f64([0.0, 2.0]), _f64([1.0, 5.0])),
    "Exponential": lambda: D.Exponential(_f64([0.5, 3.0])),
    "Laplace": lambda: D.Laplace(_f64([0.0, 1.0]), _f64([1.0, 0.5])),
    "Gumbel": lambda: D.Gumbel(_f64([0.0, 1.0]), _f64([1.0, 0.5])),
    "HalfNormal": lambda: D.HalfNormal(_f64([1.0, 2.0])),
    "LogNormal": lambda: D.LogNormal(_f64([0.0, 0.3]), _f64([0.3, 0.5])),
    "Gamma": lambda: D.Gamma(_f64([0.5, 4.0]), _f64([1.0, 2.0])),
    "Chi2": lambda: D.Chi2(_f64([1.0, 5.0])),
    "Beta": lambda: D.Beta(_f64([0.5, 3.0]), _f64([2.0, 1.5])),
    "Weibull": lambda: D.Weibull(_f64([1.0, 2.0]), _f64([1.5, 3.0])),
    "Pareto": lambda: D.Pareto(_f64([1.0, 2.0]), _f64([5.0, 6.0])),
    "InverseGamma": lambda: D.InverseGamma(_f64([5.0, 6.0]), _f64([1.0, 2.0])),
    "StudentT": lambda: D.StudentT(_f64([6.0, 9.0]), _f64([0.0, 1.0]), _f64([1.0, 2.0])),
    "FisherSnedecor": lambda: D.FisherSnedecor(_f64([5.0, 10.0]), _f64([12.0, 20.0])),
    "Kumaraswamy": lambda: D.Kumaraswamy(_f64([2.0, 0.7]), _f64([3.0, 1.5])),
    "GeneralizedPareto": lambda: D.GeneralizedPareto(_f64(0.0), _f64(1.0), _f64([0.1, -0.3])),
    "ContinuousBernoulli": lambda: D.ContinuousBernoulli(_f64([0.2, 0.7])),
    "Bernoulli": lambda: D.Bernoulli(_f64([0.2, 0.7])),
    "Binomial": lambda: D.Binomial(_f64([5.0, 20.0]), _f64([0.3, 0.6])),
    "Geometric": lambda: D.Geometric(_f64([0.2, 0.7])),
    "Poisson": lambda: D.Poisson(_f64([0.5, 12.0])),
    "NegativeBinomial": lambda: D.NegativeBinomial(_f64([2.0, 5.0]), _f64([0.3, 0.6])),
    "VonMises": lambda: D.VonMises(_f64([0.5, -1.0]), _f64([2.0, 8.0])),
}


@pytest.mark.parametrize("name", list(MOMENTS))
def test_sample_moments(name):
    d = MOMENTS[name]()
    torch.manual_seed(hash(name) % 1000)
    x = d.sample((N,)).numpy()
    assert x.shape == (N, 2) and x.dtype == np.float64
    mean, var = d.mean.numpy(), d.variance.numpy()
    if name == "VonMises":  # circular mean and variance
        angles = x - mean
        np.testing.assert_allclose(np.arctan2(np.sin(angles), np.cos(angles)).mean(0), 0, atol=0.02)
        np.testing.assert_allclose(1 - np.cos(angles).mean(0), var, rtol=0.05)
        return
    # five standard errors of the mean; the variance within 5%
    np.testing.assert_array_less(np.abs(x.mean(0) - mean), 5 * np.sqrt(var / N) + 1e-12)
    np.testing.assert_allclose(x.var(0), var, rtol=0.05)


@pytest.mark.parametrize(
    "make",
    [
        lambda: (D.Cauchy(_f64(1.0), _f64(2.0)), stats.cauchy(1.0, 2.0)),
        lambda: (D.HalfCauchy(_f64(2.0)), stats.halfcauchy(scale=2.0)),
        lambda: (D.Pareto(_f64(1.0), _f64(1.2)), stats.pareto(1.2)),
        lambda: (D.StudentT(_f64(1.5)), stats.t(1.5)),
    ],
    ids=["Cauchy", "HalfCauchy", "Pareto", "StudentT"],
)
def test_heavy_tailed_samples_follow_the_cdf(make):
    d, frozen = make()
    torch.manual_seed(12)
    x = d.sample((N,)).numpy()
    assert stats.kstest(x, frozen.cdf).statistic < 0.01


def test_discrete_samples_follow_the_pmf():
    torch.manual_seed(13)
    probs = np.array([0.1, 0.2, 0.3, 0.4])
    x = D.Categorical(_f64(probs)).sample((N,)).numpy()
    np.testing.assert_allclose(np.bincount(x, minlength=4) / N, probs, atol=0.005)
    y = D.Binomial(10, _f64(0.35)).sample((N,)).numpy().astype(int)
    np.testing.assert_allclose(
        np.bincount(y, minlength=11) / N, stats.binom(10, 0.35).pmf(np.arange(11)), atol=0.005
    )


# -- gradients of reparameterised samples -----------------------------------------------------
def _sample_fn(factory, shape=(3,)):
    """The rsample of ``factory(*params)`` with the noise fixed by reseeding."""

    def fn(*params):
        torch.manual_seed(0)
        return factory(*params).rsample(shape)

    return fn


GRADCHECKED = {
    "Normal": (D.Normal, [[0.3, -0.5], [1.0, 2.0]]),
    "LogNormal": (D.LogNormal, [[0.3, -0.5], [0.4, 0.7]]),
    "Uniform": (D.Uniform, [[0.0, -1.0], [1.0, 2.0]]),
    "Exponential": (D.Exponential, [[0.5, 2.0]]),
    "Laplace": (D.Laplace, [[0.3, -0.5], [1.0, 2.0]]),
    "Cauchy": (D.Cauchy, [[0.3, -0.5], [1.0, 2.0]]),
    "Gumbel": (D.Gumbel, [[0.3, -0.5], [1.0, 2.0]]),
    "HalfNormal": (D.HalfNormal, [[1.0, 2.0]]),
    "HalfCauchy": (D.HalfCauchy, [[1.0, 2.0]]),
    "Pareto": (D.Pareto, [[1.0, 2.0], [3.0, 4.0]]),
    "Weibull": (D.Weibull, [[1.0, 2.0], [1.5, 0.8]]),
    "Kumaraswamy": (D.Kumaraswamy, [[2.0, 0.7], [3.0, 1.5]]),
    "GeneralizedPareto": (D.GeneralizedPareto, [[0.0, 1.0], [1.0, 2.0], [0.2, -0.2]]),
    "ContinuousBernoulli": (D.ContinuousBernoulli, [[0.2, 0.7]]),
    "LogisticNormal": (D.LogisticNormal, [[0.3, -0.5], [1.0, 2.0]]),
    "RelaxedBernoulli": (lambda p: D.RelaxedBernoulli(_f64(0.5), p), [[0.3, 0.6]]),
    "RelaxedOneHotCategorical": (
        lambda p: D.RelaxedOneHotCategorical(_f64(0.5), p),
        [[0.2, 0.3, 0.5]],
    ),
    "MultivariateNormal": (
        lambda loc, tril: D.MultivariateNormal(loc, scale_tril=tril.tril()),
        [[0.3, -0.5], [[1.0, 0.0], [0.4, 0.8]]],
    ),
    "LowRankMultivariateNormal": (
        D.LowRankMultivariateNormal,
        [[0.3, -0.5], [[1.0], [0.4]], [0.5, 0.8]],
    ),
}


@pytest.mark.parametrize("name", list(GRADCHECKED))
def test_rsample_gradcheck(name):
    factory, params = GRADCHECKED[name]
    inputs = tuple(_f64(p).requires_grad_() for p in params)
    assert factory(*inputs).has_rsample
    assert gradcheck(_sample_fn(factory), inputs)


def test_log_prob_and_entropy_gradcheck():
    loc, scale = _f64([0.3, -0.5]).requires_grad_(), _f64([1.0, 2.0]).requires_grad_()
    x = _f64([0.1, 0.4])
    assert gradcheck(lambda a, b: D.Normal(a, b).log_prob(x), (loc, scale))
    assert gradcheck(lambda a, b: D.Laplace(a, b).entropy(), (loc, scale))
    probs = _f64([0.2, 0.3, 0.5]).requires_grad_()
    assert gradcheck(lambda p: D.Categorical(p).entropy(), (probs,))
    assert gradcheck(lambda p: D.Categorical(p).log_prob(torch.tensor([0, 2])), (probs,))


def _implicit_gamma_grad(alpha, x):
    """-(∂F/∂α) / f for the standard gamma, by a central difference of scipy's CDF."""
    h = 1e-5 * alpha
    dF = (special.gammainc(alpha + h, x) - special.gammainc(alpha - h, x)) / (2 * h)
    return -dF / stats.gamma(alpha).pdf(x)


def test_gamma_rsample_gradient_is_the_implicit_one():
    concentration = _f64([0.4, 1.0, 3.5, 20.0]).requires_grad_()
    rate = _f64([1.0, 2.0, 0.5, 1.5]).requires_grad_()
    torch.manual_seed(14)
    x = D.Gamma(concentration, rate).rsample()
    x.sum().backward()
    a, r, xs = concentration.detach().numpy(), rate.detach().numpy(), x.detach().numpy()
    # x = standard_gamma(α) / rate
    np.testing.assert_allclose(
        concentration.grad.numpy(), _implicit_gamma_grad(a, xs * r) / r, rtol=1e-5
    )
    np.testing.assert_allclose(rate.grad.numpy(), -xs / r, rtol=1e-10)


def test_gamma_rsample_gradient_is_unbiased():
    # d E[x] / d α = 1 / rate
    concentration = _f64([0.3, 2.0]).requires_grad_()
    torch.manual_seed(15)
    D.Gamma(concentration, _f64([1.0, 4.0])).rsample((N,)).sum().backward()
    np.testing.assert_allclose(concentration.grad.numpy() / N, [1.0, 0.25], rtol=0.02)


def test_beta_rsample_gradient_is_the_implicit_one():
    a, b = 1.5, 2.5
    c1, c0 = _f64([a] * 4).requires_grad_(), _f64([b] * 4).requires_grad_()
    torch.manual_seed(16)
    x = D.Beta(c1, c0).rsample()
    x.sum().backward()
    xs = x.detach().numpy()
    h = 1e-6

    def dcdf(fn):
        return (fn(h) - fn(-h)) / (2 * h)

    pdf = stats.beta(a, b).pdf(xs)
    want_a = -dcdf(lambda e: special.betainc(a + e, b, xs)) / pdf
    want_b = -dcdf(lambda e: special.betainc(a, b + e, xs)) / pdf
    np.testing.assert_allclose(c1.grad.numpy(), want_a, rtol=1e-5)
    np.testing.assert_allclose(c0.grad.numpy(), want_b, rtol=1e-5)


def test_dirichlet_rsample_gradient_is_unbiased():
    alpha = _f64([0.5, 2.0, 3.5]).requires_grad_()
    torch.manual_seed(17)
    samples = D.Dirichlet(alpha).rsample((N,))
    samples[:, 0].sum().backward()
    # d E[x_0] / d α = (δ_0j Σα - α_0) / (Σα)²
    total = 6.0
    want = (np.array([total, 0.0, 0.0]) - 0.5) / total**2
    np.testing.assert_allclose(alpha.grad.numpy() / N, want, rtol=0.03, atol=2e-4)
    # the sampler itself is not differentiable: Dirichlet.rsample supplies the gradient
    with pytest.raises(RuntimeError, match="^the derivative for '_sample_dirichlet' is not"):
        torch._sample_dirichlet(alpha).sum().backward()


def test_students_t_and_chi2_rsample_gradients_flow():
    df = _f64([3.0, 7.0]).requires_grad_()
    torch.manual_seed(18)
    D.StudentT(df).rsample((1000,)).abs().mean().backward()
    assert df.grad is not None and bool(torch.isfinite(df.grad).all())
    # E|T| decreases with df: the estimated gradient is negative
    assert (df.grad < 0).all()
    loc = _f64(0.0).requires_grad_()
    m = math.pi  # the derivative of E[loc + x] w.r.t. loc is 1 for any scale
    D.StudentT(_f64(5.0), loc, _f64(m)).rsample((10,)).mean().backward()
    assert loc.grad.item() == pytest.approx(1.0)
