"""Graph passes: analyses and rewrites over a GraphModule."""

from .shape_prop import ShapeProp, TensorMetadata

__all__ = ["ShapeProp", "TensorMetadata"]
