# @generated from derivatives.yaml by glasstorch.autograd.codegen — do not edit by hand.
"""Backward nodes, one class per differentiable derivatives.yaml entry.

PyTorch's generated ``Functions.h``/``Functions.cpp``: ``<Name>Backward<N>`` saves what the
entry's formulas read and evaluates them in ``apply``. The formulas run through the
Dispatcher, so with ``create_graph=True`` they are recorded themselves.
"""

from ..graph import Node, current, should_execute
from ..formulas import (
    M_2_SQRTPI,
    M_LN10,
    M_LN2,
    M_PI,
    _adaptive_avg_pool2d,
    _adaptive_avg_pool2d_backward,
    _log_softmax_backward_data,
    _softmax_backward_data,
    _standard_gamma_grad,
    _to_copy_backward,
    aminmax_backward,
    angle_backward,
    any_grad_defined,
    as_strided_backward,
    atan2_backward,
    avg_pool2d,
    avg_pool2d_backward,
    batch_norm_backward,
    binary_cross_entropy_backward,
    binary_cross_entropy_double_backward,
    binary_cross_entropy_double_backward_grad_output,
    binary_cross_entropy_double_backward_target,
    binary_cross_entropy_target_backward,
    cat_tensors_backward,
    cholesky_inverse_backward,
    cholesky_solve_backward,
    clamp_backward,
    clamp_backward_min_max,
    constant_pad_nd_backward,
    convolution_backward,
    convolution_double_backward,
    copysign_tensor_self_backward,
    cummaxmin_backward,
    cumprod_backward,
    cumsum_backward,
    diagonal_backward,
    div_tensor_other_backward,
    div_tensor_self_backward,
    dropout_scale,
    elu_backward,
    elu_double_backward,
    embedding_backward,
    embedding_dense_double_backward,
    entr_backward,
    erfcx_backward,
    evenly_distribute_backward,
    expand_grad,
    fft_c2c_backward,
    fft_c2r_backward,
    fft_r2c_backward,
    fmax_fmin_backward,
    gather_backward,
    gelu_backward,
    gelu_double_backward,
    group_norm_backward,
    handle_r_to_c,
    householder_product_backward,
    huber_loss_backward,
    huber_loss_double_backward,
    huber_loss_double_backward_grad_output,
    i0e_backward,
    i1_backward,
    i1e_backward,
    igamma_other_backward,
    index,
    index_add_source_backward,
    index_backward,
    index_fill_value_backward,
    index_select_backward,
    isfinite,
    layer_norm_backward,
    leaky_relu_backward,
    linalg_cholesky_backward,
    linalg_cross_backward,
    linalg_det_backward,
    linalg_eigh_backward,
    linalg_inv_backward,
    linalg_lstsq_backward,
    linalg_lu_backward,
    linalg_lu_solve_backward,
    linalg_matrix_exp_backward,
    linalg_qr_backward,
    linalg_slogdet_backward,
    linalg_solve_backward,
    linalg_solve_triangular_backward,
    linalg_vector_norm_backward,
    log1p_backward,
    log_ndtr_backward,
    log_softmax_double_backward_grad_output,
    log_softmax_double_backward_output,
    logit_backward,
    logsumexp_backward,
    lu_factor_ex_backward,
    lu_unpack_backward,
    masked_fill_backward,
    masked_scatter_backward,
    masked_select_backward,
    max_pool2d_with_indices_backward,
    max_pool_double_backward,
    maybe_multiply,
    mean_backward,
    mm_mat1_backward,
    mm_mat1_sparse_backward,
    mm_mat2_backward,
    mse_loss_backward,
    mse_loss_double_backward,
    mse_loss_double_backward_grad_output,
    mul_tensor_backward,
    mvlgamma_backward,
    nansum_backward,
    narrow_backward,
    native_dropout_backward,
    ndtri_backward,
    nll_loss,
    nll_loss_backward,
    norm_backward,
    not_implemented,
    ormqr_backward,
    permute_backwards,
    pinv_backward,
    polar_backward,
    pow_backward_exponent,
    pow_backward_self,
    prod_backward,
    reflection_pad1d,
    reflection_pad1d_backward,
    reflection_pad2d,
    reflection_pad2d_backward,
    release_saved,
    repeat_backward,
    replication_pad1d,
    replication_pad1d_backward,
    replication_pad2d,
    replication_pad2d_backward,
    restore_reduced_dims,
    scale_grad_by_count,
    scatter_multiply_factor,
    scatter_reduce_backward,
    scatter_reduce_src_backward,
    scatter_src_backward,
    select_backward,
    sgn_backward,
    should_compute_any,
    sigmoid_backward,
    silu_backward,
    silu_double_backward,
    sinc_backward,
    slice_backward,
    smooth_l1_loss_backward,
    smooth_l1_loss_double_backward,
    smooth_l1_loss_double_backward_grad_output,
    softmax_double_backward,
    softplus_backward,
    softplus_double_backward,
    sparse_softmax_backward,
    sparse_sum_backward,
    special_i1,
    split_backward,
    split_with_sizes_backward,
    stack_tensors_backward,
    std_backward,
    std_mean_backward,
    sum_backward,
    sum_to,
    svd_backward,
    take_backward,
    tanh_backward,
    threshold_backward,
    to_dense_backward,
    trace_backward,
    triangular_solve_backward,
    unbind_backward,
    unfold_backward,
    unsqueeze_to,
    upsample_bilinear2d,
    upsample_bilinear2d_backward,
    upsample_nearest2d,
    upsample_nearest2d_backward,
    value_selecting_reduction_backward,
    values_backward,
    var_backward,
    var_mean_backward,
    view_as_complex,
    view_as_real,
    where,
    xlog1py_self_backward,
    xlogy,
    zeros,
    zeros_like,
    zeta_other_backward,
)


class CopyBackward0(Node):
    """aten::copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)"""

    __slots__ = ("src_dtype", "src_device")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        src_dtype = self.src_dtype
        src_device = self.src_device
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = _to_copy_backward(grad, src_dtype, src_device)
        return grad_inputs


class ToCopyBackward0(Node):
    """aten::_to_copy(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor"""

    __slots__ = ("self_dtype", "self_device")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_dtype = self.self_dtype
        self_device = self.self_device
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = _to_copy_backward(grad, self_dtype, self_device)
        return grad_inputs


