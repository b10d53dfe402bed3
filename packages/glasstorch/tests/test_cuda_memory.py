"""torch.cuda's memory tools beyond the statistics: free device memory, the per-process
memory fraction, the allocator's snapshot and summary, peer access, IPC collection and
stream capture — without a GPU (PyTorch's errors) and on the numpy CUDA stand-in."""

from __future__ import annotations

import gc

import glasstorch as torch
import pytest
from glasstorch.c10.cuda import stand_in

GIB = 2**30
NEEDS_CUDA = "Torch not compiled with CUDA enabled"


@pytest.fixture
def cuda():
    with stand_in():
        gc.collect()  # device memory earlier tests let go of
        yield torch.cuda


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the answers without CUDA")
def test_without_a_gpu():
    c = torch.cuda
    calls = (
        c.mem_get_info,
        c.memory_summary,
        c.get_per_process_memory_fraction,
        c.ipc_collect,
        lambda: c.set_per_process_memory_fraction(0.5),
        lambda: c.can_device_access_peer(0, 1),
    )
    for call in calls:  # PyTorch (CPU build): AssertionError "Torch not compiled with ..."
        with pytest.raises(AssertionError, match=NEEDS_CUDA):
            call()
    assert c.memory_snapshot() == [] and c.is_current_stream_capturing() is False


def test_mem_get_info_counts_device_memory(cuda):
    free, total = cuda.mem_get_info()
    assert total == 16 * GIB  # the stand-in's device size
    x = torch.empty(3 << 20, dtype=torch.uint8, device="cuda")  # a 4 MiB size class
    assert cuda.mem_get_info() == (free - (4 << 20), total)
    assert cuda.mem_get_info("cuda:1") == cuda.mem_get_info(1)
    del x
    assert cuda.mem_get_info()[0] == free - (4 << 20)  # cached by the allocator
    cuda.empty_cache()
    gc.collect()
    assert cuda.mem_get_info() == (free, total)
    with pytest.raises(RuntimeError, match="invalid device ordinal"):
        cuda.mem_get_info(2)


def test_memory_fraction(cuda):
    assert cuda.get_per_process_memory_fraction() == 1.0
    with pytest.raises(TypeError, match="Invalid type for fraction argument, must be `float`"):
        cuda.set_per_process_memory_fraction(1)
    with pytest.raises(ValueError, match="Invalid fraction value: 1.5. Allowed range: 0~1"):
        cuda.set_per_process_memory_fraction(1.5)
    cuda.set_per_process_memory_fraction(2**-10, "cuda:0")  # 16 MiB of 16 GiB
    assert cuda.get_per_process_memory_fraction(0) == 2**-10
    assert cuda.get_per_process_memory_fraction(1) == 1.0
    kept = torch.empty(10 << 20, dtype=torch.uint8, device="cuda")
    with pytest.raises(torch.cuda.OutOfMemoryError, match=r"Tried to allocate 8.00 MiB\. GPU 0"):
        torch.empty(8 << 20, dtype=torch.uint8, device="cuda")  # 10 + 8 MiB > 16 MiB
    assert cuda.memory_stats()["num_ooms"] == 1
    assert torch.empty(8 << 20, dtype=torch.uint8, device="cuda:1").numel() == 8 << 20
    assert torch.empty(4 << 20, dtype=torch.uint8, device="cuda").numel() == 4 << 20
    del kept


def test_memory_snapshot(cuda):
    x = torch.zeros(1000, device="cuda")  # 4000 bytes: the 4096-byte class
    y = torch.zeros(10, device="cuda:1")
    segments = cuda.memory_snapshot()
    mine = [s for s in segments if s["address"] == x.data_ptr()]
    assert len(mine) == 1
    seg = mine[0]
    assert (seg["device"], seg["total_size"], seg["requested_size"]) == (0, 4096, 4000)
    assert seg["segment_type"] == "small" and seg["blocks"][0]["state"] == "active_allocated"
    assert any(s["device"] == 1 and s["address"] == y.data_ptr() for s in segments)
    address = x.data_ptr()
    del x
    (seg,) = [s for s in cuda.memory_snapshot() if s["address"] == address]
    assert seg["allocated_size"] == 0 and seg["blocks"][0]["state"] == "inactive"
    assert sum(s["allocated_size"] for s in cuda.memory_snapshot() if s["device"] == 0) == (
        cuda.memory_allocated(0)
    )
    with pytest.raises(ValueError, match="no CUDA memory pools"):
        cuda.memory_snapshot(mempool_id=(1, 0))
    del y


def test_memory_summary(cuda):
    x = torch.empty(3 << 20, dtype=torch.uint8, device="cuda")  # 4 MiB, large pool
    y = torch.empty(100, dtype=torch.uint8, device="cuda")  # 512 B, small pool
    lines = cuda.memory_summary().splitlines()
    assert all(len(line) == 77 and line[0] == line[-1] == "|" for line in lines)
    assert "glasstorch CUDA memory summary, device ID 0" in lines[1]
    assert lines[7:10] == [  # each row in the unit of its "all" figure
        "| Allocated memory      |   4096 KiB |   4096 KiB |   4096 KiB |      0 B   |",
        "|       from large pool |   4096 KiB |   4096 KiB |   4096 KiB |      0 B   |",
        "|       from small pool |      0 KiB |      0 KiB |      0 KiB |      0 B   |",
    ]
    assert lines[11] == (
        "| Requested memory      |   3072 KiB |   3072 KiB |   3072 KiB |      0 B   |"
    )
    assert lines[19] == (
        "| Active allocs         |       2    |       2    |       2    |       0    |"
    )
    del x, y
    short = cuda.memory_summary(abbreviated=True).splitlines()
    assert len(short) == 17 and "from large pool" not in "".join(short)
    assert short[7] == (
        "| Allocated memory      |      0 B   |   4096 KiB |   4096 KiB |   4096 KiB |"
    )
    assert short[13] == (
        "| Active allocs         |       0    |       2    |       2    |       2    |"
    )


def test_peer_access_ipc_and_capture(cuda):
    assert cuda.can_device_access_peer(0, 1) is True
    assert cuda.can_device_access_peer("cuda:1", torch.device("cuda:0")) is True
    assert cuda.can_device_access_peer(1, 1) is False  # a device and itself
    with pytest.raises(AssertionError, match="Invalid device id"):
        cuda.can_device_access_peer(2, 0)
    with pytest.raises(AssertionError, match="Invalid peer device id"):
        cuda.can_device_access_peer(0, 5)
    assert cuda.ipc_collect() is None
    s = cuda.Stream()
    with cuda.stream(s):
        assert cuda.is_current_stream_capturing() is False
