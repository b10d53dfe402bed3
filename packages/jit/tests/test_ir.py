"""The IR: building graphs by hand, SSA bookkeeping, debug names, printing, copying."""

import re

import glasstorch as torch
import pytest
from glasstorch import jit
from glasstorch.jit._interpreter import run
from glasstorch.jit._ir import Graph
from glasstorch.jit._types import (
    BoolType,
    ClassType,
    DictType,
    FloatType,
    IntType,
    ListType,
    NoneType,
    OptionalType,
    StringType,
    TensorType,
    TupleType,
)
from glasstorch.jit.runtime.operator import get_operators


def _op(name, overload=""):
    for op in get_operators(name):
        if op.schema.name.overload_name == overload:
            return op
    raise LookupError(name)


def _call(graph, name, inputs, out_type, overload=""):
    node = graph.create(name, inputs)
    op = _op(name, overload)
    node.op, node.schema = op, op.schema
    node.output().type = out_type
    return graph.insert_node(node).output()


def test_type_spellings():
    cases = [
        (TensorType.get(), "Tensor", "Tensor"),
        (ListType(IntType.get()), "int[]", "List[int]"),
        (OptionalType(TensorType.get()), "Tensor?", "Optional[Tensor]"),
        (TupleType([TensorType.get(), FloatType.get()]), "(Tensor, float)", "Tuple[Tensor, float]"),
        (DictType(StringType.get(), TensorType.get()), "Dict(str, Tensor)", "Dict[str, Tensor]"),
        (NoneType.get(), "NoneType", "NoneType"),
        (ClassType("__torch__.MyCell", {}), "__torch__.MyCell", "__torch__.MyCell"),
    ]
    for t, ir, annotation in cases:
        assert str(t) == ir
        assert t.annotation_str == annotation


def test_subtyping():
    assert IntType.get().is_subtype_of(OptionalType(IntType.get()))
    assert NoneType.get().is_subtype_of(OptionalType(TensorType.get()))
    assert not OptionalType(IntType.get()).is_subtype_of(IntType.get())
    assert TupleType([IntType.get()]).is_subtype_of(TupleType([OptionalType(IntType.get())]))
    assert not BoolType.get().is_subtype_of(IntType.get())


def test_build_print_and_run_a_graph():
    g = Graph()
    x = g.add_input("x")
    y = g.add_input("y")
    alpha = g.insert_constant(1)
    s = _call(g, "aten::add", [x, y, alpha], TensorType.get(), "Tensor")
    m = _call(g, "aten::mul", [s, x], TensorType.get(), "Tensor")
    g.register_output(m)
    assert str(g) == (
        "graph(%x : Tensor,\n"
        "      %y : Tensor):\n"
        "  %2 : int = prim::Constant[value=1]()\n"
        "  %3 : Tensor = aten::add(%x, %y, %2)\n"
        "  %4 : Tensor = aten::mul(%3, %x)\n"
        "  return (%4)\n"
    )
    (out,) = run(g, [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])])
    assert out.tolist() == [4.0, 12.0]


def test_uses_and_replace_all_uses_with():
    g = Graph()
    x = g.add_input("x")
    one = g.insert_constant(1)
    a = _call(g, "aten::add", [x, x, one], TensorType.get(), "Tensor")
    assert [(u.user.kind, u.offset) for u in x.uses] == [("aten::add", 0), ("aten::add", 1)]
    b = _call(g, "aten::neg", [a], TensorType.get())
    g.register_output(b)
    a.replace_all_uses_with(x)
    assert b.node.inputs[0] is x
    assert a.uses == []
    a.node.destroy()
    assert [n.kind for n in g.nodes()] == ["prim::Constant", "aten::neg"]
    assert len(x.uses) == 1


def test_debug_names_follow_pytorch_renaming():
    g = Graph()
    first = g.add_input("x")
    second = g.add_input()
    second.set_debug_name("x")
    assert first.debug_name == "x.1" and second.debug_name == "x"
    third = g.insert_constant(3)
    third.set_debug_name("x")
    assert second.debug_name == "x.2"
    with pytest.raises(RuntimeError, match="names may not be integers"):
        third.set_debug_name("12")


def test_constants_of_each_kind_print():
    g = Graph()
    for value in (3, 2.5, 1.0, True, "hi", None, [1, 2]):
        g.register_output(g.insert_constant(value))
    text = str(g)
    for expected in ("int = prim::Constant[value=3]()", "float = prim::Constant[value=2.5]()",
                     "float = prim::Constant[value=1.]()", "bool = prim::Constant[value=1]()",
                     'str = prim::Constant[value="hi"]()', "NoneType = prim::Constant()",
                     "int[] = prim::Constant[value=[1, 2]]()"):  # fmt: skip
        assert expected in text


def test_blocks_print_and_copy():
    def fn(x, n: int):
        for i in range(n):
            if i > 1:
                x = x + i
        return x

    graph = jit.script(fn).graph
    text = graph.str(False)
    assert "prim::Loop(%n.1, " in text
    assert "    block0(%i.1 : int, %x." in text
    assert "        block1():" in text
    copy = graph.copy()
    anonymous = re.compile(r"%\d+")  # a copy numbers its unnamed values afresh, as in PyTorch
    assert anonymous.sub("%_", copy.str(False)) == anonymous.sub("%_", text)
    assert copy.nodes()[0] is not graph.nodes()[0]
    (out,) = run(copy, [torch.zeros(1), 4])
    assert out.item() == 5.0


def test_node_accessors():
    def fn(x):
        return x.sum()

    node = next(n for n in jit.script(fn).graph.nodes() if n.kind == "aten::sum")
    assert node.output().type == TensorType.get()
    assert str(node.schema) == "aten::sum(Tensor self, *, ScalarType? dtype=None) -> Tensor"
    with pytest.raises(RuntimeError, match="has 0 outputs"):
        jit.script(fn).graph.create("prim::Print", [], 0).output()
