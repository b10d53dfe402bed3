"""Python objects as sugared values (``python_sugared_value.cpp``, ``torch/jit/_builtins.py``).

Free names of a scripted function resolve to Python objects; this module decides what
each means in TorchScript: an aten operator (``torch.tanh``, ``math.sqrt``, an
``nn.functional`` function with an aten twin), a function to compile recursively, a type,
a constant, an exception class, or a Python module to look into.
"""

from __future__ import annotations

import builtins
import inspect
import math
import types
from collections.abc import Callable
from typing import Any

from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import dtype as DType

from .._function import Function
from .._types import (
    BoolType,
    DeviceObjType,
    FloatType,
    IntType,
    JitType,
    ListType,
    StringType,
    TensorType,
    python_type_to_jit,
)
from ..runtime.operator import get_operators
from .builtin_functions import builtin_definition
from .errors import SourceRange, error_report
from .sugared_value import (
    BuiltinFunction,
    ConstantValue,
    ExceptionValue,
    FunctionValue,
    PythonModuleValue,
    SpecialForm,
    SugaredValue,
    TypeValue,
)

_SPECIAL_BUILTINS = {"len", "range", "isinstance", "print", "min", "max", "abs", "enumerate",
                     "zip", "getattr", "hasattr", "sum", "type"}  # fmt: skip
_CASTS: dict[Any, tuple[JitType, str]] = {
    int: (IntType.get(), "aten::Int"),
    float: (FloatType.get(), "aten::Float"),
    bool: (BoolType.get(), "aten::Bool"),
    str: (StringType.get(), "aten::str"),
    list: (ListType(TensorType.get()), "aten::list"),
    Device: (DeviceObjType.get(), "aten::device"),  # torch.device("cpu")
}
_OPERATOR_MODULES = ("glasstorch.aten._generated", "glasstorch.aten.functional")


def _aten_twin(fn: Any) -> str | None:
    """``aten::<name>`` when ``fn`` is an aten binding or has an aten op with its signature."""
    name = getattr(fn, "__name__", None)
    module = getattr(fn, "__module__", "") or ""
    if name is None:
        return None
    qualified = f"aten::{name}"
    if module.startswith(_OPERATOR_MODULES) or module == "math":
        return qualified if get_operators(qualified) else None
    if module.startswith("glasstorch.nn.functional"):
        ops = get_operators(qualified)
        try:
            params = list(inspect.signature(fn).parameters)
        except (TypeError, ValueError):
            return None
        for op in ops:
            arg_names = [a.name for a in op.schema.arguments]
            mapped = ["self" if p == "input" and "input" not in arg_names else p for p in params]
            if mapped == arg_names[: len(mapped)] and len(mapped) >= len(
                [a for a in op.schema.arguments if a.default is None]
            ):
                return qualified
    return None