class FillBackward0(Node):
    """aten::fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class ZeroBackward0(Node):
    """aten::zero_(Tensor(a!) self) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class CloneBackward0(Node):
    """aten::clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad
        return grad_inputs


class AddBackward0(Node):
    """aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""

    __slots__ = ("self_dtype", "other_dtype", "alpha")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_dtype = self.self_dtype
        other_dtype = self.other_dtype
        alpha = self.alpha
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = handle_r_to_c(self_dtype, grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = handle_r_to_c(other_dtype, maybe_multiply(grad, alpha))
        return grad_inputs


class SubBackward0(Node):
    """aten::sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""

    __slots__ = ("self_dtype", "other_dtype", "alpha")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_dtype = self.self_dtype
        other_dtype = self.other_dtype
        alpha = self.alpha
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = handle_r_to_c(self_dtype, grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = handle_r_to_c(other_dtype, maybe_multiply(-grad, alpha))
        return grad_inputs


class MulBackward0(Node):
    """aten::mul.Tensor(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "self_dtype", "other_", "other_dtype")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        self_dtype = self.self_dtype
        other = self.other_.unpack(self)
        other_dtype = self.other_dtype
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = mul_tensor_backward(grad, other, self_dtype)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = mul_tensor_backward(grad, self_, other_dtype)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class DivBackward0(Node):
    """aten::div.Tensor(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "self_dtype", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        self_dtype = self.self_dtype
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = div_tensor_self_backward(grad, other, self_dtype)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = div_tensor_other_backward(grad, self_, other)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class DivBackward1(Node):
    """aten::div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor"""

    __slots__ = ("self_", "self_dtype", "other_", "rounding_mode")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        self_dtype = self.self_dtype
        other = self.other_.unpack(self)
        rounding_mode = self.rounding_mode
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = div_tensor_self_backward(grad, other, self_dtype, rounding_mode)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = div_tensor_other_backward(grad, self_, other, rounding_mode)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class FloorDivideBackward0(Node):
    """aten::floor_divide(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class RemainderBackward0(Node):
    """aten::remainder.Tensor(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = -grad * self_.div(other, rounding_mode="floor")
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class FmodBackward0(Node):
    """aten::fmod.Tensor(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = -grad * self_.div(other, rounding_mode="trunc")
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class PowBackward0(Node):
    """aten::pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor"""

    __slots__ = ("self_", "exponent_", "result_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        exponent = self.exponent_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = pow_backward_self(grad, self_, exponent)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = pow_backward_exponent(grad, self_, exponent, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.exponent_.reset_data()
        self.result_.reset_data()


class Atan2Backward0(Node):
    """aten::atan2(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = atan2_backward(grad, self_, other, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class MaximumBackward0(Node):
    """aten::maximum(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = where(self_ < other, 0.0, where(self_ == other, grad / 2, grad))
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = where(self_ > other, 0.0, where(self_ == other, grad / 2, grad))
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class MinimumBackward0(Node):
    """aten::minimum(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = where(self_ > other, 0.0, where(self_ == other, grad / 2, grad))
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = where(self_ < other, 0.0, where(self_ == other, grad / 2, grad))
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class EqBackward0(Node):
    """aten::eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class NeBackward0(Node):
    """aten::ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class LtBackward0(Node):
    """aten::lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class LeBackward0(Node):
    """aten::le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class GtBackward0(Node):
    """aten::gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class GeBackward0(Node):
    """aten::ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class WhereBackward0(Node):
    """aten::where.self(Tensor condition, Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("condition_",)

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        condition = self.condition_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = where(condition, grad, 0.0)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = where(condition, 0.0, grad)
        return grad_inputs

    def release_variables(self):
        self.condition_.reset_data()


class LerpBackward0(Node):
    """aten::lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor"""

    __slots__ = ("self_", "end_", "weight_")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        end = self.end_.unpack(self)
        weight = self.weight_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * (1 - weight)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad * weight
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = grad * (end - self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.end_.reset_data()
        self.weight_.reset_data()


class AddcmulBackward0(Node):
    """aten::addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""

    __slots__ = ("self_dtype", "tensor1_", "tensor1_dtype", "tensor2_", "tensor2_dtype", "value")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_dtype = self.self_dtype
        tensor1 = self.tensor1_.unpack(self)
        tensor1_dtype = self.tensor1_dtype
        tensor2 = self.tensor2_.unpack(self)
        tensor2_dtype = self.tensor2_dtype
        value = self.value
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = handle_r_to_c(self_dtype, grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = handle_r_to_c(tensor1_dtype, grad * (tensor2 * value))
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = handle_r_to_c(tensor2_dtype, grad * (tensor1 * value))
        return grad_inputs

    def release_variables(self):
        self.tensor1_.reset_data()
        self.tensor2_.reset_data()


class AddcdivBackward0(Node):
    """aten::addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""

    __slots__ = ("self_dtype", "tensor1_", "tensor1_dtype", "tensor2_", "tensor2_dtype", "value")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_dtype = self.self_dtype
        tensor1 = self.tensor1_.unpack(self)
        tensor1_dtype = self.tensor1_dtype
        tensor2 = self.tensor2_.unpack(self)
        tensor2_dtype = self.tensor2_dtype
        value = self.value
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = handle_r_to_c(self_dtype, grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = handle_r_to_c(tensor1_dtype, grad * (value / tensor2))
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = (
                handle_r_to_c(tensor2_dtype, -grad * (value * tensor1 / (tensor2 * tensor2)))
            )
        return grad_inputs

    def release_variables(self):
        self.tensor1_.reset_data()
        self.tensor2_.reset_data()


class ClampBackward0(Node):
    """aten::clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""

    __slots__ = ("self_", "min_", "max_")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        min = self.min_.unpack(self)
        max = self.max_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = clamp_backward(grad, self_, min, max)
        grad_input_mask = [
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
            edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)),
        ]
        if any(grad_input_mask):
            grad_result = clamp_backward_min_max(grad, self_, min, max, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[1] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[2] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.min_.reset_data()
        self.max_.reset_data()


class ClampBackward1(Node):
    """aten::clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor"""

    __slots__ = ("self_", "min", "max")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        min = self.min
        max = self.max
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = clamp_backward(grad, self_, min, max)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class AbsBackward0(Node):
    """aten::abs(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * self_.sgn()
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class AcosBackward0(Node):
    """aten::acos(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * -((-self_ * self_ + 1).rsqrt())
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class AsinBackward0(Node):
    """aten::asin(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * (-self_ * self_ + 1).rsqrt()
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class AtanBackward0(Node):
    """aten::atan(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad / (self_ * self_ + 1)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class CeilBackward0(Node):
    """aten::ceil(Tensor self) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class CosBackward0(Node):
    """aten::cos(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * -self_.sin()
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class CoshBackward0(Node):
    """aten::cosh(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * self_.sinh()
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class ErfBackward0(Node):
    """aten::erf(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = M_2_SQRTPI * (-(self_ * self_)).exp() * grad
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class ExpBackward0(Node):
    """aten::exp(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * result
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class Exp2Backward0(Node):
    """aten::exp2(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * result * M_LN2
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class Expm1Backward0(Node):
    """aten::expm1(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * (result + 1)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class FloorBackward0(Node):
    """aten::floor(Tensor self) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class FracBackward0(Node):
    """aten::frac(Tensor self) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad
        return grad_inputs


class LogBackward0(Node):
    """aten::log(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.div(self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class Log10Backward0(Node):
    """aten::log10(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad / (self_ * M_LN10)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class Log1PBackward0(Node):
    """aten::log1p(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = log1p_backward(grad, self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class Log2Backward0(Node):
    """aten::log2(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad / (self_ * M_LN2)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class NanToNumBackward0(Node):
    """aten::nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * isfinite(self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class NegBackward0(Node):
    """aten::neg(Tensor self) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.neg()
        return grad_inputs


class ReciprocalBackward0(Node):
    """aten::reciprocal(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = -grad * (result * result)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class RoundBackward0(Node):
    """aten::round(Tensor self) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class RoundBackward1(Node):
    """aten::round.decimals(Tensor self, *, int decimals) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class RsqrtBackward0(Node):
    """aten::rsqrt(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = -0.5 * grad * result.pow(3)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class SigmoidBackward0(Node):
    """aten::sigmoid(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = sigmoid_backward(grad, result)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class SignBackward0(Node):
    """aten::sign(Tensor self) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class SinBackward0(Node):
    """aten::sin(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * self_.cos()
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class SinhBackward0(Node):
    """aten::sinh(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * self_.cosh()
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class SqrtBackward0(Node):
    """aten::sqrt(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad / (2 * result)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class TanBackward0(Node):
    """aten::tan(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * (1 + result.pow(2))
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class TanhBackward0(Node):
    """aten::tanh(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = tanh_backward(grad, result)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class TruncBackward0(Node):
    """aten::trunc(Tensor self) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class ReluBackward0(Node):
    """aten::relu(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = threshold_backward(grad, result, 0)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class SiluBackward0(Node):
    """aten::silu(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = silu_backward(grad, self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class EluBackward0(Node):
    """aten::elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor"""

    __slots__ = ("self_", "alpha", "scale", "input_scale")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        alpha = self.alpha
        scale = self.scale
        input_scale = self.input_scale
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = elu_backward(grad, alpha, scale, input_scale, False, self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class EluBackward1(Node):
    """aten::elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)"""

    __slots__ = ("alpha", "scale", "input_scale", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        alpha = self.alpha
        scale = self.scale
        input_scale = self.input_scale
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = elu_backward(grad, alpha, scale, input_scale, True, result)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class GeluBackward0(Node):
    """aten::gelu(Tensor self, *, str approximate="none") -> Tensor"""

    __slots__ = ("self_", "approximate")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        approximate = self.approximate
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = gelu_backward(grad, self_, approximate)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class LeakyReluBackward0(Node):
    """aten::leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor"""

    __slots__ = ("self_", "negative_slope")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        negative_slope = self.negative_slope
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = leaky_relu_backward(grad, self_, negative_slope, False)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class LeakyReluBackward1(Node):
    """aten::leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)"""

    __slots__ = ("negative_slope", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        negative_slope = self.negative_slope
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = leaky_relu_backward(grad, result, negative_slope, True)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class SoftplusBackward0(Node):
    """aten::softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor"""

    __slots__ = ("self_", "beta", "threshold")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        beta = self.beta
        threshold = self.threshold
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = softplus_backward(grad, self_, beta, threshold)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class ThresholdBackward0(Node):
    """aten::threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor"""

    __slots__ = ("self_", "threshold")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        threshold = self.threshold
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = threshold_backward(grad, self_, threshold)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class ThresholdBackwardBackward0(Node):
    """aten::threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor"""

    __slots__ = ("self_", "threshold")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        threshold = self.threshold
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = threshold_backward(grad, self_, threshold)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class SigmoidBackwardBackward0(Node):
    """aten::sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor"""

    __slots__ = ("grad_output_", "output_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        output = self.output_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = sigmoid_backward(grad, output)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad * grad_output * (-2 * output + 1)
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.output_.reset_data()


class TanhBackwardBackward0(Node):
    """aten::tanh_backward(Tensor grad_output, Tensor output) -> Tensor"""

    __slots__ = ("grad_output_", "output_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        output = self.output_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = tanh_backward(grad, output)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad * (-2 * output * grad_output)
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.output_.reset_data()


class SiluBackwardBackward0(Node):
    """aten::silu_backward(Tensor grad_output, Tensor self) -> Tensor"""

    __slots__ = ("grad_output_", "self_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = silu_double_backward(grad, grad_output, self_, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.self_.reset_data()


class GeluBackwardBackward0(Node):
    """aten::gelu_backward(Tensor grad_output, Tensor self, *, str approximate="none") -> Tensor"""

    __slots__ = ("grad_output_", "self_", "approximate")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        self_ = self.self_.unpack(self)
        approximate = self.approximate
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = gelu_backward(grad, self_, approximate)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = gelu_double_backward(grad, grad_output, self_, approximate)
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.self_.reset_data()


class EluBackwardBackward0(Node):
    """aten::elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result) -> Tensor"""

    __slots__ = ("grad_output_", "alpha", "scale", "input_scale", "is_result", "self_or_result_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        alpha = self.alpha
        scale = self.scale
        input_scale = self.input_scale
        is_result = self.is_result
        self_or_result = self.self_or_result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                elu_backward(grad, alpha, scale, input_scale, is_result, self_or_result)
            )
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = (
                elu_double_backward(grad, grad_output, alpha, scale, input_scale, is_result, self_or_result)
            )
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.self_or_result_.reset_data()


class LeakyReluBackwardBackward0(Node):
    """aten::leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result) -> Tensor"""

    __slots__ = ("self_", "negative_slope")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        negative_slope = self.negative_slope
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = leaky_relu_backward(grad, self_, negative_slope, False)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class SoftplusBackwardBackward0(Node):
    """aten::softplus_backward(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold) -> Tensor"""

    __slots__ = ("grad_output_", "self_", "beta", "threshold")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        self_ = self.self_.unpack(self)
        beta = self.beta
        threshold = self.threshold
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = softplus_backward(grad, self_, beta, threshold)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = softplus_double_backward(grad * grad_output, self_, beta, threshold)
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.self_.reset_data()


class BernoulliBackward0(Node):
    """aten::bernoulli(Tensor self, *, Generator? generator=None) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class BernoulliBackward1(Node):
    """aten::bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class BernoulliBackward2(Node):
    """aten::bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class BernoulliBackward3(Node):
    """aten::bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class ExponentialBackward0(Node):
    """aten::exponential_(Tensor(a!) self, float lambd=1, *, Generator? generator=None) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class NormalBackward0(Node):
    """aten::normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class NormalBackward1(Node):
    """aten::normal.Tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class NormalBackward2(Node):
    """aten::normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class NormalBackward3(Node):
    """aten::normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class RandomBackward0(Node):
    """aten::random_.from(Tensor(a!) self, int from, int? to, *, Generator? generator=None) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class RandomBackward1(Node):
    """aten::random_.to(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class RandomBackward2(Node):
    """aten::random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class UniformBackward0(Node):
    """aten::uniform_(Tensor(a!) self, float from=0, float to=1, *, Generator? generator=None) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class CauchyBackward0(Node):
    """aten::cauchy_(Tensor(a!) self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class PoissonBackward0(Node):
    """aten::poisson(Tensor self, Generator? generator=None) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class BinomialBackward0(Node):
    """aten::binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor"""

    __slots__ = ("count_", "prob_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        count = self.count_.unpack(self)
        prob = self.prob_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(count)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(prob)
        return grad_inputs

    def release_variables(self):
        self.count_.reset_data()
        self.prob_.reset_data()


class StandardGammaBackward0(Node):
    """aten::_standard_gamma(Tensor self, Generator? generator=None) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * _standard_gamma_grad(self_, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class StandardGammaGradBackward0(Node):
    """aten::_standard_gamma_grad(Tensor self, Tensor output) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("_standard_gamma_grad")
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = not_implemented("_standard_gamma_grad")
        return grad_inputs


class SampleDirichletBackward0(Node):
    """aten::_sample_dirichlet(Tensor self, Generator? generator=None) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("_sample_dirichlet")
        return grad_inputs


class DirichletGradBackward0(Node):
    """aten::_dirichlet_grad(Tensor x, Tensor alpha, Tensor total) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("_dirichlet_grad")
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = not_implemented("_dirichlet_grad")
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = not_implemented("_dirichlet_grad")
        return grad_inputs


class SumBackward0(Node):
    """aten::sum(Tensor self, *, ScalarType? dtype=None) -> Tensor"""

    __slots__ = ("self_sizes",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = expand_grad(grad, self_sizes)
        return grad_inputs


class SumBackward1(Node):
    """aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    __slots__ = ("self_sizes", "dim", "keepdim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        keepdim = self.keepdim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = sum_backward(grad, self_sizes, dim, keepdim)
        return grad_inputs


class MeanBackward0(Node):
    """aten::mean(Tensor self, *, ScalarType? dtype=None) -> Tensor"""

    __slots__ = ("self_sizes", "self_numel")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        self_numel = self.self_numel
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = expand_grad(grad, self_sizes) / self_numel
        return grad_inputs


class MeanBackward1(Node):
    """aten::mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    __slots__ = ("self_sizes", "self_numel", "dim", "keepdim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        self_numel = self.self_numel
        dim = self.dim
        keepdim = self.keepdim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = mean_backward(grad, self_sizes, dim, self_numel, keepdim)
        return grad_inputs


class ProdBackward0(Node):
    """aten::prod(Tensor self, *, ScalarType? dtype=None) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = prod_backward(grad, self_.to(grad.dtype), result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class ProdBackward1(Node):
    """aten::prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    __slots__ = ("self_", "dim", "keepdim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        keepdim = self.keepdim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = prod_backward(grad, self_.to(grad.dtype), result, dim, keepdim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class AmaxBackward0(Node):
    """aten::amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""

    __slots__ = ("self_", "dim", "keepdim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        keepdim = self.keepdim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                scale_grad_by_count(restore_reduced_dims(grad, dim, keepdim), restore_reduced_dims(result, dim, keepdim) == self_, dim)
            )
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class AminBackward0(Node):
    """aten::amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""

    __slots__ = ("self_", "dim", "keepdim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        keepdim = self.keepdim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                scale_grad_by_count(restore_reduced_dims(grad, dim, keepdim), restore_reduced_dims(result, dim, keepdim) == self_, dim)
            )
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class MaxBackward0(Node):
    """aten::max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""

    __slots__ = ("self_sizes", "dim", "keepdim", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        keepdim = self.keepdim
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                value_selecting_reduction_backward(grad, dim, indices, self_sizes, keepdim)
            )
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class MaxBackward1(Node):
    """aten::max(Tensor self) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = evenly_distribute_backward(grad, self_, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class MinBackward0(Node):
    """aten::min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""

    __slots__ = ("self_sizes", "dim", "keepdim", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        keepdim = self.keepdim
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                value_selecting_reduction_backward(grad, dim, indices, self_sizes, keepdim)
            )
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class MinBackward1(Node):
    """aten::min(Tensor self) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = evenly_distribute_backward(grad, self_, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class VarBackward0(Node):
    """aten::var.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"""

    __slots__ = ("self_", "dim", "correction", "keepdim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        correction = self.correction
        keepdim = self.keepdim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = var_backward(grad, self_, dim, correction, keepdim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class VarMeanBackward0(Node):
    """aten::var_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"""

    __slots__ = ("self_", "dim", "correction", "keepdim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        self_ = self.self_.unpack(self)
        dim = self.dim
        correction = self.correction
        keepdim = self.keepdim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = var_mean_backward(grads[0], grads[1], self_, dim, correction, keepdim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class StdBackward0(Node):
    """aten::std.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"""

    __slots__ = ("self_", "dim", "correction", "keepdim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        correction = self.correction
        keepdim = self.keepdim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = std_backward(result, grad, self_, dim, correction, keepdim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class StdMeanBackward0(Node):
    """aten::std_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"""

    __slots__ = ("self_", "dim", "correction", "keepdim", "result0_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        self_ = self.self_.unpack(self)
        dim = self.dim
        correction = self.correction
        keepdim = self.keepdim
        result0 = self.result0_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                std_mean_backward(grads[0], grads[1], self_, result0, dim, correction, keepdim)
            )
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result0_.reset_data()


class NormBackward0(Node):
    """aten::norm.Scalar(Tensor self, Scalar p=2) -> Tensor"""

    __slots__ = ("self_", "p", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        p = self.p
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = norm_backward(grad, self_, p, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class NormBackward1(Node):
    """aten::norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor"""

    __slots__ = ("self_", "p", "dim", "keepdim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        p = self.p
        dim = self.dim
        keepdim = self.keepdim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = norm_backward(grad, self_, p, result, dim, keepdim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class LinalgVectorNormBackward0(Node):
    """aten::linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    __slots__ = ("self_", "ord", "dim", "keepdim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        ord = self.ord
        dim = self.dim
        keepdim = self.keepdim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_vector_norm_backward(grad, self_, ord, result, dim, keepdim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class LinalgInvBackward0(Node):
    """aten::linalg_inv(Tensor A) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_inv_backward(grad, result)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class LinalgDetBackward0(Node):
    """aten::linalg_det(Tensor A) -> Tensor"""

    __slots__ = ("A_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        A = self.A_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_det_backward(grad, A, result)
        return grad_inputs

    def release_variables(self):
        self.A_.reset_data()
        self.result_.reset_data()


class LinalgSlogdetBackward0(Node):
    """aten::linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)"""

    __slots__ = ("A_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        A = self.A_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_slogdet_backward(grad, A)
        return grad_inputs

    def release_variables(self):
        self.A_.reset_data()


class LinalgSolveBackward0(Node):
    """aten::linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor"""

    __slots__ = ("A_", "A_sizes", "B_sizes", "left", "result_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        A = self.A_.unpack(self)
        A_sizes = self.A_sizes
        B_sizes = self.B_sizes
        left = self.left
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                linalg_solve_backward(grad, A, result, left, A_sizes, B_sizes, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.A_.reset_data()
        self.result_.reset_data()


class LinalgCholeskyBackward0(Node):
    """aten::linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor"""

    __slots__ = ("upper", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        upper = self.upper
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_cholesky_backward(grad, result, upper)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class LinalgSvdBackward0(Node):
    """aten::_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"""

    __slots__ = ("full_matrices", "compute_uv", "U_", "S_", "Vh_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        full_matrices = self.full_matrices
        compute_uv = self.compute_uv
        U = self.U_.unpack(self)
        S = self.S_.unpack(self)
        Vh = self.Vh_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                svd_backward(grads[0], grads[1], grads[2], U, S, Vh, full_matrices, compute_uv)
            )
        return grad_inputs

    def release_variables(self):
        self.U_.reset_data()
        self.S_.reset_data()
        self.Vh_.reset_data()


class LinalgEighBackward0(Node):
    """aten::linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)"""

    __slots__ = ("eigenvalues_", "eigenvectors_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        eigenvalues = self.eigenvalues_.unpack(self)
        eigenvectors = self.eigenvectors_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_eigh_backward(grads[0], grads[1], eigenvalues, eigenvectors)
        return grad_inputs

    def release_variables(self):
        self.eigenvalues_.reset_data()
        self.eigenvectors_.reset_data()


class LinalgCrossBackward0(Node):
    """aten::linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor"""

    __slots__ = ("self_", "other_", "dim")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = linalg_cross_backward(grad, self_, other, dim, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class LinalgMatrixExpBackward0(Node):
    """aten::linalg_matrix_exp(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_matrix_exp_backward(self_, grad)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class LinalgLuFactorExBackward0(Node):
    """aten::linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)"""

    __slots__ = ("pivot", "LU_", "pivots_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        pivot = self.pivot
        LU = self.LU_.unpack(self)
        pivots = self.pivots_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = lu_factor_ex_backward(grad, LU, pivots, pivot)
        return grad_inputs

    def release_variables(self):
        self.LU_.reset_data()
        self.pivots_.reset_data()


class LinalgLuBackward0(Node):
    """aten::linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)"""

    __slots__ = ("pivot", "P_", "L_", "U_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        pivot = self.pivot
        P = self.P_.unpack(self)
        L = self.L_.unpack(self)
        U = self.U_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_lu_backward(grads[0], grads[1], P, L, U, pivot)
        return grad_inputs

    def release_variables(self):
        self.P_.reset_data()
        self.L_.reset_data()
        self.U_.reset_data()


class LinalgLuSolveBackward0(Node):
    """aten::linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor"""

    __slots__ = ("LU_", "pivots_", "left", "adjoint", "result_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        LU = self.LU_.unpack(self)
        pivots = self.pivots_.unpack(self)
        left = self.left
        adjoint = self.adjoint
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                linalg_lu_solve_backward(grad, LU, pivots, result, left, adjoint, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.LU_.reset_data()
        self.pivots_.reset_data()
        self.result_.reset_data()


class LuUnpackBackward0(Node):
    """aten::lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)"""

    __slots__ = ("LU_data_sizes",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        LU_data_sizes = self.LU_data_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                lu_unpack_backward(grads[0], grads[1], LU_data_sizes[-2], LU_data_sizes[-1])
            )
        return grad_inputs


class LinalgInvExBackward0(Node):
    """aten::linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)"""

    __slots__ = ("inverse_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        inverse = self.inverse_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_inv_backward(grad, inverse)
        return grad_inputs

    def release_variables(self):
        self.inverse_.reset_data()


class LinalgSolveTriangularBackward0(Node):
    """aten::linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor"""

    __slots__ = ("self_", "upper", "left", "unitriangular", "result_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        upper = self.upper
        left = self.left
        unitriangular = self.unitriangular
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                linalg_solve_triangular_backward(grad, self_, result, upper, left, unitriangular, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class TriangularSolveBackward0(Node):
    """aten::triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)"""

    __slots__ = ("self_", "A_", "upper", "transpose", "unitriangular", "solution_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        self_ = self.self_.unpack(self)
        A = self.A_.unpack(self)
        upper = self.upper
        transpose = self.transpose
        unitriangular = self.unitriangular
        solution = self.solution_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                triangular_solve_backward(grads[0], grads[1], self_, A, solution, upper, transpose, unitriangular, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.A_.reset_data()
        self.solution_.reset_data()


class LinalgCholeskyExBackward0(Node):
    """aten::linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)"""

    __slots__ = ("upper", "L_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        upper = self.upper
        L = self.L_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_cholesky_backward(grad, L, upper)
        return grad_inputs

    def release_variables(self):
        self.L_.reset_data()


class CholeskyBackward0(Node):
    """aten::cholesky(Tensor self, bool upper=False) -> Tensor"""

    __slots__ = ("upper", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        upper = self.upper
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_cholesky_backward(grad, result, upper)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class CholeskyInverseBackward0(Node):
    """aten::cholesky_inverse(Tensor self, bool upper=False) -> Tensor"""

    __slots__ = ("self_", "upper", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        upper = self.upper
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = cholesky_inverse_backward(grad, self_, upper, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class CholeskySolveBackward0(Node):
    """aten::cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"""

    __slots__ = ("self_", "input2_", "upper", "result_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        input2 = self.input2_.unpack(self)
        upper = self.upper
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                cholesky_solve_backward(grad, self_, input2, result, upper, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.input2_.reset_data()
        self.result_.reset_data()


class LinalgLdlFactorExBackward0(Node):
    """aten::linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots, Tensor info)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("linalg_ldl_factor_ex")
        return grad_inputs


class LinalgLdlSolveBackward0(Node):
    """aten::linalg_ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = not_implemented("linalg_ldl_solve")
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs


class LinalgQrBackward0(Node):
    """aten::linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)"""

    __slots__ = ("mode", "Q_", "R_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        mode = self.mode
        Q = self.Q_.unpack(self)
        R = self.R_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = linalg_qr_backward(grads[0], grads[1], Q, R, mode)
        return grad_inputs

    def release_variables(self):
        self.Q_.reset_data()
        self.R_.reset_data()


class GeqrfBackward0(Node):
    """aten::geqrf(Tensor self) -> (Tensor a, Tensor tau)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("geqrf")
        return grad_inputs


class LinalgHouseholderProductBackward0(Node):
    """aten::linalg_householder_product(Tensor input, Tensor tau) -> Tensor"""

    __slots__ = ("input_", "tau_", "result_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        input = self.input_.unpack(self)
        tau = self.tau_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = householder_product_backward(grad, result, input, tau)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.input_.reset_data()
        self.tau_.reset_data()
        self.result_.reset_data()


class OrmqrBackward0(Node):
    """aten::ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor"""

    __slots__ = ("self_", "input2_", "input3_", "left", "transpose", "result_")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        input2 = self.input2_.unpack(self)
        input3 = self.input3_.unpack(self)
        left = self.left
        transpose = self.transpose
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
            edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                ormqr_backward(grad, result, self_, input2, input3, left, transpose, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.input2_.reset_data()
        self.input3_.reset_data()
        self.result_.reset_data()


class LinalgLstsqBackward0(Node):
    """aten::linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)"""

    __slots__ = ("self_", "b_", "solution_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        self_ = self.self_.unpack(self)
        b = self.b_.unpack(self)
        solution = self.solution_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                linalg_lstsq_backward(grads[0], grads[1], self_, b, solution, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.b_.reset_data()
        self.solution_.reset_data()


class LinalgPinvBackward0(Node):
    """aten::linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = pinv_backward(grad, result, self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class LinalgEigBackward0(Node):
    """aten::linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("linalg_eig")
        return grad_inputs


class LogsumexpBackward0(Node):
    """aten::logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor"""

    __slots__ = ("self_", "dim", "keepdim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        keepdim = self.keepdim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = logsumexp_backward(grad, self_, result, dim, keepdim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class CumsumBackward0(Node):
    """aten::cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""

    __slots__ = ("self_dtype", "dim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_dtype = self.self_dtype
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = cumsum_backward(grad.to(self_dtype), dim)
        return grad_inputs


class CumprodBackward0(Node):
    """aten::cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""

    __slots__ = ("self_", "self_dtype", "dim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        self_dtype = self.self_dtype
        dim = self.dim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = cumprod_backward(grad.to(self_dtype), self_, dim, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class SoftmaxBackward0(Node):
    """aten::_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""

    __slots__ = ("self_dtype", "dim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_dtype = self.self_dtype
        dim = self.dim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = _softmax_backward_data(grad, result, dim, self_dtype)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class LogSoftmaxBackward0(Node):
    """aten::_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""

    __slots__ = ("self_dtype", "dim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_dtype = self.self_dtype
        dim = self.dim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = _log_softmax_backward_data(grad, result, dim, self_dtype)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class SoftmaxBackwardDataBackward0(Node):
    """aten::_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor"""

    __slots__ = ("grad_output_", "output_", "dim", "input_dtype")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        output = self.output_.unpack(self)
        dim = self.dim
        input_dtype = self.input_dtype
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = _softmax_backward_data(grad, output, dim, input_dtype)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = softmax_double_backward(grad, grad_output, dim, output)
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.output_.reset_data()


class LogSoftmaxBackwardDataBackward0(Node):
    """aten::_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor"""

    __slots__ = ("grad_output_", "output_", "dim")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        output = self.output_.unpack(self)
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = log_softmax_double_backward_grad_output(grad, dim, output)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = log_softmax_double_backward_output(grad, grad_output, dim, output)
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.output_.reset_data()


class TopkBackward0(Node):
    """aten::topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"""

    __slots__ = ("self_sizes", "dim", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                value_selecting_reduction_backward(grad, dim, indices, self_sizes, True)
            )
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class SortBackward0(Node):
    """aten::sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"""

    __slots__ = ("self_sizes", "dim", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                value_selecting_reduction_backward(grad, dim, indices, self_sizes, True)
            )
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class SortBackward1(Node):
    """aten::sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"""

    __slots__ = ("self_sizes", "dim", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                value_selecting_reduction_backward(grad, dim, indices, self_sizes, True)
            )
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class ViewBackward0(Node):
    """aten::view(Tensor(a) self, SymInt[] size) -> Tensor(a)"""

    __slots__ = ("self_sizes",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.reshape(self_sizes)
        return grad_inputs


class UnsafeViewBackward0(Node):
    """aten::_unsafe_view(Tensor self, SymInt[] size) -> Tensor"""

    __slots__ = ("self_sizes",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.reshape(self_sizes)
        return grad_inputs


class AliasBackward0(Node):
    """aten::alias(Tensor(a) self) -> Tensor(a)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad
        return grad_inputs


class AsStridedBackward0(Node):
    """aten::as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)"""

    __slots__ = (
        "self_sizes", "self_strides", "self_storage_offset", "size", "stride", "storage_offset"
    )

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        self_strides = self.self_strides
        self_storage_offset = self.self_storage_offset
        size = self.size
        stride = self.stride
        storage_offset = self.storage_offset
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                as_strided_backward(grad, self_sizes, self_strides, self_storage_offset, size, stride, storage_offset)
            )
        return grad_inputs


class AsStridedBackward1(Node):
    """aten::as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)"""

    __slots__ = (
        "self_sizes", "self_strides", "self_storage_offset", "size", "stride", "storage_offset"
    )

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        self_strides = self.self_strides
        self_storage_offset = self.self_storage_offset
        size = self.size
        stride = self.stride
        storage_offset = self.storage_offset
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                as_strided_backward(grad, self_sizes, self_strides, self_storage_offset, size, stride, storage_offset)
            )
        return grad_inputs


class SelectBackward0(Node):
    """aten::select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)"""

    __slots__ = ("self_sizes", "dim", "index")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        index = self.index
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = select_backward(grad, self_sizes, dim, index)
        return grad_inputs


class SliceBackward0(Node):
    """aten::slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)"""

    __slots__ = ("self_sizes", "dim", "start", "end", "step")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        start = self.start
        end = self.end
        step = self.step
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = slice_backward(grad, self_sizes, dim, start, end, step)
        return grad_inputs


class UnsqueezeBackward0(Node):
    """aten::unsqueeze(Tensor(a) self, int dim) -> Tensor(a)"""

    __slots__ = ("dim",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.squeeze(dim)
        return grad_inputs


class UnsqueezeBackward1(Node):
    """aten::unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)"""

    __slots__ = ("dim",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.squeeze(dim)
        return grad_inputs


class ExpandBackward0(Node):
    """aten::expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)"""

    __slots__ = ("self_sizes",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = sum_to(grad, self_sizes)
        return grad_inputs


class SqueezeBackward0(Node):
    """aten::squeeze(Tensor(a) self) -> Tensor(a)"""

    __slots__ = ("self_sizes",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = unsqueeze_to(grad, self_sizes)
        return grad_inputs


class SqueezeBackward1(Node):
    """aten::squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)"""

    __slots__ = ("self_sizes", "dim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = unsqueeze_to(grad, dim, self_sizes)
        return grad_inputs


class SqueezeBackward2(Node):
    """aten::squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)"""

    __slots__ = ("self_sizes", "dim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = unsqueeze_to(grad, dim, self_sizes)
        return grad_inputs


class SqueezeBackward3(Node):
    """aten::squeeze_(Tensor(a!) self) -> Tensor(a!)"""

    __slots__ = ("self_sizes",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = unsqueeze_to(grad, self_sizes)
        return grad_inputs


class SqueezeBackward4(Node):
    """aten::squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)"""

    __slots__ = ("self_sizes", "dim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = unsqueeze_to(grad, dim, self_sizes)
        return grad_inputs


class SqueezeBackward5(Node):
    """aten::squeeze_.dims(Tensor(a!) self, int[] dim) -> Tensor(a!)"""

    __slots__ = ("self_sizes", "dim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = unsqueeze_to(grad, dim, self_sizes)
        return grad_inputs


class PermuteBackward0(Node):
    """aten::permute(Tensor(a) self, int[] dims) -> Tensor(a)"""

    __slots__ = ("dims",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dims = self.dims
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = permute_backwards(grad, dims)
        return grad_inputs


class TransposeBackward0(Node):
    """aten::transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""

    __slots__ = ("dim0", "dim1")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim0 = self.dim0
        dim1 = self.dim1
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.transpose(dim0, dim1)
        return grad_inputs


class TransposeBackward1(Node):
    """aten::transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)"""

    __slots__ = ("dim0", "dim1")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim0 = self.dim0
        dim1 = self.dim1
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.transpose(dim0, dim1)
        return grad_inputs


class TBackward0(Node):
    """aten::t(Tensor(a) self) -> Tensor(a)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.t()
        return grad_inputs


class TBackward1(Node):
    """aten::t_(Tensor(a!) self) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.t()
        return grad_inputs


class DiagonalBackward0(Node):
    """aten::diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)"""

    __slots__ = ("self_sizes", "offset", "dim1", "dim2")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        offset = self.offset
        dim1 = self.dim1
        dim2 = self.dim2
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = diagonal_backward(grad, self_sizes, offset, dim1, dim2)
        return grad_inputs


class SplitBackward0(Node):
    """aten::split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]"""

    __slots__ = ("self_sizes", "self_dtype", "self_device", "split_size", "dim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        self_sizes = self.self_sizes
        self_dtype = self.self_dtype
        self_device = self.self_device
        split_size = self.split_size
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                split_backward(grads, split_size, dim, self_sizes, self_dtype, self_device)
            )
        return grad_inputs


class SplitWithSizesBackward0(Node):
    """aten::split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]"""

    __slots__ = ("self_sizes", "self_dtype", "self_device", "split_sizes", "dim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        self_sizes = self.self_sizes
        self_dtype = self.self_dtype
        self_device = self.self_device
        split_sizes = self.split_sizes
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                split_with_sizes_backward(grads, split_sizes, dim, self_sizes, self_dtype, self_device)
            )
        return grad_inputs


class UnbindBackward0(Node):
    """aten::unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]"""

    __slots__ = ("dim",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = unbind_backward(grads, dim)
        return grad_inputs


class CatBackward0(Node):
    """aten::cat(Tensor[] tensors, int dim=0) -> Tensor"""

    __slots__ = ("tensors_sizes", "tensors_dtype", "dim", "tensors_size_")

    def apply(self, grads):
        tensors_ix = slice(0, self.tensors_size_)
        grad_inputs = [None] * self.tensors_size_
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        tensors_sizes = self.tensors_sizes
        tensors_dtype = self.tensors_dtype
        dim = self.dim
        if should_compute_any(self, tensors_ix):
            grad_inputs[tensors_ix] = cat_tensors_backward(grad, tensors_sizes, tensors_dtype, dim)
        return grad_inputs


class StackBackward0(Node):
    """aten::stack(Tensor[] tensors, int dim=0) -> Tensor"""

    __slots__ = ("tensors_dtype", "dim", "tensors_size_")

    def apply(self, grads):
        tensors_ix = slice(0, self.tensors_size_)
        grad_inputs = [None] * self.tensors_size_
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        tensors_dtype = self.tensors_dtype
        dim = self.dim
        if should_compute_any(self, tensors_ix):
            grad_inputs[tensors_ix] = stack_tensors_backward(grad, dim, tensors_dtype)
        return grad_inputs


class FlipBackward0(Node):
    """aten::flip(Tensor self, int[] dims) -> Tensor"""

    __slots__ = ("dims",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dims = self.dims
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.flip(dims)
        return grad_inputs


class RollBackward0(Node):
    """aten::roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -> Tensor"""

    __slots__ = ("shifts", "dims")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        shifts = self.shifts
        dims = self.dims
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.roll([-s for s in shifts], dims)
        return grad_inputs


class RepeatBackward0(Node):
    """aten::repeat(Tensor self, SymInt[] repeats) -> Tensor"""

    __slots__ = ("self_sizes", "repeats")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        repeats = self.repeats
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = repeat_backward(grad, repeats, self_sizes)
        return grad_inputs


class TrilBackward0(Node):
    """aten::tril(Tensor self, int diagonal=0) -> Tensor"""

    __slots__ = ("diagonal",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        diagonal = self.diagonal
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.tril(diagonal)
        return grad_inputs


class TriuBackward0(Node):
    """aten::triu(Tensor self, int diagonal=0) -> Tensor"""

    __slots__ = ("diagonal",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        diagonal = self.diagonal
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.triu(diagonal)
        return grad_inputs


class IndexBackward0(Node):
    """aten::index.Tensor(Tensor self, Tensor?[] indices) -> Tensor"""

    __slots__ = ("self_sizes", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        indices = [v.unpack(self) for v in self.indices_]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = index_backward(grad, self_sizes, indices)
        return grad_inputs

    def release_variables(self):
        release_saved(self.indices_)


class IndexPutBackward0(Node):
    """aten::index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor"""

    __slots__ = ("indices_", "values_", "accumulate")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        indices = [v.unpack(self) for v in self.indices_]
        values = self.values_.unpack(self)
        accumulate = self.accumulate
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                grad if accumulate else grad.index_put(indices, zeros_like(values), False)
            )
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = index(grad, indices)
        return grad_inputs

    def release_variables(self):
        self.values_.reset_data()
        release_saved(self.indices_)


class IndexSelectBackward0(Node):
    """aten::index_select(Tensor self, int dim, Tensor index) -> Tensor"""

    __slots__ = ("self_sizes", "dim", "index_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        index = self.index_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = index_select_backward(grad, self_sizes, dim, index)
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()


class IndexAddBackward0(Node):
    """aten::index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor"""

    __slots__ = ("dim", "index_", "source_dim", "alpha")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        index = self.index_.unpack(self)
        source_dim = self.source_dim
        alpha = self.alpha
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = (
                maybe_multiply(index_add_source_backward(grad, dim, index, source_dim), alpha)
            )
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()


class IndexFillBackward0(Node):
    """aten::index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor"""

    __slots__ = ("dim", "index_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        index = self.index_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.index_fill(dim, index, 0)
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()


class IndexFillBackward1(Node):
    """aten::index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor"""

    __slots__ = ("dim", "index_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        index = self.index_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.index_fill(dim, index, 0)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = index_fill_value_backward(grad, dim, index)
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()


class GatherBackward0(Node):
    """aten::gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor"""

    __slots__ = ("self_sizes", "dim", "index_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        index = self.index_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = gather_backward(grad, self_sizes, dim, index)
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()


class ScatterBackward0(Node):
    """aten::scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor"""

    __slots__ = ("dim", "index_", "src_sizes")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        index = self.index_.unpack(self)
        src_sizes = self.src_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.scatter(dim, index, 0)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = scatter_src_backward(grad, dim, index, src_sizes)
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()


class ScatterBackward1(Node):
    """aten::scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor"""

    __slots__ = ("dim", "index_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        index = self.index_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.scatter(dim, index, 0)
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()


class ScatterBackward2(Node):
    """aten::scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor"""

    __slots__ = ("dim", "index_", "src_", "reduce", "result_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        index = self.index_.unpack(self)
        src = self.src_.unpack(self)
        reduce = self.reduce
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                grad if reduce == "add" else grad * scatter_multiply_factor(grad, dim, index, src)
            )
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = scatter_reduce_src_backward(grad, dim, index, src, reduce, result)
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()
        self.src_.reset_data()
        self.result_.reset_data()


class ScatterBackward3(Node):
    """aten::scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor"""

    __slots__ = ("dim", "index_", "value", "reduce")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        index = self.index_.unpack(self)
        value = self.value
        reduce = self.reduce
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                grad if reduce == "add" else grad * scatter_multiply_factor(grad, dim, index, value)
            )
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()


class ScatterAddBackward0(Node):
    """aten::scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor"""

    __slots__ = ("dim", "index_", "src_sizes")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        index = self.index_.unpack(self)
        src_sizes = self.src_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = scatter_src_backward(grad, dim, index, src_sizes)
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()


class ScatterReduceBackward0(Node):
    """aten::scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor"""

    __slots__ = ("self_", "dim", "index_", "src_", "reduce", "include_self", "result_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        index = self.index_.unpack(self)
        src = self.src_.unpack(self)
        reduce = self.reduce
        include_self = self.include_self
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                scatter_reduce_backward(grad, self_, dim, index, src, reduce, include_self, result)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.index_.reset_data()
        self.src_.reset_data()
        self.result_.reset_data()


class MaskedFillBackward0(Node):
    """aten::masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor"""

    __slots__ = ("mask_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        mask = self.mask_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.masked_fill(mask, 0)
        return grad_inputs

    def release_variables(self):
        self.mask_.reset_data()


class MaskedFillBackward1(Node):
    """aten::masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor"""

    __slots__ = ("mask_",)

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        mask = self.mask_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.masked_fill(mask, 0)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = masked_fill_backward(grad, mask)
        return grad_inputs

    def release_variables(self):
        self.mask_.reset_data()


class MaskedSelectBackward0(Node):
    """aten::masked_select(Tensor self, Tensor mask) -> Tensor"""

    __slots__ = ("self_sizes", "mask_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        mask = self.mask_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = masked_select_backward(grad, self_sizes, mask)
        return grad_inputs

    def release_variables(self):
        self.mask_.reset_data()


class MaskedScatterBackward0(Node):
    """aten::masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor"""

    __slots__ = ("mask_", "source_sizes")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        mask = self.mask_.unpack(self)
        source_sizes = self.source_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.masked_fill(mask, 0)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = masked_scatter_backward(grad, mask, source_sizes)
        return grad_inputs

    def release_variables(self):
        self.mask_.reset_data()


class TakeBackward0(Node):
    """aten::take(Tensor self, Tensor index) -> Tensor"""

    __slots__ = ("self_sizes", "index_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        index = self.index_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = take_backward(grad, self_sizes, index)
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()


class PutBackward0(Node):
    """aten::put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor"""

    __slots__ = ("index_", "source_", "source_sizes", "accumulate")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        index = self.index_.unpack(self)
        source = self.source_.unpack(self)
        source_sizes = self.source_sizes
        accumulate = self.accumulate
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad if accumulate else grad.put(index, zeros_like(source), False)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad.take(index).reshape(source_sizes)
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()
        self.source_.reset_data()


class MmBackward0(Node):
    """aten::mm(Tensor self, Tensor mat2) -> Tensor"""

    __slots__ = ("self_", "self_sizes", "self_strides", "mat2_", "mat2_sizes", "mat2_strides")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        self_sizes = self.self_sizes
        self_strides = self.self_strides
        mat2 = self.mat2_.unpack(self)
        mat2_sizes = self.mat2_sizes
        mat2_strides = self.mat2_strides
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = mm_mat1_backward(grad, mat2, self_sizes, self_strides, 1)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = mm_mat2_backward(grad, self_, mat2_sizes, mat2_strides, 1)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.mat2_.reset_data()


class BmmBackward0(Node):
    """aten::bmm(Tensor self, Tensor mat2) -> Tensor"""

    __slots__ = ("self_", "mat2_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        mat2 = self.mat2_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.bmm(mat2.transpose(1, 2))
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = self_.transpose(1, 2).bmm(grad)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.mat2_.reset_data()


class MvBackward0(Node):
    """aten::mv(Tensor self, Tensor vec) -> Tensor"""

    __slots__ = ("self_", "vec_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        vec = self.vec_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.outer(vec)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = self_.t().mv(grad)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.vec_.reset_data()


class DotBackward0(Node):
    """aten::dot(Tensor self, Tensor tensor) -> Tensor"""

    __slots__ = ("self_", "tensor_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        tensor = self.tensor_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * tensor
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad * self_
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.tensor_.reset_data()


class AddmmBackward0(Node):
    """aten::addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""

    __slots__ = (
        "mat1_",
        "mat1_sizes",
        "mat1_strides",
        "mat2_",
        "mat2_sizes",
        "mat2_strides",
        "beta",
        "alpha",
    )

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        mat1 = self.mat1_.unpack(self)
        mat1_sizes = self.mat1_sizes
        mat1_strides = self.mat1_strides
        mat2 = self.mat2_.unpack(self)
        mat2_sizes = self.mat2_sizes
        mat2_strides = self.mat2_strides
        beta = self.beta
        alpha = self.alpha
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = maybe_multiply(grad, beta)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = mm_mat1_backward(grad, mat2, mat1_sizes, mat1_strides, alpha)
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = mm_mat2_backward(grad, mat1, mat2_sizes, mat2_strides, alpha)
        return grad_inputs

    def release_variables(self):
        self.mat1_.reset_data()
        self.mat2_.reset_data()


class AddmvBackward0(Node):
    """aten::addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""

    __slots__ = ("mat_", "vec_", "beta", "alpha")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        mat = self.mat_.unpack(self)
        vec = self.vec_.unpack(self)
        beta = self.beta
        alpha = self.alpha
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = maybe_multiply(grad, beta)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = maybe_multiply(grad.outer(vec), alpha)
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = maybe_multiply(mat.t().mv(grad), alpha)
        return grad_inputs

    def release_variables(self):
        self.mat_.reset_data()
        self.vec_.reset_data()


class AddbmmBackward0(Node):
    """aten::addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""

    __slots__ = ("batch1_", "batch2_", "beta", "alpha")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        batch1 = self.batch1_.unpack(self)
        batch2 = self.batch2_.unpack(self)
        beta = self.beta
        alpha = self.alpha
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = maybe_multiply(grad, beta)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = (
                maybe_multiply(grad.unsqueeze(0).expand((batch1.size(0), batch1.size(1), batch2.size(2))).bmm(batch2.transpose(1, 2)), alpha)
            )
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = (
                maybe_multiply(batch1.transpose(1, 2).bmm(grad.unsqueeze(0).expand((batch1.size(0), batch1.size(1), batch2.size(2)))), alpha)
            )
        return grad_inputs

    def release_variables(self):
        self.batch1_.reset_data()
        self.batch2_.reset_data()


class BaddbmmBackward0(Node):
    """aten::baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""

    __slots__ = ("batch1_", "batch2_", "beta", "alpha")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        batch1 = self.batch1_.unpack(self)
        batch2 = self.batch2_.unpack(self)
        beta = self.beta
        alpha = self.alpha
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = maybe_multiply(grad, beta)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = maybe_multiply(grad.bmm(batch2.transpose(1, 2)), alpha)
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = maybe_multiply(batch1.transpose(1, 2).bmm(grad), alpha)
        return grad_inputs

    def release_variables(self):
        self.batch1_.reset_data()
        self.batch2_.reset_data()


class ConvolutionBackward0(Node):
    """aten::convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups) -> Tensor"""

    __slots__ = (
        "input_",
        "weight_",
        "bias_sizes",
        "stride",
        "padding",
        "dilation",
        "transposed",
        "output_padding",
        "groups",
    )

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        input = self.input_.unpack(self)
        weight = self.weight_.unpack(self)
        bias_sizes = self.bias_sizes
        stride = self.stride
        padding = self.padding
        dilation = self.dilation
        transposed = self.transposed
        output_padding = self.output_padding
        groups = self.groups
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
            edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                convolution_backward(grad, input, weight, bias_sizes, stride, padding, dilation, transposed, output_padding, groups, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(self):
        self.input_.reset_data()
        self.weight_.reset_data()


class ConvolutionBackwardBackward0(Node):
    """aten::convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""

    __slots__ = (
        "grad_output_",
        "input_",
        "weight_",
        "stride",
        "padding",
        "dilation",
        "transposed",
        "output_padding",
        "groups",
    )

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad_output = self.grad_output_.unpack(self)
        input = self.input_.unpack(self)
        weight = self.weight_.unpack(self)
        stride = self.stride
        padding = self.padding
        dilation = self.dilation
        transposed = self.transposed
        output_padding = self.output_padding
        groups = self.groups
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
            edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                convolution_double_backward(grads[0], grads[1], grads[2], grad_output, weight, input, stride, padding, dilation, transposed, output_padding, groups, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.input_.reset_data()
        self.weight_.reset_data()


class MaxPool2DWithIndicesBackward0(Node):
    """aten::max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)"""

    __slots__ = ("self_", "kernel_size", "stride", "padding", "dilation", "ceil_mode", "result1_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        kernel_size = self.kernel_size
        stride = self.stride
        padding = self.padding
        dilation = self.dilation
        ceil_mode = self.ceil_mode
        result1 = self.result1_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                max_pool2d_with_indices_backward(grad, self_, kernel_size, stride, padding, dilation, ceil_mode, result1)
            )
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result1_.reset_data()


class AvgPool2DBackward0(Node):
    """aten::avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor"""

    __slots__ = (
        "self_",
        "kernel_size",
        "stride",
        "padding",
        "ceil_mode",
        "count_include_pad",
        "divisor_override",
    )

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        kernel_size = self.kernel_size
        stride = self.stride
        padding = self.padding
        ceil_mode = self.ceil_mode
        count_include_pad = self.count_include_pad
        divisor_override = self.divisor_override
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                avg_pool2d_backward(grad, self_, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
            )
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class AdaptiveAvgPool2DBackward0(Node):
    """aten::_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = _adaptive_avg_pool2d_backward(grad, self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class NativeBatchNormBackward0(Node):
    """aten::native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)"""

    __slots__ = (
        "input_",
        "weight_",
        "running_mean_",
        "running_var_",
        "training",
        "eps",
        "result1_",
        "result2_",
    )

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        input = self.input_.unpack(self)
        weight = self.weight_.unpack(self)
        running_mean = self.running_mean_.unpack(self)
        running_var = self.running_var_.unpack(self)
        training = self.training
        eps = self.eps
        result1 = self.result1_.unpack(self)
        result2 = self.result2_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
            edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                batch_norm_backward(grad, input, weight, running_mean, running_var, result1, result2, training, eps, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(self):
        self.input_.reset_data()
        self.weight_.reset_data()
        self.running_mean_.reset_data()
        self.running_var_.reset_data()
        self.result1_.reset_data()
        self.result2_.reset_data()


class NativeLayerNormBackward0(Node):
    """aten::native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)"""

    __slots__ = ("input_", "normalized_shape", "weight_", "bias_", "eps", "result1_", "result2_")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        input = self.input_.unpack(self)
        normalized_shape = self.normalized_shape
        weight = self.weight_.unpack(self)
        bias = self.bias_.unpack(self)
        eps = self.eps
        result1 = self.result1_.unpack(self)
        result2 = self.result2_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
            edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                layer_norm_backward(grad, input, normalized_shape, result1, result2, weight, bias, eps, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(self):
        self.input_.reset_data()
        self.weight_.reset_data()
        self.bias_.reset_data()
        self.result1_.reset_data()
        self.result2_.reset_data()


class NativeGroupNormBackward0(Node):
    """aten::native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)"""

    __slots__ = ("input_", "weight_", "N", "C", "HxW", "group", "eps", "result1_", "result2_")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        input = self.input_.unpack(self)
        weight = self.weight_.unpack(self)
        N = self.N
        C = self.C
        HxW = self.HxW
        group = self.group
        eps = self.eps
        result1 = self.result1_.unpack(self)
        result2 = self.result2_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
            edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)),
        ]
        if any(grad_input_mask):
            grad_result = (
                group_norm_backward(grad, input, result1, result2, weight, N, C, HxW, group, eps, grad_input_mask)
            )
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
            if grad_input_mask[2]:
                grad_inputs[2] = grad_result[2]
        return grad_inputs

    def release_variables(self):
        self.input_.reset_data()
        self.weight_.reset_data()
        self.result1_.reset_data()
        self.result2_.reset_data()


class EmbeddingBackward0(Node):
    """aten::embedding(Tensor weight, Tensor indices, SymInt padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor"""

    __slots__ = ("weight_sizes", "indices_", "padding_idx", "scale_grad_by_freq", "sparse")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        weight_sizes = self.weight_sizes
        indices = self.indices_.unpack(self)
        padding_idx = self.padding_idx
        scale_grad_by_freq = self.scale_grad_by_freq
        sparse = self.sparse
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                embedding_backward(grad, indices, weight_sizes[0], padding_idx, scale_grad_by_freq, sparse)
            )
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class NllLossBackward0(Node):
    """aten::nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)"""

    __slots__ = ("self_", "target_", "weight_", "reduction", "ignore_index", "total_weight_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        target = self.target_.unpack(self)
        weight = self.weight_.unpack(self)
        reduction = self.reduction
        ignore_index = self.ignore_index
        total_weight = self.total_weight_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                nll_loss_backward(grad, self_, target, weight, reduction, ignore_index, total_weight)
            )
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.target_.reset_data()
        self.weight_.reset_data()
        self.total_weight_.reset_data()


class MseLossBackward0(Node):
    """aten::mse_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor"""

    __slots__ = ("self_", "target_", "reduction")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        target = self.target_.unpack(self)
        reduction = self.reduction
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = mse_loss_backward(grad, self_, target, reduction)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = mse_loss_backward(grad, target, self_, reduction)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.target_.reset_data()


class SmoothL1LossBackward0(Node):
    """aten::smooth_l1_loss(Tensor self, Tensor target, int reduction=Mean, float beta=1.0) -> Tensor"""

    __slots__ = ("self_", "target_", "reduction", "beta")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        target = self.target_.unpack(self)
        reduction = self.reduction
        beta = self.beta
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = smooth_l1_loss_backward(grad, self_, target, reduction, beta)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = smooth_l1_loss_backward(grad, target, self_, reduction, beta)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.target_.reset_data()


class HuberLossBackward0(Node):
    """aten::huber_loss(Tensor self, Tensor target, int reduction=Mean, float delta=1.0) -> Tensor"""

    __slots__ = ("self_", "target_", "reduction", "delta")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        target = self.target_.unpack(self)
        reduction = self.reduction
        delta = self.delta
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = huber_loss_backward(grad, self_, target, reduction, delta)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = huber_loss_backward(grad, target, self_, reduction, delta)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.target_.reset_data()


class BinaryCrossEntropyBackward0(Node):
    """aten::binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor"""

    __slots__ = ("self_", "target_", "weight_", "reduction")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        target = self.target_.unpack(self)
        weight = self.weight_.unpack(self)
        reduction = self.reduction
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = binary_cross_entropy_backward(grad, self_, target, weight, reduction)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = (
                binary_cross_entropy_target_backward(grad, self_, target, weight, reduction)
            )
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.target_.reset_data()
        self.weight_.reset_data()


class ConstantPadNdBackward0(Node):
    """aten::constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -> Tensor"""

    __slots__ = ("pad",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        pad = self.pad
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = constant_pad_nd_backward(grad, pad)
        return grad_inputs


class ReflectionPad1DBackward0(Node):
    """aten::reflection_pad1d(Tensor self, SymInt[2] padding) -> Tensor"""

    __slots__ = ("self_", "padding")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        padding = self.padding
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = reflection_pad1d_backward(grad, self_, padding)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class ReflectionPad2DBackward0(Node):
    """aten::reflection_pad2d(Tensor self, SymInt[4] padding) -> Tensor"""

    __slots__ = ("self_", "padding")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        padding = self.padding
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = reflection_pad2d_backward(grad, self_, padding)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class ReplicationPad1DBackward0(Node):
    """aten::replication_pad1d(Tensor self, SymInt[2] padding) -> Tensor"""

    __slots__ = ("self_", "padding")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        padding = self.padding
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = replication_pad1d_backward(grad, self_, padding)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class ReplicationPad2DBackward0(Node):
    """aten::replication_pad2d(Tensor self, SymInt[4] padding) -> Tensor"""

    __slots__ = ("self_", "padding")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        padding = self.padding
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = replication_pad2d_backward(grad, self_, padding)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class UpsampleNearest2DBackward0(Node):
    """aten::upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor"""

    __slots__ = ("self_sizes", "output_size", "scales_h", "scales_w")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        output_size = self.output_size
        scales_h = self.scales_h
        scales_w = self.scales_w
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                upsample_nearest2d_backward(grad, output_size, self_sizes, scales_h, scales_w)
            )
        return grad_inputs


class UpsampleBilinear2DBackward0(Node):
    """aten::upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""

    __slots__ = ("self_sizes", "output_size", "align_corners", "scales_h", "scales_w")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        output_size = self.output_size
        align_corners = self.align_corners
        scales_h = self.scales_h
        scales_w = self.scales_w
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                upsample_bilinear2d_backward(grad, output_size, self_sizes, align_corners, scales_h, scales_w)
            )
        return grad_inputs


class NativeDropoutBackward0(Node):
    """aten::native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)"""

    __slots__ = ("p", "train", "result1_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        p = self.p
        train = self.train
        result1 = self.result1_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = native_dropout_backward(grad, result1, dropout_scale(p, train))
        return grad_inputs

    def release_variables(self):
        self.result1_.reset_data()


class MaxPool2DWithIndicesBackwardBackward0(Node):
    """aten::max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor"""

    __slots__ = ("self_sizes", "self_dtype", "self_device", "indices_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        self_dtype = self.self_dtype
        self_device = self.self_device
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = max_pool_double_backward(grad, indices, 2)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros(self_sizes, dtype=self_dtype, device=self_device)
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class AvgPool2DBackwardBackward0(Node):
    """aten::avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor"""

    __slots__ = (
        "self_sizes",
        "self_dtype",
        "self_device",
        "kernel_size",
        "stride",
        "padding",
        "ceil_mode",
        "count_include_pad",
        "divisor_override",
    )

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        self_dtype = self.self_dtype
        self_device = self.self_device
        kernel_size = self.kernel_size
        stride = self.stride
        padding = self.padding
        ceil_mode = self.ceil_mode
        count_include_pad = self.count_include_pad
        divisor_override = self.divisor_override
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                avg_pool2d(grad, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
            )
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros(self_sizes, dtype=self_dtype, device=self_device)
        return grad_inputs


class AdaptiveAvgPool2DBackwardBackward0(Node):
    """aten::_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor"""

    __slots__ = ("grad_output_sizes", "self_sizes", "self_dtype", "self_device")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output_sizes = self.grad_output_sizes
        self_sizes = self.self_sizes
        self_dtype = self.self_dtype
        self_device = self.self_device
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = _adaptive_avg_pool2d(grad, grad_output_sizes[-2:])
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros(self_sizes, dtype=self_dtype, device=self_device)
        return grad_inputs


class EmbeddingDenseBackwardBackward0(Node):
    """aten::embedding_dense_backward(Tensor grad_output, Tensor indices, SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq) -> Tensor"""

    __slots__ = ("indices_", "num_weights", "padding_idx", "scale_grad_by_freq")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        indices = self.indices_.unpack(self)
        num_weights = self.num_weights
        padding_idx = self.padding_idx
        scale_grad_by_freq = self.scale_grad_by_freq
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                embedding_dense_double_backward(grad, indices, num_weights, padding_idx, scale_grad_by_freq)
            )
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class NllLossBackwardBackward0(Node):
    """aten::nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, Tensor total_weight) -> Tensor"""

    __slots__ = ("target_", "weight_", "reduction", "ignore_index")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        target = self.target_.unpack(self)
        weight = self.weight_.unpack(self)
        reduction = self.reduction
        ignore_index = self.ignore_index
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = nll_loss(grad, target, weight, reduction, ignore_index)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs

    def release_variables(self):
        self.target_.reset_data()
        self.weight_.reset_data()


class MseLossBackwardBackward0(Node):
    """aten::mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor"""

    __slots__ = ("grad_output_", "self_", "target_", "reduction")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        self_ = self.self_.unpack(self)
        target = self.target_.unpack(self)
        reduction = self.reduction
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = mse_loss_double_backward_grad_output(grad, self_, target, reduction)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = mse_loss_double_backward(grad * grad_output, self_, reduction)
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = -mse_loss_double_backward(grad * grad_output, target, reduction)
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.self_.reset_data()
        self.target_.reset_data()


class SmoothL1LossBackwardBackward0(Node):
    """aten::smooth_l1_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float beta) -> Tensor"""

    __slots__ = ("grad_output_", "self_", "target_", "reduction", "beta")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        self_ = self.self_.unpack(self)
        target = self.target_.unpack(self)
        reduction = self.reduction
        beta = self.beta
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                smooth_l1_loss_double_backward_grad_output(grad, self_, target, reduction, beta)
            )
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = (
                smooth_l1_loss_double_backward(grad * grad_output, self_, target, reduction, beta)
            )
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = (
                -smooth_l1_loss_double_backward(grad * grad_output, self_, target, reduction, beta)
            )
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.self_.reset_data()
        self.target_.reset_data()


class HuberLossBackwardBackward0(Node):
    """aten::huber_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float delta) -> Tensor"""

    __slots__ = ("grad_output_", "self_", "target_", "reduction", "delta")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        self_ = self.self_.unpack(self)
        target = self.target_.unpack(self)
        reduction = self.reduction
        delta = self.delta
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                huber_loss_double_backward_grad_output(grad, self_, target, reduction, delta)
            )
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = (
                huber_loss_double_backward(grad * grad_output, self_, target, reduction, delta)
            )
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = (
                -huber_loss_double_backward(grad * grad_output, self_, target, reduction, delta)
            )
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.self_.reset_data()
        self.target_.reset_data()


class BinaryCrossEntropyBackwardBackward0(Node):
    """aten::binary_cross_entropy_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor"""

    __slots__ = ("grad_output_", "self_", "target_", "weight_", "reduction")

    def apply(self, grads):
        grad_inputs = [None, None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        grad_output = self.grad_output_.unpack(self)
        self_ = self.self_.unpack(self)
        target = self.target_.unpack(self)
        weight = self.weight_.unpack(self)
        reduction = self.reduction
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                binary_cross_entropy_double_backward_grad_output(grad, self_, target, weight, reduction)
            )
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = (
                binary_cross_entropy_double_backward(grad_output, grad, self_, target, weight, reduction)
            )
        if edges[2] is not None and (plan is None or should_execute(plan, edges[2].node)):
            grad_inputs[2] = (
                binary_cross_entropy_double_backward_target(grad_output, grad, self_, weight, reduction)
            )
        return grad_inputs

    def release_variables(self):
        self.grad_output_.reset_data()
        self.self_.reset_data()
        self.target_.reset_data()
        self.weight_.reset_data()


class ReflectionPad1DBackwardBackward0(Node):
    """aten::reflection_pad1d_backward(Tensor grad_output, Tensor self, SymInt[2] padding) -> Tensor"""

    __slots__ = ("self_sizes", "self_dtype", "self_device", "padding")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        self_dtype = self.self_dtype
        self_device = self.self_device
        padding = self.padding
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = reflection_pad1d(grad, padding)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros(self_sizes, dtype=self_dtype, device=self_device)
        return grad_inputs


class ReflectionPad2DBackwardBackward0(Node):
    """aten::reflection_pad2d_backward(Tensor grad_output, Tensor self, SymInt[4] padding) -> Tensor"""

    __slots__ = ("self_sizes", "self_dtype", "self_device", "padding")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        self_dtype = self.self_dtype
        self_device = self.self_device
        padding = self.padding
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = reflection_pad2d(grad, padding)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros(self_sizes, dtype=self_dtype, device=self_device)
        return grad_inputs


class ReplicationPad1DBackwardBackward0(Node):
    """aten::replication_pad1d_backward(Tensor grad_output, Tensor self, SymInt[2] padding) -> Tensor"""

    __slots__ = ("self_sizes", "self_dtype", "self_device", "padding")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        self_dtype = self.self_dtype
        self_device = self.self_device
        padding = self.padding
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = replication_pad1d(grad, padding)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros(self_sizes, dtype=self_dtype, device=self_device)
        return grad_inputs


class ReplicationPad2DBackwardBackward0(Node):
    """aten::replication_pad2d_backward(Tensor grad_output, Tensor self, SymInt[4] padding) -> Tensor"""

    __slots__ = ("self_sizes", "self_dtype", "self_device", "padding")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        self_dtype = self.self_dtype
        self_device = self.self_device
        padding = self.padding
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = replication_pad2d(grad, padding)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros(self_sizes, dtype=self_dtype, device=self_device)
        return grad_inputs


class UpsampleNearest2DBackwardBackward0(Node):
    """aten::upsample_nearest2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor"""

    __slots__ = ("output_size", "scales_h", "scales_w")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        output_size = self.output_size
        scales_h = self.scales_h
        scales_w = self.scales_w
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = upsample_nearest2d(grad, output_size, scales_h, scales_w)
        return grad_inputs


class UpsampleBilinear2DBackwardBackward0(Node):
    """aten::upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""

    __slots__ = ("output_size", "align_corners", "scales_h", "scales_w")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        output_size = self.output_size
        align_corners = self.align_corners
        scales_h = self.scales_h
        scales_w = self.scales_w
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                upsample_bilinear2d(grad, output_size, align_corners, scales_h, scales_w)
            )
        return grad_inputs


class NativeDropoutBackwardBackward0(Node):
    """aten::native_dropout_backward(Tensor grad_output, Tensor mask, float scale) -> Tensor"""

    __slots__ = ("mask_", "scale")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        mask = self.mask_.unpack(self)
        scale = self.scale
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = native_dropout_backward(grad, mask, scale)
        return grad_inputs

    def release_variables(self):
        self.mask_.reset_data()


class ErfinvBackward0(Node):
    """aten::erfinv(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (result * result).exp() * grad / M_2_SQRTPI
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class AcoshBackward0(Node):
    """aten::acosh(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * (self_.pow(2) - 1).rsqrt()
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class AsinhBackward0(Node):
    """aten::asinh(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * (self_.pow(2) + 1).rsqrt()
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class AtanhBackward0(Node):
    """aten::atanh(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad / (1 - self_.pow(2))
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class Deg2RadBackward0(Node):
    """aten::deg2rad(Tensor self) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * (M_PI / 180)
        return grad_inputs


class Rad2DegBackward0(Node):
    """aten::rad2deg(Tensor self) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * (180 / M_PI)
        return grad_inputs


class ErfcBackward0(Node):
    """aten::erfc(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = -M_2_SQRTPI * (-(self_ * self_)).exp() * grad
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class SincBackward0(Node):
    """aten::sinc(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = sinc_backward(grad, self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class I0Backward0(Node):
    """aten::i0(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * special_i1(self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class SpecialI1Backward0(Node):
    """aten::special_i1(Tensor self) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = i1_backward(grad, self_, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class DigammaBackward0(Node):
    """aten::digamma(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * self_.polygamma(1)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class LgammaBackward0(Node):
    """aten::lgamma(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * self_.digamma()
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class PolygammaBackward0(Node):
    """aten::polygamma(int n, Tensor self) -> Tensor"""

    __slots__ = ("n", "self_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        n = self.n
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * self_.polygamma(n + 1)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class MvlgammaBackward0(Node):
    """aten::mvlgamma(Tensor self, int p) -> Tensor"""

    __slots__ = ("self_", "p")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        p = self.p
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = mvlgamma_backward(grad, self_, p)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class LogitBackward0(Node):
    """aten::logit(Tensor self, float? eps=None) -> Tensor"""

    __slots__ = ("self_", "eps")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        eps = self.eps
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = logit_backward(grad, self_, eps)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class FrexpBackward0(Node):
    """aten::frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)"""

    __slots__ = ("exponent_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        exponent = self.exponent_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad / exponent.exp2()
        return grad_inputs

    def release_variables(self):
        self.exponent_.reset_data()


class FmaxBackward0(Node):
    """aten::fmax(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = fmax_fmin_backward(grad, (self_ >= other).logical_or(other.isnan()))
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class FminBackward0(Node):
    """aten::fmin(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = fmax_fmin_backward(grad, (self_ <= other).logical_or(other.isnan()))
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class LogaddexpBackward0(Node):
    """aten::logaddexp(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad / (1 + (other - self_).exp())
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad / (1 + (self_ - other).exp())
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class Logaddexp2Backward0(Node):
    """aten::logaddexp2(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad / (1 + (other - self_).exp2())
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad / (1 + (self_ - other).exp2())
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class HypotBackward0(Node):
    """aten::hypot(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_", "result_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad * self_ / result
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad * other / result
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()
        self.result_.reset_data()


class CopysignBackward0(Node):
    """aten::copysign.Tensor(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_", "result_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = copysign_tensor_self_backward(grad, self_, result)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeros_like(other)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()
        self.result_.reset_data()


class HeavisideBackward0(Node):
    """aten::heaviside(Tensor self, Tensor values) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("heaviside")
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = not_implemented("heaviside")
        return grad_inputs


class NextafterBackward0(Node):
    """aten::nextafter(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("nextafter")
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = not_implemented("nextafter")
        return grad_inputs


class IgammaBackward0(Node):
    """aten::igamma(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("igamma of input")
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = igamma_other_backward(grad, self_, other)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class IgammacBackward0(Node):
    """aten::igammac(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("igammac of input")
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = -igamma_other_backward(grad, self_, other)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class XlogyBackward0(Node):
    """aten::xlogy.Tensor(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = where((self_ == 0).logical_and(other <= 0), 0.0, xlogy(grad, other))
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad * self_ / other
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class ViewAsRealBackward0(Node):
    """aten::view_as_real(Tensor(a) self) -> Tensor(a)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = view_as_complex(grad.contiguous())
        return grad_inputs


class ViewAsComplexBackward0(Node):
    """aten::view_as_complex(Tensor(a) self) -> Tensor(a)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = view_as_real(grad.contiguous())
        return grad_inputs


class ConjPhysicalBackward0(Node):
    """aten::conj_physical(Tensor self) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.conj_physical()
        return grad_inputs


class AngleBackward0(Node):
    """aten::angle(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = angle_backward(grad, self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class SgnBackward0(Node):
    """aten::sgn(Tensor self) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = sgn_backward(grad, self_, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class PolarBackward0(Node):
    """aten::polar(Tensor abs, Tensor angle) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        grad_input_mask = [
            edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)),
            edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)),
        ]
        if any(grad_input_mask):
            grad_result = polar_backward(grad, result, grad_input_mask)
            if grad_input_mask[0]:
                grad_inputs[0] = grad_result[0]
            if grad_input_mask[1]:
                grad_inputs[1] = grad_result[1]
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class ComplexBackward0(Node):
    """aten::complex(Tensor real, Tensor imag) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.real
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad.imag
        return grad_inputs


class MedianBackward0(Node):
    """aten::median(Tensor self) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = evenly_distribute_backward(grad, self_, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class NanmedianBackward0(Node):
    """aten::nanmedian(Tensor self) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = evenly_distribute_backward(grad, self_, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class MedianBackward1(Node):
    """aten::median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""

    __slots__ = ("self_sizes", "dim", "keepdim", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        keepdim = self.keepdim
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                value_selecting_reduction_backward(grad, dim, indices, self_sizes, keepdim)
            )
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class NanmedianBackward1(Node):
    """aten::nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""

    __slots__ = ("self_sizes", "dim", "keepdim", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        keepdim = self.keepdim
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                value_selecting_reduction_backward(grad, dim, indices, self_sizes, keepdim)
            )
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class KthvalueBackward0(Node):
    """aten::kthvalue(Tensor self, SymInt k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""

    __slots__ = ("self_sizes", "dim", "keepdim", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        keepdim = self.keepdim
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                value_selecting_reduction_backward(grad, dim, indices, self_sizes, keepdim)
            )
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class ModeBackward0(Node):
    """aten::mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""

    __slots__ = ("self_sizes", "dim", "keepdim", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        keepdim = self.keepdim
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                value_selecting_reduction_backward(grad, dim, indices, self_sizes, keepdim)
            )
        return grad_inputs

    def release_variables(self):
        self.indices_.reset_data()


class CummaxBackward0(Node):
    """aten::cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)"""

    __slots__ = ("self_", "dim", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = cummaxmin_backward(grad, self_, indices, dim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.indices_.reset_data()


class CumminBackward0(Node):
    """aten::cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)"""

    __slots__ = ("self_", "dim", "indices_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        indices = self.indices_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = cummaxmin_backward(grad, self_, indices, dim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.indices_.reset_data()


class NansumBackward0(Node):
    """aten::nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    __slots__ = ("self_", "self_dtype", "dim", "keepdim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        self_dtype = self.self_dtype
        dim = self.dim
        keepdim = self.keepdim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = nansum_backward(grad.to(self_dtype), self_, dim, keepdim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class TraceBackward0(Node):
    """aten::trace(Tensor self) -> Tensor"""

    __slots__ = ("self_sizes",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = trace_backward(grad, self_sizes)
        return grad_inputs


class AminmaxBackward0(Node):
    """aten::aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)"""

    __slots__ = ("self_", "dim", "keepdim", "min_", "max_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        self_ = self.self_.unpack(self)
        dim = self.dim
        keepdim = self.keepdim
        min = self.min_.unpack(self)
        max = self.max_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = aminmax_backward(grads[0], grads[1], self_, min, max, dim, keepdim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.min_.reset_data()
        self.max_.reset_data()


class DiagEmbedBackward0(Node):
    """aten::diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor"""

    __slots__ = ("offset", "dim1", "dim2")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        offset = self.offset
        dim1 = self.dim1
        dim2 = self.dim2
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.diagonal(offset, dim1, dim2)
        return grad_inputs


class UnsafeSplitBackward0(Node):
    """aten::unsafe_split.Tensor(Tensor self, SymInt split_size, int dim=0) -> Tensor[]"""

    __slots__ = ("self_sizes", "self_dtype", "self_device", "split_size", "dim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        self_sizes = self.self_sizes
        self_dtype = self.self_dtype
        self_device = self.self_device
        split_size = self.split_size
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                split_backward(grads, split_size, dim, self_sizes, self_dtype, self_device)
            )
        return grad_inputs


class UnsafeSplitWithSizesBackward0(Node):
    """aten::unsafe_split_with_sizes(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]"""

    __slots__ = ("self_sizes", "self_dtype", "self_device", "split_sizes", "dim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        self_sizes = self.self_sizes
        self_dtype = self.self_dtype
        self_device = self.self_device
        split_sizes = self.split_sizes
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                split_with_sizes_backward(grads, split_sizes, dim, self_sizes, self_dtype, self_device)
            )
        return grad_inputs


class IndexCopyBackward0(Node):
    """aten::index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor"""

    __slots__ = ("dim", "index_", "source_sizes")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        index = self.index_.unpack(self)
        source_sizes = self.source_sizes
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.index_fill(dim, index, 0)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad.index_select(dim, index).reshape(source_sizes)
        return grad_inputs

    def release_variables(self):
        self.index_.reset_data()


class UnfoldBackward0(Node):
    """aten::unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)"""

    __slots__ = ("self_sizes", "dimension", "size", "step")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dimension = self.dimension
        size = self.size
        step = self.step
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = unfold_backward(grad, self_sizes, dimension, size, step)
        return grad_inputs


class HardshrinkBackward0(Node):
    """aten::hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor"""

    __slots__ = ("self_", "lambd")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        lambd = self.lambd
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = where((self_ > lambd).logical_or(self_ < -lambd), grad, 0.0)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class EmbeddingRenormBackward0(Node):
    """aten::embedding_renorm_(Tensor(a!) self, Tensor indices, float max_norm, float norm_type) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("embedding_renorm")
        return grad_inputs


class GeometricBackward0(Node):
    """aten::geometric_(Tensor(a!) self, float p, *, Generator? generator=None) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class LogNormalBackward0(Node):
    """aten::log_normal_(Tensor(a!) self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor(a!)"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class FillBackward1(Node):
    """aten::fill.Scalar(Tensor self, Scalar value) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class FillBackward2(Node):
    """aten::fill.Tensor(Tensor self, Tensor value) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = zeros_like(grad)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad.sum()
        return grad_inputs


class ClampMinBackward0(Node):
    """aten::clamp_min(Tensor self, Scalar min) -> Tensor"""

    __slots__ = ("self_", "min")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        min = self.min
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = where(self_ >= min, grad, 0.0)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class ClampMinBackward1(Node):
    """aten::clamp_min.Tensor(Tensor self, Tensor min) -> Tensor"""

    __slots__ = ("self_", "min_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        min = self.min_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = where(self_ >= min, grad, 0.0)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = where(self_ < min, grad, 0.0)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.min_.reset_data()


class ClampMaxBackward0(Node):
    """aten::clamp_max(Tensor self, Scalar max) -> Tensor"""

    __slots__ = ("self_", "max")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        max = self.max
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = where(self_ <= max, grad, 0.0)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class ClampMaxBackward1(Node):
    """aten::clamp_max.Tensor(Tensor self, Tensor max) -> Tensor"""

    __slots__ = ("self_", "max_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        max = self.max_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = where(self_ <= max, grad, 0.0)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = where(self_ > max, grad, 0.0)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.max_.reset_data()


class CoalesceBackward0(Node):
    """aten::coalesce(Tensor self) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad
        return grad_inputs


class ValuesBackward0(Node):
    """aten::values(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = values_backward(grad, self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class ToDenseBackward0(Node):
    """aten::_to_dense(Tensor self, ScalarType? dtype=None, bool? masked_grad=None) -> Tensor"""

    __slots__ = ("self_", "masked_grad")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        masked_grad = self.masked_grad
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = to_dense_backward(grad, self_, masked_grad)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class ToSparseBackward0(Node):
    """aten::to_sparse.sparse_dim(Tensor self, int sparse_dim) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.to_dense()
        return grad_inputs


class ToSparseBackward1(Node):
    """aten::to_sparse(Tensor self, *, Layout? layout=None, int[1]? blocksize=None, int? dense_dim=None) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.to_dense()
        return grad_inputs


class SpecialEntrBackward0(Node):
    """aten::special_entr(Tensor self) -> Tensor"""

    __slots__ = ("self_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = entr_backward(grad, self_)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class SpecialErfcxBackward0(Node):
    """aten::special_erfcx(Tensor self) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = erfcx_backward(grad, self_, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class SpecialI0EBackward0(Node):
    """aten::special_i0e(Tensor self) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = i0e_backward(grad, self_, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class SpecialI1EBackward0(Node):
    """aten::special_i1e(Tensor self) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = i1e_backward(grad, self_, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class SpecialNdtriBackward0(Node):
    """aten::special_ndtri(Tensor self) -> Tensor"""

    __slots__ = ("result_",)

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = ndtri_backward(grad, result)
        return grad_inputs

    def release_variables(self):
        self.result_.reset_data()


class SpecialLogNdtrBackward0(Node):
    """aten::special_log_ndtr(Tensor self) -> Tensor"""

    __slots__ = ("self_", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = log_ndtr_backward(grad, self_, result)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class SpecialXlog1PyBackward0(Node):
    """aten::special_xlog1py(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = xlog1py_self_backward(grad, self_, other)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = grad * self_ / (other + 1)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class SpecialZetaBackward0(Node):
    """aten::special_zeta(Tensor self, Tensor other) -> Tensor"""

    __slots__ = ("self_", "other_")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        other = self.other_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = not_implemented("zeta")
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = zeta_other_backward(grad, self_, other)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.other_.reset_data()


class FftR2CBackward0(Node):
    """aten::_fft_r2c(Tensor self, int[] dim, int normalization, bool onesided) -> Tensor"""

    __slots__ = ("self_sizes", "dim", "normalization", "onesided")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        normalization = self.normalization
        onesided = self.onesided
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = (
                fft_r2c_backward(grad, dim, normalization, onesided, self_sizes[dim[-1]])
            )
        return grad_inputs


class FftC2RBackward0(Node):
    """aten::_fft_c2r(Tensor self, int[] dim, int normalization, SymInt last_dim_size) -> Tensor"""

    __slots__ = ("dim", "normalization")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        normalization = self.normalization
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = fft_c2r_backward(grad, dim, normalization)
        return grad_inputs


class FftC2CBackward0(Node):
    """aten::_fft_c2c(Tensor self, SymInt[] dim, int normalization, bool forward) -> Tensor"""

    __slots__ = ("dim", "normalization", "forward")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        dim = self.dim
        normalization = self.normalization
        forward = self.forward
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = fft_c2c_backward(grad, dim, normalization, forward)
        return grad_inputs


class SparseMaskBackward0(Node):
    """aten::sparse_mask(Tensor self, Tensor mask) -> Tensor"""

    __slots__ = ()

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = grad.to_dense()
        return grad_inputs


class SparseMmBackward0(Node):
    """aten::_sparse_mm(Tensor sparse, Tensor dense) -> Tensor"""

    __slots__ = ("sparse_", "dense_", "dense_sizes", "dense_strides")

    def apply(self, grads):
        grad_inputs = [None, None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        sparse = self.sparse_.unpack(self)
        dense = self.dense_.unpack(self)
        dense_sizes = self.dense_sizes
        dense_strides = self.dense_strides
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = mm_mat1_sparse_backward(grad, sparse, dense, 1)
        if edges[1] is not None and (plan is None or should_execute(plan, edges[1].node)):
            grad_inputs[1] = mm_mat2_backward(grad, sparse, dense_sizes, dense_strides, 1)
        return grad_inputs

    def release_variables(self):
        self.sparse_.reset_data()
        self.dense_.reset_data()


class SparseSumBackward0(Node):
    """aten::_sparse_sum.dim(Tensor self, int[1] dim) -> Tensor"""

    __slots__ = ("self_", "dim")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = sparse_sum_backward(grad, self_, dim)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()


class SparseSoftmaxBackward0(Node):
    """aten::_sparse_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""

    __slots__ = ("self_", "dim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = sparse_softmax_backward(grad, result, dim, self_, False)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class SparseLogSoftmaxBackward0(Node):
    """aten::_sparse_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""

    __slots__ = ("self_", "dim", "result_")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_ = self.self_.unpack(self)
        dim = self.dim
        result = self.result_.unpack(self)
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = sparse_softmax_backward(grad, result, dim, self_, True)
        return grad_inputs

    def release_variables(self):
        self.self_.reset_data()
        self.result_.reset_data()


class NarrowCopyBackward0(Node):
    """aten::narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor"""

    __slots__ = ("self_sizes", "dim", "start", "length")

    def apply(self, grads):
        grad_inputs = [None]
        if grads[0] is None and not any_grad_defined(grads):
            return grad_inputs
        grad = grads[0]
        self_sizes = self.self_sizes
        dim = self.dim
        start = self.start
        length = self.length
        plan = current.exec_info
        edges = self.next_edges
        if edges[0] is not None and (plan is None or should_execute(plan, edges[0].node)):
            grad_inputs[0] = narrow_backward(grad, self_sizes, dim, start, length)
        return grad_inputs


ALL_NODES = (
    CopyBackward0,
    ToCopyBackward0,
    FillBackward0,
    ZeroBackward0,
    CloneBackward0,
    AddBackward0,
    SubBackward0,
    MulBackward0,
    DivBackward0,
    DivBackward1,
    FloorDivideBackward0,
    RemainderBackward0,
    FmodBackward0,
    PowBackward0,
    Atan2Backward0,
    MaximumBackward0,
    MinimumBackward0,
    EqBackward0,
    NeBackward0,
    LtBackward0,
    LeBackward0,
    GtBackward0,
    GeBackward0,
    WhereBackward0,
    LerpBackward0,
    AddcmulBackward0,
    AddcdivBackward0,
    ClampBackward0,
    ClampBackward1,
    AbsBackward0,
    AcosBackward0,
    AsinBackward0,
    AtanBackward0,
    CeilBackward0,
    CosBackward0,
    CoshBackward0,
    ErfBackward0,
    ExpBackward0,
    Exp2Backward0,
    Expm1Backward0,
    FloorBackward0,
    FracBackward0,
    LogBackward0,
    Log10Backward0,
    Log1PBackward0,
    Log2Backward0,
    NanToNumBackward0,
    NegBackward0,
    ReciprocalBackward0,
    RoundBackward0,
    RoundBackward1,
    RsqrtBackward0,
    SigmoidBackward0,
    SignBackward0,
    SinBackward0,
    SinhBackward0,
    SqrtBackward0,
    TanBackward0,
    TanhBackward0,
    TruncBackward0,
    ReluBackward0,
    SiluBackward0,
    EluBackward0,
    EluBackward1,
    GeluBackward0,
    LeakyReluBackward0,
    LeakyReluBackward1,
    SoftplusBackward0,
    ThresholdBackward0,
    ThresholdBackwardBackward0,
    SigmoidBackwardBackward0,
    TanhBackwardBackward0,
    SiluBackwardBackward0,
    GeluBackwardBackward0,
    EluBackwardBackward0,
    LeakyReluBackwardBackward0,
    SoftplusBackwardBackward0,
    BernoulliBackward0,
    BernoulliBackward1,
    BernoulliBackward2,
    BernoulliBackward3,
    ExponentialBackward0,
    NormalBackward0,
    NormalBackward1,
    NormalBackward2,
    NormalBackward3,
    RandomBackward0,
    RandomBackward1,
    RandomBackward2,
    UniformBackward0,
    CauchyBackward0,
    PoissonBackward0,
    BinomialBackward0,
    StandardGammaBackward0,
    StandardGammaGradBackward0,
    SampleDirichletBackward0,
    DirichletGradBackward0,
    SumBackward0,
    SumBackward1,
    MeanBackward0,
    MeanBackward1,
    ProdBackward0,
    ProdBackward1,
    AmaxBackward0,
    AminBackward0,
    MaxBackward0,
    MaxBackward1,
    MinBackward0,
    MinBackward1,
    VarBackward0,
    VarMeanBackward0,
    StdBackward0,
    StdMeanBackward0,
    NormBackward0,
    NormBackward1,
    LinalgVectorNormBackward0,
    LinalgInvBackward0,
    LinalgDetBackward0,
    LinalgSlogdetBackward0,
    LinalgSolveBackward0,
    LinalgCholeskyBackward0,
    LinalgSvdBackward0,
    LinalgEighBackward0,
    LinalgCrossBackward0,
    LinalgMatrixExpBackward0,
    LinalgLuFactorExBackward0,
    LinalgLuBackward0,
    LinalgLuSolveBackward0,
    LuUnpackBackward0,
    LinalgInvExBackward0,
    LinalgSolveTriangularBackward0,
    TriangularSolveBackward0,
    LinalgCholeskyExBackward0,
    CholeskyBackward0,
    CholeskyInverseBackward0,
    CholeskySolveBackward0,
    LinalgLdlFactorExBackward0,
    LinalgLdlSolveBackward0,
    LinalgQrBackward0,
    GeqrfBackward0,
    LinalgHouseholderProductBackward0,
    OrmqrBackward0,
    LinalgLstsqBackward0,
    LinalgPinvBackward0,
    LinalgEigBackward0,
    LogsumexpBackward0,
    CumsumBackward0,
    CumprodBackward0,
    SoftmaxBackward0,
    LogSoftmaxBackward0,
    SoftmaxBackwardDataBackward0,
    LogSoftmaxBackwardDataBackward0,
    TopkBackward0,
    SortBackward0,
    SortBackward1,
    ViewBackward0,
    UnsafeViewBackward0,
    AliasBackward0,
    AsStridedBackward0,
    AsStridedBackward1,
    SelectBackward0,
    SliceBackward0,
    UnsqueezeBackward0,
    UnsqueezeBackward1,
    ExpandBackward0,
    SqueezeBackward0,
    SqueezeBackward1,
    SqueezeBackward2,
    SqueezeBackward3,
    SqueezeBackward4,
    SqueezeBackward5,
    PermuteBackward0,
    TransposeBackward0,
    TransposeBackward1,
    TBackward0,
    TBackward1,
    DiagonalBackward0,
    SplitBackward0,
    SplitWithSizesBackward0,
    UnbindBackward0,
    CatBackward0,
    StackBackward0,
    FlipBackward0,
    RollBackward0,
    RepeatBackward0,
    TrilBackward0,
    TriuBackward0,
    IndexBackward0,
    IndexPutBackward0,
    IndexSelectBackward0,
    IndexAddBackward0,
    IndexFillBackward0,
    IndexFillBackward1,
    GatherBackward0,
    ScatterBackward0,
    ScatterBackward1,
    ScatterBackward2,
    ScatterBackward3,
    ScatterAddBackward0,
    ScatterReduceBackward0,
    MaskedFillBackward0,
    MaskedFillBackward1,
    MaskedSelectBackward0,
    MaskedScatterBackward0,
    TakeBackward0,
    PutBackward0,
    MmBackward0,
    BmmBackward0,
    MvBackward0,
    DotBackward0,
    AddmmBackward0,
    AddmvBackward0,
    AddbmmBackward0,
    BaddbmmBackward0,
    ConvolutionBackward0,
    ConvolutionBackwardBackward0,
    MaxPool2DWithIndicesBackward0,
    AvgPool2DBackward0,
    AdaptiveAvgPool2DBackward0,
    NativeBatchNormBackward0,
    NativeLayerNormBackward0,
    NativeGroupNormBackward0,
    EmbeddingBackward0,
    NllLossBackward0,
    MseLossBackward0,
    SmoothL1LossBackward0,
    HuberLossBackward0,
    BinaryCrossEntropyBackward0,
    ConstantPadNdBackward0,
    ReflectionPad1DBackward0,
    ReflectionPad2DBackward0,
    ReplicationPad1DBackward0,
    ReplicationPad2DBackward0,
    UpsampleNearest2DBackward0,
    UpsampleBilinear2DBackward0,
    NativeDropoutBackward0,
    MaxPool2DWithIndicesBackwardBackward0,
    AvgPool2DBackwardBackward0,
    AdaptiveAvgPool2DBackwardBackward0,
    EmbeddingDenseBackwardBackward0,
    NllLossBackwardBackward0,
    MseLossBackwardBackward0,
    SmoothL1LossBackwardBackward0,
    HuberLossBackwardBackward0,
    BinaryCrossEntropyBackwardBackward0,
    ReflectionPad1DBackwardBackward0,
    ReflectionPad2DBackwardBackward0,
    ReplicationPad1DBackwardBackward0,
    ReplicationPad2DBackwardBackward0,
    UpsampleNearest2DBackwardBackward0,
    UpsampleBilinear2DBackwardBackward0,
    NativeDropoutBackwardBackward0,
    ErfinvBackward0,
    AcoshBackward0,
    AsinhBackward0,
    AtanhBackward0,
    Deg2RadBackward0,
    Rad2DegBackward0,
    ErfcBackward0,
    SincBackward0,
    I0Backward0,
    SpecialI1Backward0,
    DigammaBackward0,
    LgammaBackward0,
    PolygammaBackward0,
    MvlgammaBackward0,
    LogitBackward0,
    FrexpBackward0,
    FmaxBackward0,
    FminBackward0,
    LogaddexpBackward0,
    Logaddexp2Backward0,
    HypotBackward0,
    CopysignBackward0,
    HeavisideBackward0,
    NextafterBackward0,
    IgammaBackward0,
    IgammacBackward0,
    XlogyBackward0,
    ViewAsRealBackward0,
    ViewAsComplexBackward0,
    ConjPhysicalBackward0,
    AngleBackward0,
    SgnBackward0,
    PolarBackward0,
    ComplexBackward0,
    MedianBackward0,
    NanmedianBackward0,
    MedianBackward1,
    NanmedianBackward1,
    KthvalueBackward0,
    ModeBackward0,
    CummaxBackward0,
    CumminBackward0,
    NansumBackward0,
    TraceBackward0,
    AminmaxBackward0,
    DiagEmbedBackward0,
    UnsafeSplitBackward0,
    UnsafeSplitWithSizesBackward0,
    IndexCopyBackward0,
    UnfoldBackward0,
    HardshrinkBackward0,
    EmbeddingRenormBackward0,
    GeometricBackward0,
    LogNormalBackward0,
    FillBackward1,
    FillBackward2,
    ClampMinBackward0,
    ClampMinBackward1,
    ClampMaxBackward0,
    ClampMaxBackward1,
    CoalesceBackward0,
    ValuesBackward0,
    ToDenseBackward0,
    ToSparseBackward0,
    ToSparseBackward1,
    SpecialEntrBackward0,
    SpecialErfcxBackward0,
    SpecialI0EBackward0,
    SpecialI1EBackward0,
    SpecialNdtriBackward0,
    SpecialLogNdtrBackward0,
    SpecialXlog1PyBackward0,
    SpecialZetaBackward0,
    FftR2CBackward0,
    FftC2RBackward0,
    FftC2CBackward0,
    SparseMaskBackward0,
    SparseMmBackward0,
    SparseSumBackward0,
    SparseSoftmaxBackward0,
    SparseLogSoftmaxBackward0,
    NarrowCopyBackward0,
)
