"""``glasstorch.fft``: discrete Fourier transforms (PyTorch's ``torch.fft``).

The functions are aten's ``python_module: fft`` operators (``fft_fft`` → ``fft.fft``),
CompositeImplicitAutograd decompositions into the ``_fft_c2c``, ``_fft_r2c`` and
``_fft_c2r`` primitives, so autograd differentiates every one of them.
``common_args`` and ``factory_common_args`` are the argument descriptions PyTorch's
docstrings share.
"""

from glasstorch.aten import Tensor
from glasstorch.aten._generated.fft_functions import *  # noqa: F403
from glasstorch.aten._generated.fft_functions import __all__ as _operators

common_args = {
    "input": "input (Tensor): the input tensor.",
    "generator": (
        "generator (:class:`torch.Generator`, optional): the pseudorandom number generator "
        "to draw samples from"
    ),
    "out": "out (Tensor, optional): the tensor to write the result into.",
    "memory_format": (
        "memory_format (:class:`torch.memory_format`, optional): the memory format of the "
        "returned tensor. Default: ``torch.preserve_format``."
    ),
}

factory_common_args = {
    **common_args,
    "memory_format": (
        "memory_format (:class:`torch.memory_format`, optional): the memory format of the "
        "returned tensor. Default: ``torch.contiguous_format``."
    ),
    "dtype": (
        "dtype (:class:`torch.dtype`, optional): the data type of the returned tensor. "
        "Default: the global default (see :func:`torch.set_default_dtype`)."
    ),
    "layout": (
        "layout (:class:`torch.layout`, optional): the layout of the returned tensor. "
        "Default: ``torch.strided``."
    ),
    "device": (
        "device (:class:`torch.device`, optional): the device of the returned tensor. "
        "Default: the current device of the default tensor type."
    ),
    "requires_grad": (
        "requires_grad (bool, optional): whether autograd records operations on the returned "
        "tensor. Default: ``False``."
    ),
    "pin_memory": (
        "pin_memory (bool, optional): allocate the returned tensor in pinned memory (CPU "
        "tensors only). Default: ``False``."
    ),
    "check_invariants": (
        "check_invariants (bool, optional): whether the sparse tensor's invariants are "
        "checked. Default: as :func:`torch.sparse.check_sparse_tensor_invariants.is_enabled` "
        "says."
    ),
    "sparse_factory_device_note": (
        ".. note::\n\n   Without a ``device`` argument, the values and index tensors must be "
        "on one device; with one, they are copied to it."
    ),
}

__all__ = [*_operators, "Tensor", "common_args", "factory_common_args"]
