"""Operator schemas: the type model, the schema model and the schema-language parser.

Mirrors ``ATen/core/function_schema.h``, ``alias_info.h``, ``jit_type.h`` and
``torch/csrc/jit/frontend/function_schema_parser.cpp``::

    >>> from glasstorch.c10.schema import parse_schema
    >>> text = "aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"
    >>> schema = parse_schema(text)
    >>> schema.name.overload_name, [a.name for a in schema.arguments]
    ('Tensor', ['self', 'other', 'alpha'])
    >>> str(schema) == text
    True
"""

from glasstorch.c10.schema.model import (
    WILDCARD,
    AliasInfo,
    Argument,
    FunctionSchema,
    OperatorName,
    Return,
    SchemaKind,
)
from glasstorch.c10.schema.parser import SchemaParseError, parse_name, parse_schema, parse_type
from glasstorch.c10.schema.types import (
    BASE_TYPE_NAMES,
    AwaitType,
    BaseType,
    DictType,
    FutureType,
    ListType,
    OptionalType,
    RRefType,
    TupleType,
    Type,
    UnionType,
)

__all__ = [
    "BASE_TYPE_NAMES",
    "WILDCARD",
    "AliasInfo",
    "Argument",
    "AwaitType",
    "BaseType",
    "DictType",
    "FunctionSchema",
    "FutureType",
    "ListType",
    "OperatorName",
    "OptionalType",
    "RRefType",
    "Return",
    "SchemaKind",
    "SchemaParseError",
    "TupleType",
    "Type",
    "UnionType",
    "parse_name",
    "parse_schema",
    "parse_type",
]
