"""Read ``derivatives.yaml`` into :class:`DifferentiabilityInfo` s (PyTorch's ``load_derivatives``).

Every entry is checked against aten's declarations: its ``name`` must be an aten schema
written exactly as ``native_functions.yaml`` writes it, each formula must parse as a Python
expression, and every name a formula reads must be one it can see: ``grad``/``grads``/
``grad_input_mask``, an argument of the operator, an argument's metadata
(``self_sizes`` ...), an output (``result``, ``result0``, a named return) or a helper that
the ``formulas`` package exports. What the names are decides what the backward node saves.
"""

from __future__ import annotations

import ast
import difflib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from glasstorch.aten.codegen import NativeFunction, NativeFunctions
from glasstorch.aten.codegen.yaml_loader import load_yaml
from glasstorch.c10.schema import Argument, OptionalType, SchemaKind, parse_schema

from .forward import load_forward
from .model import (
    META_ATTRIBUTES,
    CodegenError,
    Derivative,
    DifferentiabilityInfo,
    Location,
    SavedValue,
    is_tensor_list,
)

__all__ = [
    "Derivatives",
    "camel_case",
    "helper_names",
    "is_implicit",
    "load_derivatives",
    "signature",
]

#: Builtins a formula may call (anything else must come from ``formulas``).
_BUILTINS = frozenset(
    {"abs", "all", "any", "bool", "float", "int", "len", "list", "max", "min", "range",
     "sum", "tuple", "zip", "enumerate", "isinstance", "reversed", "sorted"}
)  # fmt: skip
#: Names the generated ``apply`` defines itself; no argument may take one.
_RESERVED = frozenset({"grad", "grads", "grad_input_mask", "grad_inputs", "grad_result"})


@dataclass(frozen=True)
class Derivatives:
    """The whole file: the entries in order and the ``not_differentiable`` list."""

    infos: tuple[DifferentiabilityInfo, ...]
    not_differentiable: dict[str, Location]
    file: str


def helper_names(formulas_source: str) -> frozenset[str]:
    """The names in ``__all__`` of ``formulas/__init__.py`` (read from its text, not imported)."""
    for node in ast.parse(formulas_source).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            return frozenset(ast.literal_eval(node.value))
    raise CodegenError(None, "formulas/__init__.py has no __all__ listing the helpers")


def load_derivatives(
    text: str, native: NativeFunctions, helpers: frozenset[str], file: str = "derivatives.yaml"
) -> Derivatives:
    """Parse and validate ``text``; raises :class:`CodegenError` on the first problem."""
    entries = load_yaml(text, file) or []
    if not isinstance(entries, list):
        raise CodegenError(Location(file, 1), "the file must be a list of entries ('- name: ...')")
    by_name = {f.name: f for f in native.functions}
    infos: list[DifferentiabilityInfo] = []
    not_differentiable: dict[str, Location] = {}
    seen: dict[str, Location] = {}
    for entry in entries:
        loc = Location(file, getattr(entry, "line", 0))
        if isinstance(entry, dict) and "not_differentiable" in entry:
            _load_not_differentiable(entry, loc, native, by_name, not_differentiable)
            continue
        info = _load_entry(entry, loc, native, by_name, helpers)
        if info.name in seen:
            raise CodegenError(
                loc, f"a second entry for {info.name} (first on line {seen[info.name].line})"
            )
        seen[info.name] = loc
        infos.append(info)
    for name, loc in not_differentiable.items():
        if name in seen:
            raise CodegenError(
                loc,
                f"{name} is marked not_differentiable but has formulas (line {seen[name].line})",
            )
    return Derivatives(tuple(_name_nodes(infos)), not_differentiable, file)


def _at(entry: Any, key: str, loc: Location) -> Location:
    return Location(loc.file, entry.line_of(key)) if hasattr(entry, "line_of") else loc


def _lookup(name: str, loc: Location, by_name: dict[str, NativeFunction]) -> NativeFunction:
    f = by_name.get(name)
    if f is None:
        close = difflib.get_close_matches(name, list(by_name), n=3)
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        raise CodegenError(loc, f"no aten operator is named {name}{hint}")
    return f


def is_implicit(native: NativeFunctions, f: NativeFunction) -> bool:
    """Whether ``f`` is CompositeImplicitAutograd (differentiated through its decomposition)."""
    return "CompositeImplicitAutograd" in native.kernels(f)


def _load_not_differentiable(
    entry: Any,
    loc: Location,
    native: NativeFunctions,
    by_name: dict[str, NativeFunction],
    out: dict[str, Location],
) -> None:
    if set(entry) != {"not_differentiable"} or not isinstance(entry["not_differentiable"], list):
        raise CodegenError(loc, "'not_differentiable' takes a list of operator names, alone")
    for name in entry["not_differentiable"]:
        f = _lookup(str(name), loc, by_name)
        if f.is_out_fn:
            raise CodegenError(loc, f"{name} is an out= variant; those are never differentiable")
        if is_implicit(native, f):
            raise CodegenError(loc, f"{name} is CompositeImplicitAutograd; nothing to mark")
        if f.name in out:
            raise CodegenError(loc, f"{name} is listed twice in not_differentiable")
        out[f.name] = loc


