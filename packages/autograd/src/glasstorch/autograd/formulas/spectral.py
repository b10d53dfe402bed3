"""Helpers of the Fourier transform primitives' derivatives (``_fft_r2c``, ``_fft_c2r``),
in PyTorch's convention for complex gradients (the conjugate Wirtinger derivative).

The adjoint of an unnormalized DFT is the unnormalized DFT in the other direction, and the
primitives' ``normalization`` is a fixed scale whichever the direction, so every backward
is a transform with the same ``normalization``; the one-sided transforms add what the
conjugate-symmetric half they leave out contributes.
"""

from __future__ import annotations

from collections.abc import Sequence

from glasstorch.aten import Tensor, _fft_c2c, _fft_r2c, cat


def fft_r2c_backward(
    grad: Tensor, dim: Sequence[int], normalization: int, onesided: bool, last_dim_size: int
) -> Tensor:
    """The real part of the inverse transform of ``grad``, taken over the full spectrum:
    a one-sided ``grad`` is extended with zeros for the entries the forward left out."""
    if onesided:
        last = dim[-1]
        missing = last_dim_size - grad.size(last)
        if missing > 0:
            shape = list(grad.shape)
            shape[last] = missing
            grad = cat([grad, grad.new_zeros(shape)], last)
    return _fft_c2c(grad, dim, normalization, False).real


def fft_c2r_backward(grad: Tensor, dim: Sequence[int], normalization: int) -> Tensor:
    """The one-sided forward transform of ``grad``, with the entries whose conjugate mirror
    lies outside the one-sided range counted twice (``1 .. n - (n // 2 + 1)``)."""
    result = _fft_r2c(grad, dim, normalization, True)
    last = dim[-1]
    doubled = grad.size(last) - result.size(last)
    if doubled <= 0:
        return result
    rest = result.size(last) - 1 - doubled
    parts = [result.narrow(last, 0, 1), result.narrow(last, 1, doubled) * 2]
    if rest > 0:
        parts.append(result.narrow(last, 1 + doubled, rest))
    return cat(parts, last)


def fft_c2c_backward(grad: Tensor, dim: Sequence[int], normalization: int, forward: bool) -> Tensor:
    """The transform in the other direction, with the same normalization."""
    return _fft_c2c(grad, dim, normalization, not forward)
