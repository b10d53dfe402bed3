"""The nn operators PyTorch exposes at the top of the ``torch`` namespace.

PyTorch's ``torch.kl_div``, ``torch.grid_sampler``, ``torch.lstm_cell``... are its native
functions, with native signatures (a loss's ``reduction`` is an int, 0 none, 1 mean,
2 sum; sampling modes are ints; recurrent layers take a flat list of weights). Here they
are bound to those schemas over glasstorch's nn.functional and nn implementations. The
functions PyTorch's ``nn.functional`` shares with ``torch`` (``pdist``,
``pixel_shuffle``...) are nn.functional's own.
"""

from glasstorch.nn.functional import (
    channel_shuffle,
    conv_tbc,
    cosine_similarity,
    native_channel_shuffle,
    pairwise_distance,
    pdist,
    pixel_shuffle,
    pixel_unshuffle,
)

from .batch_norm_stats import (
    batch_norm_backward_elemt,
    batch_norm_backward_reduce,
    batch_norm_elemt,
    batch_norm_gather_stats,
    batch_norm_gather_stats_with_counts,
    batch_norm_stats,
    batch_norm_update_stats,
)
from .losses import (
    cosine_embedding_loss,
    ctc_loss,
    hinge_embedding_loss,
    kl_div,
    margin_ranking_loss,
    poisson_nll_loss,
    triplet_margin_loss,
)
from .recurrent import (
    gru,
    gru_cell,
    lstm,
    lstm_cell,
    rnn_relu,
    rnn_relu_cell,
    rnn_tanh,
    rnn_tanh_cell,
)
from .spatial import (
    adaptive_max_pool1d,
    affine_grid_generator,
    grid_sampler,
    grid_sampler_2d,
    grid_sampler_3d,
    max_pool3d,
    rms_norm,
)

__all__ = [
    "adaptive_max_pool1d", "affine_grid_generator", "batch_norm_backward_elemt",
    "batch_norm_backward_reduce", "batch_norm_elemt", "batch_norm_gather_stats",
    "batch_norm_gather_stats_with_counts", "batch_norm_stats", "batch_norm_update_stats",
    "channel_shuffle", "conv_tbc", "cosine_embedding_loss", "cosine_similarity", "ctc_loss",
    "grid_sampler", "grid_sampler_2d", "grid_sampler_3d", "gru", "gru_cell",
    "hinge_embedding_loss", "kl_div", "lstm", "lstm_cell", "margin_ranking_loss", "max_pool3d",
    "native_channel_shuffle", "pairwise_distance", "pdist", "pixel_shuffle", "pixel_unshuffle",
    "poisson_nll_loss", "rms_norm", "rnn_relu", "rnn_relu_cell", "rnn_tanh", "rnn_tanh_cell",
    "triplet_margin_loss",
]  # fmt: skip
