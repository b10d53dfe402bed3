"""DistributedDataParallel on 2 ranks against one process training on the whole batch."""

from __future__ import annotations

import glasstorch as torch
import glasstorch.distributed as dist
import numpy as np
from _common import passed
from glasstorch import nn
from glasstorch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("mpi")
RANK, WORLD = dist.get_rank(), dist.get_world_size()
B = 4  # per-rank batch


def make_model(seed: int = 0) -> nn.Module:
    torch.manual_seed(seed)
    return nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 8), nn.Tanh(), nn.Linear(8, 3))


def batches(steps: int) -> list[tuple[torch.Tensor, torch.Tensor]]:
    rng = np.random.default_rng(1)
    out = []
    for _ in range(steps):
        x = rng.standard_normal((WORLD * B, 6)).astype(np.float32)
        y = rng.standard_normal((WORLD * B, 3)).astype(np.float32)
        out.append((torch.tensor(x), torch.tensor(y)))
    return out


def mine(t: torch.Tensor) -> torch.Tensor:
    return t[RANK * B : (RANK + 1) * B]


def max_diff(a: nn.Module, b: nn.Module) -> float:
    return max(
        float((p - q).abs().max()) for p, q in zip(a.parameters(), b.parameters(), strict=True)
    )


def train_matches_single_process(bucket_cap_mb: float | None, as_view: bool = False) -> None:
    """DDP with 2 ranks x batch B equals one process on batch 2B, same data order."""
    data = batches(4)
    # every rank starts from a different init: DDP must broadcast rank 0's
    ddp = DDP(make_model(seed=RANK), bucket_cap_mb=bucket_cap_mb, gradient_as_bucket_view=as_view)
    reference = make_model(seed=0)
    loss_fn = nn.MSELoss()
    opt = torch.optim.SGD(ddp.parameters(), lr=0.1, momentum=0.9)
    ref_opt = torch.optim.SGD(reference.parameters(), lr=0.1, momentum=0.9)
    for x, y in data:
        opt.zero_grad()
        loss_fn(ddp(mine(x)), mine(y)).backward()
        opt.step()
        ref_opt.zero_grad()
        loss_fn(reference(x), y).backward()
        ref_opt.step()
    assert max_diff(ddp.module, reference) < 1e-5, max_diff(ddp.module, reference)
    assert len(ddp.reducer.buckets) == (1 if bucket_cap_mb is None else 6)
    flat = ddp.reducer.buckets[0].flat
    inside = (
        flat.data_ptr() <= ddp.module[4].bias.grad.data_ptr() < flat.data_ptr() + flat.numel() * 4
    )
    assert inside == as_view  # with gradient_as_bucket_view, .grad is a view of the bucket


train_matches_single_process(None)
passed("ddp equals single process (one bucket)")
train_matches_single_process(1e-6)  # one bucket per parameter
passed("ddp equals single process (bucket per parameter)")
train_matches_single_process(None, as_view=True)
passed("ddp equals single process (gradient_as_bucket_view)")


def buckets_start_during_backward() -> None:
    """By the time the first layer's gradient (the last one backward makes) is ready, the
    buckets of the later layers are already being all-reduced."""
    model = make_model()
    launched_before_last: list[int] = []
    first_weight = model[0].weight  # registered before DDP's hook, so it runs first
    first_weight.register_post_accumulate_grad_hook(
        lambda p: launched_before_last.append(ddp.reducer.next_bucket)
    )
    ddp = DDP(model, bucket_cap_mb=1e-6)
    nn.MSELoss()(ddp(torch.ones(B, 6)), torch.zeros(B, 3)).backward()
    assert launched_before_last[0] >= 4, launched_before_last  # 6 buckets, first layer's last
    assert ddp.reducer.next_bucket == 6 and not ddp.reducer.require_finalize


buckets_start_during_backward()
passed("buckets start during backward")


def no_sync_accumulates() -> None:
    """Two micro-batches, the first under no_sync: gradients equal one process's sum."""
    (x1, y1), (x2, y2) = batches(2)
    ddp = DDP(make_model(), bucket_cap_mb=1e-6)
    reference = make_model()
    loss_fn = nn.MSELoss()
    with ddp.no_sync():
        loss_fn(ddp(mine(x1)), mine(y1)).backward()
    local = [p.grad.clone() for p in ddp.parameters()]
    gathered: list = [None] * WORLD
    dist.all_gather_object(gathered, [g.tolist() for g in local])
    assert gathered[0] != gathered[1], "no_sync must not communicate"
    loss_fn(ddp(mine(x2)), mine(y2)).backward()
    loss_fn(reference(x1), y1).backward()
    loss_fn(reference(x2), y2).backward()
    for p, q in zip(ddp.parameters(), reference.parameters(), strict=True):
        assert float((p.grad - q.grad).abs().max()) < 1e-5


no_sync_accumulates()
passed("no_sync accumulation")


def buffers_follow_rank_0() -> None:
    """Each forward broadcasts rank 0's buffers (batch norm's running statistics)."""
    torch.manual_seed(0)
    ddp = DDP(nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4)))
    bn = ddp.module[1]
    ddp(torch.randn(8, 3) * (RANK + 1)).sum().backward()  # each rank updates its own stats
    mine = bn.running_var.tolist()
    everyone: list = [None] * WORLD
    dist.all_gather_object(everyone, mine)
    assert everyone[0] != everyone[1]
    ddp.eval()
    with torch.no_grad():
        ddp(torch.randn(2, 3))  # eval: the broadcast is the only change to the buffers
    assert bn.running_var.tolist() == everyone[0]
    assert int(bn.num_batches_tracked) == 1


buffers_follow_rank_0()
passed("buffers broadcast from rank 0")


class Branchy(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.body = nn.Linear(4, 4)
        self.extra = nn.Linear(4, 4)  # used on rank 0 only
        self.never = nn.Linear(4, 4)  # used nowhere

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.body(x)
        if RANK == 0:
            h = self.extra(h)
        return h


def unused_parameters() -> None:
    torch.manual_seed(0)
    ddp = DDP(Branchy(), find_unused_parameters=True, bucket_cap_mb=1e-6)
    x = torch.ones(2, 4) * (RANK + 1)
    for _ in range(2):  # a second iteration proves the first one finished
        ddp.zero_grad()
        ddp(x).sum().backward()
    assert ddp.module.never.weight.grad is None
    torch.manual_seed(0)
    model = Branchy()
    h = model.body(torch.ones(2, 4))
    model.extra(h).sum().backward()
    expected = model.extra.weight.grad / WORLD  # rank 0's gradient, averaged with rank 1's 0
    assert float((ddp.module.extra.weight.grad - expected).abs().max()) < 1e-6


unused_parameters()
passed("find_unused_parameters")


def mismatched_shapes() -> None:
    try:
        DDP(nn.Linear(4, 2 + RANK))
    except RuntimeError as err:
        assert "DDP expects same model across all ranks" in str(err), err
    else:
        raise AssertionError("mismatched parameter shapes must raise")


mismatched_shapes()
passed("shape check")


def unused_without_detection() -> None:
    torch.manual_seed(0)
    ddp = DDP(Branchy())
    ddp(torch.ones(2, 4)).sum().backward()
    try:
        ddp(torch.ones(2, 4))
    except RuntimeError as err:
        assert "Expected to have finished reduction in the prior iteration" in str(err)
    else:
        raise AssertionError("an unused parameter without find_unused_parameters must raise")


unused_without_detection()
passed("unfinished reduction error")
