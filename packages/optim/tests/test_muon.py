"""Muon's pieces: the Newton-Schulz orthogonalization against a float64 numpy statement of
it, the learning-rate adjustments, the decoupled weight decay, and its refusals (matrices
only, fewer than 100 iterations, no foreach)."""

import re

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import optim
from glasstorch.c10.core import bfloat16, float64
from glasstorch.optim._muon import _adjust_lr, _zeropower_via_newtonschulz, muon

COEFFICIENTS = (3.4445, -4.775, 2.0315)
G = np.array([[0.3, -1.2, 0.8, 0.1], [1.0, 0.4, -0.5, 0.7], [-0.2, 0.9, 0.6, -1.1]])


def newton_schulz_reference(g, coefficients, steps, eps=1e-7):
    a, b, c = coefficients
    x = g.T if g.shape[0] > g.shape[1] else g
    x = x / max(np.linalg.norm(x), eps)
    for _ in range(steps):
        gram = x @ x.T
        x = a * x + (b * gram + c * gram @ gram) @ x
    return x.T if g.shape[0] > g.shape[1] else x


@pytest.mark.parametrize("g", [G, G.T], ids=["wide", "tall"])
def test_newton_schulz_orthogonalizes_in_bfloat16(g):
    got = _zeropower_via_newtonschulz(at.tensor(g, dtype=float64), COEFFICIENTS, 5, 1e-7)
    assert got.dtype is bfloat16 and got.shape == g.shape
    expected = newton_schulz_reference(g, COEFFICIENTS, 5)
    np.testing.assert_allclose(got.float().numpy(), expected, atol=0.05)
    # Same singular vectors as g, singular values pushed into roughly (0.5, 1.5).
    singular = np.linalg.svd(got.float().numpy(), compute_uv=False)
    assert np.all((singular > 0.5) & (singular < 1.5))
    u, _, vt = np.linalg.svd(g, full_matrices=False)
    core = u.T @ got.float().numpy() @ vt.T
    np.testing.assert_allclose(core - np.diag(np.diag(core)), 0, atol=0.05)


def test_newton_schulz_refusals():
    g = at.tensor(G)
    with pytest.raises(
        ValueError, match="^Number of steps must be less than 100 for computational efficiency$"
    ):
        _zeropower_via_newtonschulz(g, COEFFICIENTS, 100, 1e-7)
    with pytest.raises(ValueError, match="^Coefficients must be a tuple of exactly 3 values$"):
        _zeropower_via_newtonschulz(g, (1.0, 2.0), 5, 1e-7)
    with pytest.raises(ValueError, match="^Input tensor gradient must be a 2D matrix$"):
        _zeropower_via_newtonschulz(at.tensor([1.0, 2.0]), COEFFICIENTS, 5, 1e-7)


@pytest.mark.parametrize(
    ("fn", "shape", "expected"),
    [
        (None, (8, 2), 0.1 * 2.0),
        ("original", (2, 8), 0.1),
        ("match_rms_adamw", (4, 9), 0.1 * 0.2 * 3.0),
    ],
)
def test_learning_rate_adjustments(fn, shape, expected):
    assert _adjust_lr(0.1, fn, shape) == pytest.approx(expected)


def test_a_step_is_decay_then_the_orthogonalized_momentum():
    p = at.tensor(G.T.copy(), dtype=float64)
    p.requires_grad_(True)
    opt = optim.Muon([p], lr=0.1, weight_decay=0.2, momentum=0.9, nesterov=False)
    p.grad = at.tensor(G.T, dtype=float64)
    opt.step()
    buf = 0.1 * G.T  # lerp from zeros by 1 - momentum
    update = _zeropower_via_newtonschulz(at.tensor(buf), COEFFICIENTS, 5, 1e-7)
    expected = G.T * (1 - 0.1 * 0.2) - 0.1 * np.sqrt(4 / 3) * update.double().numpy()
    np.testing.assert_allclose(p.detach().numpy(), expected, rtol=1e-12, atol=1e-15)
    np.testing.assert_allclose(opt.state[p]["momentum_buffer"].numpy(), buf, rtol=1e-15)


def test_only_matrices():
    v = at.zeros(3)
    v.requires_grad_(True)
    with pytest.raises(
        ValueError,
        match="^"
        + re.escape(
            f"Muon only supports 2D parameters whereas we found a parameter with size: {v.size()}"
        )
        + "$",
    ):
        optim.Muon([v])


def test_the_functional_refuses_foreach_and_non_matrix_gradients():
    p = at.zeros(2, 2)
    hyper = dict(
        lr=0.1,
        weight_decay=0.0,
        momentum=0.9,
        nesterov=True,
        ns_coefficients=COEFFICIENTS,
        ns_steps=5,
        eps=1e-7,
        adjust_lr_fn=None,
    )
    with pytest.raises(RuntimeError, match="^Foreach is not supported for Muon yet$"):
        muon([p], [p], [p], foreach=True, **hyper)
    with pytest.raises(ValueError, match="^Param gradient must be a 2D matrix$"):
        muon([p], [at.zeros(4)], [at.zeros(4)], **hyper)
