"""Runtime half of structured kernels: what the generated wrappers call around a kernel.

A structured operator is written once as a *meta* function (argument checks, output
shape and dtype → :class:`TensorMeta`) and an *impl* that writes into a given output.
The generated wrappers (``_generated/register_*.py``) turn that pair into the three
variants, exactly as torchgen does:

* functional ``add(a, b)``:   ``allocate_output(meta)`` then impl;
* in-place  ``a.add_(b)``:    ``check_inplace(a, meta)`` then impl into ``a``;
* out=      ``add(a, b, out=o)``: ``resize_output(o, meta)`` then impl into ``o``.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import Any, NamedTuple

from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import can_cast
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.storage_bounds import storage_nbytes_contiguous, storage_nbytes_strided
from glasstorch.c10.core.tensor_impl import compute_contiguous_strides

from ._runtime import empty_tensor
from .core.tensor_base import bump_storage_epoch


class TensorMeta(NamedTuple):
    """What a meta function decides about one output: shape, dtype, device (and strides).

    A named tuple rather than a dataclass: one is built on every operator call, and the hot
    meta functions build it with ``new_meta(TensorMeta, (sizes, dtype, device, None))``,
    which runs no Python frame.
    """

    sizes: tuple[int, ...]
    dtype: DType
    device: Device
    strides: tuple[int, ...] | None = None


#: ``TensorMeta(*fields)`` without the named tuple's Python-level ``__new__``.
new_meta = tuple.__new__


def allocate_output(meta: TensorMeta) -> Any:
    """A fresh output tensor for ``meta``."""
    return empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)


def scalar_type_name(dtype: DType) -> str:
    """``float32`` → ``Float``: the names PyTorch's error messages use."""
    return dtype.scalar_type.name


def check_inplace(self: Any, meta: TensorMeta) -> None:
    """An in-place op must not change ``self``'s shape, and its result must cast to it."""
    impl = self._impl
    sizes = impl.sizes
    if sizes != meta.sizes:
        raise RuntimeError(
            f"output with shape {list(sizes)} doesn't match the broadcast shape {list(meta.sizes)}"
        )
    if impl.dtype is not meta.dtype or impl.device is not meta.device:
        check_output_dtype(self, meta)


def check_output_dtype(out: Any, meta: TensorMeta) -> None:
    dtype = out._impl.dtype
    if dtype is not meta.dtype and not can_cast(meta.dtype, dtype):
        raise RuntimeError(
            f"result type {scalar_type_name(meta.dtype)} can't be cast to the desired output "
            f"type {scalar_type_name(dtype)}"
        )
    if out._impl.device != meta.device and not (
        out._impl.device.type == meta.device.type and meta.device.index is None
    ):
        raise RuntimeError(
            f"Expected out tensor to have device {meta.device}, but got {out._impl.device} instead"
        )


def resize_output(out: Any, meta: TensorMeta) -> None:
    """Resize an ``out=`` tensor to ``meta``'s shape (warning if it had elements)."""
    check_output_dtype(out, meta)
    sizes = out._impl.sizes
    if sizes == meta.sizes:
        return
    if out._impl.numel() != 0:
        warnings.warn(
            f"An output with one or more elements was resized since it had shape "
            f"{list(sizes)}, which does not match the required output shape "
            f"{list(meta.sizes)}. This behavior is deprecated, and in a future PyTorch "
            "release outputs will not be resized unless they have zero elements. You can "
            "explicitly reuse an out tensor t by resizing it, inplace, to zero elements "
            "with t.resize_(0).",
            UserWarning,
            stacklevel=4,
        )
    resize_tensor(out, meta.sizes)


def resize_tensor(t: Any, sizes: Sequence[int], strides: Sequence[int] | None = None) -> None:
    """Give ``t`` new (contiguous) sizes, growing its storage if needed (``resize_``)."""
    impl = t._impl
    sizes = tuple(int(s) for s in sizes)
    itemsize = impl.dtype.itemsize
    if strides is None:
        storage_nbytes_contiguous(sizes, itemsize)  # PyTorch's message for sizes that overflow
        strides = compute_contiguous_strides(sizes)
    needed = storage_nbytes_strided(sizes, strides, itemsize, impl.storage_offset)
    storage = impl.storage_impl
    if storage is not None and needed > storage.nbytes:
        storage.resize_(needed)
        bump_storage_epoch()
    impl.set_sizes_and_strides(sizes, strides)
    t._metadata_changed()
