"""The nn OpInfo entries against their numpy references (and on meta tensors), plus what the
table does not cover: dropout's statistics, attention's masks, embedding's backward options,
one_hot, padding and upsampling errors, the activation and softmax backward kernels' rules."""

from __future__ import annotations

import math
import warnings

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st
from scipy import special

NN = [info for info in op_db if "nn" in info.tags]
rng = np.random.default_rng(17)


def T(a, dtype=None):
    return None if a is None else at.tensor(np.asarray(a), dtype=dtype)


# -- the OpInfo table ------------------------------------------------------------------------------
@pytest.mark.parametrize("info", NN, ids=lambda i: i.name)
def test_opinfos_match_numpy(info):
    for sample in info.sample_inputs():
        args, kwargs = sample.tensor_args(at.tensor), sample.tensor_kwargs(at.tensor)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            result = info.op(at, *args, **kwargs)
        expected = info.ref(*sample.args, **sample.kwargs)
        assert tuple(result.shape) == np.shape(expected), f"{info.name} {sample.name}"
        np.testing.assert_allclose(
            result.numpy(), expected, info.rtol, info.atol, err_msg=f"{info.name} {sample.name}"
        )


def _meta_or_index(array):
    """Float and bool arrays become Meta tensors; integer indices and targets stay on CPU."""
    if array.dtype.kind in "fb":
        dtype = st.float64 if array.dtype.kind == "f" else st.bool_
        return at.empty(array.shape, dtype=dtype, device="meta")
    return at.tensor(array)


@pytest.mark.parametrize("info", [i for i in NN if i.supports_meta], ids=lambda i: i.name)
def test_opinfos_on_meta_tensors(info):
    for sample in info.sample_inputs():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            result = info.op(
                at, *sample.tensor_args(_meta_or_index), **sample.tensor_kwargs(_meta_or_index)
            )
        expected = info.ref(*sample.args, **sample.kwargs)
        assert result.is_meta, f"{info.name} {sample.name}"
        assert tuple(result.shape) == np.shape(expected), f"{info.name} {sample.name}"


# -- activations and softmax backward --------------------------------------------------------------
def test_threshold_and_its_in_place_form():
    x = T([-1.0, 0.5, 2.0])
    assert at.threshold(x, 0.5, 9.0).numpy().tolist() == [9.0, 9.0, 2.0]
    at.threshold_(x, 0.0, -3.0)
    assert x.numpy().tolist() == [-3.0, 0.5, 2.0]
    grad = at.threshold_backward(T([1.0, 1.0, 1.0]), T([-1.0, 0.0, 2.0]), 0)
    assert grad.numpy().tolist() == [0.0, 0.0, 1.0]


def test_backward_kernels_promote_and_check():
    g32, x64 = T([1.0, 2.0], st.float32), T([0.5, -0.5])
    assert at.nn.sigmoid_backward(g32, x64).dtype == st.float64
    with pytest.raises(
        RuntimeError,
        match="In-place leakyReLu backward calculation is triggered with a negative slope",
    ):
        at.nn.leaky_relu_backward(g32, g32, -0.1, True)
    with pytest.raises(
        RuntimeError, match="In-place elu backward calculation is triggered with a negative slope"
    ):
        at.nn.elu_backward(g32, -1.0, 1.0, 1.0, True, g32)
    with pytest.raises(RuntimeError, match="approximate argument must be either none or tanh."):
        at.nn.gelu_backward(g32, g32, approximate="erf")


def test_softmax_backward_data_rules():
    y = T(special.softmax(rng.standard_normal((2, 3)), axis=1), st.float32)
    grad = at._softmax_backward_data(y, y, 1, st.float32)
    assert grad.dtype == st.float32 and grad.shape == (2, 3)
    with pytest.raises(
        RuntimeError,
        match=r"Expected tensor for argument #1 'grad' to have same "
        r"size as tensor for argument #2 'output'; but \[3\] "
        r"does not equal \[2, 3\]",
    ):
        at._softmax_backward_data(T([1.0, 2.0, 3.0]), y, 1, st.float32)
    scalar = at._log_softmax_backward_data(T(2.0), T(0.0), 0, st.float64)
    assert scalar.shape == () and scalar.numpy() == 0.0  # g - exp(y) * sum(g)


# -- linear, dropout, attention --------------------------------------------------------------------
def test_linear_without_bias_on_a_vector():
    x, w = rng.standard_normal(4), rng.standard_normal((3, 4))
    np.testing.assert_allclose(at.nn.linear(T(x), T(w)).numpy(), w @ x)
    strided = T(rng.standard_normal((4, 2, 3))).permute(2, 1, 0)  # not contiguous: matmul + add
    b = rng.standard_normal(3)
    out = at.nn.linear(strided, T(w), T(b))
    np.testing.assert_allclose(out.numpy(), strided.numpy() @ w.T + b)


