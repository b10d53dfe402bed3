"""torch.profiler: schedules, steps, on_trace_ready, Chrome traces and the TensorBoard
handler, through ``import glasstorch as torch`` as a PyTorch program writes them."""

from __future__ import annotations

import gzip
import json
import warnings

import glasstorch as torch
import pytest
from glasstorch.profiler import (
    ProfilerAction,
    ProfilerActivity,
    profile,
    record_function,
    schedule,
    supported_activities,
    tensorboard_trace_handler,
)


def test_schedule_matches_pytorch() -> None:
    # PyTorch 2.13's actions for the same schedules.
    s = schedule(wait=1, warmup=1, active=2, repeat=2, skip_first=1)
    assert [s(i).name for i in range(12)] == [
        "NONE",
        "NONE",
        "WARMUP",
        "RECORD",
        "RECORD_AND_SAVE",
        "NONE",
        "WARMUP",
        "RECORD",
        "RECORD_AND_SAVE",
        "NONE",
        "NONE",
        "NONE",
    ]
    s = schedule(wait=2, warmup=1, active=1, skip_first=3, skip_first_wait=1)
    assert [s(i).name for i in range(10)] == [
        "NONE",
        "NONE",
        "NONE",
        "WARMUP",
        "RECORD_AND_SAVE",
        "NONE",
        "NONE",
        "WARMUP",
        "RECORD_AND_SAVE",
        "NONE",
    ]
    with pytest.raises(AssertionError, match="Invalid profiler schedule arguments"):
        schedule(wait=0, warmup=0, active=0)
    with pytest.warns(UserWarning, match="won't be using warmup"):
        schedule(wait=1, warmup=0, active=1)


def test_traces_only_for_active_steps() -> None:
    x = torch.ones(2)
    cycles = []

    def ready(prof):
        steps = [e.trace_name for e in prof.events() if e.name == "ProfilerStep*"]
        cycles.append((steps, sum(e.name == "aten::mul" for e in prof.events())))

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "Profiler clears events at the end of each cycle"
        with profile(
            schedule=schedule(wait=1, warmup=1, active=2, repeat=2), on_trace_ready=ready
        ) as prof:
            for _ in range(10):
                x * 2
                prof.step()
    # PyTorch 2.13 records the same steps, two multiplications per cycle.
    assert cycles == [
        (["ProfilerStep#2", "ProfilerStep#3"], 2),
        (["ProfilerStep#6", "ProfilerStep#7"], 2),
    ]
    assert prof.step_num == 10


def test_a_cycle_being_recorded_is_saved_at_exit() -> None:
    calls = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with profile(
            schedule=schedule(wait=0, warmup=1, active=1), on_trace_ready=calls.append
        ) as prof:
            for _ in range(3):
                torch.ones(2) * 2
                prof.step()
    assert len(calls) == 2


def test_mlp_table_and_trace(tmp_path) -> None:
    model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 2))
    x = torch.randn(3, 4)
    activities = [ProfilerActivity.CPU, ProfilerActivity.CUDA]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # CUDA asked for where there is none
        with profile(activities=activities, record_shapes=True) as prof:
            with record_function("model_forward"):
                out = model(x)
            out.sum().backward()
    table = prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=10)
    header = table.splitlines()[1].split()
    assert header[:2] == ["Name", "Self"] and header[-3:] == ["#", "of", "Calls"]
    names = {e.key for e in prof.key_averages()}
    assert {"aten::linear", "aten::addmm", "aten::relu", "model_forward"} <= names
    assert {"AddmmBackward0", "ReluBackward0"} <= names
    path = tmp_path / "trace.json"
    prof.export_chrome_trace(str(path))
    trace = json.loads(path.read_text())
    events = [e for e in trace["traceEvents"] if e["ph"] == "X"]
    assert {"name", "ts", "dur", "args", "pid", "tid", "cat"} <= set(events[0])
    assert any(e["name"] == "model_forward" and e["cat"] == "user_annotation" for e in events)
    assert trace["record_shapes"] == 1
    gz = tmp_path / "trace.json.gz"
    prof.export_chrome_trace(str(gz))
    assert json.loads(gzip.decompress(gz.read_bytes()))["schemaVersion"] == 1


def test_tensorboard_trace_handler(tmp_path) -> None:
    logdir = tmp_path / "log"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with profile(
            schedule=schedule(wait=0, warmup=1, active=1, repeat=1),
            on_trace_ready=tensorboard_trace_handler(str(logdir), worker_name="w0"),
        ) as prof:
            for _ in range(4):
                torch.ones(3) + 1
                prof.step()
    files = list(logdir.iterdir())
    assert len(files) == 1 and files[0].name.startswith("w0.")
    assert files[0].name.endswith(".pt.trace.json")
    trace = json.loads(files[0].read_text())
    assert any(e.get("name") == "aten::add" for e in trace["traceEvents"])


def test_names_and_activities() -> None:
    assert ProfilerActivity.CPU in supported_activities()
    assert torch.profiler.kineto_available() is False
    assert torch.autograd.kineto_available() is False
    assert ProfilerAction.RECORD_AND_SAVE.value == 3
    assert torch.profiler.DeviceType.CUDA == 1 and str(torch.autograd.DeviceType.CPU) == (
        "DeviceType.CPU"
    )
    with pytest.raises(ValueError, match="specified more than once"):
        profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CPU])
