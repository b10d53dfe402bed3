"""autograd.functional on aten operators: Jacobians, Hessians and their products against
central finite differences (float64) and hand-computed derivatives."""

from __future__ import annotations

import glasstorch.aten as aten
import numpy as np
import pytest
from glasstorch.autograd import functional
from glasstorch.c10.core.scalar_type import float64

A = np.array([[1.0, -2.0, 0.5], [0.0, 3.0, -1.0]])


def t(values) -> aten.Tensor:
    return aten.tensor(np.asarray(values, dtype=np.float64).tolist(), dtype=float64)


def f_pair(x, y):
    """Two outputs of two inputs: (sin(x) * y, A @ exp(x))."""
    return x.sin() * y, aten.matmul(t(A), x.exp())


def f_pair_np(x, y):
    return np.sin(x) * y, A @ np.exp(x)


def numeric_jacobian(fn, inputs, eps=1e-6):
    """``result[i][k]``: d outputs[i] / d inputs[k] by central differences."""
    outputs = fn(*inputs)
    result = [[np.zeros(o.shape + x.shape) for x in inputs] for o in outputs]
    for k, x in enumerate(inputs):
        for j in np.ndindex(x.shape):
            plus = [v.copy() for v in inputs]
            minus = [v.copy() for v in inputs]
            plus[k][j] += eps
            minus[k][j] -= eps
            for i, (p, m) in enumerate(zip(fn(*plus), fn(*minus), strict=True)):
                result[i][k][(...,) + j] = (p - m) / (2 * eps)
    return result


X = np.array([0.3, -1.2, 2.0])
Y = np.array([1.5, 0.5, -0.7])


@pytest.mark.parametrize("vectorize", [False, True])
def test_jacobian_reverse_mode(vectorize) -> None:
    jac = functional.jacobian(f_pair, (t(X), t(Y)), vectorize=vectorize)
    expected = numeric_jacobian(f_pair_np, [X, Y])
    for i in range(2):
        for k in range(2):
            assert tuple(jac[i][k].shape) == expected[i][k].shape
            np.testing.assert_allclose(jac[i][k].numpy(), expected[i][k], atol=1e-7)
    # By hand: d(sin(x) y)/dx = diag(cos(x) y), d(A exp(x))/dx = A diag(exp(x)).
    np.testing.assert_allclose(jac[0][0].numpy(), np.diag(np.cos(X) * Y))
    np.testing.assert_allclose(jac[1][0].numpy(), A * np.exp(X))
    np.testing.assert_array_equal(jac[1][1].numpy(), np.zeros((2, 3)))


def test_jacobian_forward_mode_equals_reverse_mode() -> None:
    fwd = functional.jacobian(f_pair, (t(X), t(Y)), vectorize=True, strategy="forward-mode")
    rev = functional.jacobian(f_pair, (t(X), t(Y)))
    for i in range(2):
        for k in range(2):
            np.testing.assert_allclose(fwd[i][k].numpy(), rev[i][k].numpy(), atol=1e-12)
    single = functional.jacobian(lambda x: x.exp(), t(X), vectorize=True, strategy="forward-mode")
    np.testing.assert_allclose(single.numpy(), np.diag(np.exp(X)))


def test_jacobian_strategy_errors() -> None:
    x = t(X)
    with pytest.raises(AssertionError, match='Expected strategy to be either "forward-mode"'):
        functional.jacobian(lambda v: v, x, strategy="sideways")
    with pytest.raises(NotImplementedError, match="only implemented for `vectorize=True`"):
        functional.jacobian(lambda v: v.sin(), x, strategy="forward-mode")
    with pytest.raises(NotImplementedError, match="`create_graph=True` and"):
        functional.jacobian(lambda v: v.sin(), x, create_graph=True, strategy="forward-mode")
    with pytest.raises(RuntimeError, match="`strict=True` and `vectorized=True`"):
        functional.jacobian(lambda v: v.sin(), x, strict=True, vectorize=True)


