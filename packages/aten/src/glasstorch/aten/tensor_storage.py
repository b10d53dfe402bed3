"""The Tensor methods that hand out its storage: ``untyped_storage()``, ``storage()``,
``storage_type()``, ``share_memory_()`` and ``is_shared()`` (``torch/_tensor.py``)."""

from __future__ import annotations

from typing import Any

from . import shared_memory
from .storage import UntypedStorage
from .typed_storage import TypedStorage, _warn_typed_storage_removal, storage_type_for

__all__ = ["TensorStorageMethods"]


class TensorStorageMethods:
    """Mixed into Tensor: its storage as PyTorch's storage objects."""

    __slots__ = ()
    _impl: Any
    dtype: Any

    def untyped_storage(self) -> UntypedStorage:
        """The bytes under this tensor, shared with every view of them."""
        return UntypedStorage._wrap(self._impl.storage_impl)

    def _typed_storage(self) -> TypedStorage:
        return TypedStorage(wrap_storage=self.untyped_storage(), dtype=self.dtype, _internal=True)

    def storage(self) -> TypedStorage:
        """The storage as elements of this tensor's dtype (deprecated in PyTorch: warns once)."""
        _warn_typed_storage_removal(stacklevel=2)
        return self._typed_storage()

    def storage_type(self) -> type:
        """The legacy storage class of this tensor's dtype (``glasstorch.FloatStorage`` ...)."""
        return storage_type_for(self.dtype)

    def is_shared(self) -> bool:
        """Whether the storage is in shared memory (see :meth:`share_memory_`)."""
        return shared_memory.is_shared(self._impl.storage_impl)

    def share_memory_(self) -> Any:
        """Move the storage into shared memory (CPU; a no-op when it is, or on CUDA), so that
        processes the tensor is sent to see the same bytes. Returns ``self``."""
        shared_memory.share_storage_impl(self._impl.storage_impl)
        return self
