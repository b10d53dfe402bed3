"""Page-locked ("pinned") host memory (``ATen/cuda/CachingHostAllocator``, uncached).

Copies between pinned host memory and the device can run asynchronously
(``non_blocking=True``); tensors in pinned memory are ordinary CPU tensors whose storage
came from :class:`PinnedHostAllocator` (``Tensor.is_pinned()`` asks exactly that).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..core.allocator import StatsAllocator
from ..core.device import Device
from .backend import require

__all__ = ["PinnedHostAllocator", "pinned_allocator"]


class PinnedHostAllocator(StatsAllocator):
    """CPU memory the GPU can reach directly, from the array module's pinned allocator."""

    def __init__(self) -> None:
        super().__init__(Device("cpu"))

    def _new_buffer(self, nbytes: int) -> np.ndarray:
        memory = require("cuda (pinned memory)").cuda.alloc_pinned_memory(max(nbytes, 1))
        return np.frombuffer(memory, np.uint8, nbytes)

    def _new_array(self, shape: tuple[int, ...], np_dtype: Any) -> np.ndarray:
        n = np.dtype(np_dtype).itemsize
        for s in shape:
            n *= s
        return self._new_buffer(n).view(np_dtype).reshape(shape)


_pinned: list[PinnedHostAllocator] = []


def pinned_allocator() -> PinnedHostAllocator:
    """The one pinned host allocator (CUDA must be available)."""
    require("cuda (pinned memory)")
    if not _pinned:
        _pinned.append(PinnedHostAllocator())
    return _pinned[0]
