"""The autograd profiler: what the Dispatcher's RecordFunction hook records for a small
MLP's forward and backward, nesting and self times, shapes, memory, FLOPs, stacks, the
table (compared with PyTorch's output for the same events) and the Chrome traces."""

from __future__ import annotations

import json
from collections import Counter

import glasstorch.aten as aten
import pytest
from glasstorch.autograd import profiler_legacy
from glasstorch.autograd.profiler import profile, record_function
from glasstorch.autograd.profiler_util import EventList, FunctionEvent
from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set
from glasstorch.c10.core.scalar_type import float32, int64
from glasstorch.c10.dispatch.record_function import RECORD_FUNCTION_BIT


def mlp_params():
    aten.manual_seed(0)
    w1 = aten.randn(8, 4, dtype=float32, requires_grad=True)
    b1 = aten.randn(8, dtype=float32, requires_grad=True)
    w2 = aten.randn(2, 8, dtype=float32, requires_grad=True)
    b2 = aten.randn(2, dtype=float32, requires_grad=True)
    return w1, b1, w2, b2


def mlp_step(x, w1, b1, w2, b2):
    h = aten.nn.linear(x, w1, b1).relu()
    aten.nn.linear(h, w2, b2).sum().backward()


@pytest.fixture
def mlp_profile():
    params = mlp_params()
    x = aten.randn(3, 4)
    with profile(record_shapes=True) as prof:
        with record_function("forward_and_backward"):
            mlp_step(x, *params)
    return prof


def test_forward_and_backward_operators_are_recorded(mlp_profile) -> None:
    counts = Counter(e.name for e in mlp_profile.function_events)
    assert counts["aten::linear"] == 2 and counts["aten::addmm"] == 2
    assert counts["aten::relu"] == 1 and counts["aten::sum"] >= 1
    # Backward: the nodes, the engine's ranges around them, and their operators.
    assert counts["AddmmBackward0"] == 2 and counts["ReluBackward0"] == 1
    assert counts["autograd::engine::evaluate_function: AddmmBackward0"] == 2
    assert counts["AccumulateGrad"] == 4  # four leaves
    assert counts["aten::threshold_backward"] == 1
    assert counts["aten::mm"] == 3  # x needs no gradient: only w1's product in layer one
    assert counts["forward_and_backward"] == 1


def test_nesting_and_self_time(mlp_profile) -> None:
    events = mlp_profile.function_events
    by_name = {}
    for e in events:
        by_name.setdefault(e.name, []).append(e)
    top = by_name["forward_and_backward"][0]
    assert top.cpu_parent is None and top.is_user_annotation
    for linear in by_name["aten::linear"]:
        assert linear.cpu_parent is top
        assert {c.name for c in linear.cpu_children} >= {"aten::addmm"}
    for node in by_name["AddmmBackward0"]:
        assert node.cpu_parent.name == "autograd::engine::evaluate_function: AddmmBackward0"
        assert node.scope == 1 and node.sequence_nr >= 0  # a backward range
    for e in events:
        assert 0 <= e.self_cpu_time_total <= e.cpu_time_total + 1e-9
        children = sum(c.cpu_time_total for c in e.cpu_children)
        assert e.self_cpu_time_total == pytest.approx(e.cpu_time_total - children)
        for c in e.cpu_children:
            assert e.time_range.start <= c.time_range.start <= c.time_range.end
            assert c.time_range.end <= e.time_range.end
    total = sum(e.self_cpu_time_total for e in events)
    assert mlp_profile.self_cpu_time_total == pytest.approx(total)


def test_input_shapes(mlp_profile) -> None:
    linears = [e.input_shapes for e in mlp_profile.function_events if e.name == "aten::linear"]
    assert linears == [[[3, 4], [8, 4], [8]], [[3, 8], [2, 8], [2]]]
    addmm = [e.input_shapes for e in mlp_profile.function_events if e.name == "aten::addmm"]
    assert addmm[0] == [[8], [3, 4], [4, 8], [], []]  # PyTorch's: beta and alpha are []
    grouped = mlp_profile.key_averages(group_by_input_shape=True)
    assert {str(e.input_shapes) for e in grouped if e.key == "aten::linear"} == {
        "[[3, 4], [8, 4], [8]]",
        "[[3, 8], [2, 8], [2]]",
    }
    assert all(e.input_shapes == "" for e in mlp_profile.key_averages())


