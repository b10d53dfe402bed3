"""derivatives.yaml in use: coverage of aten's operators and what the generated kernels do.

The coverage test reads the yaml files as they are now (aten's list grows), so it fails as
soon as an operator that takes tensors has neither a formula nor a not_differentiable mark.
"""

from __future__ import annotations

import glasstorch.aten as at
import glasstorch.autograd as autograd
import numpy as np
import pytest
from glasstorch.autograd import gradcheck
from glasstorch.autograd._generated import nodes, variable_type
from glasstorch.autograd.codegen import load_model
from glasstorch.autograd.codegen.model import KernelKind
from glasstorch.autograd.formulas import not_implemented
from glasstorch.autograd.saved_variable import ERR_BACKWARD_TWICE
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.scalar_type import bool_, float32, float64, int64
from glasstorch.c10.dispatch import Dispatcher


@pytest.fixture(scope="module")
def model():
    return load_model()


def leaf(*values: float, shape: tuple[int, ...] | None = None):
    array = np.array(values, dtype=np.float64)
    return at.tensor(array if shape is None else array.reshape(shape), requires_grad=True)


def test_every_operator_has_a_formula_or_a_mark(model) -> None:
    missing = [f"{f.name} ({f.loc})" for f in model.uncovered]
    assert not missing, (
        "these aten operators take tensors but have neither a formula nor a "
        "not_differentiable mark in derivatives.yaml:\n  " + "\n  ".join(missing)
    )


def test_every_kernel_is_registered_for_autograd(model) -> None:
    dispatcher = Dispatcher.singleton()
    for plan in model.plans:
        entry = dispatcher.find_schema(f"aten::{plan.func.name}").entry
        kernel = entry.kernel_for(DispatchKey.Autograd)
        assert kernel is not None, plan.func.name
        assert kernel.fn is getattr(variable_type, plan.func.unambiguous_name)


def test_every_node_class_exists(model) -> None:
    ops = {info.op for info in model.derivatives.infos if info.op is not None}
    assert ops == {cls.__name__ for cls in nodes.ALL_NODES}
    assert all(issubclass(cls, autograd.Node) for cls in nodes.ALL_NODES)


def test_grad_fn_names() -> None:
    x, y = leaf(1.0, 2.0), leaf(3.0, 4.0)
    assert (x * y).grad_fn.name() == "MulBackward0"
    assert (x + y).grad_fn.name() == "AddBackward0"
    assert x.sum().grad_fn.name() == "SumBackward0"
    assert x.sum(0).grad_fn.name() == "SumBackward1"
    assert at.log1p(x).grad_fn.name() == "Log1PBackward0"
    assert x.softmax(0).grad_fn.name() == "SoftmaxBackward0"


def test_out_variants_refuse_inputs_that_require_grad() -> None:
    x, out = leaf(1.0, 2.0), at.empty((2,), dtype=float64)
    message = (
        "add(): functions with out=... arguments don't support automatic differentiation, "
        "but one of the arguments requires grad."
    )
    with pytest.raises(RuntimeError) as info:
        at.add(x, x, out=out)
    assert str(info.value) == message
    with autograd.no_grad():
        at.add(x, x, out=out)
    assert out.tolist() == [2.0, 4.0]
    assert at.eq(x, x, out=at.empty((2,), dtype=bool_)).tolist() == [True, True]


def test_inplace_formulas_see_self_before_the_operator() -> None:
    x, y = leaf(2.0, 3.0), leaf(5.0, 7.0)
    z = x.clone()
    z.mul_(y)
    assert z.grad_fn.name() == "MulBackward0"
    gx, gy = autograd.grad(z.sum(), (x, y))
    assert gx.tolist() == [5.0, 7.0]
    assert gy.tolist() == [2.0, 3.0]  # the values of z before mul_, not after


def test_inplace_formulas_that_read_the_result() -> None:
    x = leaf(0.5, -1.0)
    z = x.clone()
    z.exp_()
    (gx,) = autograd.grad(z.sum(), (x,))
    np.testing.assert_allclose(gx.tolist(), np.exp([0.5, -1.0]))


