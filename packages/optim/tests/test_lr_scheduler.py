"""Learning-rate schedulers: each sequence against its closed form or hand-computed values,
SequentialLR and ChainedScheduler compositions, the base class's warnings and state dicts."""

import math
import re
import warnings

import pytest
from glasstorch import aten as at
from glasstorch import optim
from glasstorch.optim import lr_scheduler as sched

BASE = 0.5


def _opt(lr=BASE, **kw):
    p = at.zeros(2)
    p.requires_grad_(True)
    return optim.SGD([p], lr=lr, **kw)


def _run(opt, scheduler, epochs):
    """lr at construction, then after each of ``epochs`` optimizer/scheduler steps."""
    lrs = [opt.param_groups[0]["lr"]]
    for _ in range(epochs):
        opt.step()
        scheduler.step()
        lrs.append(opt.param_groups[0]["lr"])
        assert scheduler.get_last_lr() == [lrs[-1]]
    return lrs


CLOSED_FORMS = {
    "StepLR": (
        lambda o: sched.StepLR(o, step_size=3, gamma=0.5),
        lambda e: BASE * 0.5 ** (e // 3),
    ),
    "MultiStepLR": (
        lambda o: sched.MultiStepLR(o, milestones=[2, 5, 5, 8], gamma=0.1),
        lambda e: BASE * 0.1 ** sum(m <= e for m in [2, 5, 5, 8]),
    ),
    "ExponentialLR": (lambda o: sched.ExponentialLR(o, gamma=0.9), lambda e: BASE * 0.9**e),
    "LambdaLR": (
        lambda o: sched.LambdaLR(o, lambda e: 1 / (e + 1)),
        lambda e: BASE / (e + 1),
    ),
    "MultiplicativeLR": (
        lambda o: sched.MultiplicativeLR(o, lambda e: 0.8),
        lambda e: BASE * 0.8**e,
    ),
    "ConstantLR": (
        lambda o: sched.ConstantLR(o, factor=0.5, total_iters=3),
        lambda e: BASE * (0.5 if e < 3 else 1.0),
    ),
    "LinearLR": (
        lambda o: sched.LinearLR(o, start_factor=0.25, end_factor=0.9, total_iters=4),
        lambda e: BASE * (0.25 + (0.9 - 0.25) * min(e, 4) / 4),
    ),
    "PolynomialLR": (
        lambda o: sched.PolynomialLR(o, total_iters=6, power=2.0),
        lambda e: BASE * (1 - min(e, 6) / 6) ** 2,
    ),
    "CosineAnnealingLR": (
        lambda o: sched.CosineAnnealingLR(o, T_max=5, eta_min=0.01),
        # The recursive form follows the closed form, past T_max too (it rises again).
        lambda e: 0.01 + (BASE - 0.01) * (1 + math.cos(math.pi * e / 5)) / 2,
    ),
}


@pytest.mark.parametrize("name", CLOSED_FORMS)
def test_sequence_follows_the_closed_form(name):
    make, closed_form = CLOSED_FORMS[name]
    opt = _opt()
    lrs = _run(opt, make(opt), 14)
    assert lrs == pytest.approx([closed_form(e) for e in range(15)], rel=1e-12, abs=1e-15)


def test_hand_values():
    opt = _opt(lr=1.0)
    assert _run(opt, sched.StepLR(opt, step_size=2, gamma=0.1), 5) == pytest.approx(
        [1.0, 1.0, 0.1, 0.1, 0.01, 0.01]
    )
    opt = _opt(lr=1.0)
    cosine = _run(opt, sched.CosineAnnealingLR(opt, T_max=2), 4)
    assert cosine == pytest.approx([1.0, 0.5, 0.0, 0.5, 1.0], abs=1e-15)


def test_closed_form_is_used_by_the_deprecated_epoch_argument():
    opt = _opt()
    scheduler = sched.StepLR(opt, step_size=3, gamma=0.5)
    opt.step()
    with pytest.warns(UserWarning, match="The epoch parameter in `scheduler.step\\(\\)`"):
        scheduler.step(7)
    assert scheduler.last_epoch == 7 and opt.param_groups[0]["lr"] == BASE * 0.25


def test_sequential_lr_chains_warmup_cosine_and_exponential():
    opt = _opt(lr=1.0)
    warmup = sched.LinearLR(opt, start_factor=0.1, end_factor=1.0, total_iters=4)
    cosine = sched.CosineAnnealingLR(opt, T_max=5, eta_min=0.0)
    decay = sched.ExponentialLR(opt, gamma=0.5)
    scheduler = sched.SequentialLR(opt, [warmup, cosine, decay], milestones=[4, 9])
    lrs = _run(opt, scheduler, 12)
    expected = (
        [0.1 + 0.9 * e / 4 for e in range(4)]  # warmup, epochs 0-3
        + [(1 + math.cos(math.pi * e / 5)) / 2 for e in range(5)]  # cosine from 1, epochs 4-8
        + [0.5**e for e in range(4)]  # exponential restarted at its epoch 0, epochs 9-12
    )
    assert lrs == pytest.approx(expected, rel=1e-12, abs=1e-15)
    assert lrs[4] == 1.0 and lrs[9] == 1.0  # each milestone starts its scheduler afresh
    assert scheduler.last_epoch == 12


def test_chained_scheduler_multiplies_the_factors():
    opt = _opt(lr=1.0)
    scheduler = sched.ChainedScheduler(
        [sched.ConstantLR(opt, factor=0.5, total_iters=2), sched.ExponentialLR(opt, gamma=0.9)]
    )
    lrs = _run(opt, scheduler, 4)
    assert lrs == pytest.approx([0.5, 0.5 * 0.9, 0.9**2, 0.9**3, 0.9**4])


def test_composite_errors():
    opt, other = _opt(), _opt()
    a = sched.StepLR(opt, 2)
    with pytest.raises(ValueError, match="^SequentialLR expects at least one scheduler, but"):
        sched.SequentialLR(opt, [], [])
    with pytest.raises(ValueError, match="number of milestones to be equal to 0"):
        sched.SequentialLR(opt, [a, sched.StepLR(opt, 2)], [])
    with pytest.raises(ValueError, match="expects all schedulers to belong to the same optimizer"):
        sched.SequentialLR(other, [a], [])
    with pytest.raises(ValueError, match="does not support `ReduceLROnPlateau`"):
        sched.ChainedScheduler([a, sched.ReduceLROnPlateau(opt)])


# -- OneCycleLR ------------------------------------------------------------------------------------
def _cos(start, end, pct):
    return end + (start - end) / 2.0 * (math.cos(math.pi * pct) + 1)


def test_one_cycle_hand_values():
    opt = _opt(momentum=0.9)
    scheduler = sched.OneCycleLR(opt, max_lr=1.0, total_steps=10)
    lrs, momenta = [opt.param_groups[0]["lr"]], [opt.param_groups[0]["momentum"]]
    for _ in range(9):
        opt.step()
        scheduler.step()
        lrs.append(opt.param_groups[0]["lr"])
        momenta.append(opt.param_groups[0]["momentum"])
    # Up from 1/25 to 1 over steps 0..2 (pct_start * 10 - 1), then down to 0.04 / 1e4 at step 9.
    assert lrs[:3] == pytest.approx([0.04, 0.52, 1.0]) and lrs[-1] == pytest.approx(4e-6)
    assert momenta[:3] == pytest.approx([0.95, 0.90, 0.85]) and momenta[-1] == pytest.approx(0.95)
    expected = [_cos(0.04, 1.0, s / 2) for s in range(3)] + [
        _cos(1.0, 4e-6, (s - 2) / 7) for s in range(3, 10)
    ]
    assert lrs == expected  # PyTorch's formula, exactly
    group = opt.param_groups[0]
    assert (group["initial_lr"], group["max_lr"], group["min_lr"]) == (0.04, 1.0, 0.04 / 1e4)
    opt.step()
    scheduler.step()  # step 10 == total_steps is still allowed (the last phase extrapolates)
    with pytest.raises(ValueError, match="^Tried to step 11 times. The specified number of total"):
        scheduler.step()


def test_one_cycle_three_phase_linear_with_adam_betas():
    p = at.zeros(2)
    p.requires_grad_(True)
    opt = optim.Adam([p], betas=(0.9, 0.99))
    scheduler = sched.OneCycleLR(
        opt, max_lr=0.8, epochs=3, steps_per_epoch=4, pct_start=0.25,
        anneal_strategy="linear", three_phase=True,
    )  # fmt: skip
    lrs, beta1s = [], []
    for _ in range(12):
        lrs.append(opt.param_groups[0]["lr"])
        beta1s.append(opt.param_groups[0]["betas"][0])
        assert opt.param_groups[0]["betas"][1] == 0.99
        opt.step()
        scheduler.step()
    lo, hi, floor = 0.8 / 25, 0.8, 0.8 / 25 / 1e4
    # Phases end at steps 2 (up), 4 (back down) and 11 (down to the floor).
    expected = [lo + (hi - lo) * s / 2 for s in range(3)]
    expected += [hi + (lo - hi) * (s - 2) / 2 for s in range(3, 5)]
    expected += [lo + (floor - lo) * (s - 4) / 7 for s in range(5, 12)]
    assert lrs == pytest.approx(expected, rel=1e-12)
    assert (
        beta1s[0] == 0.95 and beta1s[2] == pytest.approx(0.85) and beta1s[4] == pytest.approx(0.95)
    )
    assert beta1s[5:] == pytest.approx([0.95] * 7)


def test_one_cycle_errors():
    opt = _opt()
    with pytest.raises(ValueError, match=re.escape("You must define either total_steps OR")):
        sched.OneCycleLR(opt, max_lr=1.0)
    with pytest.raises(ValueError, match="^Expected positive integer total_steps, but got 0$"):
        sched.OneCycleLR(opt, max_lr=1.0, total_steps=0)
    with pytest.raises(ValueError, match="^Expected float between 0 and 1 pct_start, but got 1.5$"):
        sched.OneCycleLR(opt, max_lr=1.0, total_steps=10, pct_start=1.5)
    with pytest.raises(ValueError, match="anneal_strategy must be one of 'cos' or 'linear'"):
        sched.OneCycleLR(opt, max_lr=1.0, total_steps=10, anneal_strategy="exp")
    p = at.zeros(2)
    p.requires_grad_(True)
    with pytest.raises(ValueError, match="optimizer must support momentum or beta1"):
        sched.OneCycleLR(optim.Adagrad([p]), max_lr=1.0, total_steps=10)


# -- the base class --------------------------------------------------------------------------------
def test_construction_sets_initial_lr_base_lrs_and_last_epoch():
    opt = _opt()
    scheduler = sched.ExponentialLR(opt, gamma=0.5)
    assert opt.param_groups[0]["initial_lr"] == BASE and scheduler.base_lrs == [BASE]
    assert scheduler.last_epoch == 0 and scheduler.get_last_lr() == [BASE]


def test_scheduler_step_before_optimizer_step_warns():
    opt = _opt()
    scheduler = sched.StepLR(opt, step_size=1)
    with pytest.warns(
        UserWarning, match=re.escape("Detected call of `lr_scheduler.step()` before")
    ):
        scheduler.step()
    opt = _opt()
    scheduler = sched.StepLR(opt, step_size=1)
    opt.step()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        scheduler.step()


def test_overriding_optimizer_step_after_construction_warns():
    opt = _opt()
    scheduler = sched.StepLR(opt, step_size=1)
    opt.step = lambda closure=None: None
    with pytest.warns(UserWarning, match="Seems like `optimizer.step\\(\\)` has been overridden"):
        scheduler.step()


def test_calling_get_lr_directly_warns():
    scheduler = sched.StepLR(_opt(), step_size=1)
    with pytest.warns(UserWarning, match=re.escape("please use `get_last_lr()`")):
        scheduler.get_lr()


def test_errors():
    with pytest.raises(TypeError, match="^int is not an Optimizer$"):
        sched.StepLR(3, step_size=1)
    with pytest.raises(
        KeyError, match="param 'initial_lr' is not specified in param_groups\\[0\\]"
    ):
        sched.StepLR(_opt(), step_size=1, last_epoch=3)
    with pytest.raises(ValueError, match="^Expected 1 lr_lambdas, but got 2$"):
        sched.LambdaLR(_opt(), [lambda e: 1, lambda e: 1])


def test_state_dict_round_trip_resumes_the_sequence():
    opt = _opt()
    scheduler = sched.CosineAnnealingLR(opt, T_max=6)
    uninterrupted = _run(opt, scheduler, 8)

    opt = _opt()
    scheduler = sched.CosineAnnealingLR(opt, T_max=6)
    first = _run(opt, scheduler, 3)
    saved_sched, saved_opt = scheduler.state_dict(), opt.state_dict()
    assert "optimizer" not in saved_sched and saved_sched["last_epoch"] == 3

    resumed_opt = _opt()
    resumed = sched.CosineAnnealingLR(resumed_opt, T_max=6)
    resumed.load_state_dict(saved_sched)
    resumed_opt.load_state_dict(saved_opt)
    rest = _run(resumed_opt, resumed, 5)
    assert first + rest[1:] == uninterrupted


def test_lambda_state_dict_keeps_callable_objects_state_only():
    class Factor:
        def __init__(self, f):
            self.f = f

        def __call__(self, epoch):
            return self.f**epoch

    p, q = at.zeros(1), at.zeros(1)
    p.requires_grad_(True)
    q.requires_grad_(True)
    opt = optim.SGD([{"params": [p]}, {"params": [q]}], lr=1.0)
    scheduler = sched.LambdaLR(opt, [lambda e: 1.0, Factor(0.5)])
    sd = scheduler.state_dict()
    assert sd["lr_lambdas"] == [None, {"f": 0.5}]
    other = Factor(0.9)
    restored = sched.LambdaLR(opt, [lambda e: 1.0, other])
    restored.load_state_dict(sd)
    assert other.f == 0.5 and "lr_lambdas" in sd


def test_sequential_state_dict_nests_the_inner_schedulers():
    opt = _opt()
    scheduler = sched.SequentialLR(
        opt, [sched.ConstantLR(opt, factor=0.5, total_iters=2), sched.StepLR(opt, 2)], [2]
    )
    sd = scheduler.state_dict()
    assert len(sd["_schedulers"]) == 2 and sd["_schedulers"][0]["factor"] == 0.5
    scheduler.load_state_dict(sd)
