"""grad, grad_and_value, vjp, jacrev, jacfwd, jvp, linearize and hessian against finite
differences, closed forms and autograd.grad, in float64; their argnums/has_aux handling,
nesting, and errors (PyTorch 2.13's messages, observed)."""

import re

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.func import grad, grad_and_value, hessian, jacfwd, jacrev, jvp, linearize, vjp, vmap

f64 = torch.float64


@pytest.fixture(autouse=True)
def _seed():
    torch.manual_seed(0)


def r(*shape):
    return torch.randn(*shape, dtype=f64)


def close(a, b, tol=1e-8):
    assert a.shape == b.shape, (a.shape, b.shape)
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=tol, atol=tol)


def numeric_jacobian(f, x, eps=1e-6):
    """Central differences: shape ``f(x).shape + x.shape``."""
    base = x.detach().numpy().astype(np.float64)
    out_shape = tuple(f(x).shape)
    jac = np.zeros(out_shape + base.shape)
    for idx in np.ndindex(base.shape):
        plus, minus = base.copy(), base.copy()
        plus[idx] += eps
        minus[idx] -= eps
        diff = f(torch.tensor(plus)).numpy() - f(torch.tensor(minus)).numpy()
        jac[(Ellipsis, *idx)] = diff / (2 * eps)
    return torch.tensor(jac)


def mlp(x):
    w = torch.arange(12.0, dtype=f64).view(3, 4) / 10
    return torch.tanh(w @ x.sin()) * x[:3]


# -- grad -----------------------------------------------------------------------------------------
def test_grad_matches_the_closed_form_and_autograd():
    x = r(5)
    close(grad(lambda a: (a.sin() * a).sum())(x), x.cos() * x + x.sin())
    y = x.clone().requires_grad_()
    (expected,) = torch.autograd.grad((y.exp() * y).sum(), y)
    close(grad(lambda a: (a.exp() * a).sum())(x), expected)


def test_grad_against_finite_differences():
    x = r(4)

    def f(a):
        return (mlp(a) ** 2).sum()

    close(grad(f)(x), numeric_jacobian(f, x), tol=1e-6)


def test_grad_argnums_and_has_aux():
    x, y = r(3), r(3)

    def f(a, b):
        return (a * b.exp()).sum(), {"sum": a.sum()}

    gx, gy = grad(lambda a, b: (a * b.exp()).sum(), argnums=(0, 1))(x, y)
    close(gx, y.exp())
    close(gy, x * y.exp())
    close(grad(lambda a, b: (a * b.exp()).sum(), argnums=-1)(x, y), x * y.exp())
    g, aux = grad(f, has_aux=True)(x, y)
    close(g, y.exp())
    close(aux["sum"], x.sum())
    (g, value) = grad_and_value(lambda a: (a * a).sum())(x)
    close(g, 2 * x)
    close(value, (x * x).sum())
    g, (value, aux) = grad_and_value(f, argnums=1, has_aux=True)(x, y)
    close(g, x * y.exp())
    close(value, (x * y.exp()).sum())


def test_grad_over_a_tree_of_inputs():
    params = {"w": r(3), "b": r(1)}
    x = r(3)
    g = grad(lambda p: ((p["w"] * x).sum() + p["b"]).squeeze() ** 2)(params)
    out = (params["w"] * x).sum() + params["b"].squeeze()
    close(g["w"], 2 * out * x)
    close(g["b"], (2 * out).reshape(1))


def test_an_unused_input_gets_zeros():
    x, y = r(3), r(3)
    close(grad(lambda a, b: a.sum(), argnums=1)(x, y), torch.zeros(3, dtype=f64))
    close(grad(lambda a: a.sum().long())(x), torch.zeros(3, dtype=f64))


def test_nested_grad_gives_higher_derivatives():
    x = torch.tensor(2.0, dtype=f64)
    assert grad(grad(lambda a: a**3))(x).item() == pytest.approx(12.0)
    assert grad(grad(grad(lambda a: a**3)))(x).item() == pytest.approx(6.0)


def test_nested_grads_do_not_confuse_their_inputs():
    x = torch.tensor(3.0, dtype=f64)
    # d/dx [x * d/dy (x + y)] = d/dx [x] = 1
    assert grad(lambda a: a * grad(lambda b: a + b)(torch.tensor(1.0, dtype=f64)))(x).item() == 1.0
    # d/dx [d/dy (x * y) at y = x] = d/dx [x] = 1, not 2
    assert grad(lambda a: grad(lambda b: a * b)(a))(x).item() == 1.0


