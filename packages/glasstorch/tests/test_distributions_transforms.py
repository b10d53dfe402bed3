"""Transforms (forward, inverse, log-Jacobians against autograd), biject_to/transform_to
and TransformedDistribution."""

import math

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.distributions import (
    Normal,
    TransformedDistribution,
    Uniform,
    biject_to,
    constraints,
    transform_to,
)
from glasstorch.distributions.transforms import (
    AbsTransform,
    AffineTransform,
    CatTransform,
    ComposeTransform,
    CorrCholeskyTransform,
    CumulativeDistributionTransform,
    ExpTransform,
    IndependentTransform,
    LowerCholeskyTransform,
    PositiveDefiniteTransform,
    PowerTransform,
    ReshapeTransform,
    SigmoidTransform,
    SoftmaxTransform,
    SoftplusTransform,
    StackTransform,
    StickBreakingTransform,
    TanhTransform,
    identity_transform,
)
from scipy import stats


def _f64(values):
    return torch.tensor(values, dtype=torch.float64)


def _jacobian(fn, x):
    """d fn(x) / d x for a vector x, one row per output (autograd, float64)."""
    x = x.detach().requires_grad_()
    y = fn(x).reshape(-1)
    rows = [torch.autograd.grad(y[i], x, retain_graph=True)[0].reshape(-1) for i in range(len(y))]
    return torch.stack(rows).numpy()


ELEMENTWISE = [
    (ExpTransform(), [-1.5, 0.0, 2.0]),
    (SigmoidTransform(), [-3.0, 0.1, 4.0]),
    (SoftplusTransform(), [-3.0, 0.1, 4.0]),
    (TanhTransform(), [-2.0, 0.3, 1.5]),
    (AffineTransform(1.0, -2.5), [-2.0, 0.3, 1.5]),
    (AffineTransform(_f64([1.0, 2.0, 3.0]), _f64([0.5, -1.0, 2.0])), [-2.0, 0.3, 1.5]),
    (PowerTransform(_f64(2.5)), [0.5, 1.0, 3.0]),
]


@pytest.mark.parametrize("t,values", ELEMENTWISE, ids=lambda v: type(v).__name__)
def test_elementwise_round_trip_and_log_det(t, values):
    x = _f64(values)
    y = t(x)
    np.testing.assert_allclose(t.inv(y).numpy(), x.numpy(), rtol=1e-10)
    derivative = np.diag(_jacobian(t, x))
    np.testing.assert_allclose(
        t.log_abs_det_jacobian(x, y).numpy(), np.log(np.abs(derivative)), rtol=1e-9, atol=1e-12
    )
    assert t.bijective and t.inv.inv is t
    assert t.inv.log_abs_det_jacobian(y, x).numpy() == pytest.approx(
        -t.log_abs_det_jacobian(x, y).numpy()
    )


def test_elementwise_values():
    x = _f64([-1.0, 0.5])
    np.testing.assert_allclose(ExpTransform()(x).numpy(), np.exp([-1.0, 0.5]))
    np.testing.assert_allclose(SigmoidTransform()(x).numpy(), 1 / (1 + np.exp([1.0, -0.5])))
    np.testing.assert_allclose(SoftplusTransform()(x).numpy(), np.log1p(np.exp([-1.0, 0.5])))
    np.testing.assert_allclose(TanhTransform()(x).numpy(), np.tanh([-1.0, 0.5]))
    assert AbsTransform()(x).tolist() == [1.0, 0.5] and AbsTransform().inv(x).tolist() == [-1, 0.5]
    assert not AbsTransform().bijective
    # the sigmoid stays inside (0, 1) in float32
    assert 0 < SigmoidTransform()(torch.tensor([-200.0])).item() < 1e-30
    assert SigmoidTransform()(torch.tensor([50.0])).item() < 1


def test_signs_equality_and_repr():
    assert ExpTransform().sign == 1 and AffineTransform(0.0, -2.0).sign == -1
    assert AffineTransform(0.0, _f64([-1.0, 2.0])).sign.tolist() == [-1.0, 1.0]
    assert ExpTransform() == ExpTransform() and ExpTransform() != SigmoidTransform()
    assert AffineTransform(1.0, 2.0) == AffineTransform(1.0, 2.0)
    assert AffineTransform(1.0, 2.0) != AffineTransform(1.0, 3.0)
    assert PowerTransform(_f64(2.0)) == PowerTransform(_f64(2.0))
    assert ExpTransform().inv == ExpTransform().inv
    with pytest.raises(TypeError, match="unhashable"):
        hash(ExpTransform())
    # as PyTorch 2.13 prints them
    assert repr(ExpTransform().inv) == "_InverseTransform(ExpTransform())"
    assert repr(ComposeTransform([ExpTransform(), AffineTransform(0, 1)])) == (
        "ComposeTransform(\n    ExpTransform(),\n    AffineTransform()\n)"
    )
    assert (
        repr(IndependentTransform(ExpTransform(), 1)) == "IndependentTransform(ExpTransform(), 1)"
    )


