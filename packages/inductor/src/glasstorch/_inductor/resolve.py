"""Resolving the targets of torch-level FX graphs to aten overloads.

Graphs from ``symbolic_trace`` or dynamo call ``glasstorch.sin``, ``operator.mul``,
Tensor methods and nn modules; lowering speaks aten. A target resolves by name to an
aten packet, and the packet's overload is the first whose schema the arguments bind
to with matching kinds (tensors for ``Tensor``, numbers for ``Scalar``). Common nn
modules map to their functional aten form. What does not resolve is called as is
(a fallback), never an error.

``symbolic_trace`` records ``nn.functional`` calls with every optional argument by
keyword (``F.relu(x)`` -> ``kwargs={"inplace": False}``), as PyTorch's does; keywords
that hold the function's default are dropped before binding, so that Python-only
parameters (``inplace``, ``_stacklevel``) leave the aten form to its own defaults.
"""

from __future__ import annotations

import functools
import inspect
import operator
from typing import Any

from glasstorch.aten import ops as _ops_ns
from glasstorch.aten._ops import OpOverload, OpOverloadPacket, _bind
from glasstorch.c10.core import scalar_type as st

from .utils import aten_overload

_OPERATORS = {
    operator.add: "add",
    operator.sub: "sub",
    operator.mul: "mul",
    operator.truediv: "div",
    operator.floordiv: "floor_divide",
    operator.mod: "remainder",
    operator.pow: "pow",
    operator.neg: "neg",
    operator.abs: "abs",
    operator.matmul: "matmul",
    operator.eq: "eq",
    operator.ne: "ne",
    operator.lt: "lt",
    operator.le: "le",
    operator.gt: "gt",
    operator.ge: "ge",
    operator.and_: "bitwise_and",
    operator.or_: "bitwise_or",
    operator.xor: "bitwise_xor",
    operator.invert: "bitwise_not",
}
_REFLECTED = {"add": "add", "mul": "mul", "sub": "rsub"}
_VARARG_SIZES = {"view", "reshape", "permute", "expand", "repeat"}
_METHOD_ALIASES = {"contiguous": "clone"}
_DTYPE_METHODS = {
    "float": st.float32,
    "double": st.float64,
    "half": st.float16,
    "bfloat16": st.bfloat16,
    "long": st.int64,
    "int": st.int32,
    "short": st.int16,
    "char": st.int8,
    "byte": st.uint8,
    "bool": st.bool_,
}


def _kind_ok(type_str: str, value: Any, is_tensor: Any, relaxed: bool) -> bool:
    base = type_str.rstrip("?")
    if value is None:
        return type_str.endswith("?")
    if base == "Tensor":
        return bool(is_tensor(value)) or (relaxed and isinstance(value, bool | int | float))
    if base == "Scalar":
        return isinstance(value, bool | int | float) and not is_tensor(value)
    if base.startswith("int[") or base.startswith("SymInt["):
        return isinstance(value, int | list | tuple) and not is_tensor(value)
    if base in ("int", "SymInt"):
        return isinstance(value, int) and not isinstance(value, bool)
    if base == "float":
        return isinstance(value, int | float) and not isinstance(value, bool)
    if base == "bool":
        return isinstance(value, bool)
    if base.startswith("Tensor"):  # Tensor[] / Tensor?[]
        return isinstance(value, list | tuple)
    return not is_tensor(value)


def pick_overload(
    packet: Any, args: tuple[Any, ...], kwargs: dict[str, Any], is_tensor: Any
) -> Any:
    """The first overload of ``packet`` whose schema ``args``/``kwargs`` fit, or None.

    A second pass lets numbers stand for ``Tensor`` parameters (``x * 2`` when aten has
    no Scalar overload): lowerings take numbers wherever they take tensors."""
    for relaxed in (False, True):
        for name in packet.overloads():
            op = getattr(packet, name)
            schema = op._schema
            if schema.is_out_fn() or schema.is_mutable:
                continue
            try:
                bound = _bind(schema, args, kwargs)
            except TypeError:
                continue
            if all(
                _kind_ok(str(a.type), v, is_tensor, relaxed)
                for a, v in zip(schema.arguments, bound, strict=False)
            ):
                return op
    return None


