"""NNModuleVariable: an ``nn.Module`` of the frame; calls inline its ``forward``."""

from __future__ import annotations

import inspect
import types
from typing import TYPE_CHECKING, Any

from glasstorch.nn import Module

from ..exc import unimplemented
from ..source import AttrSource, Source
from .base import VariableTracker
from .constant import ConstantVariable

if TYPE_CHECKING:
    from ..symbolic_convert import InstructionTranslatorBase


class NNModuleVariable(VariableTracker):
    """A module reached through a source: parameters and buffers become graph attributes."""

    def __init__(self, module: Module, source: Source) -> None:
        super().__init__(source)
        self.module = module

    def python_type(self) -> type:
        return type(self.module)

    def as_python_constant(self) -> Any:
        return self.module

    def var_getattr(self, tx: InstructionTranslatorBase, name: str) -> VariableTracker:
        from .builder import VariableBuilder
        from .functions import UserFunctionVariable, UserMethodVariable

        m = self.module
        src = AttrSource(self.source, name)  # type: ignore[arg-type]
        d = m.__dict__
        if name in d.get("_parameters", {}) or name in d.get("_buffers", {}):
            value = d["_parameters"].get(name) if name in d["_parameters"] else d["_buffers"][name]
            if value is None:
                return ConstantVariable(None)
            return tx.output.register_attr(value, src)
        if name in d.get("_modules", {}):
            sub = d["_modules"][name]
            if sub is None:
                return ConstantVariable(None)
            return tx.output.wrap_module(sub, src)
        if name == "training":
            return ConstantVariable(m.training)
        if name in d:
            return VariableBuilder(tx, src)(d[name])
        cls_attr = inspect.getattr_static(type(m), name, None)
        if isinstance(cls_attr, staticmethod):
            from .builder import wrap_constant_object

            return wrap_constant_object(tx, cls_attr.__func__)
        if isinstance(cls_attr, types.FunctionType):
            return UserMethodVariable(cls_attr, self)
        if isinstance(cls_attr, property):
            return UserFunctionVariable(cls_attr.fget).call_function(tx, [self], {})
        if cls_attr is not None:
            return VariableBuilder(tx, src)(getattr(m, name))
        unimplemented(f"{type(m).__name__} has no attribute {name}")
        raise AssertionError

    def call_function(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        from .functions import UserMethodVariable

        m = self.module
        if m._forward_hooks or m._forward_pre_hooks or getattr(m, "_backward_hooks", None):
            unimplemented(f"{type(m).__name__} has hooks")
        forward = type(m).forward
        if not isinstance(forward, types.FunctionType):
            unimplemented(f"{type(m).__name__}.forward is not a Python function")
        return UserMethodVariable(forward, self).call_function(tx, args, kwargs)

    def call_method(
        self,
        tx: InstructionTranslatorBase,
        name: str,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        m = self.module
        if name in ("children", "modules", "parameters", "named_children", "buffers"):
            from .lists import ListVariable, TupleVariable

            if name == "children" or name == "named_children":
                subs = [(k, v) for k, v in m._modules.items() if v is not None]
                items: list[VariableTracker] = []
                for k, v in subs:
                    sub = tx.output.wrap_module(v, AttrSource(self.source, k))  # type: ignore
                    items.append(
                        TupleVariable([ConstantVariable(k), sub])
                        if name == "named_children"
                        else sub
                    )
                return ListVariable(items)
            unimplemented(f"Module.{name}() inside a compiled region")
        if name in ("__getitem__",) and hasattr(m, "_modules"):
            idx = args[0].as_python_constant()
            keys = list(m._modules)
            if isinstance(idx, int):
                key = keys[idx]
                return tx.output.wrap_module(m._modules[key], AttrSource(self.source, key))  # type: ignore
            unimplemented("slicing a container module")
        if name == "__len__":
            return ConstantVariable(len(m._modules))
        return super().call_method(tx, name, args, kwargs)

    def unpack_var_sequence(self, tx: InstructionTranslatorBase) -> list[VariableTracker]:
        m = self.module
        return [
            tx.output.wrap_module(v, AttrSource(self.source, k))  # type: ignore[arg-type]
            for k, v in m._modules.items()
            if v is not None
        ]
