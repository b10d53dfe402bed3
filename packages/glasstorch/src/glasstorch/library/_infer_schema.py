"""``infer_schema``: an operator schema from a Python function's type hints.

The rules of ``torch.library.infer_schema``: every parameter needs an annotation from a
fixed table (Tensor, int, float, bool, str, dtype, device, their optionals and sequences,
``Number`` as Scalar); ``int`` becomes ``SymInt``; defaults may only be None, int, float,
bool, str, dtype or device; parameters named in ``mutates_args`` must be Tensors (or
sequences of Tensors) and become ``Tensor(a<i>!)``; ``mutates_args="unknown"`` marks
every Tensor mutable. Keyword-only parameters stay keyword-only; ``*args``/``**kwargs``
and positional-only parameters are refused.
"""

from __future__ import annotations

import inspect
import numbers
import typing
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Optional, Union

from glasstorch.aten import Tensor
from glasstorch.aten.core.generator import Generator
from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import dtype as DType

__all__ = ["infer_schema"]

Number = Union[int, float, bool]  # noqa: UP007 - the spelling annotations use

_BASE: list[tuple[Any, str, bool]] = [
    # (Python type, schema type, whether sequences and optional sequences exist)
    (Tensor, "Tensor", True),
    (int, "SymInt", True),
    (float, "float", True),
    (bool, "bool", True),
    (str, "str", False),
    (Number, "Scalar", True),
    (DType, "ScalarType", False),
    (Device, "Device", False),
]


def _sequence_forms(t: Any) -> list[Any]:
    # Each spelling is accepted: typing.Sequence, collections.abc.Sequence, List, list.
    return [typing.Sequence[t], Sequence[t], typing.List[t], list[t]]  # noqa: UP006


def _argument_types() -> dict[Any, str]:
    table: dict[Any, str] = {}
    for py, name, has_lists in _BASE:
        table[py] = name
        table[Optional[py]] = f"{name}?"  # noqa: UP045 - each spelling is accepted
        if has_lists:
            for form in _sequence_forms(py):
                table[form] = f"{name}[]"
                if py is not Tensor:
                    table[Optional[form]] = f"{name}[]?"  # noqa: UP045
        if py is Tensor:
            for form in _sequence_forms(Optional[Tensor]):  # noqa: UP045
                table[form] = "Tensor?[]"
    table[Generator] = "Generator"
    table[Optional[Generator]] = "Generator?"  # noqa: UP045
    return table


_ARGUMENT_TYPES = _argument_types()
_RETURN_TYPES: dict[Any, str] = {
    Tensor: "Tensor",
    typing.List[Tensor]: "Tensor[]",  # noqa: UP006
    list[Tensor]: "Tensor[]",
    int: "SymInt",
    float: "float",
    bool: "bool",
    Number: "Scalar",
}
_DEFAULT_TYPES = (int, float, bool, str, DType, Device, type(None))


def _error(fn: Callable[..., Any], sig: inspect.Signature, what: str) -> ValueError:
    return ValueError(f"infer_schema(func): {what} Got func with signature {sig})")


def _resolve(fn: Callable[..., Any], sig: inspect.Signature) -> dict[str, Any]:
    """Annotations as objects (string annotations resolved in the function's globals)."""
    hints = {}
    for name, p in [*sig.parameters.items(), ("return", None)]:
        raw = sig.return_annotation if p is None else p.annotation
        if isinstance(raw, str):
            globals_ = dict(getattr(fn, "__globals__", {}))
            try:
                raw = eval(raw, globals_)  # noqa: S307 - an annotation, as typing.get_type_hints
            except Exception as error:
                raise _error(fn, sig, f"Unsupported type annotation {raw}.") from error
        hints[name] = raw
    return hints


def _default(value: Any) -> str:
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, DType):
        return str(value).rsplit(".", 1)[-1]
    if isinstance(value, Device):
        return f'"{value}"'
    return str(value)


