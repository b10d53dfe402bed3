"""Graphs built with proxies outside symbolic_trace, Transformers that call glasstorch
functions on proxies, and rewriting a traced module's output.

Expected codes were observed from PyTorch 2.13 on the same programs.
"""

import glasstorch as torch
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch import fx, nn
from glasstorch.fx.proxy import GraphAppendingTracer


def test_graph_built_from_proxies():
    graph = fx.Graph()
    tracer = GraphAppendingTracer(graph)
    a = fx.Proxy(graph.placeholder("a"), tracer)
    b = fx.Proxy(graph.placeholder("b"), tracer)
    mixed = torch.tanh(torch.cat([a, b]))
    out = F.leaky_relu(mixed, 0.1).sum(dim=0) + torch.relu(a)
    graph.output(out.node)
    gm = fx.GraphModule(nn.Module(), graph)
    targets = [n.target for n in graph.nodes if n.op == "call_function"]
    assert targets[:3] == [torch.cat, torch.tanh, F.leaky_relu]
    assert "cat = torch.cat([a, b]);  b = None" in gm.code
    assert "relu = torch.relu(a);  a = None" in gm.code
    x, y = torch.tensor([[-1.0, 2.0]]), torch.tensor([[3.0, -4.0]])
    t = np.tanh(np.array([[-1.0, 2.0], [3.0, -4.0]]))
    want = np.where(t > 0, t, 0.1 * t).sum(0) + np.maximum([[-1.0, 2.0]], 0)
    np.testing.assert_allclose(gm(x, y).numpy(), want, rtol=1e-6)


def test_proxy_made_inline_records():
    # The proxy is made while the call's arguments are evaluated, after ``torch.relu`` was
    # looked up: the call still records (the function dispatches on its arguments).
    graph = fx.Graph()
    node = graph.placeholder("x")
    result = torch.relu(fx.Proxy(node))
    assert isinstance(result, fx.Proxy) and result.node.target is torch.relu


def test_proxies_leave_glasstorch_functions_unchanged():
    code = torch.relu.__code__, F.leaky_relu.__code__
    graph = fx.Graph()
    proxy = fx.Proxy(graph.placeholder("x"))
    seen = []

    def f(x):
        seen.append((torch.relu.__code__, F.leaky_relu.__code__))
        return torch.relu(x)

    fx.symbolic_trace(f)
    assert seen == [code] and (torch.relu.__code__, F.leaky_relu.__code__) == code
    assert isinstance(torch.relu(proxy), fx.Proxy)
    np.testing.assert_allclose(torch.relu(torch.tensor([-1.0, 1.0])).numpy(), [0.0, 1.0])


def test_graph_call_function_with_public_function():
    graph = fx.Graph()
    x = graph.placeholder("x")
    graph.output(graph.call_function(torch.relu, (x,)))
    gm = fx.GraphModule(nn.Module(), graph)
    assert "relu = torch.relu(x);  x = None" in gm.code
    np.testing.assert_allclose(gm(torch.tensor([-2.0, 3.0])).numpy(), [0.0, 3.0])


def test_transformer_swaps_ops_with_identity_checks():
    class Swap(fx.Transformer):
        def call_function(self, target, args, kwargs):
            if target is torch.sigmoid:
                return torch.neg(*args, **kwargs)
            return super().call_function(target, args, kwargs)

        def call_method(self, target, args, kwargs):
            if target == "neg":
                self_arg, *rest = args
                return self_arg.sigmoid(*rest, **kwargs)
            return super().call_method(target, args, kwargs)

    def f(x):
        return torch.sigmoid(x).neg() + 1

    out = Swap(fx.symbolic_trace(f)).transform()
    assert out.code == (
        "\n\n\ndef forward(self, x):\n"
        "    neg = torch.neg(x);  x = None\n"
        "    sigmoid = neg.sigmoid();  neg = None\n"
        "    add = sigmoid + 1;  sigmoid = None\n"
        "    return add\n    "
    )
    np.testing.assert_allclose(out(torch.tensor([0.0])).numpy(), [1.5])


