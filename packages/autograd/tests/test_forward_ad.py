"""Forward-mode AD: dual tensors, the generated tangents, levels and errors.

Every operator with a ``result:`` formula is checked in float64 against central finite
differences and against reverse mode (the Jacobian from ``autograd.functional.jacobian``
times the tangent).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import glasstorch.aten as torch
import glasstorch.autograd.forward_ad as fwAD
import numpy as np
import pytest
from glasstorch.aten._generated import ops
from glasstorch.autograd.functional import jacobian
from glasstorch.c10.core.scalar_type import float32, float64

_f64 = float64


def _linear(x: Any, weight: Any, bias: Any = None) -> Any:
    """nn.functional.linear's decomposition (``linear`` is CompositeImplicitAutograd)."""
    return ops.linear.call(x, weight, bias)


def _rand(*shape: int, positive: bool = False) -> Any:
    t = torch.randn(list(shape), dtype=_f64)
    return t.abs() + 0.5 if positive else t


def _jvp(fn: Callable[..., Any], inputs: tuple[Any, ...], tangents: tuple[Any, ...]) -> Any:
    with fwAD.dual_level():
        duals = [fwAD.make_dual(x, v) for x, v in zip(inputs, tangents, strict=True)]
        out = fwAD.unpack_dual(fn(*duals))
    assert out.tangent is not None
    return out.primal, out.tangent


def _finite_difference(fn: Callable[..., Any], inputs: tuple[Any, ...], tangents: tuple[Any, ...]):
    eps = 1e-6
    plus = fn(*(x + eps * v for x, v in zip(inputs, tangents, strict=True)))
    minus = fn(*(x - eps * v for x, v in zip(inputs, tangents, strict=True)))
    return (plus - minus) / (2 * eps)


def _reverse(fn: Callable[..., Any], inputs: tuple[Any, ...], tangents: tuple[Any, ...]):
    jac = jacobian(fn, inputs)
    out_shape = tuple(fn(*inputs).shape)
    total = np.zeros(out_shape)
    for j, v in zip(jac, tangents, strict=True):
        matrix = j.numpy().reshape(int(np.prod(out_shape)), -1)
        total += (matrix @ v.numpy().reshape(-1)).reshape(out_shape)
    return total


