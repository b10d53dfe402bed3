"""``ProcessGroupNCCL``: collectives on CUDA tensors through NCCL (``cupy.cuda.nccl``).

The ranks are started and connected by MPI; rank 0 makes the NCCL unique id and MPI
broadcasts it, then every rank builds its ``NcclCommunicator`` on its own GPU. Collectives
run on the group's stream after it has waited for the current stream, on the cupy array
that shares the tensor's device memory (a contiguous temporary otherwise). ``Work.wait``
polls the event recorded after the collective under the group's timeout (10 minutes by
default); past it the communicator is aborted and DistBackendError raised. This module
imports without cupy; the group needs it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import Any

from .._buffers import bool_op, divide_in_place
from .._work import DistBackendError, Work
from ..constants import default_pg_nccl_timeout
from ..reduce_op import COMPLEX_DENYLIST, ReduceOp
from .base import MPIObjects, ProcessGroup

__all__ = ["ProcessGroupNCCL", "nccl_module"]


def nccl_module() -> Any:
    """``cupy.cuda.nccl`` when cupy, NCCL and a GPU are present; else None."""
    try:
        import cupy
        from cupy.cuda import nccl

        if not getattr(nccl, "available", True) or cupy.cuda.runtime.getDeviceCount() == 0:
            return None
    except Exception:  # ImportError, or CUDA's runtime error when no driver is present
        return None
    return nccl


def _nccl_types(nccl: Any) -> dict[str, int]:
    names = {
        "float32": "NCCL_FLOAT32",
        "float64": "NCCL_FLOAT64",
        "float16": "NCCL_FLOAT16",
        "bfloat16": "NCCL_BFLOAT16",
        "int8": "NCCL_INT8",
        "uint8": "NCCL_UINT8",
        "int32": "NCCL_INT32",
        "int64": "NCCL_INT64",
    }
    return {k: getattr(nccl, v) for k, v in names.items() if hasattr(nccl, v)}


def _nccl_op(nccl: Any, op: Any) -> int:
    ops = {
        ReduceOp.SUM: nccl.NCCL_SUM,
        ReduceOp.AVG: nccl.NCCL_SUM,
        ReduceOp.PRODUCT: nccl.NCCL_PROD,
        ReduceOp.MIN: nccl.NCCL_MIN,
        ReduceOp.MAX: nccl.NCCL_MAX,
    }
    if op not in ops:
        raise ValueError(f"Cannot use {op} with NCCL")
    return ops[op]


class _DeviceBuffer:
    """A contiguous cupy array for ``t`` (its own memory when possible), and NCCL's view
    of it: address, element count and datatype."""

    def __init__(self, pg: ProcessGroupNCCL, t: Any, *, write: bool, raw: bool = False) -> None:
        import cupy

        if t._impl.device.type != "cuda":
            raise ValueError(f"ProcessGroupNCCL works on CUDA tensors, got one on {t._impl.device}")
        arr = t._array()
        work = arr if arr.flags.c_contiguous else cupy.ascontiguousarray(arr)
        self.writeback: Callable[[], None] = (
            (lambda: cupy.copyto(arr, work)) if write and work is not arr else (lambda: None)
        )
        if raw or work.dtype == bool:  # moving data only: any dtype as its bytes
            work = work.view(cupy.uint8)
        elif work.dtype.kind == "c":  # NCCL has no complex type: reduce the real view
            work = work.view(work.real.dtype)
        self.array = work
        self.ptr = int(work.data.ptr)
        self.count = int(work.size)
        types = _nccl_types(pg.nccl)
        if work.dtype.name not in types:
            raise TypeError(f"NCCL has no datatype for {t._impl.dtype}")
        self.dtype = types[work.dtype.name]


class ProcessGroupNCCL(MPIObjects, ProcessGroup):
    """A process group whose collectives run on NCCL; rendezvous and objects go over MPI."""

    backend_name = "nccl"

    default_timeout = default_pg_nccl_timeout

    def __init__(
        self,
        comm: Any,
        global_ranks: list[int],
        device_id: Any = None,
        timeout: timedelta | None = None,
    ) -> None:
        nccl = nccl_module()
        if nccl is None:
            raise RuntimeError(
                "the 'nccl' backend needs cupy with NCCL support and a CUDA GPU; install "
                "cupy (e.g. cupy-cuda12x) or use backend='mpi' for CPU tensors"
            )
        import cupy

        super().__init__(comm.Get_rank(), global_ranks, timeout)
        self.nccl, self.comm = nccl, comm
        if device_id is None:
            local = int(os.environ.get("LOCAL_RANK", comm.Get_rank()))
            device_id = local % cupy.cuda.runtime.getDeviceCount()
        self.device = cupy.cuda.Device(getattr(device_id, "index", device_id))
        self.device.use()
        uid = self.broadcast_object(nccl.get_unique_id() if comm.Get_rank() == 0 else None, 0)
        self.nccl_comm = nccl.NcclCommunicator(comm.Get_size(), uid, comm.Get_rank())
        self.stream = cupy.cuda.Stream(non_blocking=True)

    # -- plumbing ---------------------------------------------------------------------------
    def _launch(
        self,
        op_type: str,
        call: Callable[[int], None],
        async_op: bool,
        finish: Sequence[Callable[[], None]] = (),
        result: Sequence[Any] = (),
    ) -> Work:
        import cupy

        if self.nccl_comm is None:
            raise DistBackendError(
                f"[Rank {self._global_ranks[self._rank]}] the NCCL communicator was aborted "
                "after a collective timed out; no further collectives can run on this group"
            )
        ready = cupy.cuda.Event()
        ready.record(cupy.cuda.get_current_stream())
        self.stream.wait_event(ready)
        call(self.stream.ptr)
        done = cupy.cuda.Event()
        done.record(self.stream)
        work = self._work(op_type, lambda: done.done, finish, result, self._abort)
        if not async_op:
            work.wait()
        return work

    def _reduce_steps(self, buf: _DeviceBuffer, op: Any, applies: bool = True) -> list[Callable]:
        steps: list[Callable[[], None]] = []
        if op is ReduceOp.AVG and applies:
            size = self.size()
            steps.append(lambda: divide_in_place(buf.array, size))
        steps.append(buf.writeback)
        return steps

    def _op(self, op: Any, t: Any) -> int:
        if t._impl.dtype.is_complex and op in COMPLEX_DENYLIST:
            raise ValueError(f"all_reduce does not support {op} on complex tensors")
        return _nccl_op(self.nccl, bool_op(op) if t._impl.dtype.name == "bool" else op)

    def split(
        self, members: list[int], timeout: timedelta | None = None
    ) -> ProcessGroupNCCL | None:
        from mpi4py import MPI

        me = self.rank()
        comm = self.comm.Split(
            0 if me in members else MPI.UNDEFINED, members.index(me) if me in members else 0
        )
        if comm == MPI.COMM_NULL:
            return None
        ranks = [self._global_ranks[r] for r in members]
        return ProcessGroupNCCL(comm, ranks, self.device.id, timeout)

    def _abort(self) -> None:
        """A collective timed out: abort the communicator so its kernels stop waiting."""
        if self.nccl_comm is not None:
            self.nccl_comm.abort()
            self.nccl_comm = None

    def destroy(self) -> None:
        if self.nccl_comm is not None:
            self.nccl_comm.destroy()
            self.nccl_comm = None

    # -- collectives ------------------------------------------------------------------------
    def allreduce(self, t: Any, op: Any, async_op: bool) -> Work:
        b, nop = _DeviceBuffer(self, t, write=True), self._op(op, t)
        call = lambda s: self.nccl_comm.allReduce(b.ptr, b.ptr, b.count, b.dtype, nop, s)  # noqa: E731
        return self._launch("ALLREDUCE", call, async_op, self._reduce_steps(b, op), [t])

    def broadcast(self, t: Any, root: int, async_op: bool) -> Work:
        b = _DeviceBuffer(self, t, write=True, raw=True)
        call = lambda s: self.nccl_comm.broadcast(b.ptr, b.ptr, b.count, b.dtype, root, s)  # noqa: E731
        return self._launch("BROADCAST", call, async_op, [b.writeback], [t])

    def reduce(self, t: Any, root: int, op: Any, async_op: bool) -> Work:
        b, nop = _DeviceBuffer(self, t, write=True), self._op(op, t)
        call = lambda s: self.nccl_comm.reduce(b.ptr, b.ptr, b.count, b.dtype, nop, root, s)  # noqa: E731
        steps = self._reduce_steps(b, op) if self.rank() == root else []
        return self._launch("REDUCE", call, async_op, steps, [t])

    def allgather_into_tensor(self, out: Any, inp: Any, async_op: bool) -> Work:
        if out.numel() != inp.numel() * self.size():
            raise ValueError(
                "output tensor size must be equal to world_size times input tensor size"
            )
        i = _DeviceBuffer(self, inp, write=False, raw=True)
        o = _DeviceBuffer(self, out, write=True, raw=True)
        call = lambda s: self.nccl_comm.allGather(i.ptr, o.ptr, i.count, i.dtype, s)  # noqa: E731
        return self._launch("ALLGATHER", call, async_op, [o.writeback], [out])

    def allgather(self, outs: Sequence[Any], inp: Any, async_op: bool) -> Work:
        from glasstorch.aten import empty

        flat = empty((self.size(), *inp.shape), dtype=inp.dtype, device=inp.device)

        def unpack() -> None:
            for k, o in enumerate(outs):
                o.copy_(flat[k])

        return self.allgather_into_tensor(flat, inp, async_op).then(unpack)

    def reduce_scatter_tensor(self, out: Any, inp: Any, op: Any, async_op: bool) -> Work:
        if inp.numel() != out.numel() * self.size():
            raise ValueError("input tensor must be the same size as output size times world size")
        i = _DeviceBuffer(self, inp, write=False)
        o = _DeviceBuffer(self, out, write=True)
        nop = self._op(op, out)
        call = lambda s: self.nccl_comm.reduceScatter(i.ptr, o.ptr, o.count, o.dtype, nop, s)  # noqa: E731
        return self._launch("REDUCE_SCATTER", call, async_op, self._reduce_steps(o, op), [out])

    def _grouped(
        self, sends: list[tuple[_DeviceBuffer, int]], recvs: list[tuple[_DeviceBuffer, int]]
    ) -> Callable[[int], None]:
        def call(stream: int) -> None:
            self.nccl.groupStart()
            for b, peer in sends:
                self.nccl_comm.send(b.ptr, b.count, b.dtype, peer, stream)
            for b, peer in recvs:
                self.nccl_comm.recv(b.ptr, b.count, b.dtype, peer, stream)
            self.nccl.groupEnd()

        return call

    def gather(self, t: Any, gather_list: Sequence[Any] | None, root: int, async_op: bool) -> Work:
        sends = [(_DeviceBuffer(self, t, write=False, raw=True), root)]
        recvs = []
        if self.rank() == root:
            recvs = [
                (_DeviceBuffer(self, g, write=True, raw=True), r)
                for r, g in enumerate(gather_list or ())
            ]
        steps = [b.writeback for b, _ in recvs]
        gathered = list(gather_list or ())
        return self._launch("GATHER", self._grouped(sends, recvs), async_op, steps, gathered)

    def scatter(
        self, t: Any, scatter_list: Sequence[Any] | None, root: int, async_op: bool
    ) -> Work:
        sends = []
        if self.rank() == root:
            sends = [
                (_DeviceBuffer(self, s, write=False, raw=True), r)
                for r, s in enumerate(scatter_list or ())
            ]
        recv = _DeviceBuffer(self, t, write=True, raw=True)
        call = self._grouped(sends, [(recv, root)])
        return self._launch("SCATTER", call, async_op, [recv.writeback], [t])

    def alltoall_base(
        self, out: Any, inp: Any, out_splits: Any, in_splits: Any, async_op: bool
    ) -> Work:
        n = self.size()
        ins = inp.split(list(in_splits) if in_splits else inp.shape[0] // n)
        outs = out.split(list(out_splits) if out_splits else out.shape[0] // n)
        if len(ins) != n or len(outs) != n:
            raise ValueError(f"all_to_all_single: dim 0 must split into {n} pieces")
        sends = [(_DeviceBuffer(self, x, write=False, raw=True), r) for r, x in enumerate(ins)]
        recvs = [(_DeviceBuffer(self, y, write=True, raw=True), r) for r, y in enumerate(outs)]
        steps = [b.writeback for b, _ in recvs]
        return self._launch("ALLTOALL", self._grouped(sends, recvs), async_op, steps, [out])

    def send(self, t: Any, dst: int, tag: int) -> Work:
        b = _DeviceBuffer(self, t, write=False, raw=True)
        return self._launch("SEND", self._grouped([(b, dst)], []), True, [], [t])

    def recv(self, t: Any, src: int | None, tag: int) -> Work:
        if src is None:
            raise ValueError("NCCL cannot receive from any source; give src")
        b = _DeviceBuffer(self, t, write=True, raw=True)
        work = self._launch("RECV", self._grouped([], [(b, src)]), True, [b.writeback], [t])
        work._source_rank = lambda: src  # type: ignore[attr-defined]
        return work

    def barrier(self, async_op: bool) -> Work:
        work = self._work("BARRIER", self.comm.Ibarrier().Test)
        if not async_op:
            work.wait()
        return work
