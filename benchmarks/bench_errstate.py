"""The cost of floating-point error checking (numpy.errstate) on the device: NumPy's default
state (divide/over/invalid 'warn': the checked kernel variants run, the warnings wait for the
next synchronization) against errstate(all='ignore') (the unchecked kernels), in one process,
interleaved, with the elementwise benchmark's cases and timer (CUDA events, median): the
device's time of each call (a copy queued before it covers the host's preparation), and the
host's time per call of a small a + b.

    python3 benchmarks/bench_errstate.py [--log2 27] [--reps 15]

Exits 0 without timing anything when gpnumpy runs on the host (no GPU).
"""
from __future__ import annotations

import argparse
import statistics

import numpy as np

from _common import import_gpnumpy  # noqa: E402
from bench_elementwise import GpTimer, host_per_call  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--log2", type=int, default=27)
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--rounds", type=int, default=6, help="alternations of the two states")
    args = ap.parse_args(argv)
    gp = import_gpnumpy()
    from gpnumpy._core import device as gpdev
    if not gpdev.ON_DEVICE:
        print("gpnumpy runs on the host (%s): no GPU to benchmark, skipping." % gpdev.device_name())
        return 0
    print("device:", gpdev.device_name())
    n = 1 << args.log2
    side = 1 << (args.log2 // 2)
    rng = np.random.default_rng(7)
    h = {k: rng.random(n, dtype=np.float32) + 0.5 for k in "xywv"}
    x, y, w, v = (gp.asarray(h[k]) for k in "xywv")
    X, Y = x.reshape(side, n // side), y.reshape(side, n // side)
    small_a, small_b = gp.asarray(h["x"][:1000]), gp.asarray(h["y"][:1000])
    cases = [
        ("a + b f32", 12 * n, lambda: x + y),
        ("x.T + y.T", 12 * n, lambda: X.T + Y.T),
        ("x + y.T", 12 * n, lambda: X + Y.T) if side == n // side else None,
        ("a / b f32", 12 * n, lambda: x / y),
        ("exp(a) f32", 8 * n, lambda: gp.exp(x)),
        ("a.astype(f16)", 6 * n, lambda: x.astype(gp.float16)),
        ("x*y + w*v - x", 20 * n, lambda: x * y + w * v - x),
        ("a.sum() f32", 4 * n, lambda: x.sum()),
        ("a * 2.0 f32", 8 * n, lambda: x * 2.0),
        ("cumsum f32", 8 * n, lambda: gp.cumsum(x)),
        ("cumsum rows f32", 8 * n, lambda: gp.cumsum(X, axis=1)),
        ("subtract.reduce", 4 * n, lambda: gp.subtract.reduce(X, axis=1)),
    ]
    cases = [c for c in cases if c is not None]
    timer = GpTimer(gp)
    # the device's time of each case: a 256 MiB copy queued before each call keeps the device
    # busy while the host prepares the call's launches (the host's time per call is the
    # small case's, below)
    c_src = gp.zeros(1 << 26, gp.float32)
    c_dst = gp.empty_like(c_src)

    def cover():
        gp.copyto(c_dst, c_src)
    res = {c[0]: {"default": [], "ignore": []} for c in cases}
    small = {"default": [], "ignore": []}
    # each case's two states alternate round by round, next to each other (the GPU's clocks
    # drift over a run: states timed a whole case list apart carried it into their ratio)
    for title, nbytes, fn in cases:
        for r in range(args.rounds):
            for state in (("default", "ignore") if r % 2 == 0 else ("ignore", "default")):
                if state == "ignore":
                    with gp.errstate(all="ignore"):
                        ms, _ = timer.time(fn, args.reps, 2, cover)
                else:
                    ms, _ = timer.time(fn, args.reps, 2, cover)
                res[title][state].append(ms)
    for r in range(args.rounds):
        for state in (("default", "ignore") if r % 2 == 0 else ("ignore", "default")):
            if state == "ignore":
                with gp.errstate(all="ignore"):
                    us, _ = host_per_call(lambda: small_a + small_b, gp.synchronize, 5000, 3)
            else:
                us, _ = host_per_call(lambda: small_a + small_b, gp.synchronize, 5000, 3)
            small[state].append(us)
            gp.synchronize()
    print("%-16s %10s %10s %9s %10s" % ("case", "default", "ignore", "cost", "GB/s dflt"))
    worst = 0.0
    for title, nbytes, fn in cases:
        d = statistics.median(res[title]["default"])
        i = statistics.median(res[title]["ignore"])
        cost = d / i - 1
        worst = max(worst, cost)
        print("%-16s %8.4f ms %8.4f ms %+8.2f%% %10.0f" % (title, d, i, 100 * cost,
                                                          nbytes / (d * 1e-3) / 1e9))
    d, i = statistics.median(small["default"]), statistics.median(small["ignore"])
    print("%-16s %8.2f us %8.2f us %+8.2f%%   (host time per call, 1000 f32)"
          % ("a + b small", d, i, 100 * (d / i - 1)))
    print("largest device-time cost of the default state: %+.2f%% (goal: within 3%%)" % (100 * worst))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
