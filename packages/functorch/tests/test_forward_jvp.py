"""``jvp`` by forward-mode AD: the same products as the double-vjp trick (``linearize``),
one run of the function, the fallback for operators without a forward formula and inside
other transforms, and tangents that require grad."""

import glasstorch as torch
import numpy as np
from glasstorch.func import jacrev, jvp, linearize, vmap

f64 = torch.float64


def r(*shape):
    return torch.randn(*shape, dtype=f64)


def close(a, b, tol=1e-10):
    assert a.shape == b.shape, (a.shape, b.shape)
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=tol, atol=tol)


def layer(params, x):
    w, b = params["w"], params["b"]
    return torch.log_softmax(torch.tanh(torch.nn.functional.linear(x, w, b)), -1).sum(0)


def test_forward_mode_equals_the_double_vjp_trick_in_one_run():
    torch.manual_seed(0)
    params = {"w": r(3, 4), "b": r(3)}
    x = r(5, 4)
    tangents = ({"w": r(3, 4), "b": r(3)}, r(5, 4))
    calls = []

    def f(p, a):
        calls.append(1)
        return layer(p, a)

    out, jv = jvp(f, (params, x), tangents)
    assert len(calls) == 1  # forward mode: the function ran once, no fallback
    reference_out, jvp_fn = linearize(layer, params, x)  # the double-vjp trick
    close(out, reference_out)
    close(jv, jvp_fn(*tangents))


def test_an_operator_without_a_forward_formula_falls_back():
    torch.manual_seed(0)
    x, y, t = r(4), r(4), r(4)
    out, jv = jvp(lambda a: torch.atan2(a, y), (x,), (t,))
    close(out, torch.atan2(x, y))
    close(jv, y / (x * x + y * y) * t)


def test_inside_vmap_the_double_vjp_trick_is_used():
    torch.manual_seed(0)
    xs, ts = r(3, 4), r(3, 4)
    batched = vmap(lambda x, t: jvp(torch.sin, (x,), (t,))[1])(xs, ts)
    close(batched, xs.cos() * ts)


def test_tangents_that_require_grad_give_a_differentiable_product():
    torch.manual_seed(0)
    x = r(4)
    t = r(4).requires_grad_()
    _, jv = jvp(lambda a: (a.exp() * a).sum(), (x,), (t,))
    (grad_t,) = torch.autograd.grad(jv, t)
    close(grad_t, jacrev(lambda a: (a.exp() * a).sum())(x))
