"""The kernels: every function named in native_functions.yaml's ``dispatch`` sections.

Mirrors ``aten/src/ATen/native``. Kernels are grouped by family into modules; this
package re-exports them all under one namespace, which is where the generated
registration code (``_generated/register_*.py``) looks them up by name.
"""

from .binary_ops import *  # noqa: F403
from .copy import *  # noqa: F403
from .copy import _to_copy  # noqa: F401
from .empty import *  # noqa: F403
from .unary_ops import *  # noqa: F403
