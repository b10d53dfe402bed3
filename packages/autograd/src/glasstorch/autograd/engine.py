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

A small backward pass costs what the engine does per node, so the common case is kept
short: a single root gets no ``GraphRoot`` (as in PyTorch), a node without hooks outside
anomaly mode and without ``inputs`` skips the general path (:func:`_call_function`), and
while only one node is ready it runs next without going through the heap.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Sequence
from typing import Any

from glasstorch.c10.dispatch import record_function as _record_function
from glasstorch.c10.dispatch.record_function import RecordScope

from . import _ops
from .anomaly_mode import anomaly
from .grad_mode import no_grad
from .grad_mode import state as _grad_state
from .graph import MAX_SEQUENCE_NR, Edge, Node, current, should_execute
from .graph_utils import GradientEdge
from .input_metadata import InputMetadata
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
        super().__init__(tuple(edges), MAX_SEQUENCE_NR)
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


#: The ranges a profiler sees for each node: PyTorch's names and scopes.
_EVALUATE = "autograd::engine::evaluate_function: "
_BACKWARD = RecordScope.BACKWARD_FUNCTION

#: Graph task ids (``next`` is atomic), for hooks that keep state per backward pass.
_task_ids = itertools.count(1)


class GraphTask:
    """The state of one backward call."""

    __slots__ = ("id", "keep_graph", "root", "dependencies", "not_ready", "exec_info", "captured")

    def __init__(self, keep_graph: bool, num_captured: int) -> None:
        self.id = next(_task_ids)
        self.keep_graph = keep_graph
        self.root: Node | None = None
        self.dependencies: dict[Node, int] = {}
        self.not_ready: dict[Node, list[Any]] = {}
        self.exec_info: dict[Node, ExecInfo] | None = None
        self.captured: list[Any] = [None] * num_captured

    def will_execute(self, node: Node) -> bool:
        """Whether ``node`` runs in this task (PyTorch's ``_will_engine_execute_node``)."""
        if self.exec_info is not None:
            return should_execute(self.exec_info, node)
        return node is self.root or node in self.dependencies


def compute_dependencies(root: Node) -> dict[Node, int]:
    """For each node reachable from ``root``: the number of edges pointing at it."""
    dependencies: dict[Node, int] = {}
    stack = [root]
    pop, push = stack.pop, stack.append
    while stack:
        for edge in pop().next_edges:
            if edge is None:
                continue
            node = edge[0]
            if node in dependencies:
                dependencies[node] += 1
            else:  # first time seen: count it, then visit it
                dependencies[node] = 1
                push(node)
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
        raise _count_error(node, len(edges), len(outputs))
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
        outputs[i] = _fit(node, expected, grad, i)
    return outputs


def _count_error(node: Node, expected: int, got: int) -> RuntimeError:
    return RuntimeError(
        f"Function {node.name()} returned an invalid number of gradients - expected "
        f"{expected}, but got {got}"
    )


def _fit(node: Node, expected: InputMetadata, grad: Any, index: int) -> Any:
    """``grad`` made to match ``expected`` (summed, cast, moved), or the engine's error."""
    name = None if isinstance(node, GraphRoot) else node.name()
    return expected.validate(grad, index, name)


def _check_nan(node: Node, outputs: list[Any]) -> None:
    with no_grad():
        for i, grad in enumerate(outputs):
            if grad is not None and _ops.has_nan(grad):
                raise RuntimeError(
                    f"Function '{node.name()}' returned nan values in its {i}th output."
                )