def test_caching():
    t = ExpTransform(cache_size=1)
    x = _f64([1.0])
    y = t(x)
    assert t(x) is y and t.inv(y) is x
    assert ExpTransform().with_cache(1)._cache_size == 1
    with pytest.raises(ValueError, match="cache_size must be 0 or 1"):
        ExpTransform(cache_size=2)


def test_compose_and_independent():
    t = ComposeTransform([AffineTransform(0.0, 2.0), ExpTransform()])
    x = _f64([0.1, -0.3])
    np.testing.assert_allclose(t(x).numpy(), np.exp(2 * x.numpy()))
    np.testing.assert_allclose(t.inv(t(x)).numpy(), x.numpy())
    np.testing.assert_allclose(t.log_abs_det_jacobian(x, t(x)).numpy(), math.log(2) + 2 * x.numpy())
    assert t.inv.inv is t and t.sign == 1 and t.bijective
    assert identity_transform(x) is x
    ind = IndependentTransform(ExpTransform(), 1)
    assert ind.domain.event_dim == 1
    assert ind.log_abs_det_jacobian(x, ind(x)).item() == pytest.approx(x.sum().item())
    reshape = ReshapeTransform((2, 3), (6,))
    z = torch.arange(12.0).view(2, 2, 3)
    assert reshape(z).shape == (2, 6) and reshape.inv(reshape(z)).shape == (2, 2, 3)
    assert reshape.forward_shape((4, 2, 3)) == (4, 6)
    assert reshape.log_abs_det_jacobian(z, reshape(z)).tolist() == [0.0, 0.0]
    with pytest.raises(ValueError, match="different numbers of elements"):
        ReshapeTransform((2,), (3,))


def test_simplex_transforms():
    x = _f64([0.3, -1.2, 2.0])
    y = StickBreakingTransform()(x)
    assert y.shape == (4,) and y.sum().item() == pytest.approx(1.0)
    np.testing.assert_allclose(StickBreakingTransform().inv(y).numpy(), x.numpy(), rtol=1e-10)
    # log|det| of the map onto the first K-1 coordinates of the simplex
    jac = _jacobian(lambda v: StickBreakingTransform()(v)[:-1], x)
    expected = np.linalg.slogdet(jac)[1]
    assert StickBreakingTransform().log_abs_det_jacobian(x, y).item() == pytest.approx(expected)
    s = SoftmaxTransform()(x)
    np.testing.assert_allclose(s.numpy(), np.exp(x.numpy()) / np.exp(x.numpy()).sum())
    np.testing.assert_allclose(SoftmaxTransform()(SoftmaxTransform().inv(s)).numpy(), s.numpy())
    assert StickBreakingTransform().forward_shape((2, 3)) == (2, 4)


def test_matrix_transforms():
    x = _f64([[0.5, 9.0], [-1.0, 0.2]])
    lower = LowerCholeskyTransform()(x)
    np.testing.assert_allclose(lower.numpy(), [[math.exp(0.5), 0.0], [-1.0, math.exp(0.2)]])
    np.testing.assert_allclose(LowerCholeskyTransform().inv(lower).numpy(), np.tril(x.numpy()))
    pd = PositiveDefiniteTransform()(x)
    np.testing.assert_allclose(pd.numpy(), lower.numpy() @ lower.numpy().T)
    np.testing.assert_allclose(PositiveDefiniteTransform().inv(pd).numpy(), np.tril(x.numpy()))
    v = _f64([0.3, -0.5, 1.1])
    corr = CorrCholeskyTransform()(v)
    assert constraints.corr_cholesky.check(corr).item()
    np.testing.assert_allclose(CorrCholeskyTransform().inv(corr).numpy(), v.numpy(), rtol=1e-9)
    # the Jacobian of the map onto the strictly lower entries
    rows, cols = np.tril_indices(3, -1)

    def strictly_lower(vec):
        return CorrCholeskyTransform()(vec)[rows.tolist(), cols.tolist()]

    expected = np.linalg.slogdet(_jacobian(strictly_lower, v))[1]
    assert CorrCholeskyTransform().log_abs_det_jacobian(v, corr).item() == pytest.approx(expected)
    assert CorrCholeskyTransform().forward_shape((6,)) == (4, 4)
    with pytest.raises(ValueError, match="not a flattened lower-diagonal number"):
        CorrCholeskyTransform().forward_shape((5,))


def test_cat_and_stack_transforms():
    x = _f64([[0.5, -1.0, 2.0], [1.0, 0.0, -0.5]])
    cat = CatTransform([ExpTransform(), AffineTransform(0.0, 3.0)], dim=1, lengths=[1, 2])
    y = cat(x)
    np.testing.assert_allclose(y[:, :1].numpy(), np.exp(x[:, :1].numpy()))
    np.testing.assert_allclose(y[:, 1:].numpy(), 3 * x[:, 1:].numpy())
    np.testing.assert_allclose(cat.inv(y).numpy(), x.numpy())
    log_det = cat.log_abs_det_jacobian(x, y).numpy()
    np.testing.assert_allclose(log_det[:, 0], x[:, 0].numpy())
    np.testing.assert_allclose(log_det[:, 1:], math.log(3.0))
    stack = StackTransform([ExpTransform(), AffineTransform(1.0, 2.0)], dim=1)
    np.testing.assert_allclose(stack(x[:, :2]).numpy()[:, 1], 1 + 2 * x[:, 1].numpy())
    assert stack.log_abs_det_jacobian(x[:, :2], stack(x[:, :2])).shape == (2, 2)
    with pytest.raises(AssertionError, match=r"^x.size\(1\) = 3 must equal len\(transforms\) 2$"):
        stack(x)
    with pytest.raises(AssertionError, match="All elements of tseq must be Transform instances"):
        CatTransform([1])