def test_inplace_on_a_leaf_that_requires_grad_is_refused() -> None:
    with pytest.raises(RuntimeError, match="a leaf Variable that requires grad"):
        leaf(1.0).add_(1.0)


def test_non_differentiable_outputs_get_no_history() -> None:
    x = leaf(3.0, 1.0, 2.0)
    values, indices = x.max(0)
    assert values.grad_fn.name() == "MaxBackward0"
    assert indices.grad_fn is None and not indices.requires_grad
    assert not (x > 1.0).requires_grad
    assert not x.argmax().requires_grad
    assert not at.zeros_like(x).requires_grad
    sorted_values, _ = x.sort()
    (gx,) = autograd.grad((sorted_values * at.tensor([1.0, 2.0, 3.0], dtype=float64)).sum(), x)
    assert gx.tolist() == [3.0, 1.0, 2.0]


def test_conversions() -> None:
    x = leaf(1.5, -2.5)
    assert x.to(int64).grad_fn is None
    y = x.to(float32)
    assert y.grad_fn.name() == "ToCopyBackward0"
    (gx,) = autograd.grad(y.sum(), x)
    assert gx.dtype is float64 and gx.tolist() == [1.0, 1.0]


def test_copy_sends_the_gradient_to_the_source() -> None:
    src = at.tensor([1.0, 2.0], dtype=float32, requires_grad=True)
    dst = at.zeros((2, 2), dtype=float64)
    dst.copy_(src)  # broadcast and converted
    assert dst.grad_fn.name() == "CopyBackward0"
    (gs,) = autograd.grad((dst * 3).sum(), src)
    assert gs.dtype is float32 and gs.tolist() == [6.0, 6.0]


def test_piecewise_constant_operators_have_zero_gradients() -> None:
    x = leaf(0.3, 1.7)
    for y in (x.floor(), x.round(), x.sign(), at.div(x, 2.0, rounding_mode="floor")):
        (gx,) = autograd.grad(y.sum(), x)
        assert gx.tolist() == [0.0, 0.0]


def test_tensor_list_inputs() -> None:
    a, b = leaf(1.0, 2.0, 3.0, 4.0, shape=(2, 2)), leaf(5.0, 6.0, shape=(1, 2))
    assert gradcheck(lambda p, q: at.cat([p, q], 0), (a, b))
    assert gradcheck(lambda p, q: at.cat([p, q.t()], 1), (a, b))
    assert gradcheck(lambda p: at.stack([p, p * 2], 1), (a,))
    empty = at.tensor(np.zeros(0), requires_grad=True)  # cat's legacy 1-D empty input
    ga, ge = autograd.grad(at.cat([a, empty], 0).sum(), (a, empty))
    assert ga.tolist() == [[1.0, 1.0], [1.0, 1.0]] and ge.shape == (0,)


def test_list_outputs_with_unused_pieces() -> None:
    x = leaf(*range(6), shape=(3, 2))
    first, _, last = x.unbind(0)
    (gx,) = autograd.grad((first * 2 + last).sum(), x)
    assert gx.tolist() == [[2.0, 2.0], [0.0, 0.0], [1.0, 1.0]]
    pieces = x.split(2, 0)
    (gx,) = autograd.grad(pieces[1].sum(), x)
    assert gx.tolist() == [[0.0, 0.0], [0.0, 0.0], [1.0, 1.0]]


def test_multiple_differentiable_outputs() -> None:
    x = leaf(1.0, 2.0, 4.0)
    var, mean = at.var_mean(x)
    (g_var,) = autograd.grad(var, x, retain_graph=True)
    (g_both,) = autograd.grad(var + mean, x)
    np.testing.assert_allclose(g_var.tolist(), [-4.0 / 3, -1.0 / 3, 5.0 / 3])
    np.testing.assert_allclose(g_both.tolist(), [-1.0, 0.0, 2.0], atol=1e-12)


def test_saved_tensors_are_freed_after_backward() -> None:
    x = leaf(1.0, 2.0)
    y = (x * x).sum()
    y.backward()
    with pytest.raises(RuntimeError) as info:
        y.backward()
    assert str(info.value) == ERR_BACKWARD_TWICE


