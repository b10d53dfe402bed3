"""Guards, the cache and recompilation."""

from __future__ import annotations

import logging

import glasstorch as torch
import pytest
from glasstorch._dynamo.testing import CompileCounter, assert_same

FACTOR = 2


def _scaled(x):
    return x * FACTOR


def test_cache_hit_on_same_metadata() -> None:
    cnt = CompileCounter()
    fn = torch._dynamo.optimize(cnt)(lambda x, y: x + y)
    for _ in range(5):
        fn(torch.randn(3), torch.randn(3))
    assert cnt.frame_count == 1


@pytest.mark.parametrize("change", ["dtype", "shape", "stride", "requires_grad"])
def test_tensor_metadata_change_recompiles(change: str) -> None:
    cnt = CompileCounter()
    fn = torch._dynamo.optimize(cnt)(lambda x: x * 2)
    x = torch.randn(3, 4)
    fn(x)
    other = {
        "dtype": x.double(),
        "shape": torch.randn(5, 4),
        "stride": torch.randn(4, 3).t(),
        "requires_grad": x.clone().requires_grad_(),
    }[change]
    out = fn(other)
    assert cnt.frame_count == 2
    assert out.shape == other.shape and out.dtype == other.dtype
    fn(other)
    assert cnt.frame_count == 2  # the new entry is cached


def test_python_constant_guard() -> None:
    cnt = CompileCounter()
    fn = torch._dynamo.optimize(cnt)(lambda x, n: x * n)
    x = torch.ones(2)
    assert fn(x, 2).tolist() == [2.0, 2.0]
    assert fn(x, 3).tolist() == [3.0, 3.0]
    assert fn(x, 2.0).tolist() == [2.0, 2.0]  # float 2.0 is not int 2
    assert cnt.frame_count == 3


def test_global_guard_and_recompile_reason(capsys: pytest.CaptureFixture[str]) -> None:
    global FACTOR
    cnt = CompileCounter()
    fn = torch._dynamo.optimize(cnt)(_scaled)
    x = torch.ones(2)
    assert fn(x).tolist() == [2.0, 2.0]
    torch._dynamo.config.log_level = logging.INFO
    FACTOR = 5
    try:
        assert fn(x).tolist() == [5.0, 5.0]
    finally:
        FACTOR = 2
    assert cnt.frame_count == 2
    err = capsys.readouterr().err
    assert "Recompiling function _scaled" in err and "G['FACTOR']" in err


def test_closure_cell_guard() -> None:
    cnt = CompileCounter()
    k = 3

    def fn(x):
        return x + k

    opt = torch._dynamo.optimize(cnt)(fn)
    assert opt(torch.zeros(1)).tolist() == [3.0]
    k = 4
    assert opt(torch.zeros(1)).tolist() == [4.0]
    assert cnt.frame_count == 2


def test_module_identity_and_training_flag() -> None:
    cnt = CompileCounter()
    model = torch.nn.Sequential(torch.nn.Linear(3, 3), torch.nn.Dropout(0.5))
    opt = torch._dynamo.optimize(cnt)(model)
    x = torch.randn(4, 3)
    model.eval()
    assert_same(model(x), opt(x))
    model.train()
    opt(x)
    assert cnt.frame_count == 2
    model.eval()
    opt(x)
    assert cnt.frame_count == 2


def test_grad_mode_guard() -> None:
    cnt = CompileCounter()
    fn = torch._dynamo.optimize(cnt)(lambda x: x * 2)
    x = torch.ones(2, requires_grad=True)
    assert fn(x).requires_grad
    with torch.no_grad():
        assert not fn(x).requires_grad
    assert cnt.frame_count == 2


def test_cache_size_limit_runs_eagerly_with_one_warning() -> None:
    cnt = CompileCounter()
    fn = torch._dynamo.optimize(cnt)(lambda x, n: x + n)
    with torch._dynamo.config.patch(cache_size_limit=2):
        with pytest.warns(UserWarning, match="cache_size_limit") as record:
            results = [fn(torch.zeros(1), n).item() for n in range(5)]
    assert results == [0.0, 1.0, 2.0, 3.0, 4.0]
    assert cnt.frame_count == 2
    assert len([w for w in record if "cache_size_limit" in str(w.message)]) == 1


def test_guard_function_is_one_generated_function() -> None:
    fn = torch._dynamo.optimize("eager")(lambda x, y: x + y)
    fn(torch.ones(2), torch.ones(2))
    state = fn._torchdynamo_state
    (entry,) = state.compiled
    assert entry.guard(torch.ones(2), torch.ones(2)) is True
    assert entry.guard(torch.ones(3), torch.ones(2)) is False
    assert entry.guard(torch.ones(2, dtype=torch.float64), torch.ones(2)) is False
    kinds = [g.kind.value for g in entry.guards.guards]
    assert kinds == ["GRAD_MODE", "AUTOCAST", "TENSOR_MATCH", "TENSOR_MATCH"]


def test_reset_forgets_entries() -> None:
    cnt = CompileCounter()
    fn = torch._dynamo.optimize(cnt)(lambda x: x - 1)
    fn(torch.ones(1))
    torch._dynamo.reset()
    fn(torch.ones(1))
    assert cnt.frame_count == 2
