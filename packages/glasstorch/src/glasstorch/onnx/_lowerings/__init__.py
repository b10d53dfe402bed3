"""aten -> ONNX lowerings, one module per operator family; :data:`LOWERINGS` is the table."""

from . import (  # noqa: F401 - each module registers its lowerings
    activation,
    creation,
    indexing,
    linear,
    norm,
    pointwise,
    pooling,
    recurrent,
    reduction,
    shape,
)
from ._registry import LOWERINGS, lowering

__all__ = ["LOWERINGS", "lowering"]
