"""Graph breaks: fullgraph errors, side-effect order, explain's report, resume functions."""

from __future__ import annotations

import glasstorch as torch
import pytest
from glasstorch._dynamo.exc import Unsupported
from glasstorch._dynamo.testing import CompileCounter, assert_same

EVENTS: list[str] = []


def log_event(name, t):
    EVENTS.append(name)
    return t


def with_print(x):
    y = x.sin()
    print("between graphs")
    return y.cos()


def test_fullgraph_raises_with_reason_and_source_line() -> None:
    fn = torch.compile(with_print, backend="eager", fullgraph=True)
    with pytest.raises(Unsupported) as info:
        fn(torch.ones(2))
    msg = str(info.value)
    assert "print" in msg
    assert 'print("between graphs")' in msg and "with_print" in msg


def test_nopython_optimize_raises() -> None:
    def item(x):
        return x + x.sum().item()

    with pytest.raises(Unsupported, match=r"Tensor.item\(\)"):
        torch._dynamo.optimize("eager", nopython=True)(item)(torch.ones(2))


def test_side_effects_keep_their_order() -> None:
    def program(x):
        a = log_event("first", x * 2)
        EVENTS.append("python")
        b = log_event("second", a + 1)
        return b

    EVENTS.clear()
    expected = program(torch.ones(2))
    eager_events = list(EVENTS)
    EVENTS.clear()
    actual = torch._dynamo.optimize("eager")(program)(torch.ones(2))
    assert EVENTS == eager_events == ["first", "python", "second"]
    assert_same(expected, actual)


def test_explain_reports_graphs_breaks_ops_and_guards(capsys: pytest.CaptureFixture[str]) -> None:
    out = torch._dynamo.explain(with_print)(torch.ones(3))
    assert out.graph_count == 2 and out.graph_break_count == 1
    assert out.op_count == 2
    assert out.ops_per_graph == [["<method sin>"], ["<method cos>"]]
    (reason,) = out.break_reasons
    assert "print" in reason.reason and "with_print" in reason.user_stack
    assert any(g.kind.value == "TENSOR_MATCH" for g in out.out_guards)
    text = str(out)
    assert "Graph Count: 2" in text and "Graph Break Count: 1" in text and "Break Reason 1" in text


def test_resume_function_is_itself_compiled_and_cached() -> None:
    cnt = CompileCounter()
    fn = torch._dynamo.optimize(cnt)(with_print)
    for _ in range(3):
        assert_same(with_print(torch.ones(2)), fn(torch.ones(2)))
    assert cnt.frame_count == 2  # graph before the break + the resume function's graph


def test_data_dependent_branch_takes_both_paths() -> None:
    def branch(x):
        y = x * 3
        if y.sum() > 0:
            z = y + 1
        else:
            z = y - 1
        return z * 2

    fn = torch._dynamo.optimize("eager")(branch)
    for sign in (1.0, -1.0):
        x = torch.full((3,), sign)
        assert_same(branch(x), fn(x))


def test_break_inside_loop_runs_frame_eagerly() -> None:
    cnt = CompileCounter()

    def loop(x):
        for _ in range(3):
            x = x + 1
            print("tick")
        return x

    assert_same(loop(torch.zeros(1)), torch._dynamo.optimize(cnt)(loop)(torch.zeros(1)))
    assert cnt.frame_count == 0


def _raise_value_error(t):
    raise ValueError("boom")


def test_exception_inside_no_grad_block_restores_grad_mode() -> None:
    def fn(x):
        with torch.no_grad():
            y = x * 2
            _raise_value_error(y)
        return y

    compiled = torch._dynamo.optimize("eager")(fn)
    for _ in range(2):  # first call compiles, second runs the cached entry
        with pytest.raises(ValueError, match="boom"):
            compiled(torch.ones(2, requires_grad=True))
        assert torch.is_grad_enabled()


def test_break_inside_no_grad_keeps_the_mode_in_both_graphs() -> None:
    cnt = CompileCounter()

    def fn(x):
        with torch.no_grad():
            a = x * 2
            print("break")
            b = a * 3
        return b, x * 4

    b, c = torch._dynamo.optimize(cnt)(fn)(torch.ones(2, requires_grad=True))
    assert cnt.frame_count == 2
    assert not b.requires_grad and c.requires_grad and torch.is_grad_enabled()
