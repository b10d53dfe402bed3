"""``torch._dynamo.explain(fn)(*args)``: how a function splits into graphs, and why."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from glasstorch.fx import GraphModule

from . import convert_frame
from .eval_frame import _OptimizeContext
from .guards import Guard
from .testing import count_ops


@dataclasses.dataclass
class BreakReason:
    """One graph break: why, and where in the user's code."""

    reason: str
    user_stack: str

    def __str__(self) -> str:
        return f"{self.reason}\n{self.user_stack}"


@dataclasses.dataclass
class ExplainOutput:
    """Graphs captured, graph breaks with their reasons, operators per graph, guards."""

    graphs: list[GraphModule]
    graph_count: int
    graph_break_count: int
    break_reasons: list[BreakReason]
    op_count: int
    ops_per_graph: list[list[str]]
    out_guards: list[Guard]
    compile_times: str = ""

    def __str__(self) -> str:
        lines = [
            f"Graph Count: {self.graph_count}",
            f"Graph Break Count: {self.graph_break_count}",
            f"Op Count: {self.op_count}",
            "Break Reasons:",
        ]
        for i, r in enumerate(self.break_reasons, 1):
            lines.append(f"  Break Reason {i}:\n    Reason: {r.reason}\n    User Stack:")
            lines.extend("      " + s for s in r.user_stack.splitlines())
        lines.append("Ops per Graph:")
        for i, ops in enumerate(self.ops_per_graph, 1):
            lines.append(f"  Ops {i}:")
            lines.extend(f"    {op}" for op in ops)
        lines.append("Out Guards:")
        lines.extend(f"  {g!r}" for g in self.out_guards)
        return "\n".join(lines)


def _op_name(node: Any) -> str:
    t = node.target
    if isinstance(t, str):
        return f"<method {t}>" if node.op == "call_method" else t
    return f"{getattr(t, '__module__', '')}.{getattr(t, '__name__', t)}".lstrip(".")


def explain(fn: Callable[..., Any], *extra_args: Any, **extra_kwargs: Any) -> Any:
    """``explain(fn)(*args, **kwargs)`` runs ``fn`` once under Dynamo and reports on it."""

    def inner(*args: Any, **kwargs: Any) -> ExplainOutput:
        graphs: list[GraphModule] = []

        def backend(gm: GraphModule, example_inputs: list[Any]) -> Any:
            graphs.append(gm)
            return gm.forward

        start = len(convert_frame.events)
        _OptimizeContext(backend)(fn)(*args, **kwargs)
        events = convert_frame.events[start:]
        reasons = [BreakReason(r, s) for e in events for r, s in e.break_reasons]
        guards = [g for e in events for g in e.guards.guards]
        ops = [
            [
                _op_name(n)
                for n in g.graph.nodes
                if n.op in ("call_function", "call_method", "call_module")
            ]
            for g in graphs
        ]
        return ExplainOutput(
            graphs,
            len(graphs),
            len(reasons),
            reasons,
            sum(count_ops(g) for g in graphs),
            ops,
            guards,
        )

    if extra_args or extra_kwargs:
        return inner(*extra_args, **extra_kwargs)
    return inner
