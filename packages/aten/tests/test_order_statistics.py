"""Order statistics and the newer reductions: the ``order`` OpInfos against numpy (float64,
non-contiguous, meta), then NaN and tie rules, dtypes, return types, out= and PyTorch's
errors, with the values PyTorch 2.13 gives written in as literals."""

import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st

ORDER = [info for info in op_db if "order" in info.tags]
nan = math.nan


def _check(result, expected, name):
    if isinstance(expected, tuple):
        assert len(result) == len(expected), name
        for r, e in zip(result, expected, strict=True):
            _check(r, e, name)
        return
    assert tuple(result.shape) == np.shape(expected), name
    np.testing.assert_allclose(result.numpy(), expected, rtol=1e-12, atol=1e-12, err_msg=name)


def _transposed(a):
    if a.ndim < 2:
        return at.tensor(a, dtype=st.float64)
    return at.from_numpy(np.ascontiguousarray(np.swapaxes(a, -1, -2))).transpose(-1, -2)


@pytest.mark.parametrize("info", ORDER, ids=lambda i: i.name)
@pytest.mark.parametrize("make", [at.tensor, _transposed], ids=["contiguous", "transposed"])
def test_order_opinfos_match_numpy(info, make):
    for sample in info.sample_inputs():
        result = info.op(at, *sample.tensor_args(make), **sample.kwargs)
        _check(result, info.ref(*sample.args, **sample.kwargs), f"{info.name} {sample.name}")


@pytest.mark.parametrize("info", ORDER, ids=lambda i: i.name)
def test_order_opinfos_on_meta_tensors(info):
    def meta(a):
        return at.empty(a.shape, dtype=st.float64, device="meta")

    for sample in info.sample_inputs():
        result = info.op(at, *sample.tensor_args(meta), **sample.kwargs)
        results = result if isinstance(result, tuple) else (result,)
        expected = info.ref(*sample.args, **sample.kwargs)
        expected = expected if isinstance(expected, tuple) else (expected,)
        for r, e in zip(results, expected, strict=True):
            assert r.is_meta and tuple(r.shape) == np.shape(e), info.name


def test_median_is_the_lower_one_and_nan_wins():
    x = at.tensor([[3.0, 1.0, 2.0, 2.0], [1.0, nan, 0.0, 5.0]])
    values, indices = at.median(x, 1)
    assert values.tolist()[0] == 2.0 and math.isnan(values.tolist()[1])
    assert indices.tolist() == [2, 1]  # PyTorch 2.13
    values, indices = at.nanmedian(x, 1)
    assert values.tolist() == [2.0, 1.0] and indices.tolist() == [2, 0]
    values, indices = at.nanmedian(at.tensor([[nan, nan], [1.0, nan]]), 1)
    assert math.isnan(values.tolist()[0]) and indices.tolist() == [0, 0]
    assert at.median(at.tensor([2.0, 1.0, 2.0, 1.0]), 0).indices.item() == 3
    assert at.median(at.tensor([1, 1, 1, 1]), 0).indices.item() == 1
    assert math.isnan(at.median(at.tensor([3.0, nan, 1.0])).item())
    assert at.nanmedian(at.tensor([3.0, nan, 1.0])).item() == 1.0
    assert math.isnan(at.median(at.tensor([])).item())
    assert at.median(at.tensor([5, 1, 4])).dtype is st.int64


def test_kthvalue_mode_and_running_extremes():
    assert at.kthvalue(at.tensor([3.0, 1.0, nan, 1.0]), 4).indices.item() == 2
    assert at.kthvalue(at.tensor(3.0), 1).values.item() == 3.0
    mode = at.mode(at.tensor([[3.0, 1.0, 3.0, 1.0], [2.0, 2.0, 0.0, 0.0]]))
    assert mode.values.tolist() == [1.0, 0.0] and mode.indices.tolist() == [3, 3]
    assert at.mode(at.tensor([3.0, nan, nan])).indices.item() == 0
    assert at.mode(at.tensor([True, False, True])).values.item() is True
    values, indices = at.cummax(at.tensor([1.0, nan, 2.0, nan, 5.0]), 0)
    assert indices.tolist() == [0, 1, 1, 3, 3] and math.isnan(values.tolist()[4])
    assert at.cummin(at.tensor([3.0, 1.0, 1.0, nan, 0.0]), 0).indices.tolist() == [0, 1, 2, 3, 3]
    assert at.cummax(at.tensor([1, 3, 3, 2]), 0).indices.tolist() == [0, 1, 2, 2]
    assert at.cummax(at.empty((0, 3)), 0).values.shape == (0, 3)


def test_return_types_and_out_forms():
    x = at.tensor([[3.0, 1.0], [0.0, 2.0]])
    for name, result in [
        ("median", at.median(x, 0)),
        ("nanmedian", x.nanmedian(0)),
        ("kthvalue", x.kthvalue(1)),
        ("mode", x.mode()),
        ("cummax", x.cummax(0)),
        ("cummin", at.cummin(x, 1)),
    ]:
        assert type(result).__name__ == name and result._fields == ("values", "indices")
    minmax = at.aminmax(x, dim=0)
    assert type(minmax).__name__ == "aminmax" and minmax._fields == ("min", "max")
    values, indices = at.empty(0), at.empty(0, dtype=st.int64)
    at.median(x, 1, out=(values, indices))
    assert values.tolist() == [1.0, 0.0] and indices.tolist() == [1, 0]
    for call, expected in [
        (lambda out: at.nansum(x, out=out), 6.0),
        (lambda out: at.quantile(x, 0.5, dim=0, out=out), [1.5, 1.5]),
        (lambda out: at.trace(x, out=out), 5.0),
    ]:
        out = at.empty(0)
        assert call(out) is out and out.tolist() == expected


