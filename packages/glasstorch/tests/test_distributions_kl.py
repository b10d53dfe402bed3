"""kl_divergence: every closed form against numerical integration (or a sum over the
support, or the full-covariance formula), the infinite pairs, and the registry."""

import math
import warnings

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import distributions as D
from glasstorch.distributions import kl_divergence, register_kl
from glasstorch.distributions.kl import _KL_REGISTRY
from glasstorch.distributions.kl.same_family import _kl_expfamily_expfamily
from scipy import integrate


def _f64(values):
    return torch.tensor(values, dtype=torch.float64)


def _s(value):
    return _f64(value)


# (p, q, integration bounds of p's support) for univariate continuous pairs
CONTINUOUS = {
    "Normal-Normal": (D.Normal(_s(0.3), _s(1.2)), D.Normal(_s(-0.5), _s(0.8)), (-40, 40)),
    "Exponential-Exponential": (D.Exponential(_s(2.0)), D.Exponential(_s(0.7)), (0, 60)),
    "Gamma-Gamma": (D.Gamma(_s(2.5), _s(1.5)), D.Gamma(_s(1.2), _s(0.6)), (0, 80)),
    "Beta-Beta": (D.Beta(_s(2.0), _s(3.0)), D.Beta(_s(0.7), _s(1.3)), (0, 1)),
    "Gumbel-Gumbel": (D.Gumbel(_s(0.3), _s(1.2)), D.Gumbel(_s(-0.5), _s(0.8)), (-20, 60)),
    "Laplace-Laplace": (D.Laplace(_s(0.3), _s(1.2)), D.Laplace(_s(-0.5), _s(0.8)), (-60, 60)),
    "HalfNormal-HalfNormal": (D.HalfNormal(_s(1.2)), D.HalfNormal(_s(0.8)), (0, 40)),
    "Cauchy-Cauchy": (D.Cauchy(_s(0.3), _s(1.2)), D.Cauchy(_s(-0.5), _s(0.8)), (-np.inf, np.inf)),
    "Pareto-Pareto": (D.Pareto(_s(2.0), _s(3.0)), D.Pareto(_s(1.0), _s(1.5)), (2, np.inf)),
    "Uniform-Uniform": (D.Uniform(_s(0.2), _s(0.7)), D.Uniform(_s(0.0), _s(1.5)), (0.2, 0.7)),
    "ContinuousBernoulli-ContinuousBernoulli": (
        D.ContinuousBernoulli(_s(0.3)),
        D.ContinuousBernoulli(_s(0.8)),
        (0, 1),
    ),
    "Beta-ContinuousBernoulli": (D.Beta(_s(2.0), _s(3.0)), D.ContinuousBernoulli(_s(0.3)), (0, 1)),
    "Beta-Exponential": (D.Beta(_s(2.0), _s(3.0)), D.Exponential(_s(1.5)), (0, 1)),
    "Beta-Gamma": (D.Beta(_s(2.0), _s(3.0)), D.Gamma(_s(2.0), _s(3.0)), (0, 1)),
    "Beta-Normal": (D.Beta(_s(2.0), _s(3.0)), D.Normal(_s(0.5), _s(0.4)), (0, 1)),
    "Beta-Uniform": (D.Beta(_s(2.0), _s(3.0)), D.Uniform(_s(-0.5), _s(1.5)), (0, 1)),
    "ContinuousBernoulli-Exponential": (
        D.ContinuousBernoulli(_s(0.3)),
        D.Exponential(_s(1.5)),
        (0, 1),
    ),
    "ContinuousBernoulli-Normal": (
        D.ContinuousBernoulli(_s(0.3)),
        D.Normal(_s(0.5), _s(0.4)),
        (0, 1),
    ),
    "ContinuousBernoulli-Uniform": (
        D.ContinuousBernoulli(_s(0.3)),
        D.Uniform(_s(-0.5), _s(1.5)),
        (0, 1),
    ),
    "Exponential-Gamma": (D.Exponential(_s(2.0)), D.Gamma(_s(2.0), _s(3.0)), (0, 60)),
    "Exponential-Gumbel": (D.Exponential(_s(2.0)), D.Gumbel(_s(0.5), _s(1.5)), (0, 60)),
    "Exponential-Normal": (D.Exponential(_s(2.0)), D.Normal(_s(0.5), _s(1.5)), (0, 60)),
    "Gamma-Exponential": (D.Gamma(_s(2.5), _s(1.5)), D.Exponential(_s(0.7)), (0, 80)),
    "Gamma-Gumbel": (D.Gamma(_s(2.5), _s(1.5)), D.Gumbel(_s(0.5), _s(1.5)), (0, 80)),
    "Gamma-Normal": (D.Gamma(_s(2.5), _s(1.5)), D.Normal(_s(0.5), _s(1.5)), (0, 80)),
    "Gumbel-Normal": (D.Gumbel(_s(0.3), _s(1.2)), D.Normal(_s(0.5), _s(1.5)), (-20, 60)),
    "Laplace-Normal": (D.Laplace(_s(0.3), _s(1.2)), D.Normal(_s(0.5), _s(1.5)), (-60, 60)),
    "Normal-Gumbel": (D.Normal(_s(0.3), _s(1.2)), D.Gumbel(_s(0.5), _s(1.5)), (-40, 40)),
    "Normal-Laplace": (D.Normal(_s(0.3), _s(1.2)), D.Laplace(_s(0.5), _s(1.5)), (-40, 40)),
    "Pareto-Exponential": (D.Pareto(_s(2.0), _s(3.0)), D.Exponential(_s(0.7)), (2, np.inf)),
    "Pareto-Gamma": (D.Pareto(_s(2.0), _s(3.0)), D.Gamma(_s(2.0), _s(0.7)), (2, np.inf)),
    "Pareto-Normal": (D.Pareto(_s(2.0), _s(3.5)), D.Normal(_s(2.5), _s(2.0)), (2, np.inf)),
    "Uniform-Beta": (D.Uniform(_s(0.2), _s(0.7)), D.Beta(_s(2.0), _s(3.0)), (0.2, 0.7)),
    "Uniform-ContinuousBernoulli": (
        D.Uniform(_s(0.2), _s(0.7)),
        D.ContinuousBernoulli(_s(0.3)),
        (0.2, 0.7),
    ),
    "Uniform-Exponential": (D.Uniform(_s(0.2), _s(0.7)), D.Exponential(_s(1.5)), (0.2, 0.7)),
    "Uniform-Gamma": (D.Uniform(_s(0.2), _s(0.7)), D.Gamma(_s(2.0), _s(3.0)), (0.2, 0.7)),
    "Uniform-Gumbel": (D.Uniform(_s(0.2), _s(0.7)), D.Gumbel(_s(0.5), _s(1.5)), (0.2, 0.7)),
    "Uniform-Normal": (D.Uniform(_s(0.2), _s(0.7)), D.Normal(_s(0.5), _s(1.5)), (0.2, 0.7)),
    "Uniform-Pareto": (D.Uniform(_s(1.2), _s(1.7)), D.Pareto(_s(1.0), _s(1.5)), (1.2, 1.7)),
    "LogNormal-LogNormal": (
        D.LogNormal(_s(0.3), _s(0.6)),
        D.LogNormal(_s(-0.2), _s(0.9)),
        (0, np.inf),
    ),
}


