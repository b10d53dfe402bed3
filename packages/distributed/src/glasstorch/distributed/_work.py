"""``Work``: the handle of a started collective (c10d's ``Work``), and its deadline.

Every collective is started with a non-blocking call and waited for by polling it, so a
rank that never joins (it left the training loop, crashed, or skipped the call) makes the
waiting ranks raise ``DistBackendError`` once the group's timeout has passed instead of
hanging the job forever.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import Any

__all__ = ["DistBackendError", "DistError", "Work", "wait_until"]

_SPIN_S = 0.01  # poll without pausing this long: short collectives finish at full speed
_MAX_PAUSE_S = 0.001  # then poll at least once a millisecond


class DistError(RuntimeError):
    """An error of the distributed package."""

    __module__ = "glasstorch.distributed"


class DistBackendError(DistError):
    """A backend's collective failed (it timed out waiting for the other ranks)."""

    __module__ = "glasstorch.distributed"


def _seconds(t: float) -> str:
    return f"{t:.1f} seconds" if t >= 1 else f"{t * 1000:.0f} milliseconds"


def wait_until(
    poll: Callable[[], bool],
    started: float,
    timeout: timedelta,
    describe: Callable[[], str],
    on_timeout: Callable[[], None] | None = None,
) -> None:
    """Poll until ``poll()`` is true; past ``started + timeout`` (monotonic seconds) run
    ``on_timeout`` and raise DistBackendError naming ``describe()``."""
    deadline = started + timeout.total_seconds()
    spin_until = time.monotonic() + _SPIN_S
    pause = 1e-5
    while not poll():
        now = time.monotonic()
        if now >= deadline:
            if on_timeout is not None:
                on_timeout()
            raise DistBackendError(
                f"{describe()} timed out after {_seconds(now - started)} (timeout "
                f"{timeout}); a rank of the group never joined it: it may have failed, "
                "exited, or skipped this collective"
            )
        if now < spin_until:
            time.sleep(0)
        else:
            time.sleep(min(pause, deadline - now))
            pause = min(pause * 2, _MAX_PAUSE_S)


class Work:
    """A started operation: ``wait()`` blocks until it is done and its outputs are final.

    ``poll`` reports whether the transport finished; ``finish`` callbacks run once
    afterwards (copying a temporary buffer back, dividing for AVG). ``timeout`` is the
    group's: ``wait()`` raises DistBackendError if the operation has not completed that
    long after it started; ``describe`` names it in the message and ``on_timeout`` lets
    the backend abandon it (NCCL aborts its communicator).
    """

    def __init__(
        self,
        poll: Callable[[], bool] | None = None,
        finish: Sequence[Callable[[], None]] = (),
        result: Sequence[Any] = (),
        timeout: timedelta | None = None,
        describe: Callable[[], str] = lambda: "collective operation",
        on_timeout: Callable[[], None] | None = None,
    ) -> None:
        self._poll = poll
        self._finish = list(finish)
        self._result = list(result)
        self._timeout = timeout
        self._describe = describe
        self._on_timeout = on_timeout
        self._started = time.monotonic()
        self._done = poll is None
        if self._done:
            self._run_finish()

    def _run_finish(self) -> None:
        finish, self._finish = self._finish, []
        for fn in finish:
            fn()

    def wait(self, timeout: timedelta | None = None) -> bool:
        """Block until the operation has completed; True once it has. Raises
        DistBackendError if it has not completed within ``timeout`` (the group's timeout,
        counted from the start of the operation, when None)."""
        if not self._done:
            assert self._poll is not None
            if timeout is not None:
                started = time.monotonic()
            else:
                started, timeout = self._started, self._timeout
            if timeout is None:
                while not self._poll():
                    time.sleep(0)
            else:
                wait_until(self._poll, started, timeout, self._describe, self._on_timeout)
            self._done = True
            self._run_finish()
        return True

    def then(self, fn: Callable[[], None]) -> Work:
        """Run ``fn`` once the operation has completed (now, if it already has)."""
        self._finish.append(fn)
        if self._done:
            self._run_finish()
        return self

    def is_completed(self) -> bool:
        """Whether the operation has completed (finishes it if the transport is done)."""
        if not self._done and self._poll is not None and self._poll():
            self._done = True
            self._run_finish()
        return self._done

    def is_success(self) -> bool:
        return self.is_completed()

    def exception(self) -> None:
        return None

    def result(self) -> list[Any]:
        """The output tensors of the operation, once it has completed."""
        self.wait()
        return list(self._result)

    def __repr__(self) -> str:
        return f"Work(completed={self._done})"
