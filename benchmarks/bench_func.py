"""Per-sample gradients of a small CNN at batch 64: ``vmap(grad(loss))`` against a Python loop
of forward + backward per sample (the way to get them without torch.func).

The vmapped version runs each layer once for the whole batch: a convolution of batched
weights becomes one grouped convolution, a linear layer one batched matmul. With PyTorch
importable (``benchmarks/run_with_torch.sh``), its ``torch.func`` runs the same job beside.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch as gt  # noqa: E402
from harness import compare, report  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None

BATCH = 64


def build(lib: Any) -> tuple[Any, Any, Any, Any]:
    """A small CNN on 1x14x14 inputs in ``lib`` (glasstorch or torch), and a batch."""
    nn, F = lib.nn, lib.nn.functional

    class CNN(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.conv1 = nn.Conv2d(1, 8, 3)
            self.conv2 = nn.Conv2d(8, 16, 3)
            self.fc = nn.Linear(16 * 5 * 5, 10)

        def forward(self, x: Any) -> Any:
            x = F.relu(self.conv1(x))
            x = F.max_pool2d(F.relu(self.conv2(x)), 2)
            return self.fc(x.flatten(1))

    lib.manual_seed(0)
    model = CNN()
    x, y = lib.randn(BATCH, 1, 14, 14), lib.randint(0, 10, (BATCH,))
    return model, x, y, F


def contenders(lib: Any, prefix: str) -> dict[str, Any]:
    model, x, y, F = build(lib)
    params = {k: v.detach() for k, v in model.named_parameters()}

    def loss(p: Any, xi: Any, yi: Any) -> Any:
        out = lib.func.functional_call(model, p, (xi.unsqueeze(0),))
        return F.cross_entropy(out, yi.unsqueeze(0))

    per_sample = lib.func.vmap(lib.func.grad(loss), in_dims=(None, 0, 0))

    def vmapped() -> Any:
        return per_sample(params, x, y)

    def looped() -> Any:
        grads = []
        for i in range(BATCH):
            model.zero_grad()
            F.cross_entropy(model(x[i : i + 1]), y[i : i + 1]).backward()
            grads.append([p.grad.clone() for p in model.parameters()])
        return grads

    return {f"{prefix} vmap(grad)": vmapped, f"{prefix} loop": looped}


def main() -> None:
    runs = contenders(gt, "glasstorch")
    if torch is not None:
        runs.update(contenders(torch, "torch"))
    medians = compare(runs, number=1, repeat=7)
    report(f"per-sample gradients, small CNN, batch {BATCH}", medians, "glasstorch vmap(grad)")
    speedup = medians["glasstorch loop"] / medians["glasstorch vmap(grad)"]
    print(f"  glasstorch: vmap(grad) is {speedup:.1f}x faster than the loop")
    if torch is not None:
        print(f"  torch: {medians['torch loop'] / medians['torch vmap(grad)']:.1f}x")


if __name__ == "__main__":
    main()
