"""Jacobians and Hessians of neural-network functions against finite differences (float64):
their backward passes run batched over the Jacobian's basis, through the rules of the
backward operators (no operator falls back to the per-element loop)."""

import warnings

import glasstorch as torch
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch.func import hessian, jacfwd, jacrev

f64 = torch.float64
torch.manual_seed(0)
X = torch.randn(4, 3, dtype=f64)
T = torch.tensor([0, 2, 1, 1])
IMG = torch.randn(2, 2, 5, 5, dtype=f64)
IDX = torch.tensor([1, 3, 3, 0])
PROB = torch.rand(4, 3, dtype=f64)


def numeric_jacobian(f, x, eps=1e-6):
    base = x.numpy().astype(np.float64)
    jac = np.zeros(tuple(f(x).shape) + base.shape)
    for idx in np.ndindex(base.shape):
        plus, minus = base.copy(), base.copy()
        plus[idx] += eps
        minus[idx] -= eps
        jac[(Ellipsis, *idx)] = (f(torch.tensor(plus)).numpy() - f(torch.tensor(minus)).numpy()) / (
            2 * eps
        )
    return torch.tensor(jac)


FUNCTIONS = {
    "cross_entropy": (lambda w: F.cross_entropy(torch.tanh(X @ w), T), (3, 3)),
    "nll_loss-none": (lambda w: F.nll_loss(F.log_softmax(X @ w, -1), T, reduction="none"), (3, 3)),
    "mse_loss": (lambda w: F.mse_loss(F.relu(X @ w), torch.ones(4, 3, dtype=f64)), (3, 3)),
    "smooth_l1": (lambda w: F.smooth_l1_loss(X @ w, torch.zeros(4, 3, dtype=f64)), (3, 3)),
    "bce": (
        lambda w: F.binary_cross_entropy(torch.sigmoid(X @ w), PROB),
        (3, 3),
    ),
    "conv-weight": (lambda c: F.max_pool2d(F.conv2d(IMG, c, padding=1), 2).sum(-1), (3, 2, 3, 3)),
    "conv-input": (
        lambda i: F.conv2d(i, IMG[:1, :, :3, :3].repeat(3, 1, 1, 1), stride=2),
        (2, 2, 5, 5),
    ),
    "conv-groups": (lambda c: F.conv2d(IMG, c, groups=2).sum((0, -1)), (4, 1, 2, 2)),
    "embedding": (lambda e: F.embedding(IDX, e), (5, 2)),
    "layer_norm": (lambda a: F.layer_norm(a, (3,)), (4, 3)),
}


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_jacrev_and_jacfwd(name):
    f, shape = FUNCTIONS[name]
    x = torch.randn(*shape, dtype=f64)
    expected = numeric_jacobian(f, x)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for transform in (jacrev, jacfwd):
            got = transform(f)(x)
            np.testing.assert_allclose(got.numpy(), expected.numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", ["cross_entropy", "mse_loss", "conv-weight"])
def test_hessian(name):
    f, shape = FUNCTIONS[name]
    loss = (lambda a: f(a).sum()) if name == "conv-weight" else f
    x = torch.randn(*shape, dtype=f64)
    expected = numeric_jacobian(jacrev(loss), x)
    got = hessian(loss)(x)
    np.testing.assert_allclose(got.numpy(), expected.numpy(), rtol=1e-5, atol=1e-6)
