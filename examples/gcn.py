"""A graph convolutional network on a sparse adjacency matrix.

The graph is a two-community stochastic block model: nodes link often inside their
community and rarely across it, and each node's features are noisy hints of its
community. The normalised adjacency ``D^-1/2 (A + I) D^-1/2`` is a sparse COO tensor
built with ``sparse_coo_tensor``; each of the two GCN layers multiplies it with
``torch.sparse.mm``. Half the labels train the model, the other half test it.
Run: uv run python examples/gcn.py [--nodes 400 --epochs 100]
"""

from __future__ import annotations

import argparse
import time

import glasstorch as torch
import glasstorch.nn.functional as F
import numpy as np
from glasstorch import nn


def block_model(nodes: int, p_in: float, p_out: float, rng: np.random.Generator):
    """Community labels and the undirected edges (i, j), i < j, of a two-block graph."""
    labels = rng.integers(0, 2, nodes)
    same = labels[:, None] == labels[None, :]
    linked = rng.random((nodes, nodes)) < np.where(same, p_in, p_out)
    rows, cols = np.nonzero(np.triu(linked, 1))
    return labels, rows, cols


def normalised_adjacency(nodes: int, rows: np.ndarray, cols: np.ndarray) -> torch.Tensor:
    """``D^-1/2 (A + I) D^-1/2`` of the undirected graph, as a sparse COO tensor."""
    loops = np.arange(nodes)
    src = np.concatenate([rows, cols, loops])
    dst = np.concatenate([cols, rows, loops])
    degree = np.bincount(src, minlength=nodes).astype(np.float32)
    weight = 1.0 / np.sqrt(degree[src] * degree[dst])
    indices = torch.tensor(np.stack([src, dst]))
    return torch.sparse_coo_tensor(indices, torch.tensor(weight), (nodes, nodes)).coalesce()


class GCN(nn.Module):
    """Two graph convolutions: ``adj @ (x W)``, ReLU and dropout between them."""

    def __init__(self, features: int, hidden: int, classes: int) -> None:
        super().__init__()
        self.first = nn.Linear(features, hidden)
        self.second = nn.Linear(hidden, classes)

    def forward(self, x: torch.Tensor, adj: torch.Tensor) -> torch.Tensor:
        x = F.relu(torch.sparse.mm(adj, self.first(x)))
        x = F.dropout(x, 0.5, self.training)
        return torch.sparse.mm(adj, self.second(x))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=400)
    parser.add_argument("--features", type=int, default=16)
    parser.add_argument("--epochs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    rng = np.random.default_rng(args.seed)
    torch.manual_seed(args.seed)
    labels, rows, cols = block_model(args.nodes, 0.05, 0.005, rng)
    adj = normalised_adjacency(args.nodes, rows, cols)
    centres = rng.standard_normal((2, args.features))
    features = centres[labels] * 0.3 + rng.standard_normal((args.nodes, args.features))
    x = torch.tensor(features.astype(np.float32))
    y = torch.tensor(labels)
    train = torch.tensor(rng.random(args.nodes) < 0.5)
    print(f"graph: {args.nodes} nodes, {len(rows)} edges, adjacency nnz {adj._nnz()}")

    model = GCN(args.features, 16, 2)
    optimizer = torch.optim.Adam(model.parameters(), lr=0.01, weight_decay=5e-4)
    start = time.perf_counter()
    for epoch in range(args.epochs):
        model.train()
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x, adj)[train], y[train])
        loss.backward()
        optimizer.step()
        if (epoch + 1) % 25 == 0:
            print(f"epoch {epoch + 1:3d}  loss {loss.item():.4f}")
    model.eval()
    with torch.no_grad():
        predicted = model(x, adj).argmax(1)
    test = ~train
    accuracy = (predicted[test] == y[test]).float().mean().item() * 100
    print(f"test accuracy {accuracy:.1f}% ({time.perf_counter() - start:.1f}s)")


if __name__ == "__main__":
    main()
