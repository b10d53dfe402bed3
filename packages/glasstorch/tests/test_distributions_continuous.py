"""Continuous univariate distributions against scipy.stats in float64: log_prob, cdf,
icdf, mean, variance and entropy over broadcast batch shapes."""

import math

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import distributions as D
from scipy import integrate, special, stats


def _f64(values):
    return torch.tensor(values, dtype=torch.float64)


# batch shapes (2, 1) x (3,) -> (2, 3), scored at values of shape (3,)
A21 = [[0.5], [2.0]]
B3 = [0.7, 1.5, 3.0]

# name -> (glasstorch distribution, the scipy frozen distribution with broadcast numpy
# parameters, values in the support, the methods to compare)
CASES = {
    "Normal": (
        lambda: D.Normal(_f64(A21), _f64(B3)),
        stats.norm(np.array(A21), np.array(B3)),
        [-1.0, 0.3, 2.5],
        "log_prob cdf icdf mean variance stddev entropy",
    ),
    "Uniform": (
        lambda: D.Uniform(_f64(A21), _f64(B3) + 3),
        stats.uniform(np.array(A21), np.array(B3) + 3 - np.array(A21)),
        [2.1, 2.4, 2.6],
        "log_prob cdf icdf mean variance stddev entropy",
    ),
    "Exponential": (
        lambda: D.Exponential(_f64(B3)),
        stats.expon(scale=1 / np.array(B3)),
        [0.1, 1.0, 2.5],
        "log_prob cdf icdf mean variance stddev entropy",
    ),
    "Laplace": (
        lambda: D.Laplace(_f64(A21), _f64(B3)),
        stats.laplace(np.array(A21), np.array(B3)),
        [-1.0, 0.3, 2.5],
        "log_prob cdf icdf mean variance stddev entropy",
    ),
    "Cauchy": (
        lambda: D.Cauchy(_f64(A21), _f64(B3)),
        stats.cauchy(np.array(A21), np.array(B3)),
        [-1.0, 0.3, 2.5],
        "log_prob cdf icdf entropy",
    ),
    "Gumbel": (
        lambda: D.Gumbel(_f64(A21), _f64(B3)),
        stats.gumbel_r(np.array(A21), np.array(B3)),
        [-1.0, 0.3, 2.5],
        "log_prob cdf icdf mean variance stddev entropy",
    ),
    "HalfNormal": (
        lambda: D.HalfNormal(_f64(B3)),
        stats.halfnorm(scale=np.array(B3)),
        [0.1, 1.0, 2.5],
        "log_prob cdf icdf mean variance entropy",
    ),
    "HalfCauchy": (
        lambda: D.HalfCauchy(_f64(B3)),
        stats.halfcauchy(scale=np.array(B3)),
        [0.1, 1.0, 2.5],
        "log_prob cdf icdf entropy",
    ),
    "LogNormal": (
        lambda: D.LogNormal(_f64(A21), _f64(B3)),
        stats.lognorm(np.array(B3), scale=np.exp(np.array(A21))),
        [0.1, 1.0, 2.5],
        "log_prob cdf icdf mean variance entropy",
    ),
    "Pareto": (
        lambda: D.Pareto(_f64(A21), _f64([2.5, 3.0, 4.5])),
        stats.pareto(np.array([2.5, 3.0, 4.5]), scale=np.array(A21)),
        [2.1, 3.0, 4.0],
        "log_prob cdf icdf mean variance entropy",
    ),
    "Weibull": (
        lambda: D.Weibull(_f64(A21), _f64(B3)),
        stats.weibull_min(np.array(B3), scale=np.array(A21)),
        [0.1, 1.0, 2.5],
        "log_prob cdf icdf mean variance entropy",
    ),
    "StudentT": (
        lambda: D.StudentT(_f64([3.0, 5.0, 9.0]), _f64(A21), _f64(B3)),
        stats.t(np.array([3.0, 5.0, 9.0]), np.array(A21), np.array(B3)),
        [-1.0, 0.3, 2.5],
        "log_prob mean variance entropy",
    ),
    "Chi2": (
        lambda: D.Chi2(_f64(B3)),
        stats.chi2(np.array(B3)),
        [0.1, 1.0, 2.5],
        "log_prob cdf mean variance entropy",
    ),
    "Gamma": (
        lambda: D.Gamma(_f64(A21), _f64(B3)),
        stats.gamma(np.array(A21), scale=1 / np.array(B3)),
        [0.1, 1.0, 2.5],
        "log_prob cdf mean variance entropy",
    ),
    "InverseGamma": (
        lambda: D.InverseGamma(_f64([2.5, 3.5, 4.0]), _f64(A21)),
        stats.invgamma(np.array([2.5, 3.5, 4.0]), scale=np.array(A21)),
        [0.1, 1.0, 2.5],
        "log_prob cdf mean variance entropy",
    ),
    "Beta": (
        lambda: D.Beta(_f64(A21), _f64(B3)),
        stats.beta(np.array(A21), np.array(B3)),
        [0.1, 0.5, 0.9],
        "log_prob mean variance entropy",
    ),
    "FisherSnedecor": (
        lambda: D.FisherSnedecor(_f64(A21) + 2, _f64(B3) + 4.5),
        stats.f(np.array(A21) + 2, np.array(B3) + 4.5),
        [0.1, 1.0, 2.5],
        "log_prob mean variance",
    ),
    "GeneralizedPareto": (
        lambda: D.GeneralizedPareto(_f64(A21), _f64(B3), _f64([0.3, 0.0, -0.2])),
        stats.genpareto(np.array([0.3, 0.0, -0.2]), np.array(A21), np.array(B3)),
        [2.1, 2.4, 2.6],
        "log_prob cdf icdf mean variance entropy",
    ),
    "VonMises": (
        lambda: D.VonMises(_f64(A21), _f64(B3)),
        stats.vonmises(np.array(B3), loc=np.array(A21)),
        [-1.0, 0.3, 2.5],
        "log_prob",
    ),
}


