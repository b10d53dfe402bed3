"""AOT autograd: joint graphs, partitions, the runtime Function, modules and backends."""

import glasstorch as torch
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch import fx, nn
from glasstorch._functorch.aot_autograd import (
    aot_eager,
    aot_function,
    aot_module,
    aot_module_simplified,
    make_boxed_func,
    nop,
)
from glasstorch._functorch.partitioners import (
    default_partition,
    min_cut_rematerialization_partition,
)
from glasstorch.autograd import gradcheck

aten = torch.ops.aten


@pytest.fixture(autouse=True)
def _seed():
    torch.manual_seed(0)


class GraphRecorder:
    """A compiler that keeps the graphs it is given and runs them unchanged."""

    def __init__(self):
        self.graphs = []

    def __call__(self, gm, example_inputs):
        self.graphs.append((gm, example_inputs))
        return gm


def arr(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape)


def t(*shape, seed=0, requires_grad=False, dtype=None):
    return torch.tensor(arr(*shape, seed=seed), dtype=dtype, requires_grad=requires_grad)


def sin_mul(x, y):
    return torch.sin(x) * y


def test_forward_and_backward_graphs_of_sin_mul():
    fw, bw = GraphRecorder(), GraphRecorder()
    x, y = t(3, requires_grad=True), t(3, seed=1, requires_grad=True)
    out = aot_function(sin_mul, fw, bw)(x, y)
    (fw_gm, fw_inputs), (bw_gm, bw_inputs) = fw.graphs[0], bw.graphs[0]
    assert fw_gm.code.strip() == (
        "def forward(self, primals_1, primals_2):\n"
        "    sin = torch.ops.aten.sin.default(primals_1)\n"
        "    mul = torch.ops.aten.mul.Tensor(sin, primals_2)\n"
        "    return (mul, primals_1, primals_2, sin)"
    )
    assert bw_gm.code.strip() == (
        "def forward(self, primals_1, primals_2, sin, tangents_1):\n"
        "    mul_1 = torch.ops.aten.mul.Tensor(tangents_1, primals_2);  primals_2 = None\n"
        "    mul_2 = torch.ops.aten.mul.Tensor(tangents_1, sin);  tangents_1 = sin = None\n"
        "    cos = torch.ops.aten.cos.default(primals_1);  primals_1 = None\n"
        "    mul_3 = torch.ops.aten.mul.Tensor(mul_1, cos);  mul_1 = cos = None\n"
        "    return (mul_3, mul_2)"
    )
    # Compilers get meta tensors shaped like the placeholders.
    assert [tuple(i.shape) for i in bw_inputs] == [(3,)] * 4
    assert all(i.device.type == "meta" for i in fw_inputs + bw_inputs)
    assert type(out.grad_fn).__name__ == "CompiledFunctionBackward"
    out.backward(t(3, seed=2))
    np.testing.assert_allclose(x.grad.numpy(), np.cos(arr(3)) * arr(3, seed=1) * arr(3, seed=2))
    np.testing.assert_allclose(y.grad.numpy(), np.sin(arr(3)) * arr(3, seed=2))


def test_partition_saves_only_what_the_backward_reads():
    def f(x):
        a = torch.exp(x)  # its backward reads the result, not x
        b = a * 3  # backward needs nothing saved
        return torch.relu(b).sum()

    fw = GraphRecorder()
    x = t(4, requires_grad=True)
    aot_function(f, fw, nop)(x).backward()
    fw_gm = fw.graphs[0][0]
    assert fw_gm.meta["saved_values"] == ["exp", "relu"]
    outputs = next(n for n in fw_gm.graph.nodes if n.op == "output").args[0]
    assert [n.name for n in outputs] == ["sum_1", "exp", "relu"]
    e = np.exp(arr(4))
    np.testing.assert_allclose(x.grad.numpy(), np.where(3 * e > 0, 3 * e, 0.0))


