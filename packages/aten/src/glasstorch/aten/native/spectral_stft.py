"""The short-time Fourier transform and its inverse: ``stft`` and ``istft``.

Mirrors ``native/SpectralOps.cpp``: ``stft`` cuts the (optionally padded) signal into
overlapping frames with a strided view, multiplies each by the window (zero-padded on both
sides to ``n_fft``) and transforms the frames with ``_fft_r2c`` or ``_fft_c2c``; ``istft``
transforms the frames back, multiplies by the window again, overlap-adds them and divides
by the overlap-added squared window. Both are CompositeImplicitAutograd: autograd
differentiates the operators they call.
"""

from __future__ import annotations

import warnings
from typing import Any

from ._lazy import ops

__all__ = ["istft", "stft", "stft_center"]

_NORM_NONE, _NORM_BY_ROOT_N, _NORM_BY_N = 0, 1, 2


def _tensor_repr(t: Any, legacy: bool) -> str:
    """How PyTorch's stft/istft messages name a tensor (``torch.FloatTensor[116]``)."""
    if t is None:
        return "None"
    sizes = ", ".join(str(s) for s in t._impl.sizes)
    name = t._impl.dtype.scalar_type.name
    if legacy:
        return f"torch.{name}Tensor[{sizes}]"
    return f"CPU{name}Type[{sizes}]"


def _window_repr(window: Any) -> str:
    if window is None:
        return "None"
    sizes = ", ".join(str(s) for s in window._impl.sizes)
    return f"torch.{window._impl.dtype.scalar_type.name}Tensor{{[{sizes}]}}"


def _flag(value: bool | None) -> str:
    return "None" if value is None else str(int(value))


def _centered_window(window: Any, win_length: int, n_fft: int, like: Any) -> Any:
    """The window (ones without one) zero-padded on both sides to ``n_fft``."""
    if window is None:
        window = ops.ones.call((win_length,), like._impl.dtype, None, like._impl.device, None)
    if win_length == n_fft:
        return window
    left = (n_fft - win_length) // 2
    return ops.constant_pad_nd.call(window, (left, n_fft - win_length - left), 0)


def stft(
    self: Any,
    n_fft: int,
    hop_length: int | None = None,
    win_length: int | None = None,
    window: Any = None,
    normalized: bool = False,
    onesided: bool | None = None,
    return_complex: bool | None = None,
    align_to_window: bool | None = None,
) -> Any:
    """The spectra of overlapping frames of a 1-D signal (or a batch of them): shape
    ``(batch, frequencies, frames)``."""
    hop = n_fft >> 2 if hop_length is None else hop_length
    win = n_fft if win_length is None else win_length
    prefix = (
        f"stft({_tensor_repr(self, True)}, n_fft={n_fft}, hop_length={hop}, win_length={win}, "
        f"window={_window_repr(window)}, normalized={int(normalized)}, "
        f"onesided={_flag(onesided)}, return_complex={_flag(return_complex)}, "
        f"align_to_window={_flag(align_to_window)}) : "
    )
    if window is None:
        warnings.warn(
            "A window was not provided. A rectangular window will be applied,which is known to "
            "cause spectral leakage. Other windows such as torch.hann_window or "
            "torch.hamming_window are recommended to reduce spectral leakage.To suppress this "
            "warning and use a rectangular window, explicitly set "
            "`window=torch.ones(n_fft, device=<device>)`.",
            UserWarning,
            stacklevel=2,
        )
    complex_input = self._impl.dtype.is_complex or (
        window is not None and window._impl.dtype.is_complex
    )
    if not (complex_input if return_complex is None else return_complex):
        if return_complex is None:
            raise RuntimeError(
                "stft requires the return_complex parameter be given for real inputs, and will "
                "further require that return_complex=True in a future PyTorch release."
            )
        warnings.warn(
            "stft with return_complex=False is deprecated. In a future pytorch release, stft "
            "will return complex tensors for all inputs, and return_complex=False will raise "
            "an error.\nNote: you can still call torch.view_as_real on the complex output to "
            "recover the old return format.",
            UserWarning,
            stacklevel=2,
        )
        return_complex = False
    ndim = self._impl.dim()
    if ndim not in (1, 2):
        raise RuntimeError(prefix + "expected a 1D or 2D tensor")
    signal = ops.unsqueeze.call(self, 0) if ndim == 1 else self
    length = signal._impl.sizes[1]
    if n_fft <= 0 or n_fft > length:
        raise RuntimeError(prefix + f"expected 0 < n_fft < {length}, but got n_fft={n_fft}")
    if hop <= 0:
        raise RuntimeError(prefix + f"expected hop_length > 0, but got hop_length={hop}")
    if win <= 0 or win > n_fft:
        raise RuntimeError(prefix + f"expected 0 < win_length <= n_fft, but got win_length={win}")
    if window is not None and (window._impl.dim() != 1 or window._impl.sizes[0] != win):
        raise RuntimeError(
            prefix + f"expected a 1D window tensor of size equal to win_length={win}, but got "
            f"window with size {list(window._impl.sizes)}"
        )
    if align_to_window and win < n_fft:
        # frames start where their window starts: the window's zero padding reaches past
        # both ends of the signal
        left = (n_fft - win) // 2
        signal = ops.constant_pad_nd.call(signal, (left, n_fft - win - left), 0)
        length = signal._impl.sizes[1]
    padded_window = None
    if window is not None or win < n_fft:
        padded_window = _centered_window(window, win, n_fft, signal)
    frames = 1 + (length - n_fft) // hop
    impl = signal._impl
    batch_stride, step = impl.strides
    signal = ops.as_strided.call(
        signal,
        (impl.sizes[0], frames, n_fft),
        (batch_stride, hop * step, step),
        impl.storage_offset,
    )
    if padded_window is not None:
        signal = ops.mul_Tensor.call(signal, padded_window)
    complex_fft = signal._impl.dtype.is_complex
    onesided = not complex_fft if onesided is None else onesided
    mode = _NORM_BY_ROOT_N if normalized else _NORM_NONE
    if complex_fft:
        if onesided:
            raise RuntimeError("Cannot have onesided output if window or input is complex")
        out = ops._fft_c2c.call(signal, (2,), mode, True)
    else:
        out = ops._fft_r2c.call(signal, (2,), mode, onesided)
    out = ops.transpose_int.call(out, 1, 2)
    if ndim == 1:
        out = ops.squeeze_dim.call(out, 0)
    return out if return_complex else ops.view_as_real.call(out)


