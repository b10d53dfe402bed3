"""``glasstorch.linalg``: the ``python_module: linalg`` operators of aten."""

from glasstorch.aten._generated.linalg_functions import *  # noqa: F403
from glasstorch.aten._generated.linalg_functions import __all__ as _operators
from glasstorch.aten.native.batch_linear_algebra import LinAlgError

__all__ = [*_operators, "LinAlgError"]
