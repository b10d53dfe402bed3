"""Shared fixtures: a small quadratic whose gradient the tests assign by hand, and a runner
that steps an optimizer over it and records the trajectory."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.c10.core import float64

# f(p) = sum(A * p**2 / 2 + B * p), elementwise; its gradient is A * p + B.
P0 = np.array([[1.0, -2.0, 0.5], [0.3, 0.7, -1.1]])
A = np.array([2.0, 0.5, 1.5])
B = np.array([0.1, -0.2, 0.3])
STEPS = 6


def quadratic_grad(p: np.ndarray) -> np.ndarray:
    return A * p + B


def make_param(values: np.ndarray = P0) -> at.Tensor:
    """A float64 leaf tensor that requires grad (what nn would call a Parameter)."""
    p = at.tensor(values, dtype=float64)
    p.requires_grad_(True)
    return p


def run_optimizer(
    make_optimizer: Callable[[list[at.Tensor]], Any], steps: int = STEPS, p0: np.ndarray = P0
) -> list[np.ndarray]:
    """Step an optimizer ``steps`` times on the quadratic from ``p0``; the parameter after
    each step."""
    p = make_param(p0)
    opt = make_optimizer([p])
    trajectory = []
    for _ in range(steps):
        p.grad = at.tensor(quadratic_grad(p.detach().numpy()), dtype=float64)
        opt.step()
        trajectory.append(p.detach().numpy().copy())
    return trajectory


def run_reference(
    update: Callable[[np.ndarray, np.ndarray, dict[str, Any]], np.ndarray],
    steps: int = STEPS,
    p0: np.ndarray = P0,
) -> list[np.ndarray]:
    """The same trajectory from ``update(p, grad, state) -> new p``, written in numpy."""
    p = p0.copy()
    state: dict[str, Any] = {}
    trajectory = []
    for _ in range(steps):
        p = update(p, quadratic_grad(p), state)
        trajectory.append(p.copy())
    return trajectory


@pytest.fixture
def check_trajectory() -> Callable[..., None]:
    """Assert that an optimizer follows a numpy reference update step for step."""

    def check(
        make_optimizer: Callable[..., Any],
        update: Callable[..., np.ndarray],
        p0: np.ndarray = P0,
        rtol: float = 1e-12,
        steps: int = STEPS,
    ) -> None:
        got = run_optimizer(make_optimizer, steps=steps, p0=p0)
        expected = run_reference(update, steps=steps, p0=p0)
        for step, (g, e) in enumerate(zip(got, expected, strict=True), 1):
            np.testing.assert_allclose(g, e, rtol=rtol, atol=1e-14, err_msg=f"step {step}")
        # The trajectory really moves: a test of a no-op optimizer would pass otherwise.
        assert not np.allclose(got[-1], p0)

    return check


class Quadratic:
    """The quadratic and its helpers, for tests that need more than a trajectory check."""

    P0 = P0
    grad = staticmethod(quadratic_grad)
    make_param = staticmethod(make_param)
    run = staticmethod(run_optimizer)

    @staticmethod
    def set_grad(p: at.Tensor) -> None:
        """Give ``p`` the quadratic's gradient at its current value."""
        p.grad = at.tensor(quadratic_grad(p.detach().numpy()), dtype=float64)


@pytest.fixture
def quadratic() -> type[Quadratic]:
    return Quadratic
