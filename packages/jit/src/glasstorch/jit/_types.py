"""TorchScript's static types (``ATen/core/jit_type.h``) and annotation parsing.

Each type prints two ways: ``str()`` is the IR spelling (``int[]``, ``Tensor?``,
``(Tensor, int)``) and ``annotation_str`` the Python spelling (``List[int]``,
``Optional[Tensor]``, ``Tuple[Tensor, int]``) used by ``.code`` and archives.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any


class JitType:
    """A TorchScript type; subclasses define ``annotation_str`` and ``__str__``."""

    kind = "Any"

    @property
    def annotation_str(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return self.kind

    def __repr__(self) -> str:
        return str(self)

    def _key(self) -> tuple:
        return (self.kind,)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, JitType) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def is_subtype_of(self, other: JitType) -> bool:
        """Whether a value of this type may be used where ``other`` is expected."""
        if self == other or isinstance(other, AnyType):
            return True
        if isinstance(other, OptionalType):
            return isinstance(self, NoneType) or self.is_subtype_of(other.elem)
        if isinstance(other, NumberType):
            return isinstance(self, IntType | FloatType | NumberType)
        return False

    def contained(self) -> tuple[JitType, ...]:
        return ()


class _Singleton(JitType):
    _instance: Any = None

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        if cls._instance is None or type(cls._instance) is not cls:
            cls._instance = super().__new__(cls)
        return cls._instance

    @classmethod
    def get(cls) -> Any:
        return cls()


class AnyType(_Singleton):
    kind = "Any"


class TensorType(JitType):
    """``Tensor``; ``inferred`` marks an unannotated argument (for error messages only)."""

    kind = "Tensor"

    def __init__(self, inferred: bool = False) -> None:
        self.inferred = inferred

    @classmethod
    def get(cls) -> TensorType:
        return _TENSOR

    def describe(self) -> str:
        return "Tensor (inferred)" if self.inferred else "Tensor"


_TENSOR = TensorType()


class IntType(_Singleton):
    kind = "int"


class FloatType(_Singleton):
    kind = "float"


class BoolType(_Singleton):
    kind = "bool"


class StringType(_Singleton):
    kind = "str"


class NoneType(_Singleton):
    kind = "NoneType"


class NumberType(_Singleton):
    """``Scalar`` in schemas, ``number`` in messages: an int or a float."""

    kind = "Scalar"

    @property
    def annotation_str(self) -> str:
        return "number"


class DeviceObjType(_Singleton):
    kind = "Device"


class FunctionType(JitType):
    """The type of a ``prim::Constant`` naming a compiled function."""

    kind = "Function"

    def __init__(self, name: str = "") -> None:
        self.name = name


class ListType(JitType):
    kind = "List"

    def __init__(self, elem: JitType) -> None:
        self.elem = elem

    def _key(self) -> tuple:
        return ("List", self.elem)

    def contained(self) -> tuple[JitType, ...]:
        return (self.elem,)

    def __str__(self) -> str:
        return f"{self.elem}[]"

    @property
    def annotation_str(self) -> str:
        return f"List[{self.elem.annotation_str}]"


class OptionalType(JitType):
    kind = "Optional"

    def __init__(self, elem: JitType) -> None:
        self.elem = elem

    def _key(self) -> tuple:
        return ("Optional", self.elem)

    def contained(self) -> tuple[JitType, ...]:
        return (self.elem,)

    def __str__(self) -> str:
        return f"{self.elem}?"

    @property
    def annotation_str(self) -> str:
        return f"Optional[{self.elem.annotation_str}]"

    def is_subtype_of(self, other: JitType) -> bool:
        if isinstance(other, OptionalType):
            return self.elem.is_subtype_of(other.elem)
        return isinstance(other, AnyType)


class TupleType(JitType):
    kind = "Tuple"

    def __init__(self, elems: list[JitType] | tuple[JitType, ...]) -> None:
        self.elems = tuple(elems)

    def _key(self) -> tuple:
        return ("Tuple", self.elems)

    def contained(self) -> tuple[JitType, ...]:
        return self.elems

    def __str__(self) -> str:
        return "(" + ", ".join(str(e) for e in self.elems) + ")"

    @property
    def annotation_str(self) -> str:
        if not self.elems:
            return "Tuple[()]"
        return "Tuple[" + ", ".join(e.annotation_str for e in self.elems) + "]"

    def is_subtype_of(self, other: JitType) -> bool:
        if isinstance(other, TupleType) and len(other.elems) == len(self.elems):
            return all(a.is_subtype_of(b) for a, b in zip(self.elems, other.elems, strict=True))
        return super().is_subtype_of(other)


class DictType(JitType):
    kind = "Dict"

    def __init__(self, key: JitType, value: JitType) -> None:
        self.key, self.value = key, value

    def _key(self) -> tuple:
        return ("Dict", self.key, self.value)

    def contained(self) -> tuple[JitType, ...]:
        return (self.key, self.value)

    def __str__(self) -> str:
        return f"Dict({self.key}, {self.value})"

    @property
    def annotation_str(self) -> str:
        return f"Dict[{self.key.annotation_str}, {self.value.annotation_str}]"


class ClassType(JitType):
    """A scripted class or module: named attributes with types, and compiled methods."""

    kind = "Class"

    def __init__(
        self,
        qualified_name: str,
        attributes: dict[str, JitType] | None = None,
        methods: dict[str, Any] | None = None,
    ) -> None:
        self.qualified_name = qualified_name
        self.attributes: dict[str, JitType] = dict(attributes or {})
        self.methods: dict[str, Any] = dict(methods or {})
        self.is_module = True
        self.parameter_names: set[str] = set()
        self.buffer_names: set[str] = set()
        self.constants: dict[str, Any] = {}

    def _key(self) -> tuple:
        return ("Class", id(self))

    def __str__(self) -> str:
        return self.qualified_name

    @property
    def name(self) -> str:
        return self.qualified_name.rsplit(".", 1)[-1]

    def get_attribute(self, name: str) -> JitType | None:
        return self.attributes.get(name)

    def add_attribute(self, name: str, type_: JitType) -> None:
        self.attributes[name] = type_


class TypeVar(JitType):
    """A schema type variable (``t`` in ``t[] a``), bound during schema matching."""

    kind = "TypeVar"

    def __init__(self, name: str) -> None:
        self.name = name

    def _key(self) -> tuple:
        return ("TypeVar", self.name)

    def __str__(self) -> str:
        return self.name


def unify_types(a: JitType, b: JitType) -> JitType | None:
    """The least type both ``a`` and ``b`` are subtypes of, or None (``unifyTypes``)."""
    if a.is_subtype_of(b):
        return b
    if b.is_subtype_of(a):
        return a
    if isinstance(a, NoneType) and not isinstance(b, OptionalType):
        return OptionalType(b)
    if isinstance(b, NoneType) and not isinstance(a, OptionalType):
        return OptionalType(a)
    if isinstance(a, OptionalType) and not isinstance(b, OptionalType):
        unified = unify_types(a.elem, b)
        return None if unified is None else OptionalType(unified)
    if isinstance(b, OptionalType) and not isinstance(a, OptionalType):
        return unify_types(b, a)
    if isinstance(a, TupleType) and isinstance(b, TupleType) and len(a.elems) == len(b.elems):
        elems = [unify_types(x, y) for x, y in zip(a.elems, b.elems, strict=True)]
        return None if any(e is None for e in elems) else TupleType(elems)  # type: ignore[arg-type]
    return None


def describe(t: JitType) -> str:
    """The spelling used in error messages (``Tensor (inferred)``, ``List[int]``)."""
    if isinstance(t, TensorType):
        return t.describe()
    return t.annotation_str


# --- annotations -------------------------------------------------------------------------

_BASE_NAMES: dict[str, JitType] = {
    "Tensor": _TENSOR,
    "int": IntType.get(),
    "float": FloatType.get(),
    "bool": BoolType.get(),
    "str": StringType.get(),
    "None": NoneType.get(),
    "NoneType": NoneType.get(),
    "number": NumberType.get(),
    "Number": NumberType.get(),
    "device": DeviceObjType.get(),
    "Any": AnyType.get(),
    "Parameter": _TENSOR,
}


class AnnotationError(ValueError):
    """An annotation outside TorchScript's types; carries the offending AST node."""

    def __init__(self, message: str, node: ast.AST) -> None:
        super().__init__(message)
        self.node = node


