"""A numpy stand-in for the part of cupy's API glasstorch uses, so CUDA code runs on a CPU.

Selected with ``GLASSTORCH_CUDA_BACKEND=numpy`` (or :func:`glasstorch.c10.cuda.set_backend`).
Device arrays are :class:`ndarray`, a numpy subclass that is a *distinct* type: like cupy,
it refuses to compute with plain host arrays (``Unsupported type <class 'numpy.ndarray'>``),
so a kernel that builds a host array with ``np.empty`` where it should have asked the
array module fails here as it would on a GPU. Module functions are numpy's, returning device
arrays; ``cuda`` offers devices, streams, events, raw memory and pinned host memory, with
host clocks standing in for GPU timers.
"""

from __future__ import annotations

import os
import sys
import threading
import time
import types
import weakref
from collections.abc import Callable
from typing import Any

import numpy as _np

__all__ = ["asnumpy", "cuda", "get_array_module", "ndarray"]

#: How many devices the stand-in reports (``GLASSTORCH_FAKE_CUDA_DEVICES``, default 2).
_DEVICE_COUNT = int(os.environ.get("GLASSTORCH_FAKE_CUDA_DEVICES", "2"))
#: Each stand-in device's memory; :class:`Memory` counts against it.
_TOTAL_MEMORY = 16 * 2**30

# Array creation from host data is how data reaches a device; every other function
# refuses host arrays, as cupy's do.
_CREATION = frozenset(
    {
        "array", "asarray", "asanyarray", "ascontiguousarray", "empty", "zeros", "ones",
        "full", "arange", "linspace", "logspace", "eye", "identity", "tri", "indices",
        "frombuffer", "fromiter", "empty_like", "zeros_like", "ones_like", "full_like",
    }
)  # fmt: skip


def _host_array_error(value: Any) -> TypeError:
    return TypeError(f"Unsupported type {type(value)}")


def _check_device_args(values: Any) -> None:
    """Reject host (plain numpy) arrays among ``values``, one level into sequences."""
    for v in values:
        if type(v) is _np.ndarray:
            raise _host_array_error(v)
        if isinstance(v, list | tuple):
            for item in v:
                if type(item) is _np.ndarray:
                    raise _host_array_error(item)


def _to_device(result: Any) -> Any:
    """Results of device computations stay on the device (scalars become 0-d arrays)."""
    if type(result) is _np.ndarray:
        return result.view(ndarray)
    if isinstance(result, _np.generic):
        return _np.asarray(result).view(ndarray)
    if isinstance(result, tuple):
        return tuple(_to_device(r) for r in result)
    if isinstance(result, list):
        return [_to_device(r) for r in result]
    return result


def _host_view(value: Any) -> Any:
    if isinstance(value, ndarray):
        return value.view(_np.ndarray)
    if isinstance(value, list | tuple):
        return type(value)(_host_view(v) for v in value)
    return value


def _host_views(values: Any) -> Any:
    return tuple(_host_view(v) for v in values)


class ndarray(_np.ndarray):  # noqa: N801 - cupy's name
    """A device array of the stand-in: numpy memory, cupy's constructor and conversions."""

    def __new__(
        cls,
        shape: Any,
        dtype: Any = float,
        memptr: MemoryPointer | None = None,
        strides: Any = None,
        order: str = "C",
    ) -> ndarray:
        if memptr is None:
            return _np.ndarray.__new__(cls, shape, dtype, strides=strides, order=order)
        buffer = memptr.mem.buffer
        return _np.ndarray.__new__(cls, shape, dtype, buffer, memptr.offset, strides, order)

    @property
    def data(self) -> MemoryPointer:  # type: ignore[override]
        """A pointer to the first element (contiguous arrays), as cupy's ``ndarray.data``."""
        return MemoryPointer(_ArrayMemory(self), 0)

    def __array_ufunc__(self, ufunc: Any, method: str, *inputs: Any, **kwargs: Any) -> Any:
        _check_device_args(inputs)
        out = kwargs.get("out")
        if out is not None:
            _check_device_args(out)
            kwargs["out"] = _host_views(out)
        result = getattr(ufunc, method)(*_host_views(inputs), **kwargs)
        if out is not None:
            return out[0] if len(out) == 1 else out
        return _to_device(result)

    def __array_function__(self, func: Any, types_: Any, args: Any, kwargs: Any) -> Any:
        if _np.ndarray in types_:
            raise TypeError(
                f"Unsupported type {_np.ndarray} in {func.__name__}: mixing host and device arrays"
            )
        # numpy's implementation runs on host views, as cupy's runs wholly on the device
        host_kwargs = {k: _host_view(v) for k, v in kwargs.items()}
        return _to_device(func(*(_host_view(a) for a in args), **host_kwargs))

    def __getitem__(self, key: Any) -> Any:
        return _to_device(super().__getitem__(key))

    def get(self, stream: Stream | None = None) -> _np.ndarray:
        """A host copy (cupy's device-to-host transfer)."""
        return _np.array(self.view(_np.ndarray), copy=True)

    def set(self, arr: _np.ndarray, stream: Stream | None = None) -> None:
        """Copy host ``arr`` into this array (cupy's host-to-device transfer)."""
        if arr.shape != self.shape:
            raise ValueError(f"Shape mismatch. Old shape: {self.shape}, new shape: {arr.shape}")
        _np.copyto(self.view(_np.ndarray), arr, casting="unsafe")


