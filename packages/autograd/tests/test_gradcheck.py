"""gradcheck / gradgradcheck on custom Functions with right and wrong derivatives."""

from __future__ import annotations

import glasstorch.aten as aten
import pytest
from glasstorch.autograd import Function, GradcheckError, gradcheck, gradgradcheck
from glasstorch.c10.core.scalar_type import float32, float64


class Mul(Function):
    @staticmethod
    def forward(ctx, x, y):
        ctx.save_for_backward(x, y)
        return x * y

    @staticmethod
    def backward(ctx, grad):
        x, y = ctx.saved_tensors
        return Mul.apply(grad, y), Mul.apply(grad, x)


class WrongMul(Function):
    @staticmethod
    def forward(ctx, x, y):
        ctx.save_for_backward(x, y)
        return x * y

    @staticmethod
    def backward(ctx, grad):
        x, y = ctx.saved_tensors
        return grad * x, grad * x  # d/dx is wrong


class Square(Function):
    """x * x with a backward that is right once but not differentiable correctly twice."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return Mul.apply(grad, x.detach() * 2)  # drops the dependence on x


def double(*values: float, requires_grad: bool = True):
    return aten.tensor(list(values), dtype=float64, requires_grad=requires_grad)


def test_correct_function_passes() -> None:
    assert gradcheck(Mul.apply, (double(1.0, 2.0, 3.0), double(4.0, 5.0, 6.0)))


def test_only_some_inputs_require_grad() -> None:
    assert gradcheck(Mul.apply, (double(1.0, 2.0), double(3.0, 4.0, requires_grad=False)))


def test_wrong_function_fails_with_both_jacobians() -> None:
    with pytest.raises(GradcheckError) as info:
        gradcheck(WrongMul.apply, (double(1.0, 2.0), double(3.0, 4.0)))
    message = str(info.value)
    assert message.startswith("Jacobian mismatch for output 0 with respect to input 0,\n")
    assert "numerical:tensor([[3.0000, 0.0000],\n        [0.0000, 4.0000]]" in message
    assert "analytical:tensor([[1., 0.],\n        [0., 2.]], dtype=glasstorch.float64)" in message
    assert isinstance(info.value, RuntimeError)


def test_raise_exception_false_returns_false() -> None:
    assert not gradcheck(WrongMul.apply, (double(1.0), double(2.0)), raise_exception=False)


def test_single_precision_warns() -> None:
    x = aten.tensor([1.0, 2.0], dtype=float32, requires_grad=True)
    y = double(1.0, 2.0, requires_grad=False)
    with pytest.warns(
        UserWarning, match="Input #0 requires gradient and is not a double precision"
    ):
        gradcheck(Mul.apply, (x, y), eps=1e-3, atol=1e-2, rtol=1e-2)


def test_needs_an_input_that_requires_grad() -> None:
    with pytest.raises(ValueError, match="expects at least one input tensor to require gradient"):
        gradcheck(Mul.apply, (double(1.0, requires_grad=False), double(1.0, requires_grad=False)))


def test_rejects_zero_strides() -> None:
    x = double(1.0).expand(3)
    x = x.detach().requires_grad_()
    with pytest.raises(RuntimeError, match="has a dimension with stride 0"):
        gradcheck(Mul.apply, (x, x))


def test_non_differentiable_output_must_have_zero_numerical_gradient() -> None:
    def constant(x):
        return x.detach() * 0 + 1

    assert gradcheck(constant, (double(1.0, 2.0),))

    def leaky(x):
        return x.detach() * 2

    with pytest.raises(GradcheckError, match="Numerical gradient for function expected to be zero"):
        gradcheck(leaky, (double(1.0, 2.0),))


def test_gradgradcheck() -> None:
    grad_out = double(1.0, -0.5)
    assert gradgradcheck(Mul.apply, (double(1.0, 2.0), double(3.0, 4.0)), (grad_out,))
    assert gradgradcheck(Mul.apply, (double(1.0, 2.0), double(3.0, 4.0)))  # random grad_outputs
    with pytest.raises(GradcheckError, match="Jacobian mismatch"):
        gradgradcheck(Square.apply, (double(1.0, 2.0),), (grad_out,))


def test_output_sharing_the_input_storage() -> None:
    class View(Function):
        @staticmethod
        def forward(ctx, x):
            return x[1:]

        @staticmethod
        def backward(ctx, grad):
            return aten.cat([aten.zeros(1, dtype=float64), grad])

    assert gradcheck(View.apply, (double(1.0, 2.0, 3.0),))
    assert gradcheck(lambda x: x, (double(1.0, 2.0),))
