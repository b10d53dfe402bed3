"""RemovableHandle: what Module's ``register_*_hook`` methods return (``torch.utils.hooks``)."""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Iterable
from typing import Any

__all__ = ["RemovableHandle"]

_next_id = itertools.count()


class RemovableHandle:
    """Removes one hook (by id) from its dictionary and from any companion dictionaries.

    The dictionaries are held weakly, so a handle does not keep its module's hooks alive.
    It is also a context manager that removes the hook on exit.
    """

    id: int

    def __init__(self, hooks_dict: Any, *, extra_dict: Any = None) -> None:
        self.hooks_dict_ref = weakref.ref(hooks_dict)
        self.id = next(_next_id)
        if extra_dict is None:
            extra: Iterable[Any] = ()
        elif isinstance(extra_dict, list | tuple):
            extra = extra_dict
        else:
            extra = (extra_dict,)
        self.extra_dict_ref = tuple(weakref.ref(d) for d in extra)

    def remove(self) -> None:
        for ref in (self.hooks_dict_ref, *self.extra_dict_ref):
            d = ref()
            if d is not None and self.id in d:
                del d[self.id]

    def __enter__(self) -> RemovableHandle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.remove()

    def __repr__(self) -> str:
        return f"<RemovableHandle id={self.id}>"
