"""What batching rules share: physical tensors with the batch dim in front, and their
alignment for broadcasting.

Mirrors functorch's ``BatchRulesHelper``. A rule turns each argument into a
:class:`Phys` — the physical tensor, with the layer's batch dim moved to the front when
it has one — computes on those (the layer is popped, so these are ordinary operator
calls), and wraps the results with :func:`wrap` (batch dim 0).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from glasstorch.aten._generated import ops
from glasstorch.c10.core.device import Device
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ..batched_tensor import BatchedTensorImpl, add_batch_dim
from ..dynamic_layers import VmapLayer

__all__ = [
    "Phys",
    "align",
    "batch_in_front",
    "front",
    "is_tensor",
    "logical_rank",
    "materialize",
    "meta_like",
    "move_to_front",
    "pad",
    "remap_dim",
    "remap_dims",
    "wrap",
    "wrap_all",
]


_META = Device("meta")


class Phys(NamedTuple):
    """A physical tensor and whether its dim 0 is the layer's batch dim."""

    t: Any
    batched: bool

    @property
    def rank(self) -> int:
        """The logical rank (the batch dim not counted)."""
        return len(self.t._impl.sizes) - self.batched


def is_tensor(value: Any) -> bool:
    return hasattr(value, "_impl")


def move_to_front(t: Any, dim: int) -> Any:
    """``t`` with dim ``dim`` moved to position 0 (a view)."""
    if dim == 0:
        return t
    order = list(range(len(t._impl.sizes)))
    del order[dim]
    return ops.permute.call(t, [dim, *order])


def front(value: Any, layer: VmapLayer) -> Phys:
    """The physical tensor of ``value`` at ``layer``, batch dim first if batched."""
    impl = value._impl
    if impl.__class__ is BatchedTensorImpl and impl.layer is layer:
        return Phys(move_to_front(impl.value, impl.bdim), True)
    return Phys(value, False)


def logical_rank(value: Any) -> int:
    return len(value._impl.sizes)


def materialize(p: Phys, batch_size: int) -> Any:
    """``p``'s tensor with a batch dim in front, expanded (a view) when it had none."""
    if p.batched:
        return p.t
    sizes = p.t._impl.sizes
    return ops.expand.call(ops.unsqueeze.call(p.t, 0), [batch_size, *sizes])


def pad(p: Phys, rank: int) -> Any:
    """``p``'s tensor with size-1 dims after the batch dim up to logical rank ``rank``, so
    that it broadcasts against unbatched tensors as its logical self would."""
    t = p.t
    missing = rank - p.rank
    if not p.batched or missing <= 0:
        return t
    sizes = t._impl.sizes
    return ops.view.call(t, [sizes[0], *([1] * missing), *sizes[1:]])


def align(ps: Sequence[Phys]) -> list[Any]:
    """The tensors of ``ps`` padded to one logical rank: broadcasting them together gives
    the logical broadcast with the batch dim in front."""
    rank = max(p.rank for p in ps)
    return [pad(p, rank) for p in ps]


def remap_dim(dim: int, rank: int) -> int:
    """A logical dim (possibly negative) as the physical dim behind a front batch dim."""
    return maybe_wrap_dim(dim, rank) + 1


def remap_dims(dims: Sequence[int], rank: int) -> list[int]:
    return [maybe_wrap_dim(d, rank) + 1 for d in dims]


def wrap(t: Any, layer: VmapLayer, bdim: int = 0) -> Any:
    """A physical result as a BatchedTensor of ``layer``."""
    return add_batch_dim(t, bdim, layer)


def wrap_all(result: Any, layer: VmapLayer, bdim: int = 0) -> Any:
    """:func:`wrap` every tensor of a result (a tensor, or a tuple or list of them)."""
    if result.__class__ is tuple or result.__class__ is list:
        return result.__class__(wrap_all(r, layer, bdim) for r in result)
    if result is None:
        return None
    return add_batch_dim(result, bdim, layer)


def meta_like(value: Any) -> Any:
    """An empty Meta tensor with ``value``'s logical shape and dtype: running an operator on
    it checks the logical arguments and raises the operator's own errors."""
    impl = value._impl
    return ops.empty_memory_format.call(list(impl.sizes), impl.dtype, None, _META)


def batch_in_front(layer: VmapLayer, op: Any, self: Any, *rest: Any) -> Any:
    """The rule of operators on the last dims of any number of leading dims (``tril``,
    padding, matrix decompositions): ``self``'s batch dim in front is one more leading dim.
    Other tensor arguments batched as well are left to the loop."""
    p = front(self, layer)
    if not p.batched or any(is_tensor(r) and front(r, layer).batched for r in rest):
        return NotImplemented
    return wrap_all(op(p.t, *rest), layer)