def test_saved_inputs_modified_in_place_are_detected() -> None:
    x = leaf(1.0, 2.0)
    a = x * 1
    y = a * a
    a.add_(1.0)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        y.sum().backward()


def test_formulas_are_differentiable() -> None:
    x = leaf(0.5, 2.0)
    (g,) = autograd.grad((x * x * x).sum(), x, create_graph=True)
    (gg,) = autograd.grad(g.sum(), x)
    assert gg.tolist() == [3.0, 12.0]  # d²(x³)/dx² = 6x


def test_not_implemented_formulas_raise() -> None:
    with pytest.raises(RuntimeError, match="the derivative for 'thing' is not implemented"):
        not_implemented("thing")


def test_plain_kernels_run_below_autograd(model) -> None:
    plain = [p for p in model.plans if p.kind is KernelKind.plain]
    assert {"eq.Tensor", "argmax", "nonzero"} <= {p.func.name for p in plain}
    x = leaf(1.0, -1.0)
    assert at.nonzero(x > 0).tolist() == [[0]]


# -- formulas the OpInfo samples do not reach ---------------------------------------------------
def _t(*shape: int, low: float = -2.0, high: float = 2.0, seed: int = 0):
    rng = np.random.default_rng(seed)
    return at.tensor(rng.uniform(low, high, size=shape), requires_grad=True)


def _with_zeros():
    return at.tensor([[1.5, 0.0, -2.0], [0.0, 0.0, 3.0]], dtype=float64, requires_grad=True)


def _index(*values: int):
    return at.tensor(list(values), dtype=int64)