def test_shapes_only_when_asked() -> None:
    with profile() as prof:
        aten.ones(2, 3) + aten.ones(2, 3)
    assert all(e.input_shapes == [] for e in prof.function_events)


def test_table_parses_back(mlp_profile) -> None:
    averages = mlp_profile.key_averages()
    text = averages.table(sort_by="self_cpu_time_total", row_limit=5)
    lines = text.splitlines()
    rule = lines[0]
    assert lines[2] == rule and lines[-2] == rule
    assert lines[-1].startswith("Self CPU time total: ")
    # Column spans from the dashed rule; the header cells right-aligned in them.
    spans, start = [], 0
    for width in (len(group) for group in rule.split("  ") if group):
        spans.append((start, start + width))
        start += width + 2
    header = [lines[1][a:b].strip() for a, b in spans]
    assert header == [
        "Name",
        "Self CPU %",
        "Self CPU",
        "CPU total %",
        "CPU total",
        "CPU time avg",
        "# of Calls",
    ]
    assert spans[0] == (0, 55) and all(b - a == 12 for a, b in spans[1:])  # PyTorch's widths
    rows = [[line[a:b].strip() for a, b in spans] for line in lines[3:-2]]
    assert len(rows) == 5
    expected = sorted(averages, key=lambda e: e.self_cpu_time_total, reverse=True)[:5]
    for row, evt in zip(rows, expected, strict=True):
        assert row[0] == evt.key[:52] + ("..." if len(evt.key) >= 52 else "")
        assert row[6] == str(evt.count)
        assert row[2] == evt.self_cpu_time_total_str
    selfs = [float(r[1].rstrip("%")) for r in rows]
    assert selfs == sorted(selfs, reverse=True)


def _events() -> EventList:
    """Hand-made events: outer [0, 100) holds mm [10, 40), add [50, 60), mm [70, 90),
    and empty [75, 76) inside the second mm."""

    def ev(i, name, start, end, shapes, mem):
        return FunctionEvent(
            id=i,
            name=name,
            thread=1,
            start_us=start,
            end_us=end,
            input_shapes=shapes,
            cpu_memory_usage=mem,
            overload_name="",
            stack=[],
        )

    events = EventList(
        [
            ev(1, "outer", 0.0, 100.0, [], 4096),
            ev(2, "aten::mm", 10.0, 40.0, [[2, 3], [3, 4]], 32),
            ev(3, "aten::add", 50.0, 60.0, [[2, 4], [2, 4], []], 32),
            ev(4, "aten::mm", 70.0, 90.0, [[5, 3], [3, 4]], 80),
            ev(5, "aten::empty", 75.0, 76.0, [[], [], [], [], [], []], 80),
        ],
        profile_memory=True,
    )
    events._build_tree()
    return events


# PyTorch 2.13's output for the same events (profiler_util.EventList, printed there).
_PYTORCH_TABLE = (
    "---------------  ------------  ------------  ------------  ------------  ------------  "
    "------------  ------------  ------------  \n"
    "           Name    Self CPU %      Self CPU   CPU total %     CPU total  CPU time avg  "
    "     CPU Mem  Self CPU Mem    # of Calls  \n"
    "---------------  ------------  ------------  ------------  ------------  ------------  "
    "------------  ------------  ------------  \n"
    "       aten::mm        49.00%      49.000us        50.00%      50.000us      25.000us  "
    "       112 B          32 B             2  \n"
    "          outer        40.00%      40.000us       100.00%     100.000us     100.000us  "
    "     4.00 KB       3.86 KB             1  \n"
    "      aten::add        10.00%      10.000us        10.00%      10.000us      10.000us  "
    "        32 B          32 B             1  \n"
    "    aten::empty         1.00%       1.000us         1.00%       1.000us       1.000us  "
    "        80 B          80 B             1  \n"
    "---------------  ------------  ------------  ------------  ------------  ------------  "
    "------------  ------------  ------------  \n"
    "Self CPU time total: 100.000us\n"
)

