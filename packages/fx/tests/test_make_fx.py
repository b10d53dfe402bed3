"""make_fx: aten-level graphs, re-running them, decompositions, backward, fake tensors."""

import operator

import glasstorch as torch
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.fx.experimental.fake_tensor import FakeTensorMode, run_on_meta
from glasstorch.fx.experimental.proxy_tensor import make_fx

aten = torch.ops.aten


def arr(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def t(*shape, seed=0, requires_grad=False):
    return torch.tensor(arr(*shape, seed=seed), requires_grad=requires_grad)


def targets(gm):
    return [n.target for n in gm.graph.nodes if n.op == "call_function"]


def sin_mul_add(x, y):
    return torch.sin(x) * y + 1


@pytest.mark.parametrize("mode", ["real", "fake"])
def test_graph_code_and_rerun(mode):
    x, y = t(3), t(3, seed=1)
    gm = make_fx(sin_mul_add, tracing_mode=mode)(x, y)
    assert gm.code.strip() == (
        "def forward(self, x_1, y_1):\n"
        "    sin = torch.ops.aten.sin.default(x_1);  x_1 = None\n"
        "    mul = torch.ops.aten.mul.Tensor(sin, y_1);  sin = y_1 = None\n"
        "    add = torch.ops.aten.add.Tensor(mul, 1);  mul = None\n"
        "    return add"
    )
    assert targets(gm) == [aten.sin.default, aten.mul.Tensor, aten.add.Tensor]
    np.testing.assert_allclose(gm(x, y).numpy(), np.sin(arr(3)) * arr(3, seed=1) + 1, rtol=1e-6)
    # New inputs, same graph.
    x2, y2 = t(3, seed=5), t(3, seed=6)
    np.testing.assert_allclose(gm(x2, y2).numpy(), sin_mul_add(x2, y2).numpy(), rtol=1e-6)


def test_varargs_placeholders_and_non_tensor_arguments():
    def f(*args):
        x, n = args
        return x.sum(n, keepdim=True) * n

    x = t(2, 3)
    gm = make_fx(f)(x, 1)
    names = [n.name for n in gm.graph.nodes if n.op == "placeholder"]
    assert names == ["arg0_1", "arg1_1"]
    call = next(n for n in gm.graph.nodes if n.target == aten.sum.dim_IntList)
    assert list(call.args[1]) == [1] and call.args[2] is True
    np.testing.assert_allclose(gm(x, 1).numpy(), arr(2, 3).sum(1, keepdims=True), rtol=1e-6)


def test_nested_inputs_are_flattened_with_numbered_names():
    def joint(primals, tangents):
        return [primals[0] * primals[1] + tangents[0]]

    a, b, c = t(2), t(2, seed=1), t(2, seed=2)
    gm = make_fx(joint)([a, b], [c])
    names = [n.name for n in gm.graph.nodes if n.op == "placeholder"]
    assert names == ["primals_1", "primals_2", "tangents_1"]
    (out,) = gm(a, b, c)
    np.testing.assert_allclose(out.numpy(), arr(2) * arr(2, seed=1) + arr(2, seed=2))


def test_multiple_outputs_become_getitem_nodes():
    def f(x):
        values, indices = torch.max(x, 1)
        return values, indices

    x = t(3, 4)
    gm = make_fx(f)(x)
    assert operator.getitem in targets(gm)
    values, indices = gm(x)
    np.testing.assert_array_equal(indices.numpy(), arr(3, 4).argmax(1))
    np.testing.assert_allclose(values.numpy(), arr(3, 4).max(1))


def test_captured_tensors_become_get_attr_constants():
    lin = nn.Linear(4, 3)
    offset = t(3, seed=3)

    def f(x):
        return lin(x) + offset

    x = t(2, 4)
    gm = make_fx(f)(x)
    attrs = [n.target for n in gm.graph.nodes if n.op == "get_attr"]
    assert attrs == ["_param_constant0", "_param_constant1", "_tensor_constant0"]
    assert gm._param_constant0 is lin.weight
    expected = (
        arr(2, 4) @ lin.weight.detach().numpy().T + lin.bias.detach().numpy() + arr(3, seed=3)
    )
    np.testing.assert_allclose(gm(x).detach().numpy(), expected, rtol=1e-5)


def test_composite_operators_are_decomposed():
    x, w, b = t(2, 4), t(3, 4, seed=1), t(3, seed=2)
    gm = make_fx(F.linear)(x, w, b)
    assert targets(gm) == [aten.t.default, aten.addmm.default]


def test_decomposition_table_is_applied_while_tracing():
    def silu(x):
        return x * torch.sigmoid(x)

    def relu_decomp(x):
        return torch.where(x > 0, x, torch.zeros_like(x))

    def f(x):
        return F.silu(torch.relu(x))

    x = t(5)
    table = {aten.relu.default: relu_decomp, aten.silu: silu}
    gm = make_fx(f, decomposition_table=table)(x)
    used = targets(gm)
    assert aten.relu.default not in used and aten.silu.default not in used
    assert aten.where.self in used and aten.sigmoid.default in used
    r = np.maximum(arr(5), 0)
    np.testing.assert_allclose(gm(x).numpy(), r / (1 + np.exp(-r)), rtol=1e-6)


def test_decomposition_may_decline():
    calls = []

    def decline(x):
        calls.append(x)
        return NotImplemented

    gm = make_fx(torch.neg, decomposition_table={aten.neg.default: decline})(t(2))
    assert len(calls) == 1 and targets(gm) == [aten.neg.default]


@pytest.mark.parametrize("mode", ["real", "fake"])
def test_backward_is_traced_through_autograd_grad(mode):
    def f(x, w):
        loss = torch.relu(x @ w).sum()
        return torch.autograd.grad(loss, [x, w])

    x, w = t(2, 3, requires_grad=True), t(3, 4, seed=1, requires_grad=True)
    gm = make_fx(f, tracing_mode=mode)(x, w)
    used = targets(gm)
    assert aten.threshold_backward.default in used
    assert used.count(aten.mm.default) == 3  # forward, and the two gradients
    gx, gw = gm(x.detach(), w.detach())
    mask = (arr(2, 3) @ arr(3, 4, seed=1) > 0).astype(np.float32)
    np.testing.assert_allclose(gx.numpy(), mask @ arr(3, 4, seed=1).T, rtol=1e-5)
    np.testing.assert_allclose(gw.numpy(), arr(2, 3).T @ mask, rtol=1e-5)


def test_fake_mode_traces_on_meta_and_records_shapes():
    seen = []

    def f(x):
        seen.append(x.device.type)
        return torch.cat([x, torch.zeros(2, 3)]).t()

    x = t(4, 3)
    gm = make_fx(f, tracing_mode="fake")(x)
    assert seen == ["meta"]
    vals = {n.name: n.meta["val"] for n in gm.graph.nodes if "val" in n.meta}
    assert tuple(vals["cat"].shape) == (6, 3) and vals["cat"].device.type == "meta"
    assert tuple(gm.graph.find_nodes(op="call_function")[-1].meta["tensor_meta"].shape) == (3, 6)
    # The factory call keeps the device the program asked for.
    out = gm(x)
    assert out.device.type == "cpu" and tuple(out.shape) == (3, 6)
    np.testing.assert_allclose(out.numpy(), np.concatenate([arr(4, 3), np.zeros((2, 3))]).T)


def test_in_place_operators_are_recorded():
    def f(x):
        y = x.clone()
        y.mul_(2)
        return y.add_(1)

    x = t(3)
    gm = make_fx(f)(x)
    assert targets(gm) == [aten.clone.default, aten.mul_.Tensor, aten.add_.Tensor]
    np.testing.assert_allclose(gm(x).numpy(), arr(3) * 2 + 1)


def test_run_on_meta_gives_shapes_of_a_graph_module():
    lin = nn.Linear(4, 3)
    gm = make_fx(lambda x: torch.relu(lin(x)))(t(2, 4))
    out = run_on_meta(gm, t(7, 4))
    assert out.device.type == "meta" and tuple(out.shape) == (7, 3)
    with FakeTensorMode() as mode:
        fake = mode.from_tensor(t(5, 4))
        assert mode.from_tensor(lin.weight) is mode.from_tensor(lin.weight)
        assert tuple(gm(fake).shape) == (5, 3)


def test_bad_tracing_modes():
    with pytest.raises(AssertionError, match="Unexpected tracing type: bogus"):
        make_fx(torch.sin, tracing_mode="bogus")
    with pytest.raises(NotImplementedError, match="symbolic"):
        make_fx(torch.sin, tracing_mode="symbolic")(t(2))
    with pytest.raises(TypeError, match="OpOverloads"):
        make_fx(torch.sin, decomposition_table={"sin": torch.cos})(t(2))


def test_a_failing_function_leaves_no_mode_behind():
    from glasstorch.aten._python_dispatch import _len_torch_dispatch_mode_stack

    def f(x):
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        make_fx(f, tracing_mode="fake")(t(2))
    assert _len_torch_dispatch_mode_stack() == 0
    np.testing.assert_allclose(torch.sin(t(2)).numpy(), np.sin(arr(2)), rtol=1e-6)


def test_fake_traces_record_the_inputs_device_not_meta():
    def f(x):
        return x + torch.ones(x.shape, device=x.device)

    x = t(2, 3)
    gm = make_fx(f, tracing_mode="fake")(x)
    ones = next(n for n in gm.graph.nodes if n.target == aten.ones.default)
    assert ones.kwargs["device"].type == "cpu"
    assert ones.meta["val"].device.type == "meta"
    np.testing.assert_allclose(gm(x).numpy(), arr(2, 3) + 1)
