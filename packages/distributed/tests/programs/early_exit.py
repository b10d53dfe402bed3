"""Rank 1 leaves before a barrier (timeout 2 s), dies with ``os._exit(3)`` or is killed by
SIGKILL: the job must end with a report naming what happened, not hang."""

import os
import signal
import sys
from datetime import timedelta

import glasstorch.distributed as dist

mode = sys.argv[1]
dist.init_process_group("mpi", timeout=timedelta(seconds=2))
dist.barrier()  # both ranks are up
if dist.get_rank() == 1:
    if mode == "os_exit":
        os._exit(3)
    if mode == "kill":
        os.kill(os.getpid(), signal.SIGKILL)
    sys.exit(0)  # "leave": the training loop ended early, cleanly
dist.barrier()  # rank 0 waits for rank 1, which never comes
print("unreachable", flush=True)
