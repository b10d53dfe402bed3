"""Scripting an ``nn.Module`` instance (``torch/jit/_recursive.py``).

The module's attributes give a :class:`ClassType` (parameters, buffers, submodules,
plain attributes with inferred types, ``__constants__``); methods are compiled from the
class's source when ``forward``, an ``@export``-ed method, or a compiled method calls
them. Module instances whose attribute types agree share one ClassType and its methods.
"""

from __future__ import annotations

import ast
import inspect
from typing import Any

from glasstorch.nn import Module, ModuleDict, ModuleList, Sequential

from ._function import Function
from ._jit_internal import Attribute
from ._types import BoolType, ClassType, NoneType, TensorType, infer_type
from .annotations import ann_to_type
from .frontend.compile import define_python_function, get_source, python_resolver
from .frontend.resolver import CompilationContext, _qualified_module, python_return_type

_TYPE_CACHE: dict[Any, ClassType] = {}
_NAME_COUNTS: dict[str, int] = {}


class ModuleInfo:
    """What the compiler knows about one live module: its type, children, Python class."""

    def __init__(self, module: Module, class_type: ClassType, children: dict[str, ModuleInfo]):
        self.module = module
        self.class_type = class_type
        self.children = children
        self.children_order = list(children)
        self.is_container = isinstance(module, ModuleList | Sequential | ModuleDict)
        self.is_dict = isinstance(module, ModuleDict)

    def define_method(self, name: str, ctx: CompilationContext) -> Function | None:
        """Compile the Python method ``name`` into this module's ClassType, if it exists."""
        cls = type(self.module)
        fn = getattr(cls, name, None)
        if fn is None or not inspect.isfunction(fn) or _defined_on_base(cls, name):
            return None
        ct = self.class_type
        modifier = getattr(fn, "_torchscript_modifier", None)
        function = Function(f"{ct.qualified_name}.{name}")
        if modifier == "ignore":
            function.python_fallback = fn  # type: ignore[attr-defined]
            function.python_return_type = python_return_type(fn)  # type: ignore[attr-defined]
            ct.methods[name] = function
            return function
        if modifier == "unused":
            function._definer = lambda f: _define_unused(f, fn, ctx, ct, self)
        else:
            function._definer = lambda f: define_python_function(f, fn, ctx, ct, self)
        function.python_fn = fn
        ct.methods[name] = function
        return function


def _defined_on_base(cls: type, name: str) -> bool:
    for klass in cls.__mro__:
        if name in vars(klass):
            return klass is Module or klass is object
    return True


def _define_unused(
    function: Function, fn: Any, ctx: CompilationContext, ct: ClassType, info: Any
) -> Any:
    """An ``@unused`` method keeps its signature; its body raises when called."""
    from .frontend.compile import _emit

    fn_def, source = get_source(fn)
    raise_stmt = ast.parse('raise Exception("This method was marked unused")').body[0]
    ast.copy_location(raise_stmt, fn_def.body[0])
    for node in ast.walk(raise_stmt):
        ast.copy_location(node, fn_def.body[0])
    fn_def.body = [raise_stmt]
    graph, emitter = _emit(
        fn_def, ct, python_resolver(fn), source.filename, None, ctx, info, source
    )
    function.arg_names, function.defaults = emitter.arg_names, emitter.defaults
    return graph


def _constant_names(cls: type) -> set[str]:
    names: set[str] = set()
    for klass in cls.__mro__:
        names.update(getattr(klass, "__constants__", ()) or ())
        for attr, ann in getattr(klass, "__annotations__", {}).items():
            if "Final" in str(ann):
                names.add(attr)
    return names


