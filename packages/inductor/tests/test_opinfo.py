"""aten's OpInfo samples, traced to aten graphs with make_fx and compiled.

Every OpInfo whose traced graph reaches a lowering or a decomposition is compiled and
compared with running the same graph eagerly: all samples on the numpy backend, the
first sample on the C backend. The union of lowerings these samples reach, together
with the explicit cases of test_lowering.py, is every registered lowering.
"""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch._inductor.compile_fx import compile_graph
from glasstorch._inductor.decomposition import decompositions
from glasstorch._inductor.lowering import lowerings
from glasstorch._inductor.testing import compile_fn
from glasstorch.aten.testing import OpInfo, SampleInput, op_db
from glasstorch.c10.core import scalar_type as st
from glasstorch.fx import GraphModule
from glasstorch.fx.experimental.proxy_tensor import make_fx


def _trace(info: OpInfo, sample: SampleInput) -> tuple[GraphModule, list[at.Tensor]] | None:
    args = sample.tensor_args(at.from_numpy)
    kwargs = sample.tensor_kwargs(at.from_numpy)
    tensors = [a for a in args if isinstance(a, at.Tensor)]
    flags = [isinstance(a, at.Tensor) for a in args]

    def fn(*ts: at.Tensor) -> Any:
        it = iter(ts)
        return info.op(at, *[next(it) if f else a for f, a in zip(flags, args, strict=True)],
                       **kwargs)  # fmt: skip

    try:
        gm = make_fx(fn)(*tensors)
    except Exception:  # samples that check errors, non-tensor results...
        return None
    targets = [n.target for n in gm.graph.nodes if n.op == "call_function"]
    if not any(t in lowerings or t in decompositions for t in targets):
        return None
    return gm, tensors


def _cases() -> list[Any]:
    cases = []
    for info in op_db:
        for i, sample in enumerate(info.sample_inputs()):
            if _trace(info, sample) is not None:
                cases.append(pytest.param(info, i, id=f"{info.name}-{i}"))
    return cases


CASES = _cases()


def _check(gm: GraphModule, tensors: list[at.Tensor]) -> set[Any]:
    compiled = compile_graph(gm, tensors)
    got, want = compiled(*tensors), gm(*tensors)
    got = got if isinstance(got, tuple | list) else [got]
    want = want if isinstance(want, tuple | list) else [want]
    for g, w in zip(got, want, strict=True):
        if isinstance(w, at.Tensor):
            assert tuple(g.shape) == tuple(w.shape) and g.dtype is w.dtype
            np.testing.assert_allclose(g.numpy().astype(np.float64),
                                       w.numpy().astype(np.float64), 1e-6, 1e-6)  # fmt: skip
    return {n.target for n in gm.graph.nodes if n.target in lowerings}


@pytest.mark.parametrize(("info", "index"), CASES)
def test_opinfo_sample_numpy_backend(info: OpInfo, index: int) -> None:
    compile_fn.__globals__["config"].cpu_backend = "numpy"
    traced = _trace(info, list(info.sample_inputs())[index])
    assert traced is not None
    _check(*traced)


@pytest.mark.parametrize(("info", "index"), [c for c in CASES if c.values[1] == 0])
def test_opinfo_first_sample_c_backend(info: OpInfo, index: int) -> None:
    compile_fn.__globals__["config"].cpu_backend = "cpp"
    traced = _trace(info, list(info.sample_inputs())[index])
    assert traced is not None
    _check(*traced)


aten = at.ops.aten


def _extra(a: at.Tensor, b: at.Tensor, i: at.Tensor, j: at.Tensor) -> tuple[at.Tensor, ...]:
    """Lowerings no OpInfo sample reaches, called directly as aten overloads."""
    return (
        aten._to_copy.default(a, dtype=st.float64),
        aten.alias.default(a),
        aten.bitwise_and.Tensor(i, j),
        aten.bitwise_or.Tensor(i, j),
        aten.bitwise_xor.Tensor(i, j),
        aten.bitwise_not.default(i),
        aten.div.Tensor_mode(a, b, rounding_mode="floor"),
        aten.div.Tensor_mode(a, b, rounding_mode="trunc"),
        aten.div.Tensor_mode(i, j, rounding_mode="trunc"),
        aten.flatten.using_ints(a, 0, -1),
        aten.floor_divide.default(i, j),
        aten.isnan.default(aten.div.Tensor(a, a)),
        aten.logical_not.default(a),
        aten.logical_xor.default(a, b),
        aten.ne.Tensor(a, b),
        aten.reshape.default(a, [-1]),
        aten.rsub.Tensor(a, b, alpha=2),
        aten.add.Tensor(aten.scalar_tensor.default(3.0), a),
        aten.squeeze.dims(aten.unsqueeze.default(a, 0), [0]),
        aten.matmul.default(a, aten.t.default(b)),
        aten.arange.start_step(1, 9, 3),
        aten.zeros.default([2, 3]),
        aten.ones.default([2]),
    )


@pytest.mark.parametrize("backend", ["cpp", "numpy"])
def test_remaining_lowerings_against_eager(backend: str) -> None:
    compile_fn.__globals__["config"].cpu_backend = backend
    a, b = at.randn((4, 3)), at.randn((4, 3))
    i, j = at.randint(-20, 20, (4, 3)), at.randint(1, 7, (4, 3))
    a[0, 0] = 0.0  # 0 / 0 is NaN for isnan
    gm = make_fx(_extra)(a, b, i, j)
    assert _check(gm, [a, b, i, j])


def test_every_lowering_is_tested() -> None:
    reached = set()
    for param in CASES:
        info, index = param.values
        traced = _trace(info, list(info.sample_inputs())[index])
        assert traced is not None
        reached |= {n.target for n in traced[0].graph.nodes if n.target in lowerings}
    args = (at.randn((4, 3)), at.randn((4, 3)), at.randint(0, 5, (4, 3)), at.randint(1, 5, (4, 3)))
    reached |= {n.target for n in make_fx(_extra)(*args).graph.nodes if n.target in lowerings}
    untested = {op for op in lowerings if op not in reached}
    names = sorted(f"{op._schema.name.unqualified_name}.{op.overload_name}" for op in untested)
    # make_fx decomposes these composite-implicit ops before they reach a graph; the
    # torch-level graphs of test_lowering.py lower them (x.flatten(), a @ b, ...).
    assert names == ["flatten.using_ints", "matmul.default", "reshape.default", "rsub.Tensor"]
