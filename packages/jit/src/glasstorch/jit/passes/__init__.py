"""Graph passes (``torch/csrc/jit/passes``)."""

from __future__ import annotations

from .._ir import Graph
from .common_subexpression_elimination import eliminate_common_subexpression
from .constant_pooling import constant_pooling
from .constant_propagation import constant_propagation
from .dead_code_elimination import eliminate_dead_code
from .inline import inline_calls
from .loop_unrolling import unroll_loops
from .peephole import peephole_optimize


def run_cleanup_passes(graph: Graph) -> None:
    """What scripting runs on every new graph: dead code out, constants pooled."""
    eliminate_dead_code(graph)
    constant_pooling(graph)


def optimize(graph: Graph) -> Graph:
    """The optimizing pipeline on a copy: inline, peephole, fold, unroll, CSE, DCE."""
    g = graph.copy()
    inline_calls(g)
    for _ in range(4):
        changed = peephole_optimize(g)
        changed |= constant_propagation(g)
        changed |= unroll_loops(g)
        changed |= eliminate_common_subexpression(g)
        if not changed:
            break
    eliminate_dead_code(g)
    constant_pooling(g)
    return g


__all__ = [
    "constant_pooling",
    "constant_propagation",
    "eliminate_common_subexpression",
    "eliminate_dead_code",
    "inline_calls",
    "optimize",
    "peephole_optimize",
    "run_cleanup_passes",
    "unroll_loops",
]
