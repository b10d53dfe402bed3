"""The CUDA caching allocator: size classes, reuse per stream and size class, blocks going
back to the cache when the last owner of a storage lets go, empty_cache, statistics and
out-of-memory recovery. Runs on the numpy stand-in for cupy."""

from __future__ import annotations

import gc

import numpy as np
import pytest
from glasstorch.c10 import cuda
from glasstorch.c10.core.storage_impl import Storage, StorageImpl
from glasstorch.c10.cuda.caching_allocator import CUDACachingAllocator, round_size


@pytest.fixture
def alloc():
    with cuda.stand_in():
        yield CUDACachingAllocator()


def _stats(alloc, device=0):
    return alloc.memory_stats(device)


@pytest.mark.parametrize(
    ("request_", "size"),
    [(0, 512), (1, 512), (512, 512), (513, 1024), (1 << 20, 1 << 20),
     ((1 << 20) + 1, 2 << 20), (5 << 20, 6 << 20)],
)  # fmt: skip
def test_size_classes(request_, size):
    assert round_size(request_) == size


def test_freed_block_is_reused_for_the_same_size_class(alloc):
    ptr = alloc.allocate(1000)
    address = cuda.arrays.data_address(ptr.get())
    assert _stats(alloc)["allocated_bytes.all.current"] == 1024
    ptr.free()
    assert _stats(alloc)["allocated_bytes.all.current"] == 0
    assert _stats(alloc)["reserved_bytes.all.current"] == 1024  # cached, not returned
    again = alloc.allocate(600)  # same class (1024): the cached block
    assert cuda.arrays.data_address(again.get()) == address
    assert _stats(alloc)["num_device_alloc"] == 1
    other = alloc.allocate(3000)  # another class: new device memory
    assert _stats(alloc)["num_device_alloc"] == 2
    assert _stats(alloc)["reserved_bytes.all.current"] == 1024 + 3072
    again.free()
    other.free()


def test_blocks_are_kept_per_stream(alloc):
    alloc.allocate(100).free()
    with cuda.Stream():
        ptr = alloc.allocate(100)  # the cached block belongs to the default stream
        assert _stats(alloc)["num_device_alloc"] == 2
        ptr.free()
        alloc.allocate(100).free()  # this stream's own block now
        assert _stats(alloc)["num_device_alloc"] == 2
    assert alloc.cached_blocks() == 2


def test_blocks_are_kept_per_device(alloc):
    a = alloc.allocate(256, device=1)
    assert a.device.index == 1
    assert _stats(alloc, 1)["allocated_bytes.all.current"] == 512
    assert _stats(alloc, 0)["allocated_bytes.all.current"] == 0
    a.free()
    assert alloc.cached_blocks(1) == 1 and alloc.cached_blocks(0) == 0
    with pytest.raises(RuntimeError, match="invalid device ordinal"):
        alloc.allocate(8, device=2)


def test_storage_release_returns_its_block_to_the_cache(alloc):
    storage = Storage(StorageImpl(4096, alloc))
    view = Storage(storage.get_intrusive_ptr())  # a second owner
    assert _stats(alloc)["allocated_bytes.all.current"] == 4096
    del storage
    gc.collect()
    assert _stats(alloc)["allocated_bytes.all.current"] == 4096  # still owned
    del view
    gc.collect()
    assert _stats(alloc)["allocated_bytes.all.current"] == 0
    assert alloc.cached_blocks() == 1


def test_empty_cache_returns_free_blocks_only(alloc):
    live = alloc.allocate(2048)
    alloc.allocate(700).free()
    alloc.allocate(3 << 20).free()
    assert _stats(alloc)["reserved_bytes.all.current"] == 2048 + 1024 + (4 << 20)
    alloc.empty_cache()
    stats = _stats(alloc)
    assert stats["reserved_bytes.all.current"] == 2048
    assert stats["num_device_free"] == 2 and alloc.cached_blocks() == 0
    live.free()


def test_peaks_and_their_reset(alloc):
    a, b = alloc.allocate(512), alloc.allocate(1024)
    a.free()
    stats = _stats(alloc)
    assert stats["allocated_bytes.all.peak"] == 1536
    assert stats["allocated_bytes.all.current"] == 1024
    assert stats["requested_bytes.all.peak"] == 1536
    alloc.reset_peak_stats()
    assert _stats(alloc)["allocated_bytes.all.peak"] == 1024
    assert _stats(alloc)["reserved_bytes.all.peak"] == 1536
    b.free()
    assert _stats(alloc)["allocated_bytes.all.freed"] == 1536
    alloc.reset_accumulated_stats()
    assert _stats(alloc)["allocated_bytes.all.freed"] == 0


def test_typed_arrays_view_their_block(alloc):
    array, nbytes, deleter = alloc.allocate_array((3, 4), np.float32)
    assert array.shape == (3, 4) and array.dtype == np.float32
    assert nbytes == 48 and _stats(alloc)["allocated_bytes.all.current"] == 512
    array[...] = 1.5
    deleter(nbytes)
    assert _stats(alloc)["allocated_bytes.all.current"] == 0
    again, _, deleter = alloc.allocate_array((3, 4), np.float32)  # the same block, reused
    assert again.view(np.float32).tolist() == [[1.5] * 4] * 3
    deleter(nbytes)