# -- module functions: numpy's, on device arrays ----------------------------------------------
def _wrap_function(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    creation = name in _CREATION

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if not creation:
            _check_device_args(args)
        return _to_device(fn(*_host_views(args), **kwargs))

    wrapper.__name__ = name
    wrapper.__doc__ = f"numpy.{name}, returning device arrays."
    return wrapper


class _NumpyProxy(types.ModuleType):
    """numpy (or one of its submodules) with every function returning device arrays."""

    def __init__(self, module: types.ModuleType) -> None:
        super().__init__(module.__name__)
        self._module = module

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._module, name)
        if isinstance(value, types.ModuleType):
            value = _NumpyProxy(value)
        elif callable(value) and not isinstance(value, type | _np.ufunc):
            value = _wrap_function(name, value)
        setattr(self, name, value)
        return value


_proxy = _NumpyProxy(_np)


def __getattr__(name: str) -> Any:  # module attributes: numpy's, device-returning
    return getattr(_proxy, name)


def asnumpy(a: Any, stream: Stream | None = None) -> _np.ndarray:
    """A host copy of ``a`` (cupy.asnumpy)."""
    if isinstance(a, ndarray):
        return a.get()
    return _np.asarray(a)


def asarray(a: Any, dtype: Any = None) -> ndarray:
    """``a`` on the device: device arrays as they are, host data copied."""
    if isinstance(a, ndarray) and (dtype is None or a.dtype == dtype):
        return a
    return _np.array(_np.asarray(a.view(_np.ndarray) if isinstance(a, ndarray) else a), dtype)\
        .view(ndarray)  # fmt: skip


def get_array_module(*args: Any) -> Any:
    """This module when any argument is a device array, else numpy (cupy.get_array_module)."""
    return sys.modules[__name__] if any(isinstance(a, ndarray) for a in args) else _np


# -- cuda: devices, memory, streams, events ---------------------------------------------------
_local = threading.local()


def _current_device() -> int:
    return getattr(_local, "device", 0)


def _check_id(device_id: int) -> int:
    if not 0 <= device_id < _DEVICE_COUNT:
        raise CUDARuntimeError("cudaErrorInvalidDevice: invalid device ordinal")
    return device_id


class CUDARuntimeError(RuntimeError):
    """cupy.cuda.runtime.CUDARuntimeError."""


class Device:
    """cupy.cuda.Device: a device id, usable as a context that makes it current."""

    def __init__(self, device: int | None = None) -> None:
        self.id = _current_device() if device is None else _check_id(int(device))
        self._saved: list[int] = []

    def use(self) -> None:
        _local.device = self.id

    def synchronize(self) -> None:
        pass

    @property
    def compute_capability(self) -> str:
        return "90"

    def __enter__(self) -> Device:
        self._saved.append(_current_device())
        self.use()
        return self

    def __exit__(self, *exc: Any) -> None:
        _local.device = self._saved.pop()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Device) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)


# Bytes of live Memory per device, for memGetInfo and out-of-memory.
_used: dict[int, int] = {}


def _give_back(device_id: int, size: int) -> None:
    _used[device_id] -= size


def mem_get_info() -> tuple[int, int]:
    """``(free, total)`` bytes of the current device (cudaMemGetInfo)."""
    return _TOTAL_MEMORY - _used.get(_current_device(), 0), _TOTAL_MEMORY


class OutOfMemoryError(MemoryError):
    """cupy.cuda.memory.OutOfMemoryError."""


