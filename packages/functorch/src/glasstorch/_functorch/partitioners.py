"""Partitioners: split a joint forward/backward graph into a forward and a backward graph.

Mirrors ``torch/_functorch/partitioners.py``. The joint graph's placeholders are the
primals (``primals_N``) and the tangents (``tangents_N``); its output lists the forward
outputs first, then the gradients of the primals. The forward graph computes the forward
outputs plus the *saved values* — every forward value a backward node reads — and the
backward graph takes the saved values and the tangents and returns the gradients.
"""

from __future__ import annotations

import math
import operator
from collections import deque
from collections.abc import Iterable, Sequence
from typing import Any

from glasstorch.aten._ops import OpOverload
from glasstorch.fx import Graph, GraphModule, Node
from glasstorch.fx.node import map_arg

__all__ = [
    "default_partition",
    "eliminate_dead_code",
    "is_impure",
    "min_cut_rematerialization_partition",
    "saved_values_of",
]


def _is_primal(node: Node) -> bool:
    return node.op == "placeholder" and str(node.target).startswith("primals")


def _is_tangent(node: Node) -> bool:
    return node.op == "placeholder" and str(node.target).startswith("tangents")


def is_impure(node: Node) -> bool:
    """Whether removing ``node`` could change behaviour: placeholders, outputs, operators
    that write to an argument (``add_``, ``out=``), and calls of unknown functions."""
    if node.op in ("placeholder", "output"):
        return True
    if node.op != "call_function":
        return node.op != "get_attr"
    target = node.target
    if target is operator.getitem:
        return False
    if isinstance(target, OpOverload):
        return any(arg.is_write for arg in target._schema.arguments)
    return True


def eliminate_dead_code(graph: Graph) -> bool:
    """Remove pure nodes whose values nobody uses, last first; True if any was removed."""
    changed = False
    for node in reversed(list(graph.nodes)):
        if not node.users and not is_impure(node):
            graph.erase_node(node)
            changed = True
    return changed


def _extract_graph_with_inputs_outputs(
    joint_graph: Graph,
    inputs: Sequence[Node],
    outputs: Sequence[Any],
    unavailable: Iterable[str] = (),
) -> Graph:
    """A new graph computing ``outputs`` from ``inputs``: every joint node whose arguments
    are all available is copied (then dead code goes), other placeholders and the nodes
    named in ``unavailable`` are not."""
    new_graph = Graph()
    env: dict[Node, Node | None] = {}
    for node in inputs:
        new = new_graph.placeholder(node.name)
        new.meta = dict(node.meta)
        env[node] = new
    blocked = set(unavailable)
    for node in joint_graph.nodes:
        if node in env or node.op == "output":
            continue
        if node.op == "placeholder" or node.name in blocked:
            env[node] = None
            continue
        deps: list[Node] = []
        map_arg((node.args, node.kwargs), deps.append)
        if any(env.get(d) is None for d in deps):
            env[node] = None
            continue
        env[node] = new_graph.node_copy(node, lambda n: env[n])  # type: ignore[arg-type,return-value]

    def lookup(node: Node) -> Node:
        found = env.get(node)
        if found is None:
            raise RuntimeError(f"Node {node.name} couldn't be found in env")
        return found

    new_graph.output(tuple(map_arg(list(outputs), lookup)))
    eliminate_dead_code(new_graph)
    return new_graph


def _is_tensor_node(node: Node) -> bool:
    return "tensor_meta" in node.meta or node.op == "placeholder"


def saved_values_of(joint_graph: Graph, forward_names: set[str]) -> list[Node]:
    """Forward nodes that some node outside the forward reads, in graph order. A node with
    several results is saved through its ``getitem`` users."""
    saved: list[Node] = []
    for node in joint_graph.nodes:
        if node.name not in forward_names or node.op == "output":
            continue
        if not any(user.name not in forward_names and user.op != "output" for user in node.users):
            continue
        if _is_tensor_node(node):
            saved.append(node)
            continue
        users = list(node.users)
        if not all(user.target is operator.getitem for user in users):
            raise RuntimeError(f"cannot save {node.name}: it is neither a tensor nor a tuple")
        saved.extend(u for u in users if u not in saved)
    return saved


class _Joint:
    """A joint graph taken apart: primals, tangents, the two halves of its output, and the
    names of the nodes the forward outputs need."""

    def __init__(self, joint_module: GraphModule, num_fwd_outputs: int) -> None:
        self.module = joint_module
        self.graph = graph = joint_module.graph
        self.num_fwd_outputs = num_fwd_outputs
        self.primals = [n for n in graph.nodes if _is_primal(n)]
        self.tangents = [n for n in graph.nodes if _is_tangent(n)]
        (outputs,) = next(n for n in graph.nodes if n.op == "output").args
        self.fwd_outputs = list(outputs[:num_fwd_outputs])
        self.bwd_outputs = list(outputs[num_fwd_outputs:])
        forward_only = _extract_graph_with_inputs_outputs(graph, self.primals, self.fwd_outputs)
        self.forward_names = {n.name for n in forward_only.nodes if n.op != "output"}

    def split(
        self, saved: list[Node], unavailable_in_backward: Iterable[str]
    ) -> tuple[GraphModule, GraphModule]:
        """Forward: primals -> outputs + saved; backward: saved + tangents -> gradients."""
        fw_graph = _extract_graph_with_inputs_outputs(
            self.graph, self.primals, self.fwd_outputs + saved
        )
        bw_graph = _extract_graph_with_inputs_outputs(
            self.graph, saved + self.tangents, self.bwd_outputs, unavailable_in_backward
        )
        fw_module = GraphModule(self.module, fw_graph)
        bw_module = GraphModule(self.module, bw_graph)
        fw_module.meta["num_fwd_outputs"] = self.num_fwd_outputs
        fw_module.meta["saved_values"] = [n.name for n in saved]
        return fw_module, bw_module


