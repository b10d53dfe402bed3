"""LBFGS: PyTorch's iterates on an extended Rosenbrock function (with and without the
strong-Wolfe line search, float64 and float32), convergence to the minimum, its state,
its closure and group rules; the cubic interpolation and line search on their own."""

import copy
import math
import re

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import optim
from glasstorch.autograd import no_grad
from glasstorch.c10.core import float32, float64
from glasstorch.optim._line_search import _cubic_interpolate, _strong_wolfe


def rosenbrock(x):
    return (100 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2).sum()


def _problem(dtype, **kw):
    """Two parameters (a vector and a 1 x 2 matrix) that form one Rosenbrock vector."""
    x = at.tensor([-1.2, 1.0, -0.5, 0.8], dtype=dtype)
    y = at.tensor([[0.3, 1.1]], dtype=dtype)
    for p in (x, y):
        p.requires_grad_(True)
    opt = optim.LBFGS([x, y], **kw)

    def closure():
        opt.zero_grad()
        loss = rosenbrock(at.cat([x, y.reshape(-1)]))
        loss.backward()
        return loss

    return x, y, opt, closure


# (keywords, dtype, tolerance) and, per step(): the loss step() returned, x, y, and the state's
# func_evals, n_iter and t. Printed by PyTorch 2.13.0 (CPU) running _problem. Rounding
# differences (of the loss's sum, of dot products) grow over the iterations, so the later
# steps of the longer runs, which PyTorch itself could not reproduce under another summation
# order, are left out.
CASES = [
    ({}, float64, 1e-10),
    ({"line_search_fn": "strong_wolfe"}, float64, 1e-9),
    ({"max_iter": 5, "history_size": 3, "lr": 0.5}, float64, 1e-10),
    ({"max_iter": 7, "history_size": 2, "line_search_fn": "strong_wolfe"}, float64, 1e-8),
    ({"line_search_fn": "strong_wolfe", "max_eval": 8}, float32, 1e-5),
    ({}, float32, 1e-5),
]
EXPECTED = [
    (
        (
            395.8,
            [-0.15432281045941512, 0.04712167521557838, 0.009154876760894774, 0.01047284497009766],
            [0.005526627388046766, 1.4765626354114393e-05],
            20,
            20,
            1.0,
        ),
        (
            5.263207413149919,
            [0.27600052063125935, 0.0492295496197086, 0.004634767998244475, 0.00644281959015236],
            [-0.005539704934312155, -0.0008443894271058438],
            40,
            40,
            1.0,
        ),
    ),
    (
        (
            395.8,
            [0.2365508911138061, 0.034496452305193825, 0.010299605054757733, 0.01631495793411564],
            [-0.0045268623992385845, 0.0016082049754270592],
            24,
            20,
            1.0,
        ),
        (
            4.554442257016831,
            [0.9730828483701418, 0.9476416466779932, 0.8970179824596781, 0.7983206667626437],
            [0.6359075228846214, 0.3981675510125673],
            49,
            40,
            1.0,
        ),
        (
            0.1955176970213843,
            [1.0000002716624954, 0.9999999365856247, 0.9999999002647654, 1.0000000806786187],
            [1.0000002806135293, 1.000000746357331],
            65,
            55,
            1.0,
        ),
        (
            4.9757578233226736e-11,
            [1.0000002716624954, 0.9999999365856247, 0.9999999002647654, 1.0000000806786187],
            [1.0000002806135293, 1.000000746357331],
            66,
            56,
            1.0,
        ),
    ),
    (
        (
            395.8,
            [-0.7055022853956688, 0.4076252468727553, -0.029211955281873786, 0.5047711042457202],
            [0.5932861061111852, 0.518937305077528],
            5,
            5,
            0.5,
        ),
        (
            48.99670016210732,
            [-0.46025897295556406, 0.25594359982996, 0.11986596778160918, 0.04513369849088401],
            [-0.012337790916388036, -0.018924284988392423],
            10,
            10,
            0.5,
        ),
        (
            6.0389341400341525,
            [-0.4888160125536659, 0.2535267411450171, 0.07647570303314451, 0.01667616867781642],
            [0.009210510041340622, -0.00027629651922984454],
            15,
            15,
            0.5,
        ),
        (
            5.631155610928051,
            [-0.4535663826542151, 0.2160748128801566, 0.05195819346367481, 0.008775732117887838],
            [0.0154014675319241, 0.0023409357201693566],
            20,
            20,
            0.5,
        ),
        (
            5.61924960965334,
            [-0.18901198438777816, 0.0202717363902237, -0.007859101959531645, 0.004914909245704881],
            [0.01205102687652804, 0.0009946582562391855],
            25,
            25,
            0.5,
        ),
        (
            5.403247804817267,
            [0.28003363117880486, 0.05457938007034091, 0.01582485596754224, 0.012368435732673475],
            [0.014669209007668441, 0.0017896790924142873],
            30,
            30,
            0.5,
        ),
    ),
    (
        (
            395.8,
            [-0.27507828839251625, 0.16433715089573944, 0.16817683813323658, 0.03869050854454728],
            [-0.1769491343429414, -0.11418881568732528],
            8,
            6,
            1.0,
        ),
        (
            13.416684421922952,
            [
                -0.24222203484644672,
                0.05296745113211543,
                0.0019470019296411664,
                0.021080471668199593,
            ],
            [0.021781640720889967, 0.0153874862718015],
            16,
            13,
            1.0,
        ),
        (
            5.4668083504951,
            [0.254743664356178, 0.04078099070618341, -0.0014223478686986347, 0.014551824266612858],
            [0.014382909536753226, 0.005746919127323892],
            24,
            18,
            1.0,
        ),
        (
            4.524322364164209,
            [0.7168932990668806, 0.5253962512136084, 0.2613261425138531, 0.06552432789361465],
            [0.019156686726754052, 0.011352977205916024],
            32,
            24,
            1.0,
        ),
        (
            2.7560491373813205,
            [0.8741122887219607, 0.7709100242787251, 0.5897834748624964, 0.3444766048178805],
            [0.0941042554015735, -0.005197240412924385],
            40,
            29,
            1.0,
        ),
        (
            1.5748842722630758,
            [0.9717743081985756, 0.94630361346938, 0.879338425881244, 0.774687437652662],
            [0.5940284086808106, 0.3339921720462737],
            49,
            36,
            0.47337132467372967,
        ),
    ),
    (
        (
            395.8000183105469,
            [-0.2973632216453552, 0.058394111692905426, 0.1500626802444458, 0.07656022906303406],
            [0.024441659450531006, -0.11689808964729309],
            8,
            6,
            1.0,
        ),
        (
            9.044599533081055,
            [
                -0.060645341873168945,
                0.01350490003824234,
                -0.018287241458892822,
                -0.0018292716704308987,
            ],
            [0.018280623480677605, -0.018116004765033722],
            16,
            13,
            1.0,
        ),
        (
            5.214169502258301,
            [0.13538923859596252, 0.009934423491358757, 0.019199814647436142, 0.015648195520043373],
            [0.007240107282996178, 0.006033147685229778],
            24,
            18,
            1.0,
        ),
    ),
    (
        (
            395.8000183105469,
            [-0.1543225198984146, 0.04712161421775818, 0.009154881350696087, 0.010472840629518032],
            [0.0055266497656702995, 1.4761251804884523e-05],
            20,
            20,
            1.0,
        ),
    ),
]


