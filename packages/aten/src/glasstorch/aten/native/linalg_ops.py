"""Matrix products: ``mm``, ``bmm``, ``mv``, ``dot``, the ``add*`` forms, ``outer``,
``matmul`` and ``tensordot``.

Mirrors ``native/LinearAlgebra.cpp``, ``Blas.cpp`` and ``Linear.cpp``. The BLAS-like
operators are structured (a meta function with PyTorch's checks and messages, an impl
over ``numpy.matmul``; half precision accumulates in float32, as PyTorch's opmath does).
``matmul``, ``outer`` and ``tensordot`` are CompositeImplicitAutograd decompositions into
them and the view operators, exactly as in PyTorch, so autograd differentiates the pieces.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import bool_

from ..structured import TensorMeta, resize_output
from ..type_utils import type_meta_name
from ._lazy import ops
from .dim_utils import wrap_dim_list
from .tensor_iterator import common_device, not_implemented_for, type_name

__all__ = [
    "addbmm_out",
    "addmm_out",
    "addmv_out",
    "baddbmm_out",
    "bmm_out",
    "dot_out",
    "ger",
    "ger_out",
    "matmul",
    "matmul_out",
    "meta_addbmm",
    "meta_addmm",
    "meta_addmv",
    "meta_baddbmm",
    "meta_bmm",
    "meta_dot",
    "meta_mm",
    "meta_mv",
    "mm_out",
    "mv_out",
    "outer",
    "outer_out",
    "tensordot",
    "tensordot_out",
]


# -- helpers --------------------------------------------------------------------------------------
def _sizes(t: Any) -> tuple[int, ...]:
    return t._impl.sizes


def _check_expandable(sizes: Sequence[int], target: Sequence[int]) -> None:
    """``expand``'s rule (size-1 or equal dims, aligned right) with PyTorch's message."""
    if len(sizes) > len(target):
        raise RuntimeError(
            f"expand: the number of sizes provided ({len(target)}) must be greater or equal to "
            f"the number of dimensions in the tensor ({len(sizes)})"
        )
    offset = len(target) - len(sizes)
    for i, size in enumerate(sizes):
        if size != 1 and size != target[offset + i]:
            raise RuntimeError(
                f"The expanded size of the tensor ({target[offset + i]}) must match the existing "
                f"size ({size}) at non-singleton dimension {offset + i}.  Target sizes: "
                f"{list(target)}.  Tensor sizes: {list(sizes)}"
            )


def _arrays(kernel: str, *tensors: Any) -> list[np.ndarray]:
    """The operands as arrays of the accumulation dtype (float32 for half precision)."""
    dtype = tensors[0]._impl.dtype
    if dtype is bool_:
        raise not_implemented_for(kernel, dtype)
    arrays = [t._array() for t in tensors]
    if dtype.is_floating_point and dtype.itemsize < 4:
        return [a.astype(np.float32) for a in arrays]
    return arrays


def _scaled_sum(prod: np.ndarray, self: np.ndarray | None, beta: Any, alpha: Any) -> np.ndarray:
    """``beta * self + alpha * prod``; ``beta == 0`` ignores ``self`` (even its NaNs)."""
    kind = prod.dtype.type
    if alpha != 1:
        prod = prod * kind(alpha)
    if self is None or beta == 0:
        return prod
    return prod + (self if beta == 1 else self * kind(beta))


def _write(out: Any, values: np.ndarray) -> None:
    np.copyto(out._array(), values, casting="unsafe")


def _matmul_into(out: Any, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``a @ b`` written straight into ``out`` when it can be (same dtype, no overlap with
    the operands), else through a temporary; returns the array holding the product."""
    target = out._array()
    if (
        target.dtype == np.result_type(a, b)
        and not np.may_share_memory(target, a)
        and not np.may_share_memory(target, b)
    ):
        return np.matmul(a, b, out=target)
    product = np.matmul(a, b)
    _write(out, product)
    return out._array()


def _meta(sizes: Sequence[int], like: Any, *tensors: Any) -> TensorMeta:
    return TensorMeta(tuple(sizes), like._impl.dtype, common_device(tensors))


