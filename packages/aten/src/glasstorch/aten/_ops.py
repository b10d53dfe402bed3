"""``glasstorch.ops``: every registered operator as a Python object, as ``torch.ops``.

Mirrors ``torch/_ops.py``. ``ops.aten.add`` is an :class:`OpOverloadPacket` (all
overloads of ``aten::add``), ``ops.aten.add.Tensor`` an :class:`OpOverload` (one schema,
``._schema``). Calling either goes through the c10 Dispatcher. Operators defined from
Python with a ``Library`` appear here as soon as they are defined.
"""

from __future__ import annotations

from typing import Any

from glasstorch.c10.dispatch import Dispatcher, OperatorHandle
from glasstorch.c10.schema import FunctionSchema

from ._runtime import wrap_scalar
from .overrides import _get_overloaded_args, any_overloaded, dispatch_torch_function
from .python_arg_parser import PythonArgParser, default_to_python


class _OpName(str):
    """``"aten::add.Tensor"``; also callable, as PyTorch's ``OpOverload.name()`` method is."""

    def __call__(self) -> str:
        return str(self)


class OpOverload:
    """One operator overload: ``ops.aten.add.Tensor``."""

    def __init__(self, packet: OpOverloadPacket, handle: OperatorHandle) -> None:
        self._packet = packet
        self._handle = handle
        self._schema: FunctionSchema = handle.schema
        self._generated = _generated_op(self._schema)
        self.__name__ = f"{self._schema.name.unqualified_name}.{self.overload_name}"

    @property
    def overload_name(self) -> str:
        return self._schema.name.overload_name or "default"

    @property
    def name(self) -> _OpName:
        return _OpName(self._schema.name)

    @property
    def namespace(self) -> str:
        return self._schema.name.namespace

    @property
    def overloadpacket(self) -> OpOverloadPacket:
        return self._packet

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self._generated is not None:
            try:
                return self._generated.call(*args, **kwargs)
            except AttributeError:
                # A Python number where the schema wants a Tensor (``aten.add.Tensor(x, 1)``,
                # as FX graphs of aten ops hold them) fails before any kernel runs: wrap it.
                wrapped = _wrap_numbers(self._schema, args, kwargs)
                if wrapped is None:
                    raise
                return self._generated.call(*wrapped[0], **wrapped[1])
        values = (*args, *kwargs.values())
        if any_overloaded(values):  # an fx Proxy, a tensor subclass, a mode
            return dispatch_torch_function(self, _get_overloaded_args(values), args, kwargs)
        return self._handle.call(*_bind(self._schema, args, kwargs))

    def redispatch(self, ks: int, *args: Any, **kwargs: Any) -> Any:
        return self._handle.redispatch(ks, *_bind(self._schema, args, kwargs))

    def __repr__(self) -> str:
        return f"<OpOverload(op='{self._schema.name.name}', overload='{self.overload_name}')>"

    def __str__(self) -> str:
        return f"{self._schema.name.name.replace('::', '.')}.{self.overload_name}"

    # The same operator overload compares equal across OpOverload objects (packets are
    # rebuilt when new schemas are defined), so tables keyed by overload keep working.
    def __eq__(self, other: object) -> bool:
        return isinstance(other, OpOverload) and other._handle is self._handle

    def __hash__(self) -> int:
        return hash(self._handle)


