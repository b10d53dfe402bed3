"""Adadelta, Adamax, NAdam, RAdam, ASGD, Rprop and Adafactor against their documented update
rules written out in numpy, with weight decay and maximize variants.

NAdam's ``mu_product`` and ASGD's ``eta`` and ``mu`` are float32 0-dim tensors in PyTorch
(the dtype of ``step``); the references round them to float32 in the same places.
"""

import numpy as np
import pytest
from glasstorch import optim

VARIANTS = [dict(weight_decay=0.0, maximize=False), dict(weight_decay=0.1, maximize=True)]


def _ids(kw):
    return "-".join(f"{k}={v}" for k, v in kw.items())


def _direction(g, p, weight_decay, maximize):
    """The gradient the rules use: negated under maximize, plus L2 weight decay."""
    g = -g if maximize else g
    return g + weight_decay * p


def adadelta_reference(lr, rho, eps, weight_decay, maximize):
    def update(p, g, s):
        g = _direction(g, p, weight_decay, maximize)
        v = s["v"] = rho * s.get("v", 0.0) + (1 - rho) * g * g
        u = s.get("u", np.zeros_like(p))
        delta = np.sqrt(u + eps) / np.sqrt(v + eps) * g
        s["u"] = rho * u + (1 - rho) * delta * delta
        return p - lr * delta

    return update


@pytest.mark.parametrize("kw", VARIANTS, ids=_ids)
def test_adadelta(check_trajectory, kw):
    hyper = dict(lr=0.5, rho=0.8, eps=1e-4)
    check_trajectory(
        lambda ps: optim.Adadelta(ps, **hyper, **kw), adadelta_reference(**hyper, **kw)
    )


def adamax_reference(lr, betas, eps, weight_decay, maximize):
    beta1, beta2 = betas

    def update(p, g, s):
        t = s["t"] = s.get("t", 0) + 1
        g = _direction(g, p, weight_decay, maximize)
        m = s["m"] = beta1 * s.get("m", 0.0) + (1 - beta1) * g
        u = s["u"] = np.maximum(beta2 * s.get("u", 0.0), np.abs(g) + eps)
        return p - lr / (1 - beta1**t) * m / u

    return update


@pytest.mark.parametrize("kw", VARIANTS, ids=_ids)
def test_adamax(check_trajectory, kw):
    hyper = dict(lr=0.05, betas=(0.8, 0.95), eps=1e-6)
    check_trajectory(lambda ps: optim.Adamax(ps, **hyper, **kw), adamax_reference(**hyper, **kw))


def nadam_reference(lr, betas, eps, momentum_decay, weight_decay, maximize, decoupled):
    beta1, beta2 = betas

    def update(p, g, s):
        t = s["t"] = s.get("t", 0) + 1
        g = -g if maximize else g
        if decoupled:
            p = p * (1 - lr * weight_decay)
        else:
            g = g + weight_decay * p
        mu = beta1 * (1 - 0.5 * 0.96 ** (t * momentum_decay))
        mu_next = beta1 * (1 - 0.5 * 0.96 ** ((t + 1) * momentum_decay))
        prod = s["prod"] = s.get("prod", np.float32(1.0)) * np.float32(mu)
        m = s["m"] = beta1 * s.get("m", 0.0) + (1 - beta1) * g
        v = s["v"] = beta2 * s.get("v", 0.0) + (1 - beta2) * g * g
        denom = np.sqrt(v / (1 - beta2**t)) + eps
        prod = float(prod)
        return (
            p
            - lr * (1 - mu) / (1 - prod) * g / denom
            - lr * mu_next / (1 - prod * mu_next) * m / denom
        )

    return update


@pytest.mark.parametrize("decoupled", [False, True])
@pytest.mark.parametrize("kw", VARIANTS, ids=_ids)
def test_nadam(check_trajectory, kw, decoupled):
    hyper = dict(lr=0.05, betas=(0.8, 0.9), eps=1e-6, momentum_decay=0.01)
    check_trajectory(
        lambda ps: optim.NAdam(ps, **hyper, **kw, decoupled_weight_decay=decoupled),
        nadam_reference(**hyper, **kw, decoupled=decoupled),
    )


