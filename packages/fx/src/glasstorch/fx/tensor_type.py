"""Gradual tensor types for annotations (``torch.fx.tensor_type``).

``TensorType((2, Dyn))`` (or ``TensorType[2, Dyn]``) is the type of a two-dimensional
tensor whose first dimension is 2 and whose second is unknown (:data:`Dyn`). It is meant
for annotating ``forward`` parameters, which symbolic tracing records as the
placeholders' types. :func:`is_consistent` and :func:`is_more_precise` are the two
relations of gradual typing over these types.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Dyn", "TensorType", "is_consistent", "is_more_precise"]


class TensorType:
    """The type of a tensor with the given dimensions (ints or ``Dyn``)."""

    def __init__(self, dim: tuple[Any, ...]) -> None:
        # Spelled like a typing generic, so annotations print as ``TensorType[1, Dyn]``.
        self.__origin__ = TensorType
        self.__args__ = dim

    def __repr__(self) -> str:
        return f"TensorType[{self.__args__}]"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TensorType) and list(self.__args__) == list(other.__args__)

    def __hash__(self) -> int:
        return hash(tuple(self.__args__))

    def __class_getitem__(cls, *args: Any) -> TensorType:
        if len(args) == 1 and isinstance(args[0], tuple):
            args = args[0]
        return TensorType(tuple(args))


class _DynType:
    """The unknown type (or dimension): consistent with everything."""

    def __init__(self) -> None:
        self.__name__ = "_DynType"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _DynType)

    def __hash__(self) -> int:
        return hash(_DynType)

    def __repr__(self) -> str:
        return "Dyn"

    __str__ = __repr__


Dyn = _DynType()


def is_consistent(t1: Any, t2: Any) -> bool:
    """``t1 ~ t2``: equal wherever both are known (reflexive, symmetric, not transitive)."""
    if t1 == t2 or t1 == Dyn or t2 == Dyn:
        return True
    if isinstance(t1, TensorType) and isinstance(t2, TensorType):
        return len(t1.__args__) == len(t2.__args__) and all(
            is_consistent(a, b) for a, b in zip(t1.__args__, t2.__args__, strict=True)
        )
    return False


def is_more_precise(t1: Any, t2: Any) -> bool:
    """``t1 <= t2``: ``t1`` knows at least what ``t2`` knows (reflexive, transitive)."""
    if t1 == t2 or t2 == Dyn:
        return True
    if isinstance(t1, TensorType) and isinstance(t2, TensorType):
        return len(t1.__args__) == len(t2.__args__) and all(
            is_more_precise(a, b) for a, b in zip(t1.__args__, t2.__args__, strict=True)
        )
    return False
