"""Custom autograd Functions: the ctx API, output wrapping and the errors of a bad backward."""

from __future__ import annotations

import glasstorch.aten as aten
import glasstorch.autograd as autograd
import pytest
from glasstorch.autograd import Function, once_differentiable
from glasstorch.autograd.saved_variable import ERR_BACKWARD_TWICE


class Mul(Function):
    @staticmethod
    def forward(ctx, x, y):
        ctx.save_for_backward(x, y)
        return x * y

    @staticmethod
    def backward(ctx, grad):
        x, y = ctx.saved_tensors
        return Mul.apply(grad, y), Mul.apply(grad, x)


class Scale(Function):
    """x * k for a Python number k (a non-tensor input)."""

    @staticmethod
    def forward(ctx, x, k):
        ctx.k = k
        return x * k

    @staticmethod
    def backward(ctx, grad):
        return grad * ctx.k, None


def test_apply_builds_a_named_node() -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    y = aten.tensor([3.0, 4.0], requires_grad=True)
    z = Mul.apply(x, y)
    assert z.grad_fn.name() == "MulBackward"
    assert type(z.grad_fn).__name__ == "MulBackward"
    assert repr(z).endswith("grad_fn=<MulBackward>)")
    assert [type(n).__name__ for n, _ in z.grad_fn.next_functions] == ["AccumulateGrad"] * 2
    z.backward(aten.ones(2))
    assert x.grad.tolist() == [3.0, 4.0] and y.grad.tolist() == [1.0, 2.0]


def test_no_node_without_grad() -> None:
    x = aten.tensor([1.0])
    assert Mul.apply(x, x).grad_fn is None
    xr = aten.tensor([1.0], requires_grad=True)
    with autograd.no_grad():
        assert Mul.apply(xr, xr).grad_fn is None


def test_forward_runs_without_grad_and_sees_needs_input_grad() -> None:
    seen = {}

    class Probe(Function):
        @staticmethod
        def forward(ctx, x, y, k):
            seen["grad"] = autograd.is_grad_enabled()
            seen["needs"] = ctx.needs_input_grad
            return x * y

        @staticmethod
        def backward(ctx, grad):
            return grad, None, None

    Probe.apply(aten.tensor([1.0], requires_grad=True), aten.tensor([2.0]), 3)
    assert seen == {"grad": False, "needs": (True, False, False)}


def test_non_tensor_inputs_and_keyword_arguments() -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    y = Scale.apply(x, k=3.0)
    y.backward(aten.ones(2))
    assert x.grad.tolist() == [3.0, 3.0]


def test_wrong_number_of_gradients() -> None:
    class Bad(Function):
        @staticmethod
        def forward(ctx, x, y):
            return x + y

        @staticmethod
        def backward(ctx, grad):
            return grad

    x = aten.tensor([1.0], requires_grad=True)
    out = Bad.apply(x, x)
    with pytest.raises(RuntimeError) as info:
        out.backward(aten.ones(1))
    assert str(info.value) == (
        "function BadBackward returned an incorrect number of gradients (expected 2, got 1)"
    )


