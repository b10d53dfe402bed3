"""Dim-list helpers the kernels share (internal: nothing here is a kernel).

Mirrors ``dim_list_to_bitset`` of ``ATen/WrapDimUtilsMulti.h``. Not re-exported by the
``native`` package: import it explicitly.
"""

from __future__ import annotations

from collections.abc import Sequence

from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

__all__: list[str] = []


def wrap_dim_list(dims: Sequence[int], ndim: int) -> list[int]:
    """``dims`` wrapped against ``ndim``, in the order given; a dim named twice is an error."""
    wrapped: list[int] = []
    for dim in dims:
        d = maybe_wrap_dim(dim, ndim)
        if d in wrapped:
            raise RuntimeError(f"dim {d} appears multiple times in the list of dims")
        wrapped.append(d)
    return wrapped


def dim_list_to_bitset(dims: Sequence[int], ndim: int) -> list[bool]:
    """Which dims ``dims`` names (wrapped); a dim named twice is an error."""
    seen = [False] * max(ndim, 1)
    for d in wrap_dim_list(dims, ndim):
        seen[d] = True
    return seen
