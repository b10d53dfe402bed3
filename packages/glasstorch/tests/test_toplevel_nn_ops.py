"""The nn operators of the top-level namespace (``torch.kl_div``, ``torch.grid_sampler``,
``torch.lstm`` ...): PyTorch's native signatures, the values of nn.functional and the nn
modules with the same weights, and PyTorch's errors."""

from __future__ import annotations

import warnings

import glasstorch as torch
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch.autograd import gradcheck
from glasstorch.nn.utils.rnn import pack_padded_sequence

REDUCTIONS = {0: "none", 1: "mean", 2: "sum", 3: "none"}  # aten: other values reduce nothing


def randn(*shape: int, seed: int = 0) -> torch.Tensor:
    rng = np.random.default_rng(seed + sum(shape))
    return torch.from_numpy(rng.standard_normal(shape))


def close(a: torch.Tensor, b: torch.Tensor) -> None:
    assert a.shape == b.shape and a.dtype == b.dtype
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-10, atol=1e-12)


def test_functions_pytorch_shares_with_nn_functional_are_the_same_objects():
    for name in (
        "channel_shuffle",
        "conv_tbc",
        "cosine_similarity",
        "native_channel_shuffle",
        "pairwise_distance",
        "pdist",
        "pixel_shuffle",
        "pixel_unshuffle",
    ):
        assert getattr(torch, name) is getattr(F, name)


