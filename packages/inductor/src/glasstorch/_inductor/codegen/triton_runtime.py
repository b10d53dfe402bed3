"""Launching generated Triton kernels: grid computation and a small block-size autotuner."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

from .. import config

#: (kernel function, numels) -> the best block configuration found.
_tuned: dict[tuple[Any, tuple[int, ...]], dict[str, int]] = {}


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def interpreting() -> bool:
    return os.environ.get("TRITON_INTERPRET", "") == "1"


class TritonLauncher:
    """Calls a ``@triton.jit`` kernel over its grid with the best of ``configs``.

    The first call with several candidate configurations times each one (results go into
    fresh outputs, so timing runs are harmless repeats) and keeps the fastest, per kernel
    and shape; ``config.triton.autotune = False`` takes the first (heuristic) candidate.
    """

    def __init__(self, fn: Any, numels: tuple[int, ...], configs: list[dict[str, int]]) -> None:
        self.fn = fn
        self.numels = numels
        self.configs = configs

    def _launch(self, cfg: dict[str, int], args: tuple[Any, ...]) -> None:
        grid = (max(1, _cdiv(self.numels[0], cfg["XBLOCK"])),)
        self.fn[grid](*args, *self.numels, **cfg)

    def best_config(self, args: tuple[Any, ...]) -> dict[str, int]:
        key = (self.fn, self.numels)
        found = _tuned.get(key)
        if found is not None:
            return found
        if not config.triton.autotune or len(self.configs) == 1:
            found = self.configs[0]
        else:
            found = min(self.configs, key=lambda cfg: self._time(cfg, args))
        _tuned[key] = found
        return found

    def _time(self, cfg: dict[str, int], args: tuple[Any, ...]) -> float:
        self._launch(cfg, args)  # compile / warm up
        sync = _synchronizer(args)
        sync()
        start = time.perf_counter()
        self._launch(cfg, args)
        sync()
        return time.perf_counter() - start

    def __call__(self, *args: Any) -> None:
        self._launch(self.best_config(args), args)


def _synchronizer(args: tuple[Any, ...]) -> Callable[[], None]:
    """A device synchronisation for timing (a no-op for CPU tensors under the interpreter)."""
    for a in args:
        device = getattr(a, "device", None)
        if device is not None and getattr(device, "type", "cpu") == "cuda":
            try:
                import cupy  # type: ignore[import-not-found]
            except ImportError:
                break
            return lambda: cupy.cuda.runtime.deviceSynchronize()
    return lambda: None
