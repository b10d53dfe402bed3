"""rrelu, gumbel_softmax, feature_alpha_dropout and the in-place celu_/selu_."""

from __future__ import annotations

import math
import warnings

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck
from glasstorch.c10.core.scalar_type import float64
from glasstorch.nn import functional as F


def test_rrelu_eval_uses_the_mean_slope() -> None:
    x = at.tensor([-2.0, -0.5, 0.0, 1.0])
    # PyTorch 2.13: rrelu(x) == [-0.4583, -0.1146, 0, 1]
    assert np.allclose(F.rrelu(x).numpy(), [-0.458333, -0.114583, 0.0, 1.0], atol=1e-6)
    assert np.allclose(nn.RReLU(0.1, 0.3).eval()(x).numpy(), [-0.4, -0.1, 0.0, 1.0])


def test_rrelu_training_draws_one_slope_per_element() -> None:
    x = -at.ones(2000, dtype=float64)
    slopes = -F.rrelu(x, 0.1, 0.3, training=True).numpy()
    assert slopes.min() >= 0.1 and slopes.max() <= 0.3
    assert abs(slopes.mean() - 0.2) < 0.01 and slopes.std() > 0.05
    assert F.rrelu(at.tensor([2.0]), training=True).tolist() == [2.0]

    def fixed(t: at.Tensor) -> at.Tensor:
        at.manual_seed(3)
        return F.rrelu(t, training=True)

    assert gradcheck(fixed, (at.tensor([-1.5, -0.2, 0.7, 2.0], dtype=float64).requires_grad_(),))


def test_rrelu_inplace_errors_and_repr() -> None:
    x = at.tensor([-2.0, 1.0])
    assert F.rrelu_(x) is x and np.allclose(x.numpy(), [-2 * (1 / 8 + 1 / 3) / 2, 1.0])
    with pytest.raises(RuntimeError, match="Lower bound should be less than or equal"):
        F.rrelu(x, 0.5, 0.1)
    with pytest.raises(NotImplementedError, match="rrelu_with_noise_out_cpu.*'Long'"):
        F.rrelu(at.tensor([-2, 1]), training=True)
    assert repr(nn.RReLU()) == "RReLU(lower=0.125, upper=0.3333333333333333)"
    assert repr(nn.RReLU(0.1, 0.3, inplace=True)) == "RReLU(lower=0.1, upper=0.3, inplace=True)"


def test_celu_and_selu_in_place() -> None:
    y = at.tensor([-1.0, 2.0])
    assert F.celu_(y, 2.0) is y
    # PyTorch 2.13: celu_([-1, 2], 2) == [-0.7869, 2]; selu_([-1, 2]) == [-1.1113, 2.1014]
    assert np.allclose(y.numpy(), [2 * (math.exp(-0.5) - 1), 2.0])
    z = at.tensor([-1.0, 2.0])
    F.selu_(z)
    assert np.allclose(z.numpy(), [-1.1113307, 2.1014020], atol=1e-6)


def test_gumbel_softmax() -> None:
    logits = at.tensor([[1.0, 2.0, 0.5]] * 4000, dtype=float64)
    soft = F.gumbel_softmax(logits, tau=0.5)
    assert np.allclose(soft.sum(1).numpy(), 1.0)
    hard = F.gumbel_softmax(logits, hard=True)
    assert set(np.unique(hard.numpy())) <= {0.0, 1.0} and np.allclose(hard.sum(1).numpy(), 1.0)
    # argmax of logits + Gumbel noise samples the softmax of the logits
    freq = hard.numpy().mean(0)
    p = np.exp([1.0, 2.0, 0.5]) / np.exp([1.0, 2.0, 0.5]).sum()
    assert np.allclose(freq, p, atol=0.03)
    x = at.tensor([[0.3, -0.2, 1.0]], dtype=float64).requires_grad_()
    out = F.gumbel_softmax(x, hard=True)
    (out * at.tensor([[1.0, 2.0, 3.0]], dtype=float64)).sum().backward()
    assert x.grad is not None and x.grad.abs().sum().item() > 0  # straight-through gradient
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        F.gumbel_softmax(x.detach(), eps=1e-5)
    assert "`eps` parameter is deprecated and has no effect." in str(caught[0].message)


def test_feature_alpha_dropout() -> None:
    x = at.randn(200, 50, 3, dtype=float64)
    out = F.feature_alpha_dropout(x, 0.3, training=True)
    a = 1.0 / math.sqrt((1.7580993408473766**2 * 0.3 + 1) * 0.7)
    kept = np.isclose(out.numpy(), x.numpy() * a + 1.7580993408473766 * a * 0.3)
    # a whole channel is either kept or dropped
    per_channel = kept.all(2) | (~kept).all(2)
    assert per_channel.all() and 0.6 < kept.all(2).mean() < 0.8
    dropped = out.numpy()[~kept.all(2)]
    assert np.allclose(dropped, -1.7580993408473766 * a + 1.7580993408473766 * a * 0.3)
    assert F.feature_alpha_dropout(x, 0.3) is x
    assert F.feature_alpha_dropout(at.ones(2, 3), 1.0, True).abs().sum().item() == 0
    with pytest.raises(RuntimeError, match="Feature dropout requires at least 2 dimensions"):
        F.feature_alpha_dropout(at.ones(3), 0.5, True)
    m = nn.FeatureAlphaDropout(0.2)
    assert repr(m) == "FeatureAlphaDropout(p=0.2, inplace=False)"
    assert m.eval()(x) is x
