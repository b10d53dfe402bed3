"""Process groups: the default group, ``new_group``, rank queries and their lifetime.

Mirrors the group half of ``torch/distributed/distributed_c10d.py``. The default group
spans every process MPI's launcher started (``MPI.COMM_WORLD``); ``new_group`` splits it.
The collectives that run on these groups live in ``collectives.py``.
"""

from __future__ import annotations

import warnings
from datetime import timedelta
from typing import Any

from .backends.base import ProcessGroup
from .rendezvous import resolve_rank_and_size

__all__ = [
    "Backend",
    "GroupMember",
    "group",
    "destroy_process_group",
    "get_backend",
    "get_global_rank",
    "get_group_rank",
    "get_process_group_ranks",
    "get_rank",
    "get_world_size",
    "init_process_group",
    "is_initialized",
    "new_group",
]


class Backend(str):
    """A backend name (``Backend.MPI == "mpi"``); ``"gloo"`` is accepted and runs over MPI."""

    UNDEFINED = "undefined"
    MPI = "mpi"
    NCCL = "nccl"
    GLOO = "gloo"

    def __new__(cls, name: str) -> Backend:
        if not isinstance(name, str):
            raise ValueError(f"Backend name must be a string, but got: {name}")
        value = name.lower()
        if value not in (cls.MPI, cls.NCCL, cls.GLOO):
            raise ValueError(
                f"Invalid backend: '{name}'; glasstorch.distributed supports 'mpi' (CPU "
                "tensors) and 'nccl' (CUDA tensors)"
            )
        return str.__new__(cls, cls.MPI if value == cls.GLOO else value)


class _NonGroupMember:
    """What ``new_group`` returns to processes outside the new group."""

    def __repr__(self) -> str:
        return "GroupMember.NON_GROUP_MEMBER"


class _World:
    """The process-wide state: the default group and every group made from it."""

    def __init__(self) -> None:
        self.default_pg: ProcessGroup | None = None
        self.groups: list[ProcessGroup] = []


_world = _World()
NON_GROUP_MEMBER = _NonGroupMember()


class _GroupMemberMeta(type):
    @property
    def WORLD(cls) -> ProcessGroup | None:  # noqa: N802 - PyTorch's name
        return _world.default_pg


class GroupMember(metaclass=_GroupMemberMeta):
    """``GroupMember.WORLD`` (the default group) and ``GroupMember.NON_GROUP_MEMBER``."""

    NON_GROUP_MEMBER = NON_GROUP_MEMBER


class group(metaclass=_GroupMemberMeta):  # noqa: N801 - PyTorch's name
    """``group.WORLD``: the default process group."""


def is_initialized() -> bool:
    """Whether the default process group has been initialized."""
    return _world.default_pg is not None


def _default_group() -> ProcessGroup:
    if _world.default_pg is None:
        raise ValueError(
            "Default process group has not been initialized, please make sure to call "
            "init_process_group."
        )
    return _world.default_pg


def _mpi_world() -> Any:
    from mpi4py import MPI

    return MPI.COMM_WORLD


def init_process_group(
    backend: str | None = None,
    init_method: str | None = None,
    timeout: timedelta | None = None,
    world_size: int = -1,
    rank: int = -1,
    store: Any = None,
    group_name: str = "",
    pg_options: Any = None,
    device_id: Any = None,
) -> None:
    """Create the default process group over every rank the MPI launcher started.

    ``timeout`` bounds how long each collective waits for the other ranks (30 minutes for
    "mpi"/"gloo", 10 for "nccl" by default); past it the waiting ranks raise
    ``DistBackendError``."""
    if _world.default_pg is not None:
        raise ValueError("trying to initialize the default process group twice!")
    if store is not None:
        raise ValueError("glasstorch.distributed has no store: the MPI launcher connects the ranks")
    name = Backend(backend or Backend.MPI)
    comm = _mpi_world()
    me, size = resolve_rank_and_size(
        init_method, rank, world_size, comm.Get_rank(), comm.Get_size()
    )
    ranks = list(range(size))
    if name == Backend.NCCL:
        from .backends.nccl import ProcessGroupNCCL

        pg: ProcessGroup = ProcessGroupNCCL(comm, ranks, device_id, timeout)
    else:
        from .backends.mpi import ProcessGroupMPI

        pg = ProcessGroupMPI(comm, ranks, timeout)
    _world.default_pg = pg
    _world.groups = [pg]


