"""The collectives on tensors: ``all_reduce``, ``broadcast``, ``all_gather`` ... and p2p.

Mirrors the collective half of ``torch/distributed/distributed_c10d.py``: each function
checks its arguments, turns global ranks into group ranks and calls the group's backend.
With ``async_op=True`` it returns the ``Work``; otherwise it waits and returns None.
Tensors are written in place.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.aten import cat, stack

from ._work import Work
from .distributed_c10d import _not_member, _resolve, canonical_group_rank
from .reduce_op import ReduceOp

__all__ = [
    "P2POp",
    "all_gather",
    "all_gather_into_tensor",
    "all_reduce",
    "all_to_all",
    "all_to_all_single",
    "barrier",
    "batch_isend_irecv",
    "broadcast",
    "gather",
    "irecv",
    "isend",
    "recv",
    "reduce",
    "reduce_scatter",
    "reduce_scatter_tensor",
    "scatter",
    "send",
]


def _check_tensor(param: Any, name: str) -> None:
    if not hasattr(param, "_impl"):
        raise TypeError(
            f"Invalid function argument. Expected parameter `{name}` of type torch.Tensor\n"
            f"             but got {type(param)} instead."
        )


def _check_tensor_list(param: Any, name: str) -> None:
    if not isinstance(param, (list, tuple)) or not all(hasattr(p, "_impl") for p in param):
        raise TypeError(
            f"Invalid function argument. Expected parameter `{name}` of type "
            f"List[torch.Tensor]\n             but got {type(param)} instead."
        )


def _check_count(tensors: Sequence[Any], size: int, name: str) -> None:
    if len(tensors) != size:
        raise ValueError(f"{name} must hold one tensor per rank: {len(tensors)} != {size}")


def _check_op(op: Any) -> None:
    if not isinstance(op, ReduceOp.RedOpType):
        raise TypeError(f"op must be a ReduceOp (ReduceOp.SUM ...), got {op!r}")


def _finish(work: Work, async_op: bool) -> Work | None:
    if async_op:
        return work
    work.wait()
    return None


def all_reduce(
    tensor: Any, op: Any = ReduceOp.SUM, group: Any = None, async_op: bool = False
) -> Work | None:
    """Reduce ``tensor`` across the group with ``op``; every rank gets the result in place."""
    _check_tensor(tensor, "tensor")
    _check_op(op)
    if _not_member(group, "all_reduce"):
        return None
    return _finish(_resolve(group).allreduce(tensor, op, async_op), async_op)


def broadcast(
    tensor: Any,
    src: int | None = None,
    group: Any = None,
    async_op: bool = False,
    group_src: int | None = None,
) -> Work | None:
    """Copy ``tensor`` from rank ``src`` into ``tensor`` on every other rank."""
    _check_tensor(tensor, "tensor")
    if _not_member(group, "broadcast"):
        return None
    pg = _resolve(group)
    root = canonical_group_rank(pg, src, group_src)
    return _finish(pg.broadcast(tensor, root, async_op), async_op)


def reduce(
    tensor: Any,
    dst: int | None = None,
    op: Any = ReduceOp.SUM,
    group: Any = None,
    async_op: bool = False,
    group_dst: int | None = None,
) -> Work | None:
    """Reduce ``tensor`` across the group into ``tensor`` on rank ``dst`` only."""
    _check_tensor(tensor, "tensor")
    _check_op(op)
    if _not_member(group, "reduce"):
        return None
    pg = _resolve(group)
    root = canonical_group_rank(pg, dst, group_dst)
    return _finish(pg.reduce(tensor, root, op, async_op), async_op)


def all_gather(
    tensor_list: list[Any], tensor: Any, group: Any = None, async_op: bool = False
) -> Work | None:
    """Gather every rank's ``tensor`` into ``tensor_list`` (one entry per rank) on all ranks."""
    _check_tensor_list(tensor_list, "tensor_list")
    _check_tensor(tensor, "tensor")
    if _not_member(group, "all_gather"):
        return None
    pg = _resolve(group)
    _check_count(tensor_list, pg.size(), "tensor_list")
    return _finish(pg.allgather(tensor_list, tensor, async_op), async_op)


def all_gather_into_tensor(
    output_tensor: Any, input_tensor: Any, group: Any = None, async_op: bool = False
) -> Work | None:
    """Gather every rank's ``input_tensor`` into ``output_tensor`` (concatenated along
    dim 0, or stacked), written in place."""
    _check_tensor(output_tensor, "output_tensor")
    _check_tensor(input_tensor, "input_tensor")
    if _not_member(group, "all_gather_into_tensor"):
        return None
    pg = _resolve(group)
    return _finish(pg.allgather_into_tensor(output_tensor, input_tensor, async_op), async_op)


