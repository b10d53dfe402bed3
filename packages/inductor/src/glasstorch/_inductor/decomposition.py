"""Decompositions: composite aten operators rewritten into the core set Inductor lowers.

``decompositions`` maps an aten ``OpOverload`` to a Python function over aten calls.
The functions run on real tensors (tests compare them with the eager kernels) and, when
called with lowered values during lowering, every aten call inside them is lowered in
turn — so softmax becomes amax/sub/exp/sum/div nodes that fuse into one kernel.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from glasstorch.aten import ops as _ops_ns

from .utils import aten_overloads
from .virtualized import V

decompositions: dict[Any, Callable[..., Any]] = {}


class _RoutedOp:
    """An aten overload that lowers itself when called with lowered values."""

    __slots__ = ("op",)

    def __init__(self, op: Any) -> None:
        self.op = op

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        graph = V.graph
        if graph is not None and graph.is_lowered_call(args, kwargs):
            return graph.lower_call(self.op, args, kwargs)
        return self.op(*args, **kwargs)


class _RoutedPacket:
    __slots__ = ("packet",)

    def __init__(self, packet: Any) -> None:
        self.packet = packet

    def __getattr__(self, overload: str) -> _RoutedOp:
        return _RoutedOp(getattr(self.packet, overload))


class _RoutedNamespace:
    """``aten.<op>.<overload>`` as seen by decompositions."""

    def __getattr__(self, name: str) -> _RoutedPacket:
        return _RoutedPacket(getattr(_ops_ns.aten, name))


aten = _RoutedNamespace()


def register_decomposition(*targets: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
        for op in aten_overloads(*targets):
            decompositions[op] = fn
        return fn

    return wrap


def _dims(x: Any, dim: int) -> list[int]:
    return [dim % max(x.dim(), 1)]


@register_decomposition("_softmax.default")
def _softmax(x: Any, dim: int, half_to_float: bool = False) -> Any:
    shifted = aten.sub.Tensor(x, aten.amax.default(x, _dims(x, dim), True))
    e = aten.exp.default(shifted)
    return aten.div.Tensor(e, aten.sum.dim_IntList(e, _dims(x, dim), True))


@register_decomposition("softmax.int")
def softmax(x: Any, dim: int, dtype: Any = None) -> Any:
    if dtype is not None:
        x = aten._to_copy.default(x, dtype=dtype)
    return _softmax(x, dim)


@register_decomposition("_log_softmax.default")
def _log_softmax(x: Any, dim: int, half_to_float: bool = False) -> Any:
    shifted = aten.sub.Tensor(x, aten.amax.default(x, _dims(x, dim), True))
    total = aten.sum.dim_IntList(aten.exp.default(shifted), _dims(x, dim), True)
    return aten.sub.Tensor(shifted, aten.log.default(total))


@register_decomposition("log_softmax.int")
def log_softmax(x: Any, dim: int, dtype: Any = None) -> Any:
    if dtype is not None:
        x = aten._to_copy.default(x, dtype=dtype)
    return _log_softmax(x, dim)


@register_decomposition("_softmax_backward_data.default")
def _softmax_backward_data(grad: Any, out: Any, dim: int, input_dtype: Any) -> Any:
    go = aten.mul.Tensor(grad, out)
    return aten.sub.Tensor(go, aten.mul.Tensor(out, aten.sum.dim_IntList(go, [dim], True)))


@register_decomposition("_log_softmax_backward_data.default")
def _log_softmax_backward_data(grad: Any, out: Any, dim: int, input_dtype: Any) -> Any:
    total = aten.sum.dim_IntList(grad, [dim], True)
    return aten.sub.Tensor(grad, aten.mul.Tensor(aten.exp.default(out), total))


@register_decomposition("native_layer_norm.default")
def native_layer_norm(
    x: Any, normalized_shape: Sequence[int], weight: Any, bias: Any, eps: float
) -> tuple[Any, Any, Any]:
    dims = list(range(x.dim() - len(normalized_shape), x.dim()))
    mean = aten.mean.dim(x, dims, True)
    centered = aten.sub.Tensor(x, mean)
    var = aten.mean.dim(aten.mul.Tensor(centered, centered), dims, True)
    rstd = aten.rsqrt.default(aten.add.Tensor(var, eps))
    out = aten.mul.Tensor(centered, rstd)
    if weight is not None:
        out = aten.mul.Tensor(out, weight)
    if bias is not None:
        out = aten.add.Tensor(out, bias)
    return out, mean, rstd


@register_decomposition("layer_norm.default")
def layer_norm(
    x: Any,
    normalized_shape: Sequence[int],
    weight: Any = None,
    bias: Any = None,
    eps: float = 1e-5,
    cudnn_enable: bool = True,
) -> Any:
    return native_layer_norm(x, normalized_shape, weight, bias, eps)[0]


@register_decomposition("gelu.default")
def gelu(x: Any, *, approximate: str = "none") -> Any:
    if approximate == "tanh":
        inner = aten.add.Tensor(x, aten.mul.Tensor(aten.pow.Tensor_Tensor(x, 3), 0.044715))
        t = aten.tanh.default(aten.mul.Tensor(inner, math.sqrt(2 / math.pi)))
    else:
        t = aten.erf.default(aten.mul.Tensor(x, 1 / math.sqrt(2)))
    return aten.mul.Tensor(aten.mul.Tensor(x, 0.5), aten.add.Tensor(t, 1))


@register_decomposition("gelu_backward.default")
def gelu_backward(grad: Any, x: Any, *, approximate: str = "none") -> Any:
    if approximate == "tanh":
        k = math.sqrt(2 / math.pi)
        x2 = aten.mul.Tensor(x, x)
        inner = aten.mul.Tensor(
            aten.mul.Tensor(x, aten.add.Tensor(aten.mul.Tensor(x2, 0.044715), 1)), k
        )
        t = aten.tanh.default(inner)
        dinner = aten.mul.Tensor(aten.add.Tensor(aten.mul.Tensor(x2, 3 * 0.044715), 1), k)
        left = aten.mul.Tensor(aten.add.Tensor(t, 1), 0.5)
        sech2 = aten.rsub.Tensor(aten.mul.Tensor(t, t), 1)
        right = aten.mul.Tensor(aten.mul.Tensor(aten.mul.Tensor(x, 0.5), sech2), dinner)
        return aten.mul.Tensor(grad, aten.add.Tensor(left, right))
    cdf = aten.mul.Tensor(
        aten.add.Tensor(aten.erf.default(aten.mul.Tensor(x, 1 / math.sqrt(2))), 1), 0.5
    )
    pdf = aten.mul.Tensor(
        aten.exp.default(aten.mul.Tensor(aten.mul.Tensor(x, x), -0.5)), 1 / math.sqrt(2 * math.pi)
    )
    return aten.mul.Tensor(grad, aten.add.Tensor(cdf, aten.mul.Tensor(x, pdf)))


@register_decomposition("addmm.default")
def addmm(bias: Any, a: Any, b: Any, *, beta: Any = 1, alpha: Any = 1) -> Any:
    product = aten.mm.default(a, b)
    if alpha != 1:
        product = aten.mul.Tensor(product, alpha)
    if beta == 0:
        return product
    return aten.add.Tensor(product, bias if beta == 1 else aten.mul.Tensor(bias, beta))


@register_decomposition("linear.default")
def linear(x: Any, weight: Any, bias: Any = None) -> Any:
    w = aten.t.default(weight)
    if x.dim() == 2:
        out = aten.mm.default(x, w)
    else:
        flat = aten.view.default(x, [-1, x.shape[-1]])
        out = aten.view.default(aten.mm.default(flat, w), [*x.shape[:-1], w.shape[-1]])
    return out if bias is None else aten.add.Tensor(out, bias)


def _apply_reduction(loss: Any, reduction: int) -> Any:
    if reduction == 1:
        return aten.mean.default(loss)
    if reduction == 2:
        return aten.sum.default(loss)
    return loss


@register_decomposition("mse_loss.default")
def mse_loss(x: Any, target: Any, reduction: int = 1) -> Any:
    diff = aten.sub.Tensor(x, target)
    return _apply_reduction(aten.mul.Tensor(diff, diff), reduction)


@register_decomposition("mse_loss_backward.default")
def mse_loss_backward(grad: Any, x: Any, target: Any, reduction: int) -> Any:
    scale = 2.0 / _numel(x) if reduction == 1 else 2.0
    return aten.mul.Tensor(aten.mul.Tensor(aten.sub.Tensor(x, target), scale), grad)


def _numel(x: Any) -> int:
    n = 1
    for s in x.shape:
        n *= s
    return n


@register_decomposition("silu.default")
def silu(x: Any) -> Any:
    return aten.mul.Tensor(x, aten.sigmoid.default(x))


@register_decomposition("silu_backward.default")
def silu_backward(grad: Any, x: Any) -> Any:
    s = aten.sigmoid.default(x)
    return aten.mul.Tensor(
        grad, aten.mul.Tensor(s, aten.add.Tensor(aten.mul.Tensor(x, aten.rsub.Tensor(s, 1)), 1))
    )


@register_decomposition("sigmoid_backward.default")
def sigmoid_backward(grad: Any, y: Any) -> Any:
    return aten.mul.Tensor(grad, aten.mul.Tensor(y, aten.rsub.Tensor(y, 1)))


@register_decomposition("tanh_backward.default")
def tanh_backward(grad: Any, y: Any) -> Any:
    return aten.mul.Tensor(grad, aten.rsub.Tensor(aten.mul.Tensor(y, y), 1))


@register_decomposition("threshold_backward.default")
def threshold_backward(grad: Any, x: Any, threshold: Any) -> Any:
    return aten.where.self(aten.le.Tensor(x, threshold), 0.0, grad)


@register_decomposition("leaky_relu.default")
def leaky_relu(x: Any, negative_slope: Any = 0.01) -> Any:
    return aten.where.self(aten.gt.Tensor(x, 0), x, aten.mul.Tensor(x, negative_slope))


@register_decomposition("var.correction")
def var(x: Any, dim: Any = None, *, correction: Any = None, keepdim: bool = False) -> Any:
    if isinstance(dim, int):
        dim = [dim]
    dims = list(range(x.dim())) if dim is None or len(dim) == 0 else [d % x.dim() for d in dim]
    count = 1
    for d in dims:
        count *= x.shape[d]
    centered = aten.sub.Tensor(x, aten.mean.dim(x, dims, True))
    total = aten.sum.dim_IntList(aten.mul.Tensor(centered, centered), dims, keepdim)
    c = 1 if correction is None else correction
    return aten.div.Tensor(total, max(count - c, 0))


@register_decomposition("std.correction")
def std(x: Any, dim: Any = None, *, correction: Any = None, keepdim: bool = False) -> Any:
    return aten.sqrt.default(var(x, dim, correction=correction, keepdim=keepdim))


def get_decompositions(targets: Sequence[Any] | None = None) -> dict[Any, Callable[..., Any]]:
    """The table (or the part of it for ``targets``), as PyTorch's ``get_decompositions``."""
    if targets is None:
        return dict(decompositions)
    return {t: decompositions[t] for t in targets if t in decompositions}
