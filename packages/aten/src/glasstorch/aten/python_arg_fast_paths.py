"""Precomputed overload choices for the commonest call shapes, so they skip binding.

``x + y``, ``torch.mm(a, b)`` pass only tensors; ``x.view(4, 4)``, ``x.transpose(0, 1)``,
``x.sum(0)`` pass a tensor and plain ints; ``x.view((4, 4))``, ``x.reshape(y.shape)``,
``x.permute([1, 0])`` pass a tensor and one sequence of plain ints. For each count of
positional arguments of such a shape, :class:`~.python_arg_parser.PythonArgParser` keeps
the signature full resolution would bind them to — where that choice cannot depend on the
values — and what completes the call, so the call goes straight to the overload. A shape
whose choice depends on the values (a Tensor where a ``Scalar`` is allowed must be 0-dim)
gets no entry and is bound the general way. Only the strict pass is modelled: a shape that
only the lenient pass (numbers standing in for Tensors) would accept has no entry either.
"""

from __future__ import annotations

from typing import Any

from .python_arg_parser import _REQUIRED, PythonSignature

__all__ = ["IntCall", "int_fast_paths", "int_list_fast_path", "tensors_only_fast_paths"]

#: Parameter kinds that never take a Tensor value, and those that take 0-dim tensors only
#: (whether they do depends on the value). Every other kind takes any tensor.
_REFUSES_TENSORS = frozenset(
    {"Tensor[]", "Tensor?[]", "int[]", "float[]", "bool", "ScalarType", "Device", "str"}
)
_VALUE_DEPENDENT = frozenset({"Scalar", "int", "float"})

#: Kinds the binder checks and converts (see ``_convert``); any other kind passes values
#: through unchanged.
_CONVERTED = frozenset(
    "Tensor Scalar int float bool int[] float[] Tensor[] Tensor?[] ScalarType Device str".split()
)
#: Of those, the kinds that strictly refuse a plain ``int`` whatever its value.
_REFUSES_INTS = frozenset({"Tensor", "bool", "ScalarType", "str", "Tensor[]", "Tensor?[]"})

#: Kinds that strictly refuse a tuple or list of ints, whatever its values.
_REFUSES_SEQUENCES = frozenset(
    {"Tensor", "Scalar", "int", "float", "bool", "ScalarType", "Device", "str"}
)

#: Spread int lists (``x.view(2, 3, 4)``) have entries for up to this many arguments.
_SPREAD_UP_TO = 9

_REFUSES = "refuses"
_UNSUPPORTED = "unsupported"


def tensors_only_fast_paths(
    signatures: list[PythonSignature],
) -> dict[int, tuple[PythonSignature, tuple[Any, ...]]]:
    """For each count of positional Tensor arguments, the signature the full resolution
    would bind them to, when that does not depend on the tensors' values: the first
    signature that could take them must take them whatever they are, and every earlier one
    must refuse them whatever they are. Kinds other than those named above pass values
    through unconverted, so they take tensors too."""
    fast: dict[int, tuple[PythonSignature, tuple[Any, ...]]] = {}
    longest = max((len(s.params) for s in signatures), default=0)
    for n in range(1, longest + 1):
        for sig in signatures:
            rest = sig.params[n:]
            if n > sig.n_positional or any(p.default is _REQUIRED for p in rest):
                continue  # this signature refuses n arguments, whatever they are
            kinds = {p.kind for p in sig.params[:n]}
            if kinds & _REFUSES_TENSORS:
                continue
            if kinds & _VALUE_DEPENDENT:
                break  # the choice depends on the values: no fast path for n
            fast[n] = (sig, tuple(p.default for p in rest))
            break
    return fast


