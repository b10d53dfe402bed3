"""``torch.fft``: every transform against numpy.fft in float64 (lengths, dims, norms), the
dtype rules and error messages PyTorch has, the sample-frequency and shift helpers, and
gradients of every transform through gradcheck."""

import json
from pathlib import Path

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.autograd import gradcheck

SNAPSHOT = Path(__file__).resolve().parents[3] / "scripts" / "data" / "torch-2.13-api.json"
NORMS = [None, "backward", "ortho", "forward"]
REAL_INPUT = {"rfft", "ihfft", "rfft2", "ihfft2", "rfftn", "ihfftn"}
ONE_D = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft"]
TWO_D = [name + "2" for name in ONE_D]
N_D = [name + "n" for name in ONE_D]


def _signal(shape, complex_, seed=0):
    rng = np.random.default_rng(seed)
    values = rng.standard_normal(shape)
    if complex_:
        values = values + 1j * rng.standard_normal(shape)
    return values


def _numpy_fn(name):
    """numpy.fft's function of the same name (numpy has no hfft2/hfftn/ihfft2/ihfftn)."""
    return getattr(np.fft, name)


def _hermitian_nd(name, x, s, axes, norm):
    """hfftn/ihfftn from numpy's one-dimensional forms: the last axis Hermitian, the others
    ordinary transforms in the same direction."""
    axes = list(range(x.ndim)) if axes is None else list(axes)
    if s is not None and len(axes) != len(s):
        axes = axes[-len(s) :]
    norm = norm or "backward"
    if name.startswith("hfft"):
        if len(axes) > 1:
            x = np.fft.fftn(x, s=None if s is None else s[:-1], axes=axes[:-1], norm=norm)
        return np.fft.hfft(x, n=None if s is None else s[-1], axis=axes[-1], norm=norm)
    y = np.fft.ihfft(x, n=None if s is None else s[-1], axis=axes[-1], norm=norm)
    if len(axes) > 1:
        y = np.fft.ifftn(y, s=None if s is None else s[:-1], axes=axes[:-1], norm=norm)
    return y


def _reference(name, x, size, dim, norm):
    base = name.rstrip("2n")
    if name in ONE_D:
        return _numpy_fn(name)(x, n=size, axis=dim, norm=norm)
    axes = (-2, -1) if name.endswith("2") and dim is None else dim
    if base in ("hfft", "ihfft"):
        return _hermitian_nd(name, x, size, axes, norm)
    return getattr(np.fft, base + "n")(x, s=size, axes=axes, norm=norm)


def test_every_name_of_pytorchs_fft_exists():
    names = json.loads(SNAPSHOT.read_text())["namespaces"]["torch.fft"]
    assert [name for name in names if not hasattr(torch.fft, name)] == []
    assert torch.fft.Tensor is torch.Tensor
    assert set(torch.fft.common_args) == {"input", "generator", "out", "memory_format"}
    assert {"dtype", "device", "requires_grad"} <= set(torch.fft.factory_common_args)


@pytest.mark.parametrize("name", ONE_D)
@pytest.mark.parametrize("norm", NORMS)
@pytest.mark.parametrize(("n", "dim"), [(None, -1), (None, 0), (5, -1), (12, 1), (3, 0)])
def test_one_dimensional_transforms_match_numpy(name, norm, n, dim):
    x = _signal((6, 8), complex_=name not in REAL_INPUT, seed=len(name))
    result = getattr(torch.fft, name)(torch.tensor(x), n=n, dim=dim, norm=norm)
    np.testing.assert_allclose(result.numpy(), _reference(name, x, n, dim, norm), atol=1e-12)


@pytest.mark.parametrize("name", TWO_D + N_D)
@pytest.mark.parametrize("norm", NORMS)
@pytest.mark.parametrize(
    ("s", "dim"),
    [(None, None), ((4, 6), None), (None, (0, 2)), ((3, 10), (2, 0)), ((-1, 6), (1, 2))],
)
def test_multi_dimensional_transforms_match_numpy(name, norm, s, dim):
    x = _signal((4, 5, 6), complex_=name not in REAL_INPUT, seed=len(name))
    kwargs = {"s": s, "norm": norm}
    if dim is not None:
        kwargs["dim"] = dim
    result = getattr(torch.fft, name)(torch.tensor(x), **kwargs)
    if s is not None and -1 in s:  # -1 keeps the input's length (numpy has no such value)
        s = tuple(x.shape[d] if n == -1 else n for d, n in zip(dim, s, strict=True))
    if s is not None and dim is None:
        dim = tuple(range(x.ndim - len(s), x.ndim))
    expected = _reference(name, x, s, dim, norm)
    np.testing.assert_allclose(result.numpy(), expected, atol=1e-11)


