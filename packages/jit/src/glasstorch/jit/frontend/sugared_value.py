"""Sugared values (``frontend/sugared_value.h``): what a name means before it is a Value.

A module, a Python module, a builtin operator, a method or a ``range`` is not an IR
value; it becomes IR only when called, indexed or read as an attribute.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .._ir import Value
from .._types import (
    ClassType,
    DictType,
    JitType,
    ListType,
    StringType,
    TensorType,
    TupleType,
)
from .errors import SourceRange, error_report

if TYPE_CHECKING:
    from .ir_emitter import FunctionEmitter


class SugaredValue:
    """Base: every operation fails with TorchScript's message unless a subclass defines it."""

    kind = "value"

    def attr(self, em: FunctionEmitter, loc: SourceRange, name: str) -> SugaredValue:
        raise error_report(loc, f"'{self.kind}' object has no attribute or method '{name}'")

    def call(self, em: FunctionEmitter, loc: SourceRange, args: list, kwargs: dict) -> SugaredValue:
        raise error_report(loc, f"'{self.kind}' object is not callable")

    def as_value(self, em: FunctionEmitter, loc: SourceRange) -> Value:
        raise error_report(loc, f"{self.kind} cannot be used as a value")

    def iter_items(self, em: FunctionEmitter, loc: SourceRange) -> list[SugaredValue] | None:
        """Statically unrolled iteration (tuples, module lists); None for a runtime loop."""
        return None

    def getitem(self, em: FunctionEmitter, loc: SourceRange, index: Any) -> SugaredValue:
        raise error_report(loc, f"'{self.kind}' object is not subscriptable")


class SimpleValue(SugaredValue):
    """A plain IR Value: attributes are methods of its type (Tensor, list, dict, str)."""

    def __init__(self, value: Value) -> None:
        self.value = value

    @property
    def kind(self) -> str:  # type: ignore[override]
        return self.value.type.annotation_str

    def as_value(self, em: FunctionEmitter, loc: SourceRange) -> Value:
        return self.value

    def attr(self, em: FunctionEmitter, loc: SourceRange, name: str) -> SugaredValue:
        t = self.value.type
        if isinstance(t, TensorType):
            prop = _TENSOR_PROPERTIES.get(name)
            if prop is not None:
                return em.emit_builtin(loc, prop, [self.value], {})
            return BuiltinFunction(f"aten::{name}", self.value)
        if isinstance(t, ListType | DictType | StringType) and name in _CONTAINER_METHODS:
            return BuiltinFunction(f"aten::{name}", self.value)
        if isinstance(t, ClassType):
            return ModuleValue(self.value, t, None).attr(em, loc, name)
        return super().attr(em, loc, name)

    def iter_items(self, em: FunctionEmitter, loc: SourceRange) -> list[SugaredValue] | None:
        t = self.value.type
        if isinstance(t, TupleType):
            node = self.value.node
            if node is not None and node.kind == "prim::TupleConstruct":
                return [SimpleValue(v) for v in node.inputs]
            unpack = em.graph.insert_node(em.graph.create("prim::TupleUnpack", [self.value], 0))
            return [SimpleValue(unpack.add_output(e)) for e in t.elems]
        return None


_TENSOR_PROPERTIES = {
    "shape": "aten::size",
    "dtype": "prim::dtype",
    "device": "prim::device",
    "requires_grad": "prim::requires_grad",
    "ndim": "aten::dim",
    "data": "aten::detach",
}
_CONTAINER_METHODS = {
    "append", "insert", "pop", "extend", "clear", "reverse", "count", "index",
    "keys", "values", "items", "get", "format",
}  # fmt: skip


class ConstantValue(SugaredValue):
    """A Python constant (from a global, a module constant, a literal tuple of those)."""

    def __init__(self, value: Any) -> None:
        self.value = value

    kind = "constant"

    def as_value(self, em: FunctionEmitter, loc: SourceRange) -> Value:
        if isinstance(self.value, tuple):
            items = [ConstantValue(v).as_value(em, loc) for v in self.value]
            return em.tuple_construct(items)
        return em.graph.insert_constant(self.value, source_range=loc)

    def iter_items(self, em: FunctionEmitter, loc: SourceRange) -> list[SugaredValue] | None:
        if isinstance(self.value, tuple):
            return [ConstantValue(v) for v in self.value]
        return None


class BuiltinFunction(SugaredValue):
    """An operator (``aten::tanh``), optionally bound to ``self`` (a Tensor method)."""

    kind = "builtin"

    def __init__(self, name: str, self_value: Value | None = None) -> None:
        self.name, self.self_value = name, self_value

    def call(self, em: FunctionEmitter, loc: SourceRange, args: list, kwargs: dict) -> SugaredValue:
        values, kw = em.emit_call_args(args, kwargs)
        if self.self_value is not None:
            values.insert(0, self.self_value)
        return em.emit_builtin(loc, self.name, values, kw)


