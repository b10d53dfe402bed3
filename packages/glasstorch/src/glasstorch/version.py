"""``torch.version``: the PyTorch API level glasstorch provides, and its build facts.

``__version__`` (also ``glasstorch.__version__``) is ``"2.13.0+glasstorch.<release>"``:
the PyTorch release whose public API glasstorch is measured against
(``scripts/api_coverage.py`` compares with PyTorch 2.13), with glasstorch's own release as
the local label. Programs gate features on
``torch.__version__`` (``>= "2.0"`` for ``torch.compile``, ``>= (1, 10)`` for newer
keyword arguments); an older number would send them down legacy paths glasstorch does
not implement. ``version.glasstorch`` is the glasstorch release alone.

It is a :class:`TorchVersion`, PyTorch's ``str`` whose comparisons parse both sides as
PEP 440 versions, so that ``torch.__version__ >= "2.0"`` and ``< (3, 0)`` mean what they
say. A tuple or list compares as its items joined with dots; anything that does not
parse as a version falls back to plain string comparison, as PyTorch's does.

``cuda`` is the CUDA runtime version of glasstorch's CUDA path (cupy's, ``"12.4"``) or
``None`` where no GPU runs it (the numpy stand-in included); it is looked up when read,
so that importing glasstorch does not import cupy.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from packaging.version import InvalidVersion, Version

# ``cuda`` is looked up when read (module ``__getattr__`` below).
__all__ = ["TorchVersion", "__version__", "debug", "git_version", "glasstorch", "hip", "xpu"]


def _as_version(other: Any) -> Version:
    if isinstance(other, Version):
        return other
    if isinstance(other, str):
        return Version(other)
    if isinstance(other, Iterable):
        return Version(".".join(str(item) for item in other))
    raise InvalidVersion(other)


class TorchVersion(str):
    """A version string comparable with strings, tuples and ``packaging`` Versions."""

    __slots__ = ()

    def _compare(self, other: Any, method: str) -> Any:
        try:
            return getattr(Version(self), method)(_as_version(other))
        except InvalidVersion:
            return getattr(str, method)(self, other)

    def __eq__(self, other: object) -> Any:
        return self._compare(other, "__eq__")

    def __lt__(self, other: Any) -> Any:
        return self._compare(other, "__lt__")

    def __le__(self, other: Any) -> Any:
        return self._compare(other, "__le__")

    def __gt__(self, other: Any) -> Any:
        return self._compare(other, "__gt__")

    def __ge__(self, other: Any) -> Any:
        return self._compare(other, "__ge__")

    __hash__ = str.__hash__


#: glasstorch's own release (the ``glasstorch`` distribution's version).
glasstorch = "0.1.0"
#: The PyTorch release whose API glasstorch provides, and glasstorch's release.
__version__ = TorchVersion(f"2.13.0+glasstorch.{glasstorch}")
#: glasstorch is not built from a recorded commit (PyTorch's value when unknown).
git_version = "Unknown"
debug = False
hip: str | None = None
xpu: str | None = None


def _cuda_version() -> str | None:
    from glasstorch.c10.cuda import backend_name, cuda_module

    module = cuda_module()
    if module is None or backend_name() != "cupy":
        return None
    number = int(module.cuda.runtime.runtimeGetVersion())  # 12040 for CUDA 12.4
    return f"{number // 1000}.{number % 1000 // 10}"


def __getattr__(name: str) -> Any:
    if name == "cuda":
        return _cuda_version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