def _numerical_kl(p, q, bounds):
    def integrand(x):
        lp = p.log_prob(_f64(x)).item()
        return math.exp(lp) * (lp - q.log_prob(_f64(x)).item()) if lp > -700 else 0.0

    return integrate.quad(integrand, *bounds, limit=200, epsabs=1e-11)[0]


@pytest.mark.parametrize("pair", list(CONTINUOUS))
def test_continuous_kl_against_integration(pair):
    p, q, bounds = CONTINUOUS[pair]
    got = kl_divergence(p, q)
    assert got.dtype == torch.float64
    assert got.item() == pytest.approx(_numerical_kl(p, q, bounds), rel=1e-6, abs=1e-9)


DISCRETE = {
    "Bernoulli": (D.Bernoulli(_s(0.3)), D.Bernoulli(_s(0.8)), range(2)),
    "Binomial": (D.Binomial(8, _s(0.3)), D.Binomial(5, _s(0.6)), None),
    "Geometric": (D.Geometric(_s(0.3)), D.Geometric(_s(0.6)), range(200)),
    "Poisson": (D.Poisson(_s(2.5)), D.Poisson(_s(1.2)), range(80)),
    "Bernoulli-Poisson": (D.Bernoulli(_s(0.3)), D.Poisson(_s(1.2)), range(2)),
}


@pytest.mark.parametrize("pair", ["Bernoulli", "Geometric", "Poisson", "Bernoulli-Poisson"])
def test_discrete_kl_against_a_sum(pair):
    p, q, support = DISCRETE[pair]
    x = _f64(list(support))
    lp = p.log_prob(x)
    want = (lp.exp() * (lp - q.log_prob(x))).sum().item()
    assert kl_divergence(p, q).item() == pytest.approx(want, rel=1e-9)


