"""Futures (``torch.futures.Future``) and ``jit.fork`` / ``jit.wait`` in Python.

A :class:`Future` holds a value (or an exception) that may arrive later: ``wait()``
blocks until it does, ``then(cb)`` chains a computation, ``add_done_callback(cb)``
observes completion. ``fork(fn, *args)`` runs ``fn`` at once and returns a completed
future, as PyTorch's eager ``fork`` does; ``wait(fut)`` returns its value. Scripted code
cannot use them here: the script compiler refuses ``fork``/``wait`` with a clear error.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

__all__ = ["Future", "collect_all", "fork", "wait", "wait_all"]

T = TypeVar("T")
S = TypeVar("S")
_log = logging.getLogger(__name__)
_PENDING = object()


class Future(Generic[T]):
    """A value that may not be ready yet; see the module docstring."""

    def __init__(self, *, devices: list[Any] | None = None) -> None:
        self._cond = threading.Condition()
        self._value: Any = _PENDING
        self._error: BaseException | None = None
        self._callbacks: list[Callable[[Future[T]], None]] = []

    def done(self) -> bool:
        """Whether a value or an exception has been set."""
        return self._value is not _PENDING or self._error is not None

    def wait(self) -> T:
        """Block until the future completes; its value, or its exception raised."""
        with self._cond:
            self._cond.wait_for(self.done)
        return self.value()

    def value(self) -> T:
        """The value of a completed future (raises its exception, if it has one)."""
        if self._error is not None:
            raise self._error
        if self._value is _PENDING:
            raise RuntimeError("Future has not completed yet: call wait() before value()")
        return self._value

    def set_result(self, result: T) -> None:
        """Complete the future with ``result`` and run its callbacks."""
        self._complete(result, None)

    def set_exception(self, result: BaseException) -> None:
        """Complete the future with an exception that ``wait()`` will raise."""
        if not isinstance(result, BaseException):
            raise AssertionError(f"{result} is of type {type(result)}, not an Exception.")
        self._complete(_PENDING, result)

    def _complete(self, value: Any, error: BaseException | None) -> None:
        with self._cond:
            if self.done():
                raise RuntimeError(
                    "Attempting to mark a completed Future as complete again. Note that a "
                    "Future can only be marked completed once."
                )
            self._value, self._error = value, error
            callbacks, self._callbacks = self._callbacks, []
            self._cond.notify_all()
        for callback in callbacks:
            self._run_callback(callback)

    def _run_callback(self, callback: Callable[[Future[T]], None]) -> None:
        try:
            callback(self)
        except Exception as error:  # a callback's failure never reaches the completer
            _log.error(
                "Got the following error when running the callback: %s: %s",
                type(error).__name__,
                error,
            )

    def add_done_callback(self, callback: Callable[[Future[T]], None]) -> None:
        """Run ``callback(self)`` once the future completes (now, if it has)."""
        with self._cond:
            if not self.done():
                self._callbacks.append(callback)
                return
        self._run_callback(callback)

    def then(self, callback: Callable[[Future[T]], S]) -> Future[S]:
        """A new future completed with ``callback(self)`` once this one completes (with
        the error, wrapped in a RuntimeError, if the callback raises)."""
        result: Future[S] = Future()

        def chain(fut: Future[T]) -> None:
            try:
                value = callback(fut)
            except Exception as error:
                message = (
                    "Got the following error when running the callback: "
                    f"{type(error).__name__}: {error}"
                )
                result.set_exception(RuntimeError(message))
            else:
                result.set_result(value)

        self.add_done_callback(chain)
        return result


def collect_all(futures: list[Future[Any]]) -> Future[list[Future[Any]]]:
    """A future completed with the list of ``futures`` once all of them complete (or with
    the first exception among them)."""
    combined: Future[list[Future[Any]]] = Future()
    remaining = [len(futures)]
    lock = threading.Lock()

    def one_done(_: Future[Any]) -> None:
        with lock:
            remaining[0] -= 1
            last = remaining[0] == 0
        if last:
            error = next((f._error for f in futures if f._error is not None), None)
            if error is not None:
                combined.set_exception(error)
            else:
                combined.set_result(list(futures))

    if not futures:
        combined.set_result([])
    for fut in futures:
        fut.add_done_callback(one_done)
    return combined


def wait_all(futures: list[Future[Any]]) -> list[Any]:
    """Wait for every future; their values (the first exception is raised)."""
    return [fut.wait() for fut in collect_all(futures).wait()]


def fork(func: Callable[..., T], *args: Any, **kwargs: Any) -> Future[T]:
    """Run ``func(*args, **kwargs)`` and return a future holding its result."""
    fut: Future[T] = Future()
    fut.set_result(func(*args, **kwargs))
    return fut


def wait(future: Future[T]) -> T:
    """The value of ``future`` once it completes."""
    return future.wait()


fork._jit_special_form = "fork"  # type: ignore[attr-defined]
wait._jit_special_form = "wait"  # type: ignore[attr-defined]
