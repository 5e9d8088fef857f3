"""Shared by the benchmark scripts."""
import os
import sys

import numpy as np


def import_gpnumpy(fusion="off"):
    """gpnumpy as installed, else from the source tree this script sits in.  ``fusion``: the
    fusion mode to set unless GPNUMPY_FUSION names one (None: the library's default).  The
    per-operation benchmarks time each operation's own kernel with fusion off: under
    ``auto`` a large result dropped unread is never computed, and one that is read runs in
    a graph's kernel after the stop event.  The application suite (``_libs``) keeps the
    default and flushes pending work before each event it records."""
    try:
        import gpnumpy
    except ModuleNotFoundError as exc:
        if exc.name != "gpnumpy":
            raise
        sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        import gpnumpy
    if fusion is not None and not os.environ.get("GPNUMPY_FUSION"):
        gpnumpy.fusion.set_mode(fusion)
    return gpnumpy


try:
    import cupy
except Exception:  # pragma: no cover (no CuPy: gpnumpy figures alone)
    cupy = None


def time_gp(f, reps=25):
    """Median milliseconds of ``f`` on gpnumpy's stream (CUDA events)."""
    from cuda.core import EventOptions
    from gpnumpy._core import device
    from gpnumpy._kernels import compiler
    s = device.current_stream()
    opt = EventOptions(timing_enabled=True)
    dev = s.device
    f()
    # (a cold kernel cache serves quick builds first, the full ones built in the background:
    # time the full kernels)
    compiler.finish_builds()
    for _ in range(3):
        f()
    s.sync()
    ts = []
    for _ in range(reps):
        # both events exist before the first is recorded, as in time_cp
        e1, e2 = dev.create_event(opt), dev.create_event(opt)
        s.record(e1)
        f()
        s.record(e2)
        e2.sync()
        ts.append(e2 - e1)
    return float(np.median(ts))


def time_cp(f, reps=25):
    """Median milliseconds of ``f`` on CuPy's stream (CUDA events)."""
    for _ in range(3):
        f()
    cupy.cuda.Device().synchronize()
    ts = []
    for _ in range(reps):
        e1, e2 = cupy.cuda.Event(), cupy.cuda.Event()
        e1.record()
        f()
        e2.record()
        e2.synchronize()
        ts.append(cupy.cuda.get_elapsed_time(e1, e2))
    return float(np.median(ts))


def time_pair(fg, fc, reps=25, rounds=5):
    """Median milliseconds of gpnumpy's ``fg`` and CuPy's ``fc`` (CUDA events, as time_gp and
    time_cp), measured in ``rounds`` alternating rounds of about ``reps / rounds`` calls each:
    the GPU's clocks and temperature drift over a run (a float16 matmul's moved 10% between
    rounds), so figures of one library measured after the other's would carry the drift into
    their ratio.  CuPy's figure is NaN where CuPy is missing."""
    per = max(1, -(-reps // rounds))
    g, c = [], []
    for _ in range(rounds):
        g.append(time_gp(fg, per))
        if cupy is not None and fc is not None:
            c.append(time_cp(fc, per))
    return float(np.median(g)), (float(np.median(c)) if c else float("nan"))


def host_us_pair(f, g, calls=2000, rounds=5, g_sync=None):
    """Host microseconds per call of ``f`` (gpnumpy) and ``g`` (CuPy, may be None; another
    library with ``g_sync``, its synchronization): calls back to back, each library
    synchronized before and after; rounds alternate between the two and the best round of
    each counts (the machine's other load only ever adds time)."""
    import time
    from gpnumpy._core import device

    def one(h, sync):
        for _ in range(calls // 10):
            h()
        sync()
        t = time.perf_counter()
        for _ in range(calls):
            h()
        sync()
        return (time.perf_counter() - t) / calls * 1e6
    a, b = [], []
    for _ in range(rounds):
        a.append(one(f, device.synchronize))
        if g is not None:
            b.append(one(g, g_sync or cupy.cuda.Device().synchronize))
    return min(a), (min(b) if b else float("nan"))


def copy_bandwidth(x):
    """Device copy bandwidth (GB/s, read + write) measured on ``x``: the reference figure."""
    gp = import_gpnumpy()
    dst = gp.empty_like(x)

    def copy():
        dst[...] = x
    ms = time_gp(copy)
    gbs = 2 * x.nbytes / ms / 1e6
    print("copy reference: %.3f ms, %.0f GB/s" % (ms, gbs))
    return gbs
