"""unfold, the *_copy and *_scatter operators, windows, activations and dropout forms,
random samplers, factories and the tensor sources (asarray, frombuffer): edge cases and
PyTorch's errors (values observed from PyTorch 2.13). The OpInfos run in the shared suites."""

import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10.core import scalar_type as st


def test_unfold_is_a_view_with_pytorchs_strides():
    x = at.tensor(np.arange(12.0).reshape(3, 4))
    windows = x.unfold(1, 2, 1)
    assert windows.stride() == (4, 1, 1) and windows._base is x
    windows[0, 0, 1] = -1.0
    assert x[0, 1].item() == -1.0
    assert at.tensor(3.0).unfold(0, 1, 1).tolist() == [3.0]
    assert at.arange(7.0).unfold(0, 0, 1).shape == (8, 0)


def test_copies_own_their_memory_and_scatters_copy_self():
    x = at.ones((2, 3))
    copy = at.t_copy(x)
    assert copy._impl.storage_impl is not x._impl.storage_impl and copy.is_contiguous()
    assert [t.shape for t in at.split_copy(at.arange(5), 2)] == [(2,), (2,), (1,)]
    assert at.view_as_real_copy(at.tensor([1 + 2j])).tolist() == [[1.0, 2.0]]
    out = at.select_scatter(x, at.zeros(3), 0, 1)
    assert out.tolist() == [[1.0, 1.0, 1.0], [0.0, 0.0, 0.0]] and x.sum().item() == 6.0
    assert x.slice_scatter(at.zeros((2, 1)), 1, 2).tolist() == [[1.0, 1.0, 0.0], [1.0, 1.0, 0.0]]


def test_pointwise_composites():
    assert at.ldexp(at.tensor([1.0, 3.0]), at.tensor([2, -1])).tolist() == [4.0, 1.5]
    x = at.tensor([1.0, 3.0])
    assert at.ldexp_(x, at.tensor([1, 1])) is x and x.tolist() == [2.0, 6.0]
    assert at.float_power(at.tensor([2]), 2).dtype is st.float64
    assert at.float_power(2, at.tensor([3.0])).tolist() == [8.0]
    assert at.float_power(at.tensor([1j]), 2).dtype is st.complex128
    y = at.tensor([2.0], dtype=st.float64)
    assert y.float_power_(3) is y and y.item() == 8.0
    assert at.isreal(at.tensor([1 + 0j, 1j])).tolist() == [True, False]
    assert at.isreal(at.tensor([1, 2])).tolist() == [True, True]
    assert at.cumulative_trapezoid(at.tensor([1, 2, 4])).tolist() == [1.5, 4.5]
    assert at.cumulative_trapezoid(at.tensor([[1.0, 2.0, 4.0]]), dx=2, dim=1).tolist() == [
        [3.0, 9.0]
    ]


def test_gradient_matches_numpy():
    values = np.array([[1.0, 2.0, 4.0, 7.0], [2.0, 5.0, 9.0, 15.0], [0.0, 1.0, 0.5, 3.0]])
    x = at.tensor(values, dtype=st.float64)
    for kwargs, np_args, axes in [
        ({}, (), None),
        ({"spacing": 2.0, "dim": 1}, (2.0,), 1),
        ({"spacing": [at.tensor([0.0, 1.0, 3.0], dtype=st.float64)], "dim": 0, "edge_order": 2},
         (np.array([0.0, 1.0, 3.0]),), 0),
        ({"spacing": (0.5, 2.0), "edge_order": 2}, (0.5, 2.0), None),
    ]:  # fmt: skip
        got = at.gradient(x, **kwargs)
        want = np.gradient(values, *np_args, axis=axes, edge_order=kwargs.get("edge_order", 1))
        want = list(want) if isinstance(want, list | tuple) else [want]
        for g, w in zip(got, want, strict=True):
            np.testing.assert_allclose(g.numpy(), w, rtol=1e-12)
    assert at.gradient(at.tensor([1, 2, 4]))[0].tolist() == [1.0, 1.5, 2.0]


