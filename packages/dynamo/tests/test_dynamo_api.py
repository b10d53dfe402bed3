"""Entry points and backends: torch.compile, OptimizedModule, optimize as a context manager,
disable, config.patch, the backend registry, CompileCounter."""

from __future__ import annotations

import importlib.util

import glasstorch as torch
import glasstorch.nn as nn
import numpy as np
import pytest
from glasstorch._dynamo.backends.registry import InvalidBackend
from glasstorch._dynamo.testing import CompileCounter, assert_same


def square_plus(x):
    return x * x + 1


class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.fc2 = nn.Linear(8, 3)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


def test_compile_module_returns_optimized_module_with_same_grads() -> None:
    torch.manual_seed(0)
    model = Net()
    compiled = torch.compile(model, backend="eager")
    assert isinstance(compiled, torch._dynamo.OptimizedModule)
    assert compiled._orig_mod is model
    assert [id(p) for p in compiled.parameters()] == [id(p) for p in model.parameters()]
    x = torch.randn(5, 4)
    compiled(x).pow(2).sum().backward()
    grads = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    model(x).pow(2).sum().backward()
    for g, p in zip(grads, model.parameters(), strict=True):
        np.testing.assert_allclose(g.numpy(), p.grad.numpy(), rtol=1e-5, atol=1e-6)
    assert compiled.fc1 is model.fc1


def test_training_with_compiled_model_matches_eager() -> None:
    torch.manual_seed(0)
    eager_model = Net()
    compiled_model = Net()
    compiled_model.load_state_dict(eager_model.state_dict())
    compiled = torch.compile(compiled_model, backend="eager")
    x, y = torch.randn(16, 4), torch.randint(0, 3, (16,))
    losses = []
    for model, run in ((eager_model, eager_model), (compiled_model, compiled)):
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        trace = []
        for _ in range(5):
            opt.zero_grad()
            loss = nn.functional.cross_entropy(run(x), y)
            loss.backward()
            opt.step()
            trace.append(loss.item())
        losses.append(trace)
    np.testing.assert_allclose(losses[1], losses[0], rtol=1e-5)
    assert losses[0][-1] < losses[0][0]


def test_compile_as_decorator_and_with_options() -> None:
    @torch.compile(backend="eager")
    def f(x):
        return x - 1

    assert f(torch.ones(1)).tolist() == [0.0]
    with pytest.raises(RuntimeError, match="mode or options"):
        torch.compile(f, mode="default", options={})


def test_custom_backend_callable_receives_graph_and_inputs() -> None:
    seen = []

    def backend(gm, example_inputs):
        seen.append((gm, [tuple(t.shape) for t in example_inputs]))
        return gm.forward

    out = torch.compile(square_plus, backend=backend)(torch.full((2, 3), 2.0))
    assert out.tolist() == [[5.0] * 3] * 2
    ((gm, shapes),) = seen
    assert shapes == [(2, 3)] and isinstance(gm, torch.fx.GraphModule)


def test_registered_backend_by_name() -> None:
    calls = []

    @torch._dynamo.register_backend(name="counting_test_backend")
    def counting(gm, example_inputs):
        calls.append(gm)
        return gm.forward

    torch.compile(square_plus, backend="counting_test_backend")(torch.ones(2))
    assert len(calls) == 1
    assert "counting_test_backend" in torch._dynamo.list_backends()
    with pytest.raises(InvalidBackend, match="Invalid backend"):
        torch.compile(square_plus, backend="no_such_backend")


def test_compile_counter_counts_frames_and_ops() -> None:
    cnt = CompileCounter()
    torch._dynamo.optimize(cnt)(square_plus)(torch.ones(2))
    assert (cnt.frame_count, cnt.op_count) == (1, 2)


@pytest.mark.skipif(
    importlib.util.find_spec("glasstorch._functorch.aot_autograd") is None,
    reason="glasstorch._functorch.aot_autograd is not built yet",
)
def test_aot_eager_backend_forward_and_backward() -> None:
    model = Net()
    x = torch.randn(3, 4)
    out = torch.compile(model, backend="aot_eager")(x)
    assert_same(model(x), out)
    out.pow(2).sum().backward()
    grads = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    model(x).pow(2).sum().backward()
    for g, p in zip(grads, model.parameters(), strict=True):
        np.testing.assert_allclose(g.numpy(), p.grad.numpy(), rtol=1e-5, atol=1e-6)


