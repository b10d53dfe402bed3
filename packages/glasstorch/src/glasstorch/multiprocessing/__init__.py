"""``torch.multiprocessing``: Python's ``multiprocessing`` with tensors sent through shared
memory.

Everything ``multiprocessing`` has is here under the same names; importing this package
registers reductions (:mod:`.reductions`) so that a CPU tensor put on a queue, sent down a
pipe or passed to a spawned process arrives as a view of the same shared bytes, and adds
:func:`spawn` / :func:`start_processes` and the sharing-strategy functions.
"""

from __future__ import annotations

import multiprocessing
from multiprocessing import *  # noqa: F403

from .reductions import init_reductions
from .spawn import (
    ENV_VAR_PARALLEL_START,
    ProcessContext,
    ProcessExitedException,
    ProcessRaisedException,
    SpawnContext,
    spawn,
    start_processes,
)

__all__ = [
    "ENV_VAR_PARALLEL_START",
    "ProcessContext",
    "ProcessExitedException",
    "ProcessRaisedException",
    "SpawnContext",
    "get_all_sharing_strategies",
    "get_sharing_strategy",
    "set_sharing_strategy",
    "spawn",
    "start_processes",
    *multiprocessing.__all__,
]

# Only descriptors are sent: PyTorch's "file_system" strategy (named segments kept alive by
# a manager process) is not offered.
_all_sharing_strategies = {"file_descriptor"}
_sharing_strategy = "file_descriptor"


def set_sharing_strategy(new_strategy: str) -> None:
    """Choose how CPU tensors are shared (one of :func:`get_all_sharing_strategies`)."""
    global _sharing_strategy
    if new_strategy not in _all_sharing_strategies:
        raise AssertionError(
            f"invalid sharing strategy {new_strategy!r}, expected one of {_all_sharing_strategies}"
        )
    _sharing_strategy = new_strategy


def get_sharing_strategy() -> str:
    """The strategy CPU tensors are shared with."""
    return _sharing_strategy


def get_all_sharing_strategies() -> set[str]:
    """The sharing strategies this system supports."""
    return _all_sharing_strategies


init_reductions()
