"""Losses against hand-computed values and numpy: nll_loss's weighted mean and ignore_index,
cross_entropy with class indices, probabilities and label smoothing, the pointwise losses,
binary cross entropy's clamped logs and the stability of its logits form; errors and meta."""

from __future__ import annotations

import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10.core import scalar_type as st
from scipy import special

rng = np.random.default_rng(5)
NONE, MEAN, SUM = 0, 1, 2


def T(a, dtype=None):
    return None if a is None else at.tensor(np.asarray(a), dtype=dtype)


def value(t):
    return t.numpy().tolist()


LOGP = [[-1.0, -2.0, -3.0], [-0.5, -1.5, -2.5]]


def test_nll_loss_hand_computed():
    x, t, w = T(LOGP), T([0, 2]), T([1.0, 2.0, 3.0])
    assert value(at.nn.nll_loss(x, t, w, NONE)) == [1.0, 7.5]
    assert value(at.nn.nll_loss(x, t, w, SUM)) == 8.5
    assert value(at.nn.nll_loss(x, t, w, MEAN)) == 8.5 / 4  # divided by the summed weights
    output, total = at.nn.nll_loss_forward(x, t, w, MEAN, -100)
    assert value(total) == 4.0
    assert value(at.nn.nll_loss(x, t, None, MEAN, 2)) == 1.0  # target 2 ignored
    assert value(at.nn.nll_loss(x, t, w, NONE, 0)) == [0.0, 7.5]


def test_nll_loss_all_ignored_mean_is_nan():
    output, total = at.nn.nll_loss_forward(T(LOGP), T([1, 1]), None, MEAN, 1)
    assert math.isnan(value(output)) and value(total) == 0.0


def test_nll_loss_nd_matches_flattened_classes():
    x, t = rng.standard_normal((2, 3, 4, 5)), rng.integers(0, 3, (2, 4, 5))
    w = rng.uniform(0.5, 2, 3)
    flat_x, flat_t = np.moveaxis(x, 1, -1).reshape(-1, 3), t.reshape(-1)
    picked = -w[flat_t] * flat_x[np.arange(flat_t.size), flat_t]
    result = at.nn.nll_loss_nd(T(x), T(t), T(w), NONE)
    np.testing.assert_allclose(result.numpy(), picked.reshape(2, 4, 5), atol=1e-12)
    mean = at.nn.nll_loss_nd(T(x), T(t), T(w), MEAN)
    np.testing.assert_allclose(value(mean), picked.sum() / w[flat_t].sum(), atol=1e-12)


@pytest.mark.parametrize(
    "x, t, w, error, message",
    [
        (
            np.zeros((2, 3, 4)),
            np.zeros(2, dtype=np.int64),
            None,
            RuntimeError,
            "input tensor should be 1D or 2D",
        ),
        (
            np.zeros((2, 3)),
            np.zeros((2, 1), dtype=np.int64),
            None,
            RuntimeError,
            "0D or 1D target tensor expected, multi-target not supported",
        ),
        (
            np.zeros((2, 3)),
            np.zeros(3, dtype=np.int64),
            None,
            RuntimeError,
            r"size mismatch \(got input: \[2, 3\], target: \[3\]\)",
        ),
        (
            np.zeros((2, 3)),
            np.zeros(2, dtype=np.int64),
            np.ones(4),
            RuntimeError,
            r"weight tensor should be defined either for all 3 classes or no classes but got "
            r"weight tensor of shape: \[4\]",
        ),
        (
            np.zeros((2, 3)),
            np.zeros(2),
            None,
            RuntimeError,
            "expected scalar type Long but found Double",
        ),
        (np.zeros((2, 3)), np.array([0, 5]), None, IndexError, "Target 5 is out of bounds."),
    ],
)
def test_nll_loss_errors(x, t, w, error, message):
    with pytest.raises(error, match=message):
        at.nn.nll_loss(T(x), T(t), T(w))


def test_nll_loss_nd_errors():
    with pytest.raises(
        ValueError,
        match=r"Expected input batch_size \(2\) to match target "
        r"batch_size \(3\).",
    ):
        at.nn.nll_loss_nd(T(np.zeros((2, 3))), T([0, 1, 2]))
    with pytest.raises(RuntimeError, match=r"Expected target size \[2, 4\], got \[2, 5\]"):
        at.nn.nll_loss_nd(T(np.zeros((2, 3, 4))), T(np.zeros((2, 5), dtype=np.int64)))


def test_cross_entropy_with_class_indices():
    x, t = rng.standard_normal((4, 5)), np.array([0, 4, 2, 2])
    loss = at.nn.cross_entropy_loss(T(x), T(t))
    logp = special.log_softmax(x, axis=1)
    np.testing.assert_allclose(value(loss), -logp[np.arange(4), t].mean(), atol=1e-12)
    uniform = at.nn.cross_entropy_loss(T(np.zeros((3, 7))), T([1, 2, 3]))
    assert value(uniform) == pytest.approx(math.log(7))


def test_cross_entropy_label_smoothing_with_weights_and_ignore_index():
    x, t, w, eps = rng.standard_normal((3, 3)), np.array([0, 2, 1]), np.array([1.0, 2.0, 3.0]), 0.1
    loss = at.nn.cross_entropy_loss(T(x), T(t), T(w), MEAN, 1, eps)
    logp = special.log_softmax(x, axis=1)
    kept = [0, 1]  # sample 2 has the ignored target
    nll = sum(-w[t[i]] * logp[i, t[i]] for i in kept) / sum(w[t[i]] for i in kept)
    smooth = sum(-(w * logp[i]).sum() for i in kept) / sum(w[t[i]] for i in kept)
    assert value(loss) == pytest.approx((1 - eps) * nll + eps / 3 * smooth)


