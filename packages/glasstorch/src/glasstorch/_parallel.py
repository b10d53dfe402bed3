"""``torch.set_num_threads`` / ``get_num_threads``: the size of the intra-op thread pools.

glasstorch's operators run in numpy's BLAS (large matmuls, linalg) and in inductor's
generated C kernels (OpenMP ``parallel for``); those are its thread pools. Setting the
count limits every BLAS and OpenMP runtime loaded in the process (through threadpoolctl)
and sets ``OMP_NUM_THREADS``, which OpenMP runtimes loaded later (the first compiled
inductor kernel loads one) read when they start. OpenMP applies a count to the thread
that sets it: kernels called from other Python threads keep their runtime's default.

There is no inter-op pool (glasstorch runs no operator concurrently with another), so
``set_num_interop_threads`` and ``get_num_interop_threads`` are not provided.
"""

from __future__ import annotations

import builtins
import os

from glasstorch.aten.parallel import default_num_threads

__all__ = ["get_num_threads", "set_num_threads"]

_num_threads: list[int] = []


def get_num_threads() -> int:
    """The number of threads used for parallelising an operator on the CPU."""
    if not _num_threads:
        _num_threads.append(default_num_threads())
    return _num_threads[0]


def set_num_threads(num: int) -> None:
    """Use ``num`` threads in the BLAS and OpenMP thread pools."""
    if not isinstance(num, builtins.int) or isinstance(num, builtins.bool):
        raise RuntimeError(f"set_num_threads expects an int, but got {type(num).__name__}")
    if num <= 0:
        raise RuntimeError("set_num_threads expects a positive integer")
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=num)
    os.environ["OMP_NUM_THREADS"] = str(num)
    _num_threads[:] = [num]
