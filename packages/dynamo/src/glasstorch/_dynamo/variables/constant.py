"""Values known at compile time: numbers, strings, None, dtypes, types, slices."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..exc import unimplemented
from .base import VariableTracker

if TYPE_CHECKING:
    from ..codegen import PyCodegen
    from ..symbolic_convert import InstructionTranslatorBase


class ConstantVariable(VariableTracker):
    """A value fixed at compile time (guarded on when it came from the frame)."""

    def __init__(self, value: Any, source: Any = None) -> None:
        super().__init__(source)
        self.value = value

    def as_python_constant(self) -> Any:
        return self.value

    def python_type(self) -> type:
        return type(self.value)

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.load_const(self.value)

    def truth(self, tx: InstructionTranslatorBase) -> bool:
        return bool(self.value)

    def unpack_var_sequence(self, tx: InstructionTranslatorBase) -> list[VariableTracker]:
        if isinstance(self.value, (str, tuple, list, range, bytes, frozenset, set)):
            return [ConstantVariable(v) for v in self.value]
        return super().unpack_var_sequence(tx)

    def var_getattr(self, tx: InstructionTranslatorBase, name: str) -> VariableTracker:
        if callable(getattr(self.value, name, None)) and not isinstance(self.value, type):
            return BoundConstantMethod(self.value, name)
        try:
            value = getattr(self.value, name)
        except AttributeError:
            unimplemented(f"{type(self.value).__name__} has no attribute {name}")
            raise
        from .builder import wrap_constant_object

        return wrap_constant_object(tx, value)

    def __repr__(self) -> str:
        return f"ConstantVariable({self.value!r})"


class BoundConstantMethod(VariableTracker):
    """``const.method`` for a method that is pure on constants (str.format, int.bit_length)."""

    def __init__(self, value: Any, name: str) -> None:
        super().__init__()
        self.value = value
        self.name = name

    def call_function(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        if not all(a.is_python_constant() for a in [*args, *kwargs.values()]):
            unimplemented(f"{type(self.value).__name__}.{self.name} on non-constant arguments")
        a = [x.as_python_constant() for x in args]
        k = {n: x.as_python_constant() for n, x in kwargs.items()}
        return ConstantVariable(getattr(self.value, self.name)(*a, **k))

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.load_const(getattr(self.value, self.name))


def constant_fold(fn: Any, args: list[VariableTracker]) -> ConstantVariable:
    """``fn(*args)`` on constants, as a constant."""
    return ConstantVariable(fn(*[a.as_python_constant() for a in args]))
