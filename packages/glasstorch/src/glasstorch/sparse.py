"""``glasstorch.sparse``: products with sparse COO operands (PyTorch's ``torch.sparse``)."""

from typing import Any

from glasstorch.aten._generated import ops as _ops

__all__ = ["addmm", "mm"]


def mm(mat1: Any, mat2: Any) -> Any:
    """``mat1 @ mat2`` with a sparse COO ``mat1`` (or ``mat2``): dense for a dense
    operand; gradients flow to the dense operand."""
    return _ops.mm.call(mat1, mat2)


def addmm(mat: Any, mat1: Any, mat2: Any, beta: float = 1.0, alpha: float = 1.0) -> Any:
    """``beta * mat + alpha * (mat1 @ mat2)`` with a sparse ``mat1`` and dense ``mat``, ``mat2``."""
    return _ops.addmm.call(mat, mat1, mat2, beta, alpha)
