"""How tensors and storages cross process boundaries: through shared memory, not copies.

Mirrors ``torch/multiprocessing/reductions.py`` for CPU tensors with the
``file_descriptor`` strategy. Registered with ``multiprocessing``'s ``ForkingPickler``
(what queues, pipes and spawned processes' arguments pickle with): reducing a storage moves
its bytes into shared memory (``share_memory_``) and sends a duplicate of the block's
descriptor, which the receiving process maps; a tensor sends its storage and geometry. The
receiver's tensor views the same bytes, so writes on either side are seen by the other.
Tensors on other devices pickle by value, as without this module.
"""

from __future__ import annotations

from multiprocessing.reduction import DupFd, ForkingPickler
from typing import Any

from glasstorch.aten.shared_memory import attach_shared, share_storage_impl, shared_block
from glasstorch.aten.storage import UntypedStorage
from glasstorch.aten.tensor import Tensor
from glasstorch.aten.typed_storage import TypedStorage
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.nn.parameter import Parameter

__all__ = ["init_reductions", "rebuild_storage_fd", "rebuild_tensor", "reduce_storage",
           "reduce_tensor"]  # fmt: skip


def _shared_fd(storage: UntypedStorage) -> tuple[Any, int]:
    """Move ``storage`` into shared memory; a descriptor to send, and its size in bytes."""
    impl = storage._impl
    share_storage_impl(impl)
    block = shared_block(impl)
    assert block is not None
    return DupFd(block.fd), impl.nbytes


def rebuild_storage_fd(fd: Any, nbytes: int) -> UntypedStorage:
    """The receiving side: this process's storage over the block ``fd`` names."""
    handle = attach_shared(fd.detach(), nbytes)
    return UntypedStorage._wrap(handle.unsafe_get_storage_impl())


def _rebuild_typed_storage_fd(fd: Any, nbytes: int, dtype: DType) -> TypedStorage:
    untyped = rebuild_storage_fd(fd, nbytes)
    return TypedStorage(wrap_storage=untyped, dtype=dtype, _internal=True)


def reduce_storage(storage: UntypedStorage | TypedStorage) -> tuple[Any, ...]:
    """Pickle a CPU storage as a shared-memory descriptor (others by value)."""
    if not storage.device.is_cpu():
        return storage.__reduce__()
    if isinstance(storage, TypedStorage):
        return (_rebuild_typed_storage_fd, (*_shared_fd(storage.untyped()), storage.dtype))
    return (rebuild_storage_fd, _shared_fd(storage))


def rebuild_tensor(
    cls: type,
    storage: UntypedStorage,
    offset: int,
    size: tuple[int, ...],
    stride: tuple[int, ...],
    dtype: DType,
    requires_grad: bool,
) -> Tensor:
    """A tensor of ``cls`` over ``storage`` with the sender's geometry."""
    from glasstorch.aten._generated.functions import empty

    t = empty(0, dtype=dtype).set_(storage, offset, size, stride)
    if cls is Parameter:
        return Parameter(t, requires_grad)
    return t.requires_grad_(requires_grad) if requires_grad else t


def reduce_tensor(tensor: Tensor) -> tuple[Any, ...]:
    """Pickle a CPU tensor as its shared storage and geometry (others by value)."""
    if tensor.requires_grad and not tensor.is_leaf:
        raise RuntimeError(
            "Cowardly refusing to serialize non-leaf tensor which requires_grad, since "
            "autograd does not support crossing process boundaries.  If you just want to "
            "transfer the data, call detach() on the tensor before serializing (e.g., putting "
            "it on the queue)."
        )
    if not tensor.device.is_cpu() or type(tensor) not in (Tensor, Parameter):
        return tensor.__reduce_ex__(2)
    args = (tensor.untyped_storage(), tensor.storage_offset(), tuple(tensor.shape),
            tensor.stride(), tensor.dtype, tensor.requires_grad)  # fmt: skip
    return (rebuild_tensor, (type(tensor), *args))


def init_reductions() -> None:
    """Register the reductions with ``ForkingPickler`` (done on import of the package)."""
    for cls in (UntypedStorage, TypedStorage):
        ForkingPickler.register(cls, reduce_storage)
    for cls in (Tensor, Parameter):
        ForkingPickler.register(cls, reduce_tensor)