def stft_center(
    self: Any,
    n_fft: int,
    hop_length: int | None = None,
    win_length: int | None = None,
    window: Any = None,
    center: bool = True,
    pad_mode: str = "reflect",
    normalized: bool = False,
    onesided: bool | None = None,
    return_complex: bool | None = None,
    align_to_window: bool | None = None,
) -> Any:
    """``stft`` with the signal padded by ``n_fft // 2`` on both sides (``pad_mode``) when
    ``center``, so that frame ``t`` is centred on sample ``t * hop_length``."""
    if center and align_to_window is not None:
        raise RuntimeError("stft align_to_window should only be set when center = false")
    if center:
        ndim = self._impl.dim()
        extended = ops.reshape.call(self, (1,) * (3 - ndim) + tuple(self._impl.sizes))
        pad = n_fft // 2
        padded = ops.pad.call(extended, (pad, pad), pad_mode, None)
        self = ops.reshape.call(padded, tuple(padded._impl.sizes[-ndim:]))
    return stft(
        self, n_fft, hop_length, win_length, window, normalized, onesided, return_complex,
        align_to_window,
    )  # fmt: skip


def _overlap_add(frames: Any, hop: int, length: int) -> Any:
    """``(channels, n_frames, n_fft)`` frames summed into ``(channels, length)`` signals,
    frame ``i`` starting at ``i * hop`` (``unfold``'s adjoint)."""
    channels, count, size = frames._impl.sizes
    device = frames._impl.device
    starts = ops.arange_start_step.call(0, count * hop, hop, None, None, device, None)
    offsets = ops.arange.call(size, None, None, device, None)
    index = ops.reshape.call(
        ops.add_Tensor.call(ops.unsqueeze.call(starts, 1), offsets), (count * size,)
    )
    zeros = ops.zeros.call((channels, length), frames._impl.dtype, None, device, None)
    source = ops.reshape.call(frames, (channels, count * size))
    return ops.index_add.call(zeros, 1, index, source)


