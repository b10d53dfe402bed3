"""The DataLoader iterator that loads in worker processes.

Mirrors ``_MultiProcessingDataLoaderIter`` in ``torch/utils/data/dataloader.py``:

- each worker has its own index queue; all send results to one result queue;
- task ``i`` (the i-th batch of keys) goes to the next active worker, round robin, with at
  most ``prefetch_factor * num_workers`` tasks outstanding;
- results arriving out of order wait in ``_task_info`` until their turn, so batches come
  out in sampler order;
- a worker's exception is re-raised here with its traceback; a dead worker or a
  ``timeout`` without data raises RuntimeError and shuts the workers down;
- workers stop (``None`` on their queue, then join, then terminate if need be) when the
  pass ends, or when the iterator is collected: the processes and queues live in a
  :class:`_WorkerPool` shut down by a ``weakref.finalize``, which also works when the
  iterator dies inside a reference cycle (a traceback holding it), where a ``__del__``
  could run after the queues' pipes were already closed.
"""

from __future__ import annotations

import itertools
import pickle
import queue
import weakref
from typing import Any

from ._utils.worker import (
    MP_STATUS_CHECK_INTERVAL,
    ExceptionWrapper,
    IterableDatasetStopIteration,
    ResumeIteration,
    worker_loop,
)
from .dataloader import DataLoader, _BaseDataLoaderIter, _default_context

__all__ = ["_MultiProcessingDataLoaderIter"]


class _WorkerPool:
    """The worker processes, their index queues and the shared result queue."""

    def __init__(self, context: Any, num_workers: int, args: tuple[Any, ...]) -> None:
        self.result_queue = context.Queue()
        self.done_event = context.Event()
        self.index_queues: list[Any] = []
        self.workers: list[Any] = []
        self.stopped = [False] * num_workers  # whether each worker was told to exit
        iterable, dataset, auto_collation, collate_fn, drop_last, seed, init_fn = args
        try:
            for worker_id in range(num_workers):
                index_queue = context.Queue()
                index_queue.cancel_join_thread()  # never block exit on unsent indices
                worker = context.Process(
                    target=worker_loop,
                    args=(
                        iterable, dataset, index_queue, self.result_queue, self.done_event,
                        auto_collation, collate_fn, drop_last, seed, init_fn, worker_id,
                        num_workers,
                    ),
                    daemon=True,
                )  # fmt: skip
                worker.start()  # (spawn pickles the arguments here, and may fail)
                self.index_queues.append(index_queue)
                self.workers.append(worker)
        except BaseException:
            self.shutdown()
            raise

    def stop(self, worker_id: int) -> None:
        """Tell one worker to exit once it has answered what it was sent."""
        if not self.stopped[worker_id]:
            self.index_queues[worker_id].put(None)
            self.stopped[worker_id] = True

    def shutdown(self) -> None:
        """Stop every worker: signal, ask each to exit, join, and terminate stragglers."""
        try:
            self.done_event.set()
            for worker_id in range(len(self.index_queues)):
                self.stop(worker_id)
            for w in self.workers:
                w.join(timeout=MP_STATUS_CHECK_INTERVAL)
            for q in (*self.index_queues, self.result_queue):
                q.cancel_join_thread()
                q.close()
        finally:
            for w in self.workers:
                if w.is_alive():
                    w.terminate()
                    w.join(timeout=MP_STATUS_CHECK_INTERVAL)


