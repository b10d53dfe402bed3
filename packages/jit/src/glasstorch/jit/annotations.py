"""Type annotations for TorchScript (``torch.jit.annotations``).

The typing names TorchScript understands (``List``, ``Dict``, ``Tuple``, ``Optional``,
``Union``, ``Any``), ``BroadcastingList1``..``3`` (an int or float that stands for a list
of that length), and :func:`ann_to_type`, which turns a live annotation object into the
compiler's type.
"""

from __future__ import annotations

import typing
from typing import Any, Dict, List, Optional, Tuple, Union  # noqa: UP035 - re-exported

from ._types import (
    DictType,
    JitType,
    ListType,
    NoneType,
    OptionalType,
    TupleType,
    python_type_to_jit,
)

__all__ = [
    "Any",
    "BroadcastingList1",
    "BroadcastingList2",
    "BroadcastingList3",
    "Dict",
    "List",
    "Optional",
    "Tuple",
    "Union",
    "ann_to_type",
    "try_ann_to_type",
]


class _BroadcastingList:
    """``BroadcastingList2[int]``: an int, or a list of two ints (``kernel_size=3``)."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __getitem__(self, types: Any) -> Any:
        return List[types]  # noqa: UP006 - the annotation the compiler reads

    def __repr__(self) -> str:
        return f"BroadcastingList{self.n}"


BroadcastingList1 = _BroadcastingList(1)
BroadcastingList2 = _BroadcastingList(2)
BroadcastingList3 = _BroadcastingList(3)


def try_ann_to_type(ann: Any, loc: Any = None, rcb: Any = None) -> JitType | None:
    """The JIT type of the live annotation ``ann`` (``int``, ``List[Tensor]``,
    ``Optional[float]``...), or None when TorchScript has none for it."""
    simple = python_type_to_jit(ann)
    if simple is not None:
        return simple
    if ann is Any:
        from ._types import AnyType

        return AnyType.get()
    origin, args = typing.get_origin(ann), typing.get_args(ann)
    inner = [try_ann_to_type(a) for a in args]
    if any(t is None for t in inner):
        return None
    if origin is list and len(inner) == 1:
        return ListType(inner[0])
    if origin is dict and len(inner) == 2:
        return DictType(inner[0], inner[1])
    if origin is tuple:
        return TupleType([] if args == ((),) else inner)
    if origin is Union or str(origin) == "<class 'types.UnionType'>":
        rest = [t for t in inner if not isinstance(t, NoneType)]
        if len(rest) == 1 and len(inner) == 2:
            return OptionalType(rest[0])
    return None


def ann_to_type(ann: Any, loc: Any = None, rcb: Any = None) -> JitType:
    """:func:`try_ann_to_type`, raising ValueError for an annotation without a JIT type."""
    found = try_ann_to_type(ann, loc, rcb)
    if found is None:
        raise ValueError(f"Unknown type annotation: '{ann}'")
    return found
