"""Building the ONNX graph: names, nodes, initializers, and the values of FX nodes.

A lowering receives the :class:`GraphBuilder` and a :class:`Call` (one FX node with its
arguments in schema order) and returns the ONNX names of the node's outputs. Integer
arguments that follow a dynamic axis (found by comparing two recordings) are built from
the graph inputs' shapes by :meth:`GraphBuilder.int_list`.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Any

import numpy as np
from onnx import TensorProto, helper, numpy_helper

from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import dtype as Dtype
from glasstorch.c10.core.scalar_type import float32
from glasstorch.fx import Node

from ._capture import arguments, op_name
from .errors import OnnxExporterError

__all__ = ["Call", "GraphBuilder", "Symbol", "onnx_type"]


def onnx_type(dtype: Dtype) -> int:
    """The ONNX element type of a glasstorch dtype."""
    return helper.np_dtype_to_tensor_dtype(np.dtype(dtype.numpy_dtype))


@dataclass(frozen=True)
class Symbol:
    """A dynamic axis of a graph input: its name and its sizes in the two recordings."""

    name: str
    input: str
    axis: int
    first: int
    second: int


def _numpy(t: Tensor) -> np.ndarray:
    return t.detach().cpu().numpy()


class GraphBuilder:
    """The ONNX nodes and initializers being made, and the ONNX value of each FX node."""

    def __init__(
        self,
        opset: int,
        symbols: list[Symbol],
        dynamic: dict[Node, dict[int, Any]],
        constant_names: dict[int, str],
        export_params: bool = True,
    ) -> None:
        self.opset = opset
        self.export_params = export_params
        self.symbols = symbols
        self.dynamic = dynamic
        self.constant_names = constant_names  # id(tensor) -> state_dict name
        self.nodes: list[Any] = []
        self.initializers: list[TensorProto] = []
        self.values: dict[Node, Any] = {}
        self.tensors: dict[Node, Any] = {}  # FX nodes with a known value (constants, folded)
        self._used: set[str] = set()
        self._small: dict[tuple[Any, ...], str] = {}
        self._dims: dict[Symbol, str] = {}

    # -- names, nodes, constants ------------------------------------------------------------
    def fresh(self, hint: str) -> str:
        name, n = hint, 0
        while name in self._used:
            n += 1
            name = f"{hint}_{n}"
        self._used.add(name)
        return name

    def op(self, op_type: str, *inputs: str | None, outputs: int = 1, **attrs: Any) -> Any:
        """One ONNX node; its output name (a list when ``outputs`` > 1)."""
        names = [self.fresh(f"{op_type.lower()}_out") for _ in range(outputs)]
        ins = ["" if i is None else i for i in inputs]
        while ins and not ins[-1]:  # omitted optional inputs at the end
            ins.pop()
        attrs = {k: v for k, v in attrs.items() if v is not None}
        node = helper.make_node(op_type, ins, names, name=self.fresh(op_type), **attrs)
        self.nodes.append(node)
        return names[0] if outputs == 1 else names

    def constant(self, array: np.ndarray, hint: str = "const") -> str:
        """An initializer (small arrays are shared)."""
        array = np.asarray(array)
        key = None
        if array.size <= 16:
            key = (array.dtype.str, array.shape, array.tobytes())
            if key in self._small:
                return self._small[key]
        name = self.fresh(hint)
        self.initializers.append(numpy_helper.from_array(np.array(array, order="C"), name))
        if key is not None:
            self._small[key] = name
        return name

    def scalar(self, value: Any, dtype: Dtype) -> str:
        """A 0-d constant of ``dtype``."""
        return self.constant(np.array(value, dtype=dtype.numpy_dtype))

    def ints(self, values: Any) -> str:
        """A 1-D int64 constant."""
        return self.constant(np.array(list(values), dtype=np.int64).reshape(-1))

    def reduce(self, op_type: str, x: str, axes: Any, keepdims: bool) -> str:
        """A Reduce* node over ``axes`` (None: all); axes are an input from opset 18 on
        (from 13 for ReduceSum), an attribute before."""
        if axes is None:
            return self.op(op_type, x, keepdims=int(keepdims))
        if op_type == "ReduceSum" or self.opset >= 18:
            return self.op(op_type, x, self.ints(axes), keepdims=int(keepdims))
        return self.op(op_type, x, axes=list(axes), keepdims=int(keepdims))

    def cast(self, name: str, source: Dtype, target: Dtype) -> str:
        return name if source == target else self.op("Cast", name, to=onnx_type(target))

    # -- sizes that follow dynamic axes -------------------------------------------------------
    def _dim(self, symbol: Symbol) -> str:
        if symbol not in self._dims:
            shape = self.op("Shape", symbol.input, start=symbol.axis, end=symbol.axis + 1)
            self._dims[symbol] = shape
        return self._dims[symbol]

    def dynamic_int(self, first: int, second: int, where: str) -> str:
        """A 1-D [1] int64 tensor worth ``first`` here and ``second`` when the dynamic axes
        grow: k·axis, axis/k, axis + c, or k·axis·axis'."""
        for s in self.symbols:
            if first * s.second == second * s.first:
                if first % s.first == 0:
                    k = first // s.first
                    return self._dim(s) if k == 1 else self.op("Mul", self._dim(s), self.ints([k]))
                if s.first % first == 0:
                    return self.op("Div", self._dim(s), self.ints([s.first // first]))
        for s in self.symbols:
            if first - s.first == second - s.second:
                return self.op("Add", self._dim(s), self.ints([first - s.first]))
        for i, s in enumerate(self.symbols):
            for t in self.symbols[i + 1 :]:
                base1, base2 = s.first * t.first, s.second * t.second
                if first * base2 == second * base1 and first % base1 == 0:
                    product = self.op("Mul", self._dim(s), self._dim(t))
                    k = first // base1
                    return product if k == 1 else self.op("Mul", product, self.ints([k]))
        raise OnnxExporterError(
            f"{where}: the value {first} changes with the dynamic axes in a way that cannot be "
            "computed from the input shapes"
        )

    def int_list(self, values: Any, differences: Any, where: str) -> str:
        """A 1-D int64 tensor of ``values`` (an int or a list), its dynamic entries computed."""
        if not isinstance(values, list | tuple):
            values, differences = [values], [differences]
        if differences is None:
            return self.ints(values)
        pieces, run = [], []
        for value, diff in zip(values, differences, strict=True):
            if diff is None:
                run.append(value)
                continue
            if run:
                pieces.append(self.ints(run))
                run = []
            pieces.append(self.dynamic_int(diff[0], diff[1], where))
        if run:
            pieces.append(self.ints(run))
        return pieces[0] if len(pieces) == 1 else self.op("Concat", *pieces, axis=0)

    # -- FX nodes ------------------------------------------------------------------------------
    def value(self, node: Node) -> Any:
        """The ONNX name(s) of an FX node's value; constants become initializers on first use."""
        if node not in self.values:
            if node not in self.tensors:
                raise OnnxExporterError(f"{node.name} has no ONNX value (not lowered yet)")
            known = self.tensors[node]
            if isinstance(known, tuple | list):
                self.values[node] = [
                    self.constant(_numpy(t), f"{node.name}_{i}") for i, t in enumerate(known)
                ]
            else:
                hint = self.constant_names.get(id(known), node.name)
                self.values[node] = self.constant(_numpy(known), hint)
        return self.values[node]

    def set_getitem(self, node: Node) -> None:
        parent, index = node.args
        outputs = self.value(parent)
        if outputs[index] is None:
            raise OnnxExporterError(
                f"output {index} of {op_name(parent)} is used, and it has no ONNX lowering"
            )
        self.values[node] = outputs[index]


def is_getitem(node: Node) -> bool:
    return node.target is operator.getitem


class Call:
    """One FX call as a lowering sees it: arguments in schema order, their ONNX values,
    shapes and dtypes, and the output's."""

    def __init__(self, g: GraphBuilder, node: Node) -> None:
        self.g = g
        self.node = node
        self.name = op_name(node)
        self.args = arguments(node)
        self.dynamic = g.dynamic.get(node, {})

    def arg(self, i: int) -> Any:
        """A non-tensor argument, which must be the same whatever the dynamic axes."""
        if i in self.dynamic:
            raise OnnxExporterError(
                f"{self.name}: argument {i} changes with the dynamic axes, and this operator "
                "can only export it as a constant"
            )
        value = self.args[i] if i < len(self.args) else None
        if isinstance(value, Node):
            raise OnnxExporterError(f"{self.name}: argument {i} must be a constant")
        return value

    def ints(self, i: int) -> str:
        """An integer (list) argument as a 1-D int64 tensor, dynamic entries computed."""
        return self.g.int_list(self.args[i], self.dynamic.get(i), f"{self.name} argument {i}")

    def is_tensor(self, i: int) -> bool:
        return i < len(self.args) and isinstance(self.args[i], Node)

    def meta(self, i: int) -> Any:
        return self.args[i].meta["val"]

    def dtype(self, i: int) -> Dtype:
        return self.meta(i).dtype

    def shape(self, i: int) -> tuple[int, ...]:
        return tuple(self.meta(i).shape)

    def input(self, i: int, dtype: Dtype | None = None) -> str:
        """Argument ``i`` as an ONNX value, cast to ``dtype``; numbers become constants."""
        value = self.args[i]
        if isinstance(value, Node):
            name = self.g.value(value)
            return name if dtype is None else self.g.cast(name, self.dtype(i), dtype)
        if value is None:
            raise OnnxExporterError(f"{self.name}: argument {i} is None")
        return self.g.scalar(self.arg(i), dtype or float32)

    def inputs(self, i: int, dtype: Dtype | None = None) -> list[str]:
        """A list-of-tensors argument (``cat``'s tensors)."""
        names = []
        for node in self.args[i]:
            name = self.g.value(node)
            names.append(
                name if dtype is None else self.g.cast(name, node.meta["val"].dtype, dtype)
            )
        return names

    @property
    def out(self) -> Any:
        """The output's meta value (a tensor, or a tuple of them)."""
        return self.node.meta["val"]

    @property
    def out_dtype(self) -> Dtype:
        out = self.out
        return (out[0] if isinstance(out, tuple | list) else out).dtype
