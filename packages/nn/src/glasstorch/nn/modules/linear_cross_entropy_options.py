"""LinearCrossEntropyOptions (``torch/nn/modules/linear_cross_entropy_options.py``): how
``linear_cross_entropy`` processes the batch in chunks, so that the full (N, C) logits
never exist at once."""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

from glasstorch.c10.core.scalar_type import bfloat16, float16, float32, float64

__all__ = ["LinearCrossEntropyOptions"]

# "auto" picks per (device type, input dtype); other pairs use the fallback
_AUTO_DEFAULTS: dict[tuple[str, Any], tuple[str, str]] = {
    ("cuda", bfloat16): ("compact", "aspect_ratio:2"),
    ("cuda", float16): ("compact", "aspect_ratio:2"),
    ("cpu", bfloat16): ("accurate", "aspect_ratio"),
    ("cpu", float16): ("accurate", "aspect_ratio"),
}
_AUTO_FALLBACK = ("compact", "aspect_ratio:2")
_ACC_DTYPES = (float16, bfloat16, float32, float64)


@dataclasses.dataclass(slots=True, frozen=True)
class LinearCrossEntropyOptions:
    """Chunking of :func:`~glasstorch.nn.functional.linear_cross_entropy`.

    ``batch_chunk_size`` rows per chunk, or ``chunking_method`` ``"aspect_ratio[:N]"``:
    chunks whose logits take about as much memory as the input (divided by N);
    ``"auto"`` picks per device and dtype. ``acc_dtype`` is the accumulation dtype
    (float32 for half inputs by default); ``acc_policy`` and ``allow_retain_graph`` are
    accepted for compatibility (glasstorch's chunked path keeps an ordinary graph).
    """

    allow_retain_graph: bool = False
    batch_chunk_size: int | None = None
    chunking_method: str | None = "auto"
    acc_policy: Literal["accurate", "balanced", "compact", "auto"] = "auto"
    acc_dtype: Any = None

    def __post_init__(self) -> None:
        if self.acc_policy not in {"auto", "accurate", "balanced", "compact"}:
            raise ValueError(f"invalid acc_policy: {self.acc_policy!r}")
        if self.chunking_method is not None and self.chunking_method != "auto":
            name, sep, factor = self.chunking_method.partition(":")
            if not sep:
                factor = "1"
            if not (name == "aspect_ratio" and factor.isdigit() and int(factor) > 0):
                raise ValueError(f"invalid chunking_method: {self.chunking_method!r}")
        size = self.batch_chunk_size
        if not (size is None or (isinstance(size, int) and size > 0)):
            raise ValueError(f"batch_chunk_size must be positive int or None, got {size!r}")
        if self.acc_dtype is not None and self.acc_dtype not in _ACC_DTYPES:
            raise ValueError(
                "acc_dtype must be one of {None, torch.float16, torch.bfloat16, torch.float32, "
                f"torch.float64}}, got {self.acc_dtype!r}. Pass acc_dtype=None to let the op "
                "pick automatically."
            )

    @staticmethod
    def _chunk_size(method: str, batches: int, in_features: int, classes: int) -> int:
        """``aspect_ratio[:N]``: the power of two at least batches / ceil(C / in), over N."""
        factor = int(method.split(":", 1)[1]) if ":" in method else 1
        ratio = -(-classes // in_features)
        target = -(-batches // ratio)
        return min((1 << (target - 1).bit_length()) // factor, batches)

    def _adjust(
        self, batches: int, in_features: int, classes: int, dtype: Any, device: Any
    ) -> LinearCrossEntropyOptions:
        """These options with "auto" resolved for this call's shapes, dtype and device."""
        policy, method = self.acc_policy, self.chunking_method
        if method == "auto" and self.batch_chunk_size is not None:
            method = None
        if policy == "auto" or method == "auto":
            auto_policy, auto_method = _AUTO_DEFAULTS.get((device.type, dtype), _AUTO_FALLBACK)
            policy = auto_policy if policy == "auto" else policy
            method = auto_method if method == "auto" else method
        size = batches if self.batch_chunk_size is None else min(self.batch_chunk_size, batches)
        if method is not None:
            size = self._chunk_size(method, batches, in_features, classes)
            if self.batch_chunk_size is not None and self.batch_chunk_size != size:
                raise ValueError(
                    f"batch_chunk_size (={self.batch_chunk_size}) and chunking_method "
                    f"('{method}') give different chunk sizes ({self.batch_chunk_size} vs "
                    f"{size}); pass only one."
                )
        acc = self.acc_dtype
        if acc is None:
            half = dtype in (float16, bfloat16)
            acc = float32 if self.acc_policy == "auto" and half else dtype
        return dataclasses.replace(
            self,
            acc_policy=policy,
            chunking_method=method,
            batch_chunk_size=max(1, size),
            acc_dtype=acc,
        )