def radam_reference(lr, betas, eps, weight_decay, maximize, decoupled):
    beta1, beta2 = betas
    rho_inf = 2 / (1 - beta2) - 1

    def update(p, g, s):
        t = s["t"] = s.get("t", 0) + 1
        g = -g if maximize else g
        if decoupled:
            p = p * (1 - lr * weight_decay)
        else:
            g = g + weight_decay * p
        m = s["m"] = beta1 * s.get("m", 0.0) + (1 - beta1) * g
        v = s["v"] = beta2 * s.get("v", 0.0) + (1 - beta2) * g * g
        m_hat = m / (1 - beta1**t)
        rho_t = rho_inf - 2 * t * beta2**t / (1 - beta2**t)
        if rho_t <= 5:
            return p - lr * m_hat
        rect = np.sqrt(
            (rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t)
        )
        return p - lr * m_hat * np.sqrt(1 - beta2**t) / (np.sqrt(v) + eps) * rect

    return update


@pytest.mark.parametrize("decoupled", [False, True])
@pytest.mark.parametrize("kw", VARIANTS, ids=_ids)
def test_radam_takes_plain_steps_then_rectified_ones(check_trajectory, kw, decoupled):
    # With beta2 = 0.9, rho_t passes 5 at step 6 of 9: both branches run.
    hyper = dict(lr=0.05, betas=(0.8, 0.9), eps=1e-6)
    check_trajectory(
        lambda ps: optim.RAdam(ps, **hyper, **kw, decoupled_weight_decay=decoupled),
        radam_reference(**hyper, **kw, decoupled=decoupled),
        steps=9,
    )


def asgd_reference(lr, lambd, alpha, t0, weight_decay, maximize, averages=None):
    def update(p, g, s):
        t = s["t"] = s.get("t", 0) + 1
        g = _direction(g, p, weight_decay, maximize)
        eta, mu = float(s.get("eta", np.float32(lr))), float(s.get("mu", np.float32(1.0)))
        p = p * (1 - lambd * eta) - eta * g
        ax = s["ax"] = p.copy() if mu == 1 else s["ax"] + mu * (p - s["ax"])
        s["eta"] = np.float32(lr / (1 + lambd * lr * t) ** alpha)
        s["mu"] = np.float32(1 / max(1, t - t0))
        if averages is not None:
            averages.append(ax)
        return p

    return update


@pytest.mark.parametrize("kw", VARIANTS, ids=_ids)
def test_asgd(check_trajectory, kw):
    hyper = dict(lr=0.05, lambd=0.01, alpha=0.5, t0=2)
    check_trajectory(lambda ps: optim.ASGD(ps, **hyper, **kw), asgd_reference(**hyper, **kw))


def test_asgd_averages_the_iterates_after_t0(quadratic):
    hyper = dict(lr=0.05, lambd=0.01, alpha=0.5, t0=2, weight_decay=0.0, maximize=False)
    averages = []
    p = quadratic.make_param()
    opt = optim.ASGD([p], **hyper)
    ref = asgd_reference(**hyper, averages=averages)
    ref_p, ref_state, iterates = quadratic.P0.copy(), {}, []
    for _ in range(6):
        quadratic.set_grad(p)
        opt.step()
        ref_p = ref(ref_p, quadratic.grad(ref_p), ref_state)
        iterates.append(ref_p)
    np.testing.assert_allclose(opt.state[p]["ax"].numpy(), averages[-1], rtol=1e-12)
    # mu = 1 / (t - t0), set at step t for step t + 1, makes ax the mean of the iterates from
    # step t0 + 2 on (up to mu's float32 rounding).
    np.testing.assert_allclose(averages[-1], np.mean(iterates[3:], axis=0), rtol=1e-7)
    assert not np.allclose(averages[-1], iterates[-1])
    assert opt.state[p]["eta"].item() == pytest.approx(0.05 / (1 + 0.01 * 0.05 * 6) ** 0.5)
    assert opt.state[p]["mu"].item() == pytest.approx(1 / 4)


