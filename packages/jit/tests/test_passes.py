"""Graph passes, checked on printed graphs: inlining, constant propagation, DCE, CSE,
peephole, loop unrolling, constant pooling, and the optimizing pipeline."""

import glasstorch as torch
from glasstorch import jit
from glasstorch.jit import passes
from glasstorch.jit._interpreter import run
from glasstorch.jit._ir import Graph
from glasstorch.jit._types import BoolType, IntType, TensorType
from glasstorch.jit.runtime.operator import get_operators


def _call(graph, name, inputs, out_type, overload=""):
    op = next(o for o in get_operators(name) if o.schema.name.overload_name == overload)
    node = graph.create(name, inputs)
    node.op, node.schema = op, op.schema
    node.output().type = out_type
    return graph.insert_node(node).output()


def _body(graph):
    """The printed graph without its header, for compact expectations."""
    return graph.str(False).split("\n", 1)[1]


def _inner(x):
    return x * 2


def _outer(x):
    return _inner(x) + _inner(x + 1)


def test_inline_replaces_calls_with_the_callee_body():
    g = jit.script(_outer).graph.copy()
    assert passes.inline_calls(g)
    text = g.str(False)
    assert "prim::CallFunction" not in text and "Function = prim::Constant" not in text
    assert text.count("aten::mul") == 2
    x = torch.tensor([1.0, 2.0])
    assert run(g, [x])[0].tolist() == _outer(x).tolist()


def test_inline_methods_of_submodules():
    cell = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.ReLU())
    g = jit.script(cell).graph.copy()
    passes.inline_calls(g)
    text = g.str(False)
    assert "prim::CallMethod" not in text
    assert "aten::linear" in text and "aten::relu" in text


def test_constant_propagation_folds_and_picks_branches():
    g = Graph()
    x = g.add_input("x")
    two, three = g.insert_constant(2), g.insert_constant(3)
    prod = _call(g, "aten::mul", [two, three], IntType.get(), "int")
    cond = _call(g, "aten::gt", [prod, g.insert_constant(5)], BoolType.get(), "int")
    node = g.insert_node(g.create("prim::If", [cond], 0))
    for taken in (True, False):
        block = node.add_block()
        g.set_insert_point(block)
        name = "aten::add" if taken else "aten::sub"
        block.register_output(
            _call(g, name, [x, prod, g.insert_constant(1)], TensorType.get(), "Tensor")
        )
    g.set_insert_point(g.block)
    out = node.add_output(TensorType.get())
    out.node.wrap_positions = ()
    g.register_output(out)
    for n in g.block.walk():
        if n.kind in ("aten::add", "aten::sub"):
            n.wrap_positions = (1,)
    assert "prim::If" in g.str(False)
    assert passes.constant_propagation(g)
    assert _body(g) == (
        "  %11 : int = prim::Constant[value=6]()\n"
        "  %6 : int = prim::Constant[value=1]()\n"
        "  %7 : Tensor = aten::add(%x, %11, %6)\n"
        "  return (%7)\n"
    )
    assert run(g, [torch.zeros(1)])[0].item() == 6.0


def test_constant_propagation_leaves_side_effects_and_tensors():
    def fn(x, xs: list[int]):
        xs.append(3)
        return x + len([1, 2])

    g = jit.script(fn).graph.copy()
    passes.constant_propagation(g)
    assert "aten::append" in g.str(False)


def test_dead_code_elimination():
    g = Graph()
    x = g.add_input("x")
    _call(g, "aten::neg", [x], TensorType.get())  # unused, pure
    keep = _call(g, "aten::relu", [x], TensorType.get())
    printed = g.insert_node(g.create("prim::Print", [keep], 0))
    g.register_output(x)
    passes.eliminate_dead_code(g)
    kinds = [n.kind for n in g.nodes()]
    assert kinds == ["aten::relu", "prim::Print"]
    assert printed.owning_block is g.block


def test_dead_code_elimination_drops_unused_if_outputs():
    def fn(x, flag: bool):
        if flag:
            a = x + 1
            b = x * 2  # noqa: F841 - dead on purpose
        else:
            a = x - 1
            b = x / 2  # noqa: F841
        return a

    g = jit.script(fn).graph
    text = g.str(False)
    assert "aten::mul" not in text and "aten::div" not in text
    assert "%a.3 : Tensor = prim::If(%flag.1)" in text