def test_round_trips_restore_the_signal():
    x = torch.randn(3, 7, dtype=torch.float64)
    z = torch.randn(3, 8, dtype=torch.complex128)
    for norm in NORMS:
        torch.testing.assert_close(torch.fft.ifft(torch.fft.fft(z, norm=norm), norm=norm), z)
        torch.testing.assert_close(torch.fft.irfft(torch.fft.rfft(x, norm=norm), 7, norm=norm), x)
        torch.testing.assert_close(torch.fft.hfft(torch.fft.ihfft(x, norm=norm), 7, norm=norm), x)
        back = torch.fft.irfftn(torch.fft.rfftn(x, norm=norm), x.shape, norm=norm)
        torch.testing.assert_close(back, x)


def test_minus_one_in_s_keeps_the_default_length():
    z = torch.tensor(_signal((4, 5), complex_=True))
    # the Hermitian dim's default output length is 2 * (m - 1)
    torch.testing.assert_close(torch.fft.irfftn(z, s=(3, -1)), torch.fft.irfftn(z, s=(3, 8)))
    torch.testing.assert_close(torch.fft.hfft2(z, s=(-1, -1)), torch.fft.hfft2(z, s=(4, 8)))
    torch.testing.assert_close(torch.fft.fftn(z, s=(-1, 7)), torch.fft.fftn(z, s=(4, 7)))


def test_hand_computed_values():
    # DFT of [1, 2, 3, 4]: [10, -2+2j, -2, -2-2j].
    x = torch.tensor([1.0, 2.0, 3.0, 4.0])
    expected = torch.tensor([10, -2 + 2j, -2, -2 - 2j], dtype=torch.complex64)
    torch.testing.assert_close(torch.fft.fft(x), expected)
    torch.testing.assert_close(torch.fft.rfft(x), expected[:3])
    torch.testing.assert_close(torch.fft.fft(x, norm="forward"), expected / 4)
    torch.testing.assert_close(torch.fft.fft(x, norm="ortho"), expected / 2)


@pytest.mark.parametrize(
    ("dtype", "expected"),
    [
        (torch.float32, torch.complex64),
        (torch.float64, torch.complex128),
        (torch.int64, torch.complex64),
        (torch.bool, torch.complex64),
        (torch.complex64, torch.complex64),
        (torch.complex128, torch.complex128),
    ],
)
def test_result_dtypes(dtype, expected):
    x = torch.ones(4, dtype=dtype)
    assert torch.fft.fft(x).dtype is expected
    assert torch.fft.fftn(x).dtype is expected
    assert torch.fft.irfft(x).dtype is torch.empty(0, dtype=expected).real.dtype
    if not dtype.is_complex:
        assert torch.fft.rfft(x).dtype is expected
        assert torch.fft.ihfft(x).dtype is expected


def test_integer_inputs_follow_the_default_dtype():
    previous = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    try:
        assert torch.fft.rfft(torch.arange(4)).dtype is torch.complex128
    finally:
        torch.set_default_dtype(previous)


def test_float32_values_are_single_precision_transforms():
    x = _signal(64, complex_=False).astype(np.float32)
    result = torch.fft.rfft(torch.tensor(x))
    assert result.dtype is torch.complex64
    np.testing.assert_allclose(result.numpy(), np.fft.rfft(x), rtol=1e-4, atol=1e-4)


