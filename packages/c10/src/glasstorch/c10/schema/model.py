"""Operator schemas: names, alias annotations, arguments, returns and the schema itself.

Mirrors ``ATen/core/function_schema.h``, ``ATen/core/alias_info.h`` and
``ATen/core/operator_name.h``, modelled like torchgen's ``FunctionSchema``: frozen
dataclasses that print canonical text, so that ``str(parse_schema(s)) == s`` for every
canonical ``s``.

Alias annotations follow the JIT schema parser. ``Tensor(a)`` puts a value in alias set
``a``; ``!`` marks a write; ``(a -> *)`` says the set changes (here: the value may alias
anything afterwards); ``*`` is the wildcard set. An annotation written after a list
(``int[](a!)``) is about the list itself, one written on the element (``Tensor(a!)[]``) is
a *contained* alias of the list's alias info. When only the element is annotated the
list gets an unnamed container annotation that inherits the element's ``is_write``, as
PyTorch does, so ``Tensor(a!)[] self`` is mutable.
"""

from __future__ import annotations

import ast
import math
import re
from dataclasses import dataclass, field, replace
from enum import Enum

from glasstorch.c10.schema.types import BaseType, ListType, OptionalType, Type

__all__ = [
    "WILDCARD",
    "AliasInfo",
    "Argument",
    "FunctionSchema",
    "OperatorName",
    "Return",
    "SchemaKind",
]

#: The wildcard alias set, spelled ``*``: the value may alias anything.
WILDCARD = "*"

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_RESERVED_NAMES = frozenset({"None", "True", "False"})
# Overload names PyTorch refuses: they clash with attributes of OpOverloadPacket.
_ILLEGAL_OVERLOAD_NAMES = frozenset({"default", "__name__"})
# Dunder names whose ``__i<op>__`` form is the in-place variant (torchgen's list).
_AUGMENTED_ASSIGNMENT_NAMES = frozenset(
    {"add", "sub", "mul", "div", "mod", "pow", "lshift", "rshift", "and", "xor", "or"}
)


def _is_name(text: str) -> bool:
    return _IDENT.fullmatch(text) is not None and text not in _RESERVED_NAMES


@dataclass(frozen=True)
class OperatorName:
    """``aten::add.Tensor``: the (namespaced) operator name plus the overload name.

    ``name`` keeps the namespace when one was written (``"aten::add"``); ``overload_name``
    is ``""`` for the default overload.
    """

    name: str
    overload_name: str = ""

    def __post_init__(self) -> None:
        parts = self.name.split("::")
        if len(parts) > 2 or not all(_is_name(p) for p in parts):
            raise ValueError(f"invalid operator name {self.name!r}")
        if self.overload_name and not _is_name(self.overload_name):
            raise ValueError(f"invalid overload name {self.overload_name!r}")
        if self.overload_name in _ILLEGAL_OVERLOAD_NAMES:
            raise ValueError(f"{self.overload_name!r} is not a legal overload name")

    @property
    def namespace(self) -> str:
        """The namespace (``"aten"``), or ``""`` when none was written."""
        return self.name.split("::")[0] if "::" in self.name else ""

    @property
    def unqualified_name(self) -> str:
        """The name without its namespace (``"add"``)."""
        return self.name.split("::")[-1]

    @staticmethod
    def parse(text: str) -> OperatorName:
        """Parse ``"aten::add.Tensor"``; see :func:`~.parser.parse_name`."""
        from glasstorch.c10.schema.parser import parse_name

        return parse_name(text)

    def __str__(self) -> str:
        return f"{self.name}.{self.overload_name}" if self.overload_name else self.name


def _format_sets(sets: frozenset[str]) -> str:
    # Named sets in sorted order, the wildcard last: a deterministic canonical spelling.
    return "|".join(sorted(sets, key=lambda s: (s == WILDCARD, s)))