# -- mm / bmm / mv / dot --------------------------------------------------------------------------
def _check_same_dtype_mm(a: Any, b: Any) -> None:
    if a._impl.dtype is not b._impl.dtype:
        raise RuntimeError(
            "expected m1 and m2 to have the same dtype, but got: "
            f"{type_meta_name(a._impl.dtype)} != {type_meta_name(b._impl.dtype)}"
        )


def _check_mm_shapes(a: Sequence[int], b: Sequence[int]) -> None:
    if a[1] != b[0]:
        raise RuntimeError(
            f"mat1 and mat2 shapes cannot be multiplied ({a[0]}x{a[1]} and {b[0]}x{b[1]})"
        )


def meta_mm(self: Any, mat2: Any) -> TensorMeta:
    if self.dim() != 2:
        raise RuntimeError("self must be a matrix")
    if mat2.dim() != 2:
        raise RuntimeError("mat2 must be a matrix")
    _check_mm_shapes(_sizes(self), _sizes(mat2))
    _check_same_dtype_mm(self, mat2)
    return _meta((_sizes(self)[0], _sizes(mat2)[1]), self, self, mat2)


def mm_out(self: Any, mat2: Any, out: Any) -> None:
    a, b = _arrays("addmm_impl_cpu_", self, mat2)
    _matmul_into(out, a, b)


def _check_bmm(batch1: Any, batch2: Any) -> tuple[int, int, int]:
    if batch1.dim() != 3:
        raise RuntimeError("batch1 must be a 3D tensor")
    if batch2.dim() != 3:
        raise RuntimeError("batch2 must be a 3D tensor")
    bs, rows, inner = _sizes(batch1)
    if _sizes(batch2)[:2] != (bs, inner):
        raise RuntimeError(
            f"Expected size for first two dimensions of batch2 tensor to be: [{bs}, {inner}] "
            f"but got: [{_sizes(batch2)[0]}, {_sizes(batch2)[1]}]."
        )
    if batch1._impl.dtype is not batch2._impl.dtype:
        raise RuntimeError(
            f"expected scalar type {type_name(batch1._impl.dtype)} but found "
            f"{type_name(batch2._impl.dtype)}"
        )
    return bs, rows, _sizes(batch2)[2]


def meta_bmm(self: Any, mat2: Any) -> TensorMeta:
    return _meta(_check_bmm(self, mat2), mat2, self, mat2)


def bmm_out(self: Any, mat2: Any, out: Any) -> None:
    a, b = _arrays("bmm", self, mat2)
    _write(out, np.matmul(a, b))


def _check_addmv(self: Any, mat: Any, vec: Any) -> None:
    if not (mat.dim() == 2 and vec.dim() == 1 and self.dim() <= 1):
        raise RuntimeError(
            f"vector + matrix @ vector expected, got {self.dim()}, {mat.dim()}, {vec.dim()}"
        )
    (n, m), k = _sizes(mat), _sizes(vec)[0]
    numel = self._impl.numel()
    if m != k or (numel != n and numel != 1):
        got = _sizes(self)[0] if self.dim() else 1
        raise RuntimeError(f"size mismatch, got input ({got}), mat ({n}x{m}), vec ({k})")
    dtypes = [t._impl.dtype for t in (self, mat, vec)]
    if len(set(dtypes)) != 1:
        raise RuntimeError(
            "addmv input tensors must have the same dtype, but got "
            f"{type_name(dtypes[0])}, {type_name(dtypes[1])}, and {type_name(dtypes[2])}"
        )


def meta_mv(self: Any, vec: Any) -> TensorMeta:
    """``mv`` is ``addmv`` into a fresh vector, so its checks and messages are addmv's."""
    if not (self.dim() == 2 and vec.dim() == 1):
        raise RuntimeError(f"vector + matrix @ vector expected, got 1, {self.dim()}, {vec.dim()}")
    (n, m), k = _sizes(self), _sizes(vec)[0]
    if m != k:
        raise RuntimeError(f"size mismatch, got input ({n}), mat ({n}x{m}), vec ({k})")
    mat, v = type_name(self._impl.dtype), type_name(vec._impl.dtype)
    if mat != v:
        raise RuntimeError(
            f"addmv input tensors must have the same dtype, but got {v}, {mat}, and {v}"
        )
    return _meta((n,), vec, self, vec)


