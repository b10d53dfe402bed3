"""TorchScript: script, trace, IR, interpreter, passes, save/load."""

__version__ = "0.1.0"
