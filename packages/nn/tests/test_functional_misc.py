"""Activations, softmax, padding, interpolation, embedding, one_hot, attention and dropout
of nn.functional against numpy references."""

from __future__ import annotations

import math
from collections.abc import Iterator

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10.core.scalar_type import float64, int64
from glasstorch.nn import functional as F
from glasstorch.nn.functional._native import native_kernels

rng = np.random.default_rng(3)


@pytest.fixture(params=[True, False], ids=["native", "decomposed"])
def path(request: pytest.FixtureRequest) -> Iterator[None]:
    with native_kernels(request.param):
        yield


def _t(a: np.ndarray) -> at.Tensor:
    return at.tensor(a)


X = rng.standard_normal((3, 5)) * 3
ERF = np.vectorize(math.erf)
SIG = 1 / (1 + np.exp(-X))
ACTIVATIONS = {
    "relu": (lambda t: F.relu(t), np.maximum(X, 0)),
    "relu6": (lambda t: F.relu6(t), np.clip(X, 0, 6)),
    "hardtanh": (lambda t: F.hardtanh(t, -2.0, 1.5), np.clip(X, -2, 1.5)),
    "leaky_relu": (lambda t: F.leaky_relu(t, 0.2), np.where(X > 0, X, 0.2 * X)),
    "elu": (lambda t: F.elu(t, 0.5), np.where(X > 0, X, 0.5 * (np.exp(X) - 1))),
    "celu": (lambda t: F.celu(t, 2.0), np.maximum(X, 0) + np.minimum(0, 2 * (np.exp(X / 2) - 1))),
    "selu": (
        lambda t: F.selu(t),
        1.0507009873554805 * np.where(X > 0, X, 1.6732632423543772 * (np.exp(X) - 1)),
    ),
    "gelu": (lambda t: F.gelu(t), 0.5 * X * (1 + ERF(X / math.sqrt(2)))),
    "gelu_tanh": (
        lambda t: F.gelu(t, approximate="tanh"),
        0.5 * X * (1 + np.tanh(math.sqrt(2 / math.pi) * (X + 0.044715 * X**3))),
    ),
    "silu": (lambda t: F.silu(t), X * SIG),
    "mish": (lambda t: F.mish(t), X * np.tanh(np.log1p(np.exp(X)))),
    "sigmoid": (lambda t: F.sigmoid(t), SIG),
    "tanh": (lambda t: F.tanh(t), np.tanh(X)),
    "softplus": (
        lambda t: F.softplus(t, beta=2.0, threshold=3.0),
        np.where(2 * X > 3, X, np.log1p(np.exp(2 * X)) / 2),
    ),
    "logsigmoid": (lambda t: F.logsigmoid(t), np.log(SIG)),
    "softsign": (lambda t: F.softsign(t), X / (1 + np.abs(X))),
    "tanhshrink": (lambda t: F.tanhshrink(t), X - np.tanh(X)),
    "hardshrink": (lambda t: F.hardshrink(t, 1.0), np.where(np.abs(X) > 1, X, 0)),
    "softshrink": (
        lambda t: F.softshrink(t, 1.0),
        np.where(X > 1, X - 1, np.where(X < -1, X + 1, 0)),
    ),
    "threshold": (lambda t: F.threshold(t, 0.5, -3.0), np.where(X > 0.5, X, -3.0)),
    "hardsigmoid": (lambda t: F.hardsigmoid(t), np.clip(X + 3, 0, 6) / 6),
    "hardswish": (lambda t: F.hardswish(t), X * np.clip(X + 3, 0, 6) / 6),
    "prelu": (
        lambda t: F.prelu(t, at.tensor([0.1, 0.2, 0.3, 0.4, 0.5], dtype=float64)),
        np.where(X >= 0, X, X * np.array([0.1, 0.2, 0.3, 0.4, 0.5])),
    ),
    "glu": (lambda t: F.glu(t[:, :4]), X[:, :2] * SIG[:, 2:4]),
    "softmax": (lambda t: F.softmax(t, 1), np.exp(X) / np.exp(X).sum(1, keepdims=True)),
    "softmin": (lambda t: F.softmin(t, 0), np.exp(-X) / np.exp(-X).sum(0, keepdims=True)),
    "log_softmax": (lambda t: F.log_softmax(t, -1), X - np.log(np.exp(X).sum(1, keepdims=True))),
}


@pytest.mark.parametrize("name", sorted(ACTIVATIONS))
def test_activation(name: str) -> None:
    fn, ref = ACTIVATIONS[name]
    assert np.allclose(fn(_t(X)).numpy(), ref, atol=1e-6)


