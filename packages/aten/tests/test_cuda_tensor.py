"""CUDA tensors: factories on a device, transfers (``to``, ``cuda``, ``cpu``, ``copy_``,
pinned memory and ``non_blocking``), device errors, printing, memory going back to the
caching allocator. Runs on the numpy stand-in for cupy; the tests marked ``gpu`` run the
same code on cupy and skip where there is no GPU."""

from __future__ import annotations

import gc
import importlib.util

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10 import cuda
from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.core.device import Device


def _real_gpu() -> bool:
    if importlib.util.find_spec("cupy") is None:
        return False
    previous = cuda.set_backend("cupy")
    try:
        return cuda.is_available()
    finally:
        cuda.set_backend(previous)


REAL_GPU = _real_gpu()
needs_gpu = pytest.mark.skipif(not REAL_GPU, reason="needs cupy and an NVIDIA GPU")


@pytest.fixture(params=["numpy", pytest.param("cupy", marks=needs_gpu)])
def xp(request):
    previous = cuda.set_backend(request.param)
    try:
        yield cuda.require()
    finally:
        cuda.set_backend(previous)


def test_factories_make_tensors_on_the_current_device(xp):
    t = at.zeros(2, 3, device="cuda")
    assert t.device == Device("cuda:0") and t.is_cuda and not t.is_cpu and t.get_device() == 0
    assert isinstance(t._array(), xp.ndarray)
    assert (
        at.ones(2, device="cuda:1").device == Device("cuda:1") if cuda.device_count() > 1 else True
    )
    r = at.arange(5, device="cuda", dtype=st.float64)
    assert r.cpu().tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]
    assert at.full((2,), 7, device="cuda").tolist() == [7, 7]
    assert at.tensor([[1, 2], [3, 4]], device="cuda").sum().item() == 10


def test_bare_cuda_means_the_current_device():
    with cuda.stand_in():
        with cuda.DeviceGuard(1):
            assert at.empty(1, device="cuda").device == Device("cuda:1")
        assert at.empty(1, device="cuda").device == Device("cuda:0")
        with pytest.raises(RuntimeError, match="invalid device ordinal"):
            at.empty(1, device="cuda:9")


def test_transfers_round_trip(xp):
    host = at.tensor(np.arange(12.0).reshape(3, 4))
    dev = host.to("cuda")
    assert dev.device.type == "cuda" and dev.to("cuda") is dev
    assert host.cuda().cpu().tolist() == host.tolist()
    assert dev.cpu().device == Device("cpu") and dev.cpu().numpy().base is None or True
    back = dev.t().cpu()  # a strided view of device memory
    np.testing.assert_array_equal(back.numpy(), np.arange(12.0).reshape(3, 4).T)
    half = dev.to(st.float16)
    assert half.device == dev.device and half.dtype is st.float16
    assert host.to("cuda", st.int32).cpu().tolist() == host.to(st.int32).tolist()


def test_copy_across_devices_broadcasts_and_casts(xp):
    dst = at.zeros(2, 3, device="cuda", dtype=st.float32)
    dst.copy_(at.tensor([1, 2, 3]))  # host int64 row, broadcast, cast
    assert dst.cpu().tolist() == [[1.0, 2.0, 3.0]] * 2
    host = at.empty(2, 3, dtype=st.float64)
    host.copy_(dst * 2)
    assert host.tolist() == [[2.0, 4.0, 6.0]] * 2


def test_copy_between_two_devices():
    with cuda.stand_in():
        a = at.arange(4.0, device="cuda:0")
        b = a.to("cuda:1")
        assert b.device == Device("cuda:1") and b.tolist() == [0.0, 1.0, 2.0, 3.0]
        with pytest.raises(RuntimeError, match="found at least two devices, cuda:0 and cuda:1"):
            a + b


def test_numpy_of_a_cuda_tensor_asks_for_cpu_first(xp):
    t = at.ones(2, device="cuda")
    with pytest.raises(
        TypeError, match=r"can't convert cuda device type tensor to numpy. Use Tensor.cpu\(\)"
    ):
        t.numpy()
    assert t.numpy(force=True).tolist() == [1.0, 1.0]


def test_printing_shows_the_device(xp):
    assert repr(at.tensor([1.0, 2.5]).cuda()) == "tensor([1.0000, 2.5000], device='cuda:0')"
    assert at.tensor(3).cuda().item() == 3


def test_cpu_scalars_join_cuda_operations(xp):
    t = at.tensor([1.0, 2.0], device="cuda")
    assert (t * at.tensor(3.0)).tolist() == [3.0, 6.0]
    assert (t + 1).device.type == "cuda"


def test_pinned_memory_and_non_blocking_uploads():
    with cuda.stand_in():
        host = at.tensor(np.arange(6.0, dtype=np.float32))
        assert not host.is_pinned()
        pinned = host.pin_memory()
        assert pinned.is_pinned() and pinned.pin_memory() is pinned
        assert pinned.tolist() == host.tolist()
        dev = pinned.to("cuda", non_blocking=True)
        cuda.synchronize()
        assert dev.cpu().tolist() == host.tolist()
        strided = at.zeros(3, 2, device="cuda").t()
        strided.copy_(pinned.reshape(2, 3), non_blocking=True)  # not contiguous: plain copy
        assert strided.cpu().tolist() == pinned.reshape(2, 3).tolist()
        with pytest.raises(RuntimeError, match="only dense CPU tensors can be pinned"):
            dev.pin_memory()


def test_pinning_without_cuda_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(
        cuda.backend, "_loaded", {"cupy": (None, "Torch not compiled with CUDA enabled: no cupy")}
    )
    previous = cuda.set_backend("cupy")
    try:
        with pytest.raises(AssertionError, match="Torch not compiled with CUDA enabled"):
            at.ones(2).pin_memory()
        with pytest.raises(AssertionError, match="cupy"):
            at.ones(2, device="cuda")
        with pytest.raises(AssertionError, match="cupy"):
            at.ones(2).to("cuda")
    finally:
        cuda.set_backend(previous)


def test_memory_returns_to_the_cache_when_the_last_tensor_goes(xp):
    allocator = cuda.lazy_init()
    before = allocator.memory_stats()["allocated_bytes.all.current"]
    t = at.empty(1024, device="cuda")  # 4 KiB
    view = t[10:20]
    assert allocator.memory_stats()["allocated_bytes.all.current"] == before + 4096
    del t
    gc.collect()
    assert allocator.memory_stats()["allocated_bytes.all.current"] == before + 4096  # view
    del view
    gc.collect()
    assert allocator.memory_stats()["allocated_bytes.all.current"] == before
    reused = at.empty(1000, device="cuda")  # same size class: the cached block
    assert allocator.memory_stats()["num_device_alloc"] >= 1
    assert reused.data_ptr() != 0


def test_random_numbers_on_cuda_follow_the_seed(xp):
    at.manual_seed(7)
    a = at.randn(5, device="cuda")
    at.manual_seed(7)
    b = at.randn(5, device="cuda")
    assert a.device.type == "cuda" and a.tolist() == b.tolist()
    at.manual_seed(7)
    c = at.randn(5)
    assert a.tolist() != c.tolist()  # the CPU runs PyTorch's mt19937 stream, CUDA its own
    mask = at.rand(1000, device="cuda") < 0.5
    assert 350 < int(mask.sum().item()) < 650
