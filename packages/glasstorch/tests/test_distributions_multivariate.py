"""Multivariate and composite distributions: (low-rank) multivariate normals, Dirichlet,
Wishart, LKJ, mixtures, Independent and the relaxed distributions."""

import math

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import distributions as D
from scipy import integrate, stats


def _f64(values):
    return torch.tensor(values, dtype=torch.float64)


COV = np.array([[2.0, 0.3, 0.1], [0.3, 1.0, -0.2], [0.1, -0.2, 0.5]])
LOCS = np.array([[0.0, 1.0, -1.0], [0.5, 0.2, 0.3]])
VALUES = np.array([[0.3, 0.1, -0.4], [1.0, -1.0, 0.5]])


@pytest.mark.parametrize("param", ["covariance_matrix", "precision_matrix", "scale_tril"])
def test_multivariate_normal_against_scipy(param):
    given = {
        "covariance_matrix": COV,
        "precision_matrix": np.linalg.inv(COV),
        "scale_tril": np.linalg.cholesky(COV),
    }[param]
    d = D.MultivariateNormal(_f64(LOCS), **{param: _f64(given)})
    assert d.batch_shape == (2,) and d.event_shape == (3,)
    want = np.array([stats.multivariate_normal(mu, COV).logpdf(VALUES) for mu in LOCS]).T
    np.testing.assert_allclose(d.log_prob(_f64(VALUES[:, None])).numpy(), want, rtol=1e-10)
    np.testing.assert_allclose(
        d.entropy().numpy(), [stats.multivariate_normal(LOCS[0], COV).entropy()] * 2
    )
    np.testing.assert_allclose(d.covariance_matrix.numpy(), [COV, COV], rtol=1e-10)
    np.testing.assert_allclose(d.precision_matrix.numpy()[0], np.linalg.inv(COV), rtol=1e-9)
    np.testing.assert_allclose(d.scale_tril.numpy()[1], np.linalg.cholesky(COV), rtol=1e-10)
    np.testing.assert_allclose(d.variance.numpy(), [np.diag(COV)] * 2)
    assert d.mean.tolist() == LOCS.tolist() and d.mode.tolist() == LOCS.tolist()


def test_multivariate_normal_batched_scale_and_expand():
    scales = np.stack([np.linalg.cholesky(COV), np.eye(3)])
    d = D.MultivariateNormal(_f64(LOCS[0]), scale_tril=_f64(scales))
    want = [stats.multivariate_normal(LOCS[0], s @ s.T).logpdf(VALUES[0]) for s in scales]
    np.testing.assert_allclose(d.log_prob(_f64(VALUES[0])).numpy(), want, rtol=1e-10)
    e = d.expand((4, 2))
    assert e.batch_shape == (4, 2) and e.log_prob(_f64(VALUES[0])).shape == (4, 2)
    torch.manual_seed(0)
    draws = D.MultivariateNormal(_f64(LOCS[1]), _f64(COV)).sample((40000,)).numpy()
    np.testing.assert_allclose(draws.mean(0), LOCS[1], atol=0.03)
    np.testing.assert_allclose(np.cov(draws.T), COV, atol=0.05)


def test_low_rank_multivariate_normal_matches_the_full_covariance():
    factor = np.array([[1.0, 0.2], [-0.5, 0.3], [0.4, 1.1]])
    diag = np.array([0.5, 1.5, 0.7])
    cov = factor @ factor.T + np.diag(diag)
    d = D.LowRankMultivariateNormal(_f64(LOCS), _f64(factor), _f64(diag))
    want = np.array([stats.multivariate_normal(mu, cov).logpdf(VALUES) for mu in LOCS]).T
    np.testing.assert_allclose(d.log_prob(_f64(VALUES[:, None])).numpy(), want, rtol=1e-10)
    np.testing.assert_allclose(
        d.entropy().numpy(), [stats.multivariate_normal(LOCS[0], cov).entropy()] * 2
    )
    np.testing.assert_allclose(d.covariance_matrix.numpy()[0], cov, rtol=1e-12)
    np.testing.assert_allclose(d.precision_matrix.numpy()[0], np.linalg.inv(cov), rtol=1e-9)
    np.testing.assert_allclose(d.scale_tril.numpy()[0], np.linalg.cholesky(cov), rtol=1e-9)
    np.testing.assert_allclose(d.variance.numpy()[1], np.diag(cov))
    assert d.rsample((5,)).shape == (5, 2, 3) and d.expand((3, 2)).batch_shape == (3, 2)
    with pytest.raises(ValueError, match="cov_factor must be a batch of matrices with shape 3"):
        D.LowRankMultivariateNormal(_f64(LOCS), _f64(factor[:2]), _f64(diag))


