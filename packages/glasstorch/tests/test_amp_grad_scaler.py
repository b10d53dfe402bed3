"""torch.amp.GradScaler and its two operators: scaling, unscaling once per optimizer, skipped
steps on inf/NaN, backoff and growth, state_dict, the disabled pass-through, and a small
MLP trained under autocast against PyTorch's numbers."""

from __future__ import annotations

import pickle
import warnings

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.c10.cuda import stand_in

F = torch.nn.functional


def _params_with_grads(*grads):
    params = []
    for g in grads:
        p = torch.zeros(len(g), requires_grad=True)
        p.grad = torch.tensor(g)
        params.append(p)
    return params


def _opt(params):
    return torch.optim.SGD(params, lr=1.0)


# -- the operators -----------------------------------------------------------------------------
def test_unscale_operator_multiplies_and_flags() -> None:
    # PyTorch 2.13: every tensor is multiplied, found_inf set to 1 on an inf or NaN
    grads = [torch.tensor([2.0, 4.0]), torch.tensor([6.0, float("inf")])]
    found, inv = torch.zeros(()), torch.tensor(0.5)
    torch._amp_foreach_non_finite_check_and_unscale_(grads, found, inv)
    assert grads[0].tolist() == [1.0, 2.0] and grads[1].tolist() == [3.0, float("inf")]
    assert found.item() == 1.0
    clean = [torch.tensor([2.0]).to(torch.bfloat16)]
    torch._amp_foreach_non_finite_check_and_unscale_(clean, found, inv)
    assert found.item() == 1.0  # never reset
    assert clean[0].dtype is torch.bfloat16 and clean[0].item() == 1.0
    found = torch.zeros(())
    torch._amp_foreach_non_finite_check_and_unscale_([torch.tensor([float("nan")])], found, inv)
    assert found.item() == 1.0


@pytest.mark.parametrize(
    ("found", "inv", "message"),
    [
        (torch.zeros((), dtype=torch.float64), torch.ones(()), "found_inf must be a float tensor."),
        (torch.zeros(()), torch.ones((), dtype=torch.float64), "inv_scale must be a float tensor."),
        (torch.zeros(2), torch.ones(()), "found_inf must be a 1-element tensor."),
        (torch.zeros(()), torch.ones(2), "inv_scale must be a 1-element tensor."),
    ],
)
def test_unscale_operator_errors(found, inv, message) -> None:
    with pytest.raises(RuntimeError, match=message):
        torch._amp_foreach_non_finite_check_and_unscale_([torch.ones(2)], found, inv)


def test_unscale_operator_refuses_integers() -> None:
    with pytest.raises(NotImplementedError, match="not implemented for 'Long'"):
        torch._amp_foreach_non_finite_check_and_unscale_(
            [torch.ones(2, dtype=torch.int64)], torch.zeros(()), torch.ones(())
        )


def test_update_scale_operator() -> None:
    scale, tracker = torch.tensor(4.0), torch.zeros((), dtype=torch.int32)
    clean, bad = torch.zeros(()), torch.ones(())
    out = torch._amp_update_scale_(scale, tracker, clean, 2.0, 0.5, 3)
    assert out is scale and (scale.item(), tracker.item()) == (4.0, 1)
    torch._amp_update_scale_(scale, tracker, clean, 2.0, 0.5, 3)
    torch._amp_update_scale_(scale, tracker, clean, 2.0, 0.5, 3)
    assert (scale.item(), tracker.item()) == (8.0, 0)
    torch._amp_update_scale_(scale, tracker, clean, 2.0, 0.5, 3)
    torch._amp_update_scale_(scale, tracker, bad, 2.0, 0.5, 3)
    assert (scale.item(), tracker.item()) == (4.0, 0)
    big = torch.tensor(3e38)
    torch._amp_update_scale_(big, tracker, clean, 2.0, 0.5, 1)  # would overflow: kept
    assert big.item() == np.float32(3e38) and tracker.item() == 0


