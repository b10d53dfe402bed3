"""Collectives on picklable Python objects (``all_gather_object`` ...), through the backend's
pickling transport (mpi4py's lowercase methods)."""

from __future__ import annotations

from typing import Any

from .distributed_c10d import _not_member, _resolve, canonical_group_rank

__all__ = ["all_gather_object", "broadcast_object_list", "gather_object", "scatter_object_list"]


def all_gather_object(object_list: list[Any], obj: Any, group: Any = None) -> None:
    """Fill ``object_list`` (one slot per rank) with every rank's ``obj``."""
    if _not_member(group, "all_gather_object"):
        return
    pg = _resolve(group)
    if len(object_list) != pg.size():
        raise ValueError(f"object_list must have {pg.size()} entries, got {len(object_list)}")
    object_list[:] = pg.allgather_object(obj)


def broadcast_object_list(
    object_list: list[Any],
    src: int | None = None,
    group: Any = None,
    device: Any = None,
    group_src: int | None = None,
) -> None:
    """Replace ``object_list``'s entries on every rank with those of rank ``src``."""
    if _not_member(group, "broadcast_object_list"):
        return
    pg = _resolve(group)
    root = canonical_group_rank(pg, src, group_src, default=0)
    received = pg.broadcast_object(list(object_list) if pg.rank() == root else None, root)
    if len(received) != len(object_list):
        raise ValueError(
            f"broadcast_object_list: rank {root} sent {len(received)} objects but this rank's "
            f"object_list has {len(object_list)} slots"
        )
    object_list[:] = received


def gather_object(
    obj: Any,
    object_gather_list: list[Any] | None = None,
    dst: int | None = None,
    group: Any = None,
    group_dst: int | None = None,
) -> None:
    """Collect every rank's ``obj`` into ``object_gather_list`` on rank ``dst``."""
    if _not_member(group, "gather_object"):
        return
    pg = _resolve(group)
    root = canonical_group_rank(pg, dst, group_dst, default=0)
    if pg.rank() == root and (object_gather_list is None or len(object_gather_list) != pg.size()):
        raise ValueError(
            f"object_gather_list must be a list of {pg.size()} slots on the destination rank"
        )
    gathered = pg.gather_object(obj, root)
    if pg.rank() == root:
        object_gather_list[:] = gathered  # type: ignore[index]


def scatter_object_list(
    scatter_object_output_list: list[Any],
    scatter_object_input_list: list[Any] | None = None,
    src: int | None = None,
    group: Any = None,
    group_src: int | None = None,
) -> None:
    """Put the i-th object of rank ``src``'s input list in rank i's output list (slot 0)."""
    if _not_member(group, "scatter_object_list"):
        return
    if not isinstance(scatter_object_output_list, list) or not scatter_object_output_list:
        raise ValueError(
            "Expected argument scatter_object_output_list to be a list of size at least 1."
        )
    pg = _resolve(group)
    root = canonical_group_rank(pg, src, group_src, default=0)
    objs = scatter_object_input_list if pg.rank() == root else None
    if objs is not None and len(objs) != pg.size():
        raise ValueError(f"scatter_object_input_list must have {pg.size()} entries")
    scatter_object_output_list[0] = pg.scatter_object(objs, root)