class _MultiProcessingDataLoaderIter(_BaseDataLoaderIter):
    """Iterates once over the DataLoader (or once per epoch, with persistent workers)."""

    def __init__(self, loader: DataLoader[Any]) -> None:
        super().__init__(loader)
        self._prefetch_factor: int = loader.prefetch_factor  # type: ignore[assignment]
        self._in_order = loader.in_order
        if self._prefetch_factor <= 0:
            raise AssertionError("prefetch_factor must be greater than 0 for worker loading")
        context = loader.multiprocessing_context or _default_context()
        args = (self._iterable, self._dataset, self._auto_collation, self._collate_fn,
                self._drop_last, self._base_seed, loader.worker_init_fn)  # fmt: skip
        self._pool = pool = _WorkerPool(context, self._num_workers, args)
        self._workers = pool.workers
        self._finalizer = weakref.finalize(self, pool.shutdown)
        self._reset(loader, first_iter=True)

    @property
    def _shutdown(self) -> bool:
        return not self._finalizer.alive

    def _reset(self, loader: DataLoader[Any], first_iter: bool = False) -> None:
        super()._reset(loader, first_iter)
        self._send_idx = 0  # the next task to send
        self._rcvd_idx = 0  # the next task to yield
        # task -> (worker,) while outstanding, (worker, data) once it arrived out of order
        self._task_info: dict[int, tuple[Any, ...]] = {}
        self._tasks_outstanding = 0
        # Whether each worker has work this epoch (False once its iterable dataset ended).
        self._workers_status = [True] * self._num_workers
        self._workers_num_tasks = [0] * self._num_workers
        self._worker_queue_idx_cycle = itertools.cycle(range(self._num_workers))
        if not first_iter:  # persistent workers: restart every worker's fetcher
            for index_queue in self._pool.index_queues:
                index_queue.put(ResumeIteration())
            remaining = self._num_workers
            while remaining > 0:
                task, _ = self._get_data()
                if isinstance(task, ResumeIteration):
                    remaining -= 1
        for _ in range(self._prefetch_factor * self._num_workers):
            self._try_put_index()

    # -- receiving ----------------------------------------------------------------------------
    def _try_get_data(self, timeout: float = MP_STATUS_CHECK_INTERVAL) -> tuple[bool, Any]:
        """One wait on the result queue; on timeout, check that every active worker lives."""
        try:
            raw = self._pool.result_queue.get(timeout=timeout)
        except queue.Empty:
            failed = [
                w for i, w in enumerate(self._workers)
                if self._workers_status[i] and not w.is_alive()
            ]  # fmt: skip
            if failed:
                pids = ", ".join(str(w.pid) for w in failed)
                self._shutdown_workers()
                raise RuntimeError(
                    f"DataLoader worker (pid(s) {pids}) exited unexpectedly"
                ) from None
            return False, None
        return True, pickle.loads(raw)

    def _get_data(self) -> Any:
        if self._timeout > 0:
            success, data = self._try_get_data(self._timeout)
            if not success:
                self._shutdown_workers()
                raise RuntimeError(f"DataLoader timed out after {self._timeout} seconds")
            return data
        while True:
            success, data = self._try_get_data()
            if success:
                return data

    def _next_data(self) -> Any:
        while True:
            # Skip tasks of workers that ended their iterable dataset without answering them.
            while self._rcvd_idx < self._send_idx:
                info = self._task_info.get(self._rcvd_idx)
                if info:
                    if len(info) == 2 or self._workers_status[info[0]]:
                        break
                    del self._task_info[self._rcvd_idx]
                self._rcvd_idx += 1
            else:
                if not self._persistent_workers:
                    self._shutdown_workers()
                raise StopIteration
            if len(self._task_info[self._rcvd_idx]) == 2:  # arrived earlier, out of order
                worker_id, data = self._task_info.pop(self._rcvd_idx)
                self._rcvd_idx += 1
                return self._process_data(data, worker_id)
            if self._shutdown or self._tasks_outstanding <= 0:
                raise AssertionError("DataLoader iterator has no outstanding task to wait for")
            task, data = self._get_data()
            self._tasks_outstanding -= 1
            if isinstance(data, IterableDatasetStopIteration):
                if self._persistent_workers:
                    self._workers_status[data.worker_id] = False
                else:
                    self._mark_worker_as_unavailable(data.worker_id)
                self._try_put_index()
                continue
            if task != self._rcvd_idx:
                if self._in_order:
                    self._task_info[task] += (data,)
                    continue
                worker_id = self._task_info.pop(task)[0]
                return self._process_data(data, worker_id)
            worker_id = self._task_info.pop(task)[0]
            self._rcvd_idx += 1
            return self._process_data(data, worker_id)

    def _process_data(self, data: Any, worker_id: int) -> Any:
        self._workers_num_tasks[worker_id] -= 1
        self._try_put_index()
        if isinstance(data, ExceptionWrapper):
            data.reraise()
        return data

    # -- sending -------------------------------------------------------------------------------
    def _try_put_index(self) -> None:
        """Send the next batch of keys to the next active worker, if there is one."""
        max_tasks = self._prefetch_factor * self._num_workers
        if self._tasks_outstanding >= max_tasks:
            raise AssertionError("Number of outstanding tasks exceeded maximum allowed tasks")
        try:
            index = self._next_index()
        except StopIteration:
            return
        for _ in range(self._num_workers):
            worker_id = next(self._worker_queue_idx_cycle)
            if self._workers_status[worker_id] and (
                self._in_order
                or self._workers_num_tasks[worker_id] < max_tasks // sum(self._workers_status)
            ):
                break
        else:
            return  # every worker has finished its iterable dataset
        self._pool.index_queues[worker_id].put((self._send_idx, index))
        self._task_info[self._send_idx] = (worker_id,)
        self._workers_num_tasks[worker_id] += 1
        self._tasks_outstanding += 1
        self._send_idx += 1

    # -- shutting down -------------------------------------------------------------------------
    def _mark_worker_as_unavailable(self, worker_id: int) -> None:
        """Tell one worker to exit (its iterable dataset ended)."""
        self._pool.stop(worker_id)
        self._workers_status[worker_id] = False

    def _shutdown_workers(self) -> None:
        """Stop the workers now (at most once; the finalizer then has nothing left to do)."""
        self._finalizer()
