"""Autograd's costs beside PyTorch (when importable) and hand-written numpy.

1. forward + backward of ``(a * b + c).sum()`` on 16-element tensors, also beside a tape
   autograd of a few lines (the cost of the idea alone, in Python) and beside the same
   tensor operations run without autograd (what recording and the engine add);
2. the cost graph recording adds to one operator's forward (``a * b`` with and without
   ``requires_grad``), and PyTorch's own;
3. the backward of a 3-layer MLP (tanh) against the same math written by hand in numpy.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch as gt  # noqa: E402
from harness import compare, report  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None


class _TapeTensor:
    """A tape autograd in a few lines (no dispatcher, storage, version counters or hooks):
    what the same graph costs in Python with nothing but the idea. Beside glasstorch it
    shows what PyTorch's layers cost when each is a Python object."""

    __slots__ = ("data", "grad", "parents", "backward_fn")

    def __init__(self, data: Any, parents: tuple = (), backward_fn: Any = None) -> None:
        self.data, self.grad, self.parents, self.backward_fn = data, None, parents, backward_fn

    def __mul__(self, other: Any) -> Any:
        return _TapeTensor(
            np.multiply(self.data, other.data),
            (self, other),
            lambda g: (np.multiply(g, other.data), np.multiply(g, self.data)),
        )

    def __add__(self, other: Any) -> Any:
        return _TapeTensor(np.add(self.data, other.data), (self, other), lambda g: (g, g))

    def sum(self) -> Any:
        shape = self.data.shape
        return _TapeTensor(
            np.add.reduce(self.data), (self,), lambda g: (np.broadcast_to(g, shape),)
        )

    def backward(self) -> None:
        order, seen = [], set()

        def visit(t: Any) -> None:
            if id(t) not in seen:
                seen.add(id(t))
                for p in t.parents:
                    visit(p)
                order.append(t)

        visit(self)
        self.grad = np.ones((), self.data.dtype)
        for t in reversed(order):
            if t.backward_fn is not None:
                for p, g in zip(t.parents, t.backward_fn(t.grad), strict=True):
                    p.grad = g if p.grad is None else np.add(p.grad, g)


def _graph_ops_alone(lib: Any, arrays: list[np.ndarray]) -> Any:
    """The tensor operations that forward + backward of ``(a * b + c).sum()`` runs (the
    forward's three; the backward's expand of the seed, two products, three accumulations
    into ``.grad``) on tensors that need no gradient: their cost without recording or the
    engine, in ``lib`` (glasstorch or PyTorch)."""
    x, y, z = (lib.tensor(v) for v in arrays)
    grads = [lib.zeros(16) for _ in range(3)]
    seed = lib.ones(())

    def run() -> None:
        _ = (x * y + z).sum()
        g = seed.expand(16)
        grads[0].add_(g * y)
        grads[1].add_(g * x)
        grads[2].add_(g)

    return run


def small_graph() -> None:
    rng = np.random.default_rng(0)
    arrays = [rng.standard_normal(16).astype(np.float32) for _ in range(3)]
    a, b, c = (gt.tensor(x, requires_grad=True) for x in arrays)

    def ours() -> None:
        (a * b + c).sum().backward()

    def by_hand() -> None:
        x, y, z = arrays
        _ = (x * y + z).sum()
        _ = (np.ones(16, np.float32) * y, np.ones(16, np.float32) * x, np.ones(16, np.float32))

    ma, mb, mc = (_TapeTensor(x) for x in arrays)
    contenders = {
        "numpy by hand": by_hand,
        "a numpy tape autograd": lambda: (ma * mb + mc).sum().backward(),
        "glasstorch": ours,
        "glasstorch, its ops alone": _graph_ops_alone(gt, arrays),
    }
    if torch is not None:
        ta, tb, tc = (torch.tensor(x, requires_grad=True) for x in arrays)
        contenders["torch"] = lambda: (ta * tb + tc).sum().backward()
        contenders["torch, its ops alone"] = _graph_ops_alone(torch, arrays)
    medians = compare(contenders, number=2_000, repeat=15)
    report("forward + backward of (a * b + c).sum(), 16 float32:", medians, "numpy by hand")
    if torch is not None:
        print(f"  glasstorch / torch: {medians['glasstorch'] / medians['torch']:.2f}x")
        # What autograd itself adds (recording and the engine) beyond the operators it runs.
        ours_added = medians["glasstorch"] - medians["glasstorch, its ops alone"]
        theirs_added = medians["torch"] - medians["torch, its ops alone"]
        print(
            f"  autograd's own cost (fwd+bwd minus its ops alone): glasstorch "
            f"{ours_added / 1e3:.1f} us, torch {theirs_added / 1e3:.1f} us "
            f"({ours_added / theirs_added:.2f}x); the ops alone: "
            f"{medians['glasstorch, its ops alone'] / medians['torch, its ops alone']:.2f}x"
        )


