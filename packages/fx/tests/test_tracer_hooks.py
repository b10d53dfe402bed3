"""Tracer customisation: create_proxy / create_node see every node, module paths, the
module stack, parameter shapes, autowrapped math, proxyable classes, signatures."""

import math
import operator
from math import sqrt

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import fx, nn


class Scaled(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)
        self.gain = nn.Parameter(torch.full((3,), 2.0))
        self.register_buffer("shift", torch.ones(3))

    def forward(self, x, bias=1.5):
        return self.lin(x) * self.gain + self.shift + torch.tensor([0.0, 1.0, 2.0]) + bias


class Recording(fx.Tracer):
    """Logs the hook calls and tags every node it creates."""

    def __init__(self):
        super().__init__()
        self.calls = []

    def create_proxy(self, kind, target, args, kwargs, name=None, type_expr=None, **extra):
        self.calls.append(("proxy", kind, str(target) if isinstance(target, str) else None))
        return super().create_proxy(kind, target, args, kwargs, name, type_expr, **extra)

    def create_node(self, kind, target, args, kwargs, name=None, type_expr=None):
        node = super().create_node(kind, target, args, kwargs, name, type_expr)
        node.meta["tagged"] = True
        self.calls.append(("node", kind, str(target) if isinstance(target, str) else None))
        return node


def test_create_node_sees_every_node():
    graph = Recording().trace(Scaled())
    assert [n.op for n in graph.nodes if n.meta.get("tagged")] == [n.op for n in graph.nodes]
    assert {n.op for n in graph.nodes} == {
        "placeholder", "call_module", "get_attr", "call_function", "output"
    }  # fmt: skip
    assert list(graph.nodes)[1].args == (1.5,)  # bias's default


def test_create_node_order_exact():
    tracer = Recording()
    tracer.trace(Scaled())
    # The sequence PyTorch 2.13 makes for this module (observed with an equal tracer):
    # placeholders and calls go through create_proxy; the buffer and the tensor constant,
    # met as arguments, and the output only through create_node.
    assert tracer.calls == [
        ("proxy", "placeholder", "x"),
        ("node", "placeholder", "x"),
        ("proxy", "placeholder", "bias"),
        ("node", "placeholder", "bias"),
        ("proxy", "call_module", "lin"),
        ("node", "call_module", "lin"),
        ("proxy", "get_attr", "gain"),
        ("node", "get_attr", "gain"),
        ("proxy", "call_function", None),  # mul
        ("node", "call_function", None),
        ("proxy", "call_function", None),  # + shift
        ("node", "get_attr", "shift"),
        ("node", "call_function", None),
        ("proxy", "call_function", None),  # + tensor constant
        ("node", "get_attr", "_tensor_constant0"),
        ("node", "call_function", None),
        ("proxy", "call_function", None),  # + bias
        ("node", "call_function", None),
        ("node", "output", "output"),
    ]


class Inner(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)

    def forward(self, x):
        return torch.relu(self.lin(x))


class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Inner()
        self.b = Inner()

    def forward(self, x):
        return self.b(self.a(x)) + self.a(x)


def test_module_path_tracer_records_where_each_node_came_from():
    class ModulePathTracer(fx.Tracer):
        def __init__(self):
            super().__init__()
            self.current = ""
            self.origin = {}

        def call_module(self, m, forward, args, kwargs):
            saved = self.current
            self.current = self.path_of_module(m)
            try:
                return super().call_module(m, forward, args, kwargs)
            finally:
                self.current = saved

        def create_proxy(self, kind, target, args, kwargs, name=None, type_expr=None, **kw):
            proxy = super().create_proxy(kind, target, args, kwargs, name, type_expr, **kw)
            self.origin[proxy.node.name] = self.current
            return proxy

    tracer = ModulePathTracer()
    tracer.trace(Outer())
    assert tracer.origin == {
        "x": "",
        "a_lin": "a.lin",
        "relu": "a",
        "b_lin": "b.lin",
        "relu_1": "b",
        "a_lin_1": "a.lin",
        "relu_2": "a",
        "add": "",
    }


def test_nn_module_stack_meta():
    gm = fx.symbolic_trace(Outer())
    stacks = {n.name: n.meta.get("nn_module_stack") for n in gm.graph.nodes}
    # As PyTorch 2.13 records: keys count repeated calls (a@1), values (path, type).
    assert stacks["x"] is None and stacks["add"] is None and stacks["output"] is None
    assert stacks["a_lin"] == {"a": ("a", Inner), "a.lin": ("a.lin", nn.Linear)}
    assert stacks["relu_1"] == {"b": ("b", Inner)}
    assert stacks["a_lin_1"] == {"a@1": ("a", Inner), "a.lin@1": ("a.lin", nn.Linear)}


class UsesParamShape(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3, 4))

    def forward(self, x):
        return x.view(-1, self.w.size(1)) @ self.w.t() * self.w.shape[0]


