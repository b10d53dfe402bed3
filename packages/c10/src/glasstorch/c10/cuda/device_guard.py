"""The current CUDA device and guards that switch it (``c10/cuda/CUDAGuard.h``).

The current device is the array module's (cupy's ``Device().use()``), so glasstorch and
cupy code called from it agree on where new memory goes.
"""

from __future__ import annotations

from typing import Any

from ..core.device import Device, DeviceType
from .backend import require

__all__ = ["DeviceGuard", "check_device_index", "current_device", "device_index", "set_device"]


def check_device_index(index: int) -> int:
    """``index`` if such a device exists, else PyTorch's invalid-ordinal error."""
    count = int(require(f"cuda:{index}").cuda.runtime.getDeviceCount())
    if not 0 <= index < count:
        raise RuntimeError(
            f"CUDA error: invalid device ordinal (device cuda:{index} requested, "
            f"{count} device{'s' if count != 1 else ''} available)"
        )
    return index


def device_index(device: Device | str | int | None, optional: bool = False) -> int:
    """The ordinal ``device`` names: an int, ``"cuda:1"``, ``Device``; ``None`` or a bare
    ``"cuda"`` mean the current device (or -1 with ``optional`` for ``None``)."""
    if device is None:
        return -1 if optional else current_device()
    if isinstance(device, int) and not isinstance(device, bool):
        return device
    d = device if isinstance(device, Device) else Device(device)
    if d.device_type is not DeviceType.CUDA:
        raise ValueError(f"Expected a cuda device, but got: {d}")
    return current_device() if d.index is None else d.index


def current_device() -> int:
    """The ordinal new CUDA tensors go to."""
    return int(require().cuda.Device().id)


def set_device(device: Device | str | int) -> None:
    """Make ``device`` current (a negative ordinal does nothing, as in PyTorch)."""
    index = device_index(device)
    if index >= 0:
        require().cuda.Device(check_device_index(index)).use()


class DeviceGuard:
    """``with DeviceGuard(1):`` runs its body with cuda:1 current, then restores the old one.
    ``None`` or -1 leaves the device alone."""

    def __init__(self, device: Device | str | int | None) -> None:
        self.idx = device_index(device, optional=True)
        self.prev_idx = -1

    def __enter__(self) -> DeviceGuard:
        if self.idx >= 0:
            self.prev_idx = current_device()
            if self.idx != self.prev_idx:
                set_device(self.idx)
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.idx >= 0 and self.prev_idx != self.idx:
            set_device(self.prev_idx)
