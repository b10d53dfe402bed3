"""The graph and the engine with hand-written nodes: edges, ordering, dependency counting,
gradient validation. Nothing here needs a generated derivative."""

from __future__ import annotations

import glasstorch.aten as aten
import glasstorch.autograd as autograd
import pytest
from glasstorch.autograd.function_utils import collect_next_edges, new_node, set_history
from glasstorch.autograd.graph import AccumulateGrad, Edge, Node
from glasstorch.autograd.input_metadata import InputMetadata, is_expandable_to
from glasstorch.c10.core.scalar_type import float32, float64


class Scale(Node):
    """Multiplies its one incoming gradient by ``factor`` for each next edge; logs its calls."""

    def __init__(self, factor: float, log: list, label: str) -> None:
        super().__init__()
        self.factor = factor
        self.log = log
        self.label = label

    def apply(self, grads):
        self.log.append((self.label, grads[0].tolist()))
        return [grads[0] * self.factor for _ in self.next_edges]


class Returns(Node):
    """Returns fixed gradients (to test validation)."""

    def __init__(self, outputs) -> None:
        super().__init__()
        self.outputs = outputs

    def apply(self, grads):
        return list(self.outputs)


def _root_of(node: Node, value: float = 1.0):
    out = aten.tensor(value)
    set_history(out, node)
    return out


def test_edges_and_next_functions() -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    node = Scale(1.0, [], "n")
    node.set_next_edges(collect_next_edges(x, None, aten.ones(2)))
    (acc, nr), (none1, _), (none2, _) = node.next_functions
    assert isinstance(acc, AccumulateGrad) and nr == 0 and acc.variable is x
    assert none1 is None and none2 is None
    assert node.next_edges[0] == Edge(acc, 0)
    assert node.name() == "Scale" and "Scale object" in repr(node)
    assert node.num_outputs() == 3


def test_sequence_nr_increases() -> None:
    a, b = Scale(1, [], "a"), Scale(1, [], "b")
    assert b.sequence_nr > a.sequence_nr


def test_add_input_metadata_and_set_history() -> None:
    node = Scale(1, [], "n")
    a, b = aten.ones(2, 3), aten.ones(4)
    set_history([a, None, b, aten.tensor([1, 2])], node)
    assert a.grad_fn is node and b.grad_fn is node
    assert a._impl.autograd_meta.output_nr == 0 and b._impl.autograd_meta.output_nr == 2
    assert [m.sizes for m in node.input_metadata] == [(2, 3), None, (4,), None]
    assert not a.is_leaf and a.requires_grad


def test_diamond_runs_shared_node_once_with_summed_gradient() -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    log: list = []
    c = Scale(10.0, log, "c")
    c.set_next_edges(collect_next_edges(x))
    c.add_input_metadata(x)
    a, b = Scale(2.0, log, "a"), Scale(3.0, log, "b")
    for n in (a, b):
        n.set_next_edges([Edge(c, 0)])
        n.add_input_metadata(x)
    sink = Scale(1.0, log, "sink")
    sink.set_next_edges([Edge(a, 0), Edge(b, 0)])
    out = aten.ones(2)
    set_history(out, sink)
    autograd.backward(out, aten.ones(2))
    labels = [entry[0] for entry in log]
    assert labels.count("c") == 1
    assert labels[0] == "sink" and labels[-1] == "c"
    assert labels[1:3] == ["b", "a"]  # created later, runs first
    assert log[-1] == ("c", [5.0, 5.0])  # 2 + 3, summed before c runs
    assert x.grad.tolist() == [50.0, 50.0]


def test_nodes_unreachable_from_inputs_do_not_run() -> None:
    x = aten.tensor([1.0], requires_grad=True)
    y = aten.tensor([1.0], requires_grad=True)
    log: list = []
    to_x, to_y = Scale(2.0, log, "to_x"), Scale(3.0, log, "to_y")
    to_x.set_next_edges(collect_next_edges(x))
    to_y.set_next_edges(collect_next_edges(y))
    for n in (to_x, to_y):
        n.add_input_metadata(x)
    sink = Scale(1.0, log, "sink")
    sink.set_next_edges([Edge(to_x, 0), Edge(to_y, 0)])
    out = aten.ones(1)
    set_history(out, sink)
    (gx,) = autograd.grad(out, x, aten.ones(1))
    assert gx.tolist() == [2.0]
    assert [entry[0] for entry in log] == ["sink", "to_x"]
    assert x.grad is None  # captured, not accumulated