def test_bilinear_errors():
    a, b, w = T(np.zeros((2, 3))), T(np.zeros((2, 4))), T(np.zeros((5, 3, 4)))
    with pytest.raises(
        RuntimeError,
        match=r"bilinear\(\): input batch dimensions do not match: "
        r"got \[2\] and \[3\]",
    ):
        at.bilinear(a, T(np.zeros((3, 4))), w)
    with pytest.raises(
        RuntimeError,
        match=r"input2 size does not match weight size: got 4 but "
        r"expected 5",
    ):
        at.bilinear(a, b, T(np.zeros((5, 3, 5))))


def test_dropout():
    x = T(np.ones((200, 100)))
    assert at.dropout(x, 0.5, False) is x and at.dropout(x, 0.0, True) is x
    assert np.all(at.dropout(x, 1.0, True).numpy() == 0)
    at.manual_seed(0)
    out = at.dropout(x, 0.3, True).numpy()
    assert set(np.unique(out)) <= {0.0, 1 / 0.7}
    assert abs((out == 0).mean() - 0.3) < 0.02
    channels = at.feature_dropout(T(np.ones((8, 50, 4))), 0.5, True).numpy()
    assert np.all(channels.min(axis=2) == channels.max(axis=2))  # whole channels kept or dropped
    with pytest.raises(
        RuntimeError, match="dropout probability has to be between 0 and 1, but got 1.5"
    ):
        at.dropout(x, 1.5, True)


def test_native_dropout_and_its_backward():
    x = T(rng.standard_normal((50, 40)))
    at.manual_seed(1)
    out, mask = at.native_dropout(x, 0.25, True)
    assert mask.dtype == st.bool_
    np.testing.assert_allclose(out.numpy(), x.numpy() * mask.numpy() / 0.75)
    g = rng.standard_normal((50, 40))
    grad = at.native_dropout_backward(T(g), mask, 1 / 0.75)
    np.testing.assert_allclose(grad.numpy(), g * mask.numpy() / 0.75)
    same, ones = at.native_dropout(x, 0.25, False)
    assert np.all(ones.numpy()) and np.array_equal(same.numpy(), x.numpy())


def test_attention_masks():
    q, k, v = (rng.standard_normal(s) for s in ((1, 2, 3, 4), (1, 2, 5, 4), (1, 2, 5, 6)))
    mask = np.ones((3, 5), dtype=bool)
    mask[1] = False  # a row that sees nothing gives zeros, not NaN
    out = at.nn.scaled_dot_product_attention(T(q), T(k), T(v), T(mask)).numpy()
    assert np.all(out[..., 1, :] == 0) and np.isfinite(out).all()
    scores = q @ np.swapaxes(k, -1, -2) / 2.0
    expected = special.softmax(scores, axis=-1) @ v
    np.testing.assert_allclose(out[..., 0, :], expected[..., 0, :], atol=1e-12)
    with pytest.raises(
        RuntimeError, match="Explicit attn_mask should not be set when is_causal=True"
    ):
        at.nn.scaled_dot_product_attention(T(q), T(k), T(v), T(mask), is_causal=True)


def test_attention_grouped_query_heads():
    q, k, v = (rng.standard_normal(s) for s in ((4, 3, 2), (2, 5, 2), (2, 5, 3)))
    out = at.nn.scaled_dot_product_attention(T(q), T(k), T(v), enable_gqa=True)
    k2, v2 = np.repeat(k, 2, axis=0), np.repeat(v, 2, axis=0)
    expected = special.softmax(q @ np.swapaxes(k2, -1, -2) / math.sqrt(2), axis=-1) @ v2
    np.testing.assert_allclose(out.numpy(), expected, atol=1e-12)


# -- embedding and one_hot -------------------------------------------------------------------------
def test_embedding_backward_skips_padding_and_scales_by_frequency():
    idx = T([[0, 2, 2], [2, 1, 0]])
    g = np.arange(18.0).reshape(2, 3, 3)
    grad = at.embedding_dense_backward(T(g), idx, 4, 2, False).numpy()
    assert np.all(grad[2] == 0) and np.all(grad[3] == 0)
    np.testing.assert_array_equal(grad[0], g[0, 0] + g[1, 2])
    scaled = at.embedding_dense_backward(T(g), idx, 4, -1, True).numpy()
    np.testing.assert_allclose(scaled[2], (g[0, 1] + g[0, 2] + g[1, 0]) / 3)
    np.testing.assert_allclose(scaled[0], (g[0, 0] + g[1, 2]) / 2)
    assert at.embedding_backward(T(g), idx, 4, 2, False, False).shape == (4, 3)