def test_default_partition_directly_on_a_joint_graph():
    from glasstorch._functorch._aot_autograd.traced_function_transforms import trace_joint

    x, y = t(3, requires_grad=True), t(3, seed=1)
    joint, out_info, tangents = trace_joint(lambda a, b: [a * b], [x, y], None)
    placeholders = [n.name for n in joint.graph.nodes if n.op == "placeholder"]
    assert placeholders == ["primals_1", "primals_2", "tangents_1"]
    fw_gm, bw_gm = default_partition(joint, [x, y], num_fwd_outputs=1)
    assert fw_gm.meta["saved_values"] == ["primals_2"]
    assert [n.name for n in bw_gm.graph.nodes if n.op == "placeholder"] == [
        "primals_2",
        "tangents_1",
    ]
    (out, saved) = fw_gm(x.detach(), y)
    (gx, gy) = bw_gm(saved, torch.ones(3, dtype=torch.float64))
    assert gy is None
    np.testing.assert_allclose(gx.numpy(), arr(3, seed=1))


class MLP(nn.Module):
    def __init__(self, sizes=(20, 16, 16, 5)):
        super().__init__()
        layers = []
        for a, b in zip(sizes[:-1], sizes[1:], strict=False):
            layers += [nn.Linear(a, b), nn.ReLU()]
        self.net = nn.Sequential(*layers[:-1])

    def forward(self, x):
        return self.net(x)


def loss_fn(model, x, y):
    return F.cross_entropy(model(x), y)


def test_mlp_gradients_equal_eager():
    torch.manual_seed(1)
    eager = MLP()
    compiled_model = MLP()
    compiled_model.load_state_dict(eager.state_dict())
    x, y = torch.randn(8, 20), torch.tensor([0, 1, 2, 3, 4, 0, 1, 2])
    loss_fn(eager, x, y).backward()
    aot = aot_module(compiled_model, nop)
    loss = F.cross_entropy(aot(x), y)
    loss.backward()
    np.testing.assert_allclose(loss.item(), loss_fn(eager, x, y).item(), rtol=1e-6)
    for (name, p), q in zip(eager.named_parameters(), compiled_model.parameters(), strict=True):
        np.testing.assert_allclose(
            q.grad.numpy(), p.grad.numpy(), rtol=1e-5, atol=1e-7, err_msg=name
        )


def test_training_loop_equals_eager_step_for_step():
    torch.manual_seed(2)
    eager, compiled_model = MLP(), MLP()
    compiled_model.load_state_dict(eager.state_dict())
    gm = fx.symbolic_trace(compiled_model)
    x0 = torch.randn(8, 20)
    step = aot_eager(gm, [x0])
    opt_e = torch.optim.SGD(eager.parameters(), lr=0.1)
    opt_c = torch.optim.SGD(gm.parameters(), lr=0.1)
    for i in range(4):
        x = torch.randn(8, 20)
        y = torch.randint(0, 5, (8,))
        opt_e.zero_grad()
        opt_c.zero_grad()
        le = F.cross_entropy(eager(x), y)
        le.backward()
        lc = F.cross_entropy(step(x), y)
        lc.backward()
        opt_e.step()
        opt_c.step()
        np.testing.assert_allclose(lc.item(), le.item(), rtol=1e-6, err_msg=f"step {i}")
    for p, q in zip(eager.parameters(), gm.parameters(), strict=True):
        np.testing.assert_allclose(q.detach().numpy(), p.detach().numpy(), rtol=1e-5, atol=1e-7)


def test_aot_module_simplified_lifts_parameters_and_compiles_now():
    lin = nn.Linear(4, 3)
    gm = fx.symbolic_trace(lin)
    fw, bw = GraphRecorder(), GraphRecorder()
    forward = aot_module_simplified(gm, [torch.randn(2, 4)], fw, bw)
    assert len(fw.graphs) == 1 and len(bw.graphs) == 1  # compiled before any call
    fw_gm = fw.graphs[0][0]
    assert [n.name for n in fw_gm.graph.nodes if n.op == "placeholder"] == [
        "primals_1",
        "primals_2",
        "primals_3",
    ]
    assert aten.addmm.default in [n.target for n in fw_gm.graph.nodes]
    x = torch.randn(2, 4)
    out = forward(x)
    out.sum().backward()
    np.testing.assert_allclose(lin.weight.grad.numpy(), np.tile(x.numpy().sum(0), (3, 1)))
    np.testing.assert_allclose(lin.bias.grad.numpy(), np.full(3, 2.0))
    assert len(fw.graphs) == 1  # the same kind of input reuses the compiled graphs


