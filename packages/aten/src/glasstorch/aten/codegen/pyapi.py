"""How schema arguments look in generated Python: names, defaults, key-set expressions.

The analogue of torchgen's ``api/python.py`` and ``api/cpp.py``, and the one place that
decides these conventions for every generator:

* parameter names are the schema's, with ``_`` appended to Python keywords (``from`` →
  ``from_``) and to the few names the generated bodies use themselves (:data:`RESERVED`);
* defaults become Python literals: lists become tuples, ``inf`` → ``_math.inf``, enum
  spellings become the runtime values (:func:`default_expr`);
* a parameter without default after one with a default gets the ``_REQUIRED`` sentinel,
  so the schema order survives in a Python signature (:func:`signature_params`).

It also holds :func:`format_call`, the small line-wrapper the generators share.
"""

from __future__ import annotations

import keyword
import math
from collections.abc import Sequence
from dataclasses import dataclass

from glasstorch.c10.schema import Argument, BaseType, FunctionSchema, ListType, OptionalType, Type

from .model import CodegenError, Location

__all__ = [
    "RESERVED",
    "PyArg",
    "default_expr",
    "format_call",
    "format_tuple",
    "key_set_terms",
    "py_args",
    "py_name",
    "py_str",
    "sentinel_args",
    "signature_params",
]

#: Names the generated function bodies use; an argument spelled so gets a trailing ``_``.
RESERVED: frozenset[str] = frozenset({"ks", "entry", "kernel", "meta", "result", "ops"})

#: Line length the generators wrap at (the repository's ruff setting).
LINE_LENGTH = 100

#: ScalarType spellings → ``glasstorch.c10.core.scalar_type`` attribute. The Python-type
#: names follow ``python_arg_parser.ENUM_DEFAULTS`` (``float`` → float64, ``int`` → int64).
_SCALAR_TYPES = {
    "uint8": "uint8", "byte": "uint8", "int8": "int8", "char": "int8",
    "int16": "int16", "short": "int16", "int32": "int32", "int64": "int64",
    "int": "int64", "long": "int64", "float16": "float16", "half": "float16",
    "float32": "float32", "float64": "float64", "float": "float64", "double": "float64",
    "bfloat16": "bfloat16", "complex32": "complex32", "complex64": "complex64",
    "complex128": "complex128", "complex": "complex128", "bool": "bool_",
}  # fmt: skip
_LAYOUT_NAMES = frozenset({"strided", "sparse_coo"})
#: ``contiguous_format`` is None (the kernels' default); the others are the c10 singletons.
_MEMORY_FORMATS = frozenset({"preserve_format", "channels_last", "channels_last_3d"})
#: ``at::Reduction``: the values PyTorch's loss functions take for ``int reduction``.
_REDUCTIONS = {"None": "0", "Mean": "1", "Sum": "2"}


@dataclass(frozen=True)
class PyArg:
    """One schema argument as a Python parameter: its name and default expression."""

    arg: Argument
    name: str
    default: str | None  # Python source text; None when the schema gives no default

    @property
    def type(self) -> Type:
        return self.arg.type


def py_name(name: str, reserved: frozenset[str] = RESERVED) -> str:
    """The Python spelling of schema argument ``name``."""
    return f"{name}_" if keyword.iskeyword(name) or name in reserved else name


def py_args(
    func: FunctionSchema, loc: Location, extra_reserved: frozenset[str] = frozenset()
) -> tuple[PyArg, ...]:
    """Every argument of ``func`` in schema order, named and with defaults converted."""
    reserved = RESERVED | extra_reserved
    result = []
    for a in func.arguments:
        default = None if a.default is None else default_expr(a, loc, str(func.name))
        result.append(PyArg(a, py_name(a.name, reserved), default))
    return tuple(result)


def signature_params(args: Sequence[PyArg]) -> list[str]:
    """``["self", "other", "alpha=1"]``; a required one after a defaulted one gets ``_REQUIRED``."""
    params: list[str] = []
    seen_default = False
    for a in args:
        if a.default is not None:
            seen_default = True
            params.append(f"{a.name}={a.default}")
        else:
            params.append(f"{a.name}=_REQUIRED" if seen_default else a.name)
    return params


def sentinel_args(args: Sequence[PyArg]) -> list[PyArg]:
    """The arguments :func:`signature_params` gave the ``_REQUIRED`` sentinel."""
    result: list[PyArg] = []
    seen_default = False
    for a in args:
        seen_default = seen_default or a.default is not None
        if seen_default and a.default is None:
            result.append(a)
    return result


