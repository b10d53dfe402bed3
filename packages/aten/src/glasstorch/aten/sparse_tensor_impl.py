"""SparseTensorImpl: a sparse COO tensor, ``indices`` and ``values`` under one shape.

Mirrors ``ATen/SparseTensorImpl.h``. A sparse tensor of shape ``size`` keeps

* ``indices``: int64 ``[sparse_dim, nnz]``, the coordinates of the stored entries in the
  first ``sparse_dim`` dims;
* ``values``: ``[nnz, *size[sparse_dim:]]``, one dense block per entry;
* ``coalesced``: whether the indices are sorted and free of duplicates.

It owns no storage. Its key set has its backend's ``Sparse`` key where a dense tensor has
``Dense`` (``SparseCPU, ADInplaceOrView``), so operators on it dispatch to the kernels
registered for ``SparseCPU``/``SparseCUDA`` and to nothing else.
"""

from __future__ import annotations

from typing import Any

from glasstorch.c10.core.device import Device, backend_component
from glasstorch.c10.core.dispatch_key import DispatchKey, to_runtime_per_backend_functionality_key
from glasstorch.c10.core.dispatch_key_set import key_to_repr
from glasstorch.c10.core.layout import Layout, MemoryFormat, contiguous_format, sparse_coo
from glasstorch.c10.core.tensor_impl import TensorImpl, VersionCounter

from ._runtime import _tensor_type

__all__ = ["SparseTensorImpl", "is_sparse", "make_sparse", "sparse_key_set"]


def sparse_key_set(device: Device) -> int:
    """Raw key set of a sparse COO tensor on ``device``: ``Sparse<Backend>, ADInplaceOrView``."""
    backend = backend_component(device.device_type)
    sparse = to_runtime_per_backend_functionality_key(DispatchKey.Sparse, backend)
    return key_to_repr(sparse) | key_to_repr(DispatchKey.ADInplaceOrView)


class SparseTensorImpl(TensorImpl):
    """Sizes, dtype and device of a sparse COO tensor over its ``indices`` and ``values``."""

    __slots__ = ("indices", "values", "sparse_dim", "dense_dim", "coalesced")

    indices: Any
    values: Any

    def __init__(
        self, indices: Any, values: Any, sizes: tuple[int, ...], coalesced: bool = False
    ) -> None:
        device = values._impl.device
        super().__init__(
            None, sizes, dtype=values._impl.dtype, device=device, key_set=sparse_key_set(device)
        )
        self.strides = ()  # as PyTorch: a sparse tensor's ``stride()`` is ``()``
        self.set_members(indices, values, coalesced)

    def set_members(self, indices: Any, values: Any, coalesced: bool) -> None:
        """Replace ``indices`` and ``values`` (what in-place sparse kernels do)."""
        self.indices = indices
        self.values = values
        self.sparse_dim = indices._impl.sizes[0]
        self.dense_dim = values._impl.dim() - 1
        self.coalesced = coalesced

    @property
    def nnz(self) -> int:
        return self.values._impl.sizes[0]

    @property
    def layout(self) -> Layout:
        return sparse_coo

    def is_contiguous(self, memory_format: MemoryFormat = contiguous_format) -> bool:
        return False

    @property
    def nbytes(self) -> int:
        return 0

    @property
    def storage(self) -> Any:
        raise NotImplementedError("Cannot access storage of SparseTensorImpl")

    def shallow_copy_and_detach(self, version_counter: VersionCounter | None = None) -> TensorImpl:
        """A new impl over the same indices and values, without autograd metadata."""
        impl = SparseTensorImpl(self.indices, self.values, self.sizes, self.coalesced)
        impl.key_set = self.key_set & sparse_key_set(self.device)
        impl._version_counter = (
            version_counter if version_counter is not None else (self.version_counter)
        )
        return impl

    def __repr__(self) -> str:
        return (
            f"SparseTensorImpl(sizes={list(self.sizes)}, nnz={self.nnz}, "
            f"sparse_dim={self.sparse_dim}, dtype={self.dtype}, device={self.device})"
        )


def make_sparse(indices: Any, values: Any, sizes: tuple[int, ...], coalesced: bool) -> Any:
    """A sparse COO Tensor over ``indices`` and ``values`` (checked by the caller)."""
    return _tensor_type()._from_impl(SparseTensorImpl(indices, values, sizes, coalesced))


def is_sparse(t: Any) -> bool:
    """Whether ``t`` is a sparse COO tensor."""
    return isinstance(t._impl, SparseTensorImpl)
