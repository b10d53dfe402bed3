"""``grouped_mm``: many matrix products at once, as Mixture-of-Experts layers need —
a batch of products (3-d by 3-d), or one operand sliced into groups along a dim by
``offs`` (int32 ends of each group). Checks and layouts are aten's; each group is an
aten ``matmul``, so autograd differentiates it."""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.aten.structured import scalar_type_name
from glasstorch.c10.core.scalar_type import bfloat16, float16, float32, int32

__all__ = ["grouped_mm"]

_TYPES = (float32, bfloat16, float16)


def _check_layout(mat: Tensor) -> None:
    """aten's ``check_valid_strides_and_return_transposed``: row- or column-major
    matrices whose leading stride is a multiple of 16 bytes."""
    strides, sizes = mat.stride(), mat.shape
    alignment = 16 // mat.element_size()
    last = mat.dim() - 1
    if strides[last - 1] == 1 and strides[last] >= max(1, sizes[last - 1]):
        leading = strides[last]
    elif strides[last] == 1 and strides[last - 1] >= max(1, sizes[last]):
        leading = strides[last - 1]
    else:
        raise RuntimeError(
            f"Invalid strides/sizes, got {list(strides)} for strides and {list(sizes)} for sizes"
        )
    if leading % alignment != 0:
        raise RuntimeError("strides should be multiple of 16 bytes")


def _check(mat_a: Tensor, mat_b: Tensor, offs: Tensor | None, bias: Tensor | None) -> None:
    for name, mat in (("mat_a", mat_a), ("mat_b", mat_b)):
        if mat.dtype not in _TYPES:
            raise RuntimeError(
                f"Expected {name} to be Float32, BFloat16 or Float16 matrix, got "
                f"{scalar_type_name(mat.dtype)}"
            )
    for name, mat in (("mat_a", mat_a), ("mat_b", mat_b)):
        if mat.dim() not in (2, 3):
            raise RuntimeError(f"{name} has to be 2 or 3d")
    if (mat_a.dim() == 3 or mat_b.dim() == 3) and mat_a.size(-1) != mat_b.size(-2):
        raise RuntimeError("contraction dimension of mat_a and mat_b must match")
    _check_layout(mat_a)
    _check_layout(mat_b)
    if (offs is not None) != (mat_a.dim() == 2 or mat_b.dim() == 2):
        raise RuntimeError(
            "Have to provide offsets if there is a 2d matrix, or no offset if both matrices are 3d"
        )
    if offs is not None:
        if offs.dim() != 1:
            raise RuntimeError("offs has to be 1D")
        if offs.dtype != int32:
            raise RuntimeError("Offsets have to be int32")
    if bias is not None:
        raise RuntimeError("Bias not supported yet")


def _groups(offs: Tensor) -> list[tuple[int, int]]:
    ends = [int(v) for v in offs.tolist()]
    return list(zip([0, *ends[:-1]], ends, strict=True))


def grouped_mm(
    mat_a: Tensor,
    mat_b: Tensor,
    *,
    offs: Tensor | None = None,
    bias: Tensor | None = None,
    out_dtype: Any = None,
) -> Tensor:
    """Grouped matrix products. 3-d x 3-d: ``bmm``. 2-d (M, K) x 3-d (G, K, N): rows of
    group g (up to ``offs[g]``) times ``mat_b[g]``; rows past ``offs[-1]`` are zero.
    3-d (G, M, K) x 2-d (K, N): ``mat_a[g]`` times the columns of group g. 2-d x 2-d:
    (G, M, N), the product over the K-slice of group g."""
    _check(mat_a, mat_b, offs, bias)
    if out_dtype is not None and out_dtype != mat_a.dtype:
        raise RuntimeError("Grouped gemm output dtype must match `mat_a` dtype")
    a_2d, b_2d = mat_a.dim() == 2, mat_b.dim() == 2
    if not a_2d and not b_2d:
        if mat_a.size(0) != mat_b.size(0):
            raise RuntimeError("batched dimension has to match")
        return at.matmul(mat_a, mat_b)
    assert offs is not None
    groups = _groups(offs)
    if a_2d and b_2d:
        products = [at.matmul(mat_a[:, s:e], mat_b[s:e]) for s, e in groups]
        if not products:
            return mat_a.new_zeros((0, mat_a.size(0), mat_b.size(1)))
        return at.stack(products)
    batched = mat_b if a_2d else mat_a
    if offs.size(0) != batched.size(0):
        raise RuntimeError("matrix batch sizes have to match")
    if a_2d:
        pieces = [at.matmul(mat_a[s:e], mat_b[g]) for g, (s, e) in enumerate(groups)]
        used = groups[-1][1] if groups else 0
        pieces.append(mat_a.new_zeros((mat_a.size(0) - used, mat_b.size(-1))))
        return at.cat(pieces, 0)
    pieces = [at.matmul(mat_a[g], mat_b[:, s:e]) for g, (s, e) in enumerate(groups)]
    used = groups[-1][1] if groups else 0
    pieces.append(mat_a.new_zeros((mat_a.size(1), mat_b.size(1) - used)))
    return at.cat(pieces, 1)
