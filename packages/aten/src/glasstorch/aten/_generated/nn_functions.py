# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""The ``glasstorch.nn.<name>`` functions of the aten operators (PyTorch's
``python_torch_functions``).

Each function hands its arguments to a PythonArgParser over the overloads of its name,
which picks the overload, converts the arguments and calls ``ops.<overload>.call``.
"""

from ..python_arg_parser import PythonArgParser
from . import ops

__all__ = [
    "_adaptive_avg_pool2d_backward",
    "_pad_circular",
    "adaptive_avg_pool2d",
    "avg_pool2d",
    "avg_pool2d_backward",
    "binary_cross_entropy",
    "binary_cross_entropy_backward",
    "cross_entropy_loss",
    "elu_backward",
    "gelu_backward",
    "huber_loss",
    "huber_loss_backward",
    "l1_loss",
    "leaky_relu_backward",
    "linear",
    "max_pool2d_with_indices",
    "max_pool2d_with_indices_backward",
    "mse_loss",
    "mse_loss_backward",
    "nll_loss",
    "nll_loss_backward",
    "nll_loss_forward",
    "nll_loss_nd",
    "one_hot",
    "pad",
    "reflection_pad1d",
    "reflection_pad1d_backward",
    "reflection_pad2d",
    "reflection_pad2d_backward",
    "replication_pad1d",
    "replication_pad1d_backward",
    "replication_pad2d",
    "replication_pad2d_backward",
    "scaled_dot_product_attention",
    "sigmoid_backward",
    "silu_backward",
    "smooth_l1_loss",
    "smooth_l1_loss_backward",
    "softplus_backward",
    "tanh_backward",
    "upsample_bilinear2d",
    "upsample_bilinear2d_backward",
    "upsample_nearest2d",
    "upsample_nearest2d_backward",
]


_p_max_pool2d_with_indices = PythonArgParser(
    "nn.max_pool2d_with_indices",
    (ops.max_pool2d_with_indices, ops.max_pool2d_with_indices_out),
    method=False,
)


@_p_max_pool2d_with_indices.binds
def max_pool2d_with_indices(*args, **kwargs):
    """max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)
    max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))"""
    return _p_max_pool2d_with_indices(args, kwargs)


_p_max_pool2d_with_indices_backward = PythonArgParser(
    "nn.max_pool2d_with_indices_backward",
    (ops.max_pool2d_with_indices_backward, ops.max_pool2d_with_indices_backward_grad_input),
    method=False,
)


@_p_max_pool2d_with_indices_backward.binds
def max_pool2d_with_indices_backward(*args, **kwargs):
    """max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor
    max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_max_pool2d_with_indices_backward(args, kwargs)


_p_avg_pool2d = PythonArgParser("nn.avg_pool2d", (ops.avg_pool2d, ops.avg_pool2d_out), method=False)


@_p_avg_pool2d.binds
def avg_pool2d(*args, **kwargs):
    """avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor
    avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_avg_pool2d(args, kwargs)


_p_avg_pool2d_backward = PythonArgParser(
    "nn.avg_pool2d_backward",
    (ops.avg_pool2d_backward, ops.avg_pool2d_backward_grad_input),
    method=False,
)


@_p_avg_pool2d_backward.binds
def avg_pool2d_backward(*args, **kwargs):
    """avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor
    avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_avg_pool2d_backward(args, kwargs)


_p_adaptive_avg_pool2d = PythonArgParser(
    "nn.adaptive_avg_pool2d", (ops.adaptive_avg_pool2d,), method=False
)


@_p_adaptive_avg_pool2d.binds
def adaptive_avg_pool2d(*args, **kwargs):
    """adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor"""
    return _p_adaptive_avg_pool2d(args, kwargs)


_p__adaptive_avg_pool2d_backward = PythonArgParser(
    "nn._adaptive_avg_pool2d_backward", (ops._adaptive_avg_pool2d_backward,), method=False
)


@_p__adaptive_avg_pool2d_backward.binds
def _adaptive_avg_pool2d_backward(*args, **kwargs):
    """_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor"""
    return _p__adaptive_avg_pool2d_backward(args, kwargs)


_p_one_hot = PythonArgParser("nn.one_hot", (ops.one_hot,), method=False)


@_p_one_hot.binds
def one_hot(*args, **kwargs):
    """one_hot(Tensor self, int num_classes=-1) -> Tensor"""
    return _p_one_hot(args, kwargs)


_p_nll_loss_forward = PythonArgParser(
    "nn.nll_loss_forward", (ops.nll_loss_forward, ops.nll_loss_forward_output), method=False
)