@pytest.mark.parametrize(("case", "expected"), list(zip(CASES, EXPECTED, strict=True)), ids=str)
def test_iterates_match_pytorch(case, expected):
    kw, dtype, tol = case
    x, y, opt, closure = _problem(dtype, **kw)
    for loss, x_exp, y_exp, func_evals, n_iter, t in expected:
        got = opt.step(closure)
        assert got.item() == pytest.approx(loss, rel=tol)
        np.testing.assert_allclose(x.detach().numpy(), x_exp, rtol=tol, atol=tol)
        np.testing.assert_allclose(y.detach().numpy().ravel(), y_exp, rtol=tol, atol=tol)
        state = opt.state[x]
        assert (state["func_evals"], state["n_iter"]) == (func_evals, n_iter)
        assert float(state["t"]) == pytest.approx(t, rel=tol)
        assert x.dtype is dtype and state["d"].dtype is dtype


@pytest.mark.parametrize("line_search_fn", [None, "strong_wolfe"])
@pytest.mark.parametrize("history_size", [100, 10])
def test_converges_to_the_minimum_of_rosenbrock(line_search_fn, history_size):
    x = at.tensor([-1.2, 1.0], dtype=float64)
    x.requires_grad_(True)
    opt = optim.LBFGS([x], history_size=history_size, max_iter=100, line_search_fn=line_search_fn)

    def closure():
        opt.zero_grad()
        loss = 100 * (x[1] - x[0] ** 2) ** 2 + (1 - x[0]) ** 2
        loss.backward()
        return loss

    for _ in range(10):
        opt.step(closure)
    np.testing.assert_allclose(x.detach().numpy(), [1.0, 1.0], atol=1e-4)
    assert closure().item() < 1e-9


def test_state_keys_and_history_follow_pytorch():
    x, y, opt, closure = _problem(float64, max_iter=4, history_size=2)
    opt.step(closure)
    state = opt.state[x]
    assert list(state) == [
        "func_evals",
        "n_iter",
        "al",
        "d",
        "t",
        "old_dirs",
        "old_stps",
        "ro",
        "H_diag",
        "prev_flat_grad",
        "prev_loss",
    ]
    assert y not in opt.state  # everything lives in the first parameter's state
    assert len(state["old_dirs"]) == len(state["old_stps"]) == len(state["ro"]) == 2
    assert len(state["al"]) == 2
    assert state["d"].shape == (6,) and state["prev_flat_grad"].shape == (6,)
    for y_i, s_i, ro_i in zip(state["old_dirs"], state["old_stps"], state["ro"], strict=True):
        assert ro_i.item() == pytest.approx(1 / y_i.dot(s_i).item())
    y_last, s_last = state["old_dirs"][-1], state["old_stps"][-1]
    assert state["H_diag"].item() == pytest.approx(
        y_last.dot(s_last).item() / y_last.dot(y_last).item()
    )
    assert isinstance(state["prev_loss"], float)


