"""TensorVariable: a tensor as an FX node, with a meta tensor standing in for its value.

Every operator on a TensorVariable adds a node to the graph and runs the operator on the
meta ("fake") values, so shapes, dtypes and strides of every intermediate are known while
tracing without computing any data.
"""

from __future__ import annotations

import builtins
import operator
from typing import TYPE_CHECKING, Any

from glasstorch.aten import Tensor, empty_strided
from glasstorch.autograd import is_grad_enabled
from glasstorch.fx import Node

from ..exc import unimplemented
from .base import BoundMethodVariable, VariableTracker
from .constant import ConstantVariable

if TYPE_CHECKING:
    from ..codegen import PyCodegen
    from ..symbolic_convert import InstructionTranslatorBase

# Calls whose results depend on tensor data: each is a graph break.
DATA_DEPENDENT = {
    "item",
    "tolist",
    "numpy",
    "__bool__",
    "__int__",
    "__float__",
    "__index__",
    "nonzero",
    "unique",
    "backward",
    "data_ptr",
    "__array__",
    "cpu",
    "cuda",
    "register_hook",
    "retain_grad",
    "equal",
    "allclose",
    "any",
    "all",
}
_STATIC_METHODS = {
    "dim",
    "ndimension",
    "numel",
    "nelement",
    "is_contiguous",
    "element_size",
    "is_floating_point",
    "is_complex",
    "get_device",
}


def to_fake(t: Tensor) -> Tensor:
    """A meta tensor with ``t``'s shape, strides and dtype."""
    return empty_strided(tuple(t.shape), tuple(t.stride()), dtype=t.dtype, device="meta")


class TensorVariable(VariableTracker):
    """A tensor: its graph node, its meta value and its device and autograd state."""

    def __init__(
        self,
        node: Node,
        example: Tensor,
        device: Any,
        requires_grad: bool,
        class_type: type = Tensor,
        source: Any = None,
    ) -> None:
        super().__init__(source)
        self.node = node
        self.example = example
        self.device = device
        self.requires_grad = requires_grad
        self.class_type = class_type
        node.meta["example_value"] = example

    def python_type(self) -> type:
        return self.class_type

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.load_graph_output(self)

    def truth(self, tx: InstructionTranslatorBase) -> bool:
        unimplemented("data-dependent control flow: branching on a tensor's value")
        raise AssertionError

    def unpack_var_sequence(self, tx: InstructionTranslatorBase) -> list[VariableTracker]:
        if self.example.dim() == 0:
            unimplemented("iteration over a 0-d tensor")
        n = self.example.shape[0]
        return [tx.output.call(operator.getitem, [self, ConstantVariable(i)], {}) for i in range(n)]

    def var_getattr(self, tx: InstructionTranslatorBase, name: str) -> VariableTracker:
        ex = self.example
        if name in ("shape",):
            return tx.size_variable(tuple(ex.shape))
        if name in ("dtype", "layout", "ndim", "is_sparse", "is_quantized"):
            return ConstantVariable(getattr(ex, name))
        if name == "device":
            return ConstantVariable(self.device)
        if name == "is_cuda":
            return ConstantVariable(getattr(self.device, "type", "cpu") == "cuda")
        if name == "requires_grad":
            return ConstantVariable(self.requires_grad)
        if name in ("T", "mT", "H", "mH", "real", "imag"):
            return tx.output.call(builtins.getattr, [self, ConstantVariable(name)], {})
        if name in ("grad", "grad_fn", "data", "_version", "is_leaf"):
            unimplemented(f"Tensor.{name}")
        if callable(getattr(ex, name, None)):
            return BoundMethodVariable(self, name)
        unimplemented(f"Tensor attribute {name}")
        raise AssertionError

    def call_method(
        self,
        tx: InstructionTranslatorBase,
        name: str,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        ex = self.example
        if name in DATA_DEPENDENT:
            unimplemented(f"Tensor.{name}() needs the tensor's data")
        consts = all(a.is_python_constant() for a in [*args, *kwargs.values()])
        if name in ("size", "stride") and consts:
            a = [x.as_python_constant() for x in args]
            k = {n: x.as_python_constant() for n, x in kwargs.items()}
            result = getattr(ex, name)(*a, **k)
            return (
                tx.size_variable(tuple(result))
                if isinstance(result, tuple)
                else ConstantVariable(result)
            )
        if name in _STATIC_METHODS and consts:
            return ConstantVariable(getattr(ex, name)())
        if name == "__len__":
            return ConstantVariable(len(ex))
        if not callable(getattr(ex, name, None)):
            unimplemented(f"Tensor has no method {name}")
        result = tx.output.call_method(name, [self, *args], kwargs)
        if name.endswith("_") and not name.endswith("__") and isinstance(result, TensorVariable):
            result.source = self.source
        return result

    def __repr__(self) -> str:
        return f"TensorVariable({self.node.name})"


def output_requires_grad(inputs: list[VariableTracker]) -> bool:
    """Whether an operator on ``inputs`` records autograd history (grad mode and inputs)."""
    return is_grad_enabled() and any(
        isinstance(v, TensorVariable) and v.requires_grad for v in inputs
    )
