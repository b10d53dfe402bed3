"""VariableHooksInterface: how aten reaches autograd without importing it.

Mirrors ``ATen/core/VariableHooksInterface.h``. aten (layer 1) cannot import autograd
(layer 2), yet ``Tensor.backward()`` and ``Tensor.grad`` live on aten's Tensor. So aten
defines this interface, autograd registers an implementation when it is imported, and
the Tensor methods call through it. Without autograd, they fail with a clear message.
"""

from __future__ import annotations

from typing import Any


class VariableHooksInterface:
    """What autograd provides to aten's Tensor. The base class explains it is missing."""

    def _missing(self, what: str) -> RuntimeError:
        return RuntimeError(
            f"{what} needs automatic differentiation, which lives in the glasstorch-autograd "
            "package (glasstorch.autograd); install it (or `import glasstorch`) to use it"
        )

    def requires_grad(self, tensor: Any) -> bool:
        return False

    def set_requires_grad(self, tensor: Any, value: bool) -> None:
        if value:
            raise self._missing("requires_grad=True")

    def grad(self, tensor: Any) -> Any:
        return None

    def set_grad(self, tensor: Any, value: Any) -> None:
        raise self._missing("Tensor.grad")

    def grad_fn(self, tensor: Any) -> Any:
        return None

    def is_leaf(self, tensor: Any) -> bool:
        return True

    def backward(
        self, tensor: Any, gradient: Any, retain_graph: Any, create_graph: bool, inputs: Any
    ) -> None:
        raise self._missing("Tensor.backward()")

    def retain_grad(self, tensor: Any) -> None:
        raise self._missing("Tensor.retain_grad()")

    def retains_grad(self, tensor: Any) -> bool:
        return False

    def register_hook(self, tensor: Any, hook: Any) -> Any:
        raise self._missing("Tensor.register_hook()")

    def register_post_accumulate_grad_hook(self, tensor: Any, hook: Any) -> Any:
        raise self._missing("Tensor.register_post_accumulate_grad_hook()")

    def detach(self, tensor: Any) -> Any:
        return tensor._shallow_copy()

    def detach_(self, tensor: Any) -> Any:
        return tensor


_hooks: VariableHooksInterface = VariableHooksInterface()


def get_variable_hooks() -> VariableHooksInterface:
    return _hooks


def set_variable_hooks(hooks: VariableHooksInterface) -> None:
    """Called once by glasstorch.autograd at import."""
    global _hooks
    _hooks = hooks
