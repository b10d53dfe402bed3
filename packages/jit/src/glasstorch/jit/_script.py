"""``jit.script`` and the objects it returns (``torch/jit/_script.py``).

``script(fn)`` gives a :class:`ScriptFunction`; ``script(module)`` a
:class:`RecursiveScriptModule` that shares the module's parameters and buffers, runs its
methods through the interpreter, and can be rebuilt from a ClassType and graphs alone
(:meth:`RecursiveScriptModule._construct`, used by ``jit.load``).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.nn import Module, Parameter

from ._function import NO_DEFAULT, Function
from ._ir import Graph
from ._jit_internal import Attribute
from ._types import BoolType, ClassType, FloatType, IntType, StringType, TensorType

_FUNCTION_CACHE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _checker(t: Any) -> type | tuple | None:
    if isinstance(t, TensorType):
        return Tensor
    return {IntType: int, FloatType: (float, int), BoolType: bool, StringType: str}.get(type(t))


class ScriptWarning(Warning):
    """A warning about scripted code (``torch.jit.ScriptWarning``)."""


class _Callable:
    """Argument binding shared by functions and methods: defaults, keywords, type checks."""

    function: Function
    _prefix: tuple

    def _bind(self, args: tuple, kwargs: dict) -> list:
        fn = self.function
        names = fn.arg_names[len(self._prefix) :]
        defaults = fn.defaults[len(self._prefix) :]
        if len(args) > len(names):
            raise RuntimeError(
                f"{fn.name}() expected at most {len(names)} argument(s) but received "
                f"{len(args)} argument(s). Declaration: {fn.schema}"
            )
        values = list(args)
        for name, default in zip(names[len(args) :], defaults[len(args) :], strict=True):
            if name in kwargs:
                values.append(kwargs.pop(name))
            elif default is not NO_DEFAULT:
                values.append(default)
            else:
                raise RuntimeError(
                    f"{fn.name}() is missing value for argument '{name}'. Declaration: {fn.schema}"
                )
        if kwargs:
            raise RuntimeError(
                f"{fn.name}() got an unexpected keyword argument '{next(iter(kwargs))}'"
            )
        types = fn.arg_types[len(self._prefix) :]
        for name, value, t in zip(names, values, types, strict=True):
            expected = _checker(t)
            if (
                expected is not None
                and not isinstance(value, expected)
                or (expected is int and isinstance(value, bool))
            ):
                raise RuntimeError(
                    f"{fn.name}() Expected a value of type '{t.annotation_str}' for argument "
                    f"'{name}' but instead found type '{type(value).__name__}'.\n"
                    f"Position: {names.index(name) + len(self._prefix)}\nValue: {value!r}\n"
                    f"Declaration: {fn.schema}"
                )
        return values

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        values = self._bind(args, kwargs)
        return self.function.executor(*self._prefix, *values)

    @property
    def graph(self) -> Graph:
        return self.function.graph

    @property
    def inlined_graph(self) -> Graph:
        from .passes import constant_pooling, inline_calls

        g = self.function.graph.copy()
        inline_calls(g)
        constant_pooling(g)
        return g

    @property
    def schema(self) -> str:
        return self.function.schema

    @property
    def name(self) -> str:
        return self.function.name

    @property
    def qualified_name(self) -> str:
        return self.function.qualified_name


class ScriptFunction(_Callable):
    """A compiled free function: ``.graph``, ``.code``, ``.schema``, callable."""

    def __init__(self, function: Function) -> None:
        self.function = function
        self._prefix = ()
        self.__name__ = function.name
        self.__doc__ = getattr(function.python_fn, "__doc__", None)

    @property
    def code(self) -> str:
        from ._code import function_code

        return function_code(self.function)

    def save(self, path: Any, **kwargs: Any) -> None:
        from . import _serialization

        _serialization.save(self, path, **kwargs)

    def __repr__(self) -> str:
        return f"<glasstorch.jit.ScriptFunction object at {id(self):#x}>"


class ScriptMethod(_Callable):
    """A compiled method bound to its module."""

    def __init__(self, owner: RecursiveScriptModule, function: Function) -> None:
        self.function = function
        self._prefix = (owner,)
        self.owner = owner

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        fn = self.function
        if not kwargs and len(args) == fn._nargs_fast:
            for i, expected in fn._fast_checks:
                if not isinstance(args[i], expected):
                    return super().__call__(*args)  # reports the mismatch
            return fn.executor(*self._prefix, *args)
        return super().__call__(*args, **kwargs)

    @property
    def code(self) -> str:
        from ._code import method_code

        return method_code(self.function)


class RecursiveScriptModule(Module):
    """A scripted module: the original's parameters and buffers, compiled methods."""

    def __init__(self, class_type: ClassType) -> None:
        super().__init__()
        object.__setattr__(self, "_type", class_type)
        self.__dict__["original_name"] = class_type.name
        self.__dict__["_jit_methods"] = {}

    @classmethod
    def _construct(
        cls,
        class_type: ClassType,
        attributes: dict[str, object],
        methods: dict[str, Graph],
        submodules: dict[str, RecursiveScriptModule],
    ) -> RecursiveScriptModule:
        """A script module from a ClassType, attribute values, method graphs and children."""
        for name, graph in methods.items():
            if name not in class_type.methods:
                class_type.methods[name] = Function(f"{class_type.qualified_name}.{name}", graph)
        module = cls(class_type)
        for name, child in submodules.items():
            module._modules[name] = child
        for name, value in attributes.items():
            if name == "training":
                module.__dict__["training"] = bool(value)
            elif name in class_type.parameter_names or isinstance(value, Parameter):
                class_type.parameter_names.add(name)
                module._parameters[name] = value  # type: ignore[assignment]
            elif name in class_type.buffer_names:
                module._buffers[name] = value  # type: ignore[assignment]
            else:
                module.__dict__[name] = value
        module._bind_methods()
        return module

    def _bind_methods(self) -> None:
        for name, function in self._type.methods.items():
            if getattr(function, "python_fallback", None) is not None:
                bound = function.python_fallback.__get__(self)
            else:
                function.ensure_defined()
                function._nargs_fast = len(function.arg_names) - 1
                checks = [(i, _checker(t)) for i, t in enumerate(function.arg_types[1:])]
                function._fast_checks = [(i, c) for i, c in checks if c is Tensor]
                bound = ScriptMethod(self, function)
            self.__dict__["_jit_methods"][name] = bound
            self.__dict__[name] = bound

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.__dict__["forward"](*args, **kwargs)

    @property
    def graph(self) -> Graph:
        return self.__dict__["forward"].graph

    @property
    def inlined_graph(self) -> Graph:
        return self.__dict__["forward"].inlined_graph

    @property
    def code(self) -> str:
        return self.__dict__["forward"].code

    @property
    def _c(self) -> Any:
        return self

    def _get_name(self) -> str:
        return "RecursiveScriptModule"

    def extra_repr(self) -> str:
        return f"original_name={self.original_name}"

    def save(self, path: Any, **kwargs: Any) -> None:
        from . import _serialization

        _serialization.save(self, path, **kwargs)