@pytest.mark.parametrize(
    ("scale", "tracker", "found", "message"),
    [
        (torch.ones((), dtype=torch.float64), None, None, "current_scale must be a float tensor."),
        (None, torch.zeros(()), None, "growth_tracker must be an int tensor."),
        (None, None, torch.zeros((), dtype=torch.float64), "found_inf must be a float tensor."),
        (torch.ones(2), None, None, "current_scale must be a 1-element tensor."),
    ],
)
def test_update_scale_operator_errors(scale, tracker, found, message) -> None:
    scale = torch.ones(()) if scale is None else scale
    tracker = torch.zeros((), dtype=torch.int32) if tracker is None else tracker
    found = torch.zeros(()) if found is None else found
    with pytest.raises(RuntimeError, match=message):
        torch._amp_update_scale_(scale, tracker, found, 2.0, 0.5, 1)


# -- GradScaler --------------------------------------------------------------------------------
def test_scale_multiplies_and_initialises_lazily() -> None:
    scaler = torch.amp.GradScaler("cpu", init_scale=4.0)
    assert scaler.get_scale() == 4.0 and scaler._scale is None
    out = scaler.scale(torch.tensor([1.0, 2.0]))
    assert out.tolist() == [4.0, 8.0]
    assert scaler._scale.dtype is torch.float32 and scaler._growth_tracker.dtype is torch.int32
    nested = scaler.scale([torch.tensor(1.0), (torch.tensor(2.0), torch.tensor(3.0))])
    assert [nested[0].item(), nested[1][0].item(), nested[1][1].item()] == [4.0, 8.0, 12.0]
    assert isinstance(nested, list) and isinstance(nested[1], tuple)
    with pytest.raises(ValueError, match="outputs must be a Tensor or an iterable of Tensors"):
        scaler.scale([1.0])


def test_step_unscales_then_steps() -> None:
    scaler = torch.amp.GradScaler("cpu", init_scale=4.0)
    scaler.scale(torch.ones(()))
    (p,) = _params_with_grads([4.0, 8.0])
    opt = _opt([p])
    assert scaler.step(opt) is None
    assert p.grad.tolist() == [1.0, 2.0] and p.tolist() == [-1.0, -2.0]
    with pytest.raises(RuntimeError, match=r"step\(\) has already been called since the last"):
        scaler.step(opt)
    with pytest.raises(RuntimeError, match=r"unscale_\(\) is being called after step\(\)"):
        scaler.unscale_(opt)
    scaler.update()
    assert scaler.get_scale() == 4.0 and scaler._get_growth_tracker() == 1


def test_unscale_once_per_iteration() -> None:
    scaler = torch.amp.GradScaler("cpu", init_scale=2.0)
    scaler.scale(torch.ones(()))
    (p,) = _params_with_grads([4.0])
    opt = _opt([p])
    scaler.unscale_(opt)
    assert p.grad.tolist() == [2.0]
    with pytest.raises(RuntimeError, match=r"unscale_\(\) has already been called on this"):
        scaler.unscale_(opt)
    scaler.step(opt)  # does not unscale again
    assert p.grad.tolist() == [2.0] and p.tolist() == [-2.0]


def test_inf_skips_the_step_and_backs_off() -> None:
    scaler = torch.amp.GradScaler("cpu", init_scale=8.0, growth_interval=1)
    scaler.scale(torch.ones(()))
    good, bad = _params_with_grads([8.0], [float("inf")])
    opt_good, opt_bad = _opt([good]), _opt([bad])
    scaler.step(opt_good)
    scaler.step(opt_bad)
    assert good.tolist() == [-1.0] and bad.tolist() == [0.0]  # only the bad step is skipped
    found = scaler._found_inf_per_device(opt_bad)
    assert list(found) == [torch.device("cpu")] and found[torch.device("cpu")].item() == 1.0
    scaler.update()
    assert scaler.get_scale() == 4.0 and scaler._get_growth_tracker() == 0


def test_growth_after_growth_interval_clean_steps() -> None:
    scaler = torch.amp.GradScaler("cpu", init_scale=2.0, growth_factor=3.0, growth_interval=2)
    scaler.scale(torch.ones(()))
    scales = []
    for _ in range(4):
        (p,) = _params_with_grads([1.0])
        scaler.step(_opt([p]))
        scaler.update()
        scales.append((scaler.get_scale(), scaler._get_growth_tracker()))
    assert scales == [(2.0, 1), (6.0, 0), (6.0, 1), (18.0, 0)]


