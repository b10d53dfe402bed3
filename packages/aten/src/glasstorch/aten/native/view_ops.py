"""View operators: new tensors over the same storage with their own sizes, strides and offset.

Mirrors ``native/TensorShape.cpp`` and ``TensorUtils.cpp`` (``computeStride``,
``infer_size``). Every kernel here only computes metadata, so one kernel serves CPU, CUDA
and Meta alike. A view shares its base's storage *and* version counter, and records the
tensor it ultimately views in ``_base`` (PyTorch's ``t._base``), which autograd uses to
track in-place writes through views.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.c10.core.layout import preserve_format
from glasstorch.c10.core.storage_bounds import check_in_bounds_for_storage
from glasstorch.c10.core.tensor_impl import (
    TensorImpl,
    compute_contiguous_strides,
    maybe_wrap_dim,
)

from ..structured import resize_tensor, scalar_type_name
from .dim_utils import dim_list_to_bitset
from .empty import _strides_for, check_size_nonnegative

__all__ = [
    "_unsafe_view",
    "alias",
    "as_strided",
    "as_strided_",
    "diagonal",
    "expand",
    "make_view",
    "permute",
    "resize_",
    "select",
    "slice_Tensor",
    "split",
    "split_with_sizes",
    "squeeze",
    "squeeze_",
    "squeeze__dim",
    "squeeze__dims",
    "squeeze_dim",
    "squeeze_dims",
    "t",
    "t_",
    "transpose",
    "transpose_",
    "unbind",
    "unsqueeze",
    "unsqueeze_",
    "view",
    "view_dtype",
]

INT64_MAX = 2**63 - 1


# -- building views ---------------------------------------------------------------------------
def alias_with_sizes_and_strides(
    base: Any, sizes: Sequence[int], strides: Sequence[int], storage_offset: int, dtype: Any = None
) -> Any:
    """A tensor over ``base``'s storage and version counter, not recorded as a view."""
    return make_view(base, sizes, strides, storage_offset, dtype, record=False)


def make_view(
    base: Any,
    sizes: Sequence[int],
    strides: Sequence[int],
    storage_offset: int,
    dtype: Any = None,
    record: bool = True,
    numel: int | None = None,
    contiguous: bool | None = None,
) -> Any:
    """A view of ``base``: shared storage and version counter, ``_base`` set to the root
    (unless ``record`` is False: an alias not recorded as a view). ``numel`` and
    ``contiguous``: what the caller knows of the view (see ``TensorImpl.new_view``)."""
    if sizes.__class__ is not tuple:
        sizes = tuple(map(int, sizes))
    if strides.__class__ is not tuple:
        strides = tuple(map(int, strides))
    view_impl = TensorImpl.new_view(
        base._impl, sizes, strides, storage_offset, dtype, numel, contiguous
    )
    result = type(base)._from_impl(view_impl)
    if record:
        root = base.__dict__.get("_base")
        result._base = base if root is None else root
    return result


def restride_(
    self: Any, sizes: Sequence[int], strides: Sequence[int], offset: int | None = None
) -> Any:
    """Change ``self``'s own geometry in place (``squeeze_``, ``transpose_`` ...)."""
    self._impl.set_sizes_and_strides(sizes, strides, offset)
    self._metadata_changed()
    return self


def alias(self: Any) -> Any:
    impl = self._impl
    return make_view(self, impl.sizes, impl.strides, impl.storage_offset)


