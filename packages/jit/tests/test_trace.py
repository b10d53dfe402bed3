"""``jit.trace`` / ``jit.trace_module``: one recorded run, replayed on new inputs."""

from __future__ import annotations

import warnings

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.autograd import gradcheck
from glasstorch.jit import TracerWarning


class MyCell(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.linear(x) + h)
        return new_h, new_h


def _reference(cell: MyCell, x, h) -> np.ndarray:
    w = cell.linear.weight.detach().numpy().astype(np.float64)
    b = cell.linear.bias.detach().numpy().astype(np.float64)
    return np.tanh(x.numpy().astype(np.float64) @ w.T + b + h.numpy().astype(np.float64))


def test_trace_module_records_ops_and_replays_on_new_inputs() -> None:
    torch.manual_seed(0)
    cell = MyCell()
    traced = torch.jit.trace(cell, (torch.rand(3, 4), torch.rand(3, 4)))
    graph = str(traced.graph)
    assert 'prim::GetAttr[name="linear"](%self)' in graph
    assert 'prim::GetAttr[name="weight"](%linear)' in graph
    assert "aten::tanh" in graph and "prim::TupleConstruct" in graph
    x, h = torch.rand(5, 4), torch.rand(5, 4)  # another batch size than the example
    a, b = traced(x, h)
    np.testing.assert_allclose(a.detach().numpy(), _reference(cell, x, h), rtol=1e-5, atol=1e-6)
    assert b is a


def test_traced_module_follows_parameter_updates() -> None:
    cell = MyCell()
    traced = torch.jit.trace(cell, (torch.rand(2, 4), torch.rand(2, 4)))
    with torch.no_grad():
        traced.linear.weight.zero_()
        traced.linear.bias.fill_(1.0)
    out, _ = traced(torch.rand(2, 4), torch.zeros(2, 4))
    np.testing.assert_allclose(out.detach().numpy(), np.full((2, 4), np.tanh(1.0)), rtol=1e-6)


def test_trace_function_and_gradients() -> None:
    def f(x, y):
        return (x * y).sin() + y.exp()

    x = torch.rand(3, dtype=torch.float64, requires_grad=True)
    y = torch.rand(3, dtype=torch.float64, requires_grad=True)
    traced = torch.jit.trace(f, (x, y))
    assert "aten::sin" in str(traced.graph) and "aten::exp" in str(traced.graph)
    out = traced(x, y)
    out.sum().backward()
    xv, yv = x.detach().numpy(), y.detach().numpy()
    np.testing.assert_allclose(x.grad.numpy(), yv * np.cos(xv * yv), rtol=1e-12)
    np.testing.assert_allclose(y.grad.numpy(), xv * np.cos(xv * yv) + np.exp(yv), rtol=1e-12)
    assert gradcheck(traced, (x.detach().requires_grad_(), y.detach().requires_grad_()))


def test_traced_module_gradients_match_eager() -> None:
    torch.manual_seed(1)
    cell = MyCell()
    x, h = torch.rand(3, 4), torch.rand(3, 4)
    traced = torch.jit.trace(cell, (x, h))
    traced(x, h)[0].sum().backward()
    traced_grad = cell.linear.weight.grad.clone()
    cell.zero_grad()
    cell(x, h)[0].sum().backward()
    np.testing.assert_allclose(traced_grad.numpy(), cell.linear.weight.grad.numpy(), rtol=1e-6)


def test_data_dependent_control_flow_warns_and_is_frozen() -> None:
    def f(x):
        if x.sum() > 0:
            return x * 2
        return x * -1

    with pytest.warns(TracerWarning, match="Converting a tensor to a Python boolean"):
        traced = torch.jit.trace(f, torch.ones(3))
    # The branch taken while tracing is baked in, as in PyTorch.
    np.testing.assert_array_equal(traced(-torch.ones(3)).numpy(), [-2.0, -2.0, -2.0])


def test_check_inputs_warn_when_the_trace_does_not_generalise() -> None:
    def f(x):
        return x * 2 if x.shape[0] == 2 else x * 3  # a shape read as a Python value

    with warnings.catch_warnings():
        warnings.simplefilter("error", TracerWarning)
        torch.jit.trace(f, torch.ones(2), check_inputs=[(torch.zeros(2),)])
    # PyTorch 2.13 warns about the outputs, then raises: the retrace records x * 3.
    with (
        pytest.warns(TracerWarning, match="Output nr 1. of the traced function does not match"),
        pytest.raises(torch.jit.TracingCheckError, match="Graphs differed across invocations"),
    ):
        torch.jit.trace(f, torch.ones(2), check_inputs=[(torch.ones(3),)])
    cell = MyCell()
    with warnings.catch_warnings():
        warnings.simplefilter("error", TracerWarning)
        example = (torch.rand(2, 4), torch.rand(2, 4))
        torch.jit.trace(cell, example, check_inputs=[(torch.rand(5, 4), torch.rand(5, 4))])


@pytest.mark.parametrize(
    ("convert", "target"),
    [
        (lambda t: t.sum().item(), "a Python number"),
        (lambda t: t.tolist(), "a Python list"),
        (lambda t: float(t.sum()), "a Python float"),
        (lambda t: int(t.sum()), "a Python integer"),
    ],
)
def test_conversions_to_python_values_warn(convert, target) -> None:
    def f(x):
        convert(x)
        return x + 1

    with pytest.warns(TracerWarning, match=f"Converting a tensor to {target}") as record:
        torch.jit.trace(f, torch.ones(2))
    assert len([w for w in record if issubclass(w.category, TracerWarning)]) == 1
    with warnings.catch_warnings():
        warnings.simplefilter("error", TracerWarning)
        assert torch.ones(2).sum().item() == 2.0  # no warning outside a trace


def test_trace_module_with_several_methods() -> None:
    class Twice(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.scale = torch.nn.Parameter(torch.tensor([2.0, 3.0]))

        def forward(self, x):
            return x * self.scale

        def shifted(self, x):
            return x + self.scale

    m = Twice()
    traced = torch.jit.trace_module(m, {"forward": torch.ones(2), "shifted": torch.ones(2)})
    np.testing.assert_array_equal(traced(torch.tensor([1.0, 1.0])).detach().numpy(), [2.0, 3.0])
    np.testing.assert_array_equal(
        traced.shifted(torch.tensor([1.0, 1.0])).detach().numpy(), [3.0, 4.0]
    )


def test_trace_rejects_non_tensor_inputs_and_outputs() -> None:
    with pytest.raises(TypeError, match="Type 'int' cannot be traced"):
        torch.jit.trace(lambda x, n: x * n, (torch.ones(2), 3))
    with pytest.raises(RuntimeError, match="can be output from traced functions"):
        torch.jit.trace(lambda x: x.shape[0], torch.ones(2))


def test_captured_tensors_become_constants() -> None:
    offset = torch.tensor([10.0, 20.0])
    traced = torch.jit.trace(lambda x: x + offset, torch.zeros(2))
    assert "prim::Constant[value=<Tensor>]" in str(traced.graph)
    np.testing.assert_array_equal(traced(torch.ones(2)).numpy(), [11.0, 21.0])
