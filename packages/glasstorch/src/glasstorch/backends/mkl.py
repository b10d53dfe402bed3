"""``torch.backends.mkl``: whether the BLAS under glasstorch's kernels (numpy's) is MKL."""

from __future__ import annotations

__all__ = ["is_available"]


def is_available() -> bool:
    """Whether numpy, which runs glasstorch's matmuls and linalg, is built on MKL."""
    import numpy as np

    try:
        blas = np.show_config(mode="dicts")["Build Dependencies"]["blas"]["name"]
    except (TypeError, KeyError):  # numpy < 1.26 prints its configuration only
        return False
    return "mkl" in str(blas).lower()
