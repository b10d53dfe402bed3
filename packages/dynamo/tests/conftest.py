"""Shared set-up for the dynamo tests: a fresh cache and the same random seed per test."""

from __future__ import annotations

import logging

import glasstorch as torch
import pytest


@pytest.fixture(autouse=True)
def _fresh() -> None:
    torch.manual_seed(0)
    torch._dynamo.reset()
    torch._dynamo.config.log_level = logging.WARNING
    torch._dynamo.config.output_code = False
