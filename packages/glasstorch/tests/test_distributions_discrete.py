"""Discrete distributions against scipy.stats in float64, their probs/logits
parameterisations, supports and the REINFORCE pattern of policy-gradient programs."""

import math

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import distributions as D
from glasstorch import nn
from scipy import special, stats


def _f64(values):
    return torch.tensor(values, dtype=torch.float64)


P3 = [0.2, 0.5, 0.9]


def _assert_close(got, want, rtol=1e-10):
    np.testing.assert_allclose(got.numpy(), np.broadcast_to(want, tuple(got.shape)), rtol=rtol)


@pytest.mark.parametrize("by_logits", [False, True])
def test_bernoulli(by_logits):
    d = D.Bernoulli(logits=_f64(special.logit(P3))) if by_logits else D.Bernoulli(_f64(P3))
    x = _f64([[0.0], [1.0]])
    frozen = stats.bernoulli(np.array(P3))
    _assert_close(d.log_prob(x), frozen.logpmf(x.numpy()))
    _assert_close(d.entropy(), frozen.entropy())
    _assert_close(d.mean, frozen.mean())
    _assert_close(d.variance, frozen.var())
    _assert_close(d.probs, np.array(P3))
    _assert_close(d.logits, special.logit(P3), rtol=1e-7)
    assert d.param_shape == (3,)
    assert D.Bernoulli(_f64([0.2, 0.5, 0.7])).mode.tolist()[::2] == [0.0, 1.0]
    assert math.isnan(D.Bernoulli(_f64([0.5])).mode.item())


def test_categorical():
    probs = _f64([[1.0, 2.0, 7.0], [5.0, 3.0, 2.0]])  # normalised by the distribution
    d = D.Categorical(probs)
    normalised = probs.numpy() / probs.numpy().sum(-1, keepdims=True)
    _assert_close(d.probs, normalised)
    x = torch.tensor([[0], [2]])
    _assert_close(d.log_prob(x), np.log(normalised[:, [0, 2]].T))
    _assert_close(d.entropy(), stats.entropy(normalised, axis=-1))
    assert d.mode.tolist() == [2, 0]
    assert math.isnan(d.mean[0].item()) and math.isnan(d.variance[1].item())
    by_logits = D.Categorical(logits=_f64(np.log(normalised)) + 3.0)
    _assert_close(by_logits.probs, normalised)
    _assert_close(by_logits.log_prob(x), np.log(normalised[:, [0, 2]].T))
    # a zero probability: probs are clamped to eps before the log, as in PyTorch
    zero = D.Categorical(_f64([0.0, 1.0]))
    assert zero.entropy().item() == pytest.approx(0.0, abs=1e-15)
    assert zero.log_prob(torch.tensor(0)).item() == pytest.approx(math.log(2.0**-52))
    assert d.support.upper_bound == 2 and d.support.is_discrete