class FunctionValue(SugaredValue):
    """A compiled function: a call emits ``prim::CallFunction``."""

    kind = "function"

    def __init__(self, function: Any) -> None:
        self.function = function

    def call(self, em: FunctionEmitter, loc: SourceRange, args: list, kwargs: dict) -> SugaredValue:
        fn = self.function
        graph = fn.ensure_defined()
        values = em.match_function_args(loc, fn, args, kwargs, skip_self=False)
        const = em.graph.create("prim::Constant", [], 1)
        const.attributes["name"] = fn.name
        from .._types import FunctionType

        const.output().type = FunctionType(fn.qualified_name)
        const.attributes["function"] = fn
        em.graph.insert_node(const)
        node = em.graph.create("prim::CallFunction", [const.output(), *values])
        node.source_range = loc
        node.output().type = graph.outputs[0].type
        return SimpleValue(em.graph.insert_node(node).output())


class ModuleValue(SugaredValue):
    """``self`` or a submodule: attributes are ``prim::GetAttr``, calls ``prim::CallMethod``."""

    def __init__(self, value: Value, class_type: ClassType, info: Any) -> None:
        self.value, self.class_type, self.info = value, class_type, info

    @property
    def kind(self) -> str:  # type: ignore[override]
        return "module"

    def as_value(self, em: FunctionEmitter, loc: SourceRange) -> Value:
        return self.value

    def attr(self, em: FunctionEmitter, loc: SourceRange, name: str) -> SugaredValue:
        ct = self.class_type
        if name in ct.constants:
            return ConstantValue(ct.constants[name])
        attr_type = ct.get_attribute(name)
        if attr_type is not None:
            node = em.graph.create("prim::GetAttr", [self.value])
            node.attributes["name"] = name
            out = node.output()
            out.type = attr_type
            em.graph.insert_node(node)
            out.set_debug_name(f"_{name}" if name.isdigit() else name)
            if isinstance(attr_type, ClassType):
                child = self.info.children.get(name) if self.info is not None else None
                return ModuleValue(out, attr_type, child)
            return SimpleValue(out)
        if self.info is not None and self.info.is_dict and name in ("items", "keys", "values"):
            return ContainerMethod(self, name)
        method = em.ctx.lookup_method(ct, self.info, name)
        if method is not None:
            return MethodValue(self, name, method)
        raise error_report(loc, f"Module '{ct.name}' has no attribute '{name}'")

    def call(self, em: FunctionEmitter, loc: SourceRange, args: list, kwargs: dict) -> SugaredValue:
        return self.attr(em, loc, "forward").call(em, loc, args, kwargs)

    def _children(self, em: FunctionEmitter, loc: SourceRange) -> list[tuple[str, SugaredValue]]:
        if self.info is None or not self.info.is_container:
            raise error_report(loc, f"'{self.class_type.name}' object is not iterable")
        return [(n, self.attr(em, loc, n)) for n in self.info.children_order]

    def iter_items(self, em: FunctionEmitter, loc: SourceRange) -> list[SugaredValue] | None:
        items = self._children(em, loc)
        if self.info.is_dict:
            return [ConstantValue(n) for n, _ in items]
        return [v for _, v in items]

    def getitem(self, em: FunctionEmitter, loc: SourceRange, index: Any) -> SugaredValue:
        items = self._children(em, loc)
        if isinstance(index, str):
            return dict(items)[index]
        if isinstance(index, int):
            return items[index][1]
        raise error_report(loc, "Index of a module container must be a constant")

    def container_method(self, em: FunctionEmitter, loc: SourceRange, name: str) -> list:
        items = self._children(em, loc)
        if name == "keys":
            return [ConstantValue(n) for n, _ in items]
        if name == "values":
            return [v for _, v in items]
        return [TupleSugar([ConstantValue(n), v]) for n, v in items]


class TupleSugar(SugaredValue):
    """A tuple of sugared values produced by static unrolling (``ModuleDict.items()``)."""

    kind = "tuple"

    def __init__(self, items: list[SugaredValue]) -> None:
        self.items = items

    def iter_items(self, em: FunctionEmitter, loc: SourceRange) -> list[SugaredValue] | None:
        return self.items

    def as_value(self, em: FunctionEmitter, loc: SourceRange) -> Value:
        return em.tuple_construct([i.as_value(em, loc) for i in self.items])

    def getitem(self, em: FunctionEmitter, loc: SourceRange, index: Any) -> SugaredValue:
        if not isinstance(index, int):
            raise error_report(loc, "a tuple of functions or modules needs a constant index")
        return self.items[index]


class UnrolledSequence(SugaredValue):
    """``module_dict.items()`` and friends: iterated by unrolling."""

    kind = "iterable"

    def __init__(self, items: list[SugaredValue]) -> None:
        self.items = items

    def iter_items(self, em: FunctionEmitter, loc: SourceRange) -> list[SugaredValue] | None:
        return self.items