def test_binomial_and_categorical_kl():
    p, q = D.Binomial(8, _f64([0.3, 0.5])), D.Binomial(8, _f64([0.6, 0.5]))
    x = p.enumerate_support()
    lp = p.log_prob(x)
    want = (lp.exp() * (lp - q.log_prob(x))).sum(0)
    np.testing.assert_allclose(kl_divergence(p, q).numpy(), want.numpy(), rtol=1e-9)
    assert math.isinf(kl_divergence(D.Binomial(8, _s(0.3)), D.Binomial(5, _s(0.3))).item())
    with pytest.raises(NotImplementedError, match="q.total_count > p.total_count"):
        kl_divergence(D.Binomial(5, _s(0.3)), D.Binomial(8, _s(0.3)))
    pc, qc = _f64([[0.2, 0.3, 0.5], [0.0, 0.5, 0.5]]), _f64([0.4, 0.4, 0.2])
    got = kl_divergence(D.Categorical(pc), D.Categorical(qc)).numpy()
    want0 = (pc[0] * (pc[0] / qc).log()).sum().item()
    want1 = (pc[1, 1:] * (pc[1, 1:] / qc[1:]).log()).sum().item()
    np.testing.assert_allclose(got, [want0, want1], rtol=1e-9)
    one_hot = kl_divergence(D.OneHotCategorical(pc), D.OneHotCategorical(qc))
    np.testing.assert_allclose(one_hot.numpy(), got)
    assert math.isinf(kl_divergence(D.Categorical(qc), D.Categorical(pc[1])).item())


def test_multivariate_normal_kls_against_the_closed_form():
    rng = np.random.default_rng(0)
    factor_p, factor_q = rng.normal(size=(3, 2)), rng.normal(size=(3, 1))
    diag_p, diag_q = np.array([0.5, 1.0, 0.8]), np.array([1.2, 0.4, 0.9])
    cov_p, cov_q = factor_p @ factor_p.T + np.diag(diag_p), factor_q @ factor_q.T + np.diag(diag_q)
    mu_p, mu_q = np.array([0.1, -0.3, 0.5]), np.array([0.4, 0.0, -0.2])
    inv_q = np.linalg.inv(cov_q)
    diff = mu_q - mu_p
    want = 0.5 * (
        np.trace(inv_q @ cov_p)
        + diff @ inv_q @ diff
        - 3
        + np.linalg.slogdet(cov_q)[1]
        - np.linalg.slogdet(cov_p)[1]
    )
    full_p = D.MultivariateNormal(_f64(mu_p), _f64(cov_p))
    full_q = D.MultivariateNormal(_f64(mu_q), _f64(cov_q))
    low_p = D.LowRankMultivariateNormal(_f64(mu_p), _f64(factor_p), _f64(diag_p))
    low_q = D.LowRankMultivariateNormal(_f64(mu_q), _f64(factor_q), _f64(diag_q))
    for p, q in [(full_p, full_q), (low_p, low_q), (full_p, low_q), (low_p, full_q)]:
        assert kl_divergence(p, q).item() == pytest.approx(want, rel=1e-10)
    batched = D.MultivariateNormal(_f64(np.stack([mu_p, mu_q])), _f64(cov_p))
    np.testing.assert_allclose(kl_divergence(batched, full_q).numpy()[0], want, rtol=1e-10)
    with pytest.raises(ValueError, match="different event shapes cannot be computed"):
        kl_divergence(full_p, D.MultivariateNormal(torch.zeros(2), torch.eye(2)))


def test_dirichlet_kl_against_monte_carlo():
    p, q = D.Dirichlet(_f64([2.0, 3.0, 1.5])), D.Dirichlet(_f64([1.0, 1.0, 4.0]))
    torch.manual_seed(1)  # the estimate's standard error is 0.0063; this draw is 0.2 of one off
    x = p.sample((200_000,))
    estimate = (p.log_prob(x) - q.log_prob(x)).mean().item()
    assert kl_divergence(p, q).item() == pytest.approx(estimate, abs=0.01)


def test_composite_kls():
    base_p, base_q = D.Normal(_f64([0.0, 1.0]), _f64(1.0)), D.Normal(_f64([0.5, 0.0]), _f64(2.0))
    ind = kl_divergence(D.Independent(base_p, 1), D.Independent(base_q, 1))
    assert ind.item() == pytest.approx(kl_divergence(base_p, base_q).sum().item())
    with pytest.raises(NotImplementedError):
        kl_divergence(D.Independent(base_p, 1), D.Independent(base_q.expand((3, 2)), 2))
    # the generic exponential-family rule (Bregman divergence) agrees with Normal's
    p, q = D.Normal(_s(0.3), _s(1.2)), D.Normal(_s(-0.5), _s(0.8))
    assert _kl_expfamily_expfamily(p, q).item() == pytest.approx(kl_divergence(p, q).item())
    gp, gq = D.Gamma(_s(2.5), _s(1.5)), D.Gamma(_s(1.2), _s(0.6))
    assert _kl_expfamily_expfamily(gp, gq).item() == pytest.approx(kl_divergence(gp, gq).item())


