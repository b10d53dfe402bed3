"""LeftRight: two copies of a data structure, so readers never wait for a writer.

Mirrors ``c10/util/LeftRight.h``. Readers announce themselves on one of two counters,
then read the *foreground* copy. A writer (writers take a mutex among themselves)
updates the background copy, swaps which copy is foreground, waits until every reader
that may still be looking at the old copy has left — by flipping the counters and
draining each — and then applies the same update to the old copy. Reads therefore
never block and always see a complete copy, before or after a write.

Counters are ``collections.deque`` objects: ``append``/``pop`` and ``len`` on a deque
are atomic in CPython, so a reader's announce/leave needs no lock.
"""

from __future__ import annotations

import copy
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")
R = TypeVar("R")


class LeftRight(Generic[T]):
    """Wait-free reads of ``T`` while writers serialise among themselves.

    The second copy starts as a shallow copy of ``initial``.
    """

    __slots__ = ("_data", "_counters", "_foreground_data", "_foreground_counter", "_write_mutex")

    def __init__(self, initial: T) -> None:
        self._data: list[T] = [initial, copy.copy(initial)]
        self._counters: tuple[deque[None], deque[None]] = (deque(), deque())
        self._foreground_data = 0
        self._foreground_counter = 0
        self._write_mutex = threading.Lock()

    def read(self, read_fn: Callable[[T], R]) -> R:
        """Call ``read_fn`` on the current copy; never waits for a writer."""
        counter = self._counters[self._foreground_counter]
        counter.append(None)
        try:
            return read_fn(self._data[self._foreground_data])
        finally:
            counter.pop()

    def write(self, write_fn: Callable[[T], R]) -> R:
        """Apply ``write_fn`` (which must be deterministic) to both copies in turn.

        ``write_fn`` runs twice, once per copy; its first result is returned.
        """
        with self._write_mutex:
            background = self._foreground_data ^ 1
            result = write_fn(self._data[background])
            # New readers now see the updated copy ...
            self._foreground_data = background
            # ... but readers that announced themselves earlier may still hold the old one.
            # Drain the idle counter, move new readers onto it, then drain the busy one.
            old_counter = self._foreground_counter
            self._wait_until_empty(self._counters[old_counter ^ 1])
            self._foreground_counter = old_counter ^ 1
            self._wait_until_empty(self._counters[old_counter])
            write_fn(self._data[background ^ 1])
            return result

    @staticmethod
    def _wait_until_empty(counter: deque[None]) -> None:
        while counter:
            time.sleep(0)
