"""Triton kernels on the CPU under TRITON_INTERPRET=1, and the Tensor storage protocol."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator

import glasstorch.aten as at
import glasstorch.nn.functional as F
import pytest
from glasstorch._inductor import config
from glasstorch._inductor.codegen import triton_runtime
from glasstorch._inductor.testing import assert_close, compile_fn

pytestmark = [
    pytest.mark.skipif(
        importlib.util.find_spec("triton") is None, reason="triton is not installed"
    ),
    # The interpreter evaluates masked-off lanes too (0 / 0 there is harmless).
    pytest.mark.filterwarnings("ignore::RuntimeWarning"),
]


@pytest.fixture(autouse=True)
def _interpret(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    yield


CASES = {
    "chain": (lambda a, b, c: at.relu(a * b + c).sin() * 2, [(1000,), (1000,), (1000,)]),
    "broadcast_noncontiguous": (lambda a, b: a.t() * b - 1, [(7, 5), (7,)]),
    "where_compare": (lambda a, b: at.where(a > b, a.exp(), b.tanh()), [(33,), (33,)]),
    "softmax": (lambda x: at.softmax(x, -1), [(9, 300)]),
    "softmax_dim0": (lambda x: at.softmax(x, 0), [(17, 6)]),
    "layer_norm": (lambda x: F.layer_norm(x, (40,)), [(5, 40)]),
    "sum_all_and_mean": (lambda x: (x.sum(), x.mean(1, keepdim=True)), [(3, 50)]),
    "amax_amin": (lambda x: (x.amax(0), x.amin(-1)), [(6, 70)]),
    "views": (lambda x: x.view(4, 6).permute(1, 0)[1:, ::2].exp(), [(24,)]),
    "empty": (lambda x: x * 2, [(0, 4)]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_triton_kernels_match_eager(case: str) -> None:
    fn, shapes = CASES[case]
    args = [at.randn(s) for s in shapes]
    compiled = compile_fn(fn, *args, backend="triton")
    assert "@triton.jit" in compiled.source_code
    assert compiled.fallbacks == []
    assert_close(compiled(*args), fn(*args), rtol=1e-5, atol=1e-5)


def test_integer_floor_division_and_remainder_follow_python() -> None:
    a = at.tensor([-7, 7, -7, 7, -1, 0])
    b = at.tensor([2, 2, -2, -2, 3, 5])

    def fn(a: at.Tensor, b: at.Tensor) -> tuple[at.Tensor, ...]:
        return a // b, a % b, a.float() % b.float(), a.float() // b.float()

    compiled = compile_fn(fn, a, b, backend="triton")
    assert_close(compiled(a, b), fn(a, b))


def test_ragged_tail_is_masked() -> None:
    x = at.randn((1030,))
    compiled = compile_fn(lambda x: x + 1, x, backend="triton")
    assert "xmask = xindex < xnumel" in compiled.source_code
    assert_close(compiled(x), x + 1)


def test_reduction_kernel_loops_over_rblock_chunks() -> None:
    config.triton.max_rblock = 64
    try:
        x = at.randn((3, 500))
        compiled = compile_fn(lambda x: x.sum(1), x, backend="triton")
        assert "for roffset in range(0, rnumel, RBLOCK):" in compiled.source_code
        assert "'RBLOCK': 64" in compiled.source_code
        assert_close(compiled(x), x.sum(1), rtol=1e-5, atol=1e-4)
    finally:
        config.triton.max_rblock = 1024


def test_autotuner_picks_a_config_once_per_shape() -> None:
    config.triton.autotune = True
    triton_runtime._tuned.clear()
    x = at.randn((300,))
    compiled = compile_fn(lambda x: x * 3, x, backend="triton")
    compiled(x)
    assert len(triton_runtime._tuned) == 1
    (chosen,) = triton_runtime._tuned.values()
    assert chosen["XBLOCK"] in (256, 512)
    assert_close(compiled(x), x * 3)
    assert len(triton_runtime._tuned) == 1


def test_tensor_offers_the_storage_protocol_triton_uses() -> None:
    t = at.arange(12.0).view(3, 4)
    storage = t.untyped_storage()
    assert storage.data_ptr() == t.data_ptr()
    assert storage.cpu() is storage
    assert storage.is_alias_of(t.t().untyped_storage())
    view = t.new_empty(0, device="cpu").set_(storage, 2, (2, 2), (4, 1))
    assert view.tolist() == [[2.0, 3.0], [6.0, 7.0]]
    view.copy_(at.zeros((2, 2)))
    assert t[0].tolist() == [0.0, 1.0, 0.0, 0.0]
    other = at.ones((12,))
    other.untyped_storage().copy_(storage)
    assert other.tolist() == t.reshape(-1).tolist()
