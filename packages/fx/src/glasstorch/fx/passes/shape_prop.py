"""``ShapeProp``: run a GraphModule and note every tensor's shape, dtype and stride.

Each node gets ``node.meta["tensor_meta"]`` (a :class:`TensorMetadata`, or a nested
tuple/list/dict of them for multiple results). Given inputs on the ``meta`` device, the
module's parameters are moved to ``meta`` too (on a copy), so shapes propagate without
computing any data.
"""

from __future__ import annotations

import copy
from typing import Any, NamedTuple

from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import dtype as DType

from ..interpreter import Interpreter
from ..node import Node, map_aggregate


class TensorMetadata(NamedTuple):
    """What ShapeProp records for one tensor."""

    shape: tuple[int, ...]
    dtype: DType
    requires_grad: bool
    stride: tuple[int, ...]
    memory_format: Any
    is_quantized: bool
    qparams: dict[str, Any]


def _extract_tensor_metadata(t: Tensor) -> TensorMetadata:
    return TensorMetadata(
        shape=t.shape,
        dtype=t.dtype,
        requires_grad=t.requires_grad,
        stride=tuple(t.stride()),
        memory_format=None,
        is_quantized=False,
        qparams={},
    )


def _on_meta(args: tuple[Any, ...]) -> bool:
    found: list[bool] = []
    map_aggregate(args, lambda a: found.append(isinstance(a, Tensor) and a.device.type == "meta"))
    return any(found)


class ShapeProp(Interpreter):
    """Interpreter that records ``tensor_meta`` and ``type`` in each node's ``meta``."""

    def run_node(self, n: Node) -> Any:
        result = super().run_node(n)
        found_tensor = False

        def extract(obj: Any) -> Any:
            nonlocal found_tensor
            if isinstance(obj, Tensor):
                found_tensor = True
                return _extract_tensor_metadata(obj)
            return obj

        meta = map_aggregate(result, extract)
        if found_tensor:
            n.meta["tensor_meta"] = meta
        n.meta["type"] = type(result)
        return result

    def propagate(self, *args: Any) -> Any:
        """Run on ``args``; on meta inputs, on a meta copy of the module."""
        if _on_meta(args):
            original = self.module
            self.module = copy.deepcopy(original).to_empty(device="meta")
            try:
                return self.run(*args)
            finally:
                self.module = original
        return self.run(*args)