def istft(
    self: Any,
    n_fft: int,
    hop_length: int | None = None,
    win_length: int | None = None,
    window: Any = None,
    center: bool = True,
    normalized: bool = False,
    onesided: bool | None = None,
    length: int | None = None,
    return_complex: bool = False,
) -> Any:
    """The signal whose ``stft`` (with the same arguments) is ``self``, by overlap-adding
    the inverse transforms of its frames."""
    hop = n_fft >> 2 if hop_length is None else hop_length
    win = n_fft if win_length is None else win_length
    if not self._impl.dtype.is_complex:
        raise RuntimeError(
            "istft requires a complex-valued input tensor matching the output from stft with "
            "return_complex=True."
        )
    prefix = (
        f"istft({_tensor_repr(self, False)}, n_fft={n_fft}, hop_length={hop}, "
        f"win_length={win}, window={_window_repr(window)}, center={int(center)}, "
        f"normalized={int(normalized)}, onesided={_flag(onesided)}, "
        f"length={'None' if length is None else length}, return_complex={int(return_complex)}) "
    )
    if window is None:
        warnings.warn(
            "A window was not provided. A rectangular window will be applied.Please provide the "
            "same window used by stft to make the inversion lossless.To suppress this warning "
            "and use a rectangular window, explicitly set "
            "`window=torch.ones(n_fft, device=<device>)`.",
            UserWarning,
            stacklevel=2,
        )
    ndim = self._impl.dim() + 1
    if self._impl.numel() == 0:
        raise RuntimeError(prefix + ": input tensor cannot be empty.")
    if ndim not in (3, 4):
        raise RuntimeError(prefix + f": expected a tensor with 3 or 4 dimensions, but got {ndim}")
    fft_size, n_frames = self._impl.sizes[-2:]
    expected_length = n_fft + hop * (n_frames - 1)
    onesided = fft_size != n_fft if onesided is None else onesided
    if onesided and n_fft // 2 + 1 != fft_size:
        raise RuntimeError(
            prefix + ": expected the frequency dimension (3rd to the last) of the input tensor "
            f"to match n_fft / 2 + 1 when onesided=True, but got {fft_size}"
        )
    if not onesided and n_fft != fft_size:
        raise RuntimeError(
            prefix + ": expected the frequency dimension (3rd to the last) of the input tensor "
            f"to match n_fft when onesided=False, but got {fft_size}"
        )
    if not 0 < hop <= win:
        raise RuntimeError(prefix + ": expected 0 < hop_length <= win_length")
    if not 0 < win <= n_fft:
        raise RuntimeError(prefix + ": expected 0 < win_length <= n_fft")
    if window is not None and (window._impl.dim() != 1 or window._impl.sizes[0] != win):
        raise RuntimeError(
            prefix + ": Invalid window shape. window has to be 1D and length of `win_length`"
        )
    real_dtype = ops.view_as_real.call(self)._impl.dtype
    if window is None:
        window = ops.ones.call((win,), real_dtype, None, self._impl.device, None)
    padded_window = _centered_window(window, win, n_fft, self)
    spectra = self if ndim == 4 else ops.unsqueeze.call(self, 0)
    spectra = ops.transpose_int.call(spectra, 1, 2)  # (channels, n_frames, fft_size)
    mode = _NORM_BY_ROOT_N if normalized else _NORM_BY_N
    if return_complex:
        if onesided:
            raise RuntimeError("Cannot have onesided output if window or input is complex")
        frames = ops._fft_c2c.call(spectra, (2,), mode, False)
    else:
        if window._impl.dtype.is_complex:
            raise RuntimeError("Complex windows are incompatible with return_complex=False")
        if not onesided:
            spectra = ops.narrow.call(spectra, -1, 0, n_fft // 2 + 1)
        frames = ops._fft_c2r.call(spectra, (2,), mode, n_fft)
    signal = _overlap_add(ops.mul_Tensor.call(frames, padded_window), hop, expected_length)
    squared = ops.mul_Tensor.call(padded_window, padded_window)
    envelope = _overlap_add(
        ops.expand.call(ops.reshape.call(squared, (1, 1, n_fft)), (1, n_frames, n_fft), False),
        hop,
        expected_length,
    )
    start = n_fft // 2 if center else 0
    if length is not None:
        end = start + length
    else:
        end = expected_length - n_fft // 2 if center else expected_length
    stop = min(end, expected_length)
    signal = ops.slice_Tensor.call(signal, 1, start, stop, 1)
    envelope = ops.slice_Tensor.call(envelope, 1, start, stop, 1)
    if bool(ops.abs.call(envelope)._array().min() < 1e-11):
        raise RuntimeError(prefix + "window overlap add min: 1")
    signal = ops.div_Tensor.call(signal, envelope)
    if ndim == 3:
        signal = ops.squeeze_dim.call(signal, 0)
    if end > expected_length:
        warnings.warn(
            "The length of signal is shorter than the length parameter. Result is being padded "
            "with zeros in the tail. Please check your center and hop_length settings.",
            UserWarning,
            stacklevel=2,
        )
        signal = ops.constant_pad_nd.call(signal, (0, end - expected_length), 0)
    return signal
