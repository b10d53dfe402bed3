"""Batching rules of matrix products and of linear algebra on the last two dims.

Every product goes through one physical ``matmul`` (:func:`matmul_phys`): a vector
operand gets a size-1 dim to be a matrix, a batched operand gets size-1 dims after its
batch dim up to the larger logical rank, so the batch dim broadcasts as a leading batch
dimension of ``matmul``. ``addmm``-style operators add ``beta * self`` to the product;
``linear`` multiplies by the transposed weight and adds the bias. Decompositions,
inverses and the like work on any number of leading dims, the batch dim being one more.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten._generated import ops
from glasstorch.aten._runtime import wrap_scalar

from ..batching import register
from ..dynamic_layers import VmapLayer
from .helpers import Phys, align, batch_in_front, front, materialize, meta_like, pad, wrap

__all__ = ["matmul_phys"]


def matmul_phys(a: Phys, b: Phys) -> Any:
    """``matmul`` of two logical operands given as physical tensors (batch dim first where
    batched); returns the physical product, batch dim first."""
    ta, tb = a.t, b.t
    if a.rank == 1 and b.rank == 1:
        if a.batched and b.batched:
            inner = ops.bmm.call(ops.unsqueeze.call(ta, 1), ops.unsqueeze.call(tb, 2))
            return ops.reshape.call(inner, [ta._impl.sizes[0]])
        return ops.mv.call(ta, tb) if a.batched else ops.mv.call(tb, ta)
    vector_a, vector_b = a.rank == 1, b.rank == 1
    if vector_a:
        a = Phys(ops.unsqueeze.call(ta, -2), a.batched)
    if vector_b:
        b = Phys(ops.unsqueeze.call(tb, -1), b.batched)
    rank = max(a.rank, b.rank)
    out = ops.matmul.call(pad(a, rank), pad(b, rank))
    if vector_a:
        out = ops.squeeze_dim.call(out, -2)
    if vector_b:
        out = ops.squeeze_dim.call(out, -1)
    return out


def _checked(ranks: tuple[int, ...], inner: tuple[int, int] | None = None) -> Any:
    """A rule for ``mm``/``bmm``/``mv``/``dot``: the logical ranks (and the sizes that must
    agree) are checked first, with the operator's own errors from a run on Meta tensors."""

    def rule(layer: VmapLayer, op: Any, self: Any, other: Any) -> Any:
        s, o = self._impl, other._impl
        ok = (len(s.sizes), len(o.sizes)) == ranks and s.dtype is o.dtype
        if ok and inner is not None:
            ok = s.sizes[inner[0]] == o.sizes[inner[1]]
        if ok and ranks == (3, 3):
            ok = s.sizes[0] == o.sizes[0]
        if not ok:
            op(meta_like(self), meta_like(other))
        return wrap(matmul_phys(front(self, layer), front(other, layer)), layer)

    return rule


def _matmul(layer: VmapLayer, op: Any, self: Any, other: Any) -> Any:
    if not self._impl.sizes or not other._impl.sizes:
        op(meta_like(self), meta_like(other))
    return wrap(matmul_phys(front(self, layer), front(other, layer)), layer)


def _plus_scaled(layer: VmapLayer, self: Any, product: Phys, beta: Any, alpha: Any) -> Any:
    """``beta * self + alpha * product`` (``self`` ignored when beta is 0), batch dim first."""
    if beta == 0:
        out = product.t if alpha == 1 else ops.mul_Tensor.call(product.t, wrap_scalar(alpha))
        return materialize(Phys(out, product.batched), layer.batch_size)
    s, prod = align([front(self, layer), product])
    if beta != 1:
        s = ops.mul_Tensor.call(s, wrap_scalar(beta))
    return ops.add_Tensor.call(s, prod, alpha)


def _addmm_like(summed: bool = False) -> Any:
    """``addmm``/``addmv``/``baddbmm`` (and ``addbmm``, whose products are summed)."""

    def rule(
        layer: VmapLayer, op: Any, self: Any, m1: Any, m2: Any, beta: Any = 1, alpha: Any = 1
    ) -> Any:
        p1, p2 = front(m1, layer), front(m2, layer)
        batched = p1.batched or p2.batched
        product = matmul_phys(p1, p2)
        if summed:
            product = ops.sum_dim_IntList.call(product, [1 if batched else 0], False, None)
        return wrap(_plus_scaled(layer, self, Phys(product, batched), beta, alpha), layer)

    return rule


def _linear(layer: VmapLayer, op: Any, input: Any, weight: Any, bias: Any = None) -> Any:
    w = front(weight, layer)
    if w.rank == 2:
        w = Phys(ops.transpose_int.call(w.t, -1, -2), w.batched)
    x = front(input, layer)
    out = Phys(matmul_phys(x, w), x.batched or w.batched)
    if bias is not None:
        out = Phys(ops.add_Tensor.call(*align([out, front(bias, layer)]), 1), True)
    return wrap(materialize(out, layer.batch_size), layer)


register("mm", _checked((2, 2), (1, 0)))
register("bmm", _checked((3, 3), (2, 1)))
register("mv", _checked((2, 1), (1, 0)))
register("dot", _checked((1, 1), (0, 0)))
register("matmul", _matmul)
register(("addmm", "addmv", "baddbmm"), _addmm_like())
register("addbmm", _addmm_like(summed=True))
register("linear", _linear)
register(
    (
        "linalg_inv", "linalg_inv_ex", "linalg_det", "linalg_slogdet", "linalg_cholesky",
        "linalg_cholesky_ex", "cholesky", "_linalg_svd", "linalg_eigh", "linalg_eig",
        "linalg_matrix_exp", "linalg_lu_factor_ex", "linalg_lu", "linalg_qr", "geqrf",
        "linalg_pinv.atol_rtol_tensor",
    ),
    batch_in_front,
)  # fmt: skip
