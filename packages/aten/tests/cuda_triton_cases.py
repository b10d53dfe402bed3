"""Cases for the hand-written Triton kernels on CUDA tensors, run by Triton's CPU interpreter
on the numpy stand-in for cupy: the operators must take the Triton path on CUDA tensors and
agree with numpy float64 references. ``test_cuda_triton.py`` runs this file in a fresh
process with ``TRITON_INTERPRET=1`` (Triton reads it when first imported)."""

from __future__ import annotations

import os

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.cuda import stand_in

if os.environ.get("TRITON_INTERPRET") != "1":
    pytest.skip(
        "run through test_cuda_triton.py (needs TRITON_INTERPRET=1)", allow_module_level=True
    )
pytest.importorskip("triton")

from glasstorch.aten.native.cuda import triton_for, triton_kernels  # noqa: E402

ops = at.ops.aten


@pytest.fixture(autouse=True)
def fake_cuda():
    with stand_in():
        yield


@pytest.fixture
def calls(monkeypatch):
    """Which Triton host wrappers ran."""
    seen: list[str] = []
    for name in ("softmax", "layer_norm", "cross_entropy_rows", "embedding_backward"):
        real = getattr(triton_kernels, name)

        def spy(*args, _real=real, _name=name, **kwargs):
            seen.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(triton_kernels, name, spy)
    return seen


def _cuda(a, dtype=st.float32):
    return at.tensor(np.asarray(a), dtype=dtype).to("cuda")


def test_triton_serves_only_contiguous_cuda_floats(monkeypatch):
    x = at.ones(4, 4, device="cuda")
    assert triton_for(x) is triton_kernels
    assert triton_for(x.t()) is None  # not contiguous
    assert triton_for(at.ones(4, 4)) is None  # CPU
    assert triton_for(at.ones(4, device="cuda", dtype=st.float64)) is None
    monkeypatch.setenv("TRITON_INTERPRET", "0")  # the stand-in needs the interpreter
    assert triton_for(x) is None


@pytest.mark.parametrize("cols", [1, 7, 300, 5000])  # 5000 > one block: the looped passes
@pytest.mark.parametrize("log", [False, True])
def test_softmax_over_the_last_dim(cols, log, calls):
    rng = np.random.default_rng(cols)
    x = rng.normal(size=(3, cols)) * 4
    if cols > 1:
        x[0, 0] = -np.inf  # a masked logit
    out = (ops._log_softmax if log else ops._softmax)(_cuda(x), -1, False)
    shifted = x - x.max(-1, keepdims=True)
    lse = np.log(np.exp(shifted).sum(-1, keepdims=True))
    expected = shifted - lse if log else np.exp(shifted - lse)
    assert calls == ["softmax"]
    np.testing.assert_allclose(out.cpu().numpy(), expected, rtol=2e-5, atol=1e-6)


def test_half_softmax_to_float():
    x = np.random.default_rng(0).normal(size=(2, 9))
    out = ops._softmax(_cuda(x, st.float16), 1, True)
    assert out.dtype is st.float32
    ref = np.exp(x.astype(np.float16).astype(np.float64))
    np.testing.assert_allclose(out.cpu().numpy(), ref / ref.sum(1, keepdims=True), rtol=1e-3)


@pytest.mark.parametrize("affine", [True, False])
def test_layer_norm_forward(affine, calls):
    rng = np.random.default_rng(1)
    x, w, b = rng.normal(size=(2, 3, 40)) * 3 + 1, rng.normal(size=40), rng.normal(size=40)
    weight, bias = (_cuda(w), _cuda(b)) if affine else (None, None)
    y, mean, rstd = ops.native_layer_norm(_cuda(x), [40], weight, bias, 1e-5)
    m = x.mean(-1, keepdims=True)
    r = 1 / np.sqrt(x.var(-1, keepdims=True) + 1e-5)
    expected = (x - m) * r * (w if affine else 1) + (b if affine else 0)
    assert calls == ["layer_norm"]
    np.testing.assert_allclose(y.cpu().numpy(), expected, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(mean.cpu().numpy(), m, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(rstd.cpu().numpy(), r, rtol=1e-4)


@pytest.mark.parametrize(("reduction", "code"), [("none", 0), ("mean", 1), ("sum", 2)])
def test_cross_entropy_rows(reduction, code, calls):
    rng = np.random.default_rng(2)
    x = rng.normal(size=(6, 11)) * 3
    t = np.array([0, 10, 3, -100, 5, 5])
    loss = ops.cross_entropy_loss(_cuda(x), _cuda(t, st.int64), None, code, -100, 0.0)
    lse = np.log(np.exp(x).sum(1))
    kept = t != -100
    rows = np.where(kept, lse - x[np.arange(6), np.where(kept, t, 0)], 0.0)
    expected = {"none": rows, "sum": rows.sum(), "mean": rows.sum() / kept.sum()}[reduction]
    assert calls == ["cross_entropy_rows"]
    np.testing.assert_allclose(loss.cpu().numpy(), expected, rtol=1e-5)


def test_cross_entropy_leaves_gradients_and_bad_targets_to_the_composite(calls):
    x = _cuda(np.zeros((2, 3)))
    with pytest.raises(IndexError, match="Target 7 is out of bounds"):
        ops.cross_entropy_loss(x, _cuda([0, 7], st.int64), None, 1, -100, 0.0)
    x.requires_grad_(True)
    loss = ops.cross_entropy_loss(x, _cuda([0, 2], st.int64), None, 1, -100, 0.0)
    assert loss.requires_grad  # through log_softmax (a Triton kernel too) and nll_loss
    np.testing.assert_allclose(loss.item(), np.log(3), rtol=1e-6)
    assert "cross_entropy_rows" not in calls and "softmax" in calls


def test_embedding_backward_accumulates_repeated_rows(calls):
    rng = np.random.default_rng(3)
    grad = rng.normal(size=(2, 4, 5))
    idx = np.array([[1, 3, 1, 0], [3, 3, 2, 1]])
    out = ops.embedding_dense_backward(_cuda(grad), _cuda(idx, st.int64), 6, 2, False)
    expected = np.zeros((6, 5))
    for i, row in zip(idx.reshape(-1), grad.reshape(-1, 5), strict=True):
        if i != 2:
            expected[i] += row
    assert calls == ["embedding_backward"]
    np.testing.assert_allclose(out.cpu().numpy(), expected, rtol=1e-5, atol=1e-6)
