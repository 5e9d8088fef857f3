"""Device-wide sort: gpnumpy's radix sort against CuPy's sort and cuda.compute's radix sort.

    python3 benchmarks/bench_sort.py [--sizes 24,26,28] [--sweep] [--no-cc]

Same GPU, same process, CUDA events, median.  Keys: float32 uniform in [0, 1), int64 over the
full range (every pass moves keys), int64 in [0, 1000) (gpnumpy skips the passes whose digit is
the same for every key).  Each line: np.sort and np.argsort(kind='stable') times, the floor
(the passes' bytes read and written plus one read for the histogram, at the device's copy
bandwidth), CuPy's times, and cuda.compute's radix sort (the path gpnumpy used before, built
once per process: its build time is printed) on the same keys.  Sorted keys are checked bit for
bit against CuPy's and argsort against the stable order.  ``--sweep``: onesweep tunings (keys a thread
ranks, look-back window, match.any or ballots, blocks an SM) at one size.
"""
import argparse
import time

import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, cupy, copy_bandwidth

gp = import_gpnumpy()
from gpnumpy._core import _sortcore, device  # noqa: E402


def keys(kind, n):
    """(CuPy keys, gpnumpy keys): the same device values."""
    rs = cupy.random.RandomState(n)
    if kind == "float32":
        c = rs.random_sample(n, dtype=cupy.float32)
    elif kind == "int64":
        hi = rs.randint(0, 1 << 32, n, dtype=cupy.uint64)
        lo = rs.randint(0, 1 << 32, n, dtype=cupy.uint64)
        c = ((hi << cupy.uint64(32)) | lo).view(cupy.int64)
    else:
        c = rs.randint(0, 1000, n, dtype=cupy.int64)
    cupy.cuda.Device().synchronize()
    return c, gp.asarray(c).copy()


class CC:
    """cuda.compute's radix sort as gpnumpy's _sortcore called it (one sorter per dtype)."""

    def __init__(self):
        import cuda.compute as cc  # optional: the comparison only
        self.cc = cc
        self.sorters = {}

    def __call__(self, k):
        n = k.size
        ok = gp.empty_like(k)
        kw = dict(d_in_keys=k, d_out_keys=ok, d_in_values=None, d_out_values=None, num_items=n,
                  stream=device.current_stream())
        s = self.sorters.get(k.dtype)
        if s is None:
            t = time.perf_counter()
            s = self.sorters[k.dtype] = self.cc.make_radix_sort(
                d_in_keys=k, d_out_keys=ok, d_in_values=None, d_out_values=None,
                order=self.cc.SortOrder.ASCENDING)
            print("  cuda.compute build for %s: %.1f s" % (k.dtype, time.perf_counter() - t))
        tmp = gp.empty(max(int(s(temp_storage=None, **kw)), 1), gp.uint8)
        s(temp_storage=tmp, **kw)
        return ok


#: onesweep tunings tried by --sweep: (items, window, match_any, min_blocks)
SWEEP = [(items, window, match, 0) for match in (False, True) for window in (1, 4, 8)
         for items in (12, 16)] + [(16, 4, False, 3), (12, 4, False, 3), (16, 1, False, 3),
                                   (20, 4, False, 0)]


def bits(c):
    return c.view(cupy.uint32) if c.dtype == cupy.float32 else c


def check(kind, c, a):
    """'ok' or what differs: gpnumpy's sort against CuPy's, argsort against the stable order."""
    s = cupy.asarray(gp.sort(a))
    if not bool((bits(s) == bits(cupy.sort(c))).all()):
        return "SORT DIFFERS"
    p = cupy.asarray(gp.argsort(a, kind="stable"))
    kp = c[p]
    ok = (kp[1:] > kp[:-1]) | ((kp[1:] == kp[:-1]) & (p[1:] > p[:-1]))
    if not bool(ok.all()) or not bool((cupy.sort(p) == cupy.arange(c.size)).all()):
        return "ARGSORT NOT STABLE"
    return "ok"


