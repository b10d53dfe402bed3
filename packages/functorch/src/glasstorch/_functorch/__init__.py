"""AOT autograd: joint forward/backward graphs traced on Meta tensors, partitioned for compilers."""

__version__ = "0.1.0"
