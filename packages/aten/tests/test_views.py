"""View operators: storage sharing, strides and offsets, version counters, errors, Meta.

Strides and offsets are checked against the values PyTorch gives for the same calls
(they are also what numpy gives for the same views, which the property test uses).
"""

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st
from hypothesis import given, settings
from hypothesis import strategies as hs

VIEWS = [info for info in op_db if "view" in info.tags]


def arange(*shape, dtype=st.float64):
    return at.tensor(np.arange(int(np.prod(shape)), dtype=np.float64).reshape(shape), dtype=dtype)


def base_of(tensor):
    """``tensor._base``: the tensor it views, None for a tensor that owns its data."""
    return tensor.__dict__.get("_base")


def meta_like(array):
    return at.empty(array.shape, dtype=st.float64, device="meta")


def as_list(value):
    return list(value) if isinstance(value, list | tuple) else [value]


def shares_storage(view, base):
    return view._impl.storage_impl is base._impl.storage_impl


# -- every view OpInfo against numpy ---------------------------------------------------------
@pytest.mark.parametrize("info", VIEWS, ids=lambda i: i.name)
def test_view_opinfos_match_numpy_and_share_storage(info):
    for sample in info.sample_inputs():
        x = sample.tensor_args(lambda a: at.tensor(a, dtype=st.float64))[0]
        results = as_list(info.op(at, x, *sample.args[1:], **sample.kwargs))
        expected = as_list(info.ref(*sample.args, **sample.kwargs))
        assert len(results) == len(expected), sample.name
        for result, want in zip(results, expected, strict=True):
            np.testing.assert_array_equal(
                result.numpy(), want, err_msg=f"{info.name} {sample.name}"
            )
            assert shares_storage(result, x), f"{info.name} {sample.name}"
            assert result._impl.version_counter is x._impl.version_counter


@pytest.mark.parametrize("info", VIEWS, ids=lambda i: i.name)
def test_view_opinfos_on_meta_tensors(info):
    for sample in info.sample_inputs():
        args = sample.tensor_args(meta_like)
        results = as_list(info.op(at, *args, **sample.kwargs))
        expected = as_list(info.ref(*sample.args, **sample.kwargs))
        assert [r.shape for r in results] == [w.shape for w in expected], sample.name
        assert all(r.is_meta for r in results)


# -- storage, strides, offsets ---------------------------------------------------------------
def test_writes_through_a_view_land_in_the_base():
    x = arange(3, 4)
    at.select(at.select(x.t(), 0, 1), 0, 2).fill_(-1.0)
    assert x.tolist()[2][1] == -1.0
    row = x.select(0, 1)
    row.mul_(10.0)
    assert x.tolist()[1] == [40.0, 50.0, 60.0, 70.0]


