"""What each rank started by ``glasstorch.distributed.run`` executes first.

It publishes the rank's place in the job as torchrun does (``RANK``, ``LOCAL_RANK``,
``WORLD_SIZE``, ``LOCAL_WORLD_SIZE``, ``GROUP_RANK``), installs an excepthook that prints
an uncaught exception's traceback prefixed with the rank and aborts the MPI job (so the
other ranks stop instead of waiting in a collective), then runs the user's script. Under
the launcher a watcher process (the parent) records how the rank ended for the job's report.
"""

from __future__ import annotations

import os
import runpy
import signal
import sys
import traceback
from types import TracebackType
from typing import Any, NoReturn

from ._job_report import REPORT_DIR_ENV, exit_how, write_record

_FORWARDED = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGUSR1, signal.SIGUSR2)


def _launcher_rank() -> int | None:
    """This process's rank as the MPI launcher numbers it (before MPI is initialized)."""
    for name in ("PMI_RANK", "OMPI_COMM_WORLD_RANK", "PMIX_RANK"):
        if os.environ.get(name, "").isdigit():
            return int(os.environ[name])
    return None


def _die_with_parent(parent: int) -> None:
    """Linux: have the kernel kill this process when its watcher goes (the MPI launcher
    kills the watcher, the process it started, when it ends the job)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the watcher went before prctl took effect
        os._exit(1)


def _watch(child: int, rank: int | None) -> NoReturn:
    """The watcher's life: pass signals on to the rank, record how it ended, end the same way."""
    for sig in _FORWARDED:
        signal.signal(sig, lambda signum, _frame: os.kill(child, signum))
    _, status = os.waitpid(child, 0)
    code = os.waitstatus_to_exitcode(status)
    write_record(rank, *exit_how(code), first=True)
    sys.stdout.flush()
    sys.stderr.flush()
    if code < 0:
        signal.signal(-code, signal.SIG_DFL)
        os.kill(os.getpid(), -code)
    os._exit(code if code >= 0 else 128 - code)


def supervise() -> None:
    """Under the launcher: fork before MPI starts; the parent watches the rank (the child,
    which returns from here) so that even ``os._exit`` or a signal is recorded."""
    if not os.environ.get(REPORT_DIR_ENV) or not hasattr(os, "fork"):
        return
    rank, parent = _launcher_rank(), os.getpid()
    child = os.fork()
    if child:
        _watch(child, rank)
    _die_with_parent(parent)


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
        timeout = _is_timeout(kind)
        write_record(
            rank,
            "timeout" if timeout else "exception",
            f"{'collective timeout: ' if timeout else 'raised '}{lines[-1] if lines else kind}",
            "\n".join(lines),
        )
        comm.Abort(1)

    sys.excepthook = hook


def _is_timeout(kind: type[BaseException]) -> bool:
    work = sys.modules.get("glasstorch.distributed._work")
    return work is not None and issubclass(kind, work.DistBackendError)


def main() -> None:
    supervise()
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
            write_record(rank, "exit", f"exited with status {code} (SystemExit)")
            comm.Abort(code if isinstance(code, int) else 1)
        write_record(rank, "done", "finished its script (exit code 0)")
        raise
    write_record(rank, "done", "finished its script (exit code 0)")


if __name__ == "__main__":
    main()
