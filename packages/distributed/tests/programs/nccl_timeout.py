"""A NCCL receive that no rank ever sends to times out: DistBackendError, the communicator
is aborted, and the group refuses further collectives (one rank, one GPU)."""

from __future__ import annotations

import os
import time
from datetime import timedelta

import glasstorch as torch
import glasstorch.distributed as dist

dist.init_process_group("nccl", timeout=timedelta(seconds=2))
pg = dist.group.WORLD
assert pg.timeout == timedelta(seconds=2)
t = torch.ones(3, device="cuda:0")
dist.all_reduce(t)
assert t.cpu().tolist() == [1.0, 1.0, 1.0]
started = time.monotonic()
pending = pg.recv(torch.zeros(3, device="cuda:0"), 0, 0)  # nothing is ever sent
try:
    pending.wait()
except dist.DistBackendError as err:
    assert "collective operation timeout: RECV (backend nccl" in str(err), err
    assert 1.5 < time.monotonic() - started < 30
else:
    raise AssertionError("a receive nothing is sent to must time out")
try:
    dist.all_reduce(t)
except dist.DistBackendError as err:
    assert "the NCCL communicator was aborted" in str(err), err
else:
    raise AssertionError("an aborted communicator must refuse collectives")
print("CHECK nccl timeout ok", flush=True)
os._exit(0)  # the aborted communicator is not torn down again at exit
