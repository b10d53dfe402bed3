"""VariableTracker: what symbolic execution knows about one Python value."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..exc import unimplemented

if TYPE_CHECKING:
    from ..codegen import PyCodegen
    from ..source import Source
    from ..symbolic_convert import InstructionTranslatorBase


class VariableTracker:
    """Base class; subclasses model one kind of value (tensor, constant, list, module ...)."""

    def __init__(self, source: Source | None = None) -> None:
        self.source = source

    def python_type(self) -> type:
        """The Python type of the value this stands for."""
        unimplemented(f"python_type of {type(self).__name__}")
        raise AssertionError

    def as_python_constant(self) -> Any:
        """The value itself, when it is known at compile time."""
        unimplemented(f"{type(self).__name__} is not a Python constant")

    def is_python_constant(self) -> bool:
        try:
            self.as_python_constant()
        except Exception:  # noqa: BLE001 - any failure means "not a constant"
            return False
        return True

    def reconstruct(self, cg: PyCodegen) -> None:
        """Emit bytecode that pushes this value (after a graph break, or as a result)."""
        if self.source is None:
            unimplemented(f"cannot rebuild {type(self).__name__} after a graph break")
        cg.extend(self.source.reconstruct())  # type: ignore[union-attr]

    def var_getattr(self, tx: InstructionTranslatorBase, name: str) -> VariableTracker:
        unimplemented(f"getattr {type(self).__name__}.{name}")
        raise AssertionError

    def call_function(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        unimplemented(f"call {self}")
        raise AssertionError

    def call_method(
        self,
        tx: InstructionTranslatorBase,
        name: str,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        return self.var_getattr(tx, name).call_function(tx, args, kwargs)

    def unpack_var_sequence(self, tx: InstructionTranslatorBase) -> list[VariableTracker]:
        unimplemented(f"iterate over {type(self).__name__}")
        raise AssertionError

    def has_unpack_var_sequence(self, tx: InstructionTranslatorBase) -> bool:
        try:
            self.unpack_var_sequence(tx)
        except Exception:  # noqa: BLE001
            return False
        return True

    def truth(self, tx: InstructionTranslatorBase) -> bool:
        """``bool(value)`` at compile time; raises Unsupported when it depends on data."""
        return True

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class BoundMethodVariable(VariableTracker):
    """``obj.method`` looked up but not yet called (a list, dict or tensor method): calling
    it is ``obj.call_method``; rebuilt in bytecode as ``obj.method``."""

    def __init__(self, obj: VariableTracker, name: str) -> None:
        super().__init__()
        self.obj = obj
        self.name = name

    def call_function(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        return self.obj.call_method(tx, self.name, args, kwargs)

    def reconstruct(self, cg: PyCodegen) -> None:
        cg(self.obj)
        cg.load_attr(self.name)


def is_constant_list(items: list[VariableTracker]) -> bool:
    return all(i.is_python_constant() for i in items)
