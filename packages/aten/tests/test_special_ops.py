"""Special functions and the newer pointwise operators: the integer OpInfos, dtypes, in-place
and out= forms, edge values and PyTorch's errors. The float OpInfos run in the pointwise
suite (test_pointwise.py), gradcheck in autograd's."""

import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st

INTEGER = [info for info in op_db if "integer" in info.tags]


@pytest.mark.parametrize("info", INTEGER, ids=lambda i: i.name)
def test_integer_opinfos_match_numpy(info):
    for sample in info.sample_inputs():
        result = info.op(at, *sample.tensor_args(at.tensor))
        expected = info.ref(*sample.args)
        assert result.dtype is st.int64, sample.name
        np.testing.assert_array_equal(result.numpy(), expected, err_msg=sample.name)


def test_integers_and_bools_give_the_default_float_dtype():
    ints, bools = at.tensor([-2, 0, 3]), at.tensor([True, False])
    for name in ("acosh", "asinh", "atanh", "deg2rad", "rad2deg", "erfc", "sinc", "i0",
                 "digamma", "lgamma", "logit"):  # fmt: skip
        assert getattr(at, name)(ints).dtype is st.float32, name
        assert getattr(at, name)(bools).dtype is st.float32, name
    # values observed from PyTorch 2.13
    np.testing.assert_allclose(at.deg2rad(ints).numpy(), [-0.0349066, 0.0, 0.0523599], rtol=1e-5)
    assert at.lgamma(at.tensor([3])).tolist() == pytest.approx([math.log(2)], rel=1e-6)
    assert at.mvlgamma(at.tensor([2, 3]), 1).dtype is st.float32
    assert at.polygamma(0, at.tensor([1, 2])).tolist() == pytest.approx([-0.5772157, 0.4227843])


def test_edge_values_read_like_pytorchs():
    # digamma: -inf at +0, +inf at -0, NaN at the negative integers (PyTorch 2.13)
    psi = at.digamma(at.tensor([0.0, -0.0, -1.0, -1.5])).tolist()
    assert psi[:2] == [-math.inf, math.inf] and math.isnan(psi[2])
    assert psi[3] == pytest.approx(0.7031566)
    assert at.sinc(at.tensor([0.0, 1e-20])).tolist() == [1.0, 1.0]
    logit = at.logit(at.tensor([0.0, 0.3, 1.0, 2.0])).tolist()
    assert logit[0] == -math.inf and logit[2] == math.inf and math.isnan(logit[3])
    assert at.logit(at.tensor([0.0, 1.0]), eps=0.1).tolist() == pytest.approx(
        [-2.1972246, 2.1972246]
    )
    assert at.signbit(at.tensor([-0.0, 0.0, -1.0])).tolist() == [True, False, True]
    assert at.signbit(at.tensor([-3, 3])).tolist() == [True, False]
    assert at.signbit(at.tensor([1], dtype=st.uint8)).tolist() == [False]
    assert at.isposinf(at.tensor([1, 2])).tolist() == [False, False]
    assert at.copysign(at.tensor([1.0, 2.0]), at.tensor([-0.0, 0.0])).tolist() == [-1.0, 2.0]
    step = at.nextafter(at.tensor([1.0], dtype=st.float64), at.tensor([2.0], dtype=st.float64))
    assert step.item() - 1 == np.finfo(np.float64).eps
    assert at.heaviside(at.tensor([-1.0, 0.0, 2.0]), at.tensor([0.5])).tolist() == [0.0, 0.5, 1.0]
    assert at.gcd(at.tensor([-4, 0, 0]), at.tensor([6, 0, -5])).tolist() == [2, 0, 5]
    assert at.lcm(at.tensor([-4, 0, 3]), at.tensor([6, 0, -5])).tolist() == [12, 0, 15]


def test_fmax_fmin_ignore_nan_and_xlogy_zero():
    a = at.tensor([math.nan, 1.0, math.nan])
    b = at.tensor([2.0, math.nan, math.nan])
    assert at.fmax(a, b).tolist()[:2] == [2.0, 1.0] and math.isnan(at.fmax(a, b).tolist()[2])
    assert at.fmin(a, b).tolist()[:2] == [2.0, 1.0]
    x = at.xlogy(at.tensor([0.0, 0.0, 1.0, 2.0]), at.tensor([0.0, math.nan, 0.0, 3.0])).tolist()
    assert x[0] == 0.0 and math.isnan(x[1]) and x[2] == -math.inf
    assert x[3] == pytest.approx(2 * math.log(3))
    assert at.xlogy(at.tensor([1, 2]), at.tensor([2, 3])).dtype is st.float32


