"""Neural-network modules, functional forms, losses and initialisation."""

__version__ = "0.1.0"
