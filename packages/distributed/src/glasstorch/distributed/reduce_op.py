"""``ReduceOp``: how a reducing collective combines the ranks' values
(``torch.distributed.ReduceOp``)."""

from __future__ import annotations

import enum

__all__ = ["ReduceOp"]


class _RedOpType(enum.Enum):
    SUM = 0
    AVG = 1
    PRODUCT = 2
    MIN = 3
    MAX = 4
    BAND = 5
    BOR = 6
    BXOR = 7

    def __repr__(self) -> str:
        return f"<RedOpType.{self.name}: {self.value}>"


class ReduceOp:
    """The reduction operations (``ReduceOp.SUM`` ...). AVG is SUM divided by the group size."""

    RedOpType = _RedOpType
    SUM = _RedOpType.SUM
    AVG = _RedOpType.AVG
    PRODUCT = _RedOpType.PRODUCT
    MIN = _RedOpType.MIN
    MAX = _RedOpType.MAX
    BAND = _RedOpType.BAND
    BOR = _RedOpType.BOR
    BXOR = _RedOpType.BXOR

    def __init__(self) -> None:
        raise TypeError("ReduceOp is a namespace of operations; use ReduceOp.SUM, ReduceOp.MAX ...")


#: Operations PyTorch refuses on complex tensors (complex SUM/AVG reduce the real view).
COMPLEX_DENYLIST = frozenset(
    {
        ReduceOp.MAX,
        ReduceOp.MIN,
        ReduceOp.PRODUCT,
        ReduceOp.BAND,
        ReduceOp.BOR,
        ReduceOp.BXOR,
    }
)
