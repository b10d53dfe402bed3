"""The ``FuncTorchBatched`` kernels: batching rules per operator, and the slow fallback.

Mirrors functorch's ``BatchRulesHelper.h`` / ``BatchedFallback.cpp``. A batching rule is
``rule(layer, op, *args)``: it receives the operator's arguments in schema order, some of
them BatchedTensors of ``layer``, runs ``op`` (or other operators) on the physical
tensors, and returns the results wrapped for ``layer``. :func:`register` installs a rule
as the operator's ``FuncTorchBatched`` kernel, wrapped so that

* a call with no argument batched at the innermost layer passes straight to the next
  layer out (or to the ordinary kernels),
* the rule runs with the innermost layer popped, so its own operator calls are handled
  by the layers outside it.

Operators without a rule reach :func:`batched_fallback`: a ``CompositeImplicitAutograd``
operator decomposes (its parts are batched one by one); any other operator runs once
per batch element and the results are stacked, with PyTorch's performance warning.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterable
from typing import Any

from glasstorch.aten._generated import ops as _ops
from glasstorch.aten._python_dispatch import _decomposition_kernel
from glasstorch.c10.dispatch import Dispatcher, Library, OperatorHandle

from .batched_tensor import BatchedTensorImpl, add_batch_dim
from .dynamic_layers import VmapLayer, current_layer, lowered

__all__ = [
    "batched_fallback",
    "escaped_error",
    "inplace_error",
    "install_fallback",
    "is_vmap_fallback_enabled",
    "register",
    "set_vmap_fallback_enabled",
    "set_vmap_fallback_warning_enabled",
]

Rule = Callable[..., Any]

_rules_library = Library("aten", "IMPL", "FuncTorchBatched")
#: Operators with a rule, by qualified name (``aten::add.Tensor``).
registered: dict[str, Rule] = {}


class _FallbackSettings:
    """Process-wide switches of the fallback, as PyTorch's."""

    enabled = True
    warn = True


_settings = _FallbackSettings()


def set_vmap_fallback_enabled(enabled: bool) -> None:
    """Allow (default) or refuse the per-element loop for operators without a rule."""
    _settings.enabled = bool(enabled)


def is_vmap_fallback_enabled() -> bool:
    return _settings.enabled


def set_vmap_fallback_warning_enabled(enabled: bool) -> None:
    """Turn the fallback's performance warning on (default) or off."""
    _settings.warn = bool(enabled)


def escaped_error() -> RuntimeError:
    return RuntimeError(
        "vmap: a BatchedTensor was used after the vmap call that made it returned. Return "
        "it from the vmapped function (or keep it inside) instead of saving it elsewhere."
    )


def inplace_error(name: str) -> RuntimeError:
    """PyTorch's refusal of an in-place write of batched values into an unbatched tensor."""
    return RuntimeError(
        f"vmap: {name}(self, *extra_args) is not possible because there exists a Tensor "
        "`other` in extra_args that has more elements than `self`. This happened due to "
        "`other` being vmapped over but `self` not being vmapped over in a vmap. Please try "
        f"to use out-of-place operators instead of {name}. If said operator is being called "
        "inside the PyTorch framework, please file a bug report instead."
    )


def _batched_at(value: Any, layer: VmapLayer) -> bool:
    """Whether ``value`` (a tensor, a list of tensors, or anything) is batched at ``layer``;
    a BatchedTensor of a vmap that has returned is an error."""
    if value.__class__ is list or value.__class__ is tuple:
        return any(_batched_at(v, layer) for v in value)
    impl = getattr(value, "_impl", None)
    if impl.__class__ is not BatchedTensorImpl:
        return False
    if impl.layer is layer:
        return True
    if not impl.layer.alive:
        raise escaped_error()
    return False


def any_batched(layer: VmapLayer, args: tuple[Any, ...], positions: Iterable[int]) -> bool:
    """Whether an argument at one of ``positions`` is batched at ``layer``."""
    n = len(args)
    return any(i < n and _batched_at(args[i], layer) for i in positions)


_callables: dict[OperatorHandle, Callable[..., Any]] = {}


def _operator_callable(handle: OperatorHandle) -> Callable[..., Any]:
    """The generated ``ops.<name>.call`` of an aten overload: it computes the key set as the
    operator's binding does (a factory's from its device), faster than the handle."""
    found = _callables.get(handle)
    if found is None:
        cls = (
            getattr(_ops, _class_name(handle), None)
            if handle.schema.name.namespace == "aten"
            else None
        )
        found = _callables[handle] = cls.call if cls is not None else handle.call
    return found


def _class_name(handle: OperatorHandle) -> str:
    name = handle.schema.name
    base = name.unqualified_name
    return f"{base}_{name.overload_name}" if name.overload_name else base


