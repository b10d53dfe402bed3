"""Training steps of four models written as real programs write them, beside PyTorch.

A GPT-style transformer, a CNN with depthwise, grouped and 1x1 convolutions and batch norm,
a 2-layer LSTM language model and an MLP. Each model is built once per library from the same
seed, and their steps run interleaved in one process (``harness.compare``), so the ratio is
stable on a shared machine where absolute times are not. Run it where PyTorch is importable:

    benchmarks/run_with_torch.sh /path/to/python-with-torch benchmarks/bench_models.py

``--threads 1 2`` measures with one and two threads; ``--markdown docs/performance.md``
rewrites the table between that page's ``bench_models`` markers; ``--profile`` adds where
glasstorch's step spends its time (numpy kernels, glasstorch's Python, the interpreter).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch as gt  # noqa: E402
from harness import compare  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None

Step = Callable[[], None]


def _data(lib, *shapes_and_highs):
    """Deterministic numpy data handed to either library (float32 inputs, int64 targets)."""
    rng = np.random.default_rng(0)
    out = []
    for shape, high in shapes_and_highs:
        if high is None:
            out.append(lib.tensor(rng.standard_normal(shape).astype(np.float32)))
        else:
            out.append(lib.tensor(rng.integers(0, high, shape)))
    return out


def gpt(lib) -> Step:
    """2 blocks, d=64, 4 heads, context 32, vocab 65, batch 8; AdamW."""
    nn, F = lib.nn, lib.nn.functional
    vocab, d, heads, ctx, batch = 65, 64, 4, 32, 8

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
            self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
            self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))
            self.register_buffer("mask", lib.tril(lib.ones(ctx, ctx)).view(1, 1, ctx, ctx))

        def forward(self, x):
            b, t, c = x.shape
            q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
            q, k, v = (z.view(b, t, heads, c // heads).transpose(1, 2) for z in (q, k, v))
            att = (q @ k.transpose(-2, -1)) * (1.0 / (c // heads) ** 0.5)
            att = F.softmax(att.masked_fill(self.mask[:, :, :t, :t] == 0, float("-inf")), dim=-1)
            y = (att @ v).transpose(1, 2).contiguous().view(b, t, c)
            x = x + self.proj(y)
            return x + self.mlp(self.ln2(x))

    class GPT(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.tok, self.pos = nn.Embedding(vocab, d), nn.Embedding(ctx, d)
            self.blocks = nn.Sequential(Block(), Block())
            self.ln, self.head = nn.LayerNorm(d), nn.Linear(d, vocab)

        def forward(self, idx):
            x = self.tok(idx) + self.pos(lib.arange(idx.shape[1]))
            return self.head(self.ln(self.blocks(x)))

    lib.manual_seed(0)
    model = GPT()
    opt = lib.optim.AdamW(model.parameters(), lr=3e-4)
    x, y = _data(lib, ((batch, ctx), vocab), ((batch, ctx), vocab))

    def step() -> None:
        logits = model(x)
        loss = F.cross_entropy(logits.view(-1, vocab), y.view(-1))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()

    return step


def cnn(lib) -> Step:
    """3x3 conv, depthwise 3x3, 1x1, grouped 3x3 stride 2, each with batch norm; SGD momentum."""
    nn = lib.nn

    def block(cin, cout, k, stride=1, groups=1):
        return [
            nn.Conv2d(cin, cout, k, stride, k // 2, groups=groups, bias=False),
            nn.BatchNorm2d(cout),
            nn.ReLU(inplace=True),
        ]

    lib.manual_seed(0)
    model = nn.Sequential(
        *block(3, 32, 3),
        *block(32, 32, 3, groups=32),
        *block(32, 64, 1),
        *block(64, 64, 3, stride=2, groups=4),
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Linear(64, 10),
    )
    opt = lib.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    x, y = _data(lib, ((16, 3, 32, 32), None), ((16,), 10))

    def step() -> None:
        loss = nn.functional.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()

    return step


def lstm(lib) -> Step:
    """Embedding 1000→64, 2-layer LSTM of 128, decoder, seq 35, batch 20; SGD, clipped."""
    nn = lib.nn
    vocab, emb, hidden, seq, batch = 1000, 64, 128, 35, 20

    class LM(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.encoder = nn.Embedding(vocab, emb)
            self.rnn = nn.LSTM(emb, hidden, num_layers=2)
            self.decoder = nn.Linear(hidden, vocab)

        def forward(self, idx):
            out, _ = self.rnn(self.encoder(idx))
            return self.decoder(out)

    lib.manual_seed(0)
    model = LM()
    opt = lib.optim.SGD(model.parameters(), lr=1.0)
    x, y = _data(lib, ((seq, batch), vocab), ((seq, batch), vocab))

    def step() -> None:
        model.zero_grad()
        loss = nn.functional.cross_entropy(model(x).view(-1, vocab), y.view(-1))
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 0.25)
        opt.step()

    return step


def mlp(lib) -> Step:
    """784-256-256-10 with ReLU at batch 64; Adam."""
    nn = lib.nn
    lib.manual_seed(0)
    model = nn.Sequential(
        nn.Linear(784, 256), nn.ReLU(), nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, 10)
    )
    opt = lib.optim.Adam(model.parameters(), lr=1e-3)
    x, y = _data(lib, ((64, 784), None), ((64,), 10))

    def step() -> None:
        opt.zero_grad()
        nn.functional.cross_entropy(model(x), y).backward()
        opt.step()

    return step


MODELS = {"gpt": gpt, "cnn": cnn, "lstm": lstm, "mlp": mlp}
TARGET = 1.5


def measure(name: str, threads: int, repeat: int) -> dict[str, float]:
    """Median ms per step of each library at ``threads`` threads."""
    libs = {"glasstorch": gt} | ({"torch": torch} if torch is not None else {})
    for lib in libs.values():
        lib.set_num_threads(threads)
    steps = {label: MODELS[name](lib) for label, lib in libs.items()}
    return {k: v / 1e6 for k, v in compare(steps, number=2, repeat=repeat).items()}


def table(rows: list[tuple[str, int, dict[str, float]]]) -> str:
    """A markdown table of the measured rows."""
    lines = [
        "| model | threads | glasstorch ms/step | PyTorch ms/step | ratio | target |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for name, threads, ms in rows:
        base = ms.get("torch")
        ratio = f"{ms['glasstorch'] / base:.2f}x" if base else "n/a"
        torch_ms = f"{base:.1f}" if base else "n/a"
        lines.append(
            f"| {name} | {threads} | {ms['glasstorch']:.1f} | {torch_ms} | {ratio} | ≤ {TARGET}x |"
        )
    return "\n".join(lines)


def write_markdown(path: Path, text: str) -> None:
    """Replace the text between the page's bench_models markers with ``text``."""
    page = path.read_text()
    begin, end = "<!-- bench_models:begin -->", "<!-- bench_models:end -->"
    pattern = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.S)
    if not pattern.search(page):
        raise SystemExit(f"{path} has no {begin} ... {end} markers")
    path.write_text(pattern.sub(lambda _: f"{begin}\n{text}\n{end}", page))


