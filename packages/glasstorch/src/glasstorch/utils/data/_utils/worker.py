"""What runs inside a DataLoader worker process, and what it sends back.

Mirrors ``torch/utils/data/_utils/worker.py``. A worker seeds Python's, numpy's and
glasstorch's RNGs from ``base_seed + worker_id``, records :class:`WorkerInfo` (read back
with :func:`get_worker_info`), runs ``worker_init_fn``, then answers ``(task, keys)``
messages from its index queue with ``(task, batch)`` on the shared result queue until it
receives ``None`` or its parent dies. A failure becomes an :class:`ExceptionWrapper`,
re-raised in the main process with the worker's traceback.
"""

from __future__ import annotations

import os
import pickle
import queue
import random
import sys
import traceback
from dataclasses import dataclass
from multiprocessing.reduction import ForkingPickler
from typing import Any

import numpy as np

import glasstorch.aten as at

from .fetch import IterableDatasetFetcher, MapDatasetFetcher

__all__ = ["ExceptionWrapper", "WorkerInfo", "get_worker_info", "worker_loop"]

#: Seconds between checks that the parent is alive (here) or the workers are (main side).
MP_STATUS_CHECK_INTERVAL = 1.0


@dataclass(frozen=True, slots=True)
class WorkerInfo:
    """The current worker: ``id`` (0 .. num_workers - 1), ``num_workers``, its ``seed`` and
    its own copy of the ``dataset``."""

    id: int
    num_workers: int
    seed: int
    dataset: Any


_worker_info: WorkerInfo | None = None


def get_worker_info() -> WorkerInfo | None:
    """The :class:`WorkerInfo` of this worker process; ``None`` in the main process."""
    return _worker_info


@dataclass(frozen=True)
class IterableDatasetStopIteration:
    """Sent by a worker whose iterable dataset is exhausted."""

    worker_id: int


@dataclass(frozen=True)
class ResumeIteration:
    """Sent to persistent workers at the start of a new epoch (and echoed back)."""


class ExceptionWrapper:
    """An exception's type and formatted traceback, picklable across processes."""

    def __init__(self, exc_info: Any = None, where: str = "in background") -> None:
        if exc_info is None:
            exc_info = sys.exc_info()
        exc_type = exc_info[0]
        try:  # a class pickles by reference; a local one cannot cross the process boundary
            pickle.loads(pickle.dumps(exc_type))
        except Exception:
            exc_type = RuntimeError
        self.exc_type: type[BaseException] = exc_type
        self.exc_msg = "".join(traceback.format_exception(*exc_info))
        self.where = where

    def reraise(self) -> None:
        """Raise the wrapped exception here: "Caught ValueError in DataLoader worker process
        0. Original Traceback (most recent call last): ..."."""
        msg = f"Caught {self.exc_type.__name__} {self.where}.\nOriginal {self.exc_msg}"
        if self.exc_type is KeyError:
            raise KeyError(_KeyErrorMessage(msg))
        try:
            exception = self.exc_type(msg)
        except Exception:
            raise RuntimeError(msg) from None
        raise exception


class _KeyErrorMessage(str):
    """A KeyError argument that prints as itself (KeyError shows its argument's repr)."""

    def __repr__(self) -> str:
        return str(self)


class ManagerWatchdog:
    """Whether the process that started this worker is still alive."""

    def __init__(self) -> None:
        self.manager_pid = os.getppid()
        self.manager_dead = False

    def is_alive(self) -> bool:
        if not self.manager_dead:
            self.manager_dead = os.getppid() != self.manager_pid
        return not self.manager_dead


def create_fetcher(
    iterable: bool, dataset: Any, auto_collation: bool, collate_fn: Any, drop_last: bool
) -> Any:
    """The fetcher for a map-style or an iterable-style dataset."""
    kind = IterableDatasetFetcher if iterable else MapDatasetFetcher
    return kind(dataset, auto_collation, collate_fn, drop_last)


def _seed_everything(base_seed: int, worker_id: int) -> int:
    """Seed Python's, glasstorch's and numpy's global RNGs for this worker."""
    seed = base_seed + worker_id
    random.seed(seed)
    at.manual_seed(seed)
    np.random.seed(np.random.SeedSequence([worker_id, base_seed % 2**64]).generate_state(4))
    return seed


def _encode(task: Any, data: Any, worker_id: int) -> bytes:
    """The result message, pickled here so that a batch that cannot be pickled is reported
    as an error instead of being lost in the queue's feeder thread."""
    try:
        return bytes(ForkingPickler.dumps((task, data)))
    except Exception:
        wrapped = ExceptionWrapper(where=f"in DataLoader worker process {worker_id}")
        return bytes(ForkingPickler.dumps((task, wrapped)))


def worker_loop(
    iterable: bool,
    dataset: Any,
    index_queue: Any,
    data_queue: Any,
    done_event: Any,
    auto_collation: bool,
    collate_fn: Any,
    drop_last: bool,
    base_seed: int,
    init_fn: Any,
    worker_id: int,
    num_workers: int,
) -> None:
    """The body of a worker process (see the module docstring)."""
    global _worker_info
    try:
        seed = _seed_everything(base_seed, worker_id)
        _worker_info = WorkerInfo(id=worker_id, num_workers=num_workers, seed=seed, dataset=dataset)
        init_exception = None
        fetcher = None
        try:
            if init_fn is not None:
                init_fn(worker_id)
            fetcher = create_fetcher(iterable, dataset, auto_collation, collate_fn, drop_last)
        except Exception:
            init_exception = ExceptionWrapper(where=f"in DataLoader worker process {worker_id}")
        iteration_end = False
        watchdog = ManagerWatchdog()
        while watchdog.is_alive():
            try:
                message = index_queue.get(timeout=MP_STATUS_CHECK_INTERVAL)
            except queue.Empty:
                continue
            if isinstance(message, ResumeIteration):
                data_queue.put(_encode(message, None, worker_id))
                iteration_end = False
                fetcher = create_fetcher(iterable, dataset, auto_collation, collate_fn, drop_last)
                continue
            if message is None:  # the main process is done with this worker
                break
            if done_event.is_set() or iteration_end:
                continue  # draining: the main process is shutting down or this epoch is over
            task, keys = message
            data: Any
            if init_exception is not None:
                data, init_exception = init_exception, None
            else:
                try:
                    data = fetcher.fetch(keys)  # type: ignore[union-attr]
                except Exception as e:
                    if isinstance(e, StopIteration) and iterable:
                        data = IterableDatasetStopIteration(worker_id)
                        iteration_end = True
                    else:
                        where = f"in DataLoader worker process {worker_id}"
                        data = ExceptionWrapper(where=where)
            data_queue.put(_encode(task, data, worker_id))
            del data, keys, message
    except KeyboardInterrupt:
        pass  # the main process sees it and shuts the workers down
    finally:
        _worker_info = None
    if done_event.is_set():
        data_queue.cancel_join_thread()
        data_queue.close()
