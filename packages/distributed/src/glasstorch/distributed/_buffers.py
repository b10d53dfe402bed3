"""Numpy arrays that MPI reads and writes for a tensor: its own memory when the layout allows.

A contiguous tensor hands MPI the numpy view of its storage, so a collective writes the
tensor's bytes in place. Otherwise (or when MPI has no type for the dtype) the collective
runs on a contiguous temporary and the result is copied back when the operation finishes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .reduce_op import COMPLEX_DENYLIST, ReduceOp

__all__ = ["Staged", "byte_buffer", "reduce_buffer"]

_NOOP: Callable[[], None] = lambda: None  # noqa: E731


class Staged:
    """An array to hand the transport, and what to do once the transport has written it."""

    __slots__ = ("array", "writeback")

    def __init__(self, array: np.ndarray, writeback: Callable[[], None] = _NOOP) -> None:
        self.array = array
        self.writeback = writeback


def tensor_array(t: Any) -> np.ndarray:
    """The array sharing ``t``'s memory (a CPU tensor for the MPI backend)."""
    return t._array()


def _staged(arr: np.ndarray, dtype: np.dtype | None, write: bool) -> Staged:
    """``arr`` itself when contiguous and of ``dtype``; else a contiguous copy (copied back
    into ``arr`` after the operation when ``write``)."""
    if arr.flags.c_contiguous and (dtype is None or arr.dtype == dtype):
        return Staged(arr)
    temp = np.ascontiguousarray(arr, dtype=dtype)
    if not write:
        return Staged(temp)
    return Staged(temp, lambda: np.copyto(arr, temp, casting="unsafe"))


def byte_buffer(t: Any, *, write: bool) -> Staged:
    """A flat uint8 view of ``t``'s bytes, for operations that only move data."""
    staged = _staged(tensor_array(t), None, write)
    staged.array = staged.array.reshape(-1).view(np.uint8)
    return staged


def reduce_buffer(t: Any, op: Any, *, write: bool = True) -> Staged:
    """A typed contiguous array of ``t`` that MPI can reduce with ``op``.

    bool reduces as uint8 (SUM/MAX is logical or, PRODUCT/MIN logical and, as PyTorch);
    bfloat16 has no MPI type and reduces through a float32 temporary.
    """
    arr = tensor_array(t)
    if arr.dtype.kind == "c" and op in COMPLEX_DENYLIST:
        raise ValueError(f"all_reduce does not support {op} on complex tensors")
    if arr.dtype == np.bool_:
        if op is ReduceOp.AVG:
            raise ValueError("ReduceOp.AVG is not supported on bool tensors")
        staged = _staged(arr, None, write)
        staged.array = staged.array.view(np.uint8)
        return staged
    if arr.dtype.name == "bfloat16":
        return _staged(arr, np.dtype(np.float32), write)
    return _staged(arr, None, write)


def bool_op(op: Any) -> Any:
    """The uint8 operation that computes ``op`` on bools."""
    if op is ReduceOp.SUM:
        return ReduceOp.MAX
    if op is ReduceOp.PRODUCT:
        return ReduceOp.MIN
    return op


def divide_in_place(arr: Any, n: int) -> None:
    """AVG's last step: floats divide; integers divide truncating toward zero (as C does).
    Works on numpy and cupy arrays alike."""
    if arr.dtype.kind in "fc":
        arr /= n
    else:
        arr[...] = (abs(arr) // n) * (1 - 2 * (arr < 0))