def test_update_with_a_new_scale() -> None:
    scaler = torch.amp.GradScaler("cpu")
    scaler.scale(torch.ones(()))
    scaler.update(16.0)
    assert scaler.get_scale() == 16.0
    scaler.update(torch.tensor(32.0))
    assert scaler.get_scale() == 32.0
    with pytest.raises(AssertionError, match="new_scale should be a float or a 1-element"):
        scaler.update(torch.ones(2))
    with pytest.raises(AssertionError, match="No inf checks were recorded prior to update."):
        scaler.update()


def test_misuse_errors() -> None:
    scaler = torch.amp.GradScaler("cpu")
    (p,) = _params_with_grads([1.0])
    with pytest.raises(AssertionError, match=r"Attempted step but _scale is None.  This may"):
        scaler.step(_opt([p]))
    scaler.scale(torch.ones(()))
    with pytest.raises(RuntimeError, match="Closure use is not currently supported"):
        scaler.step(_opt([p]), closure=lambda: 0.0)
    h = torch.zeros(1, dtype=torch.float16, requires_grad=True)
    h.grad = torch.ones(1, dtype=torch.float16)
    with pytest.raises(ValueError, match="Attempting to unscale FP16 gradients."):
        scaler.unscale_(_opt([h]))
    with pytest.raises(AssertionError, match=r"The growth factor must be > 1.0."):
        torch.amp.GradScaler("cpu", growth_factor=1.0)
    with pytest.raises(AssertionError, match=r"The backoff factor must be < 1.0."):
        torch.amp.GradScaler("cpu", backoff_factor=1.0)


def test_getters_and_setters() -> None:
    scaler = torch.amp.GradScaler("cpu", growth_factor=3.0, backoff_factor=0.25, growth_interval=7)
    assert (scaler.get_growth_factor(), scaler.get_backoff_factor()) == (3.0, 0.25)
    assert scaler.get_growth_interval() == 7 and scaler.is_enabled()
    scaler.set_growth_factor(4.0)
    scaler.set_backoff_factor(0.125)
    scaler.set_growth_interval(9)
    assert (scaler.get_growth_factor(), scaler.get_backoff_factor()) == (4.0, 0.125)
    assert scaler.get_growth_interval() == 9


def test_state_dict_round_trip() -> None:
    scaler = torch.amp.GradScaler("cpu", init_scale=8.0, growth_interval=5)
    scaler.scale(torch.ones(()))
    (p,) = _params_with_grads([1.0])
    scaler.step(_opt([p]))
    scaler.update()
    state = scaler.state_dict()
    assert state == {
        "scale": 8.0,
        "growth_factor": 2.0,
        "backoff_factor": 0.5,
        "growth_interval": 5,
        "_growth_tracker": 1,
    }
    fresh = torch.amp.GradScaler("cpu")
    fresh.load_state_dict(state)
    assert fresh.state_dict() == state
    fresh.scale(torch.ones(()))
    assert fresh._scale.item() == 8.0 and fresh._growth_tracker.item() == 1
    used = torch.amp.GradScaler("cpu")
    used.scale(torch.ones(()))
    used.load_state_dict(state)  # fills the existing tensors
    assert used._scale.item() == 8.0 and used._growth_tracker.item() == 1
    with pytest.raises(RuntimeError, match="The source state dict is empty"):
        fresh.load_state_dict({})
    restored = pickle.loads(pickle.dumps(scaler))
    assert restored.state_dict() == state and restored._scale is None


def test_disabled_is_a_pass_through() -> None:
    scaler = torch.amp.GradScaler("cpu", enabled=False)
    loss = torch.tensor(3.0)
    assert scaler.scale(loss) is loss
    (p,) = _params_with_grads([2.0])
    opt = _opt([p])
    scaler.unscale_(opt)
    scaler.step(opt)
    scaler.update()
    assert p.grad.tolist() == [2.0] and p.tolist() == [-2.0]
    assert scaler.get_scale() == 1.0 and not scaler.is_enabled()
    assert scaler.state_dict() == {}
    scaler.load_state_dict({})


