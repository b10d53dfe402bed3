"""Learning-rate (and momentum) sequences against PyTorch"s: CosineAnnealingWarmRestarts
(integer and fractional epochs), CyclicLR (every policy, a custom scale function, cycled
momentum and beta1), PolynomialLR, ConstantLR, MultiplicativeLR and ChainedScheduler; state
dict round trips of the cyclic schedules; and their argument checks.

The expected sequences were printed by PyTorch 2.13.0 (CPU) running the same schedules on
``SGD(lr=0.1, momentum=0.9)`` or ``Adam(lr=0.1, betas=(0.9, 0.99))`` over two groups (the
second with ``lr=0.05``): ``get_last_lr()`` after construction and after each step.
"""

import copy
import re
import warnings

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import optim
from glasstorch.optim import lr_scheduler as L


def _groups():
    a, b = at.zeros(2), at.zeros(2)
    for p in (a, b):
        p.requires_grad_(True)
    return [{"params": [a]}, {"params": [b], "lr": 0.05}]


def sgd():
    return optim.SGD(_groups(), lr=0.1, momentum=0.9)


def adam():
    return optim.Adam(_groups(), lr=0.1, betas=(0.9, 0.99))


def half_power(x):
    return 0.5**x


SCHEDULES = {
    "cawr_T0_3": (sgd, lambda o: L.CosineAnnealingWarmRestarts(o, T_0=3)),
    "cawr_T0_2_mult2_eta": (
        sgd,
        lambda o: L.CosineAnnealingWarmRestarts(o, T_0=2, T_mult=2, eta_min=0.01),
    ),
    "cyclic_triangular": (sgd, lambda o: L.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=4)),
    "cyclic_triangular2": (
        sgd,
        lambda o: L.CyclicLR(
            o,
            base_lr=[0.01, 0.02],
            max_lr=[0.1, 0.05],
            step_size_up=3,
            step_size_down=2,
            mode="triangular2",
        ),
    ),
    "cyclic_exp_range": (
        adam,
        lambda o: L.CyclicLR(
            o,
            base_lr=0.01,
            max_lr=0.1,
            step_size_up=2,
            mode="exp_range",
            gamma=0.9,
            base_momentum=0.85,
            max_momentum=0.95,
        ),
    ),
    "cyclic_scale_fn": (
        sgd,
        lambda o: L.CyclicLR(
            o,
            base_lr=0.01,
            max_lr=0.1,
            step_size_up=3,
            scale_fn=half_power,
            scale_mode="iterations",
            cycle_momentum=False,
        ),
    ),
    "polynomial": (sgd, lambda o: L.PolynomialLR(o, total_iters=6, power=2.0)),
    "constant": (sgd, lambda o: L.ConstantLR(o, factor=0.25, total_iters=3)),
    "multiplicative": (
        sgd,
        lambda o: L.MultiplicativeLR(o, lr_lambda=lambda e: 0.9 if e % 2 else 0.8),
    ),
    "chained": (
        sgd,
        lambda o: L.ChainedScheduler(
            [
                L.ConstantLR(o, factor=0.5, total_iters=2),
                L.ExponentialLR(o, gamma=0.9),
                L.PolynomialLR(o, total_iters=5),
            ]
        ),
    ),
}

EPOCH_SEQUENCE = [0, 0.5, 1.25, 2.9, 3.1, 6.5, 7.0, 13.7, 5]
EPOCH_SCHEDULES = {
    "cawr_epochs_mult1": dict(T_0=3),
    "cawr_epochs_mult2": dict(T_0=2, T_mult=2, eta_min=0.01),
}


def _momenta(opt):
    return [g["betas"][0] if "betas" in g else g["momentum"] for g in opt.param_groups]


def _run(name, steps):
    make_opt, make_sched = SCHEDULES[name]
    opt = make_opt()
    scheduler = make_sched(opt)
    lrs, momenta = [scheduler.get_last_lr()], [_momenta(opt)]
    for _ in range(steps):
        opt.step()
        scheduler.step()
        lrs.append(scheduler.get_last_lr())
        momenta.append(_momenta(opt))
    return lrs, momenta