def test_activations_and_dropout_forms():
    assert at.hardshrink(at.tensor([-1.0, 0.3, 0.5, 0.7]), 0.5).tolist() == pytest.approx(
        [-1.0, 0.0, 0.0, 0.7]
    )
    x = at.tensor([-1.0, 3.0])
    assert at.selu_(x) is x and x.tolist()[1] == pytest.approx(3 * 1.0507009873554805)
    assert at.rrelu(at.tensor([-1.0, 3.0])).tolist() == pytest.approx([-0.2291667, 3.0])
    at.manual_seed(0)
    noisy = at.rrelu(at.full((1000,), -1.0), training=True)
    assert -1 / 3 <= noisy.min().item() and noisy.max().item() <= -1 / 8
    assert at.alpha_dropout(at.tensor([-1.0, 3.0]), 0.5, False).tolist() == [-1.0, 3.0]
    assert at.alpha_dropout(at.tensor([-1.0, 3.0]), 1.0, True).tolist() == [0.0, 0.0]
    at.manual_seed(0)
    sample = at.alpha_dropout(at.randn(20000), 0.3, True)
    assert abs(sample.mean().item()) < 0.05 and abs(sample.std().item() - 1) < 0.05
    y = at.ones((2, 3))
    assert at.dropout_(y, 0.5, False) is y and y.sum().item() == 6.0
    z = at.ones((4, 3, 2))
    at.feature_alpha_dropout_(z, 0.5, True)
    assert (z[:, :, 0] == z[:, :, 1]).all().item()


def test_instance_norm_and_embedding_renorm():
    x = at.tensor(np.random.default_rng(0).standard_normal((2, 3, 5)))
    mean, var = at.zeros(3, dtype=st.float64), at.ones(3, dtype=st.float64)
    out = at.instance_norm(x, None, None, mean, var, True, 0.1, 1e-5, False)
    values = x.numpy()
    expected = (values - values.mean(-1, keepdims=True)) / np.sqrt(
        values.var(-1, keepdims=True) + 1e-5
    )
    np.testing.assert_allclose(out.numpy(), expected, rtol=1e-10)
    np.testing.assert_allclose(mean.numpy(), 0.1 * values.mean(-1).mean(0), rtol=1e-10)
    weights = at.tensor([[3.0, 4.0], [0.3, 0.4], [6.0, 8.0]])
    at.embedding_renorm_(weights, at.tensor([0, 1, 0]), 1.0, 2.0)
    assert weights.tolist()[0] == pytest.approx([0.6, 0.8], rel=1e-6)
    assert weights.tolist()[1] == pytest.approx([0.3, 0.4]) and weights.tolist()[2] == [6.0, 8.0]


def test_random_samplers_draw_from_the_generator():
    g = at.Generator().manual_seed(7)
    a = at.empty(1000).geometric_(0.25, generator=g)
    assert a.min().item() >= 1 and abs(a.mean().item() - 4) < 0.5
    b = at.empty(1000, dtype=st.int64).geometric_(0.5)
    assert b.dtype is st.int64 and b.min().item() >= 1
    assert at.empty(1000).log_normal_(0, 0.5).min().item() > 0
    c = at.empty(2000).cauchy_(1.0, 0.1)
    assert abs(c.median().item() - 1.0) < 0.05
    draws = [at.Generator().manual_seed(3) for _ in range(2)]
    assert (
        at.empty(5).cauchy_(generator=draws[0]).tolist()
        == at.empty(5).cauchy_(generator=draws[1]).tolist()
    )
    counts = at.binomial(at.full((2000,), 10.0), at.full((2000,), 0.3))
    assert counts.dtype is st.float32 and abs(counts.mean().item() - 3.0) < 0.2
    rates = at.poisson(at.full((2000,), 4.0))
    assert abs(rates.mean().item() - 4.0) < 0.2 and rates.dtype is st.float32


