"""End to end with autograd: each optimizer fits a tiny least-squares problem, with gradients
from ``backward``, the usual zero_grad / backward / step loop, a closure, and a scheduler."""

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import optim
from glasstorch.c10.core import float64

RNG = np.random.default_rng(0)
X_NP = RNG.normal(size=(16, 3))
W_TRUE = np.array([1.5, -2.0, 0.5])
B_TRUE = 0.3
Y_NP = X_NP @ W_TRUE + B_TRUE


def _problem():
    x = at.tensor(X_NP, dtype=float64)
    y = at.tensor(Y_NP, dtype=float64)
    w = at.zeros(3, dtype=float64)
    b = at.zeros((), dtype=float64)
    w.requires_grad_(True)
    b.requires_grad_(True)
    return x, y, w, b


def _loss(x, y, w, b):
    return ((x @ w + b - y) ** 2).mean()


@pytest.mark.parametrize(
    ("make", "steps"),
    [
        (lambda ps: optim.SGD(ps, lr=0.1, momentum=0.9), 150),
        (lambda ps: optim.SGD(ps, lr=0.1, momentum=0.9, nesterov=True), 150),
        (lambda ps: optim.Adam(ps, lr=0.1), 200),
        (lambda ps: optim.AdamW(ps, lr=0.1, weight_decay=0.0, amsgrad=True), 200),
        (lambda ps: optim.RMSprop(ps, lr=0.01, momentum=0.5), 200),
        (lambda ps: optim.Adagrad(ps, lr=0.5), 200),
    ],
    ids=["SGD", "SGD-nesterov", "Adam", "AdamW-amsgrad", "RMSprop", "Adagrad"],
)
def test_least_squares_converges(make, steps):
    x, y, w, b = _problem()
    opt = make([w, b])
    first = None
    for _ in range(steps):
        opt.zero_grad()
        loss = _loss(x, y, w, b)
        loss.backward()
        opt.step()
        first = loss.item() if first is None else first
    final = _loss(x, y, w, b).item()
    assert final < 1e-2 * first
    np.testing.assert_allclose(w.detach().numpy(), W_TRUE, atol=0.1)
    np.testing.assert_allclose(b.item(), B_TRUE, atol=0.1)


def test_closure_loop_converges():
    x, y, w, b = _problem()
    opt = optim.SGD([w, b], lr=0.1)

    def closure():
        opt.zero_grad()
        loss = _loss(x, y, w, b)
        loss.backward()
        return loss

    losses = [opt.step(closure).item() for _ in range(300)]
    assert losses[-1] < 1e-6 and losses == sorted(losses, reverse=True)
    np.testing.assert_allclose(w.detach().numpy(), W_TRUE, atol=1e-3)


def test_training_with_a_scheduler_and_zeroed_gradients():
    x, y, w, b = _problem()
    opt = optim.Adam([w, b], lr=0.2)
    scheduler = optim.lr_scheduler.StepLR(opt, step_size=100, gamma=0.1)
    for _ in range(300):
        opt.zero_grad(set_to_none=False)
        _loss(x, y, w, b).backward()
        opt.step()
        scheduler.step()
    assert scheduler.get_last_lr() == pytest.approx([0.2 * 0.1**3])
    assert _loss(x, y, w, b).item() < 1e-6