def mv_out(self: Any, vec: Any, out: Any) -> None:
    a, b = _arrays("addmv_impl_cpu", self, vec)
    _write(out, np.matmul(a, b))


def meta_dot(self: Any, tensor: Any) -> TensorMeta:
    if self.dim() != 1 or tensor.dim() != 1:
        raise RuntimeError(
            f"1D tensors expected, but got {self.dim()}D and {tensor.dim()}D tensors"
        )
    if self._impl.dtype is not tensor._impl.dtype:
        raise RuntimeError(
            "dot : expected both vectors to have same dtype, but found "
            f"{type_name(self._impl.dtype)} and {type_name(tensor._impl.dtype)}"
        )
    n, m = self._impl.numel(), tensor._impl.numel()
    if n != m:
        raise RuntimeError(
            f"inconsistent tensor size, expected tensor [{n}] and src [{m}] to have the same "
            f"number of elements, but got {n} and {m} elements respectively"
        )
    return _meta((), self, self, tensor)


def dot_out(self: Any, tensor: Any, out: Any) -> None:
    a, b = _arrays("dot", self, tensor)
    _write(out, np.dot(a, b))


# -- addmm / addmv / baddbmm / addbmm -------------------------------------------------------------
def meta_addmm(self: Any, mat1: Any, mat2: Any, beta: Any, alpha: Any) -> TensorMeta:
    for a, b, what in ((self, mat2, "self and mat2"), (mat1, mat2, "mat1 and mat2")):
        if a._impl.dtype is not b._impl.dtype:
            raise RuntimeError(
                f"{what} must have the same dtype, but got {type_name(a._impl.dtype)} and "
                f"{type_name(b._impl.dtype)}"
            )
    for t, name in ((mat1, "mat1"), (mat2, "mat2")):
        if t.dim() != 2:
            raise RuntimeError(f"{name} must be a matrix, got {t.dim()}-D tensor")
    _check_mm_shapes(_sizes(mat1), _sizes(mat2))
    sizes = (_sizes(mat1)[0], _sizes(mat2)[1])
    _check_expandable(_sizes(self), sizes)
    return _meta(sizes, mat1, self, mat1, mat2)


def addmm_out(self: Any, mat1: Any, mat2: Any, beta: Any, alpha: Any, out: Any) -> None:
    s, a, b = _arrays("addmm_impl_cpu_", self, mat1, mat2)
    target = out._array()
    if target.dtype != np.result_type(a, b) or (beta != 0 and np.may_share_memory(target, s)):
        # half precision accumulates in float32 and rounds once; addmm_ reads self as it writes
        _write(out, _scaled_sum(np.matmul(a, b), s, beta, alpha))
        return
    product = _matmul_into(out, a, b)  # then scale and add in place: no temporaries
    if alpha != 1:
        product *= product.dtype.type(alpha)
    if beta != 0:
        np.add(
            product, s if beta == 1 else s * product.dtype.type(beta), out=product, casting="unsafe"
        )


def meta_addmv(self: Any, mat: Any, vec: Any, beta: Any, alpha: Any) -> TensorMeta:
    _check_addmv(self, mat, vec)
    return _meta(_sizes(mat)[:1], vec, self, mat, vec)


def addmv_out(self: Any, mat: Any, vec: Any, beta: Any, alpha: Any, out: Any) -> None:
    s, a, b = _arrays("addmv_impl_cpu", self, mat, vec)
    _write(out, _scaled_sum(np.matmul(a, b), s, beta, alpha))


def meta_baddbmm(self: Any, batch1: Any, batch2: Any, beta: Any, alpha: Any) -> TensorMeta:
    sizes = _check_bmm(batch1, batch2)
    _check_expandable(_sizes(self), sizes)
    if self._impl.dtype is not batch1._impl.dtype:
        names = [type_meta_name(t._impl.dtype) for t in (self, batch1, batch2)]
        raise RuntimeError(
            f"Input dtypes must be the same, got: input {names[0]}, batch1: {names[1]}, "
            f"batch2: {names[2]}"
        )
    return _meta(sizes, batch2, self, batch1, batch2)


