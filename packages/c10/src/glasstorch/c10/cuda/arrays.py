"""Device arrays over CUDA storages: strided views, addresses and host transfers.

The same code serves cupy and the numpy stand-in (which mimics cupy's constructor
``ndarray(shape, dtype, memptr, strides)`` and ``ndarray.data``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .backend import require
from .device_guard import DeviceGuard

__all__ = ["data_address", "empty", "strided_view", "to_device", "to_host"]


def strided_view(
    buffer: Any, shape: tuple[int, ...], np_dtype: Any, offset: int, strides: tuple[int, ...]
) -> Any:
    """Elements of ``np_dtype`` over the device byte buffer ``buffer`` (offset and strides
    in bytes), sharing its memory."""
    xp = require()
    return xp.ndarray(shape, np_dtype, memptr=buffer.data + offset, strides=strides)


def empty(shape: tuple[int, ...], np_dtype: Any, device: int) -> Any:
    """A fresh device array outside any storage (the view of an empty tensor)."""
    xp = require()
    with DeviceGuard(device):
        return xp.empty(shape, np_dtype)


def data_address(buffer: Any) -> int:
    """The device address of a contiguous device array's first byte."""
    return int(buffer.data.ptr)


def to_host(array: Any) -> np.ndarray:
    """A host (numpy) copy of a device array."""
    return require().asnumpy(array)


def to_device(array: np.ndarray, device: int) -> Any:
    """A device copy of host ``array`` on ``device``."""
    xp = require()
    with DeviceGuard(device):
        return xp.asarray(array)
