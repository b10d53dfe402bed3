"""Views built from other view operators (PyTorch's CompositeImplicitAutograd views).

``reshape``, ``flatten``, ``narrow``, ``chunk``, ``movedim`` ... call the primitive views of
:mod:`.view_ops` through the dispatcher, as PyTorch's decompositions do, so that autograd
differentiates through the pieces. ``reshape`` and ``contiguous`` copy when no view exists.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.c10.core.layout import contiguous_format, preserve_format
from glasstorch.c10.core.scalar_type import TypeCategory
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ._lazy import ops
from .view_ops import compute_stride, infer_size

__all__ = [
    "broadcast_to",
    "chunk",
    "contiguous",
    "expand_as",
    "flatten_using_ints",
    "movedim_int",
    "movedim_intlist",
    "narrow",
    "narrow_Tensor",
    "ravel",
    "reshape",
    "reshape_as",
    "split_sizes",
    "swapaxes",
    "unflatten_int",
    "view_as",
]


def reshape(self: Any, shape: Sequence[int]) -> Any:
    """A view when the strides allow one, else a contiguous copy."""
    impl = self._impl
    sizes = infer_size(shape, impl.numel())
    if compute_stride(impl.sizes, impl.strides, sizes) is not None:
        return ops.view.call(self, sizes)
    return ops._unsafe_view.call(ops.clone.call(self, contiguous_format), sizes)


def reshape_as(self: Any, other: Any) -> Any:
    return ops.reshape.call(self, other._impl.sizes)


def view_as(self: Any, other: Any) -> Any:
    return ops.view.call(self, other._impl.sizes)


def flatten_using_ints(self: Any, start_dim: int = 0, end_dim: int = -1) -> Any:
    impl = self._impl
    ndim = impl.dim()
    start, end = maybe_wrap_dim(start_dim, ndim), maybe_wrap_dim(end_dim, ndim)
    if start > end:
        raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    if ndim == 0:
        return ops.reshape.call(self, (1,))
    if start == end:
        return self
    sizes = impl.sizes
    merged = 1
    for s in sizes[start : end + 1]:
        merged *= s
    return ops.reshape.call(self, (*sizes[:start], merged, *sizes[end + 1 :]))


def ravel(self: Any) -> Any:
    return ops.reshape.call(self, (-1,))


def unflatten_int(self: Any, dim: int, sizes: Sequence[int]) -> Any:
    impl = self._impl
    dim = maybe_wrap_dim(dim, impl.dim())
    if not sizes:
        raise RuntimeError("unflatten: sizes must be non-empty")
    try:
        inferred = infer_size(sizes, impl.sizes[dim])
    except RuntimeError as e:
        if "is invalid for input of size" not in str(e):
            raise RuntimeError(f"unflatten got an unexpected error:\n{e}") from None
        raise RuntimeError(
            f"unflatten: Provided sizes {list(sizes)} don't multiply up to the size of dim "
            f"{dim} ({impl.sizes[dim]}) in the input tensor"
        ) from None
    return ops.view.call(self, (*impl.sizes[:dim], *inferred, *impl.sizes[dim + 1 :]))


def expand_as(self: Any, other: Any) -> Any:
    return ops.expand.call(self, other._impl.sizes, False)


def broadcast_to(self: Any, size: Sequence[int]) -> Any:
    return ops.expand.call(self, size, False)


def narrow(self: Any, dim: int, start: int, length: int) -> Any:
    impl = self._impl
    if impl.dim() == 0:
        raise RuntimeError("narrow() cannot be applied to a 0-dim tensor.")
    if length < 0:
        raise RuntimeError("narrow(): length must be non-negative.")
    dim = maybe_wrap_dim(dim, impl.dim())
    cur = impl.sizes[dim]
    if not -cur <= start <= cur:
        raise IndexError(
            f"start out of range (expected to be in range of [{-cur}, {cur}], but got {start})"
        )
    if start < 0:
        start += cur
    if start > cur - length:
        raise RuntimeError(f"start ({start}) + length ({length}) exceeds dimension size ({cur}).")
    return ops.slice_Tensor.call(self, dim, start, start + length, 1)


def narrow_Tensor(self: Any, dim: int, start: Any, length: int) -> Any:
    if start.dim() != 0 or start.dtype.category != TypeCategory.INTEGRAL:
        raise RuntimeError("start must be an 0-dim integral Tensor.")
    return ops.narrow.call(self, dim, int(start.item()), length)


def split_sizes(self: Any, split_size: Sequence[int], dim: int = 0) -> list[Any]:
    return ops.split_with_sizes.call(self, split_size, dim)


def chunk(self: Any, chunks: int, dim: int = 0) -> list[Any]:
    """At most ``chunks`` views of equal size along ``dim`` (the last may be smaller)."""
    impl = self._impl
    if impl.dim() == 0:
        raise RuntimeError("chunk expects at least a 1-dimensional tensor")
    if chunks <= 0:
        raise RuntimeError(f"chunk expects `chunks` to be greater than 0, got: {chunks}")
    dim_size = impl.sizes[maybe_wrap_dim(dim, impl.dim())]
    split_size = (dim_size + chunks - 1) // chunks
    if split_size == 0 and dim_size == 0:  # keep the number of (empty) chunks
        return ops.split_with_sizes.call(self, (0,) * chunks, dim)
    return ops.split_Tensor.call(self, split_size, dim)


def movedim_intlist(self: Any, source: Sequence[int], destination: Sequence[int]) -> Any:
    """Move dims ``source`` to positions ``destination``; the others keep their order."""
    ndim = self._impl.dim()
    if len(source) != len(destination):
        raise RuntimeError(
            f"movedim: Invalid source or destination dims: source ({list(source)} dims) should "
            f"contain the same number of dims as destination ({list(destination)} dims)"
        )
    src = [maybe_wrap_dim(d, ndim) for d in source]
    dst = [maybe_wrap_dim(d, ndim) for d in destination]
    if len(set(src)) != len(src):
        raise RuntimeError(f"movedim: repeated dim in `source` ({list(source)})")
    if len(set(dst)) != len(dst):
        raise RuntimeError(f"movedim: repeated dim in `destination` ({list(destination)})")
    if ndim == 0:
        return ops.alias.call(self)
    order = [-1] * ndim
    for s, d in zip(src, dst, strict=True):
        order[d] = s
    rest = iter(d for d in range(ndim) if d not in src)
    order = [next(rest) if o == -1 else o for o in order]
    return ops.permute.call(self, order)


def movedim_int(self: Any, source: int, destination: int) -> Any:
    return ops.movedim_intlist.call(self, (source,), (destination,))


def swapaxes(self: Any, axis0: int, axis1: int) -> Any:
    return ops.transpose_int.call(self, axis0, axis1)


def contiguous(self: Any, memory_format: Any = None) -> Any:
    """``self`` when already dense in ``memory_format``, else a copy that is."""
    memory_format = contiguous_format if memory_format is None else memory_format
    if memory_format is preserve_format:
        raise RuntimeError("preserve memory format is unsupported by the contiguous operator")
    if self._impl.is_contiguous(memory_format):
        return self
    return ops.clone.call(self, memory_format)
