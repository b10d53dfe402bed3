"""Tensor.register_post_accumulate_grad_hook, which DDP's gradient buckets hang on."""

from __future__ import annotations

import glasstorch as torch
import pytest


def test_hook_sees_the_accumulated_gradient_once_per_backward():
    w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
    seen = []
    handle = w.register_post_accumulate_grad_hook(lambda p: seen.append(p.grad.tolist()))
    (w * w).sum().backward()  # w used twice: one accumulation, one call
    (w * 3).sum().backward()
    assert seen == [[2.0, 4.0, 6.0], [5.0, 7.0, 9.0]]
    handle.remove()
    w.sum().backward()
    assert len(seen) == 2


def test_hook_may_update_the_parameter_in_place():
    w = torch.ones(2, requires_grad=True)
    w.register_post_accumulate_grad_hook(lambda p: p.data.sub_(0.5 * p.grad))
    (w * torch.tensor([2.0, 4.0])).sum().backward()
    assert w.tolist() == [0.0, -1.0]


def test_hook_errors_match_pytorch():
    with pytest.raises(RuntimeError, match="doesn't require gradient"):
        torch.ones(2).register_post_accumulate_grad_hook(lambda p: None)
    x = torch.ones(2, requires_grad=True) * 2
    with pytest.raises(RuntimeError, match="cannot be registered on non-leaf tensors"):
        x.register_post_accumulate_grad_hook(lambda p: None)
