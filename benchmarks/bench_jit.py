"""TorchScript: call time of the scripted ``MyCell`` against eager, and script compile time.

The target is a scripted call within 1.5x of the eager call: the interpreter runs
instructions prepared once per graph, with no schema matching per call. PyTorch's
scripted and eager MyCell are timed too when PyTorch is importable.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch as gt  # noqa: E402
from harness import compare, report  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None


def make_cell(lib):
    class MyCell(lib.nn.Module):
        def __init__(self):
            super().__init__()
            self.linear = lib.nn.Linear(4, 4)

        def forward(self, x, h):
            new_h = lib.tanh(self.linear(x) + h)
            return new_h, new_h

    return MyCell().eval()


def compile_times(lib, repeat: int = 5) -> tuple[float, float]:
    """Seconds to script a fresh MyCell class: the first time in the process (operator
    tables, ``Linear``'s class type), and the median of later ones."""
    times = []
    for _ in range(repeat):
        cell = make_cell(lib)
        start = time.perf_counter()
        scripted = lib.jit.script(cell)
        scripted(lib.rand(3, 4), lib.rand(3, 4))  # the first call builds the executors
        times.append(time.perf_counter() - start)
    later = sorted(times[1:])
    return times[0], later[len(later) // 2]


def main() -> None:
    for name, lib in (("glasstorch", gt), ("PyTorch", torch)):
        if lib is None:
            continue
        if lib is torch:
            import warnings

            warnings.filterwarnings("ignore")
        first, later = compile_times(lib)
        print(f"script compile time, MyCell, {name}: ", end="")
        print(f"first {first * 1e3:.1f} ms, then {later * 1e3:.1f} ms")
    contenders = {}
    for name, lib in (("glasstorch", gt), ("torch", torch)):
        if lib is None:
            continue
        cell = make_cell(lib)
        scripted = lib.jit.script(cell)
        x, h = lib.rand(3, 4), lib.rand(3, 4)
        contenders[f"{name} eager"] = lambda c=cell, x=x, h=h: c(x, h)
        contenders[f"{name} scripted"] = lambda s=scripted, x=x, h=h: s(x, h)
    medians = compare(contenders, number=2000, repeat=11)
    report(
        "MyCell call (3x4 inputs; parameters require grad, as in training)",
        medians,
        "glasstorch eager",
    )
    ratio = medians["glasstorch scripted"] / medians["glasstorch eager"]
    print(f"  scripted / eager (glasstorch): {ratio:.2f}x   (target <= 1.5x)")
    if torch is not None:
        torch_ratio = medians["torch scripted"] / medians["torch eager"]
        print(f"  scripted / eager (PyTorch):    {torch_ratio:.2f}x")


if __name__ == "__main__":
    main()
