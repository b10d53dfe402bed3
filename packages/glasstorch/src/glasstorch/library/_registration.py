"""The functional registration API: ``define``, ``impl``, ``register_kernel``,
``register_fake``, ``register_autograd`` for operators named by a string, an
``OpOverload`` or a :class:`CustomOpDef`.

An operator made by ``custom_op`` forwards to its CustomOpDef; any other operator gets
kernels in a ``Library(namespace, "FRAGMENT")`` (``lib=`` chooses another), kept alive for
the life of the process as PyTorch's are.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

from glasstorch.aten._ops import OpOverload
from glasstorch.aten.library import impl as _legacy_impl
from glasstorch.c10.core.dispatch_key import DispatchKey, parse_dispatch_key
from glasstorch.c10.dispatch import Library

from ._autograd import AutogradInfo, make_autograd_kernel
from ._custom_ops import CustomOpDef, device_types_t, maybe_get_opdef
from ._kernels import key_for_device, lookup_op, parse_namespace, unboxed

__all__ = [
    "define",
    "impl",
    "impl_abstract",
    "register_autograd",
    "register_fake",
    "register_kernel",
]

_keep_alive: list[Library] = []
#: qualified name -> the Library holding its fake kernel (``register_fake`` replaces it).
_fake_libraries: dict[str, Library] = {}


def _library_for(qualname: str, lib: Library | None) -> Library:
    if lib is not None:
        return lib
    namespace, _ = parse_namespace(qualname)
    lib = Library(namespace, "FRAGMENT")
    _keep_alive.append(lib)
    return lib


def _qualname_of(op: Any, api: str) -> str:
    if isinstance(op, CustomOpDef):
        return op._qualname
    if isinstance(op, OpOverload):
        return str(op.name)
    if isinstance(op, str):
        return op
    raise ValueError(f"{api}({op}): got unexpected type for op: {type(op)}")


def _find(qualname: str) -> OpOverload:
    try:
        return lookup_op(qualname)
    except AttributeError as error:
        raise RuntimeError(f"operator {qualname} does not exist") from error


def define(qualname: str | Library, schema: str, *, lib: Library | None = None,
           tags: Any = ()) -> Any:  # fmt: skip
    """Define the operator ``qualname`` (``"mylib::foo"``) with ``schema``
    (``"(Tensor x) -> Tensor"``). ``define(lib, schema)`` is ``lib.define(schema)``."""
    if isinstance(qualname, Library):
        return qualname.define(schema)
    namespace, name = parse_namespace(qualname)
    _library_for(qualname, lib).define(name + schema)
    return None


def impl(qualname: str | Library, types: Any, func: Callable[..., Any] | None = None, *,
         lib: Library | None = None) -> Any:  # fmt: skip
    """Register ``func`` for the device types ``types`` (``"cpu"``, ``["cpu", "cuda"]``,
    ``"default"`` for every device, or a dispatch key name); a decorator without ``func``.

    ``impl(lib, name, dispatch_key)`` is the older form, ``lib.impl``'s decorator."""
    if isinstance(qualname, Library):
        return _legacy_impl(qualname, types, func or "")
    names = (types,) if isinstance(types, str) else tuple(types)
    keys = [_key_named(t) for t in names]

    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        op = _find(qualname)
        use = _library_for(qualname, lib)
        kernel = unboxed(op._schema, fn)
        for key in keys:
            use.impl(qualname, kernel, key)
        return fn

    return register if func is None else register(func)


def _key_named(name: str) -> DispatchKey:
    try:
        return parse_dispatch_key(name)
    except (KeyError, ValueError):
        return key_for_device(name)


def register_kernel(op: str | OpOverload | CustomOpDef, device_types: device_types_t,
                    func: Callable[..., Any] | None = None, /, *,
                    lib: Library | None = None) -> Any:  # fmt: skip
    """Register ``func`` as ``op``'s kernel for ``device_types`` (None: every device)."""
    qualname = _qualname_of(op, "register_kernel")
    opdef = maybe_get_opdef(qualname)
    if opdef is not None:
        return opdef.register_kernel(device_types, func)
    if device_types is None:
        device_types = "CompositeExplicitAutograd"
    return impl(qualname, device_types, func, lib=lib)


def register_fake(op: str | OpOverload | CustomOpDef, func: Callable[..., Any] | None = None,
                  /, *, lib: Library | None = None, _stacklevel: int = 1,
                  allow_override: bool = True) -> Any:  # fmt: skip
    """Register ``func`` as ``op``'s fake implementation: what it returns for meta tensors
    (the shapes, dtypes and devices of its outputs). A decorator without ``func``."""
    qualname = _qualname_of(op, "register_fake")

    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        opdef = maybe_get_opdef(qualname)
        if opdef is not None:
            return opdef.register_fake(fn)
        overload = _find(qualname)
        previous = _fake_libraries.get(qualname)
        if previous is not None and not allow_override:
            raise RuntimeError(
                f"register_fake(...): the operator {qualname} already has a fake impl registered."
            )
        if previous is None and overload._handle.has_kernel_for_dispatch_key(DispatchKey.Meta):
            raise RuntimeError(
                f"register_fake(...): the operator {qualname} already has an "
                "DispatchKey::Meta implementation via a pre-existing torch.library or "
                "TORCH_LIBRARY registration. Please either remove that registration or don't "
                "call register_fake."
            )
        namespace, _ = parse_namespace(qualname)
        use = lib if lib is not None else Library(namespace, "FRAGMENT")
        use.impl(qualname, unboxed(overload._schema, fn), DispatchKey.Meta)
        if previous is not None and previous is not use:
            previous.remove()
        _fake_libraries[qualname] = use
        return fn

    return register if func is None else register(func)


def impl_abstract(qualname: str, func: Callable[..., Any] | None = None, *,
                  lib: Library | None = None, _stacklevel: int = 1) -> Any:  # fmt: skip
    """The former name of :func:`register_fake`."""
    warnings.warn(
        "`torch.library.impl_abstract` was renamed to `torch.library.register_fake`. Please "
        "use that instead; we will remove `torch.library.impl_abstract` in a future version "
        "of PyTorch.",
        DeprecationWarning,
        stacklevel=2,
    )
    return register_fake(qualname, func, lib=lib, _stacklevel=_stacklevel + 1)


def register_autograd(op: str | OpOverload | CustomOpDef, backward: Callable[..., Any], /, *,
                      setup_context: Callable[..., Any] | None = None,
                      lib: Library | None = None) -> None:  # fmt: skip
    """Differentiate ``op`` with ``backward(ctx, *grads)`` (one gradient per input);
    ``setup_context(ctx, inputs, output)`` saves what it needs during the forward."""
    qualname = _qualname_of(op, "register_autograd")
    opdef = maybe_get_opdef(qualname)
    if opdef is not None:
        opdef.register_autograd(backward, setup_context=setup_context)
        return
    overload = _find(qualname)
    schema = overload._schema
    if any(a.is_write for a in schema.arguments):
        raise RuntimeError(
            f"Cannot register autograd formula for non-functional operator {overload} with "
            f"schema {schema}. Please create a functional operator and register an autograd "
            "formula for that."
        )
    if any(a.kwarg_only and str(a.type).startswith("Tensor") for a in schema.arguments):
        raise NotImplementedError(
            f"register_autograd with kwarg-only Tensor args. In the original definition of "
            f"the op, please make your tensors not kwarg-only. Got: {schema}"
        )
    kernel = make_autograd_kernel(overload, AutogradInfo(backward, setup_context))
    _library_for(qualname, lib).impl(qualname, kernel, "Autograd", with_keyset=True)