def test_embedding_errors():
    with pytest.raises(RuntimeError, match="'weight' must be 2-D"):
        at.embedding(T(np.zeros(3)), T([0]))
    with pytest.raises(
        RuntimeError,
        match=r"Expected tensor for argument #1 'indices' to have one "
        r"of the following scalar types: Long, Int; but got "
        r"CPUDoubleType instead \(while checking arguments for "
        r"embedding\)",
    ):
        at.embedding(T(np.zeros((3, 2))), T([0.0]))
    rows = at.embedding(T(np.arange(6.0).reshape(3, 2)), T([2, 0], st.int32))
    assert rows.numpy().tolist() == [[4.0, 5.0], [0.0, 1.0]]


def test_one_hot():
    assert at.nn.one_hot(T([2, 0])).numpy().tolist() == [[0, 0, 1], [1, 0, 0]]
    assert at.nn.one_hot(T(np.zeros((0, 2), dtype=np.int64)), 3).shape == (0, 2, 3)
    meta = at.nn.one_hot(at.empty((2, 3), dtype=st.int64, device="meta"), 4)
    assert meta.is_meta and meta.shape == (2, 3, 4) and meta.dtype == st.int64
    for args, message in [
        ((T([1.0]),), "one_hot is only applicable to index tensor of type LongTensor."),
        ((T([-1]),), "Class values must be non-negative."),
        ((T([3]), 3), "Class values must be smaller than num_classes."),
        (
            (T(np.zeros(0, dtype=np.int64)),),
            "Can not infer total number of classes from empty tensor.",
        ),
    ]:
        with pytest.raises(RuntimeError, match=message):
            at.nn.one_hot(*args)


# -- padding and upsampling ------------------------------------------------------------------------
def test_padding_errors():
    x = T(np.zeros((1, 2, 3, 3)))
    with pytest.raises(
        RuntimeError,
        match=r"Argument #4: Padding size should be less than the "
        r"corresponding input dimension, but got: padding "
        r"\(3, 0\) at dimension 3 of input \[1, 2, 3, 3\]",
    ):
        at.nn.reflection_pad2d(x, [3, 0, 0, 0])
    with pytest.raises(RuntimeError, match="padding size is expected to be 4, but got: 2"):
        at.nn.replication_pad2d(x, [1, 1])
    with pytest.raises(RuntimeError, match="Length of pad must be even but instead it equals 3"):
        at.constant_pad_nd(x, [1, 1, 1])
    with pytest.raises(RuntimeError, match="Padding value causes wrapping around more than once."):
        at.nn.pad(x, [4, 0], "circular")
    with pytest.raises(NotImplementedError, match="Unrecognised padding mode wrap"):
        at.nn.pad(x, [1, 1], "wrap")
    with pytest.raises(RuntimeError, match='Padding mode "reflect" doesn\'t take in value'):
        at.nn.pad(x, [1, 1], "reflect", 2.0)
    with pytest.raises(
        RuntimeError,
        match="The input size 3, plus negative padding -3 and 0 resulted in a negative output size",
    ):
        at.constant_pad_nd(x, [-3, 0, 1, 0])


def test_constant_padding_keeps_dtype_and_fills():
    x = T(np.arange(6).reshape(2, 3))
    out = at.constant_pad_nd(x, [1, 0, 0, 1], 7)
    assert out.dtype == st.int64
    assert out.numpy().tolist() == [[7, 0, 1, 2], [7, 3, 4, 5], [7, 7, 7, 7]]


def test_upsample_errors_and_vec_sizes():
    x = T(np.zeros((1, 2, 3, 4)))
    with pytest.raises(
        RuntimeError, match="It is expected output_size equals to 2, but got size 3"
    ):
        at.nn.upsample_nearest2d(x, [1, 2, 3])
    with pytest.raises(RuntimeError, match="It is expected input_size equals to 4, but got size 3"):
        at.nn.upsample_nearest2d(T(np.zeros((2, 3, 4))), [2, 2])
    with pytest.raises(
        RuntimeError,
        match=r"Input and output sizes should be greater than 0, but "
        r"got input \(H: 3, W: 4\) output \(H: 0, W: 2\)",
    ):
        at.nn.upsample_bilinear2d(x, [0, 2], False)
    with pytest.raises(
        RuntimeError, match="Must specify exactly one of output_size and scale_factors"
    ):
        at.nn.upsample_nearest2d(x, [2, 2], [1.0, 1.0])
    assert at.nn.upsample_bilinear2d(x, None, True, [1.7, 0.5]).shape == (1, 2, 5, 2)
    with pytest.raises(
        RuntimeError, match="\"upsample_bilinear2d_out_frame\" not implemented for 'Long'"
    ):
        at.nn.upsample_bilinear2d(T(np.zeros((1, 1, 2, 2), dtype=np.int64)), [4, 4], False)
    nearest = at.nn.upsample_nearest2d(T(np.arange(4, dtype=np.uint8).reshape(1, 1, 2, 2)), [4, 4])
    assert nearest.dtype == st.uint8 and nearest.numpy()[0, 0, 3].tolist() == [2, 2, 3, 3]
