"""``Work``: the handle of a collective started with ``async_op=True`` (c10d's ``Work``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import Any

__all__ = ["Work"]


class Work:
    """A started operation: ``wait()`` blocks until it is done and its outputs are final.

    ``poll`` reports whether the transport finished, ``block`` waits for it, and ``finish``
    callbacks run once afterwards (copying a temporary buffer back, dividing for AVG).
    """

    def __init__(
        self,
        block: Callable[[], Any] | None = None,
        poll: Callable[[], bool] | None = None,
        finish: Sequence[Callable[[], None]] = (),
        result: Sequence[Any] = (),
    ) -> None:
        self._block = block
        self._poll = poll
        self._finish = list(finish)
        self._result = list(result)
        self._done = block is None
        if self._done:
            self._run_finish()

    def _run_finish(self) -> None:
        finish, self._finish = self._finish, []
        for fn in finish:
            fn()

    def wait(self, timeout: timedelta | None = None) -> bool:
        """Block until the operation has completed; True once it has. With ``timeout``,
        raise RuntimeError if it has not completed in that time."""
        if not self._done:
            if timeout is not None and self._poll is not None:
                deadline = time.monotonic() + timeout.total_seconds()
                while not self._poll():
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"Work timed out after {timeout}")
                    time.sleep(0)
            else:
                self._block()  # type: ignore[misc]
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