def test_out_of_memory_empties_the_cache_then_reports(alloc, monkeypatch):
    fake = cuda.require()
    alloc.allocate(4096).free()
    real_memory = fake.cuda.Memory
    calls = []

    def scarce(size):
        calls.append(size)
        if len(calls) == 1 or size > 1 << 30:
            raise MemoryError("out of memory allocating")
        return real_memory(size)

    monkeypatch.setattr(fake.cuda, "Memory", scarce)
    ptr = alloc.allocate(10_000)  # first attempt fails, the retry after empty_cache works
    stats = _stats(alloc)
    assert stats["num_alloc_retries"] == 1 and alloc.cached_blocks() == 0
    assert stats["reserved_bytes.all.current"] == round_size(10_000)
    with pytest.raises(
        cuda.OutOfMemoryError, match="CUDA out of memory. Tried to allocate 2.00 GiB"
    ):
        alloc.allocate(2 << 30)
    assert _stats(alloc)["num_ooms"] == 1
    ptr.free()


def test_stats_by_pool(alloc):
    small, large = alloc.allocate(1000), alloc.allocate(3 << 20)  # classes 1024 and 4 MiB
    stats = _stats(alloc)
    assert stats["allocated_bytes.small_pool.current"] == 1024
    assert stats["allocated_bytes.large_pool.current"] == 4 << 20
    assert stats["allocated_bytes.all.current"] == 1024 + (4 << 20)
    assert stats["segment.small_pool.current"] == stats["segment.large_pool.current"] == 1
    assert stats["requested_bytes.large_pool.current"] == 3 << 20
    assert list(stats) == sorted(stats)  # PyTorch's order
    small.free()
    large.free()
    alloc.empty_cache()
    stats = _stats(alloc)
    assert stats["reserved_bytes.small_pool.freed"] == 1024
    assert stats["reserved_bytes.large_pool.peak"] == 4 << 20
    assert stats["reserved_bytes.all.current"] == 0


def test_memory_fraction_caps_reserved_bytes(alloc):
    total = cuda.require().cuda.runtime.memGetInfo()[1]  # 16 GiB on the stand-in
    assert alloc.memory_fraction(0) == 1.0
    alloc.set_memory_fraction(2**-14, 0)  # 1 MiB of 16 GiB
    assert alloc.memory_fraction(0) == 2**-14 and alloc.memory_fraction(1) == 1.0
    assert int(total * 2**-14) == 1 << 20
    kept = alloc.allocate(512 << 10)
    alloc.allocate(256 << 10).free()  # cached: 768 KiB reserved
    ptr = alloc.allocate(256 << 10)  # a cached block, no device memory asked
    ptr.free()
    with pytest.raises(cuda.OutOfMemoryError, match=r"Tried to allocate 600.00 KiB\. GPU 0 ") as e:
        alloc.allocate(600 << 10)  # 768 + 600 KiB > 1 MiB, and 512 + 600 KiB after emptying
    assert "1.00 MiB allowed; " in str(e.value) and "total capacity of 16.00 GiB" in str(e.value)
    stats = _stats(alloc)
    assert stats["num_alloc_retries"] == 1 and stats["num_ooms"] == 1
    assert stats["reserved_bytes.all.current"] == 512 << 10  # the cache was emptied
    again = alloc.allocate(400 << 10)  # fits: 512 + 400 KiB
    assert alloc.allocate(8, device=1).device.index == 1  # device 1 has no cap
    again.free()
    kept.free()
    with pytest.raises(RuntimeError, match="invalid device ordinal"):
        alloc.set_memory_fraction(0.5, 2)


def test_snapshot_lists_live_and_cached_blocks(alloc):
    live = alloc.allocate(1000)
    alloc.allocate(3 << 20).free()
    other = alloc.allocate(100, device=1)
    segments = alloc.snapshot()
    assert [(s["device"], s["total_size"], s["segment_type"]) for s in segments[:2]] in (
        [(0, 1024, "small"), (0, 4 << 20, "large")],
        [(0, 4 << 20, "large"), (0, 1024, "small")],
    )
    assert segments[2]["device"] == 1 and segments[2]["requested_size"] == 100
    by_size = {s["total_size"]: s for s in segments if s["device"] == 0}
    used, cached = by_size[1024], by_size[4 << 20]
    assert used["address"] == cuda.arrays.data_address(live.get())
    assert (used["allocated_size"], used["requested_size"]) == (1024, 1000)
    assert used["blocks"] == [
        {"address": used["address"], "size": 1024, "requested_size": 1000,
         "state": "active_allocated", "frames": []}
    ]  # fmt: skip
    assert cached["allocated_size"] == 0 and cached["blocks"][0]["state"] == "inactive"
    assert (
        sum(s["allocated_size"] for s in segments if s["device"] == 0)
        == _stats(alloc)["allocated_bytes.all.current"]
    )
    live.free()
    other.free()
    alloc.empty_cache()
    assert alloc.snapshot() == []


def test_stand_in_device_memory_is_counted():
    with cuda.stand_in() as fake:
        gc.collect()  # memory earlier tests dropped
        free, total = fake.cuda.runtime.memGetInfo()
        memory = fake.cuda.Memory(1 << 20)
        assert fake.cuda.runtime.memGetInfo() == (free - (1 << 20), total)
        del memory
        gc.collect()
        assert fake.cuda.runtime.memGetInfo() == (free, total)
        with pytest.raises(fake.cuda.memory.OutOfMemoryError):
            fake.cuda.Memory(total + 1)
        assert fake.cuda.runtime.deviceCanAccessPeer(0, 1) == 1
        assert fake.cuda.runtime.deviceCanAccessPeer(1, 1) == 0
