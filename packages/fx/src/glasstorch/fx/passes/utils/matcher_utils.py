"""Finding the places where a pattern graph occurs inside a larger graph.

The pattern's output node is not matched: the nodes it returns are the *anchors*, and a
match grows backwards from a graph node equal to each anchor through the arguments.
Nodes are equal when they have the same opcode and target (a ``get_attr`` matches another
``get_attr`` of a tensor). Placeholders of the pattern match any node, or any literal, but
the same graph node every time; other literal arguments must be equal and of the same
type (or anything, with ``ignore_literals``). A match is kept only if the values it
computes, except the anchors', are used nowhere outside it, and it would not create a
cycle if fused. Overlapping matches are dropped, the earlier one winning.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from glasstorch.aten import Tensor

from ...graph import Graph
from ...node import Node

__all__ = ["InternalMatch", "SubgraphMatcher"]


@dataclass
class InternalMatch:
    """One occurrence: the pattern's nodes mapped to the graph's nodes (or literals)."""

    anchors: list[Node]
    nodes_map: dict[Node, Any] = field(default_factory=dict)
    #: What each pattern placeholder matched, in the pattern's placeholder order.
    placeholder_nodes: list[Any] = field(default_factory=list)
    #: The graph nodes the pattern's output returns, in the output's order.
    returning_nodes: list[Node] = field(default_factory=list)

    def __copy__(self) -> InternalMatch:
        return InternalMatch(
            list(self.anchors),
            dict(self.nodes_map),
            list(self.placeholder_nodes),
            list(self.returning_nodes),
        )


def _attribute(node: Node) -> Any:
    owner = node.graph.owning_module
    if owner is None:
        raise AssertionError(f"{node}'s graph has no owning module to read {node.target} from")
    value = owner
    for part in str(node.target).split("."):
        value = getattr(value, part)
    return value


class SubgraphMatcher:
    """Matches ``pattern`` in graphs; see the module docstring."""

    def __init__(
        self,
        pattern: Graph,
        match_output: bool = False,
        match_placeholder: bool = False,
        remove_overlapping_matches: bool = True,
        ignore_literals: bool = False,
    ) -> None:
        if match_output or match_placeholder:
            raise NotImplementedError("only match_output=False, match_placeholder=False")
        self.pattern = pattern
        self.remove_overlapping_matches = remove_overlapping_matches
        self.ignore_literals = ignore_literals
        if len(pattern.nodes) == 0:
            raise ValueError("SubgraphMatcher cannot be initialized with an empty pattern")
        outputs = [n for n in pattern.nodes if n.op == "output"]
        if len(outputs) != 1:
            raise AssertionError("the pattern graph must have exactly one output node")
        for node in pattern.nodes:
            if node.op != "output" and not node.is_impure() and not node.users:
                raise AssertionError(
                    "SubgraphMatcher cannot be initialized with an pattern with dead code"
                )
        self.pattern_placeholder_nodes = [n for n in pattern.nodes if n.op == "placeholder"]
        self.pattern_returning_nodes = outputs[0].all_input_nodes
        self.pattern_anchors = list(self.pattern_returning_nodes)
        self._node_name_match = ""

    # -- equality of one node ---------------------------------------------------------------
    def _nodes_are_equal(self, pn: Node, gn: Node) -> bool:
        if pn.op == "placeholder":
            return True
        if self._node_name_match and self._node_name_match in gn.name:
            return True
        if pn.op != gn.op:
            return False
        if pn.op == "get_attr":
            p, g = _attribute(pn), _attribute(gn)
            return type(p) is type(g) and isinstance(p, Tensor)
        return pn.target == gn.target

    def _match_literals(self, pn: Any, gn: Any, match: InternalMatch) -> bool:
        if isinstance(pn, Node):  # and gn is a literal
            if pn.op != "placeholder":
                return False
            if pn in match.nodes_map:
                return match.nodes_map[pn] == gn
            match.nodes_map[pn] = gn
            return True
        if isinstance(gn, Node):
            return False
        return self.ignore_literals or (type(pn) is type(gn) and pn == gn)

    def _match_args(self, pattern_args: Any, graph_args: Any, match: InternalMatch) -> bool:
        if len(pattern_args) != len(graph_args):
            return False
        for pa, ga in zip(pattern_args, graph_args, strict=True):
            if isinstance(pa, Node) and isinstance(ga, Node):
                ok = self._match_nodes(pa, ga, match)
            elif isinstance(pa, list | tuple) and isinstance(ga, list | tuple):
                ok = self._match_args(pa, ga, match)
            elif isinstance(pa, dict) and isinstance(ga, dict):
                ok = list(pa) == list(ga) and self._match_args(
                    list(pa.values()), list(ga.values()), match
                )
            else:
                ok = self._match_literals(pa, ga, match)
            if not ok:
                return False
        return True

    def _match_nodes(self, pn: Node, gn: Node, match: InternalMatch) -> bool:
        if pn in match.nodes_map:
            return match.nodes_map[pn] is gn
        if any(v is gn for v in match.nodes_map.values()):
            return False  # a graph node stands for one pattern node only
        if not self._nodes_are_equal(pn, gn):
            return False
        match.nodes_map[pn] = gn
        if pn.op == "placeholder":
            return True
        if list(pn.kwargs) != list(gn.kwargs):
            return False
        return self._match_args(
            [*pn.args, *pn.kwargs.values()], [*gn.args, *gn.kwargs.values()], match
        )

    # -- whole matches ------------------------------------------------------------------------
    def _is_contained(self, match: InternalMatch) -> bool:
        """Whether only the anchors' values are used outside the match."""
        inside = {
            id(gn): pn
            for pn, gn in match.nodes_map.items()
            if pn.op != "placeholder" and isinstance(gn, Node)
        }
        for pn, gn in match.nodes_map.items():
            if pn.op == "placeholder" or pn in self.pattern_returning_nodes:
                continue
            if any(id(user) not in inside for user in gn.users):
                return False
        return True

    def _is_acyclic(self, match: InternalMatch) -> bool:
        """Whether no path leaves the matched nodes and comes back (fusing would cycle)."""
        inside = {gn for pn, gn in match.nodes_map.items() if pn.op != "placeholder"}
        queue = deque(u for n in inside for u in n.users if u not in inside)
        seen = set(queue)
        while queue:
            node = queue.popleft()
            for user in node.users:
                if user in inside:
                    return False
                if user not in seen:
                    seen.add(user)
                    queue.append(user)
        return True

    def match(self, graph: Graph, node_name_match: str = "") -> list[InternalMatch]:
        """Every match in ``graph``, in the order of the anchors' candidates.

        ``node_name_match``: a graph node whose name contains it equals any pattern node."""
        self._node_name_match = node_name_match
        candidates = [
            (anchor, [n for n in graph.nodes if self._nodes_are_equal(anchor, n)])
            for anchor in self.pattern_anchors
        ]
        matches: list[InternalMatch] = []

        def extend(index: int, match: InternalMatch) -> None:
            if index == len(candidates):
                match.placeholder_nodes = [
                    match.nodes_map[pn] for pn in self.pattern_placeholder_nodes
                ]
                match.returning_nodes = [match.nodes_map[pn] for pn in self.pattern_returning_nodes]
                matches.append(match)
                return
            anchor, nodes = candidates[index]
            for node in nodes:
                attempt = match.__copy__()
                if self._match_nodes(anchor, node, attempt):
                    extend(index + 1, attempt)

        if candidates:
            extend(0, InternalMatch(anchors=list(self.pattern_anchors)))
        matches = [m for m in matches if self._is_contained(m)]
        if self.remove_overlapping_matches:
            matches = self._without_overlaps(matches)
        return [m for m in matches if self._is_acyclic(m)]

    @staticmethod
    def _without_overlaps(matches: list[InternalMatch]) -> list[InternalMatch]:
        taken: set[Node] = set()
        kept = []
        for m in matches:
            nodes = {gn for pn, gn in m.nodes_map.items() if pn.op not in ("placeholder", "output")}
            if taken.isdisjoint(nodes):
                kept.append(m)
                taken |= nodes
        return kept