@pytest.mark.parametrize(
    "make, sizes, strides, offset",
    [
        (lambda x: x.view(6, 4), (6, 4), (4, 1), 0),
        (lambda x: x.permute(2, 0, 1), (4, 2, 3), (1, 12, 4), 0),
        (lambda x: x.transpose(0, 2), (4, 3, 2), (1, 4, 12), 0),
        (lambda x: x.select(1, 2), (2, 4), (12, 1), 8),
        (lambda x: x.select(-1, -1), (2, 3), (12, 4), 3),
        (lambda x: at.slice(x, 2, 1, None, 2), (2, 3, 2), (12, 4, 2), 1),
        (lambda x: at.slice(x, 1, -2), (2, 2, 4), (12, 4, 1), 4),
        (lambda x: x.narrow(0, 1, 1), (1, 3, 4), (12, 4, 1), 12),
        (lambda x: x.unsqueeze(1), (2, 1, 3, 4), (12, 12, 4, 1), 0),
        (lambda x: x.unsqueeze(-1), (2, 3, 4, 1), (12, 4, 1, 1), 0),
        (lambda x: x.narrow(1, 0, 1).squeeze(1), (2, 4), (12, 1), 0),
        (lambda x: x.expand(5, 2, 3, 4), (5, 2, 3, 4), (0, 12, 4, 1), 0),
        (lambda x: x.narrow(1, 0, 1).expand(2, 3, 4), (2, 3, 4), (12, 0, 1), 0),
        (lambda x: x.diagonal(0, 1, 2), (2, 3), (12, 5), 0),
        (lambda x: x.diagonal(1, 1, 2), (2, 3), (12, 5), 1),
        (lambda x: x.diagonal(-1, 1, 2), (2, 2), (12, 5), 4),
        (lambda x: x.as_strided((2, 2), (1, 3), 5), (2, 2), (1, 3), 5),
        (lambda x: x.movedim(0, -1), (3, 4, 2), (4, 1, 12), 0),
        (lambda x: x.split(2, 2)[1], (2, 3, 2), (12, 4, 1), 2),
        (lambda x: x.chunk(3, 1)[2], (2, 1, 4), (12, 4, 1), 8),
        (lambda x: x.unbind(1)[1], (2, 4), (12, 1), 4),
        (lambda x: x.view(6, 4).t(), (4, 6), (1, 4), 0),
        (lambda x: x.permute(1, 0, 2).view(3, 2, 2, 2), (3, 2, 2, 2), (4, 12, 2, 1), 0),
        (lambda x: x.permute(2, 0, 1).view(4, 6), (4, 6), (1, 4), 0),
        (lambda x: x.view(6, 4).t().view(2, 2, 6), (2, 2, 6), (2, 1, 4), 0),
        (lambda x: at.slice(x.view(6, 4), 1, 0, 2).view(6, 2, 1), (6, 2, 1), (4, 1, 1), 0),
    ],
)
def test_views_have_pytorchs_strides_and_offsets(make, sizes, strides, offset):
    x = arange(2, 3, 4)
    v = make(x)
    assert v.shape == sizes
    assert v.stride() == strides
    assert v.storage_offset() == offset
    assert v.data_ptr() == x.data_ptr() + offset * 8
    assert shares_storage(v, x)
    assert base_of(v) is x


def test_views_record_the_root_base_and_share_the_version_counter():
    x = arange(4, 3)
    v = x.t().unsqueeze(0).select(0, 0)
    assert base_of(v) is x
    assert base_of(x) is None
    x.add_(1.0)
    assert v._version == x._version == 1
    v.mul_(2.0)
    assert x._version == 2
    assert x.tolist()[0] == [2.0, 4.0, 6.0]


def test_view_of_a_non_contiguous_tensor_when_strides_allow():
    x = arange(4, 6)
    cols = at.slice(x, 1, 0, 4)  # sizes (4, 4), strides (6, 1)
    assert cols.view(4, 2, 2).stride() == (6, 2, 1)
    assert cols.view(4, 2, 2).tolist() == cols.numpy().reshape(4, 2, 2).tolist()
    with pytest.raises(RuntimeError, match=r"view size is not compatible with input tensor's "):
        cols.view(16)
    with pytest.raises(RuntimeError, match=r"Use \.reshape\(\.\.\.\) instead\."):
        x.t().view(24)
    flat = cols.reshape(16)  # reshape copies instead
    assert base_of(flat) is None and not shares_storage(flat, x)
    assert flat.tolist() == cols.numpy().reshape(16).tolist()


def test_view_shape_errors():
    x = arange(3, 4)
    with pytest.raises(RuntimeError, match=r"^shape '\[3, 5\]' is invalid for input of size 12$"):
        x.view(3, 5)
    with pytest.raises(RuntimeError, match="^only one dimension can be inferred$"):
        x.view(-1, -1)
    with pytest.raises(RuntimeError, match="^invalid shape dimension -2$"):
        x.view(-2, 6)
    with pytest.raises(RuntimeError, match="because the unspecified dimension size -1"):
        at.empty((0, 3)).view(-1, 0)
    assert at.empty((0, 3)).view(3, 0, 5).shape == (3, 0, 5)
    assert x.view((4, 3)).shape == (4, 3) and x.view(at.Size([2, 6])).shape == (2, 6)


