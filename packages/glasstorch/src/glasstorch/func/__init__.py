"""torch.func: composable function transforms.

``vmap`` (batching through BatchedTensors and per-operator batching rules), ``grad``,
``grad_and_value``, ``vjp``, ``jvp``, ``linearize``, ``jacrev``, ``jacfwd``, ``hessian``,
and the helpers for functional modules (``functional_call``, ``stack_module_state``,
``replace_all_batch_norm_modules_``). The implementations live in ``glasstorch._functorch``.
"""

from glasstorch._functorch import (
    debug_unwrap,
    functional_call,
    grad,
    grad_and_value,
    hessian,
    jacfwd,
    jacrev,
    jvp,
    linearize,
    replace_all_batch_norm_modules_,
    stack_module_state,
    vjp,
    vmap,
)

__all__ = [
    "debug_unwrap",
    "functional_call",
    "grad",
    "grad_and_value",
    "hessian",
    "jacfwd",
    "jacrev",
    "jvp",
    "linearize",
    "replace_all_batch_norm_modules_",
    "stack_module_state",
    "vjp",
    "vmap",
]
