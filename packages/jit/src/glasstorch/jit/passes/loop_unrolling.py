"""Loop unrolling (``passes/loop_unrolling.cpp``): a ``prim::Loop`` with a constant trip
count, a constant-true condition and a small body is replaced by copies of its body."""

from __future__ import annotations

from .._ir import Block, Graph, Node, Value, clone_node
from ._utils import constant_value, is_constant

MAX_BODY_SIZE = 32
MAX_TRIP_COUNT = 64


def _body_size(block: Block) -> int:
    return sum(1 + sum(_body_size(b) for b in n.blocks) for n in block.nodes)


def unroll_loops(graph: Graph) -> bool:
    """Fully unroll the loops that qualify; True when something changed."""
    return _run(graph.block)


def _unrollable(node: Node) -> bool:
    if (
        node.kind != "prim::Loop"
        or not is_constant(node.inputs[0])
        or not is_constant(node.inputs[1])
    ):
        return False
    body = node.blocks[0]
    cond_out = body.outputs[0]
    trip = constant_value(node.inputs[0])
    return (
        constant_value(node.inputs[1]) is True
        and is_constant(cond_out)
        and constant_value(cond_out) is True
        and 0 <= trip <= MAX_TRIP_COUNT
        and _body_size(body) * max(trip, 1) <= MAX_BODY_SIZE * MAX_TRIP_COUNT
        and _body_size(body) <= MAX_BODY_SIZE
    )


def _unroll(node: Node) -> None:
    block, body, graph = node.owning_block, node.blocks[0], node.graph
    assert block is not None
    trip = constant_value(node.inputs[0])
    carried: list[Value] = list(node.inputs[2:])
    index = block.nodes.index(node)
    for i in range(trip):
        saved = graph.insert_point()
        graph.set_insert_point(block, index)
        counter = graph.insert_constant(i)
        graph.set_insert_point(*saved)
        index += 1
        env: dict[Value, Value] = {body.inputs[0]: counter}
        env.update(zip(body.inputs[1:], carried, strict=True))
        for inner in body.nodes:
            new = clone_node(inner, graph, env)
            new.owning_block = block
            block.nodes.insert(index, new)
            index += 1
        carried = [env.get(v, v) for v in body.outputs[1:]]
    for out, value in zip(node.outputs, carried, strict=True):
        out.replace_all_uses_with(value)
    node.destroy()


def _run(block: Block) -> bool:
    changed = False
    for node in list(block.nodes):
        for b in node.blocks:
            changed |= _run(b)
        if _unrollable(node):
            _unroll(node)
            changed = True
    return changed
