"""``glasstorch.sparse``: functions of sparse COO tensors (PyTorch's ``torch.sparse``)
and the legacy sparse tensor types (``torch.sparse.FloatTensor``)."""

from collections.abc import Sequence
from typing import Any

from glasstorch.aten._generated import ops as _ops
from glasstorch.aten.legacy_sparse_types import SPARSE_TENSOR_TYPES as _TYPES

BFloat16Tensor = _TYPES["BFloat16Tensor"]
ByteTensor = _TYPES["ByteTensor"]
CharTensor = _TYPES["CharTensor"]
DoubleTensor = _TYPES["DoubleTensor"]
FloatTensor = _TYPES["FloatTensor"]
HalfTensor = _TYPES["HalfTensor"]
IntTensor = _TYPES["IntTensor"]
LongTensor = _TYPES["LongTensor"]
ShortTensor = _TYPES["ShortTensor"]

__all__ = [
    "BFloat16Tensor",
    "ByteTensor",
    "CharTensor",
    "DoubleTensor",
    "FloatTensor",
    "HalfTensor",
    "IntTensor",
    "LongTensor",
    "ShortTensor",
    "addmm",
    "log_softmax",
    "mm",
    "softmax",
    "sum",
]


def mm(mat1: Any, mat2: Any) -> Any:
    """``mat1 @ mat2`` with a sparse COO ``mat1``: dense for a dense ``mat2``. The gradient
    of ``mat1`` is sparse, on ``mat1``'s entries (unlike ``torch.mm``'s dense one)."""
    return _ops._sparse_mm.call(mat1, mat2)


def addmm(mat: Any, mat1: Any, mat2: Any, beta: float = 1.0, alpha: float = 1.0) -> Any:
    """``beta * mat + alpha * (mat1 @ mat2)`` with a sparse ``mat1`` and dense ``mat``, ``mat2``."""
    return _ops.addmm.call(mat, mat1, mat2, beta, alpha)


def sum(input: Any, dim: int | Sequence[int] | None = None, dtype: Any = None) -> Any:  # noqa: A001
    """The sum over ``dim`` (every dim when None): sparse while sparse dims remain, else
    dense. The gradient is sparse, on ``input``'s entries."""
    if dtype is not None:
        input = input.to(dtype)
    dims = list(range(input.dim())) if dim is None else [dim] if isinstance(dim, int) else dim
    return _ops._sparse_sum_dim.call(input, list(dims))


def softmax(input: Any, dim: int, dtype: Any = None) -> Any:
    """Softmax along ``dim`` over the stored entries (unstored ones count as ``-inf``)."""
    if dtype is not None:
        input = input.to(dtype)
    return _ops._sparse_softmax.call(input, dim, False)


def log_softmax(input: Any, dim: int, dtype: Any = None) -> Any:
    """Log-softmax along ``dim`` over the stored entries (unstored ones count as ``-inf``)."""
    if dtype is not None:
        input = input.to(dtype)
    return _ops._sparse_log_softmax.call(input, dim, False)
