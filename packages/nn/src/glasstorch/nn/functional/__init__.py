"""glasstorch.nn.functional — the stateless forms of the layers (``torch.nn.functional``).

Every function computes with aten operators: the dedicated nn operator when aten has it
(``convolution``, ``native_batch_norm``, ``nll_loss_nd``...), otherwise a decomposition
into other aten operators (the ``_decomp_*`` modules). The submodules group them as
PyTorch's documentation does; everything is re-exported here.

Every public function here takes part in ``__torch_function__``: the names in ``__all__``
are wrapped once, at the end of this module, by
:func:`glasstorch.aten.overrides.torch_function_wrapper` (same name, signature and
docstring), so a function added to ``__all__`` needs nothing more.
"""

from glasstorch.aten.overrides import (  # noqa: F401 - PyTorch's F exposes the protocol helpers
    handle_torch_function,
    has_torch_function,
    has_torch_function_unary,
    has_torch_function_variadic,
    torch_function_wrapper,
)

from .activation import (
    celu,
    elu,
    elu_,
    gelu,
    glu,
    hardshrink,
    hardsigmoid,
    hardswish,
    hardtanh,
    hardtanh_,
    leaky_relu,
    leaky_relu_,
    log_softmax,
    logsigmoid,
    mish,
    prelu,
    relu,
    relu6,
    relu_,
    selu,
    sigmoid,
    silu,
    softmax,
    softmin,
    softplus,
    softshrink,
    softsign,
    tanh,
    tanhshrink,
    threshold,
    threshold_,
)
from .attention import multi_head_attention_forward, scaled_dot_product_attention
from .conv import conv1d, conv2d, conv3d, conv_transpose1d, conv_transpose2d, conv_transpose3d
from .distance import cosine_similarity, pairwise_distance
from .dropout import alpha_dropout, dropout, dropout1d, dropout2d, dropout3d, feature_dropout
from .linear import bilinear, linear
from .loss import (
    binary_cross_entropy,
    binary_cross_entropy_with_logits,
    cross_entropy,
    huber_loss,
    kl_div,
    l1_loss,
    mse_loss,
    nll_loss,
    smooth_l1_loss,
)
from .normalization import (
    batch_norm,
    group_norm,
    instance_norm,
    layer_norm,
    local_response_norm,
    normalize,
    rms_norm,
)
from .pooling import (
    adaptive_avg_pool1d,
    adaptive_avg_pool2d,
    adaptive_avg_pool3d,
    avg_pool1d,
    avg_pool2d,
    avg_pool3d,
    max_pool1d,
    max_pool1d_with_indices,
    max_pool2d,
    max_pool2d_with_indices,
    max_pool3d,
    max_pool3d_with_indices,
)
from .sampling import affine_grid, grid_sample
from .sparse import embedding, embedding_bag, one_hot
from .vision import interpolate, pad, upsample, upsample_bilinear, upsample_nearest

__all__ = [
    "adaptive_avg_pool1d",
    "adaptive_avg_pool2d",
    "adaptive_avg_pool3d",
    "affine_grid",
    "alpha_dropout",
    "avg_pool1d",
    "avg_pool2d",
    "avg_pool3d",
    "batch_norm",
    "bilinear",
    "binary_cross_entropy",
    "binary_cross_entropy_with_logits",
    "celu",
    "conv1d",
    "conv2d",
    "conv3d",
    "conv_transpose1d",
    "conv_transpose2d",
    "conv_transpose3d",
    "cosine_similarity",
    "cross_entropy",
    "dropout",
    "dropout1d",
    "dropout2d",
    "dropout3d",
    "elu",
    "elu_",
    "embedding",
    "embedding_bag",
    "feature_dropout",
    "gelu",
    "glu",
    "grid_sample",
    "group_norm",
    "hardshrink",
    "hardsigmoid",
    "hardswish",
    "hardtanh",
    "hardtanh_",
    "huber_loss",
    "instance_norm",
    "interpolate",
    "kl_div",
    "l1_loss",
    "layer_norm",
    "leaky_relu",
    "leaky_relu_",
    "linear",
    "local_response_norm",
    "log_softmax",
    "logsigmoid",
    "max_pool1d",
    "max_pool1d_with_indices",
    "max_pool2d",
    "max_pool2d_with_indices",
    "max_pool3d",
    "max_pool3d_with_indices",
    "mish",
    "mse_loss",
    "multi_head_attention_forward",
    "nll_loss",
    "normalize",
    "one_hot",
    "pad",
    "pairwise_distance",
    "prelu",
    "relu",
    "relu6",
    "relu_",
    "rms_norm",
    "scaled_dot_product_attention",
    "selu",
    "sigmoid",
    "silu",
    "smooth_l1_loss",
    "softmax",
    "softmin",
    "softplus",
    "softshrink",
    "softsign",
    "tanh",
    "tanhshrink",
    "threshold",
    "threshold_",
    "upsample",
    "upsample_bilinear",
    "upsample_nearest",
]


def _route_public_functions(namespace: dict[str, object]) -> None:
    """Wrap each Python function in ``__all__`` for ``__torch_function__`` (the generated
    aten bindings among them route in their parsers already)."""
    for name in __all__:
        fn = namespace[name]
        if callable(fn) and not getattr(fn, "_routes_torch_function", False):
            module = getattr(fn, "__module__", "") or ""
            if not module.startswith("glasstorch.aten._generated"):
                namespace[name] = torch_function_wrapper(fn)


_route_public_functions(globals())
