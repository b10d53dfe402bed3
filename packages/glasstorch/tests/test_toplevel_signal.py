"""``torch.signal.windows`` against scipy.signal.windows (float64), with PyTorch's
argument checks."""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest

windows = pytest.importorskip("scipy.signal.windows")
W = torch.signal.windows

CASES = [
    ("bartlett", {}, "bartlett", {}),
    ("blackman", {}, "blackman", {}),
    ("cosine", {}, "cosine", {}),
    ("hamming", {}, "hamming", {}),
    ("hann", {}, "hann", {}),
    ("nuttall", {}, "nuttall", {}),
    ("exponential", {"tau": 2.0}, "exponential", {"tau": 2.0}),
    ("gaussian", {"std": 1.5}, "gaussian", {"std": 1.5}),
    ("kaiser", {"beta": 5.0}, "kaiser", {"beta": 5.0}),
    ("general_cosine", {"a": [0.5, 0.3, 0.2]}, "general_cosine", {"a": [0.5, 0.3, 0.2]}),
    ("general_hamming", {"alpha": 0.6}, "general_hamming", {"alpha": 0.6}),
]


@pytest.mark.parametrize(("name", "kwargs", "scipy_name", "scipy_kwargs"), CASES)
@pytest.mark.parametrize("M", [0, 1, 2, 5, 8])
@pytest.mark.parametrize("sym", [True, False])
def test_windows_match_scipy(name, kwargs, scipy_name, scipy_kwargs, M, sym):
    got = getattr(W, name)(M, sym=sym, dtype=torch.float64, **kwargs)
    fn = getattr(windows, scipy_name)
    positional = [scipy_kwargs[k] for k in ("a", "alpha", "std", "beta") if k in scipy_kwargs]
    rest = {k: v for k, v in scipy_kwargs.items() if k not in ("a", "alpha", "std", "beta")}
    expected = fn(M, *positional, sym=sym, **rest)
    assert got.dtype is torch.float64 and got.shape == (M,)
    np.testing.assert_allclose(got.numpy(), expected, rtol=1e-10, atol=1e-12)


def test_default_dtype_and_exponential_center():
    assert W.hann(4).dtype is torch.float32
    got = W.exponential(6, center=1.0, sym=False)
    np.testing.assert_allclose(got.numpy(), windows.exponential(6, 1.0, sym=False), rtol=1e-6)
    assert W.hann(4, requires_grad=True).requires_grad


@pytest.mark.parametrize(
    ("call", "message"),
    [
        # hann is general_cosine's: PyTorch names that function in its messages
        (lambda: W.hann(-1), "general_cosine requires non-negative window length, got M=-1"),
        (lambda: W.hann(4, dtype=torch.int64), "general_cosine expects float32 or float64"),
        (lambda: W.blackman(4, dtype=torch.float16), "blackman expects float32 or float64"),
        (lambda: W.exponential(4, tau=0), "Tau must be positive, got: 0 instead."),
        (lambda: W.exponential(4, center=1.0), "Center must be None for symmetric windows"),
        (lambda: W.gaussian(4, std=-1), "Standard deviation must be positive, got: -1"),
        (lambda: W.kaiser(4, beta=-1), "beta must be non-negative, got: -1 instead."),
        (lambda: W.general_cosine(4, a=[]), "Coefficients cannot be empty"),
    ],
)
def test_window_errors(call, message):
    with pytest.raises(ValueError, match=message):
        call()
    with pytest.raises(TypeError, match="Coefficients must be a list/tuple"):
        W.general_cosine(4, a=3)