def _call_function(task: GraphTask, node: Node, inputs: list[Any]) -> list[Any] | None:
    """Run one node the general way: captures for ``autograd.grad``, hooks, validation,
    anomaly checks. None when the node only had gradients to capture."""
    exec_info = task.exec_info
    if exec_info is not None and not isinstance(node, GraphRoot):
        info = exec_info[node]
        if info.captures:
            grads = inputs if info.needed else node.call_tensor_pre_hooks(inputs)
            for input_nr, index in info.captures:
                task.captured[index] = grads[input_nr]
        if not info.needed:
            return None
    current.node = node
    inputs = node.call_pre_hooks(node.call_tensor_pre_hooks(inputs))
    if node._post_hooks:
        outputs = _apply(node, list(inputs))
        outputs = _validate_outputs(node, list(outputs))
        outputs = node.call_post_hooks(outputs, inputs)
    else:
        outputs = _apply(node, inputs)
        outputs = _validate_outputs(node, outputs if type(outputs) is list else list(outputs))
    if not task.keep_graph and node.releases_variables:
        node.release_variables()
    if anomaly.enabled and anomaly.check_nan:
        _check_nan(node, outputs)
    return outputs


def _apply(node: Node, inputs: list[Any]) -> list[Any]:
    """``node.apply(inputs)``, reported as a backward range to a profiler if one listens."""
    if not _record_function.is_active():
        return node.apply(inputs)
    sequence_nr = -1 if node.sequence_nr == MAX_SEQUENCE_NR else node.sequence_nr
    started = _record_function.enter(node.name(), _BACKWARD, inputs, sequence_nr)
    try:
        return node.apply(inputs)
    finally:
        _record_function.exit_(started)


def _execute(task: GraphTask, root: Node, root_inputs: list[Any]) -> None:
    """Run ready nodes, latest created first, until none is left.

    A node without hooks, in a task without ``inputs`` and outside anomaly mode, takes the
    fast path: ``apply``, then each gradient is checked against the metadata of the node it
    goes to as it is handed on, then the node's saved tensors are released. Everything else
    goes through :func:`_call_function` first, in PyTorch's order.
    """
    keep_graph, exec_info = task.keep_graph, task.exec_info
    dependencies, not_ready = task.dependencies, task.not_ready
    observed = _record_function.is_active()  # a profiler: every node takes the general path
    queue: list[tuple[int, int, Node, list[Any]]] = []
    pop, push = heapq.heappop, heapq.heappush
    pushed = 0  # ties (same sequence_nr: AccumulateGrads) run in the order they got ready
    # While a single node is ready it runs next without going through the heap.
    ready, ready_inputs = root, root_inputs
    del root_inputs
    while ready is not None or queue:
        if ready is not None:
            node, inputs = ready, ready_inputs
            ready = ready_inputs = None
        else:
            _, _, node, inputs = pop(queue)
        evaluating = None
        try:
            if exec_info is None and not (node._hooked or anomaly.enabled or observed):
                outputs = node.apply(inputs)
                release = not keep_graph and node.releases_variables
            else:
                if observed:
                    evaluating = _record_function.enter(_EVALUATE + node.name())
                outputs = _call_function(task, node, inputs)
                if outputs is None:
                    continue
                release = False
            inputs = None
            edges = node.next_edges
            if len(outputs) != len(edges):
                raise _count_error(node, len(edges), len(outputs))
            i = -1
            for edge in edges:
                i += 1
                if edge is None:
                    continue
                nxt, input_nr = edge
                grad = outputs[i]
                if grad is not None:
                    metadata = nxt.input_metadata
                    if input_nr < len(metadata):
                        expected = metadata[input_nr]
                        impl = grad._impl
                        device = impl.device
                        if (
                            impl.sizes != expected[0]
                            or impl.dtype is not expected[1]
                            or (device is not expected[2] and device != expected[2])
                        ):
                            grad = _fit(node, expected, grad, i)
                count = dependencies[nxt] - 1
                if count:  # more gradients to come: sum this one into the node's buffer
                    dependencies[nxt] = count
                    buffer = not_ready.get(nxt)
                    if buffer is None:
                        if exec_info is not None and not should_execute(exec_info, nxt):
                            continue
                        size = max(len(nxt.input_metadata), input_nr + 1)
                        buffer = not_ready[nxt] = [None] * size
                    if grad is not None:
                        old = buffer[input_nr]
                        buffer[input_nr] = grad if old is None else _ops.add(old, grad)
                    continue
                buffer = not_ready.pop(nxt, None)
                if buffer is None:  # its only gradient: a fresh buffer
                    if exec_info is not None and not should_execute(exec_info, nxt):
                        continue
                    size = len(nxt.input_metadata)
                    if size == 1 and input_nr == 0:
                        buffer = [grad]
                    else:
                        buffer = [None] * max(size, input_nr + 1)
                        buffer[input_nr] = grad
                elif grad is not None:
                    old = buffer[input_nr]
                    buffer[input_nr] = grad if old is None else _ops.add(old, grad)
                if ready is None and not queue:
                    ready, ready_inputs = nxt, buffer
                    continue
                if ready is not None:  # a second ready node: both go to the heap
                    pushed += 1
                    push(queue, (-ready.sequence_nr, pushed, ready, ready_inputs))
                    ready = ready_inputs = None
                pushed += 1
                push(queue, (-nxt.sequence_nr, pushed, nxt, buffer))
            # Hold no gradient past this point: AccumulateGrad steals a gradient only
            # when nothing else references it.
            outputs = grad = old = buffer = None
            if release:
                node.release_variables()
        except BaseException:
            trace = node._anomaly_trace
            if anomaly.enabled and trace is not None:
                trace.print_stack(node.name())
            raise
        finally:
            if evaluating is not None:
                _record_function.exit_(evaluating)


