"""``torch.backends.openmp``: whether glasstorch's compiled CPU kernels run in parallel."""

from __future__ import annotations

__all__ = ["is_available"]


def is_available() -> bool:
    """Whether inductor's generated C kernels are built with OpenMP here (a C compiler
    that accepts ``-fopenmp``): their outer loops then run on several threads."""
    from glasstorch._inductor.codecache import compile_flags, find_compiler

    cc = find_compiler()
    return cc is not None and "-fopenmp" in compile_flags(cc)[0]
