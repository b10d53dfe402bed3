"""``Tensor.pin_memory()`` and ``Tensor.is_pinned()``: CPU tensors in page-locked memory,
which the GPU reads directly, so ``to("cuda", non_blocking=True)`` need not wait."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..._runtime import empty_tensor

__all__ = ["async_upload", "is_pinned", "pin_memory"]


def is_pinned(t: Any) -> bool:
    """Whether ``t``'s storage is pinned host memory."""
    from glasstorch.c10.cuda.pinned import PinnedHostAllocator

    storage = t._impl.storage_impl
    return storage is not None and isinstance(storage.allocator, PinnedHostAllocator)


def pin_memory(t: Any) -> Any:
    """``t`` copied into pinned memory (``t`` itself when already pinned)."""
    from glasstorch.c10.cuda import pinned_allocator

    impl = t._impl
    if not impl.device.is_cpu():
        raise RuntimeError(f"cannot pin '{t.type()}' only dense CPU tensors can be pinned")
    if is_pinned(t):
        return t
    result = empty_tensor(impl.sizes, impl.dtype, impl.device, allocator=pinned_allocator())
    if impl.numel():
        np.copyto(result._array(), t._array())
    return result


def async_upload(dst: Any, src: Any) -> bool:
    """Queue ``dst ← src`` on the current stream without waiting, when ``src`` is pinned and
    both are contiguous of one dtype and shape; returns whether it did."""
    a, b = dst._impl, src._impl
    if not (
        is_pinned(src)
        and a.dtype is b.dtype
        and a.sizes == b.sizes
        and a.is_contiguous()
        and b.is_contiguous()
    ):
        return False
    from glasstorch.c10.cuda import require

    stream = require().cuda.get_current_stream(a.device.index or 0)
    dst._array().set(src._array(), stream=stream)
    return True
