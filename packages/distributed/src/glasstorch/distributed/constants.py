"""The default time a collective may wait for the other ranks (``torch.distributed.constants``)."""

from __future__ import annotations

from datetime import timedelta

__all__ = ["default_pg_nccl_timeout", "default_pg_timeout"]

#: CPU backends (MPI, and "gloo" which runs over it): 30 minutes, as PyTorch's.
default_pg_timeout = timedelta(minutes=30)
#: NCCL: 10 minutes, as PyTorch's.
default_pg_nccl_timeout = timedelta(minutes=10)
