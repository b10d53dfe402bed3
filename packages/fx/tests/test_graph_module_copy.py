"""GraphModule: pickling (through the generated code), deepcopy, copy, submodule editing."""

import copy
import pickle

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import fx, nn


def halve_positive(x):
    # Data-dependent, so only runnable on real tensors: must be wrapped to be traced.
    return x / 2 if float(x.sum()) > 0 else x


fx.wrap("halve_positive")


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)
        self.register_buffer("offset", torch.arange(3.0))

    def forward(self, x):
        return halve_positive(torch.relu(self.lin(x)) + self.offset)


def close(a, b):
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-6)


def test_pickle_round_trip_keeps_code_and_parameters():
    gm = fx.symbolic_trace(Block())
    gm.meta["note"] = 1
    restored = pickle.loads(pickle.dumps(gm))
    assert isinstance(restored, fx.GraphModule)
    assert restored.code == gm.code
    # As PyTorch's reduction does: the class name and meta are not part of the pickle.
    assert type(restored).__name__ == "GraphModule" and restored.meta == {}
    assert restored.lin.weight is not gm.lin.weight
    close(restored.lin.weight, gm.lin.weight)
    assert sorted(restored.state_dict()) == sorted(gm.state_dict())
    x = torch.randn(4, 3)
    close(restored(x), gm(x))
    # The rebuilt graph is a real one: the wrapped call is again a call_function node.
    targets = [n.target for n in restored.graph.nodes if n.op == "call_function"]
    assert halve_positive in targets


def test_pickle_of_a_local_function_fails_clearly():
    def local(x):
        return x

    g = fx.Graph()
    x = g.placeholder("x")
    g.output(g.call_function(local, (x,)))
    gm = fx.GraphModule(nn.Module(), g)
    with pytest.raises(pickle.PicklingError, match="Can't pickle"):
        pickle.dumps(gm)


def test_deepcopy_and_copy():
    gm = fx.symbolic_trace(Block())
    gm.meta["tag"] = [1]
    clone = copy.deepcopy(gm)
    # PyTorch 2.13's copies are named GraphModule whatever the original was called.
    assert type(clone).__name__ == "GraphModule" and clone.code == gm.code
    assert clone.lin.weight is not gm.lin.weight and clone.meta == {"tag": [1]}
    assert clone.meta["tag"] is not gm.meta["tag"]
    assert clone.graph is not gm.graph and clone.graph.owning_module is clone
    x = torch.randn(2, 3)
    close(clone(x), gm(x))
    with torch.no_grad():
        clone.lin.weight.zero_()
    assert not np.allclose(clone(x).detach().numpy(), gm(x).detach().numpy())

    shallow = copy.copy(gm)
    assert shallow.lin is gm.lin and shallow.code == gm.code
    assert type(shallow).__name__ == "GraphModule"


def test_graph_deepcopy_is_independent():
    gm = fx.symbolic_trace(lambda x: torch.relu(x) * 2)
    g2 = copy.deepcopy(gm.graph)
    for node in g2.nodes:
        if node.target is torch.relu:
            node.target = torch.sigmoid
    assert "torch.relu" in gm.graph.python_code("self").src
    assert "torch.sigmoid" in g2.python_code("self").src


def test_add_and_delete_submodules():
    gm = fx.symbolic_trace(lambda x: x + 1)
    assert gm.add_submodule("extra.act", nn.ReLU())
    assert isinstance(gm.extra.act, nn.ReLU)
    with gm.graph.inserting_before(next(iter(gm.graph.find_nodes(op="output")))):
        add = next(iter(gm.graph.find_nodes(op="call_function")))
        act = gm.graph.call_module("extra.act", (add,))
    gm.graph.find_nodes(op="output")[0].args = (act,)
    gm.recompile()
    np.testing.assert_allclose(gm(torch.tensor([-3.0, 1.0])).numpy(), [0.0, 2.0])
    assert not gm.delete_submodule("missing")
    gm.add_submodule("unused", nn.Tanh())
    gm.delete_all_unused_submodules()
    assert not hasattr(gm, "unused") and hasattr(gm, "extra")
    assert gm.delete_submodule("extra.act") and not hasattr(gm.extra, "act")
