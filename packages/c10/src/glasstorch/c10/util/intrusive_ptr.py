"""Intrusive reference counting: strong and weak handles whose counts live on the target.

Mirrors ``c10/util/intrusive_ptr.h``. CPython already refcounts every object, but the
PyTorch design needs counts it can *see*: ``StorageImpl`` frees its bytes the moment its
last strong owner lets go (even while weak owners live), and ``use_count()`` drives
copy-on-write and "is this tensor uniquely owned" checks. Each handle object is one
strong (or weak) reference; its ``__del__`` gives the reference back, so dropping the last
Python reference to a handle releases at once.

Invariants (as in PyTorch):

* ``refcount`` is the number of strong handles;
* ``weakcount`` is the number of weak handles, **plus one while** ``refcount > 0``;
* when ``refcount`` reaches 0, :meth:`intrusive_ptr_target.release_resources` runs;
* when ``weakcount`` reaches 0, the target is destroyed (:meth:`on_destroy`).

PyTorch skips ``release_resources()`` when no weak reference exists because the C++
destructor runs right away and does the cleanup; Python has no destructor to rely on,
so here ``release_resources()`` runs *every* time the strong count reaches 0, exactly once.
"""

from __future__ import annotations

import sys
import threading
from typing import Any, Generic, TypeVar

__all__ = [
    "intrusive_ptr",
    "intrusive_ptr_target",
    "make_intrusive",
    "weak_intrusive_ptr",
]

# One re-entrant lock guards every count change. Hooks (release_resources, on_destroy) run
# *outside* it, so they may freely drop other intrusive pointers; re-entrancy covers a
# __del__ that fires on this thread while the lock is held.
_count_lock = threading.RLock()
#: Taken as calls, not with ``with``, where every view's handle passes (half the cost).
_count_acquire, _count_release = _count_lock.acquire, _count_lock.release


class intrusive_ptr_target:
    """Base class for objects owned through :class:`intrusive_ptr`; holds the counts."""

    __slots__ = ("refcount", "weakcount", "_destroyed")

    def __init__(self) -> None:
        self.refcount = 0
        self.weakcount = 0
        self._destroyed = False

    def release_resources(self) -> None:
        """Hook: free expensive resources when the last strong reference goes away."""

    def on_destroy(self) -> None:
        """Hook: called once when both counts reached 0 (PyTorch's ``delete``)."""

    #: Whether the class overrides :meth:`on_destroy` (set for each subclass), so that
    #: releasing the many targets without one skips calling it.
    has_on_destroy = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.has_on_destroy = cls.on_destroy is not intrusive_ptr_target.on_destroy

    @property
    def destroyed(self) -> bool:
        """True once both the strong and the weak count reached 0."""
        return self._destroyed


T = TypeVar("T", bound=intrusive_ptr_target)


def _decref(target: intrusive_ptr_target) -> None:
    """Drop one strong reference; run the hooks the drop calls for (outside the lock).

    When no weak reference exists, the strong references' +1 on the weak count goes in
    the same locked step, so the common case takes the lock once (and a dropped handle
    that was the only reference takes none: see ``intrusive_ptr.__del__``).
    """
    _count_acquire()
    try:
        if target.refcount <= 0:
            raise RuntimeError("intrusive_ptr: refcount underflow")
        target.refcount -= 1
        if target.refcount:
            return
        destroy = target.weakcount == 1
        if destroy:
            target.weakcount = 0
            target._destroyed = True
    finally:
        _count_release()
    if destroy:
        try:
            target.release_resources()
        finally:
            target.on_destroy()
        return
    try:
        target.release_resources()
    finally:
        _weak_decref(target)  # the +1 the strong references held on the weak count


def _weak_decref(target: intrusive_ptr_target) -> None:
    """Drop one weak reference; destroy the target when the weak count reaches 0."""
    with _count_lock:
        if target.weakcount <= 0:
            raise RuntimeError("intrusive_ptr: weakcount underflow")
        target.weakcount -= 1
        if target.weakcount:
            return
        target._destroyed = True
    target.on_destroy()