class ContainerMethod(SugaredValue):
    """A bound ``keys``/``values``/``items`` of a ModuleDict."""

    kind = "method"

    def __init__(self, module: ModuleValue, name: str) -> None:
        self.module, self.name = module, name

    def call(self, em: FunctionEmitter, loc: SourceRange, args: list, kwargs: dict) -> SugaredValue:
        return UnrolledSequence(self.module.container_method(em, loc, self.name))


class MethodValue(SugaredValue):
    """A compiled method of a module: a call emits ``prim::CallMethod``."""

    kind = "method"

    def __init__(self, module: ModuleValue, name: str, method: Any) -> None:
        self.module, self.name, self.method = module, name, method

    def call(self, em: FunctionEmitter, loc: SourceRange, args: list, kwargs: dict) -> SugaredValue:
        if getattr(self.method, "python_fallback", None) is not None:
            return em.emit_python_op(loc, self.method, [self.module.value], args, kwargs)
        graph = self.method.ensure_defined()
        values = em.match_function_args(loc, self.method, args, kwargs, skip_self=True)
        node = em.graph.create("prim::CallMethod", [self.module.value, *values])
        node.attributes["name"] = self.name
        node.source_range = loc
        node.output().type = graph.outputs[0].type
        return SimpleValue(em.graph.insert_node(node).output())


class PythonModuleValue(SugaredValue):
    """A Python module (``torch``, ``math``, ``F``): attributes resolve to Python objects."""

    kind = "module"

    def __init__(self, module: Any) -> None:
        self.module = module

    def attr(self, em: FunctionEmitter, loc: SourceRange, name: str) -> SugaredValue:
        if not hasattr(self.module, name):
            raise error_report(loc, f"Module '{self.module.__name__}' has no attribute '{name}'")
        return em.ctx.to_sugared(getattr(self.module, name), loc)


class PythonClassValue(SugaredValue):
    """``type(self)`` of a module: class attributes (``_fn = staticmethod(...)``) resolve."""

    kind = "class"

    def __init__(self, cls: type) -> None:
        self.cls = cls

    def attr(self, em: FunctionEmitter, loc: SourceRange, name: str) -> SugaredValue:
        if not hasattr(self.cls, name):
            raise error_report(loc, f"class '{self.cls.__name__}' has no attribute '{name}'")
        return em.ctx.to_sugared(getattr(self.cls, name), loc)


class TypeValue(SugaredValue):
    """A type used as a value: ``isinstance(x, int)``, ``int(x)``, ``List[int]``."""

    kind = "type"

    def __init__(self, type_: JitType, cast: str | None = None) -> None:
        self.type, self.cast = type_, cast

    def call(self, em: FunctionEmitter, loc: SourceRange, args: list, kwargs: dict) -> SugaredValue:
        if self.cast is None:
            raise error_report(loc, f"cannot call type {self.type.annotation_str}")
        values, kw = em.emit_call_args(args, kwargs)
        if len(values) == 1 and values[0].type == self.type and self.cast != "aten::list":
            return SimpleValue(values[0])
        return em.emit_builtin(loc, self.cast, values, kw)


class ExceptionValue(SugaredValue):
    """An exception class (``ValueError``): calling it makes the message for ``raise``."""

    kind = "exception"

    def __init__(self, qualified_name: str) -> None:
        self.qualified_name = qualified_name

    def call(self, em: FunctionEmitter, loc: SourceRange, args: list, kwargs: dict) -> SugaredValue:
        values, _ = em.emit_call_args(args, {})
        return ExceptionMessage(self.qualified_name, values)


class ExceptionMessage(SugaredValue):
    kind = "exception"

    def __init__(self, qualified_name: str, values: list[Value]) -> None:
        self.qualified_name, self.values = qualified_name, values


class RangeValue(SugaredValue):
    """``range(...)``: becomes the trip count of a ``prim::Loop``."""

    kind = "range"

    def __init__(self, start: Value | None, end: Value, step: Value | None) -> None:
        self.start, self.end, self.step = start, end, step


class IterableTree(SugaredValue):
    """``enumerate(...)``/``zip(...)``: iterated together by one loop."""

    kind = "iterable"

    def __init__(self, kind: str, children: list[SugaredValue]) -> None:
        self.tree_kind, self.children = kind, children


class SpecialForm(SugaredValue):
    """A Python builtin the emitter handles itself (``len``, ``isinstance``, ``range``...)."""

    kind = "builtin"

    def __init__(self, name: str) -> None:
        self.name = name

    def call(self, em: FunctionEmitter, loc: SourceRange, args: list, kwargs: dict) -> SugaredValue:
        return em.emit_special(loc, self.name, args, kwargs)
