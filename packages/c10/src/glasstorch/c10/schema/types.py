"""The type language of operator schemas.

Mirrors the slice of ``ATen/core/jit_type.h`` that schema strings can spell, in the
style of torchgen's ``model.py``: every type is a frozen dataclass whose ``str()`` is
the canonical schema spelling, so types compare and hash by value and round-trip
through :func:`glasstorch.c10.schema.parser.parse_type`.

The spellings are PyTorch's:

* ``Tensor``, ``int``, ``SymInt`` ... -- :class:`BaseType`; lower-case names that are not
  built-in (``t``, ``t1``) are type variables, as in the JIT schema parser;
* ``T?`` -- :class:`OptionalType`;
* ``T[]`` and the sized ``T[2]`` -- :class:`ListType`;
* ``(T1, T2)`` -- :class:`TupleType` (``Tuple(T1, T2)`` is accepted on input);
* ``Dict(K, V)``, ``Future(T)``, ``RRef(T)``, ``Await(T)``, ``Union(T1, T2)``.

Alias annotations such as ``Tensor(a!)`` are not part of a type: they belong to the
argument or return that carries the type (see :class:`~glasstorch.c10.schema.model.AliasInfo`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "BASE_TYPE_NAMES",
    "AwaitType",
    "BaseType",
    "DictType",
    "FutureType",
    "ListType",
    "OptionalType",
    "RRefType",
    "TupleType",
    "Type",
    "UnionType",
]

#: Every base type name the schema language knows (``schema_type_parser.cpp`` plus the
#: extra names torchgen's ``BaseTy`` uses).
BASE_TYPE_NAMES: frozenset[str] = frozenset(
    {
        "Tensor",
        "int",
        "float",
        "bool",
        "str",
        "complex",
        "Scalar",
        "ScalarType",
        "Layout",
        "MemoryFormat",
        "Device",
        "DeviceIndex",
        "Generator",
        "Stream",
        "Storage",
        "Dimname",
        "DimVector",
        "QScheme",
        "Quantizer",
        "ConstQuantizerPtr",
        "SymInt",
        "SymFloat",
        "SymBool",
        "Capsule",
        "Any",
        "AnyClassType",
        "AnyEnumType",
        "GraphModule",
        "None",
        "NoneType",
    }
)

#: Names that open a parenthesised type constructor; they are never base types.
TYPE_CONSTRUCTOR_NAMES: frozenset[str] = frozenset(
    {"Dict", "Future", "RRef", "Await", "Union", "Tuple"}
)

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_CUSTOM_CLASS = re.compile(r"__torch__\.torch\.classes\.[A-Za-z_]\w*\.[A-Za-z_]\w*")


def is_type_variable_name(name: str) -> bool:
    """Whether ``name`` spells a type variable: a lower-case identifier that is no base type."""
    return (
        _IDENT.fullmatch(name) is not None
        and name[0].islower()
        and name not in BASE_TYPE_NAMES
        and name not in TYPE_CONSTRUCTOR_NAMES
    )


def is_valid_base_type_name(name: str) -> bool:
    """Whether ``name`` can be a :class:`BaseType`: a built-in, type variable or custom class."""
    return (
        name in BASE_TYPE_NAMES
        or is_type_variable_name(name)
        or _CUSTOM_CLASS.fullmatch(name) is not None
    )


class Type:
    """A schema type. Subclasses are frozen dataclasses; ``str()`` gives the canonical text."""

    __slots__ = ()

    def is_tensor_like(self) -> bool:
        """Whether values of this type hold Tensors the Dispatcher looks at.

        True for ``Tensor``, ``Tensor?``, ``Tensor[]``, ``Tensor?[]``, ``Tensor[N]`` and any
        other nesting of optionals and lists around ``Tensor`` (torchgen's definition).
        """
        return False

    def is_list_like(self) -> bool:
        """Whether this is a list, possibly wrapped in optionals (``int[]``, ``Tensor[]?``)."""
        return False

    def is_nullable(self) -> bool:
        """Whether ``None`` is a valid value of this type (``T?``, ``None``, unions with those)."""
        return False

    @staticmethod
    def parse(text: str) -> Type:
        """Parse the canonical text of a type; see :func:`~.parser.parse_type`."""
        from glasstorch.c10.schema.parser import parse_type

        return parse_type(text)


@dataclass(frozen=True)
class BaseType(Type):
    """A named leaf type: ``Tensor``, ``int``, ``SymInt``, a type variable ``t`` ..."""

    name: str

    def __post_init__(self) -> None:
        if not is_valid_base_type_name(self.name):
            raise ValueError(f"unknown base type {self.name!r}")

    @property
    def is_type_variable(self) -> bool:
        """Whether this is a type variable such as ``t`` (bound at call time by the JIT)."""
        return is_type_variable_name(self.name)

    def is_tensor_like(self) -> bool:
        return self.name == "Tensor"

    def is_nullable(self) -> bool:
        return self.name in ("None", "NoneType")

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class OptionalType(Type):
    """``T?``: a value of ``elem`` or ``None``."""

    elem: Type

    def is_tensor_like(self) -> bool:
        return self.elem.is_tensor_like()

    def is_list_like(self) -> bool:
        return self.elem.is_list_like()

    def is_nullable(self) -> bool:
        return True

    def __str__(self) -> str:
        return f"{self.elem}?"


@dataclass(frozen=True)
class ListType(Type):
    """``T[]``, or ``T[N]`` when ``size`` records the length hint (``int[2] stride``)."""

    elem: Type
    size: int | None = None

    def __post_init__(self) -> None:
        if self.size is not None and (isinstance(self.size, bool) or self.size < 0):
            raise ValueError(f"list size must be a non-negative int, got {self.size!r}")

    def is_tensor_like(self) -> bool:
        return self.elem.is_tensor_like()

    def is_list_like(self) -> bool:
        return True

    def __str__(self) -> str:
        return f"{self.elem}[{'' if self.size is None else self.size}]"


@dataclass(frozen=True)
class TupleType(Type):
    """``(T1, T2, ...)``: a fixed-length heterogeneous tuple."""

    elems: tuple[Type, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "elems", tuple(self.elems))

    def __str__(self) -> str:
        return "(" + ", ".join(str(e) for e in self.elems) + ")"


@dataclass(frozen=True)
class DictType(Type):
    """``Dict(K, V)``: a dictionary from ``key`` to ``value``."""

    key: Type
    value: Type

    def __str__(self) -> str:
        return f"Dict({self.key}, {self.value})"


@dataclass(frozen=True)
class FutureType(Type):
    """``Future(T)``: the result of an asynchronous computation."""

    elem: Type

    def __str__(self) -> str:
        return f"Future({self.elem})"


@dataclass(frozen=True)
class RRefType(Type):
    """``RRef(T)``: a remote reference (torch.distributed.rpc)."""

    elem: Type

    def __str__(self) -> str:
        return f"RRef({self.elem})"


@dataclass(frozen=True)
class AwaitType(Type):
    """``Await(T)``: a lazily evaluated value (``torch.jit._awaitable``)."""

    elem: Type

    def __str__(self) -> str:
        return f"Await({self.elem})"


@dataclass(frozen=True)
class UnionType(Type):
    """``Union(T1, T2, ...)``: a value of any one of ``elems``."""

    elems: tuple[Type, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "elems", tuple(self.elems))
        if not self.elems:
            raise ValueError("Union needs at least one member type")

    def is_nullable(self) -> bool:
        return any(e.is_nullable() for e in self.elems)

    def __str__(self) -> str:
        return "Union(" + ", ".join(str(e) for e in self.elems) + ")"