def test_binary_dtypes_follow_pytorch():
    ints, floats = at.tensor([4, 6, 3]), at.tensor([-1.5, 0.0, 2.0])
    assert at.fmax(ints, ints).dtype is st.int64
    assert at.copysign(ints, ints).dtype is st.float32
    assert at.logaddexp(floats, ints).dtype is st.float32
    assert (
        at.logaddexp(at.ones(1, dtype=st.float16), at.ones(1, dtype=st.float16)).dtype is st.float16
    )


def test_in_place_and_out_forms():
    x = at.tensor([0.5])
    assert at.atanh_(x) is x and x.item() == pytest.approx(0.5493061)
    g = at.tensor([4])
    assert at.gcd_(g, at.tensor([6])) is g and g.tolist() == [2]
    y = at.tensor([2.0, 3.0])
    assert y.xlogy_(at.tensor([2.0, 3.0])) is y
    assert y.tolist() == pytest.approx([2 * math.log(2), 3 * math.log(3)])
    out = at.empty(0)
    assert at.hypot(at.tensor([3.0]), at.tensor([4.0]), out=out) is out and out.tolist() == [5.0]
    mantissa, exponent = at.empty(1), at.empty(1, dtype=st.int32)
    result = at.frexp(at.tensor([8.0]), out=(mantissa, exponent))
    assert result.mantissa is mantissa and result.exponent is exponent
    assert mantissa.tolist() == [0.5] and exponent.tolist() == [4]
    z = at.tensor([0.5, 1.5])
    assert z.polygamma(1).tolist() == pytest.approx(at.polygamma(1, z).tolist())
    assert z.clone().polygamma_(1).tolist() == pytest.approx(at.polygamma(1, z).tolist())


def test_frexp_returns_mantissa_and_int32_exponent():
    result = at.frexp(at.tensor([0.0, 8.0, -3.5, math.inf]))
    assert type(result).__name__ == "frexp" and result._fields == ("mantissa", "exponent")
    assert result.mantissa.tolist() == [0.0, 0.5, -0.875, math.inf]
    assert result.exponent.dtype is st.int32 and result.exponent.tolist() == [0, 4, 2, 0]


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: at.acosh_(at.tensor([2])), RuntimeError, "result type Float can't be cast"),
        (lambda: at.frexp(at.tensor([1])), RuntimeError, "only supports floating-point dtypes"),
        (lambda: at.polygamma(-1, at.ones(1)), RuntimeError, "does not support negative n"),
        (lambda: at.mvlgamma(at.ones(1), 0), RuntimeError, "p has to be greater than or equal"),
        (lambda: at.signbit(at.tensor([1j])), NotImplementedError, "not implemented for complex"),
        (lambda: at.isposinf(at.tensor([1j])), RuntimeError, "does not support complex inputs"),
        (lambda: at.hypot(at.tensor([1]), at.tensor([1])), RuntimeError, '"hypot_cpu" not impl'),
        (lambda: at.gcd(at.ones(1), at.ones(1)), RuntimeError, '"gcd_cpu" not implemented for'),
        (lambda: at.fmax(at.tensor([1j]), at.tensor([1j])), RuntimeError, "not implemented for c"),
        (lambda: at.heaviside(at.ones(1), at.tensor([1])), RuntimeError, "different dtypes"),
        (lambda: at.igamma(at.tensor([1]), at.tensor([1])), RuntimeError, "igamma_cpu"),
    ],
)
def test_errors_read_like_pytorchs(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_meta_tensors_get_shapes_and_dtypes():
    x = at.empty((2, 3), device="meta")
    assert at.erfc(x).is_meta and at.erfc(x).shape == (2, 3)
    assert at.signbit(x).dtype is st.bool_
    assert at.hypot(x, at.empty((3,), device="meta")).shape == (2, 3)
    mantissa, exponent = at.frexp(x)
    assert mantissa.is_meta and exponent.dtype is st.int32