class IntCall:
    """How a call ``(tensor, int, ...)`` of one length completes: ``sig.op.call(tensor,
    *ints, *defaults)``; with ``spread``, the ints are the one int-list argument
    (``x.view(4, 4)``); ``sizes[i]``, when not None, repeats int ``i`` into a list of that
    length (``int[1] dim`` given ``0``)."""

    __slots__ = ("sig", "spread", "sizes", "defaults")

    def __init__(
        self,
        sig: PythonSignature,
        spread: bool,
        sizes: tuple[int | None, ...] | None,
        defaults: tuple[Any, ...],
    ) -> None:
        self.sig = sig
        self.spread = spread
        self.sizes = sizes
        self.defaults = defaults

    def sized_values(self, args: tuple[Any, ...]) -> tuple[Any, ...]:
        """The overload's arguments for ``args`` (a tensor, then plain ints) where ``sizes``
        is set; the parser completes spread and as-is calls itself, without a call."""
        ints = (v if k is None else (v,) * k for v, k in zip(args[1:], self.sizes, strict=True))
        return (args[0], *ints, *self.defaults)


def int_fast_paths(signatures: list[PythonSignature], method: bool) -> dict[int, IntCall]:
    """For each count ``n >= 2`` of positional arguments that are a tensor followed by plain
    ints, the :class:`IntCall` full resolution's strict pass amounts to, where every
    signature before the chosen one refuses that shape whatever the values."""
    fast: dict[int, IntCall] = {}
    longest = max((s.n_positional for s in signatures), default=0)
    for n in range(2, max(longest, _SPREAD_UP_TO) + 1):
        for sig in signatures:
            call = _int_call(sig, n, method)
            if call is _REFUSES:
                continue
            if call is not _UNSUPPORTED:
                fast[n] = call
            break
    return fast


def _int_call(sig: PythonSignature, n: int, method: bool) -> IntCall | str:
    """What ``sig.bind`` does with ``(tensor, int * (n - 1))``: an IntCall, ``_REFUSES``
    (whatever the values), or ``_UNSUPPORTED`` (depends on the values, or converts the
    ints in a way not modelled here)."""
    params = sig.params
    if not params:
        return _REFUSES
    first = params[0].kind
    if first in _REFUSES_TENSORS:
        return _REFUSES
    if first in _VALUE_DEPENDENT:
        return _UNSUPPORTED
    if method and sig.varargs_intlist:  # bind spreads the ints into the int-list argument
        return _complete(sig, 2, spread=True, sizes=None)
    if n > sig.n_positional:
        return _REFUSES
    sizes: list[int | None] = []
    for p in params[1:n]:
        if p.kind == "int[]":
            if p.size is None:
                return _REFUSES  # a lone int is a list only where the schema sizes one
            sizes.append(p.size)
        elif p.kind in _REFUSES_INTS:
            return _REFUSES
        elif p.kind in ("int", "Scalar") or p.kind not in _CONVERTED:
            sizes.append(None)  # taken as it is
        else:
            return _UNSUPPORTED  # float, float[], Device: converted; left to bind
    return _complete(
        sig, n, spread=False, sizes=None if all(k is None for k in sizes) else tuple(sizes)
    )


def int_list_fast_path(signatures: list[PythonSignature]) -> IntCall | None:
    """The :class:`IntCall` (``spread``: the ints are its int-list argument) for a call
    ``(tensor, ints)`` whose ``ints`` is one tuple, list or Size of plain ints, where every
    signature before the chosen one refuses that shape whatever the values; else None."""
    for sig in signatures:
        params = sig.params
        if not params or params[0].kind in _REFUSES_TENSORS or sig.n_positional < 2:
            continue
        if params[0].kind in _VALUE_DEPENDENT:
            return None
        kind = params[1].kind
        if kind == "int[]":
            call = _complete(sig, 2, spread=True, sizes=None)
            if call is _REFUSES:  # a later parameter is required
                continue
            return call  # type: ignore[return-value]
        if kind not in _REFUSES_SEQUENCES:
            return None  # float[] converts, Tensor[] takes an empty one, others pass it on
    return None


def _complete(
    sig: PythonSignature, n: int, *, spread: bool, sizes: tuple[int | None, ...] | None
) -> IntCall | str:
    rest = sig.params[n:]
    if any(p.default is _REQUIRED for p in rest):
        return _REFUSES
    return IntCall(sig, spread, sizes, tuple(p.default for p in rest))
