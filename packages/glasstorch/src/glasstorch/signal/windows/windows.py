"""Window functions (``torch/signal/windows/windows.py``), as scipy.signal.windows defines
them: ``M`` points, symmetric (``sym=True``, for filter design) or periodic (``sym=False``,
for spectral analysis: the first ``M`` points of the symmetric window of ``M + 1``).

Each window evaluates its formula at ``M`` evenly spaced positions made by ``linspace``
(which carries ``requires_grad``), in float32 or float64 only, as PyTorch's do.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core.layout import strided
from glasstorch.c10.core.scalar_type import float32, float64, get_default_dtype

__all__ = [
    "bartlett",
    "blackman",
    "cosine",
    "exponential",
    "gaussian",
    "general_cosine",
    "general_hamming",
    "hamming",
    "hann",
    "kaiser",
    "nuttall",
]


class _Factory:
    """The factory arguments of one call: checked, and used for every tensor made."""

    def __init__(
        self, name: str, M: int, dtype: Any, layout: Any, device: Any, requires_grad: bool
    ) -> None:
        dtype = get_default_dtype() if dtype is None else dtype
        if M < 0:
            raise ValueError(f"{name} requires non-negative window length, got M={M}")
        if layout is not strided:
            raise ValueError(f"{name} is implemented for strided tensors only, got: {layout}")
        if dtype not in (float32, float64):
            raise ValueError(f"{name} expects float32 or float64 dtypes, got: {dtype}")
        self.M, self.dtype, self.device, self.requires_grad = M, dtype, device, requires_grad

    def trivial(self, *, one_point: bool = True) -> Tensor | None:
        """The empty window of M = 0, and (``one_point``) the window ``[1.]`` of M = 1."""
        if self.M == 0:
            return self.full((0,), 0.0)
        if self.M == 1 and one_point:
            return self.full((1,), 1.0)
        return None

    def full(self, shape: tuple[int, ...], value: float) -> Tensor:
        return at.full(
            shape, value, dtype=self.dtype, device=self.device, requires_grad=self.requires_grad
        )

    def positions(self, start: Any, step: Any) -> Tensor:
        """``start, start + step, ...``: M points."""
        return at.linspace(
            start,
            start + (self.M - 1) * step,
            self.M,
            dtype=self.dtype,
            device=self.device,
            requires_grad=self.requires_grad,
        )


def _span(M: int, sym: bool) -> int:
    """The number of intervals across the window: M - 1 when symmetric, M when periodic."""
    return M - 1 if sym else M


def exponential(
    M: int,
    *,
    center: float | None = None,
    tau: float = 1.0,
    sym: bool = True,
    dtype: Any = None,
    layout: Any = strided,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """exp(-|n - center| / tau); ``center`` defaults to the middle and must be None when
    ``sym``."""
    f = _Factory("exponential", M, dtype, layout, device, requires_grad)
    if tau <= 0:
        raise ValueError(f"Tau must be positive, got: {tau} instead.")
    if sym and center is not None:
        raise ValueError("Center must be None for symmetric windows")
    empty = f.trivial(one_point=False)
    if empty is not None:
        return empty
    if center is None:
        center = (M if not sym and M > 1 else M - 1) / 2.0
    return at.exp(-at.abs(f.positions(-center / tau, 1 / tau)))


def cosine(
    M: int,
    *,
    sym: bool = True,
    dtype: Any = None,
    layout: Any = strided,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """sin(pi (n + 1/2) / M) (the sine window)."""
    f = _Factory("cosine", M, dtype, layout, device, requires_grad)
    empty = f.trivial(one_point=False)
    if empty is not None:
        return empty
    step = math.pi / (M + 1 if not sym and M > 1 else M)
    return at.sin(f.positions(0.5 * step, step))


def gaussian(
    M: int,
    *,
    std: float = 1.0,
    sym: bool = True,
    dtype: Any = None,
    layout: Any = strided,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """exp(-((n - (M - 1) / 2) / std)^2 / 2)."""
    f = _Factory("gaussian", M, dtype, layout, device, requires_grad)
    if std <= 0:
        raise ValueError(f"Standard deviation must be positive, got: {std} instead.")
    empty = f.trivial(one_point=False)
    if empty is not None:
        return empty
    scale = 1 / (std * math.sqrt(2))
    start = -(M if not sym and M > 1 else M - 1) / 2.0
    return at.exp(-(f.positions(start * scale, scale) ** 2))


def kaiser(
    M: int,
    *,
    beta: float = 12.0,
    sym: bool = True,
    dtype: Any = None,
    layout: Any = strided,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """I0(beta sqrt(1 - (2n / (M - 1) - 1)^2)) / I0(beta), the Kaiser-Bessel window."""
    f = _Factory("kaiser", M, dtype, layout, device, requires_grad)
    if beta < 0:
        raise ValueError(f"beta must be non-negative, got: {beta} instead.")
    trivial = f.trivial()
    if trivial is not None:
        return trivial
    b = at.tensor(beta, dtype=f.dtype, device=device)  # in the window's dtype, as PyTorch
    step = 2.0 * b / _span(M, sym)
    end = at.minimum(b, -b + (M - 1) * step)  # rounding must not carry past beta
    k = at.linspace(-b, end, M, dtype=f.dtype, device=device, requires_grad=requires_grad)
    return at.i0(at.sqrt(b * b - k**2)) / at.i0(b)


def bartlett(
    M: int,
    *,
    sym: bool = True,
    dtype: Any = None,
    layout: Any = strided,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """1 - |2n / (M - 1) - 1|, the triangular window with zero ends."""
    f = _Factory("bartlett", M, dtype, layout, device, requires_grad)
    trivial = f.trivial()
    if trivial is not None:
        return trivial
    return 1 - at.abs(f.positions(-1, 2 / _span(M, sym)))


def general_cosine(
    M: int,
    *,
    a: Iterable[float],
    sym: bool = True,
    dtype: Any = None,
    layout: Any = strided,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """sum_i (-1)^i a_i cos(2 pi i n / (M - 1)): a weighted sum of cosines."""
    f = _Factory("general_cosine", M, dtype, layout, device, requires_grad)
    trivial = f.trivial()
    if trivial is not None:
        return trivial
    if not isinstance(a, Iterable):
        raise TypeError("Coefficients must be a list/tuple")
    if not a:
        raise ValueError("Coefficients cannot be empty")
    k = f.positions(0, 2 * math.pi / _span(M, sym))
    coefficients = at.tensor(
        [(-1) ** i * w for i, w in enumerate(a)],
        dtype=f.dtype,
        device=device,
        requires_grad=requires_grad,
    )
    orders = at.arange(
        coefficients.shape[0], dtype=f.dtype, device=device, requires_grad=requires_grad
    )
    return (coefficients.unsqueeze(-1) * at.cos(orders.unsqueeze(-1) * k)).sum(0)


def general_hamming(
    M: int,
    *,
    alpha: float = 0.54,
    sym: bool = True,
    dtype: Any = None,
    layout: Any = strided,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """alpha - (1 - alpha) cos(2 pi n / (M - 1))."""
    kw = {"sym": sym, "dtype": dtype, "layout": layout, "device": device}
    return general_cosine(M, a=[alpha, 1.0 - alpha], requires_grad=requires_grad, **kw)


def hamming(
    M: int,
    *,
    sym: bool = True,
    dtype: Any = None,
    layout: Any = strided,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """The Hamming window: ``general_hamming`` with alpha 0.54."""
    kw = {"sym": sym, "dtype": dtype, "layout": layout, "device": device}
    return general_hamming(M, requires_grad=requires_grad, **kw)


def hann(
    M: int,
    *,
    sym: bool = True,
    dtype: Any = None,
    layout: Any = strided,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """The Hann window: ``general_hamming`` with alpha 0.5."""
    kw = {"sym": sym, "dtype": dtype, "layout": layout, "device": device}
    return general_hamming(M, alpha=0.5, requires_grad=requires_grad, **kw)


def blackman(
    M: int,
    *,
    sym: bool = True,
    dtype: Any = None,
    layout: Any = strided,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """The Blackman window: cosines weighted 0.42, 0.5, 0.08."""
    _Factory("blackman", M, dtype, layout, device, requires_grad)  # its name in the errors
    kw = {"sym": sym, "dtype": dtype, "layout": layout, "device": device}
    return general_cosine(M, a=[0.42, 0.5, 0.08], requires_grad=requires_grad, **kw)


def nuttall(
    M: int,
    *,
    sym: bool = True,
    dtype: Any = None,
    layout: Any = strided,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """Nuttall's minimum 4-term Blackman-Harris window."""
    kw = {"sym": sym, "dtype": dtype, "layout": layout, "device": device}
    a = [0.3635819, 0.4891775, 0.1365995, 0.0106411]
    return general_cosine(M, a=a, requires_grad=requires_grad, **kw)
