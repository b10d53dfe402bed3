"""compile_fx as the ``inductor`` backend: fallbacks, modules, output code, training."""

from __future__ import annotations

import logging
from importlib.metadata import entry_points

import glasstorch.aten as at
import glasstorch.nn as nn
import numpy as np
import pytest
from glasstorch._inductor import config
from glasstorch._inductor.compile_fx import CompiledGraph, compile_fx, compile_graph
from glasstorch._inductor.testing import assert_close, compile_fn
from glasstorch.fx import symbolic_trace


def test_entry_point_names_compile_fx() -> None:
    found = {ep.name: ep for ep in entry_points(group="glasstorch_dynamo_backends")}
    assert found["inductor"].load() is compile_fx


def test_unlowerable_op_falls_back_with_a_log_line(caplog: pytest.LogCaptureFixture) -> None:
    def fn(x: at.Tensor) -> at.Tensor:
        return at.cumsum(x.exp(), 0).sin()

    x = at.randn((7,))
    with caplog.at_level(logging.DEBUG, logger="glasstorch._inductor"):
        compiled = compile_fn(fn, x)
    assert any("falling back to cumsum" in r.getMessage() for r in caplog.records)
    assert compiled.fallbacks and compiled.fallbacks[0].startswith("cumsum")
    assert "extern" in compiled.schedule
    assert_close(compiled(x), fn(x), rtol=1e-5, atol=1e-5)


def test_invalid_graph_raises_aten_error_at_compile_time() -> None:
    def fn(x: at.Tensor) -> at.Tensor:
        return x.view(-1, 5) + 1  # 12 elements: the lowering declines, aten's check raises

    with pytest.raises(RuntimeError, match=r"shape '\[-1, 5\]' is invalid for input of size 12"):
        compile_fn(fn, at.randn((12,)))


def test_python_callable_without_aten_form_falls_back() -> None:
    def double_then_neg(t: at.Tensor) -> at.Tensor:
        return -(t * 2)

    def fn(x: at.Tensor) -> at.Tensor:
        return x.cos().apply_(float) if False else double_then_neg(x).exp()

    x = at.randn((4,))
    assert_close(compile_fn(fn, x)(x), fn(x))


def test_nn_modules_lower_through_decompositions() -> None:
    model = nn.Sequential(
        nn.Linear(8, 16), nn.GELU(), nn.LayerNorm(16), nn.Linear(16, 4), nn.Softmax(-1)
    )
    model.eval()
    x = at.randn((5, 8))
    compiled = compile_graph(symbolic_trace(model), [x])
    assert compiled.fallbacks == []
    with at.no_grad() if hasattr(at, "no_grad") else _nullcontext():
        assert_close(compiled(x), model(x).detach(), rtol=1e-5, atol=1e-5)


class _nullcontext:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *args: object) -> None:
        return None


def test_output_code_prints_the_wrapper_and_its_path(capsys: pytest.CaptureFixture[str]) -> None:
    config.output_code = True
    x = at.randn((3,))
    compiled = compile_fn(lambda x: x.sin() + 1, x)
    printed = capsys.readouterr().out
    assert f"Output code written to: {compiled.source_path}" in printed
    assert compiled.source_path.read_text() == compiled.source_code
    assert "def call(args):" in compiled.source_code


def test_input_size_and_stride_are_checked() -> None:
    x = at.randn((4, 4))
    compiled = compile_fn(lambda x: x * 2, x)
    with pytest.raises(AssertionError, match="expected size"):
        compiled(at.randn((4, 5)))
    with pytest.raises(AssertionError, match="stride"):
        compiled(at.randn((4, 4)).t())


def test_outputs_keep_the_graph_structure_and_views() -> None:
    def fn(x: at.Tensor) -> tuple[at.Tensor, list[at.Tensor]]:
        return x, [x.t(), x.exp()]

    x = at.randn((2, 3))
    out = compile_fn(fn, x)(x)
    assert out[0] is x and isinstance(out[1], list)
    assert out[1][0].stride() == (1, 3)  # a view, as eager returns
    assert_close(out[1][1], x.exp())


