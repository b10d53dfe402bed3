"""Non-reentrant torch.utils.checkpoint, built on saved-tensor hooks: placeholders in the
graph, one rerun per backward pass, and autograd.grad through the checkpointed part."""

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.utils.checkpoint import CheckpointError, checkpoint


def _part(calls):
    def part(x, w):
        calls.append(1)
        return (x.sin() * w).exp().sum()

    return part


def _expected(x, w):
    """d/dx and d/dw of sum(exp(sin(x) * w)), by hand."""
    e = np.exp(np.sin(x) * w)
    return e * np.cos(x) * w, e * np.sin(x)


X = np.array([0.2, -0.5, 1.1])
W = np.array([1.5, 0.3, -0.8])


def test_autograd_grad_through_a_checkpoint() -> None:
    calls = []
    x = torch.tensor(X.tolist(), dtype=torch.float64, requires_grad=True)
    w = torch.tensor(W.tolist(), dtype=torch.float64, requires_grad=True)
    y = checkpoint(_part(calls), x, w, use_reentrant=False)
    assert len(calls) == 1
    gx, gw = torch.autograd.grad(y, (x, w))
    assert len(calls) == 2  # run again once, during backward
    ex, ew = _expected(X, W)
    np.testing.assert_allclose(gx.numpy(), ex, rtol=1e-12)
    np.testing.assert_allclose(gw.numpy(), ew, rtol=1e-12)
    assert x.grad is None and w.grad is None


def test_graph_keeps_placeholders_and_each_pass_reruns() -> None:
    calls = []
    x = torch.tensor(X.tolist(), dtype=torch.float64, requires_grad=True)
    w = torch.tensor(W.tolist(), dtype=torch.float64, requires_grad=True)
    y = checkpoint(_part(calls), x, w, use_reentrant=False)
    exp_node = y.grad_fn.next_functions[0][0]
    assert exp_node.name() == "ExpBackward0"
    assert isinstance(exp_node._raw_saved_result.data, int)  # a position, not a tensor
    y.backward(retain_graph=True)
    y.backward(inputs=[w])
    assert len(calls) == 3
    ex, ew = _expected(X, W)
    np.testing.assert_allclose(x.grad.numpy(), ex, rtol=1e-12)
    np.testing.assert_allclose(w.grad.numpy(), 2 * ew, rtol=1e-12)


def test_parameters_get_gradients_without_inputs_needing_them() -> None:
    torch.manual_seed(0)
    layer = torch.nn.Linear(3, 2)
    x = torch.randn(4, 3)
    checkpoint(layer, x, use_reentrant=False).sum().backward()
    np.testing.assert_allclose(
        layer.weight.grad.numpy(), np.tile(x.sum(0).numpy(), (2, 1)), rtol=1e-6
    )
    np.testing.assert_allclose(layer.bias.grad.numpy(), [4.0, 4.0])


def test_a_rerun_that_saves_differently_is_an_error() -> None:
    state = {"first": True}

    def part(x):
        if state.pop("first", False):
            return x.sin().sum()
        return x.sum()  # saves nothing on the rerun

    x = torch.ones(3, requires_grad=True)
    y = checkpoint(part, x, use_reentrant=False)
    with pytest.raises(CheckpointError, match="A different number of tensors was saved"):
        y.backward()
