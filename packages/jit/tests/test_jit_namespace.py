# ruff: noqa: UP006, UP045 - typing.List & co. are what these APIs are given
"""The smaller names of torch.jit: futures and fork/wait, isinstance, Attribute,
CompilationUnit, export_opnames, optimized_execution, traced module classes, trace checks.

Expected values, messages and operator lists were observed from PyTorch 2.13.
"""

import threading
import time
import warnings
from typing import Dict, List, Optional, Tuple  # noqa: UP035

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.futures import Future, collect_all, wait_all


# -- futures -------------------------------------------------------------------------------
def test_future_value_then_and_callbacks():
    fut = Future()
    assert not fut.done()
    chained = fut.then(lambda f: f.value() + 1)
    seen = []
    fut.add_done_callback(lambda f: seen.append(f.value()))
    fut.set_result(41)
    assert fut.done() and fut.wait() == 41 and fut.value() == 41
    assert chained.wait() == 42 and seen == [41]
    with pytest.raises(RuntimeError, match="Attempting to mark a completed Future as complete"):
        fut.set_result(1)
    assert torch.jit.Future is Future


def test_future_exceptions():
    failed = Future()
    failed.set_exception(ValueError("boom"))
    with pytest.raises(ValueError, match="boom"):
        failed.wait()
    assert failed.then(lambda f: 1).wait() == 1  # the callback did not read the value
    source = Future()
    broken = source.then(lambda f: 1 / 0)
    source.set_result(1)
    with pytest.raises(
        RuntimeError,
        match="Got the following error when running the callback: ZeroDivisionError",
    ):
        broken.wait()


def test_collect_all_and_wait_all_across_threads():
    a, b = Future(), Future()
    both = collect_all([a, b])
    assert not both.done()

    def complete():
        time.sleep(0.01)
        a.set_result(1)
        b.set_result(2)

    worker = threading.Thread(target=complete)
    worker.start()
    assert [f.value() for f in both.wait()] == [1, 2]
    worker.join()
    assert wait_all([a, b]) == [1, 2]
    bad = Future()
    bad.set_exception(RuntimeError("x"))
    with pytest.raises(RuntimeError, match="x"):
        wait_all([bad, a])


def test_fork_and_wait():
    fut = torch.jit.fork(lambda x, k: x * k, torch.ones(2), k=3.0)
    assert isinstance(fut, Future) and fut.done()
    np.testing.assert_array_equal(torch.jit.wait(fut).numpy(), [3.0, 3.0])


def test_script_refuses_fork_clearly():
    def forker(x):
        return torch.jit.wait(torch.jit.fork(torch.neg, x))

    with pytest.raises(RuntimeError, match="torch.jit.wait is not supported in scripted code"):
        torch.jit.script(forker)


# -- isinstance, Attribute, set_module -----------------------------------------------------
def test_isinstance_checks_container_elements():
    assert torch.jit.isinstance([1, 2], List[int])
    assert not torch.jit.isinstance([1, "a"], List[int])
    assert torch.jit.isinstance({"a": torch.ones(1)}, Dict[str, torch.Tensor])
    assert torch.jit.isinstance(None, Optional[int])
    assert torch.jit.isinstance((1, "a"), Tuple[int, str])
    assert not torch.jit.isinstance((1, 2), Tuple[int, str])
    with pytest.warns(UserWarning, match="The inner type of a container is lost"):
        assert torch.jit.isinstance([], List[int])
    with pytest.raises(TypeError, match="arg 2 must be a type, a tuple of types, or a union"):
        torch.jit.isinstance(1, 5)
    with pytest.raises(AssertionError, match="Attempted to use List without a contained type"):
        torch.jit.isinstance([1], List)


def count_ints(x: List[int]) -> int:
    if torch.jit.isinstance(x, List[int]):
        return len(x)
    return 0


def test_isinstance_in_script():
    assert torch.jit.script(count_ints)([1, 2, 3]) == 3