def test_compile_fx_training_step_matches_eager() -> None:
    at.manual_seed(1)
    model = nn.Sequential(nn.Linear(12, 16), nn.ReLU(), nn.Linear(16, 3))

    class Step(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, x: at.Tensor, y: at.Tensor) -> at.Tensor:
            return nn.functional.mse_loss(self.model(x), y)

    step = Step()
    x, y = at.randn((6, 12)), at.randn((6, 3))
    compiled = compile_fx(symbolic_trace(step), [x, y])
    loss = compiled(x, y)
    loss.backward()
    compiled_grads = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    expected = step(x, y)
    expected.backward()
    assert abs(loss.item() - expected.item()) < 1e-6
    for got, want in zip(compiled_grads, [p.grad for p in model.parameters()], strict=False):
        np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-5, atol=1e-6)


def test_compile_fx_without_grad_returns_a_compiled_graph() -> None:
    x = at.randn((3, 3))
    fn = compile_fx(symbolic_trace(lambda x: x.relu() * 2), [x])
    assert isinstance(fn, CompiledGraph)
    assert_close(fn(x), x.relu() * 2)


def test_dynamo_compiles_through_the_inductor_entry_point() -> None:
    from glasstorch._dynamo import eval_frame
    from glasstorch._dynamo.backends.registry import lookup_backend

    assert lookup_backend("inductor") is compile_fx
    calls: list[int] = []

    def backend(gm, example_inputs):  # type: ignore[no-untyped-def]
        compiled = compile_fx(gm, example_inputs)
        calls.append(isinstance(compiled, CompiledGraph))
        return compiled

    def f(a: at.Tensor, b: at.Tensor) -> at.Tensor:
        return at.relu(a * b + 1).sin() * 2

    a, b = at.randn((64,)), at.randn((64,))
    compiled = eval_frame.compile(f, backend=backend)
    assert_close(compiled(a, b), f(a, b))
    assert calls == [True]
    default = eval_frame.compile(f, backend="inductor")
    assert_close(default(a, b), f(a, b))


def test_compile_failure_runs_the_graph_eagerly(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from glasstorch._inductor import compile_fx as module

    def broken(gm: object, example_inputs: object) -> None:
        raise RuntimeError("code generation exploded")

    monkeypatch.setattr(module, "compile_graph", broken)
    gm = symbolic_trace(lambda x: x.exp() + 1)
    x = at.randn((3,))
    with caplog.at_level(logging.WARNING, logger="glasstorch._inductor"):
        fn = compile_fx(gm, [x])
    assert "code generation exploded" in caplog.text
    assert_close(fn(x), x.exp() + 1)


def test_in_place_updates_of_inputs_happen_in_order() -> None:
    def fn(x: at.Tensor, y: at.Tensor) -> at.Tensor:
        before = x * 3  # reads x before the update
        x.add_(1)
        y.mul_(2).add_(5)
        return before + x * 2 + y

    args = [at.ones((3,)), at.zeros((3,))]
    expected_args = [a.clone() for a in args]
    expected = fn(*expected_args)
    compiled = compile_fx(symbolic_trace(fn), args)
    assert_close(compiled(*args), expected)
    for got, want in zip(args, expected_args, strict=True):
        assert_close(got, want)


def test_buffers_stay_alive_while_views_of_them_are_read() -> None:
    # chunk returns views of its input: the input's memory must not be reused while a later
    # kernel still reads a chunk (two LSTM steps recompute the first step's gates).
    def step(p: at.Tensor, h: at.Tensor, c: at.Tensor, w: at.Tensor) -> tuple[at.Tensor, ...]:
        i, f, g, o = (p + h @ w.t()).chunk(4, -1)
        c2 = f.sigmoid() * c + i.sigmoid() * g.tanh()
        return o.sigmoid() * c2.tanh(), c2

    def two_steps(p0: at.Tensor, p1: at.Tensor, h: at.Tensor, c: at.Tensor, w: at.Tensor):
        h, c = step(p0, h, c, w)
        return step(p1, h, c, w)

    args = [at.randn((2, 32)), at.randn((2, 32)), at.randn((2, 8)), at.randn((2, 8))]
    args.append(at.randn((32, 8)))
    compiled = compile_fx(symbolic_trace(two_steps), args)
    for got, want in zip(compiled(*args), two_steps(*args), strict=True):
        assert_close(got, want, rtol=1e-5, atol=1e-6)