def test_state_dict_round_trip_resumes_the_same_iterates():
    x, y, opt, closure = _problem(float64, max_iter=3, line_search_fn="strong_wolfe")
    opt.step(closure)
    saved = copy.deepcopy(opt.state_dict())  # the next steps update some state in place
    saved_values = [p.detach().numpy().copy() for p in (x, y)]
    for _ in range(2):
        opt.step(closure)

    x2, y2, opt2, closure2 = _problem(float64, max_iter=3, line_search_fn="strong_wolfe")
    with no_grad():
        x2.copy_(at.tensor(saved_values[0], dtype=float64))
        y2.copy_(at.tensor(saved_values[1], dtype=float64))
    opt2.load_state_dict(saved)
    for _ in range(2):
        opt2.step(closure2)
    np.testing.assert_array_equal(x2.detach().numpy(), x.detach().numpy())
    np.testing.assert_array_equal(y2.detach().numpy(), y.detach().numpy())
    for key in ("n_iter", "func_evals"):
        assert opt2.state[x2][key] == opt.state[x][key] > saved["state"][0][key]


def test_the_first_step_stops_at_once_when_the_gradient_is_small():
    x = at.tensor([1.0, 1.0], dtype=float64)
    x.requires_grad_(True)
    opt = optim.LBFGS([x])
    calls = []

    def closure():
        calls.append(1)
        opt.zero_grad()
        loss = ((x - 1) ** 2).sum()
        loss.backward()
        return loss

    assert opt.step(closure).item() == 0.0
    assert len(calls) == 1 and opt.state[x] == {"func_evals": 1, "n_iter": 0}


def _param():
    p = at.zeros(2)
    p.requires_grad_(True)
    return p


def test_max_eval_defaults_to_five_quarters_of_max_iter():
    assert optim.LBFGS([_param()], max_iter=9).defaults["max_eval"] == 11


def test_only_one_parameter_group():
    a, b = _param(), _param()
    with pytest.raises(
        ValueError,
        match=re.escape("LBFGS doesn't support per-parameter options (parameter groups)"),
    ):
        optim.LBFGS([{"params": [a]}, {"params": [b]}])


def test_only_strong_wolfe_is_a_line_search():
    x, _, opt, closure = _problem(float64, line_search_fn="armijo")
    with pytest.raises(RuntimeError, match="^only 'strong_wolfe' is supported$"):
        opt.step(closure)


def test_cubic_interpolation_finds_the_minimum_of_a_cubic():
    # f(x) = x**3 - 3x has its local minimum at x = 1; f' = 3x**2 - 3.
    def f(x):
        return x**3 - 3 * x

    def df(x):
        return 3 * x**2 - 3

    assert _cubic_interpolate(0.0, f(0.0), df(0.0), 2.0, f(2.0), df(2.0)) == pytest.approx(1.0)
    assert _cubic_interpolate(2.0, f(2.0), df(2.0), 0.0, f(0.0), df(0.0)) == pytest.approx(1.0)
    # Clamped to the bounds given, and the middle of the bounds when there is no minimum.
    assert _cubic_interpolate(0.0, f(0.0), df(0.0), 2.0, f(2.0), df(2.0), bounds=(1.5, 3)) == 1.5
    # Rising from 0 to 2/3 with slopes 1 at both ends: the cubic x**3 - 1.5x**2 + x is monotone.
    assert _cubic_interpolate(0.0, 0.0, 1.0, 1.0, 2 / 3, 1.0, bounds=(0.0, 4.0)) == 2.0


def test_strong_wolfe_returns_a_step_satisfying_both_conditions():
    # A 1-D quartic along d = 1 from x = 0: f(t) = (t - 3)**4 / 10 + t.
    def obj(x, t, d):
        point = x[0] + t * d
        return float((point - 3) ** 4 / 10 + point), (4 * (point - 3) ** 3 / 10 + 1)

    x = [at.tensor([0.0], dtype=float64)]
    d = at.tensor([1.0], dtype=float64)
    f0, g0 = obj(x, 0.0, d)
    gtd = g0.dot(d)
    f, g, t, evals = _strong_wolfe(obj, x, 1.0, d, f0, g0, gtd, c2=0.1)
    t = float(t)
    assert f == pytest.approx(float((t - 3) ** 4 / 10 + t))
    assert f <= f0 + 1e-4 * t * gtd.item()
    assert abs(g.dot(d).item()) <= 0.1 * abs(gtd.item())
    assert evals >= 2 and math.isfinite(t) and t > 1.0