_PYTORCH_SHAPES_TABLE = (
    "---------------  ------------  ------------  ------------  ------------  ------------  "
    "------------  ------------  ------------  ----------------------------  \n"
    "           Name    Self CPU %      Self CPU   CPU total %     CPU total  CPU time avg  "
    "     CPU Mem  Self CPU Mem    # of Calls                  Input Shapes  \n"
    "---------------  ------------  ------------  ------------  ------------  ------------  "
    "------------  ------------  ------------  ----------------------------  \n"
    "          outer        40.00%      40.000us       100.00%     100.000us     100.000us  "
    "     4.00 KB       3.86 KB             1                            []  \n"
    "       aten::mm        30.00%      30.000us        30.00%      30.000us      30.000us  "
    "        32 B          32 B             1              [[2, 3], [3, 4]]  \n"
    "       aten::mm        19.00%      19.000us        20.00%      20.000us      20.000us  "
    "        80 B           0 B             1              [[5, 3], [3, 4]]  \n"
    "---------------  ------------  ------------  ------------  ------------  ------------  "
    "------------  ------------  ------------  ----------------------------  \n"
    "Self CPU time total: 100.000us\n"
)


def test_table_layout_matches_pytorch() -> None:
    events = _events()
    assert [(e.name, e.self_cpu_time_total, e.self_cpu_memory_usage) for e in events] == [
        ("outer", 40.0, 3952),
        ("aten::mm", 30.0, 32),
        ("aten::add", 10.0, 32),
        ("aten::mm", 19.0, 0),
        ("aten::empty", 1.0, 80),
    ]
    assert events.key_averages().table(sort_by="self_cpu_time_total") == _PYTORCH_TABLE
    grouped = events.key_averages(group_by_input_shapes=True)
    assert grouped.table(sort_by="cpu_time_total", row_limit=3) == _PYTORCH_SHAPES_TABLE
    total = events.total_average()
    assert total.key == "Total" and total.count == 5 and total.cpu_time_total == 161.0


def test_profile_memory_and_memory_events() -> None:
    x = aten.ones(64, 64)  # 16 KiB of float32
    with profile(profile_memory=True) as prof:
        y = x * 2
        del y  # freed between operators: a [memory] event
    mul = [e for e in prof.function_events if e.name == "aten::mul"]
    assert mul[0].cpu_memory_usage == 64 * 64 * 4
    memory = [e for e in prof.function_events if e.name == "[memory]"]
    assert sum(e.cpu_memory_usage for e in memory) == -(64 * 64 * 4)
    table = prof.key_averages().table()
    assert "CPU Mem" in table and "Self CPU Mem" in table and "16.00 KB" in table


def test_flops_as_pytorch_counts_them() -> None:
    x, w, b = aten.randn(8, 16), aten.randn(16, 32), aten.randn(32)
    with profile(with_flops=True) as prof:
        aten.mm(x, w)
        aten.addmm(b, x, w)
        aten.bmm(aten.randn(3, 4, 5), aten.randn(3, 5, 6))
        x * x
    flops = {e.name: e.flops for e in prof.function_events if e.flops}
    # PyTorch 2.13's figures for the same calls.
    assert flops == {"aten::mm": 8192, "aten::addmm": 8192, "aten::bmm": 720, "aten::mul": 128}
    assert "Total FLOPs" in prof.key_averages().table()


def test_with_stack_names_the_calling_lines() -> None:
    def caller():
        return aten.ones(2) + 1

    with profile(with_stack=True) as prof:
        caller()
    add = [e for e in prof.function_events if e.name == "aten::add"][0]
    assert add.stack and add.stack[0].endswith(": caller") and "test_profiler.py(" in add.stack[0]
    assert not any(
        "glasstorch" in entry.rpartition("/")[0].rpartition("/")[2] for entry in add.stack
    )
    table = prof.key_averages(group_by_stack_n=1).table()
    assert "Source Location" in table and "caller" in table


def test_record_function_decorator_and_no_profiler() -> None:
    @record_function("my_fn")
    def f(t):
        return t * 2

    f(aten.ones(2))  # no profiler: nothing to report, nothing fails
    with profile() as prof:
        f(aten.ones(2))
        f(aten.ones(2))
    names = [e.name for e in prof.function_events]
    assert names.count("my_fn") == 2
    mul = [e for e in prof.function_events if e.name == "aten::mul"]
    assert all(e.cpu_parent.name == "my_fn" for e in mul)


