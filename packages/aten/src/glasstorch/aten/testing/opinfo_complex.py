"""OpInfo entries for the complex-number operators (``native/complex_ops.py``).

Samples keep their dtypes (complex128 inputs, or float64 parts); the operators that build
complex tensors from real ones are called through ``view_as_real`` so that gradcheck sees
real outputs it can differentiate.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .opinfo import OpInfo, SampleInput, register_opinfos

__all__ = ["opinfos"]

SHAPES = [(), (5,), (3, 4)]


def _complex(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    return np.asarray(rng.uniform(-2, 2, shape) + 1j * rng.uniform(-2, 2, shape))


def _complex_samples(rng: np.random.Generator) -> list[SampleInput]:
    return [SampleInput((_complex(rng, s),), name=str(s)) for s in SHAPES]


def _complex_and_real_samples(rng: np.random.Generator) -> list[SampleInput]:
    real = SampleInput((rng.uniform(-2, 2, (3, 4)),), name="real")
    return [*_complex_samples(rng), real]


def _pair_samples(low: float) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        shapes = [((5,), (5,)), ((3, 4), (4,))]
        return [
            SampleInput((rng.uniform(low, 2, a), rng.uniform(-2, 2, b)), name=f"{a}x{b}")
            for a, b in shapes
        ]

    return samples


def _as_real(z: np.ndarray) -> np.ndarray:
    return np.stack([z.real, z.imag], axis=-1)


def _sgn(z: np.ndarray) -> np.ndarray:
    if not np.iscomplexobj(z):
        return np.sign(z)
    magnitude = np.abs(z)
    return np.where(magnitude == 0, 0, z / np.where(magnitude == 0, 1, magnitude))


def _angle(z: np.ndarray) -> np.ndarray:
    return np.angle(z) if np.iscomplexobj(z) else np.where(z < 0, np.pi, 0.0)


def _entry(
    name: str, op: Any, ref: Any, samples: Any, differentiable: tuple[int, ...] = (), **kw: Any
) -> OpInfo:
    return OpInfo(name, op, ref, samples, differentiable, tags=("complex",), **kw)


opinfos = [
    _entry("view_as_real", lambda t, z: t.view_as_real(z), _as_real, _complex_samples),
    _entry(
        "view_as_complex",
        lambda t, x: t.view_as_complex(x),
        lambda x: x[..., 0] + 1j * x[..., 1],
        lambda rng: [SampleInput((rng.uniform(-2, 2, s),), name=str(s)) for s in [(2,), (3, 2)]],
    ),
    _entry("real", lambda t, z: t.real(z), np.real, _complex_samples),
    _entry("imag", lambda t, z: t.imag(z), np.imag, _complex_samples),
    _entry("conj", lambda t, z: t.conj(z), np.conj, _complex_samples),
    _entry("conj_physical", lambda t, z: t.conj_physical(z), np.conj, _complex_samples),
    _entry("angle", lambda t, z: t.angle(z), _angle, _complex_and_real_samples, (0,)),
    _entry("sgn", lambda t, z: t.sgn(z), _sgn, _complex_and_real_samples, (0,)),
    _entry(
        "complex",
        lambda t, a, b: t.view_as_real(t.complex(a, b)),
        lambda a, b: _as_real(a + 1j * b),
        _pair_samples(-2.0),
        (0, 1),
    ),
    _entry(
        "polar",
        lambda t, r, theta: t.view_as_real(t.polar(r, theta)),
        lambda r, theta: _as_real(r * np.exp(1j * theta)),
        _pair_samples(0.5),
        (0, 1),
        supports_gradgrad=False,
    ),
]

register_opinfos(opinfos)
