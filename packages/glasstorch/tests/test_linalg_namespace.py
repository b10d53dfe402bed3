"""``torch.linalg`` and the linear-algebra names of ``torch`` and ``Tensor``: every name of
PyTorch 2.13's ``torch.linalg`` exists, results come back as ``torch.return_types`` with
PyTorch's field names, and the ``Tensor`` methods are the operators."""

import json
from pathlib import Path

import glasstorch as torch
import numpy as np
import pytest

SNAPSHOT = Path(__file__).resolve().parents[3] / "scripts" / "data" / "torch-2.13-api.json"


def test_every_name_of_pytorchs_linalg_exists():
    names = json.loads(SNAPSHOT.read_text())["namespaces"]["torch.linalg"]
    assert [name for name in names if not hasattr(torch.linalg, name)] == []
    assert torch.linalg.common_notes["sync_note"].startswith("When inputs are on a CUDA device")


@pytest.mark.parametrize(
    ("call", "name", "fields"),
    [
        (lambda a: torch.linalg.qr(a), "linalg_qr", ("Q", "R")),
        (lambda a: torch.qr(a), "qr", ("Q", "R")),
        (lambda a: torch.linalg.lu(a), "linalg_lu", ("P", "L", "U")),
        (lambda a: torch.linalg.lu_factor(a), "linalg_lu_factor", ("LU", "pivots")),
        (lambda a: torch.linalg.lu_factor_ex(a), "linalg_lu_factor_ex", ("LU", "pivots", "info")),
        (lambda a: torch.lu_unpack(*torch.linalg.lu_factor(a)), "lu_unpack", ("P", "L", "U")),
        (lambda a: torch.linalg.inv_ex(a), "linalg_inv_ex", ("inverse", "info")),
        (lambda a: torch.linalg.solve_ex(a, a), "linalg_solve_ex", ("result", "info")),
        (lambda a: torch.linalg.cholesky_ex(a), "linalg_cholesky_ex", ("L", "info")),
        (lambda a: torch.linalg.ldl_factor(a), "linalg_ldl_factor", ("LD", "pivots")),
        (lambda a: torch.linalg.eig(a), "linalg_eig", ("eigenvalues", "eigenvectors")),
        (lambda a: torch.geqrf(a), "geqrf", ("a", "tau")),
        (
            lambda a: torch.linalg.lstsq(a, a),
            "linalg_lstsq",
            ("solution", "residuals", "rank", "singular_values"),
        ),
        (
            lambda a: torch.triangular_solve(a, a),
            "triangular_solve",
            ("solution", "cloned_coefficient"),
        ),
    ],
)
@pytest.mark.filterwarnings("ignore::UserWarning")
def test_results_are_return_types_with_pytorchs_fields(call, name, fields):
    a = torch.tensor([[4.0, 1.0], [1.0, 3.0]], dtype=torch.float64)
    result = call(a)
    assert type(result) is getattr(torch.return_types, name)
    assert result._fields == fields
    assert repr(result).startswith(f"glasstorch.return_types.{name}(")


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_tensor_methods_are_the_operators():
    a = torch.tensor([[4.0, 1.0], [1.0, 3.0]], dtype=torch.float64)
    b = torch.tensor([[1.0], [2.0]], dtype=torch.float64)
    L = torch.linalg.cholesky(a)
    LU, pivots = torch.linalg.lu_factor(a)
    packed, tau = a.geqrf()
    pairs = [
        (a.cholesky(), L),
        (L.cholesky_inverse(), torch.linalg.inv(a)),
        (b.cholesky_solve(L), torch.linalg.solve(a, b)),
        (b.lu_solve(LU, pivots), torch.linalg.solve(a, b)),
        (a.matrix_exp(), torch.linalg.matrix_exp(a)),
        (a.matrix_power(-1), torch.linalg.inv(a)),
        (a.pinverse(), torch.linalg.inv(a)),
        (a.logdet(), torch.tensor(np.log(11.0), dtype=torch.float64)),
        (b.triangular_solve(a).solution, torch.linalg.solve_triangular(a, b, upper=True)),
        (packed.orgqr(tau), torch.linalg.qr(a).Q),
        (packed.ormqr(tau, b), torch.linalg.qr(a).Q @ b),
        (a.qr().R, torch.linalg.qr(a).R),
    ]
    for got, want in pairs:
        np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-12, atol=1e-14)
    x = torch.tensor([[1.0, 0.0, 0.0]])
    assert x.cross(torch.tensor([[0.0, 1.0, 0.0]]), dim=1).tolist() == [[0.0, 0.0, 1.0]]
