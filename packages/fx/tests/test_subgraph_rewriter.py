"""replace_pattern and replace_pattern_with_filters: PyTorch's matching rules.

Expected codes and matches were observed from PyTorch 2.13 on the same functions.
"""

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import fx, nn
from glasstorch.fx.subgraph_rewriter import (
    Match,
    ReplacedPatterns,
    replace_pattern_with_filters,
)


def relu_of_sum(x, y):
    return torch.relu(x + y)


def sigmoid_of_difference(x, y):
    return torch.sigmoid(x - y)


def names(nodes_map):
    return {k.name: getattr(v, "name", v) for k, v in nodes_map.items()}


def test_replaces_each_match_and_returns_them():
    def f(a, b, c):
        u = torch.relu(a + b)
        v = torch.relu(u + c)
        w = torch.relu(a + 1)
        return u * v + w

    gm = fx.symbolic_trace(f)
    matches = fx.replace_pattern(gm, relu_of_sum, sigmoid_of_difference)
    assert all(isinstance(m, Match) for m in matches)
    # Placeholders match any node, a literal too; a later match sees what an earlier
    # replacement put in place of its inputs (``x`` -> sigmoid).
    assert [names(m.nodes_map) for m in matches] == [
        {"relu": "relu", "add": "add", "x": "a", "y": "b"},
        {"relu": "relu_1", "add": "add_1", "x": "sigmoid", "y": "c"},
        {"relu": "relu_2", "add": "add_2", "x": "a", "y": 1},
    ]
    assert [m.anchor.name for m in matches] == ["relu", "relu", "relu"]
    assert gm.code == (
        "\n\n\ndef forward(self, a, b, c):\n"
        "    sub = a - b;  b = None\n"
        "    sigmoid = torch.sigmoid(sub);  sub = None\n"
        "    sub_1 = sigmoid - c;  c = None\n"
        "    sigmoid_1 = torch.sigmoid(sub_1);  sub_1 = None\n"
        "    mul = sigmoid * sigmoid_1;  sigmoid = sigmoid_1 = None\n"
        "    sub_2 = a - 1;  a = None\n"
        "    sigmoid_2 = torch.sigmoid(sub_2);  sub_2 = None\n"
        "    add_3 = mul + sigmoid_2;  mul = sigmoid_2 = None\n"
        "    return add_3\n    "
    )
    a, b, c = torch.randn(3), torch.randn(3), torch.randn(3)
    s1 = torch.sigmoid(a - b)
    want = s1 * torch.sigmoid(s1 - c) + torch.sigmoid(a - 1)
    np.testing.assert_allclose(gm(a, b, c).numpy(), want.numpy(), rtol=1e-6)


def test_intermediate_value_used_outside_is_no_match():
    def f(a, b):
        s = a + b
        return torch.relu(s) + s

    gm = fx.symbolic_trace(f)
    before = gm.code
    assert fx.replace_pattern(gm, relu_of_sum, sigmoid_of_difference) == []
    assert gm.code == before


def test_literals_must_be_equal():
    def f(a):
        return a * 2 + a * 3

    gm = fx.symbolic_trace(f)
    matches = fx.replace_pattern(gm, lambda x: x * 2, lambda x: x + x)
    assert len(matches) == 1
    assert gm.code == (
        "\n\n\ndef forward(self, a):\n"
        "    mul_1 = a * 3\n"
        "    add_1 = a + a;  a = None\n"
        "    add = add_1 + mul_1;  add_1 = mul_1 = None\n"
        "    return add\n    "
    )


def test_ignore_literals_and_replacements_list():
    def f(a):
        return a * 2 + a * 3

    gm = fx.symbolic_trace(f)
    done = replace_pattern_with_filters(gm, lambda x: x * 2, lambda x: x + x, ignore_literals=True)
    assert all(isinstance(r, ReplacedPatterns) for r in done)
    assert [[n.name for n in r.replacements] for r in done] == [["add_1"], ["add_2"]]
    np.testing.assert_allclose(gm(torch.ones(2)).numpy(), [4.0, 4.0])


