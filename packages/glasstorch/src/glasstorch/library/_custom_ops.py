"""``custom_op`` and :class:`CustomOpDef`: a Python function as a dispatcher operator.

``@custom_op("mylib::foo", mutates_args=())`` infers the schema from the type hints,
defines ``mylib::foo`` in its own ``Library(..., "FRAGMENT")`` and registers:

* the function as the kernel of every device (``CompositeExplicitAutograd``), or of the
  ``device_types`` given; ``register_kernel`` adds or replaces per-device kernels;
* a ``Meta`` kernel that runs the fake implementation (``register_fake``): meta tensors
  in, meta tensors out, which is what ``make_fx(tracing_mode="fake")`` and
  ``torch.compile`` run while tracing;
* an ``Autograd`` kernel that differentiates with ``register_autograd``'s formula and
  refuses to backward without one;
* for an operator that writes to arguments, an ``ADInplaceOrView`` kernel that bumps
  their version counters.

The result is callable and reachable as ``glasstorch.ops.mylib.foo``. Defining the same
name again replaces the earlier operator.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from glasstorch.aten._ops import OpOverload
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.dispatch import Library

from ._autograd import make_autograd_kernel
from ._infer_schema import infer_schema
from ._kernels import (
    check_no_aliasing,
    inplace_or_view_kernel,
    key_for_device,
    lookup_op,
    split_arguments,
    unboxed,
)

__all__ = ["CustomOpDef", "custom_op", "device_types_t", "maybe_get_opdef"]

device_types_t = str | Sequence[str] | None

#: qualified name -> the CustomOpDef defining it (while it is alive).
OPDEFS: weakref.WeakValueDictionary[str, CustomOpDef] = weakref.WeakValueDictionary()
#: qualified name -> the Library holding its registrations (removed on redefinition).
_OPDEF_LIBRARIES: dict[str, Library] = {}


def custom_op(
    name: str,
    fn: Callable[..., Any] | None = None,
    /,
    *,
    mutates_args: str | Iterable[str],
    device_types: device_types_t = None,
    schema: str | None = None,
    tags: Any = None,
) -> Any:
    """Wrap ``fn`` into the operator ``name`` (``"namespace::opname"``); a decorator
    without ``fn``. ``mutates_args`` names the arguments it writes to (or ``"unknown"``);
    ``schema`` overrides the inferred one."""

    def inner(fn: Callable[..., Any]) -> CustomOpDef:
        schema_str = schema if schema is not None else infer_schema(fn, mutates_args=mutates_args)
        namespace, opname = name.split("::")
        result = CustomOpDef(namespace, opname, schema_str, fn)
        if schema is not None:
            expected = {a.name for a in result._opoverload._schema.arguments if a.is_write}
            if expected != set(mutates_args):
                raise ValueError(
                    f"Attempted to create a custom op with `mutates_args={mutates_args}` and "
                    f"`schema={schema}. The schema suggests that the op mutates {expected}"
                    "which is different from what was provided to us in `mutates_args`. "
                    "Please make these consistent."
                )
        result.register_kernel(device_types)(fn)
        return result

    return inner if fn is None else inner(fn)


class CustomOpDef:
    """An operator made by :func:`custom_op`; call it like the function it wraps."""

    def __init__(self, namespace: str, name: str, schema: str, fn: Callable[..., Any]) -> None:
        self._namespace = namespace
        self._name = name
        self._schema_str = schema
        self._init_fn = fn
        self._backend_fns: dict[str | None, Callable[..., Any]] = {}
        self._abstract_fn: Callable[..., Any] | None = None
        self._setup_context_fn: Callable[..., Any] | None = None
        self._backward_fn: Callable[..., Any] | None = None
        old = _OPDEF_LIBRARIES.pop(self._qualname, None)
        if old is not None:
            old.remove()
        self._lib = _OPDEF_LIBRARIES[self._qualname] = Library(namespace, "FRAGMENT")
        self._register_to_dispatcher()
        OPDEFS[self._qualname] = self

    @property
    def _qualname(self) -> str:
        return f"{self._namespace}::{self._name}"

    def __repr__(self) -> str:
        return f"<CustomOpDef({self._qualname})>"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._opoverload(*args, **kwargs)

    # -- registration at definition ---------------------------------------------------------
    def _register_to_dispatcher(self) -> None:
        from glasstorch.c10.schema import parse_schema

        parsed = parse_schema(self._name + self._schema_str)
        if any(a.kwarg_only and str(a.type).startswith("Tensor") for a in parsed.arguments):
            raise NotImplementedError(
                "custom_op with kwarg-only Tensor args. Please make your tensors not "
                f"kwarg-only. Got: {self._name + self._schema_str}"
            )
        self._lib.define(self._name + self._schema_str)
        self._opoverload: OpOverload = lookup_op(self._qualname)
        # The parsed schema, as on an OpOverload: graph passes read a target's ``_schema``.
        op_schema = self._schema = self._opoverload._schema
        self._lib.impl(self._name, unboxed(op_schema, self._fake_impl), DispatchKey.Meta)
        self._lib.impl(
            self._name, make_autograd_kernel(self._opoverload, self), "Autograd", with_keyset=True
        )
        if any(a.is_write for a in op_schema.arguments):
            self._lib.impl(
                self._name,
                inplace_or_view_kernel(self._opoverload),
                "ADInplaceOrView",
                with_keyset=True,
            )

    def _fake_impl(self, *args: Any, **kwargs: Any) -> Any:
        if self._abstract_fn is None:
            schema = self._opoverload._schema
            if not schema.returns and any(a.is_write for a in schema.arguments):
                return None  # writes its arguments and returns nothing: nothing to fake
            raise RuntimeError(
                f"There was no fake impl registered for {self}. This is necessary for "
                "torch.compile/export/fx tracing to work. Please use "
                f"`{self._init_fn.__name__}.register_fake` to add an fake impl."
            )
        return self._abstract_fn(*args, **kwargs)

    # -- user registrations -----------------------------------------------------------------
    def register_kernel(
        self, device_types: device_types_t, fn: Callable[..., Any] | None = None, /
    ) -> Any:
        """Use ``fn`` for ``device_types`` (``"cpu"``, ``"cuda"``; None: every device)."""

        def inner(fn: Callable[..., Any]) -> Callable[..., Any]:
            types = (
                [device_types]
                if device_types is None or isinstance(device_types, str)
                else list(device_types)
            )
            for device_type in types:
                if device_type not in self._backend_fns:
                    self._lib.impl(
                        self._name, self._backend_kernel(device_type), key_for_device(device_type)
                    )
                self._backend_fns[device_type] = fn
            return fn

        return inner if fn is None else inner(fn)

    def _backend_kernel(self, device_type: str | None) -> Callable[..., Any]:
        schema = self._opoverload._schema
        writes = any(a.is_write for a in schema.arguments)

        def backend_impl(*values: Any) -> Any:
            fn = self._backend_fns[device_type]
            args, kwargs = split_arguments(schema, values)
            result = fn(*args, **kwargs)
            if not writes:
                check_no_aliasing(self._name, values, result, fn)
            return result

        return backend_impl

    def register_fake(self, fn: Callable[..., Any], /) -> Callable[..., Any]:
        """Use ``fn`` on meta ("fake") tensors: it returns outputs of the right shapes,
        dtypes and devices without computing values."""
        self._abstract_fn = fn
        return fn

    def register_autograd(
        self, backward: Callable[..., Any], /, *, setup_context: Callable[..., Any] | None = None
    ) -> None:
        """Differentiate with ``backward(ctx, *grads)`` (one gradient per input);
        ``setup_context(ctx, inputs, output)`` saves what it needs during the forward."""
        schema = self._opoverload._schema
        if any(a.is_write for a in schema.arguments):
            raise RuntimeError(
                f"Cannot register autograd formula for non-functional operator {self} with "
                f"schema {schema}. Please create a functional operator and register an "
                "autograd formula for that."
            )
        self._backward_fn = backward
        self._setup_context_fn = setup_context


def maybe_get_opdef(op: CustomOpDef | OpOverload | str) -> CustomOpDef | None:
    """The CustomOpDef behind ``op``, if :func:`custom_op` made it."""
    if isinstance(op, CustomOpDef):
        return op
    if isinstance(op, OpOverload):
        op = str(op.name)
    return OPDEFS.get(op)
