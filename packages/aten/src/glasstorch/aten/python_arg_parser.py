"""PythonArgParser: from a Python call ``torch.add(x, 2, alpha=3)`` to one operator overload.

Mirrors ``torch/csrc/utils/python_arg_parser.cpp``. The generated bindings
(``_generated/functions.py`` and ``tensor_methods.py``) give each public name a parser
over its overloads. At import the parser turns every schema into a
:class:`PythonSignature` (parameter kinds and converted defaults); at call time it
binds the arguments to the first signature that accepts them — first strictly, then
letting Python numbers stand in for Tensors (wrapped as 0-dim tensors) — converts
them (dtype, device, int lists) and calls the overload's ``call`` with every argument
positionally, in schema order. ``out=`` routes to the matching out overload.

A call with an argument that takes part in the ``__torch_function__`` protocol (a tensor
subclass or duck type, also inside a Tensor[] list), or made under a mode, goes to
:mod:`.overrides` with the public function (or method) as ``func``; plain tensors are
told apart by one class comparison (``_EXACT``, kept by ``overrides.register_fast_path``).
"""

from __future__ import annotations

import collections
import numbers
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import (
    bool_,
    complex128,
    float64,
    int64,
)
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.schema import Argument, BaseType, FunctionSchema, ListType, OptionalType

from . import overrides
from ._runtime import as_device, wrap_scalar
from .core.tensor_base import Size, TensorBase
from .overrides import FAST_TENSOR_TYPES, NOT_OVERLOADED

#: Enum spellings that appear as schema defaults, and their Python values.
ENUM_DEFAULTS: dict[str, Any] = {
    "Mean": 1,
    "Sum": 2,
    "contiguous_format": None,
    "long": int64,
    "int": int64,
    "float": float64,
    "double": float64,
    "bool": bool_,
    "complex": complex128,
}

_PY_TYPE_DTYPES = {float: float64, int: int64, bool: bool_, complex: complex128}
_PY_NUMBERS = frozenset(_PY_TYPE_DTYPES)
_REQUIRED = object()


def default_to_python(arg: Argument) -> Any:
    """An argument's schema default as the Python value a caller would pass."""
    if arg.default is None:
        return _REQUIRED
    value = arg.default_value()
    if isinstance(value, str) and value in ENUM_DEFAULTS and _base_name(arg.type) != "str":
        return ENUM_DEFAULTS[value]
    if isinstance(value, list):
        return tuple(value)
    return value


def _base_name(t: Any) -> str:
    while isinstance(t, OptionalType | ListType):
        t = t.elem
    return t.name if isinstance(t, BaseType) else ""


class _NoMatch(Exception):
    """This signature does not accept these arguments."""


class _Overloaded(Exception):
    """An argument takes part in ``__torch_function__``: the call goes to its handler."""


#: The Tensor class, or None while a mode is pushed (see :mod:`.overrides`).
_EXACT: Any = None
overrides.register_fast_path(globals())


def _check_tensor(value: Any) -> None:
    """Raise _Overloaded for a tensor whose class takes part in the protocol."""
    cls = value.__class__
    if cls is not _EXACT and cls not in FAST_TENSOR_TYPES and overrides.overloaded_arg(value):
        raise _Overloaded


def _is_int(v: Any) -> bool:
    cls = type(v)
    if cls is int:
        return True
    return cls is not bool and isinstance(v, numbers.Integral)