class OpOverloadPacket:
    """All overloads of one operator name: ``ops.aten.add``; call it to resolve one."""

    def __init__(self, qualified_name: str) -> None:
        self._qualified_name = qualified_name
        self._overloads: dict[str, OpOverload] = {}
        self.__name__ = qualified_name.split("::", 1)[1]

    def _handles(self) -> list[OperatorHandle]:
        dispatcher = Dispatcher.singleton()
        prefix = self._qualified_name
        names = [n for n in dispatcher.all_op_names() if n == prefix or n.startswith(prefix + ".")]
        handles = [dispatcher.find_schema(n) for n in names]
        return [h for h in handles if h is not None]

    def overloads(self) -> list[str]:
        return [h.schema.name.overload_name or "default" for h in self._handles()]

    def __getattr__(self, overload: str) -> OpOverload:
        if overload.startswith("__"):
            raise AttributeError(overload)
        found = self._overloads.get(overload)
        if found is not None:
            return found
        name = (
            self._qualified_name if overload == "default" else f"{self._qualified_name}.{overload}"
        )
        handle = Dispatcher.singleton().find_schema(name)
        if handle is None:
            raise AttributeError(
                f"The underlying op of '{self._qualified_name}' has no overload name '{overload}'"
            )
        found = self._overloads[overload] = OpOverload(self, handle)
        return found

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        overloads = [getattr(self, name) for name in self.overloads()]
        generated = [o._generated for o in overloads if o._generated is not None]
        if generated and len(generated) == len(overloads):
            parser = PythonArgParser(self.__name__, generated, method=False)
            return parser(args, kwargs)
        values = (*args, *kwargs.values())
        if any_overloaded(values):
            return dispatch_torch_function(self, _get_overloaded_args(values), args, kwargs)
        errors = []
        for overload in overloads:
            try:
                bound = _bind(overload._schema, args, kwargs)
            except TypeError as error:
                errors.append(str(error))
                continue
            return overload._handle.call(*bound)
        raise TypeError(f"No overload of {self._qualified_name} matches: {'; '.join(errors)}")

    def __repr__(self) -> str:
        return f"<OpOverloadPacket(op='{self._qualified_name}')>"


class _OpNamespace:
    """``ops.<namespace>``: attribute access finds operators of that namespace."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._packets: dict[str, tuple[int, OpOverloadPacket]] = {}

    def __getattr__(self, op_name: str) -> OpOverloadPacket:
        if op_name.startswith("__"):
            raise AttributeError(op_name)
        generation = Dispatcher.singleton().schema_generation
        cached = self._packets.get(op_name)
        if cached is not None and cached[0] == generation:
            return cached[1]
        packet = OpOverloadPacket(f"{self._name}::{op_name}")
        if not packet._handles():
            self._packets.pop(op_name, None)
            raise AttributeError(
                f"'_OpNamespace' '{self._name}' object has no attribute '{op_name}'"
            )
        self._packets[op_name] = (generation, packet)
        return packet


class _Ops:
    """``glasstorch.ops``: ``ops.aten``, ``ops.myops`` ..."""

    def __init__(self) -> None:
        self._namespaces: dict[str, _OpNamespace] = {}

    def __getattr__(self, name: str) -> _OpNamespace:
        if name.startswith("__"):
            raise AttributeError(name)
        ns = self._namespaces.get(name)
        if ns is None:
            ns = self._namespaces[name] = _OpNamespace(name)
        return ns


ops = _Ops()


def _generated_op(schema: FunctionSchema) -> Any:
    """The generated op class for an aten schema (it binds Python arguments itself)."""
    if schema.name.namespace != "aten":
        return None
    from ._generated import ops as generated

    overload = schema.name.overload_name
    return getattr(
        generated, schema.name.unqualified_name + (f"_{overload}" if overload else ""), None
    )


def _wrap_numbers(
    schema: FunctionSchema, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[list[Any], dict[str, Any]] | None:
    """``args``/``kwargs`` with Python numbers in Tensor arguments wrapped; None if none."""
    values, named = list(args), dict(kwargs)
    changed = False
    for i, arg in enumerate(schema.arguments):
        if str(arg.type) != "Tensor":
            continue
        if i < len(values):
            if isinstance(values[i], int | float | bool | complex):
                values[i] = wrap_scalar(values[i])
                changed = True
        elif isinstance(named.get(arg.name), int | float | bool | complex):
            named[arg.name] = wrap_scalar(named[arg.name])
            changed = True
    return (values, named) if changed else None


def _bind(schema: FunctionSchema, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Any]:
    """Positional values in schema order, defaults filled in (the boxed calling convention)."""
    arguments = schema.arguments
    positional = [a for a in arguments if not a.kwarg_only]
    if len(args) > len(positional):
        raise TypeError(
            f"{schema.name}() takes {len(positional)} positional arguments but "
            f"{len(args)} were given"
        )
    values = list(args)
    remaining = dict(kwargs)
    for arg in arguments[len(args) :]:
        if arg.name in remaining:
            values.append(remaining.pop(arg.name))
        elif arg.default is not None:
            values.append(default_to_python(arg))
        else:
            raise TypeError(f"{schema.name}() missing required argument '{arg.name}'")
    if remaining:
        raise TypeError(
            f"{schema.name}() got an unexpected keyword argument '{next(iter(remaining))}'"
        )
    return values
