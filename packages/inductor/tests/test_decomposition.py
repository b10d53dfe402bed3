"""Every decomposition against the eager kernel it replaces, then compiled end to end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch._inductor.compile_fx import compile_graph
from glasstorch._inductor.decomposition import decompositions, get_decompositions
from glasstorch.c10.core import scalar_type as st
from glasstorch.fx.experimental.proxy_tensor import make_fx

aten = at.ops.aten


def rand(*shape: int) -> at.Tensor:
    return at.randn(shape)


# One call per decomposition: (op, arguments builder). Shapes include broadcasting,
# size-1 dims and a non-contiguous input.
CASES: dict[str, Callable[[], tuple[Any, ...]]] = {
    "_softmax.default": lambda: (rand(4, 7), 1, False),
    "softmax.int": lambda: (rand(3, 1, 5).transpose(0, 2), 0),
    "_log_softmax.default": lambda: (rand(4, 7), -1, False),
    "log_softmax.int": lambda: (rand(6, 3), 0),
    "_softmax_backward_data.default": lambda: (
        rand(4, 5),
        at.softmax(rand(4, 5), 1),
        1,
        st.float32,
    ),
    "_log_softmax_backward_data.default": lambda: (
        rand(4, 5),
        at.log_softmax(rand(4, 5), 1),
        1,
        st.float32,
    ),
    "native_layer_norm.default": lambda: (rand(3, 4, 8), [8], rand(8), rand(8), 1e-5),
    "layer_norm.default": lambda: (rand(5, 6), [6], None, None, 1e-5, True),
    "gelu.default": lambda: (rand(9, 2),),
    "gelu_backward.default": lambda: (rand(9), rand(9)),
    "addmm.default": lambda: (rand(5), rand(3, 4), rand(4, 5)),
    "linear.default": lambda: (rand(2, 3, 4), rand(6, 4), rand(6)),
    "mse_loss.default": lambda: (rand(4, 3), rand(4, 3), 1),
    "mse_loss_backward.default": lambda: (rand(), rand(4, 3), rand(4, 3), 1),
    "silu.default": lambda: (rand(10),),
    "silu_backward.default": lambda: (rand(10), rand(10)),
    "sigmoid_backward.default": lambda: (rand(6), at.sigmoid(rand(6))),
    "tanh_backward.default": lambda: (rand(6), at.tanh(rand(6))),
    "threshold_backward.default": lambda: (rand(3, 4), rand(3, 4), 0.0),
    "leaky_relu.default": lambda: (rand(3, 4), 0.2),
    "var.correction": lambda: (rand(4, 6), [1]),
    "std.correction": lambda: (rand(4, 6), [0, 1]),
}


def _overload(name: str) -> Any:
    op, overload = name.split(".")
    return getattr(getattr(aten, op), overload)


def _close(a: Any, b: Any) -> None:
    if isinstance(b, tuple | list):
        for x, y in zip(a, b, strict=False):
            _close(x, y)
        return
    assert tuple(a.shape) == tuple(b.shape) and a.dtype is b.dtype
    np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-5, atol=1e-5)


def test_every_decomposition_has_a_case() -> None:
    names = {f"{op._schema.name.unqualified_name}.{op.overload_name}" for op in decompositions}
    assert names == set(CASES)


@pytest.mark.parametrize("name", sorted(CASES))
def test_decomposition_matches_eager(name: str) -> None:
    op = _overload(name)
    args = CASES[name]()
    _close(decompositions[op](*args), op(*args))


@pytest.mark.parametrize("name", sorted(CASES))
def test_decomposition_compiles(name: str) -> None:
    op = _overload(name)
    args = CASES[name]()
    tensors = [a for a in args if isinstance(a, at.Tensor)]
    flags = [isinstance(a, at.Tensor) for a in args]

    def fn(*ts: at.Tensor) -> Any:
        it = iter(ts)
        return op(*[next(it) if f else a for f, a in zip(flags, args, strict=False)])

    gm = make_fx(fn)(*tensors)  # an aten graph (composite-implicit ops arrive decomposed)
    compiled = compile_graph(gm, tensors)
    assert compiled.fallbacks == []
    _close(compiled(*tensors), op(*args))


def test_get_decompositions_selects() -> None:
    table = get_decompositions([aten._softmax.default, aten.sin.default])
    assert list(table) == [aten._softmax.default]