# Printed by PyTorch 2.13.0 (CPU); see the module docstring.
LRS = {
    "cawr_T0_3": [
        [0.1, 0.05],
        [0.07500000000000001, 0.037500000000000006],
        [0.025000000000000012, 0.012500000000000006],
        [0.1, 0.05],
        [0.07500000000000001, 0.037500000000000006],
        [0.025000000000000012, 0.012500000000000006],
        [0.1, 0.05],
        [0.07500000000000001, 0.037500000000000006],
        [0.025000000000000012, 0.012500000000000006],
        [0.1, 0.05],
        [0.07500000000000001, 0.037500000000000006],
        [0.025000000000000012, 0.012500000000000006],
        [0.1, 0.05],
        [0.07500000000000001, 0.037500000000000006],
        [0.025000000000000012, 0.012500000000000006],
    ],
    "cawr_T0_2_mult2_eta": [
        [0.1, 0.05],
        [0.05500000000000001, 0.03],
        [0.1, 0.05],
        [0.08681980515339464, 0.044142135623730955],
        [0.05500000000000001, 0.03],
        [0.023180194846605363, 0.01585786437626905],
        [0.1, 0.05],
        [0.0965745789630079, 0.048477590650225735],
        [0.08681980515339464, 0.044142135623730955],
        [0.07222075445642905, 0.0376536686473018],
        [0.05500000000000001, 0.03],
        [0.03777924554357097, 0.022346331352698208],
        [0.023180194846605363, 0.01585786437626905],
        [0.013425421036992097, 0.011522409349774266],
        [0.1, 0.05],
        [0.09913533761814537, 0.04961570560806461],
        [0.0965745789630079, 0.048477590650225735],
    ],
    "cyclic_triangular": [
        [0.01, 0.01],
        [0.0325, 0.0325],
        [0.05500000000000001, 0.05500000000000001],
        [0.0775, 0.0775],
        [0.1, 0.1],
        [0.0775, 0.0775],
        [0.05500000000000001, 0.05500000000000001],
        [0.0325, 0.0325],
        [0.01, 0.01],
        [0.0325, 0.0325],
        [0.05500000000000001, 0.05500000000000001],
        [0.0775, 0.0775],
        [0.1, 0.1],
        [0.0775, 0.0775],
        [0.05500000000000001, 0.05500000000000001],
        [0.0325, 0.0325],
        [0.01, 0.01],
        [0.0325, 0.0325],
        [0.05500000000000001, 0.05500000000000001],
    ],
    "cyclic_triangular2": [
        [0.01, 0.02],
        [0.039999999999999994, 0.03],
        [0.06999999999999999, 0.039999999999999994],
        [0.09999999999999999, 0.049999999999999996],
        [0.055, 0.034999999999999996],
        [0.01, 0.02],
        [0.025000000000000015, 0.025000000000000005],
        [0.039999999999999994, 0.03],
        [0.055, 0.034999999999999996],
        [0.03250000000000002, 0.027500000000000007],
        [0.01, 0.02],
        [0.01750000000000001, 0.022500000000000003],
        [0.024999999999999998, 0.025],
        [0.0325, 0.0275],
        [0.021250000000000012, 0.023750000000000004],
        [0.01, 0.02],
        [0.013750000000000004, 0.02125],
        [0.01750000000000001, 0.022500000000000003],
        [0.021249999999999995, 0.02375],
    ],
    "cyclic_exp_range": [
        [0.01, 0.01],
        [0.05050000000000001, 0.05050000000000001],
        [0.0829, 0.0829],
        [0.04280500000000001, 0.04280500000000001],
        [0.01, 0.01],
        [0.03657205000000001, 0.03657205000000001],
        [0.05782969000000001, 0.05782969000000001],
        [0.03152336050000001, 0.03152336050000001],
        [0.01, 0.01],
        [0.027433922005000007, 0.027433922005000007],
        [0.041381059609000015, 0.041381059609000015],
        [0.024121476824050005, 0.024121476824050005],
        [0.01, 0.01],
    ],
    "cyclic_scale_fn": [
        [0.01, 0.01],
        [0.02500000000000001, 0.02500000000000001],
        [0.024999999999999998, 0.024999999999999998],
        [0.02125, 0.02125],
        [0.013750000000000002, 0.013750000000000002],
        [0.0109375, 0.0109375],
        [0.01, 0.01],
        [0.010234375, 0.010234375],
        [0.010234375, 0.010234375],
        [0.01017578125, 0.01017578125],
        [0.01005859375, 0.01005859375],
        [0.0100146484375, 0.0100146484375],
        [0.01, 0.01],
    ],
    "polynomial": [
        [0.1, 0.05],
        [0.06944444444444446, 0.03472222222222223],
        [0.04444444444444447, 0.022222222222222233],
        [0.02500000000000001, 0.012500000000000004],
        [0.011111111111111117, 0.005555555555555558],
        [0.0027777777777777775, 0.0013888888888888887],
        [0.0, 0.0],
        [0.0, 0.0],
        [0.0, 0.0],
        [0.0, 0.0],
    ],
    "constant": [
        [0.025, 0.0125],
        [0.025, 0.0125],
        [0.025, 0.0125],
        [0.1, 0.05],
        [0.1, 0.05],
        [0.1, 0.05],
        [0.1, 0.05],
    ],
    "multiplicative": [
        [0.1, 0.05],
        [0.09000000000000001, 0.045000000000000005],
        [0.07200000000000001, 0.036000000000000004],
        [0.06480000000000001, 0.032400000000000005],
        [0.05184000000000001, 0.025920000000000006],
        [0.04665600000000001, 0.023328000000000005],
        [0.03732480000000001, 0.018662400000000006],
        [0.03359232000000001, 0.016796160000000004],
    ],
    "chained": [
        [0.05, 0.025],
        [0.036000000000000004, 0.018000000000000002],
        [0.0486, 0.0243],
        [0.029160000000000005, 0.014580000000000003],
        [0.013122, 0.006561],
        [0.0, 0.0],
        [0.0, 0.0],
        [0.0, 0.0],
        [0.0, 0.0],
    ],
}

