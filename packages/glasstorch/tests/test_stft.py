"""``torch.stft``/``torch.istft`` (and the Tensor methods): frames against numpy.fft of
hand-cut frames, values observed from PyTorch 2.13, the round trip, PyTorch's errors and
warnings, and gradients through gradcheck."""

import warnings

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.autograd import gradcheck

RNG = np.random.default_rng(0)
SIGNAL = RNG.standard_normal(100)
BATCH = RNG.standard_normal((2, 101))


def _frames(x, n_fft, hop, window):
    """numpy's stft: frames of n_fft samples every hop, times the window, transformed."""
    count = 1 + (x.shape[-1] - n_fft) // hop
    frames = np.stack([x[..., i * hop : i * hop + n_fft] for i in range(count)], axis=-2)
    return np.swapaxes(np.fft.rfft(frames * window, axis=-1), -1, -2)


@pytest.fixture
def hann():
    return torch.hann_window(16, dtype=torch.float64)


def test_stft_without_centering_matches_numpy(hann):
    result = torch.stft(torch.tensor(BATCH), 16, 5, window=hann, center=False, return_complex=True)
    expected = _frames(BATCH, 16, 5, hann.numpy())
    np.testing.assert_allclose(result.numpy(), expected, atol=1e-12)


@pytest.mark.parametrize("pad_mode", ["reflect", "constant", "replicate", "circular"])
def test_centered_stft_pads_the_signal(hann, pad_mode):
    numpy_mode = {"replicate": "edge", "circular": "wrap"}.get(pad_mode, pad_mode)
    padded = np.pad(SIGNAL, 8, mode=numpy_mode)
    result = torch.stft(
        torch.tensor(SIGNAL), 16, window=hann, pad_mode=pad_mode, return_complex=True
    )
    np.testing.assert_allclose(result.numpy(), _frames(padded, 16, 4, hann.numpy()), atol=1e-12)


def test_short_windows_are_centred_in_the_frame():
    window = torch.hann_window(12, dtype=torch.float64)
    result = torch.tensor(SIGNAL).stft(16, 5, 12, window, center=False, return_complex=True)
    padded_window = np.pad(window.numpy(), 2)
    np.testing.assert_allclose(result.numpy(), _frames(SIGNAL, 16, 5, padded_window), atol=1e-12)
    aligned = torch.stft(
        torch.tensor(SIGNAL),
        16,
        4,
        8,
        torch.ones(8, dtype=torch.float64),
        center=False,
        align_to_window=True,
        return_complex=True,
    )
    assert aligned.shape == (9, 24)  # PyTorch 2.13: 1 + (100 - 8) // 4 frames
    np.testing.assert_allclose(
        aligned.numpy(), _frames(np.pad(SIGNAL, 4), 16, 4, np.pad(np.ones(8), 4)), atol=1e-12
    )


def test_values_observed_from_pytorch(hann):
    # torch.stft(x, 16, window=hann, return_complex=True) of this signal, PyTorch 2.13:
    # the first two entries (real, imag) and the sum of |parts| of view_as_real.
    result = torch.view_as_real(
        torch.stft(torch.tensor(SIGNAL), 16, window=hann, return_complex=True)
    )
    assert result.shape == (9, 26, 2)
    np.testing.assert_allclose(result.numpy().ravel()[:3], [1.251464, 0.0, 1.423883], atol=1e-6)
    np.testing.assert_allclose(np.abs(result.numpy()).sum(), 576.547193, rtol=1e-8)


def test_options_of_the_transform(hann):
    x = torch.tensor(BATCH)
    full = torch.stft(x, 16, window=hann, onesided=False, return_complex=True)
    assert full.shape == (2, 16, 26)
    half = torch.stft(x, 16, window=hann, return_complex=True)
    torch.testing.assert_close(full[:, :9], half)
    normalized = torch.stft(x, 16, window=hann, normalized=True, return_complex=True)
    torch.testing.assert_close(normalized, half / 4)
    complex_input = torch.stft(x.to(torch.complex128), 16, window=hann, return_complex=True)
    assert complex_input.shape == (2, 16, 26)
    with pytest.warns(UserWarning, match="return_complex=False is deprecated"):
        pairs = torch.stft(x, 16, window=hann, return_complex=False)
    torch.testing.assert_close(pairs, torch.view_as_real(half))


def test_missing_window_warns_and_is_rectangular():
    x = torch.tensor(SIGNAL)
    with pytest.warns(UserWarning, match="A window was not provided"):
        result = torch.stft(x, 16, return_complex=True)
    ones = torch.ones(16, dtype=torch.float64)
    torch.testing.assert_close(result, torch.stft(x, 16, window=ones, return_complex=True))


@pytest.mark.parametrize(
    ("kwargs", "length"),
    [
        ({}, None),
        ({"hop_length": 3, "win_length": 10}, None),
        ({"center": False}, None),
        ({"normalized": True}, None),
        ({}, 90),
    ],
)
def test_istft_inverts_stft(kwargs, length):
    x = torch.tensor(BATCH)
    win = kwargs.get("win_length", 16)
    window = torch.hann_window(win, dtype=torch.float64, periodic=True)
    if not kwargs.get("center", True):
        window = torch.ones(win, dtype=torch.float64)
    spectrum = torch.stft(x, 16, window=window, return_complex=True, **kwargs)
    back = torch.istft(spectrum, 16, window=window, length=length, **kwargs)
    # without a length, the frames cover 1 + hop * (frames - 1) ... samples of the 101
    assert back.shape[-1] == (length or {3: 99}.get(kwargs.get("hop_length"), 100))
    torch.testing.assert_close(back, x[..., : back.shape[-1]])