def _convert(kind: str, nullable: bool, size: int | None, value: Any, lenient: bool) -> Any:
    """Check ``value`` against a parameter kind and convert it, or raise _NoMatch."""
    if value is None:
        if nullable:
            return None
        raise _NoMatch
    if kind == "Tensor":
        if isinstance(value, TensorBase):
            _check_tensor(value)
            return value
        if lenient and isinstance(value, numbers.Number):
            return wrap_scalar(_py_number(value))
        if value.__class__ not in NOT_OVERLOADED and overrides.overloaded_arg(value):
            raise _Overloaded  # a duck type: its handler decides
        raise _NoMatch
    if kind == "Scalar":
        if type(value) in _PY_NUMBERS or isinstance(value, numbers.Number):
            return _py_number(value)
        if isinstance(value, TensorBase) and value.dim() == 0:
            return value.item()
        raise _NoMatch
    if kind == "int":
        if _is_int(value):
            return int(value)
        if isinstance(value, TensorBase) and value.dim() == 0 and not value.is_floating_point():
            return int(value.item())
        raise _NoMatch
    if kind == "float":
        if isinstance(value, numbers.Real) and not isinstance(value, bool):
            return float(value)
        if isinstance(value, TensorBase) and value.dim() == 0:
            return float(value.item())
        raise _NoMatch
    if kind == "bool":
        if isinstance(value, bool) or type(value).__name__ == "bool_":
            return bool(value)
        raise _NoMatch
    if kind == "int[]":
        if value.__class__ is tuple or value.__class__ is list:  # the usual call: plain ints
            for v in value:
                if v.__class__ is not int:
                    break
            else:
                return tuple(value)
        if _is_int(value) and size is not None:
            return (int(value),) * size
        if (
            isinstance(value, Sequence)
            and not isinstance(value, str | TensorBase)
            and all(_is_int(v) for v in value)
        ):
            return tuple(int(v) for v in value)
        raise _NoMatch
    if kind == "float[]":
        if isinstance(value, numbers.Real) and size is not None:
            return (float(value),) * size
        if isinstance(value, Sequence) and not isinstance(value, str):
            return tuple(float(v) for v in value)
        raise _NoMatch
    if kind == "Tensor[]" or kind == "Tensor?[]":
        if isinstance(value, Sequence) and not isinstance(value, str | TensorBase):
            for v in value:
                if v.__class__ is not _EXACT and v.__class__ not in NOT_OVERLOADED:
                    if overrides.overloaded_arg(v):
                        raise _Overloaded
        if (
            isinstance(value, Sequence)
            and not isinstance(value, str | TensorBase)
            and all(isinstance(v, TensorBase) or (v is None and kind == "Tensor?[]") for v in value)
        ):
            return list(value)
        raise _NoMatch
    if kind == "ScalarType":
        if isinstance(value, DType):
            return value
        if value.__class__ is type and value in _PY_TYPE_DTYPES:  # a list is unhashable
            return _PY_TYPE_DTYPES[value]
        raise _NoMatch
    if kind == "Device":
        if isinstance(value, Device | str) or _is_int(value):
            return as_device(value)
        raise _NoMatch
    if kind == "str":
        if isinstance(value, str):
            return value
        raise _NoMatch
    return value  # Layout, MemoryFormat, Generator, Dimname...: passed through


def _py_number(value: Any) -> Any:
    """numpy scalars → Python numbers (bool stays bool)."""
    if isinstance(value, bool | int | float | complex):
        return value
    if type(value).__name__ in ("bool_", "bool"):
        return bool(value)
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        return float(value)
    return complex(value)


def _param_kind(t: Any) -> tuple[str, bool, int | None]:
    """(kind, nullable, list size) of a schema type, as the binder sees it."""
    nullable = isinstance(t, OptionalType)
    if nullable:
        t = t.elem
    if isinstance(t, ListType):
        elem = t.elem
        elem_nullable = isinstance(elem, OptionalType)
        name = _base_name(elem)
        if name == "Tensor":  # ``Tensor?[]``: the elements may be None, not the list
            return ("Tensor?[]" if elem_nullable else "Tensor[]"), nullable, t.size
        if name in ("int", "SymInt"):
            return "int[]", nullable, t.size
        if name in ("float", "SymFloat"):
            return "float[]", nullable, t.size
        return "list", nullable, t.size
    name = _base_name(t)
    if name in ("SymInt", "int"):
        return "int", nullable, None
    if name in ("float", "SymFloat"):
        return "float", nullable, None
    return name, nullable, None


@dataclass(frozen=True)
class Param:
    name: str
    kind: str
    nullable: bool
    size: int | None
    default: Any
    kwarg_only: bool

    @property
    def required(self) -> bool:
        """Whether the caller must pass this parameter (it has no default)."""
        return self.default is _REQUIRED

    def describe(self) -> str:
        kind = {"Scalar": "Number", "int[]": "tuple of ints"}.get(self.kind, self.kind)
        text = f"{kind}{'?' if self.nullable else ''} {self.name}"
        if self.default is not _REQUIRED:
            text += f" = {self.default}"
        return text


