"""Every backward operator of the nn family against central differences of its forward.

For a random ``grad_output`` g, the analytic vector-Jacobian product that a backward operator
returns must equal ``sum(g * (f(x + eps e_i) - f(x - eps e_i)) / (2 eps))`` for each input
element i, in float64. These are the products autograd's formulas rely on.
"""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10.core import scalar_type as st

rng = np.random.default_rng(1234)
EPS = 1e-6


def T(a):
    """A float64 (or int64) tensor of ``a``; None stays None."""
    return None if a is None else at.tensor(np.asarray(a))


def numerical_vjp(f, args, index, grad):
    """``sum(grad * d f(*args) / d args[index])`` by central differences, element by element."""
    x = np.asarray(args[index], dtype=np.float64)
    result = np.zeros_like(x)
    for i in np.ndindex(x.shape):
        values = []
        for sign in (1.0, -1.0):
            shifted = list(args)
            shifted[index] = x.copy()
            shifted[index][i] += sign * EPS
            values.append(np.asarray(f(*shifted), dtype=np.float64))
        result[i] = np.sum(grad * (values[0] - values[1])) / (2 * EPS)
    return result


def check(analytic, f, args, index, grad, rtol=1e-5, atol=1e-7):
    expected = numerical_vjp(f, args, index, grad)
    np.testing.assert_allclose(np.asarray(analytic), expected, rtol=rtol, atol=atol)


def randn(*shape):
    return rng.standard_normal(shape)


# -- convolution -----------------------------------------------------------------------------------
CONV_CASES = [
    # input, weight, stride, padding, dilation, transposed, output_padding, groups
    ((2, 4, 6), (6, 2, 3), (2,), (1,), (2,), False, (0,), 2),
    ((1, 2, 5, 6), (3, 2, 3, 2), (2, 1), (1, 0), (1, 2), False, (0, 0), 1),
    ((1, 1, 6, 6), (2, 1, 3, 3), (2, 2), (0, 0), (1, 1), False, (0, 0), 1),  # leftover input
    ((1, 4, 4, 3), (4, 2, 2, 2), (1, 1), (1, 1), (1, 1), False, (0, 0), 2),
    ((1, 2, 3, 3, 3), (2, 2, 2, 2, 2), (2, 1, 1), (1, 0, 1), (1, 1, 1), False, (0, 0, 0), 1),
    ((1, 2, 3, 4), (2, 3, 3, 2), (2, 3), (1, 0), (1, 1), True, (1, 2), 1),
    ((2, 4, 3), (4, 1, 2), (2,), (1,), (2,), True, (1,), 2),
    ((1, 2, 2, 3), (2, 2, 2, 2), (1, 1), (0, 1), (2, 1), True, (1, 0), 1),  # op < dilation
]


@pytest.mark.parametrize("case", CONV_CASES, ids=lambda c: f"{len(c[0]) - 2}d-T{int(c[5])}")
def test_convolution_backward(case):
    in_shape, w_shape, stride, padding, dilation, transposed, output_padding, groups = case
    x, w, b = (
        randn(*in_shape),
        randn(*w_shape),
        randn(w_shape[1] * groups if transposed else w_shape[0]),
    )

    def f(x, w, b):
        return at.convolution(
            T(x), T(w), T(b), stride, padding, dilation, transposed, output_padding, groups
        ).numpy()

    g = randn(*f(x, w, b).shape)
    gx, gw, gb = at.convolution_backward(
        T(g),
        T(x),
        T(w),
        [b.size],
        stride,
        padding,
        dilation,
        transposed,
        output_padding,
        groups,
        [True, True, True],
    )
    check(gx.numpy(), f, (x, w, b), 0, g)
    check(gw.numpy(), f, (x, w, b), 1, g)
    check(gb.numpy(), f, (x, w, b), 2, g)


def test_convolution_backward_output_mask():
    x, w = T(randn(1, 2, 4, 4)), T(randn(3, 2, 3, 3))
    g = T(randn(1, 3, 2, 2))
    gx, gw, gb = at.convolution_backward(
        g, x, w, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [False, True, False]
    )
    assert gx is None and gb is None and gw.shape == (3, 2, 3, 3)


