"""A Work's deadline, and the launcher's account of how a job's ranks ended (no MPI)."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
from glasstorch.distributed import DistBackendError, DistError
from glasstorch.distributed._job_report import exit_how, failure_report
from glasstorch.distributed._work import Work


def test_a_work_that_never_completes_raises_after_its_timeout():
    aborted: list[bool] = []
    work = Work(
        poll=lambda: False,
        timeout=timedelta(milliseconds=200),
        describe=lambda: "[Rank 3] collective operation timeout: BARRIER",
        on_timeout=lambda: aborted.append(True),
    )
    started = time.monotonic()
    with pytest.raises(DistBackendError) as caught:
        work.wait()
    waited = time.monotonic() - started
    assert 0.15 <= waited < 5, waited
    assert isinstance(caught.value, DistError) and isinstance(caught.value, RuntimeError)
    assert str(caught.value).startswith(
        "[Rank 3] collective operation timeout: BARRIER timed out after "
    )
    assert "(timeout 0:00:00.200000)" in str(caught.value)
    assert aborted == [True]
    assert not work.is_completed()


def test_a_work_that_completes_in_time_runs_its_finish_steps_once():
    polls = iter([False, False, True])
    finished: list[int] = []
    work = Work(
        poll=lambda: next(polls), finish=[lambda: finished.append(1)], timeout=timedelta(seconds=5)
    )
    assert work.wait() and work.is_completed()
    assert finished == [1]


def test_wait_with_its_own_timeout_counts_from_the_call():
    work = Work(poll=lambda: False, timeout=timedelta(hours=1))
    with pytest.raises(DistBackendError, match=r"timed out after \d+ milliseconds"):
        work.wait(timeout=timedelta(milliseconds=50))


def test_exit_statuses_are_named():
    assert exit_how(0) == ("done", "exited with code 0")
    assert exit_how(3) == ("exit", "exited with code 3")
    assert exit_how(-9) == ("signal", "killed by signal 9 (SIGKILL)")


def test_the_failure_report_names_the_first_failure_with_its_traceback():
    records = [
        {
            "rank": 0,
            "time": 102.5,
            "how": "timeout",
            "detail": "collective timeout: X",
            "tb": "T1\nT2",
        },
        {"rank": 1, "time": 100.25, "how": "done", "detail": "finished its script", "tb": ""},
        {"rank": 2, "time": 103.0, "how": "signal", "detail": "killed by signal 9", "tb": ""},
    ]
    records[0]["tb"] = "T1\nT2"
    records.sort(key=lambda r: r["time"])
    lines = failure_report(records, 100.0, 1).splitlines()
    prefix = "glasstorch.distributed.run: "
    assert lines == [
        prefix + "the job failed (exit code 1)",
        prefix + "first failure: rank 0 at +2.50s: collective timeout: X",
        prefix + "  T1",
        prefix + "  T2",
        prefix + "how each rank ended, in order:",
        prefix + "  rank 1 at +0.25s: finished its script",
        prefix + "  rank 0 at +2.50s: collective timeout: X",
        prefix + "  rank 2 at +3.00s: killed by signal 9",
    ]