def test_cross_entropy_with_probabilities():
    x = rng.standard_normal((2, 3, 4))
    p = special.softmax(rng.standard_normal((2, 3, 4)), axis=1)
    loss = at.nn.cross_entropy_loss(T(x), T(p), None, NONE)
    expected = -(special.log_softmax(x, axis=1) * p).sum(axis=1)
    np.testing.assert_allclose(loss.numpy(), expected, atol=1e-12)
    mean = at.nn.cross_entropy_loss(T(x), T(p))
    assert value(mean) == pytest.approx(expected.sum() / 8)
    with pytest.raises(
        RuntimeError, match="ignore_index is not supported for floating point target"
    ):
        at.nn.cross_entropy_loss(T(x), T(p), None, MEAN, 0)
    with pytest.raises(RuntimeError, match="label_smoothing must be between 0.0 and 1.0. Got: 1.5"):
        at.nn.cross_entropy_loss(T(x), T(p), None, MEAN, -100, 1.5)
    with pytest.raises(
        RuntimeError,
        match="Expected floating point type for target with class probabilities, got Long",
    ):
        at.nn.cross_entropy_loss(T(x), T(np.zeros((2, 3, 4), dtype=np.int64)))


def test_pointwise_losses_hand_computed():
    x, y = T([0.0, 1.0, 4.0]), T([0.5, 1.0, 1.0])  # differences -0.5, 0, 3
    assert value(at.nn.mse_loss(x, y, NONE)) == [0.25, 0.0, 9.0]
    assert value(at.nn.mse_loss(x, y)) == pytest.approx(9.25 / 3)
    assert value(at.nn.l1_loss(x, y, SUM)) == 3.5
    assert value(at.nn.smooth_l1_loss(x, y, NONE, 1.0)) == [0.125, 0.0, 2.5]
    assert value(at.nn.smooth_l1_loss(x, y, NONE, 0.0)) == [0.5, 0.0, 3.0]  # l1 when beta is 0
    assert value(at.nn.huber_loss(x, y, NONE, 2.0)) == [0.125, 0.0, 4.0]
    broadcast = at.nn.mse_loss(T(np.ones((2, 3))), T([1.0, 2.0, 3.0]), NONE)
    assert broadcast.shape == (2, 3)


def test_pointwise_loss_errors():
    x = T(np.zeros(3))
    with pytest.raises(
        RuntimeError, match="smooth_l1_loss does not support negative values for beta."
    ):
        at.nn.smooth_l1_loss(x, x, MEAN, -1.0)
    with pytest.raises(
        RuntimeError, match="huber_loss does not support non-positive values for delta."
    ):
        at.nn.huber_loss(x, x, MEAN, 0.0)


def test_binary_cross_entropy_clamps_the_logs():
    loss = at.nn.binary_cross_entropy(T([0.0, 1.0, 0.5]), T([1.0, 0.0, 1.0]), None, NONE)
    np.testing.assert_allclose(loss.numpy(), [100.0, 100.0, math.log(2)])
    weighted = at.nn.binary_cross_entropy(T([0.5, 0.5]), T([1.0, 0.0]), T([2.0, 0.0]), SUM)
    assert value(weighted) == pytest.approx(2 * math.log(2))
    with pytest.raises(RuntimeError, match="all elements of input should be between 0 and 1"):
        at.nn.binary_cross_entropy(T([1.5]), T([1.0]))
    with pytest.raises(RuntimeError, match="all elements of target should be between 0 and 1"):
        at.nn.binary_cross_entropy(T([0.5]), T([-1.0]))
    with pytest.raises(
        RuntimeError,
        match=r"Using a target size \(\[2\]\) that is different to "
        r"the input size \(\[1\]\)",
    ):
        at.nn.binary_cross_entropy(T([0.5]), T([1.0, 0.0]))


def test_binary_cross_entropy_with_logits_is_stable():
    x, t = T([1000.0, -1000.0, 0.0]), T([0.0, 1.0, 0.5])
    loss = at.binary_cross_entropy_with_logits(x, t, None, None, NONE)
    np.testing.assert_allclose(loss.numpy(), [1000.0, 1000.0, math.log(2)])
    pos = at.binary_cross_entropy_with_logits(T([0.0]), T([1.0]), None, T([3.0]), SUM)
    assert value(pos) == pytest.approx(3 * math.log(2))
    x32 = at.binary_cross_entropy_with_logits(T([50.0], st.float32), T([0.0], st.float32))
    assert x32.dtype == st.float32 and value(x32) == pytest.approx(50.0)


def test_meta_shapes():
    x = at.empty((4, 3), dtype=st.float64, device="meta")
    output, total = at.nn.nll_loss_forward(x, T([0, 1, 2, 0]), None, NONE, -100)
    assert output.is_meta and output.shape == (4,) and total.shape == ()
    assert at.nn.mse_loss(x, x).shape == () and at.nn.mse_loss(x, x, NONE).shape == (4, 3)
    assert at.nn.binary_cross_entropy(x, x, None, NONE).shape == (4, 3)
    assert at.nn.mse_loss_backward(
        at.empty((), dtype=st.float64, device="meta"), x, x, MEAN
    ).shape == (4, 3)
