# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""The ``glasstorch.special.<name>`` functions of the aten operators (PyTorch's
``python_torch_functions``).

Each function hands its arguments to a PythonArgParser over the overloads of its name,
which picks the overload, converts the arguments and calls ``ops.<overload>.call``.
"""

from ..python_arg_parser import PythonArgParser
from . import ops

__all__ = ["i1"]


_p_i1 = PythonArgParser("special.i1", (ops.special_i1, ops.special_i1_out), method=False)


@_p_i1.binds
def i1(*args, **kwargs):
    """i1(Tensor self) -> Tensor
    i1(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_i1(args, kwargs)
