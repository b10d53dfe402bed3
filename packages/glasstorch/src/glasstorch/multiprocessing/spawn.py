"""``spawn`` / ``start_processes``: run ``fn(i, *args)`` in ``nprocs`` processes and join them.

Mirrors ``torch/multiprocessing/spawn.py``. Each child runs ``fn`` under a wrapper that, if
``fn`` raises, sends the formatted traceback back through a pipe and exits with status 1.
Joining waits on the processes' sentinels; the first failure terminates the others and
raises :class:`ProcessRaisedException` (with the child's traceback) or
:class:`ProcessExitedException` (exit code or signal), as PyTorch does.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import signal
import sys
import traceback
import warnings
from collections.abc import Callable
from typing import Any

__all__ = [
    "ProcessContext",
    "ProcessException",
    "ProcessExitedException",
    "ProcessRaisedException",
    "SpawnContext",
    "spawn",
    "start_processes",
]

#: PyTorch's variable for starting forkserver processes in parallel (they start in turn here).
ENV_VAR_PARALLEL_START = "TORCH_MP_PARALLEL_START"


class ProcessException(Exception):
    """A child process failed: which one (``error_index``) and its pid."""

    __slots__ = ["error_index", "error_pid"]

    def __init__(self, msg: str, error_index: int, error_pid: int) -> None:
        super().__init__(msg)
        self.msg, self.error_index, self.error_pid = msg, error_index, error_pid

    def __reduce__(self) -> Any:
        return type(self), (self.msg, self.error_index, self.error_pid)


class ProcessRaisedException(ProcessException):
    """A child process raised an exception; the message holds its traceback."""


class ProcessExitedException(ProcessException):
    """A child process exited with a non-zero code or was killed by a signal."""

    __slots__ = ["exit_code"]

    def __init__(
        self,
        msg: str,
        error_index: int,
        error_pid: int,
        exit_code: int,
        signal_name: str | None = None,
    ) -> None:
        super().__init__(msg, error_index, error_pid)
        self.exit_code, self.signal_name = exit_code, signal_name

    def __reduce__(self) -> Any:
        args = (self.msg, self.error_index, self.error_pid, self.exit_code, self.signal_name)
        return type(self), args


def _wrap(fn: Callable[..., Any], i: int, args: tuple[Any, ...], error_pipe: Any) -> None:
    """The child's entry point: ``fn(i, *args)``; a raised exception goes back as text."""
    try:
        fn(i, *args)
    except KeyboardInterrupt:
        pass  # interrupted by the parent
    except Exception:
        error_pipe.send(traceback.format_exc())
        sys.exit(1)
    finally:
        error_pipe.close()


class ProcessContext:
    """The processes of one :func:`start_processes` call, joined with :meth:`join`."""

    def __init__(self, processes: list[Any], error_pipes: list[Any]) -> None:
        self.processes = processes
        self.error_pipes = error_pipes
        self.sentinels = {process.sentinel: index for index, process in enumerate(processes)}

    def pids(self) -> list[int]:
        return [int(process.pid) for process in self.processes]

    def _join_all(self, timeout: float) -> None:
        for process in self.processes:
            process.join(timeout)

    def join(self, timeout: float | None = None, grace_period: float | None = None) -> bool:
        """Wait for processes to exit (up to ``timeout``); True once all have.

        When one fails, the others are terminated (after ``grace_period``, if given) and
        the failure is raised.
        """
        if not self.sentinels:
            return True
        ready = multiprocessing.connection.wait(list(self.sentinels), timeout=timeout)
        failed = None
        for sentinel in ready:
            index = self.sentinels.pop(sentinel)
            self.processes[index].join()
            if self.processes[index].exitcode != 0:
                failed = index
                break
        if failed is None:
            return not self.sentinels
        if grace_period is not None:
            self._join_all(grace_period)
        for process in self.processes:
            if process.is_alive():
                process.terminate()
        self._join_all(30 if grace_period is None else grace_period)
        for process in self.processes:
            if process.is_alive():
                process.kill()
            process.join()
        raise self._failure(failed)

    def _failure(self, index: int) -> ProcessException:
        process, trace = self.processes[index], _received(self.error_pipes[index])
        if trace is not None:
            msg = f"\n\n-- Process {index:d} terminated with the following error:\n{trace}"
            return ProcessRaisedException(msg, index, process.pid)
        code = process.exitcode
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"<Unknown signal {-code}>"
            msg = f"process {index:d} terminated with signal {name}"
            return ProcessExitedException(msg, index, process.pid, code, name)
        msg = f"process {index:d} terminated with exit code {code:d}"
        return ProcessExitedException(msg, index, process.pid, code)


def _received(pipe: Any) -> str | None:
    """The traceback a failed child sent, or None when it exited without one."""
    try:
        return pipe.recv() if pipe.poll() else None
    except EOFError:
        return None


class SpawnContext(ProcessContext):
    """The old name of :class:`ProcessContext`."""

    def __init__(self, processes: list[Any], error_pipes: list[Any]) -> None:
        warnings.warn("SpawnContext is renamed to ProcessContext since 1.4 release.", stacklevel=2)
        super().__init__(processes, error_pipes)


def start_processes(
    fn: Callable[..., Any],
    args: tuple[Any, ...] = (),
    nprocs: int = 1,
    join: bool = True,
    daemon: bool = False,
    start_method: str = "spawn",
) -> ProcessContext | None:
    """Start ``nprocs`` processes running ``fn(i, *args)`` with ``start_method``; join them
    (returns None) or return their :class:`ProcessContext` (``join=False``)."""
    mp = multiprocessing.get_context(start_method)
    processes, pipes = [], []
    for i in range(nprocs):
        receiver, sender = mp.Pipe(duplex=False)
        process = mp.Process(target=_wrap, args=(fn, i, args, sender), daemon=daemon)
        process.start()
        sender.close()  # the child holds its own end
        processes.append(process)
        pipes.append(receiver)
    context = ProcessContext(processes, pipes)
    if not join:
        return context
    while not context.join():
        pass
    return None


def spawn(
    fn: Callable[..., Any],
    args: tuple[Any, ...] = (),
    nprocs: int = 1,
    join: bool = True,
    daemon: bool = False,
    start_method: str = "spawn",
) -> ProcessContext | None:
    """:func:`start_processes` with the ``spawn`` start method (the only one it takes)."""
    if start_method != "spawn":
        msg = (
            f"This method only supports start_method=spawn (got: {start_method}).\n"
            "To use a different start_method use:\n\t\t"
            " glasstorch.multiprocessing.start_processes(...)"
        )
        warnings.warn(msg, FutureWarning, stacklevel=2)
    return start_processes(fn, args, nprocs, join, daemon, start_method="spawn")