def test_profiler_leaves_no_trace_in_dispatch() -> None:
    assert not tls_local_dispatch_key_set.included & RECORD_FUNCTION_BIT
    with profile():
        assert tls_local_dispatch_key_set.included & RECORD_FUNCTION_BIT
    assert not tls_local_dispatch_key_set.included & RECORD_FUNCTION_BIT
    with pytest.raises(RuntimeError, match="Profiler context manager is not reentrant"):
        prof = profile()
        with prof:
            pass
        with prof:
            pass


def test_chrome_traces(tmp_path, mlp_profile) -> None:
    path = tmp_path / "list.json"
    mlp_profile.export_chrome_trace(str(path))  # use_kineto=False: EventList's list layout
    entries = json.loads(path.read_text())
    assert len(entries) == len(mlp_profile.function_events)
    assert all(e["ph"] == "X" and e["dur"] >= 0 for e in entries)

    params = mlp_params()
    with profile(record_shapes=True, use_kineto=True) as prof:
        with record_function("step"):
            mlp_step(aten.randn(3, 4), *params)
    path = tmp_path / "trace.json"
    prof.export_chrome_trace(str(path))
    trace = json.loads(path.read_text())
    assert trace["schemaVersion"] == 1 and trace["displayTimeUnit"] == "ms"
    complete = [e for e in trace["traceEvents"] if e["ph"] == "X"]
    assert len(complete) == len(prof.function_events)
    by_name = {e["name"]: e for e in complete}
    assert by_name["step"]["cat"] == "user_annotation"
    addmm = by_name["aten::addmm"]
    assert addmm["cat"] == "cpu_op" and addmm["args"]["Input type"][:3] == ["float"] * 3
    assert addmm["args"]["Input Dims"] in (
        [[8], [3, 4], [4, 8], [], []],
        [[2], [3, 8], [8, 2], [], []],
    )
    step = by_name["step"]
    for e in complete:  # everything recorded lies inside the user range
        assert step["ts"] <= e["ts"] and e["ts"] + e["dur"] <= step["ts"] + step["dur"] + 1e-3


def test_legacy_profile() -> None:
    legacy = profiler_legacy.profile()
    with pytest.raises(RuntimeError, match="Profiler didn't finish running"):
        legacy.key_averages()
    with legacy:
        aten.ones(3) * 2
    assert all(e.is_legacy for e in legacy.function_events)
    assert "aten::mul" in [e.key for e in legacy.key_averages()]


def test_device_time_for_cuda_operators() -> None:
    from glasstorch.autograd.profiler_config import DeviceType
    from glasstorch.c10.cuda import stand_in

    with stand_in():
        x = aten.ones(64, 64, device="cuda")
        with profile(use_device="cuda", profile_memory=True) as prof:
            y = aten.mm(x, x)
            y.sum()
    events = prof.function_events
    device = [e for e in events if e.device_type == DeviceType.CUDA]
    assert sorted(e.name for e in device) == ["aten::mm", "aten::sum"]
    mm = [e for e in events if e.name == "aten::mm" and e.device_type == DeviceType.CPU][0]
    assert len(mm.kernels) == 1 and mm.device_time_total == pytest.approx(mm.kernels[0].duration)
    assert mm.device_memory_usage == 64 * 64 * 4
    table = prof.key_averages().table(sort_by="self_cuda_time_total")
    assert "Self CUDA" in table and "CUDA Mem" in table and "Self CUDA time total:" in table


def test_the_profiler_range_operators_open_and_close_a_user_range():
    """``profiler::_record_function_enter``/``_exit`` (what fx graphs and TorchScript call):
    the range appears under its own name with the operators inside it, and the two
    operators themselves are not recorded, as in PyTorch."""
    x = aten.tensor([-1.0, 2.0])
    with profile() as prof:
        handle = aten.ops.profiler._record_function_enter("foo")
        aten.relu(x)
        aten.ops.profiler._record_function_exit(handle)
    names = [e.name for e in prof.function_events]
    assert names == ["foo", "aten::relu"]
    foo, relu = prof.function_events
    assert relu.cpu_parent is foo
    assert handle.dtype == int64 and handle.dim() == 0
    with pytest.raises(RuntimeError, match="no open range has handle"):
        aten.ops.profiler._record_function_exit(handle)
    # with no profiler active the operators still pair up and cost nothing visible
    other = aten.ops.profiler._record_function_enter("bar", "args")
    aten.ops.profiler._record_function_exit(other)
