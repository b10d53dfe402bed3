"""Proxy.__torch_function__: what glasstorch's functions record when called on proxies.

Every expected node (op, target, args, kwargs) was observed from PyTorch 2.13's
``torch.fx.symbolic_trace`` on the same program; node arguments are written by name.
"""

import operator

import glasstorch as torch
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch import fx
from glasstorch.aten._generated import special_functions
from glasstorch.fx.proxy import GraphAppendingTracer


def _spelled(a):
    """Node arguments with nodes written as their names."""
    return fx.node.map_arg(a, lambda n: n.name)


def _calls(gm):
    """(op, target, args, kwargs) of every node but placeholders and the output."""
    return [
        (n.op, n.target, _spelled(n.args), _spelled(dict(n.kwargs)))
        for n in gm.graph.nodes
        if n.op not in ("placeholder", "output")
    ]


@pytest.mark.parametrize(
    ("fn", "expected"),
    [
        (lambda x: torch.relu(x), [("call_function", torch.relu, ("x",), {})]),
        (lambda x: torch.relu(input=x), [("call_function", torch.relu, (), {"input": "x"})]),
        (lambda x: torch.cat([x, x]), [("call_function", torch.cat, (["x", "x"],), {})]),
        (
            lambda x: torch.cat([x, x], dim=1),
            [("call_function", torch.cat, (["x", "x"],), {"dim": 1})],
        ),
        (lambda x: torch.stack((x, x), 0), [("call_function", torch.stack, (("x", "x"), 0), {})]),
        (
            lambda x: torch.add(x, x, alpha=2),
            [("call_function", torch.add, ("x", "x"), {"alpha": 2})],
        ),
        (
            lambda x: torch.sum(x, dim=1, keepdim=True),
            [("call_function", torch.sum, ("x",), {"dim": 1, "keepdim": True})],
        ),
        (lambda x: torch.max(x, 1), [("call_function", torch.max, ("x", 1), {})]),
        (lambda x: torch.chunk(x, 2), [("call_function", torch.chunk, ("x", 2), {})]),
        (lambda x: torch.flatten(x, 1), [("call_function", torch.flatten, ("x", 1), {})]),
        (
            lambda x: torch.where(x > 0, x, 0.0),
            [
                ("call_function", operator.gt, ("x", 0), {}),
                ("call_function", torch.where, ("gt", "x", 0.0), {}),
            ],
        ),
        # Functions of other namespaces record the same way.
        (lambda x: torch.linalg.norm(x), [("call_function", torch.linalg.norm, ("x",), {})]),
        (
            lambda x: special_functions.i1(x),
            [("call_function", special_functions.i1, ("x",), {})],
        ),
        # nn.functional hands on its arguments normalised: required ones positionally,
        # the rest by keyword with their values.
        (
            lambda x: F.leaky_relu(x, 0.1),
            [
                (
                    "call_function",
                    F.leaky_relu,
                    ("x",),
                    {"negative_slope": 0.1, "inplace": False},
                )
            ],
        ),
        (lambda x: F.relu(x), [("call_function", F.relu, ("x",), {"inplace": False})]),
        (
            lambda x: F.softmax(x, dim=-1),
            [("call_function", F.softmax, ("x",), {"dim": -1, "_stacklevel": 3, "dtype": None})],
        ),
        (
            lambda x: F.dropout(x, 0.5, training=False),
            [
                (
                    "call_function",
                    F.dropout,
                    ("x",),
                    {"p": 0.5, "training": False, "inplace": False},
                )
            ],
        ),
        (
            lambda x: F.pad(x, (1, 1)),
            [("call_function", F.pad, ("x", (1, 1)), {"mode": "constant", "value": None})],
        ),
        # Operators, methods and attributes of the proxy itself.
        (lambda x: x + 1, [("call_function", operator.add, ("x", 1), {})]),
        (lambda x: 1 + x, [("call_function", operator.add, (1, "x"), {})]),
        (lambda x: x @ x, [("call_function", operator.matmul, ("x", "x"), {})]),
        (lambda x: x.sum(1), [("call_method", "sum", ("x", 1), {})]),
        (lambda x: x.size(0), [("call_method", "size", ("x", 0), {})]),
        (lambda x: x.shape, [("call_function", getattr, ("x", "shape"), {})]),
        (
            lambda x: x.shape[0],
            [
                ("call_function", getattr, ("x", "shape"), {}),
                ("call_function", operator.getitem, ("getattr_1", 0), {}),
            ],
        ),
    ],
    ids=[
        "relu",
        "relu-input-kw",
        "cat",
        "cat-dim",
        "stack",
        "add-alpha",
        "sum-dim-keepdim",
        "max-dim",
        "chunk",
        "flatten",
        "where",
        "linalg-norm",
        "special-i1",
        "F-leaky-relu",
        "F-relu",
        "F-softmax",
        "F-dropout",
        "F-pad",
        "p+1",
        "1+p",
        "p@p",
        "p.sum",
        "p.size",
        "p.shape",
        "p.shape[0]",
    ],
)
def test_calls_record_as_in_pytorch(fn, expected):
    assert _calls(fx.symbolic_trace(fn)) == expected


