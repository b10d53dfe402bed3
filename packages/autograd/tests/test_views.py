"""Views and in-place operations: CopySlices, regenerated view histories, and the errors."""

from __future__ import annotations

import glasstorch.aten as aten
import glasstorch.autograd as autograd
import pytest
from glasstorch.autograd import Function
from glasstorch.autograd.views import CreationMeta, as_strided_backward


class AddInPlace(Function):
    """x += y in place, declared with mark_dirty."""

    @staticmethod
    def forward(ctx, x, y):
        x.add_(y)
        ctx.mark_dirty(x)
        return x

    @staticmethod
    def backward(ctx, grad):
        return grad, grad


class Sum(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.shape = x.shape
        return x.sum()

    @staticmethod
    def backward(ctx, grad):
        return grad.expand(ctx.shape).clone()


def leaf(*values: float):
    return aten.tensor(list(values), requires_grad=True)


# -- the mechanism, with custom Functions only ---------------------------------------------------
def test_views_are_recorded_with_their_creation_mode() -> None:
    base = aten.zeros(4)
    view = base[1:3]
    meta = view._impl.autograd_meta
    assert meta.attr_version == 0 and meta.creation_meta == CreationMeta.DEFAULT
    with autograd.no_grad():
        assert base[0:1]._impl.autograd_meta.creation_meta == CreationMeta.NO_GRAD_MODE
    with autograd.inference_mode():
        assert base[0:1]._impl.autograd_meta.creation_meta == CreationMeta.INFERENCE_MODE
    first, _ = aten.zeros(2).unbind()
    assert first._impl.autograd_meta.creation_meta == CreationMeta.MULTI_OUTPUT_NODE
    assert aten.tensor([1, 2])[0:1]._impl.autograd_meta is None  # integral: not tracked


def test_inplace_function_on_view_rebases_the_base() -> None:
    base = aten.zeros(4)
    view = base[1:3]
    x = leaf(5.0, 7.0)
    out = AddInPlace.apply(view, x)
    assert out is view
    assert base.grad_fn.name() == "CopySlices" and base.requires_grad
    assert view.grad_fn.name() == "AsStridedBackward0"
    assert base.tolist() == [0.0, 5.0, 7.0, 0.0]
    Sum.apply(base).backward()
    assert x.grad.tolist() == [1.0, 1.0]


def test_as_strided_backward_places_and_sums() -> None:
    grad = aten.tensor([[1.0, 2.0], [3.0, 4.0]])
    base = ((2, 3), (3, 1), 0)
    result = as_strided_backward(grad, base, ((2, 2), (3, 1), 1), grad.dtype, grad.device)
    assert result.tolist() == [[0.0, 1.0, 2.0], [0.0, 3.0, 4.0]]
    overlapping = ((2, 2), (0, 1), 1)  # the same two elements twice (an expand)
    result = as_strided_backward(grad, base, overlapping, grad.dtype, grad.device)
    assert result.tolist() == [[0.0, 4.0, 6.0], [0.0, 0.0, 0.0]]


# -- with aten's operators and their derivatives --------------------------------------------------
def test_inplace_on_view_of_non_leaf() -> None:
    a = leaf(1.0, 2.0, 3.0, 4.0)
    b = a * 1
    v = b[1:3]
    v.mul_(10)
    assert b.grad_fn.name() == "CopySlices"
    assert v.grad_fn.name() == "AsStridedBackward0"
    (b * b).sum().backward()
    assert a.grad.tolist() == [2.0, 400.0, 600.0, 8.0]


def test_setitem_with_a_tensor_that_requires_grad() -> None:
    a = leaf(1.0, 2.0, 3.0)
    w = leaf(5.0)
    b = a.clone()
    b[0] = w[0] * 2
    (b * b).sum().backward()
    assert a.grad.tolist() == [0.0, 4.0, 6.0]
    assert w.grad.tolist() == [40.0]


def test_view_history_follows_inplace_change_of_base() -> None:
    a = leaf(1.0, 2.0, 3.0, 4.0)
    b = a * 1
    v = b[0:2]
    assert v.grad_fn.name() == "SliceBackward0"
    b.mul_(3)
    assert v.grad_fn.name() == "AsStridedBackward0"
    v.sum().backward()
    assert a.grad.tolist() == [3.0, 3.0, 0.0, 0.0]


def test_expanded_view_after_base_changed() -> None:
    a = leaf(1.0, 2.0)
    b = a * 1
    e = b.expand(3, 2)
    b.mul_(2)
    e.sum().backward()
    assert a.grad.tolist() == [6.0, 6.0]


def test_view_of_base_without_grad_gets_history() -> None:
    base = aten.zeros(3)
    view = base[0:2]
    x = leaf(2.0)
    base.add_(x)  # base now has history; the earlier view follows it
    assert view.requires_grad
    (view * view).sum().backward()
    assert x.grad.tolist() == [8.0]


def test_leaf_and_view_of_leaf_in_place() -> None:
    x = leaf(1.0, 2.0)
    with pytest.raises(RuntimeError) as info:
        x.add_(1)
    assert str(info.value) == (
        "a leaf Variable that requires grad is being used in an in-place operation."
    )
    with pytest.raises(RuntimeError) as info:
        x[0:1].mul_(2)
    assert str(info.value) == (
        "a view of a leaf Variable that requires grad is being used in an in-place operation."
    )
    with autograd.no_grad():
        x.add_(1)  # allowed without grad mode
    assert x.tolist() == [2.0, 3.0]


def test_view_made_in_no_grad_then_modified_with_grad() -> None:
    a = leaf(1.0, 2.0)
    b = a * 1
    with autograd.no_grad():
        v = b[0:1]
    with pytest.raises(RuntimeError) as info:
        v.mul_(2)
    assert str(info.value).startswith(
        "A view was created in no_grad mode and is being modified inplace with grad mode "
        "enabled. Given that this use case is ambiguous and error-prone, it is forbidden."
    )


def test_multi_output_views() -> None:
    a = leaf(1.0, 2.0)
    b = a * 1
    first, _ = b.unbind()
    with pytest.raises(RuntimeError) as info:
        first.mul_(2)
    assert str(info.value).startswith(
        "Output 0 of UnbindBackward0 is a view and is being modified inplace. This view is the "
        "output of a function that returns multiple views."
    )
    b.mul_(2)
    with pytest.raises(RuntimeError, match="its base or another view of its base has been"):
        first.grad_fn  # noqa: B018
    assert "grad_fn=<Invalid>" in repr(first)


def test_custom_function_returning_an_input_view() -> None:
    class Identity(Function):
        @staticmethod
        def forward(ctx, x):
            return x

        @staticmethod
        def backward(ctx, grad):
            return grad

    a = leaf(1.0)
    y = Identity.apply(a * 1)
    with pytest.raises(RuntimeError, match="This view was created inside a custom Function"):
        y.mul_(2)


def test_retain_grad_follows_inplace() -> None:
    a = leaf(1.0, 2.0)
    b = a * 1
    b.retain_grad()
    b.mul_(3)
    b.sum().backward()
    assert b.grad.tolist() == [1.0, 1.0]
    assert a.grad.tolist() == [3.0, 3.0]


def test_hook_registered_before_inplace_sees_old_gradient() -> None:
    a = leaf(1.0)
    b = a * 1
    seen = []
    b.register_hook(lambda g: seen.append(("before", g.tolist())))
    b.mul_(3)
    b.register_hook(lambda g: seen.append(("after", g.tolist())))
    b.sum().backward()
    assert seen == [("after", [1.0]), ("before", [3.0])]


def test_modifying_a_saved_tensor_through_a_view() -> None:
    a = leaf(1.0, 2.0)
    b = a * 1
    c = b * b
    b[0:1].mul_(2)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        c.sum().backward()


def test_autograd_grad_through_copy_slices() -> None:
    a = leaf(1.0, 2.0, 3.0, 4.0)
    other = leaf(1.0)
    b = a * 1
    b[1:3].mul_(10)
    loss = (b * b).sum() + other.sum()
    (ga,) = autograd.grad(loss, a)  # only part of the graph is planned for
    assert ga.tolist() == [2.0, 400.0, 600.0, 8.0]


def test_untracked_view_refuses_inplace() -> None:
    from glasstorch.aten.native.view_ops import make_view
    from glasstorch.autograd.function_utils import check_inplace

    b = leaf(1.0, 2.0) * 1
    view = make_view(b, (1,), (1,), 0)  # made behind the dispatcher's back
    assert view._impl.autograd_meta is None
    with pytest.raises(RuntimeError, match="did not record the view's creation"):
        check_inplace(view, True)
    check_inplace(view, False)  # nothing to differentiate: fine
