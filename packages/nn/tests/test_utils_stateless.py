"""nn.utils.stateless.functional_call: the module runs with the given tensors and is left
untouched; tied weights, strict key checks and buffers written back, as in PyTorch."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.nn.utils import stateless

pytestmark = pytest.mark.filterwarnings("ignore:`torch.nn.utils.stateless.functional_call`")


class Tied(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.a = nn.Linear(2, 2, bias=False)
        self.b = nn.Linear(2, 2, bias=False)
        self.b.weight = self.a.weight

    def forward(self, x: at.Tensor) -> at.Tensor:
        return self.b(self.a(x))


def test_uses_the_given_tensors_and_leaves_the_module_alone() -> None:
    m = nn.Linear(2, 2)
    weight, bias = m.weight, m.bias
    before = m.state_dict()
    w = at.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
    with pytest.warns(FutureWarning, match="Please use `torch.func.functional_call` instead"):
        out = stateless.functional_call(m, {"weight": w, "bias": at.zeros(2)}, at.ones(1, 2))
    assert out.tolist() == [[3.0, 7.0]]
    assert m.weight is weight and m.bias is bias and isinstance(m.weight, nn.Parameter)
    assert all(at.equal(before[k], v) for k, v in m.state_dict().items())
    out.sum().backward()
    assert w.grad.tolist() == [[1.0, 1.0], [1.0, 1.0]] and m.weight.grad is None
    # a partial dict keeps the module's own tensors for the other names
    partial = stateless.functional_call(m, {"bias": at.ones(2)}, (at.zeros(1, 2),))
    assert partial.tolist() == [[1.0, 1.0]]
    kw = stateless.functional_call(m, {"weight": at.eye(2)}, kwargs={"input": at.ones(1, 2)})
    assert np.allclose(kw.detach().numpy(), 1 + bias.detach().numpy())


def test_strict_and_unknown_paths() -> None:
    m = nn.Linear(2, 2)
    w = at.ones(2, 2)
    with pytest.raises(
        RuntimeError,
        match="Error\\(s\\) in reparametrizing for Linear:\n\tMissing key\\(s\\): 'bias'.",
    ):
        stateless.functional_call(m, {"weight": w}, (at.ones(1, 2),), strict=True)
    with pytest.raises(RuntimeError, match="Unexpected key\\(s\\): 'extra'."):
        stateless.functional_call(
            m, {"weight": w, "bias": w[0], "extra": w}, at.ones(1, 2), strict=True
        )
    with pytest.raises(AttributeError, match="Linear has no attribute `foo`"):
        stateless.functional_call(m, {"foo.weight": w}, at.ones(1, 2))
    assert isinstance(m.weight, nn.Parameter) and not hasattr(m, "foo")


def test_tied_weights() -> None:
    t = Tied()
    two = at.eye(2) * 2
    assert stateless.functional_call(t, {"a.weight": two}, at.ones(1, 2)).tolist() == [[4.0, 4.0]]
    untied = stateless.functional_call(t, {"a.weight": two}, at.ones(1, 2), tie_weights=False)
    own = t.a.weight.detach().numpy()
    assert np.allclose(untied.detach().numpy(), (np.ones((1, 2)) @ (2 * np.eye(2))) @ own.T)
    with pytest.raises(
        ValueError, match=r"multiple values for keys \['a.weight', 'b.weight'\], which are tied"
    ):
        stateless.functional_call(t, {"a.weight": at.eye(2), "b.weight": two}, at.ones(1, 2))
    assert t.b.weight is t.a.weight


def test_buffers_updated_during_the_call_go_to_the_given_tensor() -> None:
    bn = nn.BatchNorm1d(2)
    running_mean = at.zeros(2)
    stateless.functional_call(
        bn, {"running_mean": running_mean}, at.tensor([[1.0, 2.0], [3.0, 4.0]])
    )
    assert np.allclose(running_mean.numpy(), [0.2, 0.3])  # momentum 0.1 times the batch mean
    assert bn.running_mean.tolist() == [0.0, 0.0]
