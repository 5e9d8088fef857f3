"""Device-wide sort: gpnumpy's radix sort against CuPy's sort and cuda.compute's radix sort.

    python3 benchmarks/bench_sort.py [--sizes 24,26,28] [--sweep] [--no-cc] [--wait FILE]

Same GPU, same process, CUDA events, median.  Keys: float32 uniform in [0, 1), int64 over the
full range (every pass moves keys), int64 in [0, 1000) (gpnumpy skips the passes whose digit is
the same for every key).  Each line: np.sort and np.argsort(kind='stable') times, the floor
(the passes' bytes read and written plus one read for the histogram, at the device's copy
bandwidth), CuPy's times, and cuda.compute's radix sort (the path gpnumpy used before, built
once per process: its build times are printed) of the keys alone and of the keys with int64
positions (argsort's work) on the same keys.  Sorted keys are checked bit for bit against
CuPy's and argsort against the stable order.  ``--sweep``: onesweep tunings (tile, look-back,
counts published before or after ranking, match.any or ballots, blocks an SM) at one size,
with the histogram and one pass timed alone; ``--sweep-only``: that and no comparison.
``--wait FILE``: build cuda.compute's sorters, then wait for FILE to exist before timing
(tests may run meanwhile).  ``--precompile``: build the sweep's and the comparison's kernels
into the kernel cache on every CPU, then exit.
"""
import argparse
import os
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
    """cuda.compute's radix sort as gpnumpy's _sortcore called it (one sorter per dtype and
    values or none)."""

    def __init__(self):
        import cuda.compute as cc  # optional: the comparison only
        self.cc = cc
        self.sorters = {}

    def __call__(self, k, v=None):
        n = k.size
        ok = gp.empty_like(k)
        ov = None if v is None else gp.empty_like(v)
        kw = dict(d_in_keys=k, d_out_keys=ok, d_in_values=v, d_out_values=ov, num_items=n,
                  stream=device.current_stream())
        key = (k.dtype, None if v is None else v.dtype)
        s = self.sorters.get(key)
        if s is None:
            t = time.perf_counter()
            s = self.sorters[key] = self.cc.make_radix_sort(
                d_in_keys=k, d_out_keys=ok, d_in_values=v, d_out_values=ov,
                order=self.cc.SortOrder.ASCENDING)
            print("  cuda.compute build for %s: %.1f s" % (key, time.perf_counter() - t),
                  flush=True)
        tmp = gp.empty(max(int(s(temp_storage=None, **kw)), 1), gp.uint8)
        s(temp_storage=tmp, **kw)
        return ok


#: onesweep tunings tried by --sweep (render.radix_sort's keywords; {} the default), by key
#: dtype and values (None or argsort's int64 positions)
SWEEP = {
    ("float32", None): [
        {}, dict(window=1), dict(early=False), dict(items=18), dict(items=26),
        dict(match_any=True), dict(threads=512, items=14)],
    ("int64", None): [
        {}, dict(window=1), dict(early=False), dict(items=12),
        dict(threads=256, items=16, min_blocks=3)],
    ("float32", "int64"): [{}, dict(items=12), dict(threads=256, items=12, min_blocks=3)],
    ("int64", "int64"): [{}, dict(items=10), dict(threads=256, items=12, min_blocks=3)],
}


def precompile():
    """Every kernel the sweep and the comparison use, built into the kernel cache by a pool
    of processes (NVRTC only: the workers touch no device)."""
    import multiprocessing
    from gpnumpy._kernels import render
    jobs = set()
    for (kd, vd), tunings in SWEEP.items():
        code = "f4" if kd == "float32" else "i8"
        vcode = None if vd is None else "i8"
        for tu in tunings:
            jobs.add(render.radix_sort(code, vcode, "onesweep", **tu)[0])
        jobs.add(render.radix_sort(code, vcode, "block")[0])
    t = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(min(len(jobs), os.cpu_count() or 1)) as pool:
        pool.map(_build, sorted(jobs))
    print("precompiled %d sources in %.1f s" % (len(jobs), time.perf_counter() - t), flush=True)


def _build(source):
    from gpnumpy._kernels import compiler
    arch = device.arch()
    path = os.path.join(compiler.cache_dir(), *(lambda k: (k[:2], k + ".cubin"))(
        compiler._key(source, arch)))
    if compiler._read_cache(path) is None:
        compiler._write_cache(path, compiler.compile_cubin(source, arch, "sweep"))


