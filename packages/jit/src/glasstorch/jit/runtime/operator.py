"""JIT operators (``torch/csrc/jit/runtime/operator.h``): a schema plus a callable.

Operators come from two places, as in PyTorch: every Dispatcher schema (``aten::add.Tensor``
runs its generated ``call``, so dispatch and autograd happen as in eager mode) and the
JIT-only operators of :mod:`.register_prim_ops` (int arithmetic, list and dict operations).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.c10.schema import FunctionSchema, parse_schema

from .._types import JitType, from_schema_type


class Operator:
    """One overload: ``schema``, the callable taking every argument positionally."""

    def __init__(self, schema: FunctionSchema, fn: Callable[..., Any], *, pure: bool) -> None:
        self.schema = schema
        self.fn = fn
        self.pure = pure  # no side effects and deterministic: CSE and folding may touch it
        self.argument_types: list[JitType] = [from_schema_type(a.type) for a in schema.arguments]
        self.return_types: list[JitType] = [from_schema_type(r.type) for r in schema.returns]

    @property
    def qualified_name(self) -> str:
        return str(self.schema.name.name)

    def __repr__(self) -> str:
        return f"Operator({self.schema})"


_JIT_OPS: dict[str, list[Operator]] = {}
_PENDING: dict[str, list[tuple[str, Callable[..., Any], bool]]] = {}
_DISPATCHER_OPS: dict[str, tuple[int, list[Operator]]] = {}

_NONDETERMINISTIC = {
    "rand", "randn", "randint", "randperm", "rand_like", "randn_like", "randint_like",
    "bernoulli", "bernoulli_", "multinomial", "normal", "dropout", "feature_dropout",
    "native_dropout", "uniform_", "normal_", "exponential_", "random_", "empty",
    "empty_like", "empty_strided", "new_empty",
}  # fmt: skip


def register_operator(schema: str, fn: Callable[..., Any], *, pure: bool = True) -> None:
    """Add a JIT-only operator (PyTorch's ``RegisterOperators``); parsed on first lookup."""
    name = schema.split("(", 1)[0].split(".", 1)[0]
    _PENDING.setdefault(name, []).append((schema, fn, pure))


def _jit_ops(name: str) -> list[Operator]:
    pending = _PENDING.pop(name, None)
    if pending:
        _JIT_OPS.setdefault(name, []).extend(
            Operator(parse_schema(text), fn, pure=pure) for text, fn, pure in pending
        )
    return _JIT_OPS.get(name, [])


def _dispatcher_ops(name: str) -> list[Operator]:
    from glasstorch.aten._ops import _generated_op
    from glasstorch.c10.dispatch import Dispatcher

    dispatcher = Dispatcher.singleton()
    generation = dispatcher.schema_generation
    cached = _DISPATCHER_OPS.get(name)
    if cached is not None and cached[0] == generation:
        return cached[1]
    found: list[Operator] = []
    for full in dispatcher.all_op_names():
        if full != name and not full.startswith(name + "."):
            continue
        handle = dispatcher.find_schema(full)
        if handle is None:
            continue
        schema = handle.schema
        if schema.is_out_fn():
            continue
        generated = _generated_op(schema)
        fn = generated.call if generated is not None else handle.call
        fn = _with_scalar_type_codes(schema, fn)
        base = schema.name.unqualified_name.split(".")[0]
        pure = not schema.is_mutable and base.split("::")[-1] not in _NONDETERMINISTIC
        found.append(Operator(schema, fn, pure=pure))
    _DISPATCHER_OPS[name] = (generation, found)
    return found


def dtype_of_code(code: Any) -> Any:
    """A ScalarType code (TorchScript's dtype: ``torch.float64`` is 7) as a glasstorch dtype;
    a dtype or None is returned as it is."""
    if isinstance(code, int):
        from glasstorch.c10.core.scalar_type import ScalarType, to_dtype

        return to_dtype(ScalarType(code))
    return code


def _is_scalar_type(t: Any) -> bool:
    return str(t) in ("ScalarType", "ScalarType?")


def _with_scalar_type_codes(schema: FunctionSchema, fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` speaking TorchScript's dtypes: ScalarType arguments arrive as ints
    (``torch.float64`` is 7) and become glasstorch dtypes; a ScalarType result goes back
    as its int. Operators without ScalarType in their schema are returned unchanged."""
    positions = [i for i, a in enumerate(schema.arguments) if _is_scalar_type(a.type)]
    returns_code = len(schema.returns) == 1 and _is_scalar_type(schema.returns[0].type)
    if not positions and not returns_code:
        return fn

    def call(*args: Any) -> Any:
        values = list(args)
        for i in positions:
            if i < len(values):
                values[i] = dtype_of_code(values[i])
        result = fn(*values)
        return int(result.scalar_type) if returns_code else result

    return call


def get_operators(name: str) -> list[Operator]:
    """Every overload named ``name`` (``aten::add``): aten's first, then the JIT's own."""
    from . import register_prim_ops  # noqa: F401  (registers on first import)

    return _dispatcher_ops(name) + list(_jit_ops(name))


def find_operator(schema_text: str) -> Operator:
    """The operator whose schema prints as ``schema_text`` (used when loading graphs)."""
    name = schema_text.split("(", 1)[0].split(".")[0]
    for op in get_operators(name):
        if str(op.schema) == schema_text:
            return op
    raise RuntimeError(f"Schema not found: {schema_text}")