CASES: dict[str, tuple[Callable[..., Any], Callable[[], tuple[Any, ...]]]] = {
    "add": (lambda a, b: a + b, lambda: (_rand(3, 4), _rand(3, 4))),
    "add_broadcast_alpha": (
        lambda a, b: torch.add(a, b, alpha=2.5),
        lambda: (_rand(3, 4), _rand(4)),
    ),
    "add_scalar": (lambda a: a + 2, lambda: (_rand(3),)),
    "sub": (lambda a, b: a - b, lambda: (_rand(3, 4), _rand(3, 4))),
    "rsub_scalar": (lambda a: 1 - a, lambda: (_rand(3),)),
    "mul": (lambda a, b: a * b, lambda: (_rand(3, 4), _rand(3, 4))),
    "mul_scalar": (lambda a: a * 3.0, lambda: (_rand(3),)),
    "div": (lambda a, b: a / b, lambda: (_rand(3), _rand(3, positive=True))),
    "rdiv_scalar": (lambda a: 2.0 / a, lambda: (_rand(3, positive=True),)),
    "neg": (lambda a: -a, lambda: (_rand(5),)),
    "exp": (torch.exp, lambda: (_rand(5),)),
    "log": (torch.log, lambda: (_rand(5, positive=True),)),
    "sin": (torch.sin, lambda: (_rand(5),)),
    "cos": (torch.cos, lambda: (_rand(5),)),
    "tanh": (torch.tanh, lambda: (_rand(5),)),
    "sigmoid": (torch.sigmoid, lambda: (_rand(5),)),
    "relu": (torch.relu, lambda: (_rand(5).abs() * torch.tensor([1.0, -1, 1, -1, 1], dtype=_f64),)),
    "abs": (torch.abs, lambda: (_rand(5),)),
    "tan": (torch.tan, lambda: (_rand(5) * 0.5,)),
    "sinh": (torch.sinh, lambda: (_rand(5),)),
    "cosh": (torch.cosh, lambda: (_rand(5),)),
    "rsqrt": (torch.rsqrt, lambda: (_rand(5, positive=True),)),
    "reciprocal": (torch.reciprocal, lambda: (_rand(5, positive=True),)),
    "log1p": (torch.log1p, lambda: (_rand(5, positive=True),)),
    "expm1": (torch.expm1, lambda: (_rand(5),)),
    "exp2": (torch.exp2, lambda: (_rand(5),)),
    "log2": (torch.log2, lambda: (_rand(5, positive=True),)),
    "log10": (torch.log10, lambda: (_rand(5, positive=True),)),
    "asin": (torch.asin, lambda: (_rand(5).tanh() * 0.9,)),
    "acos": (torch.acos, lambda: (_rand(5).tanh() * 0.9,)),
    "atan": (torch.atan, lambda: (_rand(5),)),
    "erf": (torch.erf, lambda: (_rand(5),)),
    "gelu": (lambda a: ops.gelu.call(a, "tanh"), lambda: (_rand(5),)),
    "silu": (lambda a: ops.silu.call(a), lambda: (_rand(5),)),
    "leaky_relu": (lambda a: ops.leaky_relu.call(a, 0.1), lambda: (_rand(5),)),
    "elu": (lambda a: ops.elu.call(a, 1.5, 1.0, 1.0), lambda: (_rand(5),)),
    "softplus": (lambda a: ops.softplus.call(a, 2.0, 20.0), lambda: (_rand(5),)),
    "clamp": (
        lambda a: torch.clamp(a, -0.5, 0.5),
        lambda: (
            _rand(8) * 0.49
            + torch.tensor([1.0, -1] * 4, dtype=_f64) * torch.tensor([0, 0, 1, 1] * 2, dtype=_f64),
        ),
    ),
    "where": (lambda a, b: torch.where(a > 0, a, b), lambda: (_rand(6), _rand(6))),
    "masked_fill_tensor": (lambda a, v: a.masked_fill(a > 0, v), lambda: (_rand(6), _rand())),
    "masked_fill": (lambda a: a.masked_fill(a > 0, 2.0), lambda: (_rand(6),)),
    "sqrt": (torch.sqrt, lambda: (_rand(5, positive=True),)),
    "pow_scalar": (lambda a: a**3, lambda: (_rand(5),)),
    "pow_tensor": (torch.pow, lambda: (_rand(4, positive=True), _rand(4))),
    "mm": (torch.mm, lambda: (_rand(2, 3), _rand(3, 4))),
    "matmul_batched": (torch.matmul, lambda: (_rand(2, 3, 4), _rand(2, 4, 2))),
    "bmm": (torch.bmm, lambda: (_rand(2, 3, 4), _rand(2, 4, 2))),
    "mv": (torch.mv, lambda: (_rand(3, 4), _rand(4))),
    "dot": (torch.dot, lambda: (_rand(4), _rand(4))),
    "addmm": (
        lambda c, a, b: torch.addmm(c, a, b, beta=0.5, alpha=2.0),
        lambda: (_rand(2, 4), _rand(2, 3), _rand(3, 4)),
    ),
    "linear": (_linear, lambda: (_rand(5, 3), _rand(4, 3), _rand(4))),
    "linear_no_bias": (_linear, lambda: (_rand(5, 3), _rand(4, 3))),
    "sum": (torch.sum, lambda: (_rand(3, 4),)),
    "sum_dim": (lambda a: a.sum(1, keepdim=True), lambda: (_rand(3, 4),)),
    "mean": (torch.mean, lambda: (_rand(3, 4),)),
    "mean_dim": (lambda a: a.mean(0), lambda: (_rand(3, 4),)),
    "view": (lambda a: a.view(4, 3), lambda: (_rand(3, 4),)),
    "reshape": (lambda a: a.reshape(2, 6), lambda: (_rand(3, 4),)),
    "reshape_copy": (lambda a: a.t().reshape(12), lambda: (_rand(3, 4),)),  # _unsafe_view
    "transpose": (lambda a: a.transpose(0, 1), lambda: (_rand(3, 4),)),
    "t": (lambda a: a.t(), lambda: (_rand(3, 4),)),
    "permute": (lambda a: a.permute(2, 0, 1), lambda: (_rand(2, 3, 4),)),
    "expand": (lambda a: a.expand(3, 4), lambda: (_rand(1, 4),)),
    "squeeze": (lambda a: a.squeeze(1), lambda: (_rand(3, 1, 2),)),
    "unsqueeze": (lambda a: a.unsqueeze(0), lambda: (_rand(3),)),
    "select": (lambda a: a[1], lambda: (_rand(3, 4),)),
    "slice": (lambda a: a[:, 1:3], lambda: (_rand(3, 4),)),
    "cat": (lambda a, b: torch.cat([a, b], 1), lambda: (_rand(2, 3), _rand(2, 2))),
    "stack": (lambda a, b: torch.stack([a, b]), lambda: (_rand(2, 3), _rand(2, 3))),
    # operators returning lists: each output gets its tangent (joined back to compare)
    "split": (
        lambda a: torch.cat([p * (i + 1) for i, p in enumerate(a.split(2, 1))], 1),
        lambda: (_rand(3, 5),),
    ),
    "split_with_sizes": (lambda a: a.split([1, 2], 0)[1] * 2, lambda: (_rand(3, 2),)),
    "chunk": (lambda a: a.chunk(2)[0] - a.chunk(2)[1], lambda: (_rand(4, 3),)),
    "unbind": (lambda a: torch.stack(list(reversed(a.unbind(1)))), lambda: (_rand(2, 3),)),
    "softmax": (lambda a: torch.softmax(a, 1), lambda: (_rand(3, 4),)),
    "log_softmax": (lambda a: torch.log_softmax(a, 0), lambda: (_rand(3, 4),)),
    "clone": (torch.clone, lambda: (_rand(3),)),
    "composite": (
        lambda a, b: torch.tanh(a @ b).sum(0) * 2 - b.mean(),
        lambda: (_rand(2, 3), _rand(3, 3)),
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_tangent_matches_finite_differences_and_reverse_mode(name: str) -> None:
    torch.manual_seed(0)
    fn, make = CASES[name]
    inputs = make()
    tangents = tuple(torch.randn(list(x.shape), dtype=_f64) for x in inputs)
    primal, tangent = _jvp(fn, inputs, tangents)
    np.testing.assert_allclose(primal.numpy(), fn(*inputs).numpy())
    np.testing.assert_allclose(
        tangent.numpy(), _finite_difference(fn, inputs, tangents).numpy(), rtol=1e-6, atol=1e-7
    )
    np.testing.assert_allclose(
        tangent.numpy(), _reverse(fn, inputs, tangents), rtol=1e-10, atol=1e-12
    )


def test_dtype_conversion_converts_the_tangent() -> None:
    x, v = _rand(3), _rand(3)
    with fwAD.dual_level():
        tangent = fwAD.unpack_dual(fwAD.make_dual(x, v).to(float32)).tangent
    assert tangent.dtype == float32
    np.testing.assert_allclose(tangent.numpy(), v.numpy().astype(np.float32))


def test_one_input_with_a_tangent_the_other_constant() -> None:
    a, b = _rand(3), _rand(3)
    v = torch.ones(3, dtype=_f64)
    with fwAD.dual_level():
        out = fwAD.unpack_dual(fwAD.make_dual(a, v) * b)
    np.testing.assert_allclose(out.tangent.numpy(), b.numpy())


# -- dual tensors and levels -------------------------------------------------------------------
def test_make_dual_is_a_view_carrying_the_tangent() -> None:
    x, v = _rand(3), _rand(3)
    with fwAD.dual_level() as level:
        assert level == 0
        dual = fwAD.make_dual(x, v)
        assert dual._base is x
        primal, tangent = fwAD.unpack_dual(dual)
        assert tangent is v
        assert primal._base is x
        assert fwAD.unpack_dual(primal).tangent is None
        assert isinstance(fwAD.unpack_dual(dual), fwAD.UnpackedDualTensor)
    # leaving the level drops every tangent
    assert fwAD.unpack_dual(dual).tangent is None
    assert fwAD.unpack_dual(dual) == (dual, None)


def test_view_tangent_is_the_same_view_of_the_tangent() -> None:
    x, v = _rand(3, 4), _rand(3, 4)
    with fwAD.dual_level():
        view = fwAD.make_dual(x, v).transpose(0, 1)[1:]
        tangent = fwAD.unpack_dual(view).tangent
        np.testing.assert_array_equal(tangent.numpy(), v.numpy().T[1:])
        assert tangent._base is v


def test_make_dual_keeps_the_graph_to_the_primal() -> None:
    x = _rand(3).requires_grad_()
    with fwAD.dual_level():
        dual = fwAD.make_dual(x, torch.ones(3, dtype=_f64))
        assert type(dual.grad_fn).__name__ == "ViewBackward0"
        out = (dual * dual).sum()
        np.testing.assert_allclose(fwAD.unpack_dual(out).tangent.item(), 2 * x.sum().item())
        out.backward()
    np.testing.assert_allclose(x.grad.numpy(), 2 * x.detach().numpy())


def test_inplace_updates_the_tangent() -> None:
    x, v = _rand(3), _rand(3)
    with fwAD.dual_level():
        dual = fwAD.make_dual(x, v)
        y = torch.tensor([1.0, 2.0, 3.0], dtype=_f64)
        y.mul_(dual)  # y's tangent: [1, 2, 3] * v
        np.testing.assert_allclose(fwAD.unpack_dual(y).tangent.numpy(), [1, 2, 3] * v.numpy())
        z = dual.clone()
        z_tangent = fwAD.unpack_dual(z).tangent
        z.exp_()  # the tangent it had is updated in place: exp(x) * v
        assert fwAD.unpack_dual(z).tangent is z_tangent
        np.testing.assert_allclose(z_tangent.numpy(), np.exp(x.numpy()) * v.numpy())
        w = dual.clone()
        w.sin_()  # reads the input from before the write: cos(x) * v
        np.testing.assert_allclose(
            fwAD.unpack_dual(w).tangent.numpy(), np.cos(x.numpy()) * v.numpy()
        )


def test_inplace_view_and_fill_ops_act_on_the_tangent() -> None:
    # As in PyTorch 2.13: t_() transposes the tangent itself (its strides become (1, 2)).
    x, v = _rand(2, 3), _rand(2, 3)
    with fwAD.dual_level():
        dual = fwAD.make_dual(x.clone(), v.clone())
        dual.t_()
        np.testing.assert_array_equal(fwAD.unpack_dual(dual).tangent.numpy(), v.numpy().T)
        dual.unsqueeze_(0)
        assert tuple(fwAD.unpack_dual(dual).tangent.shape) == (1, 3, 2)
        square = fwAD.make_dual(x[:, :2].clone(), v[:, :2].clone())
        square.transpose_(0, 1)
        tangent = fwAD.unpack_dual(square).tangent
        np.testing.assert_array_equal(tangent.numpy(), v[:, :2].numpy().T)
        assert tangent.stride() == (1, 2)
        square.fill_(3.0)
        np.testing.assert_array_equal(fwAD.unpack_dual(square).tangent.numpy(), np.zeros((2, 2)))


def test_copy_into_a_view_gives_the_base_a_tangent() -> None:
    # Observed from PyTorch 2.13: the base gets a zero tangent, the written slice v[1:].
    x, v = _rand(3), _rand(3)
    with fwAD.dual_level():
        dual = fwAD.make_dual(x, v)
        base = torch.zeros(3, dtype=_f64)
        base[1:].copy_(dual[1:])
        tangent = fwAD.unpack_dual(base).tangent
        np.testing.assert_allclose(tangent.numpy(), [0.0, *v.numpy()[1:]])
        np.testing.assert_allclose(base.numpy(), [0.0, *x.numpy()[1:]])


def test_enter_and_exit_by_hand_and_as_decorator() -> None:
    level = fwAD.enter_dual_level()
    try:
        assert level == 0
        with pytest.raises(RuntimeError, match="Trying to exit a forward AD level that was not"):
            fwAD.exit_dual_level(level=3)
    finally:
        fwAD.exit_dual_level()
    with pytest.raises(RuntimeError, match="Dual level must be a positive number"):
        fwAD.exit_dual_level()

    @fwAD.dual_level()
    def tangent_of_double(x: Any, v: Any) -> Any:
        return fwAD.unpack_dual(fwAD.make_dual(x, v) * 2).tangent

    np.testing.assert_allclose(tangent_of_double(_rand(2), torch.ones(2, dtype=_f64)).numpy(), 2.0)


# -- errors: PyTorch's messages ---------------------------------------------------------------
def test_make_dual_outside_a_level() -> None:
    with pytest.raises(RuntimeError) as info:
        fwAD.make_dual(_rand(3), _rand(3))
    assert str(info.value) == (
        "Trying to create a dual Tensor for forward AD but no level exists, make sure to "
        "enter_dual_level() first."
    )


def test_nested_levels_are_refused() -> None:
    with fwAD.dual_level():
        with pytest.raises(
            RuntimeError, match="^Nested forward mode AD is not supported at the moment$"
        ):
            fwAD.enter_dual_level()


def test_make_dual_checks() -> None:
    with fwAD.dual_level():
        with pytest.raises(RuntimeError) as info:
            fwAD.make_dual(_rand(3), _rand(4))
        assert str(info.value) == (
            "Trying to set a forward gradient that has a different size than that of the "
            "original Tensor, this is not supported. Tensor is of size [3] while the given "
            "forward gradient is of size [4]."
        )
        with pytest.raises(
            ValueError, match="^Expected primal to be floating point or complex, but got: "
        ):
            fwAD.make_dual(torch.arange(3), _rand(3))
        with pytest.raises(ValueError, match="^Expected tangent to be floating point or complex"):
            fwAD.make_dual(_rand(3), torch.arange(3))
        with pytest.raises(RuntimeError, match="^Invalid level given to _make_dual$"):
            fwAD.make_dual(_rand(3), _rand(3), level=5)
        # A float32 tangent on a float64 primal is kept as given, as in PyTorch.
        assert fwAD.unpack_dual(fwAD.make_dual(_rand(3), torch.ones(3))).tangent.dtype == float32


def test_operator_without_a_forward_formula() -> None:
    with fwAD.dual_level():
        dual = fwAD.make_dual(_rand(3), _rand(3))
        with pytest.raises(NotImplementedError) as info:
            torch.atan2(dual, _rand(3))
        assert str(info.value).startswith(
            "Trying to use forward AD with atan2 that does not support it because it has not "
            "been implemented yet.\nPlease file an issue to PyTorch at "
        )
        with pytest.raises(NotImplementedError) as info:
            torch.sin(dual, out=torch.empty(3, dtype=_f64))
        assert str(info.value) == (
            "Trying to use forward AD with sin_out that does not support it because it is an "
            "out= function"
        )
        # without a tangent the same operators run as usual
        torch.atan2(_rand(3), _rand(3))


def test_no_tangent_work_outside_a_level() -> None:
    x = _rand(3).requires_grad_()
    from glasstorch.autograd.forward_grad import state

    assert state.enabled is False
    y = torch.atan2(x, x)  # no formula, no level: nothing is checked
    assert fwAD.unpack_dual(y).tangent is None
