"""Generators and random sampling: reproducibility, statistics, dtypes, devices and errors."""

import copy
import math
import pickle

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.aten.core import generator as gen
from glasstorch.aten.core.generator import Generator
from glasstorch.c10.core import scalar_type as st

N = 100_000
aten = at.ops.aten


@pytest.fixture(autouse=True)
def _restore_default_generator():
    state = gen.get_rng_state()
    yield
    gen.set_rng_state(state)


# -- Generator ------------------------------------------------------------------------------------
def test_generator_seeding_and_state_round_trip():
    g = Generator()
    assert g.device.type == "cpu" and g.initial_seed() == gen.DEFAULT_SEED
    assert g.manual_seed(42) is g and g.initial_seed() == 42
    state = g.get_state()
    assert state.dtype is st.uint8 and state.shape == (gen.CPU_STATE.itemsize,)
    first = at.rand(5, generator=g).tolist()
    assert g.set_state(state) is g
    assert at.rand(5, generator=g).tolist() == first
    g.manual_seed(7)
    g.set_state(state)
    assert g.initial_seed() == 42


def test_generator_seed_is_fresh_and_recorded():
    g = Generator()
    s = g.seed()
    assert isinstance(s, int) and 0 <= s < 2**64 and g.initial_seed() == s
    assert Generator().manual_seed(-1).initial_seed() == 2**64 - 1


def test_generator_argument_errors():
    g = Generator()
    with pytest.raises(TypeError, match="^manual_seed expected a long, but got str$"):
        g.manual_seed("1")
    with pytest.raises(RuntimeError, match="^Overflow when unpacking long$"):
        g.manual_seed(2**64)
    with pytest.raises(TypeError, match="expected a glasstorch.ByteTensor, but got list"):
        g.set_state([1, 2])
    with pytest.raises(RuntimeError, match="^RNG state must be a glasstorch.ByteTensor$"):
        g.set_state(at.zeros(gen.STATE_SIZE))
    with pytest.raises(RuntimeError, match="but found the input RNG state size to be 3"):
        g.set_state(at.zeros(3, dtype=st.uint8))


