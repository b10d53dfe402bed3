"""torch.distributions' base: shapes, argument validation (PyTorch's messages), repr,
expand, constraints and the helpers in ``distributions.utils``."""

import math
import warnings

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.distributions import (
    Bernoulli,
    Binomial,
    Categorical,
    Distribution,
    Gamma,
    Geometric,
    Independent,
    MixtureSameFamily,
    Multinomial,
    MultivariateNormal,
    Normal,
    Uniform,
    constraints,
)
from glasstorch.distributions.utils import (
    broadcast_all,
    clamp_probs,
    lazy_property,
    logits_to_probs,
    probs_to_logits,
    tril_matrix_to_vec,
    vec_to_tril_matrix,
)

S3 = repr(torch.Size([3]))  # glasstorch.Size([3]), or torch.Size([3]) under the alias


def _raises(exc, text):
    """pytest.raises for a message given in full (no regex)."""
    return pytest.raises(exc, match="^" + __import__("re").escape(text) + "$")


# -- shapes, sampling shapes, repr ------------------------------------------------------------
def test_batch_event_and_sample_shapes():
    d = Normal(torch.zeros(2, 3), 1.0)
    assert d.batch_shape == (2, 3) and d.event_shape == ()
    assert isinstance(d.batch_shape, torch.Size)
    assert d.sample().shape == (2, 3) and d.sample((4,)).shape == (4, 2, 3)
    assert d.rsample(torch.Size([5, 1])).shape == (5, 1, 2, 3)
    assert Normal(0.0, 1.0).batch_shape == () and Normal(0.0, 1.0).sample().shape == ()
    mvn = MultivariateNormal(torch.zeros(4, 3), torch.eye(3))
    assert mvn.batch_shape == (4,) and mvn.event_shape == (3,)
    assert mvn.sample((2,)).shape == (2, 4, 3)


def test_repr_as_pytorch_prints_it():
    assert repr(Normal(torch.zeros(3), torch.ones(3))) == f"Normal(loc: {S3}, scale: {S3})"
    assert repr(Normal(0.0, 1.0)) == "Normal(loc: 0.0, scale: 1.0)"
    # observed from PyTorch 2.13: a float32 parameter prints its double value
    assert repr(Bernoulli(0.3)) == "Bernoulli(probs: 0.30000001192092896)"
    assert repr(Categorical(logits=torch.zeros(3))) == f"Categorical(logits: {S3})"
    assert repr(Independent(Normal(torch.zeros(3), 1.0), 1)) == (
        f"Independent(Normal(loc: {S3}, scale: {S3}), 1)"
    )
    mix = MixtureSameFamily(Categorical(torch.ones(3)), Normal(torch.zeros(3), 1.0))
    assert repr(mix).startswith("MixtureSameFamily(\n  Categorical(probs: ")


def test_perplexity_is_exp_entropy():
    d = Categorical(torch.tensor([0.25, 0.25, 0.5]))
    expected = math.exp(-(0.5 * math.log(0.25) + 0.5 * math.log(0.5)))
    assert d.perplexity().item() == pytest.approx(expected)


# -- argument validation ----------------------------------------------------------------------
def test_parameter_validation_messages():
    # the messages PyTorch 2.13 gives for the same calls
    with _raises(
        ValueError,
        f"Expected parameter scale (Tensor of shape (3,)) of distribution Normal(loc: {S3}, "
        f"scale: {S3}) to satisfy the constraint GreaterThan(lower_bound=0.0), but found "
        "invalid values:\ntensor([ 1., -2.,  3.])",
    ):
        Normal(torch.tensor([0.0, 1.0, 2.0]), torch.tensor([1.0, -2.0, 3.0]))
    with _raises(
        ValueError,
        f"Expected parameter probs (Tensor of shape (3,)) of distribution Categorical(probs: "
        f"{S3}) to satisfy the constraint Simplex(), but found invalid values:\n"
        "tensor([ 0.5000, -0.7500,  1.2500])",
    ):
        Categorical(torch.tensor([0.2, -0.3, 0.5]))
    with pytest.raises(ValueError, match=r"constraint LessThan\(upper_bound=tensor\(\[1\., 1\."):
        Uniform(torch.tensor([0.0, 2.0]), torch.tensor([1.0, 1.0]))
    with _raises(ValueError, "Either `probs` or `logits` must be specified, but not both."):
        Categorical(probs=torch.tensor([0.5, 0.5]), logits=torch.zeros(2))
    with _raises(ValueError, "`probs` parameter must be at least one-dimensional."):
        Categorical(torch.tensor(0.5))
    with _raises(
        ValueError,
        "Exactly one of covariance_matrix or precision_matrix or scale_tril may be specified.",
    ):
        MultivariateNormal(torch.zeros(2), torch.eye(2), scale_tril=torch.eye(2))
    with _raises(ValueError, "loc must be at least one-dimensional."):
        MultivariateNormal(torch.tensor(0.0), torch.eye(2))
    with pytest.raises(ValueError, match="to satisfy the constraint PositiveDefinite()"):
        MultivariateNormal(torch.zeros(2), torch.tensor([[1.0, 2.0], [2.0, 1.0]]))
    with _raises(
        ValueError,
        "Expected reinterpreted_batch_ndims <= len(base_distribution.batch_shape), actual 2 vs 1",
    ):
        Independent(Normal(torch.zeros(2), 1.0), 2)
    with _raises(NotImplementedError, "inhomogeneous total_count is not supported"):
        Multinomial(torch.tensor([2]), torch.tensor([0.5, 0.5]))
    with _raises(
        ValueError,
        f"Expected parameter probs (Tensor of shape (2,)) of distribution Geometric(probs: "
        f"{torch.Size([2])!r}) to be positive but found invalid values:\ntensor([0.])",
    ):
        Geometric(torch.tensor([0.0, 0.5]))


