"""glasstorch.multiprocessing: tensors cross processes through shared memory, spawn/start_processes.

Children started with ``fork`` run this module's functions; ``spawn`` children import
their target's module, which a test module imported by pytest is not, so the spawn checks
run a script (``_SPAWN_SCRIPT``) in a fresh interpreter.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import glasstorch as torch
import glasstorch.multiprocessing as mp
import pytest


def _add_one(t) -> None:
    t.add_(1)


def _scale_and_reply(inbox, outbox) -> None:
    received = inbox.get()
    received.mul_(10)
    outbox.put((received.is_shared(), torch.arange(3.0) + 100))
    inbox.get()  # the sender must live until the receiver has mapped the tensor


def _write_index(i, t) -> None:
    t[i] = i + 1


def _raise(i) -> None:
    raise ValueError(f"boom {i}")


def _exit_3(i) -> None:
    import os

    os._exit(3)


def test_shared_tensor_is_written_by_a_child_process() -> None:
    ctx = mp.get_context("fork")
    t = torch.zeros(4).share_memory_()
    child = ctx.Process(target=_add_one, args=(t,))
    child.start()
    child.join(60)
    assert child.exitcode == 0
    assert t.tolist() == [1.0, 1.0, 1.0, 1.0]


def test_tensors_sent_through_queues_share_memory() -> None:
    ctx = mp.get_context("fork")
    inbox, outbox = ctx.Queue(), ctx.Queue()
    child = ctx.Process(target=_scale_and_reply, args=(inbox, outbox))
    child.start()
    base = torch.ones(2, 3)
    inbox.put(base[1])  # a view: its whole storage moves to shared memory
    shared_there, reply = outbox.get(timeout=60)
    inbox.put(None)
    child.join(60)
    assert shared_there and base.is_shared()
    assert base.tolist() == [[1.0, 1.0, 1.0], [10.0, 10.0, 10.0]]
    assert reply.tolist() == [100.0, 101.0, 102.0] and reply.is_shared()


def test_views_received_together_share_one_storage() -> None:
    from multiprocessing.reduction import ForkingPickler

    base = torch.arange(6.0)
    first, second = ForkingPickler.loads(ForkingPickler.dumps((base[:2], base[3:])))
    assert first.untyped_storage() == second.untyped_storage() == base.untyped_storage()
    assert second.storage_offset() == 3 and second.tolist() == [3.0, 4.0, 5.0]


def test_non_leaf_tensors_requiring_grad_are_refused() -> None:
    from multiprocessing.reduction import ForkingPickler

    x = torch.ones(2, requires_grad=True) * 2
    with pytest.raises(RuntimeError, match="Cowardly refusing to serialize non-leaf tensor"):
        ForkingPickler.dumps(x)
    leaf = ForkingPickler.loads(ForkingPickler.dumps(torch.ones(2, requires_grad=True)))
    assert leaf.requires_grad and leaf.is_leaf
    p = ForkingPickler.loads(ForkingPickler.dumps(torch.nn.Parameter(torch.ones(2))))
    assert type(p) is torch.nn.Parameter and p.requires_grad


_SPAWN_SCRIPT = textwrap.dedent("""
    import glasstorch as torch
    import glasstorch.multiprocessing as mp

    def add_one(t):
        t.add_(1)

    def reply(inbox, outbox):
        received = inbox.get()
        received.mul_(10)
        outbox.put(torch.arange(3.0) + 100)
        inbox.get()

    def write_index(i, t):
        t[i] = i + 1

    if __name__ == "__main__":
        ctx = mp.get_context("spawn")
        t = torch.zeros(4).share_memory_()
        child = ctx.Process(target=add_one, args=(t,))
        child.start()
        child.join()
        inbox, outbox = ctx.Queue(), ctx.Queue()
        child = ctx.Process(target=reply, args=(inbox, outbox))
        child.start()
        base = torch.ones(2, 3)
        inbox.put(base[1])
        answer = outbox.get(timeout=60)
        inbox.put(None)
        child.join()
        indexed = torch.zeros(3).share_memory_()
        mp.spawn(write_index, args=(indexed,), nprocs=3)
        print(t.tolist(), base.tolist(), answer.tolist(), indexed.tolist())
""")


@pytest.mark.slow
def test_spawned_processes_share_memory(tmp_path) -> None:
    script = tmp_path / "spawned.py"
    script.write_text(_SPAWN_SCRIPT)
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=300, check=True
    )
    assert done.stdout.strip() == (
        "[1.0, 1.0, 1.0, 1.0] [[1.0, 1.0, 1.0], [10.0, 10.0, 10.0]] [100.0, 101.0, 102.0] "
        "[1.0, 2.0, 3.0]"
    )


def test_start_processes_runs_every_process_and_reports_failures() -> None:
    t = torch.zeros(3).share_memory_()
    assert mp.start_processes(_write_index, args=(t,), nprocs=3, start_method="fork") is None
    assert t.tolist() == [1.0, 2.0, 3.0]
    with pytest.raises(mp.ProcessRaisedException) as raised:
        mp.start_processes(_raise, nprocs=1, start_method="fork")
    text = str(raised.value)
    assert text.startswith("\n\n-- Process 0 terminated with the following error:\nTraceback")
    assert text.rstrip().endswith("ValueError: boom 0") and raised.value.error_index == 0
    context = mp.start_processes(_exit_3, nprocs=1, join=False, start_method="fork")
    with pytest.raises(mp.ProcessExitedException, match="process 0 terminated with exit code 3"):
        while not context.join():
            pass


def test_sharing_strategies() -> None:
    assert mp.get_sharing_strategy() == "file_descriptor"
    assert mp.get_all_sharing_strategies() == {"file_descriptor"}
    mp.set_sharing_strategy("file_descriptor")
    with pytest.raises(AssertionError, match="invalid sharing strategy 'nope'"):
        mp.set_sharing_strategy("nope")
    assert mp.Queue is not None and mp.cpu_count() >= 1  # multiprocessing's own names