def test_grad_ignores_an_outer_no_grad_and_outer_autograd_sees_through_it():
    x = r(3)
    with torch.no_grad():
        close(grad(lambda a: (a**2).sum())(x), 2 * x)
    y = x.clone().requires_grad_()
    g = grad(lambda a: (a**3).sum())(y)  # 3 y^2
    g.sum().backward()
    close(y.grad, 6 * x)
    w = r(3).requires_grad_()
    gx = grad(lambda a: (a * w).pow(2).sum())(x)  # 2 a w^2, closes over w
    (gw,) = torch.autograd.grad(gx.sum(), w)
    close(gw, 4 * x * w.detach())


def test_grad_errors():
    x = r(3, 4)

    def raises(exc, message, fn):
        with pytest.raises(exc, match=re.escape(message)):
            fn()

    raises(
        RuntimeError,
        "grad_and_value(f)(*args): Expected f(*args) to return a scalar Tensor, got tensor with "
        "2 dims. Maybe you wanted to use the vjp or jacrev APIs instead?",
        lambda: grad(lambda a: a)(x),
    )
    raises(
        RuntimeError,
        "grad_and_value(f)(*args): Expected f(*args) to return a Tensor, got <class 'float'>",
        lambda: grad(lambda a: 3.0)(x),
    )
    raises(
        RuntimeError,
        "Got argnum=1, but only 1 positional inputs",
        lambda: grad(lambda a: a.sum(), argnums=1)(x),
    )
    raises(
        RuntimeError, "argnums must be non-empty", lambda: grad(lambda a: a.sum(), argnums=())(x)
    )
    raises(
        RuntimeError,
        "argnums must be int or Tuple[int, ...], got: <class 'float'>",
        lambda: grad(lambda a: a.sum(), argnums=0.0)(x),
    )
    raises(
        RuntimeError,
        "argnums elements must be unique, got (0, 0)",
        lambda: grad(lambda a, b: a.sum(), argnums=(0, 0))(x, x),
    )
    raises(
        RuntimeError,
        "only Tensors of floating point dtype can require gradients",
        lambda: grad(lambda a: a.sum())(torch.arange(3)),
    )
    raises(
        ValueError,
        "Thing passed to transform API must be Tensor, got <class 'float'>",
        lambda: grad(lambda a: a)(3.0),
    )
    raises(
        RuntimeError,
        "grad_and_value(f)(*args): output of function f should be a tuple: (output, aux) if "
        "has_aux is True",
        lambda: grad(lambda a: a.sum(), has_aux=True)(x),
    )


# -- vjp ------------------------------------------------------------------------------------------
def test_vjp_of_several_outputs_and_primals():
    x, y = r(3), r(3)
    (out_a, out_b), vjp_fn = vjp(lambda a, b: (a * b, a.sin()), x, y)
    close(out_a, x * y)
    u, v = r(3), r(3)
    gx, gy = vjp_fn((u, v))
    close(gx, u * y + v * x.cos())
    close(gy, u * x)
    out, vjp_fn, aux = vjp(lambda a: (a.exp(), a.sum()), x, has_aux=True)
    close(aux, x.sum())
    close(vjp_fn(u)[0], u * x.exp())


def test_vjp_errors():
    x = r(3, 4)
    _, vjp_fn = vjp(torch.sin, x)
    with pytest.raises(
        RuntimeError,
        match=re.escape(
            "Expected pytree structure of cotangents to be the same as pytree structure of outputs "
            "to the function. cotangents: (*, *), primal output: *"
        ),
    ):
        vjp_fn((x, x))
    with pytest.raises(RuntimeError, match="Mismatch in shape: grad_output\\[0\\] has a shape of"):
        vjp_fn(r(2))
    with pytest.raises(
        RuntimeError,
        match=re.escape(
            "vjp(f, *primals): expected f(*primals) to return only tensors, got unsupported type "
            "<class 'int'>"
        ),
    ):
        vjp(lambda a: 3, x)


# -- Jacobians ------------------------------------------------------------------------------------
def test_jacrev_and_jacfwd_against_finite_differences():
    x = r(4)
    expected = numeric_jacobian(mlp, x)
    close(jacrev(mlp)(x), expected, tol=1e-6)
    close(jacfwd(mlp)(x), expected, tol=1e-6)
    close(jacrev(mlp, chunk_size=2)(x), expected, tol=1e-6)


def test_jacobians_of_matrices_have_output_then_input_dims():
    w = r(2, 3)
    x = r(3, 4)
    f = lambda a: w @ a  # noqa: E731
    expected = torch.einsum("ij,kl->ikjl", w, torch.eye(4, dtype=f64))
    close(jacrev(f)(x), expected)
    close(jacfwd(f)(x), expected)