def test_view_dtype():
    x = at.tensor([1.0, -2.0], dtype=st.float32)
    bits = x.view(st.int32)
    assert bits.tolist() == np.array([1.0, -2.0], np.float32).view(np.int32).tolist()
    assert shares_storage(bits, x) and base_of(bits) is x
    raw = x.view(st.uint8)
    assert raw.shape == (8,) and raw.stride() == (1,)
    back = raw.view(st.float32)
    assert back.tolist() == [1.0, -2.0]
    wide = arange(2, 4, dtype=st.int16).view(st.int64)
    assert wide.shape == (2, 1) and wide.stride() == (1, 1)
    with pytest.raises(RuntimeError, match=r"self.size\(-1\) must be divisible by 4 to view Byte"):
        at.slice(raw, 0, 0, 6).view(st.float32)
    with pytest.raises(RuntimeError, match=r"self.stride\(-1\) must be 1 to view Float as Byte"):
        arange(2, 2, dtype=st.float32).t().view(st.uint8)
    with pytest.raises(RuntimeError, match=r"self.dim\(\) cannot be 0 to view Float as Double"):
        at.tensor(1.0, dtype=st.float32).view(st.float64)


# -- squeeze, unsqueeze, permute, transpose, t ----------------------------------------------
def test_squeeze_variants():
    x = at.empty((1, 3, 1, 2))
    assert x.squeeze().shape == (3, 2)
    assert x.squeeze(0).shape == (3, 1, 2)
    assert x.squeeze(1).shape == (1, 3, 1, 2)  # not size 1: unchanged, still a view
    assert base_of(x.squeeze(1)) is x
    assert x.squeeze((0, -2)).shape == (3, 2)
    assert at.squeeze(x, dim=2).shape == (1, 3, 2)
    with pytest.raises(RuntimeError, match="^dim 0 appears multiple times in the list of dims$"):
        x.squeeze((0, -4))
    with pytest.raises(IndexError, match=r"expected to be in range of \[-4, 3\], but got 4"):
        x.squeeze(4)
    scalar = at.tensor(1.0)
    assert scalar.squeeze().shape == () and scalar.squeeze(0).shape == ()


def test_in_place_metadata_ops_change_self():
    x = at.empty((1, 3, 1))
    storage = x._impl.storage_impl
    assert x.squeeze_() is x and x.shape == (3,)
    assert x.unsqueeze_(0).shape == (1, 3) and x.stride() == (3, 1)
    assert x.transpose_(0, 1).shape == (3, 1) and x.stride() == (1, 3)
    assert x.t_().shape == (1, 3)
    x.squeeze_(0)
    assert x.shape == (3,)
    x.as_strided_((2,), (1,), 1)
    assert x.storage_offset() == 1 and x._impl.storage_impl is storage
    assert x._version == 6  # in-place operators, metadata ones included, bump the version
    y = arange(2, 2)
    y.t_()
    assert y.tolist() == [[0.0, 2.0], [1.0, 3.0]]  # the cached numpy view follows


def test_unsqueeze_errors_and_zero_dim():
    assert at.tensor(2.0).unsqueeze(0).shape == (1,)
    assert at.tensor(2.0).unsqueeze(-1).stride() == (1,)
    with pytest.raises(IndexError, match=r"\[-3, 2\], but got 3"):
        at.empty((2, 3)).unsqueeze(3)


def test_permute_and_transpose():
    x = arange(2, 3, 4)
    assert x.permute(-1, 0, 1).shape == (4, 2, 3)
    assert at.permute(x, (2, 1, 0)).stride() == (1, 4, 12)
    with pytest.raises(RuntimeError, match=r"input.dim\(\) = 3 is not equal to len\(dims\) = 2"):
        x.permute(0, 1)
    with pytest.raises(RuntimeError, match=r"^permute\(\): duplicate dims are not allowed.$"):
        x.permute(0, 1, -2)
    assert x.transpose(1, 1).stride() == x.stride()
    assert at.transpose(x, -1, 0).shape == (4, 3, 2)
    assert at.swapdims(x, 0, 1).shape == (3, 2, 4)
    assert at.tensor(1.0).transpose(0, -1).shape == ()


def test_t():
    x = arange(2, 3)
    assert x.t().shape == (3, 2) and at.t(x).stride() == (1, 3)
    assert arange(4).t().shape == (4,) and at.tensor(1.0).t().shape == ()
    with pytest.raises(RuntimeError, match=r"^t\(\) expects a tensor with <= 2 dimensions, but "):
        arange(2, 2, 2).t()
    with pytest.raises(RuntimeError, match=r"self is 3D$"):
        arange(2, 2, 2).t()
    with pytest.raises(RuntimeError, match=r"^t_\(\) expects a tensor with <= 2 dimensions"):
        arange(2, 2, 2).t_()
    assert x.T.stride() == (1, 3) and x.mT.shape == (3, 2)


