"""VariableTrackers: what symbolic execution knows about each kind of Python value."""

from .base import VariableTracker
from .builder import VariableBuilder
from .constant import ConstantVariable
from .tensor import TensorVariable

__all__ = ["ConstantVariable", "TensorVariable", "VariableBuilder", "VariableTracker"]
