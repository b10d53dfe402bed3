"""Kernels run with numpy's floating-point warnings off, cheaply.

PyTorch never warns about overflow, division by zero or invalid operations: the results
are inf or nan. numpy warns unless told not to, and ``np.errstate`` costs about a
microsecond, a quarter of a small operator call. numpy 2 keeps its error state in a
context variable; setting that variable to the "ignore all" state directly costs a
fraction of that. Older numpy falls back to ``np.errstate``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["ignore_fp_errors"]

try:
    from numpy._core._ufunc_config import _extobj_contextvar
except ImportError:  # numpy 1.x keeps its error state elsewhere
    _extobj_contextvar = None


if _extobj_contextvar is not None:
    with np.errstate(all="ignore"):
        _IGNORE_ALL = _extobj_contextvar.get()
    _set = _extobj_contextvar.set
    _reset = _extobj_contextvar.reset

    class ignore_fp_errors:  # noqa: N801 - used like np.errstate
        """``with ignore_fp_errors():`` is ``with np.errstate(all="ignore"):``."""

        __slots__ = ("_token",)

        def __enter__(self) -> None:
            self._token = _set(_IGNORE_ALL)

        def __exit__(self, *exc: object) -> None:
            _reset(self._token)

else:  # pragma: no cover - numpy 1.x

    def ignore_fp_errors() -> Any:  # type: ignore[misc]
        """``with ignore_fp_errors():`` is ``with np.errstate(all="ignore"):``."""
        return np.errstate(all="ignore")