# -- expand ---------------------------------------------------------------------------------
def test_expand():
    x = at.tensor([1.0, 2.0, 3.0])
    e = x.expand(2, -1)
    assert e.stride() == (0, 1) and e.tolist() == [[1.0, 2.0, 3.0]] * 2
    assert x.expand(1, 3).stride() == (3, 1)
    assert at.tensor(5.0).expand(2, 2).stride() == (0, 0)
    assert x.expand_as(at.empty((4, 3))).shape == (4, 3)
    assert at.broadcast_to(x, (2, 3)).shape == (2, 3)
    with pytest.raises(
        RuntimeError,
        match=r"^The expanded size of the tensor \(4\) must match the existing size \(3\) at "
        r"non-singleton dimension 1\.  Target sizes: \[2, 4\]\.  Tensor sizes: \[3\]$",
    ):
        x.expand(2, 4)
    with pytest.raises(
        RuntimeError,
        match=r"^expand\(torch\.DoubleTensor\{\[2, 3\]\}, size=\[3\]\): the number of sizes "
        r"provided \(1\) must be greater or equal to the number of dimensions in the tensor \(2\)$",
    ):
        arange(2, 3).expand(3)
    with pytest.raises(RuntimeError, match=r"isn't allowed in a leading, non-existing dimension 0"):
        x.expand(-1, 3)


# -- select, slice, narrow ------------------------------------------------------------------
def test_select_errors():
    x = arange(3)
    assert x.select(0, -3).tolist() == 0.0
    with pytest.raises(
        IndexError,
        match=r"^select\(\): index 5 out of range for tensor of size \[3\] at dimension 0$",
    ):
        x.select(0, 5)
    with pytest.raises(IndexError, match=r"index -4 out of range"):
        x.select(0, -4)
    with pytest.raises(IndexError, match=r"select\(\) cannot be applied to a 0-dim tensor"):
        at.tensor(1.0).select(0, 0)


def test_slice_clamps_like_python():
    x = arange(5)
    data = list(range(5))
    for start, end, step in [(None, None, 1), (-2, None, 1), (1, 100, 2), (-100, 3, 1), (4, 1, 1),
                             (3, -1, 1), (7, 9, 1), (None, -7, 2)]:  # fmt: skip
        got = at.slice(x, 0, start, end, step)
        assert got.tolist() == data[start:end:step], (start, end, step)
    assert at.slice(x, 0, 4, 1).storage_offset() == 4
    with pytest.raises(RuntimeError, match="^slice step must be positive$"):
        at.slice(x, 0, None, None, 0)
    with pytest.raises(RuntimeError, match="^slice step must be positive$"):
        at.slice(x, 0, None, None, -1)
    with pytest.raises(IndexError, match=r"slice\(\) cannot be applied to a 0-dim tensor"):
        at.slice(at.tensor(1.0))


def test_narrow_errors():
    x = arange(5)
    assert x.narrow(0, -2, 2).tolist() == [3.0, 4.0]
    assert x.narrow(0, at.tensor(1), 2).tolist() == [1.0, 2.0]
    with pytest.raises(IndexError, match=r"^start out of range \(expected to be in range of "):
        x.narrow(0, 6, 0)
    with pytest.raises(RuntimeError, match=r"^start \(3\) \+ length \(3\) exceeds dimension size"):
        x.narrow(0, 3, 3)
    with pytest.raises(RuntimeError, match=r"length must be non-negative"):
        x.narrow(0, 0, -1)
    with pytest.raises(RuntimeError, match=r"start must be an 0-dim integral Tensor"):
        x.narrow(0, at.tensor(1.0), 2)


