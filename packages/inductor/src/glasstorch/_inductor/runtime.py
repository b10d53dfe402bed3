"""Helpers the generated wrapper modules call: allocation, views, input checks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.aten import empty_strided as _empty_strided

__all__ = ["assert_size_stride", "empty_strided", "flat_array", "reinterpret_tensor"]


def empty_strided(size: Sequence[int], stride: Sequence[int], dtype: Any, device: str) -> Any:
    return _empty_strided(size, stride, dtype=dtype, device=device)


def reinterpret_tensor(t: Any, size: Sequence[int], stride: Sequence[int], offset: int) -> Any:
    """``t``'s storage seen with another geometry; ``offset`` counts from ``t``'s first element."""
    return t.as_strided(size, stride, t.storage_offset() + offset)


def assert_size_stride(t: Any, size: tuple[int, ...], stride: tuple[int, ...]) -> None:
    """Compiled code is specialised to its inputs' sizes and strides; check them."""
    actual_size, actual_stride = tuple(t.shape), tuple(t.stride())
    if actual_size != size or (actual_stride != stride and t.numel() > 1):
        raise AssertionError(
            f"expected size {size}, stride {stride} but got size {actual_size}, "
            f"stride {actual_stride}"
        )


def flat_array(t: Any) -> np.ndarray:
    """A 1-D numpy view of ``t``'s storage from its first element to the storage's end."""
    impl = t._impl
    data = impl.storage_impl.data
    itemsize = impl.dtype.itemsize
    start = impl.storage_offset * itemsize
    usable = (len(data) - start) // itemsize * itemsize
    return data[start : start + usable].view(impl.dtype.numpy_dtype)
