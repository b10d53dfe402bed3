"""swa_utils: AveragedModel (SWA and EMA averages, one tensor or lists at a time, with and
without buffers) against PyTorch's results and numpy's means, update_bn on real BatchNorm
models, and SWALR's annealing against PyTorch's rates."""

import copy
import re

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import nn, optim
from glasstorch.autograd import no_grad
from glasstorch.c10.core import float64, int64
from glasstorch.optim import swa_utils


def _model():
    """Linear(2, 2) then BatchNorm1d(2), in float64."""
    return nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2)).double()


def _set_state(m, k):
    """Parameters and BatchNorm buffers that depend on ``k`` (the k-th model to average)."""
    with no_grad():
        for i, p in enumerate(m.parameters()):
            values = [0.3 * k - 0.1 * i + 0.7 * j for j in range(p.numel())]
            p.copy_(at.tensor(values, dtype=float64).reshape(p.shape))
        bn = m[1]
        bn.running_mean.copy_(at.tensor([0.1 * k, -0.2 * k], dtype=float64))
        bn.running_var.copy_(at.tensor([1 + 0.5 * k, 2 - 0.3 * k], dtype=float64))
        bn.num_batches_tracked.fill_(3 * k + 1)


AVERAGING = {
    "swa": {},
    "swa_buffers": {"use_buffers": True},
    "swa_multi": {"multi_avg_fn": swa_utils.get_swa_multi_avg_fn()},
    "ema_multi": {"multi_avg_fn": swa_utils.get_ema_multi_avg_fn(0.9), "use_buffers": True},
    "ema": {"avg_fn": swa_utils.get_ema_avg_fn(0.8)},
}


def _averaged(**kw):
    m = _model()
    averaged = None
    for k in range(4):
        _set_state(m, k)
        if averaged is None:
            averaged = swa_utils.AveragedModel(m, **kw)
        averaged.update_parameters(m)
    return averaged, m


# Printed by PyTorch 2.13.0 (CPU) running _averaged for each AVERAGING entry (the averaged
# model's state_dict, flattened), and SWALR on SGD(lr=0.1) over two groups (the second with
# lr=0.05): get_last_lr() after construction and after each step. swa_multi's weights show
# PyTorch's 1 / (n + 1) rounded to float32 (a 0-dim tensor used as a number).
AVERAGED = {
    "swa": {
        "n_averaged": [4],
        "module.0.weight": [0.44999999999999996, 1.15, 1.8499999999999999, 2.5499999999999994],
        "module.0.bias": [0.35, 1.05],
        "module.1.weight": [0.24999999999999997, 0.95],
        "module.1.bias": [0.1499999999999999, 0.8499999999999999],
        "module.1.running_mean": [0.30000000000000004, -0.6000000000000001],
        "module.1.running_var": [2.5, 1.1],
        "module.1.num_batches_tracked": [10],
    },
    "swa_buffers": {
        "n_averaged": [4],
        "module.0.weight": [0.44999999999999996, 1.15, 1.8499999999999999, 2.5499999999999994],
        "module.0.bias": [0.35, 1.05],
        "module.1.weight": [0.24999999999999997, 0.95],
        "module.1.bias": [0.1499999999999999, 0.8499999999999999],
        "module.1.running_mean": [0.15000000000000002, -0.30000000000000004],
        "module.1.running_var": [1.75, 1.55],
        "module.1.num_batches_tracked": [4],
    },
    "swa_multi": {
        "n_averaged": [4],
        "module.0.weight": [
            0.45000000335276125,
            1.150000003352761,
            1.8500000033527613,
            2.550000003352761,
        ],
        "module.0.bias": [0.35000000335276127, 1.0500000033527612],
        "module.1.weight": [0.25000000335276124, 0.9500000033527611],
        "module.1.bias": [0.15000000335276117, 0.8500000033527612],
        "module.1.running_mean": [0.30000000000000004, -0.6000000000000001],
        "module.1.running_var": [2.5, 1.1],
        "module.1.num_batches_tracked": [10],
    },
    "ema_multi": {
        "n_averaged": [4],
        "module.0.weight": [
            0.16829999999999995,
            0.8682999999999998,
            1.5682999999999998,
            2.2682999999999995,
        ],
        "module.0.bias": [0.06829999999999996, 0.7683],
        "module.1.weight": [-0.031700000000000055, 0.6682999999999999],
        "module.1.bias": [-0.1317000000000001, 0.5682999999999998],
        "module.1.running_mean": [0.0561, -0.1122],
        "module.1.running_var": [1.2805, 1.8317],
        "module.1.num_batches_tracked": [1],
    },
    "ema": {
        "n_averaged": [4],
        "module.0.weight": [0.3143999999999999, 1.0143999999999997, 1.7144, 2.414399999999999],
        "module.0.bias": [0.21439999999999992, 0.9143999999999998],
        "module.1.weight": [0.1143999999999999, 0.8143999999999999],
        "module.1.bias": [0.014399999999999857, 0.7143999999999998],
        "module.1.running_mean": [0.30000000000000004, -0.6000000000000001],
        "module.1.running_var": [2.5, 1.1],
        "module.1.num_batches_tracked": [10],
    },
}
SWALR_LRS = {
    "swalr_cos": [
        [0.1, 0.05],
        [0.08750000000000001, 0.05],
        [0.06250000000000001, 0.05],
        [0.05, 0.05],
        [0.05, 0.05],
        [0.05, 0.05],
        [0.05, 0.05],
    ],
    "swalr_linear": [
        [0.1, 0.05],
        [0.07750000000000001, 0.08750000000000001],
        [0.05500000000000001, 0.125],
        [0.0325, 0.16250000000000003],
        [0.01, 0.2],
        [0.01, 0.2],
        [0.01, 0.2],
        [0.01, 0.2],
    ],
    "swalr_zero": [[0.02, 0.02], [0.02, 0.02], [0.02, 0.02], [0.02, 0.02]],
}


