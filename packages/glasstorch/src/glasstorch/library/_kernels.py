"""Kernels made from user functions: the calling convention, device keys, mutation.

The c10 Dispatcher calls kernels *boxed*: every argument positionally, in schema order,
defaults filled in. User functions are written against the schema's Python signature
(keyword-only arguments by keyword), so :func:`unboxed` adapts one to the other.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten._ops import OpOverload, ops
from glasstorch.c10.core import tls_local_dispatch_key_set as _tls
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import AFTER_AD_INPLACE_OR_VIEW_KEYSET, DispatchKeySet
from glasstorch.c10.schema import FunctionSchema

__all__ = [
    "check_no_aliasing",
    "inplace_or_view_kernel",
    "key_for_device",
    "lookup_op",
    "parse_namespace",
    "split_arguments",
    "unboxed",
]

_DEVICE_KEYS = {
    "cpu": DispatchKey.CPU,
    "cuda": DispatchKey.CUDA,
    "meta": DispatchKey.Meta,
    "default": DispatchKey.CompositeExplicitAutograd,
}


def key_for_device(device_type: str | None) -> DispatchKey:
    """The dispatch key of a device type (None: every device)."""
    if device_type is None:
        return DispatchKey.CompositeExplicitAutograd
    key = _DEVICE_KEYS.get(device_type)
    if key is None:
        raise RuntimeError(
            f"Expected one of cpu, cuda, meta device type at start of device string: {device_type}"
        )
    return key


def parse_namespace(qualname: str) -> tuple[str, str]:
    """``"mylib::foo"`` -> ``("mylib", "foo")``."""
    parts = qualname.split("::")
    if len(parts) != 2:
        raise ValueError(
            f'Expected `qualname` to be of the form "namespace::name", but got {qualname}. '
            "The qualname passed to the torch.library APIs must consist of a namespace and a "
            "name, e.g. aten::sin"
        )
    return parts[0], parts[1]


def lookup_op(qualname: str) -> OpOverload:
    """``glasstorch.ops.<ns>.<name>.<overload>`` for ``"ns::name[.overload]"``."""
    namespace, rest = parse_namespace(qualname)
    name, _, overload = rest.partition(".")
    packet = getattr(getattr(ops, namespace), name)
    return getattr(packet, overload or "default")


def split_arguments(
    schema: FunctionSchema, values: tuple[Any, ...]
) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """Boxed values as the Python call: positional arguments, keyword-only ones by name."""
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for arg, value in zip(schema.arguments, values, strict=False):
        if arg.kwarg_only:
            kwargs[arg.name] = value
        else:
            args.append(value)
    return tuple(args), kwargs


def unboxed(schema: FunctionSchema, fn: Callable[..., Any]) -> Callable[..., Any]:
    """A boxed kernel that calls ``fn`` the way the schema's Python signature reads."""
    if not any(a.kwarg_only for a in schema.arguments):
        return fn

    def kernel(*values: Any) -> Any:
        args, kwargs = split_arguments(schema, values)
        return fn(*args, **kwargs)

    kernel.__name__ = getattr(fn, "__name__", "kernel")
    kernel.__qualname__ = getattr(fn, "__qualname__", kernel.__name__)
    kernel.__module__ = getattr(fn, "__module__", None)
    return kernel


_AFTER_AD_INPLACE_OR_VIEW = AFTER_AD_INPLACE_OR_VIEW_KEYSET.repr
_BELOW_AD_INPLACE_OR_VIEW = DispatchKeySet(
    [DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther, DispatchKey.ADInplaceOrView]
).repr


def inplace_or_view_kernel(op: OpOverload) -> Callable[..., Any]:
    """The ADInplaceOrView kernel of an operator that writes to some arguments: run it,
    then bump the version counters of what it wrote (so autograd sees the change)."""
    written = [i for i, a in enumerate(op._schema.arguments) if a.is_write]
    handle = op._handle

    def kernel(ks: int, *values: Any) -> Any:
        excluded = _tls.excluded
        _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
        try:
            result = handle.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, *values)
        finally:
            _tls.excluded = excluded
        for i in written:
            for t in _tensors(values[i]):
                t._impl.bump_version()
        return result

    return kernel


def _tensors(value: Any) -> list[Tensor]:
    if isinstance(value, Tensor):
        return [value]
    if isinstance(value, list | tuple):
        return [v for v in value if isinstance(v, Tensor)]
    return []


def _storage_id(t: Tensor) -> int:
    return id(t._impl.storage.unsafe_get_storage_impl())


def check_no_aliasing(name: str, inputs: tuple[Any, ...], result: Any, fn: Any) -> None:
    """A custom operator's outputs must be new tensors: no input, no view of one, no two
    outputs sharing memory."""
    seen = {_storage_id(t): "input" for v in inputs for t in _tensors(v)}
    outputs = result if isinstance(result, tuple | list) else (result,)
    for out in outputs:
        for t in _tensors(out):
            if t.numel() == 0:
                continue
            if _storage_id(t) in seen:
                where = getattr(fn, "__module__", "?")
                raise RuntimeError(
                    f"{name} (with implementation in {where}): The output of this custom "
                    "operator (1) must not also be an input to this custom operator and (2) "
                    "may not alias any inputs to this custom operator or other returns. The "
                    "most common way to trigger this error is if we have y = custom_op(x) and "
                    "y and x are the same Tensor. Instead, the output should be a new Tensor "
                    "(for example, y = x.clone())."
                )
            seen[_storage_id(t)] = "output"
