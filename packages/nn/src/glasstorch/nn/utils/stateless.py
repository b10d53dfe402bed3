"""Calling a module with other tensors in place of its own (``torch/nn/utils/stateless.py``).

``functional_call(module, {"weight": w}, x)`` swaps the given tensors into the module by
dotted name for the duration of one call and swaps the originals back afterwards, so the
module is left as it was and gradients flow to the tensors passed in. Weights that the
module ties (one tensor under several names) are replaced together unless
``tie_weights=False``.
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterator
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten.core.tensor_base import TensorBase

from ..modules.module import Module

__all__ = ["functional_call"]

_MISSING: Any = object()


def _swap_tensor(module: Module, name: str, tensor: Any) -> Any:
    """Put ``tensor`` at attribute ``name`` of ``module`` (as a parameter or buffer when
    the name is one); returns what was there, or ``_MISSING``. ``_MISSING`` removes it."""
    if tensor is not _MISSING and tensor is not None and not isinstance(tensor, TensorBase):
        raise TypeError(f"{tensor} is not an instance of torch.Tensor")
    for table in (module._parameters, module._buffers):
        if name in table:
            orig = table[name]
            if tensor is _MISSING:
                del table[name]
            else:
                table[name] = tensor
            return orig
    orig = getattr(module, name) if hasattr(module, name) else _MISSING
    if orig is not _MISSING and orig is not None and not isinstance(orig, TensorBase):
        raise TypeError(f"attribute `{name}`: {orig} is not an instance of torch.Tensor")
    if tensor is not _MISSING:
        setattr(module, name, tensor)
    elif hasattr(module, name):
        delattr(module, name)
    return orig


def _owner(module: Module, path: str) -> tuple[Module, str]:
    """The submodule holding dotted ``path``, and the last name."""
    prefix, _, attr = path.rpartition(".")
    owner = module
    for item in filter(None, prefix.split(".")):
        try:
            owner = getattr(owner, item)
        except AttributeError as ex:
            raise AttributeError(f"{owner._get_name()} has no attribute `{item}`") from ex
        if not isinstance(owner, Module):
            raise TypeError(f"submodule `{prefix}`: {owner} is not an instance of torch.nn.Module")
    return owner, attr


def _swap_all(module: Module, tensors: dict[str, Any]) -> dict[str, Any]:
    """Swap every entry of ``tensors`` in; returns the originals (undoing all on error)."""
    originals: dict[str, Any] = {}
    try:
        for name, tensor in tensors.items():
            owner, attr = _owner(module, name)
            originals[name] = _swap_tensor(owner, attr, tensor)
    except Exception:
        _swap_all(module, originals)
        raise
    return originals


def _untie(module: Module, given: dict[str, Tensor]) -> dict[str, Tensor]:
    """``given`` extended to every name of each tied tensor it names."""
    named: dict[str, Tensor] = {}
    named.update(module.named_parameters(remove_duplicate=False))
    named.update(module.named_buffers(remove_duplicate=False))
    names_of: dict[int, set[str]] = {}
    for name, tensor in named.items():
        names_of.setdefault(id(tensor), set()).add(name)
    tied = {name: names for names in names_of.values() if len(names) > 1 for name in names}
    given_tied = [name for name in given if name in tied]
    for name in given_tied:
        names = tied[name]
        if len(names.intersection(given_tied)) > 1 and (
            len({id(given[n]) for n in names if n in given}) != 1
        ):
            raise ValueError(
                f"functional_call got multiple values for keys {sorted(names)}, which are "
                "tied. Consider using tie_weights=False"
            )
    untied = dict(given)
    for name in given_tied:
        for other in tied[name]:
            untied[other] = given[name]
    return untied


def _check_keys(module: Module, keys: Any) -> None:
    """``strict``: the keys must be exactly the module's parameter and buffer names."""
    valid = {n for n, _ in module.named_parameters(remove_duplicate=False)}
    valid |= {n for n, _ in module.named_buffers(remove_duplicate=False)}
    missing, unexpected = sorted(valid - set(keys)), sorted(set(keys) - valid)
    msgs = []
    if unexpected:
        msgs.append(f"Unexpected key(s): {', '.join(map(repr, unexpected))}.")
    if missing:
        msgs.append(f"Missing key(s): {', '.join(map(repr, missing))}.")
    if msgs:
        raise RuntimeError(
            "Error(s) in reparametrizing for {}:\n\t{}".format(
                module._get_name(), "\n\t".join(msgs)
            )
        )


@contextlib.contextmanager
def _reparametrize_module(
    module: Module,
    parameters_and_buffers: dict[str, Tensor],
    tie_weights: bool = False,
    strict: bool = False,
) -> Iterator[None]:
    """Inside the context, ``module`` uses the given tensors; afterwards its own again.
    Tensors the module replaced during the call are written back into the given dict."""
    tensors = _untie(module, parameters_and_buffers) if tie_weights else parameters_and_buffers
    if strict:
        _check_keys(module, tensors)
    originals: dict[str, Any] = {}
    try:
        originals = _swap_all(module, tensors)
        yield
    finally:
        current = _swap_all(module, originals)
        parameters_and_buffers.update(
            {k: current[k] for k in parameters_and_buffers if k in current}
        )


def _functional_call(
    module: Module,
    parameters_and_buffers: dict[str, Tensor],
    args: Any = None,
    kwargs: dict[str, Any] | None = None,
    *,
    tie_weights: bool = True,
    strict: bool = False,
) -> Any:
    if kwargs is None:
        kwargs = {}
    if args is None:
        args = ()
    elif not isinstance(args, tuple):
        args = (args,)
    with _reparametrize_module(module, parameters_and_buffers, tie_weights, strict):
        return module(*args, **kwargs)


def functional_call(
    module: Module,
    parameters_and_buffers: dict[str, Tensor],
    args: Any = None,
    kwargs: dict[str, Any] | None = None,
    *,
    tie_weights: bool = True,
    strict: bool = False,
) -> Any:
    """``module(*args, **kwargs)`` with the named parameters and buffers replaced by the
    given tensors for this call only (names the dict lacks keep the module's own, unless
    ``strict``)."""
    warnings.warn(
        "`torch.nn.utils.stateless.functional_call` is deprecated as of PyTorch 2.0 and will "
        "be removed in a future version of PyTorch. Please use `torch.func.functional_call` "
        "instead which is a drop-in replacement.",
        FutureWarning,
        stacklevel=2,
    )
    return _functional_call(
        module, parameters_and_buffers, args, kwargs, tie_weights=tie_weights, strict=strict
    )
