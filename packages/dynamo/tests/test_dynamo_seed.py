"""The seed's two Dynamo examples, run as written with ``import glasstorch as torch``."""

from __future__ import annotations

import logging
import warnings

import glasstorch as torch
import glasstorch._dynamo.config
import numpy as np
import pytest
from glasstorch._dynamo import optimize


def test_toy_example_prints_graph_guards_and_bytecode(capsys: pytest.CaptureFixture[str]) -> None:
    torch._dynamo.config.log_level = logging.INFO
    torch._dynamo.config.output_code = True

    @optimize("eager")
    def toy_example(a, b):
        a *= 10
        b = b + 1
        return b

    for _ in range(100):
        a, b = torch.randn(10), torch.randn(10)
        a_before = a.numpy().astype(np.float64)
        out = toy_example(a, b)
        np.testing.assert_allclose(out.numpy(), b.numpy().astype(np.float64) + 1, rtol=1e-6)
        np.testing.assert_allclose(a.numpy(), a_before * 10, rtol=1e-6)  # mutated in place
    err = capsys.readouterr().err
    assert err.count("TRACED GRAPH") == 1  # compiled once, then 99 cache hits
    assert "__compiled_fn_" in err and "imul" in err and "b + 1" in err
    assert "opcode" in err and "placeholder" in err and "call_function" in err
    assert "ORIGINAL BYTECODE toy_example" in err and "BINARY_OP" in err
    assert "MODIFIED BYTECODE toy_example" in err and "LOAD_GLOBAL" in err
    assert "GUARDS:" in err and "TENSOR_MATCH" in err and "size=[10]" in err


def test_toy_example_default_optimize() -> None:
    @optimize()
    def toy_example(a, b):
        a *= 10
        b = b + 1
        return b

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        b = torch.randn(10)
        out = toy_example(torch.randn(10), b)
    np.testing.assert_allclose(out.numpy(), b.numpy() + 1, rtol=1e-6)


def test_compile_inductor_example() -> None:
    def fn(x, y):
        a = torch.cos(x)
        b = torch.sin(y)
        return a + b

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # inductor may not be installed: eager fallback
        new_fn = torch.compile(fn, backend="inductor")
        x, y = torch.randn(10), torch.randn(10)
        out = new_fn(x, y)
    expected = np.cos(x.numpy().astype(np.float64)) + np.sin(y.numpy().astype(np.float64))
    np.testing.assert_allclose(out.numpy(), expected, rtol=1e-5, atol=1e-6)
