"""Grad mode and inference mode: the thread-local switches that decide whether ops record history.

Mirrors ``c10/core/GradMode.h``, ``c10/core/InferenceMode.h`` and ``torch/autograd/grad_mode.py``.
Grad mode is read by every differentiable kernel (``compute_requires_grad``); inference mode
also removes the Autograd keys from dispatch so that kernels skip autograd entirely. Each
switch is a context manager and a decorator (``@no_grad`` or ``@no_grad()``), and, as in
PyTorch, every thread starts with grad mode on.
"""

from __future__ import annotations

import functools
import inspect
import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
from glasstorch.c10.core.local_dispatch_key_set import (
    ExcludeDispatchKeyGuard,
    tls_local_dispatch_key_set,
)

__all__ = [
    "enable_grad",
    "enforce_grad_layout_policy",
    "inference_mode",
    "is_grad_enabled",
    "is_inference_mode_enabled",
    "is_multithreading_enabled",
    "no_grad",
    "set_grad_enabled",
    "set_multithreading_enabled",
]

F = TypeVar("F", bound=Callable[..., Any])

#: The keys inference mode excludes: every Autograd key (PyTorch's ``autograd_dispatch_keyset``).
AUTOGRAD_KEYS = DispatchKeySet([DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther])


class _AutogradState(threading.local):
    """Per-thread autograd switches (PyTorch's ``AutogradState``)."""

    def __init__(self) -> None:
        self.grad_enabled = True
        self.inference = False
        #: ``set_multithreading_enabled``: whether backward may use device worker threads.
        self.multithreading_enabled = True
        #: ``enforce_grad_layout_policy``: whether ``.grad`` must follow its leaf's layout.
        self.grad_layout_enforced = True


state = _AutogradState()


def is_grad_enabled() -> bool:
    """Whether operations on this thread record history for backward."""
    return state.grad_enabled


def is_inference_mode_enabled() -> bool:
    """Whether this thread is inside ``inference_mode()``."""
    return state.inference


def _set_grad_enabled(mode: bool) -> None:
    state.grad_enabled = bool(mode)


def _wrap_generator(make_ctx: Callable[[], Any], func: Callable[..., Any]) -> Callable[..., Any]:
    """Run every step of the generator ``func`` returns inside a fresh context."""

    @functools.wraps(func)
    def generator_context(*args: Any, **kwargs: Any) -> Any:
        gen = func(*args, **kwargs)
        try:
            with make_ctx():
                response = gen.send(None)
            while True:
                try:
                    request = yield response
                except GeneratorExit:
                    with make_ctx():
                        gen.close()
                    raise
                except BaseException:
                    with make_ctx():
                        response = gen.throw(*sys.exc_info())
                else:
                    with make_ctx():
                        response = gen.send(request)
        except StopIteration as stop:
            return stop.value

    return generator_context


class _DecoratorContextManager:
    """A context manager that also decorates functions: each call runs inside a fresh copy."""

    def __call__(self, func: F) -> F:
        if inspect.isclass(func):
            raise RuntimeError(f"{type(self).__name__} cannot decorate a class, only functions")
        if inspect.isgeneratorfunction(func):
            return _wrap_generator(self.clone, func)  # type: ignore[return-value]

        @functools.wraps(func)
        def decorate_context(*args: Any, **kwargs: Any) -> Any:
            with self.clone():
                return func(*args, **kwargs)

        return decorate_context  # type: ignore[return-value]

    def clone(self) -> _DecoratorContextManager:
        return type(self)()

    def __enter__(self) -> None:
        raise NotImplementedError

    def __exit__(self, *exc: object) -> None:
        raise NotImplementedError


class _NoParamDecoratorContextManager(_DecoratorContextManager):
    """Also accepts ``@no_grad`` without parentheses, as PyTorch does."""

    def __new__(cls, orig_func: Callable[..., Any] | None = None) -> Any:
        if orig_func is None:
            return super().__new__(cls)
        return cls()(orig_func)


