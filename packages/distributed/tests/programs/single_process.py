"""One process without a launcher (MPI's singleton): the checks and errors of init."""

from __future__ import annotations

import os
from datetime import timedelta

import glasstorch as torch
import glasstorch.distributed as dist


def raises(kind: type[Exception], text: str, fn, *args, **kwargs) -> None:  # noqa: ANN001
    try:
        fn(*args, **kwargs)
    except kind as err:
        assert text in str(err), f"{text!r} not in {err!r}"
    else:
        raise AssertionError(f"{fn.__name__} did not raise {kind.__name__}")


assert dist.is_available() and dist.is_mpi_available()
assert not dist.is_initialized()
raises(ValueError, "Default process group has not been initialized", dist.get_rank)
raises(ValueError, "Default process group has not been initialized", dist.all_reduce, torch.ones(1))
raises(ValueError, "Invalid backend: 'tcp'", dist.init_process_group, "tcp")
raises(
    ValueError,
    "rank=1 (from the rank argument) does not match MPI's rank 0",
    dist.init_process_group,
    "mpi",
    rank=1,
    world_size=2,
)
raises(
    ValueError,
    "world_size=4 (from init_method)",
    dist.init_process_group,
    init_method="tcp://127.0.0.1:23456?rank=0&world_size=4",
)
os.environ["WORLD_SIZE"] = "2"
raises(ValueError, "the WORLD_SIZE environment variable", dist.init_process_group, "mpi")
os.environ["WORLD_SIZE"] = "1"
os.environ["RANK"] = "0"
os.environ["MASTER_ADDR"], os.environ["MASTER_PORT"] = "127.0.0.1", "29500"
if not dist.is_nccl_available():
    raises(RuntimeError, "needs cupy with NCCL support", dist.init_process_group, "nccl")
assert not dist.is_initialized()
raises(
    TypeError,
    "Expected timeout argument to be of type datetime.timedelta, got 5",
    dist.init_process_group,
    "mpi",
    timeout=5,
)
assert not dist.is_initialized()
dist.init_process_group("gloo", init_method="env://")  # gloo's name runs over MPI
assert dist.get_backend() == "mpi"
assert dist.group.WORLD.timeout == dist.default_pg_timeout == timedelta(minutes=30)
assert dist.new_group([0], timeout=timedelta(seconds=5)).timeout == timedelta(seconds=5)
assert (dist.get_rank(), dist.get_world_size()) == (0, 1)
raises(
    ValueError,
    "trying to initialize the default process group twice!",
    dist.init_process_group,
    "mpi",
)
t = torch.tensor([1.5, -2.0])
dist.all_reduce(t, op=dist.ReduceOp.AVG)
assert t.tolist() == [1.5, -2.0]
raises(TypeError, "Expected parameter `tensor` of type torch.Tensor", dist.all_reduce, [1.0])
raises(
    ValueError,
    "all_reduce does not support",
    dist.all_reduce,
    torch.ones(2, dtype=torch.complex64),
    op=dist.ReduceOp.MAX,
)
raises(ValueError, "Invalid rank 3", dist.new_group, [3])
raises(ValueError, "Global rank 5 is not part of group", dist.broadcast, t, src=5)
raises(ValueError, "Invalid destination rank", dist.send, t, dst=0)
dist.destroy_process_group()
assert not dist.is_initialized()
print("single process ok")
