"""Tensor hooks, node pre/post hooks and retain_grad."""

from __future__ import annotations

import glasstorch.aten as aten
import glasstorch.autograd as autograd
import pytest
from glasstorch.autograd import Function


class Mul(Function):
    @staticmethod
    def forward(ctx, x, y):
        ctx.save_for_backward(x, y)
        return x * y

    @staticmethod
    def backward(ctx, grad):
        x, y = ctx.saved_tensors
        return grad * y, grad * x


class Double(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, grad):
        return grad * 2


def leaf(*values: float):
    return aten.tensor(list(values), requires_grad=True)


def test_leaf_hook_replaces_gradient() -> None:
    x = leaf(1.0, 2.0)
    seen = []

    def hook(grad):
        seen.append(grad.tolist())
        return grad * 10

    handle = x.register_hook(hook)
    Double.apply(x).backward(aten.ones(2))
    assert seen == [[2.0, 2.0]] and x.grad.tolist() == [20.0, 20.0]
    handle.remove()
    x.grad = None
    Double.apply(x).backward(aten.ones(2))
    assert x.grad.tolist() == [2.0, 2.0]


def test_leaf_hook_sees_captured_gradient_in_grad() -> None:
    x = leaf(1.0)
    x.register_hook(lambda g: g + 1)
    (g,) = autograd.grad(Double.apply(x), x, aten.ones(1))
    assert g.tolist() == [3.0]


def test_non_leaf_hook_changes_what_flows_back() -> None:
    x = leaf(3.0)
    h = Double.apply(x)
    observed = []
    h.register_hook(lambda g: observed.append(g.tolist()))  # returns None: observe only
    h.register_hook(lambda g: g * 0)
    Mul.apply(h, h).backward(aten.ones(1))
    assert observed == [[12.0]]
    assert x.grad.tolist() == [0.0]


def test_hooks_run_in_registration_order() -> None:
    x = leaf(1.0)
    order = []
    x.register_hook(lambda g: order.append("first"))
    x.register_hook(lambda g: order.append("second"))
    Double.apply(x).backward(aten.ones(1))
    assert order == ["first", "second"]


def test_hook_handle_as_context_manager() -> None:
    x = leaf(1.0)
    with x.register_hook(lambda g: g * 100):
        pass
    Double.apply(x).backward(aten.ones(1))
    assert x.grad.tolist() == [2.0]


def test_hook_on_tensor_without_grad() -> None:
    with pytest.raises(
        RuntimeError, match="^cannot register a hook on a tensor that doesn't require gradient$"
    ):
        aten.tensor([1.0]).register_hook(lambda g: g)


def test_hook_result_must_fit() -> None:
    x = leaf(1.0, 2.0)

    def resize(grad):
        return aten.ones(3)

    x.register_hook(resize)
    with pytest.raises(RuntimeError, match="hook 'resize' has changed the size of value"):
        Double.apply(x).backward(aten.ones(2))

    y = leaf(1.0)

    def retype(grad):
        return aten.ones(1, dtype=aten.tensor([1]).dtype)

    y.register_hook(retype)
    with pytest.raises(RuntimeError, match="hook 'retype' has changed the type of value"):
        Double.apply(y).backward(aten.ones(1))


def test_node_pre_and_post_hooks() -> None:
    x = leaf(1.0)
    y = Double.apply(x)
    calls = []

    def pre(grad_outputs):
        calls.append(("pre", [g.tolist() for g in grad_outputs]))
        return (grad_outputs[0] * 3,)

    def post(grad_inputs, grad_outputs):
        calls.append(
            ("post", [g.tolist() for g in grad_inputs], [g.tolist() for g in grad_outputs])
        )
        return (grad_inputs[0] + 1,)

    y.grad_fn.register_prehook(pre)
    handle = y.grad_fn.register_hook(post)
    y.backward(aten.ones(1), retain_graph=True)
    assert calls == [("pre", [[1.0]]), ("post", [[6.0]], [[3.0]])]
    assert x.grad.tolist() == [7.0]
    handle.remove()
    calls.clear()
    y.backward(aten.ones(1))
    assert [c[0] for c in calls] == ["pre"]


def test_node_hook_wrong_count() -> None:
    x = leaf(1.0)
    y = Double.apply(x)

    def bad(grad_outputs):
        return (grad_outputs[0], grad_outputs[0])

    y.grad_fn.register_prehook(bad)
    with pytest.raises(RuntimeError, match="hook 'bad' has returned an incorrect number of values"):
        y.backward(aten.ones(1))


def test_hooks_on_accumulate_grad_node() -> None:
    x = leaf(1.0)
    y = Double.apply(x)
    acc = y.grad_fn.next_functions[0][0]
    seen = []
    acc.register_prehook(lambda grads: seen.append(grads[0].tolist()))
    y.backward(aten.ones(1))
    assert seen == [[2.0]]


def test_retain_grad() -> None:
    x = leaf(2.0)
    h = Double.apply(x)
    h.retain_grad()
    h.retain_grad()  # twice is once
    assert h.retains_grad and not x.retains_grad
    x.retain_grad()  # a leaf: nothing to do
    out = Mul.apply(h, h)
    out.backward(aten.ones(1), retain_graph=True)
    assert h.grad.tolist() == [8.0]
    out.backward(aten.ones(1))
    assert h.grad.tolist() == [16.0]
    with pytest.raises(
        RuntimeError, match="can't retain_grad on Tensor that has requires_grad=False"
    ):
        aten.tensor([1.0]).retain_grad()


def test_non_leaf_grad_access_warns() -> None:
    x = leaf(1.0)
    h = Double.apply(x)
    with pytest.warns(UserWarning, match="is not a leaf Tensor is being accessed"):
        assert h.grad is None


def test_leaf_hook_registered_after_the_graph_was_built() -> None:
    x = leaf(1.0, 2.0)
    y = Double.apply(x)  # its AccumulateGrad exists before the hook
    x.register_hook(lambda grad: grad * 10)
    y.backward(aten.ones(2))
    assert x.grad.tolist() == [20.0, 20.0]


def test_hook_on_accumulate_grad_node_is_a_leaf_hook() -> None:
    x = leaf(1.0)
    y = Double.apply(x)
    acc = y.grad_fn.next_functions[0][0]
    handle = acc.add_tensor_pre_hook(0, lambda grad: grad + 1)
    y.backward(aten.ones(1))
    assert x.grad.tolist() == [3.0]
    handle.remove()
    x.grad = None
    Double.apply(x).backward(aten.ones(1))
    assert x.grad.tolist() == [2.0]
