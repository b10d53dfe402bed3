"""glasstorch functions in captured code: graph nodes, grad-mode context managers, constants."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from glasstorch.aten import Tensor
from glasstorch.autograd import enable_grad, is_grad_enabled, no_grad, set_grad_enabled
from glasstorch.autograd.grad_mode import _set_grad_enabled

from ..exc import unimplemented
from .base import VariableTracker
from .constant import ConstantVariable

if TYPE_CHECKING:
    from ..codegen import PyCodegen
    from ..symbolic_convert import InstructionTranslatorBase

_IMPURE = {
    "manual_seed",
    "seed",
    "set_default_dtype",
    "set_printoptions",
    "save",
    "load",
    "set_grad_enabled",
    "use_deterministic_algorithms",
    "compile",
}
_CONSTANT_FNS = {
    "is_grad_enabled",
    "get_default_dtype",
    "is_inference_mode_enabled",
    "promote_types",
    "can_cast",
    "result_type_consts",
}


def is_grad_mode_class(value: Any) -> bool:
    return any(value is c for c in (no_grad, enable_grad, set_grad_enabled))


def is_torch_callable(value: Any) -> bool:
    """A glasstorch function (not a class, not Dynamo's own) that may become a graph node."""
    if isinstance(value, type) or not callable(value):
        return False
    module = getattr(value, "__module__", None) or ""
    return (module == "glasstorch" or module.startswith("glasstorch.")) and not module.startswith(
        _INLINED_MODULES
    )


#: glasstorch code that Dynamo inlines like the user's own rather than recording as one node:
#: its own, and the helpers of nn's modules (as PyTorch's Dynamo inlines ``torch.nn.modules``),
#: which may return sizes and other Python values an operator node cannot hold.
_INLINED_MODULES = ("glasstorch._dynamo", "glasstorch.nn.modules.")


class TorchVariable(VariableTracker):
    """A glasstorch function or grad-mode class."""

    def __init__(self, value: Any, source: Any = None) -> None:
        super().__init__(source)
        self.value = value

    def python_type(self) -> type:
        return type(self.value)

    def as_python_constant(self) -> Any:
        return self.value

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.load_const(self.value)

    def call_function(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        fn = self.value
        name = getattr(fn, "__name__", "")
        if fn in (no_grad, enable_grad):
            return GradModeVariable(fn is enable_grad, entered=False)
        if fn is set_grad_enabled:
            mode = args[0].as_python_constant()
            prev = is_grad_enabled()
            tx.output.set_grad_mode(mode)
            return GradModeVariable(mode, entered=True, prev=prev)
        if name in _IMPURE:
            unimplemented(f"torch.{name} has effects outside the graph")
        if name == "is_tensor":
            return ConstantVariable(issubclass(args[0].python_type(), Tensor))
        from .tensor import TensorVariable

        consts = all(a.is_python_constant() for a in [*args, *kwargs.values()])
        has_tensor = any(isinstance(a, TensorVariable) for a in [*args, *kwargs.values()])
        if name in _CONSTANT_FNS or (consts and name in ("numel",)):
            return ConstantVariable(
                fn(
                    *[a.as_python_constant() for a in args],
                    **{k: v.as_python_constant() for k, v in kwargs.items()},
                )
            )
        if name == "numel" and args and isinstance(args[0], TensorVariable):
            return ConstantVariable(args[0].example.numel())
        return tx.output.call(fn, args, kwargs, allow_non_tensor=consts and not has_tensor)

    def __repr__(self) -> str:
        return f"TorchVariable({getattr(self.value, '__name__', self.value)})"


class GradModeVariable(VariableTracker):
    """``no_grad()`` / ``enable_grad()`` / ``set_grad_enabled(mode)``: a graph-level mode
    switch, recorded as ``_set_grad_enabled`` nodes so the compiled graph does the same."""

    def __init__(self, mode: bool, entered: bool, prev: bool | None = None) -> None:
        super().__init__()
        self.mode = mode
        self.entered = entered
        self.prev = prev

    def python_type(self) -> type:
        return no_grad

    def enter(self, tx: InstructionTranslatorBase) -> VariableTracker:
        if not self.entered:
            self.prev = is_grad_enabled()
            tx.output.set_grad_mode(self.mode)
            self.entered = True
        return GradModeExitVariable(self)

    def exit(self, tx: InstructionTranslatorBase) -> VariableTracker:
        assert self.prev is not None
        tx.output.set_grad_mode(self.prev)
        return ConstantVariable(None)


class GradModeExit:
    """The ``__exit__`` of a grad-mode block as a real object: what a resume function that
    starts inside the block finds on its stack; calling it restores the previous mode."""

    def __init__(self, prev: bool) -> None:
        self.prev = prev

    def __call__(self, *exc: object) -> None:
        _set_grad_enabled(self.prev)

    def __repr__(self) -> str:
        return f"GradModeExit(prev={self.prev})"


class GradModeExitVariable(VariableTracker):
    """The ``__exit__`` that BEFORE_WITH pushes for a grad-mode block."""

    def __init__(self, ctx: GradModeVariable, source: Any = None) -> None:
        super().__init__(source)
        self.ctx = ctx

    def reconstruct(self, cg: PyCodegen) -> None:
        assert self.ctx.prev is not None
        cg.load_const(GradModeExit(self.ctx.prev))

    def call_function(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        return self.ctx.exit(tx)


SET_GRAD_ENABLED = _set_grad_enabled