# -- pooling ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args",
    [
        ((3, 3), (2, 2), (1, 1), (1, 1), False),
        ((2, 3), (2, 2), (0, 1), (1, 1), True),
        ((2, 2), (1, 1), (1, 1), (2, 2), False),
    ],
)
def test_max_pool2d_with_indices_backward(args):
    x = rng.permutation(60).reshape(1, 2, 5, 6) / 7.0  # distinct values: no ties

    def f(x):
        return at.nn.max_pool2d_with_indices(T(x), *args)[0].numpy()

    _, indices = at.nn.max_pool2d_with_indices(T(x), *args)
    g = randn(*f(x).shape)
    analytic = at.nn.max_pool2d_with_indices_backward(T(g), T(x), *args, indices)
    check(analytic.numpy(), f, (x,), 0, g)


@pytest.mark.parametrize(
    "args",
    [
        ((3, 3), (2, 2), (1, 1), False, True, None),
        ((2, 3), (2, 2), (1, 1), True, False, None),
        ((3, 2), (1, 2), (1, 0), True, True, 5),
        ((2, 2), (), (0, 0), False, True, None),
    ],
)
def test_avg_pool2d_backward(args):
    x = randn(2, 5, 6)

    def f(x):
        return at.nn.avg_pool2d(T(x), *args).numpy()

    g = randn(*f(x).shape)
    check(at.nn.avg_pool2d_backward(T(g), T(x), *args).numpy(), f, (x,), 0, g)


@pytest.mark.parametrize("size", [(3, 2), (5, 7), (2, 9)])
def test_adaptive_avg_pool2d_backward(size):
    x = randn(1, 2, 5, 7)

    def f(x):
        return at._adaptive_avg_pool2d(T(x), size).numpy()

    g = randn(*f(x).shape)
    check(at.nn._adaptive_avg_pool2d_backward(T(g), T(x)).numpy(), f, (x,), 0, g)


# -- normalization ---------------------------------------------------------------------------------
@pytest.mark.parametrize("affine", [True, False])
def test_native_batch_norm_backward_training(affine):
    x, w, b = randn(4, 3, 2), randn(3), randn(3)
    w, b = (w, b) if affine else (None, None)

    def f(x, w=None, b=None):
        return at.native_batch_norm(T(x), T(w), T(b), None, None, True, 0.1, 1e-5)[0].numpy()

    _, mean, invstd = at.native_batch_norm(T(x), T(w), T(b), None, None, True, 0.1, 1e-5)
    g = randn(4, 3, 2)
    gx, gw, gb = at.native_batch_norm_backward(
        T(g), T(x), T(w), None, None, mean, invstd, True, 1e-5, [True, True, True]
    )
    args = (x, w, b)
    check(gx.numpy(), f, args, 0, g)
    if affine:
        check(gw.numpy(), f, args, 1, g)
        check(gb.numpy(), f, args, 2, g)


def test_native_batch_norm_backward_eval():
    x, w, b = randn(4, 3), randn(3), randn(3)
    rm, rv = randn(3), rng.uniform(0.5, 2, 3)

    def f(x, w, b):
        return at.native_batch_norm(T(x), T(w), T(b), T(rm), T(rv), False, 0.1, 1e-5)[0].numpy()

    g = randn(4, 3)
    gx, gw, gb = at.native_batch_norm_backward(
        T(g), T(x), T(w), T(rm), T(rv), None, None, False, 1e-5, [True, True, True]
    )
    for i, grad in enumerate((gx, gw, gb)):
        check(grad.numpy(), f, (x, w, b), i, g)


@pytest.mark.parametrize("shape", [(4,), (3, 4)])
def test_native_layer_norm_backward(shape):
    x, w, b = randn(2, 3, 4), randn(*shape), randn(*shape)

    def f(x, w, b):
        return at.native_layer_norm(T(x), shape, T(w), T(b), 1e-5)[0].numpy()

    _, mean, rstd = at.native_layer_norm(T(x), shape, T(w), T(b), 1e-5)
    g = randn(2, 3, 4)
    grads = at.native_layer_norm_backward(
        T(g), T(x), shape, mean, rstd, T(w), T(b), [True, True, True]
    )
    for i, grad in enumerate(grads):
        check(grad.numpy(), f, (x, w, b), i, g)


