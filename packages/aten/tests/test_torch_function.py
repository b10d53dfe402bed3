"""The ``__torch_function__`` protocol on aten's functions, Tensor methods, operators and
properties. What handlers receive (func, types, args, kwargs) was observed from PyTorch
2.13 with the same calls; the expectations below are those observations."""

from __future__ import annotations

import threading
from typing import Any

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten import Tensor, overrides
from glasstorch.aten.overrides import (
    BaseTorchFunctionMode,
    DisableTorchFunction,
    DisableTorchFunctionSubclass,
    TorchFunctionMode,
    _disabled_torch_function_impl,
    handle_torch_function,
    has_torch_function,
    has_torch_function_unary,
    has_torch_function_variadic,
    is_tensor_like,
)

LOG: list[tuple[Any, tuple[type, ...], tuple[str, ...], Any]] = []


def _names(values: Any) -> tuple[str, ...]:
    return tuple(type(v).__name__ for v in values)


class Logged(Tensor):
    """Records every call, then lets Tensor's default handler run it."""

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        LOG.append((func, types, _names(args), kwargs))
        return super().__torch_function__(func, types, args, kwargs)


class Plain(Tensor):
    """A subclass that keeps Tensor's default handler."""


class Declines(Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        return NotImplemented


class Duck:
    """Not a Tensor: answers every function with its name and the argument types."""

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        return ("duck", func.__name__, _names(args), kwargs)


class DuckDeclines:
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        return NotImplemented


def _t(*values: float) -> Tensor:
    return at.tensor(list(values))


def _logged(*values: float) -> Logged:
    return _t(*values).as_subclass(Logged)


@pytest.fixture(autouse=True)
def _clear_log():
    LOG.clear()
    yield
    LOG.clear()


def test_functions_methods_and_operators_reach_the_handler_as_pytorch_passes_them():
    x, y = _logged(1.0, 2.0), _t(3.0, 4.0)
    cases = [
        (lambda: at.add(x, y), at.add, ("Logged", "Tensor"), None),
        (lambda: at.add(x, y, alpha=2), at.add, ("Logged", "Tensor"), {"alpha": 2}),
        (lambda: x.add(y), Tensor.add, ("Logged", "Tensor"), None),
        (lambda: x + y, Tensor.add, ("Logged", "Tensor"), None),  # PyTorch: Tensor.add
        (lambda: y + x, Tensor.add, ("Tensor", "Logged"), None),
        (lambda: 2 + x, Tensor.add, ("Logged", "int"), None),  # reflected: (x, 2)
        (lambda: 1 - x, Tensor.__rsub__, ("Logged", "int"), {}),
        (lambda: x * 2, Tensor.mul, ("Logged", "int"), None),
        (lambda: 2 / x, Tensor.__rdiv__, ("Logged", "int"), {}),
        (lambda: x // 2, Tensor.__floordiv__, ("Logged", "int"), {}),
        (lambda: x**2, Tensor.__pow__, ("Logged", "int"), {}),
        (lambda: x == y, Tensor.__eq__, ("Logged", "Tensor"), None),
        (lambda: x < y, Tensor.lt, ("Logged", "Tensor"), None),
        (lambda: -x, Tensor.neg, ("Logged",), None),
        (lambda: x @ y, Tensor.matmul, ("Logged", "Tensor"), None),
        (lambda: at.cat([x, y]), at.cat, ("list",), None),
        (lambda: at.cat((y, x), 0), at.cat, ("tuple", "int"), None),
        (lambda: at.relu(x), at.relu, ("Logged",), None),
        (lambda: x.sum(dim=0), Tensor.sum, ("Logged",), {"dim": 0}),
        (lambda: x[0], Tensor.__getitem__, ("Logged", "int"), None),
        (lambda: x.dim(), Tensor.dim, ("Logged",), None),
        (lambda: len(x), Tensor.__len__, ("Logged",), {}),
        (
            lambda: x.norm(),
            Tensor.norm,
            ("Logged",),
            {"p": "fro", "dim": None, "keepdim": False, "dtype": None},
        ),
    ]
    for call, func, arg_types, kwargs in cases:
        LOG.clear()
        call()
        assert len(LOG) == 1, LOG
        got_func, types, got_args, got_kwargs = LOG[0]
        assert got_func is func
        assert types == (Logged,)
        assert got_args == arg_types
        assert got_kwargs == kwargs


def test_properties_route_through_their_getter_and_setter():
    x = _logged(1.0, 2.0)
    assert x.shape == (2,)
    (func, types, args, kwargs) = LOG[-1]
    assert func == Tensor.shape.__get__ and func.__name__ == "__get__"
    assert (types, args, kwargs) == ((Logged,), ("Logged",), None)
    LOG.clear()
    leaf = Tensor._make_subclass(Logged, _t(1.0), True)
    LOG.clear()
    leaf.requires_grad = False
    assert LOG[-1][0] == Tensor.requires_grad.__set__ and LOG[-1][2] == ("Logged", "bool")
    assert not leaf.requires_grad


def test_subclasses_keep_their_type_through_operations():
    x, y = _t(1.0, -2.0).as_subclass(Plain), _t(3.0, 4.0)
    for result in (x + y, y + x, x * 2, at.relu(x), x.sum(), x[0], x.view(2, 1), -x, x.detach()):
        assert type(result) is Plain
    values, indices = x.max(0)
    assert type(values) is Plain and type(indices) is Plain
    assert type(x.max(0)).__name__ == "max"  # the named tuple survives the conversion
    assert type(x.tolist()) is list and x.tolist() == [1.0, -2.0]
    assert type(x.shape) is at.Size and x.dim() == 1
    np.testing.assert_array_equal((x + y).numpy(), [4.0, 2.0])
    assert type(at.cat([x, y])) is Plain
    assert x.grad is None  # Tensor.grad's getter is not wrapped (get_default_nowrap_functions)


def test_subclasses_without_a_handler_stay_plain_under_disabled_subclass_handling():
    x = _t(1.0).as_subclass(Plain)
    with DisableTorchFunctionSubclass():
        assert type(x + x) is Tensor
        assert not has_torch_function((x,))
    assert type(x + x) is Plain


def test_as_subclass_shares_data_and_gradients_flow_back():
    pytest.importorskip("glasstorch.autograd")
    a = at.tensor([1.0, 2.0], requires_grad=True)
    b = a.as_subclass(Plain)
    # PyTorch: grad_fn AliasBackward0, not a leaf, same data pointer.
    assert type(b) is Plain and not b.is_leaf and b.data_ptr() == a.data_ptr()
    b.sum().backward()
    np.testing.assert_array_equal(a.grad.numpy(), [1.0, 1.0])
    with pytest.raises(TypeError, match="must be a subclass of Tensor"):
        a.as_subclass(int)


def test_make_subclass_builds_a_detached_leaf_over_the_same_storage():
    data = _t(1.0, 2.0)
    made = Tensor._make_subclass(Plain, data, True)
    assert type(made) is Plain and made.requires_grad and made.is_leaf
    assert made.data_ptr() == data.data_ptr()
    made.data.add_(1)
    np.testing.assert_array_equal(data.numpy(), [2.0, 3.0])


def test_a_duck_type_is_routed_from_functions_and_lists():
    d = Duck()
    assert at.relu(d) == ("duck", "relu", ("Duck",), None)
    assert at.cat([d, d]) == ("duck", "cat", ("list",), None)
    assert at.add(_t(1.0), d) == ("duck", "add", ("Tensor", "Duck"), None)
    assert (_t(1.0) + d) == ("duck", "add", ("Tensor", "Duck"), None)
    assert is_tensor_like(d) and is_tensor_like(_t(1.0)) and not is_tensor_like(1)


def test_all_handlers_declining_raise_pytorchs_type_error():
    d, s, t = DuckDeclines(), _t(1.0).as_subclass(Declines), _t(1.0)
    # PyTorch 2.13's words for its C bindings:
    with pytest.raises(TypeError) as info:
        at.add(t, d)
    assert str(info.value) == (
        "Multiple dispatch failed for 'glasstorch.add'; all __torch_function__ handlers "
        "returned NotImplemented:\n\n"
        f"  - tensor subclass {DuckDeclines!r}\n\n"
        "For more information, try re-running with TORCH_LOGS=not_implemented"
    )
    with pytest.raises(TypeError, match=r"Multiple dispatch failed for 'glasstorch.Tensor.add'"):
        s.add(t)
    with pytest.raises(TypeError, match=r"for 'glasstorch.Tensor.shape.__get__'"):
        s.shape  # noqa: B018
    # Operators turn the TypeError into NotImplemented: Python's message.
    with pytest.raises(TypeError, match=r"unsupported operand type\(s\) for \+: 'Declines' and"):
        s + t  # noqa: B018
    # PyTorch's Python functions: "no implementation found".
    with pytest.raises(TypeError) as info:
        handle_torch_function(at.relu, (d,), d)
    assert str(info.value) == (
        "no implementation found for 'glasstorch.aten._generated.functions.relu' on types "
        f"that implement __torch_function__: [{DuckDeclines!r}]"
    )


def test_notimplemented_passes_to_the_next_argument_subclasses_first():
    order: list[str] = []

    class Base(Tensor):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            order.append("Base")
            return "base"

    class Child(Base):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            order.append("Child")
            return NotImplemented

    base, child = _t(1.0).as_subclass(Base), _t(1.0).as_subclass(Child)
    assert at.add(base, child) == "base"
    assert order == ["Child", "Base"]  # the subclass is asked first though it comes second
    seen = []

    class Other(Tensor):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            seen.append(types)
            return NotImplemented

    other = _t(1.0).as_subclass(Other)
    order.clear()
    assert at.add(other, base) == "base"
    assert seen == [(Other, Base)]  # left to right otherwise; types in that order
    assert overrides._get_overloaded_args([other, base, other]) == [other, base]


def test_plain_method_handlers_warn_as_pytorch_does():
    class PlainMethod:
        def __torch_function__(self, func, types, args=(), kwargs=None):
            return "plain"

    with pytest.warns(UserWarning, match="as a plain method is deprecated"):
        assert at.relu(PlainMethod()) == "plain"


def test_parameters_and_opted_out_classes_are_plain():
    class OptedOut(Tensor):
        __torch_function__ = _disabled_torch_function_impl

    x = Tensor._make_subclass(OptedOut, _t(1.0, 2.0))
    assert not has_torch_function((x,)) and not has_torch_function_unary(x)
    assert type(x + x) is Tensor and type(at.add(x, x)) is Tensor
    assert x.__class__ in overrides.FAST_TENSOR_TYPES  # the bindings' fast path takes it


def test_has_torch_function_semantics():
    t, s, d = _t(1.0), _t(1.0).as_subclass(Plain), Duck()
    # PyTorch: has_torch_function((y,)) False for a plain tensor, True for a subclass;
    # it does not look into nested lists.
    assert not has_torch_function((t, 1, None, "a"))
    assert has_torch_function((t, s)) and has_torch_function([d])
    assert not has_torch_function([[s]])
    assert has_torch_function_unary(s) and not has_torch_function_unary(t)
    assert has_torch_function_variadic(t, 1, d) and not has_torch_function_variadic(t, 2)
    with DisableTorchFunction():
        assert not has_torch_function((s,))
    with BaseTorchFunctionMode():
        assert has_torch_function((t,))  # a mode counts
        with DisableTorchFunctionSubclass():
            assert has_torch_function((t,))
        with DisableTorchFunction():
            assert not has_torch_function((t,))


class Recorder(TorchFunctionMode):
    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, tuple[type, ...], tuple[str, ...]]] = []

    def __torch_function__(self, func, types, args=(), kwargs=None):
        self.calls.append((func.__name__, types, _names(args)))
        return func(*args, **(kwargs or {}))


