"""One training step of an MLP 784-256-256-10 (cross-entropy, SGD) at batch 128.

Beside PyTorch (when importable) and the same network written by hand in numpy.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch as gt  # noqa: E402
from harness import compare, report  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None

BATCH, SIZES, LR = 128, (784, 256, 256, 10), 0.01


def make_step(lib):
    lib.manual_seed(0)
    model = lib.nn.Sequential(
        lib.nn.Linear(784, 256),
        lib.nn.ReLU(),
        lib.nn.Linear(256, 256),
        lib.nn.ReLU(),
        lib.nn.Linear(256, 10),
    )
    optimizer = lib.optim.SGD(model.parameters(), lr=LR)
    loss_fn = lib.nn.CrossEntropyLoss()
    rng = np.random.default_rng(0)
    x = lib.tensor(rng.standard_normal((BATCH, 784)).astype(np.float32))
    y = lib.tensor(rng.integers(0, 10, BATCH))

    def step() -> None:
        optimizer.zero_grad()
        loss_fn(model(x), y).backward()
        optimizer.step()

    return step


def numpy_step():
    rng = np.random.default_rng(0)
    ws = [
        rng.standard_normal((m, n)).astype(np.float32) * 0.05
        for m, n in zip(SIZES, SIZES[1:], strict=False)
    ]
    bs = [np.zeros(n, np.float32) for n in SIZES[1:]]
    x = rng.standard_normal((BATCH, 784)).astype(np.float32)
    y = rng.integers(0, 10, BATCH)

    def step() -> None:
        hs, pre = [x], []
        for i, (w, b) in enumerate(zip(ws, bs, strict=True)):
            z = hs[-1] @ w + b
            pre.append(z)
            hs.append(np.maximum(z, 0) if i < len(ws) - 1 else z)
        logits = hs[-1]
        shifted = logits - logits.max(axis=1, keepdims=True)
        probs = np.exp(shifted)
        probs /= probs.sum(axis=1, keepdims=True)
        grad = probs
        grad[np.arange(BATCH), y] -= 1
        grad /= BATCH
        for i in range(len(ws) - 1, -1, -1):
            gw = hs[i].T @ grad
            gb = grad.sum(axis=0)
            if i:
                grad = (grad @ ws[i].T) * (pre[i - 1] > 0)
            ws[i] -= LR * gw
            bs[i] -= LR * gb

    return step


def main() -> None:
    contenders = {"numpy by hand": numpy_step(), "glasstorch": make_step(gt)}
    if torch is not None:
        torch.set_num_threads(2)
        contenders["torch"] = make_step(torch)
    medians = compare(contenders, number=10, repeat=15)
    report("MLP 784-256-256-10 training step, batch 128, float32:", medians, "numpy by hand")
    if torch is not None:
        print(f"  glasstorch / torch: {medians['glasstorch'] / medians['torch']:.2f}x")


if __name__ == "__main__":
    main()