def new_group(
    ranks: list[int] | None = None,
    timeout: timedelta | None = None,
    backend: str | None = None,
    pg_options: Any = None,
    use_local_synchronization: bool = False,
    group_desc: str | None = None,
    device_id: Any = None,
) -> ProcessGroup | _NonGroupMember:
    """A group of the given global ranks (all by default). Every rank of the default group
    must call it; the others get ``GroupMember.NON_GROUP_MEMBER``."""
    world = _default_group()
    members = sorted(range(world.size()) if ranks is None else ranks)
    if len(set(members)) != len(members):
        raise ValueError(f"new_group: ranks contain duplicates: {ranks}")
    for r in members:
        if not 0 <= r < world.size():
            raise ValueError(
                f"Invalid rank {r}, rank should be in the interval [0, {world.size() - 1}]"
            )
    if backend is not None and Backend(backend) != world.backend_name:
        raise ValueError(
            f"new_group: backend {backend!r} differs from the default group's "
            f"{world.backend_name!r}"
        )
    pg = world.split(members, timeout)  # type: ignore[attr-defined]
    if pg is None:
        return NON_GROUP_MEMBER
    _world.groups.append(pg)
    return pg


def _resolve(group: Any) -> ProcessGroup:
    """The group a call runs on (the default one for None)."""
    if group is None or group is _world.default_pg:
        return _default_group()
    if not isinstance(group, ProcessGroup) or group not in _world.groups:
        raise ValueError("Invalid process group specified")
    return group


def _not_member(group: Any, op_name: str) -> bool:
    """True (with PyTorch's warning) when this process is not in ``group``."""
    if group is NON_GROUP_MEMBER:
        world = _world.default_pg
        rank = -1 if world is None else world.rank()
        warnings.warn(
            f"Running {op_name} on global rank {rank} which does not belong to the given group.",
            stacklevel=3,
        )
        return True
    return False


def get_rank(group: Any = None) -> int:
    """This process's rank in ``group`` (the default group if None); -1 if not a member."""
    if group is NON_GROUP_MEMBER:
        return -1
    return _resolve(group).rank()


def get_world_size(group: Any = None) -> int:
    """The number of processes in ``group``; -1 if this process is not a member."""
    if group is NON_GROUP_MEMBER:
        return -1
    return _resolve(group).size()


def get_process_group_ranks(group: Any) -> list[int]:
    """The global ranks of ``group``'s members, in group-rank order."""
    return list(_resolve(group)._global_ranks)


def get_group_rank(group: Any, global_rank: int) -> int:
    """The rank inside ``group`` of global rank ``global_rank``."""
    pg = _resolve(group)
    if global_rank not in pg._global_ranks:
        raise ValueError(f"Global rank {global_rank} is not part of group {pg}")
    return pg._global_ranks.index(global_rank)


def get_global_rank(group: Any, group_rank: int) -> int:
    """The global rank of rank ``group_rank`` of ``group``."""
    pg = _resolve(group)
    if not 0 <= group_rank < pg.size():
        raise ValueError(f"Group rank {group_rank} is not part of group {pg}")
    return pg._global_ranks[group_rank]


def canonical_group_rank(
    pg: ProcessGroup, global_rank: int | None, group_rank: int | None, default: int | None = None
) -> int:
    """The group rank named by either a global rank or a group rank (not both)."""
    if global_rank is None and group_rank is None and default is not None:
        global_rank = default
    if group_rank is not None:
        if global_rank is not None:
            raise ValueError("Can't specify both group_rank and global_rank")
        if not 0 <= group_rank < pg.size():
            raise ValueError(f"Group rank {group_rank} is not part of group {pg}")
        return group_rank
    if global_rank is None:
        raise ValueError("Must specify global_rank or group_rank")
    return get_group_rank(pg, global_rank)


def get_backend(group: Any = None) -> str:
    """The backend name of ``group`` (``"mpi"`` or ``"nccl"``)."""
    if group is NON_GROUP_MEMBER:
        raise ValueError("Invalid process group specified")
    return _resolve(group).backend_name


def destroy_process_group(group: Any = None) -> None:
    """Destroy ``group``; with None, every group and the default one."""
    if group is NON_GROUP_MEMBER:
        return
    if group is None or group is _world.default_pg:
        for pg in reversed(_world.groups):
            pg.destroy()
        _world.default_pg = None
        _world.groups = []
        return
    pg = _resolve(group)
    pg.destroy()
    _world.groups.remove(pg)
