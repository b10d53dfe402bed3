"""Python-level linear-algebra functions of the ``torch`` namespace, as PyTorch defines them
in ``torch/functional.py`` and ``torch/_linalg_utils.py``: ``torch.lu`` (whose result's
length depends on ``get_infos``), ``torch.chain_matmul`` (matrices as varargs), and the
functions PyTorch removed in 1.9, which raise its error saying what replaces them.
"""

from __future__ import annotations

from typing import Any

from ._generated import ops
from .python_arg_parser import return_types

__all__ = ["chain_matmul", "eig", "lstsq", "lu", "matrix_rank", "solve", "symeig"]


def _copy_out(results: tuple[Any, ...], out: Any) -> tuple[Any, ...]:
    """Results written into the ``out`` tensors (resized to fit), which are returned."""
    if len(out) != len(results):
        raise TypeError(f"expected tuple of {len(results)} elements but got {len(out)}")
    for target, value in zip(out, results, strict=True):
        target.resize_(value.shape)
        target.copy_(value)
    return tuple(out)


def lu(A: Any, pivot: bool = True, get_infos: bool = False, out: Any = None) -> tuple:
    """The deprecated ``torch.lu``: ``(LU, pivots)``, or ``(LU, pivots, infos)`` with
    ``get_infos``; singular matrices are not errors (their infos are positive)."""
    result = ops._lu_with_info.call(A, pivot, not get_infos)
    if not get_infos:
        result = (result[0], result[1])
    if out is not None:
        result = _copy_out(result, out)
    return return_types._lu_with_info(*result) if get_infos else result


def chain_matmul(*matrices: Any, out: Any = None) -> Any:
    """The deprecated ``torch.chain_matmul(A, B, C)``: ``linalg.multi_dot([A, B, C])``."""
    result = ops.chain_matmul.call(list(matrices))
    if out is not None:
        return _copy_out((result,), (out,))[0]
    return result


_REMOVED = "This function was deprecated since version 1.9 and is now removed."


def eig(self: Any, eigenvectors: bool = False, *, e: Any = None, v: Any = None) -> tuple:
    """Removed from PyTorch: raises PyTorch's error naming ``linalg.eig``/``eigvals``."""
    raise RuntimeError(
        f"{_REMOVED} `torch.linalg.eig` returns complex tensors of dtype `cfloat` or `cdouble` "
        "rather than real tensors mimicking complex tensors.\n\nL, _ = torch.eig(A) should be "
        "replaced with:\nL_complex = torch.linalg.eigvals(A)\n\nand\n\nL, V = torch.eig(A, "
        "eigenvectors=True) should be replaced with:\nL_complex, V_complex = torch.linalg.eig(A)"
    )


def symeig(
    input: Any,  # noqa: A002 - PyTorch's parameter name
    eigenvectors: bool = False,
    upper: bool = True,
    *,
    out: Any = None,
) -> tuple:
    """Removed from PyTorch: raises PyTorch's error naming ``linalg.eigh``/``eigvalsh``."""
    raise RuntimeError(
        f"{_REMOVED} The default behavior has changed from using the upper triangular portion "
        "of the matrix by default to using the lower triangular portion.\n\nL, _ = "
        "torch.symeig(A, upper=upper) should be replaced with:\nL = torch.linalg.eigvalsh(A, "
        "UPLO='U' if upper else 'L')\n\nand\n\nL, V = torch.symeig(A, eigenvectors=True) should "
        "be replaced with:\nL, V = torch.linalg.eigh(A, UPLO='U' if upper else 'L')"
    )


def lstsq(input: Any, A: Any, *, out: Any = None) -> tuple:  # noqa: A002
    """Removed from PyTorch: raises PyTorch's error naming ``linalg.lstsq``."""
    raise RuntimeError(
        f"{_REMOVED} `torch.lstsq` is deprecated in favor of `torch.linalg.lstsq`.\n"
        "`torch.linalg.lstsq` has reversed arguments and does not return the QR decomposition "
        "in the returned tuple (although it returns other information about the problem).\n\n"
        "To get the QR decomposition consider using `torch.linalg.qr`.\n\nThe returned solution "
        "in `torch.lstsq` stored the residuals of the solution in the last m - n columns of the "
        "returned value whenever m > n. In torch.linalg.lstsq, the residuals are in the field "
        "'residuals' of the returned named tuple.\n\nThe unpacking of the solution, as in\n"
        "X, _ = torch.lstsq(B, A).solution[:A.size(1)]\nshould be replaced with:\n"
        "X = torch.linalg.lstsq(A, B).solution"
    )


def solve(input: Any, A: Any, *, out: Any = None) -> tuple:  # noqa: A002
    """Removed from PyTorch: raises PyTorch's error naming ``linalg.solve``."""
    raise RuntimeError(
        f"{_REMOVED} `torch.solve` is deprecated in favor of `torch.linalg.solve`. "
        "`torch.linalg.solve` has its arguments reversed and does not return the LU "
        "factorization.\n\nTo get the LU factorization see `torch.lu`, which can be used with "
        "`torch.lu_solve` or `torch.lu_unpack`.\nX = torch.solve(B, A).solution should be "
        "replaced with:\nX = torch.linalg.solve(A, B)"
    )


def matrix_rank(
    input: Any,  # noqa: A002
    tol: Any = None,
    symmetric: bool = False,
    *,
    out: Any = None,
) -> Any:
    """Removed from PyTorch: raises PyTorch's error naming ``linalg.matrix_rank``."""
    raise RuntimeError(
        f"{_REMOVED}\nPlease use the `torch.linalg.matrix_rank` function instead. The "
        "parameter 'symmetric' was renamed in `torch.linalg.matrix_rank()` to 'hermitian'."
    )