# -- split, chunk, unbind ---------------------------------------------------------------------
def test_split_by_size_and_by_sizes():
    x = arange(5, 2)
    assert [p.shape[0] for p in x.split(2)] == [2, 2, 1]
    assert [p.shape[0] for p in x.split([1, 4])] == [1, 4]
    assert [p.shape[0] for p in at.split(x, [2, 3], 0)] == [2, 3]
    assert [p.shape[1] for p in x.split(1, dim=1)] == [1, 1]
    assert [p.shape for p in x.split_with_sizes([5, 0])] == [(5, 2), (0, 2)]
    assert all(base_of(p) is x for p in x.split(2))
    assert len(at.empty((0, 3)).split(0)) == 1
    with pytest.raises(RuntimeError, match=r"split_size can only be 0 if dimension size is 0"):
        x.split(0)
    with pytest.raises(RuntimeError, match=r"split expects split_size be non-negative, but got"):
        x.split(-1)
    with pytest.raises(
        RuntimeError,
        match=r"^split_with_sizes expects split_sizes to sum exactly to 5 \(input tensor's size "
        r"at dimension 0\), but got split_sizes=\[1, 2\]$",
    ):
        x.split([1, 2])
    with pytest.raises(RuntimeError, match=r"non-negative entries, but got split_sizes=\[6, -1\]"):
        x.split([6, -1])
    with pytest.raises(RuntimeError, match="split expects at least a 1-dimensional tensor"):
        at.tensor(1.0).split(1)


def test_chunk_and_unbind():
    x = arange(6, 2)
    assert [p.shape[0] for p in x.chunk(4)] == [2, 2, 2]
    assert [p.shape[0] for p in at.chunk(x, 3, 0)] == [2, 2, 2]
    assert len(at.empty((0,)).chunk(3)) == 3
    with pytest.raises(RuntimeError, match=r"chunk expects `chunks` to be greater than 0, got: 0"):
        x.chunk(0)
    rows = x.unbind()
    assert len(rows) == 6 and rows[2].tolist() == [4.0, 5.0]
    assert [c.tolist()[:2] for c in at.unbind(x, 1)] == [[0.0, 2.0], [1.0, 3.0]]
    assert [r.tolist() for r in x] == [r.tolist() for r in rows]
    with pytest.raises(RuntimeError, match="Dimension specified as 0 but tensor has no dimensions"):
        at.tensor(1.0).unbind()


# -- reshape family ---------------------------------------------------------------------------
def test_reshape_views_when_possible_and_copies_otherwise():
    x = arange(2, 3, 4)
    r = x.reshape(-1)
    assert base_of(r) is x and r.shape == (24,)
    p = x.permute(2, 0, 1)
    assert base_of(p.reshape(4, 6)) is x  # viewable: merged dims are adjacent in memory
    copied = p.reshape(24)
    assert base_of(copied) is None and not shares_storage(copied, x)
    assert copied.tolist() == np.arange(24.0).reshape(2, 3, 4).transpose(2, 0, 1).ravel().tolist()
    assert x.reshape_as(at.empty((6, 4))).shape == (6, 4)
    assert x.view_as(at.empty((4, 6))).stride() == (6, 1)
    with pytest.raises(RuntimeError, match=r"^shape '\[5, -1\]' is invalid for input of size 24$"):
        x.reshape(5, -1)


def test_flatten_unflatten_movedim():
    x = arange(2, 3, 4)
    assert x.flatten().shape == (24,) and x.flatten(1).shape == (2, 12)
    assert x.flatten(0, 1).shape == (6, 4) and x.flatten(-1) is x
    assert at.tensor(3.0).flatten().shape == (1,)
    with pytest.raises(RuntimeError, match="start_dim cannot come after end_dim"):
        x.flatten(2, 1)
    assert x.unflatten(-1, (2, -1)).shape == (2, 3, 2, 2)
    with pytest.raises(
        RuntimeError,
        match=r"^unflatten: Provided sizes \[3, 3\] don't multiply up to the size of dim 2 \(4\) "
        r"in the input tensor$",
    ):
        x.unflatten(2, (3, 3))
    with pytest.raises(RuntimeError, match="unflatten: sizes must be non-empty"):
        x.unflatten(0, ())
    assert x.movedim((0, 1), (2, 0)).shape == (3, 4, 2)
    assert at.moveaxis(x, -1, 0).shape == (4, 2, 3)
    with pytest.raises(RuntimeError, match=r"movedim: repeated dim in `source` \(\[0, -3\]\)"):
        x.movedim((0, -3), (1, 2))
    with pytest.raises(RuntimeError, match=r"movedim: repeated dim in `destination`"):
        x.movedim((0, 1), (1, 1))
    with pytest.raises(RuntimeError, match=r"source \(\[0\] dims\) should contain the same number"):
        x.movedim((0,), (1, 2))