def test_native_group_norm_backward():
    x, w, b = randn(2, 6, 3), randn(6), randn(6)

    def f(x, w, b):
        return at.native_group_norm(T(x), T(w), T(b), 2, 6, 3, 3, 1e-5)[0].numpy()

    _, mean, rstd = at.native_group_norm(T(x), T(w), T(b), 2, 6, 3, 3, 1e-5)
    g = randn(2, 6, 3)
    grads = at.native_group_norm_backward(
        T(g), T(x), mean, rstd, T(w), 2, 6, 3, 3, [True, True, True]
    )
    for i, grad in enumerate(grads):
        check(grad.numpy(), f, (x, w, b), i, g)


# -- embedding -------------------------------------------------------------------------------------
def test_embedding_dense_backward():
    weight, idx = randn(5, 3), np.array([[0, 4, 4], [2, 0, 1]])

    def f(w):
        return at.embedding(T(w), T(idx)).numpy()

    g = randn(2, 3, 3)
    check(at.embedding_dense_backward(T(g), T(idx), 5, -1, False).numpy(), f, (weight,), 0, g)


# -- losses ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("reduction", [0, 1, 2])
@pytest.mark.parametrize("weighted", [False, True])
def test_nll_loss_backward(reduction, weighted):
    x, t = randn(5, 4), np.array([0, 3, 1, 3, 2])
    w = rng.uniform(0.5, 2, 4) if weighted else None

    def f(x):
        return at.nn.nll_loss_forward(T(x), T(t), T(w), reduction, 1)[0].numpy()

    _, total = at.nn.nll_loss_forward(T(x), T(t), T(w), reduction, 1)
    g = randn(*f(x).shape)
    analytic = at.nn.nll_loss_backward(T(g), T(x), T(t), T(w), reduction, 1, total)
    check(analytic.numpy(), f, (x,), 0, g)


def test_nll_loss_backward_unbatched():
    x, t = randn(4), np.array(2)

    def f(x):
        return at.nn.nll_loss_forward(T(x), T(t), None, 1, -100)[0].numpy()

    _, total = at.nn.nll_loss_forward(T(x), T(t), None, 1, -100)
    g = randn()
    analytic = at.nn.nll_loss_backward(T(g), T(x), T(t), None, 1, -100, total)
    check(analytic.numpy(), f, (x,), 0, g)


POINTWISE_LOSSES = [
    ("mse_loss", "mse_loss_backward", ()),
    ("smooth_l1_loss", "smooth_l1_loss_backward", (0.5,)),
    ("smooth_l1_loss", "smooth_l1_loss_backward", (0.0,)),
    ("huber_loss", "huber_loss_backward", (0.7,)),
]


@pytest.mark.parametrize("reduction", [0, 1, 2])
@pytest.mark.parametrize("forward, backward, extra", POINTWISE_LOSSES, ids=lambda v: str(v))
def test_pointwise_loss_backward(forward, backward, extra, reduction):
    x, y = randn(3, 4), randn(3, 4)

    def f(x):
        return getattr(at.nn, forward)(T(x), T(y), reduction, *extra).numpy()

    g = randn(*f(x).shape)
    analytic = getattr(at.nn, backward)(T(g), T(x), T(y), reduction, *extra)
    check(analytic.numpy(), f, (x,), 0, g)


@pytest.mark.parametrize("reduction", [0, 1, 2])
def test_binary_cross_entropy_backward(reduction):
    x, t, w = rng.uniform(0.1, 0.9, (3, 4)), rng.uniform(0, 1, (3, 4)), rng.uniform(0, 2, 4)

    def f(x):
        return at.nn.binary_cross_entropy(T(x), T(t), T(w), reduction).numpy()

    g = randn(*f(x).shape)
    analytic = at.nn.binary_cross_entropy_backward(T(g), T(x), T(t), T(w), reduction)
    check(analytic.numpy(), f, (x,), 0, g)


# -- padding and upsampling ------------------------------------------------------------------------
PADDING_CASES = [
    ("reflection_pad1d", (2, 3, 5), (2, 4)),
    ("reflection_pad2d", (1, 2, 3, 4), (1, 3, 2, 0)),
    ("replication_pad1d", (3, 4), (3, 1)),
    ("replication_pad2d", (1, 2, 3, 4), (4, 1, 0, 3)),
    ("reflection_pad2d", (2, 4, 5), (-1, 2, 1, -2)),
]


@pytest.mark.parametrize("name, shape, padding", PADDING_CASES)
def test_padding_backward(name, shape, padding):
    x = randn(*shape)

    def f(x):
        return getattr(at.nn, name)(T(x), padding).numpy()

    g = randn(*f(x).shape)
    analytic = getattr(at.nn, f"{name}_backward")(T(g), T(x), padding)
    check(analytic.numpy(), f, (x,), 0, g)