def _check(name, method):
    make, frozen, values, _ = CASES[name]
    d = make()
    x = _f64(values)
    if method == "log_prob":
        got, want = d.log_prob(x), frozen.logpdf(np.array(values))
    elif method == "cdf":
        got, want = d.cdf(x), frozen.cdf(np.array(values))
    elif method == "icdf":
        q = _f64([0.1, 0.5, 0.8])
        got, want = d.icdf(q), frozen.ppf(np.array([0.1, 0.5, 0.8]))
    elif method == "stddev":
        got, want = d.stddev, frozen.std()
    elif method == "entropy":
        got, want = d.entropy(), frozen.entropy()
    else:
        got, want = (
            getattr(d, method),
            getattr(frozen, method[:3] if method == "variance" else method)(),
        )
    assert got.dtype == torch.float64
    want = np.broadcast_to(want, tuple(d.batch_shape))
    # VonMises' normaliser uses Abramowitz & Stegun's polynomials (as PyTorch does)
    rtol = 1e-6 if name == "VonMises" else 1e-9
    np.testing.assert_allclose(got.numpy(), want, rtol=rtol, atol=1e-12)


PAIRS = [(n, m) for n, (_, _, _, methods) in CASES.items() for m in methods.split()]


@pytest.mark.parametrize("name,method", PAIRS, ids=[f"{n}-{m}" for n, m in PAIRS])
def test_against_scipy(name, method):
    _check(name, method)


def test_infinite_and_undefined_moments():
    assert math.isnan(D.Cauchy(_f64(0.0), _f64(1.0)).mean.item())
    assert math.isinf(D.Cauchy(_f64(0.0), _f64(1.0)).variance.item())
    assert math.isinf(D.HalfCauchy(_f64(1.0)).mean.item())
    t = D.StudentT(_f64([0.5, 1.5, 3.0]))
    mean, var = t.mean.tolist(), t.variance.tolist()
    assert math.isnan(mean[0]) and mean[1:] == [0.0, 0.0]
    assert math.isnan(var[0]) and math.isinf(var[1]) and var[2] == pytest.approx(3.0)
    assert math.isinf(D.InverseGamma(_f64(0.5), _f64(1.0)).mean.item())
    assert math.isnan(D.GeneralizedPareto(_f64(0.0), _f64(1.0), _f64(1.5)).mean.item())
    assert math.isnan(D.FisherSnedecor(_f64(3.0), _f64(1.5)).mean.item())
    assert math.isnan(D.Uniform(0.0, 1.0).mode.item())


def test_modes():
    assert D.Gamma(_f64([3.0, 0.5]), _f64(2.0)).mode.tolist() == [1.0, 0.0]
    assert D.LogNormal(_f64(0.0), _f64(1.0)).mode.item() == pytest.approx(math.exp(-1))
    assert D.Weibull(_f64(2.0), _f64(2.0)).mode.item() == pytest.approx(2 * 0.5**0.5)
    assert D.Beta(_f64(3.0), _f64(2.0)).mode.item() == pytest.approx(2 / 3)
    assert D.InverseGamma(_f64(3.0), _f64(2.0)).mode.item() == pytest.approx(0.5)
    assert D.FisherSnedecor(_f64(4.0), _f64(6.0)).mode.item() == pytest.approx(0.5 * 6 / 8)