class PythonSignature:
    """One overload as Python sees it: parameters (out args removed) and how to call it."""

    def __init__(self, op: Any, out_op: Any | None, *, method: bool) -> None:
        schema: FunctionSchema = op.entry.schema if getattr(op, "entry", None) else _schema(op)
        self.op = op
        self.out_op = out_op
        self.params: list[Param] = []
        for arg in schema.arguments:
            if arg.is_out:
                continue
            kind, nullable, size = _param_kind(arg.type)
            name = "input" if arg.name == "self" and not method else arg.name
            self.params.append(
                Param(name, kind, nullable, size, default_to_python(arg), arg.kwarg_only)
            )
        self.n_out = 0
        self.out_positions: list[int] = []
        if out_op is not None:
            out_schema = _schema(out_op)
            self.n_out = sum(1 for a in out_schema.arguments if a.is_out)
            kept = {a.name for a in out_schema.arguments if not a.is_out}
            self.out_positions = [
                i
                for i, a in enumerate(x for x in schema.arguments if not x.is_out)
                if a.name in kept
            ]
        # Factories (TensorOptions arguments) also take ``requires_grad=``, as in PyTorch.
        self.is_factory = {"dtype", "device"} <= {a.name for a in schema.arguments}
        # ``x.view(2, 3)``/``zeros(2, 3)``: an int list may be spread as varargs when it is
        # the only positional parameter (besides self), as PyTorch's parser allows.
        positional = [p for p in self.params if not p.kwarg_only]
        self.varargs_intlist = (
            len(positional) == (2 if method else 1) and positional[-1].kind == "int[]"
        )
        self.n_positional = len(positional)
        self.return_type = return_type_for(schema)
        self.names = {p.name: i for i, p in enumerate(self.params)}
        if not method and "input" in self.names:
            self.names["self"] = self.names["input"]

    def bind(self, args: Sequence[Any], kwargs: dict[str, Any], lenient: bool, method: bool) -> Any:
        """Convert ``args``/``kwargs`` for this signature and call the overload."""
        params = self.params
        out = kwargs.pop("out", None) if "out" in kwargs else None
        requires_grad = kwargs.pop("requires_grad", False) if self.is_factory and kwargs else False
        try:
            if out is not None and self.out_op is None:
                raise _NoMatch
            first = 1 if method else 0
            if self.varargs_intlist and len(args) > first and _is_int(args[first]):
                spread = args[first:]
                for a in spread:
                    if a.__class__ is not int and not _is_int(a):  # plain ints: no call
                        break
                else:
                    args = (*args[:first], tuple(spread))
            values: list[Any] = [_REQUIRED] * len(params)
            if len(args) > self.n_positional:
                raise _NoMatch
            for i, value in enumerate(args):
                p = params[i]
                values[i] = _convert(p.kind, p.nullable, p.size, value, lenient)
            for key, value in kwargs.items():
                i = self.names.get(key)
                if i is None or values[i] is not _REQUIRED:
                    raise _NoMatch
                p = params[i]
                values[i] = _convert(p.kind, p.nullable, p.size, value, lenient)
            for i, p in enumerate(params):
                if values[i] is _REQUIRED:
                    if p.default is _REQUIRED:
                        raise _NoMatch
                    values[i] = p.default
        except _NoMatch:
            if out is not None:
                kwargs["out"] = out
            if requires_grad:
                kwargs["requires_grad"] = requires_grad
            raise
        if out is not None:
            result = self._call_out(values, out)
        else:
            result = self.op.call(*values)
        if requires_grad:
            result.requires_grad_(True)
        return self.return_type(*result) if self.return_type is not None else result

    def _call_out(self, values: list[Any], out: Any) -> Any:
        """Route to the out overload; TensorOptions it lacks must agree with ``out``."""
        outs = tuple(out) if self.n_out > 1 else (out,)
        if len(outs) != self.n_out or not all(isinstance(o, TensorBase) for o in outs):
            expected = f"a tuple of {self.n_out} Tensors" if self.n_out > 1 else "Tensor"
            raise TypeError(f"{self.op.name}(): argument 'out' must be {expected}")
        if len(self.out_positions) != len(values):
            dropped = {
                self.params[i].name: values[i]
                for i in range(len(values))
                if i not in self.out_positions
            }
            dtype = dropped.get("dtype")
            if dtype is not None and dtype is not outs[0].dtype:
                raise RuntimeError(
                    f"dtype {dtype} does not match dtype of out parameter ({outs[0].dtype})"
                )
            values = [values[i] for i in self.out_positions]
        return self.out_op.call(*values, *outs)

    def describe(self) -> str:
        parts: list[str] = []
        star = False
        for p in self.params:
            if p.kwarg_only and not star:
                parts.append("*")
                star = True
            parts.append(p.describe())
        if self.out_op is not None:
            if not star:
                parts.append("*")
            parts.append("Tensor out = None")
        return "(" + ", ".join(parts) + ")"


