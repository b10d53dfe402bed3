"""The NCCL backend on CUDA tensors (one GPU per rank), against numpy references."""

from __future__ import annotations

import glasstorch as torch
import glasstorch.distributed as dist
import numpy as np
from _common import passed

dist.init_process_group("nccl")
RANK, WORLD = dist.get_rank(), dist.get_world_size()
device = f"cuda:{RANK}"

values = [np.arange(6.0).reshape(2, 3) * (r + 1) for r in range(WORLD)]
t = torch.tensor(values[RANK], dtype=torch.float32, device=device)
dist.all_reduce(t)
assert np.allclose(t.cpu().tolist(), sum(values))
dist.all_reduce(t, op=dist.ReduceOp.AVG, async_op=True).wait()
assert np.allclose(t.cpu().tolist(), sum(values) / WORLD)
b = torch.tensor(values[RANK], device=device)
dist.broadcast(b, src=WORLD - 1)
assert np.allclose(b.cpu().tolist(), values[WORLD - 1])
out = torch.zeros(WORLD * 2, 3, dtype=torch.float64, device=device)
dist.all_gather_into_tensor(out, torch.tensor(values[RANK], device=device))
assert np.allclose(out.cpu().tolist(), np.concatenate(values))
passed("nccl all_reduce broadcast all_gather_into_tensor")

model = torch.nn.Linear(3, 2).to(device)
ddp = torch.nn.parallel.DistributedDataParallel(model, device_ids=[RANK])
ddp(torch.ones(4, 3, device=device) * (RANK + 1)).sum().backward()
grads: list = [None] * WORLD
dist.all_gather_object(grads, model.weight.grad.cpu().tolist())
assert all(g == grads[0] for g in grads)
passed("nccl DDP")
