"""``glasstorch.special``: the special functions of ``torch.special``, the aten operators
declared with ``python_module: special`` (error, gamma and Bessel functions, the normal
distribution, ``zeta``, the orthogonal polynomials, and other names of top-level operators
such as ``expit`` and ``gammaln``).

``common_args`` and ``multi_dim_common`` are the argument descriptions PyTorch's docstrings
of this module share.
"""

from glasstorch.aten import Tensor  # noqa: F401 - torch.special.Tensor, as in PyTorch
from glasstorch.aten._generated.special_functions import *  # noqa: F403
from glasstorch.aten._generated.special_functions import __all__ as _operators

common_args = {
    "input": "input (Tensor): the input tensor.",
    "generator": "generator (:class:`torch.Generator`, optional): a pseudorandom number "
    "generator for sampling",
    "out": "out (Tensor, optional): the output tensor.",
    "memory_format": "memory_format (:class:`torch.memory_format`, optional): the desired "
    "memory format of returned tensor. Default: ``torch.preserve_format``.",
}

multi_dim_common = {
    **common_args,
    "dtype": "dtype (:class:`torch.dtype`, optional): the desired data type of returned "
    "tensor. If specified, the input tensor is cast to :attr:`dtype` before the operation "
    "is performed. This is useful for preventing data type overflows. Default: None.",
    "keepdim": "keepdim (bool): whether the output tensor has :attr:`dim` retained or not.",
    "opt_keepdim": "keepdim (bool, optional): whether the output tensor has :attr:`dim` "
    "retained or not. Default: ``False``.",
    "dim": "dim (int or tuple of ints): the dimension or dimensions to reduce.",
    "keepdim_details": "If :attr:`keepdim` is ``True``, the output tensor has the size of "
    "the input except in the dimension(s) :attr:`dim`, where it has size 1. Otherwise, "
    ":attr:`dim` is squeezed (see :func:`torch.squeeze`), and the output has 1 (or "
    "``len(dim)``) fewer dimension(s).",
    "opt_dim": "dim (int or tuple of ints, optional): the dimension or dimensions to reduce. "
    "If ``None``, all dimensions are reduced.",
    "opt_dim_all_reduce": "dim (int or tuple of ints, optional): the dimension or dimensions "
    "to reduce. If ``None``, all dimensions are reduced.",
}

__all__ = list(_operators)
__all__.sort()
del _operators