def test_inplace_variants_write_into_the_input() -> None:
    x = _t(X.copy())
    assert F.relu(x, inplace=True) is x and np.allclose(x.numpy(), np.maximum(X, 0))
    y = _t(X.copy())
    assert F.leaky_relu(y, 0.1, inplace=True) is y
    z = _t(X.copy())
    F.hardtanh_(z)
    assert np.allclose(z.numpy(), np.clip(X, -1, 1))


def test_softmax_dtype_and_implicit_dim() -> None:
    out = F.softmax(at.rand(2, 3), 1, dtype=float64)
    assert out.dtype is float64
    with pytest.warns(UserWarning, match="Implicit dimension choice for softmax"):
        implicit = F.softmax(_t(X))
    assert np.allclose(implicit.numpy().sum(1), 1.0)


@pytest.mark.parametrize("mode", ["constant", "reflect", "replicate", "circular"])
def test_pad_modes(path: None, mode: str) -> None:
    x = rng.standard_normal((1, 2, 3, 4))
    ours = F.pad(_t(x), (1, 2, 2, 1), mode=mode)
    np_mode = {
        "constant": "constant",
        "reflect": "reflect",
        "replicate": "edge",
        "circular": "wrap",
    }[mode]
    ref = np.pad(x, ((0, 0), (0, 0), (2, 1), (1, 2)), mode=np_mode)
    assert np.allclose(ours.numpy(), ref)


def test_pad_constant_value_negative_and_errors(path: None) -> None:
    x = rng.standard_normal((2, 3))
    ours = F.pad(_t(x), (2, -1), value=7.0)
    assert np.allclose(ours.numpy(), np.concatenate([np.full((2, 2), 7.0), x[:, :2]], 1))
    with pytest.raises(RuntimeError, match="Padding size should be less than"):
        F.pad(_t(x[None]), (3, 3), mode="reflect")
    with pytest.raises(NotImplementedError, match="Unrecognised padding mode"):
        F.pad(_t(x), (1, 1), mode="wrap")


def _nearest_ref(x: np.ndarray, out: tuple[int, int]) -> np.ndarray:
    h, w = x.shape[-2:]
    rows = np.minimum((np.arange(out[0]) * (h / out[0])).astype(int), h - 1)
    cols = np.minimum((np.arange(out[1]) * (w / out[1])).astype(int), w - 1)
    return x[..., rows[:, None], cols[None, :]]


