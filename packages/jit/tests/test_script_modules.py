"""Scripting nn.Modules: submodules, containers, attributes, exported/ignored/unused methods."""

# TorchScript's annotation spellings (typing.List, Optional[...]) are what these tests use.
# ruff: noqa: UP006, UP035, UP045

from typing import List, Optional

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import jit, nn
from glasstorch.jit._types import ClassType, IntType, TensorType


def _close(a, b):
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-6, atol=1e-6)


LIBRARY_MODULES = [
    (nn.Linear(4, 3), (3, 4)),
    (nn.Linear(4, 3, bias=False), (3, 4)),
    (nn.ReLU(), (3, 4)),
    (nn.Tanh(), (3, 4)),
    (nn.Sigmoid(), (3, 4)),
    (nn.GELU(), (3, 4)),
    (nn.Softmax(dim=1), (3, 4)),
    (nn.Flatten(), (2, 3, 4)),
    (nn.Identity(), (3, 4)),
    (nn.LayerNorm(4), (3, 4)),
    (nn.Conv2d(3, 4, 3, padding=1), (1, 3, 5, 5)),
    (nn.Conv2d(3, 2, 3, stride=2, bias=False), (2, 3, 7, 7)),
    (nn.MaxPool2d(2), (1, 3, 4, 4)),
    (nn.BatchNorm2d(3).eval(), (2, 3, 4, 4)),
    (nn.Dropout(0.5).eval(), (3, 4)),
    (nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)), (5, 4)),
]


@pytest.mark.parametrize(("module", "shape"), LIBRARY_MODULES, ids=lambda m: type(m).__name__)
def test_library_modules_script_and_match_eager(module, shape):
    scripted = jit.script(module)
    x = torch.rand(*shape)
    _close(scripted(x), module(x))


def test_batchnorm_training_updates_running_stats_like_eager():
    eager, copy = nn.BatchNorm1d(3), nn.BatchNorm1d(3)
    scripted = jit.script(copy)
    x = torch.rand(6, 3)
    _close(scripted(x), eager(x))
    _close(copy.running_mean, eager.running_mean)
    assert int(copy.num_batches_tracked) == 1


def test_dropout_training_mode_drops():
    scripted = jit.script(nn.Dropout(0.5))
    out = scripted(torch.ones(1000))
    values = set(np.unique(out.numpy()).tolist())
    assert values <= {0.0, 2.0} and values == {0.0, 2.0}


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])
        self.heads = nn.ModuleDict({"a": nn.Linear(4, 2), "b": nn.Linear(4, 2)})
        self.scale = 2.0
        self.count = 3
        self.register_buffer("offset", torch.ones(4))
        self.tags: List[str] = ["a", "b"]

    def helper(self, x):
        return x * self.scale + self.offset

    @jit.export
    def extra(self, x: torch.Tensor, k: int = 2) -> torch.Tensor:
        return x * k + self.count

    @jit.ignore
    def py_only(self, x):
        return x + 100

    @jit.unused
    def never(self, x):
        return x.numpy()

    def forward(self, x, y: Optional[torch.Tensor] = None):
        for layer in self.layers:
            x = torch.relu(layer(x))
        x = self.helper(x)
        if y is not None:
            x = x + y
        outs = []
        for name, head in self.heads.items():
            if name in self.tags:
                outs.append(head(x))
        if self.training:
            x = x * 0
        return torch.cat(outs, 1) + self.py_only(x).sum() + len(self.layers)


def test_module_with_containers_methods_and_attributes():
    net = Net()
    scripted = jit.script(net)
    x = torch.rand(2, 4)
    _close(scripted(x), net(x))
    _close(scripted(x, x), net(x, x))
    scripted.eval()
    net.eval()
    _close(scripted(x), net(x))
    _close(scripted.extra(x), net.extra(x))
    _close(scripted.extra(x, k=5), net.extra(x, k=5))


def test_module_class_type_attributes():
    scripted = jit.script(Net())
    ct = scripted._type
    assert isinstance(ct, ClassType)
    assert ct.attributes["count"] == IntType.get()
    assert ct.attributes["offset"] == TensorType.get()
    assert str(ct.attributes["tags"]) == "str[]"
    assert ct.buffer_names == {"offset"}
    assert set(ct.methods) >= {"forward", "extra", "helper", "py_only"}
    graph = scripted.graph.str(False)
    assert 'prim::CallMethod[name="helper"](%self' in graph
    assert "prim::PythonOp" in graph
    assert 'prim::GetAttr[name="training"](%self)' in graph
    assert "prim::Loop" not in graph  # loops over module containers are unrolled


def test_attribute_updates_are_seen_by_compiled_code():
    net = Net()
    scripted = jit.script(net)
    x = torch.rand(1, 4)
    before = scripted.extra(x)
    scripted.count = 10
    _close(scripted.extra(x), before + 7)