def test_a_mode_intercepts_plain_tensors_and_factories():
    t = _t(1.0, 2.0)
    with Recorder() as mode:
        r = at.add(t, t)
        t + t  # noqa: B018
        t.shape  # noqa: B018
        at.zeros(2)
        t.view(2, 1)
        t[0]
    np.testing.assert_array_equal(r.numpy(), [2.0, 4.0])
    # PyTorch: plain tensors are not among the types of a C binding; the property getter
    # counts self.
    assert mode.calls == [
        ("add", (), ("Tensor", "Tensor")),
        ("add", (), ("Tensor", "Tensor")),
        ("__get__", (Tensor,), ("Tensor",)),
        ("zeros", (), ("int",)),
        ("view", (), ("Tensor", "int", "int")),
        ("__getitem__", (), ("Tensor", "int")),
    ]
    before = len(mode.calls)
    at.add(t, t)
    assert len(mode.calls) == before  # popped at exit
    assert overrides._get_current_function_mode() is None


def test_modes_nest_the_inner_one_first_and_are_off_inside_their_own_handler():
    outer, inner = Recorder(), Recorder()
    with outer, inner:
        at.relu(_t(1.0))
    assert [c[0] for c in inner.calls] == ["relu"]
    assert [c[0] for c in outer.calls] == ["relu"]  # inner's func(...) reached outer