@pytest.mark.parametrize("name", AVERAGING)
def test_averages_match_pytorch(name):
    averaged, _ = _averaged(**AVERAGING[name])
    state = averaged.state_dict()
    assert list(state) == list(AVERAGED[name])
    for key, expected in AVERAGED[name].items():
        np.testing.assert_allclose(
            state[key].numpy().ravel(), expected, rtol=1e-15, atol=1e-15, err_msg=key
        )
    assert state["n_averaged"].dtype is int64


def test_swa_is_the_mean_of_the_parameters_and_copies_the_buffers():
    averaged, last = _averaged()
    m = _model()
    stacks = []
    for k in range(4):
        _set_state(m, k)
        stacks.append([p.detach().numpy().copy() for p in m.parameters()])
    for got, *values in zip(averaged.module.parameters(), *stacks, strict=True):
        np.testing.assert_allclose(got.detach().numpy(), np.mean(values, axis=0), rtol=1e-14)
    for got, expected in zip(averaged.module.buffers(), last.buffers(), strict=True):
        np.testing.assert_array_equal(got.numpy(), expected.numpy())
    assert averaged.n_averaged.item() == 4


def test_ema_is_a_weighted_recursion_started_at_the_first_model():
    averaged, _ = _averaged(avg_fn=swa_utils.get_ema_avg_fn(0.8))
    m = _model()
    ema = None
    for k in range(4):
        _set_state(m, k)
        values = [p.detach().numpy().copy() for p in m.parameters()]
        ema = (
            values if ema is None else [0.8 * e + 0.2 * v for e, v in zip(ema, values, strict=True)]
        )
    for got, expected in zip(averaged.module.parameters(), ema, strict=True):
        np.testing.assert_allclose(got.detach().numpy(), expected, rtol=1e-14)


def test_the_averaged_model_runs_its_copy_and_leaves_the_model_alone():
    m = _model()
    _set_state(m, 1)
    averaged = swa_utils.AveragedModel(m)
    assert averaged.module is not m and averaged.n_averaged.item() == 0
    assert all(
        a is not b for a, b in zip(averaged.module.parameters(), m.parameters(), strict=True)
    )
    x = at.tensor([[0.5, -1.0], [2.0, 0.3], [0.1, 0.2]], dtype=float64)
    averaged.eval()
    m.eval()
    np.testing.assert_array_equal(averaged(x).detach().numpy(), m(x).detach().numpy())
    _set_state(m, 2)
    averaged.update_parameters(m)  # the first update copies
    np.testing.assert_array_equal(
        averaged.module[0].weight.detach().numpy(), m[0].weight.detach().numpy()
    )


def test_only_one_of_avg_fn_and_multi_avg_fn():
    with pytest.raises(
        AssertionError, match="^Only one of avg_fn and multi_avg_fn should be provided$"
    ):
        swa_utils.AveragedModel(
            _model(),
            avg_fn=swa_utils.get_swa_avg_fn(),
            multi_avg_fn=swa_utils.get_swa_multi_avg_fn(),
        )


@pytest.mark.parametrize("make", [swa_utils.get_ema_avg_fn, swa_utils.get_ema_multi_avg_fn])
def test_ema_decay_must_lie_in_0_1(make):
    with pytest.raises(
        ValueError,
        match="^"
        + re.escape("Invalid decay value 1.5 provided. Please provide a value in [0,1] range.")
        + "$",
    ):
        make(1.5)


def test_multi_avg_fns_update_lists_in_place():
    avg = [at.tensor([1.0, 2.0], dtype=float64), at.tensor([[0.0]], dtype=float64)]
    new = [at.tensor([3.0, 6.0], dtype=float64), at.tensor([[4.0]], dtype=float64)]
    swa_utils.get_swa_multi_avg_fn()(avg, new, 1)  # a plain count: exactly the mean
    assert avg[0].tolist() == [2.0, 4.0] and avg[1].tolist() == [[2.0]]
    swa_utils.get_ema_multi_avg_fn(0.75)(avg, new, 5)
    assert avg[0].tolist() == [2.25, 4.5] and avg[1].tolist() == [[2.5]]


class _NoIteration:
    def __iter__(self):
        raise AssertionError("a model without BatchNorm needs no pass over the data")