INFINITE = [
    (D.Normal(_f64([0.0, 1.0]), 1.0), D.Uniform(_s(0.0), _s(1.0))),
    (D.Normal(_f64([0.0, 1.0]), 1.0), D.Exponential(_s(1.0))),
    (D.Exponential(_f64([1.0, 2.0])), D.Beta(_s(1.0), _s(1.0))),
    (D.Gamma(_f64([1.0, 2.0]), 1.0), D.Pareto(_s(1.0), _s(1.0))),
    (D.Gumbel(_f64([0.0, 1.0]), 1.0), D.Gamma(_s(1.0), _s(1.0))),
    (D.Laplace(_f64([0.0, 1.0]), 1.0), D.ContinuousBernoulli(_s(0.3))),
    (D.Poisson(_f64([1.0, 2.0])), D.Bernoulli(_s(0.3))),
    (D.Pareto(_f64([1.0, 2.0]), 1.0), D.Uniform(_s(0.0), _s(1.0))),
    (D.Beta(_f64([1.0, 2.0]), 1.0), D.Pareto(_s(1.0), _s(1.0))),
]


@pytest.mark.parametrize("p,q", INFINITE, ids=lambda d: type(d).__name__)
def test_infinite_kls(p, q):
    result = kl_divergence(p, q)
    assert result.shape == (2,) and bool(torch.isinf(result).all())


def test_partial_support_is_infinite():
    assert math.isinf(kl_divergence(D.Uniform(_s(0.0), _s(2.0)), D.Uniform(_s(0.5), _s(3.0))))
    assert math.isinf(kl_divergence(D.Uniform(_s(-1.0), _s(0.5)), D.Exponential(_s(1.0))))
    assert math.isinf(kl_divergence(D.Pareto(_s(1.0), _s(2.0)), D.Pareto(_s(2.0), _s(2.0))))
    assert math.isinf(kl_divergence(D.Pareto(_s(1.0), _s(0.5)), D.Exponential(_s(1.0))))
    assert math.isinf(kl_divergence(D.Beta(_s(2.0), _s(2.0)), D.Uniform(_s(0.2), _s(1.0))))


def test_kl_gradients_flow():
    loc = _s(0.3).requires_grad_()
    kl_divergence(D.Normal(loc, _s(1.0)), D.Normal(_s(0.0), _s(1.0))).backward()
    assert loc.grad.item() == pytest.approx(0.3)


def test_registry_dispatch_and_errors():
    with pytest.raises(
        NotImplementedError,
        match="^No KL\\(p \\|\\| q\\) is implemented for p type Cauchy and q type Normal$",
    ):
        kl_divergence(D.Cauchy(0.0, 1.0), D.Normal(0.0, 1.0))
    with pytest.raises(NotImplementedError, match="cannot {29}be computed using Bregman"):
        kl_divergence(D.Normal(0.0, 1.0), D.Poisson(1.0))
    assert (D.Normal, D.Normal) in _KL_REGISTRY and len(_KL_REGISTRY) == 87  # as PyTorch
    assert "* :class:`~torch.distributions.Normal` and" in kl_divergence.__doc__

    class MyNormal(D.Normal):
        pass

    class MyLaplace(D.Laplace):
        pass

    # a subclass pair uses its parents' rule until one is registered for it
    p, q = MyNormal(_s(0.0), _s(1.0)), MyNormal(_s(1.0), _s(1.0))
    assert kl_divergence(p, q).item() == pytest.approx(0.5)
    try:

        @register_kl(MyNormal, D.Normal)
        def _left(p, q):
            return torch.tensor(1.0)

        @register_kl(D.Normal, MyNormal)
        def _right(p, q):
            return torch.tensor(2.0)

        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            assert kl_divergence(p, q).item() == 1.0
        assert "Ambiguous kl_divergence(MyNormal, MyNormal)" in str(caught[0].message)
        assert kl_divergence(MyLaplace(0.0, 1.0), MyLaplace(0.0, 1.0)).item() == 0.0
    finally:
        _KL_REGISTRY.pop((MyNormal, D.Normal))
        _KL_REGISTRY.pop((D.Normal, MyNormal))