def _output_edge(t: Any, accumulate_grad: bool) -> Edge | None:
    if isinstance(t, GradientEdge):
        return Edge(t.node, t.output_nr)
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
        if isinstance(t, GradientEdge):
            roots.append(Edge(t.node, t.output_nr))
            continue
        edge = gradient_edge(t) if requires_grad(t) else None
        if edge is None:
            raise RuntimeError(
                f"element {i} of tensors does not require grad and does not have a grad_fn"
            )
        roots.append(edge)
    grads = list(grad_tensors)
    for i, edge in enumerate(roots):
        grad = grads[i]
        metadata = edge.node.input_metadata
        if grad is not None and edge.input_nr < len(metadata):
            grads[i] = metadata[edge.input_nr].validate(grad, i)
    if retain_graph is None:
        retain_graph = create_graph
    inputs = tuple(inputs) if inputs else ()
    task = GraphTask(bool(retain_graph), len(inputs))
    if inputs:
        output_edges = [_output_edge(t, accumulate_grad) for t in inputs]
        root: Node = GraphRoot(roots, grads)
        root_inputs: list[Any] = []
        task.exec_info = init_to_execute(root, output_edges, accumulate_grad)
    elif len(roots) == 1:  # PyTorch skips the dummy root: the gradient goes straight in
        root, input_nr = roots[0]
        size = len(root.input_metadata)
        if size == 1 and input_nr == 0:
            root_inputs = grads
        else:
            root_inputs = [None] * max(size, input_nr + 1)
            root_inputs[input_nr] = grads[0]
    else:
        root, root_inputs = GraphRoot(roots, grads), []
    del grads
    task.root = root
    task.dependencies = compute_dependencies(root)
    state, plan = _grad_state, task.exec_info
    saved_grad_mode, saved_node, saved_plan = state.grad_enabled, current.node, current.exec_info
    saved_task, current.task = current.task, task
    state.grad_enabled = bool(create_graph)
    if plan is not saved_plan:
        current.exec_info = plan
    try:
        _execute(task, root, root_inputs)
    finally:
        state.grad_enabled = saved_grad_mode
        current.task = saved_task
        if current.node is not saved_node:
            current.node = saved_node
        if plan is not saved_plan:
            current.exec_info = saved_plan
    if accumulate_grad:
        return None
    if not allow_unused and any(g is None for g in task.captured):
        raise RuntimeError(
            "One of the differentiated Tensors appears to not have been used in the graph. "
            "Set allow_unused=True if this is the desired behavior."
        )
    return tuple(task.captured)