def test_inputs_without_grad_get_no_gradient():
    bw = GraphRecorder()
    x, y = t(3, requires_grad=True), t(3, seed=1)
    out = aot_function(sin_mul, nop, bw)(x, y)
    out.sum().backward()
    (bw_gm, _) = bw.graphs[0]
    outputs = next(n for n in bw_gm.graph.nodes if n.op == "output").args[0]
    assert outputs[1] is None and y.grad is None
    np.testing.assert_allclose(x.grad.numpy(), np.cos(arr(3)) * arr(3, seed=1))


def test_inference_traces_the_forward_only():
    fw, bw = GraphRecorder(), GraphRecorder()
    g = aot_function(sin_mul, fw, bw)
    x, y = t(3), t(3, seed=1)
    out = g(x, y)
    assert len(fw.graphs) == 1 and bw.graphs == [] and out.grad_fn is None
    assert [n.target for n in fw.graphs[0][0].graph.nodes if n.op == "call_function"] == [
        aten.sin.default,
        aten.mul.Tensor,
    ]
    np.testing.assert_allclose(out.numpy(), np.sin(arr(3)) * arr(3, seed=1))
    # no_grad: inputs that require grad still get the inference graph.
    xr = t(3, requires_grad=True)
    with torch.no_grad():
        out = g(xr, y)
    assert out.grad_fn is None and not out.requires_grad and bw.graphs == []
    assert len(fw.graphs) == 2


def test_non_differentiable_outputs():
    def f(x):
        return x * 2, torch.argmax(x), x.sum()

    x = t(5, requires_grad=True)
    doubled, index, total = aot_function(f, nop)(x)
    assert index.dtype == torch.int64 and not index.requires_grad
    assert index.item() == int(np.argmax(arr(5)))
    assert doubled.requires_grad and total.requires_grad
    # Only ``total`` is used: the gradient of ``doubled`` is materialized as zeros.
    total.backward()
    np.testing.assert_allclose(x.grad.numpy(), np.ones(5))


def test_nested_inputs_and_outputs_and_constants():
    def f(pair, scale, extra):
        a, b = pair
        return {"sum": (a + b) * scale, "scaled": [a * extra["k"]]}

    a, b = t(2, requires_grad=True), t(2, seed=1, requires_grad=True)
    out = aot_function(f, nop)((a, b), 3.0, {"k": 2.0})
    assert set(out) == {"sum", "scaled"}
    (out["sum"].sum() + out["scaled"][0].sum()).backward()
    np.testing.assert_allclose(a.grad.numpy(), np.full(2, 5.0))
    np.testing.assert_allclose(b.grad.numpy(), np.full(2, 3.0))


def test_a_tensor_passed_twice_gets_its_gradient_once():
    x = t(3, requires_grad=True)
    aot_function(lambda a, b: (a * b).sum(), nop)(x, x).backward()
    np.testing.assert_allclose(x.grad.numpy(), 2 * arr(3))


def test_module_with_buffers_batchnorm_eval():
    bn = nn.BatchNorm1d(4)
    bn.running_mean.copy_(torch.tensor([0.5, -1.0, 2.0, 0.0]))
    bn.running_var.copy_(torch.tensor([1.5, 0.5, 2.0, 1.0]))
    bn.eval()
    model = nn.Sequential(nn.Linear(3, 4), bn)
    x = torch.randn(6, 3)
    expected = model(x)
    expected.sum().backward()
    grads = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    compiled = aot_module(model, nop)
    out = compiled(x)
    np.testing.assert_allclose(out.detach().numpy(), expected.detach().numpy(), rtol=1e-6)
    out.sum().backward()
    for p, g in zip(model.parameters(), grads, strict=True):
        np.testing.assert_allclose(p.grad.numpy(), g.numpy(), rtol=1e-5, atol=1e-7)
    assert bn.running_mean.grad is None


def test_gradcheck_through_an_aot_compiled_function():
    def f(x, w):
        return torch.tanh(x @ w).sum(1) * torch.exp(x[:, 0])

    x = t(3, 4, requires_grad=True, dtype=torch.float64)
    w = t(4, 2, seed=1, requires_grad=True, dtype=torch.float64)
    assert gradcheck(aot_function(f, nop), (x, w))


