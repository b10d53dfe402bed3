"""Shape operators that copy: cat, stack, flip, roll, repeat, repeat_interleave, tril/triu, diag."""

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.aten import native
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st

SHAPE_OPS = [info for info in op_db if "shape" in info.tags]


def arange(*shape, dtype=st.float64):
    return at.tensor(np.arange(int(np.prod(shape)), dtype=np.float64).reshape(shape), dtype=dtype)


def as_meta(array):
    return at.empty(array.shape, dtype=st.float64, device="meta")


@pytest.mark.parametrize("info", SHAPE_OPS, ids=lambda i: i.name)
def test_shape_opinfos_match_numpy_in_float64(info):
    for sample in info.sample_inputs():
        args = sample.tensor_args(lambda a: at.tensor(a, dtype=st.float64))
        result = info.op(at, *args, **sample.kwargs)
        expected = info.ref(*sample.args, **sample.kwargs)
        np.testing.assert_array_equal(result.numpy(), expected, err_msg=sample.name)
        assert result.dtype is st.float64


@pytest.mark.parametrize("info", SHAPE_OPS, ids=lambda i: i.name)
def test_shape_opinfos_on_meta_tensors(info):
    for sample in info.sample_inputs():
        result = info.op(at, *sample.tensor_args(as_meta), **sample.kwargs)
        assert result.is_meta and result.shape == info.ref(*sample.args).shape, sample.name


@pytest.mark.parametrize("info", SHAPE_OPS, ids=lambda i: i.name)
def test_shape_opinfos_on_non_contiguous_inputs(info):
    """The same samples, each tensor given as a transposed copy transposed back."""
    for sample in info.sample_inputs():

        def strided(a):
            return at.tensor(a.T.copy(), dtype=st.float64).permute(tuple(range(a.ndim - 1, -1, -1)))

        result = info.op(at, *sample.tensor_args(strided), **sample.kwargs)
        np.testing.assert_array_equal(result.numpy(), info.ref(*sample.args, **sample.kwargs))


# -- cat and stack ----------------------------------------------------------------------------
def test_cat_promotes_and_skips_legacy_empty_tensors():
    a = at.tensor([[1, 2]], dtype=st.int32)
    b = at.tensor([[0.5, 1.5]], dtype=st.float32)
    c = at.cat([a, b])
    assert c.dtype is st.float32 and c.tolist() == [[1.0, 2.0], [0.5, 1.5]]
    assert at.cat([a, at.tensor([], dtype=st.int64)], 1).dtype is st.int64
    assert at.cat([at.tensor([]), at.tensor([])]).shape == (0,)
    assert at.cat((a, a), dim=-1).shape == (1, 4)
    assert at.cat([at.empty((0, 2)), at.empty((3, 2))]).shape == (3, 2)


def test_cat_errors():
    a = at.empty((2, 2))
    with pytest.raises(
        RuntimeError, match=r"^torch.cat\(\): expected a non-empty list of Tensors$"
    ):
        native.meta_cat([], 0)
    with pytest.raises(RuntimeError):  # no tensor to dispatch on: the Dispatcher answers
        at.cat([])
    with pytest.raises(
        RuntimeError,
        match=r"^Sizes of tensors must match except in dimension 1\. Expected size 2 but got size "
        r"3 for tensor number 1 in the list\.$",
    ):
        at.cat([a, at.empty((3, 2))], 1)
    with pytest.raises(
        RuntimeError, match="Tensors must have same number of dimensions: got 2 and 1"
    ):
        at.cat([a, at.empty((2,))])
    with pytest.raises(RuntimeError, match=r"zero-dimensional tensor \(at position 1\) cannot be"):
        at.cat([a, at.tensor(1.0)])
    with pytest.raises(IndexError, match="Dimension out of range"):
        at.cat([a, a], 2)


def test_cat_out():
    a, b = arange(2, 2), arange(1, 2)
    out = at.empty((3, 2))
    version = out._version
    assert at.cat([a, b], out=out) is out
    assert out.tolist() == [[0.0, 1.0], [2.0, 3.0], [0.0, 1.0]]
    assert out._version == version + 1
    resized = at.empty((0,))
    at.cat([a, b], 0, out=resized)
    assert resized.shape == (3, 2)
    ints = at.empty((3, 2), dtype=st.int64)
    with pytest.raises(RuntimeError, match="can't be cast to the desired output type Long"):
        at.cat([a, b], out=ints)