@pytest.mark.parametrize(
    "out, scales",
    [
        ((5, 7), (None, None)),
        ((6, 8), (None, None)),
        ((2, 3), (None, None)),
        ((4, 10), (1.5, 2.5)),
    ],
)
def test_upsample_nearest2d_backward(out, scales):
    x = randn(1, 2, 3, 4)

    def f(x):
        return at.nn.upsample_nearest2d(T(x), out, *scales).numpy()

    g = randn(*f(x).shape)
    analytic = at.nn.upsample_nearest2d_backward(T(g), out, x.shape, *scales)
    check(analytic.numpy(), f, (x,), 0, g)


@pytest.mark.parametrize("align_corners", [False, True])
@pytest.mark.parametrize(
    "out, scales",
    [((5, 7), (None, None)), ((2, 3), (None, None)), ((4, 10), (1.5, 2.5)), ((1, 1), (None, None))],
)
def test_upsample_bilinear2d_backward(out, scales, align_corners):
    x = randn(1, 2, 3, 4)

    def f(x):
        return at.nn.upsample_bilinear2d(T(x), out, align_corners, *scales).numpy()

    g = randn(*f(x).shape)
    analytic = at.nn.upsample_bilinear2d_backward(T(g), out, x.shape, align_corners, *scales)
    check(analytic.numpy(), f, (x,), 0, g)


# -- activations and softmax -----------------------------------------------------------------------
ACTIVATIONS = [
    (
        "threshold",
        lambda x: at.threshold(x, 0.3, -2.0),
        lambda g, x, y: at.threshold_backward(g, x, 0.3),
    ),
    ("gelu", lambda x: at.gelu(x), lambda g, x, y: at.nn.gelu_backward(g, x)),
    (
        "gelu_tanh",
        lambda x: at.gelu(x, approximate="tanh"),
        lambda g, x, y: at.nn.gelu_backward(g, x, approximate="tanh"),
    ),
    ("silu", lambda x: at.silu(x), lambda g, x, y: at.nn.silu_backward(g, x)),
    (
        "elu",
        lambda x: at.elu(x, 0.7, 1.3, 0.8),
        lambda g, x, y: at.nn.elu_backward(g, 0.7, 1.3, 0.8, False, x),
    ),
    (
        "elu_result",
        lambda x: at.elu(x, 0.7, 1.3, 0.8),
        lambda g, x, y: at.nn.elu_backward(g, 0.7, 1.3, 0.8, True, y),
    ),
    (
        "leaky_relu",
        lambda x: at.leaky_relu(x, 0.2),
        lambda g, x, y: at.nn.leaky_relu_backward(g, x, 0.2, False),
    ),
    (
        "leaky_relu_result",
        lambda x: at.leaky_relu(x, 0.2),
        lambda g, x, y: at.nn.leaky_relu_backward(g, y, 0.2, True),
    ),
    (
        "softplus",
        lambda x: at.softplus(x, 2.0, 1.0),
        lambda g, x, y: at.nn.softplus_backward(g, x, 2.0, 1.0),
    ),
    ("sigmoid", lambda x: at.sigmoid(x), lambda g, x, y: at.nn.sigmoid_backward(g, y)),
    ("tanh", lambda x: at.tanh(x), lambda g, x, y: at.nn.tanh_backward(g, y)),
    (
        "softmax",
        lambda x: at._softmax(x, 1, False),
        lambda g, x, y: at._softmax_backward_data(g, y, 1, st.float64),
    ),
    (
        "log_softmax",
        lambda x: at._log_softmax(x, -1, False),
        lambda g, x, y: at._log_softmax_backward_data(g, y, -1, st.float64),
    ),
]


@pytest.mark.parametrize(
    "name, forward, backward", ACTIVATIONS, ids=lambda v: v if isinstance(v, str) else ""
)
def test_activation_backward(name, forward, backward):
    x = rng.uniform(-3, 3, (3, 5))
    x[np.abs(x - 0.3) < 1e-3] += 0.01  # keep away from the kinks
    x[np.abs(x) < 1e-3] += 0.01

    def f(x):
        return forward(T(x)).numpy()

    g = randn(3, 5)
    analytic = backward(T(g), T(x), forward(T(x)))
    check(analytic.numpy(), f, (x,), 0, g)
