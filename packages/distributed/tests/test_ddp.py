"""DistributedDataParallel on a real 2-rank MPI job."""

from __future__ import annotations


def test_ddp_matches_single_process_training(launch):
    done = launch("ddp_programs.py")
    assert done.returncode == 0, done.explain()
    assert done.checks == [
        "ddp equals single process (one bucket)",
        "ddp equals single process (bucket per parameter)",
        "ddp equals single process (gradient_as_bucket_view)",
        "buckets start during backward",
        "no_sync accumulation",
        "buffers broadcast from rank 0",
        "find_unused_parameters",
        "shape check",
        "unfinished reduction error",
    ]
