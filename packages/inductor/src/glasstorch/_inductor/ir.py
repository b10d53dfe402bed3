"""The loop-level IR: Pointwise and Reduction bodies over index variables, buffers, views.

A lowered value is a :class:`TensorBox` around one of: an unrealized :class:`Pointwise`
(inlined into whoever loads it), a :class:`View` (an index remapping of another value —
no copy), or a realized :class:`Buffer` (graph inputs, computed buffers, the outputs of
external kernels). Bodies are functions of index expressions that call the ``ops``
vocabulary (:mod:`.virtualized`), so the same body prints as C, Triton or numpy.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from glasstorch.c10.core.scalar_type import dtype as DType

from .index import Expr, Var, contiguous_strides, strided_index
from .virtualized import V, ops

Loader = Callable[[list[Expr]], Any]


@dataclass(frozen=True)
class Layout:
    """Where a buffer's elements live: sizes, strides (in elements), offset, dtype, device."""

    device: str
    dtype: DType
    size: tuple[int, ...]
    stride: tuple[int, ...]
    offset: int = 0

    @staticmethod
    def contiguous(device: str, dtype: DType, size: Sequence[int]) -> Layout:
        return Layout(device, dtype, tuple(size), tuple(contiguous_strides(list(size))))

    def index(self, index: list[Expr]) -> Expr:
        """Element offset of ``index`` from the buffer's first element (its data pointer)."""
        return strided_index(index, list(self.stride))

    def numel(self) -> int:
        n = 1
        for s in self.size:
            n *= s
        return n

    def storage_numel(self) -> int:
        if self.numel() == 0:
            return 0
        return (
            self.offset
            + 1
            + sum((s - 1) * st for s, st in zip(self.size, self.stride, strict=False))
        )


class IRNode:
    """A lowered value: it has a size, a dtype and a loader ``index -> ops value``."""

    def get_size(self) -> list[int]:
        raise NotImplementedError

    def get_dtype(self) -> DType:
        raise NotImplementedError

    def get_device(self) -> str:
        raise NotImplementedError

    def make_loader(self) -> Loader:
        raise NotImplementedError

    def numel(self) -> int:
        n = 1
        for s in self.get_size():
            n *= s
        return n


@dataclass
class Loops(IRNode):
    device: str
    dtype: DType
    inner_fn: Callable[..., Any]
    ranges: list[int]

    def get_size(self) -> list[int]:
        return list(self.ranges)

    def get_dtype(self) -> DType:
        return self.dtype

    def get_device(self) -> str:
        return self.device


class Pointwise(Loops):
    """``out[index] = inner_fn(index)`` over ``ranges``."""

    def make_loader(self) -> Loader:
        return self.inner_fn


@dataclass
class Reduction(Loops):
    """``out[index] = reduce(inner_fn(index, rindex) for rindex in reduction_ranges)``."""

    reduction_ranges: list[int] = field(default_factory=list)
    reduction_type: str = "sum"

    def make_loader(self) -> Loader:
        raise RuntimeError("a Reduction is loaded through the buffer it is realized into")


@dataclass
class View(IRNode):
    """``data`` seen with another size: ``load(index) = data.load(reindex(index))``."""

    data: IRNode
    size: list[int]
    reindex: Callable[[list[Expr]], list[Expr]]

    def get_size(self) -> list[int]:
        return list(self.size)

    def get_dtype(self) -> DType:
        return self.data.get_dtype()

    def get_device(self) -> str:
        return self.data.get_device()

    def make_loader(self) -> Loader:
        inner = self.data.make_loader()
        reindex = self.reindex
        return lambda index: inner(reindex(index))


class Buffer(IRNode):
    """A named, realized tensor with a :class:`Layout`."""

    def __init__(self, name: str, layout: Layout) -> None:
        self.name = name
        self.layout = layout

    def get_size(self) -> list[int]:
        return list(self.layout.size)

    def get_dtype(self) -> DType:
        return self.layout.dtype

    def get_device(self) -> str:
        return self.layout.device

    def make_loader(self) -> Loader:
        name, layout = self.name, self.layout
        return lambda index: ops.load(name, layout.index(index))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name}, size={list(self.layout.size)})"


class InputBuffer(Buffer):
    """A graph input (or a constant the graph closes over)."""


class ComputedBuffer(Buffer):
    """A buffer whose elements a generated kernel writes: ``data`` is its loop body."""

    def __init__(self, name: str, layout: Layout, data: Loops) -> None:
        super().__init__(name, layout)
        self.data = data

    def is_reduction(self) -> bool:
        return isinstance(self.data, Reduction)


