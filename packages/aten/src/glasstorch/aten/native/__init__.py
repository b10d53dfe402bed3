"""The kernels: every function named in native_functions.yaml's ``dispatch`` sections.

Mirrors ``aten/src/ATen/native``. Kernels are grouped by family into modules; this
package re-exports them all under one namespace, which is where the generated
registration code (``_generated/register_*.py``) looks them up by name.
"""

from .activation_extras import *  # noqa: F403
from .adaptive_pooling import *  # noqa: F403
from .aliases import *  # noqa: F403
from .batch_linear_algebra import *  # noqa: F403
from .binary_math import *  # noqa: F403
from .binary_ops import *  # noqa: F403
from .bucketization import *  # noqa: F403
from .closeness import *  # noqa: F403
from .complex_ops import *  # noqa: F403
from .composites import *  # noqa: F403
from .convolution import *  # noqa: F403
from .copy import *  # noqa: F403
from .copy import _to_copy  # noqa: F401 - a leading underscore escapes *-imports
from .einsum import *  # noqa: F403
from .embedding import *  # noqa: F403
from .empty import *  # noqa: F403
from .factory_extras import *  # noqa: F403
from .index_extras import *  # noqa: F403
from .index_ops import *  # noqa: F403
from .linalg_cholesky import *  # noqa: F403
from .linalg_conditioning import *  # noqa: F403
from .linalg_decompositions import *  # noqa: F403
from .linalg_eig import *  # noqa: F403
from .linalg_lstsq import *  # noqa: F403
from .linalg_lu import *  # noqa: F403
from .linalg_matrix_functions import *  # noqa: F403
from .linalg_ops import *  # noqa: F403
from .linalg_products import *  # noqa: F403
from .linalg_qr import *  # noqa: F403
from .linalg_tensor import *  # noqa: F403
from .linalg_triangular import *  # noqa: F403
from .loss import *  # noqa: F403
from .misc_ops import *  # noqa: F403
from .nn_ops import *  # noqa: F403
from .normalization import *  # noqa: F403
from .order_statistics import *  # noqa: F403
from .orthogonal_polynomials import *  # noqa: F403
from .padding import *  # noqa: F403
from .pointwise_composites import *  # noqa: F403
from .pooling import *  # noqa: F403
from .product_composites import *  # noqa: F403
from .random_distributions import *  # noqa: F403
from .random_extras import *  # noqa: F403
from .random_factories import *  # noqa: F403
from .random_ops import *  # noqa: F403
from .reduce_extras import *  # noqa: F403
from .reduce_ops import *  # noqa: F403
from .shape_composites import *  # noqa: F403
from .shape_ops import *  # noqa: F403
from .softmax import *  # noqa: F403
from .sorting import *  # noqa: F403
from .sparse_coo import *  # noqa: F403
from .sparse_ops import *  # noqa: F403
from .sparse_reshape import *  # noqa: F403
from .sparse_softmax import *  # noqa: F403
from .special_aliases import *  # noqa: F403
from .special_kernels import *  # noqa: F403
from .special_ops import *  # noqa: F403
from .spectral_composites import *  # noqa: F403
from .spectral_ops import *  # noqa: F403
from .spectral_stft import *  # noqa: F403
from .statistics import *  # noqa: F403
from .tensor_factories import *  # noqa: F403
from .tensor_properties import *  # noqa: F403
from .unary_ops import *  # noqa: F403
from .upsample import *  # noqa: F403
from .view_composites import *  # noqa: F403
from .view_copies import *  # noqa: F403
from .view_ops import *  # noqa: F403
from .window_ops import *  # noqa: F403
