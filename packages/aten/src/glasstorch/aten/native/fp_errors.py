"""Kernels run without numpy's floating-point warnings.

PyTorch never warns about overflow, division by zero or invalid operations: the results
are inf or nan. numpy warns unless told not to. Two layers keep its warnings out:

* kernels that routinely make non-finite values (division, logarithms, powers ...) run
  inside ``ignore_fp_errors()``: ``np.errstate(all="ignore")`` at a fraction of its
  microsecond, by setting numpy 2's error-state context variable directly (older numpy
  falls back to ``np.errstate``);
* the cheapest kernels (``add``, ``mul`` ...), where even that would be a twentieth of the
  call, rely on a warnings filter that ignores RuntimeWarnings raised from
  ``glasstorch.aten.native`` modules: it costs nothing until a warning is raised, and
  numpy code outside glasstorch still warns as configured.
"""

from __future__ import annotations

import functools
import warnings
from typing import Any

import numpy as np

__all__ = ["ignore_all_errors", "ignore_fp_errors", "restore_errors"]

warnings.filterwarnings("ignore", category=RuntimeWarning, module=r"glasstorch\.aten\.native\.")

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

    #: The statement form, for the hottest kernels (no Python frame at all):
    #: ``token = ignore_all_errors()``, then ``restore_errors(token)`` in a ``finally``.
    ignore_all_errors = functools.partial(_set, _IGNORE_ALL)
    restore_errors = _reset

else:  # pragma: no cover - numpy 1.x

    def ignore_fp_errors() -> Any:  # type: ignore[misc]
        """``with ignore_fp_errors():`` is ``with np.errstate(all="ignore"):``."""
        return np.errstate(all="ignore")

    def ignore_all_errors() -> Any:
        return np.seterr(all="ignore")

    def restore_errors(token: Any) -> None:
        np.seterr(**token)