def test_stack():
    a, b = arange(2), arange(2) + 10.0
    assert at.stack([a, b]).tolist() == [[0.0, 1.0], [10.0, 11.0]]
    assert at.stack([a, b], -1).tolist() == [[0.0, 10.0], [1.0, 11.0]]
    assert at.stack([at.tensor(1.0), at.tensor(2.0)]).tolist() == [1.0, 2.0]
    out = at.empty((2, 2))
    assert at.stack([a, b], 1, out=out) is out and out.tolist()[1] == [1.0, 11.0]
    with pytest.raises(
        RuntimeError,
        match=r"^stack expects each tensor to be equal size, but got \[2\] at entry 0 and \[3\] "
        r"at entry 1$",
    ):
        at.stack([a, arange(3)])
    with pytest.raises(RuntimeError, match="stack expects a non-empty TensorList"):
        native.stack([])
    assert at.stack([as_meta(np.empty((2, 3)))] * 4, 1).shape == (2, 4, 3)


def test_hstack_vstack():
    assert at.hstack([arange(2), arange(3)]).shape == (5,)
    assert at.hstack([arange(2, 1), arange(2, 3)]).shape == (2, 4)
    assert at.vstack([arange(3), arange(2, 3)]).shape == (3, 3)
    out = at.empty((2, 2))
    at.vstack([arange(2), arange(2)], out=out)
    assert out.tolist() == [[0.0, 1.0], [0.0, 1.0]]
    flat = at.empty((2,))
    at.hstack([arange(1), arange(1)], out=flat)
    assert flat.tolist() == [0.0, 0.0]
    with pytest.raises(RuntimeError, match="hstack expects a non-empty TensorList"):
        native.hstack([])
    with pytest.raises(RuntimeError, match="vstack expects a non-empty TensorList"):
        native.vstack([])


# -- flip, roll -------------------------------------------------------------------------------
def test_flip():
    x = arange(2, 3)
    assert x.flip(0, 1).tolist() == [[5.0, 4.0, 3.0], [2.0, 1.0, 0.0]]
    assert at.flip(x, (-1,)).tolist() == [[2.0, 1.0, 0.0], [5.0, 4.0, 3.0]]
    assert x.flip(()).tolist() == x.tolist() and x.flip(()).data_ptr() != x.data_ptr()
    with pytest.raises(RuntimeError, match="^dim 1 appears multiple times in the list of dims$"):
        x.flip(1, -1)
    assert at.tensor(True).flip(0).tolist() is True


def test_roll():
    x = arange(2, 3)
    assert x.roll(1).tolist() == [[5.0, 0.0, 1.0], [2.0, 3.0, 4.0]]
    assert x.roll(-1, dims=1).tolist() == [[1.0, 2.0, 0.0], [4.0, 5.0, 3.0]]
    assert x.roll(7, dims=1).tolist() == np.roll(np.arange(6.0).reshape(2, 3), 7, 1).tolist()
    assert x.t().roll(1, dims=0).tolist() == np.roll(np.arange(6.0).reshape(2, 3).T, 1, 0).tolist()
    assert at.empty((0, 3)).roll(1, dims=0).shape == (0, 3)
    with pytest.raises(
        RuntimeError, match=r"^shifts and dimensions must align. shifts: 2, dims:1$"
    ):
        x.roll((1, 2), (0,))
    with pytest.raises(RuntimeError, match="`shifts` required"):
        x.roll(())


# -- repeat, tile, repeat_interleave ----------------------------------------------------------
def test_repeat():
    x = at.tensor([1, 2, 3])
    assert x.repeat(2, 2).tolist() == [[1, 2, 3, 1, 2, 3]] * 2
    assert x.repeat(2, 1).dtype is st.int64
    assert x.repeat(0, 2).shape == (0, 6)
    assert arange(2, 2).t().repeat(1, 2).tolist() == [[0.0, 2.0, 0.0, 2.0], [1.0, 3.0, 1.0, 3.0]]
    assert x.expand(2, 3).repeat(2, 1).tolist() == [[1, 2, 3]] * 4
    with pytest.raises(
        RuntimeError,
        match="^Number of dimensions of repeat dims can not be smaller than number of dimensions "
        "of tensor$",
    ):
        arange(2, 2).repeat(2)
    with pytest.raises(RuntimeError, match="negative dimension"):
        x.repeat(-1)
    assert not hasattr(at, "repeat")  # a method only, as in PyTorch


