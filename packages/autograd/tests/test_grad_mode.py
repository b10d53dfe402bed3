"""Grad mode and inference mode: context managers, decorators, thread-locality, dispatch keys."""

from __future__ import annotations

import threading

import glasstorch.aten as aten
import pytest
from glasstorch.autograd import (
    enable_grad,
    inference_mode,
    is_grad_enabled,
    is_inference_mode_enabled,
    no_grad,
    set_grad_enabled,
)
from glasstorch.autograd.grad_mode import AUTOGRAD_KEYS
from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set


def test_default_is_enabled() -> None:
    assert is_grad_enabled()
    assert not is_inference_mode_enabled()


def test_no_grad_context() -> None:
    with no_grad():
        assert not is_grad_enabled()
        with enable_grad():
            assert is_grad_enabled()
        assert not is_grad_enabled()
    assert is_grad_enabled()


def test_no_grad_restores_on_exception() -> None:
    with pytest.raises(ValueError), no_grad():
        raise ValueError
    assert is_grad_enabled()


def test_decorators_with_and_without_parentheses() -> None:
    @no_grad
    def bare() -> bool:
        return is_grad_enabled()

    @no_grad()
    def called() -> bool:
        return is_grad_enabled()

    @enable_grad
    def enabled() -> bool:
        return is_grad_enabled()

    assert bare() is False and called() is False
    assert bare.__name__ == "bare"
    with no_grad():
        assert enabled() is True
    assert is_grad_enabled()


def test_decorated_generator_keeps_mode_per_step() -> None:
    @no_grad()
    def gen():
        for _ in range(2):
            yield is_grad_enabled()

    it = gen()
    assert next(it) is False
    assert is_grad_enabled()  # between steps the caller's mode is back
    assert next(it) is False


def test_set_grad_enabled_as_call_context_and_decorator() -> None:
    set_grad_enabled(False)
    assert not is_grad_enabled()
    set_grad_enabled(True)
    with set_grad_enabled(False):
        assert not is_grad_enabled()
    assert is_grad_enabled()

    @set_grad_enabled(False)
    def f() -> bool:
        return is_grad_enabled()

    assert is_grad_enabled()  # decorating does not switch the mode
    assert f() is False and is_grad_enabled()


def test_no_grad_results_do_not_require_grad() -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    with no_grad():
        y = x * 2
    assert not y.requires_grad and y.grad_fn is None


def test_inference_mode_excludes_autograd_keys() -> None:
    before = tls_local_dispatch_key_set.excluded
    with inference_mode():
        assert is_inference_mode_enabled() and not is_grad_enabled()
        assert tls_local_dispatch_key_set.excluded & AUTOGRAD_KEYS.repr == AUTOGRAD_KEYS.repr
        with inference_mode(False):
            assert not is_inference_mode_enabled() and is_grad_enabled()
            assert tls_local_dispatch_key_set.excluded & AUTOGRAD_KEYS.repr == 0
        assert tls_local_dispatch_key_set.excluded & AUTOGRAD_KEYS.repr == AUTOGRAD_KEYS.repr
    assert tls_local_dispatch_key_set.excluded == before
    assert is_grad_enabled() and not is_inference_mode_enabled()


def test_inference_mode_decorator_and_results() -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)

    @inference_mode
    def f(t):
        return t * 2, is_inference_mode_enabled()

    y, inside = f(x)
    assert inside and not y.requires_grad

    @inference_mode(mode=True)
    def g() -> bool:
        return is_inference_mode_enabled()

    assert g()


def test_inference_mode_still_counts_versions() -> None:
    x = aten.zeros(2)
    with inference_mode():
        x.add_(1)
    assert x._version == 1


def test_grad_mode_is_thread_local() -> None:
    seen: list[bool] = []
    ready = threading.Event()
    done = threading.Event()

    def other() -> None:
        seen.append(is_grad_enabled())  # a new thread starts enabled
        with no_grad():
            ready.set()
            done.wait(5)
            seen.append(is_grad_enabled())

    with no_grad():
        thread = threading.Thread(target=other)
        thread.start()
        ready.wait(5)
        with enable_grad():
            assert is_grad_enabled()  # the other thread's no_grad does not leak here
        done.set()
        thread.join()
        assert not is_grad_enabled()
    assert seen == [True, False]
