"""How many CPU threads an operator may use (PyTorch's ``ATen/Parallel.h``).

``torch.set_num_threads`` records its count in ``OMP_NUM_THREADS`` (the top package owns
the setter); without one, PyTorch's default is ``MKL_NUM_THREADS``, else the CPUs this
process may run on. Kernels that take a worker count (scipy.fft) read it here.
"""

from __future__ import annotations

import os

__all__ = ["default_num_threads"]


def default_num_threads() -> int:
    """``OMP_NUM_THREADS`` (or ``MKL_NUM_THREADS``) when set, else the usable CPUs."""
    for name in ("OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        value = os.environ.get(name, "")
        if value.isdigit() and int(value) > 0:
            return int(value)
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1
