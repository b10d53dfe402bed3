"""TorchScript definitions of ``nn.functional`` functions whose eager source is not in the
TorchScript subset (``frontend/builtin_functions.cpp`` holds such sources in PyTorch).

The eager versions pick kernels at run time (``usable(...)``) or accept loosely typed
arguments; these keep their signatures and semantics and call the aten operators.
"""

from __future__ import annotations

import ast
from typing import Any

SOURCES: dict[str, str] = {
    "dropout": """
def dropout(
    input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False
) -> Tensor:
    if p < 0.0 or p > 1.0:
        raise ValueError(
            "dropout probability has to be between 0 and 1, but got {}".format(p)
        )
    if not training or p == 0.0:
        return input
    return torch.dropout(input, p, training)
""",
    "softmax": """
def softmax(
    input: Tensor,
    dim: Optional[int] = None,
    _stacklevel: int = 3,
    dtype: Optional[int] = None,
) -> Tensor:
    if dim is None:
        d = 0 if input.dim() in [0, 1, 3] else 1
        return torch.softmax(input, d, dtype)
    return torch.softmax(input, dim, dtype)
""",
    "log_softmax": """
def log_softmax(
    input: Tensor,
    dim: Optional[int] = None,
    _stacklevel: int = 3,
    dtype: Optional[int] = None,
) -> Tensor:
    if dim is None:
        d = 0 if input.dim() in [0, 1, 3] else 1
        return torch.log_softmax(input, d, dtype)
    return torch.log_softmax(input, dim, dtype)
""",
    "max_pool2d": """
def max_pool2d(
    input: Tensor,
    kernel_size: BroadcastingList2[int],
    stride: Optional[BroadcastingList2[int]] = None,
    padding: BroadcastingList2[int] = 0,
    dilation: BroadcastingList2[int] = 1,
    ceil_mode: bool = False,
    return_indices: bool = False,
) -> Tensor:
    if stride is None:
        return torch.max_pool2d(input, kernel_size, kernel_size, padding, dilation, ceil_mode)
    return torch.max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode)
""",
    "batch_norm": """
def batch_norm(
    input: Tensor,
    running_mean: Optional[Tensor],
    running_var: Optional[Tensor],
    weight: Optional[Tensor] = None,
    bias: Optional[Tensor] = None,
    training: bool = False,
    momentum: float = 0.1,
    eps: float = 1e-05,
) -> Tensor:
    return torch.batch_norm(
        input, weight, bias, running_mean, running_var, training, momentum, eps, False
    )
""",
}


def builtin_definition(fn: Any) -> tuple[ast.FunctionDef, str] | None:
    """The TorchScript ``def`` standing in for the ``nn.functional`` function ``fn``."""
    module = getattr(fn, "__module__", "") or ""
    if not module.startswith("glasstorch.nn.functional"):
        return None
    source = SOURCES.get(getattr(fn, "__name__", ""))
    if source is None:
        return None
    return ast.parse(source.lstrip("\n")).body[0], source.lstrip("\n")  # type: ignore[return-value]