def test_dirichlet_against_scipy():
    alpha = np.array([[0.5, 2.0, 3.0], [1.0, 1.0, 4.0]])
    d = D.Dirichlet(_f64(alpha))
    x = np.array([0.2, 0.3, 0.5])
    np.testing.assert_allclose(
        d.log_prob(_f64(x)).numpy(), [stats.dirichlet(a).logpdf(x) for a in alpha]
    )
    np.testing.assert_allclose(d.entropy().numpy(), [stats.dirichlet(a).entropy() for a in alpha])
    np.testing.assert_allclose(d.mean.numpy(), [stats.dirichlet(a).mean() for a in alpha])
    np.testing.assert_allclose(d.variance.numpy(), [stats.dirichlet(a).var() for a in alpha])
    np.testing.assert_allclose(d.mode.numpy()[1], [0.0, 0.0, 1.0])
    assert D.Dirichlet(_f64([0.5, 0.2, 0.3])).mode.tolist() == [1.0, 0.0, 0.0]
    torch.manual_seed(3)
    draws = d.sample((20000,))
    assert draws.shape == (20000, 2, 3)
    np.testing.assert_allclose(draws.mean(0).numpy(), d.mean.numpy(), atol=0.01)


def test_wishart_against_scipy():
    scale = np.array([[2.0, 0.5], [0.5, 1.0]])
    d = D.Wishart(_f64(4.5), _f64(scale))
    frozen = stats.wishart(4.5, scale)
    x = np.array([[3.0, 1.0], [1.0, 2.0]])
    # PyTorch 2.13 gives -5.49834065213120571 and entropy 7.41668657025163469
    assert d.log_prob(_f64(x)).item() == pytest.approx(frozen.logpdf(x), rel=1e-10)
    assert d.log_prob(_f64(x)).item() == pytest.approx(-5.49834065213120571, rel=1e-12)
    assert d.entropy().item() == pytest.approx(frozen.entropy(), rel=1e-10)
    np.testing.assert_allclose(d.mean.numpy(), frozen.mean())
    np.testing.assert_allclose(d.variance.numpy(), frozen.var())
    np.testing.assert_allclose(d.mode.numpy(), frozen.mode())
    by_precision = D.Wishart(_f64(4.5), precision_matrix=_f64(np.linalg.inv(scale)))
    assert by_precision.log_prob(_f64(x)).item() == pytest.approx(frozen.logpdf(x), rel=1e-9)
    torch.manual_seed(4)
    draws = d.rsample((20000,))
    np.testing.assert_allclose(draws.mean(0).numpy(), 4.5 * scale, rtol=0.03)
    with pytest.raises(ValueError, match=r"expected to be greater than ndim - 1 = 1"):
        D.Wishart(_f64(0.5), _f64(scale))


def test_lkj_cholesky():
    # dim 2: L = [[1, 0], [r, sqrt(1 - r²)]], and the density of r is ∝ (1 - r²)^(η - 1)
    d = D.LKJCholesky(2, _f64(1.7))

    def density(r):
        lower = _f64([[1.0, 0.0], [r, math.sqrt(1 - r * r)]])
        return math.exp(d.log_prob(lower).item())

    assert integrate.quad(density, -1, 1)[0] == pytest.approx(1.0, rel=1e-8)
    # dim 3, from PyTorch 2.13
    lower = _f64([[1.0, 0.0, 0.0], [0.6, 0.8, 0.0], [0.0, 0.6, 0.8]])
    np.testing.assert_allclose(
        D.LKJCholesky(3, _f64([0.5, 2.0])).log_prob(lower).numpy(),
        [-2.30788069565508103, -1.73120109469817751],
        rtol=1e-12,
    )
    torch.manual_seed(5)
    draws = D.LKJCholesky(3, _f64(2.0)).sample((500,))
    assert draws.shape == (500, 3, 3) and bool(D.constraints.corr_cholesky.check(draws).all())
    with pytest.raises(ValueError, match="greater than or equal to 2. Found dim=1"):
        D.LKJCholesky(1)


def test_mixture_same_family():
    weights = np.array([0.3, 0.7])
    locs, scales = np.array([-1.0, 2.0]), np.array([0.5, 1.5])
    d = D.MixtureSameFamily(D.Categorical(_f64(weights)), D.Normal(_f64(locs), _f64(scales)))
    x = np.array([-1.0, 0.3, 2.5])
    pdf = (weights * stats.norm(locs, scales).pdf(x[:, None])).sum(-1)
    np.testing.assert_allclose(d.log_prob(_f64(x)).numpy(), np.log(pdf))
    cdf = (weights * stats.norm(locs, scales).cdf(x[:, None])).sum(-1)
    np.testing.assert_allclose(d.cdf(_f64(x)).numpy(), cdf)
    mean = (weights * locs).sum()
    var = (weights * (scales**2 + locs**2)).sum() - mean**2
    assert d.mean.item() == pytest.approx(mean) and d.variance.item() == pytest.approx(var)
    torch.manual_seed(6)
    draws = d.sample((40000,))
    assert abs(draws.mean().item() - mean) < 0.05
    # multivariate components with a batch
    comp = D.Independent(D.Normal(torch.zeros(4, 2, 3, dtype=torch.float64), 1.0), 1)
    mix = D.MixtureSameFamily(D.Categorical(torch.ones(4, 2, dtype=torch.float64)), comp)
    assert mix.batch_shape == (4,) and mix.event_shape == (3,)
    assert mix.sample((5,)).shape == (5, 4, 3) and mix.log_prob(mix.sample()).shape == (4,)
    with pytest.raises(ValueError, match="does not equal `component_distribution.batch_shape"):
        D.MixtureSameFamily(D.Categorical(_f64([0.5, 0.5])), D.Normal(torch.zeros(3), 1.0))


