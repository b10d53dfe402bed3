# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""The ``glasstorch.linalg.<name>`` functions of the aten operators (PyTorch's
``python_torch_functions``).

Each function hands its arguments to a PythonArgParser over the overloads of its name,
which picks the overload, converts the arguments and calls ``ops.<overload>.call``.
"""

from ..python_arg_parser import PythonArgParser
from . import ops

__all__ = [
    "cholesky",
    "det",
    "eigh",
    "eigvalsh",
    "inv",
    "matrix_norm",
    "norm",
    "slogdet",
    "solve",
    "svd",
    "svdvals",
    "vector_norm",
]


_p_vector_norm = PythonArgParser(
    "linalg.vector_norm", (ops.linalg_vector_norm, ops.linalg_vector_norm_out), method=False
)


@_p_vector_norm.binds
def vector_norm(*args, **kwargs):
    """vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_vector_norm(args, kwargs)


_p_inv = PythonArgParser("linalg.inv", (ops.linalg_inv,), method=False)


@_p_inv.binds
def inv(*args, **kwargs):
    """inv(Tensor A) -> Tensor"""
    return _p_inv(args, kwargs)


_p_det = PythonArgParser("linalg.det", (ops.linalg_det,), method=False)


@_p_det.binds
def det(*args, **kwargs):
    """det(Tensor A) -> Tensor"""
    return _p_det(args, kwargs)


_p_slogdet = PythonArgParser("linalg.slogdet", (ops.linalg_slogdet,), method=False)


@_p_slogdet.binds
def slogdet(*args, **kwargs):
    """slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)"""
    return _p_slogdet(args, kwargs)


_p_solve = PythonArgParser("linalg.solve", (ops.linalg_solve,), method=False)


@_p_solve.binds
def solve(*args, **kwargs):
    """solve(Tensor A, Tensor B, *, bool left=True) -> Tensor"""
    return _p_solve(args, kwargs)


_p_cholesky = PythonArgParser("linalg.cholesky", (ops.linalg_cholesky,), method=False)


@_p_cholesky.binds
def cholesky(*args, **kwargs):
    """cholesky(Tensor self, *, bool upper=False) -> Tensor"""
    return _p_cholesky(args, kwargs)


_p_svd = PythonArgParser("linalg.svd", (ops.linalg_svd,), method=False)


@_p_svd.binds
def svd(*args, **kwargs):
    """svd(Tensor A, bool full_matrices=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"""
    return _p_svd(args, kwargs)


_p_svdvals = PythonArgParser("linalg.svdvals", (ops.linalg_svdvals,), method=False)


@_p_svdvals.binds
def svdvals(*args, **kwargs):
    """svdvals(Tensor A, *, str? driver=None) -> Tensor"""
    return _p_svdvals(args, kwargs)


_p_eigh = PythonArgParser("linalg.eigh", (ops.linalg_eigh,), method=False)


@_p_eigh.binds
def eigh(*args, **kwargs):
    """eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)"""
    return _p_eigh(args, kwargs)


_p_eigvalsh = PythonArgParser("linalg.eigvalsh", (ops.linalg_eigvalsh,), method=False)


@_p_eigvalsh.binds
def eigvalsh(*args, **kwargs):
    """eigvalsh(Tensor self, str UPLO="L") -> Tensor"""
    return _p_eigvalsh(args, kwargs)


_p_matrix_norm = PythonArgParser(
    "linalg.matrix_norm", (ops.linalg_matrix_norm, ops.linalg_matrix_norm_str_ord), method=False
)


@_p_matrix_norm.binds
def matrix_norm(*args, **kwargs):
    """matrix_norm(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    matrix_norm(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    return _p_matrix_norm(args, kwargs)


_p_norm = PythonArgParser("linalg.norm", (ops.linalg_norm, ops.linalg_norm_ord_str), method=False)


@_p_norm.binds
def norm(*args, **kwargs):
    """norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    norm(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    return _p_norm(args, kwargs)
