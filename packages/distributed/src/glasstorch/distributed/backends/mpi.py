"""``ProcessGroupMPI``: collectives on CPU tensors through mpi4py's buffer interface.

Every call hands MPI the numpy array that shares the tensor's memory (see ``_buffers``),
so a contiguous tensor is read and written in place. Every collective starts with MPI's
non-blocking call (``Iallreduce`` ...); the Work polls the request under the group's
timeout and then runs the steps that finish the operation (AVG's division, copying a
temporary back). Without ``async_op`` the call waits for it before returning.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import Any

import numpy as np
from mpi4py import MPI

from .._buffers import Staged, bool_op, byte_buffer, divide_in_place, reduce_buffer, tensor_array
from .._work import Work
from ..reduce_op import ReduceOp
from .base import MPIObjects, ProcessGroup

__all__ = ["ProcessGroupMPI"]

_MPI_OPS = {
    ReduceOp.SUM: MPI.SUM,
    ReduceOp.AVG: MPI.SUM,
    ReduceOp.PRODUCT: MPI.PROD,
    ReduceOp.MIN: MPI.MIN,
    ReduceOp.MAX: MPI.MAX,
    ReduceOp.BAND: MPI.BAND,
    ReduceOp.BOR: MPI.BOR,
    ReduceOp.BXOR: MPI.BXOR,
}


def _mpi_op(op: Any) -> Any:
    if op not in _MPI_OPS:
        raise ValueError(f"Unsupported ReduceOp {op!r}")
    return _MPI_OPS[op]


def _cpu_only(t: Any) -> None:
    device = t._impl.device
    if not device.is_cpu():
        raise ValueError(
            f"ProcessGroupMPI works on CPU tensors, got a tensor on {device}; use the "
            "'nccl' backend for CUDA tensors"
        )


def _bytes_of(tensors: Sequence[Any]) -> np.ndarray:
    """The tensors' bytes, one after another (a fresh contiguous array)."""
    parts = [np.ascontiguousarray(tensor_array(t)).reshape(-1).view(np.uint8) for t in tensors]
    return np.concatenate(parts) if parts else np.empty(0, np.uint8)


def _split_into(tensors: Sequence[Any], flat: np.ndarray) -> None:
    """Copy consecutive equal chunks of ``flat`` (bytes) into ``tensors``."""
    offset = 0
    for t in tensors:
        arr = tensor_array(t)
        n = arr.nbytes
        np.copyto(arr, flat[offset : offset + n].view(arr.dtype).reshape(arr.shape))
        offset += n


