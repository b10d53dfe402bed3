# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""CompositeExplicitAutograd kernels (every backend, own autograd) of the aten operators (PyTorch's ``RegisterCompositeExplicitAutograd.cpp``).

The caller passes ``Library("aten", "IMPL", "CompositeExplicitAutograd")``.
"""

from glasstorch.c10.dispatch import Library

from .. import native as _native


def register(lib: Library) -> None:
    """Register every CompositeExplicitAutograd kernel."""
    lib.impl("_to_copy", _native._to_copy)
    lib.impl("zero_", _native.zero_)
    lib.impl("clone", _native.clone)
