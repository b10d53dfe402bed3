"""Data-parallel training: process groups, collectives over MPI and NCCL, DistributedDataParallel."""

__version__ = "0.1.0"