EXTRA = {
    "add_ in place": (lambda x, y: x.clone().add_(y, alpha=2.0), lambda: (_t(2, 3), _t(3))),
    "mul_ of a view": (lambda x, y: x.clone().t().mul_(y), lambda: (_t(2, 3), _t(2))),
    "sigmoid_ in place": (lambda x: x.clone().sigmoid_(), lambda: (_t(4),)),
    "elu_ in place": (lambda x: at.elu_(x.clone(), 1.3), lambda: (_t(5),)),
    "leaky_relu_ in place": (lambda x: at.leaky_relu_(x.clone(), 0.2), lambda: (_t(5),)),
    "clamp with tensor bounds": (
        lambda x, lo, hi: at.clamp(x, lo, hi),
        lambda: (_t(3, 4, seed=1), _t(4, low=-1.5, high=-0.5), _t(3, 1, low=0.5, high=1.5)),
    ),
    "clamp with a tensor min only": (
        lambda x, lo: at.clamp(x, min=lo),
        lambda: (_t(4), _t(4, seed=2)),
    ),
    "maximum ties split": (
        lambda x, y: at.maximum(x, y),
        lambda: (leaf(1.0, 2.0, 3.0), at.tensor([1.0, 0.0, 4.0], dtype=float64)),
    ),
    "prod with zeros": (lambda x: x.prod(), lambda: (_with_zeros(),)),
    "prod along a dim with zeros": (lambda x: x.prod(1, keepdim=True), lambda: (_with_zeros(),)),
    "cumprod with zeros": (lambda x: x.cumprod(1), lambda: (_with_zeros(),)),
    "norm p=3 over a dim": (lambda x: x.norm(3, (1,)), lambda: (_t(3, 4),)),
    "norm p=1.5": (lambda x: x.norm(1.5), lambda: (_t(3, 4),)),
    "norm p=0.5": (lambda x: x.norm(0.5), lambda: (_t(3, 4),)),
    "std over dims": (lambda x: x.std((0, 2), correction=0), lambda: (_t(2, 3, 4),)),
    "std_mean": (lambda x: at.std_mean(x, 1), lambda: (_t(3, 4),)),
    "var of a vector": (lambda x: x.var(), lambda: (_t(5),)),
    "as_strided overlapping": (lambda x: x.as_strided((3, 3), (1, 1)), lambda: (_t(6),)),
    "as_strided of a view": (lambda x: x.t().as_strided((2, 2), (1, 3), 1), lambda: (_t(2, 3),)),
    "slice with a step": (lambda x: x.narrow(1, 1, 4)[:, ::3], lambda: (_t(3, 6),)),
    "select a negative index": (lambda x: x.select(1, -1), lambda: (_t(3, 4),)),
    "diagonal below": (lambda x: x.diagonal(-1, 1, 2), lambda: (_t(2, 4, 3),)),
    "split_with_sizes": (lambda x: x.split_with_sizes([1, 3], 1), lambda: (_t(2, 4),)),
    "squeeze_ in place": (lambda x: x.clone().squeeze_(1), lambda: (_t(3, 1, 2),)),
    "unsqueeze_ in place": (lambda x: x.clone().unsqueeze_(0), lambda: (_t(3),)),
    "transpose_ in place": (lambda x: x.clone().transpose_(0, 1), lambda: (_t(2, 3),)),
    "roll over dims": (lambda x: x.roll((1, -2), (0, 1)), lambda: (_t(3, 4),)),
    "roll flattened": (lambda x: x.roll(2), lambda: (_t(3, 4),)),
    "repeat with new dims": (lambda x: x.repeat((2, 1, 3)), lambda: (_t(2, 2),)),
    "index_put accumulate": (
        lambda x, v: at.index_put(x, [_index(0, 2, 0)], v, True),
        lambda: (_t(3, 2), _t(3, 2, seed=1)),
    ),
    "index_put_ in place": (
        lambda x, v: x.clone().index_put_([_index(1)], v),
        lambda: (_t(3, 2), _t(2, seed=1)),
    ),
    "index_fill with a tensor value": (
        lambda x, v: x.index_fill(1, _index(0, 2, 0), v),
        lambda: (_t(2, 3), leaf(0.5, shape=())),
    ),
    "masked_fill with a tensor value": (
        lambda x, v: x.masked_fill(at.tensor([True, False, True]), v),
        lambda: (_t(2, 3), leaf(0.5, shape=())),
    ),
    "masked_select broadcast": (
        lambda x: at.masked_select(x, at.tensor([[True, False, True]])),
        lambda: (_t(2, 3),),
    ),
    "take": (lambda x: at.take(x, _index(0, 5, 5, 2)), lambda: (_t(2, 3),)),
    "scatter with reduce=add": (
        lambda x, s: x.scatter(0, at.tensor([[0, 1], [0, 0]]), s, reduce="add"),
        lambda: (_t(2, 2), _t(2, 3, seed=1)),
    ),
    "scatter of a value with reduce=multiply": (
        lambda x: x.scatter(1, at.tensor([[0, 0], [1, 0]]), 1.5, reduce="multiply"),
        lambda: (_t(2, 3),),
    ),
    "lerp broadcast": (lambda a, b, w: at.lerp(a, b, w), lambda: (_t(3, 1), _t(4), _t(3, 4))),
    "softplus past its threshold": (lambda x: at.softplus(x, 2.0, 1.0), lambda: (_t(6),)),
    "elu with scales": (lambda x: at.elu(x, 0.7, 1.2, 0.8), lambda: (_t(6),)),
    "leaky_relu": (lambda x: at.leaky_relu(x, 0.3), lambda: (_t(6),)),
    "nan_to_num": (lambda x: at.nan_to_num(x), lambda: (_t(4),)),
    "rsub": (lambda x, y: at.rsub(x, y, alpha=2.0), lambda: (_t(3), _t(2, 1))),
    "copy_ from a broadcast source": (
        lambda src: at.zeros((2, 3), dtype=float64).copy_(src),
        lambda: (_t(3),),
    ),
}


@pytest.mark.filterwarnings("ignore:The reduce argument of torch.scatter")
@pytest.mark.parametrize("case", sorted(EXTRA), ids=str)
def test_extra_gradcheck(case: str) -> None:
    fn, make = EXTRA[case]
    assert gradcheck(fn, make())


@pytest.mark.parametrize(
    "case",
    ["clamp with tensor bounds", "prod with zeros", "cumprod with zeros", "norm p=3 over a dim",
     "as_strided overlapping", "diagonal below", "index_put accumulate", "std_mean"],
)  # fmt: skip
def test_extra_gradgradcheck(case: str) -> None:
    fn, make = EXTRA[case]
    np.random.seed(0)
    assert autograd.gradgradcheck(fn, make())


