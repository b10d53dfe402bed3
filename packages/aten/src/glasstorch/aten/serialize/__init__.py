"""PyTorch's zip checkpoint format, below the public API: the zip container and the pickle
dialect of tensors and storages (``caffe2/serialize`` and ``torch/_utils.py``).

``glasstorch.save``/``glasstorch.load`` and TorchScript archives (``glasstorch.jit``) both
build on these pieces.
"""
