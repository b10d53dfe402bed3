"""The Fourier transform primitives and the spectral OpInfos: values against numpy.fft,
meta tensors, the primitives' normalization modes and one-sided forms, and their checks."""

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st

SPECTRAL = [info for info in op_db if "spectral" in info.tags]


@pytest.mark.parametrize("info", SPECTRAL, ids=lambda i: i.name)
def test_spectral_opinfos_match_numpy(info):
    for sample in info.sample_inputs():
        result = info.op(at, *sample.tensor_args(at.tensor), **sample.kwargs)
        expected = info.ref(*sample.args, **sample.kwargs)
        assert result.shape == np.shape(expected), sample.name
        np.testing.assert_allclose(result.numpy(), expected, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("info", SPECTRAL, ids=lambda i: i.name)
def test_spectral_opinfos_on_meta_tensors(info):
    def meta(a):
        return at.empty(a.shape, dtype=at.tensor(a).dtype, device="meta")

    for sample in info.sample_inputs():
        if not sample.args:
            continue
        result = info.op(at, *sample.tensor_args(meta), **sample.kwargs)
        expected = info.ref(*sample.args, **sample.kwargs)
        assert result.is_meta and result.shape == np.shape(expected), sample.name


def _scale(normalization, n):
    """The factor a normalization mode applies to an n-point transform."""
    return (1.0, n**-0.5, 1.0 / n)[normalization]


@pytest.mark.parametrize("normalization", [0, 1, 2])
def test_primitives_normalize_the_same_in_both_directions(normalization):
    rng = np.random.default_rng(0)
    z = rng.standard_normal((3, 4)) + 1j * rng.standard_normal((3, 4))
    x = z.real.copy()
    scale = _scale(normalization, 12)
    forward = at._fft_c2c(at.tensor(z), [0, 1], normalization, True)
    np.testing.assert_allclose(forward.numpy(), np.fft.fft2(z) * scale, atol=1e-12)
    inverse = at._fft_c2c(at.tensor(z), [0, 1], normalization, False)
    np.testing.assert_allclose(inverse.numpy(), np.fft.ifft2(z) * 12 * scale, atol=1e-12)
    onesided = at._fft_r2c(at.tensor(x), [0, 1], normalization, True)
    np.testing.assert_allclose(onesided.numpy(), np.fft.rfft2(x) * scale, atol=1e-12)
    full = at._fft_r2c(at.tensor(x), [-1], normalization, False)
    expected = np.fft.fft(x) * _scale(normalization, 4)
    np.testing.assert_allclose(full.numpy(), expected, atol=1e-12)
    real = at._fft_c2r(at.tensor(z[:, :3]), [0, 1], normalization, 4)
    expected = np.fft.irfft2(z[:, :3], s=(3, 4)) * 12 * scale
    np.testing.assert_allclose(real.numpy(), expected, atol=1e-12)


def test_primitive_dtypes_and_checks():
    assert at._fft_r2c(at.ones(4), [0], 0, True).dtype is st.complex64
    assert at._fft_c2r(at.ones(3, dtype=st.complex128), [0], 0, 4).dtype is st.float64
    with pytest.raises(RuntimeError, match="Only supports complex dtypes, but found: Float"):
        at._fft_c2r(at.ones(3), [0], 0, 4)
    with pytest.raises(RuntimeError, match="Only supports floating-point dtypes, but found: Long"):
        at._fft_r2c(at.ones(3, dtype=st.int64), [0], 0, True)
    with pytest.raises(RuntimeError, match="MKL FFT doesn't support tensors of type: Half"):
        at._fft_r2c(at.ones(3, dtype=st.float16), [0], 0, True)
