"""What each rank started by ``glasstorch.distributed.run`` executes first.

It publishes the rank's place in the job as torchrun does (``RANK``, ``LOCAL_RANK``,
``WORLD_SIZE``, ``LOCAL_WORLD_SIZE``, ``GROUP_RANK``), installs an excepthook that prints
an uncaught exception's traceback prefixed with the rank and aborts the MPI job (so the
other ranks stop instead of waiting in a collective), then runs the user's script.
"""

from __future__ import annotations

import os
import runpy
import sys
import traceback
from types import TracebackType
from typing import Any


def publish_rank(comm: Any) -> int:
    """Set the torchrun environment variables of this rank from MPI; returns the rank."""
    from mpi4py import MPI

    rank, size = comm.Get_rank(), comm.Get_size()
    node = comm.Split_type(MPI.COMM_TYPE_SHARED, key=rank)
    local_rank, local_size = node.Get_rank(), node.Get_size()
    node.Free()
    os.environ.update(
        RANK=str(rank),
        WORLD_SIZE=str(size),
        LOCAL_RANK=str(local_rank),
        LOCAL_WORLD_SIZE=str(local_size),
        GROUP_RANK=str(rank // local_size),
    )
    return rank


def _user_frames(tb: TracebackType | None) -> TracebackType | None:
    """``tb`` without the leading frames of this module and runpy."""
    while tb is not None and tb.tb_next is not None:
        name = tb.tb_frame.f_code.co_filename
        if name != __file__ and "runpy" not in name:
            break
        tb = tb.tb_next
    return tb


def abort_on_error(comm: Any, rank: int) -> None:
    """Make an uncaught exception (or a non-zero exit) end the whole job with its traceback."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        lines = (
            "".join(traceback.format_exception(kind, value, _user_frames(tb)))
            .rstrip("\n")
            .splitlines()
        )
        sys.stdout.flush()
        sys.stderr.write("".join(f"[rank{rank}]: {line}\n" for line in lines))
        sys.stderr.write(f"[rank{rank}]: aborting the job: rank {rank} raised {kind.__name__}\n")
        sys.stderr.flush()
        comm.Abort(1)

    sys.excepthook = hook


def main() -> None:
    from mpi4py import MPI

    comm = MPI.COMM_WORLD
    rank = publish_rank(comm)
    abort_on_error(comm, rank)
    argv = sys.argv[1:]
    as_module = bool(argv) and argv[0] == "-m"
    if as_module:
        argv = argv[1:]
    if not argv:
        raise SystemExit("usage: _rank_main [-m] script.py [args...]")
    target, sys.argv = argv[0], list(argv)
    try:
        if as_module:
            runpy.run_module(target, run_name="__main__", alter_sys=True)
        else:
            sys.path[0] = os.path.dirname(os.path.abspath(target))
            runpy.run_path(target, run_name="__main__")
    except SystemExit as stop:
        code = stop.code
        if code not in (None, 0):
            sys.stdout.flush()
            if not isinstance(code, int):
                sys.stderr.write(f"{code}\n")
            sys.stderr.write(f"[rank{rank}]: exited with status {code}; aborting the job\n")
            sys.stderr.flush()
            comm.Abort(code if isinstance(code, int) else 1)
        raise


if __name__ == "__main__":
    main()
