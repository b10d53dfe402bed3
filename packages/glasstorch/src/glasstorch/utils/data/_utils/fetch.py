"""Fetchers: read the samples one DataLoader step asks for and collate them.

Mirrors ``torch/utils/data/_utils/fetch.py``; the same code runs in the main process and
in worker processes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["IterableDatasetFetcher", "MapDatasetFetcher"]


class _BaseDatasetFetcher:
    def __init__(
        self, dataset: Any, auto_collation: bool, collate_fn: Callable[..., Any], drop_last: bool
    ) -> None:
        self.dataset = dataset
        self.auto_collation = auto_collation
        self.collate_fn = collate_fn
        self.drop_last = drop_last

    def fetch(self, possibly_batched_index: Any) -> Any:
        raise NotImplementedError


class IterableDatasetFetcher(_BaseDatasetFetcher):
    """Takes the next ``len(batch)`` samples from the dataset's iterator (StopIteration at
    the end, or when ``drop_last`` and the last batch is short)."""

    def __init__(
        self, dataset: Any, auto_collation: bool, collate_fn: Callable[..., Any], drop_last: bool
    ) -> None:
        super().__init__(dataset, auto_collation, collate_fn, drop_last)
        self.dataset_iter = iter(dataset)
        self.ended = False

    def fetch(self, possibly_batched_index: Any) -> Any:
        if self.ended:
            raise StopIteration
        if not self.auto_collation:
            return self.collate_fn(next(self.dataset_iter))
        data = []
        for _ in possibly_batched_index:
            try:
                data.append(next(self.dataset_iter))
            except StopIteration:
                self.ended = True
                break
        if not data or (self.drop_last and len(data) < len(possibly_batched_index)):
            raise StopIteration
        return self.collate_fn(data)


class MapDatasetFetcher(_BaseDatasetFetcher):
    """Indexes the dataset with each key of the batch (or ``__getitems__`` for all at once)."""

    def fetch(self, possibly_batched_index: Any) -> Any:
        if not self.auto_collation:
            return self.collate_fn(self.dataset[possibly_batched_index])
        getitems = getattr(self.dataset, "__getitems__", None)
        if getitems:
            data = getitems(possibly_batched_index)
        else:
            data = [self.dataset[idx] for idx in possibly_batched_index]
        return self.collate_fn(data)
