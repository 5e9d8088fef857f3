"""gpnumpy.random vs CuPy's default generator: same GPU, same process, CUDA events, median.

    python3 benchmarks/bench_random.py [WORD ...]

(with words: only the draws whose label holds one of them, and the permutation and the host
time per call only when they are named)

gpnumpy draws NumPy's PCG64 stream (default_rng) on the device; CuPy draws its own (XORWOW).  Each
figure prints the bandwidth of the output written, the ratio to CuPy, whether gpnumpy's first 2^20
values equal NumPy's for the same seed (bitwise; for the ziggurat normal the count of values that
differ and the largest difference in ulp, device log/exp against the host's) and whether the stream
is in step with NumPy's afterwards (the next values and the bit generator's state).
"""
import sys
import time

import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, cupy

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402

N = 1 << 28
CHECK = 1 << 20


def report(label, g, c, nbytes, match):
    line = "%-36s gpnumpy %8.3f ms %6.0f GB/s" % (label, g, nbytes / g / 1e6)
    if c is not None:
        line += " | CuPy %8.3f ms %6.0f GB/s | gp/cp %.2fx" % (c, nbytes / c / 1e6, c / g)
    print(line + " | NumPy stream: " + match, flush=True)


def _match(got, want):
    got = np.asarray(got)
    if got.dtype != want.dtype or got.shape != want.shape:
        return "NO (dtype/shape)"
    if np.array_equal(got, want):
        return "bitwise"
    if got.dtype.kind == "f":
        ulp = np.abs(got.astype(np.float64) - want) / np.spacing(np.abs(want).astype(got.dtype))
        return "%d of %d differ, max %.1f ulp" % (int((got != want).sum()), got.size,
                                                  float(np.nanmax(ulp)))
    return "NO (%d differ)" % int((got != want).sum())


def _in_step(gg, ng):
    """' + in step' when the next draws and the bit generator states agree."""
    a, b = gg.random(5), ng.random(5)
    sa, sb = gg.bit_generator.state, ng.bit_generator.state
    same = np.array_equal(np.asarray(a), b) and str(sa) == str(sb)
    return " + in step" if same else " + OUT OF STEP"


def main():
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: no GPU to benchmark, skipping.")
        return
    print("device:", device.device_name())
    g = gp.random.default_rng(1)
    cg = cupy.random.default_rng(1) if cupy is not None else None
    cases = [
        ("random() float64, 2^28", lambda r: r.random(N), 8 * N,
         lambda r: r.random(CHECK)),
        ("random() float32, 2^28", lambda r: r.random(N, dtype=np.float32), 4 * N,
         lambda r: r.random(CHECK, dtype=np.float32)),
        ("integers(0, 1000) int64, 2^28", lambda r: r.integers(0, 1000, N), 8 * N,
         lambda r: r.integers(0, 1000, CHECK)),
        ("standard_normal float32, 2^28", lambda r: r.standard_normal(N, dtype=np.float32), 4 * N,
         lambda r: r.standard_normal(CHECK, dtype=np.float32)),
        ("standard_normal float64, 2^27", lambda r: r.standard_normal(N // 2), 4 * N,
         lambda r: r.standard_normal(CHECK)),
        ("standard_exponential float32, 2^28",
         lambda r: r.standard_exponential(N, dtype=np.float32), 4 * N,
         lambda r: r.standard_exponential(CHECK, dtype=np.float32)),
        ("standard_exponential float64, 2^27", lambda r: r.standard_exponential(N // 2), 4 * N,
         lambda r: r.standard_exponential(CHECK)),
        ("integers(0, 2^31 + 1) uint32, 2^28",
         lambda r: r.integers(0, 2 ** 31 + 1, N, dtype=np.uint32), 4 * N,
         lambda r: r.integers(0, 2 ** 31 + 1, CHECK, dtype=np.uint32)),
    ]
    words = sys.argv[1:]
    if words:
        cases = [c for c in cases if any(w in c[0] for w in words)]
    for label, f, nbytes, check in cases:
        tg = time_gp(lambda: f(g), reps=15)
        tc = time_cp(lambda: f(cg), reps=15) if cg is not None else None
        gg, ng = gp.random.default_rng(7), np.random.default_rng(7)
        match = _match(check(gg).get(), check(ng))
        match += _in_step(gg, ng)
        report(label, tg, tc, nbytes, match)

    if words and "permutation" not in words:
        return host_times(g, cg) if "host" in words else None
    # permutation: NumPy's Fisher-Yates draws resolved on the device, the permutation rebuilt
    # by a sort and pointer jumping (it reads the device: wall clock, after a warm-up call that
    # compiles the kernels and builds the sorter)
    k = 1 << 26
    g.permutation(1 << 20)
    ts = []
    for _ in range(3):
        device.synchronize()
        t0 = time.perf_counter()
        p = g.permutation(k)
        device.synchronize()
        ts.append((time.perf_counter() - t0) * 1e3)
        del p
    tg = float(np.median(ts))
    tc = None
    if cg is not None:
        perm = getattr(cg, "permutation", None) or cupy.random.permutation
        perm(k)
        cupy.cuda.Device().synchronize()
        tc = time_cp(lambda: perm(k), reps=5)
    gg, ng = gp.random.default_rng(7), np.random.default_rng(7)
    match = _match(gg.permutation(CHECK).get(), ng.permutation(CHECK)) + _in_step(gg, ng)
    report("permutation(2^26) (wall)", tg, tc, 8 * k, match)
    # its parts: the draws (fill + random_shuffle.cu), the rebuilding (sort, gathers)
    from gpnumpy.random import _shuffle
    device.synchronize()
    t0 = time.perf_counter()
    J = _shuffle.device_draws(np.random.PCG64(3), k)
    device.synchronize()
    t1 = time.perf_counter()
    _shuffle.device_apply(J)
    device.synchronize()
    t2 = time.perf_counter()
    order = gp.argsort(J, kind="stable")
    device.synchronize()
    t3 = time.perf_counter()
    print("  permutation parts: draws %.1f ms, rebuild %.1f ms (a stable argsort alone: %.1f ms)"
          % ((t1 - t0) * 1e3, (t2 - t1) * 1e3, (t3 - t2) * 1e3), flush=True)
    del J, order
    if not words or "host" in words:
        host_times(g, cg)


def host_times(g, cg):
    """Host time per call of a small device draw (the Python in front of the launch)."""
    for label, f, fc in [("random(2^14)", lambda: g.random(1 << 14), lambda: cg.random(1 << 14)),
                         ("standard_normal(2^14, f4)",
                          lambda: g.standard_normal(1 << 14, dtype=np.float32),
                          lambda: cg.standard_normal(1 << 14, dtype=np.float32))]:
        us = []
        for h, sync in ((f, device.synchronize),
                        (fc, cupy.cuda.Device().synchronize if cg is not None else None)):
            if sync is None:
                us.append(None)
                continue
            for _ in range(50):
                h()
            sync()
            t0 = time.perf_counter()
            for _ in range(500):
                h()
            sync()
            us.append((time.perf_counter() - t0) / 500 * 1e6)
        print("%-36s host+launch per call: gpnumpy %.1f us%s" % (
            label, us[0], "" if us[1] is None else " | CuPy %.1f us" % us[1]), flush=True)


if __name__ == "__main__":
    main()