def smoke():
    """Every key dtype at a few sizes against NumPy's stable sort (bit for bit), printed."""
    rng = np.random.default_rng(0)
    for dt in ("?", "i1", "u1", "i2", "u2", "i4", "u4", "i8", "u8", "f2", "f4", "f8"):
        dt = np.dtype(dt)
        for n in (3, 4097, 70001, (1 << 21) + 5):
            if dt.kind == "b":
                h = rng.integers(0, 2, n).astype(bool)
            else:
                h = rng.integers(0, 256, n * dt.itemsize, dtype=np.uint8).view(dt)
                if dt.kind == "f":  # ties: zeros of both signs, NaNs of both signs
                    h[::7] = 0.0
                    h[1::11] = -0.0
                    h[2::13] = np.nan
                    h[3::17] = -np.nan
            t = time.perf_counter()
            s = gp.sort(gp.asarray(h), kind="stable").get()
            p = gp.argsort(gp.asarray(h), kind="stable").get()
            ms = (time.perf_counter() - t) * 1e3
            want = np.argsort(h, kind="stable")
            ok = s.tobytes() == h[want].tobytes() and np.array_equal(p, want)
            print("smoke %-8s n=%-8d %s (%.0f ms)" % (dt, n, "ok" if ok else "MISMATCH", ms),
                  flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--smoke", action="store_true")
    ap.add_argument("--sizes", default="24,26,28")
    ap.add_argument("--sweep", action="store_true")
    ap.add_argument("--sweep-size", type=int, default=26)
    ap.add_argument("--no-cc", action="store_true")
    args = ap.parse_args()
    print("device:", device.device_name())
    if args.smoke:
        return smoke()
    gbs = copy_bandwidth(gp.zeros(1 << 26, gp.float32))
    try:
        cc = None if args.no_cc else CC()
    except Exception as exc:  # cuda-cccl not installed
        print("cuda.compute unavailable:", exc)
        cc = None
    for kind in ("float32", "int64", "int64 [0, 1000)"):
        for e in (int(x) for x in args.sizes.split(",")):
            n = 1 << e
            c, a = keys(kind.split()[0] if "[" not in kind else "narrow", n)
            reps = 25 if e <= 24 else 7
            isz = c.dtype.itemsize
            moved = isz if "[" not in kind else 2  # passes that move keys
            floor = (2 * moved + 1) * n * isz / gbs / 1e6
            g = time_gp(lambda: gp.sort(a), reps)
            ga = time_gp(lambda: gp.argsort(a, kind="stable"), reps)
            cs = time_cp(lambda: cupy.sort(c), reps)
            ca = time_cp(lambda: cupy.argsort(c), reps)
            line = ("%-16s 2^%d  sort %7.3f ms (floor %6.3f) | CuPy %7.3f ms  %.2fx | argsort "
                    "%7.3f ms | CuPy %7.3f ms  %.2fx" % (kind, e, g, floor, cs, cs / g, ga, ca,
                                                         ca / ga))
            if cc is not None and "[" not in kind:
                cc(a)
                t = time_gp(lambda: cc(a), reps)
                line += " | cuda.compute sort %7.3f ms  %.2fx" % (t, t / g)
            print(line + " | " + check(kind, c, a), flush=True)
            if args.sweep and "[" not in kind and e == args.sweep_size:
                want = bits(cupy.sort(c))
                print("  onesweep (items a thread, look-back window, match.any, min blocks an "
                      "SM): ms", flush=True)
                for tuning in SWEEP:
                    t = time_gp(lambda: _sortcore._radix(a, None, None, tuning), reps)
                    same = bool((bits(cupy.asarray(_sortcore._radix(a, None, None, tuning)[0]))
                                 == want).all())
                    print("    %-22s %7.3f%s" % (tuning, t, "" if same else " WRONG"),
                          flush=True)


if __name__ == "__main__":
    main()