# Messages observed from PyTorch 2.13.
@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (
            lambda: torch.fft.fft(torch.ones(8, dtype=torch.half)),
            RuntimeError,
            "Unsupported dtype Half",
        ),
        (
            lambda: torch.fft.fft(torch.ones(8), norm="bad"),
            RuntimeError,
            'Invalid normalization mode: "bad"',
        ),
        (
            lambda: torch.fft.fft(torch.ones(8), n=0),
            RuntimeError,
            r"Invalid number of data points \(0\) specified",
        ),
        (
            lambda: torch.fft.fft(torch.ones(3), n=-1),
            RuntimeError,
            r"Invalid number of data points \(-1\) specified",
        ),
        (
            lambda: torch.fft.fft(torch.ones(0)),
            RuntimeError,
            r"Invalid number of data points \(0\) specified",
        ),
        (
            lambda: torch.fft.irfft(torch.ones(1)),
            RuntimeError,
            r"Invalid number of data points \(0\) specified",
        ),
        (
            lambda: torch.fft.fft(torch.ones(8), dim=2),
            IndexError,
            r"Dimension out of range \(expected to be in range of \[-1, 0\], but got 2\)",
        ),
        (lambda: torch.fft.fft2(torch.ones(3)), IndexError, "Dimension out of range"),
        (
            lambda: torch.fft.fftn(torch.ones(8), s=(4, 4)),
            RuntimeError,
            "Got shape with 2 values but input tensor only has 1 dimensions.",
        ),
        (
            lambda: torch.fft.fftn(torch.ones(8), s=(4,), dim=(0, 0)),
            RuntimeError,
            "FFT dims must be unique",
        ),
        (
            lambda: torch.fft.fftn(torch.ones(8), s=(4, 5), dim=(0,)),
            RuntimeError,
            "When given, dim and shape arguments must have the same length",
        ),
        (
            lambda: torch.fft.rfft(torch.ones(8, dtype=torch.complex64)),
            RuntimeError,
            "rfft expects a real input tensor, but got ComplexFloat",
        ),
        (
            lambda: torch.fft.ihfft(torch.ones(8, dtype=torch.complex64)),
            RuntimeError,
            "ihfft expects a real input tensor, but got ComplexFloat",
        ),
        (
            lambda: torch.fft.rfftn(torch.ones(8, dtype=torch.complex64)),
            RuntimeError,
            "rfftn expects a real-valued input tensor, but got ComplexFloat",
        ),
        (
            lambda: torch.fft.ihfftn(torch.ones(8, dtype=torch.complex64)),
            RuntimeError,
            "Only supports floating-point dtypes, but found: ComplexFloat",
        ),
        (
            lambda: torch.fft.rfftn(torch.tensor(1.0)),
            RuntimeError,
            "rfftn must transform at least one axis",
        ),
        (
            lambda: torch.fft.fftfreq(5, dtype=torch.int64),
            RuntimeError,
            "fftfreq requires a floating point or complex dtype",
        ),
        (
            lambda: torch.fft.fft(torch.ones(3), out=torch.empty(3)),
            RuntimeError,
            "fft expects a complex output tensor, but got Float",
        ),
        (
            lambda: torch.fft.fft2(torch.ones(3, 3), out=torch.empty(3)),
            RuntimeError,
            "fftn expects a complex output tensor, but got Float",
        ),
        (
            lambda: torch.fft.irfft(torch.ones(3), out=torch.empty(4, dtype=torch.complex64)),
            RuntimeError,
            "irfft expects a floating point output tensor, but got ComplexFloat",
        ),
        (
            lambda: torch._fft_c2c(torch.ones(3), [0], 0, True),
            RuntimeError,
            "Only supports complex dtypes, but found: Float",
        ),
    ],
)
def test_errors(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_zero_dim_input_with_no_transformed_dims_is_converted():
    result = torch.fft.fftn(torch.tensor(2.0))
    assert result.dtype is torch.complex64
    assert result.shape == ()
    assert result.item() == 2


def test_out_keeps_the_out_tensor_and_casts():
    out = torch.empty(0, dtype=torch.complex128)
    x = torch.arange(4.0)
    returned = torch.fft.fft(x, out=out)
    assert returned is out
    np.testing.assert_allclose(out.numpy(), np.fft.fft(np.arange(4.0)), atol=1e-6)
    real_out = torch.empty(6, dtype=torch.float64)
    torch.fft.irfft(torch.fft.rfft(torch.arange(6.0)), out=real_out)
    np.testing.assert_allclose(real_out.numpy(), np.arange(6.0), atol=1e-5)


@pytest.mark.parametrize("n", [1, 4, 5, 8])
@pytest.mark.parametrize("d", [1.0, 0.25])
def test_sample_frequencies_match_numpy(n, d):
    np.testing.assert_allclose(torch.fft.fftfreq(n, d).numpy(), np.fft.fftfreq(n, d), rtol=1e-6)
    np.testing.assert_allclose(torch.fft.rfftfreq(n, d).numpy(), np.fft.rfftfreq(n, d), rtol=1e-6)


def test_sample_frequency_factory_arguments():
    freq = torch.fft.fftfreq(5, dtype=torch.float64, requires_grad=True)
    assert freq.dtype is torch.float64
    assert freq.requires_grad
    assert torch.fft.rfftfreq(4, device="cpu").dtype is torch.float32
    assert torch.fft.fftfreq(0).shape == (0,)
    out = torch.empty(0, dtype=torch.float64)
    torch.fft.rfftfreq(6, 2.0, out=out)
    np.testing.assert_allclose(out.numpy(), np.fft.rfftfreq(6, 2.0))
    # PyTorch 2.13 fills the frequencies with arange, which has no complex kernel.
    with pytest.raises(NotImplementedError, match="arange_cpu"):
        torch.fft.fftfreq(4, dtype=torch.complex64)


@pytest.mark.parametrize("dim", [None, 0, 1, (0, 1), (-1,)])
def test_shifts_match_numpy(dim):
    x = np.arange(30.0).reshape(5, 6)
    axes = dim if not isinstance(dim, int) else (dim,)
    shifted = torch.fft.fftshift(torch.tensor(x), dim=dim)
    np.testing.assert_array_equal(shifted.numpy(), np.fft.fftshift(x, axes=axes))
    back = torch.fft.ifftshift(shifted, dim=dim)
    np.testing.assert_array_equal(back.numpy(), x)
    np.testing.assert_array_equal(
        torch.fft.ifftshift(torch.tensor(x), dim=dim).numpy(), np.fft.ifftshift(x, axes=axes)
    )


def _as_real_function(name, complex_input, **kwargs):
    """The transform as a function of real float64 tensors (gradcheck checks real inputs
    and outputs): complex inputs as (real, imag) pairs, complex results likewise."""
    function = getattr(torch.fft, name)

    def call(x):
        result = function(torch.view_as_complex(x) if complex_input else x, **kwargs)
        return torch.view_as_real(result) if result.is_complex() else result

    return call


@pytest.mark.parametrize(
    ("name", "complex_input"),
    [
        (name, c)
        for name in ONE_D + TWO_D + N_D
        for c in (False, True)
        if not c or name not in REAL_INPUT
    ],
)
@pytest.mark.parametrize("norm", [None, "ortho", "forward"])
def test_gradcheck(name, complex_input, norm):
    shape = (3, 5, 2) if complex_input else (3, 5)
    x = torch.randn(*shape, dtype=torch.float64, requires_grad=True)
    assert gradcheck(_as_real_function(name, complex_input, norm=norm), (x,))


@pytest.mark.parametrize(
    ("name", "kwargs"),
    [
        ("fft", {"n": 7}),
        ("rfft", {"n": 3, "dim": 0}),
        ("irfft", {"n": 6}),
        ("irfft", {"n": 9}),
        ("hfft", {"n": 4}),
        ("ihfft", {"n": 8}),
        ("rfftn", {"s": (2, 6)}),
        ("irfftn", {"s": (4, 7)}),
        ("hfftn", {"s": (2, 5)}),
        ("ihfftn", {"s": (4, 3), "dim": (1, 0)}),
    ],
)
def test_gradcheck_with_cropping_and_padding(name, kwargs):
    complex_input = name not in REAL_INPUT
    shape = (3, 5, 2) if complex_input else (3, 5)
    x = torch.randn(*shape, dtype=torch.float64, requires_grad=True)
    assert gradcheck(_as_real_function(name, complex_input, **kwargs), (x,))


def test_gradient_of_a_real_input_is_real():
    x = torch.randn(6, dtype=torch.float64, requires_grad=True)
    torch.fft.fft(x).abs().sum().backward()
    assert x.grad.dtype is torch.float64


def test_shift_gradients():
    x = torch.randn(4, 5, dtype=torch.float64, requires_grad=True)
    assert gradcheck(lambda t: torch.fft.fftshift(t, dim=(0, 1)), (x,))