@_p_nll_loss_forward.binds
def nll_loss_forward(*args, **kwargs):
    """nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)
    nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -> (Tensor(a!), Tensor(b!))"""
    return _p_nll_loss_forward(args, kwargs)


_p_nll_loss_backward = PythonArgParser(
    "nn.nll_loss_backward", (ops.nll_loss_backward, ops.nll_loss_backward_grad_input), method=False
)


@_p_nll_loss_backward.binds
def nll_loss_backward(*args, **kwargs):
    """nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, Tensor total_weight) -> Tensor
    nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, Tensor total_weight, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_nll_loss_backward(args, kwargs)


_p_nll_loss = PythonArgParser("nn.nll_loss", (ops.nll_loss,), method=False)


@_p_nll_loss.binds
def nll_loss(*args, **kwargs):
    """nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, SymInt ignore_index=-100) -> Tensor"""
    return _p_nll_loss(args, kwargs)


_p_nll_loss_nd = PythonArgParser("nn.nll_loss_nd", (ops.nll_loss_nd,), method=False)


@_p_nll_loss_nd.binds
def nll_loss_nd(*args, **kwargs):
    """nll_loss_nd(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, SymInt ignore_index=-100) -> Tensor"""
    return _p_nll_loss_nd(args, kwargs)


_p_cross_entropy_loss = PythonArgParser(
    "nn.cross_entropy_loss", (ops.cross_entropy_loss,), method=False
)


@_p_cross_entropy_loss.binds
def cross_entropy_loss(*args, **kwargs):
    """cross_entropy_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, SymInt ignore_index=-100, float label_smoothing=0.0) -> Tensor"""
    return _p_cross_entropy_loss(args, kwargs)


_p_mse_loss = PythonArgParser("nn.mse_loss", (ops.mse_loss, ops.mse_loss_out), method=False)


@_p_mse_loss.binds
def mse_loss(*args, **kwargs):
    """mse_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor
    mse_loss(Tensor self, Tensor target, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_mse_loss(args, kwargs)


_p_mse_loss_backward = PythonArgParser(
    "nn.mse_loss_backward", (ops.mse_loss_backward,), method=False
)


@_p_mse_loss_backward.binds
def mse_loss_backward(*args, **kwargs):
    """mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor"""
    return _p_mse_loss_backward(args, kwargs)


_p_l1_loss = PythonArgParser("nn.l1_loss", (ops.l1_loss,), method=False)


@_p_l1_loss.binds
def l1_loss(*args, **kwargs):
    """l1_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor"""
    return _p_l1_loss(args, kwargs)


_p_smooth_l1_loss = PythonArgParser(
    "nn.smooth_l1_loss", (ops.smooth_l1_loss, ops.smooth_l1_loss_out), method=False
)


@_p_smooth_l1_loss.binds
def smooth_l1_loss(*args, **kwargs):
    """smooth_l1_loss(Tensor self, Tensor target, int reduction=Mean, float beta=1.0) -> Tensor
    smooth_l1_loss(Tensor self, Tensor target, int reduction=Mean, float beta=1.0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_smooth_l1_loss(args, kwargs)


_p_smooth_l1_loss_backward = PythonArgParser(
    "nn.smooth_l1_loss_backward", (ops.smooth_l1_loss_backward,), method=False
)


@_p_smooth_l1_loss_backward.binds
def smooth_l1_loss_backward(*args, **kwargs):
    """smooth_l1_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float beta) -> Tensor"""
    return _p_smooth_l1_loss_backward(args, kwargs)


_p_huber_loss = PythonArgParser("nn.huber_loss", (ops.huber_loss,), method=False)


@_p_huber_loss.binds
def huber_loss(*args, **kwargs):
    """huber_loss(Tensor self, Tensor target, int reduction=Mean, float delta=1.0) -> Tensor"""
    return _p_huber_loss(args, kwargs)


_p_huber_loss_backward = PythonArgParser(
    "nn.huber_loss_backward", (ops.huber_loss_backward,), method=False
)


@_p_huber_loss_backward.binds
def huber_loss_backward(*args, **kwargs):
    """huber_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float delta) -> Tensor"""
    return _p_huber_loss_backward(args, kwargs)


_p_binary_cross_entropy = PythonArgParser(
    "nn.binary_cross_entropy", (ops.binary_cross_entropy,), method=False
)


@_p_binary_cross_entropy.binds
def binary_cross_entropy(*args, **kwargs):
    """binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor"""
    return _p_binary_cross_entropy(args, kwargs)


_p_binary_cross_entropy_backward = PythonArgParser(
    "nn.binary_cross_entropy_backward", (ops.binary_cross_entropy_backward,), method=False
)


@_p_binary_cross_entropy_backward.binds
def binary_cross_entropy_backward(*args, **kwargs):
    """binary_cross_entropy_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor"""
    return _p_binary_cross_entropy_backward(args, kwargs)


_p_pad = PythonArgParser("nn.pad", (ops.pad,), method=False)


@_p_pad.binds
def pad(*args, **kwargs):
    """pad(Tensor self, SymInt[] pad, str mode="constant", float? value=None) -> Tensor"""
    return _p_pad(args, kwargs)


_p__pad_circular = PythonArgParser("nn._pad_circular", (ops._pad_circular,), method=False)


@_p__pad_circular.binds
def _pad_circular(*args, **kwargs):
    """_pad_circular(Tensor self, SymInt[] pad) -> Tensor"""
    return _p__pad_circular(args, kwargs)


_p_reflection_pad1d = PythonArgParser("nn.reflection_pad1d", (ops.reflection_pad1d,), method=False)


@_p_reflection_pad1d.binds
def reflection_pad1d(*args, **kwargs):
    """reflection_pad1d(Tensor self, SymInt[2] padding) -> Tensor"""
    return _p_reflection_pad1d(args, kwargs)


_p_reflection_pad1d_backward = PythonArgParser(
    "nn.reflection_pad1d_backward", (ops.reflection_pad1d_backward,), method=False
)


@_p_reflection_pad1d_backward.binds
def reflection_pad1d_backward(*args, **kwargs):
    """reflection_pad1d_backward(Tensor grad_output, Tensor self, SymInt[2] padding) -> Tensor"""
    return _p_reflection_pad1d_backward(args, kwargs)


_p_reflection_pad2d = PythonArgParser("nn.reflection_pad2d", (ops.reflection_pad2d,), method=False)


@_p_reflection_pad2d.binds
def reflection_pad2d(*args, **kwargs):
    """reflection_pad2d(Tensor self, SymInt[4] padding) -> Tensor"""
    return _p_reflection_pad2d(args, kwargs)


_p_reflection_pad2d_backward = PythonArgParser(
    "nn.reflection_pad2d_backward", (ops.reflection_pad2d_backward,), method=False
)


@_p_reflection_pad2d_backward.binds
def reflection_pad2d_backward(*args, **kwargs):
    """reflection_pad2d_backward(Tensor grad_output, Tensor self, SymInt[4] padding) -> Tensor"""
    return _p_reflection_pad2d_backward(args, kwargs)


_p_replication_pad1d = PythonArgParser(
    "nn.replication_pad1d", (ops.replication_pad1d,), method=False
)


@_p_replication_pad1d.binds
def replication_pad1d(*args, **kwargs):
    """replication_pad1d(Tensor self, SymInt[2] padding) -> Tensor"""
    return _p_replication_pad1d(args, kwargs)


_p_replication_pad1d_backward = PythonArgParser(
    "nn.replication_pad1d_backward", (ops.replication_pad1d_backward,), method=False
)


@_p_replication_pad1d_backward.binds
def replication_pad1d_backward(*args, **kwargs):
    """replication_pad1d_backward(Tensor grad_output, Tensor self, SymInt[2] padding) -> Tensor"""
    return _p_replication_pad1d_backward(args, kwargs)


_p_replication_pad2d = PythonArgParser(
    "nn.replication_pad2d", (ops.replication_pad2d,), method=False
)


@_p_replication_pad2d.binds
def replication_pad2d(*args, **kwargs):
    """replication_pad2d(Tensor self, SymInt[4] padding) -> Tensor"""
    return _p_replication_pad2d(args, kwargs)


_p_replication_pad2d_backward = PythonArgParser(
    "nn.replication_pad2d_backward", (ops.replication_pad2d_backward,), method=False
)


@_p_replication_pad2d_backward.binds
def replication_pad2d_backward(*args, **kwargs):
    """replication_pad2d_backward(Tensor grad_output, Tensor self, SymInt[4] padding) -> Tensor"""
    return _p_replication_pad2d_backward(args, kwargs)


_p_upsample_nearest2d = PythonArgParser(
    "nn.upsample_nearest2d",
    (ops.upsample_nearest2d, ops.upsample_nearest2d_vec, ops.upsample_nearest2d_out),
    method=False,
)


@_p_upsample_nearest2d.binds
def upsample_nearest2d(*args, **kwargs):
    """upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor
    upsample_nearest2d(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
    upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_upsample_nearest2d(args, kwargs)


_p_upsample_nearest2d_backward = PythonArgParser(
    "nn.upsample_nearest2d_backward",
    (ops.upsample_nearest2d_backward, ops.upsample_nearest2d_backward_grad_input),
    method=False,
)


@_p_upsample_nearest2d_backward.binds
def upsample_nearest2d_backward(*args, **kwargs):
    """upsample_nearest2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor
    upsample_nearest2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_upsample_nearest2d_backward(args, kwargs)


_p_upsample_bilinear2d = PythonArgParser(
    "nn.upsample_bilinear2d",
    (ops.upsample_bilinear2d, ops.upsample_bilinear2d_vec, ops.upsample_bilinear2d_out),
    method=False,
)


@_p_upsample_bilinear2d.binds
def upsample_bilinear2d(*args, **kwargs):
    """upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
    upsample_bilinear2d(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
    upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_upsample_bilinear2d(args, kwargs)


_p_upsample_bilinear2d_backward = PythonArgParser(
    "nn.upsample_bilinear2d_backward",
    (ops.upsample_bilinear2d_backward, ops.upsample_bilinear2d_backward_grad_input),
    method=False,
)


@_p_upsample_bilinear2d_backward.binds
def upsample_bilinear2d_backward(*args, **kwargs):
    """upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
    upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_upsample_bilinear2d_backward(args, kwargs)


_p_linear = PythonArgParser("nn.linear", (ops.linear,), method=False)


@_p_linear.binds
def linear(*args, **kwargs):
    """linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor"""
    return _p_linear(args, kwargs)


_p_scaled_dot_product_attention = PythonArgParser(
    "nn.scaled_dot_product_attention", (ops.scaled_dot_product_attention,), method=False
)


@_p_scaled_dot_product_attention.binds
def scaled_dot_product_attention(*args, **kwargs):
    """scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool is_causal=False, *, float? scale=None, bool enable_gqa=False) -> Tensor"""
    return _p_scaled_dot_product_attention(args, kwargs)


_p_gelu_backward = PythonArgParser(
    "nn.gelu_backward", (ops.gelu_backward, ops.gelu_backward_grad_input), method=False
)


@_p_gelu_backward.binds
def gelu_backward(*args, **kwargs):
    """gelu_backward(Tensor grad_output, Tensor self, *, str approximate="none") -> Tensor
    gelu_backward(Tensor grad_output, Tensor self, *, str approximate="none", Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_gelu_backward(args, kwargs)


_p_silu_backward = PythonArgParser(
    "nn.silu_backward", (ops.silu_backward, ops.silu_backward_grad_input), method=False
)


@_p_silu_backward.binds
def silu_backward(*args, **kwargs):
    """silu_backward(Tensor grad_output, Tensor self) -> Tensor
    silu_backward(Tensor grad_output, Tensor self, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_silu_backward(args, kwargs)


_p_elu_backward = PythonArgParser(
    "nn.elu_backward", (ops.elu_backward, ops.elu_backward_grad_input), method=False
)


@_p_elu_backward.binds
def elu_backward(*args, **kwargs):
    """elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result) -> Tensor
    elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_elu_backward(args, kwargs)


_p_leaky_relu_backward = PythonArgParser(
    "nn.leaky_relu_backward",
    (ops.leaky_relu_backward, ops.leaky_relu_backward_grad_input),
    method=False,
)


@_p_leaky_relu_backward.binds
def leaky_relu_backward(*args, **kwargs):
    """leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result) -> Tensor
    leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_leaky_relu_backward(args, kwargs)


_p_softplus_backward = PythonArgParser(
    "nn.softplus_backward", (ops.softplus_backward, ops.softplus_backward_grad_input), method=False
)


@_p_softplus_backward.binds
def softplus_backward(*args, **kwargs):
    """softplus_backward(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold) -> Tensor
    softplus_backward(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_softplus_backward(args, kwargs)


_p_sigmoid_backward = PythonArgParser(
    "nn.sigmoid_backward", (ops.sigmoid_backward, ops.sigmoid_backward_grad_input), method=False
)


@_p_sigmoid_backward.binds
def sigmoid_backward(*args, **kwargs):
    """sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor
    sigmoid_backward(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_sigmoid_backward(args, kwargs)


_p_tanh_backward = PythonArgParser(
    "nn.tanh_backward", (ops.tanh_backward, ops.tanh_backward_grad_input), method=False
)


@_p_tanh_backward.binds
def tanh_backward(*args, **kwargs):
    """tanh_backward(Tensor grad_output, Tensor output) -> Tensor
    tanh_backward(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_tanh_backward(args, kwargs)
