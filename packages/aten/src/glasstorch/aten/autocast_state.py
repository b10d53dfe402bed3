"""The state autocast keeps: which devices it is on for, in which dtype, and its weight cache.

Mirrors the thread-local state of ``ATen/autocast_mode.cpp``. Autocast is *on* for a device
exactly while that device's key (``AutocastCPU``, ``AutocastCUDA``) is in this thread's
included dispatch key set, so every operator call reaches the autocast kernels; with it
off, calls never see them. The lower-precision dtype per device, whether the cast cache is
used and the nesting depth of ``autocast`` regions are per thread, as in PyTorch; the cache
of weight casts is one per process (under a lock), and cleared when the outermost region
exits.
"""

from __future__ import annotations

import threading
from typing import Any

from glasstorch.c10.core.device import Device, DeviceType
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set as _tls
from glasstorch.c10.core.scalar_type import bfloat16, dtype, float16

__all__ = [
    "AUTOCAST_KEYS",
    "autocast_device_type",
    "cache_lookup",
    "cache_store",
    "clear_cache",
    "enabled_devices",
    "is_enabled",
    "set_enabled",
    "state",
]

#: The dispatch key of each device type autocast supports.
_DEVICE_KEYS: dict[DeviceType, DispatchKey] = {
    DeviceType.CPU: DispatchKey.AutocastCPU,
    DeviceType.CUDA: DispatchKey.AutocastCUDA,
}
_KEY_BITS: dict[DeviceType, int] = {t: DispatchKeySet(key).repr for t, key in _DEVICE_KEYS.items()}
#: Every autocast key: what a kernel excludes while it casts and calls the operator below.
AUTOCAST_KEYS: int = _KEY_BITS[DeviceType.CPU] | _KEY_BITS[DeviceType.CUDA]


class _AutocastTLS(threading.local):
    """Per-thread settings: a new thread starts with PyTorch's defaults."""

    def __init__(self) -> None:
        self.dtypes: dict[DeviceType, dtype] = {DeviceType.CPU: bfloat16, DeviceType.CUDA: float16}
        self.cache_enabled = True
        self.nesting = 0


state = _AutocastTLS()


def autocast_device_type(device_type: str) -> DeviceType | None:
    """The device type a ``device_type`` string names, or None if autocast has no key for it.

    Unknown names raise the device parser's RuntimeError, as in PyTorch.
    """
    t = Device(device_type).device_type
    return t if t in _DEVICE_KEYS else None


def is_enabled(t: DeviceType) -> bool:
    """Whether autocast is on for device type ``t`` on this thread."""
    return bool(_tls.included & _KEY_BITS[t])


def enabled_devices() -> dict[str, dtype]:
    """The devices autocast is on for on this thread, each with its dtype: the state a
    graph compiled under autocast depends on."""
    included = _tls.included
    return {str(t): state.dtypes[t] for t, bit in _KEY_BITS.items() if included & bit}


def set_enabled(t: DeviceType, enabled: bool) -> None:
    """Turn autocast on or off for device type ``t`` on this thread."""
    if enabled:
        _tls.included |= _KEY_BITS[t]
    else:
        _tls.included &= ~_KEY_BITS[t]


# -- the weight cast cache -------------------------------------------------------------------
# Keyed by the source TensorImpl's id; the entry keeps the impl alive, so the id cannot be
# reused by another tensor while the entry exists (PyTorch keeps a weak reference for this).
_cache: dict[int, tuple[Any, Any]] = {}
_cache_lock = threading.Lock()


def cache_lookup(impl: Any) -> Any:
    """The cached cast of the tensor whose impl is ``impl``, or None."""
    with _cache_lock:
        entry = _cache.get(id(impl))
    return None if entry is None else entry[1]


def cache_store(impl: Any, casted: Any) -> None:
    """Remember ``casted`` as the cast of ``impl``'s tensor until the cache is cleared."""
    with _cache_lock:
        _cache[id(impl)] = (impl, casted)


def clear_cache() -> None:
    """Drop every cached cast (``torch.clear_autocast_cache``)."""
    with _cache_lock:
        _cache.clear()
