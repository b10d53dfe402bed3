"""``empty`` and ``empty_strided``: the factories every other factory builds on.

Mirrors ``native/TensorFactories.cpp`` (``empty_cpu``) and ``EmptyTensor.cpp``. The same
kernel serves CPU, CUDA and Meta: the device's allocator decides whether bytes exist.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.scalar_type import get_default_dtype
from glasstorch.c10.core.storage_bounds import (
    check_int64_arguments,
    storage_nbytes_contiguous,
    storage_nbytes_strided,
)

from .._runtime import as_device, empty_tensor
from ..context import context, fill_uninitialized

__all__ = [
    "check_size_nonnegative",
    "empty",
    "empty_strided",
]


def check_size_nonnegative(size: Sequence[int], function: str = "empty") -> None:
    """Each size fits in int64 (the argument parser's TypeError) and is not negative."""
    check_int64_arguments(function, "size", size)
    for s in size:
        if s < 0:
            raise RuntimeError(f"Trying to create tensor with negative dimension {s}: {list(size)}")


def empty(
    size: Sequence[int],
    dtype: DType | None = None,
    layout: Any = None,
    device: Any = None,
    pin_memory: bool | None = None,
    memory_format: Any = None,
) -> Any:
    """Uninitialised memory of ``size`` (contiguous; ``memory_format`` may pick channels-last)."""
    check_size_nonnegative(size)
    dt = dtype if dtype is not None else get_default_dtype()
    storage_nbytes_contiguous(size, dt.itemsize)
    strides = _strides_for(size, memory_format)
    return _filled(empty_tensor(tuple(size), dt, as_device(device), strides))


def empty_strided(
    size: Sequence[int],
    stride: Sequence[int],
    dtype: DType | None = None,
    layout: Any = None,
    device: Any = None,
    pin_memory: bool | None = None,
) -> Any:
    """Uninitialised memory laid out with ``stride`` (the storage spans the last element)."""
    check_size_nonnegative(size, "empty_strided")
    check_int64_arguments("empty_strided", "stride", stride)
    if len(size) != len(stride):
        raise RuntimeError(f"mismatch in length of strides and shape: {len(stride)} != {len(size)}")
    dt = dtype if dtype is not None else get_default_dtype()
    storage_nbytes_strided(size, stride, dt.itemsize)
    return _filled(empty_tensor(tuple(size), dt, as_device(device), tuple(stride)))


def _filled(result: Any) -> Any:
    """``result``, filled with NaN or the integer maximum under deterministic algorithms."""
    if context.deterministic and context.fill_uninitialized_memory:
        impl = result._impl
        if not impl.device.is_meta() and impl.dtype.numpy_dtype is not None and impl.numel():
            fill_uninitialized(result._array())
    return result


def _strides_for(size: Sequence[int], memory_format: Any) -> tuple[int, ...] | None:
    from glasstorch.c10.core.layout import channels_last

    if memory_format is None or memory_format is not channels_last:
        return None
    if len(size) != 4:
        raise RuntimeError("required rank 4 tensor to use channels_last format")
    n, c, h, w = size
    del n
    return (h * w * c, 1, w * c, c)
