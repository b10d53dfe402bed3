"""The scheduler: dependencies, dead-code removal, fusion into kernels, buffer lifetimes.

Computed buffers fuse into one :class:`FusedKernel` when they share an iteration space:
pointwise producers/consumers of the same size, reductions with the same outer and
reduction ranges, pointwise prologues over ``outer + reduction`` ranges and epilogues
over the outer ranges. A node joins the latest compatible kernel that already follows
all its dependencies, so fusion never creates a cycle; inside a kernel, a node may read
a buffer written by the same kernel only at the index it was written (same iteration).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .index import Expr, Var, contiguous_strides, strided_index
from .ir import Buffer, ComputedBuffer, ExternKernel, MultiOutput, Reduction, ReinterpretView
from .virtualized import V


def canonical(ranges: list[int]) -> list[int]:
    return [s for s in ranges if s != 1]


def expand_index(ranges: list[int], variables: list[Any]) -> list[Expr]:
    """Full index for ``ranges`` from variables of its non-1 dims (zeros at size-1 dims)."""
    it = iter(variables)
    return [Expr() if s == 1 else Expr.of(next(it)) for s in ranges]


class _ReadRecorder:
    """An ops handler that records every ``load(name, index)`` and counts operations."""

    def __init__(self) -> None:
        self.reads: list[tuple[str, Expr]] = []
        self.count = 0

    def load(self, name: str, index: Expr) -> str:
        self.reads.append((name, index))
        return name

    def __getattr__(self, name: str) -> Any:
        def op(*args: Any, **kwargs: Any) -> str:
            self.count += 1
            return name

        return op


def body_reads(
    data: Any, ranges: list[int], rranges: list[int] | None = None
) -> tuple[list[tuple[str, Expr]], int]:
    """The loads of a loop body called on fresh variables, and its operation count."""
    recorder = _ReadRecorder()
    xs = [Var(f"x{i}", s) for i, s in enumerate(canonical(ranges))]
    with V.set_ops_handler(recorder):
        if rranges is None:
            data.inner_fn(expand_index(ranges, xs))
        else:
            rs = [Var(f"r{i}", s) for i, s in enumerate(canonical(rranges))]
            data.inner_fn(expand_index(ranges, xs), expand_index(rranges, rs))
    return recorder.reads, recorder.count


@dataclass
class SchedulerNode:
    """One buffer to produce: a loop body (kind pointwise/reduction) or an extern call."""

    buffer: Buffer
    kind: str
    ranges: list[int] = field(default_factory=list)
    rranges: list[int] = field(default_factory=list)
    reads: list[tuple[str, Expr]] = field(default_factory=list)
    deps: set[str] = field(default_factory=set)
    level: str = ""  # inside a kernel: "inner", "outer" or "reduction"

    @property
    def name(self) -> str:
        return self.buffer.name

    def write_index(self, variables: list[Var]) -> Expr:
        """Where this node stores, in its kernel's variables (contiguous layout)."""
        size = [s for s in self.buffer.layout.size if s != 1]
        return strided_index([Expr.of(v) for v in variables], contiguous_strides(size))


@dataclass
class FusedKernel:
    """Nodes sharing loops: outer ranges, and reduction ranges (empty when pointwise)."""

    outer: list[int]
    inner: list[int]
    nodes: list[SchedulerNode] = field(default_factory=list)
    name: str = ""

    def level_for(self, node: SchedulerNode) -> str | None:
        if node.kind == "reduction":
            if (
                self.inner
                and canonical(node.ranges) == self.outer
                and canonical(node.rranges) == self.inner
            ):
                return "reduction"
            return None
        size = canonical(node.ranges)
        if not self.inner:
            return "inner" if size == self.outer else None
        if size == self.outer + self.inner:
            return "inner"
        return "outer" if size == self.outer else None

    def variables(self, level: str) -> list[Var]:
        xs = [Var(f"x{i}", s) for i, s in enumerate(self.outer)]
        rs = [Var(f"r{i}", s) for i, s in enumerate(self.inner)]
        return xs if level in ("outer", "reduction") or not self.inner else xs + rs

    def node_reads(self, node: SchedulerNode) -> list[tuple[str, Expr]]:
        recorder = _ReadRecorder()
        with V.set_ops_handler(recorder):
            call_body(self, node)
        return recorder.reads

    def writes(self) -> set[str]:
        return {n.name for n in self.nodes}


def call_body(kernel: FusedKernel, node: SchedulerNode) -> Any:
    """Run ``node``'s body on ``kernel``'s loop variables (under the current ops handler)."""
    data = node.buffer.data  # type: ignore[attr-defined]
    xs = [Var(f"x{i}", s) for i, s in enumerate(kernel.outer)]
    rs = [Var(f"r{i}", s) for i, s in enumerate(kernel.inner)]
    if node.level == "reduction":
        return data.inner_fn(expand_index(node.ranges, xs), expand_index(node.rranges, rs))
    own = xs if node.level == "outer" else xs + rs
    return data.inner_fn(expand_index(node.ranges, own))


@dataclass
class ExternCall:
    node: SchedulerNode
    name: str = ""