def test_istft_of_two_sided_spectra_and_complex_results(hann):
    x = torch.tensor(BATCH)
    spectrum = torch.stft(x, 16, window=hann, onesided=False, return_complex=True)
    torch.testing.assert_close(
        torch.istft(spectrum, 16, window=hann, onesided=False)[:, :100], x[:, :100]
    )
    as_complex = spectrum.istft(16, window=hann, onesided=False, return_complex=True)
    assert as_complex.dtype is torch.complex128
    torch.testing.assert_close(as_complex.real[:, :100], x[:, :100])


def test_istft_pads_a_longer_length(hann):
    spectrum = torch.stft(torch.tensor(SIGNAL), 16, window=hann, return_complex=True)
    with pytest.warns(UserWarning, match="Result is being padded with zeros"):
        back = torch.istft(spectrum, 16, window=hann, length=120)
    assert back.shape == (120,)
    torch.testing.assert_close(back[:100], torch.tensor(SIGNAL))
    assert back[108:].abs().max().item() == 0  # past the 116 - 8 samples the frames cover


# Messages observed from PyTorch 2.13 (after its description of the call).
@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda x, S: torch.stft(x, 16),
            "stft requires the return_complex parameter be given for real inputs",
        ),
        (
            lambda x, S: torch.stft(x, 16, hop_length=0, return_complex=True),
            "expected hop_length > 0, but got hop_length=0",
        ),
        (
            lambda x, S: torch.stft(x, 16, win_length=20, return_complex=True),
            "expected 0 < win_length <= n_fft, but got win_length=20",
        ),
        (
            lambda x, S: torch.stft(x, 16, window=torch.ones(5), return_complex=True),
            r"expected a 1D window tensor of size equal to win_length=16, but got window with "
            r"size \[5\]",
        ),
        (
            lambda x, S: torch.stft(torch.ones(2, 3, 100), 16, return_complex=True),
            "expected a 1D or 2D tensor",
        ),
        (
            lambda x, S: torch.stft(
                x,
                16,
                onesided=True,
                window=torch.ones(16, dtype=torch.complex64),
                return_complex=True,
            ),
            "Cannot have onesided output if window or input is complex",
        ),
        (
            lambda x, S: torch.stft(x, 16, align_to_window=True, return_complex=True),
            "stft align_to_window should only be set when center = false",
        ),
        (lambda x, S: torch.istft(S.real, 16), "istft requires a complex-valued input tensor"),
        (
            lambda x, S: torch.istft(S, 16, window=torch.ones(3)),
            "Invalid window shape. window has to be 1D and length of `win_length`",
        ),
        (lambda x, S: torch.istft(S, 15), r"to match n_fft / 2 \+ 1 when onesided=True, but got 9"),
        (
            lambda x, S: torch.istft(S, 16, onesided=False),
            "to match n_fft when onesided=False, but got 9",
        ),
        (lambda x, S: torch.istft(S, 16, hop_length=20), "expected 0 < hop_length <= win_length"),
        (
            lambda x, S: torch.istft(
                S, 16, window=torch.hann_window(16, dtype=torch.float64), center=False
            ),
            "window overlap add min: 1",
        ),
        (
            lambda x, S: torch.istft(S[None, None], 16),
            "expected a tensor with 3 or 4 dimensions, but got 5",
        ),
        (lambda x, S: torch.istft(S[:, :0], 16), "input tensor cannot be empty."),
        (
            lambda x, S: torch.istft(S, 16, return_complex=True),
            "Cannot have onesided output if window or input is complex",
        ),
    ],
)
def test_errors(call, message):
    x = torch.tensor(SIGNAL)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        spectrum = torch.stft(x, 16, return_complex=True)
        with pytest.raises(RuntimeError, match=message):
            call(x, spectrum)


def test_stft_gradients(hann):
    x = torch.randn(40, dtype=torch.float64, requires_grad=True)
    assert gradcheck(
        lambda t: torch.view_as_real(torch.stft(t, 16, window=hann, return_complex=True)), (x,)
    )
    short = torch.hann_window(12, dtype=torch.float64)
    assert gradcheck(
        lambda t: torch.view_as_real(
            torch.stft(t, 16, 5, 12, short, center=False, return_complex=True)
        ),
        (x,),
    )


def test_istft_gradients(hann):
    spectrum = torch.stft(
        torch.randn(40, dtype=torch.float64), 16, window=hann, return_complex=True
    )
    pairs = torch.view_as_real(spectrum).detach().requires_grad_(True)
    assert gradcheck(lambda s: torch.istft(torch.view_as_complex(s), 16, window=hann), (pairs,))
    assert gradcheck(
        lambda s: torch.istft(torch.view_as_complex(s), 16, window=hann, length=30), (pairs,)
    )


def test_functional_names_are_the_top_level_ones():
    assert torch.functional.stft is torch.stft
    assert torch.functional.istft is torch.istft
