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
    lib.impl("inverse", _native.inverse)
    lib.impl("det", _native.det)
    lib.impl("slogdet", _native.slogdet)
    lib.impl("linalg_svd", _native.linalg_svd)
    lib.impl("linalg_svdvals", _native.linalg_svdvals)
    lib.impl("svd", _native.svd)
    lib.impl("linalg_eigvalsh", _native.linalg_eigvalsh)
    lib.impl("linalg_matrix_norm", _native.linalg_matrix_norm)
    lib.impl("linalg_matrix_norm.str_ord", _native.linalg_matrix_norm_str)
    lib.impl("linalg_norm", _native.linalg_norm)
    lib.impl("linalg_norm.ord_str", _native.linalg_norm_str)
    lib.impl("cross", _native.cross)
    lib.impl("linalg_diagonal", _native.linalg_diagonal)
    lib.impl("linalg_matmul", _native.linalg_matmul)
    lib.impl("linalg_vecdot", _native.linalg_vecdot)
    lib.impl("linalg_multi_dot", _native.linalg_multi_dot)
    lib.impl("chain_matmul", _native.chain_matmul)
    lib.impl("linalg_vander", _native.linalg_vander)
    lib.impl("vander", _native.vander)
    lib.impl("matrix_exp", _native.matrix_exp)
    lib.impl("linalg_matrix_power", _native.linalg_matrix_power)
    lib.impl("matrix_power", _native.matrix_power)
    lib.impl("linalg_lu_factor", _native.linalg_lu_factor)
    lib.impl("lu_solve", _native.lu_solve)
    lib.impl("_lu_with_info", _native._lu_with_info)
    lib.impl("linalg_solve_ex", _native.linalg_solve_ex)
    lib.impl("linalg_ldl_factor", _native.linalg_ldl_factor)
    lib.impl("qr", _native.qr)
    lib.impl("orgqr", _native.orgqr)
    lib.impl("linalg_pinv.atol_rtol_float", _native.linalg_pinv_atol_rtol_float)
    lib.impl("linalg_pinv", _native.linalg_pinv)
    lib.impl("linalg_pinv.rcond_tensor", _native.linalg_pinv_rcond_tensor)
    lib.impl("pinverse", _native.pinverse)
    lib.impl("linalg_matrix_rank.atol_rtol_tensor", _native.linalg_matrix_rank_atol_rtol_tensor)
    lib.impl("linalg_matrix_rank.atol_rtol_float", _native.linalg_matrix_rank_atol_rtol_float)
    lib.impl("linalg_matrix_rank", _native.linalg_matrix_rank)
    lib.impl("linalg_matrix_rank.tol_tensor", _native.linalg_matrix_rank_tol_tensor)
    lib.impl("linalg_eigvals", _native.linalg_eigvals)
    lib.impl("linalg_cond", _native.linalg_cond)
    lib.impl("linalg_cond.p_str", _native.linalg_cond_p_str)
    lib.impl("frobenius_norm.dim", _native.frobenius_norm)
    lib.impl("nuclear_norm", _native.nuclear_norm)
    lib.impl("nuclear_norm.dim", _native.nuclear_norm_dim)
    lib.impl("logdet", _native.logdet)
    lib.impl("linalg_tensorinv", _native.linalg_tensorinv)
    lib.impl("linalg_tensorsolve", _native.linalg_tensorsolve)
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
    lib.impl("kron", _native.kron)
    lib.impl("cdist", _native.cdist)
    lib.impl("diff", _native.diff)
    lib.impl("trapezoid.x", _native.trapezoid)
    lib.impl("trapezoid.dx", _native.trapezoid_dx)
    lib.impl("logcumsumexp", _native.logcumsumexp)
    lib.impl("count_nonzero.dim_IntList", _native.count_nonzero_dim_IntList)
    lib.impl("count_nonzero", _native.count_nonzero)
    lib.impl("meshgrid", _native.meshgrid)
    lib.impl("meshgrid.indexing", _native.meshgrid_indexing)
    lib.impl("cartesian_prod", _native.cartesian_prod)
    lib.impl("isclose", _native.isclose)
    lib.impl("conv1d", _native.conv1d)
    lib.impl("conv2d", _native.conv2d)
    lib.impl("conv3d", _native.conv3d)
    lib.impl("conv1d.padding", _native.conv1d_padding)
    lib.impl("conv2d.padding", _native.conv2d_padding)
    lib.impl("conv3d.padding", _native.conv3d_padding)
    lib.impl("conv_transpose1d", _native.conv_transpose1d)
    lib.impl("conv_transpose2d.input", _native.conv_transpose2d_input)
    lib.impl("conv_transpose3d.input", _native.conv_transpose3d_input)
    lib.impl("max_pool2d", _native.max_pool2d)
    lib.impl("max_pool1d_with_indices", _native.max_pool1d_with_indices)
    lib.impl("max_pool1d", _native.max_pool1d)
    lib.impl("avg_pool1d", _native.avg_pool1d)
    lib.impl("adaptive_avg_pool2d", _native.adaptive_avg_pool2d)
    lib.impl("adaptive_avg_pool1d", _native.adaptive_avg_pool1d)
    lib.impl("batch_norm", _native.batch_norm)
    lib.impl("layer_norm", _native.layer_norm)
    lib.impl("group_norm", _native.group_norm)
    lib.impl("embedding_backward", _native.embedding_backward)
    lib.impl("one_hot", _native.one_hot)
    lib.impl("nll_loss", _native.nll_loss)
    lib.impl("nll_loss_nd", _native.nll_loss_nd)
    lib.impl("cross_entropy_loss", _native.cross_entropy_loss)
    lib.impl("l1_loss", _native.l1_loss)
    lib.impl("binary_cross_entropy_with_logits", _native.binary_cross_entropy_with_logits)
    lib.impl("pad", _native.pad)
    lib.impl("_pad_circular", _native._pad_circular)
    lib.impl("upsample_nearest2d.vec", _native.upsample_nearest2d_vec)
    lib.impl("upsample_bilinear2d.vec", _native.upsample_bilinear2d_vec)
    lib.impl("linear", _native.linear)
    lib.impl("bilinear", _native.bilinear)
    lib.impl("dropout", _native.dropout)
    lib.impl("feature_dropout", _native.feature_dropout)
    lib.impl("scaled_dot_product_attention", _native.scaled_dot_product_attention)
    lib.impl("broadcast_tensors", _native.broadcast_tensors)
    lib.impl("polygamma_", _native.polygamma_)
    lib.impl("real", _native.real)
    lib.impl("imag", _native.imag)
    lib.impl("conj", _native.conj)
    lib.impl("resolve_conj", _native.resolve_conj)
    lib.impl("resolve_neg", _native.resolve_neg)
    lib.impl("is_conj", _native.is_conj)
    lib.impl("is_neg", _native.is_neg)
    lib.impl("absolute", _native.absolute)
    lib.impl("absolute_", _native.absolute_)
    lib.impl("absolute.out", _native.absolute_out)
    lib.impl("arccos", _native.arccos)
    lib.impl("arccos_", _native.arccos_)
    lib.impl("arccos.out", _native.arccos_out)
    lib.impl("arccosh", _native.arccosh)
    lib.impl("arccosh_", _native.arccosh_)
    lib.impl("arccosh.out", _native.arccosh_out)
    lib.impl("arcsin", _native.arcsin)
    lib.impl("arcsin_", _native.arcsin_)
    lib.impl("arcsin.out", _native.arcsin_out)
    lib.impl("arcsinh", _native.arcsinh)
    lib.impl("arcsinh_", _native.arcsinh_)
    lib.impl("arcsinh.out", _native.arcsinh_out)
    lib.impl("arctan", _native.arctan)
    lib.impl("arctan_", _native.arctan_)
    lib.impl("arctan.out", _native.arctan_out)
    lib.impl("arctanh", _native.arctanh)
    lib.impl("arctanh_", _native.arctanh_)
    lib.impl("arctanh.out", _native.arctanh_out)
    lib.impl("negative", _native.negative)
    lib.impl("negative_", _native.negative_)
    lib.impl("negative.out", _native.negative_out)
    lib.impl("fix", _native.fix)
    lib.impl("fix_", _native.fix_)
    lib.impl("fix.out", _native.fix_out)
    lib.impl("arctan2", _native.arctan2)
    lib.impl("arctan2_", _native.arctan2_)
    lib.impl("arctan2.out", _native.arctan2_out)
    lib.impl("multiply.Tensor", _native.multiply_Tensor)
    lib.impl("multiply_.Tensor", _native.multiply__Tensor)
    lib.impl("multiply.out", _native.multiply_out)
    lib.impl("divide.Tensor", _native.divide_Tensor)
    lib.impl("divide_.Tensor", _native.divide__Tensor)
    lib.impl("divide.out", _native.divide_out)
    lib.impl("true_divide.Tensor", _native.true_divide_Tensor)
    lib.impl("true_divide_.Tensor", _native.true_divide__Tensor)
    lib.impl("true_divide.out", _native.true_divide_out)
    lib.impl("divide.Tensor_mode", _native.divide_Tensor_mode)
    lib.impl("divide_.Tensor_mode", _native.divide__Tensor_mode)
    lib.impl("divide.out_mode", _native.divide_out_mode)
    lib.impl("subtract.Tensor", _native.subtract_Tensor)
    lib.impl("subtract_.Tensor", _native.subtract__Tensor)
    lib.impl("subtract.out", _native.subtract_out)
    lib.impl("greater.Tensor", _native.greater_Tensor)
    lib.impl("greater_.Tensor", _native.greater__Tensor)
    lib.impl("greater.Tensor_out", _native.greater_Tensor_out)
    lib.impl("greater_equal.Tensor", _native.greater_equal_Tensor)
    lib.impl("greater_equal_.Tensor", _native.greater_equal__Tensor)
    lib.impl("greater_equal.Tensor_out", _native.greater_equal_Tensor_out)
    lib.impl("less.Tensor", _native.less_Tensor)
    lib.impl("less_.Tensor", _native.less__Tensor)
    lib.impl("less.Tensor_out", _native.less_Tensor_out)
    lib.impl("less_equal.Tensor", _native.less_equal_Tensor)
    lib.impl("less_equal_.Tensor", _native.less_equal__Tensor)
    lib.impl("less_equal.Tensor_out", _native.less_equal_Tensor_out)
    lib.impl("not_equal.Tensor", _native.not_equal_Tensor)
    lib.impl("not_equal_.Tensor", _native.not_equal__Tensor)
    lib.impl("not_equal.Tensor_out", _native.not_equal_Tensor_out)
    lib.impl("clip_", _native.clip_)
    lib.impl("clip_.Tensor", _native.clip__Tensor)
    lib.impl("clip.out", _native.clip_out)
    lib.impl("clip.Tensor_out", _native.clip_Tensor_out)
    lib.impl("concat", _native.concat)
    lib.impl("concat.out", _native.concat_out)
    lib.impl("concatenate", _native.concatenate)
    lib.impl("concatenate.out", _native.concatenate_out)
    lib.impl("row_stack", _native.row_stack)
    lib.impl("row_stack.out", _native.row_stack_out)
    lib.impl("swapaxes_", _native.swapaxes_)
    lib.impl("swapdims_", _native.swapdims_)
    lib.impl("msort", _native.msort)
    lib.impl("msort.out", _native.msort_out)
    lib.impl("trapz.x", _native.trapz_x)
    lib.impl("trapz.dx", _native.trapz_dx)
    lib.impl("positive", _native.positive)
    lib.impl("nanmean", _native.nanmean)
    lib.impl("nanmean.out", _native.nanmean_out)
    lib.impl("quantile", _native.quantile)
    lib.impl("quantile.out", _native.quantile_out)
    lib.impl("quantile.scalar", _native.quantile_scalar)
    lib.impl("quantile.scalar_out", _native.quantile_scalar_out)
    lib.impl("nanquantile", _native.nanquantile)
    lib.impl("nanquantile.out", _native.nanquantile_out)
    lib.impl("nanquantile.scalar", _native.nanquantile_scalar)
    lib.impl("nanquantile.scalar_out", _native.nanquantile_scalar_out)
    lib.impl("tensor_split.sections", _native.tensor_split_sections)
    lib.impl("tensor_split.indices", _native.tensor_split_indices)
    lib.impl(
        "tensor_split.tensor_indices_or_sections", _native.tensor_split_tensor_indices_or_sections
    )
    lib.impl("hsplit.int", _native.hsplit_int)
    lib.impl("hsplit.array", _native.hsplit_array)
    lib.impl("vsplit.int", _native.vsplit_int)
    lib.impl("vsplit.array", _native.vsplit_array)
    lib.impl("dsplit.int", _native.dsplit_int)
    lib.impl("dsplit.array", _native.dsplit_array)
    lib.impl("atleast_1d", _native.atleast_1d)
    lib.impl("atleast_1d.Sequence", _native.atleast_1d_Sequence)
    lib.impl("atleast_2d", _native.atleast_2d)
    lib.impl("atleast_2d.Sequence", _native.atleast_2d_Sequence)
    lib.impl("atleast_3d", _native.atleast_3d)
    lib.impl("atleast_3d.Sequence", _native.atleast_3d_Sequence)
    lib.impl("column_stack", _native.column_stack)
    lib.impl("column_stack.out", _native.column_stack_out)
    lib.impl("dstack", _native.dstack)
    lib.impl("dstack.out", _native.dstack_out)
    lib.impl("fliplr", _native.fliplr)
    lib.impl("flipud", _native.flipud)
    lib.impl("rot90", _native.rot90)
    lib.impl("rot90.out", _native.rot90_out)
    lib.impl("take_along_dim", _native.take_along_dim)
    lib.impl("take_along_dim.out", _native.take_along_dim_out)
    lib.impl("block_diag", _native.block_diag)
    lib.impl("block_diag.out", _native.block_diag_out)
    lib.impl("diagflat", _native.diagflat)
    lib.impl("fill_diagonal_", _native.fill_diagonal_)
    lib.impl("unsafe_chunk", _native.unsafe_chunk)
    lib.impl("narrow_copy.out", _native.narrow_copy_out)
    lib.impl("sum_to_size", _native.sum_to_size)
    lib.impl("combinations", _native.combinations)
    lib.impl("is_floating_point", _native.is_floating_point)
    lib.impl("is_complex", _native.is_complex)
    lib.impl("is_signed", _native.is_signed)
    lib.impl("is_nonzero", _native.is_nonzero)
    lib.impl("is_same_size", _native.is_same_size)
    lib.impl("is_distributed", _native.is_distributed)
    lib.impl("get_device", _native.get_device)
    lib.impl("type_as", _native.type_as)
    lib.impl("resize_as_", _native.resize_as_)
    lib.impl("inner", _native.inner)
    lib.impl("inner.out", _native.inner_out)
    lib.impl("vdot", _native.vdot)
    lib.impl("vdot.out", _native.vdot_out)
    lib.impl("addr", _native.addr)
    lib.impl("addr_", _native.addr_)
    lib.impl("addr.out", _native.addr_out)
    lib.impl("adjoint", _native.adjoint)
    lib.impl("dist", _native.dist)
    lib.impl("norm_except_dim", _native.norm_except_dim)
    lib.impl("renorm", _native.renorm)
    lib.impl("renorm_", _native.renorm_)
    lib.impl("renorm.out", _native.renorm_out)
    lib.impl("index_reduce", _native.index_reduce)
    lib.impl("index_reduce_", _native.index_reduce_)
    lib.impl("index_reduce.out", _native.index_reduce_out)
    lib.impl("cov", _native.cov)
    lib.impl("corrcoef", _native.corrcoef)
    lib.impl("alias_copy", _native.alias_copy)
    lib.impl("as_strided_copy", _native.as_strided_copy)
    lib.impl("detach_copy", _native.detach_copy)
    lib.impl("diagonal_copy", _native.diagonal_copy)
    lib.impl("expand_copy", _native.expand_copy)
    lib.impl("permute_copy", _native.permute_copy)
    lib.impl("select_copy.int", _native.select_copy_int)
    lib.impl("slice_copy.Tensor", _native.slice_copy_Tensor)
    lib.impl("split_copy.Tensor", _native.split_copy_Tensor)
    lib.impl("split_with_sizes_copy", _native.split_with_sizes_copy)
    lib.impl("squeeze_copy", _native.squeeze_copy)
    lib.impl("squeeze_copy.dim", _native.squeeze_copy_dim)
    lib.impl("squeeze_copy.dims", _native.squeeze_copy_dims)
    lib.impl("t_copy", _native.t_copy)
    lib.impl("transpose_copy.int", _native.transpose_copy_int)
    lib.impl("unbind_copy.int", _native.unbind_copy_int)
    lib.impl("unfold_copy", _native.unfold_copy)
    lib.impl("unsqueeze_copy", _native.unsqueeze_copy)
    lib.impl("view_copy", _native.view_copy)
    lib.impl("view_copy.dtype", _native.view_copy_dtype)
    lib.impl("view_as_real_copy", _native.view_as_real_copy)
    lib.impl("view_as_complex_copy", _native.view_as_complex_copy)
    lib.impl("diagonal_scatter", _native.diagonal_scatter)
    lib.impl("select_scatter", _native.select_scatter)
    lib.impl("slice_scatter", _native.slice_scatter)
    lib.impl("as_strided_scatter", _native.as_strided_scatter)
    lib.impl("ldexp.Tensor", _native.ldexp_Tensor)
    lib.impl("ldexp_", _native.ldexp_)
    lib.impl("ldexp.out", _native.ldexp_out)
    lib.impl("float_power.Tensor_Tensor", _native.float_power_Tensor_Tensor)
    lib.impl("float_power.Tensor_Tensor_out", _native.float_power_Tensor_Tensor_out)
    lib.impl("float_power.Scalar", _native.float_power_Scalar)
    lib.impl("float_power.Tensor_Scalar", _native.float_power_Tensor_Scalar)
    lib.impl("float_power_.Scalar", _native.float_power__Scalar)
    lib.impl("float_power_.Tensor", _native.float_power__Tensor)
    lib.impl("isreal", _native.isreal)
    lib.impl("cumulative_trapezoid.x", _native.cumulative_trapezoid_x)
    lib.impl("cumulative_trapezoid.dx", _native.cumulative_trapezoid_dx)
    lib.impl("celu", _native.celu)
    lib.impl("celu_", _native.celu_)
    lib.impl("selu", _native.selu)
    lib.impl("selu_", _native.selu_)
    lib.impl("prelu", _native.prelu)
    lib.impl("rrelu", _native.rrelu)
    lib.impl("rrelu_", _native.rrelu_)
    lib.impl("dropout_", _native.dropout_)
    lib.impl("feature_dropout_", _native.feature_dropout_)
    lib.impl("alpha_dropout", _native.alpha_dropout)
    lib.impl("alpha_dropout_", _native.alpha_dropout_)
    lib.impl("feature_alpha_dropout", _native.feature_alpha_dropout)
    lib.impl("feature_alpha_dropout_", _native.feature_alpha_dropout_)
    lib.impl("instance_norm", _native.instance_norm)
    lib.impl("to_dense", _native.to_dense)
    lib.impl("special_xlog1py.self_scalar", _native.special_xlog1py_self_scalar)
    lib.impl("special_xlog1py.other_scalar", _native.special_xlog1py_other_scalar)
    lib.impl("special_xlog1py.self_scalar_out", _native.special_xlog1py_self_scalar_out)
    lib.impl("special_xlog1py.other_scalar_out", _native.special_xlog1py_other_scalar_out)
    lib.impl("special_zeta.self_scalar", _native.special_zeta_self_scalar)
    lib.impl("special_zeta.other_scalar", _native.special_zeta_other_scalar)
    lib.impl("special_zeta.self_scalar_out", _native.special_zeta_self_scalar_out)
    lib.impl("special_zeta.other_scalar_out", _native.special_zeta_other_scalar_out)
    lib.impl(
        "special_chebyshev_polynomial_t.x_scalar", _native.special_chebyshev_polynomial_t_x_scalar
    )
    lib.impl(
        "special_chebyshev_polynomial_t.n_scalar", _native.special_chebyshev_polynomial_t_n_scalar
    )
    lib.impl(
        "special_chebyshev_polynomial_t.x_scalar_out",
        _native.special_chebyshev_polynomial_t_x_scalar_out,
    )
    lib.impl(
        "special_chebyshev_polynomial_t.n_scalar_out",
        _native.special_chebyshev_polynomial_t_n_scalar_out,
    )
    lib.impl(
        "special_chebyshev_polynomial_u.x_scalar", _native.special_chebyshev_polynomial_u_x_scalar
    )
    lib.impl(
        "special_chebyshev_polynomial_u.n_scalar", _native.special_chebyshev_polynomial_u_n_scalar
    )
    lib.impl(
        "special_chebyshev_polynomial_u.x_scalar_out",
        _native.special_chebyshev_polynomial_u_x_scalar_out,
    )
    lib.impl(
        "special_chebyshev_polynomial_u.n_scalar_out",
        _native.special_chebyshev_polynomial_u_n_scalar_out,
    )
    lib.impl(
        "special_chebyshev_polynomial_v.x_scalar", _native.special_chebyshev_polynomial_v_x_scalar
    )
    lib.impl(
        "special_chebyshev_polynomial_v.n_scalar", _native.special_chebyshev_polynomial_v_n_scalar
    )
    lib.impl(
        "special_chebyshev_polynomial_v.x_scalar_out",
        _native.special_chebyshev_polynomial_v_x_scalar_out,
    )
    lib.impl(
        "special_chebyshev_polynomial_v.n_scalar_out",
        _native.special_chebyshev_polynomial_v_n_scalar_out,
    )
    lib.impl(
        "special_chebyshev_polynomial_w.x_scalar", _native.special_chebyshev_polynomial_w_x_scalar
    )
    lib.impl(
        "special_chebyshev_polynomial_w.n_scalar", _native.special_chebyshev_polynomial_w_n_scalar
    )
    lib.impl(
        "special_chebyshev_polynomial_w.x_scalar_out",
        _native.special_chebyshev_polynomial_w_x_scalar_out,
    )
    lib.impl(
        "special_chebyshev_polynomial_w.n_scalar_out",
        _native.special_chebyshev_polynomial_w_n_scalar_out,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_t.x_scalar",
        _native.special_shifted_chebyshev_polynomial_t_x_scalar,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_t.n_scalar",
        _native.special_shifted_chebyshev_polynomial_t_n_scalar,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_t.x_scalar_out",
        _native.special_shifted_chebyshev_polynomial_t_x_scalar_out,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_t.n_scalar_out",
        _native.special_shifted_chebyshev_polynomial_t_n_scalar_out,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_u.x_scalar",
        _native.special_shifted_chebyshev_polynomial_u_x_scalar,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_u.n_scalar",
        _native.special_shifted_chebyshev_polynomial_u_n_scalar,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_u.x_scalar_out",
        _native.special_shifted_chebyshev_polynomial_u_x_scalar_out,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_u.n_scalar_out",
        _native.special_shifted_chebyshev_polynomial_u_n_scalar_out,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_v.x_scalar",
        _native.special_shifted_chebyshev_polynomial_v_x_scalar,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_v.n_scalar",
        _native.special_shifted_chebyshev_polynomial_v_n_scalar,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_v.x_scalar_out",
        _native.special_shifted_chebyshev_polynomial_v_x_scalar_out,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_v.n_scalar_out",
        _native.special_shifted_chebyshev_polynomial_v_n_scalar_out,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_w.x_scalar",
        _native.special_shifted_chebyshev_polynomial_w_x_scalar,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_w.n_scalar",
        _native.special_shifted_chebyshev_polynomial_w_n_scalar,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_w.x_scalar_out",
        _native.special_shifted_chebyshev_polynomial_w_x_scalar_out,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_w.n_scalar_out",
        _native.special_shifted_chebyshev_polynomial_w_n_scalar_out,
    )
    lib.impl("special_hermite_polynomial_h.x_scalar", _native.special_hermite_polynomial_h_x_scalar)
    lib.impl("special_hermite_polynomial_h.n_scalar", _native.special_hermite_polynomial_h_n_scalar)
    lib.impl(
        "special_hermite_polynomial_h.x_scalar_out",
        _native.special_hermite_polynomial_h_x_scalar_out,
    )
    lib.impl(
        "special_hermite_polynomial_h.n_scalar_out",
        _native.special_hermite_polynomial_h_n_scalar_out,
    )
    lib.impl(
        "special_hermite_polynomial_he.x_scalar", _native.special_hermite_polynomial_he_x_scalar
    )
    lib.impl(
        "special_hermite_polynomial_he.n_scalar", _native.special_hermite_polynomial_he_n_scalar
    )
    lib.impl(
        "special_hermite_polynomial_he.x_scalar_out",
        _native.special_hermite_polynomial_he_x_scalar_out,
    )
    lib.impl(
        "special_hermite_polynomial_he.n_scalar_out",
        _native.special_hermite_polynomial_he_n_scalar_out,
    )
    lib.impl(
        "special_laguerre_polynomial_l.x_scalar", _native.special_laguerre_polynomial_l_x_scalar
    )
    lib.impl(
        "special_laguerre_polynomial_l.n_scalar", _native.special_laguerre_polynomial_l_n_scalar
    )
    lib.impl(
        "special_laguerre_polynomial_l.x_scalar_out",
        _native.special_laguerre_polynomial_l_x_scalar_out,
    )
    lib.impl(
        "special_laguerre_polynomial_l.n_scalar_out",
        _native.special_laguerre_polynomial_l_n_scalar_out,
    )
    lib.impl(
        "special_legendre_polynomial_p.x_scalar", _native.special_legendre_polynomial_p_x_scalar
    )
    lib.impl(
        "special_legendre_polynomial_p.n_scalar", _native.special_legendre_polynomial_p_n_scalar
    )
    lib.impl(
        "special_legendre_polynomial_p.x_scalar_out",
        _native.special_legendre_polynomial_p_x_scalar_out,
    )
    lib.impl(
        "special_legendre_polynomial_p.n_scalar_out",
        _native.special_legendre_polynomial_p_n_scalar_out,
    )
    lib.impl("special_erf", _native.special_erf)
    lib.impl("special_erf.out", _native.special_erf_out)
    lib.impl("special_erfc", _native.special_erfc)
    lib.impl("special_erfc.out", _native.special_erfc_out)
    lib.impl("special_erfinv", _native.special_erfinv)
    lib.impl("special_erfinv.out", _native.special_erfinv_out)
    lib.impl("special_expit", _native.special_expit)
    lib.impl("special_expit.out", _native.special_expit_out)
    lib.impl("special_logit", _native.special_logit)
    lib.impl("special_logit.out", _native.special_logit_out)
    lib.impl("special_exp2", _native.special_exp2)
    lib.impl("special_exp2.out", _native.special_exp2_out)
    lib.impl("special_expm1", _native.special_expm1)
    lib.impl("special_expm1.out", _native.special_expm1_out)
    lib.impl("special_log1p", _native.special_log1p)
    lib.impl("special_log1p.out", _native.special_log1p_out)
    lib.impl("special_sinc", _native.special_sinc)
    lib.impl("special_sinc.out", _native.special_sinc_out)
    lib.impl("special_i0", _native.special_i0)
    lib.impl("special_i0.out", _native.special_i0_out)
    lib.impl("special_digamma", _native.special_digamma)
    lib.impl("special_digamma.out", _native.special_digamma_out)
    lib.impl("special_psi", _native.special_psi)
    lib.impl("special_psi.out", _native.special_psi_out)
    lib.impl("special_gammaln", _native.special_gammaln)
    lib.impl("special_gammaln.out", _native.special_gammaln_out)
    lib.impl("special_ndtr", _native.special_ndtr)
    lib.impl("special_ndtr.out", _native.special_ndtr_out)
    lib.impl("special_polygamma", _native.special_polygamma)
    lib.impl("special_polygamma.out", _native.special_polygamma_out)
    lib.impl("special_multigammaln", _native.special_multigammaln)
    lib.impl("special_multigammaln.out", _native.special_multigammaln_out)
    lib.impl("special_gammainc", _native.special_gammainc)
    lib.impl("special_gammainc.out", _native.special_gammainc_out)
    lib.impl("special_gammaincc", _native.special_gammaincc)
    lib.impl("special_gammaincc.out", _native.special_gammaincc_out)
    lib.impl("special_xlogy", _native.special_xlogy)
    lib.impl("special_xlogy.self_scalar", _native.special_xlogy_self_scalar)
    lib.impl("special_xlogy.other_scalar", _native.special_xlogy_other_scalar)
    lib.impl("special_xlogy.out", _native.special_xlogy_out)
    lib.impl("special_xlogy.self_scalar_out", _native.special_xlogy_self_scalar_out)
    lib.impl("special_xlogy.other_scalar_out", _native.special_xlogy_other_scalar_out)
    lib.impl("special_round", _native.special_round)
    lib.impl("special_round.out", _native.special_round_out)
    lib.impl("special_logsumexp", _native.special_logsumexp)
    lib.impl("special_logsumexp.out", _native.special_logsumexp_out)
    lib.impl("special_softmax", _native.special_softmax)
    lib.impl("special_log_softmax", _native.special_log_softmax)
    lib.impl("fft_fft", _native.fft_fft)
    lib.impl("fft_fft.out", _native.fft_fft_out)
    lib.impl("fft_fft2", _native.fft_fft2)
    lib.impl("fft_fft2.out", _native.fft_fft2_out)
    lib.impl("fft_fftn", _native.fft_fftn)
    lib.impl("fft_fftn.out", _native.fft_fftn_out)
    lib.impl("fft_ifft", _native.fft_ifft)
    lib.impl("fft_ifft.out", _native.fft_ifft_out)
    lib.impl("fft_ifft2", _native.fft_ifft2)
    lib.impl("fft_ifft2.out", _native.fft_ifft2_out)
    lib.impl("fft_ifftn", _native.fft_ifftn)
    lib.impl("fft_ifftn.out", _native.fft_ifftn_out)
    lib.impl("fft_rfft", _native.fft_rfft)
    lib.impl("fft_rfft.out", _native.fft_rfft_out)
    lib.impl("fft_rfft2", _native.fft_rfft2)
    lib.impl("fft_rfft2.out", _native.fft_rfft2_out)
    lib.impl("fft_rfftn", _native.fft_rfftn)
    lib.impl("fft_rfftn.out", _native.fft_rfftn_out)
    lib.impl("fft_irfft", _native.fft_irfft)
    lib.impl("fft_irfft.out", _native.fft_irfft_out)
    lib.impl("fft_irfft2", _native.fft_irfft2)
    lib.impl("fft_irfft2.out", _native.fft_irfft2_out)
    lib.impl("fft_irfftn", _native.fft_irfftn)
    lib.impl("fft_irfftn.out", _native.fft_irfftn_out)
    lib.impl("fft_hfft", _native.fft_hfft)
    lib.impl("fft_hfft.out", _native.fft_hfft_out)
    lib.impl("fft_hfft2", _native.fft_hfft2)
    lib.impl("fft_hfft2.out", _native.fft_hfft2_out)
    lib.impl("fft_hfftn", _native.fft_hfftn)
    lib.impl("fft_hfftn.out", _native.fft_hfftn_out)
    lib.impl("fft_ihfft", _native.fft_ihfft)
    lib.impl("fft_ihfft.out", _native.fft_ihfft_out)
    lib.impl("fft_ihfft2", _native.fft_ihfft2)
    lib.impl("fft_ihfft2.out", _native.fft_ihfft2_out)
    lib.impl("fft_ihfftn", _native.fft_ihfftn)
    lib.impl("fft_ihfftn.out", _native.fft_ihfftn_out)
    lib.impl("fft_fftshift", _native.fft_fftshift)
    lib.impl("fft_ifftshift", _native.fft_ifftshift)
    lib.impl("stft.center", _native.stft_center)
    lib.impl("stft", _native.stft)
    lib.impl("istft", _native.istft)
