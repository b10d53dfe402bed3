"""VariableBuilder: turn a real value found in the frame into a tracker, installing guards."""

from __future__ import annotations

import builtins
import enum
import math
import operator
import types
from typing import TYPE_CHECKING, Any

from glasstorch.aten import Tensor
from glasstorch.autograd import is_grad_enabled
from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.nn import Module

from ..exc import unimplemented
from ..guards import GuardKind
from ..source import AttrSource, GetItemSource, Source
from .base import VariableTracker
from .builtin import BuiltinVariable
from .constant import ConstantVariable
from .dicts import ConstDictVariable
from .functions import UserFunctionVariable
from .lists import ListVariable, RangeVariable, TupleVariable
from .misc import PythonModuleVariable, UserDefinedObjectVariable
from .nn_module import NNModuleVariable
from .torch import (
    GradModeExit,
    GradModeExitVariable,
    GradModeVariable,
    TorchVariable,
    is_grad_mode_class,
    is_torch_callable,
)

if TYPE_CHECKING:
    from ..symbolic_convert import InstructionTranslatorBase

CONSTANT_TYPES = (
    int,
    float,
    bool,
    str,
    bytes,
    complex,
    type(None),
    type(Ellipsis),
    type(NotImplemented),
    DType,
    Device,
    enum.Enum,
    slice,
)
_BUILTIN_CALLABLES = (types.BuiltinFunctionType, types.BuiltinMethodType)


def is_constant_value(value: Any) -> bool:
    return isinstance(value, CONSTANT_TYPES) or (
        isinstance(value, (tuple, frozenset)) and all(is_constant_value(v) for v in value)
    )


def wrap_constant_object(tx: InstructionTranslatorBase, value: Any) -> VariableTracker:
    """A tracker for a value that is part of the program (a module attribute, a default)."""
    if isinstance(value, VariableTracker):
        return value
    if is_grad_mode_class(value):
        return TorchVariable(value)
    if is_builtin(value):
        return BuiltinVariable(value)
    if is_constant_value(value) or isinstance(value, type):
        return ConstantVariable(value)
    if isinstance(value, types.ModuleType):
        return PythonModuleVariable(value)
    if is_torch_callable(value):
        return TorchVariable(value)
    if isinstance(value, types.FunctionType):
        return UserFunctionVariable(value)
    if isinstance(value, range):
        return RangeVariable(value)
    if isinstance(value, (list, tuple)):
        cls = ListVariable if isinstance(value, list) else TupleVariable
        return cls([wrap_constant_object(tx, v) for v in value])
    if isinstance(value, dict) and all(is_constant_value(k) for k in value):
        return ConstDictVariable({k: wrap_constant_object(tx, v) for k, v in value.items()})
    if isinstance(value, Module):
        unimplemented("an nn.Module reached without a source")
    if isinstance(value, Tensor):
        unimplemented("a tensor reached without a source (a closure or default value)")
    return UserDefinedObjectVariable(value)


_BUILTIN_IDS = {
    id(v)
    for v in [*vars(builtins).values(), *vars(operator).values()]
    if callable(v) and not (isinstance(v, type) and issubclass(v, BaseException))
}


def is_builtin(value: Any) -> bool:
    """A builtin function or class (``len``, ``range`` ...) or an ``operator`` function."""
    return (
        id(value) in _BUILTIN_IDS
        or isinstance(value, _BUILTIN_CALLABLES)
        and getattr(value, "__self__", None) in (None, builtins, math)
    )


class VariableBuilder:
    """``VariableBuilder(tx, source)(value)``: the tracker for ``value`` read from ``source``."""

    def __init__(self, tx: InstructionTranslatorBase, source: Source) -> None:
        self.tx = tx
        self.source = source

    def guard(self, kind: GuardKind, value: Any) -> None:
        self.tx.output.guards.add(self.source, kind, value)

    def __call__(self, value: Any) -> VariableTracker:
        cached = self.tx.output.source_cache.get(self.source.name())
        if cached is not None:
            return cached
        result = self._wrap(value)
        self.tx.output.source_cache[self.source.name()] = result
        return result

    def _wrap(self, value: Any) -> VariableTracker:
        src = self.source
        if isinstance(value, Tensor):
            self.guard(GuardKind.TENSOR_MATCH, value)
            return self.tx.output.add_graph_input(value, src)
        if is_grad_mode_class(value):
            self.guard(GuardKind.ID_MATCH, value)
            return TorchVariable(value, src)
        if isinstance(value, GradModeExit):
            self.guard(GuardKind.TYPE_MATCH, value)
            prev = VariableBuilder(self.tx, AttrSource(src, "prev"))(value.prev)
            ctx = GradModeVariable(is_grad_enabled(), entered=True, prev=prev.as_python_constant())
            return GradModeExitVariable(ctx, src)
        if is_builtin(value):
            self.guard(GuardKind.ID_MATCH, value)
            return BuiltinVariable(value, src)
        if isinstance(value, (DType, Device)) or value is None or isinstance(value, type):
            self.guard(
                GuardKind.ID_MATCH if not isinstance(value, Device) else GuardKind.CONSTANT_MATCH,
                value,
            )
            return ConstantVariable(value, src)
        if is_constant_value(value):
            self.guard(GuardKind.CONSTANT_MATCH, value)
            return ConstantVariable(value, src)
        if isinstance(value, Module):
            self.guard(GuardKind.ID_MATCH, value)
            self.guard(GuardKind.MODULE_TRAINING, value)
            return NNModuleVariable(value, src)
        if isinstance(value, (list, tuple)) and type(value) in (list, tuple):
            self.guard(GuardKind.SEQUENCE_LENGTH, value)
            items = [
                VariableBuilder(self.tx, GetItemSource(src, i))(v) for i, v in enumerate(value)
            ]
            return (ListVariable if isinstance(value, list) else TupleVariable)(items, src)
        if type(value) is dict and all(isinstance(k, (str, int)) for k in value):
            self.guard(GuardKind.DICT_KEYS, value)
            return ConstDictVariable(
                {k: VariableBuilder(self.tx, GetItemSource(src, k))(v) for k, v in value.items()},
                src,
            )
        if isinstance(value, types.ModuleType):
            self.guard(GuardKind.ID_MATCH, value)
            return PythonModuleVariable(value, src)
        if isinstance(value, types.FunctionType):
            self.guard(GuardKind.ID_MATCH, value)
            return UserFunctionVariable(value, src)
        if is_torch_callable(value):
            self.guard(GuardKind.ID_MATCH, value)
            return TorchVariable(value, src)
        if isinstance(value, types.MethodType) and isinstance(value.__func__, types.FunctionType):
            from .functions import UserMethodVariable

            obj = VariableBuilder(self.tx, AttrSource(src, "__self__"))(value.__self__)
            return UserMethodVariable(value.__func__, obj, src)
        if isinstance(value, range):
            self.guard(GuardKind.CONSTANT_MATCH, value)
            return RangeVariable(value)
        self.guard(GuardKind.TYPE_MATCH, value)
        return UserDefinedObjectVariable(value, src)
