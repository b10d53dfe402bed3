"""ReduceLROnPlateau: patience, threshold modes, cooldown, min_lr, eps and its state dict."""

import pytest
from glasstorch import aten as at
from glasstorch import optim
from glasstorch.optim.lr_scheduler import ReduceLROnPlateau


def _opt(lr=1.0, groups=1):
    params = []
    for _ in range(groups):
        p = at.zeros(1)
        p.requires_grad_(True)
        params.append({"params": [p]})
    return optim.SGD(params, lr=lr)


def _lrs(opt, scheduler, metrics):
    out = []
    for metric in metrics:
        scheduler.step(metric)
        out.append(opt.param_groups[0]["lr"])
    return out


def test_reduces_once_more_than_patience_epochs_go_without_improvement():
    opt = _opt()
    scheduler = ReduceLROnPlateau(opt, patience=2, factor=0.5)
    metrics = [10, 9, 9, 9, 9, 8, 8, 8, 8, 8, 8]
    # 9 sets the best; three epochs without improvement (> patience 2) reduce at the 3rd; 8 is
    # a new best; the count restarts after a reduction.
    assert _lrs(opt, scheduler, metrics) == [1, 1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.25, 0.25, 0.25]
    assert scheduler.get_last_lr() == [0.25] and scheduler.last_epoch == len(metrics)


def test_zero_patience_reduces_on_every_bad_epoch():
    opt = _opt()
    scheduler = ReduceLROnPlateau(opt, patience=0, factor=0.5)
    assert _lrs(opt, scheduler, [5, 6, 6, 4, 4]) == [1, 0.5, 0.25, 0.25, 0.125]


def test_relative_threshold_in_min_mode():
    opt = _opt()
    scheduler = ReduceLROnPlateau(opt, patience=0, threshold=0.1)
    # 95 is not below 100 * (1 - 0.1): not an improvement; 89 is.
    assert _lrs(opt, scheduler, [100, 95, 89]) == pytest.approx([1, 0.1, 0.1])
    assert scheduler.best == 89


def test_absolute_threshold_and_max_mode():
    opt = _opt()
    scheduler = ReduceLROnPlateau(opt, mode="max", threshold_mode="abs", threshold=1.0, patience=0)
    # In max mode with abs threshold 1, an improvement must exceed best + 1.
    assert _lrs(opt, scheduler, [10, 10.5, 12, 12.9]) == pytest.approx([1, 0.1, 0.1, 0.01])
    scheduler = ReduceLROnPlateau(_opt(), mode="max", threshold=0.1, patience=0)
    scheduler.step(10)
    assert not scheduler._is_better(11, scheduler.best) and scheduler._is_better(11.5, 10)


def test_cooldown_ignores_bad_epochs_after_a_reduction():
    opt = _opt()
    scheduler = ReduceLROnPlateau(opt, patience=0, cooldown=2, factor=0.5)
    assert _lrs(opt, scheduler, [1, 2, 2, 2, 2, 2]) == [1, 0.5, 0.5, 0.5, 0.25, 0.25]


def test_min_lr_per_group_and_eps():
    opt = _opt(groups=2)
    scheduler = ReduceLROnPlateau(opt, patience=0, factor=0.1, min_lr=[0.05, 0.0])
    for metric in [1, 2, 3, 4]:
        scheduler.step(metric)
    assert opt.param_groups[0]["lr"] == 0.05
    assert opt.param_groups[1]["lr"] == pytest.approx(1e-3)
    # A reduction smaller than eps is skipped.
    opt = _opt(lr=1e-8)
    scheduler = ReduceLROnPlateau(opt, patience=0, eps=1e-8)
    scheduler.step(1)
    scheduler.step(2)
    assert opt.param_groups[0]["lr"] == 1e-8


def test_a_zero_dim_tensor_metric_is_accepted():
    opt = _opt()
    scheduler = ReduceLROnPlateau(opt, patience=0)
    scheduler.step(at.tensor(3.0))
    assert scheduler.best == 3.0


def test_state_dict_round_trip():
    opt = _opt()
    scheduler = ReduceLROnPlateau(opt, patience=3, mode="max")
    for metric in [1, 2, 2]:
        scheduler.step(metric)
    sd = scheduler.state_dict()
    assert "optimizer" not in sd and sd["best"] == 2 and sd["num_bad_epochs"] == 1
    restored = ReduceLROnPlateau(_opt())
    restored.load_state_dict(sd)
    assert (restored.mode, restored.best, restored.num_bad_epochs) == ("max", 2, 1)


@pytest.mark.parametrize(
    ("kw", "message"),
    [
        (dict(factor=1.0), "Factor should be < 1.0."),
        (dict(mode="mid"), "mode mid is unknown!"),
        (dict(threshold_mode="pct"), "threshold mode pct is unknown!"),
        (dict(min_lr=[0.1, 0.2]), "expected 1 min_lrs, got 2"),
    ],
)
def test_errors(kw, message):
    with pytest.raises(ValueError, match=message.replace(".", r"\.")):
        ReduceLROnPlateau(_opt(), **kw)
