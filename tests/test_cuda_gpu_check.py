"""benchmarks/gpu_check.py: its arguments, table and arithmetic, and the steps that need
no cupy-only API (the self-check over the OpInfo table, digits training) on the numpy
stand-in for cupy."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from glasstorch.c10.cuda import stand_in

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def gpu_check():
    spec = importlib.util.spec_from_file_location("gpu_check", ROOT / "benchmarks/gpu_check.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["gpu_check"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    yield module
    del sys.modules["gpu_check"]


def test_arguments(gpu_check):
    full = gpu_check.parse_args([])
    assert not full.quick and full.elements == 64 * 2**20 and full.epochs == 8
    quick = gpu_check.parse_args(["--quick", "--skip-tests"])
    assert quick.quick and quick.skip_tests and quick.repeats < full.repeats
    assert quick.test_budget_s < full.test_budget_s
    with pytest.raises(SystemExit):
        gpu_check.parse_args(["--elements", "1000"])  # not whole softmax rows


def test_source_paths_cover_every_package(gpu_check, monkeypatch):
    monkeypatch.setattr(sys, "path", [])
    paths = gpu_check.add_source_paths()
    names = {Path(p).parent.name for p in paths}
    assert {"c10", "aten", "autograd", "nn", "optim", "glasstorch"} <= names
    assert sys.path == paths
    gpu_check.add_source_paths()
    assert sys.path == paths  # no duplicates


def test_arithmetic(gpu_check):
    # a + b moves 3 buffers in the time a copy moves 2: equal bandwidth at 1.5x the time
    assert gpu_check.bandwidth_fraction(3e9, 1.5, 2e9, 1.0) == pytest.approx(1.0)
    assert gpu_check.bandwidth_fraction(2e9, 2.0, 2e9, 1.0) == pytest.approx(0.5)
    assert gpu_check.tflops(4096, 1.0) == pytest.approx(2 * 4096**3 / 1e-3 / 1e12)


def test_table(gpu_check):
    Row = gpu_check.Row
    text = gpu_check.format_table(
        [Row("a + b, 64M f32", "0.91 of copy", ">= 0.8", ok=True),
         Row("softmax", "0.50 of copy", ">= 0.8", ok=False),
         Row("matmul", "600.0 TFLOP/s", "cupy 610.0 TFLOP/s")]
    )  # fmt: skip
    lines = text.splitlines()
    assert lines[0].split() == ["check", "result", "reference", "/", "target"]
    assert set(lines[1].replace(" ", "")) == {"-"}
    assert lines[2].endswith("ok") and lines[3].endswith("BELOW TARGET")
    assert lines[4].endswith("TFLOP/s")  # no verdict without a target
    assert lines[2].index("0.91") == lines[3].index("0.50") == lines[4].index("600.0")


def test_a_failing_step_becomes_a_row(gpu_check, capsys):
    def broken():
        raise RuntimeError("no such kernel\nmore detail")

    (row,) = gpu_check.guarded("matmul", broken)
    assert row.check == "matmul" and row.ok is False
    assert row.result == "n/a: RuntimeError: no such kernel"
    assert "Traceback" in capsys.readouterr().err


def test_synthetic_digits_without_scikit_learn(gpu_check, monkeypatch):
    monkeypatch.setitem(sys.modules, "sklearn", None)
    monkeypatch.setitem(sys.modules, "sklearn.datasets", None)
    x_train, y_train, x_test, y_test, source = gpu_check.digits_data()
    assert source.startswith("synthetic")
    assert x_train.shape[1:] == (1, 8, 8) and len(x_train) + len(x_test) == 1797
    assert set(y_train.tolist()) == set(range(10))


def test_steps_run_on_the_stand_in(gpu_check, monkeypatch):
    monkeypatch.setitem(sys.modules, "sklearn", None)
    monkeypatch.setitem(sys.modules, "sklearn.datasets", None)
    args = gpu_check.parse_args(["--quick"])
    args.epochs, args.test_budget_s = 4, 20.0
    with stand_in():
        ops_row, pytest_row = gpu_check.step_tests(args)
        digits = gpu_check.step_digits(args)
    assert ops_row.ok, ops_row
    assert ops_row.result.endswith("operators match")
    assert digits.ok, digits  # the synthetic digits are easy: >= 0.9 on the test split
