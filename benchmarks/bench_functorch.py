"""AOT autograd: an MLP 784-256-256-10 training step (batch 128) through ``aot_eager``.

Compares the step run eagerly with the step whose forward and backward are the graphs AOT
autograd traced and partitioned (run unchanged by the ``nop`` compilers), and reports how
long tracing the joint graph and partitioning it take. PyTorch's eager and aot_eager
steps run beside them when PyTorch is importable.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch as gt  # noqa: E402
from glasstorch._functorch._aot_autograd.traced_function_transforms import (  # noqa: E402
    trace_joint,
)
from glasstorch._functorch.aot_autograd import aot_eager  # noqa: E402
from glasstorch._functorch.functional_call import functional_call  # noqa: E402
from glasstorch._functorch.partitioners import default_partition  # noqa: E402
from harness import compare, report  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None

BATCH, LR = 128, 0.01


def make_model(lib):
    lib.manual_seed(0)
    return lib.nn.Sequential(
        lib.nn.Linear(784, 256),
        lib.nn.ReLU(),
        lib.nn.Linear(256, 256),
        lib.nn.ReLU(),
        lib.nn.Linear(256, 10),
    )


def data(lib):
    rng = np.random.default_rng(0)
    x = lib.tensor(rng.standard_normal((BATCH, 784)).astype(np.float32))
    y = lib.tensor(rng.integers(0, 10, BATCH))
    return x, y


def make_step(lib, compiled: bool):
    model = make_model(lib)
    x, y = data(lib)
    forward = model
    if compiled:
        if lib is gt:
            forward = aot_eager(lib.fx.symbolic_trace(model), [x])
        else:
            from torch._functorch.aot_autograd import aot_module_simplified
            from torch._functorch.compilers import nop

            class TupleOut(torch.nn.Module):  # PyTorch's entry point wants tuple outputs
                def __init__(self):
                    super().__init__()
                    self.model = model

                def forward(self, inp):
                    return (self.model(inp),)

            compiled_tuple = aot_module_simplified(
                torch.fx.symbolic_trace(TupleOut()), [x], fw_compiler=nop, bw_compiler=nop
            )

            def forward(inp):
                return compiled_tuple(inp)[0]

    optimizer = lib.optim.SGD(model.parameters(), lr=LR)
    loss_fn = lib.nn.CrossEntropyLoss()

    def step() -> None:
        optimizer.zero_grad()
        loss_fn(forward(x), y).backward()
        optimizer.step()

    return step


def time_compilation(repeat: int = 5) -> None:
    """Median seconds to trace the joint graph and to partition it."""
    model = make_model(gt)
    x, _ = data(gt)
    params = list(model.parameters())
    names = [n for n, _ in model.named_parameters()]

    def flat_fn(*args):
        return [functional_call(model, dict(zip(names, args[:-1], strict=True)), (args[-1],))]

    trace_s, partition_s, total_s = [], [], []
    for _ in range(repeat):
        start = time.perf_counter()
        joint, info, _ = trace_joint(flat_fn, [*params, x], None)
        mid = time.perf_counter()
        fw, bw = default_partition(joint, None, num_fwd_outputs=len(info))
        end = time.perf_counter()
        aot_eager(gt.fx.symbolic_trace(model), [x])
        total_s.append(time.perf_counter() - end)
        trace_s.append(mid - start)
        partition_s.append(end - mid)
    count = sum(1 for n in joint.graph.nodes if n.op == "call_function")
    print(f"Compilation of the MLP step ({count} joint nodes), median of {repeat}:")
    print(f"  trace joint graph (make_fx, meta)  {statistics.median(trace_s) * 1e3:8.1f} ms")
    print(f"  default_partition                  {statistics.median(partition_s) * 1e3:8.1f} ms")
    print(f"  aot_eager(gm, example_inputs)      {statistics.median(total_s) * 1e3:8.1f} ms")
    fw_nodes = sum(1 for n in fw.graph.nodes if n.op == "call_function")
    bw_nodes = sum(1 for n in bw.graph.nodes if n.op == "call_function")
    print(
        f"  forward graph {fw_nodes} nodes, backward graph {bw_nodes} nodes, saved values "
        f"{len(fw.meta['saved_values'])}"
    )


def main() -> None:
    contenders = {
        "glasstorch eager": make_step(gt, False),
        "glasstorch aot_eager": make_step(gt, True),
    }
    if torch is not None:
        torch.set_num_threads(2)
        contenders["torch eager"] = make_step(torch, False)
        contenders["torch aot_eager"] = make_step(torch, True)
    medians = compare(contenders, number=10, repeat=15)
    report("MLP 784-256-256-10 training step, batch 128, float32:", medians, "glasstorch eager")
    if torch is not None:
        ratio = medians["glasstorch aot_eager"] / medians["torch aot_eager"]
        print(f"  glasstorch aot_eager / torch aot_eager: {ratio:.2f}x")
    time_compilation()


if __name__ == "__main__":
    main()
