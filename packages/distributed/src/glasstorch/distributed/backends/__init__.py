"""The transports under the process groups: MPI for CPU tensors, NCCL for CUDA tensors."""