def test_broadcast_gradient_is_summed_to_shape() -> None:
    x = aten.tensor([1.0, 2.0, 3.0], requires_grad=True)
    node = Returns([aten.ones(2, 3)])
    node.set_next_edges(collect_next_edges(x))
    autograd.backward(_root_of(node), aten.tensor(1.0))
    assert x.grad.tolist() == [2.0, 2.0, 2.0]


def test_incompatible_gradient_shape_names_the_node() -> None:
    x = aten.tensor([1.0, 2.0, 3.0], requires_grad=True)
    node = Returns([aten.ones(2, 2)])
    node.set_next_edges(collect_next_edges(x))
    with pytest.raises(RuntimeError) as info:
        autograd.backward(_root_of(node))
    assert str(info.value) == (
        "Function Returns returned an invalid gradient at index 0 - got [2, 2] but expected "
        "shape compatible with [3]"
    )


def test_gradient_dtype_is_cast() -> None:
    x = aten.tensor([1.0, 2.0], dtype=float32, requires_grad=True)
    node = Returns([aten.ones(2, dtype=float64)])
    node.set_next_edges(collect_next_edges(x))
    autograd.backward(_root_of(node))
    assert x.grad.dtype is float32


def test_wrong_number_of_gradients() -> None:
    x = aten.tensor([1.0], requires_grad=True)
    node = Returns([aten.ones(1), aten.ones(1)])
    node.set_next_edges(collect_next_edges(x))
    with pytest.raises(RuntimeError, match="invalid number of gradients - expected 1, but got 2"):
        autograd.backward(_root_of(node))


def test_none_gradient_is_skipped() -> None:
    x = aten.tensor([1.0], requires_grad=True)
    node = Returns([None])
    node.set_next_edges(collect_next_edges(x))
    autograd.backward(_root_of(node))
    assert x.grad is None


def test_input_metadata() -> None:
    m = InputMetadata.of(aten.ones(1, 3))
    assert m.is_defined() and m.is_same_shape(aten.zeros(1, 3))
    assert m.is_expandable_to(aten.zeros(4, 2, 3))
    assert not m.is_expandable_to(aten.zeros(3, 1))
    assert m.reduce_grad(aten.ones(4, 2, 3)).tolist() == [[8.0, 8.0, 8.0]]
    assert m.zeros().shape == (1, 3)
    assert is_expandable_to((), (2, 2)) and not is_expandable_to((2,), ())


def test_node_call_runs_apply() -> None:
    node = Returns([aten.ones(1), aten.zeros(1)])
    first, second = node()
    assert first.tolist() == [1.0] and second.tolist() == [0.0]


def test_metadata_dict() -> None:
    node = Returns([])
    node.metadata["k"] = 1
    assert node.metadata == {"k": 1}


def test_accumulate_grad_name_and_metadata() -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    (edge,) = collect_next_edges(x)
    acc = edge.node
    assert acc.name() == "AccumulateGrad"
    assert acc.input_metadata[0].sizes == (2,)
    assert collect_next_edges(x)[0].node is acc  # one accumulator while it lives


def test_accumulator_reuses_metadata_until_the_leaf_changes() -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    first = collect_next_edges(x)[0].node.input_metadata
    assert collect_next_edges(x)[0].node.input_metadata is first  # a new node, same metadata
    x.data = aten.tensor([1.0, 2.0, 3.0])
    assert collect_next_edges(x)[0].node.input_metadata[0].sizes == (3,)


class Recorded(Node):
    """A node as the generated ones are: built from its edges alone."""


def test_new_node_is_any_requires_grad_edges_and_node_in_one() -> None:
    x = aten.tensor([1.0, 2.0], requires_grad=True)
    c = aten.tensor([3.0, 4.0])
    assert new_node(Recorded, c, c) is None
    node = new_node(Recorded, c, x)
    assert type(node) is Recorded and node.input_metadata == ()
    assert node.next_edges[0] is None and type(node.next_edges[1]) is Edge
    acc = node.next_edges[1].node
    assert isinstance(acc, AccumulateGrad) and collect_next_edges(x)[0].node is acc
    assert node.sequence_nr < new_node(Recorded, x).sequence_nr
    y = x * 2
    assert new_node(Recorded, y).next_edges == (Edge(y.grad_fn, 0),)
    view = y[0]  # a tracked view: the general path gives its (view) grad_fn
    assert new_node(Recorded, c, view).next_edges == (None, Edge(view.grad_fn, 0))
    with autograd.no_grad():
        assert new_node(Recorded, x) is None