@pytest.mark.parametrize("reduction", [0, 1, 2, 3])
def test_losses_take_the_integer_reduction(reduction):
    a, b, n = randn(4, 5), randn(4, 5, seed=1), randn(4, 5, seed=2)
    target = torch.tensor([1.0, -1.0, 1.0, -1.0], dtype=torch.float64)
    name = REDUCTIONS[reduction]
    close(
        torch.cosine_embedding_loss(a, b, target, 0.1, reduction),
        F.cosine_embedding_loss(a, b, target, 0.1, reduction=name),
    )
    close(
        torch.hinge_embedding_loss(a, b.sign(), 0.5, reduction),
        F.hinge_embedding_loss(a, b.sign(), 0.5, reduction=name),
    )
    close(
        torch.margin_ranking_loss(a[0], b[0], n[0].sign(), 0.2, reduction),
        F.margin_ranking_loss(a[0], b[0], n[0].sign(), 0.2, reduction=name),
    )
    close(
        torch.poisson_nll_loss(a.abs(), b.abs(), False, True, 1e-6, reduction),
        F.poisson_nll_loss(a.abs(), b.abs(), False, True, eps=1e-6, reduction=name),
    )
    close(
        torch.triplet_margin_loss(a, b, n, 1.0, 2.0, 1e-6, True, reduction),
        F.triplet_margin_loss(a, b, n, 1.0, 2.0, 1e-6, True, reduction=name),
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # F's 'mean' warns about 'batchmean'
        close(torch.kl_div(a, b.abs(), reduction), F.kl_div(a, b.abs(), reduction=name))
        close(
            torch.kl_div(a, b, reduction, log_target=True),
            F.kl_div(a, b, reduction=name, log_target=True),
        )


def test_kl_div_mean_averages_every_element_without_a_warning():
    a, b = randn(3, 4), randn(3, 4, seed=1).abs()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        loss = torch.kl_div(a, b)
    expected = (b.numpy() * (np.log(b.numpy()) - a.numpy())).mean()
    np.testing.assert_allclose(loss.item(), expected, rtol=1e-12)


def test_loss_defaults_and_argument_types():
    a, b = randn(4, 5), randn(4, 5, seed=1)
    close(torch.triplet_margin_loss(a, b, a * 2), F.triplet_margin_loss(a, b, a * 2))
    with pytest.raises(TypeError, match="kl_div"):
        torch.kl_div(a, b, "mean")
    with pytest.raises(TypeError, match="kl_div"):
        torch.kl_div(a, b, True)  # an int, not a bool, as in PyTorch
    with pytest.raises(TypeError, match="poisson_nll_loss"):
        torch.poisson_nll_loss(a, b, True, False, 1e-8)  # every argument is required


@pytest.mark.parametrize("reduction", [0, 1, 2])
def test_ctc_loss_takes_lengths_as_lists_or_tensors(reduction):
    log_probs = randn(6, 2, 5).log_softmax(2)
    targets = torch.tensor([[1, 2, 2], [3, 1, 0]])
    expected = F.ctc_loss(log_probs, targets, [6, 5], [3, 2], 0, REDUCTIONS[reduction])
    close(torch.ctc_loss(log_probs, targets, [6, 5], [3, 2], 0, reduction), expected)
    lengths = torch.tensor([6, 5]), torch.tensor([3, 2])
    close(torch.ctc_loss(log_probs, targets, *lengths, reduction=reduction), expected)


def test_pooling_and_rms_norm():
    x = randn(2, 3, 9)
    values, indices = torch.adaptive_max_pool1d(x, 4)
    expected = F.adaptive_max_pool1d(x, 4, return_indices=True)
    close(values, expected[0])
    assert indices.tolist() == expected[1].tolist() and indices.dtype is torch.int64
    v = randn(1, 2, 5, 6, 7)
    close(torch.max_pool3d(v, 2), F.max_pool3d(v, 2))  # stride=[]: the kernel size
    close(
        torch.max_pool3d(v, (2, 3, 2), (1, 2, 1), 1, 1, True),
        F.max_pool3d(v, (2, 3, 2), (1, 2, 1), 1, 1, True),
    )
    w = randn(3, 9, seed=1)
    close(torch.rms_norm(x, (3, 9), w, 1e-3), F.rms_norm(x, (3, 9), w, 1e-3))
    rms = np.sqrt((x.numpy() ** 2).mean(-1, keepdims=True) + np.finfo(np.float64).eps)
    np.testing.assert_allclose(torch.rms_norm(x, [9]).numpy(), x.numpy() / rms, rtol=1e-12)


@pytest.mark.parametrize("interpolation", [0, 1, 2])
@pytest.mark.parametrize("padding", [0, 1, 2])
def test_grid_sampler_modes_are_aten_enums(interpolation, padding):
    x = randn(2, 3, 5, 6)
    grid = torch.from_numpy(np.random.default_rng(3).uniform(-1.3, 1.3, (2, 4, 3, 2)))
    modes = ["bilinear", "nearest", "bicubic"][interpolation], ["zeros", "border", "reflection"]
    for align in (False, True):
        expected = F.grid_sample(x, grid, modes[0], modes[1][padding], align)
        close(torch.grid_sampler(x, grid, interpolation, padding, align), expected)
        close(torch.grid_sampler_2d(x, grid, interpolation, padding, align), expected)
    if interpolation < 2:
        v = randn(2, 3, 4, 5, 6)
        grid3 = torch.from_numpy(np.random.default_rng(4).uniform(-1.3, 1.3, (2, 3, 2, 4, 3)))
        expected = F.grid_sample(v, grid3, modes[0], modes[1][padding], False)
        close(torch.grid_sampler_3d(v, grid3, interpolation, padding, False), expected)
        close(torch.grid_sampler(v, grid3, interpolation, padding, False), expected)


def test_grid_sampler_errors():
    x, grid = randn(1, 2, 4, 4), randn(1, 3, 3, 2).tanh()
    v, grid3 = randn(1, 2, 4, 4, 4), randn(1, 3, 3, 3, 3).tanh()
    with pytest.raises(RuntimeError, match=r"^grid_sampler\(\): expected 4D input and grid"):
        torch.grid_sampler_2d(v, grid3, 0, 0, False)
    with pytest.raises(RuntimeError, match=r"^grid_sampler\(\): expected 5D input and grid"):
        torch.grid_sampler_3d(x, grid, 0, 0, False)
    with pytest.raises(RuntimeError, match="bicubic interpolation only supports 4D input"):
        torch.grid_sampler_3d(v, grid3, 2, 0, False)
    with pytest.raises(RuntimeError, match="expected grid and input to have same batch size"):
        torch.grid_sampler(x, torch.cat([grid, grid]), 0, 0, False)
    with pytest.raises(RuntimeError, match="interpolation_mode"):
        torch.grid_sampler(x, grid, 3, 0, False)  # PyTorch reads an undefined enum value
    with pytest.raises(RuntimeError, match="padding_mode"):
        torch.grid_sampler(x, grid, 0, -1, False)
    with pytest.raises(TypeError, match="grid_sampler"):
        torch.grid_sampler(x, grid, 0, 0, None)  # align_corners is required


def test_affine_grid_generator():
    theta = randn(2, 2, 3)
    close(
        torch.affine_grid_generator(theta, [2, 3, 4, 5], False),
        F.affine_grid(theta, [2, 3, 4, 5], False),
    )
    theta3 = randn(2, 3, 4)
    close(
        torch.affine_grid_generator(theta3, [2, 3, 4, 5, 2], True),
        F.affine_grid(theta3, [2, 3, 4, 5, 2], True),
    )
    # integer maps are accepted, the base grid truncated to integers (PyTorch-observed values)
    ints = torch.tensor([[[1, 0, 2], [0, 1, -1]]])
    grid = torch.affine_grid_generator(ints, [1, 1, 2, 3], True)
    assert grid.dtype is torch.int64
    assert grid.flatten().tolist() == [1, -2, 2, -2, 3, -2, 1, 0, 2, 0, 3, 0]
    assert torch.affine_grid_generator(ints, [1, 1, 2, 3], False).flatten().tolist() == [2, -1] * 6
    with pytest.raises(RuntimeError, match="AffineGridGenerator needs 4d"):
        torch.affine_grid_generator(theta, [2, 3, 4], False)
    with pytest.raises(RuntimeError, match=r"batch2 tensor to be: \[1, 3\] but got: \[2, 3\]"):
        torch.affine_grid_generator(theta, [1, 3, 4, 5], False)


def _cell_weights(gates: int, bias: bool = True) -> list[torch.Tensor]:
    weights = [randn(gates * 5, 4, seed=gates), randn(gates * 5, 5, seed=gates + 1)]
    if bias:
        weights += [randn(gates * 5, seed=gates + 2), randn(gates * 5, seed=gates + 3)]
    return weights


@pytest.mark.parametrize(
    ("name", "module", "gates"),
    [
        ("rnn_tanh_cell", lambda: torch.nn.RNNCell(4, 5), 1),
        ("rnn_relu_cell", lambda: torch.nn.RNNCell(4, 5, nonlinearity="relu"), 1),
        ("gru_cell", lambda: torch.nn.GRUCell(4, 5), 3),
        ("lstm_cell", lambda: torch.nn.LSTMCell(4, 5), 4),
    ],
)
def test_cells_match_the_cell_modules(name, module, gates):
    cell = module().double()
    weights = _cell_weights(gates)
    with torch.no_grad():
        for param, value in zip(cell.parameters(), weights, strict=True):
            param.copy_(value)
    x, h, c = randn(3, 4), randn(3, 5, seed=1), randn(3, 5, seed=2)
    fn = getattr(torch, name)
    if gates == 4:
        for got, want in zip(fn(x, [h, c], *weights), cell(x, (h, c)), strict=True):
            close(got, want)
        with pytest.raises(RuntimeError, match="lstm_cell expects two hidden states"):
            fn(x, [h], *weights)
        return
    close(fn(x, h, *weights), cell(x, h))
    no_bias = fn(x, h, *weights[:2])
    close(no_bias, fn(x, h, *weights[:2], torch.zeros(gates * 5, dtype=torch.float64)))


def test_cell_errors_are_atens():
    x, h = randn(3, 4), randn(3, 5)
    w_ih, w_hh = _cell_weights(3, bias=False)
    cases = [
        ((x, h[:2], w_ih, w_hh), "Input batch size 3 doesn't match hidden0 batch size 2"),
        ((x, h, w_ih[:, :3], w_hh), "input has inconsistent input_size: got 4 expected 3"),
        ((x, h[:, :4], w_ih, w_hh), "hidden0 has inconsistent hidden_size: got 4, expected 5"),
        ((x, h, w_ih[:12], w_hh), r"weight_ih first dim must be 3 \* hidden_size = 15, but got 12"),
        ((x, h, w_ih, w_hh[:14]), r"weight_hh first dim must be 3 \* hidden_size = 15, but got 14"),
    ]
    for args, message in cases:
        with pytest.raises(RuntimeError, match=message):
            torch.gru_cell(*args)


LAYERS = {
    "lstm": lambda **kw: torch.nn.LSTM(4, 5, **kw),
    "gru": lambda **kw: torch.nn.GRU(4, 5, **kw),
    "rnn_tanh": lambda **kw: torch.nn.RNN(4, 5, **kw),
    "rnn_relu": lambda **kw: torch.nn.RNN(4, 5, nonlinearity="relu", **kw),
}


def _layer(kind: str, seed: int = 0, **kw) -> torch.nn.Module:
    module = LAYERS[kind](**kw).double()
    with torch.no_grad():
        for i, param in enumerate(module.parameters()):
            param.copy_(randn(*param.shape, seed=seed + i))
    return module


CONFIGS = [
    {"num_layers": 1},
    {"num_layers": 2, "bidirectional": True},
    {"num_layers": 2, "bias": False},
    {"num_layers": 2, "bidirectional": True, "proj_size": 3},  # projections are LSTM's
]


@pytest.mark.parametrize(
    ("kind", "config"),
    [(k, c) for k in sorted(LAYERS) for c in CONFIGS if k == "lstm" or "proj_size" not in c],
)
def test_layers_match_the_modules_with_their_flat_weights(kind, config):
    module = _layer(kind, **config)
    directions = 2 if config.get("bidirectional") else 1
    states = config["num_layers"] * directions
    h0 = randn(states, 3, config.get("proj_size", 5), seed=7)
    hx = (h0, randn(states, 3, 5, seed=8)) if kind == "lstm" else h0
    args = (module._flat_weights, config.get("bias", True), config["num_layers"], 0.0, False)
    fn = getattr(torch, kind)
    seq = randn(6, 3, 4)

    def flat(result):
        output, state = result
        return [output, *(state if isinstance(state, tuple) else (state,))]

    expected = flat(module(seq, hx))
    for got, want in zip(
        fn(seq, list(hx) if kind == "lstm" else hx, *args, directions == 2, False),
        expected,
        strict=True,
    ):
        close(got, want)
    batch_first = fn(
        seq.transpose(0, 1), list(hx) if kind == "lstm" else hx, *args, directions == 2, True
    )
    close(batch_first[0], expected[0].transpose(0, 1))
    # the packed overload: data and batch sizes, as the module runs a PackedSequence
    packed = pack_padded_sequence(seq, [6, 4, 2], enforce_sorted=True)
    want = flat(module(packed, hx))
    got = fn(
        packed.data, packed.batch_sizes, list(hx) if kind == "lstm" else hx, *args, directions == 2
    )
    close(got[0], want[0].data)
    for g, w in zip(got[1:], want[1:], strict=True):
        close(g, w)


def test_layer_errors_and_dropout():
    module = _layer("lstm", num_layers=2)
    seq, h = randn(6, 3, 4), torch.zeros(2, 3, 5, dtype=torch.float64)
    weights = module._flat_weights
    with pytest.raises(RuntimeError, match="got an incorrect number of RNN parameters"):
        torch.lstm(seq, [h, h], weights[:-1], True, 2, 0.0, False, False, False)
    with pytest.raises(RuntimeError, match="lstm expects two hidden states"):
        torch.lstm(seq, [h], weights, True, 2, 0.0, False, False, False)
    with pytest.raises(
        RuntimeError, match=r"Expected hidden\[0\] size \(2, 3, 5\), got \[2, 2, 5\]"
    ):
        torch.lstm(seq, [h[:, :2], h], weights, True, 2, 0.0, False, False, False)
    with pytest.raises(RuntimeError, match="input.size\\(-1\\) must be equal to input_size"):
        torch.lstm(seq[..., :3], [h, h], weights, True, 2, 0.0, False, False, False)
    plain = torch.lstm(seq, [h, h], weights, True, 2, 0.5, False, False, False)
    close(plain[0], torch.lstm(seq, [h, h], weights, True, 2, 0.0, True, False, False)[0])
    torch.manual_seed(0)
    dropped = torch.lstm(seq, [h, h], weights, True, 2, 0.5, True, False, False)
    assert not np.allclose(dropped[0].detach().numpy(), plain[0].detach().numpy())  # between layers


def test_layer_and_cell_gradients():
    seq, h = randn(3, 2, 4).requires_grad_(), randn(1, 2, 5, seed=1)
    weights = [w.detach().requires_grad_() for w in _cell_weights(3)]
    assert gradcheck(
        lambda s, *w: torch.gru(s, h, list(w), True, 1, 0.0, False, False, False)[0],
        (seq, *weights),
    )
    x = randn(2, 4).requires_grad_()
    lstm_weights = [w.detach().requires_grad_() for w in _cell_weights(4)]
    assert gradcheck(lambda x, *w: torch.lstm_cell(x, [h[0], h[0]], *w)[1], (x, *lstm_weights))