# -- shape arithmetic ---------------------------------------------------------------------------
def infer_size(shape: Sequence[int], numel: int) -> tuple[int, ...]:
    """``shape`` with its one ``-1`` replaced so that it holds ``numel`` elements."""
    result = list(shape)
    known = 1
    infer_dim: int | None = None
    for d, size in enumerate(shape):
        if size == -1:
            if infer_dim is not None:
                raise RuntimeError("only one dimension can be inferred")
            infer_dim = d
        elif size >= 0:
            known *= size
        else:
            raise RuntimeError(f"invalid shape dimension {size}")
    if numel == known or (infer_dim is not None and known > 0 and numel % known == 0):
        if infer_dim is not None:
            if known == 0:
                raise RuntimeError(
                    f"cannot reshape tensor of 0 elements into shape {list(shape)} because the "
                    "unspecified dimension size -1 can be any value and is ambiguous"
                )
            result[infer_dim] = numel // known
        return tuple(result)
    raise RuntimeError(f"shape '{list(shape)}' is invalid for input of size {numel}")


def compute_stride(
    old_sizes: Sequence[int], old_strides: Sequence[int], new_sizes: Sequence[int]
) -> tuple[int, ...] | None:
    """Strides that let ``new_sizes`` view memory laid out as (old sizes, old strides).

    PyTorch's ``computeStride``: the old dims are cut into chunks that are contiguous with
    each other; each chunk must be rebuilt exactly by consecutive new dims. None if not.
    """
    numel = 1
    for s in old_sizes:
        numel *= s
    if numel == 0:
        if tuple(old_sizes) == tuple(new_sizes):
            return tuple(old_strides)
        return compute_contiguous_strides(new_sizes)
    if not old_sizes:  # a 0-dim tensor: every new dim has size 1
        return compute_contiguous_strides(new_sizes)
    new_strides = [0] * len(new_sizes)
    view_d = len(new_sizes) - 1
    chunk_base_stride = old_strides[-1]
    tensor_numel = 1
    view_numel = 1
    for tensor_d in range(len(old_sizes) - 1, -1, -1):
        tensor_numel *= old_sizes[tensor_d]
        chunk_ends = tensor_d == 0 or (
            old_sizes[tensor_d - 1] != 1
            and old_strides[tensor_d - 1] != tensor_numel * chunk_base_stride
        )
        if not chunk_ends:
            continue
        while view_d >= 0 and (view_numel < tensor_numel or new_sizes[view_d] == 1):
            new_strides[view_d] = view_numel * chunk_base_stride
            view_numel *= new_sizes[view_d]
            view_d -= 1
        if view_numel != tensor_numel:
            return None
        if tensor_d > 0:
            chunk_base_stride = old_strides[tensor_d - 1]
            tensor_numel = 1
            view_numel = 1
    return tuple(new_strides) if view_d == -1 else None