def baddbmm_out(self: Any, batch1: Any, batch2: Any, beta: Any, alpha: Any, out: Any) -> None:
    s, a, b = _arrays("baddbmm", self, batch1, batch2)
    _write(out, _scaled_sum(np.matmul(a, b), s, beta, alpha))


def meta_addbmm(self: Any, batch1: Any, batch2: Any, beta: Any, alpha: Any) -> TensorMeta:
    if batch1.dim() != 3:
        raise RuntimeError("batch1 must be a 3D tensor")
    if batch2.dim() != 3:
        raise RuntimeError("batch2 must be a 3D tensor")
    (b1, n, k1), (b2, k2, p) = _sizes(batch1), _sizes(batch2)
    if b1 != b2:
        raise RuntimeError(f"batch1 and batch2 must have same number of batches, got {b1} and {b2}")
    if k1 != k2:
        raise RuntimeError(f"Incompatible matrix sizes for bmm ({n}x{k1} and {k2}x{p})")
    _check_same_dtype_mm(batch1, batch2)
    _check_expandable(_sizes(self), (n, p))
    return _meta((n, p), self, self, batch1, batch2)


def addbmm_out(self: Any, batch1: Any, batch2: Any, beta: Any, alpha: Any, out: Any) -> None:
    s, a, b = _arrays("addmm_impl_cpu_", self, batch1, batch2)
    prod = np.matmul(a, b).sum(axis=0, dtype=np.result_type(a, b))
    _write(out, _scaled_sum(prod, s, beta, alpha))


# -- outer ----------------------------------------------------------------------------------------
def _check_1d(t: Any, name: str, fn: str) -> None:
    if t.dim() != 1:
        raise RuntimeError(f"{fn}: Expected 1-D argument {name}, but got {t.dim()}-D")


def outer(self: Any, vec2: Any) -> Any:
    """``self[:, None] * vec2``: the outer product of two vectors."""
    _check_1d(self, "self", "outer")
    _check_1d(vec2, "vec2", "outer")
    column = ops.reshape.call(self, (_sizes(self)[0], 1))
    return ops.mul_Tensor.call(column, vec2)


def outer_out(self: Any, vec2: Any, out: Any) -> Any:
    _check_1d(self, "self", "outer")
    _check_1d(vec2, "vec2", "outer")
    column = ops.reshape.call(self, (_sizes(self)[0], 1))
    return ops.mul_out.call(column, vec2, out)


def ger(self: Any, vec2: Any) -> Any:
    """The old name of :func:`outer`."""
    return outer(self, vec2)


def ger_out(self: Any, vec2: Any, out: Any) -> Any:
    warnings.warn(
        "torch.ger is deprecated and will be removed in a future PyTorch release. Use "
        "torch.outer instead.",
        UserWarning,
        stacklevel=3,
    )
    return outer_out(self, vec2, out)


# -- matmul ---------------------------------------------------------------------------------------
def matmul(self: Any, other: Any) -> Any:
    """The matrix product with NumPy's rules for 1-D operands and broadcast batch dims.

    1-D·1-D is ``dot``, 2-D·1-D ``mv``, 2-D·2-D ``mm``; a batched left operand against a
    matrix or vector folds its batch into the rows of one ``mm``/``mv``; everything else
    broadcasts the batch dimensions and runs one ``bmm``.
    """
    d1, d2 = self.dim(), other.dim()
    if d1 == 0 or d2 == 0:
        raise RuntimeError(
            f"both arguments to matmul need to be at least 1D, but they are {d1}D and {d2}D"
        )
    if d1 == 1 and d2 == 1:
        return ops.dot.call(self, other)
    if d1 == 2 and d2 == 1:
        return ops.mv.call(self, other)
    if d1 == 1 and d2 == 2:
        return ops.squeeze_dim.call(ops.mm.call(ops.unsqueeze.call(self, 0), other), 0)
    if d1 == 2 and d2 == 2:
        return ops.mm.call(self, other)
    if d1 >= 3 and d2 <= 2:
        rows = _sizes(self)[:-1]
        folded = ops.reshape.call(self, (math.prod(rows), _sizes(self)[-1]))
        if d2 == 2:
            return ops._unsafe_view.call(ops.mm.call(folded, other), (*rows, _sizes(other)[1]))
        return ops._unsafe_view.call(ops.mv.call(folded, other), rows)
    return _batched_matmul(self, other)