def test_one_pattern_placeholder_matches_one_node():
    def f(a, b):
        return (a + a) + (a + b)

    gm = fx.symbolic_trace(f)
    matches = fx.replace_pattern(gm, lambda x: x + x, lambda x: x * 2)
    assert len(matches) == 1  # a + b is not x + x; the outer add reads two different nodes
    assert "mul = a * 2" in gm.code and "add_1 = a + b" in gm.code


def test_overlapping_matches_keep_the_first():
    def f(a):
        return torch.neg(torch.neg(torch.neg(a)))

    gm = fx.symbolic_trace(f)
    matches = fx.replace_pattern(gm, lambda x: torch.neg(torch.neg(x)), lambda x: x)
    assert len(matches) == 1
    assert gm.code == (
        "\n\n\ndef forward(self, a):\n    neg_2 = torch.neg(a);  a = None\n    return neg_2\n    "
    )


def test_pattern_with_two_outputs():
    def pattern(x):
        r = torch.relu(x)
        return r, torch.sigmoid(r)

    def replacement(x):
        t = torch.tanh(x)
        return t, t

    def f(z):
        r = torch.relu(z)
        return r + torch.sigmoid(r)

    gm = fx.symbolic_trace(f)
    assert len(fx.replace_pattern(gm, pattern, replacement)) == 1
    assert "add = tanh + tanh" in gm.code
    np.testing.assert_allclose(gm(torch.tensor([0.5])).numpy(), [2 * np.tanh(0.5)], rtol=1e-6)


def test_match_filters_and_callback():
    def f(a, b):
        return torch.relu(a + b) + torch.relu(b + 1)

    gm = fx.symbolic_trace(f)

    def only_tensor_inputs(match, graph, pattern_graph):
        return all(isinstance(v, fx.Node) for v in match.placeholder_nodes)

    done = replace_pattern_with_filters(
        gm, relu_of_sum, sigmoid_of_difference, match_filters=[only_tensor_inputs]
    )
    assert len(done) == 1 and "add_1 = b + 1" in gm.code

    gm = fx.symbolic_trace(f)
    made = []

    def callback(match, graph, pattern_graph):
        made.append(match)
        return fx.symbolic_trace(lambda x, y: x * y).graph

    replace_pattern_with_filters(gm, relu_of_sum, replacement_callback=callback)
    assert len(made) == 2
    a, b = torch.randn(2), torch.randn(2)
    np.testing.assert_allclose(gm(a, b).numpy(), (a * b + b * 1).numpy(), rtol=1e-6)


def test_replacement_module_attributes_are_copied():
    class Pattern(nn.Module):
        def forward(self, x):
            return torch.relu(x)

    class Replacement(nn.Module):
        def __init__(self):
            super().__init__()
            self.act = nn.Tanh()
            self.scale = nn.Parameter(torch.tensor(3.0))

        def forward(self, x):
            return self.act(x) * self.scale

    gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
    fx.replace_pattern(gm, fx.symbolic_trace(Pattern()), fx.symbolic_trace(Replacement()))
    assert isinstance(gm.act, nn.Tanh) and float(gm.scale) == 3.0
    x = torch.tensor([0.25])
    np.testing.assert_allclose(gm(x).detach().numpy(), [3 * np.tanh(0.25) + 1], rtol=1e-6)


def test_pattern_with_dead_code_is_refused():
    def pattern(x):
        x - 1  # noqa: B018 - an unused value: dead code in the pattern
        return x + 1

    with pytest.raises(AssertionError, match="pattern with dead code"):
        fx.replace_pattern(fx.symbolic_trace(lambda a: a + 1), pattern, lambda x: x)


def test_replace_an_op_everywhere():
    """The usual "swap one operator" pass, written as a one-node pattern."""

    class Net(nn.Module):
        def forward(self, x):
            return torch.add(torch.add(x, 1), x)

    gm = fx.symbolic_trace(Net())
    matches = fx.replace_pattern(gm, lambda x, y: torch.add(x, y), lambda x, y: torch.mul(x, y))
    assert len(matches) == 2
    assert "torch.add" not in gm.code
    np.testing.assert_allclose(gm(torch.tensor([3.0])).numpy(), [9.0])