def test_a_mode_then_a_subclass():
    x = _logged(1.0)
    with Recorder() as mode:
        at.add(x, _t(1.0))
    assert mode.calls == [("add", (Logged,), ("Logged", "Tensor"))]
    assert LOG and LOG[-1][0] is at.add  # then the subclass, when the mode calls func


def test_a_mode_in_one_thread_leaves_other_threads_alone():
    seen: list[int] = []
    started, release = threading.Event(), threading.Event()

    def other() -> None:
        started.set()
        release.wait(5)
        seen.append(len(overrides._get_current_function_mode_stack()))
        at.add(_t(1.0), _t(1.0))

    worker = threading.Thread(target=other)
    with Recorder() as mode:
        worker.start()
        started.wait(5)
        release.set()
        worker.join(5)
    assert seen == [0] and mode.calls == []


def test_the_plain_path_is_restored_after_modes():
    from glasstorch.aten import python_arg_parser

    assert python_arg_parser._EXACT is Tensor
    with BaseTorchFunctionMode():
        assert python_arg_parser._EXACT is None
        assert not overrides.FAST_TENSOR_TYPES
    assert python_arg_parser._EXACT is Tensor and Tensor in overrides.FAST_TENSOR_TYPES


def test_tensor_methods_and_properties_are_told_from_functions():
    # What fx's Proxy asks to choose call_method over call_function.
    for func in (Tensor.add, Tensor.__add__, Tensor.dim, Tensor.shape.__get__, Tensor.norm):
        assert overrides.is_tensor_method_or_property(func)
    for func in (at.add, at.cat, at.relu, Tensor.__torch_function__, len):
        assert not overrides.is_tensor_method_or_property(func)


def test_plain_tensors_keep_unchecked_methods_outside_modes():
    plain_dim = Tensor.dim
    assert "dim" not in vars(Tensor) and "dim" in vars(Plain)  # the subclass has the check
    with BaseTorchFunctionMode():
        assert Tensor.dim is not plain_dim  # checked while a mode is pushed

        class Late(Tensor):
            pass

    assert Tensor.dim is plain_dim and "dim" not in vars(Tensor)
    assert "shape" not in vars(Tensor)
    late = _t(1.0, 2.0).as_subclass(Late)
    assert type(late.view(2, 1)) is Late and late.dim() == 1
    with Recorder() as mode:
        late.dim()
    assert mode.calls == [("dim", (Late,), ("Late",))]


def test_a_subclass_overriding_a_method_keeps_its_own():
    class Own(Tensor):
        def dim(self) -> int:
            return 42

    own = _t(1.0).as_subclass(Own)
    assert own.dim() == 42 and vars(Own)["dim"] is not Tensor.dim