# -- neural-network operators ----------------------------------------------------------------------
def _x(*shape: int, seed: int = 0):
    """A float64 leaf of standard normal values."""
    return at.tensor(np.random.default_rng(seed).standard_normal(shape), requires_grad=True)


def _cross_entropy(x, target, weight=None, reduction=1, label_smoothing=0.0):
    return at.ops.aten.cross_entropy_loss(x, target, weight, reduction, -100, label_smoothing)


def test_nn_node_names() -> None:
    x, w = _x(1, 2, 4, 4), _x(2, 2, 3, 3, seed=1)
    assert at.conv2d(x, w).grad_fn.name() == "ConvolutionBackward0"
    assert at.max_pool2d(x, 2).grad_fn.name() == "MaxPool2DWithIndicesBackward0"
    assert at.layer_norm(x, (4,)).grad_fn.name() == "NativeLayerNormBackward0"
    assert at.group_norm(x, 2).grad_fn.name() == "NativeGroupNormBackward0"
    loss = _cross_entropy(x.flatten(1), at.tensor([3]))
    assert loss.grad_fn.name() == "NllLossBackward0"
    (g,) = autograd.grad(at.conv2d(x, w).sum(), x, create_graph=True)
    assert g.grad_fn.name() == "ConvolutionBackwardBackward0"


def test_conv2d() -> None:
    x, w, b = _x(2, 4, 5, 4), _x(6, 2, 3, 2, seed=1), _x(6, seed=2)
    assert gradcheck(lambda x, w, b: at.conv2d(x, w, b, 2, 1, 1, 2), (x, w, b))
    assert gradcheck(lambda x, w, b: at.conv2d(x, w, b, (1, 2), (2, 0), (1, 2), 2), (x, w, b))
    x, w, b = _x(1, 2, 3, 3), _x(2, 1, 2, 2, seed=1), _x(2, seed=2)
    assert autograd.gradgradcheck(lambda x, w, b: at.conv2d(x, w, b, 2, 1, 1, 2), (x, w, b))
    x, w = _x(1, 2, 3, 2), _x(2, 3, 2, 2, seed=1)  # transposed, through convolution_backward
    assert autograd.gradgradcheck(lambda x, w: at.conv_transpose2d(x, w, None, 2, 1, 1), (x, w))


def test_max_pool2d() -> None:
    x = _x(1, 2, 5, 6)
    assert gradcheck(lambda x: at.max_pool2d(x, 3, 2, 1), (x,))
    assert gradcheck(lambda x: at.max_pool2d(x, (2, 3), 2, 0, 1, True), (x,))
    out, indices = at.ops.aten.max_pool2d_with_indices(x, 2)
    assert indices.grad_fn is None and not indices.requires_grad
    (g,) = autograd.grad(out.sum(), x)
    assert g.sum().item() == out.numel()  # one 1 per window, at its maximum


def test_batch_norm_in_training() -> None:
    x, w, b = _x(4, 3, 2, 2), _x(3, seed=1), _x(3, seed=2)
    mean, var = at.zeros((3,), dtype=float64), at.ones((3,), dtype=float64)

    def bn(x, w, b):
        return at.batch_norm(x, w, b, mean, var, True, 0.1, 1e-5, True)

    assert gradcheck(bn, (x, w, b))
    assert not mean.requires_grad and mean.abs().sum().item() > 0  # the running stats moved
    small = (_x(2, 3, 2), _x(3, seed=1), _x(3, seed=2))
    assert autograd.gradgradcheck(bn, small)
    (gx,) = autograd.grad(bn(x, w, b).sum(), x)  # the output's sum does not depend on x
    np.testing.assert_allclose(gx.detach().numpy(), 0, atol=1e-10)


def test_batch_norm_in_evaluation() -> None:
    x, w, b = _x(3, 2, 4), _x(2, seed=1), _x(2, seed=2)
    mean, var = at.tensor([0.5, -0.5]), at.tensor([2.0, 0.5])
    assert autograd.gradgradcheck(
        lambda x, w, b: at.batch_norm(x, w, b, mean, var, False, 0.1, 1e-5, True), (x, w, b)
    )