class ExternKernel(Buffer):
    """A buffer produced by a call outside generated code (BLAS, or an aten fallback).

    ``target`` is called with ``args``/``kwargs`` in which realized buffers stand for the
    tensors; its result (a tensor, or a tuple picked apart by :class:`MultiOutput`) is the
    buffer. ``mutated`` names input buffers the call writes into.
    """

    def __init__(
        self,
        name: str,
        layout: Layout | None,
        target: Any,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        mutated: Sequence[str] = (),
    ) -> None:
        super().__init__(name, layout)  # type: ignore[arg-type]
        self.target = target
        self.args = args
        self.kwargs = kwargs
        self.mutated = list(mutated)

    def input_buffers(self) -> list[Buffer]:
        found: list[Buffer] = []
        _collect(self.args, found)
        _collect(self.kwargs, found)
        return found


class MultiOutput(Buffer):
    """Element ``index`` of the tuple an :class:`ExternKernel` returns."""

    def __init__(self, name: str, layout: Layout, parent: ExternKernel, index: int) -> None:
        super().__init__(name, layout)
        self.parent = parent
        self.index = index


@dataclass(frozen=True)
class ReinterpretView:
    """An extern kernel's argument: ``buffer`` seen through another strided ``layout``."""

    buffer: Buffer
    layout: Layout


def _collect(value: Any, found: list[Buffer]) -> None:
    if isinstance(value, Buffer):
        found.append(value)
    elif isinstance(value, ReinterpretView):
        found.append(value.buffer)
    elif isinstance(value, list | tuple):
        for v in value:
            _collect(v, found)
    elif isinstance(value, dict):
        for v in value.values():
            _collect(v, found)


class TensorBox(IRNode):
    """The mutable handle lowerings pass around: realizing swaps its data for a Buffer."""

    def __init__(self, data: IRNode) -> None:
        self.data = data

    def get_size(self) -> list[int]:
        return self.data.get_size()

    def get_dtype(self) -> DType:
        return self.data.get_dtype()

    def get_device(self) -> str:
        return self.data.get_device()

    def make_loader(self) -> Loader:
        return self.data.make_loader()

    # Metadata in PyTorch's spelling, so that decompositions read shapes of lowered values.
    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self.get_size())

    @property
    def dtype(self) -> DType:
        return self.get_dtype()

    def size(self, dim: int | None = None) -> Any:
        return self.shape if dim is None else self.shape[dim]

    def dim(self) -> int:
        return len(self.get_size())

    @property
    def ndim(self) -> int:
        return self.dim()

    def realize(self) -> Buffer:
        """Make this value a buffer (computed once) and return the buffer."""
        if isinstance(self.data, Buffer):
            return self.data
        if isinstance(self.data, Loops):
            layout = Layout.contiguous(self.get_device(), self.get_dtype(), self.get_size())
            self.data = V.graph.register_buffer(ComputedBuffer, layout, self.data)
            return self.data
        buffer = V.graph.register_buffer(
            ComputedBuffer,
            Layout.contiguous(self.get_device(), self.get_dtype(), self.get_size()),
            Pointwise(self.get_device(), self.get_dtype(), self.make_loader(), self.get_size()),
        )
        self.data = buffer
        return buffer

    def __repr__(self) -> str:
        return f"TensorBox({self.data!r})"


def as_strided_view(node: IRNode) -> tuple[Buffer, Layout] | None:
    """``node`` as a strided view of one realized buffer, when its loader is one plain load."""
    if isinstance(node, TensorBox):
        node = node.data
    if isinstance(node, Buffer):
        return node, node.layout
    if not isinstance(node, View):
        return None
    size = node.get_size()
    variables = [Var(f"v{i}", s) for i, s in enumerate(size)]
    recorder = _SingleLoad()
    with V.set_ops_handler(recorder):
        result = node.make_loader()([Expr.of(v) for v in variables])
    if recorder.loads != 1 or result is not recorder.value:
        return None
    strides = recorder.index.strides(variables)
    if strides is None or recorder.index.lower() < 0:
        return None
    buffer = V.graph.buffers_by_name[recorder.name]
    # The offset counts from the buffer's first element, like the loads' indices.
    layout = Layout(
        buffer.layout.device, buffer.layout.dtype, tuple(size), tuple(strides), recorder.index.const
    )
    if layout == Layout(
        buffer.layout.device, buffer.layout.dtype, buffer.layout.size, buffer.layout.stride, 0
    ):
        return buffer, buffer.layout
    return buffer, layout


class _SingleLoad:
    """An ops handler that records loads and refuses any computation."""

    def __init__(self) -> None:
        self.loads = 0
        self.value = object()
        self.name = ""
        self.index = Expr()

    def load(self, name: str, index: Expr) -> Any:
        self.loads += 1
        self.name, self.index = name, index
        return self.value

    def __getattr__(self, name: str) -> Any:
        def other(*args: Any, **kwargs: Any) -> Any:
            self.loads += 100
            return object()

        return other