def resolve(
    kind: str, target: Any, args: tuple[Any, ...], kwargs: dict[str, Any], is_tensor: Any
) -> tuple[Any, tuple[Any, ...], dict[str, Any]] | None:
    """``(aten overload, args, kwargs)`` for a torch-level call, or None when unknown."""
    if kind == "call_function" and isinstance(target, OpOverload):
        return target, args, kwargs
    if kind == "call_function" and isinstance(target, OpOverloadPacket):
        op = pick_overload(target, args, kwargs, is_tensor)
        return None if op is None else (op, args, kwargs)
    if kind == "call_method" and (target in _DTYPE_METHODS or target in ("to", "type")):
        dtype = _DTYPE_METHODS.get(target)
        if dtype is None and len(args) == 2 and isinstance(args[1], st.dtype) and not kwargs:
            dtype = args[1]
        if dtype is not None:
            return aten_overload("_to_copy"), (args[0],), {"dtype": dtype}
        return None
    if kind == "call_method":
        name = _METHOD_ALIASES.get(target, target)
        if name in _VARARG_SIZES and len(args) > 1 and all(isinstance(a, int) for a in args[1:]):
            args = (args[0], list(args[1:]))  # x.view(2, 3) -> view(x, [2, 3])
    elif target in _OPERATORS:
        name = _OPERATORS[target]
        if len(args) == 2 and not is_tensor(args[0]) and is_tensor(args[1]):
            if name not in _REFLECTED:
                return None
            name, args = _REFLECTED[name], (args[1], args[0])
    else:
        name = getattr(target, "__name__", None)
        module = getattr(target, "__module__", "") or ""
        if not module.startswith("glasstorch"):
            return None
        kwargs = _without_defaults(target, kwargs)
    if not name or not hasattr(_ops_ns.aten, name):
        return None
    op = pick_overload(getattr(_ops_ns.aten, name), args, kwargs, is_tensor)
    return None if op is None else (op, args, kwargs)


@functools.cache
def _defaults(target: Any) -> dict[str, Any]:
    """The keyword defaults of a Python-level function (none for generated bindings)."""
    try:
        params = inspect.signature(target).parameters.values()
    except (TypeError, ValueError):
        return {}
    return {p.name: p.default for p in params if p.default is not inspect.Parameter.empty}


def _without_defaults(target: Any, kwargs: dict[str, Any]) -> dict[str, Any]:
    """``kwargs`` less the keywords that hold ``target``'s own default value."""
    defaults = _defaults(target) if kwargs else {}
    if not defaults:
        return kwargs

    def is_default(name: str, value: Any) -> bool:
        default = defaults.get(name, inspect.Parameter.empty)
        return value is default or (
            type(value) is type(default) and type(value) in (int, float, str) and value == default
        )

    return {k: v for k, v in kwargs.items() if not is_default(k, v)}


def resolve_module(module: Any, args: tuple[Any, ...]) -> tuple[Any, tuple[Any, ...]] | None:
    """``(aten overload, args)`` computing ``module(*args)`` for common nn modules."""
    kind = type(module).__name__
    (x, *_rest) = args if args else (None,)
    table: dict[str, tuple[str, tuple[Any, ...]]] = {
        "ReLU": ("relu", (x,)),
        "Tanh": ("tanh", (x,)),
        "Sigmoid": ("sigmoid", (x,)),
        "SiLU": ("silu", (x,)),
        "Identity": ("alias", (x,)),
    }
    if kind in table:
        name, new_args = table[kind]
        op = aten_overload(name)
        return None if op is None else (op, new_args)
    if kind == "Linear":
        return aten_overload("linear"), (x, module.weight, module.bias)
    if kind == "GELU" and module.approximate == "none":
        return aten_overload("gelu"), (x,)
    if kind in ("Softmax", "LogSoftmax") and module.dim is not None:
        name = "softmax.int" if kind == "Softmax" else "log_softmax.int"
        return aten_overload(name), (x, module.dim)
    if kind == "LayerNorm":
        return aten_overload("layer_norm"), (
            x,
            list(module.normalized_shape),
            module.weight,
            module.bias,
            module.eps,
        )
    if kind == "Flatten":
        return aten_overload("flatten.using_ints"), (x, module.start_dim, module.end_dim)
    if kind == "Dropout" and (not module.training or module.p == 0):
        return aten_overload("alias"), (x,)
    return None
