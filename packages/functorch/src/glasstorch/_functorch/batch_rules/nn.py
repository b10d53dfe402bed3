"""Batching rules of neural-network operators: convolution, embedding, normalization,
pooling and padding.

Most fold the vmap batch into a dimension the operator already treats independently:
the sample dim N (pooling, padding, a convolution of batched inputs), the channels
(a convolution of batched weights runs as a grouped convolution, one group per batch
element; batch norm normalizes each (element, channel) pair as a channel of its own).
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten._generated import ops
from glasstorch.aten._runtime import wrap_scalar

from ..batching import register
from ..dynamic_layers import VmapLayer
from .helpers import (
    Phys,
    align,
    batch_in_front,
    front,
    is_tensor,
    materialize,
    meta_like,
    wrap,
    wrap_all,
)


# -- convolution ----------------------------------------------------------------------------------
def _grouped_weight(w: Any, batch: int, groups: int) -> Any:
    """Weights ``(B, O, C/g, *k)`` as ``(g * B * O/g, C/g, *k)``: group-major, so that a
    convolution with ``groups`` groups gives each group all batch elements' filters."""
    sizes = w._impl.sizes
    out_channels, rest = sizes[1], list(sizes[2:])
    if groups == 1:
        return ops.reshape.call(w, [batch * out_channels, *rest])
    split = ops.reshape.call(w, [batch, groups, out_channels // groups, *rest])
    return ops.reshape.call(ops.transpose_int.call(split, 0, 1), [-1, *rest])


def _ungroup_output(out: Any, batch: int, groups: int) -> Any:
    """``(N, g * B * O/g, *s)`` from :func:`_grouped_weight` back to ``(B, N, O, *s)``."""
    sizes = out._impl.sizes
    n, channels, spatial = sizes[0], sizes[1], list(sizes[2:])
    split = ops.reshape.call(out, [n, groups, batch, channels // (groups * batch), *spatial])
    order = ops.permute.call(split, [2, 0, 1, *range(3, 4 + len(spatial))])
    return ops.reshape.call(order, [batch, n, channels // batch, *spatial])


def _convolution(
    layer: VmapLayer, op: Any, input: Any, weight: Any, bias: Any, stride: Any, padding: Any,
    dilation: Any, transposed: bool, output_padding: Any, groups: int,
) -> Any:  # fmt: skip
    batch = layer.batch_size
    x, w = front(input, layer), front(weight, layer)
    b = front(bias, layer) if bias is not None else None
    args = (stride, padding, dilation, transposed, output_padding)
    if w.batched and transposed:
        return NotImplemented
    if not w.batched:
        inner_bias = bias if b is None or not b.batched else None
        if x.batched:  # the batch folded into N
            out = op(
                ops.reshape.call(x.t, [-1, *x.t._impl.sizes[2:]]), w.t, inner_bias, *args, groups
            )
            out = ops.reshape.call(out, [batch, -1, *out._impl.sizes[1:]])
        else:  # only the bias is batched
            out = ops.unsqueeze.call(op(x.t, w.t, None, *args, groups), 0)
        if inner_bias is not None or b is None:
            return wrap(out, layer)
    elif not x.batched:
        out = op(x.t, _grouped_weight(w.t, batch, groups), None, *args, groups)
        out = _ungroup_output(out, batch, groups)
    else:  # both: (N, B * C, *s) against (B * O, C/g, *k), B * g groups
        xs = x.t._impl.sizes
        channels_first = ops.transpose_int.call(x.t, 0, 1)
        folded = ops.reshape.call(channels_first, [xs[1], batch * xs[2], *xs[3:]])
        out = op(folded, _grouped_weight(w.t, batch, 1), None, *args, groups * batch)
        out = _ungroup_output(out, batch, 1)
    if b is not None:
        spatial = len(out._impl.sizes) - 3
        bias_phys = b.t if b.batched else ops.unsqueeze.call(b.t, 0)
        shaped = ops.reshape.call(bias_phys, [bias_phys._impl.sizes[0], 1, -1, *([1] * spatial)])
        out = ops.add_Tensor.call(out, shaped, 1)
    return wrap(out, layer)


# -- embedding ------------------------------------------------------------------------------------
def _embedding(
    layer: VmapLayer, op: Any, weight: Any, indices: Any, padding_idx: int = -1,
    scale_grad_by_freq: bool = False, sparse: bool = False,
) -> Any:  # fmt: skip
    w, i = front(weight, layer), front(indices, layer)
    if not w.batched:
        return wrap(op(w.t, i.t, padding_idx, scale_grad_by_freq, sparse), layer)
    batch, rows = layer.batch_size, w.t._impl.sizes[1]
    idx = materialize(i, batch)
    offsets = ops.arange.call(batch, idx._impl.dtype, None, idx._impl.device, None)
    offsets = ops.view.call(
        ops.mul_Tensor.call(offsets, wrap_scalar(rows)), [batch, *([1] * i.rank)]
    )
    flat = ops.reshape.call(w.t, [batch * rows, *w.t._impl.sizes[2:]])
    out = op(flat, ops.add_Tensor.call(idx, offsets, 1), -1, scale_grad_by_freq, sparse)
    if padding_idx >= 0:  # the padding row's value, but no gradient to it
        mask = ops.unsqueeze.call(ops.eq_Tensor.call(idx, wrap_scalar(padding_idx)), -1)
        out = ops.where_self.call(mask, out.detach(), out)
    return wrap(out, layer)


# -- normalization --------------------------------------------------------------------------------
def _affine(out: Any, weight: Phys | None, bias: Phys | None, view: Any) -> Any:
    """``out * weight + bias`` (``out`` physical, batch dim first), each parameter shaped
    by ``view`` to broadcast as its logical self would."""
    for param, combine in ((weight, ops.mul_Tensor.call), (bias, _add)):
        if param is not None:
            out = combine(*align([Phys(out, True), view(param)]))
    return out


def _add(a: Any, b: Any) -> Any:
    return ops.add_Tensor.call(a, b, 1)


def _layer_norm(
    layer: VmapLayer, op: Any, input: Any, normalized_shape: Any, weight: Any, bias: Any, eps: float
) -> Any:
    batch = layer.batch_size
    x = front(input, layer)
    w = front(weight, layer) if weight is not None else None
    b = front(bias, layer) if bias is not None else None
    if not (w is not None and w.batched or b is not None and b.batched):
        return wrap_all(op(materialize(x, batch), normalized_shape, weight, bias, eps), layer)
    out, mean, rstd = op(materialize(x, batch), normalized_shape, None, None, eps)
    return wrap_all((_affine(out, w, b, lambda p: p), mean, rstd), layer)


def _channels_view(rank: int) -> Any:
    """Per-channel parameters (logical ``[C]``) viewed against a logical ``[N, C, *s]``."""
    ones = [1] * (rank - 2)

    def view(p: Phys) -> Phys:
        if p.batched:
            return Phys(ops.reshape.call(p.t, [p.t._impl.sizes[0], 1, -1, *ones]), True)
        return Phys(ops.reshape.call(p.t, [-1, *ones]), False)

    return view


def _group_norm(
    layer: VmapLayer, op: Any, input: Any, weight: Any, bias: Any, n: int, c: int, hxw: int,
    group: int, eps: float,
) -> Any:  # fmt: skip
    batch = layer.batch_size
    x = materialize(front(input, layer), batch)
    w = front(weight, layer) if weight is not None else None
    b = front(bias, layer) if bias is not None else None
    per_element = w is not None and w.batched or b is not None and b.batched
    sizes = x._impl.sizes
    folded = ops.reshape.call(x, [batch * n, *sizes[2:]])
    inner_weight, inner_bias = (None, None) if per_element else (weight, bias)
    out, mean, rstd = op(folded, inner_weight, inner_bias, batch * n, c, hxw, group, eps)
    out = ops.reshape.call(out, list(sizes))
    if per_element:
        out = _affine(out, w, b, _channels_view(len(sizes) - 1))
    mean, rstd = (ops.reshape.call(t, [batch, n, group]) for t in (mean, rstd))
    return wrap_all((out, mean, rstd), layer)


_BATCH_NORM_STATS = (
    "Batch norm got a batched tensor as input while the running_mean or running_var, which "
    "will be updated in place, were not batched.\nIf you are using a module and do not need "
    "eval mode, please set `track_running_stats` to be False.If you are using a prebuilt "
    "module and do not need eval mode, please see the functorch website for resources on how "
    "to patch your module to work with vmap"
)


def _batch_norm(
    layer: VmapLayer, op: Any, input: Any, weight: Any, bias: Any, running_mean: Any,
    running_var: Any, training: bool, momentum: float, eps: float,
) -> Any:  # fmt: skip
    """Each (batch element, channel) pair normalized as a channel of its own."""
    batch = layer.batch_size
    stats = [front(s, layer) if s is not None else None for s in (running_mean, running_var)]
    if training and any(s is not None and not s.batched for s in stats):
        raise RuntimeError(_BATCH_NORM_STATS)
    x = materialize(front(input, layer), batch)
    sizes = x._impl.sizes  # (B, N, C, *s)
    channels = sizes[2]
    folded = ops.reshape.call(
        ops.transpose_int.call(x, 0, 1), [sizes[1], batch * channels, *sizes[3:]]
    )

    def flat(value: Any) -> Any:
        if value is None:
            return None
        return ops.reshape.call(materialize(front(value, layer), batch), [batch * channels])

    flat_stats = [flat(s) for s in (running_mean, running_var)]
    out, save_mean, save_invstd = op(
        folded, flat(weight), flat(bias), *flat_stats, training, momentum, eps
    )
    for stat, updated in zip(stats, flat_stats, strict=True):
        if training and stat is not None:  # the update may have gone to a copy
            ops.copy_.call(stat.t, ops.reshape.call(updated, [batch, channels]), False)
    out = ops.reshape.call(out, [sizes[1], batch, channels, *sizes[3:]])
    out = ops.transpose_int.call(out, 0, 1)
    saved = [
        ops.reshape.call(t, [batch, -1]) if t._impl.numel() else ops.new_empty.call(t, [batch, 0])
        for t in (save_mean, save_invstd)
    ]
    return wrap_all((out, *saved), layer)


# -- pooling, padding, upsampling -----------------------------------------------------------------
def _fold_into_n(unbatched_rank: int) -> Any:
    """Operators on ``(N, C, *s)`` or unbatched ``(C, *s)`` inputs: the vmap batch becomes
    N (or is folded into it); every tensor argument is such an input."""

    def rule(layer: VmapLayer, op: Any, *args: Any) -> Any:
        batch = layer.batch_size
        values = list(args)
        tensors = [i for i, a in enumerate(values) if is_tensor(a)]
        rank = len(values[tensors[0]]._impl.sizes)
        if rank not in (unbatched_rank, unbatched_rank + 1):
            op(*[meta_like(a) if is_tensor(a) else a for a in values])  # the operator's error
            return NotImplemented
        for i in tensors:
            t = materialize(front(values[i], layer), batch)
            values[i] = (
                t if rank == unbatched_rank else ops.reshape.call(t, [-1, *t._impl.sizes[2:]])
            )
        result = op(*values)
        if rank == unbatched_rank:
            return wrap_all(result, layer)
        outs = result if isinstance(result, tuple) else (result,)
        unfolded = tuple(ops.reshape.call(o, [batch, -1, *o._impl.sizes[1:]]) for o in outs)
        return wrap_all(unfolded if isinstance(result, tuple) else unfolded[0], layer)

    return rule


def _one_hot(layer: VmapLayer, op: Any, self: Any, num_classes: int = -1) -> Any:
    if num_classes < 0:  # the class count would depend on the data of every element
        return NotImplemented
    return wrap(op(front(self, layer).t, num_classes), layer)


register("convolution", _convolution)
register("embedding", _embedding)
register("native_layer_norm", _layer_norm)
register("native_group_norm", _group_norm)
register("native_batch_norm", _batch_norm)
register(
    (
        "max_pool2d_with_indices", "max_pool2d_with_indices_backward", "avg_pool2d",
        "avg_pool2d_backward", "_adaptive_avg_pool2d", "_adaptive_avg_pool2d_backward",
        "reflection_pad2d", "reflection_pad2d_backward", "replication_pad2d",
        "replication_pad2d_backward", "upsample_nearest2d", "upsample_nearest2d.vec",
        "upsample_bilinear2d", "upsample_bilinear2d.vec",
    ),
    _fold_into_n(3),
)  # fmt: skip
register(
    (
        "reflection_pad1d", "reflection_pad1d_backward", "replication_pad1d",
        "replication_pad1d_backward",
    ),
    _fold_into_n(2),
)  # fmt: skip
register("constant_pad_nd", batch_in_front)
register("one_hot", _one_hot)