def _mul_operands(tensor: Any, x: Any) -> dict[str, tuple[Any, Any]]:
    """Operand pairs for ``a * b`` made by ``tensor`` (glasstorch's or PyTorch's): plain,
    leaves requiring grad, and inputs that already have a grad_fn — recording alone,
    without re-making the leaves' AccumulateGrad nodes (a leaf holds its accumulator
    weakly, so when each graph dies before the next is built both are made every call)."""
    leaves = tensor(x, requires_grad=True), tensor(x, requires_grad=True)
    return {
        "a * b": (tensor(x), tensor(x)),
        "a * b, requires_grad": leaves,
        "a * b, inputs with grad_fn": (leaves[0] * 1.0, leaves[1] * 1.0),
    }


def _time_mul(operands: dict[str, tuple[Any, Any]], prefix: str = "") -> dict[str, float]:
    return compare(
        {prefix + name: (lambda a=a, b=b: a * b) for name, (a, b) in operands.items()},
        number=10_000,
        repeat=15,
    )


def recording_overhead() -> None:
    x = np.ones(16, np.float32)
    ours = _mul_operands(gt.tensor, x)
    report("graph recording on one operator (16 float32):", _time_mul(ours), "a * b")
    if torch is not None:  # PyTorch's own recording cost, in the same terms
        theirs = _time_mul(_mul_operands(torch.tensor, x), "torch ")
        report("  the same in PyTorch:", theirs, "torch a * b")
    recording_pieces(*ours["a * b"], *ours["a * b, inputs with grad_fn"])


def recording_pieces(plain_a: Any, plain_b: Any, mid_a: Any, mid_b: Any) -> None:
    """What the Autograd kernel of ``mul`` adds, piece by piece, beside the plain op: the
    node with its edges, one saved variable, and ``set_history`` (each made and dropped)."""
    from glasstorch.autograd._generated.nodes import MulBackward0
    from glasstorch.autograd.function_utils import SavedVariable, new_node, set_history

    out = plain_a * plain_b
    medians = compare(
        {
            "a * b": lambda: plain_a * plain_b,
            "new_node(MulBackward0, a, b)": lambda: new_node(MulBackward0, mid_a, mid_b),
            "SavedVariable(a)": lambda: SavedVariable(mid_a, False),
            "set_history(out, node)": lambda: set_history(
                out._shallow_copy(), new_node(MulBackward0, mid_a, mid_b)
            ),
            "out._shallow_copy() + new_node": lambda: (
                out._shallow_copy(),
                new_node(MulBackward0, mid_a, mid_b),
            ),
        },
        number=10_000,
        repeat=15,
    )
    report("  its pieces (inputs with grad_fn; set_history = row 4 - row 5):", medians, "a * b")


def mlp_backward() -> None:
    rng = np.random.default_rng(0)
    batch, sizes = 64, [256, 256, 256, 10]
    xs = rng.standard_normal((batch, sizes[0]))
    ws = [rng.standard_normal((m, n)) / np.sqrt(m) for m, n in zip(sizes, sizes[1:], strict=False)]
    x = gt.tensor(xs)
    weights = [gt.tensor(w, requires_grad=True) for w in ws]

    def ours() -> None:
        h = x
        for w in weights[:-1]:
            h = (h @ w).tanh()
        (h @ weights[-1]).sum().backward()

    def by_hand() -> None:
        hs = [xs]
        for w in ws[:-1]:
            hs.append(np.tanh(hs[-1] @ w))
        grad = np.ones((batch, sizes[-1]))
        grad_w = [hs[-1].T @ grad]
        grad = grad @ ws[-1].T
        for i in range(len(ws) - 2, -1, -1):
            grad = grad * (1 - hs[i + 1] ** 2)
            grad_w.append(hs[i].T @ grad)
            grad = grad @ ws[i].T

    medians = compare({"numpy by hand": by_hand, "glasstorch": ours}, number=20, repeat=11)
    report("MLP 256-256-256-10, batch 64, float64, forward + backward:", medians, "numpy by hand")


if __name__ == "__main__":
    small_graph()
    recording_overhead()
    mlp_backward()
