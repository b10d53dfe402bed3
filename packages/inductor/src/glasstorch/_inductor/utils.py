"""Small shared helpers: looking up aten overloads by ``"op.overload"`` name."""

from __future__ import annotations

from typing import Any

from glasstorch.aten import ops as _ops_ns


def aten_overload(qualified: str) -> Any:
    """``"add.Tensor"`` -> ``ops.aten.add.Tensor`` (``"sin"`` means ``sin.default``), or None."""
    name, _, overload = qualified.partition(".")
    packet = getattr(_ops_ns.aten, name, None) if hasattr(_ops_ns.aten, name) else None
    if packet is None:
        return None
    try:
        return getattr(packet, overload or "default")
    except AttributeError:
        return None


def aten_overloads(*qualified: str) -> list[Any]:
    """The overloads among ``qualified`` that this build of aten defines."""
    found = (aten_overload(q) for q in qualified)
    return [op for op in found if op is not None]


def overload_key(op: Any) -> str | None:
    """``"aten::add.Tensor"`` for an overload (None for other callables)."""
    schema = getattr(op, "_schema", None)
    return None if schema is None else str(schema.name)


def lookup(table: dict[Any, Any], op: Any) -> Any:
    """``table[op]``, also when ``op`` is a fresh overload object for the same schema (the
    ``ops`` namespace hands out new objects after operators are defined at run time)."""
    found = table.get(op)
    if found is not None:
        return found
    key = overload_key(op)
    if key is None:
        return None
    for candidate, value in table.items():
        if overload_key(candidate) == key:
            return value
    return None
