"""The batch-norm statistics operators (SyncBatchNorm's pieces): ``batch_norm_update_stats``
on the CPU against numpy and PyTorch-observed behaviour, the CUDA-only ones on the CUDA
stand-in against numpy and against autograd through ``F.batch_norm``."""

from __future__ import annotations

import glasstorch as torch
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch.c10.cuda import stand_in


def data(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape)


def test_update_stats_returns_biased_var_and_moves_running_stats_to_unbiased():
    x = data(4, 3, 5)
    running_mean, running_var = (
        torch.zeros(3, dtype=torch.float64),
        torch.ones(3, dtype=torch.float64),
    )
    mean, var = torch.batch_norm_update_stats(torch.from_numpy(x), running_mean, running_var, 0.1)
    np.testing.assert_allclose(mean.numpy(), x.mean((0, 2)), rtol=1e-12)
    np.testing.assert_allclose(var.numpy(), x.var((0, 2)), rtol=1e-12)
    np.testing.assert_allclose(running_mean.numpy(), 0.1 * x.mean((0, 2)), rtol=1e-12)
    np.testing.assert_allclose(running_var.numpy(), 0.9 + 0.1 * x.var((0, 2), ddof=1), rtol=1e-12)
    single_mean, single_var = torch.zeros(3), torch.ones(3)
    torch.batch_norm_update_stats(torch.ones(1, 3), single_mean, single_var, 0.1)
    assert np.isnan(single_var.numpy()).all()  # one element per channel: 0 / 0, as PyTorch


def test_update_stats_errors():
    x = torch.from_numpy(data(4, 3))
    with pytest.raises(
        RuntimeError, match="mixed dtype \\(CPU\\): expect parameter to have scalar type of Float"
    ):
        torch.batch_norm_update_stats(x.float(), torch.zeros(3, dtype=torch.float64), None, 0.1)
    with pytest.raises(RuntimeError, match="input tensor must have at least one element"):
        torch.batch_norm_update_stats(torch.zeros(0, 2), None, None, 0.1)
    with pytest.raises(IndexError):
        torch.batch_norm_update_stats(torch.ones(3), None, None, 0.1)


def test_the_others_are_cuda_only():
    x = torch.from_numpy(data(4, 3))
    with pytest.raises(
        NotImplementedError,
        match="Could not run 'aten::batch_norm_stats' with arguments from the 'CPU' backend",
    ):
        torch.batch_norm_stats(x, 1e-5)
    with pytest.raises(NotImplementedError, match="'aten::batch_norm_elemt'"):
        torch.batch_norm_elemt(x, None, None, x.mean(0), x.std(0), 1e-5)


@pytest.fixture
def cuda():
    with stand_in():
        yield


def test_stats_gather_and_elemt_on_cuda(cuda):
    eps = 1e-5
    x = data(6, 3, 4)
    chunks = [x[:2], x[2:]]  # two processes' batches, 8 and 16 elements per channel
    stats = [torch.batch_norm_stats(torch.from_numpy(c).cuda(), eps) for c in chunks]
    mean, invstd = stats[0]
    np.testing.assert_allclose(mean.cpu().numpy(), chunks[0].mean((0, 2)), rtol=1e-12)
    np.testing.assert_allclose(
        invstd.cpu().numpy(), 1 / np.sqrt(chunks[0].var((0, 2)) + eps), rtol=1e-12
    )
    means = torch.stack([s[0] for s in stats])
    invstds = torch.stack([s[1] for s in stats])
    running_mean = torch.zeros(3, dtype=torch.float64, device="cuda")
    running_var = torch.ones(3, dtype=torch.float64, device="cuda")
    counts = torch.tensor([8.0, 16.0], dtype=torch.float64, device="cuda")
    inp = torch.from_numpy(x).cuda()
    union_mean, union_invstd = torch.batch_norm_gather_stats_with_counts(
        inp, means, invstds, running_mean, running_var, 0.1, eps, counts
    )
    np.testing.assert_allclose(union_mean.cpu().numpy(), x.mean((0, 2)), rtol=1e-12)
    np.testing.assert_allclose(
        union_invstd.cpu().numpy(), 1 / np.sqrt(x.var((0, 2)) + eps), rtol=1e-10
    )
    np.testing.assert_allclose(
        running_var.cpu().numpy(), 0.9 + 0.1 * x.var((0, 2), ddof=1), rtol=1e-10
    )
    equal = torch.batch_norm_gather_stats(
        inp, means[:1].repeat(2, 1), invstds[:1].repeat(2, 1), None, None, 0.1, eps, 8
    )
    np.testing.assert_allclose(equal[0].cpu().numpy(), chunks[0].mean((0, 2)), rtol=1e-12)
    weight, bias = (
        torch.from_numpy(data(3, seed=1)).cuda(),
        torch.from_numpy(data(3, seed=2)).cuda(),
    )
    out = torch.batch_norm_elemt(inp, weight, bias, union_mean, union_invstd, eps)
    expected = F.batch_norm(
        torch.from_numpy(x), None, None, weight.cpu(), bias.cpu(), True, 0.0, eps
    )
    np.testing.assert_allclose(out.cpu().numpy(), expected.numpy(), rtol=1e-10)


def test_backward_reduce_and_elemt_match_autograd(cuda):
    eps = 1e-5
    x_np, dy_np, w_np = data(5, 3, 4), data(5, 3, 4, seed=3), data(3, seed=4)
    x = torch.from_numpy(x_np).requires_grad_()
    w = torch.from_numpy(w_np).requires_grad_()
    b = torch.zeros(3, dtype=torch.float64, requires_grad=True)
    F.batch_norm(x, None, None, w, b, True, 0.0, eps).backward(torch.from_numpy(dy_np))
    dy, inp, weight = (torch.from_numpy(a).cuda() for a in (dy_np, x_np, w_np))
    mean, invstd = torch.batch_norm_stats(inp, eps)
    sum_dy, sum_dy_xmu, grad_w, grad_b = torch.batch_norm_backward_reduce(
        dy, inp, mean, invstd, weight, True, True, True
    )
    np.testing.assert_allclose(grad_w.cpu().numpy(), w.grad.numpy(), rtol=1e-10)
    np.testing.assert_allclose(grad_b.cpu().numpy(), b.grad.numpy(), rtol=1e-10)
    count = torch.tensor([20], dtype=torch.int32, device="cuda")
    grad_input = torch.batch_norm_backward_elemt(
        dy, inp, mean, invstd, weight, sum_dy, sum_dy_xmu, count
    )
    np.testing.assert_allclose(grad_input.cpu().numpy(), x.grad.numpy(), rtol=1e-9, atol=1e-12)
    flags = torch.batch_norm_backward_reduce(dy, inp, mean, invstd, weight, False, False, True)
    assert flags[0] is None and flags[1] is None and flags[2] is None and flags[3] is not None
