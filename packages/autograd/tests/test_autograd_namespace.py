"""The smaller torch.autograd names: the thread-local switches, the layout contract of
``.grad``, view replay, the profiler vocabulary and the submodules."""

from __future__ import annotations

import threading

import glasstorch.aten as aten
import glasstorch.autograd as autograd
import pytest


def test_enforce_grad_layout_policy() -> None:
    # PyTorch 2.13: a permuted leaf's first gradient takes the leaf's strides, unless the
    # policy is relaxed; then the (contiguous) incoming gradient is stored as it is.
    for enforce, expected in ((True, (1, 12, 4)), (False, (6, 3, 1))):
        p = aten.empty(2, 3, 4).permute(2, 0, 1).requires_grad_()
        with autograd.enforce_grad_layout_policy(enforce):
            (p * 2).sum().backward()
        assert p.stride() == (1, 12, 4) and p.grad.stride() == expected
        assert p.grad.tolist() == aten.full((4, 2, 3), 2.0).tolist()
    q = aten.empty(3, 4)[:, ::2].requires_grad_()  # not dense: a contiguous gradient
    (q * 2).sum().backward()
    assert q.grad.stride() == (2, 1)


def test_linear_gradients_are_stolen_not_copied() -> None:
    # As PyTorch: the weight of ``x @ w.t() + b`` gets a contiguous gradient computed in
    # that layout (mm's backward follows the column-major ``w.t()``), and the bias's
    # gradient (``sum_to``'s reshape, a view) is stored detached, never as a view.
    x = aten.arange(6.0).reshape(2, 3)
    w = aten.arange(12.0).reshape(4, 3).requires_grad_()
    b = aten.zeros(4).requires_grad_()
    g = aten.arange(8.0).reshape(2, 4)
    aten.addmm(b, x, w.t()).backward(g)
    assert w.grad.stride() == (3, 1) and not w.grad._is_view()
    assert not b.grad._is_view() and b.grad.tolist() == [4.0, 6.0, 8.0, 10.0]
    expected = [
        [sum(g[n, o].item() * x[n, i].item() for n in range(2)) for i in range(3)] for o in range(4)
    ]
    assert w.grad.tolist() == expected
    # and the first operand, when it is the transposed one
    a = aten.arange(6.0).reshape(3, 2).requires_grad_()
    aten.mm(a.t(), aten.ones(3, 2)).backward(aten.ones(2, 2))
    assert a.grad.stride() == (2, 1) and a.grad.tolist() == [[2.0, 2.0]] * 3


def test_switches_are_thread_local_context_managers_and_decorators() -> None:
    assert autograd.is_multithreading_enabled()
    with autograd.set_multithreading_enabled(False):
        assert not autograd.is_multithreading_enabled()
        seen = []
        worker = threading.Thread(target=lambda: seen.append(autograd.is_multithreading_enabled()))
        worker.start()
        worker.join()
        assert seen == [True]
    assert autograd.is_multithreading_enabled()

    @autograd.set_multithreading_enabled(False)
    def inside() -> bool:
        return autograd.is_multithreading_enabled()

    assert autograd.is_multithreading_enabled()  # decorating changes nothing now
    assert inside() is False and autograd.is_multithreading_enabled()
    switch = autograd.set_multithreading_enabled(False)  # a plain call takes effect at once
    assert not autograd.is_multithreading_enabled()
    switch.__exit__(None, None, None)
    assert autograd.is_multithreading_enabled()


def test_view_replay_and_kineto_are_off() -> None:
    assert autograd.is_view_replay_enabled() is False
    assert autograd.kineto_available() is False


def test_profiler_vocabulary() -> None:
    # PyTorch's member values.
    assert [(m.name, int(m)) for m in autograd.ProfilerActivity] == [
        ("CPU", 0),
        ("XPU", 1),
        ("CUDA", 2),
        ("HPU", 3),
        ("MTIA", 4),
        ("PrivateUse1", 5),
    ]
    assert int(autograd.ProfilerState.KINETO) == 6 and int(autograd.ProfilerState.CPU) == 1
    assert int(autograd.DeviceType.Meta) == 14 and int(autograd.DeviceType.PrivateUse1) == 20
    config = autograd.ProfilerConfig(
        autograd.ProfilerState.CPU, True, False, False, False, False, None
    )
    assert config.report_input_shapes and config.trace_id == ""
    with autograd.profiler.profile(record_shapes=True) as prof:
        pass
    assert prof.config().state is autograd.ProfilerState.KINETO


@pytest.mark.parametrize(
    "name",
    ["anomaly_mode", "function", "functional", "grad_mode", "graph", "profiler", "profiler_util"],
)
def test_submodules_are_attributes(name) -> None:
    module = getattr(autograd, name)
    assert module.__name__ == f"glasstorch.autograd.{name}"