def test_extra_none_gradients_are_dropped() -> None:
    class Extra(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return grad * 2, None, None

    x = aten.tensor([1.0], requires_grad=True)
    Extra.apply(x).backward(aten.ones(1))
    assert x.grad.tolist() == [2.0]


def test_gradient_for_non_tensor_input_is_an_error() -> None:
    class Bad(Function):
        @staticmethod
        def forward(ctx, x, k):
            return x * k

        @staticmethod
        def backward(ctx, grad):
            return grad, grad

    x = aten.tensor([1.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="returned a gradient different than None at position 2"):
        Bad.apply(x, 2.0).backward(aten.ones(1))


def test_saved_tensors_freed_after_backward() -> None:
    x = aten.tensor([1.0], requires_grad=True)
    y = aten.tensor([2.0], requires_grad=True)
    z = Mul.apply(x, y)
    z.backward(aten.ones(1), retain_graph=True)
    z.backward(aten.ones(1))
    assert x.grad.tolist() == [4.0]
    with pytest.raises(RuntimeError) as info:
        z.backward(aten.ones(1))
    assert str(info.value) == ERR_BACKWARD_TWICE
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        z.grad_fn.saved_tensors  # noqa: B018


def test_save_for_backward_rejects_non_tensors() -> None:
    class Bad(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x, 3)
            return x

    with pytest.raises(TypeError, match="argument 1 is of type int"):
        Bad.apply(aten.tensor([1.0], requires_grad=True))


def test_saving_an_output_restores_its_history() -> None:
    class Exp(Function):
        @staticmethod
        def forward(ctx, x):
            y = x.exp()
            ctx.save_for_backward(y)
            return y

        @staticmethod
        def backward(ctx, grad):
            (y,) = ctx.saved_tensors
            assert y.grad_fn is ctx  # given back with the node that saved it
            return grad * y

    x = aten.tensor([0.0, 1.0], requires_grad=True)
    y = Exp.apply(x)
    assert y.grad_fn.saved_variables[0].data.grad_fn is None  # stored without history
    y.backward(aten.ones(2))
    assert x.grad.tolist() == pytest.approx([1.0, 2.718281828], rel=1e-6)


def test_mark_non_differentiable() -> None:
    class MaxWithIndex(Function):
        @staticmethod
        def forward(ctx, x):
            values = x * 1
            index = x * 0
            ctx.mark_non_differentiable(index)
            return values, index

        @staticmethod
        def backward(ctx, grad_values, grad_index):
            assert grad_index.tolist() == [0.0, 0.0]  # materialized zeros
            return grad_values

    x = aten.tensor([1.0, 2.0], requires_grad=True)
    values, index = MaxWithIndex.apply(x)
    assert values.requires_grad and not index.requires_grad
    values.backward(aten.ones(2))
    assert x.grad.tolist() == [1.0, 1.0]


def test_set_materialize_grads_false_passes_none() -> None:
    seen = []

    class Two(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.set_materialize_grads(False)
            return x * 1, x * 2

        @staticmethod
        def backward(ctx, g1, g2):
            seen.append(g2)
            return g1

    x = aten.tensor([1.0], requires_grad=True)
    a, _ = Two.apply(x)
    a.backward(aten.ones(1))
    assert seen == [None]


def test_mark_dirty_rebases_history() -> None:
    class AddOne_(Function):
        @staticmethod
        def forward(ctx, x):
            x.add_(1)
            ctx.mark_dirty(x)
            return x

        @staticmethod
        def backward(ctx, grad):
            return grad

    leaf = aten.tensor([1.0, 2.0], requires_grad=True)
    x = Mul.apply(leaf, aten.tensor([3.0, 3.0]))
    version = x._version
    out = AddOne_.apply(x)
    assert out is x and x.grad_fn.name() == "AddOne_Backward"
    assert x._version > version
    x.backward(aten.ones(2))
    assert leaf.grad.tolist() == [3.0, 3.0]


def test_mark_dirty_on_leaf_that_requires_grad() -> None:
    class Inplace(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.mark_dirty(x)
            return x

    with pytest.raises(
        RuntimeError, match="a leaf Variable that requires grad has been used in an in-place"
    ):
        Inplace.apply(aten.tensor([1.0], requires_grad=True))


def test_mark_dirty_not_returned() -> None:
    class Hidden(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.mark_dirty(x)
            return x * 2

    with pytest.raises(
        RuntimeError, match="marked as dirty during the forward method were not returned"
    ):
        Hidden.apply(Mul.apply(aten.tensor([1.0], requires_grad=True), aten.tensor([1.0])))


def test_returned_input_becomes_a_new_tensor_with_history() -> None:
    class Identity(Function):
        @staticmethod
        def forward(ctx, x):
            return x

        @staticmethod
        def backward(ctx, grad):
            return grad * 2

    x = aten.tensor([1.0], requires_grad=True)
    y = Identity.apply(x)
    assert y is not x and y.grad_fn.name() == "IdentityBackward" and x.is_leaf
    y.backward(aten.ones(1))
    assert x.grad.tolist() == [2.0]


def test_setup_context_style() -> None:
    class Cube(Function):
        @staticmethod
        def forward(x):
            return x * x * x

        @staticmethod
        def setup_context(ctx, inputs, output):
            (x,) = inputs
            ctx.save_for_backward(x)

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return grad * 3 * x * x

    x = aten.tensor([2.0], requires_grad=True)
    Cube.apply(x).backward(aten.ones(1))
    assert x.grad.tolist() == [12.0]


def test_vjp_alias_and_both_defined() -> None:
    class WithVjp(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 1

        @staticmethod
        def vjp(ctx, grad):
            return grad * 5

    x = aten.tensor([1.0], requires_grad=True)
    WithVjp.apply(x).backward(aten.ones(1))
    assert x.grad.tolist() == [5.0]

    class Both(WithVjp):
        @staticmethod
        def backward(ctx, grad):
            return grad

    with pytest.raises(RuntimeError, match="Implementing both 'backward' and 'vjp'"):
        Both.apply(x).backward(aten.ones(1))


def test_missing_forward_or_backward() -> None:
    class NoBackward(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 1

    x = aten.tensor([1.0], requires_grad=True)
    with pytest.raises(NotImplementedError, match="must implement either the backward or vjp"):
        NoBackward.apply(x).backward(aten.ones(1))
    with pytest.raises(NotImplementedError, match="must implement the forward"):
        Function.apply(x)


def test_legacy_call_is_refused() -> None:
    with pytest.warns(DeprecationWarning):
        fn = Mul()
    with pytest.raises(RuntimeError, match="Legacy autograd function"):
        fn(aten.ones(1))


def test_once_differentiable() -> None:
    class Square(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * x

        @staticmethod
        @once_differentiable
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            assert not autograd.is_grad_enabled()
            return grad * 2 * x

    x = aten.tensor([3.0], requires_grad=True)
    (g,) = autograd.grad(Square.apply(x), x, aten.ones(1))
    assert g.tolist() == [6.0]
    # As in PyTorch, only the incoming gradients decide whether the result requires grad.
    (g,) = autograd.grad(Square.apply(x), x, aten.ones(1), create_graph=True)
    assert g.grad_fn is None
    v = aten.ones(1).requires_grad_()
    (g,) = autograd.grad(Square.apply(x), x, v, create_graph=True)
    assert g.grad_fn.name() == "Error"
    with pytest.raises(RuntimeError, match="trying to differentiate twice a function"):
        g.backward(aten.ones(1))
