"""bincount, histogram, histogramdd, cov and corrcoef: the ``histogram`` OpInfos against
numpy, then dtypes, return types, weights, density, edge cases and PyTorch's errors
(values observed from PyTorch 2.13)."""

import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st

HISTOGRAMS = [info for info in op_db if "histogram" in info.tags]


@pytest.mark.parametrize("info", HISTOGRAMS, ids=lambda i: i.name)
def test_histogram_opinfos_match_numpy(info):
    for sample in info.sample_inputs():
        result = info.op(at, *sample.tensor_args(at.tensor), **sample.tensor_kwargs(at.tensor))
        expected = info.ref(*sample.args, **sample.kwargs)
        np.testing.assert_allclose(result.numpy(), expected, rtol=1e-12, err_msg=sample.name)


def test_bincount_dtypes():
    assert at.bincount(at.tensor([0, 3, 1, 3])).tolist() == [1, 1, 0, 2]
    assert at.bincount(at.tensor([0, 3]), at.tensor([0.5, 1.0])).dtype is st.float32
    assert at.bincount(at.tensor([0, 3]), at.tensor([2, 1])).dtype is st.float64
    assert at.bincount(at.tensor([], dtype=st.int64)).tolist() == []
    assert at.bincount(at.tensor([1, 2], dtype=st.uint8)).tolist() == [0, 1, 1]
    assert at.tensor([0, 3]).bincount(minlength=6).tolist() == [1, 0, 0, 1, 0, 0]


def test_histogram_edges_weights_and_density():
    hist, edges = at.histogram(
        at.tensor([1.0, 2.0, 1.0]), bins=4, range=(0.0, 3.0), weight=at.tensor([1.0, 2.0, 4.0])
    )
    assert hist.tolist() == [0.0, 5.0, 2.0, 0.0] and edges.tolist() == [0.0, 0.75, 1.5, 2.25, 3.0]
    result = at.tensor([1.0, 2.0, 1.0]).histogram(4, range=(0.0, 3.0), density=True)
    assert type(result).__name__ == "histogram" and result._fields == ("hist", "bin_edges")
    assert (result.hist * 0.75).sum().item() == pytest.approx(1.0)
    same = at.histogram(at.tensor([1.0, 1.0]), bins=2)
    assert same.hist.tolist() == [0.0, 2.0] and same.bin_edges.tolist() == [0.5, 1.0, 1.5]
    empty = at.histogram(at.tensor([]), bins=2)
    assert empty.hist.tolist() == [0.0, 0.0] and empty.bin_edges.tolist() == [0.0, 0.5, 1.0]
    assert at.histogram(at.tensor([1.0], dtype=st.float64), bins=2).hist.dtype is st.float64


def test_histogramdd_returns_a_tuple_of_edges():
    points = at.tensor([[0.0, 1.0], [1.0, 0.0], [2.0, 0.0], [2.0, 2.0]])
    result = at.histogramdd(points, bins=[3, 3], weight=at.tensor([1.0, 2.0, 4.0, 8.0]))
    assert type(result).__name__ == "histogramdd" and isinstance(result.bin_edges, tuple)
    assert result.hist.tolist() == [[0.0, 1.0, 0.0], [2.0, 0.0, 0.0], [4.0, 0.0, 8.0]]
    dense = at.histogramdd(points, bins=2, range=[0.0, 1.0, 0.0, 1.0], density=True)
    assert dense.hist.tolist() == [[0.0, 2.0], [2.0, 0.0]]
    edges = [at.tensor([0.0, 1.0, 2.0]), at.tensor([0.0, 2.0])]
    assert at.histogramdd(points[:3], bins=edges).hist.tolist() == [[1.0], [2.0]]


def test_cov_and_corrcoef():
    x = at.tensor([[0.0, 1.0, 2.0], [2.0, 1.0, 0.5]])
    np.testing.assert_allclose(at.cov(x).numpy(), [[1.0, -0.75], [-0.75, 0.5833333]], rtol=1e-6)
    weighted = at.cov(
        x, correction=0, fweights=at.tensor([1, 2, 1]), aweights=at.tensor([0.5, 1.0, 2.0])
    )
    np.testing.assert_allclose(
        weighted.numpy(), [[0.4444444, -0.2962963], [-0.2962963, 0.2098765]], rtol=1e-6
    )
    assert at.cov(at.tensor([[0, 1, 3]])).dtype is st.float32
    assert at.corrcoef(at.tensor([0.0, 1.0, 3.0])).item() == 1.0
    with pytest.warns(UserWarning, match="degrees of freedom is <= 0"):
        assert math.isnan(at.cov(at.tensor([[1.0]])).item())


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: at.bincount(at.tensor([-1, 3])), "1-d non-negative integral inputs"),
        (lambda: at.bincount(at.tensor([[1]])), "1-d non-negative integral inputs"),
        (lambda: at.bincount(at.tensor([1.0])), "\"bincount_cpu\" not implemented for 'Float'"),
        (lambda: at.bincount(at.tensor([1]), minlength=-1), "minlength should be >= 0"),
        (lambda: at.bincount(at.tensor([1, 2]), at.tensor([1.0])), "same length as input"),
        (lambda: at.histogram(at.tensor([1, 2]), bins=2), "not implemented for 'Long'"),
        (lambda: at.histogram(at.ones(2), bins=2, range=(3.0, 1.0)), "min 3 max 1 for dimension 0"),
        (lambda: at.histogram(at.ones(2), bins=0), "bins must be > 0, but got 0 for dimension 0"),
        (
            lambda: at.histogram(at.tensor([1.0, math.inf]), bins=2),
            "range \\[1, inf\\] is not finite",
        ),
        (
            lambda: at.histogram(at.ones(2), bins=2, weight=at.ones(2, dtype=st.float64)),
            "input\\(float\\), and weight\\(double\\)",
        ),
        (lambda: at.histogramdd(at.ones(2), bins=2), "at least 2 dimensions"),
        (lambda: at.cov(at.ones((2, 2, 2))), "two or fewer dimensions but got an input with 3"),
        (lambda: at.cov(at.ones((2, 3)), fweights=at.ones(3)), "fweights to have integral dtype"),
        (
            lambda: at.cov(at.ones((2, 3)), aweights=at.ones(2)),
            "same numel as there are observations",
        ),
        (
            lambda: at.cov(at.ones((2, 3)), fweights=at.tensor([1, -1, 1])),
            "fweights cannot be negative",
        ),
    ],
)
def test_errors_read_like_pytorchs(call, message):
    with pytest.raises(RuntimeError, match=message):
        call()
