"""Which accelerator devices data parallelism can use (``torch._utils``'s helpers)."""

from __future__ import annotations

from typing import Any

from glasstorch.c10.core.device import Device
from glasstorch.c10.cuda import backend
from glasstorch.c10.cuda.device_guard import current_device

__all__ = ["available_device_type", "all_device_indices", "device_index"]


def available_device_type() -> str | None:
    """``"cuda"`` when CUDA tensors can be made here, else None."""
    return "cuda" if backend.is_available() else None


def all_device_indices() -> list[int]:
    """Every CUDA device's ordinal."""
    return list(range(backend.device_count()))


def device_index(device: Any, optional: bool = False, allow_cpu: bool = False) -> int:
    """The ordinal of ``device`` (an int, ``"cuda:1"`` or a Device; -1 for the CPU when
    ``allow_cpu``); a device without an index is the current one when ``optional``."""
    if isinstance(device, str):
        device = Device(device)
    index: int | None = None
    if isinstance(device, Device):
        if not allow_cpu and device.type == "cpu":
            raise ValueError(f"Expected a non cpu device, but got: {device}")
        index = -1 if device.type == "cpu" else device.index
    if isinstance(device, int):
        index = device
    if index is None:
        if not optional:
            raise ValueError(
                f"Expected a torch.device with a specified index or an integer, but got:{device}"
            )
        index = current_device()
    return index
