"""Small helpers of the ``torch.jit`` namespace: ``isinstance`` over typed containers,
``Attribute`` (a declared attribute type) and ``set_module``.

``jit.isinstance(obj, List[int])`` checks the elements too, which the builtin cannot;
in scripted code it is the compiler's ``isinstance`` refinement.
"""

from __future__ import annotations

import builtins
import collections
import typing
import warnings
from typing import Any

__all__ = ["Attribute", "isinstance", "set_module"]

#: ``self.names = jit.Attribute([], List[str])``: the value, with the type the compiler
#: gives the attribute (an empty list has none to infer).
Attribute = collections.namedtuple("Attribute", ["value", "type"])

_BARE = {  # bare typing containers, which name no element type
    typing.List: "List",  # noqa: UP006
    typing.Dict: "Dict",  # noqa: UP006
    typing.Tuple: "Tuple",  # noqa: UP006
    typing.Optional: "Optional",
    list: "List",
    dict: "Dict",
    tuple: "Tuple",
}


def _is_type_like(target: Any) -> bool:
    return typing.get_origin(target) is not None or builtins.isinstance(target, type)


def _container_check(obj: Any, target: Any) -> bool:
    origin, args = typing.get_origin(target), typing.get_args(target)
    if origin is list:
        if not builtins.isinstance(obj, list):
            return False
        if not obj:
            _warn_lost_inner_type()
            return True
        return all(_isinstance(v, args[0]) for v in obj)
    if origin is dict:
        if not builtins.isinstance(obj, dict):
            return False
        if not obj:
            _warn_lost_inner_type()
            return True
        return all(_isinstance(k, args[0]) and _isinstance(v, args[1]) for k, v in obj.items())
    if origin is tuple:
        if not builtins.isinstance(obj, tuple) or len(obj) != len(args):
            return False
        return all(_isinstance(v, t) for v, t in zip(obj, args, strict=True))
    if origin is typing.Union or str(origin) == "<class 'types.UnionType'>":
        return any(_isinstance(obj, t) for t in args)
    return builtins.isinstance(obj, origin)


def _warn_lost_inner_type() -> None:
    warnings.warn(
        "The inner type of a container is lost when calling torch.jit.isinstance in eager "
        "mode. For example, List[int] would become list and therefore falsely return True "
        "for List[float] or List[str].",
        stacklevel=5,
    )


def _isinstance(obj: Any, target: Any) -> bool:
    if target is type(None) or target is None:
        return obj is None
    if builtins.isinstance(target, tuple):
        return any(_isinstance(obj, t) for t in target)
    name = _BARE.get(target) if _hashable(target) else None
    if name is not None and target not in (list, dict, tuple):
        raise AssertionError(
            f"Attempted to use {name} without a contained type. Please add a contained type, "
            f"e.g. {name}[int]"
        )
    if typing.get_origin(target) is not None:
        return _container_check(obj, target)
    return builtins.isinstance(obj, target)


def _hashable(obj: Any) -> bool:
    try:
        hash(obj)
    except TypeError:
        return False
    return True


def isinstance(obj: Any, target_type: Any) -> bool:  # noqa: A001 - PyTorch's name
    """Whether ``obj`` is of ``target_type``, containers checked element by element
    (``List[int]``, ``Dict[str, Tensor]``, ``Optional[...]``, ``Tuple[...]``)."""
    if builtins.isinstance(target_type, list | dict | set):
        raise RuntimeError(
            "The second argument to `torch.jit.isinstance` must be a type or a tuple of types"
        )
    if not builtins.isinstance(target_type, tuple) and not _is_type_like(target_type):
        if target_type is not None:
            raise TypeError("isinstance() arg 2 must be a type, a tuple of types, or a union")
    return _isinstance(obj, target_type)


def set_module(obj: Any, mod: str) -> None:
    """Set ``obj.__module__`` (how TorchScript names it) to ``mod``."""
    if not builtins.isinstance(mod, str):
        raise TypeError("The mod argument should be a string")
    obj.__module__ = mod


isinstance._jit_special_form = "isinstance"  # type: ignore[attr-defined]
