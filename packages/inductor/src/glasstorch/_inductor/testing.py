"""Helpers for testing compiled graphs against eager results (used by the package's tests)."""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.fx import symbolic_trace

from . import config
from .compile_fx import CompiledGraph, compile_graph

__all__ = ["assert_close", "compile_fn"]


def compile_fn(fn: Any, *args: Any, backend: str = "") -> CompiledGraph:
    """``fn`` traced with symbolic_trace and compiled for ``args`` with a CPU backend."""
    config.cpu_backend = backend
    return compile_graph(symbolic_trace(fn), list(args))


def assert_close(actual: Any, expected: Any, rtol: float = 1e-5, atol: float = 1e-6) -> None:
    """Same structure, shapes and dtypes; values close (NaNs equal)."""
    if isinstance(expected, tuple | list):
        assert isinstance(actual, tuple | list) and len(actual) == len(expected)
        for a, e in zip(actual, expected, strict=False):
            assert_close(a, e, rtol, atol)
        return
    assert tuple(actual.shape) == tuple(expected.shape)
    assert actual.dtype is expected.dtype, (actual.dtype, expected.dtype)
    np.testing.assert_allclose(
        actual.numpy().astype(np.float64), expected.numpy().astype(np.float64), rtol, atol
    )
