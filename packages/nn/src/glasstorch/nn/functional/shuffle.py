"""Rearranging channels: ``pixel_shuffle``/``pixel_unshuffle`` (channels to and from
space) and ``channel_shuffle`` (interleaving channel groups) — reshapes and permutes."""

from __future__ import annotations

from glasstorch.aten import Tensor

__all__ = ["channel_shuffle", "native_channel_shuffle", "pixel_shuffle", "pixel_unshuffle"]


def _check_factor(name: str, input: Tensor, factor: int, what: str) -> None:
    if input.dim() < 3:
        raise RuntimeError(
            f"{name} expects input to have at least 3 dimensions, but got input with "
            f"{input.dim()} dimension(s)"
        )
    if factor <= 0:
        raise RuntimeError(f"{name} expects a positive {what}, but got {factor}")


def pixel_shuffle(input: Tensor, upscale_factor: int) -> Tensor:
    """(*, C r², H, W) → (*, C, H r, W r)."""
    r = upscale_factor
    _check_factor("pixel_shuffle", input, r, "upscale_factor")
    *lead, c, h, w = input.shape
    if c % (r * r) != 0:
        raise RuntimeError(
            "pixel_shuffle expects its input's 'channel' dimension to be divisible by the "
            f"square of upscale_factor, but input.size(-3)={c} is not divisible by {r * r}"
        )
    n = len(lead)
    x = input.reshape([*lead, c // (r * r), r, r, h, w])
    x = x.permute([*range(n), n, n + 3, n + 1, n + 4, n + 2])
    return x.reshape([*lead, c // (r * r), h * r, w * r])


def pixel_unshuffle(input: Tensor, downscale_factor: int) -> Tensor:
    """(*, C, H r, W r) → (*, C r², H, W)."""
    r = downscale_factor
    _check_factor("pixel_unshuffle", input, r, "downscale_factor")
    *lead, c, h, w = input.shape
    for what, dim, size in (("height", -2, h), ("width", -1, w)):
        if size % r != 0:
            raise RuntimeError(
                f"pixel_unshuffle expects {what} to be divisible by downscale_factor, but "
                f"input.size({dim})={size} is not divisible by {r}"
            )
    n = len(lead)
    x = input.reshape([*lead, c, h // r, r, w // r, r])
    x = x.permute([*range(n), n, n + 2, n + 4, n + 1, n + 3])
    return x.reshape([*lead, c * r * r, h // r, w // r])


def channel_shuffle(input: Tensor, groups: int) -> Tensor:
    """Split the C channels of (N, C, *) into ``groups`` groups and interleave them:
    channel ``g * (C / groups) + k`` moves to position ``k * groups + g``."""
    if input.dim() <= 2:
        raise RuntimeError(
            f"channel_shuffle expects input with > 2 dims, but got input with sizes "
            f"{list(input.shape)}"
        )
    if groups <= 0:
        raise RuntimeError(
            f"Number of groups to divide channels in must be positive. Value of groups:{groups}"
        )
    n, c, *rest = input.shape
    if c % groups != 0:
        raise RuntimeError(
            f"Number of channels must be divisible by groups. Got {c} channels and {groups} groups."
        )
    x = input.reshape([n, groups, c // groups, *rest]).transpose(1, 2)
    return x.reshape([n, c, *rest])


native_channel_shuffle = channel_shuffle
