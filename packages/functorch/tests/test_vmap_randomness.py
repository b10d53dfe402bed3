"""vmap's ``randomness``: 'error' refuses random operators, 'different' draws per batch
element, 'same' draws once (PyTorch 2.13's behaviour and messages, observed)."""

import re

import glasstorch as torch
import glasstorch.nn.functional as F
import pytest
from glasstorch.func import vmap

ERROR = (
    "vmap: called random operation while in randomness error mode. Please either use the "
    "'same' or 'different' randomness flags on vmap or perform the randomness operation out "
    "of vmap"
)
SAME_BATCHED = (
    "Vmap does not currently support same randomness with a batched tensor input. Please file "
    "an issue with functorch"
)
DIFFERENT_UNBATCHED = (
    "vmap: Cannot ask for different inplace randomness on an unbatched tensor. This will "
    "appear like same randomness. If this is necessary for your usage, please file an issue "
    "with functorch."
)

X = torch.zeros(4, 5)

RANDOM = {
    "randn": lambda a: a + torch.randn(5),
    "rand": lambda a: a + torch.rand(5),
    "randint": lambda a: a + torch.randint(0, 1000, (5,)),
    "randperm": lambda a: a + torch.randperm(5),
    "normal": lambda a: a + torch.normal(0.0, 1.0, (5,)),
    "randn_like": lambda a: torch.randn_like(a),
    "rand_like-unbatched": lambda a: a + torch.rand_like(torch.zeros(5)),
    "normal_-batched": lambda a: a.clone().normal_(),
    "uniform_-unbatched": lambda a: a + torch.zeros(5).uniform_(),
    "dropout": lambda a: F.dropout(a + 1, 0.5),
    "feature_dropout": lambda a: torch.feature_dropout(a.view(1, 5, 1, 1) + 1, 0.5, True),
    "native_dropout": lambda a: torch.native_dropout(a + 1, 0.5, True)[0],
}


def rows_equal(out):
    return all(bool((out[0] == out[i]).all()) for i in range(1, out.shape[0]))


@pytest.mark.parametrize("name", sorted(RANDOM))
def test_error_mode_refuses_random_operators(name):
    with pytest.raises(RuntimeError, match=re.escape(ERROR)):
        vmap(RANDOM[name])(X)


@pytest.mark.parametrize("name", sorted(set(RANDOM) - {"uniform_-unbatched"}))
def test_different_draws_per_element(name):
    torch.manual_seed(1)
    out = vmap(RANDOM[name], randomness="different")(X)
    assert out.shape[0] == 4
    assert not rows_equal(out)


@pytest.mark.parametrize("name", sorted(RANDOM))
def test_same_draws_once(name):
    torch.manual_seed(1)
    out = vmap(RANDOM[name], randomness="same")(X)
    assert out.shape[0] == 4
    assert rows_equal(out)


def test_same_with_a_batched_distribution_parameter_is_refused():
    for f in (torch.bernoulli, lambda a: torch.multinomial(a, 2), lambda a: torch.normal(a, 1.0)):
        with pytest.raises(RuntimeError, match=re.escape(SAME_BATCHED)):
            vmap(f, randomness="same")(torch.full((3, 4), 0.5))


def test_different_with_batched_parameters_follows_each_element():
    torch.manual_seed(0)
    p = torch.tensor([[0.0] * 6, [1.0] * 6])
    out = vmap(torch.bernoulli, randomness="different")(p)
    assert out.tolist() == [[0.0] * 6, [1.0] * 6]
    means = torch.tensor([[-100.0] * 3, [100.0] * 3])
    draws = vmap(lambda m: torch.normal(m, 1.0), randomness="different")(means)
    assert bool((draws[0] < -90).all()) and bool((draws[1] > 90).all())


def test_different_in_place_on_an_unbatched_tensor_is_refused():
    with pytest.raises(RuntimeError, match=re.escape(DIFFERENT_UNBATCHED)):
        vmap(RANDOM["uniform_-unbatched"], randomness="different")(X)


def test_dropout_outside_training_is_not_random():
    out = vmap(lambda a: F.dropout(a, 0.5, training=False))(X + 1)
    assert out.tolist() == (X + 1).tolist()


def test_same_randomness_reproduces_the_unbatched_draw():
    torch.manual_seed(3)
    out = vmap(lambda a: a + torch.randn(5), randomness="same")(X)
    torch.manual_seed(3)
    assert out[0].tolist() == torch.randn(5).tolist()


def test_nested_layers_each_apply_their_own_randomness():
    x = torch.zeros(2, 3, 4)
    inner_different = vmap(
        vmap(lambda a: a + torch.rand(4), randomness="different"), randomness="same"
    )(x)
    assert inner_different.shape == (2, 3, 4)
    assert rows_equal(inner_different)  # same along the outer dim
    assert not rows_equal(inner_different[0])  # different along the inner one
    outer_different = vmap(
        vmap(lambda a: a + torch.rand(4), randomness="same"), randomness="different"
    )(x)
    assert not rows_equal(outer_different)
    assert rows_equal(outer_different[0])