class Linear2(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.Linear(2, 2)

    def forward(self, x):
        return self.l(x)


def test_wrap_output_in_an_activation():
    m = fx.symbolic_trace(Linear2())
    output = next(n for n in reversed(m.graph.nodes) if n.op == "output")
    last = output.all_input_nodes[0]
    act = fx.symbolic_trace(nn.LeakyReLU(0.5))
    with m.graph.inserting_after(last):
        new = act(fx.Proxy(last))  # runs the activation's generated code on a proxy
        output.args = (new.node,)
    m.recompile()
    assert "leaky_relu = torch.nn.functional.leaky_relu(l, " in m.code
    x = torch.randn(3, 2)
    raw = m.l(x).detach().numpy()
    np.testing.assert_allclose(m(x).detach().numpy(), np.where(raw > 0, raw, 0.5 * raw), 1e-6)


_INVERSES = {torch.sin: torch.asin, torch.exp: torch.log}
_INVERSES.update({v: k for k, v in list(_INVERSES.items())})


def test_invert_by_walking_the_graph_backwards():
    def f(x):
        return torch.exp(torch.sin(x))

    traced = fx.symbolic_trace(f)
    inverse = fx.Graph()
    env = {}
    for node in reversed(traced.graph.nodes):
        if node.op == "output":
            env[node.args[0]] = inverse.placeholder(node.name)
        elif node.op == "call_function":
            env[node.args[0]] = inverse.call_function(_INVERSES[node.target], (env[node],))
        elif node.op == "placeholder":
            inverse.output(env[node])
    inverse.lint()
    gm = fx.GraphModule(traced, inverse)
    x = torch.tensor([0.1, 0.7])
    np.testing.assert_allclose(gm(f(x)).numpy(), x.numpy(), rtol=1e-5)


def test_node_args_are_immutable():
    gm = fx.symbolic_trace(lambda x: torch.cat([x, x]))
    cat = next(n for n in gm.graph.nodes if n.op == "call_function")
    assert type(cat.args[0]).__name__ == "immutable_list"
    with pytest.raises(TypeError, match="'immutable_list' object does not support mutation"):
        cat.args[0].append(cat.args[0][0])
    with pytest.raises(TypeError, match="does not support mutation"):
        cat.kwargs["dim"] = 1
    cat.update_kwarg("dim", 0)
    cat.update_arg(0, [cat.args[0][0]])
    gm.recompile()
    assert gm(torch.ones(2)).shape == (2,)
    from glasstorch.fx.immutable_collections import immutable_dict, immutable_list

    assert hash(immutable_list([1, 2])) == hash((1, 2))
    assert immutable_dict(a=1) == {"a": 1}


def test_replace_all_uses_with_options():
    graph = fx.Graph()
    x = graph.placeholder("x")
    relu = graph.call_function(torch.relu, (x,))
    twice = graph.call_function(torch.add, (relu, relu))
    graph.output((relu, twice))
    relu.meta["val"] = 1
    with graph.inserting_after(relu):
        sig = graph.call_function(torch.sigmoid, (x,))
    changed = relu.replace_all_uses_with(sig, lambda user: user.op != "output", propagate_meta=True)
    assert changed == [twice] and sig.meta == {"val": 1}
    assert twice.args == (sig, sig) and list(relu.users) == [graph.find_nodes(op="output")[0]]
    tanh = graph.call_function(torch.tanh, (x,))
    tanh.meta["a"] = 1
    with pytest.raises(AssertionError, match="replace_with already has .meta keys"):
        sig.replace_all_uses_with(tanh, propagate_meta=True)
    twice.replace_input_with(sig, x)
    assert twice.args == (x, x)
    with pytest.raises(AssertionError, match="between 0 and len"):
        twice.insert_arg(5, 1)


def test_signatures_stay_readable_while_recording():
    import inspect

    before = inspect.signature(F.leaky_relu)
    graph = fx.Graph()
    proxy = fx.Proxy(graph.placeholder("x"))
    assert inspect.signature(F.leaky_relu) == before
    # Ordinary calls still run the function, keyword defaults included.
    np.testing.assert_allclose(F.leaky_relu(torch.tensor([-2.0])).numpy(), [-0.02], rtol=1e-6)
    assert isinstance(F.leaky_relu(proxy), fx.Proxy)
