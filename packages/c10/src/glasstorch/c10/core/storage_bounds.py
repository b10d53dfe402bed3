"""Checked storage geometry: sizes that overflow, and views that reach past their storage.

Mirrors ``computeStorageNbytes`` / ``computeStorageNbytesContiguous`` (``EmptyTensor.cpp``),
``safe_compute_numel`` (``TensorImpl.h``) and ``checkInBoundsForStorage`` (``Resize.h``).
PyTorch computes in 64-bit integers and refuses a product that overflows; Python's integers
never overflow, so the same limits are checked explicitly. These run where geometry or a
storage's size is set (factories, ``set_``, ``as_strided``, ``resize_``, checkpoint loads),
never on element access.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "INT64_MAX",
    "check_in_bounds_for_storage",
    "check_int64_arguments",
    "checked_numel",
    "storage_nbytes_contiguous",
    "storage_nbytes_strided",
]

INT64_MAX = (1 << 63) - 1
_UINT64_MAX = (1 << 64) - 1


def _product_overflows(values: Sequence[int]) -> tuple[int, bool]:
    """The product and whether any partial product left uint64 (as ``safe_multiplies_u64``)."""
    product, overflowed = 1, False
    for v in values:
        product *= v
        overflowed = overflowed or product > _UINT64_MAX
        if overflowed:
            product &= _UINT64_MAX
    return product, overflowed


def check_int64_arguments(function: str, argument: str, values: Sequence[int]) -> None:
    """TypeError, as PyTorch's argument parser words it, for an int outside int64."""
    for position, value in enumerate(values, 1):
        if not -INT64_MAX - 1 <= value <= INT64_MAX:
            raise TypeError(
                f"{function}(): argument '{argument}' failed to unpack the object at pos "
                f'{position} with error "Overflow when unpacking long long"'
            )


def checked_numel(sizes: Sequence[int]) -> int:
    """The element count; RuntimeError when it does not fit in int64."""
    numel, overflowed = _product_overflows(sizes)
    if overflowed or numel > INT64_MAX:
        raise RuntimeError("numel: integer multiplication overflow")
    return numel


def storage_nbytes_contiguous(sizes: Sequence[int], itemsize: int) -> int:
    """Bytes of a contiguous tensor of ``sizes``; RuntimeError when they overflow int64."""
    numel, overflowed = _product_overflows(sizes)
    nbytes = numel * itemsize
    if overflowed or nbytes > INT64_MAX:
        raise RuntimeError(f"Storage size calculation overflowed with sizes={list(sizes)}")
    return nbytes


def storage_nbytes_strided(
    sizes: Sequence[int], strides: Sequence[int], itemsize: int, storage_offset: int = 0
) -> int:
    """Bytes a storage needs to back this view (0 for an empty one); RuntimeError when the
    computation overflows int64."""
    if any(s == 0 for s in sizes):
        return 0
    extent = 1 + sum((size - 1) * stride for size, stride in zip(sizes, strides, strict=True))
    nbytes = (extent + storage_offset) * itemsize
    if nbytes > INT64_MAX or any(abs(s) > INT64_MAX for s in strides):
        raise RuntimeError(
            f"Storage size calculation overflowed with sizes={list(sizes)} and "
            f"strides={list(strides)}"
        )
    return nbytes


def check_in_bounds_for_storage(
    sizes: Sequence[int],
    strides: Sequence[int],
    storage_offset: int,
    itemsize: int,
    storage_nbytes: int,
) -> None:
    """RuntimeError (PyTorch's ``setStorage`` message) unless the view fits the storage."""
    needed = storage_nbytes_strided(sizes, strides, itemsize, storage_offset)
    if needed > storage_nbytes:
        raise RuntimeError(
            f"setStorage: sizes {list(sizes)}, strides {list(strides)}, storage offset "
            f"{storage_offset}, and itemsize {itemsize} requiring a storage size of {needed} "
            f"are out of bounds for storage of size {storage_nbytes}"
        )
