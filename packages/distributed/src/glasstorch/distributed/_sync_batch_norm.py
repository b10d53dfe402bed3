"""Gives ``nn.SyncBatchNorm`` its collective.

nn sits below the distributed package and cannot import it; SyncBatchNorm instead calls
the hooks registered here when ``glasstorch.distributed`` is imported: whether a default
process group exists, a group's size, and an in-place sum all-reduce.
"""

from __future__ import annotations

from typing import Any

from glasstorch.nn.modules.sync_batchnorm import register_process_group_hooks

from .collectives import all_reduce
from .distributed_c10d import get_world_size, is_initialized
from .reduce_op import ReduceOp


class _SyncBatchNormHooks:
    """The process-group operations SyncBatchNorm needs, over this package's API."""

    def is_initialized(self) -> bool:
        return is_initialized()

    def get_world_size(self, group: Any) -> int:
        return get_world_size(group)

    def all_reduce_sum(self, tensor: Any, group: Any) -> None:
        all_reduce(tensor, op=ReduceOp.SUM, group=group)


register_process_group_hooks(_SyncBatchNormHooks())
