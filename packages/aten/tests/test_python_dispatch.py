"""Dispatch modes: what ``__torch_dispatch__`` sees, nesting, backward, meta, state."""

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.aten import _python_dispatch as pd
from glasstorch.aten._ops import ops
from glasstorch.aten._python_dispatch import TorchDispatchMode, _get_current_dispatch_mode
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set as tls

aten = ops.aten
PYTHON = DispatchKeySet(DispatchKey.Python).repr


class LoggingMode(TorchDispatchMode):
    """Records ``(func, args, kwargs)`` and runs the operator unchanged."""

    def __init__(self, tag="", sink=None):
        self.tag = tag
        self.calls = [] if sink is None else sink

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        self.calls.append((self.tag, func, args, kwargs))
        return func(*args, **kwargs)

    def funcs(self):
        return [str(f) for _, f, _, _ in self.calls]


def arr(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape)


def test_logging_mode_sees_overloads_and_arguments():
    x, y = at.tensor(arr(2, 3)), at.tensor(arr(3, 4, seed=1))
    with LoggingMode() as mode:
        z = at.mm(x, y)
        w = at.add(z, z, alpha=2)
    assert mode.funcs() == ["aten.mm.default", "aten.add.Tensor"]
    _, mm, mm_args, mm_kwargs = mode.calls[0]
    assert mm is aten.mm.default and mm == aten.mm.default
    assert mm_args[0] is x and mm_args[1] is y and mm_kwargs == {}
    assert mm.name() == "aten::mm" and mm.__name__ == "mm.default"
    assert mm._schema.name.name == "aten::mm"
    _, _, add_args, add_kwargs = mode.calls[1]
    assert add_args == (z, z) and add_kwargs == {"alpha": 2}
    np.testing.assert_allclose(w.numpy(), 3 * (arr(2, 3) @ arr(3, 4, seed=1)))


def test_default_arguments_are_dropped_and_kwarg_only_go_to_kwargs():
    x = at.tensor(arr(2, 3))
    with LoggingMode() as mode:
        at.sum(x, 1)
        at.sum(x, 1, keepdim=True)
        _ = x + x
    (_, f0, a0, k0), (_, _, a1, k1), (_, _, a2, k2) = mode.calls
    assert str(f0) == "aten.sum.dim_IntList"
    assert len(a0) == 2 and list(a0[1]) == [1] and k0 == {}
    assert len(a1) == 3 and a1[2] is True and k1 == {}
    assert a2 == (x, x) and k2 == {}


