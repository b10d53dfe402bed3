"""``_single``/``_pair``/``_triple`` (``torch/nn/modules/utils.py``), defined in ``_ntuple``."""

from .._ntuple import _ntuple, _pair, _quadruple, _reverse_repeat_tuple, _single, _triple

__all__ = ["_ntuple", "_pair", "_quadruple", "_reverse_repeat_tuple", "_single", "_triple"]
