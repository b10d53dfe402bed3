"""Test helpers: backends that count what they are given."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import numpy as np
from glasstorch.aten import Tensor
from glasstorch.fx import GraphModule
from glasstorch.nn import Module

from .backends.registry import lookup_backend


def count_ops(gm: GraphModule) -> int:
    """Operator nodes in a graph (calls of functions, methods and modules)."""
    return sum(1 for n in gm.graph.nodes if n.op in ("call_function", "call_method", "call_module"))


class CompileCounter:
    """A backend that runs graphs eagerly and counts frames (graphs) and operators."""

    def __init__(self) -> None:
        self.frame_count = 0
        self.op_count = 0
        self.graphs: list[GraphModule] = []

    def __call__(self, gm: GraphModule, example_inputs: list[Any]) -> Callable[..., Any]:
        self.frame_count += 1
        self.op_count += count_ops(gm)
        self.graphs.append(gm)
        return gm.forward

    def clear(self) -> None:
        self.frame_count = 0
        self.op_count = 0
        self.graphs.clear()


class CompileCounterWithBackend(CompileCounter):
    """Counts like CompileCounter, then compiles with the named backend."""

    def __init__(self, backend: str) -> None:
        super().__init__()
        self.backend = backend

    def __call__(self, gm: GraphModule, example_inputs: list[Any]) -> Callable[..., Any]:
        super().__call__(gm, example_inputs)
        return lookup_backend(self.backend)(gm, example_inputs)


def clone_inputs(value: Any) -> Any:
    """A deep copy in which tensors are cloned (so in-place updates can be compared)."""
    if isinstance(value, Tensor):
        return value.detach().clone().requires_grad_(value.requires_grad)
    if isinstance(value, (list, tuple)):
        return type(value)(clone_inputs(v) for v in value)
    if isinstance(value, dict):
        return {k: clone_inputs(v) for k, v in value.items()}
    if isinstance(value, Module):
        return copy.deepcopy(value)
    return value


def assert_same(expected: Any, actual: Any) -> None:
    """Equal values: tensors elementwise (float64 reference tolerance), the rest by ==."""
    if isinstance(expected, Tensor):
        assert isinstance(actual, Tensor), actual
        assert expected.shape == actual.shape and expected.dtype == actual.dtype
        np.testing.assert_allclose(
            actual.detach().numpy(), expected.detach().numpy(), rtol=1e-6, atol=1e-6
        )
    elif isinstance(expected, (list, tuple)):
        assert type(expected) is type(actual) and len(expected) == len(actual)
        for e, a in zip(expected, actual, strict=True):
            assert_same(e, a)
    elif isinstance(expected, dict):
        assert expected.keys() == actual.keys()
        for k in expected:
            assert_same(expected[k], actual[k])
    elif isinstance(expected, Module):
        assert_same(dict(expected.state_dict()), dict(actual.state_dict()))
    else:
        assert expected == actual
