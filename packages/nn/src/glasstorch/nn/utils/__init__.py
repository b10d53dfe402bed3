"""nn.utils: gradient clipping, parameter/vector conversion, hook handles."""

from . import hooks, rnn
from .clip_grad import clip_grad_norm, clip_grad_norm_, clip_grad_value_, get_total_norm
from .convert_parameters import parameters_to_vector, vector_to_parameters

__all__ = [
    "clip_grad_norm",
    "clip_grad_norm_",
    "clip_grad_value_",
    "get_total_norm",
    "hooks",
    "parameters_to_vector",
    "rnn",
    "vector_to_parameters",
]
