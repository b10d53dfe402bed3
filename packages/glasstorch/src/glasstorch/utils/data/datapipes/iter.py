"""Iterable DataPipes and their functional forms (``torch/utils/data/datapipes/iter``):
``IterableWrapper`` and ``.map``, ``.filter``, ``.batch``, ``.shuffle``, ``.sharding_filter``."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import glasstorch.aten as at
from glasstorch.c10.core.scalar_type import int64

from .._utils.worker import get_worker_info
from ._decorator import functional_datapipe
from .datapipe import DataChunk, IterDataPipe

__all__ = ["Batcher", "Filter", "IterableWrapper", "Mapper", "ShardingFilter", "Shuffler"]


class IterableWrapper(IterDataPipe):
    """Any iterable as an IterDataPipe."""

    def __init__(self, iterable: Iterable[Any], deepcopy: bool = True) -> None:
        self.iterable, self.deepcopy = iterable, deepcopy

    def __iter__(self) -> Iterator[Any]:
        source = self.iterable
        if self.deepcopy:
            import copy

            try:
                source = copy.deepcopy(source)
            except TypeError:
                pass  # an iterable that cannot be copied is iterated as it is
        yield from source

    def __len__(self) -> int:
        return len(self.iterable)  # type: ignore[arg-type]


@functional_datapipe("map")
class Mapper(IterDataPipe):
    """``fn`` applied to every item."""

    def __init__(self, datapipe: IterDataPipe, fn: Callable[[Any], Any]) -> None:
        self.datapipe, self.fn = datapipe, fn

    def __iter__(self) -> Iterator[Any]:
        for item in self.datapipe:
            yield self.fn(item)

    def __len__(self) -> int:
        return len(self.datapipe)  # type: ignore[arg-type]


@functional_datapipe("filter")
class Filter(IterDataPipe):
    """The items for which ``filter_fn`` is true."""

    def __init__(self, datapipe: IterDataPipe, filter_fn: Callable[[Any], bool]) -> None:
        self.datapipe, self.filter_fn = datapipe, filter_fn

    def __iter__(self) -> Iterator[Any]:
        for item in self.datapipe:
            if self.filter_fn(item):
                yield item


@functional_datapipe("batch")
class Batcher(IterDataPipe):
    """Consecutive items in batches of ``batch_size`` (``wrapper_class``, a DataChunk);
    the last, shorter batch is dropped with ``drop_last``."""

    def __init__(
        self,
        datapipe: IterDataPipe,
        batch_size: int,
        drop_last: bool = False,
        wrapper_class: type = DataChunk,
    ) -> None:
        if batch_size <= 0:
            raise AssertionError("Batch size is required to be larger than 0!")
        self.datapipe, self.batch_size = datapipe, batch_size
        self.drop_last, self.wrapper_class = drop_last, wrapper_class

    def __iter__(self) -> Iterator[Any]:
        batch: list[Any] = []
        for item in self.datapipe:
            batch.append(item)
            if len(batch) == self.batch_size:
                yield self.wrapper_class(batch)
                batch = []
        if batch and not self.drop_last:
            yield self.wrapper_class(batch)

    def __len__(self) -> int:
        n = len(self.datapipe)  # type: ignore[arg-type]
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)


@functional_datapipe("shuffle")
class Shuffler(IterDataPipe):
    """Items shuffled through a buffer of ``buffer_size``; each pass draws a new seed from
    glasstorch's global generator unless :meth:`set_seed` fixed one."""

    def __init__(self, datapipe: IterDataPipe, *, buffer_size: int = 10000,
                 unbatch_level: int = 0) -> None:  # fmt: skip
        if buffer_size <= 0:
            raise AssertionError("buffer_size should be larger than 0")
        if unbatch_level:
            raise ValueError("unbatch_level is not supported")
        self.datapipe, self.buffer_size = datapipe, buffer_size
        self._enabled = True
        self._seed: int | None = None

    def set_shuffle(self, shuffle: bool = True) -> Shuffler:
        self._enabled = shuffle
        return self

    def set_seed(self, seed: int) -> Shuffler:
        self._seed = seed
        return self

    def __iter__(self) -> Iterator[Any]:
        if not self._enabled:
            yield from self.datapipe
            return
        seed = self._seed
        if seed is None:
            seed = int(at.empty((), dtype=int64).random_().item())
        rng = random.Random(seed)
        buffer: list[Any] = []
        for item in self.datapipe:
            if len(buffer) == self.buffer_size:
                idx = rng.randint(0, len(buffer) - 1)
                item, buffer[idx] = buffer[idx], item
                yield item
            else:
                buffer.append(item)
        while buffer:
            idx = rng.randint(0, len(buffer) - 1)
            yield buffer.pop(idx)

    def __len__(self) -> int:
        return len(self.datapipe)  # type: ignore[arg-type]


@functional_datapipe("sharding_filter")
class ShardingFilter(IterDataPipe):
    """In a DataLoader worker, only the items that fall to this worker (round robin)."""

    def __init__(self, source_datapipe: IterDataPipe) -> None:
        self.source_datapipe = source_datapipe

    def __iter__(self) -> Iterator[Any]:
        info = get_worker_info()
        worker, count = (info.id, info.num_workers) if info is not None else (0, 1)
        for i, item in enumerate(self.source_datapipe):
            if i % count == worker:
                yield item
