"""Map-style DataPipes: ``SequenceWrapper`` and ``.map``, ``.batch``
(``torch/utils/data/datapipes/map``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ._decorator import functional_datapipe
from .datapipe import DataChunk, MapDataPipe

__all__ = ["MapBatcher", "MapMapper", "SequenceWrapper"]


class SequenceWrapper(MapDataPipe):
    """A sequence as a MapDataPipe."""

    def __init__(self, sequence: Sequence[Any], deepcopy: bool = True) -> None:
        import copy

        self.sequence = copy.deepcopy(sequence) if deepcopy else sequence

    def __getitem__(self, index: Any) -> Any:
        return self.sequence[index]

    def __len__(self) -> int:
        return len(self.sequence)


@functional_datapipe("map")
class MapMapper(MapDataPipe):
    """``fn`` applied to each item as it is read."""

    def __init__(self, datapipe: MapDataPipe, fn: Callable[[Any], Any]) -> None:
        self.datapipe, self.fn = datapipe, fn

    def __getitem__(self, index: Any) -> Any:
        return self.fn(self.datapipe[index])

    def __len__(self) -> int:
        return len(self.datapipe)  # type: ignore[arg-type]


@functional_datapipe("batch")
class MapBatcher(MapDataPipe):
    """Item ``i`` is the ``i``-th batch of ``batch_size`` consecutive items."""

    def __init__(
        self,
        datapipe: MapDataPipe,
        batch_size: int,
        drop_last: bool = False,
        wrapper_class: type = DataChunk,
    ) -> None:
        if batch_size <= 0:
            raise AssertionError("Batch size is required to be larger than 0!")
        self.datapipe, self.batch_size = datapipe, batch_size
        self.drop_last, self.wrapper_class = drop_last, wrapper_class

    def __getitem__(self, index: int) -> Any:
        n = len(self.datapipe)  # type: ignore[arg-type]
        if not 0 <= index < len(self):
            raise IndexError(f"Index {index} is out of bound.")
        start = index * self.batch_size
        return self.wrapper_class(
            [self.datapipe[i] for i in range(start, min(start + self.batch_size, n))]
        )

    def __len__(self) -> int:
        n = len(self.datapipe)  # type: ignore[arg-type]
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)
