"""Where the host time of a small elementwise call goes (cProfile), on the device in use.

    python3 benchmarks/profile_small.py
"""
import cProfile
import pstats
import time

import numpy as np

import gpnumpy as gp


def main():
    a = gp.asarray(np.ones(1000, np.float32))
    b = gp.asarray(np.ones(1000, np.float32))
    for _ in range(2000):
        c = a + b
    gp.synchronize()
    n = 20000
    t = time.perf_counter()
    for _ in range(n):
        c = a + b
    gp.synchronize()
    print("gpnumpy a + b (1000 float32): %.2f us/call" % ((time.perf_counter() - t) / n * 1e6))
    from gpnumpy._core import ufunc as U
    from gpnumpy._kernels import launch as L
    from gpnumpy._core.device import current_stream
    try:
        from cuda.core import launch
        key = next(iter(U._kernels))
        kern = U._kernels[key]
        cfg = L.config(1)
        s = current_stream()
        args = (a._mem.ptr, b._mem.ptr, c._mem.ptr, np.int64(1000))
        t = time.perf_counter()
        for _ in range(n):
            launch(s, cfg, kern, *args)
        s.sync()
        print("bare cuda.core launch: %.2f us/call" % ((time.perf_counter() - t) / n * 1e6))
    except Exception as exc:
        print("bare launch not measured:", exc)
    prof = cProfile.Profile()
    prof.enable()
    for _ in range(n):
        c = a + b
    prof.disable()
    gp.synchronize()
    pstats.Stats(prof).sort_stats("tottime").print_stats(14)


if __name__ == "__main__":
    main()