class CompilationContext:
    """Shared state of one ``script`` call: compiled functions and how to resolve objects."""

    def __init__(self) -> None:
        self.functions: dict[Any, Function] = {}

    def to_sugared(self, obj: Any, loc: SourceRange) -> SugaredValue:
        if isinstance(obj, SugaredValue):
            return obj
        if isinstance(obj, JitType):
            return TypeValue(obj)
        if isinstance(obj, Function):
            return FunctionValue(obj)
        compiled = getattr(obj, "_jit_function", None)
        if isinstance(compiled, Function):
            return FunctionValue(compiled)
        if isinstance(obj, types.ModuleType):
            return PythonModuleValue(obj)
        if obj in _CASTS if _hashable(obj) else False:
            t, cast = _CASTS[obj]
            return TypeValue(t, cast)
        if obj is None or isinstance(obj, bool | int | float | str):
            return ConstantValue(obj)
        if isinstance(obj, tuple) and all(isinstance(v, bool | int | float | str) for v in obj):
            return ConstantValue(obj)
        if isinstance(obj, DType):  # TorchScript's dtypes are ScalarType codes: float64 is 7
            return ConstantValue(int(obj.scalar_type))
        if isinstance(obj, Device):
            return ConstantValue(obj)
        jit_type = python_type_to_jit(obj) if isinstance(obj, type) else None
        if jit_type is not None:
            return TypeValue(jit_type)
        if isinstance(obj, type) and issubclass(obj, BaseException):
            return ExceptionValue(f"builtins.{obj.__name__}")
        if (
            obj is getattr(builtins, getattr(obj, "__name__", ""), None)
            and obj.__name__ in _SPECIAL_BUILTINS
        ):
            return SpecialForm(obj.__name__)
        special = getattr(obj, "_jit_special_form", None)
        if special is not None:
            return SpecialForm(special)
        if obj is math.pi or obj is math.e:
            return ConstantValue(obj)
        if callable(obj):
            twin = _aten_twin(obj)
            if twin is not None:
                return BuiltinFunction(twin)
            if getattr(obj, "_jit_ignore", False):
                return _ignored_function(obj)
            builtin = builtin_definition(obj)
            if builtin is not None:
                return FunctionValue(self.compile_builtin(obj, *builtin))
            if inspect.isfunction(obj):
                return FunctionValue(self.compile_function(obj))
            name = getattr(obj, "__name__", type(obj).__name__)
            raise error_report(
                loc, f"Python builtin {name} is currently not supported in Torchscript"
            )
        if type(obj).__name__ == "DeviceObjType":
            return TypeValue(DeviceObjType.get())
        raise error_report(
            loc, f"Python value of type '{type(obj).__name__}' cannot be used as a value"
        )

    def compile_function(self, fn: Callable[..., Any]) -> Function:
        found = self.functions.get(fn)
        if found is not None:
            return found
        from .compile import define_python_function

        qualified = f"__torch__.{_qualified_module(fn)}{fn.__qualname__}".replace("<locals>.", "")
        function = Function(qualified, definer=lambda f: define_python_function(f, fn, self))
        function.python_fn = fn
        self.functions[fn] = function
        function.ensure_defined()
        return function

    def compile_builtin(self, fn: Any, fn_def: Any, source: str) -> Function:
        found = self.functions.get(fn)
        if found is not None:
            return found
        from glasstorch import aten

        from .compile import _emit
        from .errors import Source

        namespace = {"torch": aten, "Tensor": aten.Tensor}

        def define(function: Function) -> Any:
            src = Source(source, f"<builtin {fn.__name__}>")
            graph, emitter = _emit(
                fn_def,
                None,
                lambda n: _lookup_dotted(namespace, n),
                src.filename,
                None,
                self,
                None,
                src,
            )
            function.arg_names, function.defaults = emitter.arg_names, emitter.defaults
            return graph

        function = Function(f"__torch__.torch.nn.functional.{fn.__name__}", definer=define)
        self.functions[fn] = function
        function.ensure_defined()
        return function

    def lookup_method(self, class_type: Any, info: Any, name: str) -> Any:
        method = class_type.methods.get(name)
        if method is None and info is not None:
            method = info.define_method(name, self)
        return method


def _qualified_module(fn: Any) -> str:
    module = getattr(fn, "__module__", "") or ""
    if module in ("__main__", ""):
        return ""
    if module.startswith("glasstorch."):
        module = "torch." + module[len("glasstorch.") :]
    return module + "."


def _hashable(obj: Any) -> bool:
    try:
        hash(obj)
    except TypeError:
        return False
    return True


def _ignored_function(fn: Any) -> SugaredValue:
    class _Ignored(SugaredValue):
        kind = "function"

        def call(self, em: Any, loc: SourceRange, args: list, kwargs: dict) -> SugaredValue:
            stub = Function(fn.__qualname__)
            stub.python_fallback = fn  # type: ignore[attr-defined]
            stub.python_return_type = python_return_type(fn)  # type: ignore[attr-defined]
            return em.emit_python_op(loc, stub, [], args, kwargs)

    return _Ignored()


def python_return_type(fn: Any) -> JitType:
    """The TorchScript type of a Python function's return annotation (Tensor if none)."""
    import ast
    import textwrap

    from .._types import ann_to_type

    try:
        source = textwrap.dedent(inspect.getsource(fn))
        tree = ast.parse(source).body[0]
        returns = getattr(tree, "returns", None)
    except (OSError, TypeError, SyntaxError, IndexError):
        returns = None
    if returns is None:
        return TensorType.get()
    globals_ = getattr(inspect.unwrap(fn), "__globals__", {})  # of the source read above
    return ann_to_type(returns, lambda n: _lookup_dotted(globals_, n))


def _lookup_dotted(namespace: dict[str, Any], name: str) -> Any:
    parts = name.split(".")
    obj = namespace[parts[0]] if parts[0] in namespace else getattr(builtins, parts[0])
    for part in parts[1:]:
        obj = getattr(obj, part)
    return obj