def test_independent():
    base = D.Normal(_f64([[0.0, 1.0], [2.0, 3.0]]), _f64([1.0, 2.0]))
    d = D.Independent(base, 1)
    assert d.batch_shape == (2,) and d.event_shape == (2,)
    x = _f64([0.5, -0.5])
    np.testing.assert_allclose(d.log_prob(x).numpy(), base.log_prob(x).sum(-1).numpy())
    np.testing.assert_allclose(d.entropy().numpy(), base.entropy().sum(-1).numpy())
    assert d.has_rsample and not d.has_enumerate_support
    assert repr(d.support) == "IndependentConstraint(Real(), 1)"
    assert d.expand((3, 2)).batch_shape == (3, 2)
    with pytest.raises(NotImplementedError, match="cartesian product"):
        D.Independent(D.Bernoulli(_f64([0.5, 0.5])), 1).enumerate_support()


def test_logistic_normal():
    d = D.LogisticNormal(_f64([0.2, -0.3]), _f64([1.0, 0.5]))
    assert d.event_shape == (3,)
    # PyTorch 2.13's value
    assert d.log_prob(_f64([0.3, 0.5, 0.2])).item() == pytest.approx(-0.65960962942640844)
    draws = d.sample((10,))
    np.testing.assert_allclose(draws.sum(-1).numpy(), 1.0)


def test_relaxed_bernoulli_density():
    temperature, p = 0.7, 0.3
    d = D.RelaxedBernoulli(_f64(temperature), _f64(p))
    y = np.array([0.1, 0.5, 0.9])
    alpha = p / (1 - p)
    # the binary concrete density (Maddison et al., 2017)
    pdf = (
        temperature
        * alpha
        * y ** (-temperature - 1)
        * (1 - y) ** (-temperature - 1)
        / (alpha * y**-temperature + (1 - y) ** -temperature) ** 2
    )
    np.testing.assert_allclose(d.log_prob(_f64(y)).numpy(), np.log(pdf), rtol=1e-10)
    assert integrate.quad(lambda t: math.exp(d.log_prob(_f64(t)).item()), 0, 1)[0] == (
        pytest.approx(1.0, rel=1e-6)
    )
    torch.manual_seed(7)
    draws = d.rsample((20000,))
    assert 0 < draws.min().item() and draws.max().item() < 1
    assert abs((draws > 0.5).double().mean().item() - p) < 0.015


def test_relaxed_one_hot_categorical_density():
    temperature, probs = 0.8, np.array([0.2, 0.3, 0.5])
    d = D.RelaxedOneHotCategorical(_f64(temperature), _f64(probs))
    x = np.array([0.1, 0.6, 0.3])
    n = 3
    # the concrete density on the simplex (Maddison et al., 2017)
    pdf = (
        math.factorial(n - 1)
        * temperature ** (n - 1)
        * np.prod(probs * x ** (-temperature - 1))
        / (probs * x**-temperature).sum() ** n
    )
    # log_prob is the density of the log-sample, shifted by the Jacobian of exp
    assert d.log_prob(_f64(x)).item() == pytest.approx(math.log(pdf), rel=1e-10)
    torch.manual_seed(8)
    draws = d.rsample((20000,))
    np.testing.assert_allclose(draws.sum(-1).numpy(), 1.0, rtol=1e-10)
    counts = np.bincount(draws.argmax(-1).numpy(), minlength=3) / 20000
    np.testing.assert_allclose(counts, probs, atol=0.015)


def test_beta_is_a_two_category_dirichlet():
    d = D.Beta(_f64([0.5, 2.0]), _f64(3.0))
    assert d.concentration1.tolist() == [0.5, 2.0] and d.concentration0.tolist() == [3.0, 3.0]
    np.testing.assert_allclose(
        d.log_prob(_f64(0.3)).numpy(), stats.beta([0.5, 2.0], 3.0).logpdf(0.3)
    )
    assert d._dirichlet.concentration.tolist() == [[0.5, 3.0], [2.0, 3.0]]
    assert D.Beta(0.5, 3.0).batch_shape == ()
