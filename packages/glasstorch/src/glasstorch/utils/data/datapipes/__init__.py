"""``torch.utils.data.datapipes``: composable datasets (``IterDataPipe``, ``MapDataPipe``)."""

from . import iter, map  # noqa: A004 - PyTorch's module names
from ._decorator import functional_datapipe, guaranteed_datapipes_determinism, non_deterministic
from .datapipe import DataChunk, IterDataPipe, MapDataPipe

__all__ = [
    "DataChunk",
    "IterDataPipe",
    "MapDataPipe",
    "functional_datapipe",
    "guaranteed_datapipes_determinism",
    "iter",
    "map",
    "non_deterministic",
]