def test_contiguous():
    x = arange(3, 4)
    assert x.contiguous() is x
    y = x.t().contiguous()
    assert y.is_contiguous() and not shares_storage(y, x)
    assert y.tolist() == np.arange(12.0).reshape(3, 4).T.tolist()
    with pytest.raises(RuntimeError, match="preserve memory format is unsupported"):
        x.contiguous(memory_format=at_memory_format("preserve_format"))


def at_memory_format(name):
    from glasstorch.c10.core import layout

    return getattr(layout, name)


# -- as_strided, resize_, alias ---------------------------------------------------------------
def test_as_strided_checks_the_storage_bounds():
    x = arange(3, 4)
    v = at.slice(x, 0, 1)
    assert v.as_strided((2,), (1,)).storage_offset() == 4  # defaults to self's offset
    assert x.as_strided((2, 2), (0, 1)).tolist() == [[0.0, 1.0], [0.0, 1.0]]
    with pytest.raises(
        RuntimeError,
        match=r"^setStorage: sizes \[4, 4\], strides \[4, 1\], storage offset 0, and itemsize 8 "
        r"requiring a storage size of 128 are out of bounds for storage of size 96$",
    ):
        x.as_strided((4, 4), (4, 1))
    with pytest.raises(RuntimeError, match="as_strided: Negative strides are not supported"):
        x.as_strided((2,), (-1,))
    with pytest.raises(RuntimeError, match="mismatch in length of strides and shape"):
        x.as_strided((2, 2), (1,))
    assert at.empty((2,)).as_strided((0, 100), (100, 1), 100).shape == (0, 100)


def test_resize_grows_and_keeps_the_data():
    x = arange(2, 2)
    assert x.resize_(4, 2) is x
    assert x.shape == (4, 2) and x.stride() == (2, 1)
    assert x.tolist()[:2] == [[0.0, 1.0], [2.0, 3.0]]
    x.resize_(3)
    assert x.tolist() == [0.0, 1.0, 2.0]
    m = at.empty((2,), device="meta").resize_(5, 5)
    assert m.shape == (5, 5) and m.is_meta
    with pytest.raises(RuntimeError, match="negative dimension -1"):
        x.resize_(-1)


def test_alias_is_a_view():
    x = arange(3)
    a = at.alias(x)
    assert a is not x and base_of(a) is x and a.stride() == x.stride()


def test_views_of_meta_tensors_keep_the_geometry():
    m = at.empty((2, 3, 4), device="meta")
    assert m.permute(2, 0, 1).stride() == (1, 12, 4)
    assert m.select(1, 1).storage_offset() == 4
    assert m.view(6, 4).is_meta and m.reshape(4, -1).shape == (4, 6)
    assert m.transpose(0, 1).contiguous().is_contiguous()
    assert [p.shape for p in m.split(2, 2)] == [(2, 3, 2), (2, 3, 2)]


# -- property test: chains of views against numpy ------------------------------------------
def _numpy_step(a, kind, args):
    if kind == "permute":
        return a.transpose(args[0])
    if kind == "transpose":
        return np.swapaxes(a, *args)
    if kind == "slice":
        dim, start, end, step = args
        return a[(slice(None),) * dim + (slice(start, end, step),)]
    if kind == "select":
        dim, index = args
        return a[(slice(None),) * dim + (index, Ellipsis)]  # Ellipsis: a 0-d view, not a copy
    if kind == "unsqueeze":
        return np.expand_dims(a, args[0])
    return a.reshape(args[0])


