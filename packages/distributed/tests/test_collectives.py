"""Every collective on a real 2-rank MPI job, against numpy float64 references."""

from __future__ import annotations


def test_collectives_on_two_ranks(launch):
    done = launch("collectives_programs.py")
    assert done.returncode == 0, done.explain()
    assert done.checks == [
        "all_reduce sum avg product min max, sync and async",
        "all_reduce non-contiguous",
        "all_reduce int avg, bool, bfloat16",
        "broadcast and reduce from each rank",
        "all_gather and all_gather_into_tensor",
        "reduce_scatter_tensor and reduce_scatter",
        "gather and scatter",
        "all_to_all_single even and uneven, all_to_all",
        "send recv isend irecv batch_isend_irecv, wait timeout",
        "object collectives",
        "groups and barrier",
    ]


def test_init_checks_in_one_process_without_a_launcher(launch):
    done = launch("single_process.py", nproc=0)
    assert done.returncode == 0, done.explain()
    assert done.stdout.strip().endswith("single process ok")
