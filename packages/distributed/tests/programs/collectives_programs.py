"""Every collective on 2 ranks against a numpy float64 reference computed on each rank."""

from __future__ import annotations

from datetime import timedelta

import glasstorch as torch
import glasstorch.distributed as dist
import numpy as np
from _common import passed
from glasstorch.distributed import ReduceOp

dist.init_process_group("mpi")
RANK, WORLD = dist.get_rank(), dist.get_world_size()
assert WORLD == 2, WORLD


def values(rank: int, shape: tuple[int, ...] = (3, 4)) -> np.ndarray:
    """Rank ``rank``'s input, known to every rank so each can compute the reference."""
    rng = np.random.default_rng(100 + rank)
    return rng.uniform(-2, 2, size=shape)


ALL = [values(r) for r in range(WORLD)]
REFERENCE = {
    ReduceOp.SUM: sum(ALL),
    ReduceOp.AVG: sum(ALL) / WORLD,
    ReduceOp.PRODUCT: np.prod(ALL, axis=0),
    ReduceOp.MIN: np.min(ALL, axis=0),
    ReduceOp.MAX: np.max(ALL, axis=0),
}


def close(t: torch.Tensor, expected: np.ndarray, tol: float = 1e-5) -> None:
    got = np.asarray(t.tolist(), dtype=np.float64)
    assert got.shape == expected.shape, (got.shape, expected.shape)
    assert np.allclose(got, expected, rtol=tol, atol=tol), (got, expected)


mine = values(RANK)
for op, expected in REFERENCE.items():
    for dtype, tol in ((torch.float32, 1e-5), (torch.float64, 1e-12)):
        t = torch.tensor(mine, dtype=dtype)
        before = t.data_ptr()
        dist.all_reduce(t, op=op)
        assert t.data_ptr() == before  # in place, on the tensor's own memory
        close(t, expected, tol)
        w = torch.tensor(mine, dtype=dtype)
        work = dist.all_reduce(w, op=op, async_op=True)
        assert work.wait() is True
        close(w, expected, tol)
passed("all_reduce sum avg product min max, sync and async")

# a non-contiguous tensor goes through a temporary and is written back
t = torch.tensor(mine.T.copy()).t()  # a transposed view
assert not t.is_contiguous()
dist.all_reduce(t)
close(t, REFERENCE[ReduceOp.SUM], 1e-12)
passed("all_reduce non-contiguous")

ints = torch.tensor([[-7, 5, 3]]) * (RANK + 1)  # [-7,5,3] and [-14,10,6]
dist.all_reduce(ints, op=ReduceOp.AVG)
assert ints.tolist() == [[-10, 7, 4]], ints.tolist()  # (-21/2, 15/2, 9/2) truncated
assert ints.dtype == torch.int64
flags = torch.tensor([True, False, False]) if RANK == 0 else torch.tensor([False, False, True])
dist.all_reduce(flags)
assert flags.tolist() == [True, False, True]
half = torch.tensor(mine, dtype=torch.bfloat16)
dist.all_reduce(half)
close(half, REFERENCE[ReduceOp.SUM], 5e-2)
passed("all_reduce int avg, bool, bfloat16")

for src in range(WORLD):
    b = torch.tensor(mine)
    dist.broadcast(b, src=src)
    close(b, ALL[src], 0)
    r = torch.tensor(mine)
    dist.reduce(r, dst=src, op=ReduceOp.MAX)
    close(r, REFERENCE[ReduceOp.MAX] if RANK == src else mine, 0)
passed("broadcast and reduce from each rank")

outs = [torch.zeros(3, 4, dtype=torch.float64) for _ in range(WORLD)]
dist.all_gather(outs, torch.tensor(mine))
for r in range(WORLD):
    close(outs[r], ALL[r], 0)
flat = torch.zeros(WORLD * 3, 4, dtype=torch.float64)
dist.all_gather_into_tensor(flat, torch.tensor(mine))
close(flat, np.concatenate(ALL), 0)
stacked = torch.zeros(WORLD, 3, 4, dtype=torch.float64)
dist.all_gather_into_tensor(stacked, torch.tensor(mine), async_op=True).wait()
close(stacked, np.stack(ALL), 0)
passed("all_gather and all_gather_into_tensor")

big = [values(r, (WORLD * 2, 3)) for r in range(WORLD)]
out = torch.zeros(2, 3, dtype=torch.float64)
dist.reduce_scatter_tensor(out, torch.tensor(big[RANK]), op=ReduceOp.SUM)
close(out, sum(big)[RANK * 2 : RANK * 2 + 2], 1e-12)
out_avg = torch.zeros(2, 3, dtype=torch.float64)
dist.reduce_scatter(out_avg, list(torch.tensor(big[RANK]).chunk(WORLD)), op=ReduceOp.AVG)
close(out_avg, sum(big)[RANK * 2 : RANK * 2 + 2] / WORLD, 1e-12)
passed("reduce_scatter_tensor and reduce_scatter")

gathered = [torch.zeros(3, 4, dtype=torch.float64) for _ in range(WORLD)] if RANK == 1 else None
dist.gather(torch.tensor(mine), gathered, dst=1)
if RANK == 1:
    for r in range(WORLD):
        close(gathered[r], ALL[r], 0)
