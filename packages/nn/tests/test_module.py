"""Module: registration through attributes, iteration, conversions, modes, repr."""

from __future__ import annotations

import glasstorch.aten as at
import glasstorch.autograd
import pytest
from glasstorch import nn
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import float16, float32, float64, int64
from glasstorch.nn import Parameter


class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc = nn.Linear(3, 4)
        self.bn = nn.BatchNorm1d(4)
        self.scale = Parameter(at.ones(1))
        self.register_buffer("steps", at.tensor(0))
        self.register_buffer("cache", at.zeros(2), persistent=False)

    def forward(self, x: Tensor) -> Tensor:
        return self.bn(self.fc(x)) * self.scale


def test_attribute_assignment_registers_parameters_buffers_modules() -> None:
    net = Net()
    assert list(net._parameters) == ["scale"]
    assert list(net._buffers) == ["steps", "cache"]
    assert list(net._modules) == ["fc", "bn"]
    assert net._non_persistent_buffers_set == {"cache"}
    assert net.fc is net._modules["fc"] and net.scale is net._parameters["scale"]
    assert "scale" not in net.__dict__


def test_reassignment_moves_between_dictionaries_and_delattr() -> None:
    m = nn.Module()
    m.x = nn.ReLU()
    m.x = Parameter(at.ones(1))  # a parameter replaces the module
    assert "x" not in m._modules and isinstance(m.x, Parameter)
    with pytest.raises(TypeError, match="as parameter 'x'"):
        m.x = nn.ReLU()
    m.register_buffer("b", at.ones(1))
    m.b = at.zeros(1)  # assigning a tensor to a buffer name keeps it a buffer
    assert m._buffers["b"].tolist() == [0.0]
    m.b = None
    assert m._buffers["b"] is None
    del m.b
    assert "b" not in m._buffers
    m.register_parameter("p", None)
    assert m.p is None and "p" in m._parameters
    with pytest.raises(AttributeError, match="'Module' object has no attribute 'nothing'"):
        m.nothing  # noqa: B018


def test_registration_errors_match_pytorch() -> None:
    m = nn.Module()
    m.w = Parameter(at.ones(1))
    with pytest.raises(TypeError, match=r"cannot assign 'glasstorch.FloatTensor' as parameter"):
        m.w = at.ones(1)
    with pytest.raises(KeyError, match="contain"):
        m.register_buffer("a.b", at.ones(1))
    with pytest.raises(KeyError, match="already exists"):
        m.register_buffer("training", at.ones(1))
    with pytest.raises(TypeError, match="is not a Module subclass"):
        m.add_module("x", 3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="object to parameter 'y'"):
        m.register_parameter("y", at.ones(1))  # type: ignore[arg-type]

    class Early(nn.Module):
        def __init__(self) -> None:
            self.w = Parameter(at.ones(1))

    with pytest.raises(AttributeError, match="before Module.__init__"):
        Early()
    with pytest.raises(TypeError, match="unexpected keyword argument 'foo'"):
        nn.Module(foo=1)


def test_named_iteration_with_prefix_recurse_and_duplicates() -> None:
    net = Net()
    assert [n for n, _ in net.named_parameters()] == [
        "scale",
        "fc.weight",
        "fc.bias",
        "bn.weight",
        "bn.bias",
    ]
    assert [n for n, _ in net.named_parameters(prefix="model", recurse=False)] == ["model.scale"]
    assert [n for n, _ in net.named_buffers()] == [
        "steps",
        "cache",
        "bn.running_mean",
        "bn.running_var",
        "bn.num_batches_tracked",
    ]
    assert [n for n, _ in net.named_children()] == ["fc", "bn"]
    assert [n for n, _ in net.named_modules()] == ["", "fc", "bn"]
    assert len(list(net.parameters())) == 5 and len(list(net.buffers(recurse=False))) == 2

    shared = nn.Linear(2, 2)
    seq = nn.Sequential(shared, shared)
    assert len(list(seq.parameters())) == 2
    assert [n for n, _ in seq.named_parameters(remove_duplicate=False)] == [
        "0.weight",
        "0.bias",
        "1.weight",
        "1.bias",
    ]
    assert [n for n, _ in seq.named_modules()] == ["", "0"]
    assert [n for n, _ in seq.named_modules(remove_duplicate=False)] == ["", "0", "1"]
    assert [n for n, _ in seq.named_modules(prefix="root")] == ["root", "root.0"]