def test_unboxed_and_boxed_compilers():
    calls = []

    def unboxed(gm, example_inputs):
        def run(*args):
            calls.append(len(args))
            return gm(*args)

        return run

    def boxed(gm, example_inputs):
        def run(args):
            calls.append(("boxed", len(args)))
            return gm(*args)

        run._boxed_call = True
        return run

    x, y = t(3, requires_grad=True), t(3, seed=1, requires_grad=True)
    aot_function(sin_mul, unboxed, boxed)(x, y).sum().backward()
    assert calls == [2, ("boxed", 4)]
    assert make_boxed_func(lambda a, b: a + b)([1, 2]) == 3


def test_decompositions_are_applied_to_both_graphs():
    def silu_decomp(x):
        return x * torch.sigmoid(x)

    fw, bw = GraphRecorder(), GraphRecorder()
    x = t(4, requires_grad=True)
    out = aot_function(F.silu, fw, bw, decompositions={aten.silu.default: silu_decomp})(x)
    out.sum().backward()
    targets = [n.target for n in fw.graphs[0][0].graph.nodes if n.op == "call_function"]
    assert aten.silu.default not in targets and aten.sigmoid.default in targets
    s = 1 / (1 + np.exp(-arr(4)))
    np.testing.assert_allclose(x.grad.numpy(), s * (1 + arr(4) * (1 - s)), rtol=1e-6)


def test_batchnorm_training_updates_buffers_and_gradients_like_eager():
    torch.manual_seed(3)
    eager = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4))
    model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4))
    model.load_state_dict(eager.state_dict())
    compiled = aot_module(model, nop)
    for _ in range(2):
        x = torch.randn(6, 3)
        a, b = eager(x), compiled(x)
        a.pow(2).sum().backward()
        b.pow(2).sum().backward()
        np.testing.assert_allclose(b.detach().numpy(), a.detach().numpy(), rtol=1e-5, atol=1e-6)
    buffers = dict(model.named_buffers())
    for name, buf in eager.named_buffers():
        np.testing.assert_allclose(buffers[name].numpy(), buf.numpy(), rtol=1e-6)
    assert int(model[1].num_batches_tracked.item()) == 2
    for p, q in zip(eager.parameters(), model.parameters(), strict=True):
        np.testing.assert_allclose(q.grad.numpy(), p.grad.numpy(), rtol=1e-5, atol=1e-6)


# -- min-cut rematerialization ---------------------------------------------------------------
def test_min_cut_saves_inputs_and_recomputes_cheap_values():
    fw, bw = GraphRecorder(), GraphRecorder()
    x, y = t(3, requires_grad=True), t(3, seed=1, requires_grad=True)
    out = aot_function(sin_mul, fw, bw, partition_fn=min_cut_rematerialization_partition)(x, y)
    assert fw.graphs[0][0].meta["saved_values"] == ["primals_1", "primals_2"]
    bw_targets = [n.target for n in bw.graphs[0][0].graph.nodes if n.op == "call_function"]
    assert aten.sin.default in bw_targets  # recomputed rather than saved
    out.backward(torch.ones(3, dtype=torch.float64))
    np.testing.assert_allclose(x.grad.numpy(), np.cos(arr(3)) * arr(3, seed=1))
    np.testing.assert_allclose(y.grad.numpy(), np.sin(arr(3)))


def test_min_cut_keeps_matrix_products_in_the_forward():
    fw, bw = GraphRecorder(), GraphRecorder()
    torch.manual_seed(4)
    eager, model = MLP(), MLP()
    model.load_state_dict(eager.state_dict())
    x, y = torch.randn(8, 20), torch.randint(0, 5, (8,))
    loss_fn(eager, x, y).backward()
    compiled = aot_module(model, fw, bw, partition_fn=min_cut_rematerialization_partition)
    F.cross_entropy(compiled(x), y).backward()
    saved = fw.graphs[0][0].meta["saved_values"]
    assert "addmm" in saved and "relu" not in saved  # relu is recomputed from addmm
    bw_targets = [n.target for n in bw.graphs[0][0].graph.nodes if n.op == "call_function"]
    assert aten.addmm.default not in bw_targets
    for p, q in zip(eager.parameters(), model.parameters(), strict=True):
        np.testing.assert_allclose(q.grad.numpy(), p.grad.numpy(), rtol=1e-5, atol=1e-7)
