"""Optimizers and learning-rate schedulers."""

__version__ = "0.1.0"
