"""OpInfo entries for the discrete Fourier transforms (``native/spectral_ops.py`` and
``spectral_composites.py``), against numpy.fft.

gradcheck perturbs real inputs and reads real outputs, so complex signals enter as
(real, imag) pairs through ``view_as_complex`` and complex results leave through
``view_as_real``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core import scalar_type as st

from .opinfo import OpInfo, SampleInput, register_opinfos

__all__ = ["opinfos"]


def _as_real(z: np.ndarray) -> np.ndarray:
    return np.stack([z.real, z.imag], axis=-1) if np.iscomplexobj(z) else z


def _as_complex(x: np.ndarray) -> np.ndarray:
    return x[..., 0] + 1j * x[..., 1]


def _samples(complex_input: bool, shapes: Any = ((8,), (3, 5)), **kwargs: Any) -> Any:
    """Signals of a few shapes; complex ones as (real, imag) pairs in a last dim of 2."""

    def samples(rng: np.random.Generator) -> list[SampleInput]:
        pairs = (2,) if complex_input else ()
        return [
            SampleInput((rng.standard_normal((*shape, *pairs)),), kwargs, name=str(shape))
            for shape in shapes
        ]

    return samples


def _entry(
    name: str, complex_input: bool, reference: Any, shapes: Any = ((8,), (3, 5)), **kwargs: Any
) -> OpInfo:
    """``fft.<name>`` of signals of ``shapes``, with ``kwargs`` as keyword arguments."""

    def op(t: Any, x: Any, **kw: Any) -> Any:
        result = getattr(t.fft, name)(t.view_as_complex(x) if complex_input else x, **kw)
        return t.view_as_real(result) if result.is_complex() else result

    def ref(x: np.ndarray, **kw: Any) -> np.ndarray:
        return _as_real(reference(_as_complex(x) if complex_input else x, **kw))

    label = f"fft.{name}" + "".join(f"_{k}_{v}" for k, v in kwargs.items())
    samples = _samples(complex_input, shapes, **kwargs)
    return OpInfo(label, op, ref, samples, (0,), tags=("spectral",))


def _last_two(function: Any) -> Any:
    """numpy's N-dimensional function over the last two axes."""

    def over_last(x: np.ndarray, **kw: Any) -> np.ndarray:
        return function(x, axes=(-2, -1), **kw)

    return over_last


opinfos = [
    _entry("fft", True, np.fft.fft),
    _entry("fft", False, np.fft.fft, norm="ortho"),
    _entry("ifft", True, np.fft.ifft, n=6),
    _entry("rfft", False, np.fft.rfft),
    _entry("rfft", False, np.fft.rfft, n=5, norm="forward"),
    _entry("irfft", True, np.fft.irfft),
    _entry("irfft", True, np.fft.irfft, n=7),
    _entry("hfft", True, np.fft.hfft, norm="ortho"),
    _entry("ihfft", False, np.fft.ihfft),
    _entry("fftn", True, np.fft.fftn),
    _entry("ifftn", True, np.fft.ifftn, norm="forward"),
    _entry("rfftn", False, np.fft.rfftn),
    _entry("irfftn", True, np.fft.irfftn),
    _entry("fft2", False, _last_two(np.fft.fftn), shapes=((3, 5), (2, 3, 4))),
    OpInfo(
        "fft.fftshift",
        lambda t, x: t.fft.fftshift(x),
        np.fft.fftshift,
        _samples(False),
        tags=("spectral",),
    ),
    OpInfo(
        "fft.fftfreq",
        lambda t, **kw: t.fft.fftfreq(7, 0.5, **kw),
        lambda **kw: np.fft.fftfreq(7, 0.5),
        lambda rng: [SampleInput((), {"dtype": st.float64}, name="7")],
        (),
        tags=("spectral", "factory"),
    ),
]

register_opinfos(opinfos)