MOMENTA = {
    "cyclic_triangular": [
        [0.9, 0.9],
        [0.875, 0.875],
        [0.8500000000000001, 0.8500000000000001],
        [0.8250000000000001, 0.8250000000000001],
        [0.8, 0.8],
        [0.8250000000000001, 0.8250000000000001],
        [0.8500000000000001, 0.8500000000000001],
        [0.875, 0.875],
        [0.9, 0.9],
        [0.875, 0.875],
        [0.8500000000000001, 0.8500000000000001],
        [0.8250000000000001, 0.8250000000000001],
        [0.8, 0.8],
        [0.8250000000000001, 0.8250000000000001],
        [0.8500000000000001, 0.8500000000000001],
        [0.875, 0.875],
        [0.9, 0.9],
        [0.875, 0.875],
        [0.8500000000000001, 0.8500000000000001],
    ],
    "cyclic_triangular2": [
        [0.9, 0.9],
        [0.8666666666666667, 0.8666666666666667],
        [0.8333333333333334, 0.8333333333333334],
        [0.8, 0.8],
        [0.8500000000000001, 0.8500000000000001],
        [0.9, 0.9],
        [0.8833333333333333, 0.8833333333333333],
        [0.8666666666666667, 0.8666666666666667],
        [0.8500000000000001, 0.8500000000000001],
        [0.875, 0.875],
        [0.9, 0.9],
        [0.8916666666666667, 0.8916666666666667],
        [0.8833333333333334, 0.8833333333333334],
        [0.875, 0.875],
        [0.8875000000000001, 0.8875000000000001],
        [0.9, 0.9],
        [0.8958333333333334, 0.8958333333333334],
        [0.8916666666666667, 0.8916666666666667],
        [0.8875000000000001, 0.8875000000000001],
    ],
    "cyclic_exp_range": [
        [0.95, 0.95],
        [0.9049999999999999, 0.9049999999999999],
        [0.869, 0.869],
        [0.91355, 0.91355],
        [0.95, 0.95],
        [0.9204755, 0.9204755],
        [0.8968558999999999, 0.8968558999999999],
        [0.926085155, 0.926085155],
        [0.95, 0.95],
        [0.9306289755499999, 0.9306289755499999],
        [0.91513215599, 0.91513215599],
        [0.9343094701954999, 0.9343094701954999],
        [0.95, 0.95],
    ],
}

