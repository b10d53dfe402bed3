# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""SparseCPU kernels (sparse COO tensors on the CPU) of the aten operators (PyTorch's ``RegisterSparseCPU.cpp``).

The caller passes ``Library("aten", "IMPL", "SparseCPU")``.
"""

from glasstorch.c10.dispatch import Library

from .. import native as _native


def register(lib: Library) -> None:
    """Register every SparseCPU kernel."""
    lib.impl("_to_copy", _native._to_copy_sparse)
    lib.impl("zero_", _native.zero_sparse_)
    lib.impl("clone", _native.clone_sparse)
    lib.impl("add.Tensor", _native.add_sparse)
    lib.impl("add_.Tensor", _native.add_sparse_)
    lib.impl("mul.Tensor", _native.mul_sparse)
    lib.impl("mul_.Tensor", _native.mul_sparse_)
    lib.impl("neg", _native.neg_sparse)
    lib.impl("neg_", _native.neg_sparse_)
    lib.impl("sum", _native.sum_sparse)
    lib.impl("sum.dim_IntList", _native.sum_dim_sparse)
    lib.impl("transpose.int", _native.transpose_sparse)
    lib.impl("t", _native.t_sparse)
    lib.impl("index_select", _native.index_select_sparse)
    lib.impl("mm", _native.mm_sparse)
    lib.impl("addmm", _native.addmm_sparse)
    lib.impl("narrow_copy", _native.narrow_copy_sparse)
    lib.impl("_nnz", _native.sparse_nnz)
    lib.impl("sparse_dim", _native.sparse_dim_sparse)
    lib.impl("dense_dim", _native.dense_dim_sparse)
    lib.impl("is_coalesced", _native.is_coalesced_sparse)
    lib.impl("_indices", _native.sparse_indices_raw)
    lib.impl("_values", _native.sparse_values_raw)
    lib.impl("indices", _native.indices_sparse)
    lib.impl("values", _native.values_sparse)
    lib.impl("coalesce", _native.coalesce_sparse)
    lib.impl("_to_dense", _native.sparse_to_dense)
    lib.impl("to_sparse.sparse_dim", _native.sparse_to_sparse_dim)
    lib.impl("to_sparse", _native.sparse_to_sparse)
    lib.impl("sparse_mask", _native.sparse_mask_sparse)
    lib.impl("_sparse_mm", _native.mm_sparse)
    lib.impl("_sparse_sum.dim", _native.sparse_sum_dim)
    lib.impl("_sparse_sum_backward", _native.sparse_sum_backward)
    lib.impl("_sparse_softmax", _native.softmax_sparse)
    lib.impl("_sparse_softmax_backward_data", _native.softmax_backward_sparse)
    lib.impl("_sparse_log_softmax", _native.log_softmax_sparse)
    lib.impl("_sparse_log_softmax_backward_data", _native.log_softmax_backward_sparse)