def test_handler_result_replaces_the_operator_result():
    class Doubling(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            return func(out, out) if func is aten.add.Tensor else out

    x = at.tensor([1.0, 2.0])
    with Doubling():
        y = x + x
    np.testing.assert_array_equal(y.numpy(), [4.0, 8.0])


def test_nested_modes_innermost_first_and_the_handler_redispatches_below_itself():
    sink = []
    x = at.tensor(arr(3))
    with LoggingMode("outer", sink) as outer, LoggingMode("inner", sink) as inner:
        assert _get_current_dispatch_mode() is inner
        at.sin(x)
    assert [(tag, str(f)) for tag, f, _, _ in sink] == [
        ("inner", "aten.sin.default"),
        ("outer", "aten.sin.default"),
    ]
    assert inner.calls and outer.calls
    assert _get_current_dispatch_mode() is None


def test_mode_is_popped_while_its_handler_runs():
    seen = []

    class Inspect(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            seen.append((_get_current_dispatch_mode(), bool(tls.included & PYTHON)))
            return func(*args, **(kwargs or {}))

    outer = LoggingMode()
    with outer, Inspect():
        _ = at.tensor([1.0]) * 2
    # Inside the handler the outer mode is current; the Python key stays included for it.
    assert seen == [(outer, True)]
    with Inspect():
        _ = at.tensor([1.0]) * 2
    assert seen[-1] == (None, False)


def test_composite_implicit_operators_reach_the_mode_decomposed():
    x, w = at.tensor(arr(2, 4)), at.tensor(arr(3, 4, seed=1))
    with LoggingMode() as mode:
        out = aten.linear.default(x, w)
    assert "aten.linear.default" not in mode.funcs()
    assert "aten.mm.default" in mode.funcs() or "aten.addmm.default" in mode.funcs()
    np.testing.assert_allclose(out.numpy(), arr(2, 4) @ arr(3, 4, seed=1).T)


def test_factories_reach_the_mode_with_their_keyword_arguments():
    with LoggingMode() as mode:
        t = at.zeros((2, 3), device="meta")
    (_, func, args, kwargs) = mode.calls[0]
    assert str(func) == "aten.zeros.default"
    assert list(args[0]) == [2, 3] and str(kwargs["device"]) == "meta"
    assert t.device.type == "meta"


def test_mode_on_meta_tensors():
    x = at.empty((5, 3), device="meta")
    y = at.empty((3, 7), device="meta")
    with LoggingMode() as mode:
        z = at.relu(at.mm(x, y))
    assert mode.funcs() == ["aten.mm.default", "aten.relu.default"]
    assert tuple(z.shape) == (5, 7) and z.device.type == "meta"


def test_an_exception_in_the_handler_restores_the_state():
    class Failing(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            raise ValueError(f"refused {func}")

    included, excluded = tls.included, tls.excluded
    x = at.tensor([1.0])
    with pytest.raises(ValueError, match="refused aten.neg.default"):
        with Failing():
            _ = -x
    assert pd._len_torch_dispatch_mode_stack() == 0
    assert (tls.included, tls.excluded) == (included, excluded)
    assert not tls.included & PYTHON
    # The mode that caught nothing is gone: the next call runs normally.
    np.testing.assert_array_equal((-x).numpy(), [-1.0])


def test_no_mode_leaves_dispatch_untouched():
    assert not tls.included & PYTHON
    with LoggingMode():
        assert tls.included & PYTHON
    assert not tls.included & PYTHON
    x = at.tensor([1.0, 2.0])
    np.testing.assert_array_equal((x + x).numpy(), [2.0, 4.0])


def test_exiting_out_of_order_is_an_error():
    a, b = LoggingMode(), LoggingMode()
    a.__enter__()
    b.__enter__()
    try:
        with pytest.raises(AssertionError, match="out of order"):
            a.__exit__(None, None, None)
    finally:
        b.__exit__(None, None, None)
        a.__exit__(None, None, None)
    assert pd._len_torch_dispatch_mode_stack() == 0


def test_push_and_pop_helpers():
    mode = LoggingMode()
    pd._push_mode(mode)
    try:
        assert pd.is_in_torch_dispatch_mode()
        with pd._pop_mode_temporarily() as popped:
            assert popped is mode and not pd.is_in_torch_dispatch_mode()
            _ = at.tensor([1.0]) + 1
        assert mode.calls == []
    finally:
        assert pd._pop_mode() is mode
    with pytest.raises(AssertionError, match="empty mode stack"):
        pd._pop_mode()
    with pytest.raises(TypeError, match="TorchDispatchMode"):
        pd._push_mode(object())


# -- with autograd ---------------------------------------------------------------------------
def test_mode_sees_the_backward_operators_of_the_engine():
    torch = pytest.importorskip("glasstorch")
    x = torch.tensor(arr(3), requires_grad=True)
    with LoggingMode() as mode:
        y = torch.sin(x).sum()
        forward = list(mode.funcs())
        y.backward()
    assert forward == ["aten.sin.default", "aten.sum.default"]
    backward = mode.funcs()[len(forward) :]
    # SumBackward expands the seed, SinBackward multiplies it by cos(x).
    assert "aten.cos.default" in backward and "aten.mul.Tensor" in backward
    assert backward[0] == "aten.ones_like.default"
    np.testing.assert_allclose(x.grad.numpy(), np.cos(arr(3)))


def test_handler_runs_below_autograd():
    torch = pytest.importorskip("glasstorch")
    inner_results = []

    class Capture(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            inner_results.append((out.grad_fn, out.requires_grad))
            return out

    x = torch.tensor(arr(3), requires_grad=True)
    with Capture():
        y = x * 2
    # Inside the handler the operator ran without recording; autograd attached the
    # history to the result afterwards, above the Python key.
    assert inner_results == [(None, False)]
    assert y.grad_fn is not None and y.requires_grad


def test_utils_reexport():
    torch = pytest.importorskip("glasstorch")
    from glasstorch.utils._python_dispatch import TorchDispatchMode as Reexported

    assert Reexported is TorchDispatchMode
    assert torch.utils._python_dispatch._get_current_dispatch_mode is _get_current_dispatch_mode


def test_wrapped_numbers_reach_the_handler_as_python_scalars():
    x = at.tensor([1.0, 2.0])
    with LoggingMode() as mode:
        y = x * 2
        z = x + 0.5
    (_, mul, mul_args, _), (_, _, add_args, _) = mode.calls
    assert mul is aten.mul.Tensor and mul_args[1] == 2 and type(mul_args[1]) is int
    assert add_args[1] == 0.5 and type(add_args[1]) is float
    np.testing.assert_array_equal(y.numpy(), [2.0, 4.0])
    np.testing.assert_array_equal(z.numpy(), [1.5, 2.5])
    # The overload accepts the scalar back, as PyTorch's does.
    np.testing.assert_array_equal(aten.mul.Tensor(x, 3).numpy(), [3.0, 6.0])


def test_modes_are_per_thread():
    import threading

    seen_in_thread = []

    def work():
        seen_in_thread.append((_get_current_dispatch_mode(), bool(tls.included & PYTHON)))
        _ = at.tensor([1.0]) + 1

    with LoggingMode() as mode:
        thread = threading.Thread(target=work)
        thread.start()
        thread.join()
    assert seen_in_thread == [(None, False)]
    assert mode.calls == []