EPOCHS = {
    "cawr_epochs_mult1": [
        [0.1, 0.05, 0, 0.0, 3],
        [0.09330127018922195, 0.046650635094610975, 0, 0.5, 3],
        [0.06294095225512604, 0.03147047612756302, 1, 1.25, 3],
        [0.0002739052315863355, 0.00013695261579316776, 2, 2.9, 3],
        [0.09972609476841367, 0.049863047384206834, 3, 0.10000000000000009, 3],
        [0.09330127018922195, 0.046650635094610975, 6, 0.5, 3],
        [0.07500000000000001, 0.037500000000000006, 7, 1.0, 3],
        [0.03960441545911208, 0.01980220772955604, 13, 1.6999999999999993, 3],
        [0.025000000000000012, 0.012500000000000006, 5, 2.0, 3],
    ],
    "cawr_epochs_mult2": [
        [0.1, 0.05, 0, 0.0, 2],
        [0.08681980515339464, 0.044142135623730955, 0, 0.5, 2],
        [0.03777924554357097, 0.022346331352698208, 1, 1.25, 2],
        [0.0892182684520014, 0.045208119312000625, 2, 0.8999999999999999, 4],
        [0.08422516217485826, 0.04298896096660367, 3, 1.1, 4],
        [0.09913533761814537, 0.04961570560806461, 6, 0.5, 8],
        [0.0965745789630079, 0.048477590650225735, 7, 1.0, 8],
        [0.010311919437028317, 0.010138630860901474, 13, 7.699999999999999, 8],
        [0.023180194846605363, 0.01585786437626905, 5, 3.0, 4],
    ],
}


@pytest.mark.parametrize("name", LRS)
def test_learning_rates_match_pytorch(name):
    expected = LRS[name]
    lrs, momenta = _run(name, len(expected) - 1)
    np.testing.assert_allclose(lrs, expected, rtol=1e-14, atol=1e-17)
    if name in MOMENTA:
        np.testing.assert_allclose(momenta, MOMENTA[name], rtol=1e-14)


@pytest.mark.parametrize("name", EPOCH_SCHEDULES)
def test_warm_restarts_at_given_fractional_epochs_match_pytorch(name):
    opt = sgd()
    scheduler = L.CosineAnnealingWarmRestarts(opt, **EPOCH_SCHEDULES[name])
    for epoch, (lr0, lr1, last_epoch, t_cur, t_i) in zip(EPOCH_SEQUENCE, EPOCHS[name], strict=True):
        opt.step()
        scheduler.step(epoch)
        assert scheduler.get_last_lr() == pytest.approx([lr0, lr1], rel=1e-14)
        assert [g["lr"] for g in opt.param_groups] == scheduler.get_last_lr()
        assert (scheduler.last_epoch, scheduler.T_i) == (last_epoch, t_i)
        assert scheduler.T_cur == pytest.approx(t_cur, rel=1e-14)


@pytest.mark.parametrize(
    "name",
    ["cawr_T0_2_mult2_eta", "cyclic_triangular2", "cyclic_exp_range", "cyclic_scale_fn"],
)
def test_state_dict_round_trip_continues_the_sequence(name):
    expected = LRS[name]
    make_opt, make_sched = SCHEDULES[name]
    opt = make_opt()
    scheduler = make_sched(opt)
    for _ in range(5):
        opt.step()
        scheduler.step()
    saved = copy.deepcopy(scheduler.state_dict())
    assert "optimizer" not in saved and "_scale_fn_ref" not in saved

    opt2 = make_opt()
    resumed = make_sched(opt2)
    resumed.load_state_dict(copy.deepcopy(saved))
    lrs = []
    for _ in range(len(expected) - 6):
        opt2.step()
        resumed.step()
        lrs.append(resumed.get_last_lr())
    np.testing.assert_allclose(lrs, expected[6:], rtol=1e-14)


