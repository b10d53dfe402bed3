"""``glasstorch.overrides`` (``torch.overrides``): the ``__torch_function__`` protocol's
public helpers, and the inventory of what can be overridden.

The protocol itself lives in :mod:`glasstorch.aten.overrides`; this module adds what needs
the whole namespace: which functions route through the protocol
(:func:`get_overridable_functions`), which public callables do not
(:func:`get_ignored_functions`), and a dummy override of the right signature for each
overridable function (:func:`get_testing_overrides`), all computed from the bindings
rather than listed by hand.
"""

from __future__ import annotations

import functools
import inspect
import keyword
import sys
import types
from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten._tensor_routing import CANONICAL
from glasstorch.aten.overrides import (
    BaseTorchFunctionMode,
    DisableTorchFunction,
    DisableTorchFunctionSubclass,
    TorchFunctionMode,
    _disabled_torch_function_impl,
    _get_current_function_mode,
    _get_current_function_mode_stack,
    _get_overloaded_args,
    _is_torch_function_enabled,
    _len_torch_function_stack,
    _pop_mode,
    _pop_mode_temporarily,
    _push_mode,
    handle_torch_function,
    has_torch_function,
    has_torch_function_unary,
    has_torch_function_variadic,
    is_tensor_like,
    is_tensor_method_or_property,
    modes_enabled,
    wrap_torch_function,
)

__all__ = [
    "BaseTorchFunctionMode",
    "TorchFunctionMode",
    "get_default_nowrap_functions",
    "get_ignored_functions",
    "get_overridable_functions",
    "get_testing_overrides",
    "handle_torch_function",
    "has_torch_function",
    "has_torch_function_unary",
    "has_torch_function_variadic",
    "is_tensor_like",
    "is_tensor_method_or_property",
    "resolve_name",
    "wrap_torch_function",
]

# The names PyTorch's own code reaches for under torch.overrides.
_is_torch_function_mode_enabled = modes_enabled
_REEXPORTED = (
    DisableTorchFunction,
    DisableTorchFunctionSubclass,
    _disabled_torch_function_impl,
    _get_current_function_mode,
    _get_current_function_mode_stack,
    _get_overloaded_args,
    _is_torch_function_enabled,
    _len_torch_function_stack,
    _pop_mode,
    _pop_mode_temporarily,
    _push_mode,
)

#: The namespaces whose public functions are inventoried, by module name and the prefix
#: :func:`resolve_name` gives them.
_NAMESPACES = (
    ("glasstorch", "glasstorch"),
    ("glasstorch.nn.functional", "glasstorch.nn.functional"),
    ("glasstorch.linalg", "glasstorch.linalg"),
)


def _routes(fn: Any) -> bool:
    return bool(getattr(fn, "_routes_torch_function", False))


def _takes_tensors(fn: Any) -> bool:
    """A generated binding with no Tensor parameter (a factory) is ignored, as PyTorch
    lists ``torch.zeros`` among the ignored functions (modes still see it)."""
    parser = getattr(fn, "_torch_function_parser", None)
    if parser is None:
        return True
    return any(
        p.kind in ("Tensor", "Tensor[]", "Tensor?[]")
        for sig in parser.signatures()
        for p in sig.params
    )


def _public_callables(module: types.ModuleType) -> list[tuple[str, Any]]:
    names = getattr(module, "__all__", None) or [n for n in vars(module) if not n.startswith("_")]
    found = []
    for name in sorted(set(names)):
        value = getattr(module, name, None)
        if callable(value) and not isinstance(value, type):
            found.append((name, value))
    return found


