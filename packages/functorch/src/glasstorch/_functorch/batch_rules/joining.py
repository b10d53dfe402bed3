"""Batching rules of operators that join tensors (``cat``, ``stack``) and of the ``new_*``
factories, whose results are per batch element (so that writing batched values into them
works, as in functorch)."""

from __future__ import annotations

from typing import Any

from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ..batching import register
from ..dynamic_layers import VmapLayer
from .helpers import front, materialize, meta_like, wrap


def _cat(layer: VmapLayer, op: Any, tensors: Any, dim: int = 0) -> Any:
    phys = [front(t, layer) for t in tensors]
    # PyTorch skips 1-D empty tensors when the others have more dims (legacy behaviour)
    kept = [p for p in phys if not (p.rank == 1 and p.t._impl.sizes[-1] == 0)] or phys
    rank = kept[0].rank
    if rank == 0:
        op([meta_like(t) for t in tensors], dim)  # the operator's error for 0-dim tensors
    return wrap(
        op([materialize(p, layer.batch_size) for p in kept], maybe_wrap_dim(dim, rank) + 1), layer
    )


def _stack(layer: VmapLayer, op: Any, tensors: Any, dim: int = 0) -> Any:
    phys = [front(t, layer) for t in tensors]
    rank = phys[0].rank
    return wrap(
        op([materialize(p, layer.batch_size) for p in phys], maybe_wrap_dim(dim, rank + 1) + 1),
        layer,
    )


def _new_factory(layer: VmapLayer, op: Any, self: Any, size: Any, *rest: Any) -> Any:
    return wrap(op(front(self, layer).t, [layer.batch_size, *size], *rest), layer)


register("cat", _cat)
register("stack", _stack)
register(("new_zeros", "new_ones", "new_empty", "new_full"), _new_factory)
