"""Shared set-up for the inductor tests: a private kernel cache, default settings, a seed."""

from __future__ import annotations

from collections.abc import Iterator

import glasstorch.aten as at
import pytest
from glasstorch._inductor import config


@pytest.fixture(autouse=True)
def _isolated(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    cache = tmp_path_factory.getbasetemp() / "inductor-cache"
    monkeypatch.setenv("GLASSTORCH_INDUCTOR_CACHE_DIR", str(cache))
    saved = (config.cpu_backend, config.cpp.cc, config.output_code, config.triton.autotune)
    at.manual_seed(0)
    yield
    config.cpu_backend, config.cpp.cc, config.output_code, config.triton.autotune = saved
