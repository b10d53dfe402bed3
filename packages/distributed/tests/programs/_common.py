"""Shared by the per-rank test programs: report a passed check once (from rank 0)."""

from __future__ import annotations

import glasstorch.distributed as dist


def passed(name: str) -> None:
    """Every rank reaches this line; rank 0 prints it after a barrier."""
    dist.barrier()
    if dist.get_rank() == 0:
        print(f"CHECK {name} ok", flush=True)
