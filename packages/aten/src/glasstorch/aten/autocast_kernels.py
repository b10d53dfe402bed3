"""The autocast kernels: cast an operator's floating inputs by its policy, then run it below.

Mirrors ``WrapFunction_`` and ``cached_cast`` of ``ATen/autocast_mode.h``. The autocast keys
sit above autograd, so the casts are recorded by autograd like any other operator and the
operator itself records its history in the cast dtype: backward runs in the dtypes the
forward used. Every other operator reaches a fallthrough and is untouched. A kernel casts
and calls with every autocast key excluded, so the operators it runs (and the ones a
composite operator runs inside) are not autocast again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.c10.core.device import DeviceType
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
from glasstorch.c10.core.local_dispatch_key_set import ExcludeDispatchKeyGuard
from glasstorch.c10.core.scalar_type import dtype, float32, float64
from glasstorch.c10.dispatch import Dispatcher, Library, OperatorHandle, fallthrough_kernel

from ._generated.ops import _to_copy
from .autocast_lists import CPU_POLICIES, CUDA_POLICIES, CastPolicy
from .autocast_state import AUTOCAST_KEYS, cache_lookup, cache_store, state
from .core.tensor_base import TensorBase

__all__ = ["cached_cast", "is_eligible", "promote_type", "register_autocast_kernels"]

_AUTOCAST_KEY_SET = DispatchKeySet(raw=AUTOCAST_KEYS)
_BCE_BANNED = (
    "torch.nn.functional.binary_cross_entropy and torch.nn.BCELoss are unsafe to autocast.\n"
    "Many models use a sigmoid layer right before the binary cross entropy layer.\n"
    "In this case, combine the two layers using "
    "torch.nn.functional.binary_cross_entropy_with_logits\n"
    "or torch.nn.BCEWithLogitsLoss.  binary_cross_entropy_with_logits and BCEWithLogits are\n"
    "safe to autocast."
)


def is_eligible(arg: Any, device_type: DeviceType) -> bool:
    """A floating tensor of ``device_type`` other than float64: what autocast may cast."""
    if not isinstance(arg, TensorBase):
        return False
    impl = arg._impl
    return (
        impl.dtype.is_floating_point
        and impl.dtype is not float64
        and impl.device.device_type is device_type
    )


def cached_cast(to_type: dtype, arg: Any, device_type: DeviceType) -> Any:
    """``arg`` cast to ``to_type`` if eligible; lists are cast element by element.

    A float32 leaf that requires grad (a model's weight) cast to the lower-precision dtype
    is cast once per autocast region: later casts return the same tensor.
    """
    if isinstance(arg, list | tuple):
        if not any(isinstance(a, TensorBase) for a in arg):
            return arg
        return type(arg)(cached_cast(to_type, a, device_type) for a in arg)
    if not is_eligible(arg, device_type) or arg._impl.dtype is to_type:
        return arg
    if (
        to_type is state.dtypes[device_type]
        and arg._impl.dtype is float32
        and state.cache_enabled
        and arg.requires_grad
        and arg.is_leaf
        and not arg._is_view()
    ):
        casted = cache_lookup(arg._impl)
        if casted is None:
            casted = _to_copy.call(arg, to_type)
            cache_store(arg._impl, casted)
        return casted
    return _to_copy.call(arg, to_type)


def promote_type(current: dtype, device_type: DeviceType, args: tuple[Any, ...]) -> dtype:
    """The widest floating type among the eligible tensors in ``args``, starting from
    ``current`` (the autocast dtype); float64 tensors are ignored (PyTorch's promote_type)."""
    for arg in args:
        if isinstance(arg, list | tuple):
            current = promote_type(current, device_type, tuple(arg))
            continue
        if current is float64:
            raise RuntimeError("promote type is double in at::autocast::prioritize")
        if not isinstance(arg, TensorBase):
            continue
        impl = arg._impl
        if not impl.dtype.is_floating_point or impl.device.device_type is not device_type:
            continue
        nxt = impl.dtype
        if nxt is float64:
            continue
        if current is float32 or nxt is float32:
            current = float32
        elif not (current is state.dtypes[device_type] and nxt is current):
            raise RuntimeError("Unexpected floating ScalarType in at::autocast::prioritize")
    return current


def _no_autocast() -> ExcludeDispatchKeyGuard:
    """Every autocast key excluded: a kernel casts and calls the operator inside, as
    PyTorch's do, so nothing it runs is autocast again."""
    return ExcludeDispatchKeyGuard(_AUTOCAST_KEY_SET)


def _cast_all(
    to_type: Callable[[tuple[Any, ...]], dtype], handle: OperatorHandle, t: DeviceType
) -> Callable[..., Any]:
    """A kernel that casts every eligible argument to ``to_type(arguments)``."""

    def kernel(*args: Any, **kwargs: Any) -> Any:
        with _no_autocast():
            target = to_type((*args, *kwargs.values()))
            args = tuple(cached_cast(target, a, t) for a in args)
            kwargs = {k: cached_cast(target, v, t) for k, v in kwargs.items()}
            return handle.call(*args, **kwargs)

    return kernel


def _set_opt_dtype(handle: OperatorHandle, t: DeviceType) -> Callable[..., Any]:
    """fp32_set_opt_dtype: with an eligible first argument, a missing ``dtype`` becomes float32."""
    index = next(i for i, a in enumerate(handle.schema.arguments) if a.name == "dtype")

    def kernel(*args: Any, **kwargs: Any) -> Any:
        if is_eligible(args[0], t):
            if len(args) > index:
                if args[index] is None:
                    args = (*args[:index], float32, *args[index + 1 :])
            elif kwargs.get("dtype") is None:
                kwargs = {**kwargs, "dtype": float32}
        with _no_autocast():
            return handle.call(*args, **kwargs)

    return kernel


def _first_to_fp32(handle: OperatorHandle, t: DeviceType) -> Callable[..., Any]:
    """fp32_append_dtype: PyTorch calls the overload with ``dtype=float32`` when the first
    argument is eligible; casting that argument to float32 computes the same result."""

    def kernel(*args: Any, **kwargs: Any) -> Any:
        with _no_autocast():
            return handle.call(cached_cast(float32, args[0], t), *args[1:], **kwargs)

    return kernel


def _banned(handle: OperatorHandle, t: DeviceType) -> Callable[..., Any]:
    def kernel(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError(_BCE_BANNED)

    return kernel


_FACTORIES: dict[CastPolicy, Callable[[OperatorHandle, DeviceType], Callable[..., Any]]] = {
    CastPolicy.LOWER_PRECISION_FP: lambda h, t: _cast_all(lambda args: state.dtypes[t], h, t),
    CastPolicy.FP32: lambda h, t: _cast_all(lambda args: float32, h, t),
    CastPolicy.PROMOTE: lambda h, t: _cast_all(
        lambda args: promote_type(state.dtypes[t], t, args), h, t
    ),
    CastPolicy.FP32_SET_OPT_DTYPE: _set_opt_dtype,
    CastPolicy.FP32_APPEND_DTYPE: _first_to_fp32,
    CastPolicy.BANNED: _banned,
}

_DEVICES = (
    (DeviceType.CPU, DispatchKey.AutocastCPU, CPU_POLICIES),
    (DeviceType.CUDA, DispatchKey.AutocastCUDA, CUDA_POLICIES),
)


def register_autocast_kernels() -> list[Library]:
    """A fallthrough for every operator on each autocast key, and a kernel per listed
    operator that glasstorch declares. Returns the libraries (``remove()`` undoes them)."""
    fallthrough = Library("_", "IMPL")
    libraries = [fallthrough]
    dispatcher = Dispatcher.singleton()
    for device_type, key, policies in _DEVICES:
        fallthrough.fallback(fallthrough_kernel, key)
        library = Library("aten", "IMPL", key)
        for policy, names in policies.items():
            for name in names:
                handle = dispatcher.find_schema(f"aten::{name}")
                if handle is not None:
                    kernel = _FACTORIES[policy](handle, device_type)
                    kernel.__qualname__ = f"autocast_{policy.value}"
                    library.impl(name, kernel)
        libraries.append(library)
    return libraries
