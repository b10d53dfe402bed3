"""``glasstorch.linalg``: the ``python_module: linalg`` operators of aten."""

from glasstorch.aten._generated.linalg_functions import *  # noqa: F403
from glasstorch.aten._generated.linalg_functions import __all__  # noqa: F401
