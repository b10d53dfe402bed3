"""``glasstorch.fx.experimental``: ``make_fx`` (aten-level tracing) and fake tensors."""

from . import fake_tensor, proxy_tensor
from .fake_tensor import FakeTensorMode
from .proxy_tensor import make_fx

__all__ = ["FakeTensorMode", "fake_tensor", "make_fx", "proxy_tensor"]
