"""Per-sample gradients with torch.func: one gradient per example of a batch, in one call.

``vmap(grad(loss))`` maps the gradient of a single example's loss over the batch; the
model runs as a function of its parameters through ``functional_call``. The gradients are
checked against a loop of one backward pass per example, then used for a step of
differentially-private SGD (each example's gradient clipped to a norm before averaging),
which needs them one by one.
Run: uv run python examples/per_sample_gradients.py [--batch 64]
"""

from __future__ import annotations

import argparse
import time

import glasstorch as torch
import glasstorch.nn.functional as F
from glasstorch import nn
from glasstorch.func import functional_call, grad, vmap


class SmallCNN(nn.Module):
    """Two convolutions and a linear layer for 1x14x14 images, 10 classes."""

    def __init__(self) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3)
        self.conv2 = nn.Conv2d(8, 16, 3)
        self.fc = nn.Linear(16 * 5 * 5, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = F.relu(self.conv1(x))
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        return self.fc(x.flatten(1))


def per_sample_gradients(model: nn.Module, x: torch.Tensor, y: torch.Tensor) -> dict:
    """``{name: (batch, *param.shape)}``: each example's gradient of its own loss."""
    params = {name: p.detach() for name, p in model.named_parameters()}

    def loss(p: dict, xi: torch.Tensor, yi: torch.Tensor) -> torch.Tensor:
        logits = functional_call(model, p, (xi.unsqueeze(0),))  # a batch of one
        return F.cross_entropy(logits, yi.unsqueeze(0))

    return vmap(grad(loss), in_dims=(None, 0, 0))(params, x, y)


def looped_gradients(model: nn.Module, x: torch.Tensor, y: torch.Tensor) -> dict:
    """The same, one forward and backward pass per example."""
    grads: dict = {name: [] for name, _ in model.named_parameters()}
    for i in range(x.shape[0]):
        model.zero_grad()
        F.cross_entropy(model(x[i : i + 1]), y[i : i + 1]).backward()
        for name, p in model.named_parameters():
            grads[name].append(p.grad.clone())
    return {name: torch.stack(g) for name, g in grads.items()}


def dp_sgd_step(model: nn.Module, grads: dict, lr: float, max_norm: float) -> float:
    """Clip each example's whole gradient to ``max_norm``, average, step; the mean norm."""
    flat = torch.cat([g.flatten(1) for g in grads.values()], dim=1)
    norms = flat.norm(dim=1)
    scale = (max_norm / (norms + 1e-6)).clamp(max=1.0)
    with torch.no_grad():
        for name, p in model.named_parameters():
            g = grads[name]
            clipped = g * scale.view(-1, *([1] * (g.dim() - 1)))
            p -= lr * clipped.mean(0)
    return float(norms.mean())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", type=int, default=64)
    args = parser.parse_args()
    torch.manual_seed(0)
    model = SmallCNN()
    x, y = torch.randn(args.batch, 1, 14, 14), torch.randint(0, 10, (args.batch,))

    per_sample_gradients(model, x[:2], y[:2])  # the first vmap registers the batching rules
    start = time.perf_counter()
    grads = per_sample_gradients(model, x, y)
    vmapped = time.perf_counter() - start
    start = time.perf_counter()
    expected = looped_gradients(model, x, y)
    looped = time.perf_counter() - start

    print(f"per-sample gradients of {sum(p.numel() for p in model.parameters())} parameters:")
    for name, g in grads.items():
        print(f"  {name:<13} {tuple(g.shape)}")
    worst = max(float((grads[n] - expected[n]).abs().max()) for n in grads)
    print(f"per-sample gradients match the loop: max difference {worst:.1e}")
    speedup = looped / vmapped
    print(f"vmap(grad): {vmapped * 1e3:.0f} ms, loop: {looped * 1e3:.0f} ms ({speedup:.1f}x)")
    mean_norm = dp_sgd_step(model, grads, lr=0.1, max_norm=1.0)
    print(f"DP-SGD step taken: mean per-sample gradient norm {mean_norm:.3f}, clipped to 1.0")


if __name__ == "__main__":
    main()
