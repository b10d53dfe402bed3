"""torch.autograd.graph: GradientEdge, get_gradient_edge, increment_version,
register_multi_grad_hook, and Node's hooks, names and structure."""

from __future__ import annotations

import glasstorch.aten as aten
import numpy as np
import pytest
from glasstorch.autograd import grad, graph
from glasstorch.c10.core.scalar_type import float64


def leaf(*values: float):
    return aten.tensor(list(values), dtype=float64, requires_grad=True)


def test_node_name_next_functions_metadata() -> None:
    a, b = leaf(1.0, 2.0), leaf(3.0, 4.0)
    y = (a * b).sum()
    node = y.grad_fn
    assert isinstance(node, graph.Node) and node.name() == "SumBackward0"
    ((mul, nr),) = node.next_functions
    assert mul.name() == "MulBackward0" and nr == 0
    accs = [n for n, _ in mul.next_functions]
    assert [n.name() for n in accs] == ["AccumulateGrad", "AccumulateGrad"]
    assert accs[0].variable is a and accs[1].variable is b
    node.metadata["tag"] = 7
    assert y.grad_fn.metadata == {"tag": 7}


def test_node_hooks_see_gradients_and_may_replace_them() -> None:
    a = leaf(1.0, 2.0)
    y = (a * 3.0).sum()
    mul = y.grad_fn.next_functions[0][0]
    seen = []

    def prehook(grad_outputs):
        seen.append(("pre", grad_outputs[0].tolist()))

    def hook(grad_inputs, grad_outputs):
        seen.append(("post", grad_inputs[0].tolist(), grad_outputs[0].tolist()))
        return (grad_inputs[0] * 10, None)

    mul.register_prehook(prehook)
    handle = mul.register_hook(hook)
    y.backward(retain_graph=True)
    assert seen == [("pre", [1.0, 1.0]), ("post", [3.0, 3.0], [1.0, 1.0])]
    assert a.grad.tolist() == [30.0, 30.0]
    handle.remove()
    a.grad = None
    y.backward()
    assert a.grad.tolist() == [3.0, 3.0]


def test_gradient_edge_as_input_and_output_of_grad() -> None:
    a = leaf(1.0, 2.0, 3.0)
    h = a * a
    loss = (h * 2.0).sum()
    edge = graph.get_gradient_edge(h)
    assert edge.node is h.grad_fn and edge.output_nr == 0 and edge.ownership_token is None
    (gh,) = grad(loss, edge, retain_graph=True)  # the gradient w.r.t. h, through its edge
    assert gh.tolist() == [2.0, 2.0, 2.0]
    (ga,) = grad(edge, a, aten.ones(3, dtype=float64))  # h's edge as the output
    assert ga.tolist() == [2.0, 4.0, 6.0]
    leaf_edge = graph.get_gradient_edge(a)
    assert leaf_edge.node.name() == "AccumulateGrad" and leaf_edge.output_nr == 0
    with pytest.raises(RuntimeError, match="not possible to get the gradient edge"):
        graph.get_gradient_edge(aten.ones(2))


def test_increment_version_invalidates_saved_tensors() -> None:
    a = leaf(1.0, 2.0)
    y = (a * a).sum()
    graph.increment_version(a)
    graph.increment_version([a])
    assert a._version == 2
    with pytest.raises(RuntimeError, match="is at version 2; expected version 0 instead"):
        y.backward()


def test_multi_grad_hook_all() -> None:
    # PyTorch's documented example and its output.
    a = aten.rand(2, 3, requires_grad=True)
    b = aten.rand(2, 3, requires_grad=True)
    c = a * b
    d = a * b
    calls = []
    graph.register_multi_grad_hook((a, b, c, d), lambda g: calls.append(g))
    c.sum().backward(retain_graph=True)
    c.sum().backward(inputs=(a,), retain_graph=True)
    assert [[g is not None for g in grads] for grads in calls] == [
        [True, True, True, False],
        [True, False, True, False],
    ]
    np.testing.assert_allclose(calls[0][0].numpy(), b.detach().numpy())
    np.testing.assert_allclose(calls[0][2].numpy(), np.ones((2, 3)))


def test_multi_grad_hook_any_runs_once_per_pass_and_can_be_removed() -> None:
    a, b = leaf(1.0, 2.0), leaf(3.0, 4.0)
    calls = []
    handle = graph.register_multi_grad_hook((a, b), calls.append, mode="any")
    (a * b).sum().backward()
    (a + b).sum().backward()
    assert len(calls) == 2
    handle.remove()
    (a * b).sum().backward()
    assert len(calls) == 2
    with pytest.raises(ValueError, match=r"Expects mode to be one of \('all', 'any'\) but got x"):
        graph.register_multi_grad_hook((a,), calls.append, mode="x")
