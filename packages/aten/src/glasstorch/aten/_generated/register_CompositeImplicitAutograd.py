# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""CompositeImplicitAutograd kernels (decompositions into other operators) of the aten operators (PyTorch's ``RegisterCompositeImplicitAutograd.cpp``).

The caller passes ``Library("aten", "IMPL", "CompositeImplicitAutograd")``.
"""

from glasstorch.c10.dispatch import Library

from .. import native as _native


def register(lib: Library) -> None:
    """Register every CompositeImplicitAutograd kernel."""
    lib.impl("rsub.Tensor", _native.rsub)
    lib.impl("clip", _native.clip)
    lib.impl("clip.Tensor", _native.clip_Tensor)
    lib.impl("square", _native.square)
    lib.impl("square_", _native.square_)
