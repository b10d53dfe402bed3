"""The engine: runs the backward graph from the roots' gradients to the leaves.

Mirrors ``torch/csrc/autograd/engine.cpp`` on the calling thread (PyTorch also runs CPU work
there). One call is one *graph task*:

1. count, for every node reachable from the roots, how many edges lead into it;
2. with ``inputs`` given, mark which nodes lie on a path to them (the rest never run) and
   where their gradients are captured (``autograd.grad``) instead of accumulated;
3. pop ready nodes, latest created first; sum the gradients each one receives (its input
   buffer), run its hooks and ``apply``, check what it returns against what the next nodes
   expect, and hand each gradient on; a node is ready when all its inputs have arrived.

Grad mode is ``create_graph`` throughout, so that the backward pass itself is recorded
when a higher derivative is wanted. Saved tensors are freed node by node unless
``retain_graph``.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Sequence
from typing import Any

from . import _ops
from .anomaly_mode import anomaly
from .grad_mode import no_grad
from .grad_mode import state as _grad_state
from .graph import MAX_SEQUENCE_NR, Edge, Node, current
from .variable import (
    grad_accumulator,
    grad_fn,
    gradient_edge,
    requires_grad,
    retain_grad,
    try_get_grad_accumulator,
)

__all__ = ["GraphRoot", "run_backward"]


class GraphRoot(Node):
    """The node the engine starts from: it hands out the roots' gradients."""

    def __init__(self, edges: Sequence[Edge], grads: Sequence[Any]) -> None:
        super().__init__(MAX_SEQUENCE_NR)
        self.set_next_edges(edges)
        self.grads: list[Any] | None = list(grads)

    def apply(self, grads: list[Any]) -> list[Any]:
        outputs, self.grads = self.grads, None
        return outputs or [None] * len(self.next_edges)


class ExecInfo:
    """Whether a node runs in a task given ``inputs``, and which of its grads are captured."""

    __slots__ = ("needed", "captures")

    def __init__(self) -> None:
        self.needed = False
        self.captures: list[tuple[int, int]] = []  # (input_nr, index into captured)

    def should_execute(self) -> bool:
        return self.needed or bool(self.captures)


class GraphTask:
    """The state of one backward call."""

    __slots__ = ("keep_graph", "dependencies", "not_ready", "exec_info", "captured", "queue")

    def __init__(self, keep_graph: bool, num_captured: int) -> None:
        self.keep_graph = keep_graph
        self.dependencies: dict[Node, int] = {}
        self.not_ready: dict[Node, list[Any]] = {}
        self.exec_info: dict[Node, ExecInfo] | None = None
        self.captured: list[Any] = [None] * num_captured
        self.queue: list[tuple[int, int, Node, list[Any]]] = []


def compute_dependencies(root: Node) -> dict[Node, int]:
    """For each node reachable from ``root``: the number of edges pointing at it."""
    dependencies: dict[Node, int] = {}
    seen = {root}
    stack = [root]
    while stack:
        for edge in stack.pop().next_edges:
            if edge is None:
                continue
            node = edge.node
            dependencies[node] = dependencies.get(node, 0) + 1
            if node not in seen:
                seen.add(node)
                stack.append(node)
    return dependencies


def init_to_execute(
    root: Node, outputs: Sequence[Edge | None], accumulate_grad: bool
) -> dict[Node, ExecInfo]:
    """Mark the nodes on a path from ``root`` to an output edge (PyTorch's init_to_execute)."""
    exec_info: dict[Node, ExecInfo] = {}
    for index, edge in enumerate(outputs):
        if edge is None:
            continue
        info = exec_info.setdefault(edge.node, ExecInfo())
        if accumulate_grad:
            info.needed = True
        else:
            info.captures.append((edge.input_nr, index))

    def executes(node: Node) -> bool:
        info = exec_info.get(node)
        return info is not None and info.should_execute()

    visited = {root}
    stack = [(root, iter(root.next_edges))]
    while stack:
        node, children = stack[-1]
        for edge in children:
            if edge is None:
                continue
            child = edge.node
            if child not in visited:
                visited.add(child)
                stack.append((child, iter(child.next_edges)))
                break
            if executes(child):
                exec_info.setdefault(node, ExecInfo()).needed = True
        else:
            stack.pop()
            if stack and executes(node):
                exec_info.setdefault(stack[-1][0], ExecInfo()).needed = True
    return exec_info


def _validate_outputs(node: Node, outputs: list[Any]) -> list[Any]:
    """Check the count, then fit each gradient to the metadata of the node it goes to."""
    edges = node.next_edges
    if len(outputs) != len(edges):
        raise RuntimeError(
            f"Function {node.name()} returned an invalid number of gradients - expected "
            f"{len(edges)}, but got {len(outputs)}"
        )
    for i, grad in enumerate(outputs):
        edge = edges[i]
        if edge is None or grad is None:
            continue
        metadata = edge.node.input_metadata
        if edge.input_nr >= len(metadata):
            continue
        expected = metadata[edge.input_nr]
        impl = grad._impl
        if (
            impl.sizes == expected.sizes
            and impl.dtype is expected.dtype
            and (impl.device is expected.device or impl.device == expected.device)
        ):
            continue  # the common case: nothing to adjust
        name = None if isinstance(node, GraphRoot) else node.name()
        outputs[i] = expected.validate(grad, i, name)
    return outputs


