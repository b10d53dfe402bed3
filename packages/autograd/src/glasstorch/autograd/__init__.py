"""Reverse-mode automatic differentiation: derivatives.yaml, generated backward nodes and the engine."""

__version__ = "0.1.0"