def test_common_subexpression_elimination():
    def fn(x, y):
        a = x * y + 1
        b = x * y + 1
        return a + b

    g = jit.script(fn).graph.copy()
    assert g.str(False).count("aten::mul") == 2
    assert passes.eliminate_common_subexpression(g)
    passes.eliminate_dead_code(g)
    assert _body(g) == (
        "      %y.1 : Tensor):\n"
        "  %2 : int = prim::Constant[value=1]()\n"
        "  %3 : Tensor = aten::mul(%x.1, %y.1)\n"
        "  %a.1 : Tensor = aten::add(%3, %2, %2)\n"
        "  %7 : Tensor = aten::add(%a.1, %a.1, %2)\n"
        "  return (%7)\n"
    )


def test_cse_keeps_nondeterministic_and_mutating_ops():
    def fn(x):
        a = torch.rand([2])
        b = torch.rand([2])
        x.add_(1)
        x.add_(1)
        return a + b

    g = jit.script(fn).graph.copy()
    passes.eliminate_common_subexpression(g)
    text = g.str(False)
    assert text.count("aten::rand") == 2 and text.count("aten::add_") == 2


def test_peephole():
    def fn(x, n: int):
        t = (x, n)
        items = [1, 2, 3]
        return t[0], len(items) + n * 1 + 0, items[1]

    g = jit.script(fn).graph.copy()
    assert passes.peephole_optimize(g)
    passes.constant_propagation(g)
    assert _body(g) == (
        "      %n.1 : int):\n"
        "  %3 : int = prim::Constant[value=2]()\n"
        "  %13 : int = prim::Constant[value=3]()\n"
        "  %9 : int = aten::add(%13, %n.1)\n"
        "  %12 : (Tensor, int, int) = prim::TupleConstruct(%x.1, %9, %3)\n"
        "  return (%12)\n"
    )


def test_peephole_is_none_on_non_optional():
    g = Graph()
    x = g.add_input("x")
    none = g.insert_constant(None)
    is_none = _call(g, "aten::__is__", [x, none], BoolType.get())
    g.register_output(is_none)
    passes.peephole_optimize(g)
    assert "bool = prim::Constant[value=0]()" in g.str(False)
    assert run(g, [torch.ones(1)]) == [False]


def test_loop_unrolling():
    def fn(x):
        for i in range(3):
            x = x * i + 1
        return x

    g = jit.script(fn).graph.copy()
    assert "prim::Loop" in g.str(False)
    assert passes.unroll_loops(g)
    passes.constant_pooling(g)
    text = g.str(False)
    assert "prim::Loop" not in text and text.count("aten::mul") == 3
    x = torch.tensor([2.0])
    assert run(g, [x])[0].item() == fn(x).item()


def test_loop_unrolling_skips_dynamic_and_large_loops():
    def dynamic(x, n: int):
        for i in range(n):
            x = x + i
        return x

    def large(x):
        for i in range(1000):
            x = x + i
        return x

    for fn in (dynamic, large):
        g = jit.script(fn).graph.copy()
        assert not passes.unroll_loops(g)
        assert "prim::Loop" in g.str(False)


def test_constant_pooling_hoists_and_dedupes():
    g = Graph()
    x = g.add_input("x")
    a = _call(g, "aten::add", [x, x, g.insert_constant(1)], TensorType.get(), "Tensor")
    b = _call(g, "aten::add", [a, a, g.insert_constant(1)], TensorType.get(), "Tensor")
    g.register_output(b)
    passes.constant_pooling(g)
    assert _body(g) == (
        "  %1 : int = prim::Constant[value=1]()\n"
        "  %2 : Tensor = aten::add(%x, %x, %1)\n"
        "  %4 : Tensor = aten::add(%2, %2, %1)\n"
        "  return (%4)\n"
    )


def test_optimize_pipeline_keeps_results():
    def fn(x):
        y = _outer(x)
        for i in range(2):
            y = y + _inner(x) * i
        return y

    optimized = passes.optimize(jit.script(fn).graph)
    text = optimized.str(False)
    assert "prim::CallFunction" not in text and "prim::Loop" not in text
    x = torch.tensor([1.0, -2.0])
    assert run(optimized, [x])[0].tolist() == fn(x).tolist()
