"""autograd.functional on custom Functions: vjp, jvp, jacobian, hessian, vhp, hvp."""

from __future__ import annotations

import glasstorch.aten as aten
import pytest
from glasstorch.autograd import Function, functional
from glasstorch.c10.core.scalar_type import float64


class Mul(Function):
    @staticmethod
    def forward(ctx, x, y):
        ctx.save_for_backward(x, y)
        return x * y

    @staticmethod
    def backward(ctx, grad):
        x, y = ctx.saved_tensors
        return Mul.apply(grad, y), Mul.apply(grad, x)


class Sum(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.shape = x.shape
        return x.sum()

    @staticmethod
    def backward(ctx, grad):
        return Broadcast.apply(grad, ctx.shape)


class Broadcast(Function):
    """A 0-dim gradient spread to ``shape`` (the backward of Sum)."""

    @staticmethod
    def forward(ctx, g, shape):
        return g.expand(shape).clone()

    @staticmethod
    def backward(ctx, grad):
        return Sum.apply(grad), None


def t(*values: float):
    return aten.tensor(list(values), dtype=float64)


def cube_sum(x):
    return Sum.apply(Mul.apply(Mul.apply(x, x), x))


def test_vjp() -> None:
    out, g = functional.vjp(lambda x: Mul.apply(x, x), t(1.0, 2.0), t(1.0, 10.0))
    assert out.tolist() == [1.0, 4.0] and g.tolist() == [2.0, 40.0]
    assert not out.requires_grad and not g.requires_grad
    out, g = functional.vjp(cube_sum, t(2.0))
    assert g.tolist() == [12.0]
    with pytest.raises(RuntimeError, match="v can only be None if the user-provided function"):
        functional.vjp(lambda x: Mul.apply(x, x), t(1.0, 2.0))


def test_vjp_tuple_inputs_and_unused_input() -> None:
    out, (gx, gy) = functional.vjp(lambda x, y: Mul.apply(x, x), (t(3.0), t(5.0)), t(1.0))
    assert gx.tolist() == [6.0] and gy.tolist() == [0.0]
    with pytest.raises(RuntimeError, match="independent of input 1"):
        functional.vjp(lambda x, y: Mul.apply(x, x), (t(3.0), t(5.0)), t(1.0), strict=True)


def test_jvp_by_double_backward() -> None:
    out, jv = functional.jvp(
        lambda x, y: Mul.apply(x, y), (t(1.0, 2.0), t(3.0, 4.0)), (t(1.0, 0.0), t(0.0, 1.0))
    )
    assert out.tolist() == [3.0, 8.0]
    assert jv.tolist() == [3.0, 2.0]  # y * vx + x * vy


def test_jacobian() -> None:
    jac = functional.jacobian(lambda x: Mul.apply(x, x), t(1.0, 2.0, 3.0))
    assert jac.tolist() == [[2.0, 0.0, 0.0], [0.0, 4.0, 0.0], [0.0, 0.0, 6.0]]
    jx, jy = functional.jacobian(lambda x, y: Mul.apply(x, y), (t(1.0, 2.0), t(3.0, 4.0)))
    assert jx.tolist() == [[3.0, 0.0], [0.0, 4.0]] and jy.tolist() == [[1.0, 0.0], [0.0, 2.0]]
    (row,) = functional.jacobian(lambda x: (cube_sum(x),), t(1.0, 2.0))
    assert row.tolist() == [3.0, 12.0]


def test_jacobian_of_independent_output() -> None:
    jac = functional.jacobian(lambda x, y: Mul.apply(x, x), (t(1.0), t(2.0)))
    assert jac[1].tolist() == [[0.0]]
    with pytest.raises(RuntimeError, match="Output 0 of the user-provided function is independent"):
        functional.jacobian(lambda x, y: Mul.apply(x, x), (t(1.0), t(2.0)), strict=True)
    assert functional.jacobian(cube_sum, t(2.0), vectorize=True).tolist() == [12.0]


def test_hessian_of_scalar_function() -> None:
    hess = functional.hessian(cube_sum, t(1.0, 2.0))
    assert hess.tolist() == [[6.0, 0.0], [0.0, 12.0]]
    with pytest.raises(RuntimeError, match="should return a single Tensor"):
        functional.hessian(lambda x: (cube_sum(x), cube_sum(x)), t(1.0))
    with pytest.raises(RuntimeError, match="should contain a single element"):
        functional.hessian(lambda x: Mul.apply(x, x), t(1.0, 2.0))


def test_vhp_and_hvp() -> None:
    out, vh = functional.vhp(cube_sum, t(1.0, 2.0), t(1.0, 1.0))
    assert out.item() == 9.0 and vh.tolist() == [6.0, 12.0]
    out, hv = functional.hvp(cube_sum, t(1.0, 2.0), t(1.0, 0.0))
    assert hv.tolist() == [6.0, 0.0]


def test_create_graph_keeps_results_differentiable() -> None:
    x = t(2.0).requires_grad_()
    _, g = functional.vjp(cube_sum, x, create_graph=True)
    assert g.requires_grad
    _, g2 = functional.vjp(
        lambda y: Sum.apply(functional.vjp(cube_sum, y, create_graph=True)[1]), x
    )
    assert g2.tolist() == [12.0]


def test_input_validation() -> None:
    with pytest.raises(TypeError, match="must be either a Tensor or a tuple of Tensors"):
        functional.vjp(cube_sum, [t(1.0)])
    with pytest.raises(RuntimeError, match="v has invalid size"):
        functional.vjp(lambda x: Mul.apply(x, x), t(1.0, 2.0), t(1.0))
