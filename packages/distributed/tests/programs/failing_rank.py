"""Rank 1 raises while rank 0 waits in a collective: the job must end, not hang."""

import os

import glasstorch as torch
import glasstorch.distributed as dist

dist.init_process_group("mpi")
env = os.environ
print(
    f"rank {env['RANK']} local {env['LOCAL_RANK']} of {env['WORLD_SIZE']} "
    f"threads {env.get('OMP_NUM_THREADS')}",
    flush=True,
)
dist.barrier()  # both ranks have reported before rank 1 fails
if dist.get_rank() == 1:
    raise ZeroDivisionError("rank 1 could not compute its batch")
dist.all_reduce(torch.ones(3))  # never completes: rank 1 is gone
print("unreachable", flush=True)