def default_partition(
    joint_module: GraphModule, _joint_inputs: Any, num_fwd_outputs: int
) -> tuple[GraphModule, GraphModule]:
    """Forward = the nodes the forward outputs need; save every forward value the backward
    reads. Returns ``(fw_module, bw_module)`` as PyTorch's ``default_partition`` does."""
    joint = _Joint(joint_module, num_fwd_outputs)
    saved = saved_values_of(joint.graph, joint.forward_names)
    return joint.split(saved, unavailable_in_backward=joint.forward_names)


# -- min-cut rematerialization ---------------------------------------------------------------
#: Operators cheap enough to recompute in the backward instead of saving their results:
#: pointwise operators and views (the list PyTorch's partitioner kept before operator
#: tags). Matrix products, convolutions, reductions and random operators are never
#: recomputed.
RECOMPUTABLE_OPS = frozenset(
    """
    add sub mul div neg abs exp log log1p expm1 sqrt rsqrt sin cos tan tanh sigmoid relu
    gelu silu pow reciprocal clamp clamp_min clamp_max where eq ne lt le gt ge
    logical_not bitwise_not threshold_backward sign erf masked_fill maximum minimum
    _to_copy to_dtype type_as view reshape _unsafe_view t transpose permute expand squeeze
    unsqueeze select slice alias detach clone contiguous
    """.split()
)


def _is_recomputable(node: Node) -> bool:
    if node.op == "get_attr" or node.target is operator.getitem:
        return True
    if node.op != "call_function" or not isinstance(node.target, OpOverload):
        return False
    return node.target._schema.name.unqualified_name in RECOMPUTABLE_OPS and not is_impure(node)


def _size_in_bytes(node: Node) -> float:
    """What saving ``node`` costs: its tensor's bytes; something else cannot be saved."""
    val = node.meta.get("val")
    if hasattr(val, "numel") and hasattr(val, "element_size"):
        return float(max(val.numel() * val.element_size(), 1))
    return math.inf


class _FlowNetwork:
    """A max-flow network; :meth:`min_cut` returns the side of the source after the flow."""

    def __init__(self) -> None:
        self.capacity: dict[str, dict[str, float]] = {}

    def add_edge(self, u: str, v: str, capacity: float) -> None:
        self.capacity.setdefault(u, {})
        self.capacity.setdefault(v, {})
        self.capacity[u][v] = self.capacity[u].get(v, 0.0) + capacity
        self.capacity[v].setdefault(u, 0.0)

    def min_cut(self, source: str, sink: str) -> set[str]:
        """Edmonds-Karp: augment along shortest paths, then the residual reachable set."""
        residual = {u: dict(vs) for u, vs in self.capacity.items()}
        while True:
            parent = {source: source}
            frontier = deque([source])
            while frontier and sink not in parent:
                u = frontier.popleft()
                for v, cap in residual[u].items():
                    if cap > 0 and v not in parent:
                        parent[v] = u
                        frontier.append(v)
            if sink not in parent:
                return set(parent)
            path, v = [], sink
            while v != source:
                path.append((parent[v], v))
                v = parent[v]
            flow = min(residual[u][v] for u, v in path)
            if math.isinf(flow):
                raise RuntimeError("min-cut partition: the backward needs a value no cut can save")
            for u, v in path:
                residual[u][v] -= flow
                residual[v][u] += flow


def _tangent_closure(graph: Graph) -> set[Node]:
    """The tangents and every node that depends on one: what only the backward can run."""
    closure: set[Node] = set()
    for node in graph.nodes:
        if _is_tangent(node):
            closure.add(node)
            continue
        deps: list[Node] = []
        map_arg((node.args, node.kwargs), deps.append)
        if any(d in closure for d in deps) and node.op != "output":
            closure.add(node)
    return closure


def min_cut_rematerialization_partition(
    joint_module: GraphModule, _joint_inputs: Any, num_fwd_outputs: int
) -> tuple[GraphModule, GraphModule]:
    """Save the set of values with the fewest bytes from which the backward can recompute
    what it needs (cheap pointwise operators and views only), by a min cut of the joint
    graph; everything else is as in :func:`default_partition`."""
    joint = _Joint(joint_module, num_fwd_outputs)
    graph, forward_names = joint.graph, joint.forward_names
    backward_only = _tangent_closure(graph)

    network = _FlowNetwork()
    for node in graph.nodes:
        if node.op == "output":
            continue
        if node in backward_only:
            network.add_edge(node.name + "_in", "sink", math.inf)
            continue
        if _is_primal(node) or (node.op != "placeholder" and not _is_recomputable(node)):
            # A value the backward may not recompute is computed in the forward.
            network.add_edge("source", node.name + "_in", math.inf)
        network.add_edge(node.name + "_in", node.name + "_out", _size_in_bytes(node))
        for user in node.users:
            if user.op != "output":
                network.add_edge(node.name + "_out", user.name + "_in", math.inf)
    reachable = network.min_cut("source", "sink")
    saved = [
        n
        for n in graph.nodes
        if n.op != "output"
        and n not in backward_only
        and n.name + "_in" in reachable
        and n.name + "_out" not in reachable
    ]
    impure_forward = {n.name for n in graph.nodes if n.name in forward_names and is_impure(n)}
    return joint.split(saved, unavailable_in_backward=impure_forward)
