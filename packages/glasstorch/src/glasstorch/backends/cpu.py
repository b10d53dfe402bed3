"""``torch.backends.cpu``: the SIMD level glasstorch's CPU kernels run at."""

from __future__ import annotations

__all__ = ["get_cpu_capability"]


def get_cpu_capability() -> str:
    """``"AVX512"``, ``"AVX2"``, ``"DEFAULT"`` (PyTorch's names): the widest x86 vector
    extension numpy's kernels dispatch to on this CPU."""
    try:
        from numpy._core._multiarray_umath import __cpu_features__ as features
    except ImportError:  # numpy < 2
        from numpy.core._multiarray_umath import __cpu_features__ as features
    if all(features.get(f) for f in ("AVX512F", "AVX512CD", "AVX512BW", "AVX512DQ", "AVX512VL")):
        return "AVX512"
    if features.get("AVX2") and features.get("FMA3"):
        return "AVX2"
    return "DEFAULT"