class Memory:
    """Raw device memory (cupy.cuda.Memory): ``size`` bytes on the current device, out of
    its :data:`_TOTAL_MEMORY`."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.device_id = _current_device()
        if size > mem_get_info()[0]:
            raise OutOfMemoryError(f"Out of memory allocating {size:,} bytes")
        self.buffer = _np.empty(max(size, 1), _np.uint8)
        self.ptr = self.buffer.ctypes.data
        _used[self.device_id] = _used.get(self.device_id, 0) + size
        weakref.finalize(self, _give_back, self.device_id, size)


class _ArrayMemory:
    """The memory under an existing contiguous array, seen as raw bytes."""

    def __init__(self, array: ndarray) -> None:
        host = array.view(_np.ndarray)
        self.buffer = host.reshape(-1).view(_np.uint8) if host.size else _np.empty(1, _np.uint8)
        self.size = self.buffer.nbytes
        self.ptr = host.ctypes.data


class MemoryPointer:
    """A position in device memory (cupy.cuda.MemoryPointer)."""

    def __init__(self, mem: Memory, offset: int) -> None:
        self.mem = mem
        self.offset = offset
        self.ptr = mem.ptr + offset

    def __add__(self, n: int) -> MemoryPointer:
        return MemoryPointer(self.mem, self.offset + n)


class Stream:
    """cupy.cuda.Stream: work is synchronous on the stand-in, so only identity matters."""

    _next_ptr = 1

    def __init__(self, null: bool = False, non_blocking: bool = False, ptr: int | None = None):
        if null:
            self.ptr = 0
        else:
            self.ptr = Stream._next_ptr if ptr is None else ptr
            Stream._next_ptr += 1
        self.device_id = _current_device()
        self._saved: list[Stream] = []

    def use(self) -> Stream:
        """Make this the current stream of the current device."""
        _streams()[_current_device()] = self
        return self

    def synchronize(self) -> None:
        pass

    @property
    def done(self) -> bool:
        return True

    def record(self, event: Event | None = None) -> Event:
        event = Event() if event is None else event
        event.record(self)
        return event

    def wait_event(self, event: Event) -> None:
        pass

    def __enter__(self) -> Stream:
        self._saved.append(get_current_stream(self.device_id))
        return self.use()

    def __exit__(self, *exc: Any) -> None:
        self._saved.pop().use()


def _streams() -> dict[int, Stream]:
    found = getattr(_local, "streams", None)
    if found is None:
        found = _local.streams = {}
    return found


def get_current_stream(device_id: int | None = None) -> Stream:
    """The stream new work on ``device_id`` (default: the current device) goes to."""
    device_id = _current_device() if device_id is None else device_id
    return _streams().get(device_id, Stream.null)


Stream.null = Stream(null=True)  # type: ignore[attr-defined]


class Event:
    """cupy.cuda.Event, timed with the host clock."""

    def __init__(self, block: bool = False, disable_timing: bool = False, interprocess=False):
        self.disable_timing = disable_timing
        self.time: float | None = None

    def record(self, stream: Stream | None = None) -> None:
        self.time = time.perf_counter()

    def synchronize(self) -> None:
        pass

    @property
    def done(self) -> bool:
        return True


def get_elapsed_time(start: Event, end: Event) -> float:
    """Milliseconds between two recorded events."""
    if start.disable_timing or end.disable_timing:
        raise CUDARuntimeError("cudaErrorInvalidResourceHandle: invalid resource handle")
    if start.time is None or end.time is None:
        raise CUDARuntimeError("cudaErrorInvalidResourceHandle: event not recorded")
    return (end.time - start.time) * 1000.0


class PinnedMemoryPointer(bytearray):
    """Page-locked host memory (cupy.cuda.PinnedMemoryPointer): a host buffer here."""

    @property
    def size(self) -> int:
        return len(self)


runtime = types.SimpleNamespace(
    getDeviceCount=lambda: _DEVICE_COUNT,
    getDevice=_current_device,
    getDeviceProperties=lambda i: {
        "name": b"glasstorch numpy stand-in",
        "totalGlobalMem": _TOTAL_MEMORY,
        "major": 9,
        "minor": 0,
        "multiProcessorCount": 1,
    },
    deviceSynchronize=lambda: None,
    memGetInfo=mem_get_info,
    # cudaDeviceCanAccessPeer: 0 for a device and itself, 1 between two stand-in devices
    deviceCanAccessPeer=lambda device, peer: int(_check_id(device) != _check_id(peer)),
    CUDARuntimeError=CUDARuntimeError,
)

cuda = types.SimpleNamespace(
    Device=Device,
    Memory=Memory,
    MemoryPointer=MemoryPointer,
    Stream=Stream,
    Event=Event,
    PinnedMemoryPointer=PinnedMemoryPointer,
    alloc_pinned_memory=PinnedMemoryPointer,
    get_current_stream=get_current_stream,
    get_elapsed_time=get_elapsed_time,
    runtime=runtime,
    is_available=lambda: _DEVICE_COUNT > 0,
    memory=types.SimpleNamespace(OutOfMemoryError=OutOfMemoryError),
)
