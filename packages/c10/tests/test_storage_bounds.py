"""Checked storage sizes: int64 overflow and views past their storage, in PyTorch's words."""

from __future__ import annotations

import pytest
from glasstorch.c10.core.allocator import CPUAllocator, MetaAllocator
from glasstorch.c10.core.storage_bounds import (
    INT64_MAX,
    check_in_bounds_for_storage,
    check_int64_arguments,
    checked_numel,
    storage_nbytes_contiguous,
    storage_nbytes_strided,
)


def test_contiguous_sizes() -> None:
    assert storage_nbytes_contiguous((2, 3), 4) == 24
    assert storage_nbytes_contiguous((0, 2**62), 4) == 0
    assert storage_nbytes_contiguous((2**61 - 1,), 4) == (2**61 - 1) * 4
    with pytest.raises(
        RuntimeError,
        match=r"^Storage size calculation overflowed with sizes=\[2305843009213693952, 4\]$",
    ):
        storage_nbytes_contiguous((2**61, 4), 1)
    # a later zero does not undo an overflow (as PyTorch's safe_multiplies_u64)
    with pytest.raises(RuntimeError, match="overflowed"):
        storage_nbytes_contiguous((2**32, 2**32, 0), 1)


def test_strided_sizes() -> None:
    assert storage_nbytes_strided((2, 3), (3, 1), 4) == 24
    assert storage_nbytes_strided((2, 3), (3, 1), 4, storage_offset=2) == 32
    assert storage_nbytes_strided((2**62,), (0,), 4) == 4
    assert storage_nbytes_strided((0, 2**62), (2**62, 1), 4) == 0
    with pytest.raises(RuntimeError, match=r"sizes=\[1\] and strides=\[1\]"):
        storage_nbytes_strided((1,), (1,), 4, storage_offset=2**62)


def test_numel_and_argument_range() -> None:
    assert checked_numel((2**31, 2**31)) == 2**62
    with pytest.raises(RuntimeError, match="^numel: integer multiplication overflow$"):
        checked_numel((2**62, 2**62))
    check_int64_arguments("f", "size", (INT64_MAX, -INT64_MAX - 1))
    with pytest.raises(
        TypeError, match=r"^f\(\): argument 'size' failed to unpack the object at pos 2"
    ):
        check_int64_arguments("f", "size", (1, 2**63))


def test_in_bounds() -> None:
    check_in_bounds_for_storage((4,), (1,), 0, 4, 16)
    check_in_bounds_for_storage((0,), (1,), 100, 4, 0)  # an empty view fits anywhere
    with pytest.raises(RuntimeError) as info:
        check_in_bounds_for_storage((4,), (1,), 1, 4, 16)
    assert str(info.value) == (
        "setStorage: sizes [4], strides [1], storage offset 1, and itemsize 4 requiring a "
        "storage size of 20 are out of bounds for storage of size 16"
    )


def test_allocators_raise_runtime_errors() -> None:
    with pytest.raises(
        RuntimeError,
        match=r"^DefaultCPUAllocator: can't allocate memory: you tried to allocate 4398046511104",
    ):
        CPUAllocator().allocate_array((2**40,), "float32")
    with pytest.raises(
        RuntimeError,
        match=r"Storage size calculation overflowed with sizes=\[4611686018427387904\]",
    ):
        CPUAllocator().allocate_array((2**62,), "float32")
    with pytest.raises(RuntimeError, match=r"overflowed with sizes=\[4611686018427387904\]"):
        MetaAllocator().allocate_array((2**62,), "float32")
    assert MetaAllocator().allocate_array((2**40,), "float32")[1] == 2**42
