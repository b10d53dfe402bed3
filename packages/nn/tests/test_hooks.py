"""Module hooks: forward pre/post (kwargs, prepend, always_call), backward, global, handles."""

from __future__ import annotations

import glasstorch.aten as at
import pytest
from glasstorch import nn
from glasstorch.aten import Tensor
from glasstorch.autograd import no_grad


class Scale(nn.Module):
    def forward(self, x: Tensor, factor: float = 2.0) -> Tensor:
        return x * factor


def test_forward_pre_hook_can_replace_arguments_and_is_removable() -> None:
    m = Scale()
    handle = m.register_forward_pre_hook(lambda mod, args: (args[0] + 1,))
    assert m(at.tensor([1.0])).tolist() == [4.0]
    handle.remove()
    assert m(at.tensor([1.0])).tolist() == [2.0]
    with m.register_forward_pre_hook(lambda mod, args: args[0] * 0):  # a single value
        assert m(at.tensor([5.0])).tolist() == [0.0]
    assert m(at.tensor([5.0])).tolist() == [10.0]  # removed on leaving the block


def test_forward_hook_sees_output_and_can_replace_it() -> None:
    m = Scale()
    seen = []
    m.register_forward_hook(lambda mod, args, out: seen.append(out.tolist()))
    m.register_forward_hook(lambda mod, args, out: out + 100)
    assert m(at.tensor([1.0])).tolist() == [102.0]
    assert seen == [[2.0]]


def test_kwargs_hooks_and_prepend_order() -> None:
    m = Scale()
    order: list[str] = []

    def pre(mod: nn.Module, args: tuple, kwargs: dict) -> tuple:
        order.append("kwargs-pre")
        return args, {**kwargs, "factor": 10.0}

    m.register_forward_pre_hook(pre, with_kwargs=True)
    m.register_forward_pre_hook(lambda mod, args: order.append("first"), prepend=True)
    m.register_forward_hook(
        lambda mod, args, kwargs, out: order.append(f"post {kwargs['factor']}"), with_kwargs=True
    )
    assert m(at.tensor([1.0]), factor=3.0).tolist() == [10.0]
    assert order == ["first", "kwargs-pre", "post 10.0"]
    with pytest.raises(RuntimeError, match="forward pre-hook must return None or a tuple"):
        m.register_forward_pre_hook(lambda mod, a, k: 5, with_kwargs=True)
        m(at.tensor([1.0]))


def test_always_call_hook_runs_when_forward_raises() -> None:
    class Boom(nn.Module):
        def forward(self, x: Tensor) -> Tensor:
            raise ValueError("boom")

    m = Boom()
    calls: list[str] = []
    m.register_forward_hook(lambda mod, args, out: calls.append("always"), always_call=True)
    m.register_forward_hook(lambda mod, args, out: calls.append("normal"))
    with pytest.raises(ValueError, match="boom"):
        m(at.tensor([1.0]))
    assert calls == ["always"]


def test_global_forward_hooks() -> None:
    calls: list[str] = []
    pre = nn.modules.module.register_module_forward_pre_hook(
        lambda mod, args: calls.append(f"pre {type(mod).__name__}")
    )
    post = nn.modules.module.register_module_forward_hook(
        lambda mod, args, out: calls.append(f"post {type(mod).__name__}")
    )
    try:
        nn.Sequential(nn.ReLU())(at.tensor([1.0]))
    finally:
        pre.remove()
        post.remove()
    assert calls == ["pre Sequential", "pre ReLU", "post ReLU", "post Sequential"]
    nn.ReLU()(at.tensor([1.0]))
    assert len(calls) == 4


def test_full_backward_hook_sees_input_and_output_gradients() -> None:
    lin = nn.Linear(2, 1, bias=False)
    with no_grad():
        lin.weight.copy_(at.tensor([[2.0, 3.0]]))
    record: dict[str, list] = {}

    def hook(mod: nn.Module, grad_input: tuple, grad_output: tuple) -> None:
        record["in"] = [g.tolist() for g in grad_input]
        record["out"] = [g.tolist() for g in grad_output]

    lin.register_full_backward_hook(hook)
    x = at.tensor([[1.0, 1.0]]).requires_grad_()
    (lin(x) * 5).sum().backward()
    assert record["out"] == [[[5.0]]]
    assert record["in"] == [[[10.0, 15.0]]]
    assert x.grad.tolist() == [[10.0, 15.0]]


def test_full_backward_hook_can_replace_grad_input() -> None:
    relu = nn.ReLU()
    relu.register_full_backward_hook(lambda mod, gi, go: (gi[0] * 0 + 7,))
    x = at.tensor([-1.0, 2.0]).requires_grad_()
    relu(x).sum().backward()
    assert x.grad.tolist() == [7.0, 7.0]


def test_backward_pre_hook_and_hook_without_input_grad() -> None:
    lin = nn.Linear(2, 1)
    seen: list[str] = []
    lin.register_full_backward_pre_hook(lambda mod, go: seen.append("pre") or None)
    lin.register_full_backward_hook(lambda mod, gi, go: seen.append(f"hook {gi[0] is None}"))
    lin(at.rand(3, 2)).sum().backward()  # the input does not require grad
    assert seen == ["pre", "hook True"]
    assert lin.weight.grad is not None
