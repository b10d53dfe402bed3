"""Pickling tensors: a tensor pickles as its dtype and a contiguous copy of its values.

(``glasstorch.save`` writes PyTorch's zip checkpoint format with shared storages; plain
``pickle`` and ``copy`` use this simpler form.)
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import dtype as DType


def reduce_tensor(t: Any) -> tuple[Any, tuple[Any, ...]]:
    """``__reduce_ex__`` for Tensor: rebuild from (values, dtype, requires_grad)."""
    values = t.detach().cpu()._array().copy()  # C-contiguous, keeps 0-d shape
    return (rebuild_tensor, (values, t.dtype, t.requires_grad))


def rebuild_tensor(values: np.ndarray, dtype: DType, requires_grad: bool) -> Any:
    from .tensor_new import tensor

    return tensor(values, dtype=dtype, requires_grad=requires_grad)