def test_generators_copy_and_pickle_with_their_state():
    g = Generator().manual_seed(3)
    at.rand(2, generator=g)
    for clone in (copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
        assert clone.initial_seed() == 3
        assert (
            at.rand(4, generator=clone).tolist() == at.rand(4, generator=copy.deepcopy(g)).tolist()
        )


def test_module_level_seeding_uses_the_default_generator():
    assert gen.manual_seed(5) is gen.default_generator and gen.initial_seed() == 5
    a = at.randn(4).tolist()
    gen.manual_seed(5)
    assert at.randn(4).tolist() == a
    state = gen.get_rng_state()
    b = at.rand(3).tolist()
    gen.set_rng_state(state)
    assert at.rand(3).tolist() == b
    assert isinstance(gen.seed(), int)


def test_an_explicit_generator_leaves_the_default_alone():
    gen.manual_seed(0)
    expected = at.rand(3).tolist()
    gen.manual_seed(0)
    at.rand(10, generator=Generator().manual_seed(1))
    assert at.rand(3).tolist() == expected


def test_generator_device_must_match():
    with pytest.raises(
        RuntimeError, match="^Expected a 'cpu' device type for generator but found 'cuda'$"
    ):
        at.rand(2, generator=Generator("cuda"))
    with pytest.raises(TypeError, match="expected a Generator"):
        at.rand(2, generator=3)


# -- reproducibility -------------------------------------------------------------------------------
SAMPLERS = {
    "rand": lambda g: at.rand(3, 4, generator=g),
    "randn": lambda g: at.randn(5, generator=g),
    "randint": lambda g: at.randint(3, 100, (6,), generator=g),
    "randperm": lambda g: at.randperm(10, generator=g),
    "normal": lambda g: at.normal(at.zeros(4), 2.0, generator=g),
    "normal_float_float": lambda g: at.normal(1.0, 2.0, (3,), generator=g),
    "bernoulli": lambda g: at.bernoulli(at.full((8,), 0.5), generator=g),
    "multinomial": lambda g: at.multinomial(at.ones(2, 6), 3, generator=g),
    "rand_like": lambda g: at.rand_like(at.empty(2, 2), generator=g),
    "random_": lambda g: at.empty(4).random_(generator=g),
    "exponential_": lambda g: at.empty(4).exponential_(generator=g),
}


@pytest.mark.parametrize("name", SAMPLERS)
def test_same_seed_same_values(name):
    sample = SAMPLERS[name]
    a = sample(Generator().manual_seed(11)).tolist()
    assert sample(Generator().manual_seed(11)).tolist() == a
    assert sample(Generator().manual_seed(12)).tolist() != a
    gen.manual_seed(11)
    b = sample(None).tolist()
    gen.manual_seed(11)
    assert sample(None).tolist() == b


def test_cpu_samples_follow_the_memory_order_as_in_pytorch():
    a = at.empty(3, 4).uniform_(generator=Generator().manual_seed(0))
    t = at.from_numpy(np.zeros((4, 3)).astype(np.float32).T)
    t.uniform_(generator=Generator().manual_seed(0))
    # the transposed tensor gets the same values in memory, so transposed logically
    assert t.tolist() == a.reshape(4, 3).t().tolist()


# -- statistics ------------------------------------------------------------------------------------
def _moments(t):
    x = t.numpy().astype(np.float64)
    return x.mean(), x.std()


def test_continuous_distributions_have_the_right_moments():
    g = Generator().manual_seed(1)
    mean, std = _moments(at.rand(N, generator=g))
    assert abs(mean - 0.5) < 0.01 and abs(std - math.sqrt(1 / 12)) < 0.01
    mean, std = _moments(at.randn(N, generator=g, dtype=st.float64))
    assert abs(mean) < 0.02 and abs(std - 1) < 0.02
    mean, std = _moments(at.empty(N).uniform_(-3, 5, generator=g))
    assert abs(mean - 1) < 0.05 and abs(std - 8 / math.sqrt(12)) < 0.05
    mean, std = _moments(at.empty(N).normal_(3, 2, generator=g))
    assert abs(mean - 3) < 0.03 and abs(std - 2) < 0.03
    mean, std = _moments(at.normal(at.full((N,), -1.0), at.full((N,), 0.5), generator=g))
    assert abs(mean + 1) < 0.01 and abs(std - 0.5) < 0.01
    mean, _ = _moments(at.empty(N).exponential_(4.0, generator=g))
    assert abs(mean - 0.25) < 0.01
    assert 0.0 <= at.rand(N, generator=g).numpy().min() and at.rand(N).numpy().max() < 1.0
    # a float32 draw that rounds to 1 in float16 becomes 0, as in PyTorch
    assert at.rand(N, dtype=st.float16, generator=g).numpy().max() < 1.0


def test_discrete_distributions_stay_in_bounds():
    g = Generator().manual_seed(2)
    r = at.randint(-3, 4, (N,), generator=g).numpy()
    assert r.min() == -3 and r.max() == 3 and abs(r.mean()) < 0.05
    assert sorted(at.randperm(50, generator=g).tolist()) == list(range(50))
    assert at.bernoulli(at.full((N,), 0.3), generator=g).numpy().mean() == pytest.approx(
        0.3, abs=0.01
    )
    assert at.empty(N).bernoulli_(0.8, generator=g).numpy().mean() == pytest.approx(0.8, abs=0.01)
    assert set(at.empty(1000, dtype=st.int8).random_(generator=g).numpy()) <= set(range(128))
    assert set(at.empty(1000, dtype=st.bool_).random_(generator=g).tolist()) == {False, True}
    u8 = at.empty(N, dtype=st.uint8).random_(generator=g).numpy()
    assert u8.min() == 0 and u8.max() == 255
    f = at.empty(1000).random_(generator=g).numpy()
    assert f.min() >= 0 and f.max() <= 2**24 and np.all(f == np.round(f))
    assert set(at.empty(1000, dtype=st.int64).random_(5, generator=g).tolist()) == set(range(5))
    top = at.empty(1000, dtype=st.int16).random_(32760, None, generator=g).numpy()
    assert top.min() >= 32760 and top.max() <= 32767
    full = at.empty(1000, dtype=st.int64).random_(-(2**63), None, generator=g).numpy()
    assert full.min() < -(2**60) and full.max() > 2**60


def test_multinomial_sampling():
    g = Generator().manual_seed(3)
    p = at.tensor([0.1, 0.0, 0.6, 0.3])
    draws = at.multinomial(p, N, replacement=True, generator=g).numpy()
    assert draws.dtype == np.int64 and 1 not in draws
    np.testing.assert_allclose(np.bincount(draws, minlength=4) / N, [0.1, 0, 0.6, 0.3], atol=0.01)
    rows = at.multinomial(at.rand(50, 20, generator=g), 20, generator=g).numpy()
    assert rows.shape == (50, 20) and all(sorted(r) == list(range(20)) for r in rows)
    firsts = [at.multinomial(p, 3, generator=g).tolist() for _ in range(300)]
    assert all(len(set(f)) == 3 and 1 not in f for f in firsts)
    assert sum(f[0] == 2 for f in firsts) > 120  # the heaviest category is usually first


def test_multinomial_errors():
    p = at.tensor([0.2, 0.8])
    with pytest.raises(
        RuntimeError,
        match=r"^cannot sample n_sample > prob_dist.size\(-1\) samples without replacement$",
    ):
        at.multinomial(p, 3)
    with pytest.raises(RuntimeError, match="^cannot sample n_sample <= 0 samples$"):
        at.multinomial(p, 0)
    with pytest.raises(RuntimeError, match="^prob_dist must be 1 or 2 dim$"):
        at.multinomial(at.ones(2, 2, 2), 1)
    with pytest.raises(RuntimeError, match="floating-point dtypes for input, got: Long"):
        at.multinomial(at.tensor([1, 2]), 1)
    with pytest.raises(RuntimeError, match="contains either `inf`, `nan` or element < 0"):
        at.multinomial(at.tensor([0.5, -0.1]), 1)
    with pytest.raises(RuntimeError, match="contains either `inf`, `nan` or element < 0"):
        at.multinomial(at.tensor([0.5, math.nan]), 2)
    with pytest.raises(RuntimeError, match=r"encountering probability entry < 0\)$"):
        at.multinomial(at.tensor([0.5, -0.1]), 2, True)
    with pytest.raises(RuntimeError, match="encountering probability entry = infinity or NaN"):
        at.multinomial(at.tensor([0.5, math.inf]), 2, True)
    with pytest.raises(RuntimeError, match=r"\(sum of probabilities <= 0\)$"):
        at.multinomial(at.zeros(2, 3), 2, True)


# -- dtypes, devices, out= and versions ------------------------------------------------------------
def test_dtype_and_device_arguments():
    assert at.rand(2, dtype=st.float64).dtype is st.float64
    assert at.randn(2, 3).dtype is st.float32
    assert at.randint(5, (3,)).dtype is st.int64
    assert at.randint(5, (3,), dtype=st.int32).dtype is st.int32
    assert at.randperm(4).dtype is st.int64 and at.randperm(4, dtype=st.float32).dtype is st.float32
    assert at.normal(0.0, 1.0, (2,), dtype=st.float64).dtype is st.float64
    x = at.empty(2, 2, dtype=st.float64)
    assert (
        at.rand_like(x).dtype is st.float64
        and at.randn_like(x, dtype=st.float32).dtype is st.float32
    )
    assert at.randint_like(x, 10).dtype is st.float64
    assert set(at.randint_like(at.empty(100, dtype=st.int32), 3, 6).tolist()) == {3, 4, 5}
    assert at.normal(at.zeros(2, dtype=st.float64), 1.0).dtype is st.float64
    assert at.normal(1.0, at.ones(3, 1)).shape == (3, 1)
    assert at.normal(at.zeros(2, 1), at.ones(3)).shape == (2, 3)


def test_complex_samplers_fill_both_parts():
    z = at.empty(N, dtype=st.complex128).normal_(generator=Generator().manual_seed(0)).numpy()
    assert abs(z.real.std() - math.sqrt(0.5)) < 0.01 and abs(z.imag.std() - math.sqrt(0.5)) < 0.01
    u = at.empty(4, dtype=st.complex64).uniform_().numpy()
    assert np.all((u.real >= 0) & (u.real < 1) & (u.imag >= 0) & (u.imag < 1))


def test_meta_tensors_check_but_draw_nothing():
    state = gen.get_rng_state().tolist()
    assert at.rand(2, 3, device="meta").is_meta
    assert at.randint(3, (4,), device="meta").dtype is st.int64
    m = at.empty(5, device="meta")
    assert m.uniform_() is m and m.normal_() is m and m.random_(0, 3) is m
    assert at.multinomial(at.empty(2, 6, device="meta"), 3).shape == (2, 3)
    assert at.randperm(7, device="meta").shape == (7,)
    assert gen.get_rng_state().tolist() == state
    with pytest.raises(RuntimeError, match="uniform_ expects to return"):
        m.uniform_(1, 0)


def test_out_variants():
    out = at.empty(0)
    aten.rand.out((2, 3), out=out)
    assert out.shape == (2, 3)
    aten.randn.out((4,), generator=Generator(), out=out)
    assert out.shape == (4,)
    ints = at.empty(0, dtype=st.int64)
    aten.randint.low_out(10, 12, (3,), out=ints)
    assert set(ints.tolist()) <= {10, 11}
    at.multinomial(at.ones(4), 2, out=ints)
    assert ints.shape == (2,)
    aten.randperm.out(5, out=ints)
    assert sorted(ints.tolist()) == [0, 1, 2, 3, 4]
    at.normal(at.zeros(3), 1.0, out=out)
    assert out.shape == (3,)
    at.bernoulli(at.full((2, 2), 0.5), out=out)
    assert out.shape == (2, 2)


def test_in_place_samplers_bump_the_version_once():
    t = at.zeros(3)
    for call in (t.uniform_, t.normal_, t.exponential_, t.random_, t.bernoulli_):
        before = t._version
        assert call() is t
        assert t._version == before + 1
    assert at.rand(2)._version == 0 and at.bernoulli(at.zeros(2))._version == 0


# -- errors ----------------------------------------------------------------------------------------
def test_sampler_argument_errors():
    t = at.empty(3)
    with pytest.raises(
        RuntimeError,
        match=r"^uniform_ expects to return a \[from, to\) range, but found from=2 > to=1$",
    ):
        t.uniform_(2, 1)
    with pytest.raises(RuntimeError, match="^from is out of bounds for float$"):
        t.uniform_(-1e300, 0)
    with pytest.raises(RuntimeError, match="\"check_uniform_bounds\" not implemented for 'Long'"):
        at.rand(2, dtype=st.int64)
    with pytest.raises(RuntimeError, match="\"normal_kernel_cpu\" not implemented for 'Int'"):
        at.randn(2, dtype=st.int32)
    with pytest.raises(RuntimeError, match="^normal expects std >= 0.0, but found std -1$"):
        t.normal_(0, -1)
    with pytest.raises(RuntimeError, match="^normal expects all elements of std >= 0.0$"):
        at.normal(0.0, at.tensor([1.0, -1.0]))
    with pytest.raises(
        RuntimeError, match="^exponential_ expects lambda > 0.0, but found lambda=0$"
    ):
        t.exponential_(0)
    with pytest.raises(
        RuntimeError, match="^bernoulli_ expects p to be in \\[0, 1\\], but got p=1.5$"
    ):
        t.bernoulli_(1.5)
    with pytest.raises(RuntimeError, match="Expected p_in >= 0 && p_in <= 1 to be true"):
        at.bernoulli(at.tensor([0.5, 2.0]))
    with pytest.raises(
        RuntimeError, match="^random_ expects 'from' to be less than 'to', but got from=5 >= to=5$"
    ):
        at.randint(5, 5, (2,))
    with pytest.raises(RuntimeError, match="^to - 1 is out of bounds for unsigned char$"):
        at.empty(2, dtype=st.uint8).random_(0, 300)
    with pytest.raises(RuntimeError, match="^n must be non-negative, got-1$"):
        at.randperm(-1)