class Scheduler:
    """Orders and fuses a lowered graph's buffers into kernels and extern calls."""

    def __init__(self, buffers: list[Buffer], outputs: list[Any]) -> None:
        self.outputs = {b.name for b in _buffers_in(outputs)}
        nodes = [self._make_node(b) for b in buffers]
        self.nodes = self._live(nodes)
        self.groups: list[FusedKernel | ExternCall] = []
        self._fuse()

    def _make_node(self, buffer: Buffer) -> SchedulerNode:
        if isinstance(buffer, ComputedBuffer):
            data = buffer.data
            if isinstance(data, Reduction):
                reads, _ = body_reads(data, data.ranges, data.reduction_ranges)
                node = SchedulerNode(buffer, "reduction", data.ranges, data.reduction_ranges, reads)
            else:
                reads, _ = body_reads(data, data.ranges)
                node = SchedulerNode(buffer, "pointwise", data.ranges, [], reads)
        elif isinstance(buffer, MultiOutput):
            node = SchedulerNode(buffer, "extern", deps={buffer.parent.name})
        else:
            assert isinstance(buffer, ExternKernel)
            node = SchedulerNode(buffer, "extern", deps={b.name for b in buffer.input_buffers()})
        node.deps |= {name for name, _ in node.reads}
        return node

    def _live(self, nodes: list[SchedulerNode]) -> list[SchedulerNode]:
        """Drop nodes nothing needs; mutations (and what follows them) stay ordered."""
        last_writer: dict[str, str] = {}
        readers: dict[str, list[str]] = {}
        for node in nodes:
            for dep in list(node.deps):
                if dep in last_writer:
                    node.deps.add(last_writer[dep])
                readers.setdefault(dep, []).append(node.name)
            for name in getattr(node.buffer, "mutated", []):
                node.deps |= set(readers.get(name, [])) - {node.name}
                last_writer[name] = node.name
        needed = set(self.outputs)
        for node in reversed(nodes):
            if node.name in needed or getattr(node.buffer, "mutated", None):
                needed.add(node.name)
                needed |= node.deps
        return [n for n in nodes if n.name in needed]

    def _fuse(self) -> None:
        where: dict[str, int] = {}
        for node in self.nodes:
            floor = max((where[d] for d in node.deps if d in where), default=-1)
            placed = -1
            if node.kind != "extern":
                for g in range(len(self.groups) - 1, max(floor, 0) - 1, -1):
                    group = self.groups[g]
                    if isinstance(group, FusedKernel) and self._try_fuse(group, node):
                        placed = g
                        break
                    if g == floor:
                        break
            if placed < 0:
                placed = len(self.groups)
                self.groups.append(self._new_group(node))
            where[node.name] = placed
        for i, group in enumerate(self.groups):
            group.name = f"kernel{i}" if isinstance(group, FusedKernel) else group.node.name

    def _new_group(self, node: SchedulerNode) -> FusedKernel | ExternCall:
        if node.kind == "extern":
            return ExternCall(node)
        if node.kind == "reduction":
            node.level = "reduction"
            return FusedKernel(canonical(node.ranges), canonical(node.rranges), [node])
        node.level = "inner"
        return FusedKernel(canonical(node.ranges), [], [node])

    def _try_fuse(self, group: FusedKernel, node: SchedulerNode) -> bool:
        level = group.level_for(node)
        regroup = False
        pointwise_only = all(n.kind == "pointwise" for n in group.nodes)
        if level is None and node.kind == "reduction" and not group.inner and pointwise_only:
            outer, inner = canonical(node.ranges), canonical(node.rranges)
            if inner and group.outer == outer + inner:
                regroup, level = True, "reduction"
        if level is None:
            return False
        trial = FusedKernel(group.outer, group.inner, list(group.nodes))
        if regroup:
            trial.outer, trial.inner = canonical(node.ranges), canonical(node.rranges)
        node.level = level
        trial.nodes.append(node)
        if not self._legal(trial):
            return False
        group.outer, group.inner, group.nodes = trial.outer, trial.inner, trial.nodes
        return True

    def _legal(self, kernel: FusedKernel) -> bool:
        produced: dict[str, SchedulerNode] = {}
        for node in kernel.nodes:
            for name, index in kernel.node_reads(node):
                writer = produced.get(name)
                if writer is None:
                    continue
                if writer.level == "inner" and node.level == "outer":
                    return False
                if index != writer.write_index(kernel.variables(writer.level)):
                    return False
            produced[node.name] = node
        return True

    # -- lifetimes ------------------------------------------------------------------------------
    def last_uses(self) -> dict[int, list[str]]:
        """Group index -> buffers whose last reader is that group (never outputs)."""
        last: dict[str, int] = {}
        externs = []
        for i, group in enumerate(self.groups):
            nodes = group.nodes if isinstance(group, FusedKernel) else [group.node]
            for node in nodes:
                for dep in node.deps:
                    last[dep] = i
                last.setdefault(node.name, i)
                if isinstance(node.buffer, ExternKernel | MultiOutput):
                    externs.append(node)
        for name in self.outputs:
            last[name] = len(self.groups)  # outputs outlive the call
        # An extern call may return views of its inputs (chunk, select, ...): its inputs live
        # as long as its results do. Latest first, so chains of views carry through.
        for node in reversed(externs):
            end = last.get(node.name, 0)
            for dep in node.deps:
                last[dep] = max(last.get(dep, 0), end)
        out: dict[int, list[str]] = {}
        for name, i in last.items():
            if name not in self.outputs:
                out.setdefault(i, []).append(name)
        return out

    def debug_str(self) -> str:
        """The schedule, one line per kernel or extern call (tests read fusion from it)."""
        lines = []
        for group in self.groups:
            if isinstance(group, FusedKernel):
                members = ", ".join(f"{n.name}:{n.level}" for n in group.nodes)
                lines.append(f"{group.name} outer={group.outer} inner={group.inner}: {members}")
            else:
                target = getattr(group.node.buffer, "target", None)
                label = getattr(target, "__name__", "multi_output")
                lines.append(f"extern {group.node.name} = {label}")
        return "\n".join(lines)


def _buffers_in(values: list[Any]) -> list[Buffer]:
    found = []
    for v in values:
        if isinstance(v, ReinterpretView):
            found.append(v.buffer)
        elif isinstance(v, Buffer):
            found.append(v)
    return found