@hs.composite
def view_chains(draw):
    """A shape and a chain of (view op, args) valid for the shapes along the way."""
    shape = tuple(draw(hs.lists(hs.integers(1, 4), max_size=4)))
    a = np.empty(shape)
    steps = []
    for _ in range(draw(hs.integers(0, 6))):
        ndim = a.ndim
        kinds = ["unsqueeze"] + (["permute", "transpose", "slice"] if ndim else [])
        kinds += ["select"] if ndim and a.size else []
        kinds += ["view"] if a.flags.c_contiguous and a.size else []
        kind = draw(hs.sampled_from(kinds))
        if kind == "permute":
            args = (draw(hs.permutations(range(ndim))),)
        elif kind == "transpose":
            args = (draw(hs.integers(-ndim, ndim - 1)), draw(hs.integers(-ndim, ndim - 1)))
        elif kind == "slice":
            dim = draw(hs.integers(0, ndim - 1))
            bound = hs.integers(-a.shape[dim] - 2, a.shape[dim] + 2)
            args = (dim, draw(bound), draw(bound), draw(hs.integers(1, 3)))
        elif kind == "select":
            dim = draw(hs.sampled_from([d for d in range(ndim) if a.shape[d]]))
            args = (dim, draw(hs.integers(-a.shape[dim], a.shape[dim] - 1)))
        elif kind == "unsqueeze":
            args = (draw(hs.integers(-ndim - 1, ndim)),)
        else:
            first = draw(hs.sampled_from([d for d in range(1, a.size + 1) if a.size % d == 0]))
            args = ((first, -1),)
        a = _numpy_step(a, kind, args)
        steps.append((kind, args))
    return shape, steps


@settings(max_examples=150, deadline=None)
@given(view_chains())
def test_chains_of_views_match_numpy(chain):
    shape, steps = chain
    base_np = np.arange(int(np.prod(shape)), dtype=np.float64).reshape(shape)
    x = at.tensor(base_np)
    a, v = base_np, x
    for kind, args in steps:
        a = _numpy_step(a, kind, args)
        v = at.slice(v, *args) if kind == "slice" else getattr(v, kind)(*args)
        assert v.is_contiguous() == a.flags.c_contiguous
    assert v.shape == a.shape
    if v is not x:
        assert base_of(v) is x and shares_storage(v, x)
    if a.size == 0:  # nothing to read or write (its offset may lie past the storage's end)
        return
    np.testing.assert_array_equal(v.numpy(), a)
    offset = (a.__array_interface__["data"][0] - base_np.__array_interface__["data"][0]) // 8
    assert v.storage_offset() == offset
    for size, stride, np_stride in zip(v.shape, v.stride(), a.strides, strict=True):
        assert size == 1 or stride == np_stride // 8
    # Writes through the view land where numpy's do.
    values = -1.0 - np.arange(a.size, dtype=np.float64).reshape(a.shape)
    v.copy_(at.tensor(values))
    a[...] = values
    np.testing.assert_array_equal(x.numpy(), base_np)


def _prime_factors(n):
    factors, p = [], 2
    while n > 1:
        while n % p == 0:
            factors.append(p)
            n //= p
        p += 1
    return factors


@settings(max_examples=200, deadline=None)
@given(hs.lists(hs.integers(1, 4), max_size=4), hs.data())
def test_view_strides_follow_compute_stride_on_every_contiguous_layout(shape, data):
    """``view`` takes a shortcut on row-major memory; its strides are still those of the
    general rule, also when size-1 dims carry arbitrary strides (which are contiguous)."""
    from glasstorch.aten.native.view_ops import compute_stride
    from glasstorch.c10.core.tensor_impl import compute_is_contiguous

    strides = list(arange(*shape).stride())
    for d, size in enumerate(shape):
        if size == 1:
            strides[d] = data.draw(hs.integers(0, 9))
    x = at.as_strided(arange(*shape), shape, strides)
    new = []
    for factor in _prime_factors(int(np.prod(shape))):
        if new and data.draw(hs.booleans()):
            new[-1] *= factor
        else:
            new.append(factor)
    for _ in range(data.draw(hs.integers(0, 2))):
        new.insert(data.draw(hs.integers(0, len(new))), 1)
    v = x.view(new)
    assert v.stride() == compute_stride(tuple(shape), tuple(strides), tuple(new))
    # view passes on what it knows (same element count; a contiguous base's views are
    # contiguous): the general rule agrees.
    assert v.is_contiguous() and compute_is_contiguous(v.shape, v.stride())
    assert v.numel() == x.numel()
    np.testing.assert_array_equal(v.numpy(), x.numpy().reshape(new))