class no_grad(_NoParamDecoratorContextManager):
    """Disable gradient recording: results of operations inside do not require grad."""

    def __init__(self) -> None:
        self.prev = False

    def __enter__(self) -> None:
        self.prev = state.grad_enabled
        state.grad_enabled = False

    def __exit__(self, *exc: object) -> None:
        state.grad_enabled = self.prev


class enable_grad(_NoParamDecoratorContextManager):
    """Enable gradient recording, e.g. inside a ``no_grad`` region."""

    def __init__(self) -> None:
        self.prev = False

    def __enter__(self) -> None:
        self.prev = state.grad_enabled
        state.grad_enabled = True

    def __exit__(self, *exc: object) -> None:
        state.grad_enabled = self.prev


class _ThreadLocalSwitch(_DecoratorContextManager):
    """Sets one thread-local flag of ``state`` at construction (so a plain call works too);
    as a context manager restores the previous value on exit. Decorating a function sets
    nothing now: each call runs inside a fresh switch."""

    _field = ""

    def __init__(self, mode: bool) -> None:
        self.prev = getattr(state, self._field)
        self.mode = bool(mode)
        setattr(state, self._field, self.mode)

    def __call__(self, func: F) -> F:
        setattr(state, self._field, self.prev)  # decorating must not change the mode now
        return super().__call__(func)

    def __enter__(self) -> None:
        setattr(state, self._field, self.mode)

    def __exit__(self, *exc: object) -> None:
        setattr(state, self._field, self.prev)

    def clone(self) -> _ThreadLocalSwitch:
        return type(self)(self.mode)


class set_grad_enabled(_ThreadLocalSwitch):
    """Set grad mode to ``mode``: takes effect immediately (a plain call works too), and
    as a context manager restores the previous mode on exit."""

    _field = "grad_enabled"


class set_multithreading_enabled(_ThreadLocalSwitch):
    """Allow (``True``, the default) or forbid backward passes to run on device worker
    threads. The engine runs every backward pass on the calling thread, which is what
    ``False`` asks for; ``True`` permits more and changes nothing here."""

    _field = "multithreading_enabled"


class enforce_grad_layout_policy(_ThreadLocalSwitch):
    """Whether a leaf's first gradient must have the leaf's layout (``True``, the default:
    a gradient in another layout is copied into it) or may be stored as it arrives."""

    _field = "grad_layout_enforced"

    def __init__(self, enable: bool = True) -> None:
        super().__init__(enable)


def is_multithreading_enabled() -> bool:
    """Whether backward passes on this thread may use device worker threads."""
    return state.multithreading_enabled


class inference_mode(_DecoratorContextManager):
    """Like ``no_grad``, and also skip the Autograd dispatch keys (PyTorch's InferenceMode).

    ``inference_mode(False)`` turns it off again inside an enabled region (and, as in
    PyTorch, turns grad mode on).
    """

    def __new__(cls, mode: bool | Callable[..., Any] = True) -> Any:
        if isinstance(mode, bool):
            return super().__new__(cls)
        return cls()(mode)

    def __init__(self, mode: bool | Callable[..., Any] = True) -> None:
        self.mode = mode if isinstance(mode, bool) else True
        self._saved: tuple[bool, bool] = (True, False)
        self._guard: ExcludeDispatchKeyGuard | None = None
        self._readded = 0

    def __enter__(self) -> None:
        self._saved = (state.grad_enabled, state.inference)
        state.grad_enabled = not self.mode
        state.inference = self.mode
        if self.mode:
            self._guard = ExcludeDispatchKeyGuard(AUTOGRAD_KEYS)
            self._guard.__enter__()
        else:
            local = tls_local_dispatch_key_set
            self._readded = local.excluded & AUTOGRAD_KEYS.repr
            local.excluded &= ~AUTOGRAD_KEYS.repr

    def __exit__(self, *exc: object) -> None:
        if self._guard is not None:
            self._guard.__exit__(None, None, None)
            self._guard = None
        else:
            tls_local_dispatch_key_set.excluded |= self._readded
        state.grad_enabled, state.inference = self._saved

    def clone(self) -> inference_mode:
        return type(self)(self.mode)
