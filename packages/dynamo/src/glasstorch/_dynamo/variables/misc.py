"""Small trackers: NULL, Python modules, plain objects and attribute lookups."""

from __future__ import annotations

import inspect
import types
from typing import TYPE_CHECKING, Any

from ..exc import unimplemented
from ..source import AttrSource
from .base import VariableTracker

if TYPE_CHECKING:
    from ..codegen import PyCodegen
    from ..symbolic_convert import InstructionTranslatorBase


class NullVariable(VariableTracker):
    """The NULL that CPython pushes below a callable."""

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.append("PUSH_NULL")


class DeletedVariable(VariableTracker):
    """A local that was deleted (or never bound)."""


class PythonModuleVariable(VariableTracker):
    """A module object (``torch``, ``math``, ``torch.nn.functional``); its attributes are
    treated as constants of the program, as PyTorch does."""

    def __init__(self, value: types.ModuleType, source: Any = None) -> None:
        super().__init__(source)
        self.value = value

    def python_type(self) -> type:
        return types.ModuleType

    def as_python_constant(self) -> Any:
        return self.value

    def var_getattr(self, tx: InstructionTranslatorBase, name: str) -> VariableTracker:
        from .builder import wrap_constant_object

        if not hasattr(self.value, name):
            unimplemented(f"module {self.value.__name__} has no attribute {name}")
        return wrap_constant_object(tx, getattr(self.value, name))

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.load_const(self.value)


class UserDefinedObjectVariable(VariableTracker):
    """Any other object: attributes are read through its source and guarded on."""

    def __init__(self, value: Any, source: Any = None) -> None:
        super().__init__(source)
        self.value = value

    def python_type(self) -> type:
        return type(self.value)

    def var_getattr(self, tx: InstructionTranslatorBase, name: str) -> VariableTracker:
        from .builder import VariableBuilder
        from .functions import UserFunctionVariable, UserMethodVariable

        cls_attr = inspect.getattr_static(type(self.value), name, None)
        if isinstance(cls_attr, staticmethod):
            from .builder import wrap_constant_object

            return wrap_constant_object(tx, cls_attr.__func__)
        if isinstance(cls_attr, property):
            return UserFunctionVariable(cls_attr.fget).call_function(tx, [self], {})
        if isinstance(cls_attr, types.FunctionType) and name not in getattr(
            self.value, "__dict__", {}
        ):
            return UserMethodVariable(cls_attr, self)
        try:
            value = getattr(self.value, name)
        except AttributeError:
            unimplemented(f"{type(self.value).__name__} has no attribute {name}")
            raise
        if self.source is None:
            unimplemented(f"attribute {name} of an object without a source")
        return VariableBuilder(tx, AttrSource(self.source, name))(value)