def reduce_scatter_tensor(
    output: Any,
    input: Any,
    op: Any = ReduceOp.SUM,
    group: Any = None,
    async_op: bool = False,  # noqa: A002
) -> Work | None:
    """Reduce ``input`` across ranks and give rank i the i-th equal chunk in ``output``."""
    _check_tensor(output, "output")
    _check_tensor(input, "input")
    _check_op(op)
    if _not_member(group, "reduce_scatter_tensor"):
        return None
    pg = _resolve(group)
    return _finish(pg.reduce_scatter_tensor(output, input, op, async_op), async_op)


def reduce_scatter(
    output: Any,
    input_list: list[Any],
    op: Any = ReduceOp.SUM,
    group: Any = None,
    async_op: bool = False,
) -> Work | None:
    """Reduce the i-th tensors of ``input_list`` across ranks into ``output`` on rank i."""
    _check_tensor(output, "output")
    _check_tensor_list(input_list, "input_list")
    _check_op(op)
    if _not_member(group, "reduce_scatter"):
        return None
    pg = _resolve(group)
    _check_count(input_list, pg.size(), "input_list")
    flat = stack([t.reshape(output.shape) for t in input_list])
    return _finish(pg.reduce_scatter_tensor(output, flat, op, async_op), async_op)


def _check_root_list(pg: Any, root: int, tensors: list[Any] | None, name: str, role: str) -> None:
    """The root rank of a gather/scatter holds one tensor per rank; the others hold none."""
    if pg.rank() == root:
        if tensors is None:
            raise ValueError(f"Argument ``{name}`` must be specified on {role} rank.")
        _check_tensor_list(tensors, name)
        _check_count(tensors, pg.size(), name)
    elif tensors:
        raise ValueError(f"Argument ``{name}`` must NOT be specified on non-{role} ranks.")


def gather(
    tensor: Any,
    gather_list: list[Any] | None = None,
    dst: int | None = None,
    group: Any = None,
    async_op: bool = False,
    group_dst: int | None = None,
) -> Work | None:
    """Collect every rank's ``tensor`` into ``gather_list`` on rank ``dst`` (default 0)."""
    _check_tensor(tensor, "tensor")
    if _not_member(group, "gather"):
        return None
    pg = _resolve(group)
    root = canonical_group_rank(pg, dst, group_dst, default=0)
    _check_root_list(pg, root, gather_list, "gather_list", "destination")
    return _finish(pg.gather(tensor, gather_list, root, async_op), async_op)


def scatter(
    tensor: Any,
    scatter_list: list[Any] | None = None,
    src: int | None = None,
    group: Any = None,
    async_op: bool = False,
    group_src: int | None = None,
) -> Work | None:
    """Give rank i the i-th tensor of ``scatter_list`` (held by rank ``src``, default 0)."""
    _check_tensor(tensor, "tensor")
    if _not_member(group, "scatter"):
        return None
    pg = _resolve(group)
    root = canonical_group_rank(pg, src, group_src, default=0)
    _check_root_list(pg, root, scatter_list, "scatter_list", "source")
    return _finish(pg.scatter(tensor, scatter_list, root, async_op), async_op)


def all_to_all_single(
    output: Any,
    input: Any,  # noqa: A002
    output_split_sizes: list[int] | None = None,
    input_split_sizes: list[int] | None = None,
    group: Any = None,
    async_op: bool = False,
) -> Work | None:
    """Split ``input`` along dim 0 and send piece i to rank i; receive into ``output``."""
    _check_tensor(output, "output")
    _check_tensor(input, "input")
    if _not_member(group, "all_to_all_single"):
        return None
    pg = _resolve(group)
    work = pg.alltoall_base(output, input, output_split_sizes, input_split_sizes, async_op)
    return _finish(work, async_op)


