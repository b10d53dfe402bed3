"""SparseAdam on the sparse gradients of nn.Embedding(sparse=True), against PyTorch 2.13."""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest

W0 = [[0.1, -0.2], [0.3, 0.4], [-0.5, 0.6], [0.7, -0.8]]
STEPS = [([0, 2, 0], [1.0, 2.0]), ([3, 2], [-1.0, 0.5])]
# PyTorch 2.13, the same embedding (float32 weights made float64) and steps, lr=0.1
TORCH_AFTER = [
    [[1.7301501911703987e-08, -0.29999999507453873], [0.30000001192092896, 0.4000000059604645],
     [-0.5999999683772334, 0.5000000396532437], [0.699999988079071, -0.800000011920929]],
    [[1.7301501911703987e-08, -0.29999999507453873], [0.30000001192092896, 0.4000000059604645],
     [-0.5947368116596685, 0.41694029903247687], [0.7744136469041042, -0.8744136472143118]],
]  # fmt: skip


def _embedding() -> torch.nn.Embedding:
    emb = torch.nn.Embedding(4, 2, sparse=True)
    with torch.no_grad():
        emb.weight.copy_(torch.tensor(W0, dtype=torch.float32))
    return emb.double()


def _numpy_sparse_adam(w, steps, lr, beta1=0.9, beta2=0.999, eps=1e-8):
    m, v = np.zeros_like(w), np.zeros_like(w)
    out = []
    for t, (idx, g_row) in enumerate(steps, start=1):
        grad = np.zeros_like(w)
        for i in idx:
            grad[i] += g_row
        rows = sorted(set(idx))
        m[rows] = beta1 * m[rows] + (1 - beta1) * grad[rows]
        v[rows] = beta2 * v[rows] + (1 - beta2) * grad[rows] ** 2
        step = lr * np.sqrt(1 - beta2**t) / (1 - beta1**t)
        w[rows] -= step * m[rows] / (np.sqrt(v[rows]) + eps)
        out.append(w.copy())
    return out


def test_embedding_sparse_grad_and_sparse_adam_match_pytorch() -> None:
    emb = _embedding()
    opt = torch.optim.SparseAdam(emb.parameters(), lr=0.1)
    start = emb.weight.detach().numpy().copy()
    for (idx, w), expected in zip(STEPS, TORCH_AFTER, strict=True):
        opt.zero_grad()
        (emb(torch.tensor(idx)) * torch.tensor(w, dtype=torch.float64)).sum().backward()
        grad = emb.weight.grad
        assert grad.is_sparse and not grad.is_coalesced()
        assert grad._indices().tolist() == [idx]
        assert grad._values().tolist() == [w] * len(idx)
        opt.step()
        np.testing.assert_allclose(emb.weight.detach().numpy(), expected, rtol=1e-12, atol=1e-15)
    reference = _numpy_sparse_adam(start, [(i, np.array(w)) for i, w in STEPS], lr=0.1)
    np.testing.assert_allclose(emb.weight.detach().numpy(), reference[-1], rtol=1e-12)


def test_sparse_grads_accumulate_and_zero_grad() -> None:
    emb = torch.nn.Embedding(4, 2, sparse=True, padding_idx=1).double()
    emb(torch.tensor([[1, 3], [3, 0]])).sum().backward()
    assert emb.weight.grad._indices().tolist() == [[3, 3, 0]]  # padding row left out
    emb(torch.tensor([2])).sum().backward()
    # PyTorch 2.13: the new gradient's entries first, then the old ones
    assert emb.weight.grad._indices().tolist() == [[2, 3, 3, 0]]
    np.testing.assert_array_equal(
        emb.weight.grad.to_dense().numpy(), [[1, 1], [0, 0], [1, 1], [2, 2]]
    )
    opt = torch.optim.SparseAdam(emb.parameters())
    opt.zero_grad(set_to_none=False)
    assert emb.weight.grad._nnz() == 0 and emb.weight.grad.shape == (4, 2)
    opt.zero_grad()
    assert emb.weight.grad is None


def test_sparse_adam_errors() -> None:
    params = [torch.zeros(3, requires_grad=True)]
    for kwargs, message in [
        ({"lr": 0}, "Invalid learning rate: 0"),
        ({"eps": 0}, "Invalid epsilon value: 0"),
        ({"betas": (1.0, 0.9)}, "Invalid beta parameter at index 0: 1.0"),
        ({"betas": (0.9, -0.1)}, "Invalid beta parameter at index 1: -0.1"),
    ]:
        with pytest.raises(ValueError, match=message):
            torch.optim.SparseAdam(params, **kwargs)
    opt = torch.optim.SparseAdam(params)
    params[0].sum().backward()
    with pytest.raises(RuntimeError, match="SparseAdam does not support dense gradients"):
        opt.step()
