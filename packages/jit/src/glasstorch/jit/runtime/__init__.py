"""The JIT's operator registry: aten operators from the Dispatcher plus TorchScript's own."""
