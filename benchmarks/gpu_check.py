"""GPU check: run glasstorch's CUDA checks on an NVIDIA GPU, then print a short table.

    python benchmarks/gpu_check.py [--quick] [--skip-tests]

Needs only what a GPU machine has: Python, cupy, Triton (and PyTorch, which Triton uses for
its launcher); it puts ``packages/*/src`` on ``sys.path`` itself, so it runs from a plain
checkout. Steps, each reported even when another fails:

* the CUDA test subset: every OpInfo operator on cupy against its CPU result (and, where
  pytest is installed, the cupy-parametrized tests of ``packages/aten/tests/test_cuda_tensor.py``);
* ``a + b`` and softmax bandwidth on 64M float32 elements, as a fraction of a
  device-to-device copy's bandwidth (target >= 0.8);
* a 4096^3 matmul in float32 and bfloat16: glasstorch's TFLOP/s beside cupy's (or
  PyTorch's, for bfloat16, which cupy lacks);
* inductor's compiled pointwise chain ``relu(a * b + c).sin() * 2`` against eager;
* the digits training example on CUDA (scikit-learn's digits when installed, else
  digits-like synthetic data).

The whole run takes under 5 minutes; ``--quick`` under 2.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
ELEMENTS = 64 * 2**20
SOFTMAX_COLS = 1024
MATMUL_N = 4096


def add_source_paths(root: Path = ROOT) -> list[str]:
    """Put every ``packages/*/src`` of the checkout at the front of ``sys.path``."""
    paths = sorted(str(p) for p in (root / "packages").glob("*/src"))
    for path in reversed(paths):
        if path not in sys.path:
            sys.path.insert(0, path)
    return paths


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats: under 2 minutes")
    parser.add_argument("--skip-tests", action="store_true", help="only the measurements")
    parser.add_argument("--elements", type=int, default=ELEMENTS, help="bandwidth tensor size")
    args = parser.parse_args(argv)
    if args.elements % SOFTMAX_COLS:
        parser.error(f"--elements must be a multiple of {SOFTMAX_COLS}")
    args.repeats = 5 if args.quick else 20
    args.epochs = 3 if args.quick else 8
    args.test_budget_s = 40.0 if args.quick else 120.0
    return args


# -- the table ----------------------------------------------------------------------------------
@dataclass
class Row:
    """One line of the table: what was measured, the result, and its reference or target."""

    check: str
    result: str
    reference: str = ""
    ok: bool | None = None  # None: no target to meet


def format_table(rows: Sequence[Row]) -> str:
    """The rows as an aligned text table with a verdict column."""
    header = Row("check", "result", "reference / target")
    verdict = {True: "ok", False: "BELOW TARGET", None: ""}
    cells = [(r.check, r.result, r.reference, verdict[r.ok]) for r in (header, *rows)]
    cells[0] = (*cells[0][:3], "")
    widths = [max(len(c[i]) for c in cells) for i in range(3)]
    lines = []
    for i, c in enumerate(cells):
        lines.append("  ".join(v.ljust(w) for v, w in zip(c, widths, strict=False)) + "  " + c[3])
        if i == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(line.rstrip() for line in lines)


def bandwidth_fraction(nbytes: float, ms: float, copy_nbytes: float, copy_ms: float) -> float:
    """Achieved bandwidth (bytes moved per ms) as a fraction of the copy's."""
    return (nbytes / ms) / (copy_nbytes / copy_ms)


def tflops(n: int, ms: float) -> float:
    """TFLOP/s of an ``n``x``n``x``n`` matmul taking ``ms`` milliseconds."""
    return 2.0 * n**3 / (ms * 1e-3) / 1e12


def guarded(check: str, fn: Callable[[], Row | list[Row]]) -> list[Row]:
    """Run one step; a failure becomes a row saying why, so the other steps still run."""
    try:
        result = fn()
    except Exception as e:  # a GPU check must report, not stop
        traceback.print_exc()
        return [Row(check, f"n/a: {type(e).__name__}: {str(e).splitlines()[0][:90]}", ok=False)]
    return result if isinstance(result, list) else [result]


