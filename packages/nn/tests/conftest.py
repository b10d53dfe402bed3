"""Shared set-up for the nn tests: every test starts from the same random seed."""

from __future__ import annotations

import glasstorch.aten as at
import pytest


@pytest.fixture(autouse=True)
def _seed() -> None:
    at.manual_seed(0)
