"""Helpers that ``torch.nn.functional`` exposes for TorchScript's sake:
``boolean_dispatch`` (one public function over two, chosen by a bool argument), the
``BroadcastingList`` annotations and ``assert_int_or_pair``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = [
    "BroadcastingList1",
    "BroadcastingList2",
    "BroadcastingList3",
    "assert_int_or_pair",
    "boolean_dispatch",
    "boolean_dispatched",
]

#: Every function made by :func:`boolean_dispatch`, with how it dispatches.
boolean_dispatched: dict[Callable[..., Any], dict[str, Any]] = {}


def boolean_dispatch(
    arg_name: str,
    arg_index: int,
    default: bool,
    if_true: Callable[..., Any],
    if_false: Callable[..., Any],
    module_name: str | None,
    func_name: str | None,
) -> Callable[..., Any]:
    """A function that calls ``if_true`` or ``if_false`` depending on the bool argument
    ``arg_name`` (keyword, or positional at ``arg_index``; ``default`` when absent)."""

    def fn(*args: Any, **kwargs: Any) -> Any:
        flag = default
        if arg_name in kwargs:
            flag = kwargs[arg_name]
        elif arg_index < len(args):
            flag = args[arg_index]
        return if_true(*args, **kwargs) if flag else if_false(*args, **kwargs)

    if if_true.__doc__ is None and if_false.__doc__ is not None:
        doc = if_true.__doc__ = if_false.__doc__
    elif if_false.__doc__ is None and if_true.__doc__ is not None:
        doc = if_false.__doc__ = if_true.__doc__
    elif if_false.__doc__ is None and if_true.__doc__ is None:
        doc = None
    else:
        raise RuntimeError("only one function can have a docstring")
    fn.__doc__ = doc
    if module_name is not None:
        fn.__module__ = module_name
    if func_name is not None:
        fn.__name__ = func_name
    boolean_dispatched[fn] = {
        "if_true": if_true,
        "if_false": if_false,
        "index": arg_index,
        "default": default,
        "arg_name": arg_name,
    }
    return fn


class BroadcastingListCls:
    """``BroadcastingList2[int]`` and the like: for TorchScript, an int or a list of
    ints; in Python the subscript means nothing (it is None)."""

    def __getitem__(self, types: Any) -> None:
        return None


BroadcastingList1 = BroadcastingListCls()
BroadcastingList2 = BroadcastingList1
BroadcastingList3 = BroadcastingList1


def assert_int_or_pair(arg: Any, arg_name: str, message: str) -> None:
    """Raise AssertionError(``message`` formatted with ``arg_name``) unless ``arg`` is an
    int or has two elements."""
    if not (isinstance(arg, int) or len(arg) == 2):
        raise AssertionError(message.format(arg_name))