def _module_from_info(info: Any) -> RecursiveScriptModule:
    module = info.module
    ct = info.class_type
    children = {name: _module_from_info(child) for name, child in info.children.items()}
    attributes: dict[str, object] = {"training": module.training}
    attributes.update({k: v for k, v in module._parameters.items()})
    attributes.update({k: v for k, v in module._buffers.items()})
    for name in ct.attributes:
        if name not in attributes and name not in children:
            value = getattr(module, name)
            attributes[name] = value.value if isinstance(value, Attribute) else value
    script_module = RecursiveScriptModule._construct(ct, attributes, {}, children)
    for name, fn in _ignored_methods(type(module)).items():
        if name not in script_module.__dict__:
            script_module.__dict__[name] = fn.__get__(script_module)
    return script_module


def _ignored_methods(cls: type) -> dict[str, Any]:
    out = {}
    for klass in reversed(cls.__mro__):
        for name, fn in vars(klass).items():
            if getattr(fn, "_torchscript_modifier", None) in ("ignore", "unused"):
                out[name] = fn
    return out


def script(
    obj: Any,
    optimize: Any = None,
    _frames_up: int = 0,
    _rcb: Any = None,
    example_inputs: Any = None,
) -> Any:
    """Compile a function or an ``nn.Module`` to TorchScript."""
    if isinstance(obj, RecursiveScriptModule | ScriptFunction):
        return obj
    if isinstance(obj, Module):
        from ._recursive import compile_module

        info, _ = compile_module(obj)
        return _module_from_info(info)
    if isinstance(obj, type):
        raise RuntimeError("scripting classes is not supported; script a function or an nn.Module")
    if callable(obj):
        cached = _FUNCTION_CACHE.get(obj)
        if cached is not None:
            return cached
        from .frontend.resolver import CompilationContext

        function = CompilationContext().compile_function(obj)
        result = ScriptFunction(function)
        _FUNCTION_CACHE[obj] = result
        return result
    raise RuntimeError(
        f"Type '{type(obj).__name__}' cannot be compiled since it is not a function or module"
    )


def _modifier(name: str) -> Callable[[Any], Any]:
    def decorate(fn: Any) -> Any:
        fn._torchscript_modifier = name
        if name == "ignore":
            fn._jit_ignore = True
        return fn

    return decorate


export = _modifier("export")
unused = _modifier("unused")


def ignore(drop: Any = False, **kwargs: Any) -> Any:
    """Leave a function or method in Python; script code calls it through the interpreter."""
    if callable(drop):
        return _modifier("ignore")(drop)
    return _modifier("unused" if drop else "ignore")


def annotate(the_type: Any, the_value: Any) -> Any:
    """Give ``the_value`` the type ``the_type`` in TorchScript; identity in Python."""
    return the_value


def is_scripting() -> bool:
    """True inside compiled code, False in Python."""
    return False


annotate._jit_special_form = "annotate"  # type: ignore[attr-defined]
is_scripting._jit_special_form = "is_scripting"  # type: ignore[attr-defined]
