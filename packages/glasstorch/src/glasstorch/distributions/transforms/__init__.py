"""Transforms: differentiable maps with log-Jacobians (``torch.distributions.transforms``).

They turn one distribution into another (``TransformedDistribution``) and map unconstrained
tensors into constrained regions (``biject_to``/``transform_to``). ``t(x)`` applies a
transform, ``t.inv(y)`` its inverse, ``t.log_abs_det_jacobian(x, y)`` gives
``log |dy/dx|``.
"""

from .elementwise import (
    AbsTransform,
    AffineTransform,
    CumulativeDistributionTransform,
    ExpTransform,
    PowerTransform,
    SigmoidTransform,
    SoftplusTransform,
    TanhTransform,
)
from .joining import CatTransform, StackTransform
from .structured import (
    CorrCholeskyTransform,
    LowerCholeskyTransform,
    PositiveDefiniteTransform,
    SoftmaxTransform,
    StickBreakingTransform,
)
from .transform import (
    ComposeTransform,
    IndependentTransform,
    ReshapeTransform,
    Transform,
    _InverseTransform,  # noqa: F401 - PyTorch keeps it in this module
    identity_transform,
)

__all__ = [
    "AbsTransform",
    "AffineTransform",
    "CatTransform",
    "ComposeTransform",
    "CorrCholeskyTransform",
    "CumulativeDistributionTransform",
    "ExpTransform",
    "IndependentTransform",
    "LowerCholeskyTransform",
    "PositiveDefiniteTransform",
    "PowerTransform",
    "ReshapeTransform",
    "SigmoidTransform",
    "SoftplusTransform",
    "TanhTransform",
    "SoftmaxTransform",
    "StackTransform",
    "StickBreakingTransform",
    "Transform",
    "identity_transform",
]
