"""TorchScript archives: ``jit.save`` + ``jit.load`` of a scripted module, in memory.

Two modules: the seed's ``MyCell`` (Linear(4, 4)) and an MLP 784-256-256-10 (about 270k
parameters, so storage bytes matter). Timed beside ``glasstorch.save``/``load`` of the
same module's state_dict (the checkpoint format without code) and beside PyTorch's
``torch.jit.save``/``torch.jit.load`` when importable.
"""

from __future__ import annotations

import io
import sys
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch as gt  # noqa: E402
from harness import compare, report  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None
else:  # PyTorch 2.x marks torch.jit deprecated; the comparison is still the point here
    warnings.filterwarnings("ignore", category=FutureWarning, module=r"torch\.jit")


def make_modules(lib):
    class MyCell(lib.nn.Module):
        def __init__(self):
            super().__init__()
            self.linear = lib.nn.Linear(4, 4)

        def forward(self, x, h):
            new_h = lib.tanh(self.linear(x) + h)
            return new_h, new_h

    class MLP(lib.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc1 = lib.nn.Linear(784, 256)
            self.fc2 = lib.nn.Linear(256, 256)
            self.fc3 = lib.nn.Linear(256, 10)

        def forward(self, x):
            x = lib.relu(self.fc1(x))
            x = lib.relu(self.fc2(x))
            return self.fc3(x)

    lib.manual_seed(0)
    return {"MyCell": MyCell().eval(), "MLP 784-256-256-10": MLP().eval()}


def round_trip(lib, scripted):
    def run() -> object:
        buffer = io.BytesIO()
        lib.jit.save(scripted, buffer)
        buffer.seek(0)
        return lib.jit.load(buffer)

    return run


def checkpoint_round_trip(lib, module):
    state = module.state_dict()

    def run() -> object:
        buffer = io.BytesIO()
        lib.save(state, buffer)
        buffer.seek(0)
        return lib.load(buffer)

    return run


def main() -> None:
    ours = make_modules(gt)
    theirs = make_modules(torch) if torch is not None else {}
    for name, module in ours.items():
        scripted = gt.jit.script(module)
        contenders = {
            "glasstorch jit.save+load": round_trip(gt, scripted),
            "glasstorch save+load (state_dict)": checkpoint_round_trip(gt, module),
        }
        if name in theirs:
            contenders["PyTorch jit.save+load"] = round_trip(torch, torch.jit.script(theirs[name]))
        medians = compare(contenders, number=5, repeat=7)
        report(f"{name}: save + load through memory", medians, "glasstorch jit.save+load")


if __name__ == "__main__":
    main()