# -- timing ---------------------------------------------------------------------------------------
def gpu_ms(cp: Any, fn: Callable[[], object], repeats: int) -> float:
    """Median milliseconds of ``fn`` between CUDA events on the current stream."""
    fn()
    cp.cuda.Device().synchronize()
    times = []
    for _ in range(repeats):
        start, end = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(cp.cuda.get_elapsed_time(start, end))
    return statistics.median(times)


# -- steps ----------------------------------------------------------------------------------------
def step_tests(args: argparse.Namespace) -> list[Row]:
    """Every OpInfo operator on cupy against CPU (within a time budget); pytest's cupy tests."""
    import glasstorch as torch
    import numpy as np
    from glasstorch.aten.testing import op_db

    infos = op_db[::3] if args.quick else op_db
    deadline = time.monotonic() + args.test_budget_s
    passed, failed, ran = 0, [], 0
    for info in infos:
        if time.monotonic() > deadline:
            break
        ran += 1
        try:
            for sample in info.sample_inputs():
                cpu_args = sample.tensor_args(torch.tensor)
                cuda_args = sample.tensor_args(lambda a: torch.tensor(a).cuda())
                kwargs = sample.tensor_kwargs(torch.tensor)
                cuda_kwargs = sample.tensor_kwargs(lambda a: torch.tensor(a).cuda())
                if "factory" in info.tags and not any(
                    isinstance(a, torch.Tensor) for a in cuda_args
                ):
                    cuda_kwargs["device"] = "cuda"
                want = info.op(torch, *cpu_args, **kwargs)
                got = info.op(torch, *cuda_args, **cuda_kwargs)
                for g, w in zip(_tensors(got), _tensors(want), strict=True):
                    assert g.is_cuda, f"result on {g.device}"
                    np.testing.assert_allclose(
                        g.detach().cpu().numpy(), w.detach().numpy(), rtol=1e-5, atol=1e-6
                    )
            passed += 1
        except Exception as e:
            failed.append(f"{info.name} ({type(e).__name__})")
    rows = [
        Row(
            "CUDA ops vs CPU (OpInfo on cupy)",
            f"{passed}/{ran} operators match",
            f"{len(infos)} in table" + ("; failed: " + ", ".join(failed[:4]) if failed else ""),
            ok=not failed,
        )
    ]
    rows.append(_pytest_row(args))
    return rows


def _tensors(value: Any) -> list[Any]:
    if isinstance(value, tuple | list):
        return [t for v in value for t in _tensors(v)]
    return [value] if hasattr(value, "_impl") else []


def _pytest_row(args: argparse.Namespace) -> Row:
    try:
        import pytest  # noqa: F401
    except ImportError:
        return Row("pytest CUDA subset", "skipped: pytest is not installed")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(add_source_paths())}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-k", "cupy",
         str(ROOT / "packages/aten/tests/test_cuda_tensor.py")],
        capture_output=True, text=True, env=env, timeout=120, cwd=ROOT,
    )  # fmt: skip
    summary = (done.stdout.strip().splitlines() or ["no output"])[-1]
    return Row("pytest CUDA subset (cupy)", summary.strip("= "), ok=done.returncode == 0)