def test_param_shapes_constant():
    default = fx.symbolic_trace(UsesParamShape())
    assert "size = w.size(1)" in default.code and "w.shape" in default.code
    tracer = fx.Tracer(param_shapes_constant=True)
    m = UsesParamShape()
    gm = fx.GraphModule(m, tracer.trace(m))
    assert "size" not in gm.code and "shape" not in gm.code
    assert "view = x.view(-1, 4)" in gm.code and "matmul * 3" in gm.code
    x = torch.randn(2, 4)
    np.testing.assert_allclose(gm(x).detach().numpy(), m(x).detach().numpy(), rtol=1e-6)


def test_math_functions_are_autowrapped():
    def f(x):
        return x * math.sqrt(x.size(0)) + sqrt(x.size(1))

    gm = fx.symbolic_trace(f)
    calls = [n.target for n in gm.graph.nodes if n.op == "call_function"]
    assert calls.count(math.sqrt) == 2
    # PyTorch 2.13's code for this: ``sqrt = math_sqrt(size)``, the global re-wrapped.
    assert 'torch.fx._symbolic_trace.wrap("math_sqrt")' in gm.code
    assert "sqrt = math_sqrt(size);  size = None" in gm.code
    x = torch.ones(4, 9)
    np.testing.assert_allclose(gm(x).numpy(), np.full((4, 9), 5.0))
    assert math.sqrt is sqrt  # restored after tracing


def clipped(x):
    return x if x.sum() > 0 else -x  # data-dependent: must not be traced through


def uses_clipped(x):
    return clipped(x) + 1


def test_autowrap_functions():
    f = uses_clipped

    gm = fx.GraphModule(nn.Module(), fx.Tracer(autowrap_functions=(clipped,)).trace(f))
    assert [n.target for n in gm.graph.nodes if n.op == "call_function"][0] is clipped
    np.testing.assert_allclose(gm(-torch.ones(2)).numpy(), [2.0, 2.0])


class Pair(metaclass=fx.ProxyableClassMeta):
    def __init__(self, left, right):
        self.left, self.right = left, right

    def total(self):
        return self.left + self.right


def test_proxyable_class_construction_is_recorded():
    def f(x: Pair, y: torch.Tensor):
        return Pair(y, y * 2).total() + x.total()

    gm = fx.symbolic_trace(f)
    assert [n.target for n in gm.graph.nodes if n.op == "call_function"][1] is Pair
    # The annotations print as in PyTorch: module-qualified classes, torch.Tensor.
    pair = Pair.__module__.replace(".", "_") + "_Pair"
    assert f"def forward(self, x : {pair}, y : torch.Tensor):" in gm.code
    y = torch.tensor([1.0, 2.0])
    out = gm(Pair(torch.ones(2), torch.ones(2)), y)
    np.testing.assert_allclose(out.numpy(), [5.0, 8.0])
    assert isinstance(Pair(1, 2), Pair) and Pair(1, 2).total() == 3  # plain use outside


def test_varargs_and_kwargs_become_placeholders():
    def f(x, *args, **kwargs):
        return x + args[0] * kwargs["k"]

    gm = fx.symbolic_trace(f)
    placeholders = [n.target for n in gm.graph.find_nodes(op="placeholder")]
    assert placeholders == ["x", "*args", "**kwargs"]
    assert "def forward(self, x, *args, **kwargs):" in gm.code
    assert "getitem = _args[0]" in gm.code and "_kwargs['k']" in gm.code
    out = gm(torch.ones(2), torch.full((2,), 3.0), k=2.0)
    np.testing.assert_allclose(out.numpy(), [7.0, 7.0])


def test_iterating_star_args_is_a_trace_error():
    def f(x, *args):
        return torch.cat([x, *args])

    with pytest.raises(fx.TraceError, match="Proxy object cannot be iterated"):
        fx.symbolic_trace(f)


def test_keyword_only_parameter_keeps_its_default():
    def f(x, *, scale=2.0):
        return x * scale

    gm = fx.symbolic_trace(f)
    assert "def forward(self, x, scale = 2.0):" in gm.code
    np.testing.assert_allclose(gm(torch.ones(2), 3.0).numpy(), [3.0, 3.0])


def test_concrete_none_and_ph():
    def f(x, y=None):
        return x if y is None else x + y

    gm = fx.symbolic_trace(f, concrete_args={"y": None})
    assert "def forward(self, x, y_1 = None):" in gm.code
    assert "torch.fx._symbolic_trace._assert_is_none(y_1, 'y has been specialized" in gm.code
    np.testing.assert_allclose(gm(torch.ones(1)).numpy(), [1.0])
    with pytest.raises(AssertionError, match="specialized to have value None"):
        gm(torch.ones(1), torch.ones(1))
    gm = fx.symbolic_trace(f, concrete_args={"y": fx.PH})
    assert "add = x + y_1" in gm.code
    assert repr(fx.PH) == "PH"


def test_is_fx_tracing_flag():
    from glasstorch.fx._symbolic_trace import is_fx_tracing

    seen = []

    def f(x):
        seen.append(is_fx_tracing())
        return x

    fx.symbolic_trace(f)
    assert seen == [True] and not is_fx_tracing()


def test_operator_identity_targets():
    gm = fx.symbolic_trace(lambda x: x + 1)
    assert [n.target for n in gm.graph.nodes if n.op == "call_function"] == [operator.add]
