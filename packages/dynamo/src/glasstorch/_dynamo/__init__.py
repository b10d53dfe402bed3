"""TorchDynamo: torch.compile's bytecode-capturing front end."""

__version__ = "0.1.0"
