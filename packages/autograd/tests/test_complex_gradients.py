"""Gradients through complex arithmetic follow PyTorch's convention: for a real loss L of a
complex input z = x + iy, ``z.grad`` is dL/dx + i dL/dy (the conjugate Wirtinger
derivative, times two), and a real input that entered complex arithmetic gets a real
gradient."""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest


def _finite_difference(loss, z: np.ndarray, eps: float = 1e-6) -> np.ndarray:
    """dL/dx + i dL/dy by central differences, for complex ``z``."""
    grad = np.zeros_like(z)
    for k in range(z.size):
        for unit in (1.0, 1j):
            step = np.zeros_like(z)
            step.flat[k] = eps * unit
            slope = (loss(z + step) - loss(z - step)) / (2 * eps)
            grad.flat[k] += slope * (1.0 if unit == 1.0 else 1j)
    return grad


Z = np.array([1 + 2j, 0.5 - 1j, -1 + 0.5j])
W = np.array([0.3 - 0.7j, -1.2 + 0.1j, 2.0 + 1.0j])


@pytest.mark.parametrize(
    "name, fn",
    [
        ("mul", lambda z, w: (z * w).abs().sum()),
        ("mul by itself conjugated", lambda z, w: (z * z.conj() + z * w).abs().sum()),
        ("div", lambda z, w: (z / w).abs().sum()),
        ("div of the other", lambda z, w: (w / z).abs().sum()),
        ("chain", lambda z, w: ((z * w) / (z + w)).abs().pow(2).sum()),
    ],
)
def test_complex_gradients_match_finite_differences(name, fn):
    z = torch.tensor(Z, dtype=torch.complex128, requires_grad=True)
    w = torch.tensor(W, dtype=torch.complex128)
    fn(z, w).backward()

    def loss(values):
        return fn(torch.tensor(values, dtype=torch.complex128), w).item()

    np.testing.assert_allclose(z.grad.numpy(), _finite_difference(loss, Z), rtol=1e-6, atol=1e-8)


def test_a_real_input_of_complex_arithmetic_gets_a_real_gradient():
    # values printed by PyTorch 2.13 for the same computation
    x = torch.tensor([1.0, -2.0, 3.0], dtype=torch.float64, requires_grad=True)
    (x.to(torch.complex128) * (1 + 2j)).abs().sum().backward()
    assert x.grad.dtype == torch.float64
    np.testing.assert_allclose(x.grad.numpy(), [2.2361, -2.2361, 2.2361], atol=1e-4)

    x.grad = None
    c = torch.tensor(Z, dtype=torch.complex128, requires_grad=True)
    (c * c.conj() + c / (x + 1j)).abs().sum().backward()
    np.testing.assert_allclose(
        c.grad.numpy(), [2.4543 + 4.5251j, 0.4992 - 1.8305j, -1.6735 + 1.1399j], atol=1e-4
    )
    np.testing.assert_allclose(x.grad.numpy(), [-0.9587, -0.1941, 0.0243], atol=1e-4)


def test_real_divisor_of_a_complex_numerator_gets_a_real_gradient():
    x = torch.tensor([2.0, -0.5], dtype=torch.float64, requires_grad=True)
    z = torch.tensor([1 + 1j, 2 - 3j], dtype=torch.complex128)
    (z / x).abs().sum().backward()
    assert x.grad.dtype == torch.float64
    # |z / x| = |z| / |x|: d/dx = -|z| sign(x) / x^2
    expected = -np.abs([1 + 1j, 2 - 3j]) * np.sign([2.0, -0.5]) / np.array([2.0, -0.5]) ** 2
    np.testing.assert_allclose(x.grad.numpy(), expected, rtol=1e-10)
