"""LeftRight: readers never wait for a writer and never see a half-applied write."""

from __future__ import annotations

import threading
import time

from glasstorch.c10.util.left_right import LeftRight


def test_read_and_write_see_the_update():
    lr = LeftRight({"a": 1})
    assert lr.read(lambda d: d["a"]) == 1
    assert lr.write(lambda d: d.__setitem__("a", 2) or "done") == "done"
    assert lr.read(lambda d: d["a"]) == 2
    # both copies were updated: another write/read cycle still sees the value
    lr.write(lambda d: d.__setitem__("b", 3))
    assert lr.read(lambda d: (d["a"], d["b"])) == (2, 3)


def test_readers_proceed_while_a_writer_is_inside_its_write():
    lr = LeftRight({"v": 0})
    inside_write = threading.Event()
    release_write = threading.Event()

    def slow_write(d):
        d["v"] += 1
        if not inside_write.is_set():  # only the first application blocks
            inside_write.set()
            release_write.wait(5)

    writer = threading.Thread(target=lr.write, args=(slow_write,))
    writer.start()
    assert inside_write.wait(5)
    # The writer is blocked mid-write; a read must still complete, and see the old copy.
    started = time.perf_counter()
    seen = lr.read(lambda d: d["v"])
    assert time.perf_counter() - started < 1.0
    assert seen == 0
    release_write.set()
    writer.join(5)
    assert not writer.is_alive()
    assert lr.read(lambda d: d["v"]) == 1


def test_concurrent_readers_never_observe_a_torn_state():
    # Invariant kept by every write: d["x"] == d["y"]. A write makes the pair unequal for a
    # moment; readers must never see that moment.
    lr = LeftRight({"x": 0, "y": 0})
    stop = threading.Event()
    torn: list[tuple[int, int]] = []
    reads = [0]

    def bump(d):
        d["x"] += 1
        time.sleep(0)  # give readers a chance to run mid-write
        d["y"] += 1

    def reader():
        while not stop.is_set():
            pair = lr.read(lambda d: (d["x"], time.sleep(0), d["y"]))
            reads[0] += 1
            if pair[0] != pair[2]:
                torn.append((pair[0], pair[2]))

    readers = [threading.Thread(target=reader) for _ in range(4)]
    for th in readers:
        th.start()
    for _ in range(300):
        lr.write(bump)
    stop.set()
    for th in readers:
        th.join()
    assert torn == []
    assert reads[0] > 0
    assert lr.read(lambda d: (d["x"], d["y"])) == (300, 300)


def test_writers_serialise():
    lr = LeftRight({"n": 0})

    def incr(d):
        value = d["n"]
        time.sleep(0)
        d["n"] = value + 1

    threads = [
        threading.Thread(target=lambda: [lr.write(incr) for _ in range(50)]) for _ in range(4)
    ]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert lr.read(lambda d: d["n"]) == 200
