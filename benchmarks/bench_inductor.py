"""Inductor: compiled against eager on a pointwise chain, softmax, layer_norm, an MLP step.

Each row is timed beside our own eager and, when PyTorch is importable (run through
``benchmarks/run_with_torch.sh``), beside PyTorch eager and ``torch.compile``. The last
figure is the cold compile time of the chain (a fresh kernel cache, in a new process).

Both libraries run OpenMP threads in this one process; ``OMP_WAIT_POLICY=PASSIVE`` (set
before either loads its OpenMP runtime, unless already set) makes idle workers sleep, so
that one contender's spinning threads do not slow the next one down.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch as gt  # noqa: E402
from glasstorch._inductor.compile_fx import compile_fx  # noqa: E402
from harness import compare, report  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None

N = 16 * 1024 * 1024
ROWS, COLS = 4096, 1024


def chain(lib):
    def f(a, b, c):
        return lib.relu(a * b + c).sin() * 2

    return f


def contenders(name: str, make, make_inputs, number: int) -> None:
    """Time eager and compiled versions of ``make(lib)`` on both libraries."""
    rng = np.random.default_rng(0)
    arrays = make_inputs(rng)
    ours_in = [gt.from_numpy(a) for a in arrays]
    ours, ours_c = make(gt), gt.compile(make(gt), backend=compile_fx)
    ours_c(*ours_in)  # compile outside the timing
    np.testing.assert_allclose(ours_c(*ours_in).numpy(), ours(*ours_in).numpy(), 1e-4, 1e-5)
    runs = {
        "glasstorch eager": lambda: ours(*ours_in),
        "glasstorch compile": lambda: ours_c(*ours_in),
    }
    if torch is not None:
        torch_in = [torch.from_numpy(a) for a in arrays]
        theirs, theirs_c = make(torch), torch.compile(make(torch))
        theirs_c(*torch_in)
        runs["torch eager"] = lambda: theirs(*torch_in)
        runs["torch.compile"] = lambda: theirs_c(*torch_in)
    report(name, compare(runs, number=number, repeat=7), "glasstorch eager")


def softmax(lib):
    return lambda x: lib.softmax(x, -1)


def layer_norm(lib):
    return lambda x: lib.nn.functional.layer_norm(x, (COLS,))


def mlp_step(lib, compiled: bool):
    """One SGD step of the nn benchmark's MLP (784-256-256-10, MSE to one-hot, batch 128)."""
    lib.manual_seed(0)
    model = lib.nn.Sequential(lib.nn.Linear(784, 256), lib.nn.ReLU(), lib.nn.Linear(256, 256),
                              lib.nn.ReLU(), lib.nn.Linear(256, 10))  # fmt: skip
    optimizer = lib.optim.SGD(model.parameters(), lr=0.01)
    rng = np.random.default_rng(0)
    x = lib.from_numpy(rng.standard_normal((128, 784)).astype(np.float32))
    y = lib.from_numpy(np.eye(10, dtype=np.float32)[rng.integers(0, 10, 128)])

    def loss_of(x, y):
        return lib.nn.functional.mse_loss(model(x), y)

    backend = compile_fx if lib is gt else "inductor"
    loss_fn = lib.compile(loss_of, backend=backend) if compiled else loss_of

    def step():
        optimizer.zero_grad()
        loss = loss_fn(x, y)
        loss.backward()
        optimizer.step()
        return loss

    step()
    return step


def cold_compile_seconds() -> float:
    """Seconds to compile the chain in a new process with an empty kernel cache."""
    script = (
        "import time, glasstorch as gt\n"
        "from glasstorch.fx import symbolic_trace\n"
        "from glasstorch._inductor.compile_fx import compile_graph\n"
        "f = lambda a, b, c: gt.relu(a * b + c).sin() * 2\n"
        "x = [gt.randn(1024) for _ in range(3)]\n"
        "t = time.perf_counter(); compile_graph(symbolic_trace(f), x)\n"
        "print(time.perf_counter() - t)\n"
    )
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "GLASSTORCH_INDUCTOR_CACHE_DIR": cache}
        out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                             text=True, check=True)  # fmt: skip
    return float(out.stdout.strip())


def main() -> None:
    contenders(
        f"relu(a * b + c).sin() * 2 on {N} float32",
        chain,
        lambda rng: [rng.standard_normal(N, dtype=np.float32) for _ in range(3)],
        number=3,
    )
    for name, make in (("softmax", softmax), ("layer_norm", layer_norm)):
        contenders(
            f"{name} over ({ROWS}, {COLS}) float32",
            make,
            lambda rng: [rng.standard_normal((ROWS, COLS), dtype=np.float32)],
            number=5,
        )
    runs = {"glasstorch eager": mlp_step(gt, False), "glasstorch compile": mlp_step(gt, True)}
    if torch is not None:
        runs["torch eager"] = mlp_step(torch, False)
        runs["torch.compile"] = mlp_step(torch, True)
    report("MLP 784-256-256-10 training step, batch 128", compare(runs, number=20, repeat=7),
           "glasstorch eager")  # fmt: skip
    start = time.perf_counter()
    cold = cold_compile_seconds()
    print(f"cold compile of the chain (new process, empty cache): {cold:.3f} s "
          f"(process total {time.perf_counter() - start:.2f} s)")  # fmt: skip


if __name__ == "__main__":
    main()