def test_cuda_device_without_cuda_disables() -> None:
    with pytest.warns(UserWarning, match="GradScaler is enabled, but CUDA is not available"):
        scaler = torch.amp.GradScaler()
    assert not scaler.is_enabled()


def test_cuda_on_the_stand_in() -> None:
    with stand_in():
        scaler = torch.amp.GradScaler("cuda", init_scale=4.0)
        p = torch.zeros(2, device="cuda", requires_grad=True)
        p.grad = torch.tensor([4.0, 8.0], device="cuda")
        assert scaler.scale(torch.ones((), device="cuda")).device.type == "cuda"
        scaler.step(_opt([p]))
        scaler.update()
        assert p.cpu().tolist() == [-1.0, -2.0] and scaler._scale.device.type == "cuda"


# -- a training step against PyTorch -------------------------------------------------------
def _mlp_run():
    model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 3))
    with torch.no_grad():
        model[0].weight.copy_((torch.arange(32.0).reshape(8, 4) - 16) / 20)
        model[0].bias.copy_((torch.arange(8.0) - 4) / 10)
        model[2].weight.copy_((torch.arange(24.0).reshape(3, 8) - 12) / 15)
        model[2].bias.copy_(torch.tensor([0.1, -0.2, 0.05]))
    x = (torch.arange(20.0).reshape(5, 4) - 10) / 7
    y = torch.tensor([0, 1, 2, 1, 0])
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    scaler = torch.amp.GradScaler("cpu", init_scale=1024.0, growth_interval=2)
    log = []
    for step in range(3):
        opt.zero_grad()
        with torch.autocast("cpu"):
            out = model(x)
            loss = F.cross_entropy(out, y)
        scaler.scale(loss).backward()
        if step == 2:
            model[0].weight.grad[0, 0] = float("inf")
        scaler.step(opt)
        scaler.update()
        grad_dtype = model[2].weight.grad.dtype
        log.append((out.dtype, loss.dtype, grad_dtype, loss.item(), scaler.get_scale()))
    return log, model


def test_mlp_training_steps_match_pytorch() -> None:
    log, model = _mlp_run()
    bf, f32 = torch.bfloat16, torch.float32
    # PyTorch 2.13, the same program: outputs bfloat16, loss and gradients float32; the
    # scale doubles after two clean steps and halves on the third (skipped) one.
    want_losses = [4.196183204650879, 3.4036617279052734, 2.7827727794647217]
    assert [entry[:3] for entry in log] == [(bf, f32, f32)] * 3
    np.testing.assert_allclose([e[3] for e in log], want_losses, rtol=1e-6)
    assert [e[4] for e in log] == [1024.0, 2048.0, 1024.0]
    # parameters after the two taken steps (the third was skipped), as PyTorch gives them
    w2 = [
        [-0.6796875, -0.6473958492279053, -0.6148112416267395, -0.582275390625],
        [-0.5221760869026184, -0.4182291626930237, -0.31464844942092896, -0.210286483168602],
        [-0.22047528624534607, -0.1669921875, -0.1136067807674408, -0.0601603239774704],
        [0.0047851563431322575, 0.0873209685087204, 0.16985677182674408, 0.25244140625],
        [0.09986980259418488, 0.2141927182674408, 0.32832032442092896, 0.4423990845680237],
        [0.5173909664154053, 0.531054675579071, 0.5447916984558105, 0.5579427480697632],
    ]
    b1 = [
        -0.4541992247104645,
        -0.35546875,
        -0.2568359375,
        -0.15800781548023224,
        -0.04941406100988388,
        0.06171875074505806,
        0.1625976711511612,
        0.26347658038139343,
    ]
    np.testing.assert_allclose(
        model[2].weight.detach().numpy().reshape(6, 4), w2, rtol=1e-6, atol=1e-7
    )
    np.testing.assert_allclose(model[0].bias.detach().numpy(), b1, rtol=1e-6, atol=1e-7)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # nothing warns along the way
        _mlp_run()
