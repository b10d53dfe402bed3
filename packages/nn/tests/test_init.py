"""nn.init: gains, fans, distributions (by statistics over many draws), generators."""

from __future__ import annotations

import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.nn import init


def _np(t: at.Tensor) -> np.ndarray:
    return t.detach().numpy()


def test_calculate_gain() -> None:
    assert init.calculate_gain("linear") == 1 and init.calculate_gain("conv2d") == 1
    assert init.calculate_gain("sigmoid") == 1
    assert init.calculate_gain("tanh") == pytest.approx(5 / 3)
    assert init.calculate_gain("relu") == pytest.approx(math.sqrt(2))
    assert init.calculate_gain("leaky_relu") == pytest.approx(math.sqrt(2 / (1 + 0.01**2)))
    assert init.calculate_gain("leaky_relu", 0.2) == pytest.approx(math.sqrt(2 / 1.04))
    assert init.calculate_gain("selu") == 0.75
    with pytest.raises(ValueError, match="Unsupported nonlinearity"):
        init.calculate_gain("swish")
    with pytest.raises(ValueError, match="not a valid number"):
        init.calculate_gain("leaky_relu", True)


def test_fans() -> None:
    assert init._calculate_fan_in_and_fan_out(at.empty(4, 3)) == (3, 4)
    assert init._calculate_fan_in_and_fan_out(at.empty(8, 3, 5, 5)) == (75, 200)
    with pytest.raises(ValueError, match="fewer than 2 dimensions"):
        init._calculate_fan_in_and_fan_out(at.empty(3))


def test_uniform_normal_constant() -> None:
    u = _np(init.uniform_(at.empty(20000), -2.0, 3.0))
    assert u.min() >= -2.0 and u.max() < 3.0 and abs(u.mean() - 0.5) < 0.05
    n = _np(init.normal_(at.empty(20000), 1.0, 2.0))
    assert abs(n.mean() - 1.0) < 0.05 and abs(n.std() - 2.0) < 0.05
    assert _np(init.constant_(at.empty(3), 2.5)).tolist() == [2.5] * 3
    assert _np(init.ones_(at.empty(2))).tolist() == [1.0, 1.0]
    assert _np(init.zeros_(at.ones(2))).tolist() == [0.0, 0.0]


def test_xavier_and_kaiming_bounds_and_spreads() -> None:
    w = at.empty(200, 100)
    bound = math.sqrt(6 / 300)
    x = _np(init.xavier_uniform_(w))
    assert np.abs(x).max() <= bound and np.abs(x).max() > 0.95 * bound
    x = _np(init.xavier_normal_(w, gain=2.0))
    assert abs(x.std() - 2 * math.sqrt(2 / 300)) < 0.01
    k = _np(init.kaiming_uniform_(w, a=math.sqrt(5)))  # Linear's default: U(±1/sqrt(fan_in))
    assert np.abs(k).max() <= 1 / math.sqrt(100) and np.abs(k).max() > 0.095
    k = _np(init.kaiming_normal_(w, mode="fan_out", nonlinearity="relu"))
    assert abs(k.std() - math.sqrt(2) / math.sqrt(200)) < 0.005
    with pytest.raises(ValueError, match="Mode fan_avg not supported"):
        init.kaiming_uniform_(w, mode="fan_avg")
    with pytest.warns(UserWarning, match="zero-element tensors is a no-op"):
        init.kaiming_uniform_(at.empty(0, 3))


def test_trunc_normal_stays_in_bounds_with_the_right_shape() -> None:
    t = _np(init.trunc_normal_(at.empty(20000), mean=0.0, std=1.0, a=-1.0, b=2.0))
    assert t.min() >= -1.0 and t.max() <= 2.0
    # mean of N(0,1) truncated to [-1, 2]: (phi(-1) - phi(2)) / (Phi(2) - Phi(-1))
    phi = lambda v: math.exp(-v * v / 2) / math.sqrt(2 * math.pi)  # noqa: E731
    cdf = lambda v: (1 + math.erf(v / math.sqrt(2))) / 2  # noqa: E731
    expected = (phi(-1) - phi(2)) / (cdf(2) - cdf(-1))
    assert abs(t.mean() - expected) < 0.03
    narrow = _np(init.trunc_normal_(at.empty(5000), mean=0.0, std=1.0, a=2.0, b=2.5))
    assert narrow.min() >= 2.0 and narrow.max() <= 2.5  # the rejection-from-uniform path


