"""Saved-tensor hooks: saved_tensors_hooks, save_on_cpu, disable_saved_tensors_hooks and
SavedTensor.register_hooks, checked against hand-computed gradients and PyTorch's errors."""

from __future__ import annotations

import glasstorch.aten as aten
import numpy as np
import pytest
from glasstorch.autograd import SavedTensor, grad
from glasstorch.autograd.graph import (
    disable_saved_tensors_hooks,
    save_on_cpu,
    saved_tensors_hooks,
)
from glasstorch.c10.core.scalar_type import float64


def leaf(*values: float):
    return aten.tensor(list(values), dtype=float64, requires_grad=True)


def test_every_saved_tensor_is_packed_and_unpacked() -> None:
    a = leaf(0.5, -1.0, 2.0)
    packed, unpacked = [], []

    def pack(t):
        packed.append(t)
        return ("box", t)

    def unpack(box):
        unpacked.append(box)
        return box[1]

    with saved_tensors_hooks(pack, unpack):
        b = a * a  # saves self and other: both are ``a`` itself
        c = b.exp()  # saves its result
    assert len(packed) == 3 and packed[0] is a and packed[1] is a
    assert packed[2].grad_fn is c.grad_fn  # the output, with its history
    assert unpacked == []
    c.sum().backward()
    assert len(unpacked) == 3
    x = np.array([0.5, -1.0, 2.0])
    np.testing.assert_allclose(a.grad.numpy(), 2 * x * np.exp(x * x))


def test_pack_runs_without_grad_and_unpack_restores_history() -> None:
    a = leaf(1.0, 2.0, 3.0)
    seen = []

    def pack(t):
        copy = t * 1  # grad mode is off inside pack_hook: no history
        seen.append(copy.requires_grad)
        return copy

    with saved_tensors_hooks(pack, lambda t: t):
        y = (a * a * a).sum()
    assert seen and not any(seen)
    (g,) = grad(y, a, create_graph=True)  # the unpacked tensors lead back to ``a``
    np.testing.assert_allclose(g.detach().numpy(), [3.0, 12.0, 27.0])
    g.sum().backward()
    np.testing.assert_allclose(a.grad.numpy(), [6.0, 12.0, 18.0])


def test_innermost_hooks_win_and_hooks_are_popped() -> None:
    a = leaf(1.0, 2.0)
    outer, inner = [], []
    with saved_tensors_hooks(lambda t: outer.append(1) or t, lambda t: t):
        with saved_tensors_hooks(lambda t: inner.append(1) or t, lambda t: t):
            a.sin()
        a.cos()
    a.tan()
    assert len(inner) == 1 and len(outer) == 1


def test_hooks_release_with_the_graph() -> None:
    a = leaf(1.0, 2.0)
    with saved_tensors_hooks(lambda t: t, lambda t: t):
        y = a.exp().sum()
    y.backward()
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        y.backward()


def test_unpack_must_return_a_tensor() -> None:
    a = leaf(1.0, 2.0)
    with saved_tensors_hooks(lambda t: t, lambda t: 5):
        y = (a * a).sum()
    message = (
        "Output of saved tensor unpack_hook expected to be a Tensor but got result of type int"
    )
    with pytest.raises(TypeError, match=message):
        y.backward()


def test_pack_may_not_modify_its_input() -> None:
    a = leaf(1.0, 2.0)
    with saved_tensors_hooks(lambda t: t.add_(0), lambda t: t):
        with pytest.raises(RuntimeError, match="A saved tensor pack hook is modifying its input"):
            a.detach() * a


def test_disable_saved_tensors_hooks() -> None:
    with disable_saved_tensors_hooks("no hooks here"):
        with pytest.raises(RuntimeError, match="^no hooks here$"):
            with saved_tensors_hooks(lambda t: t, lambda t: t):
                pass
    with saved_tensors_hooks(lambda t: t, lambda t: t):
        with pytest.raises(RuntimeError, match="^already hooked$"):
            with disable_saved_tensors_hooks("already hooked"):
                pass
    with saved_tensors_hooks(lambda t: t, lambda t: t):  # enabled again afterwards
        pass


def test_save_on_cpu_gives_the_same_gradients() -> None:
    a = leaf(0.1, 0.2, 0.3)
    with save_on_cpu():
        y = (a.sin() * a).sum()
    y.backward()
    x = np.array([0.1, 0.2, 0.3])
    np.testing.assert_allclose(a.grad.numpy(), np.cos(x) * x + np.sin(x))


def test_raw_saved_tensor_register_hooks() -> None:
    a = leaf(1.0, -2.0)
    b = a * a
    saved = b.grad_fn._raw_saved_self
    assert isinstance(saved, SavedTensor)
    assert saved.data is a and saved.unpack() is a and b.grad_fn._saved_self is a
    assert saved.unpack_hook is None
    log = []

    def pack(t):
        log.append(("pack", t is a, t.requires_grad))  # a detached alias of ``a``
        return ("box", t.clone())

    def unpack(box):
        log.append("unpack")
        return box[1]

    saved.register_hooks(pack, unpack)
    assert log == [("pack", False, False)] and saved.unpack_hook is unpack
    assert saved.data[0] == "box"
    with pytest.raises(RuntimeError, match="whose hooks have already been set"):
        saved.register_hooks(pack, unpack)
    b.sum().backward()
    assert log[-1] == "unpack"
    np.testing.assert_allclose(a.grad.numpy(), [2.0, -4.0])
    with pytest.raises(RuntimeError, match="after it has been freed"):
        b.grad_fn._raw_saved_other.register_hooks(pack, unpack)


def test_saved_tensor_is_made_by_nodes_only() -> None:
    with pytest.raises(RuntimeError, match="Trying to create a SavedTensor object from Python"):
        SavedTensor()
    a = leaf(1.0)
    with pytest.raises(AttributeError, match="'ExpBackward0' object has no attribute"):
        _ = a.exp().grad_fn._raw_saved_bias