@functools.cache
def _inventory() -> tuple[dict[Any, list[Any]], dict[Any, str], set[Any]]:
    """(overridable functions by namespace, their public names, the ignored callables)."""
    overridable: dict[Any, list[Any]] = {}
    names: dict[Any, str] = {}
    ignored: set[Any] = set()
    for module_name, prefix in _NAMESPACES:
        module = sys.modules.get(module_name)
        if module is None:
            continue
        for name, fn in _public_callables(module):
            if _routes(fn) and _takes_tensors(fn):
                overridable.setdefault(module, []).append(fn)
                names.setdefault(fn, f"{prefix}.{name}")
            else:
                ignored.add(fn)
    methods = overridable.setdefault(Tensor, [])
    for name in sorted(dir(Tensor)):
        attr = CANONICAL.get(name) or inspect.getattr_static(Tensor, name)
        if isinstance(attr, property):
            if _routes(attr.fget):
                getter = attr.__get__
                overridable[attr] = [getter]
                names[getter] = f"glasstorch.Tensor.{name}.__get__"
        elif inspect.isfunction(attr) and _routes(attr):
            methods.append(attr)
            names[attr] = f"glasstorch.Tensor.{name}"
    return overridable, names, ignored


def get_overridable_functions() -> dict[Any, list[Any]]:
    """The functions that go through ``__torch_function__``, by namespace: the
    ``glasstorch``, ``nn.functional`` and ``linalg`` modules, ``Tensor`` for methods, and
    each routed property object for its ``__get__``."""
    overridable = _inventory()[0]
    return {key: list(fns) for key, fns in overridable.items()}


def get_ignored_functions() -> set[Any]:
    """Public callables that cannot be overridden: they take no tensors (factories, seeds,
    predicates on types) or do not route through the protocol."""
    return set(_inventory()[2])


def resolve_name(f: Any) -> str | None:
    """A readable name for a function handed to ``__torch_function__``
    (``glasstorch.add``, ``glasstorch.Tensor.add``, ``glasstorch.Tensor.shape.__get__``)."""
    return _inventory()[1].get(f)


def get_default_nowrap_functions() -> set[Callable[..., Any]]:
    """Functions whose results ``Tensor.__torch_function__`` returns unconverted."""
    return {CANONICAL["grad"].__get__}


def _binding_signature(fn: Any) -> inspect.Signature:
    """The first overload of a generated binding as a Python signature (``input``,
    keyword-only parameters after ``*``, ``out=None`` where an out= overload exists)."""
    sig = fn._torch_function_parser.signatures()[0]
    kinds = inspect.Parameter
    params = []
    for p in sig.params:
        kind = kinds.KEYWORD_ONLY if p.kwarg_only else kinds.POSITIONAL_OR_KEYWORD
        default = kinds.empty if p.required else None
        name = f"{p.name}_" if keyword.iskeyword(p.name) else p.name  # random_(from, to)
        params.append(inspect.Parameter(name, kind, default=default))
    if sig.out_op is not None:
        params.append(inspect.Parameter("out", kinds.KEYWORD_ONLY, default=None))
    ordered = [p for p in params if p.kind is not kinds.KEYWORD_ONLY]
    ordered += [p for p in params if p.kind is kinds.KEYWORD_ONLY]
    return inspect.Signature(_valid_order(ordered))


def _valid_order(params: list[inspect.Parameter]) -> list[inspect.Parameter]:
    """Positional parameters after one with a default get a default too (schemas allow
    a required argument after a defaulted one; Python signatures do not)."""
    seen_default = False
    fixed = []
    for p in params:
        if p.kind is p.POSITIONAL_OR_KEYWORD:
            if p.default is not p.empty:
                seen_default = True
            elif seen_default:
                p = p.replace(default=None)
        fixed.append(p)
    return fixed


def _dummy(signature: inspect.Signature) -> Callable[..., int]:
    def override(*args: Any, **kwargs: Any) -> int:
        return -1

    override.__signature__ = signature  # type: ignore[attr-defined]
    return override


def get_testing_overrides() -> dict[Callable[..., Any], Callable[..., int]]:
    """For every overridable function, a dummy returning -1 with its signature (a
    generated binding's first overload), for testing ``__torch_function__`` coverage."""
    dummies: dict[Callable[..., Any], Callable[..., int]] = {}
    for fns in _inventory()[0].values():
        for fn in fns:
            if getattr(fn, "__name__", None) == "__get__":
                signature = inspect.Signature(
                    [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
                )
            elif hasattr(fn, "_torch_function_parser"):
                signature = _binding_signature(fn)
            else:
                signature = inspect.signature(fn)
            dummies[fn] = _dummy(signature)
    return dummies