@dataclass(frozen=True)
class AliasInfo:
    """An alias annotation: which alias sets a value is in before and after the call.

    ``before_set``/``after_set`` hold set names (``"a"``) or :data:`WILDCARD`. Without
    ``->`` the after set equals the before set. ``contained_types`` holds the annotation
    of a list's elements (``Tensor(a)[]``). A node with empty sets is the unnamed
    container PyTorch creates when only the elements of a list are annotated.
    """

    before_set: frozenset[str]
    after_set: frozenset[str]
    is_write: bool = False
    contained_types: tuple[AliasInfo, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "before_set", frozenset(self.before_set))
        object.__setattr__(self, "after_set", frozenset(self.after_set))
        object.__setattr__(self, "contained_types", tuple(self.contained_types))
        for name in self.before_set | self.after_set:
            if name != WILDCARD and not _is_name(name):
                raise ValueError(f"invalid alias set name {name!r}")
        if bool(self.before_set) != bool(self.after_set):
            raise ValueError("an alias annotation needs both a before and an after set, or neither")

    @classmethod
    def of(cls, *sets: str, is_write: bool = False) -> AliasInfo:
        """``AliasInfo.of("a", is_write=True)`` is ``(a!)``: same set before and after."""
        return cls(frozenset(sets), frozenset(sets), is_write)

    @property
    def is_wildcard_before(self) -> bool:
        """Whether the value may alias anything on entry."""
        return WILDCARD in self.before_set

    @property
    def is_wildcard_after(self) -> bool:
        """Whether the value may alias anything on exit (``(a -> *)``)."""
        return WILDCARD in self.after_set

    def __str__(self) -> str:
        """The annotation text of this node alone, ``(a! -> *)``; ``""`` for an unnamed one."""
        if not self.before_set:
            return ""
        text = _format_sets(self.before_set) + ("!" if self.is_write else "")
        if self.after_set != self.before_set:
            text += " -> " + _format_sets(self.after_set)
        return f"({text})"


def _list_levels(type_: Type) -> tuple[list[Type], Type]:
    """Peel the optional and list layers off ``type_``: (layers outermost first, base)."""
    layers: list[Type] = []
    while isinstance(type_, OptionalType | ListType):
        layers.append(type_)
        type_ = type_.elem
    return layers, type_


def _check_alias_fits(type_: Type, alias_info: AliasInfo | None) -> None:
    """Raise ValueError unless ``alias_info`` is a tree the schema syntax can spell on ``type_``.

    Each list level may carry one annotation and one contained annotation for its
    elements; the base type's annotation has no contained ones; an unnamed container
    has exactly one contained annotation and inherits its ``is_write``.
    """
    layers, _ = _list_levels(type_)
    current = alias_info
    for layer in layers:
        if current is None:
            return
        if not isinstance(layer, ListType):
            continue
        if len(current.contained_types) > 1:
            raise ValueError(f"a list level of {type_} can hold only one contained alias")
        if not current.before_set:
            if not current.contained_types:
                raise ValueError("an alias annotation must name at least one alias set")
            if current.is_write != current.contained_types[0].is_write:
                raise ValueError(
                    "an unnamed container alias must inherit is_write from its element"
                )
        current = current.contained_types[0] if current.contained_types else None
    if current is not None:
        if current.contained_types:
            raise ValueError(f"alias info is nested deeper than the lists of {type_}")
        if not current.before_set:
            raise ValueError("an alias annotation must name at least one alias set")


def _format_annotated_type(type_: Type, alias_info: AliasInfo | None) -> str:
    """Print ``type_`` with ``alias_info`` where PyTorch puts it: ``Tensor(a!)[]``, ``t[](a!)``."""
    layers, base = _list_levels(type_)
    list_annotations: list[AliasInfo | None] = []
    current = alias_info
    for layer in layers:
        if isinstance(layer, ListType):
            list_annotations.append(current)
            current = current.contained_types[0] if current and current.contained_types else None
    text = str(base) + (str(current) if current is not None else "")
    for layer in reversed(layers):
        if isinstance(layer, ListType):
            size = "" if layer.size is None else str(layer.size)
            annotation = list_annotations.pop()
            text += f"[{size}]" + (str(annotation) if annotation is not None else "")
        else:
            text += "?"
    return text


def _literal_value(node: ast.expr) -> object:
    """Evaluate one node of a canonical default literal (Python syntax plus bare names)."""
    if isinstance(node, ast.Constant) and not isinstance(node.value, bytes):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        operand = _literal_value(node.operand)
        if isinstance(operand, int | float | complex) and not isinstance(operand, bool):
            return -operand
    if isinstance(node, ast.Name):
        # inf and nan are numbers; any other bare name is an enum spelling (Mean, long).
        return math.inf if node.id == "inf" else math.nan if node.id == "nan" else node.id
    if isinstance(node, ast.List):
        return [_literal_value(e) for e in node.elts]
    if isinstance(node, ast.Tuple):
        return tuple(_literal_value(e) for e in node.elts)
    raise ValueError(f"not a schema default literal: {ast.unparse(node)}")