def test_layer_norm_and_group_norm() -> None:
    x, w, b = _x(2, 3, 4), _x(3, 4, seed=1), _x(3, 4, seed=2)
    assert gradcheck(lambda x, w, b: at.layer_norm(x, (3, 4), w, b), (x, w, b))
    assert autograd.gradgradcheck(lambda x, w: at.layer_norm(x, (4,), w[0]), (x, w))
    x, w, b = _x(2, 4, 3), _x(4, seed=1), _x(4, seed=2)
    assert gradcheck(lambda x, w, b: at.group_norm(x, 2, w, b), (x, w, b))
    assert autograd.gradgradcheck(lambda x, w, b: at.group_norm(x, 2, w, b), (x, w, b))


def test_norm_backward_operators_are_not_differentiable() -> None:
    x = _x(3, 2)
    out, mean, invstd = at.native_batch_norm(x, None, None, None, None, True, 0.1, 1e-5)
    g = at.ones((3, 2), dtype=float64, requires_grad=True)
    gx, _, _ = at.native_batch_norm_backward(
        g, x, None, None, None, mean, invstd, True, 1e-5, [True, False, False]
    )
    assert not gx.requires_grad


def test_embedding() -> None:
    w = _x(5, 3)
    indices = at.tensor([[0, 4], [2, 2]])
    assert gradcheck(lambda w: at.embedding(w, indices), (w,))
    assert autograd.gradgradcheck(lambda w: at.embedding(w, indices) ** 2, (w,))
    g = _x(2, 2, 3, seed=1)  # scale_grad_by_freq's double backward divides by the counts too
    dense_backward = at.ops.aten.embedding_dense_backward
    assert gradcheck(lambda g: dense_backward(g, indices, 5, 4, True), (g,))
    (g,) = autograd.grad(at.embedding(w, at.tensor([1, 3, 1]), 1).sum(), w)
    assert g.tolist() == [[0.0] * 3, [0.0] * 3, [0.0] * 3, [1.0] * 3, [0.0] * 3]
    (g,) = autograd.grad(at.embedding(w, at.tensor([1, 3, 1]), -1, True).sum(), w)
    assert g.tolist()[1] == [1.0] * 3  # two lookups, scaled by their count


def test_cross_entropy_with_label_smoothing_and_class_weights() -> None:
    x, target = _x(4, 3), at.tensor([0, 2, 1, 2])
    weight = at.tensor([0.5, 2.0, 1.2])
    for reduction in (0, 1, 2):
        assert gradcheck(lambda x, r=reduction: _cross_entropy(x, target, weight, r, 0.2), (x,))
    assert autograd.gradgradcheck(lambda x: _cross_entropy(x, target, weight, 1, 0.2), (x,))


def test_pointwise_losses_and_their_double_backward() -> None:
    x, y = _x(3, 4), _x(3, 4, seed=1)
    p, t = _x(3, 4), _x(3, 4, seed=1)
    with autograd.no_grad():
        p.copy_(p.sigmoid() * 0.8 + 0.1)
        t.copy_(t.sigmoid())
    bce = at.ops.aten.binary_cross_entropy
    for reduction in (0, 1, 2):
        losses = [
            lambda a, b, r=reduction: at.ops.aten.mse_loss(a, b, r),
            lambda a, b, r=reduction: at.ops.aten.smooth_l1_loss(a, b, r, 0.7),
            lambda a, b, r=reduction: at.ops.aten.huber_loss(a, b, r, 0.7),
        ]
        for loss in losses:
            assert autograd.gradgradcheck(loss, (x, y))
        assert autograd.gradgradcheck(lambda a, b, r=reduction: bce(a, b, None, r), (p, t))


