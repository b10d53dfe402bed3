"""The NCCL backend: runs where cupy, NCCL and CUDA GPUs are present, skips elsewhere."""

from __future__ import annotations

import pytest
from glasstorch.distributed import is_nccl_available


def test_without_cupy_or_gpu_the_group_explains_what_is_missing():
    if is_nccl_available():
        pytest.skip("cupy, NCCL and a GPU are present")
    from glasstorch.distributed.backends.nccl import ProcessGroupNCCL

    with pytest.raises(RuntimeError, match="needs cupy with NCCL support and a CUDA GPU"):
        ProcessGroupNCCL(comm=None, global_ranks=[0])


@pytest.mark.slow
def test_nccl_collectives_and_ddp(launch):
    if not is_nccl_available():
        pytest.skip("the NCCL backend needs cupy with NCCL and a CUDA GPU")
    import cupy

    nproc = min(2, cupy.cuda.runtime.getDeviceCount())  # NCCL wants one GPU per rank
    done = launch("nccl_programs.py", nproc=nproc)
    assert done.returncode == 0, done.explain()
    assert done.checks == ["nccl all_reduce broadcast all_gather_into_tensor", "nccl DDP"]


@pytest.mark.slow
def test_a_nccl_collective_that_never_completes_times_out(launch):
    if not is_nccl_available():
        pytest.skip("the NCCL backend needs cupy with NCCL and a CUDA GPU")
    done = launch("nccl_timeout.py", nproc=1, timeout=120)
    assert done.returncode == 0, done.explain()
    assert done.checks == ["nccl timeout"]
