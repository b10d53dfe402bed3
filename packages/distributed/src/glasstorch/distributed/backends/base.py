"""``ProcessGroup``: what every backend provides to the collective functions.

Mirrors c10d's ``ProcessGroup``/``Backend``: ranks inside the group (0 .. size-1), the
global ranks they stand for, and one method per collective (``allreduce``, ``broadcast``
...). Every method starts the operation and returns a ``Work``; with ``async_op=False``
the Work is already complete.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["MPIObjects", "ProcessGroup"]


class ProcessGroup:
    """A set of ranks that run collectives together, over one backend."""

    #: ``"mpi"`` or ``"nccl"``.
    backend_name = ""

    def __init__(self, rank: int, global_ranks: list[int]) -> None:
        self._rank = rank
        self._global_ranks = list(global_ranks)

    def rank(self) -> int:
        """This process's rank inside the group."""
        return self._rank

    def size(self) -> int:
        """The number of ranks in the group."""
        return len(self._global_ranks)

    def name(self) -> str:
        return self.backend_name

    def destroy(self) -> None:
        """Release the backend's resources (communicators)."""

    def __repr__(self) -> str:
        return (
            f"ProcessGroup(backend={self.backend_name!r}, rank={self._rank}, "
            f"size={self.size()}, ranks={self._global_ranks})"
        )


class MPIObjects:
    """Collectives on picklable objects over ``self.comm`` (mpi4py's lowercase methods)."""

    comm: Any

    def allgather_object(self, obj: Any) -> list[Any]:
        return self.comm.allgather(obj)

    def broadcast_object(self, obj: Any, root: int) -> Any:
        return self.comm.bcast(obj, root)

    def gather_object(self, obj: Any, root: int) -> list[Any] | None:
        return self.comm.gather(obj, root)

    def scatter_object(self, objs: Sequence[Any] | None, root: int) -> Any:
        return self.comm.scatter(None if objs is None else list(objs), root)
