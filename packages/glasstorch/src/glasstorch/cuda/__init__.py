"""glasstorch.cuda — ``torch.cuda``: devices, streams, events, memory statistics, seeds.

Wiring only: the logic lives in :mod:`glasstorch.c10.cuda` (backend, caching allocator,
streams) and aten (the CUDA kernels). CUDA runs through cupy; without cupy or a GPU,
:func:`is_available` is False and asking for a CUDA tensor raises an error saying so.
``GLASSTORCH_CUDA_BACKEND=numpy`` runs everything on a numpy stand-in instead (for tests).
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten.legacy_constructors import CUDA_TENSOR_TYPES as _TENSOR_TYPES
from glasstorch.c10 import cuda as _c10_cuda
from glasstorch.c10.core.device import Device
from glasstorch.c10.cuda import (
    DeviceGuard,
    Event,
    OutOfMemoryError,
    Stream,
    StreamContext,
    current_stream,
    default_stream,
    device_count,
    is_available,
    set_stream,
    synchronize,
)

from .memory import (
    caching_allocator_alloc,
    caching_allocator_delete,
    empty_cache,
    get_per_process_memory_fraction,
    max_memory_allocated,
    max_memory_cached,
    max_memory_reserved,
    mem_get_info,
    memory_allocated,
    memory_cached,
    memory_reserved,
    memory_snapshot,
    memory_stats,
    memory_stats_as_nested_dict,
    memory_summary,
    reset_accumulated_memory_stats,
    reset_max_memory_allocated,
    reset_max_memory_cached,
    reset_peak_memory_stats,
    set_per_process_memory_fraction,
)
from .random import (
    get_rng_state,
    get_rng_state_all,
    initial_seed,
    manual_seed,
    manual_seed_all,
    seed,
    seed_all,
    set_rng_state,
    set_rng_state_all,
)

# torch.cuda.FloatTensor ...: legacy constructors of CUDA tensors (see glasstorch.aten).
globals().update(_TENSOR_TYPES)

#: Half-precision tensors work on CUDA.
has_half = True
#: glasstorch's CUDA linear algebra runs through cupy, not MAGMA.
has_magma = False

__all__ = [
    *_TENSOR_TYPES,
    "Event",
    "OutOfMemoryError",
    "Stream",
    "StreamContext",
    "current_device",
    "current_stream",
    "default_stream",
    "device",
    "device_count",
    "device_of",
    "can_device_access_peer",
    "caching_allocator_alloc",
    "caching_allocator_delete",
    "empty_cache",
    "get_device_capability",
    "get_device_name",
    "get_arch_list",
    "get_device_properties",
    "get_gencode_flags",
    "get_per_process_memory_fraction",
    "get_rng_state",
    "get_rng_state_all",
    "has_half",
    "has_magma",
    "init",
    "initial_seed",
    "ipc_collect",
    "is_available",
    "is_bf16_supported",
    "is_current_stream_capturing",
    "is_initialized",
    "is_tf32_supported",
    "manual_seed",
    "manual_seed_all",
    "max_memory_allocated",
    "max_memory_cached",
    "max_memory_reserved",
    "mem_get_info",
    "memory_allocated",
    "memory_cached",
    "memory_reserved",
    "memory_snapshot",
    "memory_stats",
    "memory_stats_as_nested_dict",
    "memory_summary",
    "reset_accumulated_memory_stats",
    "reset_max_memory_allocated",
    "reset_max_memory_cached",
    "reset_peak_memory_stats",
    "seed",
    "seed_all",
    "set_device",
    "set_per_process_memory_fraction",
    "set_rng_state",
    "set_rng_state_all",
    "set_stream",
    "stream",
    "synchronize",
]


def init() -> None:
    """Initialize CUDA now (it otherwise happens on first use); raises without CUDA."""
    _c10_cuda.lazy_init()


def is_initialized() -> bool:
    """Whether CUDA has been initialized in this process (and the backend not switched)."""
    return bool(_c10_cuda._state)


def current_device() -> int:
    """The index of the current device."""
    return _c10_cuda.current_device()


def set_device(device: Device | str | int) -> None:
    """Make ``device`` the current device."""
    _c10_cuda.set_device(device)


class device(DeviceGuard):  # noqa: N801 - PyTorch's name
    """``with glasstorch.cuda.device(1):`` makes cuda:1 current for the body."""


class device_of(DeviceGuard):  # noqa: N801 - PyTorch's name
    """``with device_of(tensor):`` makes ``tensor``'s device current (CPU tensors: no-op)."""

    def __init__(self, obj: Any) -> None:
        super().__init__(obj.get_device() if obj.is_cuda else -1)