def test_eye_dirac_orthogonal_sparse() -> None:
    assert _np(init.eye_(at.empty(2, 3))).tolist() == [[1, 0, 0], [0, 1, 0]]
    with pytest.raises(ValueError, match="Only tensors with 2 dimensions"):
        init.eye_(at.empty(2, 2, 2))
    d = _np(init.dirac_(at.empty(2, 2, 3, 3)))
    assert d.sum() == 2 and d[0, 0, 1, 1] == 1 and d[1, 1, 1, 1] == 1
    q = _np(init.orthogonal_(at.empty(3, 5)))
    assert np.allclose(q @ q.T, np.eye(3), atol=1e-5)
    q = _np(init.orthogonal_(at.empty(6, 2, 2), gain=2.0)).reshape(6, 4)
    assert np.allclose(q.T @ q, 4 * np.eye(4), atol=1e-4)
    s = _np(init.sparse_(at.empty(10, 4), sparsity=0.3))
    assert ((s == 0).sum(axis=0) >= 3).all()


def test_generator_makes_draws_reproducible() -> None:
    g1, g2 = at.Generator(), at.Generator()
    g1.manual_seed(7)
    g2.manual_seed(7)
    a = init.kaiming_uniform_(at.empty(4, 4), generator=g1)
    b = init.kaiming_uniform_(at.empty(4, 4), generator=g2)
    assert a.tolist() == b.tolist()


def test_init_runs_without_recording_history() -> None:
    p = nn.Parameter(at.empty(3, 3))
    init.xavier_uniform_(p)
    assert p.is_leaf and p.grad_fn is None


def _draws(make: object, attr: str, n: int) -> np.ndarray:
    return np.concatenate([_np(getattr(make(), attr)).ravel() for _ in range(n)])  # type: ignore[operator]


@pytest.mark.parametrize(
    ("make", "attr", "bound"),
    [
        (lambda: nn.Linear(20, 3), "weight", 1 / math.sqrt(20)),
        (lambda: nn.Linear(20, 3), "bias", 1 / math.sqrt(20)),
        (lambda: nn.Conv2d(3, 4, 3), "weight", 1 / math.sqrt(27)),
        (lambda: nn.Conv2d(3, 4, 3), "bias", 1 / math.sqrt(27)),
        (lambda: nn.ConvTranspose2d(3, 4, 3), "weight", 1 / math.sqrt(36)),
        (lambda: nn.Bilinear(5, 2, 3), "weight", 1 / math.sqrt(5)),
        (lambda: nn.LSTM(4, 16), "weight_hh_l0", 1 / 4),
        (lambda: nn.GRU(4, 16), "bias_ih_l0", 1 / 4),
    ],
)
def test_default_layer_initialisation_is_uniform_within_pytorch_bounds(
    make: object, attr: str, bound: float
) -> None:
    values = _draws(make, attr, 40)
    assert np.abs(values).max() <= bound
    assert np.abs(values).max() > 0.97 * bound  # the bound is reached, not narrower
    # U(-b, b) has variance b^2 / 3
    assert abs(values.var() - bound**2 / 3) < 0.15 * bound**2 / 3


def test_default_initialisation_of_norms_embedding_attention() -> None:
    bn = nn.BatchNorm2d(3)
    assert _np(bn.weight).tolist() == [1, 1, 1] and _np(bn.bias).tolist() == [0, 0, 0]
    assert _np(bn.running_var).tolist() == [1, 1, 1] and int(bn.num_batches_tracked) == 0
    emb = _np(nn.Embedding(1000, 20, padding_idx=3).weight)
    assert abs(emb.std() - 1.0) < 0.03 and not emb[3].any()
    mha = nn.MultiheadAttention(8, 2)
    bound = math.sqrt(6 / (24 + 8))  # xavier_uniform_ on the packed (24, 8) weight
    assert np.abs(_np(mha.in_proj_weight)).max() <= bound
    assert not _np(mha.in_proj_bias).any() and not _np(mha.out_proj.bias).any()
