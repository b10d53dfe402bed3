"""Per-tensor autograd state: requires_grad, grad, detach, SavedVariable."""

from __future__ import annotations

import gc
import weakref

import glasstorch.aten as aten
import glasstorch.autograd as autograd
import pytest
from glasstorch.autograd import Function
from glasstorch.autograd.function_utils import SavedVariable, set_history
from glasstorch.autograd.graph import AccumulateGrad, Node
from glasstorch.autograd.saved_variable import ERR_BACKWARD_TWICE
from glasstorch.autograd.variable import (
    grad_fn,
    gradient_edge,
    is_leaf,
    requires_grad,
    set_requires_grad,
)
from glasstorch.c10.core.scalar_type import int64


class Double(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, grad):
        return grad * 2


class Named(Node):
    def name(self) -> str:
        return "AddBackward0"

    def apply(self, grads):
        return grads


def test_requires_grad_flags() -> None:
    x = aten.tensor([1.0])
    assert not x.requires_grad and x.is_leaf and x.grad_fn is None
    x.requires_grad = True
    assert requires_grad(x) and is_leaf(x)
    assert x.requires_grad_(False) is x and not x.requires_grad
    assert repr(aten.tensor([1.0], requires_grad=True)) == "tensor([1.], requires_grad=True)"


def test_only_floating_tensors_require_grad() -> None:
    with pytest.raises(RuntimeError) as info:
        aten.tensor([1, 2]).requires_grad_()
    assert (
        str(info.value) == "Only Tensors of floating point and complex dtype can require gradients"
    )


def test_requires_grad_of_non_leaf() -> None:
    y = Double.apply(aten.tensor([1.0], requires_grad=True))
    y.requires_grad_()  # already true: allowed
    with pytest.raises(
        RuntimeError, match="^you can only change requires_grad flags of leaf variables."
    ):
        y.requires_grad = False


def test_gradient_edge() -> None:
    x = aten.tensor([1.0], requires_grad=True)
    edge = gradient_edge(x)
    assert isinstance(edge.node, AccumulateGrad) and edge.input_nr == 0
    y = Double.apply(x)
    assert gradient_edge(y) == (grad_fn(y), 0)
    assert gradient_edge(aten.tensor([1.0])) is None


def test_accumulator_is_weak() -> None:
    x = aten.tensor([1.0], requires_grad=True)
    ref = weakref.ref(gradient_edge(x).node)
    gc.collect()
    assert ref() is None  # nothing holds it once the graph is gone


def test_grad_setter_checks() -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    x.grad = aten.ones(2)
    assert x.grad.tolist() == [1.0, 1.0]
    x.grad = None
    assert x.grad is None
    with pytest.raises(RuntimeError, match="^assigned grad has data of a different size$"):
        x.grad = aten.ones(3)
    with pytest.raises(RuntimeError, match="^assigned grad has data of a different type$"):
        x.grad = aten.tensor([1, 2])
    with pytest.raises(TypeError, match="assigned grad expected to be a Tensor or None"):
        x.grad = 3
    with pytest.raises(RuntimeError, match="can't assign Variable as its own grad"):
        x.grad = x


def test_detach_shares_storage_and_version() -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    y = Double.apply(x)
    d = y.detach()
    assert not d.requires_grad and d.grad_fn is None
    assert d.data_ptr() == y.data_ptr()
    d.add_(1)
    assert y._version == d._version == 1


def test_detach_in_place() -> None:
    y = Double.apply(aten.tensor([1.0], requires_grad=True))
    assert y.detach_() is y
    assert y.grad_fn is None and not y.requires_grad
    base = aten.zeros(3)
    view = base[0:2]
    with pytest.raises(RuntimeError, match="^Can't detach views in-place"):
        view.detach_()


def test_saved_variable_of_none() -> None:
    saved = SavedVariable(None, False)
    assert saved.unpack() is None
    saved.reset_data()
    assert saved.unpack() is None


def test_saved_variable_version_check() -> None:
    x = aten.tensor([1.0, 2.0, 3.0], requires_grad=True)
    node = Named()
    y = aten.ones(3)
    set_history(y, node)
    saved = SavedVariable(y, False)
    assert saved.unpack() is y
    y.add_(1)
    with pytest.raises(RuntimeError) as info:
        saved.unpack()
    assert str(info.value) == (
        "one of the variables needed for gradient computation has been modified by an inplace "
        "operation: [glasstorch.FloatTensor [3]], which is output 0 of AddBackward0, is at "
        "version 1; expected version 0 instead. Hint: enable anomaly detection to find the "
        "operation that failed to compute its gradient, with "
        "glasstorch.autograd.set_detect_anomaly(True)."
    )
    leaf_saved = SavedVariable(x, False)
    with autograd.no_grad():
        x.mul_(2)
    with pytest.raises(RuntimeError, match=r"\[glasstorch.FloatTensor \[3\]\] is at version 1"):
        leaf_saved.unpack()


def test_saved_output_has_no_cycle_and_gets_its_node_back() -> None:
    node = Named()
    out = aten.ones(2)
    set_history(out, node)
    saved = SavedVariable(out, True)
    assert saved.data is not out and saved.data._impl.autograd_meta is None
    unpacked = saved.unpack(node)
    assert unpacked.grad_fn is node and unpacked.data_ptr() == out.data_ptr()
    node.saved = saved
    ref = weakref.ref(node)
    del node, out, unpacked, saved
    assert ref() is None  # freed by refcount alone: no node -> output -> node cycle


def test_saved_variable_after_reset() -> None:
    saved = SavedVariable(aten.ones(1), False)
    saved.reset_data()
    with pytest.raises(RuntimeError) as info:
        saved.unpack()
    assert str(info.value) == ERR_BACKWARD_TWICE


def test_integer_tensor_flags() -> None:
    t = aten.tensor([1, 2], dtype=int64)
    set_requires_grad(t, False)
    assert not requires_grad(t)


def test_metas_built_field_by_field_have_every_field() -> None:
    from glasstorch.autograd.variable import AutogradMeta

    x = aten.tensor([1.0, 2.0], requires_grad=True)
    y = x * 2  # set_history builds the output's meta without AutogradMeta.__init__
    with autograd.no_grad():
        v = aten.tensor([1.0, 2.0])[0:1]  # record_view does the same for views
    fields = [f for f in AutogradMeta.__slots__ if f != "__dict__"]
    reference = AutogradMeta()
    for t in (y, v):
        meta = t._impl.autograd_meta
        for field in fields:
            getattr(meta, field)  # raises if a field was left unset
    assert y._impl.autograd_meta.output_nr == 0 and y._impl.autograd_meta.requires_grad is False
    assert v._impl.autograd_meta.grad_fn is None and reference.attr_version is None