class return_types:  # noqa: N801 - PyTorch's spelling: torch.return_types.max
    """Named tuples for operators with several named returns (``x.max(0).indices``)."""


def _return_type_repr(self: Any) -> str:
    """As PyTorch prints its structseqs: one field per line."""
    fields = ",\n".join(f"{name}={value!r}" for name, value in zip(self._fields, self, strict=True))
    return f"glasstorch.return_types.{type(self).__name__}(\n{fields})"


def return_type_for(schema: FunctionSchema) -> Any:
    """``return_types.<name>`` for a schema whose returns are all named, else None."""
    names = [r.name for r in schema.returns]
    if len(names) < 2 or not all(names):
        return None
    name = schema.name.unqualified_name
    if schema.is_out_fn():
        name += "_out"
    existing = getattr(return_types, name, None)
    if existing is None or existing._fields != tuple(names):
        existing = collections.namedtuple(name, names)  # type: ignore[misc]
        existing.__module__ = "glasstorch.return_types"
        existing.__qualname__ = name
        existing.__repr__ = _return_type_repr  # type: ignore[method-assign]
        setattr(return_types, name, existing)
    return existing


def _schema(op: Any) -> FunctionSchema:
    from glasstorch.c10.schema import parse_schema

    return parse_schema(op.schema_str)


_TENSOR_OPTIONS = frozenset({"dtype", "layout", "device", "pin_memory", "memory_format"})


def _same_inputs(a: FunctionSchema, b: FunctionSchema) -> bool:
    """Whether out overload ``b`` takes the non-out arguments of functional ``a`` (a factory's
    out overload drops the TensorOptions: the out tensor decides those)."""
    ys = [(y.name, str(y.type)) for y in b.arguments if not y.is_out]
    names_b = {name for name, _ in ys}
    xs = [
        (x.name, str(x.type))
        for x in a.arguments
        if not x.is_out and (x.name in names_b or x.name not in _TENSOR_OPTIONS)
    ]
    return xs == ys


def _scalar_shadowed(sig: FunctionSchema, others: list[FunctionSchema]) -> bool:
    """PyTorch hides a Scalar overload when a Tensor overload has the same parameters."""
    mine = [(a.name, str(a.type)) for a in sig.arguments if not a.is_out]
    if not any(t == "Scalar" for _, t in mine):
        return False
    for other in others:
        if other is sig:
            continue
        theirs = [(a.name, str(a.type)) for a in other.arguments if not a.is_out]
        if len(theirs) != len(mine):
            continue
        if all(
            n1 == n2 and (t1 == t2 or (t1 == "Scalar" and t2 == "Tensor"))
            for (n1, t1), (n2, t2) in zip(mine, theirs, strict=True)
        ):
            return True
    return False


