"""The batching rules, one module per operator family; importing this registers them all
as ``FuncTorchBatched`` kernels."""

from . import indexing, joining, linalg, losses, nn, pointwise, random, reductions, views  # noqa: F401