def test_sample_validation_messages():
    with _raises(ValueError, "The value argument to log_prob must be a Tensor"):
        Normal(0.0, 1.0).log_prob(0.5)
    with _raises(
        ValueError,
        f"Value is not broadcastable with batch_shape+event_shape: {torch.Size([2])!r} vs {S3}.",
    ):
        Normal(torch.zeros(3), 1.0).log_prob(torch.zeros(2))
    with _raises(
        ValueError,
        f"The right-most size of value must match event_shape: {torch.Size([2])!r} vs {S3}.",
    ):
        MultivariateNormal(torch.zeros(3), torch.eye(3)).log_prob(torch.zeros(2))
    with _raises(
        ValueError,
        "Expected value argument (Tensor of shape (1,)) to be within the support (Boolean()) "
        "of the distribution Bernoulli(probs: 0.30000001192092896), but found invalid "
        "values:\ntensor([0.5000])",
    ):
        Bernoulli(0.3).log_prob(torch.tensor([0.5]))
    with _raises(
        ValueError,
        "Expected value argument (Tensor of shape ()) to be within the support "
        "(GreaterThanEq(lower_bound=0.0)) of the distribution Gamma(concentration: 1.0, "
        "rate: 1.0), but found invalid values:\n-1.0",
    ):
        Gamma(1.0, 1.0).log_prob(torch.tensor(-1.0))
    with pytest.raises(ValueError, match=r"IntegerInterval\(lower_bound=0, upper_bound=1\)"):
        Categorical(torch.tensor([0.2, 0.8])).log_prob(torch.tensor(2))


def test_validation_switches():
    bad = torch.tensor([-1.0])
    Normal(0.0, bad, validate_args=False)  # no check
    Normal(0.0, 1.0, validate_args=False).log_prob(torch.tensor([1.0, 2.0, 3.0]))
    assert Distribution._validate_args is True
    try:
        Distribution.set_default_validate_args(False)
        Normal(0.0, bad)
        with pytest.raises(ValueError):
            Normal(0.0, bad, validate_args=True)
    finally:
        Distribution.set_default_validate_args(True)
    with pytest.raises(ValueError):
        Normal(0.0, bad)
    with _raises(ValueError, ""):
        Distribution.set_default_validate_args(3)


def test_base_class_defaults():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        d = Distribution()
    assert "does not define `arg_constraints`" in str(caught[0].message)
    with pytest.raises(NotImplementedError, match="does not implement mode$"):
        _ = d.mode
    for method in (d.rsample, d.entropy, d.enumerate_support):
        with pytest.raises(NotImplementedError):
            method()
    with pytest.warns(FutureWarning, match="sample_n"):
        assert Normal(0.0, 1.0).sample_n(3).shape == (3,)


# -- expand --------------------------------------------------------------------------------
def test_expand_shares_parameters_and_keeps_validation():
    d = Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 2.0]), validate_args=False)
    e = d.expand((3, 2))
    assert type(e) is Normal and e.batch_shape == (3, 2) and e._validate_args is False
    assert e.loc.shape == (3, 2) and e.loc.untyped_storage().data_ptr() == (
        d.loc.untyped_storage().data_ptr()
    )
    np.testing.assert_allclose(
        e.log_prob(torch.zeros(3, 2)).numpy()[2], d.log_prob(torch.zeros(2)).numpy()
    )
    c = Categorical(logits=torch.tensor([0.0, 1.0, 2.0])).expand([4])
    assert c.batch_shape == (4,) and c.logits.shape == (4, 3) and c._num_events == 3
    assert c._param is c.logits
    b = Binomial(10, torch.tensor(0.3)).expand([2])
    assert b.total_count.shape == (2,) and b.sample().shape == (2,)