def py_str(text: str) -> str:
    """A Python string literal for ``text``, double-quoted when possible (ruff's preference)."""
    if '"' not in text and "\\" not in text and "\n" not in text:
        return f'"{text}"'
    return repr(text)


def _base_of(type_: Type) -> Type:
    while isinstance(type_, OptionalType | ListType):
        type_ = type_.elem
    return type_


def default_expr(arg: Argument, loc: Location, op: str) -> str:
    """The Python source of ``arg``'s default value.

    Enum spellings depend on the type, matching ``python_arg_parser.ENUM_DEFAULTS``:
    ``int reduction=Mean`` → ``1`` (``at::Reduction``: None=0, Mean=1, Sum=2);
    ``contiguous_format`` → ``None``; other ``Layout``/``MemoryFormat`` names → the
    ``glasstorch.c10.core.layout`` singletons (``_layout.strided``); ``ScalarType`` names →
    ``glasstorch.c10.core.scalar_type`` dtypes (``long`` → ``_scalar_type.int64``).
    """
    base = _base_of(arg.type)
    base_name = base.name if isinstance(base, BaseType) else ""
    if base_name == "int" and not isinstance(arg.type, OptionalType) and arg.default in _REDUCTIONS:
        return _REDUCTIONS[arg.default]
    try:
        value = arg.default_value()
    except (ValueError, SyntaxError) as e:
        raise CodegenError(loc, f"{op}: cannot read the default of '{arg.name}': {e}") from None
    return _literal(value, base_name, loc, f"{op}: argument '{arg.name}'")


def _literal(value: object, base_name: str, loc: Location, what: str) -> str:
    if value is None or isinstance(value, bool | int):
        return repr(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "_math.nan"
        if math.isinf(value):
            return "_math.inf" if value > 0 else "-_math.inf"
        return repr(value)
    if isinstance(value, list | tuple):
        items = [_literal(v, base_name, loc, what) for v in value]
        return f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"
    if isinstance(value, str):
        if base_name == "str":
            return py_str(value)
        if base_name == "ScalarType" and value in _SCALAR_TYPES:
            return f"_scalar_type.{_SCALAR_TYPES[value]}"
        if base_name == "Layout" and value in _LAYOUT_NAMES:
            return f"_layout.{value}"
        if base_name == "MemoryFormat" and value == "contiguous_format":
            return "None"
        if base_name == "MemoryFormat" and value in _MEMORY_FORMATS:
            return f"_layout.{value}"
        if base_name == "int" and value in _REDUCTIONS:
            return _REDUCTIONS[value]
    raise CodegenError(
        loc,
        f"{what}: no Python value for the default {value!r} of a "
        f"{base_name or 'non-base'} argument",
    )


def key_set_terms(args: Sequence[PyArg]) -> list[str]:
    """One expression per tensor-like argument giving the raw key set it contributes."""
    terms = []
    for a in args:
        if not a.type.is_tensor_like():
            continue
        if a.type.is_list_like():
            terms.append(f"_keys_of_list({a.name})")
        elif isinstance(a.type, OptionalType):
            terms.append(f"({a.name}._key_set if {a.name} is not None else 0)")
        else:
            terms.append(f"{a.name}._key_set")
    return terms


def format_call(prefix: str, items: Sequence[str], suffix: str, indent: str) -> list[str]:
    """``prefix(items)suffix`` on one line if it fits, else wrapped as ruff format would.

    First all items on one indented line, else one item per line with a trailing comma.
    """
    one_line = f"{indent}{prefix}{', '.join(items)}{suffix}"
    if len(one_line) <= LINE_LENGTH or not items:
        return [one_line]
    inner = indent + "    "
    joined = f"{inner}{', '.join(items)}"
    if len(joined) <= LINE_LENGTH:
        return [f"{indent}{prefix}", joined, f"{indent}{suffix}"]
    return [f"{indent}{prefix}", *(f"{inner}{item}," for item in items), f"{indent}{suffix}"]


def format_tuple(prefix: str, items: Sequence[str], indent: str) -> list[str]:
    """``prefix(a, b)`` as a tuple display: ``(a,)`` for one item, exploded when too long."""
    if len(items) == 1:
        one = f"{indent}{prefix}({items[0]},)"
        if len(one) <= LINE_LENGTH:
            return [one]
    return format_call(f"{prefix}(", items, ")", indent)
