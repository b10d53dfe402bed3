"""Turning a list of samples into a batch: :func:`default_collate` and :func:`default_convert`.

Mirrors ``torch/utils/data/_utils/collate.py``. :func:`collate` walks the structure of the
first sample: tensors are stacked along a new first dimension, numpy arrays and Python
numbers become tensors (ints ``int64``, floats ``float64``), strings stay a list, and
mappings, named tuples and sequences are collated field by field. A registry
(``collate_fn_map``, type -> function) decides the leaves, so it can be extended.
"""

from __future__ import annotations

import collections.abc
import copy
import re
from collections.abc import Callable
from typing import Any

import numpy as np

import glasstorch.aten as at
from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.core.scalar_type import float64

__all__ = [
    "collate",
    "collate_float_fn",
    "collate_int_fn",
    "collate_numpy_array_fn",
    "collate_numpy_scalar_fn",
    "collate_str_fn",
    "collate_tensor_fn",
    "default_collate",
    "default_collate_fn_map",
    "default_convert",
]

CollateFnMap = dict[type | tuple[type, ...], Callable[..., Any]]
# numpy dtypes that hold strings or objects, not numbers.
np_str_obj_array_pattern = re.compile(r"[SaUO]")
default_collate_err_msg_format = (
    "default_collate: batch must contain tensors, numpy arrays, numbers, dicts or lists; found {}"
)


def default_convert(data: Any) -> Any:
    """Numpy arrays (and numpy scalars) inside ``data`` become tensors; nothing is batched.

    The DataLoader's collate function when automatic batching is off (``batch_size=None``).
    """
    elem_type = type(data)
    if isinstance(data, TensorBase):
        return data
    if elem_type.__module__ == "numpy" and elem_type.__name__ not in ("str_", "string_"):
        if isinstance(data, np.ndarray) and np_str_obj_array_pattern.search(data.dtype.str):
            return data
        return at.as_tensor(data)
    if isinstance(data, collections.abc.Mapping):
        converted = {key: default_convert(data[key]) for key in data}
        return _rebuild_mapping(data, converted)
    if isinstance(data, tuple) and hasattr(data, "_fields"):  # namedtuple
        return elem_type(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]  # PyTorch's (backward-compatible) choice
    if isinstance(data, collections.abc.Sequence) and not isinstance(data, str | bytes):
        return _rebuild_sequence(data, [default_convert(d) for d in data])
    return data


def _rebuild_mapping(template: Any, items: dict[Any, Any]) -> Any:
    """A mapping of ``template``'s type holding ``items`` (a plain dict if that fails)."""
    try:
        if isinstance(template, collections.abc.MutableMapping):
            clone = copy.copy(template)
            clone.update(items)
            return clone
        return type(template)(items)
    except TypeError:
        return items


def _rebuild_sequence(template: Any, items: list[Any]) -> Any:
    """A sequence of ``template``'s type holding ``items`` (a plain list if that fails)."""
    try:
        if isinstance(template, collections.abc.MutableSequence):
            clone = copy.copy(template)
            for i, item in enumerate(items):
                clone[i] = item
            return clone
        return type(template)(items)
    except TypeError:
        return items


def collate(batch: Any, *, collate_fn_map: CollateFnMap | None = None) -> Any:
    """Collate ``batch`` (a list of samples) following the structure of its first sample.

    ``collate_fn_map`` decides leaves: an exact type match first, then the first entry
    the element is an instance of. Each function takes ``(batch, *, collate_fn_map)``.
    """
    elem = batch[0]
    elem_type = type(elem)
    if collate_fn_map is not None:
        if elem_type in collate_fn_map:
            return collate_fn_map[elem_type](batch, collate_fn_map=collate_fn_map)
        for collate_type in collate_fn_map:
            if isinstance(elem, collate_type):
                return collate_fn_map[collate_type](batch, collate_fn_map=collate_fn_map)
    if isinstance(elem, collections.abc.Mapping):
        items = {
            key: collate([d[key] for d in batch], collate_fn_map=collate_fn_map) for key in elem
        }
        return _rebuild_mapping(elem, items)
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):  # namedtuple
        return elem_type(
            *(
                collate(samples, collate_fn_map=collate_fn_map)
                for samples in zip(*batch, strict=False)
            )
        )
    if isinstance(elem, collections.abc.Sequence):
        it = iter(batch)
        elem_size = len(next(it))
        if not all(len(e) == elem_size for e in it):
            raise RuntimeError("each element in list of batch should be of equal size")
        columns = [collate(s, collate_fn_map=collate_fn_map) for s in zip(*batch, strict=False)]
        if isinstance(elem, tuple):
            return columns  # PyTorch returns a list for tuples
        return _rebuild_sequence(elem, columns)
    raise TypeError(default_collate_err_msg_format.format(elem_type))


def collate_tensor_fn(batch: Any, *, collate_fn_map: CollateFnMap | None = None) -> Any:
    """Stack tensors along a new first dimension."""
    return at.stack(list(batch), 0)


def collate_numpy_array_fn(batch: Any, *, collate_fn_map: CollateFnMap | None = None) -> Any:
    """Numpy arrays of numbers become stacked tensors; arrays of strings are refused."""
    elem = batch[0]
    if np_str_obj_array_pattern.search(elem.dtype.str) is not None:
        raise TypeError(default_collate_err_msg_format.format(elem.dtype))
    return collate([at.as_tensor(b) for b in batch], collate_fn_map=collate_fn_map)


def collate_numpy_scalar_fn(batch: Any, *, collate_fn_map: CollateFnMap | None = None) -> Any:
    """Numpy scalars become one tensor of their dtype."""
    return at.as_tensor(np.asarray(batch))


def collate_float_fn(batch: Any, *, collate_fn_map: CollateFnMap | None = None) -> Any:
    """Python floats become a float64 tensor."""
    return at.tensor(list(batch), dtype=float64)


def collate_int_fn(batch: Any, *, collate_fn_map: CollateFnMap | None = None) -> Any:
    """Python ints become an int64 tensor (bools a bool tensor)."""
    return at.tensor(list(batch))


def collate_str_fn(batch: Any, *, collate_fn_map: CollateFnMap | None = None) -> Any:
    """Strings and bytes stay as they are: a list."""
    return batch


default_collate_fn_map: CollateFnMap = {
    TensorBase: collate_tensor_fn,
    np.ndarray: collate_numpy_array_fn,
    (np.bool_, np.number, np.object_): collate_numpy_scalar_fn,
    float: collate_float_fn,
    int: collate_int_fn,
    str: collate_str_fn,
    bytes: collate_str_fn,
}


def default_collate(batch: Any) -> Any:
    """A batch from a list of samples (the DataLoader's default ``collate_fn``).

    ``[(x0, 0), (x1, 1)]`` -> ``[stack([x0, x1]), tensor([0, 1])]``; dicts collate by key,
    named tuples by field, strings stay a list.
    """
    return collate(batch, collate_fn_map=default_collate_fn_map)
