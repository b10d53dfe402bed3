"""Helpers shared by graph passes: subgraph matching."""

from .matcher_utils import InternalMatch, SubgraphMatcher

__all__ = ["InternalMatch", "SubgraphMatcher"]
