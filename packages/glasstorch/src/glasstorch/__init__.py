"""glasstorch: PyTorch's architecture rebuilt in Python, under PyTorch's public names.

This is the only ``glasstorch/__init__.py``: every layer package (``glasstorch.c10``,
``glasstorch.aten``, ...) is a PEP 420 portion of the namespace, and ``extend_path``
below makes the portions installed anywhere on ``sys.path`` importable as submodules.
"""

__path__ = __import__("pkgutil").extend_path(__path__, __name__)

__version__ = "0.1.0"
