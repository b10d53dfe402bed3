"""Dead-code elimination (``passes/dead_code_elimination.cpp``).

Removes nodes whose outputs are unused and that have no side effects, and ``prim::If``
outputs nobody reads, innermost blocks first.
"""

from __future__ import annotations

from .._ir import Block, Graph
from ._utils import has_side_effects


def eliminate_dead_code(graph: Graph | Block) -> None:
    """Remove dead nodes from ``graph`` (or one block and the blocks nested in it)."""
    _sweep(graph.block if isinstance(graph, Graph) else graph)


def _sweep(block: Block) -> None:
    for node in reversed(list(block.nodes)):
        if node.kind == "prim::If":
            for i in reversed(range(len(node.outputs))):
                if not node.outputs[i].uses:
                    for b in node.blocks:
                        b.erase_output(i)
                    node.erase_output(i)
        for b in node.blocks:
            _sweep(b)
        if all(not o.uses for o in node.outputs) and not has_side_effects(node):
            if node.kind == "prim::Loop" and node.outputs:
                continue
            node.destroy()
