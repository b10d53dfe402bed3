"""autograd.backward / autograd.grad through the engine, on graphs of custom Functions."""

from __future__ import annotations

import threading

import glasstorch.aten as aten
import glasstorch.autograd as autograd
import pytest
from glasstorch.autograd import Function
from glasstorch.autograd.engine import run_backward


class Mul(Function):
    @staticmethod
    def forward(ctx, x, y):
        ctx.save_for_backward(x, y)
        return x * y

    @staticmethod
    def backward(ctx, grad):
        x, y = ctx.saved_tensors
        return Mul.apply(grad, y), Mul.apply(grad, x)


class Add(Function):
    @staticmethod
    def forward(ctx, x, y):
        return x + y

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
        return Expand.apply(grad, ctx.shape)


class Expand(Function):
    @staticmethod
    def forward(ctx, g, shape):
        return g.expand(shape).clone()

    @staticmethod
    def backward(ctx, grad):
        return Sum.apply(grad), None


def leaf(*values: float):
    return aten.tensor(list(values), requires_grad=True)


def test_scalar_backward_defaults_to_one() -> None:
    x = leaf(1.0, 2.0)
    Sum.apply(Mul.apply(x, x)).backward()
    assert x.grad.tolist() == [2.0, 4.0]


def test_gradients_accumulate_across_calls() -> None:
    x = leaf(1.0, 2.0)
    Sum.apply(Mul.apply(x, x)).backward()
    Sum.apply(Mul.apply(x, x)).backward()
    assert x.grad.tolist() == [4.0, 8.0]