def bits(c):
    return c.view(cupy.uint32) if c.dtype == cupy.float32 else c


def check(kind, c, a):
    """'ok' or what differs: gpnumpy's sort against CuPy's, argsort against the stable order."""
    s = cupy.asarray(gp.sort(a))
    if not bool((bits(s) == bits(cupy.sort(c))).all()):
        return "SORT DIFFERS"
    if not stable_order(c, cupy.asarray(gp.argsort(a, kind="stable"))):
        return "ARGSORT NOT STABLE"
    return "ok"


def stable_order(c, p):
    """Whether positions ``p`` (CuPy) are the stable ascending order of keys ``c``."""
    kp = c[p]
    ok = (kp[1:] > kp[:-1]) | ((kp[1:] == kp[:-1]) & (p[1:] > p[:-1]))
    return bool(ok.all()) and bool((cupy.sort(p) == cupy.arange(c.size)).all())


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


def sweep(e):
    """Onesweep tunings at 2^e keys: sort (or argsort's positions) times, the histogram and
    plan alone and one pass alone, each checked against CuPy."""
    n = 1 << e
    print("sweep at 2^%d: ms for the whole sort | histogram + plan | histogram + plan + one "
          "pass (render.radix_sort's keywords; {} the default)" % e, flush=True)
    for (kd, vd), tunings in SWEEP.items():
        c, a = keys(kd, n)
        pos = None if vd is None else np.dtype(vd)
        want_k = bits(cupy.sort(c))
        reps = 7
        for tu in tunings:
            try:
                t = time_gp(lambda: _sortcore._radix(a, None, pos, tu), reps)
                t0 = time_gp(lambda: _sortcore._radix(a, None, pos, tu, passes=0), reps)
                t1 = time_gp(lambda: _sortcore._radix(a, None, pos, tu, passes=1), reps)
                sk, sp = _sortcore._radix(a, None, pos, tu)
                ok = bool((bits(cupy.asarray(sk)) == want_k).all())
                if pos is not None:
                    ok = ok and stable_order(c, cupy.asarray(sp))
                print("  %-7s %-5s %-62s %7.3f | %6.3f | %6.3f%s" % (
                    kd, vd or "-", tu, t, t0, t1, "" if ok else " WRONG"), flush=True)
            except Exception as exc:  # a variant that fails is reported, the rest go on
                print("  %-7s %-5s %-62s FAILED %s" % (kd, vd or "-", tu, exc), flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--smoke", action="store_true")
    ap.add_argument("--sizes", default="24,26,28")
    ap.add_argument("--sweep", action="store_true")
    ap.add_argument("--sweep-only", action="store_true")
    ap.add_argument("--sweep-size", type=int, default=26)
    ap.add_argument("--no-cc", action="store_true")
    ap.add_argument("--wait", default=None)
    ap.add_argument("--precompile", action="store_true")
    args = ap.parse_args()
    print("device:", device.device_name())
    if args.precompile:
        return precompile()
    if args.smoke:
        return smoke()
    if args.sweep or args.sweep_only:
        sweep(args.sweep_size)
        if args.sweep_only:
            return
    gbs = copy_bandwidth(gp.zeros(1 << 26, gp.float32))
    try:
        cc = None if args.no_cc else CC()
    except Exception as exc:  # cuda-cccl not installed
        print("cuda.compute unavailable:", exc)
        cc = None
    if cc is not None:  # the builds first (while tests may run), the timings after
        for dt in (gp.float32, gp.int64):
            k = gp.zeros(1 << 12, dt)
            cc(k)
            cc(k, gp.arange(1 << 12, dtype=gp.int64))
    if args.wait:
        while not os.path.exists(args.wait):
            time.sleep(0.2)
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
                pos = gp.arange(n, dtype=gp.int64)
                t = time_gp(lambda: cc(a), reps)
                tp = time_gp(lambda: cc(a, pos), reps)
                line += " | cuda.compute sort %7.3f ms  %.2fx, pairs %7.3f ms  %.2fx" % (
                    t, t / g, tp, tp / ga)
            print(line + " | " + check(kind, c, a), flush=True)


if __name__ == "__main__":
    main()