def infer_module(module: Module, ctx: CompilationContext) -> ModuleInfo:
    """The ModuleInfo (and ClassType) of ``module`` and, recursively, its children."""
    children = {
        name: infer_module(child, ctx)
        for name, child in module._modules.items()
        if child is not None
    }
    cls = type(module)
    attributes: dict[str, Any] = {"training": BoolType.get()}
    params, buffers, constants = set(), set(), {}
    for name, p in module._parameters.items():
        attributes[name] = TensorType.get() if p is not None else NoneType.get()
        params.add(name)
    for name, b in module._buffers.items():
        attributes[name] = TensorType.get() if b is not None else NoneType.get()
        buffers.add(name)
    for name, child in children.items():
        attributes[name] = child.class_type
    const_names = _constant_names(cls)
    for name, value in vars(module).items():
        if name.startswith("_") and name not in const_names or name == "training":
            continue
        if name in const_names:
            constants[name] = list(value) if isinstance(value, list) else value
            continue
        if isinstance(value, Attribute):
            attributes[name] = ann_to_type(value.type)
            continue
        t = _annotated_type(cls, name) or infer_type(value)
        if t is not None:
            attributes[name] = t
    for name in const_names:
        if name not in constants and hasattr(cls, name) and name not in attributes:
            constants[name] = getattr(cls, name)
    for name, value in _class_constants(cls).items():
        if name not in attributes and name not in constants:
            constants[name] = value
    constants = {k: tuple(v) if isinstance(v, list) else v for k, v in constants.items()}
    key = (
        cls,
        tuple((k, str(v)) for k, v in attributes.items()),
        tuple((k, repr(v)) for k, v in constants.items()),
        tuple(sorted(params)),
        tuple(sorted(buffers)),
    )
    class_type = _TYPE_CACHE.get(key)
    if class_type is None:
        class_type = ClassType(_unique_name(cls), attributes)
        class_type.parameter_names, class_type.buffer_names = params, buffers
        class_type.constants = constants
        class_type.python_class = cls  # type: ignore[attr-defined]
        _TYPE_CACHE[key] = class_type
    return ModuleInfo(module, class_type, children)


def _annotated_type(cls: type, name: str) -> Any:
    """The type a class annotation gives attribute ``name`` (``tags: List[str]``), if any."""
    import sys

    from ._types import AnnotationError, ann_to_type

    for klass in cls.__mro__:
        ann = vars(klass).get("__annotations__", {}).get(name)
        if ann is None:
            continue
        if isinstance(ann, str):
            text = ann
        else:
            text = ann.__name__ if isinstance(ann, type) else repr(ann)
        module = sys.modules.get(klass.__module__)
        namespace = vars(module) if module is not None else {}
        try:
            return ann_to_type(ast.parse(text, mode="eval").body, namespace.get)
        except (AnnotationError, SyntaxError):
            return None
    return None


def _class_constants(cls: type) -> dict[str, Any]:
    """Plain int/float/bool/str class attributes (``_nd = 2``) read as constants."""
    out: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        if klass in (Module, object):
            continue
        for name, value in vars(klass).items():
            if name.startswith("__") or not isinstance(value, bool | int | float | str):
                continue
            out[name] = value
    return out


def _unique_name(cls: type) -> str:
    base = f"__torch__.{_qualified_module(cls)}{cls.__qualname__}".replace("<locals>.", "")
    count = _NAME_COUNTS.get(base, 0)
    _NAME_COUNTS[base] = count + 1
    if count == 0:
        return base
    head, _, tail = base.rpartition(".")
    return f"{head}.___torch_mangle_{count - 1}.{tail}"


def compile_module(module: Module) -> tuple[ModuleInfo, CompilationContext]:
    """Infer types and compile ``forward`` plus the ``@export``-ed methods of ``module``."""
    ctx = CompilationContext()
    info = infer_module(module, ctx)
    _compile_entry_points(info, ctx)
    return info, ctx


def _compile_entry_points(info: ModuleInfo, ctx: CompilationContext) -> None:
    cls = type(info.module)
    names = ["forward"] if not _defined_on_base(cls, "forward") else []
    for klass in cls.__mro__:
        for name, fn in vars(klass).items():
            if getattr(fn, "_torchscript_modifier", None) == "export" and name not in names:
                names.append(name)
    for name in names:
        method = ctx.lookup_method(info.class_type, info, name)
        if method is not None:
            method.ensure_defined()
    for child in info.children.values():
        _compile_entry_points(child, ctx)