class intrusive_ptr(Generic[T]):
    """An owning (strong) handle on an :class:`intrusive_ptr_target`; ``None`` when undefined."""

    __slots__ = ("_target",)

    def __init__(self, target: T | None = None) -> None:
        """Take ownership of a freshly built target (both counts 0), as PyTorch's constructor."""
        if target is not None:
            # A newly built target is not shared with any other thread yet: no lock needed.
            if target.refcount != 0 or target.weakcount != 0:
                raise RuntimeError(
                    "intrusive_ptr: newly-created target had non-zero refcounts; use "
                    "intrusive_ptr.reclaim_copy() to add an owner to an owned target"
                )
            target.refcount = 1
            target.weakcount = 1
        self._target = target

    # -- construction -----------------------------------------------------------------
    @classmethod
    def make(cls, target_cls: type[T], *args: Any, **kwargs: Any) -> intrusive_ptr[T]:
        """Build ``target_cls(*args, **kwargs)`` and own it (``make_intrusive``)."""
        return cls(target_cls(*args, **kwargs))

    @classmethod
    def reclaim(cls, owning: T | None) -> intrusive_ptr[T]:
        """Adopt the strong reference a :meth:`release` handed out, without incrementing."""
        if owning is not None and owning.refcount <= 0:
            raise RuntimeError("intrusive_ptr.reclaim: target holds no strong reference")
        ptr = cls.__new__(cls)
        ptr._target = owning
        return ptr

    @classmethod
    def reclaim_copy(cls, owning: T | None) -> intrusive_ptr[T]:
        """A new strong handle on an already-owned target (increments ``refcount``)."""
        ptr = cls.__new__(cls)
        ptr._target = None
        if owning is not None:
            _count_acquire()
            try:
                if owning.refcount <= 0:
                    raise RuntimeError("intrusive_ptr.reclaim_copy: target is not alive")
                owning.refcount += 1
            finally:
                _count_release()
            ptr._target = owning
        return ptr

    unsafe_reclaim_from_nonowning = reclaim_copy

    # -- queries ------------------------------------------------------------------------
    def get(self) -> T | None:
        """The target, or ``None`` for an undefined handle."""
        return self._target

    def defined(self) -> bool:
        return self._target is not None

    def use_count(self) -> int:
        """Number of strong handles on the target (0 when undefined)."""
        t = self._target
        return t.refcount if t is not None else 0

    def weak_use_count(self) -> int:
        """The target's weak count: weak handles plus one while strong ones exist."""
        t = self._target
        return t.weakcount if t is not None else 0

    def unique(self) -> bool:
        return self.use_count() == 1

    # -- ownership ----------------------------------------------------------------------
    def copy(self) -> intrusive_ptr[T]:
        """Another strong handle on the same target (refcount + 1)."""
        return type(self).reclaim_copy(self._target)

    __copy__ = copy

    def reset(self) -> None:
        """Give up this handle's strong reference and become undefined."""
        t = self._target
        if t is not None:
            self._target = None
            _decref(t)

    def release(self) -> T | None:
        """Hand out the target *and* this handle's strong reference (see :meth:`reclaim`)."""
        t = self._target
        self._target = None
        return t

    def swap(self, other: intrusive_ptr[T]) -> None:
        self._target, other._target = other._target, self._target

    def __del__(self, _finalizing: Any = sys.is_finalizing) -> None:
        # The default argument keeps the function alive while module globals are torn down.
        try:
            target = self._target
        except AttributeError:  # __init__ raised before setting it
            return
        if target is None:
            return
        self._target = None
        try:
            if target.refcount == 1 and target.weakcount == 1:
                # The only reference of any kind: no other handle exists through which
                # another thread could reach the target, so no lock (as in C++, using a raw
                # pointer to a target you do not own is not thread-safe either). Every
                # tensor's storage is released this way.
                target.refcount = 0
                target.weakcount = 0
                target._destroyed = True
                if target.has_on_destroy:
                    try:
                        target.release_resources()
                    finally:
                        target.on_destroy()
                else:
                    target.release_resources()
            else:
                _decref(target)
        except Exception:  # pragma: no cover - reported unless shutting down
            if not _finalizing():
                raise

    # -- comparisons ----------------------------------------------------------------------
    def __bool__(self) -> bool:
        return self._target is not None

    def __eq__(self, other: object) -> bool:
        if isinstance(other, intrusive_ptr):
            return self._target is other._target
        return NotImplemented

    def __hash__(self) -> int:
        return id(self._target)

    def __repr__(self) -> str:
        t = self._target
        if t is None:
            return "intrusive_ptr(None)"
        return f"intrusive_ptr({type(t).__name__}, use_count={t.refcount})"


def make_intrusive(target_cls: type[T], *args: Any, **kwargs: Any) -> intrusive_ptr[T]:
    """``make_intrusive<T>(args...)``: build a target and return its first strong handle."""
    return intrusive_ptr(target_cls(*args, **kwargs))


class weak_intrusive_ptr(Generic[T]):
    """A non-owning handle: keeps the target object alive but not its resources."""

    __slots__ = ("_target",)

    def __init__(self, ptr: intrusive_ptr[T]) -> None:
        t = ptr.get()
        if t is not None:
            with _count_lock:
                t.weakcount += 1
        self._target = t

    def lock(self) -> intrusive_ptr[T] | None:
        """A new strong handle, or ``None`` once the target's strong count reached 0."""
        t = self._target
        if t is None:
            return None
        with _count_lock:
            if t.refcount == 0:
                return None
            t.refcount += 1
        ptr: intrusive_ptr[T] = intrusive_ptr.__new__(intrusive_ptr)
        ptr._target = t
        return ptr

    def expired(self) -> bool:
        t = self._target
        return t is None or t.refcount == 0

    def use_count(self) -> int:
        """Strong handles on the target (0 once expired)."""
        t = self._target
        return t.refcount if t is not None else 0

    def weak_use_count(self) -> int:
        t = self._target
        return t.weakcount if t is not None else 0

    def copy(self) -> weak_intrusive_ptr[T]:
        new: weak_intrusive_ptr[T] = weak_intrusive_ptr.__new__(weak_intrusive_ptr)
        t = self._target
        if t is not None:
            with _count_lock:
                t.weakcount += 1
        new._target = t
        return new

    __copy__ = copy

    def reset(self) -> None:
        """Give up this weak reference (destroys the target if it was the last one)."""
        t = self._target
        if t is not None:
            self._target = None
            _weak_decref(t)

    def _unsafe_get_target(self) -> T | None:
        """The target even when expired (its resources may already be released)."""
        return self._target

    def __del__(self, _finalizing: Any = sys.is_finalizing) -> None:
        # The default argument keeps the function alive while module globals are torn down.
        if getattr(self, "_target", None) is not None:
            try:
                self.reset()
            except Exception:  # pragma: no cover - reported unless shutting down
                if not _finalizing():
                    raise

    def __eq__(self, other: object) -> bool:
        if isinstance(other, weak_intrusive_ptr):
            return self._target is other._target
        return NotImplemented

    def __hash__(self) -> int:
        return id(self._target)

    def __repr__(self) -> str:
        t = self._target
        if t is None:
            return "weak_intrusive_ptr(None)"
        return f"weak_intrusive_ptr({type(t).__name__}, use_count={t.refcount})"
