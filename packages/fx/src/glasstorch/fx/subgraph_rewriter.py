"""``replace_pattern``: rewrite every occurrence of a pattern inside a GraphModule.

The pattern and the replacement are functions (traced with ``symbolic_trace``), Graphs
or GraphModules taking the same inputs. Occurrences are found by
:class:`~glasstorch.fx.passes.utils.matcher_utils.SubgraphMatcher` (see there for what
counts as a match); each one is replaced by a copy of the replacement graph, wired to the
values the pattern's placeholders matched, and the matched nodes are erased.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from glasstorch.nn import Module

from ._symbolic_trace import symbolic_trace
from .graph import Graph
from .graph_module import GraphModule
from .node import Node
from .passes.utils.matcher_utils import InternalMatch, SubgraphMatcher

__all__ = ["Match", "ReplacedPatterns", "replace_pattern", "replace_pattern_with_filters"]


class Match(NamedTuple):
    """One replaced occurrence: the anchor node and the pattern-to-graph node map."""

    anchor: Node
    nodes_map: dict[Node, Node]


@dataclass
class ReplacedPatterns:
    """One replaced occurrence, with the nodes the replacement added to the graph."""

    anchor: Node
    nodes_map: dict[Node, Node]
    replacements: list[Node]


def replace_pattern(
    gm: GraphModule,
    pattern: Callable[..., Any] | GraphModule,
    replacement: Callable[..., Any] | GraphModule,
) -> list[Match]:
    """Replace the non-overlapping occurrences of ``pattern`` in ``gm`` by ``replacement``;
    returns them. ``gm`` is recompiled."""
    return [Match(r.anchor, r.nodes_map) for r in _replace_pattern(gm, pattern, replacement)]


def replace_pattern_with_filters(
    gm: GraphModule,
    pattern: Callable[..., Any] | Graph | GraphModule,
    replacement: Callable[..., Any] | Graph | GraphModule | None = None,
    match_filters: list[Callable[[InternalMatch, Graph, Graph], bool]] | None = None,
    ignore_literals: bool = False,
    replacement_callback: Callable[[InternalMatch, Graph, Graph], Graph] | None = None,
    node_name_match: str = "",
) -> list[ReplacedPatterns]:
    """:func:`replace_pattern`, keeping only the occurrences every ``match_filters(match,
    graph, pattern_graph)`` accepts; ``ignore_literals`` lets any literal match the
    pattern's; ``replacement_callback(match, graph, pattern_graph)`` makes the replacement
    graph per occurrence instead of ``replacement``."""
    return _replace_pattern(
        gm, pattern, replacement, match_filters, ignore_literals, replacement_callback,
        node_name_match,
    )  # fmt: skip


def _graph_of(obj: Callable[..., Any] | Graph | GraphModule) -> Graph:
    if isinstance(obj, GraphModule):
        return obj.graph
    if isinstance(obj, Graph):
        return obj
    return symbolic_trace(obj).graph


def _insert_point(graph: Graph, match: InternalMatch) -> Node:
    """Where the replacement goes: before the first user of the values the match returns,
    or, if nothing uses them, right after the last of them."""
    users = {u for n in match.returning_nodes for u in n.users}
    returning = set(match.returning_nodes)
    after_last_returning = None
    for node in graph.nodes:
        if node in users:
            return node
        if node in returning:
            after_last_returning = node.next
    if after_last_returning is None:
        raise AssertionError("The insert point can't be None")
    return after_last_returning


def _replace_pattern(
    gm: GraphModule,
    pattern: Callable[..., Any] | Graph | GraphModule,
    replacement: Callable[..., Any] | Graph | GraphModule | None,
    match_filters: list[Callable[[InternalMatch, Graph, Graph], bool]] | None = None,
    ignore_literals: bool = False,
    replacement_callback: Callable[[InternalMatch, Graph, Graph], Graph] | None = None,
    node_name_match: str = "",
) -> list[ReplacedPatterns]:
    graph = gm.graph
    pattern_graph = _graph_of(pattern)
    matcher = SubgraphMatcher(pattern_graph, ignore_literals=ignore_literals)
    matches = [
        m
        for m in matcher.match(graph, node_name_match)
        if all(f(m, graph, pattern_graph) for f in match_filters or ())
    ]
    common = None
    if replacement is not None:
        common = _graph_of(replacement)
    elif replacement_callback is None:
        raise AssertionError(
            "Must provide either a replacement GraphModule or a replacement callback"
        )
    # A node an earlier replacement took away -> the node that replaced it.
    replaced_by: dict[Node, Node] = {}
    results = []
    for match in matches:
        rgraph = replacement_callback(match, graph, pattern_graph) if common is None else common
        placeholders = [n for n in rgraph.nodes if n.op == "placeholder"]
        if len(placeholders) != len(match.placeholder_nodes):
            raise AssertionError(
                f"the replacement takes {len(placeholders)} inputs but the pattern "
                f"{len(match.placeholder_nodes)}"
            )
        for i, value in enumerate(match.placeholder_nodes):
            if isinstance(value, Node) and value in replaced_by:
                new = replaced_by[value]
                match.placeholder_nodes[i] = new
                for pn, gn in match.nodes_map.items():
                    if gn is value:
                        match.nodes_map[pn] = new
        val_map: dict[Node, Any] = dict(zip(placeholders, match.placeholder_nodes, strict=True))
        with graph.inserting_before(_insert_point(graph, match)):
            returned = graph.graph_copy(rgraph, val_map)
        if isinstance(returned, Node):
            returned = (returned,)
        if len(returned) != len(match.returning_nodes):
            raise AssertionError(
                f"the replacement returns {len(returned)} values but the pattern "
                f"{len(match.returning_nodes)}"
            )
        added = [v for k, v in val_map.items() if k not in placeholders]
        for old, new in zip(match.returning_nodes, returned, strict=True):
            old.replace_all_uses_with(new)
            replaced_by[old] = new
        for pn in reversed(list(pattern_graph.nodes)):
            if pn.op not in ("placeholder", "output"):
                graph.erase_node(match.nodes_map[pn])
        results.append(ReplacedPatterns(match.anchors[0], match.nodes_map, added))
    gm.recompile()
    if isinstance(replacement, Module):
        _copy_replacement_attributes(gm, replacement)
    return results


def _copy_replacement_attributes(gm: GraphModule, replacement: Module) -> None:
    """Copy into ``gm`` the submodules and attributes its new nodes read from ``replacement``."""
    gm.delete_all_unused_submodules()

    def lookup(root: Module, target: str) -> Any:
        owner_path, _, name = target.rpartition(".")
        try:
            owner = root.get_submodule(owner_path)
        except AttributeError:
            return None
        return getattr(owner, name, None)

    for node in gm.graph.nodes:
        if node.op not in ("call_module", "get_attr"):
            continue
        if lookup(gm, str(node.target)) is not None:
            continue
        value = lookup(replacement, str(node.target))
        if value is None:
            raise RuntimeError(
                f'Attempted to create a "{node.op}" node during subgraph rewriting with target '
                f"{node.target}, but the referenced attribute does not exist in the replacement "
                "GraphModule"
            )
        value = copy.deepcopy(value)
        if isinstance(value, Module):
            gm.add_submodule(str(node.target), value)
        else:
            owner_path, _, name = str(node.target).rpartition(".")
            setattr(gm.get_submodule(owner_path), name, value)
