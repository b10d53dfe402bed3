"""Batching rules of the losses: computed without reduction on the physical tensors, then
reduced per batch element (``'mean'``/``'sum'`` over each element's own values).

``nll_loss_forward`` folds the vmap batch into its sample dim; the mean divides each
element's summed loss by that element's total target weight, as the loss of one element
alone would.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten._generated import ops
from glasstorch.aten._runtime import wrap_scalar

from ..batching import register
from ..dynamic_layers import VmapLayer
from .helpers import align, front, is_tensor, materialize, wrap

NONE, MEAN, SUM = 0, 1, 2


def _per_element(losses: Any, batch: int, reduction: int) -> Any:
    """Unreduced losses (batch dim first) reduced within each batch element."""
    if reduction == NONE:
        return losses
    flat = ops.reshape.call(losses, [batch, -1])
    if reduction == SUM:
        return ops.sum_dim_IntList.call(flat, [1], False, None)
    return ops.mean_dim.call(flat, [1], False, None)


def _elementwise_loss(reduction_index: int) -> Any:
    """Losses over aligned tensors (``mse_loss``, ``binary_cross_entropy`` ...) whose
    ``reduction`` is argument ``reduction_index``."""

    def rule(layer: VmapLayer, op: Any, *args: Any) -> Any:
        values = list(args)
        tensors = [i for i, a in enumerate(values) if is_tensor(a)]
        aligned = align([front(values[i], layer) for i in tensors])
        for i, t in zip(tensors, aligned, strict=True):
            values[i] = t
        reduction = values[reduction_index]
        values[reduction_index] = NONE
        return wrap(_per_element(op(*values), layer.batch_size, reduction), layer)

    return rule


def _nll_loss_forward(
    layer: VmapLayer, op: Any, self: Any, target: Any, weight: Any, reduction: int,
    ignore_index: int,
) -> Any:  # fmt: skip
    if weight is not None and front(weight, layer).batched:
        return NotImplemented
    batch = layer.batch_size
    x = materialize(front(self, layer), batch)  # (B, N, C) or (B, C)
    t = materialize(front(target, layer), batch)  # (B, N) or (B,)
    classes = x._impl.sizes[-1]
    flat_t = ops.reshape.call(t, [-1])
    losses, _ = op(ops.reshape.call(x, [-1, classes]), flat_t, weight, NONE, ignore_index)
    losses = ops.reshape.call(losses, list(t._impl.sizes))
    counted = ops.ne_Tensor.call(flat_t, wrap_scalar(ignore_index))
    if weight is None:
        picked = ops._to_copy.call(counted, x._impl.dtype)
    else:
        safe = ops.where_self.call(counted, flat_t, wrap_scalar(0))
        picked = ops.mul_Tensor.call(ops.index_select.call(weight, 0, safe), counted)
    total = ops.sum_dim_IntList.call(ops.reshape.call(picked, [batch, -1]), [1], False, None)
    if reduction == NONE:
        return wrap(losses, layer), wrap(ops.zeros_like.call(total), layer)
    summed = _per_element(losses, batch, SUM)
    out = summed if reduction == SUM else ops.div_Tensor.call(summed, total)
    return wrap(out, layer), wrap(total, layer)


register("nll_loss_forward", _nll_loss_forward)
register(("mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss"), _elementwise_loss(2))
register("binary_cross_entropy", _elementwise_loss(3))
register("binary_cross_entropy_with_logits", _elementwise_loss(4))