def test_support_of_outside_values():
    assert D.HalfNormal(_f64(1.0), validate_args=False).log_prob(_f64(-1.0)).item() == -math.inf
    assert D.Uniform(0.0, 1.0, validate_args=False).log_prob(torch.tensor(2.0)).item() == -math.inf
    assert D.Pareto(_f64(1.0), _f64(2.0)).support.lower_bound.item() == 1.0
    gp = D.GeneralizedPareto(_f64(0.0), _f64(2.0), _f64(-0.5))
    assert gp.support.upper_bound.item() == pytest.approx(4.0)


# -- distributions scipy does not have --------------------------------------------------------
def test_kumaraswamy():
    a, b = 2.0, 3.0
    d = D.Kumaraswamy(_f64(a), _f64(b))
    x = np.array([0.1, 0.4, 0.8])

    def pdf(t):
        return a * b * t ** (a - 1) * (1 - t**a) ** (b - 1)

    np.testing.assert_allclose(d.log_prob(_f64(x)).numpy(), np.log(pdf(x)))
    mean = integrate.quad(lambda t: t * pdf(t), 0, 1)[0]
    second = integrate.quad(lambda t: t * t * pdf(t), 0, 1)[0]
    entropy = integrate.quad(lambda t: -pdf(t) * np.log(pdf(t)), 0, 1)[0]
    assert d.mean.item() == pytest.approx(mean, rel=1e-9)
    assert d.variance.item() == pytest.approx(second - mean**2, rel=1e-8)
    assert d.entropy().item() == pytest.approx(entropy, rel=1e-8)
    assert d.mode.item() == pytest.approx(((a - 1) / (a * b - 1)) ** (1 / a))
    modes = D.Kumaraswamy(_f64([1.0, 3.0, 0.5]), _f64([2.0, 1.0, 2.0])).mode.tolist()
    assert modes[:2] == [0.0, 1.0] and math.isnan(modes[2])


@pytest.mark.parametrize("lam", [0.2, 0.4995, 0.8])
def test_continuous_bernoulli(lam):
    d = D.ContinuousBernoulli(_f64(lam))
    norm = 2 * math.atanh(1 - 2 * lam) / (1 - 2 * lam)

    def pdf(t):
        return norm * lam**t * (1 - lam) ** (1 - t)

    x = np.array([0.1, 0.5, 0.9])
    # near λ = 1/2 the distribution switches to Taylor expansions (values near 0)
    np.testing.assert_allclose(d.log_prob(_f64(x)).numpy(), np.log(pdf(x)), rtol=1e-6, atol=1e-9)
    cdf = [integrate.quad(pdf, 0, t)[0] for t in x]
    if abs(lam - 0.5) < 1e-3:
        cdf = x  # PyTorch's CDF inside the unstable region around 1/2 is the uniform's
    np.testing.assert_allclose(d.cdf(_f64(x)).numpy(), cdf, rtol=1e-6)
    np.testing.assert_allclose(d.icdf(d.cdf(_f64(x))).numpy(), x, rtol=1e-6)
    mean = integrate.quad(lambda t: t * pdf(t), 0, 1)[0]
    var = integrate.quad(lambda t: (t - mean) ** 2 * pdf(t), 0, 1)[0]
    entropy = integrate.quad(lambda t: -pdf(t) * np.log(pdf(t)), 0, 1)[0]
    assert d.mean.item() == pytest.approx(mean, rel=1e-6)
    assert d.variance.item() == pytest.approx(var, rel=1e-5)
    assert d.entropy().item() == pytest.approx(entropy, rel=1e-5, abs=1e-8)


def test_von_mises_normaliser_and_variance():
    kappa = _f64([0.5, 2.0, 10.0])
    d = D.VonMises(_f64(0.0), kappa)
    # circular variance 1 - I1(κ)/I0(κ) (Abramowitz & Stegun's polynomials: ~1e-7)
    expected = 1 - special.i1(kappa.numpy()) / special.i0(kappa.numpy())
    np.testing.assert_allclose(d.variance.numpy(), expected, rtol=1e-6)
    assert d.mean.tolist() == [0.0] * 3 and d.mode.tolist() == [0.0] * 3
    assert not d.has_rsample
