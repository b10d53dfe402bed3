"""The interpreter: per-node instructions, control flow, dispatch through aten, gradients."""

# TorchScript's annotation spellings (typing.List, Optional[...]) are what these tests use.
# ruff: noqa: UP006, UP035, UP045

from typing import List

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import jit
from glasstorch.autograd import gradcheck
from glasstorch.jit._interpreter import GraphExecutor, run


def poly(x, n: int):
    acc = torch.zeros_like(x)
    k = 0
    while k < n:
        acc = acc + x**2 * (k + 1)
        k += 1
    return acc.sin()


def test_run_returns_a_list_and_executor_is_reusable():
    graph = jit.script(poly).graph
    x = torch.tensor([0.5, -1.0])
    (out,) = run(graph, [x, 3])
    expected = np.sin(np.array([0.5, -1.0]) ** 2 * 6)
    np.testing.assert_allclose(out.numpy(), expected, rtol=1e-6)
    executor = GraphExecutor(graph)
    np.testing.assert_allclose(executor(x, 3).numpy(), expected, rtol=1e-6)
    np.testing.assert_allclose(executor(x, 0).numpy(), np.zeros(2))


def test_gradients_flow_through_control_flow():
    scripted = jit.script(poly)
    x = torch.tensor([0.5, -1.0], dtype=torch.float64, requires_grad=True)
    out = scripted(x, 2)
    out.sum().backward()
    xs = np.array([0.5, -1.0])
    np.testing.assert_allclose(x.grad.numpy(), np.cos(3 * xs**2) * 6 * xs, rtol=1e-10)
    y = torch.rand(3, dtype=torch.float64, requires_grad=True)
    assert gradcheck(lambda t: scripted(t, 3), (y,))


def test_operator_calls_go_through_the_dispatcher():
    """A Python dispatch mode sees the calls scripted code makes, as it sees eager ones."""
    from glasstorch.aten._python_dispatch import TorchDispatchMode

    calls = []

    class Recorder(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            calls.append(str(func._schema.name))
            return func(*args, **(kwargs or {}))

    def fn(x):
        return torch.tanh(x) + 1

    scripted = jit.script(fn)
    with Recorder():
        scripted(torch.ones(2))
    assert "aten::tanh" in calls and "aten::add.Tensor" in calls


def test_lists_and_dicts_are_python_values():
    def fn(xs: List[int]) -> List[int]:
        out: List[int] = []
        for x in xs:
            if x % 2 == 0:
                out.append(x // 2)
        return out

    scripted = jit.script(fn)
    data = [1, 2, 4, 7, 8]
    assert scripted(data) == [1, 2, 4]
    assert data == [1, 2, 4, 7, 8]


def test_runtime_errors_from_operators_propagate():
    def fn(x):
        return x.view(5)

    with pytest.raises(RuntimeError):
        jit.script(fn)(torch.ones(4))


def test_scalar_arguments_are_wrapped_with_type_promotion():
    def fn(x, s: float, i: int):
        return x * s, x + i

    ints = torch.tensor([1, 2])
    a, b = jit.script(fn)(ints, 1.5, 2)
    assert a.dtype == torch.float32 and a.tolist() == [1.5, 3.0]
    assert b.dtype == torch.int64 and b.tolist() == [3, 4]