def _bilinear_ref(x: np.ndarray, out: tuple[int, int], align: bool) -> np.ndarray:
    def axis(n_in: int, n_out: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        o = np.arange(n_out)
        if align:
            src = o * ((n_in - 1) / (n_out - 1) if n_out > 1 else 0.0)
        else:
            src = np.maximum((o + 0.5) * (n_in / n_out) - 0.5, 0)
        lo = np.minimum(np.floor(src).astype(int), n_in - 1)
        hi = np.minimum(lo + 1, n_in - 1)
        return lo, hi, src - lo

    r0, r1, rl = axis(x.shape[-2], out[0])
    c0, c1, cl = axis(x.shape[-1], out[1])
    top = x[..., r0, :] * (1 - rl)[:, None] + x[..., r1, :] * rl[:, None]
    return top[..., c0] * (1 - cl) + top[..., c1] * cl


def test_interpolate_nearest_and_bilinear(path: None) -> None:
    x = rng.standard_normal((1, 2, 4, 5))
    assert np.allclose(F.interpolate(_t(x), size=(6, 3)).numpy(), _nearest_ref(x, (6, 3)))
    assert np.allclose(F.interpolate(_t(x), scale_factor=2).numpy(), _nearest_ref(x, (8, 10)))
    for align in (False, True):
        ours = F.interpolate(_t(x), size=(7, 9), mode="bilinear", align_corners=align)
        assert np.allclose(ours.numpy(), _bilinear_ref(x, (7, 9), align), atol=1e-6)
    assert F.interpolate(_t(x), scale_factor=1.5, mode="bilinear").shape == (1, 2, 6, 7)
    area = F.interpolate(_t(x[..., :4]), size=(2, 2), mode="area")
    assert np.allclose(area.numpy(), x[..., :4].reshape(1, 2, 2, 2, 2, 2).mean((3, 5)))
    with pytest.raises(ValueError, match="align_corners option can only be set"):
        F.interpolate(_t(x), scale_factor=2, align_corners=True)
    with pytest.raises(ValueError, match="either size or scale_factor should be defined"):
        F.interpolate(_t(x))


def test_embedding_and_padding_idx_gradient(path: None) -> None:
    weight = at.tensor(rng.standard_normal((5, 3))).requires_grad_()
    idx = at.tensor([[1, 2], [4, 1]])
    out = F.embedding(idx, weight, padding_idx=1)
    assert np.allclose(out.detach().numpy(), weight.detach().numpy()[[[1, 2], [4, 1]]])
    out.sum().backward()
    assert weight.grad.tolist()[1] == [0.0, 0.0, 0.0]  # the padding row gets no gradient
    assert weight.grad.tolist()[2] == [1.0, 1.0, 1.0]


def test_embedding_max_norm_renormalises_rows_in_place() -> None:
    weight = at.tensor([[3.0, 4.0], [0.3, 0.4], [6.0, 8.0]])
    F.embedding(at.tensor([0, 1]), weight, max_norm=1.0)
    rows = weight.numpy()
    assert np.allclose(np.linalg.norm(rows[0]), 1.0, atol=1e-5)
    assert np.allclose(rows[1], [0.3, 0.4]) and np.allclose(rows[2], [6.0, 8.0])


def test_one_hot(path: None) -> None:
    out = F.one_hot(at.tensor([[0, 2], [1, 0]]), 3)
    assert out.dtype is int64 and out.tolist() == [[[1, 0, 0], [0, 0, 1]], [[0, 1, 0], [1, 0, 0]]]
    assert F.one_hot(at.tensor([3, 1])).shape == (2, 4)
    with pytest.raises(RuntimeError, match="Class values must be smaller than num_classes"):
        F.one_hot(at.tensor([3]), 2)


def _attention_ref(q, k, v, mask=None, causal=False, scale=None):  # type: ignore[no-untyped-def]
    scores = q @ np.swapaxes(k, -1, -2) * (scale or 1 / math.sqrt(q.shape[-1]))
    if causal:
        mask = np.tril(np.ones((q.shape[-2], k.shape[-2]), dtype=bool))
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    weights = np.exp(scores - scores.max(-1, keepdims=True))
    weights = weights / weights.sum(-1, keepdims=True)
    return weights @ v


def test_scaled_dot_product_attention(path: None) -> None:
    q, k, v = (rng.standard_normal((2, 3, n, 4)) for n in (5, 6, 6))
    ours = F.scaled_dot_product_attention(_t(q), _t(k), _t(v))
    assert np.allclose(ours.numpy(), _attention_ref(q, k, v))
    mask = rng.random((5, 6)) > 0.3
    mask[:, 0] = True
    ours = F.scaled_dot_product_attention(_t(q), _t(k), _t(v), attn_mask=_t(mask))
    assert np.allclose(ours.numpy(), _attention_ref(q, k, v, mask))
    ours = F.scaled_dot_product_attention(_t(q), _t(k), _t(v), is_causal=True, scale=0.5)
    assert np.allclose(ours.numpy(), _attention_ref(q, k, v, causal=True, scale=0.5))
    additive = rng.standard_normal((5, 6))
    ours = F.scaled_dot_product_attention(_t(q), _t(k), _t(v), attn_mask=_t(additive))
    scores = q @ np.swapaxes(k, -1, -2) / 2 + additive
    w = np.exp(scores) / np.exp(scores).sum(-1, keepdims=True)
    assert np.allclose(ours.numpy(), w @ v)


def test_dropout_statistics_and_modes(path: None) -> None:
    x = at.ones(20000)
    out = F.dropout(x, 0.3).numpy()
    kept = out != 0
    assert abs(kept.mean() - 0.7) < 0.02 and np.allclose(out[kept], 1 / 0.7)
    assert F.dropout(x, 0.3, training=False) is x
    assert F.dropout(x, 1.0).numpy().sum() == 0
    channels = F.dropout2d(at.ones(50, 8, 3, 3), 0.5).numpy()
    per_channel = channels.reshape(50, 8, 9)
    assert (per_channel.min(-1) == per_channel.max(-1)).all()  # whole channels at once
    with pytest.raises(ValueError, match="dropout probability has to be between 0 and 1"):
        F.dropout(x, 1.5)


def test_linear_bilinear_distances(path: None) -> None:
    x, w, b = rng.standard_normal((2, 3, 4)), rng.standard_normal((5, 4)), rng.standard_normal(5)
    assert np.allclose(F.linear(_t(x), _t(w), _t(b)).numpy(), x @ w.T + b)
    assert np.allclose(F.linear(_t(x[0]), _t(w)).numpy(), x[0] @ w.T)
    x2, wb = rng.standard_normal((2, 3, 2)), rng.standard_normal((5, 4, 2))
    ref = np.einsum("...i,oij,...j->...o", x, wb, x2) + b
    assert np.allclose(F.bilinear(_t(x), _t(x2), _t(wb), _t(b)).numpy(), ref)
    a, c = rng.standard_normal((3, 4)), rng.standard_normal((3, 4))
    cos = (a * c).sum(1) / np.linalg.norm(a, axis=1) / np.linalg.norm(c, axis=1)
    assert np.allclose(F.cosine_similarity(_t(a), _t(c)).numpy(), cos)
    dist = np.linalg.norm(a - c + 1e-6, axis=1)
    assert np.allclose(F.pairwise_distance(_t(a), _t(c)).numpy(), dist)