def test_factories_and_sources():
    assert at.empty_permuted((2, 3, 4), (2, 0, 1)).stride() == (3, 1, 6)
    assert at.fill(at.ones(2), 3).tolist() == [3.0, 3.0]
    assert at.fill(at.ones(2), at.tensor(4.0)).tolist() == [4.0, 4.0]
    padded = at.nonzero_static(at.tensor([0, 1, 0, 2]), size=4)
    assert padded.tolist() == [[1], [3], [-1], [-1]]
    assert at.tensor([[0, 1], [3, 2]]).nonzero_static(size=2, fill_value=7).tolist() == [
        [0, 1],
        [1, 0],
    ]
    buffer = bytearray(b"\x01\x00\x00\x00\x02\x00\x00\x00")
    shared = at.frombuffer(buffer, dtype=st.int32)
    shared[0] = 5
    assert buffer[0] == 5 and at.frombuffer(buffer, dtype=st.int16, count=2, offset=2).tolist() == [
        0,
        2,
    ]
    t = at.ones(2)
    assert at.asarray(t) is t and at.asarray(t, copy=True) is not t
    array = np.ones(3)
    assert at.asarray(array).data_ptr() == array.ctypes.data
    assert at.asarray([1, 2.5]).tolist() == [1.0, 2.5] and at.asarray(3).dtype is st.int64
    assert at.asarray([1.0, 2.0], requires_grad=True).requires_grad


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (
            lambda: at.arange(7.0).unfold(0, 8, 1),
            RuntimeError,
            "maximum size for tensor at dimension 0 is 7",
        ),
        (lambda: at.arange(7.0).unfold(0, 2, 0), RuntimeError, "step is 0 but must be > 0"),
        (lambda: at.arange(7.0).unfold(0, -1, 1), RuntimeError, "size is -1 but must be >= 0"),
        (
            lambda: at.select_scatter(at.zeros((2, 2)), at.ones(3), 0, 0),
            RuntimeError,
            "src size = \\[3\\], slice size = \\[2\\]",
        ),
        (
            lambda: at.tensor([2.0]).float_power_(2),
            RuntimeError,
            "has dtype Float but the operation's result requires dtype Double",
        ),
        (
            lambda: at.hann_window(-1),
            RuntimeError,
            "requires non-negative window_length, got window_length=-1",
        ),
        (lambda: at.hann_window(4, dtype=st.int64), RuntimeError, "expects floating point dtypes"),
        (lambda: at.hardshrink(at.tensor([1])), RuntimeError, '"hardshrink_cpu" not implemented'),
        (lambda: at.celu(at.ones(2), 0.0), RuntimeError, "alpha cannot be 0 for CELU"),
        (
            lambda: at.prelu(at.ones((2, 3)), at.ones(2)),
            RuntimeError,
            "parameter numbers = 2 and channel size = 3",
        ),
        (lambda: at.prelu(at.ones((2, 3)), at.ones((3, 1))), RuntimeError, "scalar or 1D tensor"),
        (lambda: at.dropout_(at.ones(2), 1.5, True), RuntimeError, "between 0 and 1, but got 1.5"),
        (
            lambda: at.feature_alpha_dropout(at.ones(2), 0.5, True),
            RuntimeError,
            "at least 2 dimensions",
        ),
        (lambda: at.empty(3).geometric_(1.5), RuntimeError, "p to be in \\(0, 1\\), but got p=1.5"),
        (
            lambda: at.empty(3, dtype=st.int64).cauchy_(),
            RuntimeError,
            "dtype must be a floating point",
        ),
        (lambda: at.empty(3).cauchy_(0, -1), RuntimeError, "sigma > 0.0, but found sigma=-1"),
        (lambda: at.empty(3).log_normal_(1, 0), RuntimeError, "std > 0.0, but found std=0"),
        (
            lambda: at.binomial(at.tensor([10]), at.tensor([0.5])),
            ValueError,
            "floating-point dtypes for count",
        ),
        (lambda: at.poisson(at.tensor([-1.0])), RuntimeError, "expected rate to be non-negative"),
        (
            lambda: at.empty_permuted((2, 3), (0,)),
            RuntimeError,
            "len\\(size\\) = 2 is not equal to len\\(physical_layout\\) = 1",
        ),
        (lambda: at.empty_permuted((2, 3), (0, 0)), RuntimeError, "Duplicate dim not allowed"),
        (
            lambda: at.fill(at.ones(2), at.tensor([4.0])),
            RuntimeError,
            "only supports 0-dimension value",
        ),
        (
            lambda: at.nonzero_static(at.ones(2), size=-1),
            RuntimeError,
            "must be an non-negative integer",
        ),
        (
            lambda: at.frombuffer(bytearray(3), dtype=st.int16),
            ValueError,
            "multiple of element size \\(2\\)",
        ),
        (lambda: at.frombuffer(bytearray(0), dtype=st.int16), ValueError, "must not be 0"),
        (
            lambda: at.asarray(at.ones(2), dtype=st.float64, copy=False),
            ValueError,
            "can't alias tensor with dtype",
        ),
        (lambda: at.asarray([1, 2], copy=False), ValueError, "can't alias arbitrary sequence"),
        (lambda: at.gradient(at.tensor([1.0])), RuntimeError, "at least edge_order\\+1"),
        (
            lambda: at.gradient(at.ones(3), edge_order=3),
            RuntimeError,
            "only supports edge_order=1 and",
        ),
    ],
)
def test_errors_read_like_pytorchs(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_window_values_from_pytorch():
    assert at.hann_window(4).tolist() == pytest.approx([0.0, 0.5, 1.0, 0.5], abs=1e-7)
    assert at.bartlett_window(5).tolist() == pytest.approx([0.0, 0.4, 0.8, 0.8, 0.4])
    assert at.kaiser_window(5, False, 8.0).tolist() == pytest.approx(
        [0.0023, 0.3690, 1.0, 0.3690, 0.0023], abs=1e-4
    )
    assert at.hann_window(1).tolist() == [1.0] and at.hann_window(0).shape == (0,)
    assert at.blackman_window(5, dtype=st.float64).dtype is st.float64
    assert at.hann_window(4, requires_grad=True).requires_grad
    assert math.isclose(at.hamming_window(5, True, 0.5, 0.3).tolist()[0], 0.2, rel_tol=1e-6)
