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
    "cholesky_ex",
    "cond",
    "cross",
    "det",
    "diagonal",
    "eig",
    "eigh",
    "eigvals",
    "eigvalsh",
    "householder_product",
    "inv",
    "inv_ex",
    "ldl_factor",
    "ldl_factor_ex",
    "ldl_solve",
    "lstsq",
    "lu",
    "lu_factor",
    "lu_factor_ex",
    "lu_solve",
    "matmul",
    "matrix_exp",
    "matrix_norm",
    "matrix_power",
    "matrix_rank",
    "multi_dot",
    "norm",
    "pinv",
    "qr",
    "slogdet",
    "solve",
    "solve_ex",
    "solve_triangular",
    "svd",
    "svdvals",
    "tensorinv",
    "tensorsolve",
    "vander",
    "vecdot",
    "vector_norm",
]


_p_vector_norm = PythonArgParser(
    "linalg.vector_norm", (ops.linalg_vector_norm, ops.linalg_vector_norm_out), method=False
)


def vector_norm(*args, **kwargs):
    """vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_vector_norm(args, kwargs)


_p_inv = PythonArgParser("linalg.inv", (ops.linalg_inv,), method=False)


def inv(*args, **kwargs):
    """inv(Tensor A) -> Tensor"""
    return _p_inv(args, kwargs)


_p_det = PythonArgParser("linalg.det", (ops.linalg_det,), method=False)


def det(*args, **kwargs):
    """det(Tensor A) -> Tensor"""
    return _p_det(args, kwargs)


_p_slogdet = PythonArgParser("linalg.slogdet", (ops.linalg_slogdet,), method=False)


def slogdet(*args, **kwargs):
    """slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)"""
    return _p_slogdet(args, kwargs)


_p_solve = PythonArgParser("linalg.solve", (ops.linalg_solve,), method=False)


def solve(*args, **kwargs):
    """solve(Tensor A, Tensor B, *, bool left=True) -> Tensor"""
    return _p_solve(args, kwargs)


_p_cholesky = PythonArgParser("linalg.cholesky", (ops.linalg_cholesky,), method=False)


def cholesky(*args, **kwargs):
    """cholesky(Tensor self, *, bool upper=False) -> Tensor"""
    return _p_cholesky(args, kwargs)


_p_svd = PythonArgParser("linalg.svd", (ops.linalg_svd,), method=False)


def svd(*args, **kwargs):
    """svd(Tensor A, bool full_matrices=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"""
    return _p_svd(args, kwargs)


_p_svdvals = PythonArgParser("linalg.svdvals", (ops.linalg_svdvals,), method=False)


def svdvals(*args, **kwargs):
    """svdvals(Tensor A, *, str? driver=None) -> Tensor"""
    return _p_svdvals(args, kwargs)


_p_eigh = PythonArgParser("linalg.eigh", (ops.linalg_eigh,), method=False)


def eigh(*args, **kwargs):
    """eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)"""
    return _p_eigh(args, kwargs)


_p_eigvalsh = PythonArgParser("linalg.eigvalsh", (ops.linalg_eigvalsh,), method=False)


def eigvalsh(*args, **kwargs):
    """eigvalsh(Tensor self, str UPLO="L") -> Tensor"""
    return _p_eigvalsh(args, kwargs)


_p_matrix_norm = PythonArgParser(
    "linalg.matrix_norm", (ops.linalg_matrix_norm, ops.linalg_matrix_norm_str_ord), method=False
)


def matrix_norm(*args, **kwargs):
    """matrix_norm(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    matrix_norm(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    return _p_matrix_norm(args, kwargs)


_p_norm = PythonArgParser("linalg.norm", (ops.linalg_norm, ops.linalg_norm_ord_str), method=False)


def norm(*args, **kwargs):
    """norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    norm(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
    return _p_norm(args, kwargs)


_p_cross = PythonArgParser("linalg.cross", (ops.linalg_cross,), method=False)


def cross(*args, **kwargs):
    """cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor"""
    return _p_cross(args, kwargs)


_p_diagonal = PythonArgParser("linalg.diagonal", (ops.linalg_diagonal,), method=False)


def diagonal(*args, **kwargs):
    """diagonal(Tensor(a) A, *, int offset=0, int dim1=-2, int dim2=-1) -> Tensor(a)"""
    return _p_diagonal(args, kwargs)


_p_matmul = PythonArgParser("linalg.matmul", (ops.linalg_matmul,), method=False)


def matmul(*args, **kwargs):
    """matmul(Tensor self, Tensor other) -> Tensor"""
    return _p_matmul(args, kwargs)


_p_vecdot = PythonArgParser("linalg.vecdot", (ops.linalg_vecdot,), method=False)


def vecdot(*args, **kwargs):
    """vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor"""
    return _p_vecdot(args, kwargs)


_p_multi_dot = PythonArgParser("linalg.multi_dot", (ops.linalg_multi_dot,), method=False)


def multi_dot(*args, **kwargs):
    """multi_dot(Tensor[] tensors) -> Tensor"""
    return _p_multi_dot(args, kwargs)


_p_vander = PythonArgParser("linalg.vander", (ops.linalg_vander,), method=False)


def vander(*args, **kwargs):
    """vander(Tensor x, *, SymInt? N=None) -> Tensor"""
    return _p_vander(args, kwargs)


_p_matrix_exp = PythonArgParser("linalg.matrix_exp", (ops.linalg_matrix_exp,), method=False)


def matrix_exp(*args, **kwargs):
    """matrix_exp(Tensor self) -> Tensor"""
    return _p_matrix_exp(args, kwargs)


_p_matrix_power = PythonArgParser("linalg.matrix_power", (ops.linalg_matrix_power,), method=False)


def matrix_power(*args, **kwargs):
    """matrix_power(Tensor self, int n) -> Tensor"""
    return _p_matrix_power(args, kwargs)


_p_lu_factor_ex = PythonArgParser("linalg.lu_factor_ex", (ops.linalg_lu_factor_ex,), method=False)


def lu_factor_ex(*args, **kwargs):
    """lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)"""
    return _p_lu_factor_ex(args, kwargs)


_p_lu_factor = PythonArgParser("linalg.lu_factor", (ops.linalg_lu_factor,), method=False)


def lu_factor(*args, **kwargs):
    """lu_factor(Tensor A, *, bool pivot=True) -> (Tensor LU, Tensor pivots)"""
    return _p_lu_factor(args, kwargs)


_p_lu = PythonArgParser("linalg.lu", (ops.linalg_lu,), method=False)


def lu(*args, **kwargs):
    """lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)"""
    return _p_lu(args, kwargs)


_p_lu_solve = PythonArgParser("linalg.lu_solve", (ops.linalg_lu_solve,), method=False)


def lu_solve(*args, **kwargs):
    """lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor"""
    return _p_lu_solve(args, kwargs)


_p_solve_ex = PythonArgParser("linalg.solve_ex", (ops.linalg_solve_ex,), method=False)


def solve_ex(*args, **kwargs):
    """solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)"""
    return _p_solve_ex(args, kwargs)


_p_inv_ex = PythonArgParser("linalg.inv_ex", (ops.linalg_inv_ex,), method=False)


def inv_ex(*args, **kwargs):
    """inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)"""
    return _p_inv_ex(args, kwargs)


_p_solve_triangular = PythonArgParser(
    "linalg.solve_triangular", (ops.linalg_solve_triangular,), method=False
)


def solve_triangular(*args, **kwargs):
    """solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor"""
    return _p_solve_triangular(args, kwargs)


_p_cholesky_ex = PythonArgParser("linalg.cholesky_ex", (ops.linalg_cholesky_ex,), method=False)


def cholesky_ex(*args, **kwargs):
    """cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)"""
    return _p_cholesky_ex(args, kwargs)


_p_ldl_factor_ex = PythonArgParser(
    "linalg.ldl_factor_ex", (ops.linalg_ldl_factor_ex,), method=False
)


def ldl_factor_ex(*args, **kwargs):
    """ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots, Tensor info)"""
    return _p_ldl_factor_ex(args, kwargs)


_p_ldl_factor = PythonArgParser("linalg.ldl_factor", (ops.linalg_ldl_factor,), method=False)


def ldl_factor(*args, **kwargs):
    """ldl_factor(Tensor self, *, bool hermitian=False) -> (Tensor LD, Tensor pivots)"""
    return _p_ldl_factor(args, kwargs)


_p_ldl_solve = PythonArgParser("linalg.ldl_solve", (ops.linalg_ldl_solve,), method=False)


def ldl_solve(*args, **kwargs):
    """ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor"""
    return _p_ldl_solve(args, kwargs)


_p_qr = PythonArgParser("linalg.qr", (ops.linalg_qr,), method=False)


def qr(*args, **kwargs):
    """qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)"""
    return _p_qr(args, kwargs)


_p_householder_product = PythonArgParser(
    "linalg.householder_product", (ops.linalg_householder_product,), method=False
)


def householder_product(*args, **kwargs):
    """householder_product(Tensor input, Tensor tau) -> Tensor"""
    return _p_householder_product(args, kwargs)


_p_lstsq = PythonArgParser("linalg.lstsq", (ops.linalg_lstsq,), method=False)


def lstsq(*args, **kwargs):
    """lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)"""
    return _p_lstsq(args, kwargs)


_p_pinv = PythonArgParser(
    "linalg.pinv",
    (
        ops.linalg_pinv_atol_rtol_tensor,
        ops.linalg_pinv_atol_rtol_float,
        ops.linalg_pinv,
        ops.linalg_pinv_rcond_tensor,
    ),
    method=False,
)


def pinv(*args, **kwargs):
    """pinv(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor
    pinv(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor
    pinv(Tensor self, float rcond, bool hermitian=False) -> Tensor
    pinv(Tensor self, Tensor rcond, bool hermitian=False) -> Tensor"""
    return _p_pinv(args, kwargs)


_p_matrix_rank = PythonArgParser(
    "linalg.matrix_rank",
    (
        ops.linalg_matrix_rank_atol_rtol_tensor,
        ops.linalg_matrix_rank_atol_rtol_float,
        ops.linalg_matrix_rank,
        ops.linalg_matrix_rank_tol_tensor,
    ),
    method=False,
)


def matrix_rank(*args, **kwargs):
    """matrix_rank(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor
    matrix_rank(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor
    matrix_rank(Tensor self, float tol, bool hermitian=False) -> Tensor
    matrix_rank(Tensor input, Tensor tol, bool hermitian=False) -> Tensor"""
    return _p_matrix_rank(args, kwargs)


_p_eig = PythonArgParser("linalg.eig", (ops.linalg_eig,), method=False)


def eig(*args, **kwargs):
    """eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)"""
    return _p_eig(args, kwargs)


_p_eigvals = PythonArgParser("linalg.eigvals", (ops.linalg_eigvals,), method=False)


def eigvals(*args, **kwargs):
    """eigvals(Tensor self) -> Tensor"""
    return _p_eigvals(args, kwargs)


_p_cond = PythonArgParser("linalg.cond", (ops.linalg_cond, ops.linalg_cond_p_str), method=False)


def cond(*args, **kwargs):
    """cond(Tensor self, Scalar? p=None) -> Tensor
    cond(Tensor self, str p) -> Tensor"""
    return _p_cond(args, kwargs)


_p_tensorinv = PythonArgParser("linalg.tensorinv", (ops.linalg_tensorinv,), method=False)


def tensorinv(*args, **kwargs):
    """tensorinv(Tensor self, int ind=2) -> Tensor"""
    return _p_tensorinv(args, kwargs)


_p_tensorsolve = PythonArgParser("linalg.tensorsolve", (ops.linalg_tensorsolve,), method=False)


def tensorsolve(*args, **kwargs):
    """tensorsolve(Tensor self, Tensor other, int[]? dims=None) -> Tensor"""
    return _p_tensorsolve(args, kwargs)
