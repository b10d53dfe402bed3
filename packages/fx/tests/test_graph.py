"""Building and editing graphs by hand: insertion, rewiring, erasing, DCE, lint, printing."""

import operator

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import fx, nn


def build():
    g = fx.Graph()
    x = g.placeholder("x")
    add = g.call_function(operator.add, (x, 1))
    relu = g.call_function(torch.relu, (add,))
    g.output(relu)
    return g, x, add, relu


def test_build_run_and_str():
    g, *_ = build()
    gm = fx.GraphModule(nn.Module(), g)
    assert str(g) == (
        # PyTorch 2.13 prints placeholders as lines under an empty ``graph():``.
        "graph():\n"
        "    %x : [num_users=1] = placeholder[target=x]\n"
        "    %add : [num_users=1] = call_function[target=operator.add]"
        "(args = (%x, 1), kwargs = {})\n"
        "    %relu : [num_users=1] = call_function[target=torch.relu]"
        "(args = (%add,), kwargs = {})\n"
        "    return relu"
    )
    np.testing.assert_allclose(gm(torch.tensor([-3.0, 1.0])).numpy(), [0.0, 2.0])
    assert [n.name for n in g.nodes] == ["x", "add", "relu", "output"]
    assert [n.name for n in reversed(g.nodes)] == ["output", "relu", "add", "x"]


def test_insert_replace_erase_and_recompile():
    g, x, add, relu = build()
    gm = fx.GraphModule(nn.Module(), g)
    with g.inserting_after(add):
        mul = g.call_function(operator.mul, (add, 10))
    relu.replace_input_with(add, mul)
    assert list(add.users) == [mul] and list(mul.users) == [relu]
    with g.inserting_before(relu):
        neg = g.call_method("neg", (mul,))
    users = mul.replace_all_uses_with(neg, delete_user_cb=lambda u: u is not neg)
    assert users == [relu] and relu.args == (neg,)
    g.lint()
    gm.recompile()
    assert "mul = add * 10" in gm.code and "neg = mul.neg()" in gm.code
    np.testing.assert_allclose(gm(torch.tensor([-2.0, 1.0])).numpy(), [10.0, 0.0])
    with pytest.raises(RuntimeError, match="still had 1 users"):
        g.erase_node(mul)
    relu.replace_input_with(neg, add)
    g.erase_node(neg)
    g.erase_node(mul)
    g.lint()
    gm.recompile()
    assert [n.name for n in g.nodes] == ["x", "add", "relu", "output"]


def test_dead_code_elimination_keeps_impure():
    g = fx.Graph()
    x = g.placeholder("x")
    unused = g.placeholder("unused")
    g.call_function(operator.mul, (x, 2))
    g.call_method("add_", (x, 1))
    g.call_function(torch.relu, (x,), {"inplace": False})
    g.output(x)
    assert g.eliminate_dead_code()
    assert [n.name for n in g.nodes] == ["x", "unused", "add_", "output"]
    assert unused.op == "placeholder"
    assert not g.eliminate_dead_code()
    gm = fx.GraphModule(nn.Module(), g)
    assert "add_ = x.add_(1);  add_ = None" in gm.code


def test_has_side_effect_marks_function():
    def log_it(x):
        return x

    fx.has_side_effect(log_it)
    g = fx.Graph()
    x = g.placeholder("x")
    g.call_function(log_it, (x,))
    g.output(x)
    assert not g.eliminate_dead_code()


def test_lint_failures():
    g, x, add, relu = build()
    add.prev.append(relu)  # move relu before the add it reads
    with pytest.raises(RuntimeError, match="used before defined"):
        g.lint()

    g, x, add, relu = build()
    relu.name = "add"
    with pytest.raises(RuntimeError, match="redefined name"):
        g.lint()

    g, x, add, relu = build()
    g.output(x)
    with pytest.raises(RuntimeError, match="after the output|exactly one output"):
        g.lint()

    g, x, add, relu = build()
    del x.users[add]
    with pytest.raises(RuntimeError, match="missing from the users"):
        g.lint()

    g = fx.Graph()
    g.placeholder("x")
    with pytest.raises(RuntimeError, match="exactly one output"):
        g.lint()


def test_lint_checks_targets_of_owning_module():
    g = fx.Graph()
    w = g.get_attr("missing")
    g.output(w)
    with pytest.raises(RuntimeError, match="referenced target missing"):
        fx.GraphModule({}, g)


def test_node_copy_graph_copy_and_names():
    g, *_ = build()
    g2 = fx.Graph()
    out = g2.graph_copy(g, {})
    g2.output(out)
    g2.lint()
    assert [n.name for n in g2.nodes] == ["x", "add", "relu", "output"]
    g3 = fx.Graph()
    a = g3.placeholder("input")
    b = g3.call_function(operator.add, (a, a))
    c = g3.call_function(operator.add, (b, a))
    g3.output((b, c))
    assert (a.name, b.name, c.name) == ("input_1", "add", "add_1")
    gm = fx.GraphModule(nn.Module(), g3)
    assert gm.code.startswith("\n\n\ndef forward(self, input):\n    input_1 = input\n")
    assert "return (add, add_1)" in gm.code
    b2, c2 = gm(torch.tensor([1.0]))
    assert float(b2) == 2.0 and float(c2) == 3.0


def test_print_tabular(capsys):
    g, *_ = build()
    g.print_tabular()
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["opcode", "name", "target", "args", "kwargs"]
    assert set(lines[1].replace(" ", "")) == {"-"}
    assert lines[2].split()[:2] == ["placeholder", "x"]
    assert lines[3].split()[:2] == ["call_function", "add"] and "(x, 1)" in lines[3]
    assert lines[-1].split()[:2] == ["output", "output"]


def test_graph_module_from_dict_print_readable_and_repr():
    g = fx.Graph()
    x = g.placeholder("x")
    lin = g.call_module("sub.lin", (x,))
    w = g.get_attr("sub.scale")
    g.output(g.call_function(operator.mul, (lin, w)))
    gm = fx.GraphModule({"sub.lin": nn.Linear(2, 2), "sub.scale": torch.ones(2)}, g, "Built")
    assert set(gm.state_dict()) == {"sub.lin.weight", "sub.lin.bias", "sub.scale"}
    text = gm.print_readable(print_output=False)
    assert text.startswith("class Built(torch.nn.Module):\n    def forward(self, x):\n")
    assert "lin = self.sub.lin(x)" in text
    assert repr(gm).startswith("Built(") and "def forward(self, x):" in repr(gm)
    assert gm(torch.ones(1, 2)).shape == (1, 2)


def test_inplace_operators_print_as_augmented_assignments():
    graph = fx.Graph()
    a = graph.placeholder("a")
    b = graph.placeholder("b")
    imul = graph.call_function(operator.imul, (a, 10))
    iadd = graph.call_function(operator.iadd, (b, imul))
    graph.output(iadd)
    gm = fx.GraphModule(nn.Module(), graph)
    assert "a *= 10;  imul = a" in gm.code
    assert "b += imul;  iadd = b" in gm.code
    x, y = torch.ones(2), torch.ones(2)
    out = gm(x, y)
    assert out.tolist() == [11.0, 11.0] and x.tolist() == [10.0, 10.0]
