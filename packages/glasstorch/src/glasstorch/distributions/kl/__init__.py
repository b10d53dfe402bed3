"""KL divergences between distributions (``torch.distributions.kl``).

``kl_divergence(p, q)`` looks up the function registered with ``register_kl`` for the
most specific pair of classes above ``(type(p), type(q))``; the closed forms for
PyTorch's pairs live in this package's modules and register themselves on import.
"""

from __future__ import annotations

import functools
import warnings
from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor

from ..distribution import Distribution

__all__ = ["kl_divergence", "register_kl"]

_KL_REGISTRY: dict[tuple[type, type], Callable[..., Any]] = {}
_KL_MEMOIZE: dict[tuple[type, type], Any] = {}


def register_kl(type_p: type, type_q: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Decorator registering a pairwise KL function ``fun(p, q)``::

        @register_kl(Normal, Normal)
        def kl_normal_normal(p, q): ...

    Lookup picks the most specific registered pair; when the most specific pair by
    ``p`` and by ``q`` differ, a RuntimeWarning asks to register the pair that settles it.
    """
    if not isinstance(type_p, type) and issubclass(type_p, Distribution):
        raise TypeError(f"Expected type_p to be a Distribution subclass but got {type_p}")
    if not isinstance(type_q, type) and issubclass(type_q, Distribution):
        raise TypeError(f"Expected type_q to be a Distribution subclass but got {type_q}")

    def decorator(fun: Callable[..., Any]) -> Callable[..., Any]:
        _KL_REGISTRY[type_p, type_q] = fun
        _KL_MEMOIZE.clear()  # a new registration can change earlier lookups
        return fun

    return decorator


@functools.total_ordering
class _Match:
    """A registered pair, ordered lexicographically by subclass relation."""

    __slots__ = ["types"]

    def __init__(self, *types: type) -> None:
        self.types = types

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Match) and self.types == other.types

    def __le__(self, other: _Match) -> bool:
        for x, y in zip(self.types, other.types, strict=True):
            if not issubclass(x, y):
                return False
            if x is not y:
                break
        return True


def _dispatch_kl(type_p: type, type_q: type) -> Any:
    """The most specific registered function for ``(type_p, type_q)``, or NotImplemented."""
    matches = [
        (super_p, super_q)
        for super_p, super_q in _KL_REGISTRY
        if issubclass(type_p, super_p) and issubclass(type_q, super_q)
    ]
    if not matches:
        return NotImplemented
    left_p, left_q = min(_Match(*m) for m in matches).types
    right_q, right_p = min(_Match(*reversed(m)) for m in matches).types
    left_fun = _KL_REGISTRY[left_p, left_q]
    right_fun = _KL_REGISTRY[right_p, right_q]
    if left_fun is not right_fun:
        warnings.warn(
            f"Ambiguous kl_divergence({type_p.__name__}, {type_q.__name__}). "
            f"Please register_kl({left_p.__name__}, {right_q.__name__})",
            RuntimeWarning,
            stacklevel=2,
        )
    return left_fun


def kl_divergence(p: Distribution, q: Distribution) -> Tensor:
    """KL(p ‖ q) = ∫ p(x) log(p(x) / q(x)) dx, batched over the batch shape.

    Raises NotImplementedError for a pair without a registered formula.
    """
    try:
        fun = _KL_MEMOIZE[type(p), type(q)]
    except KeyError:
        fun = _dispatch_kl(type(p), type(q))
        _KL_MEMOIZE[type(p), type(q)] = fun
    if fun is NotImplemented:
        raise NotImplementedError(
            f"No KL(p || q) is implemented for p type {p.__class__.__name__} and q type "
            f"{q.__class__.__name__}"
        )
    return fun(p, q)


from . import cross_family, gaussian, same_family  # noqa: E402, F401 - they register pairs


def _add_kl_info() -> None:
    """List the registered pairs in ``kl_divergence``'s docstring."""
    rows = ["KL divergence is currently implemented for the following distribution pairs:"]
    for p, q in sorted(_KL_REGISTRY, key=lambda pq: (pq[0].__name__, pq[1].__name__)):
        rows.append(f"* :class:`~torch.distributions.{p.__name__}` and "
                    f":class:`~torch.distributions.{q.__name__}`")  # fmt: skip
    if kl_divergence.__doc__:
        kl_divergence.__doc__ += "\n\t".join(rows)


_add_kl_info()