def test_first_gradient_is_stored_without_copy_when_unshared() -> None:
    pointers = []

    class Fresh(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 1

        @staticmethod
        def backward(ctx, grad):
            result = grad * 3
            pointers.append(result.data_ptr())
            return result

    x = leaf(1.0, 2.0)
    Fresh.apply(x).backward(aten.ones(2))
    assert x.grad.data_ptr() == pointers[0]
    g = aten.ones(2)
    y = leaf(1.0, 2.0)
    autograd.backward(y, g)  # the caller still holds g: it must be copied
    assert y.grad.tolist() == [1.0, 1.0] and y.grad.data_ptr() != g.data_ptr()
    y.grad.add_(1)
    assert g.tolist() == [1.0, 1.0]


def test_implicit_gradient_needs_a_scalar() -> None:
    x = leaf(1.0, 2.0)
    with pytest.raises(
        RuntimeError, match="^grad can be implicitly created only for scalar outputs$"
    ):
        Mul.apply(x, x).backward()


def test_tensor_without_grad() -> None:
    with pytest.raises(RuntimeError) as info:
        aten.tensor([1.0]).backward(aten.ones(1))
    assert (
        str(info.value) == "element 0 of tensors does not require grad and does not have a grad_fn"
    )


def test_gradient_shape_mismatch() -> None:
    x = leaf(1.0, 2.0)
    with pytest.raises(RuntimeError, match=r"Mismatch in shape: grad_output\[0\] has a shape of"):
        Mul.apply(x, x).backward(aten.ones(3))


def test_counts_must_match() -> None:
    x = leaf(1.0)
    with pytest.raises(RuntimeError, match="got 1 tensors and 2 gradients"):
        autograd.backward([Mul.apply(x, x)], [aten.ones(1), aten.ones(1)])


def test_retain_graph() -> None:
    x = leaf(3.0)
    y = Mul.apply(x, x)
    y.backward(aten.ones(1), retain_graph=True)
    y.backward(aten.ones(1))
    assert x.grad.tolist() == [12.0]
    with pytest.raises(RuntimeError, match="^Trying to backward through the graph a second time"):
        y.backward(aten.ones(1))


def test_graph_without_saved_tensors_can_run_twice() -> None:
    x = leaf(1.0)
    y = Add.apply(x, x)
    y.backward(aten.ones(1))
    y.backward(aten.ones(1))
    assert x.grad.tolist() == [4.0]


def test_grad_returns_without_touching_grad_fields() -> None:
    x, y = leaf(2.0), leaf(5.0)
    gx, gy = autograd.grad(Mul.apply(x, y), (x, y), aten.ones(1))
    assert gx.tolist() == [5.0] and gy.tolist() == [2.0]
    assert x.grad is None and y.grad is None


def test_grad_of_non_leaf_input() -> None:
    x = leaf(2.0)
    h = Mul.apply(x, x)
    out = Mul.apply(h, h)
    (gh,) = autograd.grad(out, h, aten.ones(1))
    assert gh.tolist() == [8.0]


def test_grad_unused_inputs() -> None:
    x, unused = leaf(1.0), leaf(1.0)
    y = Mul.apply(x, x)
    with pytest.raises(RuntimeError, match="appears to not have been used in the graph"):
        autograd.grad(y, (x, unused), aten.ones(1), retain_graph=True)
    gx, gu = autograd.grad(y, (x, unused), aten.ones(1), retain_graph=True, allow_unused=True)
    assert gx.tolist() == [2.0] and gu is None
    gx, gu = autograd.grad(y, (x, unused), aten.ones(1), materialize_grads=True)
    assert gu.tolist() == [0.0]
    with pytest.raises(ValueError, match="allow_unused to be True or not passed"):
        autograd.grad(y, x, aten.ones(1), allow_unused=False, materialize_grads=True)


def test_grad_errors() -> None:
    x = leaf(1.0)
    y = Mul.apply(x, x)
    with pytest.raises(
        RuntimeError, match="One of the differentiated Tensors does not require grad"
    ):
        autograd.grad(y, aten.tensor([1.0]), aten.ones(1))
    with pytest.raises(RuntimeError, match="grad requires non-empty inputs"):
        autograd.grad(y, [], aten.ones(1))


def test_backward_with_inputs_accumulates_only_there() -> None:
    x, y = leaf(2.0), leaf(3.0)
    h = Mul.apply(x, y)
    out = Mul.apply(h, h)
    out.backward(aten.ones(1), inputs=[x, h])
    assert x.grad.tolist() == [2 * 6.0 * 3.0]
    assert h.grad.tolist() == [12.0]  # non-leaf inputs get .grad too
    assert y.grad is None
    with pytest.raises(RuntimeError, match="'inputs' argument to backward\\(\\) cannot be empty."):
        out.backward(aten.ones(1), inputs=[])


def test_create_graph_second_and_third_derivatives() -> None:
    x = leaf(2.0)
    y = Mul.apply(Mul.apply(x, x), x)  # x^3
    (g1,) = autograd.grad(y, x, aten.ones(1), create_graph=True)
    assert g1.tolist() == [12.0] and g1.requires_grad
    (g2,) = autograd.grad(g1, x, aten.ones(1), create_graph=True)
    assert g2.tolist() == [12.0]
    (g3,) = autograd.grad(g2, x, aten.ones(1))
    assert g3.tolist() == [6.0] and not g3.requires_grad


def test_create_graph_backward_keeps_graph_on_grad() -> None:
    x = leaf(3.0)
    y = Mul.apply(x, x)
    y.backward(aten.ones(1), create_graph=True)
    assert x.grad.tolist() == [6.0] and x.grad.requires_grad
    (g2,) = autograd.grad(x.grad, x, aten.ones(1))
    assert g2.tolist() == [2.0]


def test_grad_mode_inside_backward_is_create_graph() -> None:
    seen = []

    class Probe(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 1

        @staticmethod
        def backward(ctx, grad):
            seen.append(autograd.is_grad_enabled())
            return grad

    x = leaf(1.0)
    Probe.apply(x).backward(aten.ones(1))
    autograd.grad(Probe.apply(x), x, aten.ones(1), create_graph=True)
    assert seen == [False, True]
    assert autograd.is_grad_enabled()


def test_reentrant_backward() -> None:
    class Reentrant(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.x = x.detach()
            return x * 1

        @staticmethod
        def backward(ctx, grad):
            with autograd.enable_grad():
                inner = ctx.x.detach().requires_grad_()
                (g,) = autograd.grad(Mul.apply(inner, inner), inner, aten.ones(1))
            return grad * g

    x = leaf(3.0)
    Reentrant.apply(x).backward(aten.ones(1))
    assert x.grad.tolist() == [6.0]


def test_run_backward_directly() -> None:
    x = leaf(2.0)
    y = Mul.apply(x, x)
    (g,) = run_backward((y,), (aten.ones(1),), False, False, (x,), False, False)
    assert g.tolist() == [4.0]


def test_two_threads_backward_independent_graphs() -> None:
    errors: list[BaseException] = []
    results: dict[int, list[float]] = {}

    def work(k: int) -> None:
        try:
            for _ in range(20):
                x = leaf(float(k), float(k + 1))
                Sum.apply(Mul.apply(Mul.apply(x, x), aten.tensor([1.0, 1.0]))).backward()
                results[k] = x.grad.tolist()
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in (1, 5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert results == {1: [2.0, 4.0], 5: [10.0, 12.0]}


def test_two_threads_share_a_leaf() -> None:
    x = leaf(1.0, 1.0)

    def work() -> None:
        for _ in range(25):
            Sum.apply(Mul.apply(x, aten.tensor([2.0, 2.0]))).backward()

    threads = [threading.Thread(target=work) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert x.grad.tolist() == [100.0, 100.0]


def test_backward_on_meta_tensors() -> None:
    x = aten.ones(2, device="meta").requires_grad_()
    with autograd.set_detect_anomaly(True):  # the NaN check skips data-less tensors
        Mul.apply(x, x).backward(aten.ones(2, device="meta"))
    assert x.grad.shape == (2,) and x.grad.is_meta


def _python_calls(fn, repeat: int = 20) -> float:
    """Python-level function calls per call of ``fn`` (C functions not counted)."""
    import sys

    count = 0

    def profiler(frame, event, arg):
        nonlocal count
        if event == "call":
            count += 1

    fn()  # warm: accumulators, dispatch caches
    sys.setprofile(profiler)
    try:
        for _ in range(repeat):
            fn()
    finally:
        sys.setprofile(None)
    return count / repeat


def test_a_small_graph_stays_cheap_to_record_and_run() -> None:
    """A structural guard, not a timing: recording ``a * b`` and running the forward and
    backward of ``(a * b + c).sum()`` take a bounded number of Python calls (23 and 189
    now; 25 and about 230 a round of fast paths earlier, ~1,070 for the latter before
    any)."""
    a, b, c = (aten.randn(16, requires_grad=True) for _ in range(3))
    assert _python_calls(lambda: a * b) <= 24
    assert _python_calls(lambda: (a * b + c).sum().backward()) <= 200
