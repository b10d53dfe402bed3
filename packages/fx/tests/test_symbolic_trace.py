"""symbolic_trace of functions and modules: graphs, generated code and numerics."""

import glasstorch as torch
import glasstorch.aten as aten
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch import fx, nn


def close(a, b):
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-5, atol=1e-6)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.act = nn.ReLU()
        self.fc2 = nn.Linear(8, 3)

    def forward(self, x):
        return self.fc2(self.act(self.fc1(x)))


class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.pool = nn.MaxPool2d(2)
        self.flatten = nn.Flatten()
        self.fc = nn.Linear(4 * 4 * 4, 2)

    def forward(self, x):
        return self.fc(self.flatten(self.pool(torch.relu(self.bn(self.conv(x))))))


class Mixed(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(4, 4)
        self.scale = nn.Parameter(torch.ones(4) * 2)
        self.seq = nn.Sequential(nn.Linear(4, 4), nn.Tanh())

    def forward(self, x, y):
        h = F.relu(self.linear(x)) * self.scale
        h = self.seq(h).view(h.size(0), -1)
        z = torch.cat([h, y], dim=1)
        return z.sum(dim=1, keepdim=True) - 1, -z[:, 0]


def test_mlp_graph_and_numerics():
    m = MLP()
    gm = fx.symbolic_trace(m)
    ops = [(n.op, n.target) for n in gm.graph.nodes]
    assert ops == [
        ("placeholder", "x"),
        ("call_module", "fc1"),
        ("call_module", "act"),
        ("call_module", "fc2"),
        ("output", "output"),
    ]
    x = torch.randn(5, 4)
    close(gm(x), m(x))
    assert type(gm).__name__ == "MLP"
    assert isinstance(gm, nn.Module)
    assert set(gm.state_dict()) == set(m.state_dict())
    assert len(list(gm.parameters())) == 4


def test_cnn_matches_in_eval_mode():
    m = CNN().eval()
    gm = fx.symbolic_trace(m)
    x = torch.randn(2, 1, 8, 8)
    close(gm(x), m(x))
    assert [n.target for n in gm.graph.nodes if n.op == "call_module"] == [
        "conv",
        "bn",
        "pool",
        "flatten",
        "fc",
    ]
    assert not gm.training


def test_functional_methods_getattr_cat_and_kwargs():
    m = Mixed()
    gm = fx.symbolic_trace(m)
    x, y = torch.randn(3, 4), torch.randn(3, 2)
    for a, b in zip(gm(x, y), m(x, y), strict=True):
        close(a, b)
    targets = {n.target for n in gm.graph.nodes}
    assert {"scale", "seq.0", "seq.1", "view", "size", "sum"} <= targets
    assert F.relu in targets and aten.cat in targets
    cat = next(n for n in gm.graph.nodes if n.target is aten.cat)
    assert cat.kwargs == {"dim": 1}
    assert "torch.cat([view, y], dim = 1)" in gm.code
    # F functions record their normalised keywords, as PyTorch's __torch_function__ does.
    assert "torch.nn.functional.relu(linear, inplace = False)" in gm.code
    assert set(gm.state_dict()) == set(m.state_dict())


def test_gradients_match_original():
    m = Mixed()
    gm = fx.symbolic_trace(m)
    x, y = torch.randn(3, 4), torch.randn(3, 2)
    m(x, y)[0].sum().backward()
    gm(x, y)[0].sum().backward()
    grads = dict(m.named_parameters())
    for name, p in gm.named_parameters():
        close(p.grad, grads[name].grad)
    assert gm.scale is m.scale


def test_exact_code_for_small_example():
    class Small(nn.Module):
        def __init__(self):
            super().__init__()
            self.linear = nn.Linear(3, 3)
            self.weight = nn.Parameter(torch.ones(3))

        def forward(self, x):
            add = x + 1
            return torch.relu(self.linear(add) + self.weight)

    gm = fx.symbolic_trace(Small())
    assert gm.code == (
        "\n\n\ndef forward(self, x):\n"
        "    add = x + 1;  x = None\n"
        "    linear = self.linear(add);  add = None\n"
        "    weight = self.weight\n"
        "    add_1 = linear + weight;  linear = weight = None\n"
        "    relu = torch.relu(add_1);  add_1 = None\n"
        "    return relu\n"
        "    "
    )


def test_trace_plain_function_with_reflected_ops_and_default():
    def f(a, b=2.0):
        return 1 - a * b, (a @ a.t()) ** 2

    gm = fx.symbolic_trace(f)
    assert gm.code.startswith("\n\n\ndef forward(self, a, b = 2.0):\n")
    a = torch.randn(3, 3)
    for got, want in zip(gm(a), f(a), strict=True):
        close(got, want)
    close(gm(a, 3.0)[0], f(a, 3.0)[0])


def test_concrete_args_specialise():
    def f(x, flag):
        return x * 2 if flag else x

    gm = fx.symbolic_trace(f, concrete_args={"flag": True})
    # As in PyTorch, the input stays (renamed flag_1) and is checked against the value.
    assert [n.target for n in gm.graph.find_nodes(op="placeholder")] == ["x", "flag_1"]
    assert "torch._assert(eq, 'flag has been specialized to have value True" in gm.code
    x = torch.randn(2)
    close(gm(x, True), x * 2)
    with pytest.raises(AssertionError, match="specialized to have value True but got another"):
        gm(x, False)


def test_control_flow_raises_trace_error():
    def f(x):
        if x.sum() > 0:
            return x
        return -x

    with pytest.raises(fx.TraceError, match="cannot be used as inputs to control flow"):
        fx.symbolic_trace(f)


def test_tuple_unpacking_of_proxy():
    def f(x):
        a, b = x.chunk(2)
        return a + b

    gm = fx.symbolic_trace(f)
    x = torch.randn(4)
    close(gm(x), f(x))


def test_tensor_constant_becomes_attribute():
    const = torch.ones(3)

    def f(x):
        return x + const

    gm = fx.symbolic_trace(f)
    assert "_tensor_constant0" in gm.code
    x = torch.randn(3)
    close(gm(x), x + 1)


def test_namespaces_restored_after_tracing_and_errors():
    before = (torch.relu, aten.relu, F.relu, torch.cat, nn.Module.__call__, nn.Module.__getattr__)
    fx.symbolic_trace(MLP())

    def bad(x):
        torch.relu(x)
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        fx.symbolic_trace(bad)
    after = (torch.relu, aten.relu, F.relu, torch.cat, nn.Module.__call__, nn.Module.__getattr__)
    assert all(a is b for a, b in zip(before, after, strict=True))
    assert "__call__" not in nn.Module.__dict__


def test_retrace_graph_module():
    gm = fx.symbolic_trace(Mixed())
    gm2 = fx.symbolic_trace(gm)
    x, y = torch.randn(3, 4), torch.randn(3, 2)
    close(gm2(x, y)[0], gm(x, y)[0])


def test_attribute_access_and_len_error():
    def f(x):
        return x.reshape(x.shape[0], -1)

    gm = fx.symbolic_trace(f)
    assert "getattr_1 = x.shape" in gm.code
    assert "getitem = getattr_1[0]" in gm.code
    assert gm(torch.ones(2, 3, 4)).shape == (2, 12)

    with pytest.raises(RuntimeError, match="'len' is not supported"):
        fx.symbolic_trace(lambda x: x.view(len(x), -1))


def test_custom_tracer_traces_into_leaf_modules():
    class Deep(fx.Tracer):
        def is_leaf_module(self, m, qualname):
            return False

    m = MLP()
    graph = Deep().trace(m)
    gm = fx.GraphModule(m, graph)
    targets = [n.target for n in gm.graph.nodes]
    assert "fc1.weight" in targets and F.linear in targets and F.relu in targets
    x = torch.randn(2, 4)
    close(gm(x), m(x))
    assert set(gm.state_dict()) == set(m.state_dict())


def test_deepcopy_graph_module():
    import copy

    gm = fx.symbolic_trace(MLP())
    gm2 = copy.deepcopy(gm)
    assert gm2.code == gm.code and gm2.fc1.weight is not gm.fc1.weight
    x = torch.randn(2, 4)
    close(gm2(x), gm(x))


def test_record_stack_traces_is_optional():
    def f(x):
        return torch.relu(x)

    gm = fx.symbolic_trace(f)
    assert all(n.stack_trace is None for n in gm.graph.nodes)
    tracer = fx.Tracer()
    tracer.record_stack_traces = True
    graph = tracer.trace(f)
    relu = next(n for n in graph.nodes if n.op == "call_function")
    assert "test_symbolic_trace.py" in relu.stack_trace and "torch.relu(x)" in relu.stack_trace
