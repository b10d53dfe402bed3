"""The wrapper: a generated Python module whose ``call(args)`` runs a compiled graph.

It checks the inputs' sizes and strides, allocates each buffer (reusing the storage of
buffers that are dead by then — memory planning), calls the kernels and the external
calls in schedule order, frees buffers after their last use, and returns the outputs in
the graph's structure. Objects the source cannot spell (kernels, dtypes, aten overloads)
are bound as module globals named in a header comment.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ..ir import Buffer, ComputedBuffer, InputBuffer, Layout, MultiOutput, ReinterpretView
from ..scheduler import ExternCall, FusedKernel, Scheduler
from .common import IndentedBuffer


class WrapperCodeGen:
    """Prints the wrapper for one scheduled graph."""

    def __init__(self, graph: Any, scheduler: Scheduler) -> None:
        self.graph = graph
        self.scheduler = scheduler
        self.namespace: dict[str, Any] = {}
        self.lines = IndentedBuffer()
        self._free: list[tuple[str, Layout]] = []
        self.reused: dict[str, str] = {}

    def bind(self, prefix: str, obj: Any) -> str:
        """A global name in the wrapper for ``obj``."""
        for name, value in self.namespace.items():
            if value is obj and name.startswith(prefix):
                return name
        name = f"{prefix}{len(self.namespace)}"
        self.namespace[name] = obj
        return name

    def render(self, value: Any) -> str:
        if isinstance(value, ReinterpretView):
            lay = value.layout
            return (
                f"reinterpret_tensor({value.buffer.name}, {tuple(lay.size)}, "
                f"{tuple(lay.stride)}, {lay.offset})"
            )
        if isinstance(value, Buffer):
            return value.name
        if isinstance(value, list):
            return "[" + ", ".join(self.render(v) for v in value) + "]"
        if isinstance(value, tuple):
            return "(" + "".join(self.render(v) + ", " for v in value) + ")"
        if value is None or isinstance(value, bool | int | str):
            return repr(value)
        if isinstance(value, float):
            return repr(value) if math.isfinite(value) else f"float('{value}')"
        return self.bind("_c", value)

    def _allocate(self, buffer: Buffer) -> None:
        lay = buffer.layout
        for i, (name, old) in enumerate(self._free):
            if (old.device, old.dtype, old.storage_numel()) == (
                lay.device,
                lay.dtype,
                lay.storage_numel(),
            ):
                del self._free[i]
                self.lines.writeline(
                    f"{buffer.name} = reinterpret_tensor({name}, "
                    f"{lay.size}, {lay.stride}, 0); del {name}  # reuse"
                )
                self.reused[buffer.name] = name
                return
        dtype = self.render(lay.dtype)
        self.lines.writeline(
            f"{buffer.name} = empty_strided({lay.size}, {lay.stride}, {dtype}, {lay.device!r})"
        )

    def generate(self, kernel_call: Callable[[FusedKernel, IndentedBuffer], None]) -> str:
        g = self.graph
        out = self.lines
        out.writeline("def call(args):")
        with out.indent():
            names = [n or f"_unused{i}" for i, n in enumerate(g.graph_inputs)]
            if names:
                out.writeline(f"{', '.join(names)}, = args")
            out.writeline("args.clear()")
            for name, lay in g.graph_input_layouts.items():
                out.writeline(f"assert_size_stride({name}, {lay.size}, {lay.stride})")
            for name in g.constants:
                out.writeline(f"{name} = {self.bind('_const', g.constants[name])}")
            last_uses = self.scheduler.last_uses()
            for i, group in enumerate(self.scheduler.groups):
                if isinstance(group, FusedKernel):
                    for node in group.nodes:
                        self._allocate(node.buffer)
                    kernel_call(group, out)
                else:
                    self._extern(group)
                for name in sorted(last_uses.get(i, [])):
                    buffer = g.buffers_by_name.get(name)
                    if buffer is None or isinstance(buffer, InputBuffer):
                        continue
                    if isinstance(buffer, ComputedBuffer):
                        self._free.append((name, buffer.layout))  # dead: its storage is reused
                    else:
                        out.writeline(f"del {name}")
            out.writeline(f"return {self._structure(g.output_structure)}")
        return out.getvalue()

    def _extern(self, group: ExternCall) -> None:
        buffer = group.node.buffer
        if isinstance(buffer, MultiOutput):
            self.lines.writeline(f"{buffer.name} = {buffer.parent.name}[{buffer.index}]")
            return
        target = self.bind("extern", buffer.target)  # type: ignore[attr-defined]
        args = ", ".join(self.render(a) for a in buffer.args)  # type: ignore[attr-defined]
        kwargs = "".join(
            f", {k}={self.render(v)}"
            for k, v in buffer.kwargs.items()  # type: ignore[attr-defined]
        )
        call = f"{target}({args}{kwargs})" if args else f"{target}({kwargs[2:]})"
        self.lines.writeline(f"{buffer.name} = {call}")

    def _structure(self, value: Any) -> str:
        if isinstance(value, list):
            return "[" + ", ".join(self._structure(v) for v in value) + "]"
        if isinstance(value, tuple):
            return "(" + "".join(self._structure(v) + ", " for v in value) + ")"
        return self.render(value)