def stream(stream: Stream | None) -> StreamContext:
    """``with glasstorch.cuda.stream(s):`` queues the body's work to ``s`` (None: no-op)."""
    return StreamContext(stream)


def get_device_properties(device: Device | str | int | None = None) -> Any:
    """Name, total memory, compute capability and multiprocessor count of a device."""
    from types import SimpleNamespace

    index = _c10_cuda.device_index(device)
    _c10_cuda.check_device_index(index)
    props = _c10_cuda.require().cuda.runtime.getDeviceProperties(index)
    name = props["name"]
    return SimpleNamespace(
        name=name.decode() if isinstance(name, bytes) else str(name),
        total_memory=int(props["totalGlobalMem"]),
        major=int(props["major"]),
        minor=int(props["minor"]),
        multi_processor_count=int(props["multiProcessorCount"]),
    )


def get_device_name(device: Device | str | int | None = None) -> str:
    """The device's name (e.g. ``NVIDIA H100 80GB HBM3``)."""
    return get_device_properties(device).name


def get_device_capability(device: Device | str | int | None = None) -> tuple[int, int]:
    """``(major, minor)`` compute capability."""
    props = get_device_properties(device)
    return props.major, props.minor


def is_bf16_supported(including_emulation: bool = True) -> bool:
    """Whether the current device computes in bfloat16: natively from compute capability
    8.0, or (``including_emulation``) wherever a bfloat16 tensor can be made."""
    if not is_available():
        return False
    if get_device_capability()[0] >= 8:
        return True
    if not including_emulation:
        return False
    try:
        from glasstorch.aten import tensor
        from glasstorch.c10.core.scalar_type import bfloat16

        tensor([1.0], dtype=bfloat16, device="cuda")
    except Exception:
        return False
    return True


def is_tf32_supported() -> bool:
    """Whether the current device has TF32 (compute capability 8.0 and later)."""
    return is_bf16_supported(including_emulation=False)


def get_arch_list() -> list[str]:
    """The architectures glasstorch's CUDA kernels are built for: those of the devices
    present, since cupy and Triton compile kernels for the device they run on."""
    if not is_available():
        return []
    archs = {"sm_{}{}".format(*get_device_capability(i)) for i in range(device_count())}
    return sorted(archs)


def get_gencode_flags() -> str:
    """:func:`get_arch_list` as nvcc ``-gencode`` flags (``""`` without CUDA)."""
    return " ".join(f"-gencode compute=compute_{arch[3:]},code={arch}" for arch in get_arch_list())


def can_device_access_peer(
    device: Device | str | int | None, peer_device: Device | str | int
) -> bool:
    """Whether ``device`` can read and write ``peer_device``'s memory directly (peer to
    peer); a device and itself answer False, as cudaDeviceCanAccessPeer does."""
    xp = _c10_cuda.require()
    _c10_cuda.lazy_init()
    index = _c10_cuda.device_index(device)
    peer = _c10_cuda.device_index(peer_device)
    if not 0 <= index < device_count():
        raise AssertionError("Invalid device id")
    if not 0 <= peer < device_count():
        raise AssertionError("Invalid peer device id")
    return bool(xp.cuda.runtime.deviceCanAccessPeer(index, peer))


def ipc_collect() -> None:
    """Free CUDA memory other processes received over IPC and have let go of. glasstorch
    does not share CUDA memory between processes, so after initializing CUDA (which raises
    without it, as in PyTorch) there is never anything to free."""
    _c10_cuda.lazy_init()


def is_current_stream_capturing() -> bool:
    """Whether a CUDA graph capture is under way on the current stream: never, since
    glasstorch has no CUDA graph capture (and, as in PyTorch, no CUDA context is needed)."""
    return False


def __getattr__(name: str) -> Any:
    if name == "default_generators":
        from .random import default_generators

        return default_generators()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
