"""docs/coverage.md is what scripts/api_coverage.py computes from the committed snapshot."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "api_coverage.py"


def load_script():
    spec = importlib.util.spec_from_file_location("api_coverage", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_coverage_page_is_current():
    # A fresh interpreter: what earlier tests imported (fx.experimental ...) must not count.
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, timeout=600
    )
    assert result.returncode == 0, (
        result.stdout + result.stderr + "\nrun scripts/api_coverage.py --write-docs"
    )


def test_a_missing_name_is_counted_missing(monkeypatch):
    script = load_script()
    snapshot = {
        "torch_version": "2.13.0",
        "namespaces": {label: [] for label, *_ in script.NAMESPACES},
    }
    snapshot["namespaces"]["torch"] = ["tensor", "no_such_name_in_glasstorch"]
    rows = {row[0]: row for row in script.measure(snapshot)}
    label, have, total, _, missing = rows["torch"]
    assert (have, total, missing) == (1, 2, ["no_such_name_in_glasstorch"])
