"""Archives written by PyTorch's ``torch.jit.save`` load and run here, and PyTorch loads ours.

The committed fixtures (``fixtures/make_pytorch_archives.py``) make the first half run
without PyTorch; the tests that call PyTorch in a subprocess skip when it is absent.
"""

from __future__ import annotations

import json
import pathlib
import subprocess
import textwrap

import glasstorch as torch
import numpy as np
import pytest
from jit_models import CNN, MLP, MyCell

FIXTURES = pathlib.Path(__file__).parent / "fixtures"
TORCH_PYTHON = pathlib.Path("/tmp/torchref/bin/python")
needs_torch = pytest.mark.skipif(
    not TORCH_PYTHON.exists(), reason="PyTorch reference not installed"
)


def _expected(name: str) -> tuple[list[np.ndarray], list[np.ndarray]]:
    data = np.load(FIXTURES / "expected.npz")
    inputs = [data[k] for k in sorted(data.files) if k.startswith(f"{name}_in")]
    outputs = [data[k] for k in sorted(data.files) if k.startswith(f"{name}_out")]
    return inputs, outputs


@pytest.mark.parametrize(
    "name", ["cell", "mlp", "cnn", "traced_cell", "to_device", "traced_to_device"]
)
def test_pytorch_written_archive_gives_pytorch_outputs(name: str) -> None:
    loaded = torch.jit.load(FIXTURES / f"{name}.pt")
    inputs, expected = _expected(name)
    with torch.no_grad():
        result = loaded(*[torch.tensor(x) for x in inputs])
    result = result if isinstance(result, tuple) else (result,)
    assert len(result) == len(expected)
    for got, want in zip(result, expected, strict=True):
        np.testing.assert_allclose(got.numpy(), want, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", ["mlp", "traced_cell", "to_device", "traced_to_device"])
def test_pytorch_archive_saves_again(name: str, tmp_path: pathlib.Path) -> None:
    """Loaded from PyTorch's archive, compiled here, written by our printer: same outputs."""
    torch.jit.load(FIXTURES / f"{name}.pt").save(tmp_path / "again.pt")
    loaded = torch.jit.load(tmp_path / "again.pt")
    inputs, expected = _expected(name)
    with torch.no_grad():
        result = loaded(*[torch.tensor(x) for x in inputs])
    result = result if isinstance(result, tuple) else (result,)
    for got, want in zip(result, expected, strict=True):
        np.testing.assert_allclose(got.numpy(), want, rtol=1e-5, atol=1e-6)


def test_pytorch_cell_exposes_code_graph_and_parameters() -> None:
    loaded = torch.jit.load(str(FIXTURES / "cell.pt"))
    assert "torch.tanh" in loaded.code and "def forward(self" in loaded.code
    graph = str(loaded.graph)
    assert 'prim::GetAttr[name="linear"]' in graph and "aten::tanh" in graph
    names = dict(loaded.named_parameters())
    assert set(names) == {"linear.weight", "linear.bias"}
    assert names["linear.weight"].shape == (4, 4)
    assert loaded.training is False


def test_pytorch_cnn_gradients_flow_through_loaded_module() -> None:
    loaded = torch.jit.load(FIXTURES / "cnn.pt")
    (x,), _ = _expected("cnn")
    loaded(torch.tensor(x)).sum().backward()
    weight = dict(loaded.named_parameters())["fc.weight"]
    assert weight.grad is not None and weight.grad.shape == (10, 64)
    # d(sum of outputs)/d(fc.bias) is the batch size for every class.
    bias = dict(loaded.named_parameters())["fc.bias"]
    np.testing.assert_allclose(bias.grad.numpy(), np.full(10, x.shape[0]), rtol=0)


def _run_torch(script: str, tmp_path: pathlib.Path) -> dict:
    path = tmp_path / "script.py"
    path.write_text(textwrap.dedent(script))
    result = subprocess.run(
        [str(TORCH_PYTHON), str(path)], capture_output=True, text=True, timeout=300, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


@needs_torch
@pytest.mark.slow
def test_fresh_pytorch_archive_round_trips(tmp_path: pathlib.Path) -> None:
    """PyTorch writes a new archive now (a module not among the fixtures); we load and run it."""
    reference = _run_torch(
        """
        import json, torch
        from torch import nn

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.fc1 = nn.Linear(6, 5)
                self.fc2 = nn.Linear(5, 2)
                self.register_buffer("offset", torch.full((2,), 0.5))

            def forward(self, x):
                return torch.sigmoid(self.fc2(torch.relu(self.fc1(x)))) + self.offset

        torch.manual_seed(1)
        m = torch.jit.script(Net().eval())
        m.save("net.pt")
        x = torch.randn(4, 6)
        print(json.dumps({"x": x.tolist(), "y": m(x).tolist()}))
        """,
        tmp_path,
    )
    loaded = torch.jit.load(tmp_path / "net.pt")
    with torch.no_grad():
        y = loaded(torch.tensor(reference["x"]))
    np.testing.assert_allclose(y.numpy(), np.array(reference["y"]), rtol=1e-5, atol=1e-6)
    assert dict(loaded.named_buffers())["offset"].tolist() == [0.5, 0.5]


def _scripted_cell():
    return torch.jit.script(MyCell().eval()), (torch.rand(3, 4), torch.rand(3, 4))


def _traced_cell():
    example = (torch.rand(3, 4), torch.rand(3, 4))
    return torch.jit.trace(MyCell(), example), (torch.rand(5, 4), torch.rand(5, 4))


def _scripted_mlp():
    return torch.jit.script(MLP().eval()), (torch.randn(5, 8),)


def _scripted_cnn():
    return torch.jit.script(CNN().eval()), (torch.randn(2, 1, 8, 8),)


@needs_torch
@pytest.mark.slow
@pytest.mark.parametrize("make", [_scripted_cell, _traced_cell, _scripted_mlp, _scripted_cnn])
def test_pytorch_loads_our_archive(make, tmp_path: pathlib.Path) -> None:
    torch.manual_seed(0)
    module, inputs = make()
    module.save(str(tmp_path / "ours.pt"))
    with torch.no_grad():
        ours = module(*inputs)
    ours = ours if isinstance(ours, tuple) else (ours,)
    theirs = _run_torch(
        f"""
        import json, torch
        m = torch.jit.load("ours.pt")
        inputs = [torch.tensor(x) for x in {[x.tolist() for x in inputs]}]
        with torch.no_grad():
            out = m(*inputs)
        out = out if isinstance(out, tuple) else (out,)
        print(json.dumps({{"out": [o.tolist() for o in out],
                          "params": sorted(n for n, _ in m.named_parameters())}}))
        """,
        tmp_path,
    )
    assert len(theirs["out"]) == len(ours)
    for got, want in zip(theirs["out"], ours, strict=True):
        np.testing.assert_allclose(np.array(got), want.numpy(), rtol=1e-5, atol=1e-6)
    assert theirs["params"] == sorted(n for n, _ in module.named_parameters())