def test_tile():
    assert arange(2, 2).tile(2).shape == (2, 4)
    assert at.tile(arange(3), (2, 2)).shape == (2, 6)


def test_repeat_interleave_overloads():
    x = arange(2, 2)
    assert at.repeat_interleave(at.tensor([2, 0, 1])).tolist() == [0, 0, 2]
    assert at.repeat_interleave(at.tensor([1, 2], dtype=st.int32)).dtype is st.int32
    assert x.repeat_interleave(2).tolist() == [0.0, 0.0, 1.0, 1.0, 2.0, 2.0, 3.0, 3.0]
    assert x.repeat_interleave(2, dim=0).shape == (4, 2)
    assert x.repeat_interleave(at.tensor([1, 2]), dim=1).tolist() == [
        [0.0, 1.0, 1.0],
        [2.0, 3.0, 3.0],
    ]
    assert x.repeat_interleave(at.tensor([0, 0]), dim=0).shape == (0, 2)
    assert at.repeat_interleave(x, at.tensor(3)).shape == (12,)
    assert at.tensor(5.0).repeat_interleave(3).tolist() == [5.0, 5.0, 5.0]
    with pytest.raises(RuntimeError, match="repeats must have the same size as input along dim"):
        x.repeat_interleave(at.tensor([1, 2, 3]), dim=0)
    with pytest.raises(RuntimeError, match="repeats can not be negative"):
        at.repeat_interleave(at.tensor([1, -1]))
    with pytest.raises(RuntimeError, match="repeats has to be Long or Int tensor"):
        at.repeat_interleave(at.tensor([1.0]))
    with pytest.raises(RuntimeError, match="repeat_interleave only accept 1D vector as repeat"):
        at.repeat_interleave(at.tensor(1))
    with pytest.raises(RuntimeError, match="Repeats must be non-negative"):
        x.repeat_interleave(-1)


# -- tril, triu, diag -------------------------------------------------------------------------
def test_tril_triu_variants():
    x = arange(3, 3)
    assert x.tril().tolist() == np.tril(np.arange(9.0).reshape(3, 3)).tolist()
    assert at.triu(x, -1).tolist() == np.triu(np.arange(9.0).reshape(3, 3), -1).tolist()
    ints = at.tensor([[1, 2], [3, 4]])
    assert ints.triu().tolist() == [[1, 2], [0, 4]] and ints.triu().dtype is st.int64
    assert at.tensor([[True, True], [True, True]]).tril(-1).tolist() == [
        [False, False],
        [True, False],
    ]
    y = arange(2, 3)
    assert y.tril_(1) is y and y.tolist() == [[0.0, 1.0, 0.0], [3.0, 4.0, 5.0]]
    assert y._version == 1
    out = at.empty((3, 3))
    at.triu(x, 1, out=out)
    assert out.tolist() == [[0.0, 1.0, 2.0], [0.0, 0.0, 5.0], [0.0, 0.0, 0.0]]
    assert x.t().tril().tolist() == np.tril(np.arange(9.0).reshape(3, 3).T).tolist()
    with pytest.raises(RuntimeError, match="^tril: input tensor must have at least 2 dimensions$"):
        arange(3).tril()
    with pytest.raises(RuntimeError, match="^triu: input tensor must have at least 2 dimensions$"):
        at.empty((3,), device="meta").triu()


def test_diag():
    v = at.tensor([1, 2])
    assert at.diag(v).tolist() == [[1, 0], [0, 2]]
    assert v.diag(-1).tolist() == [[0, 0, 0], [1, 0, 0], [0, 2, 0]]
    m = arange(3, 4)
    d = m.diag(1)
    assert d.tolist() == [1.0, 6.0, 11.0]
    assert d._impl.storage_impl is not m._impl.storage_impl  # a copy, unlike diagonal()
    assert m.diag(5).shape == (0,)
    with pytest.raises(RuntimeError, match=r"^diag\(\): Supports 1D or 2D tensors. Got 3D$"):
        arange(2, 2, 2).diag()