def test_update_bn_recomputes_the_running_statistics_over_the_loader():
    model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 2)).double()
    bn = model[1]
    bn.momentum = 0.3
    with no_grad():
        bn.running_mean.fill_(5.0)
        bn.running_var.fill_(7.0)
    model.eval()
    rng = np.random.default_rng(0)
    batches = [rng.normal(size=(n, 3)) for n in (5, 8, 6)]
    loader = [at.tensor(batches[0], dtype=float64)] + [
        (at.tensor(b, dtype=float64), at.zeros(len(b))) for b in batches[1:]
    ]

    swa_utils.update_bn(loader, model)

    weight, bias = model[0].weight.detach().numpy(), model[0].bias.detach().numpy()
    hidden = [b @ weight.T + bias for b in batches]
    # momentum=None: a cumulative average, so each batch's statistics weigh the same.
    np.testing.assert_allclose(
        bn.running_mean.numpy(), np.mean([h.mean(0) for h in hidden], axis=0), rtol=1e-12
    )
    np.testing.assert_allclose(
        bn.running_var.numpy(), np.mean([h.var(0, ddof=1) for h in hidden], axis=0), rtol=1e-12
    )
    assert bn.num_batches_tracked.item() == 3
    assert bn.momentum == 0.3 and not model.training and not bn.training


def test_update_bn_handles_every_batchnorm_and_keeps_training_mode():
    model = nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2), nn.Flatten(), nn.BatchNorm1d(8))
    model.train()
    loader = [at.randn(4, 1, 4, 4) for _ in range(3)]
    swa_utils.update_bn(loader, model)
    assert model.training
    for bn in (model[1], model[3]):
        assert bn.num_batches_tracked.item() == 3 and bn.momentum == 0.1
        assert not np.allclose(bn.running_mean.numpy(), 0.0)


def test_update_bn_without_batchnorm_does_nothing():
    swa_utils.update_bn(_NoIteration(), nn.Sequential(nn.Linear(2, 2)))


def _swalr(**kw):
    a, b = at.zeros(2), at.zeros(2)
    for p in (a, b):
        p.requires_grad_(True)
    opt = optim.SGD([{"params": [a]}, {"params": [b], "lr": 0.05}], lr=0.1)
    return opt, swa_utils.SWALR(opt, **kw)


SWALR_ARGS = {
    "swalr_cos": dict(swa_lr=0.05, anneal_epochs=3),
    "swalr_linear": dict(swa_lr=[0.01, 0.2], anneal_epochs=4, anneal_strategy="linear"),
    "swalr_zero": dict(swa_lr=0.02, anneal_epochs=0),
}


@pytest.mark.parametrize("name", SWALR_ARGS)
def test_swalr_anneals_like_pytorch(name):
    opt, scheduler = _swalr(**SWALR_ARGS[name])
    lrs = [scheduler.get_last_lr()]
    for _ in range(len(SWALR_LRS[name]) - 1):
        opt.step()
        scheduler.step()
        lrs.append(scheduler.get_last_lr())
    np.testing.assert_allclose(lrs, SWALR_LRS[name], rtol=1e-14)
    swa_lr = SWALR_ARGS[name]["swa_lr"]
    assert [g["swa_lr"] for g in opt.param_groups] == (
        swa_lr if isinstance(swa_lr, list) else [swa_lr, swa_lr]
    )


def test_swalr_state_dict_round_trip():
    opt, scheduler = _swalr(**SWALR_ARGS["swalr_linear"])
    for _ in range(2):
        opt.step()
        scheduler.step()
    saved = copy.deepcopy(scheduler.state_dict())
    assert "anneal_func" not in saved and saved["_anneal_strategy"] == "linear"
    # Resume as one does: the same construction, then the saved optimizer and scheduler.
    opt2, resumed = _swalr(**SWALR_ARGS["swalr_linear"])
    opt2.load_state_dict(copy.deepcopy(opt.state_dict()))
    resumed.load_state_dict(saved)
    assert resumed.anneal_func(0.25) == 0.25  # linear
    lrs = []
    for _ in range(5):
        opt2.step()
        resumed.step()
        lrs.append(resumed.get_last_lr())
    np.testing.assert_allclose(lrs, SWALR_LRS["swalr_linear"][3:], rtol=1e-14)


@pytest.mark.parametrize(
    ("kw", "message"),
    [
        (
            dict(swa_lr=0.1, anneal_strategy="step"),
            "anneal_strategy must be one of 'cos' or 'linear', instead got step",
        ),
        (
            dict(swa_lr=0.1, anneal_epochs=-1),
            "anneal_epochs must be equal or greater than 0, got -1",
        ),
        (
            dict(swa_lr=0.1, anneal_epochs=2.5),
            "anneal_epochs must be equal or greater than 0, got 2.5",
        ),
        (
            dict(swa_lr=[0.1]),
            "swa_lr must have the same length as optimizer.param_groups. swa_lr has 1 values, "
            "param_groups has 2.",
        ),
    ],
)
def test_swalr_argument_checks(kw, message):
    with pytest.raises(ValueError, match="^" + re.escape(message) + "$"):
        _swalr(**kw)
