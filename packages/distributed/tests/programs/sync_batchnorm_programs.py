"""SyncBatchNorm on 2 ranks against BatchNorm on the concatenated batch, in float64."""

from __future__ import annotations

import glasstorch as torch
import glasstorch.distributed as dist
import numpy as np
from _common import passed
from glasstorch import nn
from glasstorch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("mpi")
RANK, WORLD = dist.get_rank(), dist.get_world_size()
SIZES = [3, 5][:WORLD] + [2] * max(0, WORLD - 2)  # unequal per-rank batches
START = sum(SIZES[:RANK])


def mine(t: torch.Tensor) -> torch.Tensor:
    return t[START : START + SIZES[RANK]]


def full_batch(shape: tuple[int, ...], seed: int) -> torch.Tensor:
    rng = np.random.default_rng(seed)
    return torch.tensor(rng.standard_normal((sum(SIZES), *shape)) * 2 + 1)


def close(a: torch.Tensor, b: torch.Tensor, tol: float = 1e-10) -> bool:
    return float((a - b).abs().max()) < tol


def summed(t: torch.Tensor) -> torch.Tensor:
    t = t.clone()
    dist.all_reduce(t)
    return t


# forward, running statistics and backward over (N, C, H, W)
x_all = full_batch((3, 2, 2), seed=0)
g_all = full_batch((3, 2, 2), seed=1)  # upstream gradient
sync = nn.SyncBatchNorm(3, momentum=0.3).double()
ref = nn.BatchNorm2d(3, momentum=0.3).double()
with torch.no_grad():
    for m in (sync, ref):
        m.weight.copy_(torch.tensor([1.5, -0.5, 2.0]))
        m.bias.copy_(torch.tensor([0.1, 0.2, -0.3]))
x = mine(x_all).clone().requires_grad_()
out = sync(x)
x_ref = x_all.clone().requires_grad_()
out_ref = ref(x_ref)
assert close(out, mine(out_ref))
assert close(sync.running_mean, ref.running_mean) and close(sync.running_var, ref.running_var)
assert int(sync.num_batches_tracked) == 1
(out * mine(g_all)).sum().backward()
(out_ref * g_all).sum().backward()
assert close(x.grad, mine(x_ref.grad))
assert close(summed(sync.weight.grad), ref.weight.grad)
assert close(summed(sync.bias.grad), ref.bias.grad)
passed("forward, running stats and backward equal BatchNorm on the whole batch")

# eval uses the running statistics, rank by rank
sync.eval()
ref.eval()
assert close(sync(mine(x_all)), mine(ref(x_all)))
passed("eval uses running statistics")

# momentum=None (cumulative average), no affine, (N, C) input
sync1 = nn.SyncBatchNorm(4, momentum=None, affine=False).double()
ref1 = nn.BatchNorm1d(4, momentum=None, affine=False).double()
for step in range(3):
    batch = full_batch((4,), seed=10 + step)
    assert close(sync1(mine(batch)), mine(ref1(batch)))
assert close(sync1.running_var, ref1.running_var)
passed("cumulative average and 2-d input")

# convert_sync_batchnorm inside DDP trains like BatchNorm on the whole batch
torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(2, 3, 1), nn.BatchNorm2d(3), nn.ReLU(), nn.Flatten(), nn.Linear(12, 1)
)
reference = nn.Sequential(
    nn.Conv2d(2, 3, 1), nn.BatchNorm2d(3), nn.ReLU(), nn.Flatten(), nn.Linear(12, 1)
)
reference.load_state_dict(model.state_dict())
model = DDP(nn.SyncBatchNorm.convert_sync_batchnorm(model.double()))
reference.double()
assert isinstance(model.module[1], nn.SyncBatchNorm)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
ref_opt = torch.optim.SGD(reference.parameters(), lr=0.1)
for step in range(3):
    inputs, targets = full_batch((2, 2, 2), seed=20 + step), full_batch((1,), seed=30 + step)
    opt.zero_grad()
    # DDP averages gradients over ranks: scale each rank's sum so the total is the mean loss
    ((model(mine(inputs)) - mine(targets)) ** 2).sum().mul(WORLD / sum(SIZES)).backward()
    opt.step()
    ref_opt.zero_grad()
    ((reference(inputs) - targets) ** 2).mean().backward()
    ref_opt.step()
for p, q in zip(model.module.parameters(), reference.parameters(), strict=True):
    assert close(p, q, 1e-9), float((p - q).abs().max())
assert close(model.module[1].running_mean, reference[1].running_mean)
passed("convert_sync_batchnorm under DDP trains like BatchNorm")