def _make_kernel(handle: OperatorHandle, rule: Rule, always: bool) -> Callable[..., Any]:
    op = _operator_callable(handle)
    positions = handle.entry._positional_dispatch

    def kernel(*args: Any) -> Any:
        layer = current_layer()
        if layer is None:
            raise escaped_error()
        with lowered(layer):
            if always or any_batched(layer, args, positions):
                result = rule(layer, op, *args)
                if result is NotImplemented:  # a case the rule leaves to the loop
                    return _loop(handle, layer, args, {})
                return result
            return op(*args)

    kernel.__qualname__ = f"batch_rule[{handle.operator_name()}]"
    return kernel


def register(names: str | Iterable[str], rule: Rule, *, always: bool = False) -> None:
    """Install ``rule`` as the ``FuncTorchBatched`` kernel of each aten overload named
    (``"add.Tensor"``). ``always``: run it even when no argument is batched at the layer
    (random operators, whose randomness depends on the layer alone)."""
    dispatcher = Dispatcher.singleton()
    for name in [names] if isinstance(names, str) else names:
        handle = dispatcher.find_schema(f"aten::{name}")
        if handle is None:
            raise RuntimeError(f"no batching rule target aten::{name}: the operator is not defined")
        _rules_library.impl(name, _make_kernel(handle, rule, always))
        registered[handle.operator_name()] = rule


# -- the fallback ---------------------------------------------------------------------------------
def _warn_fallback(name: str) -> None:
    """PyTorch's performance warning. It is attributed to the loop's own line, so Python's
    default filter shows it once per operator."""
    if _settings.warn:
        warnings.warn(
            "There is a performance drop because we have not yet implemented the batching "
            f"rule for {name}. Please file us an issue on GitHub so that we can prioritize "
            "its implementation.",
            UserWarning,
            stacklevel=2,
        )


def _slice(value: Any, layer: VmapLayer, index: int) -> Any:
    """Element ``index`` of a batched argument (lists element-wise); others as they are."""
    if value.__class__ is list or value.__class__ is tuple:
        return value.__class__(_slice(v, layer, index) for v in value)
    impl = getattr(value, "_impl", None)
    if impl.__class__ is BatchedTensorImpl and impl.layer is layer:
        return _ops.select_int.call(impl.value, impl.bdim, index)
    return value


def _stack_results(results: list[Any], layer: VmapLayer, name: str) -> Any:
    first = results[0]
    if isinstance(first, tuple | list):
        parts = [_stack_results([r[i] for r in results], layer, name) for i in range(len(first))]
        return first.__class__(*parts) if hasattr(first, "_fields") else first.__class__(parts)
    if first is None:
        return None
    if not hasattr(first, "_impl"):
        raise RuntimeError(
            f"Batching rule not implemented for {name}. We could not generate a fallback."
        )
    return add_batch_dim(_ops.stack.call(list(results), 0), 0, layer)


def _loop(
    handle: OperatorHandle, layer: VmapLayer, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> Any:
    """Run the operator once per batch element (``layer`` already popped) and stack."""
    schema = handle.schema
    name = handle.operator_name()
    if not _settings.enabled:
        raise RuntimeError(f"{name} hit the vmap fallback which is currently disabled")
    if schema.is_out_fn() or any(
        r.alias_info is not None and not r.is_write for r in schema.returns
    ):
        raise RuntimeError(
            f"Batching rule not implemented for {name}; the fallback path doesn't work on out= "
            "or view ops."
        )
    written = [i for i, a in enumerate(schema.arguments) if a.is_write and i < len(args)]
    for i in written:
        if not _batched_at(args[i], layer):
            raise inplace_error(name)
    _warn_fallback(name)
    call = _operator_callable(handle)
    results = []
    for b in range(layer.batch_size):
        sliced = tuple(_slice(a, layer, b) for a in args)
        sliced_kwargs = {k: _slice(v, layer, b) for k, v in kwargs.items()}
        results.append(call(*sliced, **sliced_kwargs))
    if written:
        return args[written[0]] if len(schema.returns) == 1 else tuple(args[i] for i in written)
    if not results:
        raise RuntimeError(
            f"Batching rule not implemented for {name}. We could not generate a fallback."
        )
    return _stack_results(results, layer, name)


def batched_fallback(handle: OperatorHandle, ks: int, *args: Any, **kwargs: Any) -> Any:
    """The ``FuncTorchBatched`` kernel of operators without a batching rule."""
    math = _decomposition_kernel(handle)
    if math is not None:
        return math.call(ks, *args, **kwargs)
    layer = current_layer()
    if layer is None:
        raise escaped_error()
    positions = handle.entry._positional_dispatch
    batched = any_batched(layer, args, positions) or any(
        _batched_at(v, layer) for v in kwargs.values()
    )
    with lowered(layer):
        if not batched:
            return _operator_callable(handle)(*args, **kwargs)
        return _loop(handle, layer, args, kwargs)


#: ``TORCH_LIBRARY_IMPL(_, FuncTorchBatched, m) { m.fallback(...) }``, once installed.
_fallback_library = Library("_", "IMPL", "FuncTorchBatched")


def install_fallback() -> None:
    """Register :func:`batched_fallback` for every operator without a rule."""
    _fallback_library.fallback(batched_fallback, with_keyset=True)
