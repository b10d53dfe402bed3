"""Compiler backends for captured graphs, registered by name."""

from . import debugging  # noqa: F401 - registers eager and aot_eager
from .registry import list_backends, lookup_backend, register_backend

__all__ = ["list_backends", "lookup_backend", "register_backend"]
