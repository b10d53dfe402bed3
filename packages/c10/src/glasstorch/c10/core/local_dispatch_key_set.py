"""Thread-local include/exclude dispatch key sets and their guards.

Mirrors ``c10/core/impl/LocalDispatchKeySet.h``. Every ``Dispatcher.call`` computes
``(keys of the arguments | included) & ~excluded``; the autograd layer uses the exclude
set for ``no_grad``-style regions, Python modes use the include set.
"""

from __future__ import annotations

import threading
from types import TracebackType

from .dispatch_key_set import DispatchKeySet


class _LocalDispatchKeySet(threading.local):
    """Per-thread raw ``int`` key sets (read on every operator call)."""

    def __init__(self) -> None:
        self.included = 0
        self.excluded = 0


tls_local_dispatch_key_set = _LocalDispatchKeySet()


def tls_included() -> DispatchKeySet:
    return DispatchKeySet(raw=tls_local_dispatch_key_set.included)


def tls_excluded() -> DispatchKeySet:
    return DispatchKeySet(raw=tls_local_dispatch_key_set.excluded)


def tls_set_dispatch_key_included(ks: DispatchKeySet, enabled: bool) -> None:
    local = tls_local_dispatch_key_set
    local.included = local.included | ks.repr if enabled else local.included & ~ks.repr


def tls_set_dispatch_key_excluded(ks: DispatchKeySet, enabled: bool) -> None:
    local = tls_local_dispatch_key_set
    local.excluded = local.excluded | ks.repr if enabled else local.excluded & ~ks.repr


class _TLSGuard:
    """Adds keys to one thread-local set for a ``with`` block.

    As PyTorch's guards do, it remembers only the keys that were *not* already present
    and removes just those on exit, so nesting and changes made inside the block compose.
    """

    __slots__ = ("keys", "_added")
    _field = ""

    def __init__(self, keys: DispatchKeySet) -> None:
        self.keys = keys
        self._added = 0

    def __enter__(self) -> _TLSGuard:
        local = tls_local_dispatch_key_set
        current = getattr(local, self._field)
        self._added = self.keys.repr & ~current
        setattr(local, self._field, current | self._added)
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        local = tls_local_dispatch_key_set
        setattr(local, self._field, getattr(local, self._field) & ~self._added)


class IncludeDispatchKeyGuard(_TLSGuard):
    """``with IncludeDispatchKeyGuard(ks):`` — dispatch as if every tensor also had ``ks``."""

    __slots__ = ()
    _field = "included"


class ExcludeDispatchKeyGuard(_TLSGuard):
    """``with ExcludeDispatchKeyGuard(ks):`` — skip the keys in ``ks`` on this thread."""

    __slots__ = ()
    _field = "excluded"