piece = torch.zeros(3, 4, dtype=torch.float64)
pieces = [torch.tensor(values(10 + r)) for r in range(WORLD)] if RANK == 0 else None
dist.scatter(piece, pieces, src=0)
close(piece, values(10 + RANK), 0)
passed("gather and scatter")

# all_to_all_single: rank r sends row block j to rank j
send = torch.tensor(values(20 + RANK, (4, 2)))
recv = torch.zeros(4, 2, dtype=torch.float64)
dist.all_to_all_single(recv, send)
close(
    recv, np.concatenate([values(20 + r, (4, 2))[RANK * 2 : RANK * 2 + 2] for r in range(WORLD)]), 0
)
# uneven splits: rank 0 sends 1 row to rank 0 and 3 to rank 1; rank 1 sends 2 and 2
in_splits = [[1, 3], [2, 2]][RANK]
out_splits = [[1, 2], [3, 2]][RANK]
recv = torch.zeros(sum(out_splits), 2, dtype=torch.float64)
dist.all_to_all_single(recv, send, out_splits, in_splits)
parts = []
for r in range(WORLD):
    start = sum([[1, 3], [2, 2]][r][:RANK])
    parts.append(values(20 + r, (4, 2))[start : start + [[1, 3], [2, 2]][r][RANK]])
close(recv, np.concatenate(parts), 0)
outs = [torch.zeros(2, dtype=torch.float64) for _ in range(WORLD)]
dist.all_to_all(outs, [torch.tensor([10.0 * RANK + j, -1.0]) for j in range(WORLD)])
for r in range(WORLD):
    assert outs[r].tolist() == [10.0 * r + RANK, -1.0]
passed("all_to_all_single even and uneven, all_to_all")

peer = 1 - RANK
buf = torch.zeros(5)
if RANK == 0:
    dist.send(torch.arange(5, dtype=torch.float32), dst=1)
    assert dist.recv(buf, src=1) == 1
    assert buf.tolist() == [0.0, 2.0, 4.0, 6.0, 8.0]
else:
    assert dist.recv(buf) == 0  # any source
    dist.send(buf * 2, dst=0)
works = [
    dist.isend(torch.full((3,), float(RANK)), dst=peer),
    dist.irecv(got := torch.zeros(3), src=peer),
]
for w in works:
    w.wait()
assert got.tolist() == [float(peer)] * 3
ops = [
    dist.P2POp(dist.isend, torch.full((2,), RANK + 5.0), peer),
    dist.P2POp(dist.irecv, got2 := torch.zeros(2), peer),
]
for w in dist.batch_isend_irecv(ops):
    w.wait()
assert got2.tolist() == [peer + 5.0] * 2
# a receive nothing has been sent to yet times out, then completes once the send comes
late = torch.zeros(2)
if RANK == 0:
    pending = dist.irecv(late, src=1, tag=7)
    try:
        pending.wait(timeout=timedelta(milliseconds=50))
    except RuntimeError as err:
        assert "timed out" in str(err)
    else:
        raise AssertionError("wait(timeout) must raise while nothing has arrived")
    assert not pending.is_completed()
dist.barrier()
if RANK == 1:
    dist.send(torch.tensor([7.0, 8.0]), dst=0, tag=7)
else:
    assert pending.wait() and late.tolist() == [7.0, 8.0]
passed("send recv isend irecv batch_isend_irecv, wait timeout")

objects: list = [None] * WORLD
dist.all_gather_object(objects, {"rank": RANK, "name": f"r{RANK}"})
assert objects == [{"rank": r, "name": f"r{r}"} for r in range(WORLD)]
box = [f"from {RANK}", RANK * 3] if RANK == 1 else [None, None]
dist.broadcast_object_list(box, src=1)
assert box == ["from 1", 3]
one = [None]
dist.scatter_object_list(one, [("a", 1), ("b", 2)] if RANK == 0 else None, src=0)
assert one[0] == [("a", 1), ("b", 2)][RANK]
collected = [None] * WORLD if RANK == 0 else None
dist.gather_object(RANK * 7, collected, dst=0)
if RANK == 0:
    assert collected == [0, 7]
passed("object collectives")

# groups: a group of rank 1 alone, and the whole world re-made
solo = dist.new_group([1])
everyone = dist.new_group()
if RANK == 1:
    assert dist.get_rank(solo) == 0 and dist.get_world_size(solo) == 1
    t = torch.tensor([4.0])
    dist.all_reduce(t, group=solo)
    assert t.tolist() == [4.0]
else:
    assert solo is dist.GroupMember.NON_GROUP_MEMBER and dist.get_rank(solo) == -1
    import warnings

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert dist.all_reduce(torch.zeros(1), group=solo) is None
    assert "does not belong to the given group" in str(caught[0].message)
t = torch.tensor([float(RANK + 1)])
dist.broadcast(t, src=1, group=everyone)
assert t.tolist() == [2.0]
assert dist.get_process_group_ranks(everyone) == [0, 1]
assert dist.get_backend() == "mpi"
try:
    dist.broadcast(t, src=1, group_src=1)
except ValueError as err:
    assert "Can't specify both" in str(err)
else:
    raise AssertionError("src and group_src together must raise")
dist.barrier()
dist.barrier(async_op=True).wait()
passed("groups and barrier")
dist.destroy_process_group()
assert not dist.is_initialized()
