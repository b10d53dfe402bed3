"""Data-parallel figures on 2 ranks of this machine (MPI over shared memory).

1. ``all_reduce`` bandwidth on 1-256 MB float32 tensors beside mpi4py's own ``Allreduce``
   on numpy arrays of the same size: the cost of glasstorch's layer over MPI.
2. One training step of the digits CNN (``examples/train_digits.py``) at per-rank batch 64:
   DistributedDataParallel on 2 ranks, beside the plain model on 1 rank.

    uv run benchmarks/bench_distributed.py      (starts the MPI jobs itself)
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from harness import compare, report  # noqa: E402

MB = 1024 * 1024
SIZES_MB = (1, 4, 16, 64, 256)
BATCH = 64


def launch(nproc: int, part: str) -> None:
    """Run this file as an ``nproc``-rank job doing ``part``."""
    command = [
        sys.executable, "-m", "glasstorch.distributed.run", "--nproc-per-node", str(nproc),
        __file__, part,
    ]  # fmt: skip
    # one BLAS thread per rank in both jobs, so that 1 and 2 ranks do the same work per rank
    subprocess.run(command, check=True, env={**os.environ, "OMP_NUM_THREADS": "1"})


def bench_all_reduce() -> None:
    import glasstorch as torch
    import glasstorch.distributed as dist
    from mpi4py import MPI

    comm = MPI.COMM_WORLD
    for size_mb in SIZES_MB:
        n = size_mb * MB // 4
        tensor = torch.ones(n, dtype=torch.float32)
        array = np.ones(n, dtype=np.float32)
        number = max(1, 16 // size_mb)
        medians = compare(
            {
                "mpi4py Allreduce(numpy)": lambda a=array: comm.Allreduce(MPI.IN_PLACE, a, MPI.SUM),
                "dist.all_reduce(tensor)": lambda t=tensor: dist.all_reduce(t),
            },
            number=number,
            repeat=15,
        )
        if dist.get_rank() == 0:
            report(f"all_reduce {size_mb} MB float32, 2 ranks", medians, "mpi4py Allreduce(numpy)")
            for name, ns in medians.items():
                print(f"    {name}: {size_mb * MB / ns:.2f} GB/s algorithm bandwidth")
        del tensor, array


def load_digits_net():
    path = HERE.parent / "examples" / "train_digits.py"
    spec = importlib.util.spec_from_file_location("train_digits", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.DigitsNet


def bench_ddp_step() -> None:
    import glasstorch as torch
    import glasstorch.distributed as dist

    rank, world = dist.get_rank(), dist.get_world_size()
    net = load_digits_net()
    loss_fn = torch.nn.CrossEntropyLoss()
    rng = np.random.default_rng(rank)
    x = torch.tensor(rng.standard_normal((BATCH, 1, 8, 8)).astype(np.float32))
    y = torch.tensor(rng.integers(0, 10, BATCH))

    def make_step(model):
        optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)

        def step() -> None:
            optimizer.zero_grad()
            loss_fn(model(x), y).backward()
            optimizer.step()

        return step

    torch.manual_seed(0)
    contenders = {f"plain step, {world} rank(s) at once": make_step(net())}
    if world > 1:
        ddp = torch.nn.parallel.DistributedDataParallel(net())
        contenders[f"DDP step, {world} ranks"] = make_step(ddp)
    medians = compare(contenders, number=20, repeat=7)
    if rank == 0:
        baseline = next(iter(medians))
        report(f"digits CNN step, per-rank batch {BATCH}", medians, baseline)
        out = os.environ.get("BENCH_DDP_RESULT")
        if out:
            Path(out).write_text(f"{list(medians.values())[-1]}\n")


def main() -> None:
    if os.environ.get("GLASSTORCH_DISTRIBUTED_RUN") == "1":
        import glasstorch.distributed as dist

        dist.init_process_group("mpi")
        {"all_reduce": bench_all_reduce, "ddp": bench_ddp_step}[sys.argv[1]]()
        dist.destroy_process_group()
        return
    launch(2, "all_reduce")
    results = {}
    for nproc in (1, 2):
        out = HERE / f".bench_ddp_{nproc}.txt"
        os.environ["BENCH_DDP_RESULT"] = str(out)
        launch(nproc, "ddp")
        results[nproc] = float(out.read_text())
        out.unlink()
    print(
        f"DDP on 2 ranks: {results[2] / results[1]:.2f}x the step time of 1 rank at the same "
        f"per-rank batch ({2 / (results[2] / results[1]):.2f}x the examples per second)"
    )


if __name__ == "__main__":
    main()