def _mutated(mutates_args: str | Iterable[str], sig: inspect.Signature) -> set[str] | None:
    """The mutated parameter names, or None for "unknown" (every Tensor)."""
    if mutates_args == "unknown":
        return None
    if isinstance(mutates_args, str):
        raise ValueError(
            "mutates_args must be a tuple/list/set of argument names or the string 'unknown'"
        )
    return set(mutates_args)


def infer_schema(
    prototype_function: Callable[..., Any],
    /,
    *,
    mutates_args: str | Iterable[str],
    op_name: str | None = None,
) -> str:
    """The schema string of ``prototype_function``, e.g. ``"(Tensor x, float y) -> Tensor"``
    (prefixed by ``op_name`` when given)."""
    fn = prototype_function
    sig = inspect.signature(fn)
    hints = _resolve(fn, sig)
    mutated = _mutated(mutates_args, sig)
    params: list[str] = []
    seen_kwarg_only = False
    for index, (name, p) in enumerate(sig.parameters.items()):
        if p.kind not in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY):
            raise _error(
                fn,
                sig,
                "We do not support positional-only args, varargs, or varkwargs.",
            )
        if p.kind == p.KEYWORD_ONLY and not seen_kwarg_only:
            params.append("*")
            seen_kwarg_only = True
        if p.annotation is inspect.Parameter.empty:
            raise _error(fn, sig, f"Parameter {name} must have a type annotation.")
        schema_type = _ARGUMENT_TYPES.get(hints[name])
        if schema_type is None:
            raise _error(
                fn,
                sig,
                f"Parameter {name} has unsupported type {hints[name]}. The valid types are: "
                f"{_ARGUMENT_TYPES.keys()}.",
            )
        is_mutated = name in mutated if mutated is not None else schema_type.startswith("Tensor")
        if is_mutated:
            if not schema_type.startswith("Tensor"):
                raise _error(
                    fn,
                    sig,
                    f"Parameter {name} is in mutable_args but only Tensors or collections of "
                    "Tensors can be mutated",
                )
            schema_type = f"Tensor(a{index}!){schema_type[len('Tensor') :]}"
        text = f"{schema_type} {name}"
        if p.default is not inspect.Parameter.empty:
            if not isinstance(p.default, _DEFAULT_TYPES):
                raise _error(
                    fn,
                    sig,
                    f"Parameter {name} has an unsupported default value type "
                    f"{type(p.default)}. Please file an issue on GitHub so we can prioritize "
                    "this.",
                )
            text += f"={_default(p.default)}"
        params.append(text)
    if mutated is not None:
        unknown = mutated - set(sig.parameters)
        if unknown:
            raise _error(
                fn,
                sig,
                f"{unknown} in mutates_args were not found in the custom op's signature. "
                "mutates_args should contain the names of all args that the custom op mutates, "
                "or just the string 'unknown' if you don't know.",
            )
    returns = _returns(fn, sig, hints["return"])
    return f"{op_name or ''}({', '.join(params)}) -> {returns}"


def _returns(fn: Callable[..., Any], sig: inspect.Signature, annotation: Any) -> str:
    if annotation is inspect.Signature.empty:
        raise _error(fn, sig, "No return type annotation was provided. Please add one.")
    if annotation is None or annotation is type(None):
        return "()"
    origin = typing.get_origin(annotation)
    if origin is tuple:
        items = typing.get_args(annotation)
        return "(" + ", ".join(_return_one(fn, sig, t) for t in items) + ")"
    return _return_one(fn, sig, annotation)


def _return_one(fn: Callable[..., Any], sig: inspect.Signature, t: Any) -> str:
    name = _RETURN_TYPES.get(t)
    if name is None:
        raise _error(
            fn,
            sig,
            f"Return has unsupported type {t}. The valid types are: {_RETURN_TYPES}.",
        )
    return name


# ``numbers.Number`` annotations read as Scalar too.
_ARGUMENT_TYPES[numbers.Number] = "Scalar"