def step_bandwidth(args: argparse.Namespace) -> list[Row]:
    """``a + b`` and softmax against a device-to-device copy, and cupy's own ``a + b``."""
    import cupy as cp
    import glasstorch as torch

    n = args.elements
    nbytes = n * 4
    src, dst = cp.ones(n, cp.float32), cp.empty(n, cp.float32)
    copy_ms = gpu_ms(cp, lambda: dst.data.copy_from_device_async(src.data, nbytes), args.repeats)
    a, b = torch.rand(n, device="cuda"), torch.rand(n, device="cuda")
    add_ms = gpu_ms(cp, lambda: a + b, args.repeats)
    ca, cb = cp.ones(n, cp.float32), cp.ones(n, cp.float32)
    cp_add_ms = gpu_ms(cp, lambda: ca + cb, args.repeats)
    x = torch.randn(n // SOFTMAX_COLS, SOFTMAX_COLS, device="cuda")
    softmax_ms = gpu_ms(cp, lambda: torch.softmax(x, -1), args.repeats)
    add = bandwidth_fraction(3 * nbytes, add_ms, 2 * nbytes, copy_ms)
    cp_add = bandwidth_fraction(3 * nbytes, cp_add_ms, 2 * nbytes, copy_ms)
    softmax = bandwidth_fraction(2 * nbytes, softmax_ms, 2 * nbytes, copy_ms)
    copy_gbs = 2 * nbytes / (copy_ms * 1e-3) / 1e9
    size = f"{n // 2**20}M f32"
    add_row = Row(
        f"a + b, {size}",
        f"{add:.2f} of copy ({add_ms:.3f} ms)",
        f">= 0.8; cupy {cp_add:.2f}; copy {copy_gbs:.0f} GB/s",
        ok=add >= 0.8,
    )
    softmax_row = Row(
        f"softmax, {size}, rows of {SOFTMAX_COLS}",
        f"{softmax:.2f} of copy ({softmax_ms:.3f} ms)",
        ">= 0.8",
        ok=softmax >= 0.8,
    )
    return [add_row, softmax_row]


def step_matmul(args: argparse.Namespace) -> list[Row]:
    """4096^3 matmuls: glasstorch beside cupy (float32) and PyTorch (bfloat16)."""
    import cupy as cp
    import glasstorch as torch

    n = MATMUL_N
    repeats = max(3, args.repeats // 2)
    a, b = torch.randn(n, n, device="cuda"), torch.randn(n, n, device="cuda")
    ours = tflops(n, gpu_ms(cp, lambda: a @ b, repeats))
    ca, cb = cp.random.rand(n, n, dtype=cp.float32), cp.random.rand(n, n, dtype=cp.float32)
    theirs = tflops(n, gpu_ms(cp, lambda: ca @ cb, repeats))
    rows = [Row(f"matmul {n}^3 f32", f"{ours:.1f} TFLOP/s", f"cupy {theirs:.1f} TFLOP/s")]
    try:
        a16, b16 = a.to(torch.bfloat16), b.to(torch.bfloat16)
        bf16 = f"{tflops(n, gpu_ms(cp, lambda: a16 @ b16, repeats)):.1f} TFLOP/s"
    except Exception as e:
        bf16 = f"n/a: {type(e).__name__}: {str(e).splitlines()[0][:60]}"
    rows.append(Row(f"matmul {n}^3 bf16", bf16, _torch_bf16_reference(cp, n, repeats)))
    return rows


def _torch_bf16_reference(cp: Any, n: int, repeats: int) -> str:
    try:
        import torch as pytorch
    except ImportError:
        return "cupy has no bfloat16; PyTorch not installed"
    a = pytorch.randn(n, n, device="cuda", dtype=pytorch.bfloat16)
    b = pytorch.randn(n, n, device="cuda", dtype=pytorch.bfloat16)
    return f"PyTorch {tflops(n, gpu_ms(cp, lambda: a @ b, repeats)):.1f} TFLOP/s (cupy has none)"


def step_compile(args: argparse.Namespace) -> Row:
    """Inductor's compiled pointwise chain against eager, on the GPU."""
    import cupy as cp
    import glasstorch as torch

    try:
        import glasstorch._inductor  # noqa: F401
    except ImportError as e:
        return Row("compiled chain", f"skipped: inductor not importable ({e})")

    def chain(a: Any, b: Any, c: Any) -> Any:
        return torch.relu(a * b + c).sin() * 2

    n = args.elements
    a, b, c = (torch.randn(n, device="cuda") for _ in range(3))
    compiled = torch.compile(chain)
    eager_out, compiled_out = chain(a, b, c), compiled(a, b, c)
    if not bool(((eager_out - compiled_out).abs() <= 1e-5).all()):
        return Row("compiled chain", "compiled result differs from eager", ok=False)
    eager_ms = gpu_ms(cp, lambda: chain(a, b, c), args.repeats)
    compiled_ms = gpu_ms(cp, lambda: compiled(a, b, c), args.repeats)
    return Row(
        f"compiled relu(a*b+c).sin()*2, {n // 2**20}M",
        f"{compiled_ms:.3f} ms ({eager_ms / compiled_ms:.1f}x eager)",
        f"eager {eager_ms:.3f} ms",
        ok=compiled_ms < eager_ms,
    )


def digits_data(seed: int = 0) -> tuple[Any, Any, Any, Any, str]:
    """Train/test digits: scikit-learn's 8x8 digits, or digits-like synthetic data (ten noisy
    prototypes) where scikit-learn is not installed."""
    import numpy as np

    try:
        from sklearn.datasets import load_digits

        digits = load_digits()
        images, labels, source = digits.images / 16.0, digits.target, "scikit-learn digits"
    except ImportError:
        rng = np.random.default_rng(seed)
        prototypes = rng.uniform(0, 1, (10, 8, 8)) > 0.6
        labels = rng.integers(0, 10, 1797)
        images = np.clip(prototypes[labels] + rng.normal(0, 0.35, (1797, 8, 8)), 0, 1)
        source = "synthetic digits (no scikit-learn)"
    order = np.random.default_rng(seed).permutation(len(labels))
    images = images[order].astype(np.float32)[:, None]
    labels = labels[order].astype(np.int64)
    split = int(0.8 * len(labels))
    return images[:split], labels[:split], images[split:], labels[split:], source


def step_digits(args: argparse.Namespace) -> Row:
    """The digits example's network (conv, batch norm, pooling, dropout) trained on CUDA."""
    import glasstorch as torch
    from glasstorch import nn

    x_train, y_train, x_test, y_test, source = digits_data()
    torch.manual_seed(0)
    model = nn.Sequential(
        nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
        nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),
        nn.Flatten(), nn.Linear(32 * 4 * 4, 64), nn.ReLU(), nn.Dropout(0.2), nn.Linear(64, 10),
    ).cuda()  # fmt: skip
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    xs, ys = torch.tensor(x_train).cuda(), torch.tensor(y_train).cuda()
    start = time.perf_counter()
    for _ in range(args.epochs):
        perm = torch.randperm(len(y_train), device="cuda")
        for i in range(0, len(y_train), 64):
            idx = perm[i : i + 64]
            opt.zero_grad()
            loss = torch.nn.functional.cross_entropy(model(xs[idx]), ys[idx])
            loss.backward()
            opt.step()
    torch.cuda.synchronize()
    seconds = time.perf_counter() - start
    model.eval()
    with torch.no_grad():
        predictions = model(torch.tensor(x_test).cuda()).argmax(dim=1).cpu()
    accuracy = float((predictions == torch.tensor(y_test)).float().mean())
    return Row(
        "digits training on CUDA",
        f"test accuracy {accuracy:.3f} after {args.epochs} epochs in {seconds:.1f} s",
        f"{source}; target >= 0.9",
        ok=accuracy >= 0.9,
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    add_source_paths()
    os.environ.setdefault("GLASSTORCH_CUDA_BACKEND", "cupy")
    started = time.perf_counter()
    rows: list[Row] = []
    try:
        import glasstorch as torch
    except Exception as e:
        print(f"glasstorch does not import here: {type(e).__name__}: {e}")
        return 2
    if not torch.cuda.is_available():
        from glasstorch.c10.cuda import unavailable_reason

        print(f"no CUDA here: {unavailable_reason()}")
        return 2
    print(f"device: {torch.cuda.get_device_name()}  (quick={args.quick})", flush=True)
    if not args.skip_tests:
        rows += guarded("CUDA tests", lambda: step_tests(args))
    rows += guarded("bandwidth", lambda: step_bandwidth(args))
    rows += guarded("matmul", lambda: step_matmul(args))
    rows += guarded("compiled chain", lambda: step_compile(args))
    rows += guarded("digits training on CUDA", lambda: step_digits(args))
    print()
    print(format_table(rows))
    print(f"\n{time.perf_counter() - started:.0f} s in all")
    return 0 if all(r.ok is not False for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
