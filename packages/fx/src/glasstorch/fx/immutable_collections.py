"""The list and dict types of node arguments (``torch.fx.immutable_collections``).

A Node's ``args`` and ``kwargs`` hold these instead of plain lists and dicts, so editing
them in place (which would leave ``users`` out of step) fails; assign new arguments
instead. They hash by value, and pickle and copy as their own types.
"""

from __future__ import annotations

from typing import Any, NoReturn

__all__ = ["immutable_dict", "immutable_list"]

_HELP = (
    "If you are attempting to modify the kwargs or args of a torch.fx.Node object,\n"
    "instead create a new copy of it and assign the copy to the node:\n\n"
    "    new_args = ...  # copy and mutate args\n"
    "    node.args = new_args"
)


def _no_mutation(self: Any, *args: Any, **kwargs: Any) -> NoReturn:
    raise TypeError(f"{type(self).__name__!r} object does not support mutation. {_HELP}")


class immutable_list(list):  # noqa: N801 - PyTorch's name
    """A list that refuses in-place changes."""

    __setitem__ = __delitem__ = __iadd__ = __imul__ = _no_mutation
    append = extend = insert = pop = remove = clear = reverse = sort = _no_mutation

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(self))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (tuple(self),))


class immutable_dict(dict):  # noqa: N801 - PyTorch's name
    """A dict that refuses in-place changes."""

    __setitem__ = __delitem__ = __ior__ = _no_mutation
    clear = pop = popitem = setdefault = update = _no_mutation

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (tuple(self.items()),))