KERNEL_WORDS = ("numpy", "ufunc", "ndarray", "matmul", "einsum", "dot", "scipy", "numexpr")


def profile_split(name: str, steps: int = 5) -> dict[str, float]:
    """Seconds of glasstorch's step spent in kernels, in glasstorch's Python, and elsewhere.

    Kernels are numpy/scipy code (their C functions and their Python wrappers); glasstorch's
    Python is every frame in a ``glasstorch`` source file (dispatch, autograd, modules);
    the rest is the interpreter's builtins (isinstance, getattr, ...) and the standard library.
    """
    import cProfile
    import pstats

    gt.set_num_threads(1)
    step = MODELS[name](gt)
    step()
    profiler = cProfile.Profile()
    profiler.runcall(lambda: [step() for _ in range(steps)])
    split = {"kernels": 0.0, "glasstorch Python": 0.0, "builtins and stdlib": 0.0}
    for (filename, _, func), (_, _, tottime, _, _) in pstats.Stats(profiler).stats.items():
        where = f"{filename} {func}"
        if "glasstorch" in filename:
            split["glasstorch Python"] += tottime
        elif any(word in where for word in KERNEL_WORDS):
            split["kernels"] += tottime
        else:
            split["builtins and stdlib"] += tottime
    return {k: v / steps for k, v in split.items()}


def split_table(names: list[str]) -> str:
    """A markdown table of each model's profile split (share of the profiled step)."""
    lines = [
        "| model | kernels | glasstorch Python | builtins and stdlib |",
        "|---|---:|---:|---:|",
    ]
    for name in names:
        split = profile_split(name)
        total = sum(split.values())
        cells = " | ".join(f"{100 * v / total:.0f}%" for v in split.values())
        lines.append(f"| {name} | {cells} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*", metavar="model", help=", ".join(MODELS))
    parser.add_argument("--threads", type=int, nargs="+", default=[1])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--markdown", type=Path, help="page whose table to rewrite")
    parser.add_argument("--profile", action="store_true", help="also print the profile split")
    args = parser.parse_args(argv)
    if torch is None:
        print("PyTorch is not importable here: glasstorch's times only (see the docstring)")
    unknown = set(args.models) - set(MODELS)
    if unknown:
        parser.error(f"unknown model(s) {sorted(unknown)}; choose from {list(MODELS)}")
    rows = []
    for threads in args.threads:
        for name in args.models or list(MODELS):
            ms = measure(name, threads, args.repeat)
            rows.append((name, threads, ms))
            print(table(rows[-1:]).splitlines()[-1], flush=True)
    text = table(rows)
    if args.profile:
        text += "\n\nWhere glasstorch's step spends its time (cProfile, one thread):\n\n"
        text += split_table(args.models or list(MODELS))
    print(text)
    if args.markdown:
        write_markdown(args.markdown, text)


if __name__ == "__main__":
    main()