class ProcessGroupMPI(MPIObjects, ProcessGroup):
    """A process group over an MPI communicator (``COMM_WORLD`` or a split of it)."""

    backend_name = "mpi"

    def __init__(
        self, comm: Any, global_ranks: list[int], timeout: timedelta | None = None
    ) -> None:
        super().__init__(comm.Get_rank(), global_ranks, timeout)
        self.comm = comm

    # -- plumbing ---------------------------------------------------------------------------
    def _run(
        self,
        op_type: str,
        start: Callable[[], Any],
        async_op: bool,
        finish: Sequence[Callable[[], None]] = (),
        result: Sequence[Any] = (),
    ) -> Work:
        """Start the non-blocking MPI call; wait for it (under the group's timeout) unless
        ``async_op``."""
        work = self._work(op_type, start().Test, finish, result)
        if not async_op:
            work.wait()
        return work

    def _reduce_finish(self, staged: Staged, op: Any, applies: bool = True) -> list[Callable]:
        steps: list[Callable[[], None]] = []
        if op is ReduceOp.AVG and applies:
            size = self.size()
            steps.append(lambda: divide_in_place(staged.array, size))
        steps.append(staged.writeback)
        return steps

    def _typed_op(self, op: Any, t: Any) -> Any:
        return _mpi_op(bool_op(op) if t._impl.dtype.name == "bool" else op)

    def split(self, members: list[int], timeout: timedelta | None = None) -> ProcessGroupMPI | None:
        """Collective over this group: a group of ``members`` (group ranks, in order), or
        None in the processes that are not members."""
        me = self.rank()
        color = 0 if me in members else MPI.UNDEFINED
        key = members.index(me) if me in members else 0
        comm = self.comm.Split(color, key)
        if comm == MPI.COMM_NULL:
            return None
        return ProcessGroupMPI(comm, [self._global_ranks[r] for r in members], timeout)

    def destroy(self) -> None:
        if self.comm not in (MPI.COMM_WORLD, MPI.COMM_NULL) and not MPI.Is_finalized():
            self.comm.Free()

    # -- collectives ------------------------------------------------------------------------
    def allreduce(self, t: Any, op: Any, async_op: bool) -> Work:
        _cpu_only(t)
        staged = reduce_buffer(t, op)
        buf, mop, comm = staged.array, self._typed_op(op, t), self.comm
        return self._run(
            "ALLREDUCE",
            lambda: comm.Iallreduce(MPI.IN_PLACE, buf, mop),
            async_op,
            self._reduce_finish(staged, op),
            [t],
        )

    def broadcast(self, t: Any, root: int, async_op: bool) -> Work:
        _cpu_only(t)
        staged = byte_buffer(t, write=True)
        buf, comm = staged.array, self.comm
        return self._run(
            "BROADCAST",
            lambda: comm.Ibcast(buf, root),
            async_op,
            [staged.writeback],
            [t],
        )

    def reduce(self, t: Any, root: int, op: Any, async_op: bool) -> Work:
        _cpu_only(t)
        staged = reduce_buffer(t, op)
        buf, mop, comm = staged.array, self._typed_op(op, t), self.comm
        is_root = self.rank() == root
        send = MPI.IN_PLACE if is_root else buf
        recv = buf if is_root else None
        return self._run(
            "REDUCE",
            lambda: comm.Ireduce(send, recv, mop, root),
            async_op,
            self._reduce_finish(staged, op, applies=is_root) if is_root else [],
            [t],
        )

    def allgather_into_tensor(self, out: Any, inp: Any, async_op: bool) -> Work:
        _cpu_only(out)
        _cpu_only(inp)
        if out.numel() != inp.numel() * self.size():
            raise ValueError(
                "output tensor size must be equal to world_size times input tensor size"
            )
        if out._impl.dtype is not inp._impl.dtype:
            raise ValueError("output tensor must have the same type as input tensor")
        send = byte_buffer(inp, write=False)
        recv = byte_buffer(out, write=True)
        comm = self.comm
        return self._run(
            "ALLGATHER",
            lambda: comm.Iallgather(send.array, recv.array),
            async_op,
            [recv.writeback],
            [out],
        )

    def allgather(self, outs: Sequence[Any], inp: Any, async_op: bool) -> Work:
        _cpu_only(inp)
        send = byte_buffer(inp, write=False)
        recv = np.empty(send.array.nbytes * self.size(), np.uint8)
        comm = self.comm
        return self._run(
            "ALLGATHER",
            lambda: comm.Iallgather(send.array, recv),
            async_op,
            [lambda: _split_into(outs, recv)],
            list(outs),
        )

    def reduce_scatter_tensor(self, out: Any, inp: Any, op: Any, async_op: bool) -> Work:
        _cpu_only(out)
        _cpu_only(inp)
        if inp.numel() != out.numel() * self.size():
            raise ValueError("input tensor must be the same size as output size times world size")
        send = reduce_buffer(inp, op, write=False)
        recv = reduce_buffer(out, op)
        mop, comm = self._typed_op(op, out), self.comm
        return self._run(
            "REDUCE_SCATTER",
            lambda: comm.Ireduce_scatter_block(send.array, recv.array, mop),
            async_op,
            self._reduce_finish(recv, op),
            [out],
        )

    def gather(self, t: Any, gather_list: Sequence[Any] | None, root: int, async_op: bool) -> Work:
        _cpu_only(t)
        send = byte_buffer(t, write=False)
        is_root = self.rank() == root
        recv = np.empty(send.array.nbytes * self.size(), np.uint8) if is_root else None
        comm = self.comm
        finish = [lambda: _split_into(gather_list, recv)] if is_root else []
        return self._run(
            "GATHER",
            lambda: comm.Igather(send.array, recv, root),
            async_op,
            finish,
            list(gather_list or ()),
        )

    def scatter(
        self, t: Any, scatter_list: Sequence[Any] | None, root: int, async_op: bool
    ) -> Work:
        _cpu_only(t)
        recv = byte_buffer(t, write=True)
        send = _bytes_of(scatter_list) if self.rank() == root else None
        comm = self.comm
        return self._run(
            "SCATTER",
            lambda: comm.Iscatter(send, recv.array, root),
            async_op,
            [recv.writeback],
            [t],
        )

    def alltoall_base(
        self,
        out: Any,
        inp: Any,
        out_splits: Sequence[int] | None,
        in_splits: Sequence[int] | None,
        async_op: bool,
    ) -> Work:
        _cpu_only(out)
        _cpu_only(inp)
        send = byte_buffer(inp, write=False)
        recv = byte_buffer(out, write=True)
        comm = self.comm
        if not out_splits and not in_splits:
            if inp.numel() % self.size() or out.numel() != inp.numel():
                raise ValueError(
                    "Tensor's dim 0 does not divide equally across group size "
                    f"({self.size()}) or input and output sizes differ"
                )
            return self._run(
                "ALLTOALL",
                lambda: comm.Ialltoall(send.array, recv.array),
                async_op,
                [recv.writeback],
                [out],
            )
        send_spec = [send.array, _counts(inp, in_splits, self.size()), MPI.BYTE]
        recv_spec = [recv.array, _counts(out, out_splits, self.size()), MPI.BYTE]
        return self._run(
            "ALLTOALL",
            lambda: comm.Ialltoallv(send_spec, recv_spec),
            async_op,
            [recv.writeback],
            [out],
        )

    def send(self, t: Any, dst: int, tag: int) -> Work:
        _cpu_only(t)
        staged = byte_buffer(t, write=False)
        request = self.comm.Isend(staged.array, dst, tag)
        return self._work("SEND", request.Test, result=[t])

    def recv(self, t: Any, src: int | None, tag: int) -> Work:
        _cpu_only(t)
        staged = byte_buffer(t, write=True)
        status = MPI.Status()
        source = MPI.ANY_SOURCE if src is None else src
        request = self.comm.Irecv(staged.array, source, tag)
        work = self._work("RECV", lambda: request.Test(status), [staged.writeback], [t])
        work._source_rank = lambda: status.Get_source()  # type: ignore[attr-defined]
        return work

    def barrier(self, async_op: bool) -> Work:
        comm = self.comm
        return self._run("BARRIER", comm.Ibarrier, async_op)


def _counts(t: Any, splits: Sequence[int] | None, size: int) -> list[int]:
    """Bytes per destination rank for a split of ``t``'s dim 0 (equal split if None)."""
    rows = t.shape[0] if t.dim() else 1
    row_bytes = tensor_array(t).nbytes // max(rows, 1) if rows else 0
    if not splits:
        if rows % size:
            raise ValueError(f"Tensor's dim 0 ({rows}) does not divide equally across group size")
        splits = [rows // size] * size
    if len(splits) != size or sum(splits) != rows:
        raise ValueError(
            f"Split sizes {list(splits)} do not match dim 0 ({rows}) and group size ({size})"
        )
    return [s * row_bytes for s in splits]
