"""Dynamo's per-call overhead: a compiled ``x + y`` (eager backend) against calling the
function directly, beside ``torch.compile`` of the same function when PyTorch is importable.

The overhead of a guarded call is the compiled call's time minus the direct call's: the
wrapper, the guard function (dtype, device, shape, strides, requires_grad, grad mode) and
the transformed code calling the captured graph.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch as gt  # noqa: E402
from harness import compare, report  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None


def add(x, y):  # noqa: ANN001, ANN201 - the function being compiled
    return x + y


def main() -> None:
    x, y = gt.randn(16), gt.randn(16)
    compiled = gt.compile(add, backend="eager")
    compiled(x, y)
    contenders = {
        "glasstorch direct": lambda: add(x, y),
        "glasstorch compiled": lambda: compiled(x, y),
    }
    if torch is not None:
        tx, ty = torch.randn(16), torch.randn(16)
        tcompiled = torch.compile(add, backend="eager")
        tcompiled(tx, ty)
        contenders["torch direct"] = lambda: add(tx, ty)
        contenders["torch compiled"] = lambda: tcompiled(tx, ty)
    medians = compare(contenders, number=5_000, repeat=15)
    report("x + y on 16 float32, eager backend", medians, "glasstorch direct")
    ours = medians["glasstorch compiled"] - medians["glasstorch direct"]
    print(f"  glasstorch guarded-call overhead: {ours / 1000:.2f} us")
    if torch is not None:
        theirs = medians["torch compiled"] - medians["torch direct"]
        print(f"  PyTorch guarded-call overhead:    {theirs / 1000:.2f} us")


if __name__ == "__main__":
    main()
