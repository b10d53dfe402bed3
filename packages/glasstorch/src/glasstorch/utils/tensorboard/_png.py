"""PNG encoding of uint8 pictures with the standard library (no imaging package needed)."""

from __future__ import annotations

import struct
import zlib

import numpy as np

__all__ = ["encode_png"]

_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_COLOR_TYPES = {1: 0, 2: 4, 3: 2, 4: 6}  # channels -> grey, grey+alpha, RGB, RGBA


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def encode_png(image: np.ndarray) -> bytes:
    """The PNG file of an (H, W, C) uint8 array, C in 1..4 (8 bits a sample, no filtering)."""
    if image.dtype != np.uint8 or image.ndim != 3 or image.shape[2] not in _COLOR_TYPES:
        raise ValueError(f"expected an (H, W, 1..4) uint8 array, got {image.dtype} {image.shape}")
    height, width, channels = image.shape
    header = struct.pack(">IIBBBBB", width, height, 8, _COLOR_TYPES[channels], 0, 0, 0)
    rows = np.ascontiguousarray(image).reshape(height, width * channels)
    raw = np.concatenate([np.zeros((height, 1), np.uint8), rows], axis=1).tobytes()
    return (
        _SIGNATURE
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(raw, 6))
        + _chunk(b"IEND", b"")
    )