def test_jacobian_argnums_outputs_and_aux():
    x, y = r(3), r(2)

    def f(a, b):
        return a.sum() * b, a * 2

    for transform in (jacrev, jacfwd):
        (da_1, db_1), (da_2, db_2) = transform(f, argnums=(0, 1))(x, y)
        close(da_1, y.unsqueeze(1).expand(2, 3))
        close(db_1, x.sum() * torch.eye(2, dtype=f64))
        close(da_2, 2 * torch.eye(3, dtype=f64))
        close(db_2, torch.zeros(3, 2, dtype=f64))
        jac, aux = transform(lambda a: (a.exp(), a.sum()), has_aux=True)(x)
        close(jac, torch.diag(x.exp()))
        close(aux, x.sum())


def test_jvp_and_linearize_equal_the_jacobian_times_the_tangent():
    x, t = r(4), r(4)
    jac = jacrev(mlp)(x)
    out, jv = jvp(mlp, (x,), (t,))
    close(out, mlp(x))
    close(jv, jac @ t)
    out, jvp_fn = linearize(mlp, x)
    close(jvp_fn(t), jac @ t)
    close(jvp_fn(2 * t), 2 * (jac @ t))
    out, jv, aux = jvp(lambda a: (a.sin(), a.sum()), (x,), (t,), has_aux=True)
    close(jv, x.cos() * t)
    close(aux, x.sum())


def test_jvp_errors():
    x = r(3)
    with pytest.raises(
        RuntimeError,
        match=re.escape(
            "jvp(f, primals, tangents): Expected primals to be a tuple. E.g. it should be valid to "
            "call f(*primals)."
        ),
    ):
        jvp(torch.sin, x, x)
    with pytest.raises(
        RuntimeError,
        match=re.escape(
            "jvp(f, primals, tangents): Expected primals and tangents to have the same python "
            "structure. For example, if primals is a tuple of 3 tensors, tangents also must be. "
            "Got primals with structure TreeSpec(tuple, None, [*]) and tangents with structure "
            "TreeSpec(tuple, None, [*,\n  *])"
        ),
    ):
        jvp(torch.sin, (x,), (x, x))
    _, jvp_fn = linearize(torch.sin, x)
    with pytest.raises(
        RuntimeError,
        match=re.escape(
            "tangent:0 with shape glasstorch.Size([2]) in flattened pytree doesn't match the shape "
            "glasstorch.Size([3]) of the corresponding primal."
        ),
    ):
        jvp_fn(r(2))


def test_hessian_against_the_closed_form_and_finite_differences():
    x = r(4)
    close(hessian(lambda a: (a.sin() * a).sum())(x), torch.diag(2 * x.cos() - x.sin() * x))
    f = lambda a: (mlp(a) ** 2).sum()  # noqa: E731
    close(hessian(f)(x), numeric_jacobian(grad(f), x), tol=1e-6)
    a = r(3, 3)
    quad = lambda v: v @ a @ v  # noqa: E731
    close(hessian(quad)(r(3)), a + a.T)


def test_hessian_with_argnums():
    x, y = r(2), r(3)
    h = hessian(lambda a, b: (a.sum() * b**2).sum(), argnums=1)(x, y)
    close(h, 2 * x.sum() * torch.eye(3, dtype=f64))


# -- composition with vmap ------------------------------------------------------------------------
def test_vmap_of_grad_gives_per_sample_gradients():
    w, xs, ys = r(4), r(6, 4), r(6)

    def loss(weights, x, y):
        return (torch.tanh(weights @ x) - y) ** 2

    per_sample = vmap(grad(loss), in_dims=(None, 0, 0))(w, xs, ys)
    close(per_sample, torch.stack([grad(loss)(w, xs[i], ys[i]) for i in range(6)]))
    wr = w.clone().requires_grad_()
    (summed,) = torch.autograd.grad(loss(wr, xs.T, ys).sum(), wr)
    close(per_sample.sum(0), summed)


def test_grad_of_vmap_and_vmap_of_jacobians():
    w, xs = r(3), r(5, 3)
    g = grad(lambda v: vmap(lambda x: (v * x).sin().sum())(xs).sum())(w)
    close(g, (xs * (xs * w).cos()).sum(0))
    batch = r(3, 4)
    expected = torch.stack([numeric_jacobian(mlp, b) for b in batch])
    close(vmap(jacrev(mlp))(batch), expected, tol=1e-6)
    close(vmap(jacfwd(mlp))(batch), expected, tol=1e-6)
    cubes = vmap(hessian(lambda a: (a**3).sum()))(batch)
    close(cubes, torch.stack([torch.diag(6 * b) for b in batch]))


def test_jacrev_of_jacrev_equals_the_hessian():
    x = r(3)
    f = lambda a: (a.exp() * a.roll(1)).sum()  # noqa: E731
    close(jacrev(jacrev(f))(x), hessian(f)(x))
