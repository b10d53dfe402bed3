"""User functions, methods and closures: calls are inlined into the caller's graph."""

from __future__ import annotations

import inspect
import types
from typing import TYPE_CHECKING, Any

from ..exc import unimplemented
from ..source import AttrSource, GetItemSource
from .base import VariableTracker

if TYPE_CHECKING:
    from ..codegen import PyCodegen
    from ..symbolic_convert import InstructionTranslatorBase


class _Default:
    """Stands for the i-th default while binding arguments of a traced function."""

    def __init__(self, i: int) -> None:
        self.i = i


def bind_args(
    fn: types.FunctionType,
    args: list[VariableTracker],
    kwargs: dict[str, VariableTracker],
    defaults: tuple[Any, ...] | None,
    kwdefaults: dict[str, Any] | None,
    wrap: Any,
) -> dict[str, VariableTracker]:
    """Bind trackers to ``fn``'s parameters, as a call would; defaults pass through ``wrap``."""
    sig = inspect.signature(fn)
    try:
        bound = sig.bind(*args, **kwargs)
    except TypeError as e:
        unimplemented(f"call to {fn.__qualname__} with wrong arguments: {e}")
        raise
    bound.apply_defaults()
    out: dict[str, VariableTracker] = {}
    from .lists import TupleVariable

    for name, value in bound.arguments.items():
        kind = sig.parameters[name].kind
        if kind is inspect.Parameter.VAR_POSITIONAL:
            value = TupleVariable(list(value))
        elif kind is inspect.Parameter.VAR_KEYWORD:
            from .dicts import ConstDictVariable

            value = ConstDictVariable(dict(value))
        elif not isinstance(value, VariableTracker):
            value = wrap(value)
        if name.startswith("implicit") and name not in fn.__code__.co_varnames:
            name = "." + name[len("implicit") :]  # inspect renames a comprehension's ".0"
        out[name] = value
    return out


class BaseUserFunctionVariable(VariableTracker):
    """A Python function written by the user; calling it inlines its bytecode."""

    def get_code(self) -> types.CodeType:
        raise NotImplementedError

    def get_globals(self) -> dict[str, Any]:
        raise NotImplementedError

    def bind(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> dict[str, VariableTracker]:
        raise NotImplementedError

    def closure_cells(self, tx: InstructionTranslatorBase) -> dict[str, Any]:
        raise NotImplementedError

    def call_function(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        return tx.inline_user_function(self, args, kwargs)


class UserFunctionVariable(BaseUserFunctionVariable):
    """A function object that exists before capture (a global, an attribute, a closure)."""

    def __init__(self, fn: types.FunctionType, source: Any = None) -> None:
        super().__init__(source)
        if not isinstance(fn, types.FunctionType):
            unimplemented(f"call to {fn!r}")
        if getattr(fn, "_routes_torch_function", False) and hasattr(fn, "__wrapped__"):
            # a __torch_function__ wrapper (nn.functional's): for the fake tensors traced
            # here the protocol does nothing, so trace the function it wraps
            fn = fn.__wrapped__
        self.fn = fn

    def python_type(self) -> type:
        return types.FunctionType

    def as_python_constant(self) -> Any:
        return self.fn

    def get_code(self) -> types.CodeType:
        return self.fn.__code__

    def get_globals(self) -> dict[str, Any]:
        return self.fn.__globals__

    def bind(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> dict[str, VariableTracker]:
        from .builder import wrap_constant_object

        return bind_args(self.fn, args, kwargs, None, None, lambda v: wrap_constant_object(tx, v))

    def closure_cells(self, tx: InstructionTranslatorBase) -> dict[str, Any]:
        from .builder import VariableBuilder, wrap_constant_object

        cells: dict[str, Any] = {}
        names = self.fn.__code__.co_freevars
        for i, (name, cell) in enumerate(zip(names, self.fn.__closure__ or (), strict=True)):
            try:
                value = cell.cell_contents
            except ValueError:
                unimplemented(f"free variable {name} is not bound yet")
            if self.source is not None:
                src = AttrSource(
                    GetItemSource(AttrSource(self.source, "__closure__"), i), "cell_contents"
                )
                cells[name] = VariableBuilder(tx, src)(value)
            else:
                cells[name] = wrap_constant_object(tx, value)
        return cells

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.load_const(self.fn)

    def __repr__(self) -> str:
        return f"UserFunctionVariable({self.fn.__qualname__})"


class UserMethodVariable(UserFunctionVariable):
    """A function bound to an object: ``obj.method``; ``obj`` becomes the first argument."""

    def __init__(self, fn: types.FunctionType, obj: VariableTracker, source: Any = None) -> None:
        super().__init__(fn, source)
        self.obj = obj

    def call_function(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        return tx.inline_user_function(self, [self.obj, *args], kwargs)

    def reconstruct(self, cg: PyCodegen) -> None:
        cg(self.obj)
        cg.load_attr(self.fn.__name__)


class ClosureCellVariable(VariableTracker):
    """A cell of a frame being traced, captured by a function made during capture."""

    def __init__(self, tx: InstructionTranslatorBase, name: str) -> None:
        super().__init__()
        self.tx = tx
        self.name = name


class NestedUserFunctionVariable(BaseUserFunctionVariable):
    """A function made by MAKE_FUNCTION during capture (lambdas, inner defs, 3.11 listcomps)."""

    def __init__(
        self,
        code: types.CodeType,
        f_globals: dict[str, Any],
        name: str,
        defaults: VariableTracker | None,
        kwdefaults: VariableTracker | None,
        closure: list[VariableTracker] | None,
    ) -> None:
        super().__init__()
        self.code = code
        self.f_globals = f_globals
        self.name = name
        self.defaults = defaults
        self.kwdefaults = kwdefaults
        self.closure = closure or []

    def python_type(self) -> type:
        return types.FunctionType

    def get_code(self) -> types.CodeType:
        return self.code

    def get_globals(self) -> dict[str, Any]:
        return self.f_globals

    def bind(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> dict[str, VariableTracker]:
        defaults = self.defaults.unpack_var_sequence(tx) if self.defaults else []
        kwdefaults = self.kwdefaults.items if self.kwdefaults else {}  # type: ignore[attr-defined]
        cells = tuple(types.CellType(None) for _ in self.code.co_freevars)
        fake = types.FunctionType(
            self.code,
            self.f_globals,
            self.name,
            tuple(_Default(i) for i in range(len(defaults))) or None,
            cells or None,
        )
        fake.__kwdefaults__ = {k: _Default(-1 - n) for n, k in enumerate(kwdefaults)} or None
        kw_list = list(kwdefaults.values())
        return bind_args(
            fake,
            args,
            kwargs,
            None,
            None,
            lambda d: defaults[d.i] if d.i >= 0 else kw_list[-1 - d.i],
        )

    def closure_cells(self, tx: InstructionTranslatorBase) -> dict[str, Any]:
        return dict(zip(self.code.co_freevars, self.closure, strict=True))

    def reconstruct(self, cg: PyCodegen) -> None:
        if self.closure or self.defaults or self.kwdefaults:
            unimplemented("rebuilding a closure made during capture")
        cg.load_const(types.FunctionType(self.code, self.f_globals, self.name))