# -- view and view.dtype ------------------------------------------------------------------------
def _view_geometry(impl: TensorImpl, size: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """Sizes and strides of ``view(size)``, or PyTorch's error when no view exists."""
    numel = impl.numel()
    sizes = infer_size(size, numel)
    if numel and 1 not in impl.sizes and impl.is_contiguous():
        # Row-major memory with no size-1 dims (whose strides could be anything): what
        # compute_stride finds is the new shape's own row-major strides.
        return sizes, compute_contiguous_strides(sizes)
    strides = compute_stride(impl.sizes, impl.strides, sizes)
    if strides is None:
        raise RuntimeError(
            "view size is not compatible with input tensor's size and stride (at least one "
            "dimension spans across two contiguous subspaces). Use .reshape(...) instead."
        )
    return sizes, strides


def view(self: Any, size: Sequence[int]) -> Any:
    impl = self._impl
    sizes, strides = _view_geometry(impl, size)
    # The same elements: the same count, and a contiguous tensor's views are contiguous.
    contiguous = True if impl._is_contiguous else None
    return make_view(
        self, sizes, strides, impl.storage_offset, numel=impl._numel, contiguous=contiguous
    )


def view_dtype(self: Any, dtype: Any) -> Any:
    """The same bytes read as ``dtype``; a different item size rescales the last dim."""
    impl = self._impl
    old, new = impl.dtype.itemsize, dtype.itemsize
    sizes, strides, offset = list(impl.sizes), list(impl.strides), impl.storage_offset
    if old != new:
        what = (
            f"to view {scalar_type_name(impl.dtype)} as {scalar_type_name(dtype)} "
            "(different element sizes)"
        )
        if not sizes:
            raise RuntimeError(f"self.dim() cannot be 0 {what}")
        if strides[-1] != 1:
            raise RuntimeError(f"self.stride(-1) must be 1 {what}, but got {strides[-1]}")
        if new > old:
            ratio = new // old
            if sizes[-1] % ratio:
                raise RuntimeError(
                    f"self.size(-1) must be divisible by {ratio} {what}, but got {sizes[-1]}"
                )
            if offset % ratio:
                raise RuntimeError(
                    f"self.storage_offset() must be divisible by {ratio} {what}, but got {offset}"
                )
            for d, stride in enumerate(strides[:-1]):
                if stride % ratio:
                    raise RuntimeError(
                        f"self.stride({d}) must be divisible by {ratio} {what}, but got {stride}"
                    )
            sizes[-1] //= ratio
            strides = [s // ratio for s in strides[:-1]] + [1]
            offset //= ratio
        else:
            ratio = old // new
            sizes[-1] *= ratio
            strides = [s * ratio for s in strides[:-1]] + [1]
            offset *= ratio
    return make_view(self, sizes, strides, offset, dtype)


# -- squeeze and unsqueeze ----------------------------------------------------------------------
def _squeeze_geometry(impl: TensorImpl, mask: Sequence[bool] | None) -> tuple[list, list]:
    """Sizes and strides without the size-1 dims (those in ``mask``, or all)."""
    sizes, strides = [], []
    for d, (size, stride) in enumerate(zip(impl.sizes, impl.strides, strict=True)):
        if size != 1 or (mask is not None and not mask[d]):
            sizes.append(size)
            strides.append(stride)
    return sizes, strides


def _dim_mask(impl: TensorImpl, dims: Sequence[int]) -> list[bool]:
    return dim_list_to_bitset(dims, impl.dim())


def squeeze(self: Any) -> Any:
    impl = self._impl
    return make_view(self, *_squeeze_geometry(impl, None), impl.storage_offset)


def squeeze_dim(self: Any, dim: int) -> Any:
    impl = self._impl
    return make_view(self, *_squeeze_geometry(impl, _dim_mask(impl, (dim,))), impl.storage_offset)


def squeeze_dims(self: Any, dim: Sequence[int]) -> Any:
    impl = self._impl
    return make_view(self, *_squeeze_geometry(impl, _dim_mask(impl, dim)), impl.storage_offset)


def squeeze_(self: Any) -> Any:
    return restride_(self, *_squeeze_geometry(self._impl, None))


def squeeze__dim(self: Any, dim: int) -> Any:
    return restride_(self, *_squeeze_geometry(self._impl, _dim_mask(self._impl, (dim,))))


def squeeze__dims(self: Any, dim: Sequence[int]) -> Any:
    return restride_(self, *_squeeze_geometry(self._impl, _dim_mask(self._impl, dim)))


def _unsqueeze_geometry(impl: TensorImpl, dim: int) -> tuple[list, list]:
    ndim = impl.dim()
    dim = maybe_wrap_dim(dim, ndim + 1)
    sizes, strides = list(impl.sizes), list(impl.strides)
    stride = 1 if dim >= ndim else sizes[dim] * strides[dim]
    sizes.insert(dim, 1)
    strides.insert(dim, stride)
    return sizes, strides


def unsqueeze(self: Any, dim: int) -> Any:
    impl = self._impl
    return make_view(self, *_unsqueeze_geometry(impl, dim), impl.storage_offset)


def unsqueeze_(self: Any, dim: int) -> Any:
    return restride_(self, *_unsqueeze_geometry(self._impl, dim))


# -- permute and transpose ----------------------------------------------------------------------
def permute(self: Any, dims: Sequence[int]) -> Any:
    impl = self._impl
    ndim = impl.dim()
    if len(dims) != ndim:
        raise RuntimeError(
            "permute(sparse_coo): number of dimensions in the tensor input does not match the "
            "length of the desired ordering of dimensions i.e. input.dim() = "
            f"{ndim} is not equal to len(dims) = {len(dims)}"
        )
    order = [maybe_wrap_dim(d, ndim) for d in dims]
    if len(set(order)) != ndim:
        raise RuntimeError("permute(): duplicate dims are not allowed.")
    sizes = [impl.sizes[d] for d in order]
    strides = [impl.strides[d] for d in order]
    return make_view(self, sizes, strides, impl.storage_offset, numel=impl._numel)


def _transpose_geometry(impl: TensorImpl, dim0: int, dim1: int) -> tuple[list, list]:
    ndim = impl.dim()
    dim0, dim1 = maybe_wrap_dim(dim0, ndim), maybe_wrap_dim(dim1, ndim)
    sizes, strides = list(impl.sizes), list(impl.strides)
    if dim0 != dim1:
        sizes[dim0], sizes[dim1] = sizes[dim1], sizes[dim0]
        strides[dim0], strides[dim1] = strides[dim1], strides[dim0]
    return sizes, strides


def transpose(self: Any, dim0: int, dim1: int) -> Any:
    impl = self._impl
    sizes, strides = _transpose_geometry(impl, dim0, dim1)
    return make_view(self, sizes, strides, impl.storage_offset, numel=impl._numel)


def transpose_(self: Any, dim0: int, dim1: int) -> Any:
    return restride_(self, *_transpose_geometry(self._impl, dim0, dim1))


def _check_t(self: Any, name: str) -> None:
    if self._impl.dim() > 2:
        raise RuntimeError(
            f"{name} expects a tensor with <= 2 dimensions, but self is {self._impl.dim()}D"
        )


def t(self: Any) -> Any:
    _check_t(self, "t()")
    return transpose(self, 0, self._impl.dim() - 1 if self._impl.dim() else 0)


def t_(self: Any) -> Any:
    _check_t(self, "t_()")
    return transpose_(self, 0, self._impl.dim() - 1 if self._impl.dim() else 0)


# -- expand -------------------------------------------------------------------------------------
def legacy_type_string(self: Any) -> str:
    """``torch.FloatTensor``, ``torch.cuda.LongTensor``: how PyTorch's messages name a type."""
    device = self._impl.device
    prefix = "" if device.is_cpu() else f"{device.type}."
    return f"torch.{prefix}{scalar_type_name(self._impl.dtype)}Tensor"


def expand(self: Any, size: Sequence[int], implicit: bool = False) -> Any:
    """Size-1 dims (and new leading dims) repeated with stride 0; -1 keeps a size."""
    impl = self._impl
    old_sizes, old_strides = impl.sizes, impl.strides
    ndim, old_ndim = len(size), len(old_sizes)
    if ndim < old_ndim:
        raise RuntimeError(
            f"expand({legacy_type_string(self)}{{{list(old_sizes)}}}, size={list(size)}): the "
            f"number of sizes provided ({ndim}) must be greater or equal to the number of "
            f"dimensions in the tensor ({old_ndim})"
        )
    sizes, strides = [0] * ndim, [0] * ndim
    for i in range(ndim - 1, -1, -1):
        d = old_ndim - ndim + i
        if d >= 0:
            cur_size, stride = old_sizes[d], old_strides[d]
        else:
            cur_size = 1
            stride = sizes[i + 1] * strides[i + 1] if i + 1 < ndim else 1
        target = size[i]
        if target == -1:
            if d < 0:
                raise RuntimeError(
                    f"The expanded size of the tensor ({target}) isn't allowed in a leading, "
                    f"non-existing dimension {i}"
                )
            target = cur_size
        if cur_size != target:
            if cur_size != 1:
                raise RuntimeError(
                    f"The expanded size of the tensor ({target}) must match the existing size "
                    f"({cur_size}) at non-singleton dimension {i}.  Target sizes: {list(size)}.  "
                    f"Tensor sizes: {list(old_sizes)}"
                )
            stride = 0
        sizes[i], strides[i] = target, stride
    return make_view(self, sizes, strides, impl.storage_offset)


# -- select, slice, diagonal --------------------------------------------------------------------
def select(self: Any, dim: int, index: int) -> Any:
    impl = self._impl
    ndim = impl.dim()
    if ndim == 0:
        raise IndexError("select() cannot be applied to a 0-dim tensor.")
    dim = maybe_wrap_dim(dim, ndim)
    size = impl.sizes[dim]
    if not -size <= index < size:
        raise IndexError(
            f"select(): index {index} out of range for tensor of size {list(impl.sizes)} at "
            f"dimension {dim}"
        )
    if index < 0:
        index += size
    sizes, strides = list(impl.sizes), list(impl.strides)
    del sizes[dim]
    stride = strides.pop(dim)
    return make_view(self, sizes, strides, impl.storage_offset + index * stride)


def slice_Tensor(
    self: Any, dim: int = 0, start: int | None = None, end: int | None = None, step: int = 1
) -> Any:
    """``self[start:end:step]`` along ``dim``; out-of-range bounds are clamped, as in Python."""
    impl = self._impl
    ndim = impl.dim()
    if ndim == 0:
        raise IndexError("slice() cannot be applied to a 0-dim tensor.")
    dim = maybe_wrap_dim(dim, ndim)
    if step <= 0:
        raise RuntimeError("slice step must be positive")
    size = impl.sizes[dim]
    start = 0 if start is None else start
    end = INT64_MAX if end is None else end
    if start < 0:
        start += size
    if end < 0:
        end += size
    start = min(max(start, 0), size)
    end = min(max(end, start), size)
    sizes, strides = list(impl.sizes), list(impl.strides)
    sizes[dim] = (end - start + step - 1) // step
    offset = impl.storage_offset + start * strides[dim]
    strides[dim] *= step
    return make_view(self, sizes, strides, offset)


def diagonal(self: Any, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Any:
    """The diagonal of the (``dim1``, ``dim2``) planes, as a last dim with their summed stride."""
    impl = self._impl
    ndim = impl.dim()
    d1, d2 = maybe_wrap_dim(dim1, ndim), maybe_wrap_dim(dim2, ndim)
    if d1 == d2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    size1, size2 = impl.sizes[d1], impl.sizes[d2]
    stride1, stride2 = impl.strides[d1], impl.strides[d2]
    if offset >= 0:
        length = max(min(size1, size2 - offset), 0)
    else:
        length = max(min(size1 + offset, size2), 0)
    storage_offset = impl.storage_offset
    if length > 0:
        storage_offset += offset * stride2 if offset >= 0 else -offset * stride1
    keep = [d for d in range(ndim) if d not in (d1, d2)]
    sizes = [impl.sizes[d] for d in keep] + [length]
    strides = [impl.strides[d] for d in keep] + [stride1 + stride2]
    return make_view(self, sizes, strides, storage_offset)


# -- as_strided and resize_ ---------------------------------------------------------------------
def _check_strided(
    impl: TensorImpl, size: Sequence[int], stride: Sequence[int], offset: int
) -> None:
    """PyTorch's ``setStrided`` checks: the view must lie inside the storage."""
    if len(size) != len(stride):
        raise RuntimeError("mismatch in length of strides and shape")
    if any(s < 0 for s in stride):
        raise RuntimeError(
            "as_strided: Negative strides are not supported at the moment, got strides: "
            f"{list(stride)}"
        )
    if offset < 0:
        raise RuntimeError(f"Tensor: invalid storage offset {offset}")
    check_size_nonnegative(size, "as_strided")
    storage = impl.storage_impl
    available = storage.nbytes if storage is not None else 0
    check_in_bounds_for_storage(size, stride, offset, impl.dtype.itemsize, available)


def as_strided(
    self: Any, size: Sequence[int], stride: Sequence[int], storage_offset: int | None = None
) -> Any:
    impl = self._impl
    offset = impl.storage_offset if storage_offset is None else storage_offset
    _check_strided(impl, size, stride, offset)
    return make_view(self, size, stride, offset)


def as_strided_(
    self: Any, size: Sequence[int], stride: Sequence[int], storage_offset: int | None = None
) -> Any:
    impl = self._impl
    offset = impl.storage_offset if storage_offset is None else storage_offset
    _check_strided(impl, size, stride, offset)
    return restride_(self, size, stride, offset)


def resize_(self: Any, size: Sequence[int], memory_format: Any = None) -> Any:
    """New contiguous sizes for ``self``, growing its storage when it is too small."""
    check_size_nonnegative(size)
    if memory_format is preserve_format:
        raise RuntimeError("Unsupported memory format preserve")
    resize_tensor(self, size, _strides_for(size, memory_format))
    return self


# -- splitting into views -----------------------------------------------------------------------
def _narrowed(self: Any, dim: int, start: int, length: int) -> Any:
    return slice_Tensor(self, dim, start, start + length, 1)


def split(self: Any, split_size: int, dim: int = 0) -> list[Any]:
    """Views of ``split_size`` along ``dim`` (the last one may be shorter)."""
    if self._impl.dim() == 0:
        raise RuntimeError("split expects at least a 1-dimensional tensor")
    if split_size < 0:
        raise RuntimeError(
            f"split expects split_size be non-negative, but got split_size={split_size}"
        )
    dim = maybe_wrap_dim(dim, self._impl.dim())
    dim_size = self._impl.sizes[dim]
    if split_size == 0 and dim_size != 0:
        raise RuntimeError(
            f"split_size can only be 0 if dimension size is 0, but got dimension size of {dim_size}"
        )
    count = 1 if split_size == 0 else max((dim_size + split_size - 1) // split_size, 1)
    last = split_size - (split_size * count - dim_size)
    return [
        _narrowed(self, dim, i * split_size, last if i == count - 1 else split_size)
        for i in range(count)
    ]


def split_with_sizes(self: Any, split_sizes: Sequence[int], dim: int = 0) -> list[Any]:
    if self._impl.dim() == 0:
        raise RuntimeError("split expects at least a 1-dimensional tensor")
    dim = maybe_wrap_dim(dim, self._impl.dim())
    dim_size = self._impl.sizes[dim]
    if any(length < 0 for length in split_sizes):
        raise RuntimeError(
            "split_with_sizes expects split_sizes have only non-negative entries, but got "
            f"split_sizes={list(split_sizes)}"
        )
    if sum(split_sizes) != dim_size:
        raise RuntimeError(
            f"split_with_sizes expects split_sizes to sum exactly to {dim_size} (input tensor's "
            f"size at dimension {dim}), but got split_sizes={list(split_sizes)}"
        )
    views, start = [], 0
    for length in split_sizes:
        views.append(_narrowed(self, dim, start, length))
        start += length
    return views


def unbind(self: Any, dim: int = 0) -> list[Any]:
    if self._impl.dim() == 0:
        raise RuntimeError(f"Dimension specified as {dim} but tensor has no dimensions")
    dim = maybe_wrap_dim(dim, self._impl.dim())
    return [select(self, dim, i) for i in range(self._impl.sizes[dim])]


def _unsafe_view(self: Any, size: Sequence[int]) -> Any:
    """``view`` whose result is not recorded as a view (reshape's copy path)."""
    impl = self._impl
    return alias_with_sizes_and_strides(self, *_view_geometry(impl, size), impl.storage_offset)
