"""Allocators, DataPtr, StorageImpl/Storage: bytes go back the moment the last owner goes."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from glasstorch.c10.core import allocator as allocator_module
from glasstorch.c10.core import float32, int64
from glasstorch.c10.core.allocator import (
    CPUAllocator,
    DataPtr,
    MetaAllocator,
    get_allocator,
    set_allocator,
)
from glasstorch.c10.core.device import Device, DeviceType
from glasstorch.c10.core.storage_impl import Storage, StorageImpl
from glasstorch.c10.core.tensor_impl import TensorImpl
from glasstorch.c10.util import intrusive_ptr, weak_intrusive_ptr


@pytest.fixture
def alloc() -> CPUAllocator:
    return CPUAllocator()


def test_cpu_allocator_statistics(alloc: CPUAllocator) -> None:
    a = alloc.allocate(100)
    b = alloc.allocate(28)
    assert isinstance(a.get(), np.ndarray) and a.get().dtype == np.uint8
    assert a.get().shape == (100,) and a.device == Device("cpu") and a.allocator is alloc
    assert alloc.memory_stats() == {
        "allocated_bytes": 128,
        "peak_bytes": 128,
        "num_allocs": 2,
        "num_frees": 0,
    }
    assert a.free() is True
    assert a.free() is False  # exactly once
    assert a.freed and a.get() is None and not a
    assert (alloc.allocated_bytes, alloc.peak_bytes, alloc.num_frees) == (28, 128, 1)
    alloc.reset_peak_stats()
    assert alloc.peak_bytes == 28
    del b  # an un-freed DataPtr gives its bytes back when dropped
    assert alloc.allocated_bytes == 0 and alloc.num_frees == 2
    with pytest.raises(RuntimeError):
        alloc.allocate(-1)


def test_meta_allocator_counts_without_data() -> None:
    meta = MetaAllocator()
    p = meta.allocate(64)
    assert p.get() is None and not p and p.device == Device("meta")
    assert meta.allocated_bytes == 64 and meta.num_allocs == 1
    p.free()
    assert meta.allocated_bytes == 0 and meta.num_frees == 1


def test_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(get_allocator(DeviceType.CPU), CPUAllocator)
    assert isinstance(get_allocator("meta"), MetaAllocator)
    with pytest.raises(RuntimeError, match="Allocator for cuda is not set"):
        get_allocator(DeviceType.CUDA)
    monkeypatch.setattr(allocator_module, "_allocators", dict(allocator_module._allocators))
    fake_cuda = CPUAllocator(Device("cuda", 0))  # host memory standing in for a GPU
    set_allocator(DeviceType.CUDA, fake_cuda)
    assert get_allocator(Device("cuda:0")) is fake_cuda
    assert get_allocator("cuda") is fake_cuda
    assert fake_cuda.allocate(8).device == Device("cuda:0")


def test_allocator_is_thread_safe(alloc: CPUAllocator) -> None:
    def work() -> None:
        for _ in range(300):
            alloc.allocate(3).free()

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert alloc.memory_stats()["num_allocs"] == alloc.memory_stats()["num_frees"] == 1200
    assert alloc.allocated_bytes == 0


def test_storage_impl_basics(alloc: CPUAllocator) -> None:
    impl = StorageImpl(16, alloc)
    assert impl.nbytes == 16 and impl.device == Device("cpu") and impl.allocator is alloc
    assert impl.data is not None and impl.data.shape == (16,)
    assert not impl.resizable
    impl.set_nbytes(8)
    assert impl.nbytes == 8
    default = StorageImpl(4)
    assert default.allocator is get_allocator("cpu")
    adopted = StorageImpl(4, data_ptr=alloc.allocate(4))
    assert adopted.allocator is alloc


def test_stats_drop_when_last_strong_owner_goes_while_weak_lives(alloc: CPUAllocator) -> None:
    ptr = intrusive_ptr.make(StorageImpl, 256, alloc)
    weak = weak_intrusive_ptr(ptr)
    other = ptr.copy()
    assert alloc.allocated_bytes == 256
    ptr.reset()
    assert alloc.allocated_bytes == 256  # `other` still owns it
    del other
    assert alloc.allocated_bytes == 0 and alloc.num_frees == 1
    assert weak.lock() is None and weak.expired()
    impl = weak._unsafe_get_target()
    assert impl is not None and impl.data is None and not impl.destroyed


def test_stats_drop_when_last_tensor_impl_is_dropped(alloc: CPUAllocator) -> None:
    storage = Storage.create(6 * 4, alloc)
    weak = weak_intrusive_ptr(storage.get_intrusive_ptr())
    t = TensorImpl(storage, (2, 3), dtype=float32)
    view = TensorImpl(storage, (3,), (2,), 1, dtype=float32, version_counter=t.version_counter)
    del storage  # the tensors own it now
    assert alloc.allocated_bytes == 24 and weak.use_count() == 2
    del t
    assert alloc.allocated_bytes == 24 and weak.use_count() == 1
    del view  # last strong owner: bytes back at once, though `weak` still exists
    assert alloc.allocated_bytes == 0
    assert weak.lock() is None


def test_default_cpu_allocator_returns_to_baseline() -> None:
    cpu = get_allocator("cpu")
    before = cpu.memory_stats()
    impl = TensorImpl(StorageImpl(80), (10,), dtype=int64)
    weak = weak_intrusive_ptr(intrusive_ptr.reclaim_copy(impl.storage_impl))
    assert cpu.allocated_bytes == before["allocated_bytes"] + 80
    del impl
    assert cpu.allocated_bytes == before["allocated_bytes"]
    assert cpu.num_frees == before["num_frees"] + 1
    assert weak.lock() is None


def test_storage_handle(alloc: CPUAllocator) -> None:
    s = Storage.create(10, alloc, resizable=True)
    assert s.defined() and bool(s) and s.use_count() == 1 and s.unique()
    s2 = Storage(s.get_intrusive_ptr())
    assert s.use_count() == 2 and s.is_alias_of(s2) and s == s2
    assert s.nbytes == 10 and s.resizable and s.device == Device("cpu")
    assert isinstance(s.data_ptr, DataPtr) and s.data is not None
    assert not Storage() and Storage().use_count() == 0
    del s2
    assert s.use_count() == 1
    del s
    assert alloc.allocated_bytes == 0


def test_resize_keeps_leading_bytes(alloc: CPUAllocator) -> None:
    impl = StorageImpl(4, alloc, resizable=True)
    impl.data[:] = [1, 2, 3, 4]
    impl.resize_(8)
    assert impl.nbytes == 8 and list(impl.data[:4]) == [1, 2, 3, 4]
    assert alloc.allocated_bytes == 8 and alloc.num_frees == 1 and alloc.peak_bytes == 12
    impl.resize_(2)
    assert list(impl.data) == [1, 2] and alloc.allocated_bytes == 2


def test_resize_requires_resizable(alloc: CPUAllocator) -> None:
    with pytest.raises(RuntimeError, match="not resizable"):
        StorageImpl(4, alloc).resize_(8)


def test_meta_storage_has_no_data() -> None:
    meta = get_allocator("meta")
    before = meta.allocated_bytes
    ptr = intrusive_ptr.make(StorageImpl, 1 << 40, meta)  # a terabyte costs nothing
    impl = ptr.get()
    assert impl.data is None and impl.device == Device("meta")
    assert meta.allocated_bytes == before + (1 << 40)
    del ptr
    assert meta.allocated_bytes == before


def test_statistics_fold_the_event_log_in_order(alloc: CPUAllocator) -> None:
    """Past the fold threshold the log is folded on the way; the peak stays exact."""
    fold_every = allocator_module._FOLD_EVERY
    held = [alloc.allocate_array((4,), np.float32) for _ in range(fold_every + 10)]
    assert len(alloc._log) < fold_every  # folded while allocating, not only when read
    for _, nbytes, deleter in held[: fold_every // 2]:
        deleter(nbytes)
    big = alloc.allocate(10_000)
    expected_peak = max(16 * (fold_every + 10), 16 * (fold_every + 10 - fold_every // 2) + 10_000)
    assert alloc.memory_stats() == {
        "allocated_bytes": 16 * (fold_every + 10 - fold_every // 2) + 10_000,
        "peak_bytes": expected_peak,
        "num_allocs": fold_every + 11,
        "num_frees": fold_every // 2,
    }
    big.free()
    for _, nbytes, deleter in held[fold_every // 2 :]:
        deleter(nbytes)
    assert alloc.allocated_bytes == 0 and alloc.peak_bytes == expected_peak


def test_zero_byte_allocations_are_counted(alloc: CPUAllocator) -> None:
    array, nbytes, deleter = alloc.allocate_array((0, 3), np.float32)
    assert array.shape == (0, 3) and nbytes == 0 and alloc.num_allocs == 1
    deleter(nbytes)
    assert alloc.num_frees == 1 and alloc.allocated_bytes == 0


def test_storage_adopts_a_data_ptr_by_moving_it(alloc: CPUAllocator) -> None:
    ptr = alloc.allocate(12)
    impl = StorageImpl(12, alloc, data_ptr=ptr)
    assert ptr.freed and not ptr and ptr.free() is False  # moved from: owns nothing now
    assert alloc.allocated_bytes == 12
    view = impl.data_ptr  # a non-owning view over the storage's bytes
    assert view.nbytes == 12 and view.get() is not None
    view.free()  # drops the view's reference only
    assert alloc.allocated_bytes == 12 and impl.data is not None
    old = impl.set_data_ptr(alloc.allocate(4))  # the caller now owns the old bytes
    assert alloc.allocated_bytes == 16
    old.free()
    assert alloc.allocated_bytes == 4
    with pytest.raises(RuntimeError, match="freed"):
        StorageImpl(4, alloc, data_ptr=old)
    impl.release_resources()
    assert alloc.allocated_bytes == 0 and impl.data is None and not impl.data_ptr


def test_statistics_of_sizes_past_int64() -> None:
    meta = MetaAllocator()
    huge = meta.allocate(1 << 70)  # meta memory costs nothing; the count is exact anyway
    small = meta.allocate(8)
    assert meta.peak_bytes == (1 << 70) + 8
    huge.free()
    small.free()
    assert meta.memory_stats() == {
        "allocated_bytes": 0,
        "peak_bytes": (1 << 70) + 8,
        "num_allocs": 2,
        "num_frees": 2,
    }