def _coerce_default(type_: Type, value: object) -> object:
    """Shape a literal's value by the argument type: float-typed ints become floats,
    a scalar given for a sized list is repeated (``int[2] padding=0`` is ``[0, 0]``)."""
    while isinstance(type_, OptionalType):
        type_ = type_.elem
    if value is None:
        return None
    if isinstance(type_, ListType):
        if not isinstance(value, list | tuple):
            value = [value] * (type_.size if type_.size is not None else 1)
        return [_coerce_default(type_.elem, v) for v in value]
    if (
        isinstance(type_, BaseType)
        and type_.name in ("float", "SymFloat")
        and isinstance(value, int)
        and not isinstance(value, bool)
    ):
        return float(value)
    return value


@dataclass(frozen=True)
class Argument:
    """One formal argument: ``Tensor(a!) out``, ``int dim=-1``, ``Tensor?[] indices``.

    ``default`` is the canonical default text (``"1"``, ``"None"``, ``"[0, 1]"``,
    ``'"mean"'``, ``"Mean"``); :meth:`default_value` converts it to a Python value.
    ``is_out`` must be True exactly when the argument is keyword-only and written to,
    which is how PyTorch and torchgen recognise out arguments.
    """

    name: str
    type: Type
    default: str | None = None
    alias_info: AliasInfo | None = None
    kwarg_only: bool = False
    is_out: bool = False

    def __post_init__(self) -> None:
        if not _is_name(self.name):
            raise ValueError(f"invalid argument name {self.name!r}")
        _check_alias_fits(self.type, self.alias_info)
        expected = self.kwarg_only and self.alias_info is not None and self.alias_info.is_write
        if self.is_out != expected:
            raise ValueError(
                f"argument {self.name!r}: is_out must be {expected} "
                "(an out argument is keyword-only and has a write alias annotation)"
            )

    @property
    def is_write(self) -> bool:
        """Whether the operator writes to this argument (``(a!)``)."""
        return self.alias_info is not None and self.alias_info.is_write

    def default_value(self) -> object:
        """The default as a Python value: int, float, complex, bool, None, str or a list of those.

        Enum spellings (``Mean``, ``contiguous_format``, ``long``) stay strings. Raises
        ValueError when the argument has no default.
        """
        if self.default is None:
            raise ValueError(f"argument {self.name!r} has no default")
        value = _literal_value(ast.parse(self.default, mode="eval").body)
        return _coerce_default(self.type, value)

    def __str__(self) -> str:
        text = f"{_format_annotated_type(self.type, self.alias_info)} {self.name}"
        return text if self.default is None else f"{text}={self.default}"


@dataclass(frozen=True)
class Return:
    """One returned value: ``Tensor(a)[]``, ``Tensor values``; ``name`` is None when unnamed."""

    name: str | None
    type: Type
    alias_info: AliasInfo | None = None

    def __post_init__(self) -> None:
        if self.name is not None and not _is_name(self.name):
            raise ValueError(f"invalid return name {self.name!r}")
        _check_alias_fits(self.type, self.alias_info)

    @property
    def is_write(self) -> bool:
        """Whether the returned value is one the operator wrote to (``Tensor(a!)``)."""
        return self.alias_info is not None and self.alias_info.is_write

    def __str__(self) -> str:
        text = _format_annotated_type(self.type, self.alias_info)
        return text if self.name is None else f"{text} {self.name}"


class SchemaKind(Enum):
    """torchgen's classification of an operator by how it treats its outputs."""

    functional = "functional"  # returns fresh values, mutates nothing
    inplace = "inplace"  # name ends in ``_`` (or ``__iadd__``-style): mutates self
    out = "out"  # writes into keyword-only ``out`` arguments
    mutable = "mutable"  # mutates some positional argument but is not in-place
    scratch = "scratch"  # an out variant with ``_scratch_`` buffers


