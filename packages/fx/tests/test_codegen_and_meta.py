"""CodeGen subclasses, annotations in generated code, node metadata carried by a
Transformer (fx.traceback), and Interpreter extras (boxed_run, error context, profiling).

Expected codes were observed from PyTorch 2.13 on the same programs.
"""

import time
import typing

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import fx, nn
from glasstorch.fx import traceback as fx_traceback


class ListInputs(fx.CodeGen):
    """``forward`` takes one list and unpacks it into the placeholders."""

    def gen_fn_def(self, free_vars, maybe_return_annotation):
        return (
            f"def forward(self, inputs: List[torch.Tensor]){maybe_return_annotation}:\n"
            f"    {', '.join(free_vars)} = inputs"
        )

    def additional_globals(self):
        return [("List", typing.List)]  # noqa: UP006 - the name the generated code uses

    def process_inputs(self, *inputs):
        assert len(inputs) == 1
        return inputs[0]


def test_custom_codegen_changes_the_signature():
    gm = fx.symbolic_trace(lambda a, b: a + b)
    gm.graph.set_codegen(ListInputs())
    gm.recompile()
    assert gm.code == (
        "\n\n\ndef forward(self, inputs: List[torch.Tensor]):\n"
        "    a, b = inputs\n"
        "    add = a + b;  a = b = None\n"
        "    return add\n    "
    )
    one = torch.ones(1)
    np.testing.assert_allclose(gm([one, one]).numpy(), [2.0])
    # The Interpreter converts its inputs the CodeGen's way; a Transformer keeps it.
    np.testing.assert_allclose(fx.Interpreter(gm).run([one, 2 * one]).numpy(), [3.0])
    assert fx.Transformer(gm).transform().code == gm.code


def test_annotations_are_printed():
    def f(x: torch.Tensor, n: int) -> torch.Tensor:
        return x * n

    gm = fx.symbolic_trace(f)
    assert "def forward(self, x : torch.Tensor, n : int) -> torch.Tensor:" in gm.code
    np.testing.assert_allclose(gm(torch.ones(2), 3).numpy(), [3.0, 3.0])


def test_python_code_of_a_graph():
    gm = fx.symbolic_trace(lambda x: torch.relu(x))
    code = gm.graph.python_code(root_module="self")
    assert isinstance(code, fx.PythonCode) and "torch.relu(x)" in code.src
    assert code.globals["torch"] is torch


class Two(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)

    def forward(self, x):
        return torch.sigmoid(self.lin(x)) * 2


def test_transformer_carries_stack_traces_and_module_stacks():
    gm = fx.symbolic_trace(Two())
    for node in gm.graph.nodes:
        node.meta["stack_trace"] = f"line of {node.name}"

    class SigmoidToTanh(fx.Transformer):
        def call_function(self, target, args, kwargs):
            if target is torch.sigmoid:
                return torch.tanh(*args)
            return super().call_function(target, args, kwargs)

    out = SigmoidToTanh(gm).transform()
    traces = {n.name: n.meta.get("stack_trace") for n in out.graph.nodes}
    # New nodes inherit the metadata of the node they were made for.
    assert traces["tanh"] == "line of sigmoid"
    assert traces["lin"] == "line of lin" and traces["mul"] == "line of mul"
    assert traces["output"] == "line of output" and traces["x"] is None
    lin = next(n for n in out.graph.nodes if n.name == "lin")
    assert lin.meta["nn_module_stack"] == {"lin": ("lin", nn.Linear)}


def test_preserve_node_meta_scope():
    assert not fx_traceback.has_preserved_node_meta()
    with fx_traceback.preserve_node_meta():
        assert fx_traceback.has_preserved_node_meta()
        fx_traceback.set_stack_trace(["a\n", "b\n"])
        assert fx_traceback.format_stack() == ["a\nb\n"]
        assert fx_traceback.get_current_meta()["stack_trace"] == "a\nb\n"
        graph = fx.Graph()
        tracer = fx.proxy.GraphAppendingTracer(graph)
        node = tracer.create_node("placeholder", "x", (), {})
        assert node.meta["stack_trace"] == "a\nb\n"
    assert not fx_traceback.has_preserved_node_meta()
    assert fx_traceback.get_current_meta() == {}
    assert isinstance(fx_traceback.format_stack(), list)


def test_boxed_run_empties_its_list():
    gm = fx.symbolic_trace(lambda x, y: x * y)
    args = [torch.full((1,), 3.0), torch.full((1,), 2.0)]
    np.testing.assert_allclose(fx.Interpreter(gm).boxed_run(args).numpy(), [6.0])
    assert args == []
    with pytest.raises(
        RuntimeError,
        match=r"boxed_run expected 2 arguments for placeholders but received 1 "
        r"\(missing arguments\)",
    ):
        fx.Interpreter(gm).boxed_run([torch.ones(1)])


def test_interpreter_errors_name_the_node():
    gm = fx.symbolic_trace(lambda x: torch.relu(x) + torch.ones(3))
    with pytest.raises(RuntimeError) as info:
        fx.Interpreter(gm).run(torch.ones(2))
    assert "While executing %add : [num_users=1] = call_function[target=operator.add]" in str(
        info.value
    )
    assert "Original traceback:\nNone" in str(info.value)


def test_profiling_interpreter():
    class Timing(fx.Interpreter):
        def __init__(self, module):
            super().__init__(module)
            self.seconds = {}

        def run_node(self, n):
            start = time.perf_counter()
            result = super().run_node(n)
            self.seconds[n.name] = time.perf_counter() - start
            return result

    gm = fx.symbolic_trace(Two())
    timing = Timing(gm)
    x = torch.randn(3, 2)
    np.testing.assert_allclose(timing.run(x).detach().numpy(), gm(x).detach().numpy(), rtol=1e-6)
    assert list(timing.seconds) == ["x", "lin", "sigmoid", "mul", "output"]
    assert all(s >= 0 for s in timing.seconds.values())


class Nested(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Two()

    def forward(self, x: torch.Tensor):
        return self.inner.lin(x) + 1


def test_print_readable_and_str():
    gm = fx.symbolic_trace(Nested())
    # PyTorch 2.13 prints exactly this for the same module.
    assert gm.print_readable(print_output=False) == (
        "class Nested(torch.nn.Module):\n"
        "    def forward(self, x : torch.Tensor):\n"
        "        # No stacktrace found for following nodes\n"
        "        inner_lin = self.inner.lin(x);  x = None\n"
        "        add = inner_lin + 1;  inner_lin = None\n"
        "        return add\n"
    )
    assert str(gm).endswith(
        "\n# To see more debug info, please use `graph_module.print_readable()`"
    )
    tracer = fx.Tracer()
    tracer.record_stack_traces = True
    two = Two()
    traced = fx.GraphModule(two, tracer.trace(two))
    readable = traced.print_readable(print_output=False)
    assert "# File: " in readable and ", code: return torch.sigmoid(self.lin(x)) * 2" in readable