def _load_entry(
    entry: Any,
    loc: Location,
    native: NativeFunctions,
    by_name: dict[str, NativeFunction],
    helpers: frozenset[str],
) -> DifferentiabilityInfo:
    if not isinstance(entry, dict) or "name" not in entry:
        raise CodegenError(
            loc, "each entry needs a 'name' (an aten schema) or 'not_differentiable'"
        )
    name_loc = _at(entry, "name", loc)
    text = entry["name"]
    try:
        schema = parse_schema(str(text))
    except (RuntimeError, ValueError) as e:
        raise CodegenError(name_loc, f"cannot parse schema {text!r}: {e}") from None
    f = _lookup(str(schema.name), name_loc, by_name)
    if str(schema) != str(f.func):
        raise CodegenError(
            name_loc,
            f"the schema does not match aten's ({f.loc}):\n    yaml: {schema}\n    aten: {f.func}",
        )
    if f.is_out_fn:
        raise CodegenError(name_loc, f"{f.name} is an out= variant; those are never differentiable")
    if is_implicit(native, f):
        raise CodegenError(
            name_loc,
            f"{f.name} is CompositeImplicitAutograd: it is differentiated through its "
            "decomposition, so it takes no formula",
        )
    inputs = {a.name: a for a in f.func.arguments}
    for a in inputs:
        if a in _RESERVED:
            raise CodegenError(name_loc, f"{f.name}: argument '{a}' clashes with a formula name")
    formulas: list[tuple[tuple[str, ...], str, Location]] = []
    non_differentiable: set[str] = set()
    for key, value in entry.items():
        if key in ("name", "output_differentiability", "result"):
            continue
        key_loc = _at(entry, key, loc)
        names = tuple(n.strip() for n in str(key).split(","))
        for n in names:
            if n not in inputs:
                raise CodegenError(key_loc, f"{f.name} has no input named '{n}'")
            if not inputs[n].type.is_tensor_like():
                raise CodegenError(key_loc, f"{f.name}: input '{n}' is not a tensor")
        if value == "non_differentiable":
            non_differentiable.update(names)
        elif not isinstance(value, str) or not value.strip():
            raise CodegenError(key_loc, f"the formula for '{key}' must be a Python expression")
        else:
            formulas.append((names, value, key_loc))
    covered = [n for names, _, _ in formulas for n in names] + sorted(non_differentiable)
    for n, count in Counter(covered).items():
        if count > 1:
            raise CodegenError(loc, f"{f.name}: input '{n}' has more than one formula")
    for a in f.func.arguments:
        if a.type.is_tensor_like() and a.name not in covered:
            raise CodegenError(
                loc,
                f"{f.name}: tensor input '{a.name}' needs a formula or 'non_differentiable'",
            )
    outputs = _output_differentiability(entry, loc, f, formulas)
    info = _build_info(f, loc, formulas, outputs, helpers)
    if "result" in entry:
        at = _at(entry, "result", loc)
        info = replace(info, forward=load_forward(info, entry["result"], at, formulas, helpers))
    return info


def _output_differentiability(
    entry: Any, loc: Location, f: NativeFunction, formulas: list[Any]
) -> tuple[bool | str, ...]:
    returns = f.func.returns
    tensors = tuple(r.type.is_tensor_like() for r in returns)
    if "output_differentiability" not in entry:
        uses_grad = any("grad" in _names(text, at)[0] for _, text, at in formulas)
        if uses_grad and len(returns) > 1:
            return (tensors[0],) + (False,) * (len(returns) - 1)
        return tensors
    value = entry["output_differentiability"]
    at = _at(entry, "output_differentiability", loc)
    if not isinstance(value, list) or len(value) != len(returns):
        raise CodegenError(
            at, f"output_differentiability needs one entry per return ({len(returns)})"
        )
    result: list[bool | str] = []
    for item, is_tensor in zip(value, tensors, strict=True):
        if not isinstance(item, bool | str):
            raise CodegenError(
                at, f"output_differentiability entries are bools or conditions: {item!r}"
            )
        if item is not False and not is_tensor:
            raise CodegenError(at, "a return that is not a tensor cannot be differentiable")
        result.append(item)
    return tuple(result)