def test_expand_requires_a_custom_expand_for_a_custom_init():
    class MyNormal(Normal):
        def __init__(self, loc):
            super().__init__(loc, 1.0)

    with pytest.raises(NotImplementedError, match="must also define a custom .expand"):
        MyNormal(torch.zeros(2)).expand([3, 2])


# -- enumerate_support -------------------------------------------------------------------------
def test_enumerate_support():
    d = Bernoulli(torch.tensor([0.1, 0.9]))
    assert d.enumerate_support().tolist() == [[0.0, 0.0], [1.0, 1.0]]
    assert d.enumerate_support(expand=False).shape == (2, 1)
    c = Categorical(torch.ones(2, 3))
    support = c.enumerate_support()
    assert support.shape == (3, 2) and support.dtype == torch.int64
    assert support[:, 0].tolist() == [0, 1, 2]
    assert Binomial(3, torch.tensor([0.5, 0.2])).enumerate_support().shape == (4, 2)
    with pytest.raises(NotImplementedError, match="Inhomogeneous total count"):
        Binomial(torch.tensor([2.0, 3.0]), torch.tensor([0.5, 0.5])).enumerate_support()


# -- constraints -----------------------------------------------------------------------------
def test_constraint_reprs():
    # as PyTorch 2.13 prints them
    assert repr(constraints.interval(0, 1)) == "Interval(lower_bound=0, upper_bound=1)"
    assert repr(constraints.real_vector) == "IndependentConstraint(Real(), 1)"
    assert repr(constraints.greater_than_eq(2)) == "GreaterThanEq(lower_bound=2)"
    assert (
        repr(constraints.integer_interval(0, 3)) == "IntegerInterval(lower_bound=0, upper_bound=3)"
    )
    assert repr(constraints.half_open_interval(0.0, 1.0)) == (
        "HalfOpenInterval(lower_bound=0.0, upper_bound=1.0)"
    )
    assert repr(constraints.nonnegative_integer) == "IntegerGreaterThan(lower_bound=0)"
    assert [repr(c) for c in (constraints.simplex, constraints.corr_cholesky)] == [
        "Simplex()",
        "CorrCholesky()",
    ]
    assert repr(constraints.dependent) == "Dependent()"


def _check(constraint, values):
    return constraint.check(torch.tensor(values, dtype=torch.float64)).tolist()


def test_scalar_constraints():
    assert _check(constraints.real, [1.0, math.inf, math.nan]) == [True, True, False]
    assert _check(constraints.positive, [-1.0, 0.0, 2.0]) == [False, False, True]
    assert _check(constraints.nonnegative, [-1.0, 0.0, 2.0]) == [False, True, True]
    assert _check(constraints.unit_interval, [-0.1, 0.0, 1.0, 1.1]) == [False, True, True, False]
    assert _check(constraints.half_open_interval(0, 1), [0.0, 1.0]) == [True, False]
    assert _check(constraints.less_than(1), [0.0, 1.0]) == [True, False]
    assert _check(constraints.boolean, [0.0, 1.0, 0.5]) == [True, True, False]
    assert _check(constraints.integer_interval(0, 3), [0.0, 3.0, 1.5, 4.0]) == [
        True,
        True,
        False,
        False,
    ]
    assert _check(constraints.positive_integer, [0.0, 1.0, 2.5]) == [False, True, False]
    assert constraints.boolean.is_discrete and not constraints.real.is_discrete


def test_vector_and_matrix_constraints():
    assert _check(constraints.simplex, [[0.2, 0.8], [0.5, 0.6], [-0.1, 1.1]]) == [
        True,
        False,
        False,
    ]
    assert _check(constraints.one_hot, [[0.0, 1.0], [1.0, 1.0]]) == [True, False]
    assert _check(constraints.multinomial(3), [[1.0, 2.0], [2.0, 2.0]]) == [True, False]
    assert constraints.simplex.event_dim == 1 and constraints.lower_cholesky.event_dim == 2
    lower = [[1.0, 0.0], [0.5, 2.0]]
    assert _check(constraints.lower_cholesky, [lower, [[1.0, 0.1], [0.5, 2.0]]]) == [True, False]
    assert _check(constraints.lower_triangular, [[[-1.0, 0.0], [1.0, 0.0]]]) == [True]
    spd, indefinite = [[2.0, 1.0], [1.0, 2.0]], [[1.0, 2.0], [2.0, 1.0]]
    assert _check(constraints.positive_definite, [spd, indefinite]) == [True, False]
    assert _check(constraints.positive_semidefinite, [[[1.0, 1.0], [1.0, 1.0]]]) == [True]
    assert _check(constraints.symmetric, [[[1.0, 2.0], [3.0, 1.0]]]) == [False]
    assert _check(constraints.square, np.zeros((2, 2, 3)).tolist()) == [False, False]
    corr = [[1.0, 0.0], [0.6, 0.8]]
    assert _check(constraints.corr_cholesky, [corr, lower]) == [True, False]