class Counter(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.count = torch.jit.Attribute(0, int)
        self.names = torch.jit.Attribute([], List[str])

    def forward(self, x):
        self.names.append("seen")
        return x + self.count


def test_attribute_declares_the_type():
    assert torch.jit.Attribute(3, int) == (3, int) and torch.jit.Attribute(3, int).value == 3
    scripted = torch.jit.script(Counter())
    assert scripted.count == 0 and scripted.names == []
    assert scripted(torch.ones(1)).tolist() == [1.0]
    assert scripted.names == ["seen"]


def test_set_module():
    def f():
        pass

    torch.jit.set_module(f, "my.mod")
    assert f.__module__ == "my.mod"
    with pytest.raises(TypeError, match="The mod argument should be a string"):
        torch.jit.set_module(f, 3)


def test_annotations_module():
    from glasstorch.jit import annotations

    assert str(annotations.ann_to_type(annotations.List[int])) == "int[]"
    assert str(annotations.ann_to_type(Optional[torch.Tensor])) == "Tensor?"
    assert str(annotations.ann_to_type(Dict[str, Tuple[int, float]])) == "Dict(str, (int, float))"
    assert annotations.try_ann_to_type(set) is None
    with pytest.raises(ValueError, match="Unknown type annotation"):
        annotations.ann_to_type(set)


# -- CompilationUnit -----------------------------------------------------------------------
def test_compilation_unit():
    cu = torch.jit.CompilationUnit(
        """
def helper(x):
    return x * 2

def foo(x, n: int = 3):
    for _ in range(n):
        x = helper(x) + 1
    return x
"""
    )
    np.testing.assert_array_equal(cu.foo(torch.ones(2)).numpy(), [15.0, 15.0])  # PyTorch: 15
    assert isinstance(cu.foo, torch.jit.ScriptFunction)
    assert cu.find_function("nope") is None
    assert [f.name for f in cu.get_functions()] == ["helper", "foo"]
    with pytest.raises(AttributeError, match="'CompilationUnit' has no attribute 'nope'"):
        cu.nope  # noqa: B018
    scale = 5  # noqa: F841 - read by the compiled source below
    cu.define("def uses(x):\n    return torch.relu(x) * scale\n")  # caller's names resolve
    np.testing.assert_array_equal(cu.uses(torch.tensor([-1.0, 2.0])).numpy(), [0.0, 10.0])
    with pytest.raises(RuntimeError, match="undefined value undefined_name"):
        torch.jit.CompilationUnit("def bad(x):\n    return undefined_name(x)\n")


# -- what compiled code runs ---------------------------------------------------------------
class Small(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)

    def forward(s, x):  # noqa: N805 - any name for self works, as in PyTorch
        return torch.relu(s.lin(x)) + x.sum()


def test_export_opnames():
    # PyTorch 2.13 gives exactly this list for the scripted module.
    assert torch.jit.export_opnames(torch.jit.script(Small())) == [
        "aten::add.Tensor",
        "aten::linear",
        "aten::relu",
        "aten::sum",
    ]


def repeat_add(x, n: int):
    for _ in range(3):
        x = x + n * 2
    return x


def test_optimized_execution_and_last_graph():
    fn = torch.jit.script(repeat_add)
    with torch.jit.optimized_execution(False):
        np.testing.assert_array_equal(fn(torch.zeros(1), 1).numpy(), [6.0])
        plain = torch.jit.last_executed_optimized_graph()
    assert [n.kind for n in plain.nodes()].count("prim::Loop") == 1
    np.testing.assert_array_equal(fn(torch.zeros(1), 1).numpy(), [6.0])
    optimized = torch.jit.last_executed_optimized_graph()
    kinds = [n.kind for n in optimized.nodes()]
    # Optimized: the loop unrolled, n * 2 computed once.
    assert "prim::Loop" not in kinds and kinds.count("aten::mul") == 1
    assert kinds.count("aten::add") == 3


# -- tracing -------------------------------------------------------------------------------
def test_traced_module_classes():
    traced = torch.jit.trace(Small(), torch.ones(1, 2))
    assert type(traced) is torch.jit.TopLevelTracedModule
    assert type(traced.lin) is torch.jit.TracedModule
    assert issubclass(torch.jit.TopLevelTracedModule, torch.jit.ScriptModule)


def test_is_tracing():
    seen = []

    def f(x):
        seen.append(torch.jit.is_tracing())
        return x + 1

    torch.jit.trace(f, torch.ones(1), check_trace=False)
    assert seen == [True] and not torch.jit.is_tracing()


def test_graphs_that_differ_fail_the_check():
    def shape_dependent(x):
        return x * 2 if x.shape[0] == 2 else x * 3

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(torch.jit.TracingCheckError) as info:
            torch.jit.trace(shape_dependent, torch.ones(2), check_inputs=[(torch.ones(3),)])
    message = str(info.value)
    assert message.startswith("Tracing failed sanity checks!\nERROR: Graphs differed across")
    assert "-   %1 : int = prim::Constant[value=2]()" in message
    assert "+   %1 : int = prim::Constant[value=3]()" in message


def test_warning_classes():
    assert issubclass(torch.jit.ScriptWarning, Warning)
    assert issubclass(torch.jit.TracingCheckError, Exception)