def all_to_all(
    output_tensor_list: list[Any],
    input_tensor_list: list[Any],
    group: Any = None,
    async_op: bool = False,
) -> Work | None:
    """Send ``input_tensor_list[i]`` to rank i; receive rank i's into ``output_tensor_list[i]``."""
    _check_tensor_list(output_tensor_list, "output_tensor_list")
    _check_tensor_list(input_tensor_list, "input_tensor_list")
    if _not_member(group, "all_to_all"):
        return None
    pg = _resolve(group)
    _check_count(input_tensor_list, pg.size(), "input_tensor_list")
    _check_count(output_tensor_list, pg.size(), "output_tensor_list")
    flat_in = cat([t.reshape(-1) for t in input_tensor_list])
    flat_out = flat_in.new_empty((sum(t.numel() for t in output_tensor_list),))
    work = pg.alltoall_base(
        flat_out,
        flat_in,
        [t.numel() for t in output_tensor_list],
        [t.numel() for t in input_tensor_list],
        async_op,
    )

    def unpack() -> None:
        offset = 0
        for t in output_tensor_list:
            t.copy_(flat_out[offset : offset + t.numel()].reshape(t.shape))
            offset += t.numel()

    return _finish(work.then(unpack), async_op)


def isend(
    tensor: Any,
    dst: int | None = None,
    group: Any = None,
    tag: int = 0,
    group_dst: int | None = None,
) -> Work | None:
    """Start sending ``tensor`` to rank ``dst``; wait on the returned Work."""
    _check_tensor(tensor, "tensor")
    if _not_member(group, "isend"):
        return None
    pg = _resolve(group)
    peer = canonical_group_rank(pg, dst, group_dst)
    if peer == pg.rank():
        raise ValueError(
            "Invalid destination rank: destination rank should not be the same as the rank "
            "of the current process."
        )
    return pg.send(tensor, peer, tag)


def irecv(
    tensor: Any,
    src: int | None = None,
    group: Any = None,
    tag: int = 0,
    group_src: int | None = None,
) -> Work | None:
    """Start receiving into ``tensor`` from rank ``src`` (any rank if None)."""
    _check_tensor(tensor, "tensor")
    if _not_member(group, "irecv"):
        return None
    pg = _resolve(group)
    peer = None if src is None and group_src is None else canonical_group_rank(pg, src, group_src)
    if peer is not None and peer == pg.rank():
        raise ValueError(
            "Invalid source rank: source rank should not be the same as the rank of the "
            "current process."
        )
    return pg.recv(tensor, peer, tag)


def send(
    tensor: Any,
    dst: int | None = None,
    group: Any = None,
    tag: int = 0,
    group_dst: int | None = None,
) -> None:
    """Send ``tensor`` to rank ``dst`` and wait until it has left."""
    work = isend(tensor, dst, group, tag, group_dst)
    if work is not None:
        work.wait()


def recv(
    tensor: Any,
    src: int | None = None,
    group: Any = None,
    tag: int = 0,
    group_src: int | None = None,
) -> int:
    """Receive into ``tensor`` from rank ``src`` (any if None); returns the sender's rank
    (-1 if this process is not in ``group``)."""
    work = irecv(tensor, src, group, tag, group_src)
    if work is None:
        return -1
    work.wait()
    pg = _resolve(group)
    return pg._global_ranks[work._source_rank()]  # type: ignore[attr-defined]


class P2POp:
    """One point-to-point operation for ``batch_isend_irecv``: ``P2POp(dist.isend, t, peer)``."""

    def __init__(
        self,
        op: Any,
        tensor: Any,
        peer: int | None = None,
        group: Any = None,
        tag: int = 0,
        group_peer: int | None = None,
    ) -> None:
        if op not in (isend, irecv):
            raise ValueError(
                "Invalid ``op``. Expected ``op`` to be of type ``torch.distributed.isend`` or "
                "``torch.distributed.irecv``."
            )
        _check_tensor(tensor, "tensor")
        self.op, self.tensor, self.peer = op, tensor, peer
        self.group, self.tag, self.group_peer = group, tag, group_peer


def batch_isend_irecv(p2p_op_list: list[P2POp]) -> list[Work]:
    """Start every send and receive of the list; returns their Works."""
    if not p2p_op_list or not all(isinstance(p, P2POp) for p in p2p_op_list):
        raise ValueError(
            "Invalid ``p2p_op_list``. Each op is expected to to be of type "
            "``torch.distributed.P2POp``."
        )
    works = [p.op(p.tensor, p.peer, p.group, p.tag, p.group_peer) for p in p2p_op_list]
    return [w for w in works if w is not None]


def barrier(
    group: Any = None, async_op: bool = False, device_ids: list[int] | None = None
) -> Work | None:
    """Block until every rank of the group has reached this call."""
    if _not_member(group, "barrier"):
        return None
    return _finish(_resolve(group).barrier(async_op), async_op)
