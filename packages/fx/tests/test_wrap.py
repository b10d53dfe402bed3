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
    # As PyTorch 2.13 spells it: the global is the module-qualified name, re-wrapped.
    name = clamp_sum.__module__.replace(".", "_") + "_clamp_sum"
    assert f"clamp_sum = {name}(add, 2.0);  add = None" in gm.code
    assert gm.code.startswith(f'\ntorch.fx._symbolic_trace.wrap("{name}")\n')
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


@fx.wrap
def scaled_norm(x, p):
    # float() of a traced value would fail: the call must be recorded, not traced through.
    return x / float(x.norm()) * p


def test_wrap_as_a_decorator():
    def f(x):
        return scaled_norm(x, 2.0) + 1

    gm = fx.symbolic_trace(f)
    targets = [n.target for n in gm.graph.nodes if n.op == "call_function"]
    assert targets[0] is scaled_norm  # the decorator returned the function itself
    x = torch.tensor([3.0, 4.0])
    np.testing.assert_allclose(gm(x).numpy(), [2.2, 2.6], rtol=1e-6)


def test_wrap_outside_module_scope_is_refused():
    import pytest

    with pytest.raises(NotImplementedError, match="wrap must be called at the top level"):
        fx.wrap("len")