def rprop_reference(lr, etas, step_sizes, maximize):
    (etaminus, etaplus), (smallest, largest) = etas, step_sizes

    def update(p, g, s):
        g = -g if maximize else g
        sign = np.sign(g * s.get("prev", np.zeros_like(p)))
        factor = np.where(sign > 0, etaplus, np.where(sign < 0, etaminus, 1.0))
        size = s["size"] = np.clip(s.get("size", np.full_like(p, lr)) * factor, smallest, largest)
        g = s["prev"] = np.where(sign < 0, 0.0, g)
        return p - np.sign(g) * size

    return update


@pytest.mark.parametrize("maximize", [False, True])
def test_rprop_grows_steps_while_the_sign_holds_and_shrinks_them_when_it_flips(
    check_trajectory, maximize
):
    hyper = dict(lr=0.3, etas=(0.3, 1.5), step_sizes=(0.01, 0.5))
    check_trajectory(
        lambda ps: optim.Rprop(ps, **hyper, maximize=maximize),
        rprop_reference(**hyper, maximize=maximize),
    )


def adafactor_reference(lr, beta2_decay, eps, d, weight_decay, maximize):
    eps1, eps2 = eps

    def rms(x):
        return np.sqrt(np.mean(x * x))

    def update(p, g, s):
        t = s["t"] = s.get("t", 0) + 1
        g = -g if maximize else g
        beta2_t = t**beta2_decay  # the weight of the new value: 1 - beta2 at step t
        alpha = max(eps2, rms(p)) * min(lr, 1 / np.sqrt(t))
        p = p * (1 - lr * weight_decay)
        if g.ndim > 1:
            r = s["r"] = s.get("r", 0.0) * (1 - beta2_t) + beta2_t * np.mean(
                g * g, -1, keepdims=True
            )
            c = s["c"] = s.get("c", 0.0) * (1 - beta2_t) + beta2_t * np.mean(
                g * g, -2, keepdims=True
            )
            v = r @ c / np.maximum(np.mean(r, -2, keepdims=True), eps1)
        else:
            v = s["v"] = s.get("v", 0.0) * (1 - beta2_t) + beta2_t * g * g
        u = g / np.sqrt(np.maximum(v, eps1 * eps1))
        return p - alpha / max(1.0, rms(u) / d) * u

    return update


@pytest.mark.parametrize(
    "p0",
    [
        np.array([[1.0, -2.0, 0.5], [0.3, 0.7, -1.1]]),
        np.array([[[1.0, -2.0, 0.5], [0.3, 0.7, -1.1]], [[-0.4, 0.2, 0.9], [1.3, -0.8, 0.1]]]),
        np.array([0.4, -0.6, 1.2]),
    ],
    ids=["matrix", "stack-of-matrices", "vector"],
)
@pytest.mark.parametrize("kw", VARIANTS, ids=_ids)
def test_adafactor_factors_the_second_moment_of_matrices(check_trajectory, kw, p0):
    hyper = dict(lr=0.05, beta2_decay=-0.5, eps=(1e-3, 1e-3), d=1.5)
    check_trajectory(
        lambda ps: optim.Adafactor(ps, **hyper, **kw),
        adafactor_reference(**hyper, **kw),
        p0=p0,
        rtol=1e-11,
    )


def test_adafactor_default_eps1_is_the_dtypes_machine_epsilon(check_trajectory):
    check_trajectory(
        lambda ps: optim.Adafactor(ps, lr=0.05),
        adafactor_reference(
            lr=0.05,
            beta2_decay=-0.8,
            eps=(np.finfo(np.float64).eps, 1e-3),
            d=1.0,
            weight_decay=0.0,
            maximize=False,
        ),
        rtol=1e-11,
    )