def test_unused_method_raises_when_called():
    scripted = jit.script(Net())
    assert "never" not in scripted._type.methods  # compiled only when something calls it

    class CallsUnused(nn.Module):
        @jit.unused
        def never(self, x):
            return x.numpy()

        def forward(self, x, flag: bool):
            if flag:
                return self.never(x)
            return x

    s = jit.script(CallsUnused())
    _close(s(torch.ones(2), False), torch.ones(2))
    with pytest.raises(jit.Error, match="This method was marked unused"):
        s(torch.ones(2), True)


def test_setattr_in_forward_and_state():
    class Counter(nn.Module):
        def __init__(self):
            super().__init__()
            self.calls = 0

        def forward(self, x):
            self.calls = self.calls + 1
            return x * self.calls

    scripted = jit.script(Counter())
    scripted(torch.ones(1))
    out = scripted(torch.ones(1))
    assert scripted.calls == 2 and float(out) == 2.0


def test_construct_without_python_class():
    cell = nn.Linear(2, 2)
    scripted = jit.script(cell)
    ct = scripted._type
    rebuilt = jit.RecursiveScriptModule._construct(
        ct,
        {
            "training": True,
            "weight": cell.weight,
            "bias": cell.bias,
            "in_features": 2,
            "out_features": 2,
        },
        {"forward": scripted.graph},
        {},
    )
    x = torch.rand(3, 2)
    _close(rebuilt(x), cell(x))
    assert [n for n, _ in rebuilt.named_parameters()] == ["weight", "bias"]


def test_same_class_same_types_share_a_class_type():
    a, b = jit.script(nn.Linear(2, 3)), jit.script(nn.Linear(5, 1))
    assert a._type is b._type
    c = jit.script(nn.Linear(2, 3, bias=False))
    assert c._type is not a._type
    assert "___torch_mangle_" in c._type.qualified_name


def test_train_eval_propagate_to_submodules():
    scripted = jit.script(nn.Sequential(nn.Linear(2, 2), nn.Dropout(0.5)))
    scripted.eval()
    assert not scripted.training and not scripted._modules["1"].training
    x = torch.ones(4, 2)
    _close(scripted(x), scripted(x))


def test_compile_function_def_without_a_python_object():
    """What ``jit.load`` does: source text, a class type and a resolver, no Python class."""
    import ast

    import glasstorch
    from glasstorch.jit._function import Function
    from glasstorch.jit.frontend import compile_function_def

    source = (
        "def forward(self, x: Tensor) -> Tensor:\n"
        "    y = self.scale_by(x)\n"
        "    return torch.relu(self.linear(y)) + self.bias_value\n"
        "def scale_by(self, x: Tensor) -> Tensor:\n"
        "    return x * self.factor\n"
    )
    tree = ast.parse(source)
    lin = jit.script(nn.Linear(2, 2))
    ct = ClassType("__torch__.Loaded", {"training": TensorType.get()})
    ct.attributes = {"linear": lin._type, "factor": IntType.get(), "bias_value": TensorType.get()}
    ct.buffer_names = {"bias_value"}
    resolver = {"torch": glasstorch}.__getitem__
    graphs = {}
    for fn_def in reversed(tree.body):  # scale_by first: forward calls it
        graph = compile_function_def(
            fn_def, self_type=ct, resolver=resolver, filename="code/__torch__.py", source=source
        )
        ct.methods[fn_def.name] = Function(f"{ct.qualified_name}.{fn_def.name}", graph)
        graphs[fn_def.name] = graph
    text = graphs["forward"].str(False)
    assert 'prim::CallMethod[name="scale_by"](%self, %x.1)' in text
    assert 'prim::GetAttr[name="linear"](%self)' in text
    assert 'prim::CallMethod[name="forward"](%linear, %y.1)' in text
    assert "# code/__torch__.py:3:" in str(graphs["forward"])
    module = jit.RecursiveScriptModule._construct(
        ct, {"training": False, "factor": 3, "bias_value": torch.ones(2)}, graphs, {"linear": lin}
    )
    x = torch.tensor([[1.0, -1.0]])
    expected = torch.relu(lin(x * 3)) + 1
    _close(module(x), expected)


def test_class_annotations_type_attributes():
    class Buffered(nn.Module):
        history: List[int]
        last: Optional[torch.Tensor]

        def __init__(self):
            super().__init__()
            self.history = []
            self.last = None

        def forward(self, x):
            self.history.append(x.dim())
            last = self.last  # attributes are not refined, locals are (as in TorchScript)
            if last is not None:
                x = x + last
            return x, len(self.history)

    scripted = jit.script(Buffered())
    assert str(scripted._type.attributes["history"]) == "int[]"
    assert str(scripted._type.attributes["last"]) == "Tensor?"
    _, n = scripted(torch.ones(2))
    _, n = scripted(torch.ones(2, 2))
    assert n == 2 and scripted.history == [1, 2]
    scripted.last = torch.ones(2)
    out, _ = scripted(torch.ones(2))
    _close(out, torch.full([2], 2.0))


def test_wrong_argument_type_to_forward():
    scripted = jit.script(nn.Linear(2, 2))
    with pytest.raises(
        RuntimeError, match="Expected a value of type 'Tensor' for argument 'input'"
    ):
        scripted(3)
