"""Anomaly mode: forward tracebacks on backward errors, NaN detection."""

from __future__ import annotations

import math
import warnings

import glasstorch.aten as aten
import glasstorch.autograd as autograd
import pytest
from glasstorch.autograd import Function


class NanGrad(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 1

    @staticmethod
    def backward(ctx, grad):
        return grad * math.nan


class Fails(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 1

    @staticmethod
    def backward(ctx, grad):
        raise ValueError("broken backward")


class Double(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, grad):
        return Double.apply(grad)


def make_nan_output(x):
    return NanGrad.apply(x)  # this line must appear in the forward traceback


def test_flags() -> None:
    assert not autograd.is_anomaly_enabled()
    with pytest.warns(UserWarning, match="Anomaly Detection has been enabled"):
        detector = autograd.detect_anomaly(check_nan=False)
    with detector:
        assert autograd.is_anomaly_enabled() and not autograd.is_anomaly_check_nan_enabled()
    assert not autograd.is_anomaly_enabled() and autograd.is_anomaly_check_nan_enabled()
    with autograd.set_detect_anomaly(True):
        assert autograd.is_anomaly_enabled()
    assert not autograd.is_anomaly_enabled()


def test_nan_is_reported_with_the_forward_trace() -> None:
    x = aten.tensor([1.0], requires_grad=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with autograd.detect_anomaly():
            y = make_nan_output(x)
            with pytest.raises(RuntimeError) as info:
                y.backward(aten.ones(1))
    assert str(info.value) == "Function 'NanGradBackward' returned nan values in its 0th output."
    messages = [str(w.message) for w in caught]
    trace = next(m for m in messages if m.startswith("Error detected in NanGradBackward."))
    assert "Traceback of forward call that caused the error" in trace
    assert "return NanGrad.apply(x)" in trace


def test_nan_not_checked_without_anomaly_mode() -> None:
    x = aten.tensor([1.0], requires_grad=True)
    NanGrad.apply(x).backward(aten.ones(1))
    assert math.isnan(x.grad.item())


def test_backward_error_prints_forward_trace() -> None:
    x = aten.tensor([1.0], requires_grad=True)
    with autograd.set_detect_anomaly(True):
        y = Fails.apply(x)
        with pytest.warns(UserWarning, match="Error detected in FailsBackward") as record:
            with pytest.raises(ValueError, match="broken backward"):
                y.backward(aten.ones(1))
    assert any("y = Fails.apply(x)" in str(w.message) for w in record)


def test_nodes_made_during_backward_remember_their_parent() -> None:
    x = aten.tensor([1.0], requires_grad=True)
    with autograd.set_detect_anomaly(True):
        y = Double.apply(x)
        v = aten.ones(1).requires_grad_()
        (g,) = autograd.grad(y, x, v, create_graph=True)
    assert g.grad_fn._anomaly_trace.parent is y.grad_fn
    assert y.grad_fn._anomaly_trace.parent is None


def test_no_trace_recorded_when_off() -> None:
    y = Double.apply(aten.tensor([1.0], requires_grad=True))
    assert y.grad_fn._anomaly_trace is None


def test_version_error_hint_in_anomaly_mode() -> None:
    from glasstorch.autograd.function_utils import SavedVariable

    t = aten.ones(1)
    saved = SavedVariable(t, False)
    t.add_(1)
    with autograd.set_detect_anomaly(True), pytest.raises(RuntimeError, match="Good luck!"):
        saved.unpack()
