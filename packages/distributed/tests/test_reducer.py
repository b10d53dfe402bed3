"""DDP's bucket layout, computed without any process group."""

from __future__ import annotations

import glasstorch as torch
from glasstorch.distributed.parallel.reducer import assign_buckets


def test_bucket_assignment_follows_pytorch():
    """Reverse order, one dtype per bucket, a small first bucket then the cap."""
    params = [torch.zeros(256), torch.zeros(256), torch.zeros(256, dtype=torch.float64)]
    params += [torch.zeros(256) for _ in range(3)]  # 1 KiB each in float32
    # first buckets closed at 1 KiB, the next at 2 KiB; PyTorch 2.15's
    # dist._compute_bucket_assignment_by_size gives the same lists
    assert assign_buckets(params, 2048, 1024) == [[5], [4, 3], [2], [1, 0]]
    assert assign_buckets(params, 1 << 20, 1 << 20) == [[5, 4, 3, 1, 0], [2]]