def test_cumulative_distribution_transform():
    t = CumulativeDistributionTransform(Normal(_f64(0.0), _f64(1.0)))
    x = _f64([-0.5, 1.0])
    np.testing.assert_allclose(t(x).numpy(), stats.norm.cdf(x.numpy()))
    np.testing.assert_allclose(t.inv(t(x)).numpy(), x.numpy())
    np.testing.assert_allclose(t.log_abs_det_jacobian(x, t(x)).numpy(), stats.norm.logpdf(x))


# -- biject_to / transform_to -------------------------------------------------------------
@pytest.mark.parametrize(
    "constraint",
    [
        constraints.real,
        constraints.positive,
        constraints.nonnegative,
        constraints.greater_than(2.0),
        constraints.greater_than_eq(-1.0),
        constraints.less_than(3.0),
        constraints.unit_interval,
        constraints.interval(-2.0, 5.0),
        constraints.half_open_interval(0.0, 2.0),
        constraints.simplex,
        constraints.real_vector,
        constraints.corr_cholesky,
        constraints.cat([constraints.positive, constraints.real], 0, [2, 2]),
        constraints.stack([constraints.positive, constraints.unit_interval], 0),
    ],
    ids=repr,
)
def test_biject_to_lands_in_the_constraint(constraint):
    t = biject_to(constraint)
    x = _f64(np.linspace(-1.5, 1.5, 6 if constraint is constraints.corr_cholesky else 4))
    if isinstance(constraint, constraints._Stack):
        x = x[:2]
    y = t(x)
    assert bool(constraint.check(y).all())
    np.testing.assert_allclose(t.inv(y).numpy(), x.numpy(), rtol=1e-8, atol=1e-10)
    assert bool(transform_to(constraint).codomain.check(transform_to(constraint)(x)).all())


def test_registry_details():
    # positive reuses the greater-than factory, as in PyTorch
    assert repr(biject_to(constraints.positive)) == (
        "ComposeTransform(\n    ExpTransform(),\n    AffineTransform()\n)"
    )
    assert isinstance(transform_to(constraints.unit_interval), SigmoidTransform)
    assert isinstance(transform_to(constraints.simplex), SoftmaxTransform)
    assert isinstance(biject_to(constraints.simplex), StickBreakingTransform)
    assert isinstance(transform_to(constraints.lower_cholesky), LowerCholeskyTransform)
    assert isinstance(transform_to(constraints.positive_definite), PositiveDefiniteTransform)
    with pytest.raises(NotImplementedError, match="^Cannot transform _LowerCholesky constraints$"):
        biject_to(constraints.lower_cholesky)
    with pytest.raises(TypeError, match="Expected constraint to be either a Constraint"):
        biject_to.register(3, lambda c: None)


# -- TransformedDistribution ---------------------------------------------------------------
def test_transformed_distribution_matches_lognormal():
    d = TransformedDistribution(Normal(_f64([0.2, -0.5]), _f64([1.0, 0.5])), [ExpTransform()])
    x = _f64([0.7, 2.0])
    np.testing.assert_allclose(
        d.log_prob(x).numpy(),
        stats.lognorm.logpdf(x.numpy(), [1.0, 0.5], scale=np.exp([0.2, -0.5])),
    )
    np.testing.assert_allclose(
        d.cdf(x).numpy(), stats.lognorm.cdf(x.numpy(), [1.0, 0.5], scale=np.exp([0.2, -0.5]))
    )
    np.testing.assert_allclose(d.icdf(d.cdf(x)).numpy(), x.numpy())
    assert d.has_rsample and d.rsample((3,)).shape == (3, 2)
    assert d.support is constraints.positive
    assert d.expand((4, 2)).batch_shape == (4, 2)


def test_transformed_distribution_decreasing_and_event_dims():
    # y = 1 - x maps U(0, 1) onto itself, decreasing: the CDF flips
    d = TransformedDistribution(Uniform(_f64(0.0), _f64(1.0)), AffineTransform(1.0, -1.0))
    assert d.cdf(_f64(0.25)).item() == pytest.approx(0.25)
    assert d.icdf(_f64(0.25)).item() == pytest.approx(0.25)
    base = Normal(torch.zeros(2, 3, dtype=torch.float64), 1.0)
    d = TransformedDistribution(base, [StickBreakingTransform()])
    assert d.batch_shape == (2,) and d.event_shape == (4,)
    assert d.log_prob(d.sample()).shape == (2,)
    with pytest.raises(ValueError, match="transforms must be a Transform or list"):
        TransformedDistribution(base, "exp")
