"""Helpers DistributedDataParallel runs at construction and before each forward: checking
that every rank holds the same parameters, and broadcasting tensors from one rank
(``torch/distributed/utils.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.aten import cat
from glasstorch.autograd import no_grad

from .collectives import broadcast
from .distributed_c10d import get_global_rank
from .object_collectives import all_gather_object

__all__ = ["broadcast_coalesced", "verify_param_shape_across_processes"]

#: PyTorch's ``_DEFAULT_BROADCAST_BUCKET`` limit on one coalesced broadcast (bytes).
BROADCAST_BUCKET_BYTES = 250 * 1024 * 1024


def verify_param_shape_across_processes(process_group: Any, params: Sequence[Any]) -> None:
    """Raise on every rank, with the first difference named, unless all ranks hold
    parameters of the same number, shapes and dtypes."""
    mine = [(tuple(p.shape), str(p.dtype)) for p in params]
    everyone: list[Any] = [None] * process_group.size()
    all_gather_object(everyone, mine, group=process_group)
    reference = everyone[0]
    for rank, theirs in enumerate(everyone):
        if len(theirs) != len(reference):
            raise RuntimeError(
                f"DDP expects same model across all ranks, but Rank {rank} has "
                f"{len(theirs)} params, while rank 0 has inconsistent {len(reference)} params."
            )
        for i, ((shape, dtype), (ref_shape, ref_dtype)) in enumerate(
            zip(theirs, reference, strict=True)
        ):
            if shape != ref_shape or dtype != ref_dtype:
                raise RuntimeError(
                    f"DDP expects same model across all ranks, but Rank {rank} has params[{i}] "
                    f"of shape {list(shape)} ({dtype}) while rank 0 has params[{i}] of shape "
                    f"{list(ref_shape)} ({ref_dtype})."
                )


def _buckets(tensors: Sequence[Any], limit: int) -> list[list[Any]]:
    """``tensors`` grouped by dtype and device, each group cut to at most ``limit`` bytes."""
    groups: dict[tuple[Any, Any], list[list[Any]]] = {}
    sizes: dict[tuple[Any, Any], int] = {}
    for t in tensors:
        key = (t.dtype, t.device)
        nbytes = t.numel() * t.element_size()
        if key not in groups or sizes[key] + nbytes > limit:
            groups.setdefault(key, []).append([])
            sizes[key] = 0
        groups[key][-1].append(t)
        sizes[key] += nbytes
    return [bucket for buckets in groups.values() for bucket in buckets]


def broadcast_coalesced(
    process_group: Any, tensors: Sequence[Any], src: int = 0, limit: int = BROADCAST_BUCKET_BYTES
) -> None:
    """Overwrite ``tensors`` on every rank with rank ``src``'s (a group rank), one flat
    broadcast per dtype and bucket instead of one per tensor."""
    root = get_global_rank(process_group, src)
    with no_grad():
        for bucket in _buckets([t for t in tensors if t.numel()], limit):
            flat = cat([t.detach().reshape(-1) for t in bucket])
            broadcast(flat, src=root, group=process_group)
            if process_group.rank() == src:
                continue
            offset = 0
            for t in bucket:
                t.copy_(flat[offset : offset + t.numel()].view(t.shape))
                offset += t.numel()
