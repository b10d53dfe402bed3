"""``python -m glasstorch.jit run``: load an archive in a fresh process and run it."""

from __future__ import annotations

import io
import pathlib
import subprocess
import sys

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.jit.__main__ import evaluate_input, main

FIXTURES = pathlib.Path(__file__).parent / "fixtures"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "glasstorch.jit", *args],
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.slow
def test_help_documents_the_run_command() -> None:
    result = _cli("run", "--help")
    assert result.returncode == 0
    for option in ("--input", "--inputs", "--method", "--seed", "--code"):
        assert option in result.stdout
    assert "torch.rand(3, 4)" in result.stdout


def test_evaluate_input_builds_tensors() -> None:
    t = evaluate_input("torch.ones(2, 3, dtype=torch.float64)")
    assert tuple(t.shape) == (2, 3) and t.dtype == torch.float64
    np.testing.assert_array_equal(evaluate_input("torch.tensor([1, 2])").numpy(), [1, 2])
    assert evaluate_input("[1, 2.5, None]") == [1, 2.5, None]


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ("__import__('os')", "unknown name '__import__'"),
        ("torch.__class__", "private attribute '__class__'"),
        ("torch.rand(", "is not an expression"),
    ],
)
def test_evaluate_input_rejects_other_code(expression: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        evaluate_input(expression)


def _printed(text: str) -> list[np.ndarray]:
    """The numbers printed under each ``output N:`` header."""
    blocks = text.split("output ")[1:]
    arrays = []
    for block in blocks:
        body = block.split(":", 1)[1].split("grad_fn")[0]
        for ch in "[](),=":
            body = body.replace(ch, " ")
        arrays.append(np.array([float(v) for v in body.split() if _is_number(v)]))
    return arrays


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def test_run_pytorch_archive_with_inputs_file(tmp_path: pathlib.Path) -> None:
    expected = np.load(FIXTURES / "expected.npz")
    inputs = [torch.tensor(expected["cell_in0"]), torch.tensor(expected["cell_in1"])]
    torch.save(inputs, tmp_path / "inputs.pt")
    out = io.StringIO()
    args = ["run", str(FIXTURES / "cell.pt"), "--inputs", str(tmp_path / "inputs.pt")]
    assert main(args, out) == 0
    first, second = _printed(out.getvalue())
    np.testing.assert_allclose(first.reshape(3, 4), expected["cell_out0"], atol=1e-4)
    np.testing.assert_allclose(second.reshape(3, 4), expected["cell_out1"], atol=1e-4)


@pytest.mark.slow
def test_run_in_a_fresh_process() -> None:
    result = _cli(
        "run", str(FIXTURES / "mlp.pt"), "--seed", "0", "--input", "torch.randn(2, 8)", "--code"
    )
    assert result.returncode == 0, result.stderr
    assert "def forward(self" in result.stdout
    code, outputs = result.stdout.split("output 0:", 1)
    torch.manual_seed(0)
    x = torch.randn(2, 8)
    reference = torch.jit.load(FIXTURES / "mlp.pt")(x).detach().numpy()
    (printed,) = _printed("output 0:" + outputs)
    np.testing.assert_allclose(printed.reshape(2, 3), reference, atol=1e-4)


@pytest.mark.slow
def test_run_reports_errors_without_a_traceback(tmp_path: pathlib.Path) -> None:
    missing = _cli("run", str(tmp_path / "nope.pt"))
    assert missing.returncode == 1 and "error:" in missing.stderr
    assert "Traceback" not in missing.stderr
    bad_method = _cli("run", str(FIXTURES / "mlp.pt"), "--method", "backward_pass")
    assert bad_method.returncode == 1
    assert "no method 'backward_pass'" in bad_method.stderr
