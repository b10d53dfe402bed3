"""``unfold`` (sliding windows, as a view), the ``*_copy`` twins of the view operators and
the ``*_scatter`` operators that write a view's worth of values into a copy.

Mirrors ``native/TensorShape.cpp``. PyTorch generates the ``*_copy`` operators for
functionalization: each returns what its view returns, as a new tensor. The ``*_scatter``
operators return ``self`` with the elements a view would see replaced by ``src``. Both are
CompositeImplicitAutograd here (a view and a ``clone``, or a ``clone`` and a ``copy_`` into
its view), so autograd differentiates them through the view operators' formulas.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ._lazy import ops
from .tensor_iterator import common_device
from .view_ops import make_view

__all__ = [
    "alias_copy", "as_strided_copy", "as_strided_scatter", "detach_copy", "diagonal_copy",
    "diagonal_scatter", "expand_copy", "permute_copy", "select_copy_int", "select_scatter",
    "slice_copy_Tensor", "slice_scatter", "split_copy_Tensor", "split_with_sizes_copy",
    "squeeze_copy", "squeeze_copy_dim", "squeeze_copy_dims", "t_copy", "transpose_copy_int",
    "unbind_copy_int", "unfold", "unfold_copy", "unsqueeze_copy", "view_as_complex_copy",
    "view_as_real_copy", "view_copy", "view_copy_dtype",
]  # fmt: skip


# -- unfold ------------------------------------------------------------------------------------
def unfold(self: Any, dimension: int, size: int, step: int) -> Any:
    """Windows of ``size`` elements every ``step`` along ``dimension``, as a new last dim: a
    view whose window dim has the element stride and whose ``dimension`` strides by windows."""
    impl = self._impl
    ndim = impl.dim()
    dim = maybe_wrap_dim(dimension, ndim)
    length = impl.sizes[dim] if ndim else 1
    if size > length:
        raise RuntimeError(
            f"maximum size for tensor at dimension {dim} is {length} but size is {size}"
        )
    if step <= 0:
        raise RuntimeError(f"step is {step} but must be > 0")
    if size < 0:
        raise RuntimeError(f"size is {size} but must be >= 0")
    stride = impl.strides[dim] if ndim else 1
    sizes, strides = list(impl.sizes), list(impl.strides)
    if ndim:
        sizes[dim] = (length - size) // step + 1
        strides[dim] = stride * step
    sizes.append(size)
    strides.append(stride)
    return make_view(self, sizes, strides, impl.storage_offset)


# -- the *_copy operators ----------------------------------------------------------------------
def _copied(view: Any) -> Any:
    return ops.clone.call(view, None)


def alias_copy(self: Any) -> Any:
    return _copied(ops.alias.call(self))


def as_strided_copy(
    self: Any, size: Sequence[int], stride: Sequence[int], storage_offset: int | None = None
) -> Any:
    return _copied(ops.as_strided.call(self, size, stride, storage_offset))


def detach_copy(self: Any) -> Any:
    return _copied(self.detach())


def diagonal_copy(self: Any, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Any:
    return _copied(ops.diagonal.call(self, offset, dim1, dim2))


def expand_copy(self: Any, size: Sequence[int], implicit: bool = False) -> Any:
    return _copied(ops.expand.call(self, size, implicit))


def permute_copy(self: Any, dims: Sequence[int]) -> Any:
    return _copied(ops.permute.call(self, dims))


def select_copy_int(self: Any, dim: int, index: int) -> Any:
    return _copied(ops.select_int.call(self, dim, index))


def slice_copy_Tensor(  # noqa: N802
    self: Any, dim: int = 0, start: int | None = None, end: int | None = None, step: int = 1
) -> Any:
    return _copied(ops.slice_Tensor.call(self, dim, start, end, step))


def split_copy_Tensor(self: Any, split_size: int, dim: int = 0) -> list[Any]:  # noqa: N802
    return [_copied(v) for v in ops.split_Tensor.call(self, split_size, dim)]


def split_with_sizes_copy(self: Any, split_sizes: Sequence[int], dim: int = 0) -> list[Any]:
    return [_copied(v) for v in ops.split_with_sizes.call(self, split_sizes, dim)]


def squeeze_copy(self: Any) -> Any:
    return _copied(ops.squeeze.call(self))


def squeeze_copy_dim(self: Any, dim: int) -> Any:
    return _copied(ops.squeeze_dim.call(self, dim))


def squeeze_copy_dims(self: Any, dim: Sequence[int]) -> Any:
    return _copied(ops.squeeze_dims.call(self, dim))


def t_copy(self: Any) -> Any:
    return _copied(ops.t.call(self))


def transpose_copy_int(self: Any, dim0: int, dim1: int) -> Any:
    return _copied(ops.transpose_int.call(self, dim0, dim1))


def unbind_copy_int(self: Any, dim: int = 0) -> list[Any]:
    return [_copied(v) for v in ops.unbind_int.call(self, dim)]


def unfold_copy(self: Any, dimension: int, size: int, step: int) -> Any:
    return _copied(ops.unfold.call(self, dimension, size, step))


def unsqueeze_copy(self: Any, dim: int) -> Any:
    return _copied(ops.unsqueeze.call(self, dim))


def view_copy(self: Any, size: Sequence[int]) -> Any:
    return _copied(ops.reshape.call(self, size))


def view_copy_dtype(self: Any, dtype: Any) -> Any:
    return _copied(ops.view_dtype.call(self, dtype))


def view_as_real_copy(self: Any) -> Any:
    return _copied(ops.view_as_real.call(self))


def view_as_complex_copy(self: Any) -> Any:
    return _copied(ops.view_as_complex.call(self))


# -- the *_scatter operators -------------------------------------------------------------------
def _scattered(self: Any, src: Any, view_of: Any) -> Any:
    """A copy of ``self`` whose part ``view_of(copy)`` holds ``src`` (of exactly its shape)."""
    common_device((self, src))
    out = ops.clone.call(self, None)
    target = view_of(out)
    if tuple(target.shape) != tuple(src.shape):
        raise RuntimeError(
            f"expected src to have a size equal to the slice of self. src size = "
            f"{list(src.shape)}, slice size = {list(target.shape)}"
        )
    ops.copy_.call(target, src, False)
    return out


def diagonal_scatter(self: Any, src: Any, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Any:
    return _scattered(self, src, lambda t: ops.diagonal.call(t, offset, dim1, dim2))


def select_scatter(self: Any, src: Any, dim: int, index: int) -> Any:
    return _scattered(self, src, lambda t: ops.select_int.call(t, dim, index))


def slice_scatter(
    self: Any,
    src: Any,
    dim: int = 0,
    start: int | None = None,
    end: int | None = None,
    step: int = 1,
) -> Any:
    return _scattered(self, src, lambda t: ops.slice_Tensor.call(t, dim, start, end, step))


def as_strided_scatter(
    self: Any,
    src: Any,
    size: Sequence[int],
    stride: Sequence[int],
    storage_offset: int | None = None,
) -> Any:
    return _scattered(self, src, lambda t: ops.as_strided.call(t, size, stride, storage_offset))
