"""Small helpers of Module: type names for error messages, repr indentation, name checks
and the argument parsing of ``Module.to``."""

from __future__ import annotations

from typing import Any

from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.core.scalar_type import dtype as DType

__all__ = ["_addindent", "_check_name", "_parse_to", "_typename"]


def _typename(obj: Any) -> str:
    """``torch.typename``: the qualified name used in assignment errors."""
    if isinstance(obj, TensorBase):
        return obj.type()  # "glasstorch.FloatTensor", as torch.typename
    module = type(obj).__module__
    name = type(obj).__qualname__
    return name if module in ("builtins", "__builtin__") else f"{module}.{name}"


def _addindent(s: str, num_spaces: int) -> str:
    """Indent every line but the first by ``num_spaces`` (blank lines stay empty)."""
    lines = s.split("\n")
    if len(lines) == 1:
        return s
    first = lines.pop(0)
    rest = [(num_spaces * " ") + line if line.strip() else "" for line in lines]
    return first + "\n" + "\n".join(rest)


def _check_name(kind: str, name: Any, owner: Any) -> None:
    """Validate a parameter/buffer name as ``register_parameter``/``register_buffer`` do."""
    if not isinstance(name, str):
        raise TypeError(f"{kind} name should be a string. Got {_typename(name)}")
    if "." in name:
        raise KeyError(f'{kind} name can\'t contain "."')
    if name == "":
        raise KeyError(f'{kind} name can\'t be empty string ""')
    if hasattr(owner, name) and name not in getattr(owner, f"_{kind}s"):
        raise KeyError(f"attribute '{name}' already exists")


def _parse_to(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, Any, bool]:
    """The ``(device, dtype, non_blocking)`` of ``Module.to``'s overloads."""
    device = kwargs.pop("device", None)
    dtype = kwargs.pop("dtype", None)
    non_blocking = kwargs.pop("non_blocking", False)
    kwargs.pop("memory_format", None)
    tensor = kwargs.pop("tensor", None)
    if kwargs:
        raise TypeError(f"to() got an unexpected keyword argument '{next(iter(kwargs))}'")
    rest = list(args)
    if rest and isinstance(rest[0], TensorBase):
        tensor = rest.pop(0)
    elif rest and isinstance(rest[0], DType):
        dtype = rest.pop(0)
    elif rest and rest[0] is not None and not isinstance(rest[0], bool):
        device = rest.pop(0)
        if rest and isinstance(rest[0], DType):
            dtype = rest.pop(0)
    elif rest and rest[0] is None:
        rest.pop(0)
    if rest and isinstance(rest[0], bool):
        non_blocking = rest.pop(0)
    if rest:
        raise TypeError(f"to() received an invalid combination of arguments: {args!r}")
    if tensor is not None:
        device, dtype = tensor.device, tensor.dtype
    return device, dtype, non_blocking