def _dotted(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return None if base is None else f"{base}.{node.attr}"
    return None


def ann_to_type(node: ast.expr, resolver: Callable[[str], Any] | None = None) -> JitType:
    """Parse an annotation's AST (``List[int]``, ``Optional[Tensor]``, ``int | None``...)."""
    if isinstance(node, ast.Constant):
        if node.value is None:
            return NoneType.get()
        if isinstance(node.value, str):
            return ann_to_type(ast.parse(node.value, mode="eval").body, resolver)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        left, right = ann_to_type(node.left, resolver), ann_to_type(node.right, resolver)
        if isinstance(right, NoneType):
            return OptionalType(left)
        if isinstance(left, NoneType):
            return OptionalType(right)
        raise AnnotationError("Union types other than Optional are not supported", node)
    if isinstance(node, ast.Subscript):
        head = (_dotted(node.value) or "").rsplit(".", 1)[-1]
        sub = node.slice
        args = list(sub.elts) if isinstance(sub, ast.Tuple) else [sub]
        if head in ("List", "list", "Sequence") and len(args) == 1:
            return ListType(ann_to_type(args[0], resolver))
        if head == "Optional" and len(args) == 1:
            return OptionalType(ann_to_type(args[0], resolver))
        if head in ("Tuple", "tuple"):
            if len(args) == 1 and isinstance(args[0], ast.Tuple) and not args[0].elts:
                return TupleType(())
            return TupleType([ann_to_type(a, resolver) for a in args])
        if head in ("Dict", "dict") and len(args) == 2:
            return DictType(ann_to_type(args[0], resolver), ann_to_type(args[1], resolver))
        if head == "Union":
            types = [ann_to_type(a, resolver) for a in args]
            rest = [t for t in types if not isinstance(t, NoneType)]
            if len(rest) == 1 and len(types) == 2:
                return OptionalType(rest[0])
        if head.startswith("BroadcastingList") and len(args) == 1:
            broadcast = ListType(ann_to_type(args[0], resolver))
            broadcast.broadcast = int(head[len("BroadcastingList") :])  # type: ignore[attr-defined]
            return broadcast
        if head == "Final" and len(args) == 1:
            return ann_to_type(args[0], resolver)
        raise AnnotationError(f"Unknown type annotation: '{ast.unparse(node)}'", node)
    name = _dotted(node)
    if name is not None:
        short = name.rsplit(".", 1)[-1]
        if short in _BASE_NAMES and (name == short or name.split(".")[0] in _MODULE_PREFIXES):
            return _BASE_NAMES[short]
        if resolver is not None:
            found = resolver(name)
            if isinstance(found, JitType):
                return found
            converted = python_type_to_jit(found)
            if converted is not None:
                return converted
    raise AnnotationError(f"Unknown type annotation: '{ast.unparse(node)}'", node)


_MODULE_PREFIXES = {"torch", "glasstorch", "typing", "at", "aten", "builtins"}


def python_type_to_jit(obj: Any) -> JitType | None:
    """A live Python annotation object (``int``, ``Tensor``...) as a JIT type, if it is one."""
    if obj is None or obj is type(None):
        return NoneType.get()
    simple = {
        int: IntType.get(),
        float: FloatType.get(),
        bool: BoolType.get(),
        str: StringType.get(),
    }
    if obj in simple:
        return simple[obj]
    name = getattr(obj, "__name__", None)
    if name in ("Tensor", "Parameter") and "glasstorch" in getattr(obj, "__module__", ""):
        return _TENSOR
    return None


def infer_type(value: Any) -> JitType | None:
    """The JIT type of a live Python value (module attributes, constants), or None."""
    from glasstorch.aten import Tensor

    if isinstance(value, Tensor):
        return _TENSOR
    if value is None:
        return NoneType.get()
    if isinstance(value, bool):
        return BoolType.get()
    if isinstance(value, int):
        return IntType.get()
    if isinstance(value, float):
        return FloatType.get()
    if isinstance(value, str):
        return StringType.get()
    if isinstance(value, tuple):
        elems = [infer_type(v) for v in value]
        return None if any(e is None for e in elems) else TupleType(elems)  # type: ignore[arg-type]
    if isinstance(value, list) and value:
        elems = [infer_type(v) for v in value]
        first = elems[0]
        if first is not None and all(e == first for e in elems):
            return ListType(first)
        return None
    if isinstance(value, dict) and value:
        keys = {infer_type(k) for k in value}
        vals = {infer_type(v) for v in value.values()}
        if len(keys) == 1 and len(vals) == 1 and None not in keys and None not in vals:
            return DictType(keys.pop(), vals.pop())  # type: ignore[arg-type]
    return None


def from_schema_type(t: Any) -> JitType:
    """A c10 schema type (``Tensor?``, ``int[2]``, ``Scalar``, ``t[]``) as a JIT type."""
    from glasstorch.c10.schema import (
        BaseType,
    )
    from glasstorch.c10.schema import (
        DictType as SDict,
    )
    from glasstorch.c10.schema import (
        ListType as SList,
    )
    from glasstorch.c10.schema import (
        OptionalType as SOptional,
    )
    from glasstorch.c10.schema import (
        TupleType as STuple,
    )

    if isinstance(t, SOptional):
        return OptionalType(from_schema_type(t.elem))
    if isinstance(t, SList):
        return ListType(from_schema_type(t.elem))
    if isinstance(t, STuple):
        return TupleType([from_schema_type(e) for e in t.elems])
    if isinstance(t, SDict):
        return DictType(from_schema_type(t.key), from_schema_type(t.value))
    if isinstance(t, BaseType):
        name = t.name
        if t.is_type_variable:
            return TypeVar(name)
        mapped = _SCHEMA_NAMES.get(name)
        if mapped is not None:
            return mapped
        return AnyType.get()
    raise TypeError(f"unsupported schema type {t}")


_SCHEMA_NAMES: dict[str, JitType] = {
    "Tensor": _TENSOR,
    "int": IntType.get(),
    "SymInt": IntType.get(),
    "float": FloatType.get(),
    "bool": BoolType.get(),
    "str": StringType.get(),
    "Scalar": NumberType.get(),
    "ScalarType": IntType.get(),
    "Layout": IntType.get(),
    "MemoryFormat": IntType.get(),
    "Device": DeviceObjType.get(),
    "None": NoneType.get(),
    "NoneType": NoneType.get(),
    "Dimname": StringType.get(),
    "Any": AnyType.get(),
}
