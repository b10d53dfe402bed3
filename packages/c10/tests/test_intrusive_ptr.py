"""intrusive_ptr / weak_intrusive_ptr: counts, hooks, release/reclaim, threads."""

from __future__ import annotations

import copy
import gc
import threading

import pytest
from glasstorch.c10.util import (
    intrusive_ptr,
    intrusive_ptr_target,
    make_intrusive,
    weak_intrusive_ptr,
)


class Tracked(intrusive_ptr_target):
    """Records its hook calls in ``events``."""

    __slots__ = ("events", "payload")

    def __init__(self, payload: int = 0) -> None:
        super().__init__()
        self.events: list[str] = []
        self.payload = payload

    def release_resources(self) -> None:
        self.events.append("release")

    def on_destroy(self) -> None:
        self.events.append("destroy")


def test_make_sets_counts_to_one() -> None:
    p = intrusive_ptr.make(Tracked, 7)
    t = p.get()
    assert t is not None and t.payload == 7
    assert (p.use_count(), p.weak_use_count()) == (1, 1)
    assert p.unique() and p.defined() and bool(p)
    q = make_intrusive(Tracked)
    assert q.use_count() == 1


def test_copy_increments_and_reset_decrements() -> None:
    p = intrusive_ptr.make(Tracked)
    t = p.get()
    q = p.copy()
    r = copy.copy(p)
    assert p.use_count() == 3 and not p.unique()
    assert p == q == r and hash(p) == hash(q)
    q.reset()
    assert not q.defined() and q.use_count() == 0 and q.get() is None
    assert p.use_count() == 2
    r.reset()
    p.reset()
    assert t.events == ["release", "destroy"]
    assert t.destroyed


def test_dropping_last_python_handle_releases_immediately() -> None:
    p = intrusive_ptr.make(Tracked)
    t = p.get()
    assert t is not None
    del p  # CPython refcounting: __del__ runs here, not at some later GC
    assert t.events == ["release", "destroy"]
    assert (t.refcount, t.weakcount) == (0, 0)


def test_weakcount_includes_one_for_strong_refs() -> None:
    p = intrusive_ptr.make(Tracked)
    t = p.get()
    w = weak_intrusive_ptr(p)
    assert (p.use_count(), p.weak_use_count()) == (1, 2)
    w2 = w.copy()
    assert w.weak_use_count() == 3 and w.use_count() == 1
    w2.reset()
    assert w.weak_use_count() == 2
    p.reset()
    # Strong count hit 0: resources released, object not destroyed (a weak ref lives).
    assert t.events == ["release"]
    assert (t.refcount, t.weakcount) == (0, 1)
    assert w.expired() and w.use_count() == 0 and w.lock() is None
    assert w._unsafe_get_target() is t
    w.reset()
    assert t.events == ["release", "destroy"]


def test_lock_returns_strong_handle_while_alive() -> None:
    p = intrusive_ptr.make(Tracked)
    w = weak_intrusive_ptr(p)
    assert not w.expired()
    locked = w.lock()
    assert locked is not None and locked == p and p.use_count() == 2
    p.reset()
    assert not w.expired()  # the locked handle still owns it
    del locked
    assert w.expired() and w.lock() is None


def test_weak_handle_dropped_by_python_refcounting() -> None:
    p = intrusive_ptr.make(Tracked)
    t = p.get()
    w = weak_intrusive_ptr(p)
    p.reset()
    del w
    assert t.events == ["release", "destroy"]


def test_release_and_reclaim_transfer_ownership_without_counting() -> None:
    p = intrusive_ptr.make(Tracked)
    raw = p.release()
    assert raw is not None and not p.defined()
    assert raw.refcount == 1 and raw.events == []  # still owned, by nobody visible
    q = intrusive_ptr.reclaim(raw)
    assert q.use_count() == 1
    r = intrusive_ptr.reclaim_copy(raw)
    assert q.use_count() == 2
    del q, r
    assert raw.events == ["release", "destroy"]
    with pytest.raises(RuntimeError):
        intrusive_ptr.reclaim(raw)
    with pytest.raises(RuntimeError):
        intrusive_ptr.reclaim_copy(raw)


def test_constructor_refuses_an_already_owned_target() -> None:
    p = intrusive_ptr.make(Tracked)
    with pytest.raises(RuntimeError, match="non-zero refcounts"):
        intrusive_ptr(p.get())


def test_undefined_handles() -> None:
    p: intrusive_ptr[Tracked] = intrusive_ptr()
    assert not p and p.use_count() == 0 and p.weak_use_count() == 0 and not p.unique()
    p.reset()  # no-op
    w = weak_intrusive_ptr(p)
    assert w.expired() and w.lock() is None and w.use_count() == 0
    assert repr(p) == "intrusive_ptr(None)"


def test_swap() -> None:
    a, b = intrusive_ptr.make(Tracked, 1), intrusive_ptr.make(Tracked, 2)
    a.swap(b)
    assert a.get().payload == 2 and b.get().payload == 1


def test_hooks_may_drop_other_pointers() -> None:
    """release_resources runs outside the count lock, so it can release children."""

    class Parent(intrusive_ptr_target):
        def __init__(self, child: intrusive_ptr[Tracked]) -> None:
            super().__init__()
            self.child = child

        def release_resources(self) -> None:
            self.child.reset()

    child = intrusive_ptr.make(Tracked)
    c = child.get()
    parent = intrusive_ptr.make(Parent, child.copy())
    child.reset()
    assert c.events == []
    parent.reset()
    assert c.events == ["release", "destroy"]


def test_concurrent_copies_and_resets_balance() -> None:
    p = intrusive_ptr.make(Tracked)
    t = p.get()
    w = weak_intrusive_ptr(p)

    def work() -> None:
        for _ in range(2000):
            q = p.copy()
            wl = w.lock()
            ww = w.copy()
            del q, wl, ww

    threads = [threading.Thread(target=work) for _ in range(4)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    gc.collect()
    assert (t.refcount, t.weakcount) == (1, 2)
    p.reset()
    w.reset()
    assert t.events == ["release", "destroy"]


def test_failing_release_resources_still_destroys() -> None:
    class Boom(Tracked):
        def release_resources(self) -> None:
            super().release_resources()
            raise ValueError("boom")

    p = intrusive_ptr.make(Boom)
    t = p.get()
    with pytest.raises(ValueError, match="boom"):
        p.reset()
    assert t.events == ["release", "destroy"] and (t.refcount, t.weakcount) == (0, 0)