class PythonArgParser:
    """Overload resolution for one Python-visible name (``add``, ``sum``, ``view`` ...)."""

    def __init__(self, name: str, overloads: Sequence[Any], *, method: bool) -> None:
        self.name = name
        self.method = method
        self._overloads = tuple(overloads)
        self._signatures: list[PythonSignature] | None = None
        #: Calls with only positional Tensor arguments, and calls of a tensor and plain
        #: ints, by count; calls of a tensor and one tuple (list, Size) of plain ints: how
        #: each completes (see :mod:`.python_arg_fast_paths`).
        self._tensor_calls: dict[int, tuple[PythonSignature, tuple[Any, ...]]] = {}
        self._int_calls: dict[int, Any] = {}
        self._int_list_call: Any = None
        #: The public function or method handed to ``__torch_function__`` (see :meth:`binds`).
        self.func: Any = None

    def binds(self, func: Any) -> Any:
        """Decorator of the generated function (or method) this parser serves: it is the
        ``func`` that ``__torch_function__`` handlers receive."""
        self.func = func
        func._routes_torch_function = True
        func._torch_function_parser = self
        return func

    @property
    def binding_name(self) -> str:
        """The name PyTorch's messages give the binding: ``glasstorch.add``,
        ``glasstorch.Tensor.add``."""
        return f"glasstorch.{'Tensor.' if self.method else ''}{self.name}"

    def signatures(self) -> list[PythonSignature]:
        """The signatures, built with the fast tables on first use."""
        if self._signatures is None:
            from . import python_arg_fast_paths as fast

            signatures = self._signatures = self._build()
            self._tensor_calls = fast.tensors_only_fast_paths(signatures)
            self._int_calls = fast.int_fast_paths(signatures, self.method)
            self._int_list_call = fast.int_list_fast_path(signatures)
        return self._signatures

    def _build(self) -> list[PythonSignature]:
        schemas = {op: _schema(op) for op in self._overloads}
        functional = [op for op in self._overloads if not schemas[op].is_out_fn()]
        outs = [op for op in self._overloads if schemas[op].is_out_fn()]
        visible = [
            op
            for op in functional
            if not _scalar_shadowed(schemas[op], [schemas[o] for o in functional])
        ]
        signatures = []
        for op in visible:
            out_op = next((o for o in outs if _same_inputs(schemas[op], schemas[o])), None)
            signatures.append(PythonSignature(op, out_op, method=self.method))
        for o in outs:  # an out overload without a functional twin is still reachable
            shadowed = any(_same_inputs(schemas[op], schemas[o]) for op in functional)
            if not shadowed and not any(s.out_op is o for s in signatures):
                signatures.append(PythonSignature(o, None, method=self.method))
        return signatures

    def __call__(self, *call: Any) -> Any:
        if self.method:
            this, args, kwargs = call
            args = (this, *args)
        else:
            args, kwargs = call
        if not kwargs:
            n = len(args)
            fast = self._tensor_calls.get(n)
            if fast is not None:
                for a in args:
                    if a.__class__ is not _EXACT and a.__class__ not in FAST_TENSOR_TYPES:
                        break
                else:
                    sig, defaults = fast
                    result = sig.op.call(*args, *defaults)
                    return sig.return_type(*result) if sig.return_type is not None else result
            ints = self._int_calls.get(n)
            first = args[0].__class__ if n else None
            fast_first = first is _EXACT or first in FAST_TENSOR_TYPES
            if ints is not None and fast_first:
                for i in range(1, n):
                    if args[i].__class__ is not int:  # bool, numpy ints: bound in general
                        break
                else:
                    sig = ints.sig
                    if ints.spread:
                        result = sig.op.call(args[0], args[1:], *ints.defaults)
                    elif ints.sizes is None:
                        result = sig.op.call(*args, *ints.defaults)
                    else:
                        result = sig.op.call(*ints.sized_values(args))
                    return sig.return_type(*result) if sig.return_type is not None else result
            ints = self._int_list_call
            if ints is not None and n == 2 and fast_first:
                values = args[1]
                cls = values.__class__
                if cls is tuple or cls is list or cls is Size:
                    for v in values:
                        if v.__class__ is not int:
                            break
                    else:
                        sig = ints.sig
                        result = sig.op.call(args[0], tuple(values), *ints.defaults)
                        if sig.return_type is not None:
                            return sig.return_type(*result)
                        return result
        if _EXACT is None and overrides.modes_enabled():
            return self._torch_function(args, kwargs)
        signatures = self._signatures or self.signatures()
        try:
            for lenient in (False, True):
                for sig in signatures:
                    try:
                        return sig.bind(
                            args, dict(kwargs) if kwargs else kwargs, lenient, self.method
                        )
                    except _NoMatch:
                        continue
        except _Overloaded:
            return self._torch_function(args, kwargs)
        if overrides.any_overloaded((*args, *kwargs.values())):  # a duck type as a number...
            return self._torch_function(args, kwargs)
        raise TypeError(self._error(args, kwargs, signatures))

    def _torch_function(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """Hand the call to the modes and overloaded arguments (PyTorch passes ``self`` of a
        method as the first argument, and ``kwargs`` None when there are none)."""
        values = (*args, *kwargs.values()) if kwargs else args
        overloaded = overrides._get_overloaded_args(values, include_tensor=False, nested=True)
        return overrides.dispatch_torch_function(
            self.func, overloaded, args, dict(kwargs) if kwargs else None, self.binding_name
        )

    def _error(
        self, args: Sequence[Any], kwargs: dict[str, Any], signatures: list[PythonSignature]
    ) -> str:
        shown = args[1:] if self.method else args
        got = [_type_name(a) for a in shown] + [f"{k}={_type_name(v)}" for k, v in kwargs.items()]
        expected = "\n".join(f" * {s.describe()}" for s in signatures)
        return (
            f"{self.name}() received an invalid combination of arguments - got "
            f"({', '.join(got)}), but expected one of:\n{expected}"
        )


def _type_name(value: Any) -> str:
    if isinstance(value, TensorBase):
        return "Tensor"
    if isinstance(value, tuple | list):
        return f"{type(value).__name__} of [{', '.join(_type_name(v) for v in value)}]"
    return type(value).__name__
