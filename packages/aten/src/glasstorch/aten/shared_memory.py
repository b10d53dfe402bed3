"""CPU storages in memory other processes can map: what ``share_memory_()`` moves bytes into.

Mirrors the ``file_descriptor`` strategy of PyTorch's ``MapAllocator``: a storage's bytes
move into an anonymous memory file (``memfd_create``, else an unlinked temporary file)
mapped ``MAP_SHARED``. The file has no name, so nothing is left behind when processes
exit; another process maps the same pages from a duplicate of the descriptor
(``multiprocessing.reduction.DupFd`` carries it through a pipe or a queue), and the pages
live while any process maps them. A forked child inherits the mapping itself.
"""

from __future__ import annotations

import mmap
import os
import tempfile
import threading

import numpy as np
from glasstorch.c10.core.allocator import DataPtr
from glasstorch.c10.core.device import Device
from glasstorch.c10.core.storage_impl import Storage, StorageImpl

from .core.tensor_base import bump_storage_epoch

__all__ = ["SharedBlock", "attach_shared", "is_shared", "share_storage_impl", "shared_block"]

# id(StorageImpl) -> its block, and the block's inode -> the StorageImpl over it (so that a
# block received twice becomes one storage); entries leave when the storage releases its bytes.
_blocks: dict[int, SharedBlock] = {}
_by_inode: dict[int, StorageImpl] = {}
_lock = threading.Lock()


class SharedBlock:
    """One shared mapping: the descriptor that names it and its bytes as a ``uint8`` array."""

    __slots__ = ("fd", "nbytes", "array", "inode")

    def __init__(self, fd: int, nbytes: int) -> None:
        self.fd, self.nbytes = fd, nbytes
        self.inode = os.fstat(fd).st_ino
        # mmap refuses length 0; an empty storage still gets a one-byte mapping to own.
        mapped = mmap.mmap(fd, max(nbytes, 1), mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
        self.array = np.frombuffer(mapped, dtype=np.uint8, count=nbytes)

    @classmethod
    def create(cls, nbytes: int) -> SharedBlock:
        """A new zero-filled block of ``nbytes``."""
        if hasattr(os, "memfd_create"):
            fd = os.memfd_create("glasstorch-storage", os.MFD_CLOEXEC)
        else:  # pragma: no cover - platforms without memfd
            with tempfile.NamedTemporaryFile(prefix="glasstorch-", delete=False) as f:
                fd = os.dup(f.fileno())
            os.unlink(f.name)
        os.ftruncate(fd, max(nbytes, 1))
        return cls(fd, nbytes)

    def release(self, nbytes: int) -> None:
        """The deleter: close the descriptor. The pages stay mapped while views of them live
        (numpy holds the mapping) and are freed when the last process lets go."""
        os.close(self.fd)


def shared_block(impl: StorageImpl) -> SharedBlock | None:
    """The block ``impl``'s bytes live in, or None when they are private."""
    return _blocks.get(id(impl))


def is_shared(impl: StorageImpl) -> bool:
    """Whether ``impl``'s bytes are in shared memory."""
    return id(impl) in _blocks


def _install(impl: StorageImpl, block: SharedBlock) -> None:
    """Make ``block`` the allocation of ``impl``; the old one is freed."""
    key = id(impl)

    def deleter(nbytes: int) -> None:
        with _lock:
            _blocks.pop(key, None)
            _by_inode.pop(block.inode, None)
        block.release(nbytes)

    old = impl.set_data_ptr(DataPtr(block.array, block.nbytes, Device("cpu"), None, deleter))
    impl.resizable = False  # a shared block cannot grow in place
    with _lock:
        _blocks[key] = block
        _by_inode[block.inode] = impl
    old.free()
    bump_storage_epoch()  # numpy views cached over the old bytes are stale now


def share_storage_impl(impl: StorageImpl) -> None:
    """Move a CPU storage's bytes into shared memory, in place (a no-op when they are)."""
    if not impl.device.is_cpu():
        return  # CUDA memory is shared through IPC handles, not moved
    if is_shared(impl):
        return
    block = SharedBlock.create(impl.nbytes)
    data = impl.data
    if impl.nbytes and data is not None:
        block.array[:] = data[: impl.nbytes]
    _install(impl, block)


def attach_shared(fd: int, nbytes: int) -> Storage:
    """A strong handle on the storage over the block ``fd`` names (this process now owns
    ``fd``): the storage this process already has over that block, or a new one."""
    with _lock:
        found = _by_inode.get(os.fstat(fd).st_ino)
        if found is not None and found.refcount > 0:
            handle = Storage(found)
            os.close(fd)
            return handle
    impl = StorageImpl(0)
    _install(impl, SharedBlock(fd, nbytes))
    impl.set_nbytes(nbytes)
    return Storage(impl)
