"""``torch.backends.cuda``: whether glasstorch can run CUDA, and the matmul settings.

``matmul.allow_tf32`` is the float32 matmul precision seen as a flag (``True`` unless the
precision is ``"highest"``), as in PyTorch: setting one sets the other. The reduced
precision reductions of half types are recorded for programs that read them back.
"""

from __future__ import annotations

from glasstorch.aten import context as _context

__all__ = ["is_built", "matmul"]


def is_built() -> bool:
    """Whether glasstorch can run CUDA here (cupy with a GPU, or the numpy stand-in)."""
    from glasstorch.c10.cuda import is_available

    return is_available()


class cuBLASModule:  # noqa: N801 - PyTorch's name
    """``torch.backends.cuda.matmul``: TF32 and reduced-precision reduction switches."""

    def __init__(self) -> None:
        object.__setattr__(self, "allow_fp16_reduced_precision_reduction", True)
        object.__setattr__(self, "allow_bf16_reduced_precision_reduction", True)

    @property
    def allow_tf32(self) -> bool:
        return _context.get_float32_matmul_precision() != "highest"

    @allow_tf32.setter
    def allow_tf32(self, value: bool) -> None:
        _context.set_float32_matmul_precision("high" if value else "highest")

    def __setattr__(self, name: str, value: object) -> None:
        if name not in (
            "allow_tf32",
            "allow_fp16_reduced_precision_reduction",
            "allow_bf16_reduced_precision_reduction",
        ):
            raise AttributeError(f"Unknown attribute {name}")
        if not isinstance(value, bool):
            raise TypeError(f"{name} must be a bool, got {type(value).__name__}")
        object.__setattr__(self, name, value)


matmul = cuBLASModule()