@dataclass(frozen=True)
class FunctionSchema:
    """A whole operator schema, ``aten::add.out(Tensor self, ...) -> Tensor(a!)``.

    ``arguments`` lists every argument in written order (positional, then keyword-only,
    out arguments included); ``is_vararg``/``is_varret`` record a trailing ``...``.
    """

    name: OperatorName
    arguments: tuple[Argument, ...] = field(default=())
    returns: tuple[Return, ...] = field(default=())
    is_vararg: bool = False
    is_varret: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "arguments", tuple(self.arguments))
        object.__setattr__(self, "returns", tuple(self.returns))
        seen_kwarg_only = False
        names: set[str] = set()
        for arg in self.arguments:
            if arg.kwarg_only:
                seen_kwarg_only = True
            elif seen_kwarg_only:
                raise ValueError(f"positional argument {arg.name!r} follows keyword-only ones")
            if arg.name in names:
                raise ValueError(f"duplicate argument name {arg.name!r}")
            names.add(arg.name)
        return_names = [r.name for r in self.returns if r.name is not None]
        if len(set(return_names)) != len(return_names):
            raise ValueError(f"duplicate return names in {return_names}")

    @staticmethod
    def parse(text: str) -> FunctionSchema:
        """Parse a schema string; see :func:`~.parser.parse_schema`."""
        from glasstorch.c10.schema.parser import parse_schema

        return parse_schema(text)

    def with_name(self, name: OperatorName) -> FunctionSchema:
        """This schema under another operator name (e.g. with the namespace filled in)."""
        return replace(self, name=name)

    @property
    def overload_name(self) -> str:
        """The overload name, ``""`` for the default overload."""
        return self.name.overload_name

    @property
    def positional_arguments(self) -> tuple[Argument, ...]:
        """The arguments before ``*``."""
        return tuple(a for a in self.arguments if not a.kwarg_only)

    @property
    def kwarg_only_arguments(self) -> tuple[Argument, ...]:
        """The arguments after ``*``, out arguments included."""
        return tuple(a for a in self.arguments if a.kwarg_only)

    @property
    def out_arguments(self) -> tuple[Argument, ...]:
        """The keyword-only arguments the operator writes its results into."""
        return tuple(a for a in self.arguments if a.is_out)

    def is_out_fn(self) -> bool:
        """Whether this is an out= variant (it has out arguments)."""
        return any(a.is_out for a in self.arguments)

    @property
    def is_mutable(self) -> bool:
        """Whether any argument carries a write annotation (``(a!)``)."""
        return any(a.is_write for a in self.arguments)

    @property
    def is_inplace_name(self) -> bool:
        """Whether the name marks an in-place operator: ``add_``, ``__iadd__``."""
        base = self.name.unqualified_name
        if base.startswith("__") and base.endswith("__"):
            inner = base[2:-2]
            return inner.startswith("i") and inner[1:] in _AUGMENTED_ASSIGNMENT_NAMES
        return base.endswith("_")

    @property
    def schema_kind(self) -> SchemaKind:
        """torchgen's ``SchemaKind`` of this schema."""
        if self.is_inplace_name:
            return SchemaKind.inplace
        outs = self.out_arguments
        if any(a.name.startswith("_scratch_") for a in outs):
            return SchemaKind.scratch
        if outs:
            return SchemaKind.out
        if self.is_mutable:
            return SchemaKind.mutable
        return SchemaKind.functional

    def dispatch_argument_indices(self) -> tuple[int, ...]:
        """Indices in ``arguments`` of the Tensor-like arguments the Dispatcher reads keys from."""
        return tuple(i for i, a in enumerate(self.arguments) if a.type.is_tensor_like())

    def __str__(self) -> str:
        args: list[str] = []
        seen_kwarg_only = False
        for arg in self.arguments:
            if arg.kwarg_only and not seen_kwarg_only:
                args.append("*")
                seen_kwarg_only = True
            args.append(str(arg))
        if self.is_vararg:
            args.append("...")
        rets = [str(r) for r in self.returns] + (["..."] if self.is_varret else [])
        if len(self.returns) == 1 and not self.is_varret:
            # A single return is bare, unless it starts with '(' (a tuple type) and would
            # read as a return list.
            returns = rets[0] if not rets[0].startswith("(") else f"({rets[0]})"
        elif not self.returns and self.is_varret:
            returns = "..."
        else:
            returns = "(" + ", ".join(rets) + ")"
        return f"{self.name}({', '.join(args)}) -> {returns}"
