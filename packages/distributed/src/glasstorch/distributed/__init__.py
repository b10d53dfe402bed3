"""Data-parallel training: process groups, collectives over MPI and NCCL, DistributedDataParallel.

Mirrors ``torch.distributed``: ``init_process_group`` joins the ranks that MPI's launcher
started (``python -m glasstorch.distributed.run``), the collectives move tensors between
them in place, and ``glasstorch.distributed.parallel.DistributedDataParallel`` (exposed as
``glasstorch.nn.parallel.DistributedDataParallel``) averages gradients during backward.
"""

from __future__ import annotations

from . import _sync_batch_norm  # noqa: F401 - registers nn.SyncBatchNorm's collective
from ._work import DistBackendError, DistError, Work
from .backends.base import ProcessGroup
from .collectives import (
    P2POp,
    all_gather,
    all_gather_into_tensor,
    all_reduce,
    all_to_all,
    all_to_all_single,
    barrier,
    batch_isend_irecv,
    broadcast,
    gather,
    irecv,
    isend,
    recv,
    reduce,
    reduce_scatter,
    reduce_scatter_tensor,
    scatter,
    send,
)
from .constants import default_pg_timeout
from .distributed_c10d import (
    Backend,
    GroupMember,
    destroy_process_group,
    get_backend,
    get_global_rank,
    get_group_rank,
    get_process_group_ranks,
    get_rank,
    get_world_size,
    group,
    init_process_group,
    is_initialized,
    new_group,
)
from .object_collectives import (
    all_gather_object,
    broadcast_object_list,
    gather_object,
    scatter_object_list,
)
from .reduce_op import ReduceOp

__version__ = "0.1.0"


def is_available() -> bool:
    """Whether the distributed package can be used (it always can; MPI is a dependency)."""
    return True


def is_mpi_available() -> bool:
    """Whether mpi4py and an MPI library can be loaded."""
    try:
        from mpi4py import MPI  # noqa: F401
    except ImportError:
        return False
    return True


def is_nccl_available() -> bool:
    """Whether cupy with its NCCL bindings can be loaded (needed for the 'nccl' backend)."""
    from .backends.nccl import nccl_module

    return nccl_module() is not None


def is_gloo_available() -> bool:
    """Gloo is not built; ``backend="gloo"`` runs over MPI."""
    return False


def is_torchelastic_launched() -> bool:
    """Whether this process was started by ``glasstorch.distributed.run``."""
    import os

    return os.environ.get("GLASSTORCH_DISTRIBUTED_RUN") == "1"


__all__ = [
    "Backend",
    "DistBackendError",
    "DistError",
    "GroupMember",
    "P2POp",
    "ProcessGroup",
    "ReduceOp",
    "Work",
    "all_gather",
    "all_gather_into_tensor",
    "all_gather_object",
    "all_reduce",
    "all_to_all",
    "all_to_all_single",
    "barrier",
    "batch_isend_irecv",
    "broadcast",
    "broadcast_object_list",
    "default_pg_timeout",
    "destroy_process_group",
    "gather",
    "gather_object",
    "get_backend",
    "get_global_rank",
    "get_group_rank",
    "get_process_group_ranks",
    "get_rank",
    "get_world_size",
    "group",
    "init_process_group",
    "irecv",
    "is_available",
    "is_gloo_available",
    "is_initialized",
    "is_mpi_available",
    "is_nccl_available",
    "is_torchelastic_launched",
    "isend",
    "new_group",
    "recv",
    "reduce",
    "reduce_scatter",
    "reduce_scatter_tensor",
    "scatter",
    "scatter_object_list",
    "send",
]