def _names(text: str, loc: Location) -> tuple[set[str], list[int]]:
    """The free names ``text`` reads and the offsets of each ``self`` among them."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as e:
        raise CodegenError(
            loc, f"the formula {text!r} is not a Python expression: {e.msg}"
        ) from None
    bound: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.comprehension):
            bound.update(n.id for n in ast.walk(node.target) if isinstance(n, ast.Name))
        elif isinstance(node, ast.Lambda):
            bound.update(a.arg for a in node.args.args)
    reads = [n for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id not in bound]
    return {n.id for n in reads}, sorted(n.col_offset for n in reads if n.id == "self")


def _rename_self(text: str, offsets: Iterable[int]) -> str:
    for at in sorted(offsets, reverse=True):
        text = f"{text[:at]}self_{text[at + 4 :]}"
    return text


def _output_names(f: NativeFunction) -> dict[str, int]:
    returns = f.func.returns
    if len(returns) == 1:
        return {"result": 0}
    names = {f"result{i}": i for i in range(len(returns))}
    names.update({r.name: i for i, r in enumerate(returns) if r.name is not None})
    return names


def _build_info(
    f: NativeFunction,
    loc: Location,
    formulas: list[tuple[tuple[str, ...], str, Location]],
    outputs: tuple[bool | str, ...],
    helpers: frozenset[str],
) -> DifferentiabilityInfo:
    inputs = {a.name: a for a in f.func.arguments}
    metas = {
        f"{a.name}_{suffix}": (a, suffix)
        for a in f.func.arguments
        if a.type.is_tensor_like()
        for suffix in META_ATTRIBUTES
    }
    out_names = _output_names(f)
    differentiable = [i for i, d in enumerate(outputs) if d is not False]
    one_grad = (
        len(differentiable) == 1 and not f.func.returns[differentiable[0]].type.is_list_like()
    )
    used: set[str] = set()
    derivatives = []
    for names, raw, at in formulas:
        text = " ".join(raw.split())
        reads, self_offsets = _names(text, at)
        for n in sorted(reads):
            if n == "grad" and not one_grad:
                raise CodegenError(at, f"{f.name} has several differentiable outputs: use grads[i]")
            known = (
                n in ("grad", "grads", "grad_input_mask")
                or n in inputs or n in metas or n in out_names or n in helpers or n in _BUILTINS
            )  # fmt: skip
            if not known:
                raise CodegenError(at, f"unknown name '{n}' in the formula for {', '.join(names)}")
        used |= reads
        derivatives.append(
            Derivative(names, _rename_self(text, self_offsets), frozenset(reads), at)
        )
    saved_inputs: list[SavedValue] = []
    for a in f.func.arguments:
        if a.name in used:
            saved_inputs.append(_saved_input(a, a.name, None))
        for suffix in META_ATTRIBUTES:
            if f"{a.name}_{suffix}" in used and a.type.is_tensor_like():
                saved_inputs.append(_saved_input(a, f"{a.name}_{suffix}", suffix))
    saved_outputs = [
        _saved_output(f, n, i) for n, i in sorted(out_names.items(), key=lambda p: (p[1], p[0]))
        if n in used
    ]  # fmt: skip
    order = [a for a in f.func.arguments if any(a.name in d.var_names for d in derivatives)]
    return DifferentiabilityInfo(
        func=f,
        loc=loc,
        op=None,
        derivatives=tuple(derivatives),
        args_with_derivatives=tuple(order),
        output_differentiability=outputs,
        saved_inputs=tuple(saved_inputs),
        saved_outputs=tuple(saved_outputs),
        uses_grad="grad" in used,
        helpers=frozenset((used & helpers) - inputs.keys() - metas.keys() - out_names.keys()),
    )


def _saved_input(a: Argument, name: str, meta: str | None) -> SavedValue:
    tensor = a.type.is_tensor_like()
    optional = isinstance(a.type, OptionalType) or (is_tensor_list(a.type) and "?" in str(a.type))
    return SavedValue(
        name=name,
        arg=a,
        meta=meta,
        is_tensor=tensor and meta is None,
        is_list=is_tensor_list(a.type),
        is_optional=optional,
    )


def _saved_output(f: NativeFunction, name: str, index: int) -> SavedValue:
    type_ = f.func.returns[index].type
    return SavedValue(
        name=name, output=index, is_tensor=type_.is_tensor_like(), is_list=type_.is_list_like()
    )


def camel_case(name: str) -> str:
    """PyTorch's node prefix: ``"log_softmax"`` → ``"LogSoftmax"`` (``str.title`` per part)."""
    return "".join(part.title() for part in name.split("_"))


def _name_nodes(infos: list[DifferentiabilityInfo]) -> list[DifferentiabilityInfo]:
    """Give each info with a differentiable input its node: ``<CamelCase>Backward<N>``."""
    counter: Counter[str] = Counter()
    named = []
    for info in infos:
        if info.args_with_derivatives and info.differentiable_outputs:
            prefix = f"{camel_case(info.func.base_name)}Backward".replace(
                "ForwardBackward", "Backward"
            )
            op = f"{prefix}{counter[prefix]}"
            counter[prefix] += 1
            info = replace(info, op=op)
        named.append(info)
    return named


def signature(f: NativeFunction) -> tuple[str, tuple[tuple[str, str], ...]]:
    """What in-place and out= variants share with their functional operator.

    The base name without the in-place ``_`` and the non-out arguments' names and types
    (torchgen's ``FunctionSchema.signature()``).
    """
    base = f.base_name[:-1] if f.kind is SchemaKind.inplace else f.base_name
    return base, tuple((a.name, str(a.type)) for a in f.func.arguments if not a.is_out)
