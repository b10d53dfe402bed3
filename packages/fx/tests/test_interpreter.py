"""Interpreter and Transformer over traced modules."""

import operator

import glasstorch as torch
import numpy as np
from glasstorch import fx, nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(3, 3)

    def forward(self, x):
        return torch.relu(self.linear(x)) + x.relu()


def test_interpreter_matches_module():
    gm = fx.symbolic_trace(Net())
    x = torch.randn(2, 3)
    np.testing.assert_allclose(fx.Interpreter(gm).run(x).detach().numpy(), gm(x).detach().numpy())


def test_interpreter_override_swaps_ops():
    class NegateRelu(fx.Interpreter):
        def call_function(self, target, args, kwargs):
            if target is torch.relu:
                return -args[0]
            return super().call_function(target, args, kwargs)

        def call_method(self, target, args, kwargs):
            if target == "relu":
                return args[0] * 0
            return super().call_method(target, args, kwargs)

    net = Net()
    gm = fx.symbolic_trace(net)
    x = torch.randn(2, 3)
    got = NegateRelu(gm).run(x)
    np.testing.assert_allclose(got.detach().numpy(), (-net.linear(x)).detach().numpy(), rtol=1e-6)


def test_interpreter_env_is_collected_and_args_fetched():
    gm = fx.symbolic_trace(Net())
    interp = fx.Interpreter(gm)
    interp.run(torch.randn(1, 3))
    assert list(interp.env) == [next(iter(reversed(gm.graph.nodes)))]
    add = next(n for n in gm.graph.nodes if n.target is operator.add)
    interp.env = {n: n.name for n in gm.graph.nodes}
    assert interp.fetch_args_kwargs_from_env(add) == (("relu", "relu_1"), {})


def test_transformer_replaces_relu_with_sigmoid():
    class ReluToSigmoid(fx.Transformer):
        def call_function(self, target, args, kwargs):
            if target is torch.relu:
                target = torch.sigmoid
            return super().call_function(target, args, kwargs)

        def call_method(self, target, args, kwargs):
            if target == "relu":
                target = "sigmoid"
            return super().call_method(target, args, kwargs)

    net = Net()
    gm = fx.symbolic_trace(net)
    new = ReluToSigmoid(gm).transform()
    new.graph.lint()
    assert "torch.sigmoid(linear)" in new.code and "x.sigmoid()" in new.code
    assert "relu" not in new.code
    x = torch.randn(4, 3)
    want = torch.sigmoid(net.linear(x)) + x.sigmoid()
    np.testing.assert_allclose(new(x).detach().numpy(), want.detach().numpy(), rtol=1e-6)
    assert set(new.state_dict()) == {"linear.weight", "linear.bias"}
