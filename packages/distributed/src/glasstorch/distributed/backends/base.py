"""``ProcessGroup``: what every backend provides to the collective functions.

Mirrors c10d's ``ProcessGroup``/``Backend``: ranks inside the group (0 .. size-1), the
global ranks they stand for, the timeout every collective honours, and one method per
collective (``allreduce``, ``broadcast`` ...). Every method starts the operation and
returns a ``Work``; with ``async_op=False`` the Work is already complete.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import Any

import numpy as np

from .._work import Work
from ..constants import default_pg_timeout

__all__ = ["MPIObjects", "ProcessGroup"]


class ProcessGroup:
    """A set of ranks that run collectives together, over one backend."""

    #: ``"mpi"`` or ``"nccl"``.
    backend_name = ""
    #: how long a collective waits for the other ranks when no timeout is given
    default_timeout = default_pg_timeout

    def __init__(
        self, rank: int, global_ranks: list[int], timeout: timedelta | None = None
    ) -> None:
        if timeout is not None and not isinstance(timeout, timedelta):
            raise TypeError(
                f"Expected timeout argument to be of type datetime.timedelta, got {timeout!r}"
            )
        self._rank = rank
        self._global_ranks = list(global_ranks)
        self.timeout = self.default_timeout if timeout is None else timeout
        self._seq = 0

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

    def _work(
        self,
        op_type: str,
        poll: Callable[[], bool],
        finish: Sequence[Callable[[], None]] = (),
        result: Sequence[Any] = (),
        on_timeout: Callable[[], None] | None = None,
    ) -> Work:
        """The Work of a started operation, under this group's timeout."""
        self._seq += 1
        seq, me = self._seq, self._global_ranks[self._rank]

        def describe() -> str:
            return (
                f"[Rank {me}] collective operation timeout: {op_type} (backend "
                f"{self.backend_name}, SeqNum={seq}, group ranks {self._global_ranks})"
            )

        return Work(poll, finish, result, self.timeout, describe, on_timeout)

    def __repr__(self) -> str:
        return (
            f"ProcessGroup(backend={self.backend_name!r}, rank={self._rank}, "
            f"size={self.size()}, ranks={self._global_ranks})"
        )


class MPIObjects:
    """Collectives on picklable objects over ``self.comm``: the pickled bytes travel by
    MPI's non-blocking calls, so they honour the group's timeout as tensors do."""

    comm: Any
    _work: Callable[..., Work]

    def _await(self, op_type: str, request: Any) -> None:
        self._work(op_type, request.Test).wait()

    def _sizes(self, op_type: str, start: Callable[[np.ndarray, np.ndarray], Any], n: int) -> Any:
        mine, out = np.array([n], np.int64), np.zeros(self.comm.Get_size(), np.int64)
        self._await(op_type, start(mine, out))
        return out

    def allgather_object(self, obj: Any) -> list[Any]:
        data = np.frombuffer(pickle.dumps(obj), np.uint8)
        sizes = self._sizes("ALLGATHER", self.comm.Iallgather, data.size)
        out = np.empty(int(sizes.sum()), np.uint8)
        self._await("ALLGATHER", self.comm.Iallgatherv(data, [out, sizes]))
        return _unpickle_each(out, sizes)

    def broadcast_object(self, obj: Any, root: int) -> Any:
        is_root = self.comm.Get_rank() == root
        data = np.frombuffer(pickle.dumps(obj), np.uint8) if is_root else None
        size = np.array([0 if data is None else data.size], np.int64)
        self._await("BROADCAST", self.comm.Ibcast(size, root))
        buf = data.copy() if data is not None else np.empty(int(size[0]), np.uint8)
        self._await("BROADCAST", self.comm.Ibcast(buf, root))
        return pickle.loads(buf.tobytes())

    def gather_object(self, obj: Any, root: int) -> list[Any] | None:
        is_root = self.comm.Get_rank() == root
        data = np.frombuffer(pickle.dumps(obj), np.uint8)
        sizes = np.zeros(self.comm.Get_size(), np.int64)
        mine = np.array([data.size], np.int64)
        self._await("GATHER", self.comm.Igather(mine, sizes if is_root else None, root))
        out = np.empty(int(sizes.sum()), np.uint8) if is_root else None
        recv = [out, sizes] if is_root else None
        self._await("GATHER", self.comm.Igatherv(data, recv, root))
        return _unpickle_each(out, sizes) if is_root else None

    def scatter_object(self, objs: Sequence[Any] | None, root: int) -> Any:
        is_root = self.comm.Get_rank() == root
        parts = [pickle.dumps(o) for o in objs] if is_root and objs is not None else []
        sizes = np.array([len(p) for p in parts], np.int64)
        mine = np.zeros(1, np.int64)
        self._await("SCATTER", self.comm.Iscatter(sizes if is_root else None, mine, root))
        data = np.frombuffer(b"".join(parts), np.uint8) if is_root else None
        buf = np.empty(int(mine[0]), np.uint8)
        send = [data, sizes] if is_root else None
        self._await("SCATTER", self.comm.Iscatterv(send, buf, root))
        return pickle.loads(buf.tobytes())


def _unpickle_each(flat: np.ndarray, sizes: np.ndarray) -> list[Any]:
    """The objects pickled one after another in ``flat``, ``sizes[i]`` bytes each."""
    ends = np.cumsum(sizes)
    return [pickle.loads(flat[e - n : e].tobytes()) for e, n in zip(ends, sizes, strict=True)]
