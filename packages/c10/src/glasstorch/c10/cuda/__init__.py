"""glasstorch.c10.cuda — the CUDA backend component: devices, streams, memory.

Mirrors ``c10/cuda``. The array module is cupy on a machine with an NVIDIA GPU, or the
numpy stand-in (``GLASSTORCH_CUDA_BACKEND=numpy``) that runs the same code on a CPU.
:func:`lazy_init` installs the :class:`CUDACachingAllocator` as the allocator of
``DeviceType.CUDA`` the first time a CUDA tensor is made.
"""

from __future__ import annotations

from ..core import allocator as _allocator_registry
from ..core.device import DeviceType
from . import arrays
from .backend import (
    BACKEND_ENV,
    CudaUnavailableError,
    backend_name,
    cuda_module,
    device_count,
    is_available,
    on_backend_change,
    require,
    set_backend,
    stand_in,
    unavailable_reason,
)
from .caching_allocator import CUDACachingAllocator, OutOfMemoryError, round_size
from .device_guard import DeviceGuard, check_device_index, current_device, device_index, set_device
from .pinned import PinnedHostAllocator, pinned_allocator
from .streams import (
    Event,
    Stream,
    StreamContext,
    current_stream,
    default_stream,
    set_stream,
    synchronize,
)

__all__ = [
    "BACKEND_ENV",
    "CUDACachingAllocator",
    "CudaUnavailableError",
    "DeviceGuard",
    "Event",
    "OutOfMemoryError",
    "PinnedHostAllocator",
    "Stream",
    "StreamContext",
    "arrays",
    "backend_name",
    "caching_allocator",
    "check_device_index",
    "cuda_module",
    "current_device",
    "current_stream",
    "default_stream",
    "device_count",
    "device_index",
    "is_available",
    "lazy_init",
    "on_backend_change",
    "pinned_allocator",
    "require",
    "round_size",
    "set_backend",
    "set_device",
    "set_stream",
    "stand_in",
    "synchronize",
    "unavailable_reason",
]

_state: dict[str, CUDACachingAllocator] = {}


def lazy_init() -> CUDACachingAllocator:
    """The caching allocator, installed for ``DeviceType.CUDA`` on first use; raises
    :class:`CudaUnavailableError` (naming cupy and the device) where CUDA cannot run."""
    found = _state.get("allocator")
    if found is None:
        require()
        found = _state.setdefault("allocator", CUDACachingAllocator())
    if _allocator_registry._allocators.get(DeviceType.CUDA) is not found:
        _allocator_registry.set_allocator(DeviceType.CUDA, found)
    return found


def caching_allocator() -> CUDACachingAllocator:
    """The allocator CUDA tensors come from (initializing CUDA if needed)."""
    return lazy_init()


def _reset() -> None:
    allocator = _state.pop("allocator", None)
    if allocator is not None:
        _allocator_registry.unset_allocator(DeviceType.CUDA, allocator)
    from . import pinned

    pinned._pinned.clear()


on_backend_change(_reset)
