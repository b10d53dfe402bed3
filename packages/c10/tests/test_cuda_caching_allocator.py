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