def test_get_submodule_parameter_buffer_and_set_submodule() -> None:
    model = nn.Sequential(nn.Linear(2, 2), nn.Sequential(nn.BatchNorm1d(2)))
    assert model.get_submodule("1.0") is model[1][0]
    assert model.get_parameter("0.weight") is model[0].weight
    assert model.get_buffer("1.0.running_mean") is model[1][0].running_mean
    with pytest.raises(AttributeError, match="has no attribute `x`"):
        model.get_submodule("1.x")
    with pytest.raises(AttributeError, match="is not an nn.Parameter"):
        model.get_parameter("1.0.running_mean")
    model.set_submodule("1.0", nn.Identity())
    assert isinstance(model[1][0], nn.Identity)


def test_apply_children_first_and_train_eval() -> None:
    net = Net()
    seen: list[str] = []
    net.apply(lambda m: seen.append(type(m).__name__))
    assert seen == ["Linear", "BatchNorm1d", "Net"]
    assert net.training and net.bn.training
    assert net.eval() is net and not net.training and not net.bn.training
    net.train()
    assert net.bn.training
    with pytest.raises(ValueError, match="training mode is expected to be boolean"):
        net.train("yes")  # type: ignore[arg-type]


def test_to_double_float_half_keep_parameter_identity() -> None:
    net = Net()
    weight = net.fc.weight
    net(at.rand(5, 3)).sum().backward()
    assert net.double() is net
    assert net.fc.weight is weight and weight.dtype is float64
    assert weight.grad.dtype is float64 and weight.requires_grad
    assert net.bn.running_mean.dtype is float64
    assert net.bn.num_batches_tracked.dtype is int64  # integer buffers keep their dtype
    net.to(float32)
    assert weight.dtype is float32
    net.to("cpu", dtype=float64)
    assert weight.dtype is float64
    net.to(at.zeros(1))
    assert weight.dtype is float32
    net.half()
    assert weight.dtype is float16
    net.float()
    out = net(at.rand(4, 3))
    assert out.dtype is float32
    with pytest.raises(TypeError, match="only accepts floating point or complex dtypes"):
        net.to(int64)


def test_zero_grad_and_requires_grad_() -> None:
    lin = nn.Linear(2, 1)
    lin(at.rand(3, 2)).sum().backward()
    assert lin.weight.grad is not None
    lin.zero_grad(set_to_none=False)
    assert lin.weight.grad.tolist() == [[0.0, 0.0]]
    lin.zero_grad()
    assert lin.weight.grad is None and lin.bias.grad is None
    lin.requires_grad_(False)
    assert not any(p.requires_grad for p in lin.parameters())


def test_call_runs_forward_and_missing_forward_errors() -> None:
    lin = nn.Linear(2, 3)
    assert lin(at.rand(4, 2)).shape == (4, 3)
    with pytest.raises(NotImplementedError, match=r"Module \[Module\] is missing the required"):
        nn.Module()(at.rand(1))


def test_repr_nests_children_and_extra_repr() -> None:
    net = Net()
    assert repr(net) == (
        "Net(\n"
        "  (fc): Linear(in_features=3, out_features=4, bias=True)\n"
        "  (bn): BatchNorm1d(4, eps=1e-05, momentum=0.1, affine=True, bias=True, "
        "track_running_stats=True)\n"
        ")"
    )

    class Multi(nn.Module):
        def extra_repr(self) -> str:
            return "first\nsecond"

    assert repr(Multi()) == "Multi(\n  first\n  second\n)"
    assert repr(nn.Module()) == "Module()"


def test_dir_lists_registered_names() -> None:
    names = dir(Net())
    for name in ("fc", "bn", "scale", "steps", "forward", "training"):
        assert name in names


def test_parameters_train_end_to_end() -> None:
    model = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1))
    x = at.rand(16, 2)
    y = (x[:, :1] - x[:, 1:]) * 2
    lr = 0.1
    losses = []
    for _ in range(60):
        loss = nn.functional.mse_loss(model(x), y)
        model.zero_grad()
        loss.backward()
        with glasstorch.autograd.no_grad():
            for p in model.parameters():
                p.sub_(p.grad * lr)
        losses.append(loss.item())
    assert losses[-1] < losses[0] * 0.5
