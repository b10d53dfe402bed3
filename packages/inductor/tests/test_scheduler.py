"""Fusion decisions, read from printed schedules, and memory planning in the wrapper."""

from __future__ import annotations

import glasstorch.aten as at
import glasstorch.nn.functional as F
from glasstorch._inductor.index import Expr, Var
from glasstorch._inductor.testing import assert_close, compile_fn


def rand(*shape: int) -> at.Tensor:
    return at.randn(shape)


def test_pointwise_chain_is_one_kernel() -> None:
    def fn(a: at.Tensor, b: at.Tensor, c: at.Tensor) -> at.Tensor:
        return at.relu(a * b + c).sin() * 2

    args = [rand(100) for _ in range(3)]
    compiled = compile_fn(fn, *args)
    assert compiled.schedule == "kernel0 outer=[100] inner=[]: buf0:inner"
    assert compiled.source_code.count("empty_strided(") == 1  # no intermediates at all


def test_softmax_is_one_kernel_with_two_reductions_and_an_epilogue() -> None:
    compiled = compile_fn(lambda x: at.softmax(x, -1), rand(8, 32))
    assert compiled.schedule == (
        "kernel0 outer=[8] inner=[32]: buf0:reduction, buf1:reduction, buf2:inner"
    )


def test_layer_norm_fuses_statistics_and_normalisation() -> None:
    compiled = compile_fn(lambda x: F.layer_norm(x, (16,)), rand(4, 16))
    assert compiled.schedule.count("kernel") == 1
    assert compiled.schedule.count(":reduction") == 2


def test_reduction_over_a_leading_dim_does_not_fuse_a_row_major_consumer() -> None:
    # The column sums are complete only after the whole reduction loop: the consumer,
    # which iterates rows-major, must be a second kernel.
    x = rand(6, 5)
    compiled = compile_fn(lambda x: x - x.sum(0), x)
    assert compiled.schedule.splitlines() == [
        "kernel0 outer=[5] inner=[6]: buf0:reduction",
        "kernel1 outer=[6, 5] inner=[]: buf1:inner",
    ]
    assert_close(compiled(x), x - x.sum(0))


def test_epilogue_at_outer_level_and_mean_of_all() -> None:
    x = rand(3, 4)
    compiled = compile_fn(lambda x: (x.sum(1) * 2, x.mean()), x)
    assert "buf1:outer" in compiled.schedule or "buf3:outer" in compiled.schedule
    assert_close(compiled(x), (x.sum(1) * 2, x.mean()))


def test_extern_matmul_splits_kernels_and_keeps_order() -> None:
    w = rand(8, 8)

    def fn(x: at.Tensor) -> at.Tensor:
        return at.relu(at.mm(x.exp(), w)) + 1

    x = rand(4, 8)
    compiled = compile_fn(fn, x)
    lines = compiled.schedule.splitlines()
    assert lines[0].startswith("kernel0") and lines[1].startswith("extern")
    assert lines[2].startswith("kernel2")
    assert compiled.fallbacks == []  # mm is an external call, not a fallback
    assert_close(compiled(x), fn(x), rtol=1e-5, atol=1e-5)


def test_independent_node_joins_an_earlier_kernel_without_cycles() -> None:
    w = rand(5, 3)

    def fn(x: at.Tensor) -> tuple[at.Tensor, at.Tensor]:
        y = at.mm(x.sin(), w)  # kernel, then extern
        return y * 2, x.cos()  # x.cos() needs nothing from the mm; its shape is x's

    x = rand(5, 5)
    compiled = compile_fn(fn, x)
    lines = compiled.schedule.splitlines()
    assert len(lines) == 3 and lines[0].count("buf") == 2  # sin and cos: one kernel
    assert_close(compiled(x), fn(x), rtol=1e-5, atol=1e-5)


def test_dead_buffers_are_removed_and_storage_is_reused() -> None:
    w = rand(16, 16)

    def fn(x: at.Tensor) -> at.Tensor:
        a = at.mm(x.exp(), w)
        b = at.mm(a.sin(), w)
        _unused = x.cos().sum()  # noqa: F841 - dead code the scheduler drops
        return b.tanh()

    x = rand(16, 16)
    compiled = compile_fn(fn, x)
    assert "cos" not in compiled.source_code
    assert "# reuse" in compiled.source_code
    assert_close(compiled(x), fn(x), rtol=1e-4, atol=1e-5)


def test_index_simplification() -> None:
    x0, x1 = Var("x0", 4), Var("x1", 1024)
    flat = Expr.of(x0) * 1024 + x1
    assert flat // 1024 == Expr.of(x0)
    assert flat % 1024 == Expr.of(x1)
    assert (flat // 1024) * 1024 + flat % 1024 == flat
    assert repr((Expr.of(x1) * 3) // 7) == "((3*x1) // 7)"
    assert Expr.of(x0).strides([x0, x1]) == [1, 0]
    assert ((Expr.of(x1) * 3) % 7).strides([x0, x1]) is None