def test_composite_constraints():
    ind = constraints.independent(constraints.positive, 1)
    assert ind.event_dim == 1 and _check(ind, [[1.0, 2.0], [1.0, -1.0]]) == [True, False]
    with _raises(ValueError, "Expected value.dim() >= 1 but got 0"):
        ind.check(torch.tensor(1.0))
    joined = constraints.cat([constraints.positive, constraints.real], 0, [1, 2])
    assert _check(joined, [-1.0, -1.0, 1.0]) == [False, True, True]
    stacked = constraints.stack([constraints.positive, constraints.real], -1)
    assert _check(stacked, [[1.0, -1.0], [-1.0, 1.0]]) == [[True, True], [False, True]]
    with pytest.raises(ValueError, match="Cannot determine validity of dependent constraint"):
        constraints.dependent.check(torch.tensor(1.0))
    dep = constraints.dependent(is_discrete=True, event_dim=1)
    assert constraints.is_dependent(dep) and dep.is_discrete and dep.event_dim == 1
    with pytest.raises(NotImplementedError, match="cannot be determined statically"):
        _ = constraints.dependent.event_dim
    mix = constraints.MixtureSameFamilyConstraint(constraints.positive)
    assert mix.check(torch.tensor([1.0, -1.0])).tolist() == [True, False]


# -- utils --------------------------------------------------------------------------------------
def test_broadcast_all():
    a, b = broadcast_all(torch.zeros(2, 1, dtype=torch.float64), 3)
    assert a.shape == b.shape == (2, 1) and b.dtype == torch.float64 and b[0, 0].item() == 3
    x, y = broadcast_all(1.0, 2)
    assert x.dtype == torch.get_default_dtype() and y.item() == 2.0
    with pytest.raises(ValueError, match="must all be instances of Number, torch.Tensor"):
        broadcast_all("a", 1.0)


def test_probs_and_logits():
    probs = torch.tensor([0.2, 0.3, 0.5], dtype=torch.float64)
    logits = probs_to_logits(probs)
    np.testing.assert_allclose(logits.numpy(), np.log([0.2, 0.3, 0.5]))
    np.testing.assert_allclose(logits_to_probs(logits).numpy(), probs.numpy())
    binary = probs_to_logits(torch.tensor([0.25], dtype=torch.float64), is_binary=True)
    assert binary.item() == pytest.approx(math.log(1 / 3))
    assert logits_to_probs(binary, is_binary=True).item() == pytest.approx(0.25)
    eps = np.finfo(np.float32).eps
    assert clamp_probs(torch.tensor([0.0, 1.0])).tolist() == pytest.approx([eps, 1 - eps])


def test_tril_packing_round_trip():
    mat = torch.arange(9.0).view(3, 3)
    assert tril_matrix_to_vec(mat).tolist() == [0.0, 3.0, 4.0, 6.0, 7.0, 8.0]
    assert tril_matrix_to_vec(mat, diag=-1).tolist() == [3.0, 6.0, 7.0]
    assert vec_to_tril_matrix(torch.tensor([3.0, 6.0, 7.0]), diag=-1).tolist() == [
        [0.0, 0.0, 0.0],
        [3.0, 0.0, 0.0],
        [6.0, 7.0, 0.0],
    ]
    assert vec_to_tril_matrix(tril_matrix_to_vec(mat.tril())).tolist() == mat.tril().tolist()
    with _raises(ValueError, "diag (3) provided is outside [-3, 2]."):
        tril_matrix_to_vec(mat, diag=3)


def test_lazy_property_is_computed_once_with_grad():
    calls = []

    class Thing:
        @lazy_property
        def value(self):
            calls.append(1)
            return torch.is_grad_enabled()

    thing = Thing()
    with torch.no_grad():
        assert thing.value is True
    assert thing.value is True and len(calls) == 1
    assert isinstance(Thing.value, property)