def _check_nan(node: Node, outputs: list[Any]) -> None:
    with no_grad():
        for i, grad in enumerate(outputs):
            if grad is not None and _ops.has_nan(grad):
                raise RuntimeError(
                    f"Function '{node.name()}' returned nan values in its {i}th output."
                )


def _evaluate(task: GraphTask, node: Node, inputs: list[Any]) -> None:
    """Run one ready node and pass its gradients on."""
    exec_info = task.exec_info
    if exec_info is not None and not isinstance(node, GraphRoot):
        info = exec_info[node]
        if info.captures:
            grads = inputs if info.needed else node.call_tensor_pre_hooks(inputs)
            for input_nr, index in info.captures:
                task.captured[index] = grads[input_nr]
        if not info.needed:
            return
    current.node = node
    inputs = node.call_pre_hooks(node.call_tensor_pre_hooks(inputs))
    if node._post_hooks:
        outputs = node.apply(list(inputs))
        outputs = _validate_outputs(node, list(outputs))
        outputs = node.call_post_hooks(outputs, inputs)
    else:
        outputs = node.apply(inputs)
        outputs = _validate_outputs(node, outputs if type(outputs) is list else list(outputs))
    if not task.keep_graph:
        node.release_variables()
    if anomaly.enabled and anomaly.check_nan:
        _check_nan(node, outputs)

    dependencies, not_ready = task.dependencies, task.not_ready
    for edge, grad in zip(node.next_edges, outputs, strict=True):
        if edge is None:
            continue
        nxt = edge.node
        count = dependencies[nxt] - 1
        dependencies[nxt] = count
        buffer = not_ready.get(nxt)
        if buffer is None:
            if exec_info is not None:
                info = exec_info.get(nxt)
                if info is None or not info.should_execute():
                    continue
            buffer = [None] * max(len(nxt.input_metadata), edge.input_nr + 1)
            not_ready[nxt] = buffer
        if grad is not None:
            old = buffer[edge.input_nr]
            buffer[edge.input_nr] = grad if old is None else _ops.add(old, grad)
        if count == 0:
            del not_ready[nxt]
            heapq.heappush(task.queue, (-nxt.sequence_nr, next(_tiebreak), nxt, buffer))


_tiebreak = itertools.count()


def _execute(task: GraphTask, root: GraphRoot) -> None:
    queue = task.queue
    heapq.heappush(queue, (-root.sequence_nr, next(_tiebreak), root, []))
    while queue:
        _, _, node, inputs = heapq.heappop(queue)
        try:
            _evaluate(task, node, inputs)
        except BaseException:
            trace = node._anomaly_trace
            if anomaly.enabled and trace is not None:
                trace.print_stack(node.name())
            raise
        del node, inputs


def _output_edge(t: Any, accumulate_grad: bool) -> Edge | None:
    if not requires_grad(t):
        raise RuntimeError("One of the differentiated Tensors does not require grad")
    fn = grad_fn(t)
    if fn is not None:
        if accumulate_grad:
            retain_grad(t)
        return Edge(fn, t._impl.autograd_meta.output_nr)
    acc = grad_accumulator(t) if accumulate_grad else try_get_grad_accumulator(t)
    return None if acc is None else Edge(acc, 0)


def run_backward(
    tensors: Sequence[Any],
    grad_tensors: Sequence[Any],
    retain_graph: bool | None,
    create_graph: bool,
    inputs: Sequence[Any] | None,
    allow_unused: bool,
    accumulate_grad: bool,
) -> tuple[Any, ...] | None:
    """Backpropagate ``grad_tensors`` from ``tensors``; for ``autograd.grad``
    (``accumulate_grad=False``) return the gradients w.r.t. ``inputs``."""
    if len(tensors) != len(grad_tensors):
        raise RuntimeError(f"got {len(tensors)} tensors and {len(grad_tensors)} gradients")
    roots: list[Edge] = []
    for i, t in enumerate(tensors):
        edge = gradient_edge(t) if requires_grad(t) else None
        if edge is None:
            raise RuntimeError(
                f"element {i} of tensors does not require grad and does not have a grad_fn"
            )
        roots.append(edge)
    grads = list(grad_tensors)
    for i, (edge, grad) in enumerate(zip(roots, grads, strict=True)):
        metadata = edge.node.input_metadata
        if grad is not None and edge.input_nr < len(metadata):
            grads[i] = metadata[edge.input_nr].validate(grad, i)
    if retain_graph is None:
        retain_graph = create_graph
    inputs = tuple(inputs or ())
    output_edges = [_output_edge(t, accumulate_grad) for t in inputs]

    task = GraphTask(bool(retain_graph), len(inputs))
    root = GraphRoot(roots, grads)
    del grads
    task.dependencies = compute_dependencies(root)
    if inputs:
        task.exec_info = init_to_execute(root, output_edges, accumulate_grad)
    saved = (_grad_state.grad_enabled, current.node, current.exec_info)
    _grad_state.grad_enabled = bool(create_graph)
    current.exec_info = task.exec_info
    try:
        _execute(task, root)
    finally:
        _grad_state.grad_enabled, current.node, current.exec_info = saved
    if accumulate_grad:
        return None
    if not allow_unused and any(g is None for g in task.captured):
        raise RuntimeError(
            "One of the differentiated Tensors appears to not have been used in the graph. "
            "Set allow_unused=True if this is the desired behavior."
        )
    return tuple(task.captured)