def test_optimize_as_context_manager() -> None:
    cnt = CompileCounter()
    with torch._dynamo.optimize(cnt):
        out = square_plus(torch.full((2,), 3.0))
    assert out.tolist() == [10.0, 10.0]
    assert cnt.frame_count == 1
    square_plus(torch.ones(2))
    assert cnt.frame_count == 1  # outside the block nothing is compiled


def test_disable_runs_without_compiling() -> None:
    cnt = CompileCounter()
    fn = torch._dynamo.optimize(cnt)(square_plus)
    assert torch._dynamo.disable(fn)(torch.ones(1)).tolist() == [2.0]
    assert cnt.frame_count == 0


def test_config_patch_restores() -> None:
    before = torch._dynamo.config.cache_size_limit
    with torch._dynamo.config.patch(cache_size_limit=1):
        assert torch._dynamo.config.cache_size_limit == 1
    assert torch._dynamo.config.cache_size_limit == before

    @torch._dynamo.config.patch("verbose", True)
    def inside() -> bool:
        return torch._dynamo.config.verbose

    assert inside() is True and torch._dynamo.config.verbose is False
    with pytest.raises(AttributeError, match="no option"):
        torch._dynamo.config.patch(not_an_option=1)


def test_suppress_errors_runs_eagerly(capsys: pytest.CaptureFixture[str]) -> None:
    def failing_backend(gm, example_inputs):
        raise ValueError("backend exploded")

    fn = torch.compile(square_plus, backend=failing_backend)
    with pytest.raises(torch._dynamo.exc.BackendCompilerFailed, match="backend exploded"):
        fn(torch.ones(1))
    with torch._dynamo.config.patch(suppress_errors=True):
        fn = torch.compile(square_plus, backend=failing_backend)
        assert fn(torch.ones(1)).tolist() == [2.0]
    assert "running it eagerly" in capsys.readouterr().err


def test_print_graph_breaks(capsys: pytest.CaptureFixture[str]) -> None:
    def fn(x):
        print("hi")
        return x + 1

    with torch._dynamo.config.patch(print_graph_breaks=True):
        torch.compile(fn, backend="eager")(torch.ones(1))
    assert "Graph break: call to builtin print" in capsys.readouterr().err


def test_top_level_wiring() -> None:
    assert torch.compile is torch._dynamo.compile
    assert torch._dynamo.exc.Unsupported.__name__ == "Unsupported"


def test_inductor_missing_falls_back_to_eager_with_one_warning(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from glasstorch._dynamo import eval_frame
    from glasstorch._dynamo.backends import registry

    monkeypatch.setattr(registry, "_entry_points", lambda: {})
    monkeypatch.delitem(registry._BACKENDS, "inductor", raising=False)
    monkeypatch.setattr(eval_frame, "_warned_inductor", [False])
    with pytest.warns(UserWarning, match="inductor backend is not installed") as record:
        f = torch.compile(square_plus)
        g = torch.compile(square_plus)
    assert len(record) == 1
    assert f(torch.ones(1)).tolist() == [2.0] and g(torch.ones(1)).tolist() == [2.0]


def test_backend_found_through_entry_points(monkeypatch: pytest.MonkeyPatch) -> None:
    from glasstorch._dynamo.backends import registry

    seen = []

    def plugin(gm, example_inputs):
        seen.append(len(example_inputs))
        return gm.forward

    class EntryPoint:
        name = "plugin_backend"

        def load(self):
            return plugin

    monkeypatch.setattr(registry, "_entry_points", lambda: {"plugin_backend": EntryPoint()})
    monkeypatch.delitem(registry._BACKENDS, "plugin_backend", raising=False)
    assert torch.compile(square_plus, backend="plugin_backend")(torch.ones(2)).tolist() == [
        2.0,
        2.0,
    ]
    assert seen == [1]
    monkeypatch.delitem(registry._BACKENDS, "plugin_backend")