def test_one_hot_categorical():
    probs = _f64([0.1, 0.6, 0.3])
    d = D.OneHotCategorical(probs)
    assert d.event_shape == (3,)
    x = _f64([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
    _assert_close(d.log_prob(x), np.log([0.6, 0.3]))
    _assert_close(d.entropy(), stats.entropy([0.1, 0.6, 0.3]))
    assert d.mode.tolist() == [0.0, 1.0, 0.0]
    _assert_close(d.variance, probs.numpy() * (1 - probs.numpy()))
    torch.manual_seed(0)
    sample = d.sample((100,))
    assert sample.shape == (100, 3) and (sample.sum(-1) == 1).all()
    assert d.enumerate_support().tolist() == np.eye(3).tolist()


def test_straight_through_gradient_is_the_identity():
    probs = _f64([0.2, 0.8]).requires_grad_()
    d = D.OneHotCategoricalStraightThrough(probs)
    (d.rsample() * _f64([1.0, 5.0])).sum().backward()
    # the gradient of p / sum(p): d p_i / d x_j = (δ_ij - p_i) / sum(x)
    p = np.array([0.2, 0.8])
    jac = (np.eye(2) - p[:, None]) / p.sum()
    np.testing.assert_allclose(probs.grad.numpy(), jac.T @ np.array([1.0, 5.0]))


def test_binomial():
    n, p = _f64([[5.0], [10.0]]), _f64(P3)
    d = D.Binomial(n, p)
    frozen = stats.binom(n.numpy(), np.array(P3))
    x = _f64([0.0, 3.0, 5.0])
    _assert_close(d.log_prob(x), frozen.logpmf(x.numpy()))
    _assert_close(d.mean, frozen.mean())
    _assert_close(d.variance, frozen.var())
    _assert_close(D.Binomial(10, _f64(P3)).entropy(), stats.binom(10, np.array(P3)).entropy())
    _assert_close(
        D.Binomial(10, logits=_f64(special.logit(P3))).log_prob(x),
        stats.binom(10, np.array(P3)).logpmf(x.numpy()),
        rtol=1e-8,
    )
    assert D.Binomial(10, _f64([0.25, 1.0])).mode.tolist() == [2.0, 10.0]
    # certain outcomes at the edges (PyTorch 2.13: [-8.881784197001252e-16, 0.0])
    edge = D.Binomial(4, _f64([0.0, 1.0]))
    assert edge.log_prob(_f64([0.0, 4.0])).tolist() == pytest.approx([0.0, 0.0], abs=1e-15)


def test_multinomial():
    probs = _f64([0.2, 0.3, 0.5])
    d = D.Multinomial(6, probs)
    x = _f64([[1.0, 2.0, 3.0], [0.0, 0.0, 6.0]])
    frozen = stats.multinomial(6, probs.numpy())
    _assert_close(d.log_prob(x), frozen.logpmf(x.numpy()))
    counts = _f64([[i, j, 6 - i - j] for i in range(7) for j in range(7 - i)])
    log_pmf = frozen.logpmf(counts.numpy())
    _assert_close(d.entropy(), -(np.exp(log_pmf) * log_pmf).sum(), rtol=1e-10)
    _assert_close(d.mean, 6 * probs.numpy())
    _assert_close(d.variance, 6 * probs.numpy() * (1 - probs.numpy()))
    # a zero probability with a zero count contributes nothing
    zero = D.Multinomial(2, _f64([0.0, 1.0]))
    assert zero.log_prob(_f64([0.0, 2.0])).item() == pytest.approx(0.0, abs=1e-15)
    torch.manual_seed(1)
    draws = d.sample((2000,))
    assert draws.shape == (2000, 3) and (draws.sum(-1) == 6).all()
    np.testing.assert_allclose(draws.mean(0).numpy(), 6 * probs.numpy(), atol=0.1)


@pytest.mark.parametrize("by_logits", [False, True])
def test_geometric(by_logits):
    p = np.array(P3)
    d = D.Geometric(logits=_f64(special.logit(p))) if by_logits else D.Geometric(_f64(p))
    frozen = stats.geom(p, loc=-1)  # failures before the first success
    x = _f64([[0.0], [3.0]])
    _assert_close(d.log_prob(x), frozen.logpmf(x.numpy()), rtol=1e-8)
    _assert_close(d.mean, frozen.mean(), rtol=1e-8)
    _assert_close(d.variance, frozen.var(), rtol=1e-8)
    _assert_close(d.entropy(), frozen.entropy(), rtol=1e-8)
    assert D.Geometric(_f64(1.0)).log_prob(_f64(0.0)).item() == 0.0


def test_poisson():
    rate = _f64([[0.5], [4.0]])
    d = D.Poisson(rate)
    x = _f64([0.0, 2.0, 7.0])
    _assert_close(d.log_prob(x), stats.poisson(rate.numpy()).logpmf(x.numpy()))
    assert d.mode.tolist() == [[0.0], [4.0]] and d.variance.tolist() == rate.tolist()
    assert D.Poisson(_f64(0.0)).log_prob(_f64(0.0)).item() == 0.0


def test_negative_binomial():
    count, p = _f64([[2.0], [4.5]]), _f64(P3)
    d = D.NegativeBinomial(count, p)
    # scipy counts failures before n successes with success probability 1 - p
    frozen = stats.nbinom(count.numpy(), 1 - np.array(P3))
    x = _f64([0.0, 3.0, 10.0])
    _assert_close(d.log_prob(x), frozen.logpmf(x.numpy()), rtol=1e-8)
    _assert_close(d.mean, frozen.mean(), rtol=1e-8)
    _assert_close(d.variance, frozen.var(), rtol=1e-8)
    assert D.NegativeBinomial(_f64(0.0), _f64(0.5)).log_prob(_f64(0.0)).item() == 0.0
    torch.manual_seed(2)
    draws = D.NegativeBinomial(_f64(3.0), _f64(0.4)).sample((20000,))
    assert abs(draws.mean().item() - 2.0) < 0.06 and (draws == draws.round()).all()


# -- the programs' pattern -------------------------------------------------------------------
def test_reinforce_loss_backpropagates_into_the_policy():
    torch.manual_seed(0)
    policy = nn.Sequential(nn.Linear(4, 16), nn.Tanh(), nn.Linear(16, 3), nn.Softmax(dim=-1))
    optimizer = torch.optim.SGD(policy.parameters(), lr=0.1)
    state = torch.randn(8, 4)
    probs = policy(state)
    m = D.Categorical(probs)
    action = m.sample()
    assert action.shape == (8,) and action.dtype == torch.int64
    reward = (action == 1).float()  # action 1 is rewarded
    loss = (-m.log_prob(action) * reward).sum()
    loss.backward()
    grads = [p.grad for p in policy.parameters()]
    assert all(g is not None and g.abs().sum().item() > 0 for g in grads)
    # the gradient of the log-probability matches d/dθ log softmax(...)[action]
    before = policy(state)[:, 1].mean().item()
    for _ in range(50):
        optimizer.zero_grad()
        m = D.Categorical(policy(state))
        action = m.sample()
        loss = (-m.log_prob(action) * (action == 1).float()).mean()
        loss.backward()
        optimizer.step()
    assert policy(state)[:, 1].mean().item() > before + 0.2


def test_categorical_log_prob_gradient_by_logits():
    logits = _f64([[0.1, -0.4, 1.2]]).requires_grad_()
    D.Categorical(logits=logits).log_prob(torch.tensor([2])).sum().backward()
    p = special.softmax(logits.detach().numpy(), axis=-1)
    np.testing.assert_allclose(logits.grad.numpy(), np.eye(3)[[2]] - p)
