"""The CUDA backend component: choosing cupy or the numpy stand-in, the errors without
CUDA, the current device, streams and events, and the stand-in's host/device separation."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest
from glasstorch.c10 import cuda
from glasstorch.c10.core.allocator import get_allocator
from glasstorch.c10.core.device import Device

HAS_CUPY = importlib.util.find_spec("cupy") is not None


@pytest.fixture
def fake():
    with cuda.stand_in() as xp:
        yield xp


@pytest.fixture
def no_cupy(monkeypatch: pytest.MonkeyPatch):
    """The cupy backend on a machine where cupy cannot be imported."""
    if HAS_CUPY:
        monkeypatch.setitem(__import__("sys").modules, "cupy", None)
    monkeypatch.setattr(cuda.backend, "_loaded", {})
    previous = cuda.set_backend("cupy")
    yield
    cuda.set_backend(previous)


def test_without_cupy_cuda_is_unavailable_not_an_error(no_cupy):
    assert cuda.is_available() is False
    assert cuda.device_count() == 0
    assert "cupy" in cuda.unavailable_reason()


def test_without_cupy_asking_for_cuda_names_cupy_and_the_device(no_cupy):
    with pytest.raises(cuda.CudaUnavailableError) as info:
        cuda.require("cuda:0")
    message = str(info.value)
    assert message.startswith("Torch not compiled with CUDA enabled")
    assert "cupy" in message and "cuda:0" in message
    # PyTorch raises AssertionError here; RuntimeError handlers still catch it
    assert isinstance(info.value, AssertionError) and isinstance(info.value, RuntimeError)
    with pytest.raises(AssertionError, match="Torch not compiled with CUDA enabled"):
        get_allocator("cuda")


def test_environment_selects_the_backend(monkeypatch: pytest.MonkeyPatch):
    previous = cuda.set_backend(None)
    try:
        monkeypatch.setenv(cuda.BACKEND_ENV, "numpy")
        assert cuda.backend_name() == "numpy" and cuda.is_available()
        monkeypatch.setenv(cuda.BACKEND_ENV, "opencl")
        with pytest.raises(ValueError, match="GLASSTORCH_CUDA_BACKEND must be one of cupy, numpy"):
            cuda.backend_name()
    finally:
        cuda.set_backend(previous)
    with pytest.raises(ValueError, match="backend must be one of"):
        cuda.set_backend("rocm")


def test_switching_backends_drops_the_allocator(fake):
    allocator = cuda.lazy_init()
    assert get_allocator("cuda") is allocator
    cuda.set_backend("numpy")  # a switch, even to the same backend, starts afresh
    assert cuda.lazy_init() is not allocator


def test_stand_in_devices_and_guard(fake):
    assert cuda.is_available() and cuda.device_count() == 2
    assert cuda.current_device() == 0
    with cuda.DeviceGuard(1):
        assert cuda.current_device() == 1
        with cuda.DeviceGuard("cuda:0"):
            assert cuda.current_device() == 0
        with cuda.DeviceGuard(None):
            assert cuda.current_device() == 1
    assert cuda.current_device() == 0
    cuda.set_device(Device("cuda:1"))
    assert cuda.current_device() == 1
    cuda.set_device(0)
    with pytest.raises(RuntimeError, match="CUDA error: invalid device ordinal"):
        cuda.set_device(5)
    with pytest.raises(ValueError, match="Expected a cuda device, but got: cpu"):
        cuda.device_index("cpu")


def test_streams_are_current_inside_their_context(fake):
    default = cuda.current_stream()
    assert default == cuda.default_stream() and default.cuda_stream == 0
    s = cuda.Stream()
    assert s != default and s.device == Device("cuda:0") and s.query()
    with s:
        assert cuda.current_stream() == s
    assert cuda.current_stream() == default
    other = cuda.Stream(device=1)
    with cuda.StreamContext(other):
        assert cuda.current_device() == 1 and cuda.current_stream(1) == other
    assert cuda.current_device() == 0 and cuda.current_stream(1) != other
    s.wait_stream(default)
    s.synchronize()


def test_event_timing(fake):
    start, end = cuda.Event(enable_timing=True), cuda.Event(enable_timing=True)
    with pytest.raises(RuntimeError, match="must be recorded"):
        start.elapsed_time(end)
    start.record()
    sum(range(20000))
    end.record()
    end.synchronize()
    assert end.query()
    assert start.elapsed_time(end) > 0
    untimed = cuda.Event()
    untimed.record()
    with pytest.raises(RuntimeError, match="enable_timing=True"):
        start.elapsed_time(untimed)


def test_stand_in_refuses_to_mix_host_and_device_arrays(fake):
    device = fake.asarray(np.arange(3.0))
    host = np.arange(3.0)
    assert isinstance(device + device, fake.ndarray)
    assert isinstance(np.sum(device), fake.ndarray)  # reductions stay on the device, 0-d
    with pytest.raises(TypeError, match="Unsupported type"):
        device + host
    with pytest.raises(TypeError, match="mixing host and device"):
        np.concatenate([device, host])
    with pytest.raises(TypeError, match="Unsupported type"):
        fake.where(device > 1, host, device)
    assert fake.asnumpy(device * 2).tolist() == [0.0, 2.0, 4.0]
    assert type(fake.asnumpy(device)) is np.ndarray
    assert fake.get_array_module(device) is fake and fake.get_array_module(host) is np


def test_stand_in_views_share_memory_like_cupy(fake):
    memory = fake.cuda.Memory(64)
    raw = fake.ndarray((64,), np.uint8, fake.cuda.MemoryPointer(memory, 0))
    floats = fake.ndarray((2, 2), np.float32, memptr=raw.data + 16, strides=(8, 4))
    floats[...] = fake.asarray(np.array([[1, 2], [3, 4]], np.float32))
    assert fake.asnumpy(raw[16:32].view(np.float32)).tolist() == [1.0, 2.0, 3.0, 4.0]
