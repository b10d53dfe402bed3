"""``torch.nn.attention``: choosing the scaled-dot-product-attention backend.

:class:`SDPBackend` names the backends; :func:`sdpa_kernel` enables only the given ones
within a ``with`` block (``F.scaled_dot_product_attention`` raises PyTorch's error when
none of them could run).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from ..functional._sdpa_backends import SDPBackend, enabled_backends, set_enabled_backends

__all__ = ["WARN_FOR_UNFUSED_KERNELS", "SDPBackend", "sdpa_kernel"]

#: Whether to warn about the reasons a fused kernel was not used (glasstorch has none).
WARN_FOR_UNFUSED_KERNELS = False


@contextlib.contextmanager
def sdpa_kernel(
    backends: list[SDPBackend] | SDPBackend, set_priority: bool = False
) -> Iterator[dict[str, object]]:
    """Enable only ``backends`` for scaled dot product attention within the block
    (``set_priority``: try them in the given order); the previous set is restored after."""
    if not isinstance(backends, list | SDPBackend):
        raise AssertionError(
            "Backend must be an instance of SDPBackend or a list of SDPBackend instances, got "
            f"{type(backends).__name__}"
        )
    chosen = [backends] if isinstance(backends, SDPBackend) else backends
    chosen = list(dict.fromkeys(chosen))
    previous = enabled_backends()
    try:
        set_enabled_backends(chosen)
        yield {}
    finally:
        set_enabled_backends(previous)