def test_nan_reductions_trace_and_aminmax_dtypes():
    assert at.nansum(at.tensor([1, 2])).dtype is st.int64
    assert at.nansum(at.tensor([True, True])).item() == 2
    assert at.nansum(at.tensor([[1.0, nan], [nan, nan]]), 1).tolist() == [1.0, 0.0]
    assert at.nansum(at.tensor([1.5, nan]), dtype=st.float64).dtype is st.float64
    means = at.nanmean(at.tensor([[1.0, nan], [nan, nan]]), 1).tolist()
    assert means[0] == 1.0 and math.isnan(means[1])
    assert at.trace(at.arange(6).reshape(2, 3).int()).dtype is st.int64
    assert at.trace(at.empty((0, 3))).item() == 0.0
    minimum, maximum = at.aminmax(at.tensor([1.0, nan]))
    assert math.isnan(minimum.item()) and math.isnan(maximum.item())
    assert at.aminmax(at.tensor([True, False])).max.item() is True


def test_quantile_interpolations_match_pytorch():
    # PyTorch 2.13: torch.quantile(torch.arange(4.), torch.tensor([0.5, 0.25, 1/6]), ...)
    expected = {
        "linear": [1.5, 0.75, 0.5],
        "lower": [1.0, 0.0, 0.0],
        "higher": [2.0, 1.0, 1.0],
        "nearest": [2.0, 1.0, 0.0],
        "midpoint": [1.5, 0.5, 0.5],
    }
    q = at.tensor([0.5, 0.25, 1 / 6])
    for method, values in expected.items():
        assert at.quantile(at.arange(4.0), q, interpolation=method).tolist() == values
    assert math.isnan(at.quantile(at.tensor([1.0, nan, 3.0]), 0.5).item())
    assert at.nanquantile(at.tensor([1.0, nan, 3.0]), 0.5).item() == 2.0
    assert math.isnan(at.nanquantile(at.tensor([nan]), 0.5).item())
    assert at.quantile(at.tensor(3.0), 0.5, dim=0).item() == 3.0
    assert at.tensor([[0.0, 1.0], [2.0, 3.0]]).quantile(at.tensor([0.5]), 1).shape == (1, 2)


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: at.median(at.tensor([True]), 0), RuntimeError, '"median_out" not implemented for'),
        (lambda: at.median(at.tensor([1j])), RuntimeError, '"median_cpu" not implemented for'),
        (lambda: at.median(at.empty((0, 3)), 0), IndexError, "reduction dim 0 to have non-zero"),
        (lambda: at.median(at.ones(2), 1), IndexError, "Dimension out of range"),
        (lambda: at.kthvalue(at.ones(2), 3), RuntimeError, "k out of range for dimension 0"),
        (lambda: at.kthvalue(at.tensor(3.0), 2), RuntimeError, "k out of range for dimension 0"),
        (lambda: at.mode(at.tensor([1j])), RuntimeError, '"mode_cpu" not implemented for'),
        (lambda: at.cummax(at.tensor([1j]), 0), RuntimeError, '"cummax_cpu" not implemented'),
        (lambda: at.nansum(at.tensor([1j])), RuntimeError, "does not support complex inputs"),
        (lambda: at.nanmean(at.tensor([1, 2])), RuntimeError, "floating point or complex dtype"),
        (lambda: at.trace(at.arange(6.0)), RuntimeError, "expected a matrix, but got tensor with"),
        (lambda: at.aminmax(at.empty(0)), RuntimeError, "cannot compute aminmax over an empty"),
        (lambda: at.aminmax(at.empty((2, 0)), dim=1), IndexError, "aminmax: Expected reduction"),
        (lambda: at.quantile(at.ones(2), 1.5), RuntimeError, "must be in the range \\[0, 1\\] but"),
        (lambda: at.quantile(at.ones(2), at.tensor([1.5])), RuntimeError, "q values must be in"),
        (lambda: at.quantile(at.ones(2, dtype=st.int64), 0.5), RuntimeError, "float or double"),
        (
            lambda: at.quantile(at.ones(2), at.tensor([0.5], dtype=st.float64)),
            RuntimeError,
            "same dtype",
        ),
        (lambda: at.quantile(at.ones(2), at.tensor([[0.5]])), RuntimeError, "scalar or 1D tensor"),
        (lambda: at.quantile(at.ones(2), 0.5, interpolation="foo"), RuntimeError, "but got foo"),
        (
            lambda: at.nanquantile(at.tensor([]), 0.5),
            RuntimeError,
            "input tensor must be non-empty",
        ),
    ],
)
def test_errors_read_like_pytorchs(call, error, message):
    with pytest.raises(error, match=message):
        call()