class Halving:
    """A callable-object scale function with state, which CyclicLR"s state dict keeps."""

    def __init__(self, base):
        self.base = base

    def __call__(self, x):
        return self.base**x


def test_cyclic_state_dict_keeps_a_callable_objects_state_but_not_a_function():
    scheduler = L.CyclicLR(sgd(), 0.01, 0.1, scale_fn=Halving(0.5), cycle_momentum=False)
    saved = scheduler.state_dict()
    assert saved["_scale_fn_custom"] == {"base": 0.5}
    other = L.CyclicLR(sgd(), 0.01, 0.1, scale_fn=Halving(0.9), cycle_momentum=False)
    other.load_state_dict(saved)
    assert other._scale_fn_custom.base == 0.5 and other.scale_fn(2) == 0.25
    plain = L.CyclicLR(sgd(), 0.01, 0.1, scale_fn=half_power, cycle_momentum=False)
    assert plain.state_dict()["_scale_fn_custom"] is None


def test_cyclic_sets_groups_and_momentum_bounds_as_pytorch():
    opt = sgd()
    scheduler = L.CyclicLR(
        opt, base_lr=0.01, max_lr=[0.1, 0.2], base_momentum=0.7, max_momentum=0.95
    )
    assert scheduler.max_lrs == [0.1, 0.2] and scheduler.base_lrs == [0.01, 0.01]
    for group in opt.param_groups:
        assert group["initial_lr"] == 0.01 and group["lr"] == 0.01
        assert (group["base_momentum"], group["max_momentum"], group["momentum"]) == (
            0.7,
            0.95,
            0.95,
        )


@pytest.mark.parametrize(
    ("make", "error", "message"),
    [
        (
            lambda o: L.CosineAnnealingWarmRestarts(o, T_0=0),
            ValueError,
            "Expected positive integer T_0, but got 0",
        ),
        (
            lambda o: L.CosineAnnealingWarmRestarts(o, T_0=2.5),
            ValueError,
            "Expected positive integer T_0, but got 2.5",
        ),
        (
            lambda o: L.CosineAnnealingWarmRestarts(o, T_0=2, T_mult=0),
            ValueError,
            "Expected integer T_mult >= 1, but got 0",
        ),
        (
            lambda o: L.CosineAnnealingWarmRestarts(o, T_0=2, eta_min="0"),
            ValueError,
            "Expected float or int eta_min, but got 0 of type <class 'str'>",
        ),
        (
            lambda o: L.CyclicLR(o, 0.01, 0.1, mode="saw"),
            ValueError,
            "mode is invalid and scale_fn is None",
        ),
        (
            lambda o: L.CyclicLR(o, [0.01], 0.1),
            ValueError,
            "base_lr must have the same length as optimizer.param_groups. base_lr has 1 values, "
            "param_groups has 2.",
        ),
        (lambda o: L.CyclicLR(object(), 0.01, 0.1), TypeError, "object is not an Optimizer"),
    ],
)
def test_argument_checks(make, error, message):
    with pytest.raises(error, match="^" + re.escape(message) + "$"):
        make(sgd())


def test_cycling_momentum_needs_momentum_or_betas():
    opt = optim.Adagrad(_groups())
    with pytest.raises(
        ValueError,
        match="^optimizer must support momentum or beta1 with `cycle_momentum` option enabled$",
    ):
        L.CyclicLR(opt, 0.01, 0.1)
    L.CyclicLR(opt, 0.01, 0.1, cycle_momentum=False)


def test_warm_restarts_refuse_a_negative_epoch():
    scheduler = L.CosineAnnealingWarmRestarts(sgd(), T_0=2)
    with pytest.raises(ValueError, match="^Expected non-negative epoch, but got -1$"):
        scheduler.step(-1)


def test_pytorchs_module_level_names():
    import math

    assert L.inf == math.inf and L.Optimizer is optim.Optimizer and L.Tensor is at.Tensor
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        L.CosineAnnealingWarmRestarts(sgd(), T_0=2).step()
