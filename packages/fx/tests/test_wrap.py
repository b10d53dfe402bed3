"""fx.wrap: user functions recorded as call_function instead of traced through."""

import glasstorch as torch
import numpy as np
from glasstorch import fx


def clamp_sum(x, limit):
    # Data-dependent control flow: only runnable on real tensors, so it must be wrapped.
    total = float(x.sum())
    return x * (limit / total) if total > limit else x


fx.wrap("clamp_sum")


def test_wrap_records_call_function():
    def f(x):
        return clamp_sum(x + 1, 2.0)

    gm = fx.symbolic_trace(f)
    calls = [n.target for n in gm.graph.nodes if n.op == "call_function"]
    assert calls[-1].__name__ == "clamp_sum"
    # The node took the name clamp_sum, so the global is clamp_sum_1.
    assert "clamp_sum = clamp_sum_1(add, 2.0)" in gm.code
    x = torch.ones(3)
    np.testing.assert_allclose(gm(x).numpy(), f(x).numpy())
    assert globals()["clamp_sum"].__name__ == "clamp_sum"
    assert not hasattr(globals()["clamp_sum"], "__fx_original__")


def count(x):
    return len(x)


fx.wrap("len")


def test_wrap_builtin_len():
    gm = fx.symbolic_trace(count)
    assert "len_1 = len(x);  x = None" in gm.code
    assert gm(torch.ones(4, 2)) == 4
    assert "len" not in globals()
