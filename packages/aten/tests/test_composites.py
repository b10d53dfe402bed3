"""Operators built from others, and searchsorted/bucketize/isin/histc, against numpy in
float64: contiguous, non-contiguous and meta inputs, and PyTorch's errors."""

import warnings

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st

COMPOSITES = [info for info in op_db if "composite" in info.tags]


def _run(info, make):
    for sample in info.sample_inputs():
        args = sample.tensor_args(make)
        result = info.op(at, *args, **sample.tensor_kwargs(make))
        yield sample, result, info.ref(*sample.args, **sample.kwargs)


def transposed(array):
    """A non-contiguous tensor over ``array``'s values (2-D and up: the last two dims)."""
    if array.ndim < 2:
        return at.tensor(array, dtype=st.float64)
    swapped = np.ascontiguousarray(np.swapaxes(array, -1, -2))
    return at.from_numpy(swapped).transpose(-1, -2)


@pytest.mark.parametrize("info", COMPOSITES, ids=lambda i: i.name)
def test_composite_opinfos_match_numpy(info):
    for sample, result, expected in _run(info, lambda a: at.tensor(a, dtype=st.float64)):
        np.testing.assert_allclose(result.numpy(), expected, rtol=1e-12, atol=1e-12,
                                   err_msg=sample.name)  # fmt: skip
        assert result.numpy().dtype == np.asarray(expected).dtype, sample.name


@pytest.mark.parametrize("info", COMPOSITES, ids=lambda i: i.name)
def test_composite_opinfos_on_non_contiguous_inputs(info):
    for sample, result, expected in _run(info, transposed):
        np.testing.assert_allclose(result.numpy(), expected, rtol=1e-12, atol=1e-12,
                                   err_msg=sample.name)  # fmt: skip


@pytest.mark.parametrize("info", [i for i in COMPOSITES if i.supports_meta], ids=lambda i: i.name)
def test_composite_opinfos_on_meta_tensors(info):
    def meta(a):
        return at.empty(a.shape, dtype=st.float64, device="meta")

    for sample, result, expected in _run(info, meta):
        assert result.is_meta and result.shape == np.shape(expected), sample.name


def test_errors_read_like_pytorchs():
    cases = [
        (lambda: at.histc(at.ones(2), bins=0), "^torch.histogram\\(\\): bins must be > 0"),
        (lambda: at.histc(at.ones(2), min=3, max=1), "^torch.histc: max must be larger than min$"),
        (lambda: at.histc(at.ones(2, dtype=st.int64)), "not implemented for 'Long'"),
        (
            lambda: at.searchsorted(at.ones(2, 3), at.ones(3, 2)),
            "^torch.searchsorted\\(\\): boundaries tensor should be 1 dimension or the first",
        ),
        (lambda: at.searchsorted(at.ones(3), at.ones(2), side="x"), "side can only be 'left'"),
        (
            lambda: at.searchsorted(at.ones(3), at.ones(2), side="left", right=True),
            "side and right can't be set to opposites",
        ),
        (lambda: at.bucketize(at.ones(2), at.ones(2, 2)), "^boundaries tensor must be 1 dimension"),
        (lambda: at.cdist(at.ones(3), at.ones(3, 3)), "^cdist only supports at least 2D tensors"),
        (lambda: at.cdist(at.ones(2, 3), at.ones(3, 2)), "must have the same number of columns"),
        (lambda: at.diff(at.tensor(1.0)), "^diff expects input to be at least one-dimensional$"),
        (lambda: at.meshgrid(at.ones(2), indexing="ab"), 'indexing must be one of "xy" or "ij"'),
        (lambda: at.meshgrid(at.ones(2, 2), indexing="ij"), "Expected 0D or 1D tensor"),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()


def test_meshgrid_warns_without_indexing_and_takes_a_list():
    a, b = at.arange(3), at.arange(2)
    with pytest.warns(UserWarning, match="required to pass the indexing argument"):
        grids = at.meshgrid(a, b)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        listed = at.meshgrid([a, b], indexing="ij")
    for g, h in zip(grids, listed, strict=True):
        assert g.shape == (3, 2) and g.tolist() == h.tolist()
    assert at.cartesian_prod(a).tolist() == [0, 1, 2]


def test_diff_of_bools_is_xor_and_logcumsumexp_keeps_minus_infinity():
    assert at.diff(at.tensor([True, False, False])).tolist() == [True, False]
    assert at.logcumsumexp(at.tensor([-np.inf, 0.0]), 0).tolist() == [-np.inf, 0.0]
    every = at.logcumsumexp(at.tensor([-np.inf, -np.inf]), 0).tolist()
    assert every == [-np.inf, -np.inf]
    assert at.count_nonzero(at.tensor([[0, 1], [2, 0]])).dtype is st.int64
