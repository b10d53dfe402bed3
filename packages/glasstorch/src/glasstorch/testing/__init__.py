"""``torch.testing``: :func:`assert_close` (and the deprecated :func:`assert_allclose`) to
compare results, :func:`make_tensor` to make random inputs."""

from ._comparison import assert_allclose, assert_close
from ._creation import make_tensor

__all__ = ["assert_allclose", "assert_close", "make_tensor"]
