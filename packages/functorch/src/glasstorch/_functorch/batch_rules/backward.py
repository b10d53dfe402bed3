"""Batching rules of the backward operators that autograd's formulas call, for
``jacrev``/``hessian``, which run backward passes with a batched ``grad_output``.

These operators are linear in ``grad_output``. The losses' are also diagonal in it (each
element of the result scales with one element of ``grad_output``), so the result for a
batch of gradients is the result for ones, scaled. ``convolution_backward`` folds the
batch into the channels as a grouped convolution, as the forward rule does; the others
fold it into a dim their operator treats independently. Other tensors batched as well
are left to the loop.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten._generated import ops

from ..batching import register
from ..dynamic_layers import VmapLayer
from .helpers import front, is_tensor, materialize, move_to_front, wrap, wrap_all


def _only_first_batched(layer: VmapLayer, args: tuple[Any, ...]) -> bool:
    return not any(is_tensor(a) and front(a, layer).batched for a in args[1:])


def _scaled_loss_grad(layer: VmapLayer, op: Any, grad_output: Any, *rest: Any) -> Any:
    """``op(g, ...) = g * op(1, ...)`` elementwise (a row per element of ``g`` for
    ``nll_loss`` without reduction)."""
    if not _only_first_batched(layer, (grad_output, *rest)):
        return NotImplemented
    g = front(grad_output, layer).t
    impl = grad_output._impl
    base = op(ops.ones.call(list(impl.sizes), impl.dtype, None, impl.device, None), *rest)
    missing = len(base._impl.sizes) - len(impl.sizes)
    if missing > 0:
        g = ops.reshape.call(g, [*g._impl.sizes, *([1] * missing)])
    return wrap(ops.mul_Tensor.call(g, base), layer)


def _embedding_dense_backward(
    layer: VmapLayer, op: Any, grad_output: Any, indices: Any, *rest: Any
) -> Any:
    """The batch folded into the embedding dim: ``(B, *idx, D)`` as ``(*idx, B * D)``."""
    if front(indices, layer).batched:
        return NotImplemented
    g = front(grad_output, layer).t
    batch, dim = layer.batch_size, g._impl.sizes[-1]
    folded = ops.reshape.call(ops.movedim_int.call(g, 0, -2), [*g._impl.sizes[1:-1], -1])
    out = ops.reshape.call(op(folded, indices, *rest), [-1, batch, dim])
    return wrap(out, layer, 1)


def _layer_norm_backward(
    layer: VmapLayer, op: Any, grad_out: Any, input: Any, normalized_shape: Any, mean: Any,
    rstd: Any, weight: Any, bias: Any, output_mask: Any,
) -> Any:  # fmt: skip
    """Leading dims are independent: the batch is one more, for the input's gradient
    (the parameters' gradients sum over the leading dims, so they go to the loop)."""
    if output_mask[1] and weight is not None or output_mask[2] and bias is not None:
        return NotImplemented
    if any(p is not None and front(p, layer).batched for p in (weight, bias)):
        return NotImplemented
    batch = layer.batch_size
    tensors = [materialize(front(t, layer), batch) for t in (grad_out, input, mean, rstd)]
    g, x, m, s = tensors
    grad_input, _, _ = op(g, x, normalized_shape, m, s, weight, bias, [True, False, False])
    return wrap(grad_input, layer), None, None


def _convolution_backward(
    layer: VmapLayer, op: Any, grad_output: Any, input: Any, weight: Any, bias_sizes: Any,
    stride: Any, padding: Any, dilation: Any, transposed: bool, output_padding: Any,
    groups: int, output_mask: Any,
) -> Any:  # fmt: skip
    """One grouped ``convolution_backward``: batch element ``b`` of each tensor becomes
    group block ``b`` of the channels (the forward rule's layout)."""
    if transposed:
        return NotImplemented
    batch = layer.batch_size

    def channels(t: Any) -> Any:  # (B, N, C, *s) -> (N, B * C, *s)
        sizes = t._impl.sizes
        return ops.reshape.call(ops.transpose_int.call(t, 0, 1), [sizes[1], -1, *sizes[3:]])

    g = channels(materialize(front(grad_output, layer), batch))
    x = channels(materialize(front(input, layer), batch))
    w = materialize(front(weight, layer), batch)
    w_sizes = w._impl.sizes
    w = ops.reshape.call(w, [-1, *w_sizes[2:]])
    sizes = None if bias_sizes is None else [batch * bias_sizes[0]]
    grad_input, grad_weight, grad_bias = op(
        g, x, w, sizes, stride, padding, dilation, False, output_padding, groups * batch,
        output_mask,
    )  # fmt: skip
    if grad_input is not None:
        gi = grad_input._impl.sizes
        unfolded = ops.reshape.call(grad_input, [gi[0], batch, -1, *gi[2:]])
        grad_input = move_to_front(unfolded, 1)
    if grad_weight is not None:
        grad_weight = ops.reshape.call(grad_weight, list(w_sizes))
    if grad_bias is not None:
        grad_bias = ops.reshape.call(grad_bias, [batch, -1])
    return wrap_all((grad_input, grad_weight, grad_bias), layer)


register(
    ("nll_loss_backward", "mse_loss_backward", "smooth_l1_loss_backward",
     "huber_loss_backward", "binary_cross_entropy_backward"),
    _scaled_loss_grad,
)  # fmt: skip
register("embedding_dense_backward", _embedding_dense_backward)
register("native_layer_norm_backward", _layer_norm_backward)
register("convolution_backward", _convolution_backward)
