"""RemovableHandle: what ``register_hook`` returns; ``remove()`` unregisters that one hook."""

from __future__ import annotations

import itertools
from typing import Any

__all__ = ["RemovableHandle"]

_next_id = itertools.count()


class RemovableHandle:
    """Removes one entry from a hook dictionary; also a context manager (removes on exit)."""

    __slots__ = ("hooks_dict", "id")

    def __init__(self, hooks_dict: dict[int, Any]) -> None:
        self.hooks_dict = hooks_dict
        self.id = next(_next_id)

    def remove(self) -> None:
        self.hooks_dict.pop(self.id, None)

    def __enter__(self) -> RemovableHandle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.remove()

    def __repr__(self) -> str:
        return f"<RemovableHandle id={self.id}>"
