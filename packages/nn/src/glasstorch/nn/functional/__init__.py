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

import inspect

from glasstorch.aten import Tensor
from glasstorch.aten.overrides import (  # noqa: F401 - PyTorch's F exposes the protocol helpers
    handle_torch_function,
    has_torch_function,
    has_torch_function_unary,
    has_torch_function_variadic,
    torch_function_wrapper,
)

from .. import grad
from ._dispatch import (
    BroadcastingList1,
    BroadcastingList2,
    BroadcastingList3,
    assert_int_or_pair,
    boolean_dispatch,
)
from ._notes import reproducibility_notes, sparse_support_notes, tf32_notes
from .activation import (
    celu,
    celu_,
    elu,
    elu_,
    gelu,
    glu,
    gumbel_softmax,
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
    rrelu,
    rrelu_,
    selu,
    selu_,
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
from .conv import (
    conv1d,
    conv2d,
    conv3d,
    conv_tbc,
    conv_transpose1d,
    conv_transpose2d,
    conv_transpose3d,
)
from .ctc import ctc_loss
from .distance import cosine_similarity, pairwise_distance, pdist
from .dropout import (
    alpha_dropout,
    dropout,
    dropout1d,
    dropout2d,
    dropout3d,
    feature_alpha_dropout,
    feature_dropout,
)
from .fold import fold, unfold
from .fractional import (
    fractional_max_pool2d,
    fractional_max_pool2d_with_indices,
    fractional_max_pool3d,
    fractional_max_pool3d_with_indices,
)
from .grouped import grouped_mm
from .linear import bilinear, linear
from .linear_cross_entropy import linear_cross_entropy
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
from .loss_likelihood import gaussian_nll_loss, poisson_nll_loss
from .loss_margin import (
    cosine_embedding_loss,
    hinge_embedding_loss,
    margin_ranking_loss,
    multi_margin_loss,
    multilabel_margin_loss,
    multilabel_soft_margin_loss,
    soft_margin_loss,
    triplet_margin_loss,
    triplet_margin_with_distance_loss,
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
    adaptive_max_pool1d,
    adaptive_max_pool1d_with_indices,
    adaptive_max_pool2d,
    adaptive_max_pool2d_with_indices,
    adaptive_max_pool3d,
    adaptive_max_pool3d_with_indices,
    avg_pool1d,
    avg_pool2d,
    avg_pool3d,
    lp_pool1d,
    lp_pool2d,
    lp_pool3d,
    max_pool1d,
    max_pool1d_with_indices,
    max_pool2d,
    max_pool2d_with_indices,
    max_pool3d,
    max_pool3d_with_indices,
)
from .sampling import (
    GRID_SAMPLE_INTERPOLATION_MODES,
    GRID_SAMPLE_PADDING_MODES,
    affine_grid,
    grid_sample,
)
from .shuffle import channel_shuffle, native_channel_shuffle, pixel_shuffle, pixel_unshuffle
from .sparse import embedding, embedding_bag, one_hot
from .unpooling import max_unpool1d, max_unpool2d, max_unpool3d
from .vision import interpolate, pad, upsample, upsample_bilinear, upsample_nearest

__all__ = [
    "BroadcastingList1",
    "BroadcastingList2",
    "BroadcastingList3",
    "GRID_SAMPLE_INTERPOLATION_MODES",
    "GRID_SAMPLE_PADDING_MODES",
    "Tensor",
    "adaptive_avg_pool1d",
    "adaptive_avg_pool2d",
    "adaptive_avg_pool3d",
    "adaptive_max_pool1d",
    "adaptive_max_pool1d_with_indices",
    "adaptive_max_pool2d",
    "adaptive_max_pool2d_with_indices",
    "adaptive_max_pool3d",
    "adaptive_max_pool3d_with_indices",
    "affine_grid",
    "alpha_dropout",
    "assert_int_or_pair",
    "avg_pool1d",
    "avg_pool2d",
    "avg_pool3d",
    "batch_norm",
    "bilinear",
    "binary_cross_entropy",
    "binary_cross_entropy_with_logits",
    "boolean_dispatch",
    "celu",
    "celu_",
    "channel_shuffle",
    "conv1d",
    "conv2d",
    "conv3d",
    "conv_tbc",
    "conv_transpose1d",
    "conv_transpose2d",
    "conv_transpose3d",
    "cosine_embedding_loss",
    "cosine_similarity",
    "cross_entropy",
    "ctc_loss",
    "dropout",
    "dropout1d",
    "dropout2d",
    "dropout3d",
    "elu",
    "elu_",
    "embedding",
    "embedding_bag",
    "feature_alpha_dropout",
    "feature_dropout",
    "fold",
    "fractional_max_pool2d",
    "fractional_max_pool2d_with_indices",
    "fractional_max_pool3d",
    "fractional_max_pool3d_with_indices",
    "gaussian_nll_loss",
    "gelu",
    "glu",
    "grad",
    "grid_sample",
    "group_norm",
    "grouped_mm",
    "gumbel_softmax",
    "hardshrink",
    "hardsigmoid",
    "hardswish",
    "hardtanh",
    "hardtanh_",
    "hinge_embedding_loss",
    "huber_loss",
    "instance_norm",
    "interpolate",
    "kl_div",
    "l1_loss",
    "layer_norm",
    "leaky_relu",
    "leaky_relu_",
    "linear",
    "linear_cross_entropy",
    "local_response_norm",
    "log_softmax",
    "logsigmoid",
    "lp_pool1d",
    "lp_pool2d",
    "lp_pool3d",
    "margin_ranking_loss",
    "max_pool1d",
    "max_pool1d_with_indices",
    "max_pool2d",
    "max_pool2d_with_indices",
    "max_pool3d",
    "max_pool3d_with_indices",
    "max_unpool1d",
    "max_unpool2d",
    "max_unpool3d",
    "mish",
    "mse_loss",
    "multi_head_attention_forward",
    "multi_margin_loss",
    "multilabel_margin_loss",
    "multilabel_soft_margin_loss",
    "native_channel_shuffle",
    "nll_loss",
    "normalize",
    "one_hot",
    "pad",
    "pairwise_distance",
    "pdist",
    "pixel_shuffle",
    "pixel_unshuffle",
    "poisson_nll_loss",
    "prelu",
    "relu",
    "relu6",
    "relu_",
    "reproducibility_notes",
    "rms_norm",
    "rrelu",
    "rrelu_",
    "scaled_dot_product_attention",
    "selu",
    "selu_",
    "sigmoid",
    "silu",
    "smooth_l1_loss",
    "soft_margin_loss",
    "softmax",
    "softmin",
    "softplus",
    "softshrink",
    "softsign",
    "sparse_support_notes",
    "tanh",
    "tanhshrink",
    "tf32_notes",
    "threshold",
    "threshold_",
    "triplet_margin_loss",
    "triplet_margin_with_distance_loss",
    "unfold",
    "upsample",
    "upsample_bilinear",
    "upsample_nearest",
]


def _route_public_functions(namespace: dict[str, object]) -> None:
    """Wrap each Python function in ``__all__`` for ``__torch_function__`` (the generated
    aten bindings among them route in their parsers already; classes, typing helpers and
    constants such as ``Tensor`` or ``BroadcastingList2`` are not functions to route)."""
    for name in __all__:
        fn = namespace[name]
        if inspect.isfunction(fn) and not getattr(fn, "_routes_torch_function", False):
            module = getattr(fn, "__module__", "") or ""
            if not module.startswith("glasstorch.aten._generated"):
                routed = torch_function_wrapper(fn)
                # pickle finds a function by module and name: the routed one lives here
                routed.__module__ = __name__
                namespace[name] = routed


_route_public_functions(globals())