def test_node_names_follow_the_function():
    gm = fx.symbolic_trace(lambda x: torch.sum(torch.relu(x), 0))
    assert [n.name for n in gm.graph.nodes] == ["x", "relu", "sum_1", "output"]


def test_is_tensor_of_a_proxy_is_false_and_records_nothing():
    gm = fx.symbolic_trace(lambda x: torch.is_tensor(x))
    assert _calls(gm) == [] and gm(torch.ones(1)) is False


_T = torch.tensor([1.0, 2.0, 3.0])


def test_real_tensor_operand_records_a_tensor_method():
    # ``t + p``: the tensor's operator hands ``Tensor.add(t, p)`` on, a ``call_method``;
    # the tensor becomes a constant of the traced module.
    gm = fx.symbolic_trace(lambda x: _T + x)
    assert _calls(gm) == [
        ("get_attr", "_tensor_constant0", (), {}),
        ("call_method", "add", ("_tensor_constant0", "x"), {}),
    ]
    np.testing.assert_allclose(gm(torch.tensor([1.0, 1.0, 1.0])).numpy(), [2.0, 3.0, 4.0])
    gm = fx.symbolic_trace(lambda x: torch.add(_T, x))
    assert _calls(gm) == [
        ("get_attr", "_tensor_constant0", (), {}),
        ("call_function", torch.add, ("_tensor_constant0", "x"), {}),
    ]


def test_traced_graph_runs_with_functions_of_several_namespaces():
    def f(x):
        return torch.linalg.norm(torch.cat([F.leaky_relu(x, 0.5), x.exp()]))

    gm = fx.symbolic_trace(f)
    x = torch.tensor([-2.0, 1.0], dtype=torch.float64)
    a = np.array([-2.0, 1.0])
    want = np.linalg.norm(np.concatenate([np.where(a > 0, a, 0.5 * a), np.exp(a)]))
    np.testing.assert_allclose(gm(x).item(), want, rtol=1e-12)


class _Spy(fx.Proxy):
    """A proxy that notes what each ``__torch_function__`` call receives."""

    seen = []

    @classmethod
    def __torch_function__(cls, orig_method, types, args=(), kwargs=None):
        cls.seen.append((orig_method, types, kwargs))
        return super().__torch_function__(orig_method, types, args, kwargs)


def test_handlers_receive_the_calls_as_pytorch_hands_them_on():
    graph = fx.Graph()
    tracer = GraphAppendingTracer(graph)
    p = _Spy(graph.placeholder("x"), tracer)
    _Spy.seen.clear()
    torch.relu(p)
    torch.add(p, 1, alpha=2)
    F.relu(p)
    torch.cat([p, p])
    t = torch.ones(2)
    t + p
    assert _Spy.seen == [
        (torch.relu, (_Spy,), None),  # generated bindings: kwargs None when none are given
        (torch.add, (_Spy,), {"alpha": 2}),
        (F.relu, (_Spy,), {"inplace": False}),
        (torch.cat, (_Spy,), None),  # the proxies inside the list are found
        (torch.Tensor.add, (_Spy,), None),  # plain tensors are not among the types
    ]
    calls = [(n.op, n.target) for n in graph.nodes if n.op != "placeholder"]
    assert calls == [
        ("call_function", torch.relu),
        ("call_function", torch.add),
        ("call_function", F.relu),
        ("call_function", torch.cat),
        ("call_method", "add"),
    ]
    # Outside a Tracer, the real tensor is kept in the node.
    add = list(graph.nodes)[-1]
    assert add.args[0] is t and add.args[1].name == "x"


def test_graph_built_from_proxies_of_several_namespaces():
    graph = fx.Graph()
    p = fx.Proxy(graph.placeholder("x"))
    out = torch.linalg.norm(torch.cat([p, torch.relu(p)], dim=0))
    graph.output(out.node)
    gm = fx.GraphModule(torch.nn.Module(), graph)
    assert [(n.op, n.target) for n in graph.nodes] == [
        ("placeholder", "x"),
        ("call_function", torch.relu),
        ("call_function", torch.cat),
        ("call_function", torch.linalg.norm),
        ("output", "output"),
    ]
    x = torch.tensor([-3.0, 4.0], dtype=torch.float64)
    np.testing.assert_allclose(gm(x).item(), np.sqrt(9 + 16 + 16), rtol=1e-12)


def test_proxies_of_two_tracers_cannot_meet():
    g1, g2 = fx.Graph(), fx.Graph()
    p1, p2 = fx.Proxy(g1.placeholder("x")), fx.Proxy(g2.placeholder("y"))
    with pytest.raises(RuntimeError, match="Found multiple different tracers .* while trying to"):
        torch.add(p1, p2)


