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
    lib.impl("max.other", _native.max_other)
    lib.impl("max.out", _native.max_other_out)
    lib.impl("min.other", _native.min_other)
    lib.impl("min.out", _native.min_other_out)
    lib.impl("var", _native.var)
    lib.impl("var.dim", _native.var_dim)
    lib.impl("std", _native.std)
    lib.impl("std.dim", _native.std_dim)
    lib.impl("softmax.int", _native.softmax_int)
    lib.impl("log_softmax.int", _native.log_softmax_int)
    lib.impl("argsort", _native.argsort)
    lib.impl("argsort.stable", _native.argsort_stable)
    lib.impl("split.sizes", _native.split_sizes)
    lib.impl("reshape", _native.reshape)
    lib.impl("reshape_as", _native.reshape_as)
    lib.impl("view_as", _native.view_as)
    lib.impl("flatten.using_ints", _native.flatten_using_ints)
    lib.impl("unflatten.int", _native.unflatten_int)
    lib.impl("ravel", _native.ravel)
    lib.impl("expand_as", _native.expand_as)
    lib.impl("broadcast_to", _native.broadcast_to)
    lib.impl("narrow", _native.narrow)
    lib.impl("narrow.Tensor", _native.narrow_Tensor)
    lib.impl("chunk", _native.chunk)
    lib.impl("movedim.intlist", _native.movedim_intlist)
    lib.impl("movedim.int", _native.movedim_int)
    lib.impl("moveaxis.intlist", _native.movedim_intlist)
    lib.impl("moveaxis.int", _native.movedim_int)
    lib.impl("swapaxes", _native.swapaxes)
    lib.impl("swapdims", _native.swapaxes)
    lib.impl("contiguous", _native.contiguous)
    lib.impl("hstack", _native.hstack)
    lib.impl("hstack.out", _native.hstack_out)
    lib.impl("vstack", _native.vstack)
    lib.impl("vstack.out", _native.vstack_out)
    lib.impl("tile", _native.tile)
    lib.impl("repeat_interleave.self_Tensor", _native.repeat_interleave_self_Tensor)
    lib.impl("repeat_interleave.self_int", _native.repeat_interleave_self_int)
    lib.impl("diag", _native.diag)
    lib.impl("nonzero_numpy", _native.nonzero_numpy)
    lib.impl("argwhere", _native.argwhere)
    lib.impl("matmul", _native.matmul)
    lib.impl("matmul.out", _native.matmul_out)
    lib.impl("outer", _native.outer)
    lib.impl("outer.out", _native.outer_out)
    lib.impl("ger", _native.ger)
    lib.impl("ger.out", _native.ger_out)
    lib.impl("tensordot", _native.tensordot)
    lib.impl("tensordot.out", _native.tensordot_out)
    lib.impl("einsum", _native.einsum)
    lib.impl("isclose", _native.isclose)