def _batched_matmul(self: Any, other: Any) -> Any:
    from .tensor_iterator import broadcast_shapes

    d1, d2 = self.dim(), other.dim()
    s1, s2 = _sizes(self), _sizes(other)
    n = s1[-2] if d1 > 1 else 1
    m2, p = (s2[-2], s2[-1]) if d2 > 1 else (s2[0], 1)
    batch = broadcast_shapes(s1[:-2], s2[:-2])
    count = math.prod(batch)
    left = ops.expand.call(self, (*batch, n, s1[-1]), False)
    left = ops.reshape.call(left, (count, n, s1[-1]))
    if d2 == 1:
        right = ops.reshape.call(ops.expand.call(other, (*batch, m2), False), (count, m2, 1))
    else:
        right = ops.reshape.call(ops.expand.call(other, (*batch, m2, p), False), (count, m2, p))
    shape = (*batch, *((n,) if d1 > 1 else ()), *((p,) if d2 > 1 else ()))
    return ops._unsafe_view.call(ops.bmm.call(left, right), shape)


def matmul_out(self: Any, other: Any, out: Any) -> Any:
    result = matmul(self, other)
    impl = result._impl
    resize_output(out, TensorMeta(impl.sizes, impl.dtype, impl.device))
    return ops.copy_.call(out, result, False)


# -- tensordot ------------------------------------------------------------------------------------
def tensordot(self: Any, other: Any, dims_self: Sequence[int], dims_other: Sequence[int]) -> Any:
    """Contract ``dims_self`` of ``self`` with ``dims_other`` of ``other`` (one ``mm``)."""
    if len(dims_self) != len(dims_other):
        raise RuntimeError("both dimension lists should have same length")
    if self._impl.dtype is not other._impl.dtype:
        raise RuntimeError("both inputs should have same dtype")
    c1, c2 = wrap_dim_list(dims_self, self.dim()), wrap_dim_list(dims_other, other.dim())
    t1, t2, contracted = self, other, 1
    for d1, d2 in zip(c1, c2, strict=True):
        n1, n2 = _sizes(self)[d1], _sizes(other)[d2]
        if n2 == 1:  # a broadcast dimension is summed away at once
            t1 = ops.sum_dim_IntList.call(t1, (d1,), True, None)
        elif n1 == 1:
            t2 = ops.sum_dim_IntList.call(t2, (d2,), True, None)
        elif n1 != n2:
            raise RuntimeError(
                f"contracted dimensions need to match, but first has size {n1} in dim {d1} "
                f"and second has size {n2} in dim {d2}"
            )
        else:
            contracted *= n1
    free1 = [d for d in range(self.dim()) if d not in c1]
    free2 = [d for d in range(other.dim()) if d not in c2]
    rows = [_sizes(t1)[d] for d in free1]
    cols = [_sizes(t2)[d] for d in free2]
    left = ops.reshape.call(ops.permute.call(t1, (*free1, *c1)), (math.prod(rows), contracted))
    right = ops.reshape.call(ops.permute.call(t2, (*c2, *free2)), (contracted, math.prod(cols)))
    return ops.reshape.call(ops.mm.call(left, right), (*rows, *cols))


def tensordot_out(
    self: Any, other: Any, dims_self: Sequence[int], dims_other: Sequence[int], out: Any
) -> Any:
    result = tensordot(self, other, dims_self, dims_other)
    if result._impl.dtype is not out._impl.dtype:
        raise RuntimeError(
            f"tensordot: Expected the output tensor to have dtype {type_name(result._impl.dtype)}"
            f", but got an output tensor with dtype {type_name(out._impl.dtype)}"
        )
    impl = result._impl
    resize_output(out, TensorMeta(impl.sizes, impl.dtype, impl.device))
    return ops.copy_.call(out, result, False)
