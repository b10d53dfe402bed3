"""Where a process learns its rank and the world size: the MPI launcher, checked against
``env://`` variables and explicit arguments (``torch.distributed.rendezvous``'s role).

MPI's launcher already starts every rank and connects them, so no store or TCP rendezvous
is needed; ``MASTER_ADDR``/``MASTER_PORT`` are accepted for compatibility with scripts
written for torchrun but not used.
"""

from __future__ import annotations

import os
from urllib.parse import parse_qs, urlparse

__all__ = ["resolve_rank_and_size"]

_SCHEMES = ("env", "tcp", "file", "mpi")


def _from_url(init_method: str) -> tuple[int | None, int | None]:
    """``rank``/``world_size`` given in the URL's query (``tcp://host:port?rank=0&world_size=2``)."""
    url = urlparse(init_method)
    if url.scheme not in _SCHEMES:
        raise ValueError(
            f"init_method {init_method!r}: unsupported scheme {url.scheme!r}; use 'env://' "
            "(or tcp://, file://, whose rendezvous MPI's launcher performs)"
        )
    query = parse_qs(url.query)
    rank = int(query["rank"][0]) if "rank" in query else None
    size = int(query["world_size"][0]) if "world_size" in query else None
    return rank, size


def _env_int(name: str) -> int | None:
    value = os.environ.get(name)
    if value in (None, ""):
        return None
    try:
        return int(value)  # type: ignore[arg-type]
    except ValueError:
        raise ValueError(f"environment variable {name}={value!r} is not an integer") from None


def _agree(what: str, source: str, given: int | None, actual: int) -> None:
    if given is not None and given != actual:
        raise ValueError(
            f"init_process_group: {what}={given} (from {source}) does not match MPI's "
            f"{what} {actual} for this process; start the ranks with "
            "`python -m glasstorch.distributed.run --nproc-per-node N script.py` or mpiexec"
        )


def resolve_rank_and_size(
    init_method: str | None, rank: int, world_size: int, mpi_rank: int, mpi_size: int
) -> tuple[int, int]:
    """The rank and world size of this process: MPI's, after checking that every other
    source of them (arguments, the URL, ``RANK``/``WORLD_SIZE``) agrees."""
    url_rank, url_size = _from_url(init_method) if init_method else (None, None)
    _agree("rank", "the rank argument", None if rank == -1 else rank, mpi_rank)
    _agree(
        "world_size", "the world_size argument", None if world_size == -1 else world_size, mpi_size
    )
    _agree("rank", "init_method", url_rank, mpi_rank)
    _agree("world_size", "init_method", url_size, mpi_size)
    _agree("rank", "the RANK environment variable", _env_int("RANK"), mpi_rank)
    _agree("world_size", "the WORLD_SIZE environment variable", _env_int("WORLD_SIZE"), mpi_size)
    return mpi_rank, mpi_size
