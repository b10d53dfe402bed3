"""The Autograd-key fallback for operators without a derivative, and package installation."""

from __future__ import annotations

import glasstorch.aten as aten
import glasstorch.autograd as autograd
import pytest
from glasstorch.aten.core.variable_hooks import get_variable_hooks
from glasstorch.autograd.fallback import AUTOGRAD_KEYS, autograd_fallback
from glasstorch.autograd.variable_hooks import VariableHooks
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import RUNTIME_KEY_INDEX
from glasstorch.c10.dispatch import Dispatcher, Library


@pytest.fixture
def ops():
    """Three operators with CPU kernels only: no derivative registered for any of them."""
    lib = Library("autograd_fallback_test", "DEF")
    lib.define("twice(Tensor x) -> Tensor", None)
    lib.define("count(Tensor x) -> Tensor")
    lib.define("twice_(Tensor(a!) x) -> Tensor(a!)")
    impl = Library("autograd_fallback_test", "IMPL", "CPU")
    impl.impl("twice", lambda x: x.detach() * 2)
    impl.impl("count", lambda x: aten.tensor([x.numel()]))

    def twice_(x):
        x.detach().mul_(2)
        return x

    impl.impl("twice_", twice_)
    dispatcher = Dispatcher.singleton()
    yield {
        name: dispatcher.find_schema(f"autograd_fallback_test::{name}")
        for name in ("twice", "count", "twice_")
    }
    impl.remove()
    lib.remove()


def test_hooks_are_installed() -> None:
    assert isinstance(get_variable_hooks(), VariableHooks)
    assert autograd.libraries


def test_operators_without_grad_pass_through(ops) -> None:
    x = aten.tensor([1.0, 2.0])
    assert ops["twice"].call(x).tolist() == [2.0, 4.0]
    r = aten.tensor([1.0, 2.0], requires_grad=True)
    with autograd.no_grad():
        assert not ops["twice"].call(r).requires_grad


def test_differentiable_result_without_derivative_is_refused(ops) -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    with pytest.raises(RuntimeError) as info:
        ops["twice"].call(x)
    assert str(info.value) == (
        'the derivative for "autograd_fallback_test::twice" is not implemented'
    )
    assert isinstance(info.value, NotImplementedError)


def test_integral_result_is_fine(ops) -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    result = ops["count"].call(x)
    assert result.tolist() == [2] and not result.requires_grad


def test_inplace_without_derivative_is_refused_before_writing(ops) -> None:
    base = aten.tensor([1.0, 2.0], requires_grad=True)
    x = base.detach().requires_grad_(False)
    y = aten.tensor([1.0, 2.0])
    from glasstorch.autograd.function_utils import set_history
    from glasstorch.autograd.graph import Node

    set_history(y, Node())  # y has history now
    with pytest.raises(NotImplementedError, match="twice_"):
        ops["twice_"].call(y)
    assert y.tolist() == [1.0, 2.0]
    assert ops["twice_"].call(x).tolist() == [2.0, 4.0]


def test_fallbacks_replace_atens_pass_through() -> None:
    fallbacks = Dispatcher.singleton().backend_fallbacks
    for key in AUTOGRAD_KEYS:
        assert fallbacks[RUNTIME_KEY_INDEX[key]].fn is autograd_fallback
    assert fallbacks[RUNTIME_KEY_INDEX[DispatchKey.ADInplaceOrView]].is_fallthrough


def test_view_ops_get_view_tracking_kernels() -> None:
    view = Dispatcher.singleton().find_schema("aten::view")
    assert view.has_kernel_for_dispatch_key(DispatchKey.ADInplaceOrView)
    reshape = Dispatcher.singleton().find_schema("aten::reshape")  # decomposes: none needed
    assert not reshape.has_kernel_for_dispatch_key(DispatchKey.ADInplaceOrView)
