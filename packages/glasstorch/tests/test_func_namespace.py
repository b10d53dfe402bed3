"""``torch.func`` and ``torch.vmap``: the names of PyTorch 2.13's torch.func, and an
unmodified torch.func program (per-sample gradients) running under the ``torch`` alias."""

import subprocess
import sys
import textwrap

import glasstorch as torch
import pytest

#: PyTorch 2.13's torch.func, less functionalize (no functionalization yet) and rearrange
#: (first-class dimensions).
NAMES = [
    "debug_unwrap", "functional_call", "grad", "grad_and_value", "hessian", "jacfwd",
    "jacrev", "jvp", "linearize", "replace_all_batch_norm_modules_", "stack_module_state",
    "vjp", "vmap",
]  # fmt: skip


def test_torch_func_has_pytorchs_names():
    assert sorted(torch.func.__all__) == NAMES
    assert [name for name in NAMES if not hasattr(torch.func, name)] == []
    assert torch.vmap is torch.func.vmap


@pytest.mark.slow
def test_a_torch_func_program_runs_under_the_alias():
    program = textwrap.dedent(
        """
        import glasstorch.compat
        glasstorch.compat.install()
        import torch
        from torch.func import functional_call, grad, vmap

        torch.manual_seed(0)
        model = torch.nn.Linear(3, 1)
        params = {k: v.detach() for k, v in model.named_parameters()}
        x, y = torch.randn(5, 3), torch.randn(5)

        def loss(p, xi, yi):
            return (functional_call(model, p, (xi,)).squeeze() - yi) ** 2

        grads = vmap(grad(loss), in_dims=(None, 0, 0))(params, x, y)
        err = (grads["bias"].squeeze(1) - 2 * (model(x).squeeze(1) - y)).abs().max()
        print(type(torch.vmap).__name__, tuple(grads["weight"].shape), float(err) < 1e-6)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split() == ["function", "(5,", "1,", "3)", "True"]
