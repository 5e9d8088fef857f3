"""Host time per call of small operations, gpnumpy against CuPy in one process.

    python3 benchmarks/bench_small.py

Each row is the best of 5 rounds per library, the rounds alternating (gpnumpy, CuPy, ...),
each round N calls then one synchronisation: the time a Python loop of small operations
spends per call.  At these sizes the device work is a few microseconds: the floor is the
launch itself (~4 us with cuda-core), the rest is host time in the library.
Goals (issue 11): a + b <= 6 us, a.sum() <= 7 us, x[i] <= 10 us, each below CuPy's.
The library's default fusion mode (``auto``: none of these sizes is deferred), as users run it;
``GPNUMPY_FUSION=off`` for the unfused figures.
"""
import itertools
import os
import time

import numpy as np

from _common import import_gpnumpy, cupy

gp = import_gpnumpy(None)  # (the default mode: what a user's loop pays)

N = int(os.environ.get("BENCH_SMALL_N", "20000"))
ROUNDS = 5


def _per_call(f, sync):
    for _ in range(200):
        f()
    sync()
    t = time.perf_counter()
    for _ in range(N):
        f()
    sync()
    return (time.perf_counter() - t) / N * 1e6


def _cases(xp):
    rng = np.random.default_rng(0)
    a = xp.asarray(rng.random(1000, dtype=np.float32))
    b = xp.asarray(rng.random(1000, dtype=np.float32))
    x = xp.asarray(rng.random(1 << 20, dtype=np.float32))
    i = xp.asarray(rng.integers(0, 1 << 20, 1000))
    x[i]  # the index array is checked once (gpnumpy then remembers it is in bounds)
    rows = [("a + b (1000 float32)", lambda: a + b, 6.0),
            ("a.sum() (1000 float32)", lambda: a.sum(), 7.0),
            ("x[i] (1000 checked int64 indices)", lambda: x[i], 10.0)]
    # issue 17: the calls a CG iteration or a CFD step makes (no goal of their own: below CuPy)
    y = xp.asarray(rng.random(1000))
    z = xp.asarray(rng.random(1000))
    alpha = y.sum()
    c = xp.empty_like(a)
    g = xp.asarray(rng.random((256, 256)))
    h = xp.asarray(rng.random((256, 256)))

    def inplace():
        y.__iadd__(z)  # (y += z, without rebinding the closure's y)

    def views_inplace():
        g[1:, :] -= h[:-1, :]

    def setitem():
        g[1:-1, 1:-1] = h[1:-1, 1:-1]
    rows += [("y += z (1000 float64)", inplace, None),
             ("alpha * y (alpha a 0-d device sum)", lambda: alpha * y, None),
             ("add(a, b, out=c) (1000 float32)", lambda: xp.add(a, b, out=c), None),
             ("g[1:, :] -= h[:-1, :] (256^2 f8)", views_inplace, None),
             ("g[1:-1, 2:] - g[1:-1, :-2] (256^2)", lambda: g[1:-1, 2:] - g[1:-1, :-2], None),
             ("g[1:-1, 1:-1] = h[1:-1, 1:-1]", setitem, None)]
    # a Python loop reading an array's elements one by one (the host mirror, device.read)
    w = xp.asarray(rng.random(1000))
    ks = itertools.cycle(range(1000))
    rows.append(("float(w[k]), k = 0, 1, ... (1000 f8)", lambda: float(w[next(ks)]), None))
    rows.append(("bool(w[k] * 2.0 > 1.0), k = 0, 1, ...", lambda: bool(w[next(ks)] * 2.0 > 1.0),
                 None))
    return rows


def main():
    print("device:", gp._core.device.device_name())
    mine = _cases(gp)
    theirs = _cases(cupy) if cupy is not None and gp._core.device.ON_DEVICE else None
    cp_sync = (lambda: cupy.cuda.Device().synchronize()) if theirs else None
    print("%-36s %10s %10s %8s %s" % ("operation", "gpnumpy", "CuPy", "ratio", "goal"))
    for k, (name, f, goal) in enumerate(mine):
        g, c = [], []
        for _ in range(ROUNDS):
            g.append(_per_call(f, gp.synchronize))
            if theirs:
                c.append(_per_call(theirs[k][1], cp_sync))
        gb = min(g)
        cb = min(c) if c else float("nan")
        ok = (goal is None or gb <= goal) and (not c or gb < cb)
        print("%-36s %8.2f us %8.2f us %7.2fx  %s: %s"
              % (name, gb, cb, cb / gb if c else float("nan"),
                 "below CuPy" if goal is None else "<= %.0f us and below CuPy" % goal,
                 "yes" if ok else "NO"))


if __name__ == "__main__":
    main()