def test_activation_backward_operators() -> None:
    """The double-backward formulas, checked on the backward operators themselves."""
    g, x = _x(2, 3), _x(2, 3, seed=1)
    y = at.tensor(np.random.default_rng(2).uniform(0.1, 0.9, (2, 3)), requires_grad=True)
    aten = at.ops.aten
    cases = {
        "sigmoid": (lambda g, y: aten.sigmoid_backward(g, y), (g, y)),
        "tanh": (lambda g, y: aten.tanh_backward(g, y), (g, y)),
        "silu": (lambda g, x: aten.silu_backward(g, x), (g, x)),
        "gelu": (lambda g, x: aten.gelu_backward(g, x), (g, x)),
        "gelu tanh": (lambda g, x: aten.gelu_backward(g, x, approximate="tanh"), (g, x)),
        "elu": (lambda g, x: aten.elu_backward(g, 0.7, 1.2, 0.8, False, x), (g, x)),
        "elu of the result": (
            lambda g, y: aten.elu_backward(g, 0.7, 1.2, 0.8, True, y - 0.5),
            (g, y),
        ),
        "leaky_relu": (lambda g, x: aten.leaky_relu_backward(g, x, 0.2, False), (g, x)),
        "softplus": (lambda g, x: aten.softplus_backward(g, x, 2.0, 1.0), (g, x)),
        "threshold": (lambda g, x: aten.threshold_backward(g, x, 0.1), (g, x)),
        "softmax": (lambda g, y: aten._softmax_backward_data(g, y, 1, float64), (g, y)),
        "log_softmax": (lambda g, y: aten._log_softmax_backward_data(g, y, 0, float64), (g, y)),
    }
    for name, (fn, inputs) in cases.items():
        assert gradcheck(fn, inputs), name
    for fn, inputs in (cases["softmax"], cases["elu"], cases["softplus"]):
        assert autograd.gradgradcheck(fn, inputs)


def test_activations_second_derivatives() -> None:
    x = _x(6)
    for fn in (
        lambda x: at.elu(x, 0.7, 1.2, 0.8),
        lambda x: at.elu_(x * 1.0, 1.3),
        lambda x: at.leaky_relu_(x * 1.0, 0.2),
        lambda x: at.softplus(x, 2.0, 1.0),
        lambda x: at.sigmoid(x),
        lambda x: at.threshold(x, 0.1, -1.0),
    ):
        assert autograd.gradgradcheck(fn, (x,))


def test_padding_upsampling_and_dropout() -> None:
    x = _x(1, 2, 3, 4)
    aten = at.ops.aten
    for fn in (
        lambda x: at.constant_pad_nd(x, (1, -1, 2, 0), 0.5),
        lambda x: aten.reflection_pad2d(x, (1, 2, 2, 0)),
        lambda x: aten.replication_pad1d(x[0], (2, 1)),
        lambda x: aten.upsample_nearest2d(x, (5, 7)),
        lambda x: aten.upsample_bilinear2d(x, (4, 6), True),
    ):
        assert autograd.gradgradcheck(fn, (x,))
    out, mask = at.native_dropout(x, 0.5, True)
    assert out.grad_fn.name() == "NativeDropoutBackward0" and not mask.requires_grad
    v = at.ones((1, 2, 3, 4), dtype=float64, requires_grad=True)
    (g,) = autograd.grad(out, x, v, create_graph=True)
    np.testing.assert_array_equal(g.detach().numpy(), mask.numpy() * 2.0)
    assert g.grad_fn.name() == "NativeDropoutBackwardBackward0"


def test_small_cnn_parameter_gradients() -> None:
    """conv -> batch norm -> relu -> max pool -> linear -> cross entropy: every parameter's
    gradient against finite differences."""
    x, target = _x(2, 1, 6, 6, seed=10).detach(), at.tensor([1, 3])
    params = (
        _x(3, 1, 3, 3, seed=1), _x(3, seed=2),  # conv
        _x(3, seed=3), _x(3, seed=4),  # batch norm
        _x(4, 27, seed=5), _x(4, seed=6),  # linear
    )  # fmt: skip

    def net(conv_w, conv_b, bn_w, bn_b, lin_w, lin_b):
        h = at.conv2d(x, conv_w, conv_b, 1, 1)
        h = at.batch_norm(h, bn_w, bn_b, None, None, True, 0.1, 1e-5, True)
        h = at.max_pool2d(at.relu(h), 2).flatten(1)
        return _cross_entropy(at.ops.aten.linear(h, lin_w, lin_b), target)

    assert gradcheck(net, params)
    grads = autograd.grad(net(*params), params)
    assert [tuple(g.shape) for g in grads] == [tuple(p.shape) for p in params]
