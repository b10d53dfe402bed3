"""parametrizations.orthogonal: the three maps, with and without trivialization, against
values observed from PyTorch 2.13 on fixed weights; orthonormality and gradients.

The maps need aten's ``matrix_exp``, ``geqrf`` and ``linalg.householder_product``."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck, no_grad
from glasstorch.nn.utils import parametrizations, parametrize

pytestmark = pytest.mark.skipif(
    not (hasattr(at, "matrix_exp") and hasattr(at, "geqrf"))
    or not hasattr(at.linalg, "householder_product"),
    reason="needs aten's matrix_exp, geqrf and linalg.householder_product",
)


def _mat(n: int, k: int, phase: float = 0.0) -> at.Tensor:
    return at.tensor(np.sin(0.7 * np.arange(n * k) + phase).reshape(n, k) + np.eye(n, k) * 0.5)


def _linear(n: int, k: int) -> nn.Linear:
    lin = nn.Linear(k, n, bias=False).double()
    with no_grad():
        lin.weight.copy_(_mat(n, k))
    return lin


def _set_original(lin: nn.Module, value: at.Tensor) -> None:
    with no_grad():
        lin.parametrizations.weight.original.copy_(value)


def _orthonormal(w: at.Tensor) -> bool:
    w = w.detach().numpy()
    if w.shape[0] < w.shape[1]:
        w = w.T
    return np.allclose(w.T @ w, np.eye(w.shape[1]), atol=1e-10)


# PyTorch 2.13: the weight after registration (the Q of the weight's QR) and after setting
# the original to 0.3 * _mat(n, k, phase=1.0), rounded to 5 decimals
QR_3X3 = [[0.37745, 0.69481, 0.61219], [0.65164, -0.669, 0.35751], [-0.65795, -0.26398, 0.70528]]
AFTER = {
    ("matrix_exp", True): [[0.2021, 0.61349, 0.76341], [0.53681, -0.72136, 0.43758],
                           [-0.81914, -0.32136, 0.47511]],
    ("cayley", True): [[0.20343, 0.61409, 0.76257], [0.53766, -0.72098, 0.43716],
                       [-0.81825, -0.32107, 0.47684]],
    ("matrix_exp", False): [[0.96504, -0.02706, 0.26069], [-0.00246, 0.99368, 0.11226],
                            [-0.26208, -0.10898, 0.95887]],
    ("cayley", False): [[0.96552, -0.02678, 0.25896], [-0.00234, 0.99376, 0.1115],
                        [-0.26034, -0.10826, 0.95943]],
}  # fmt: skip
NO_TRIVIALIZATION_START = {
    "matrix_exp": [[0.39027, -0.89621, 0.21094], [0.20229, 0.30698, 0.92997],
                   [-0.8982, -0.32027, 0.3011]],
    "cayley": [[0.53484, -0.79836, 0.27669], [0.26898, 0.4713, 0.83996],
               [-0.80099, -0.37482, 0.46681]],
}  # fmt: skip


@pytest.mark.parametrize("orthogonal_map", ["matrix_exp", "cayley"])
@pytest.mark.parametrize("trivialization", [True, False])
def test_square_maps_match_pytorch(orthogonal_map: str, trivialization: bool) -> None:
    lin = parametrizations.orthogonal(
        _linear(3, 3), orthogonal_map=orthogonal_map, use_trivialization=trivialization
    )
    start = QR_3X3 if trivialization else NO_TRIVIALIZATION_START[orthogonal_map]
    assert np.allclose(lin.weight.detach().numpy(), start, atol=1e-5)
    assert _orthonormal(lin.weight)
    _set_original(lin, _mat(3, 3, phase=1.0) * 0.3)
    assert np.allclose(
        lin.weight.detach().numpy(), AFTER[orthogonal_map, trivialization], atol=1e-5
    )
    assert _orthonormal(lin.weight)
    assert ("parametrizations.weight.0.base" in lin.state_dict()) == trivialization


def test_defaults_and_householder() -> None:
    square = parametrizations.orthogonal(_linear(3, 3))
    assert square.parametrizations.weight[0].orthogonal_map.name == "matrix_exp"
    # the initial weight is the Q of its QR decomposition, R with a positive diagonal
    q, r = np.linalg.qr(_mat(3, 3).numpy())
    assert np.allclose(square.weight.detach().numpy(), q * np.sign(np.diag(r)))
    wide = parametrizations.orthogonal(_linear(2, 4))
    assert wide.parametrizations.weight[0].orthogonal_map.name == "householder"
    assert wide.weight.shape == (2, 4) and _orthonormal(wide.weight)
    tall = parametrizations.orthogonal(_linear(4, 2), use_trivialization=False)
    expected = [[0.34561, 0.0902], [0.68117, 0.29853], [0.23155, -0.94982], [-0.60245, 0.02421]]
    assert np.allclose(tall.weight.detach().numpy(), expected, atol=1e-5)  # PyTorch 2.13
    for n, k in ((4, 2), (2, 4)):
        for orthogonal_map in ("matrix_exp", "cayley"):
            lin = parametrizations.orthogonal(_linear(n, k), orthogonal_map=orthogonal_map)
            _set_original(lin, _mat(n, k, phase=2.0) * 0.4)
            assert _orthonormal(lin.weight)


def test_assignment_and_errors() -> None:
    lin = parametrizations.orthogonal(_linear(3, 3), orthogonal_map="cayley")
    target = at.tensor(np.linalg.qr(np.random.default_rng(0).standard_normal((3, 3)))[0])
    lin.weight = target  # an orthogonal value is kept as it is
    assert np.allclose(lin.weight.detach().numpy(), target.numpy())
    fixed = parametrizations.orthogonal(_linear(3, 3), use_trivialization=False)
    with pytest.raises(
        NotImplementedError, match="not possible to assign to the matrix exponential"
    ):
        fixed.weight = target
    with pytest.raises(
        ValueError, match="Expected a matrix or batch of matrices. Got a tensor of 1 dimensions."
    ):
        parametrizations.orthogonal(nn.Linear(2, 2), name="bias")
    with pytest.raises(
        ValueError,
        match='orthogonal_map has to be one of "matrix_exp", "cayley", "householder". Got: qr',
    ):
        parametrizations.orthogonal(nn.Linear(2, 2), orthogonal_map="qr")
    with pytest.raises(ValueError, match="Expected a matrix or batch of matrices of shape"):
        lin.parametrizations.weight[0].right_inverse(at.eye(2).double())
    parametrize.remove_parametrizations(lin, "weight")
    assert type(lin) is nn.Linear and np.allclose(lin.weight.detach().numpy(), target.numpy())


@pytest.mark.parametrize("orthogonal_map", ["matrix_exp", "cayley", "householder"])
def test_gradients_reach_the_original(orthogonal_map: str) -> None:
    lin = parametrizations.orthogonal(_linear(3, 2), orthogonal_map=orthogonal_map)
    orth = lin.parametrizations.weight[0]
    x = (_mat(3, 2, phase=0.5) * 0.3).requires_grad_()
    assert gradcheck(orth, (x,))
    lin(at.ones(1, 2).double()).sum().backward()
    assert lin.parametrizations.weight.original.grad is not None