def test_jacobian_create_graph_is_differentiable() -> None:
    x = t(X).requires_grad_()
    jac = functional.jacobian(lambda v: v.pow(3), x, create_graph=True)
    assert jac.requires_grad
    jac.sum().backward()  # d/dx sum(diag(3 x^2)) = 6 x
    np.testing.assert_allclose(x.grad.numpy(), 6 * X)


def rosenbrock(x):
    return (1 - x[0]) ** 2 + 100 * (x[1] - x[0] ** 2) ** 2


def rosenbrock_hessian(x):
    return np.array(
        [[2 - 400 * (x[1] - 3 * x[0] ** 2), -400 * x[0]], [-400 * x[0], 200.0]],
    )


@pytest.mark.parametrize("strategy", ["reverse-mode", "forward-mode"])
def test_hessian_against_hand_and_finite_differences(strategy) -> None:
    p = np.array([0.7, -0.4])
    hess = functional.hessian(
        rosenbrock, t(p), vectorize=strategy == "forward-mode", outer_jacobian_strategy=strategy
    )
    np.testing.assert_allclose(hess.numpy(), rosenbrock_hessian(p), rtol=1e-12)

    def grad_np(v):
        return (
            np.array([-2 * (1 - v[0]) - 400 * v[0] * (v[1] - v[0] ** 2), 200 * (v[1] - v[0] ** 2)]),
        )

    numeric = numeric_jacobian(grad_np, [p])[0][0]
    np.testing.assert_allclose(hess.numpy(), numeric, rtol=1e-6, atol=1e-5)


def test_hessian_of_two_inputs() -> None:
    def f(x, y):
        return (x * x * y).sum() + (x * y.exp()).sum()

    x, y = np.array([1.0, 2.0]), np.array([0.5, -1.0])
    h = functional.hessian(f, (t(x), t(y)))
    # d2/dx2 = diag(2y); d2/dxdy = diag(2x + e^y); d2/dy2 = diag(x e^y)
    np.testing.assert_allclose(h[0][0].numpy(), np.diag(2 * y))
    np.testing.assert_allclose(h[0][1].numpy(), np.diag(2 * x + np.exp(y)))
    np.testing.assert_allclose(h[1][0].numpy(), np.diag(2 * x + np.exp(y)))
    np.testing.assert_allclose(h[1][1].numpy(), np.diag(x * np.exp(y)))
    with pytest.raises(AssertionError, match='Expected strategy to be either "forward-mode"'):
        functional.hessian(f, (t(x), t(y)), outer_jacobian_strategy="x")


def test_products_agree_with_the_matrices() -> None:
    v = np.array([0.2, -0.1, 0.4])
    u = np.array([1.0, -1.0])
    J = numeric_jacobian(lambda x: (A @ np.exp(x),), [X])[0][0]
    out, jv = functional.jvp(lambda x: aten.matmul(t(A), x.exp()), t(X), t(v))
    np.testing.assert_allclose(out.numpy(), A @ np.exp(X))
    np.testing.assert_allclose(jv.numpy(), J @ v, rtol=1e-7)
    _, uj = functional.vjp(lambda x: aten.matmul(t(A), x.exp()), t(X), t(u))
    np.testing.assert_allclose(uj.numpy(), u @ J, rtol=1e-7)

    p, w = np.array([0.7, -0.4]), np.array([0.3, 2.0])
    H = rosenbrock_hessian(p)
    val, hv = functional.hvp(rosenbrock, t(p), t(w))
    np.testing.assert_allclose(val.item(), (1 - p[0]) ** 2 + 100 * (p[1] - p[0] ** 2) ** 2)
    np.testing.assert_allclose(hv.numpy(), H @ w, rtol=1e-12)
    _, vh = functional.vhp(rosenbrock, t(p), t(w))
    np.testing.assert_allclose(vh.numpy(), w @ H, rtol=1e-12)


def test_strict_mode_errors() -> None:
    x = t(X)
    with pytest.raises(RuntimeError, match="independent of input 1"):
        functional.vjp(lambda a, b: a.sin(), (x, t(Y)), t(X), strict=True)
    with pytest.raises(RuntimeError, match="Output 0 of the user-provided function does not"):
        functional.jacobian(lambda a: t(X), x, strict=True)
