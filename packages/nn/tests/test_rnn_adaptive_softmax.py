"""AdaptiveLogSoftmaxWithLoss against a numpy evaluation with the module's own weights."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck


def _np(t: at.Tensor) -> np.ndarray:
    return t.detach().numpy()


def _log_softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(axis=1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=1, keepdims=True))


def _full_log_prob(m: nn.AdaptiveLogSoftmaxWithLoss, x: np.ndarray) -> np.ndarray:
    head = x @ _np(m.head.weight).T
    if m.head.bias is not None:
        head = head + _np(m.head.bias)
    head = _log_softmax(head)
    parts = [head[:, : m.shortlist_size]]
    for i, (proj, out) in enumerate(m.tail):
        cluster = _log_softmax(x @ _np(proj.weight).T @ _np(out.weight).T)
        parts.append(cluster + head[:, m.shortlist_size + i : m.shortlist_size + i + 1])
    return np.concatenate(parts, axis=1)


def test_shapes_and_structure() -> None:
    m = nn.AdaptiveLogSoftmaxWithLoss(8, 20, [4, 10, 15], div_value=2.0, head_bias=True)
    assert m.cutoffs == [4, 10, 15, 20] and m.shortlist_size == 4 and m.n_clusters == 3
    assert m.head.weight.shape == (7, 8) and m.head.bias.shape == (7,)
    widths = [(seq[0].out_features, seq[1].out_features) for seq in m.tail]
    assert widths == [(4, 6), (2, 5), (1, 5)]  # in_features // 2**(i+1), cluster sizes
    assert "(tail): ModuleList(" in repr(m)


def test_forward_log_prob_and_predict_match_numpy() -> None:
    m = nn.AdaptiveLogSoftmaxWithLoss(16, 12, [3, 7], head_bias=True).double()
    x = np.random.default_rng(2).standard_normal((9, 16))
    target = np.array([0, 2, 3, 6, 7, 11, 1, 8, 5])
    out, loss = m(at.tensor(x), at.tensor(target))
    full = _full_log_prob(m, x)
    assert np.allclose(np.exp(full).sum(axis=1), 1.0)
    expected = full[np.arange(9), target]
    assert np.allclose(_np(out), expected) and np.isclose(float(loss), -expected.mean())
    assert np.allclose(_np(m.log_prob(at.tensor(x))), full)
    assert m.predict(at.tensor(x)).tolist() == full.argmax(axis=1).tolist()
    single, single_loss = m(at.tensor(x[4]), at.tensor(target[4]))
    assert single.shape == () and np.isclose(float(single), expected[4])
    assert np.isclose(float(single_loss), -expected[4])


def test_gradients() -> None:
    m = nn.AdaptiveLogSoftmaxWithLoss(4, 6, [2, 4], div_value=2.0).double()
    x = at.tensor(np.random.default_rng(3).standard_normal((5, 4)), requires_grad=True)
    target = at.tensor([0, 3, 5, 1, 2])
    params = list(m.parameters())
    assert gradcheck(lambda x, *_: m(x, target).output, (x, *params))


def test_errors() -> None:
    msg = "cutoffs should be a sequence of unique, positive integers sorted"
    for bad in ([5, 3], [0, 4], [4, 20], [4, 4], [4.5]):
        with pytest.raises(ValueError, match=msg):
            nn.AdaptiveLogSoftmaxWithLoss(8, 20, bad)
    with pytest.raises(ValueError, match="cutoffs should be a sequence of length larger than 0"):
        nn.AdaptiveLogSoftmaxWithLoss(8, 20, [])
    m = nn.AdaptiveLogSoftmaxWithLoss(8, 20, [4])
    with pytest.raises(RuntimeError, match="same size in the batch dimension"):
        m(at.randn(3, 8), at.tensor([1, 2]))
    with pytest.raises(RuntimeError, match="0D target tensor expects 1D input tensors"):
        m(at.randn(2, 8), at.tensor(1))
    with pytest.raises(RuntimeError, match="multi-target not supported"):
        m(at.randn(2, 8), at.ones(2, 2).long())
    with pytest.raises(
        RuntimeError, match=r"should be in \[0, 19\], but values in range \[1, 25\]"
    ):
        m(at.randn(2, 8), at.tensor([1, 25]))