def test_proxy_subclass_with_its_own_torch_function():
    seen = []

    class LoggingProxy(fx.Proxy):
        @classmethod
        def __torch_function__(cls, orig_method, types, args=(), kwargs=None):
            seen.append((orig_method.__name__, types))
            return super().__torch_function__(orig_method, types, args, kwargs)

    class LoggingTracer(fx.Tracer):
        def proxy(self, node):
            return LoggingProxy(node, self)

    graph = LoggingTracer().trace(lambda x: torch.relu(x) + 1)
    # PyTorch: the handler sees relu with types (LoggingProxy,); ``+`` is the proxy's own.
    assert seen == [("relu", (LoggingProxy,))]
    assert [(n.op, n.target) for n in graph.nodes][1:3] == [
        ("call_function", torch.relu),
        ("call_function", operator.add),
    ]


class _LoggingTensor(torch.Tensor):
    seen = []

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        cls.seen.append((func.__name__, types))
        return super().__torch_function__(func, types, args, kwargs)


class _PlainSubclass(torch.Tensor):
    pass


def test_tensor_subclass_mixed_with_a_proxy():
    # The subclass is asked first; Tensor's handler declines (a Proxy is no tensor) and the
    # proxy records the call, with the subclass instance as a constant.
    sub = torch.ones(3).as_subclass(_LoggingTensor)
    _LoggingTensor.seen.clear()
    gm = fx.symbolic_trace(lambda x: torch.add(sub, x))
    assert _LoggingTensor.seen == [("add", (_LoggingTensor, fx.Proxy))]
    assert _calls(gm) == [
        ("get_attr", "_tensor_constant0", (), {}),
        ("call_function", torch.add, ("_tensor_constant0", "x"), {}),
    ]
    _LoggingTensor.seen.clear()
    gm = fx.symbolic_trace(lambda x: sub + x)
    assert _LoggingTensor.seen == [("add", (_LoggingTensor, fx.Proxy))]
    assert _calls(gm)[1] == ("call_method", "add", ("_tensor_constant0", "x"), {})
    _LoggingTensor.seen.clear()
    gm = fx.symbolic_trace(lambda x: x + sub)  # the proxy's own operator: no handler asked
    assert _LoggingTensor.seen == []
    assert _calls(gm)[1] == ("call_function", operator.add, ("x", "_tensor_constant0"), {})
    plain = torch.ones(3).as_subclass(_PlainSubclass)
    gm = fx.symbolic_trace(lambda x: torch.cat([plain, x]))
    assert _calls(gm)[1] == ("call_function", torch.cat, (["_tensor_constant0", "x"],), {})
    np.testing.assert_allclose(gm(torch.zeros(2)).numpy(), [1.0, 1.0, 1.0, 0.0, 0.0])


def test_transformer_override_calls_functions_of_other_namespaces():
    class Norms(fx.Transformer):
        def call_function(self, target, args, kwargs):
            if target is torch.relu:
                return torch.linalg.vector_norm(*args, ord=1)
            return super().call_function(target, args, kwargs)

    out = Norms(fx.symbolic_trace(lambda x: torch.relu(x) * 2)).transform()
    assert [n.target for n in out.graph.nodes if n.op == "call_function"] == [
        torch.linalg.vector_norm,
        operator.mul,
    ]
    np.testing.assert_allclose(out(torch.tensor([-1.0, 2.0])).item(), 6.0)


def test_operators_called_through_torch_ops_record_on_proxies():
    """``torch.ops.<ns>.<op>(proxy)`` for an operator without a generated binding (a custom
    operator, a profiler range) records a node, as fx's profiling-tracer example relies on;
    the generated code names the packet ``torch.ops.<ns>.<op>`` as PyTorch does."""
    from glasstorch.library import Library

    lib = Library("fxtest_ops", "DEF")
    lib.define("scale(Tensor self, float k) -> Tensor")
    lib.impl("scale", lambda t, k: t * k, "CPU")

    def f(x):
        y = torch.ops.fxtest_ops.scale(x, 3.0)
        return torch.ops.fxtest_ops.scale.default(y, 0.5)

    tracer = fx.Tracer()
    graph = tracer.trace(f)
    targets = [str(n.target) for n in graph.nodes if n.op == "call_function"]
    assert targets == ["<OpOverloadPacket(op='fxtest_ops::scale')>", "fxtest_ops.scale.default"]
    # a range opened by a node (the example patches record_function to create these)
    (x_node,) = [n for n in graph.nodes if n.op == "placeholder"]
    with graph.inserting_after(x_node):
        handle = graph.call_function(torch.ops.profiler._record_function_enter, ("block",))
    (output,) = [n for n in graph.nodes if n.op == "output"]
    with graph.inserting_before(output):
        graph.call_function(torch.ops.profiler._record_function_exit, (handle,))
    gm = fx.GraphModule(torch.nn.Module(), graph)
    assert "torch.ops.fxtest_ops.scale(" in gm.code
    assert "torch.ops.profiler._record_function_enter(" in gm.code
    x = torch.tensor([1.0, -2.0])
    with torch.autograd.profiler.profile() as prof:
        out = gm(x)
    np.testing.assert_allclose(out.numpy(), [1.5, -3.0])
    assert [e.name for e in prof.function_events][0] == "block"
