"""nn.SyncBatchNorm: BatchNorm without a process group; across 2 MPI ranks, the statistics
and gradients of BatchNorm on the concatenated batch."""

from __future__ import annotations

import glasstorch as torch
import glasstorch.distributed  # noqa: F401 - registers SyncBatchNorm's collective
import pytest
from glasstorch import nn


def test_sync_batchnorm_on_two_ranks(launch):
    done = launch("sync_batchnorm_programs.py")
    assert done.returncode == 0, done.explain()
    assert done.checks == [
        "forward, running stats and backward equal BatchNorm on the whole batch",
        "eval uses running statistics",
        "cumulative average and 2-d input",
        "convert_sync_batchnorm under DDP trains like BatchNorm",
    ]


def test_without_a_process_group_it_is_batchnorm():
    assert not torch.distributed.is_initialized()
    sync, ref = nn.SyncBatchNorm(3).double(), nn.BatchNorm2d(3).double()
    x = torch.randn(4, 3, 2, 2).double()
    assert torch.equal(sync(x), ref(x))
    assert torch.equal(sync.running_var, ref.running_var)
    sync.eval()
    ref.eval()
    assert torch.equal(sync(x), ref(x))
    # any rank of input from 2-d up, unlike BatchNorm2d
    assert nn.SyncBatchNorm(3)(torch.randn(5, 3)).shape == (5, 3)
    assert repr(nn.SyncBatchNorm(3)) == (
        "SyncBatchNorm(3, eps=1e-05, momentum=0.1, affine=True, bias=True, "
        "track_running_stats=True)"
    )
    with pytest.raises(ValueError, match=r"expected at least 2D input \(got 1D input\)"):
        nn.SyncBatchNorm(3)(torch.randn(3))
    with pytest.raises(
        ValueError, match="SyncBatchNorm number of input channels should be non-zero"
    ):
        nn.SyncBatchNorm(3)(torch.randn(3, 0))
    with pytest.raises(ValueError, match="Expected more than 1 value per channel when training"):
        nn.SyncBatchNorm(3)(torch.randn(1, 3))


def test_convert_sync_batchnorm_shares_parameters_and_buffers():
    bn = nn.BatchNorm2d(4, momentum=None).eval()
    inner = nn.BatchNorm1d(4, affine=False)
    model = nn.Sequential(nn.Conv2d(3, 4, 1), bn, nn.Sequential(inner))
    group = object()
    converted = nn.SyncBatchNorm.convert_sync_batchnorm(model, process_group=group)
    assert converted is model
    new = model[1]
    assert type(new) is nn.SyncBatchNorm and new.momentum is None and not new.training
    assert new.weight is bn.weight and new.running_mean is bn.running_mean
    assert new.num_batches_tracked is bn.num_batches_tracked and new.process_group is group
    assert type(model[2][0]) is nn.SyncBatchNorm and model[2][0].weight is None
    single = nn.SyncBatchNorm.convert_sync_batchnorm(nn.BatchNorm1d(3))
    assert type(single) is nn.SyncBatchNorm
