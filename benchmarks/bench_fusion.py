"""Automatic elementwise fusion (issue 18): unannotated NumPy expressions, fusion off vs auto,
against CuPy and CuPy's ``@cupy.fuse``, on one GPU in one process.

Device times are CUDA events around the expression *and* the flush that runs it (gpnumpy:
``gpnumpy.fusion.flush()`` inside the timed region, a no-op when fusion is off), median of
``--reps``.  The floor of a case is its fewest bytes (inputs read once, outputs written
once) over the copy bandwidth measured in the same run (``a.copy()``).  Results are checked
bitwise between fusion off and auto, and against NumPy where the case is exact.

    python3 benchmarks/bench_fusion.py [--log2 28] [--reps 15]
        [--cases xywv,where,bs,stencil,sumsq,any,rowvar,softmax,onehot]

sumsq, any, rowvar, softmax and onehot are reductions of elementwise chains (reductions as
sinks: the chain is computed where the reduction loads it, never stored; softmax's
exponentials and k-means' one-hot matrix, kept, are stored by the kernel of their sums).

Exits 0 without timing anything when gpnumpy runs on the host (no GPU).
"""
from __future__ import annotations

import argparse
import gc
import sys
import time

import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, cupy

gp = import_gpnumpy()


def _free():
    gc.collect()
    from gpnumpy._core import device
    device.free_cached_memory()
    if cupy is not None:
        cupy.cuda.Device().synchronize()
        cupy.get_default_memory_pool().free_all_blocks()


# ---------------------------------------------------------------- the expressions
def xywv(xp, x, y, w, v):
    return x * y + w * v - x


def where_max(xp, a, b):
    return xp.where(a > b, a, b)


_A = (0.31938153, -0.356563782, 1.781477937, -1.821255978, 1.330274429)
_RSQRT2PI = 0.39894228040143267793994605993438


def _cnd(xp, d):
    k = 1.0 / (1.0 + 0.2316419 * xp.abs(d))
    ret = _RSQRT2PI * xp.exp(-0.5 * d * d) * (
        k * (_A[0] + k * (_A[1] + k * (_A[2] + k * (_A[3] + k * _A[4])))))
    return xp.where(d > 0, 1.0 - ret, ret)


def black_scholes(xp, s, x, t, r=0.02, v=0.30):
    sqrt_t = xp.sqrt(t)
    d1 = (xp.log(s / x) + (r + 0.5 * v * v) * t) / (v * sqrt_t)
    d2 = d1 - v * sqrt_t
    c1, c2 = _cnd(xp, d1), _cnd(xp, d2)
    exp_rt = xp.exp(-r * t)
    call = s * c1 - x * exp_rt * c2
    put = x * exp_rt * (1.0 - c2) - s * (1.0 - c1)
    return call, put


def sum_sq(xp, x, y):
    return ((x - y) ** 2).sum()


def any_greater(xp, a, b):
    return (a > b).any()


def row_var(xp, x):
    return ((x - x.mean(axis=1, keepdims=True)) ** 2).sum(axis=1)


def softmax_rows(xp, x):
    e = xp.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def onehot_sums(xp, label, ids):
    """k-means' one-hot matrix of labels and its column sums (the matrix kept: it is read
    next by a product)."""
    o = (label[:, None] == ids[None, :]).astype(xp.float32)
    return o.sum(axis=0), o


def stencil_views(xp, u):
    return 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:]) - u[1:-1, 1:-1]


def _fused(f):
    """The same function under ``@cupy.fuse`` (xp bound to cupy inside the trace)."""
    if cupy is None:
        return None
    def fused_case(*a):  # (CuPy names the kernel after the function: a lambda's name is not
        return f(cupy, *a)  # an identifier, and the compile fails)
    return cupy.fuse(fused_case)


# ---------------------------------------------------------------- running
def _gp_time(f, args, reps):
    def run():
        r = f(gp, *args)
        gp.fusion.flush()
        return r
    return time_gp(run, reps)


def _bits(r):
    rs = r if isinstance(r, tuple) else (r,)
    return tuple(np.asarray(x).tobytes() for x in rs)


def case(name, f, host_args, nbytes, copy_gbs, reps, exact_numpy, fuse=None):
    row = {"case": name, "floor_ms": nbytes / (copy_gbs * 1e9) * 1e3}
    dev = [gp.asarray(h) for h in host_args]
    res = {}
    for mode in ("off", "auto"):
        gp.fusion.set_mode(mode)
        gp.fusion.stats(reset=True)
        row[mode] = _gp_time(f, dev, reps)
        st = gp.fusion.stats()
        row[mode + "_kernels_per_call"] = st["kernels"] / (reps + 3) if mode == "auto" else None
        res[mode] = _bits(f(gp, *dev))
    gp.fusion.set_mode("off")
    row["bitwise_off_auto"] = res["off"] == res["auto"]
    if exact_numpy:
        with np.errstate(all="ignore"):
            row["equal_numpy"] = _bits(f(np, *host_args)) == res["auto"]
    del dev, res
    _free()
    if cupy is not None:
        cargs = [cupy.asarray(h) for h in host_args]
        row["cupy"] = time_cp(lambda: f(cupy, *cargs), reps)
        fz = _fused(f) if fuse is None else fuse
        try:
            row["cupy_fuse"] = time_cp(lambda: fz(*cargs), reps)
        except Exception as exc:  # (a construct @cupy.fuse cannot trace)
            row["cupy_fuse"] = float("nan")
            msg = " ".join(str(exc).split())
            row["cupy_fuse_error"] = "%s: %s" % (type(exc).__name__,
                                                 msg if len(msg) < 400 else msg[:150] + " ... " + msg[-250:])
        del cargs
        _free()
    return row


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--log2", type=int, default=28)
    p.add_argument("--reps", type=int, default=15)
    p.add_argument("--cases", default="xywv,where,bs,stencil,sumsq,any,rowvar,softmax,onehot")
    args = p.parse_args()
    from gpnumpy._core.device import ON_DEVICE, device_name
    if not ON_DEVICE:
        print("bench_fusion: no GPU (%s): nothing timed" % device_name())
        return 0
    print("device:", device_name(), "| numpy", np.__version__,
          "| cupy", getattr(cupy, "__version__", "absent"))
    n = 1 << args.log2
    rng = np.random.default_rng(7)
    t0 = time.perf_counter()
    # copy bandwidth of this run (fusion off)
    gp.fusion.set_mode("off")
    a = gp.ones(n, np.float32)
    copy_ms = time_gp(lambda: a.copy(), args.reps)
    copy_gbs = 8 * n / (copy_ms * 1e-3) / 1e9
    del a
    _free()
    print("copy: %.3f ms for 2^%d float32 = %.0f GB/s" % (copy_ms, args.log2, copy_gbs))
    rows = []
    cases = args.cases.split(",")
    if "xywv" in cases:
        h = [rng.random(n, dtype=np.float32) + 0.5 for _ in range(4)]
        rows.append(case("x*y + w*v - x (f32 2^%d)" % args.log2, xywv, h, 20 * n, copy_gbs,
                         args.reps, True))
        del h
    if "where" in cases:
        h = [rng.random(n, dtype=np.float32) for _ in range(2)]
        rows.append(case("where(a > b, a, b) (f32 2^%d)" % args.log2, where_max, h, 12 * n,
                         copy_gbs, args.reps, True))
        del h
    if "bs" in cases:
        m = n >> 2
        h = [(rng.random(m, dtype=np.float32) * 25 + 5), (rng.random(m, dtype=np.float32) * 99 + 1),
             (rng.random(m, dtype=np.float32) * 9.75 + 0.25)]
        rows.append(case("Black-Scholes (f32 2^%d)" % (args.log2 - 2), black_scholes, h, 20 * m,
                         copy_gbs, args.reps, False))
        del h
    if "stencil" in cases:
        side = 1 << (args.log2 // 2)
        h = [rng.random((side, side), dtype=np.float32)]
        # (@cupy.fuse cannot slice inside its trace: the views are its arguments)
        def five_point(a, b, c, d, e):
            return 0.25 * (a + b + c + d) - e
        five = cupy and cupy.fuse(five_point)
        fuse = five and (lambda u: five(u[:-2, 1:-1], u[2:, 1:-1], u[1:-1, :-2], u[1:-1, 2:],
                                        u[1:-1, 1:-1]))
        rows.append(case("five-point stencil on views (f32 %dx%d)" % (side, side), stencil_views,
                         h, 8 * (side - 2) ** 2, copy_gbs, args.reps, True, fuse))
        del h
    # reductions of chains (sinks): (key, label, function, inputs, bytes of the floor over n,
    # exact against NumPy); softmax's floor: x read by the max and by exp's chain, the
    # exponentials written and read, the result written
    side = 1 << (args.log2 // 2)
    sq = "(f32 %dx%d)" % (side, side)
    sinks = [
        ("sumsq", "((x - y)**2).sum() (f32 2^%d)" % args.log2, sum_sq,
         lambda: [rng.random(n, dtype=np.float32) for _ in range(2)], 8, False),
        ("any", "(a > b).any() (f32 2^%d)" % args.log2, any_greater,
         lambda: [rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32) + 1], 8, True),
        ("rowvar", "((x - mean(x, 1))**2).sum(1) " + sq, row_var,
         lambda: [rng.random((side, side), dtype=np.float32)], 8, False),
        ("softmax", "softmax of rows " + sq, softmax_rows,
         lambda: [rng.random((side, side), dtype=np.float32)], 20, False),
        # (2^(log2-5) labels against 32 ids: the labels read, the float32 matrix written)
        ("onehot", "one-hot of labels, column sums (%d x 32)" % (n // 32), onehot_sums,
         lambda: [rng.integers(0, 32, n // 32), np.arange(32)], 4.25, True)]
    for key, label, f, make, per, exact in sinks:
        if key in cases:
            h = make()
            rows.append(case(label, f, h, per * n, copy_gbs, args.reps, exact))
            del h
    print()
    print("%-44s %9s %9s %9s %9s %9s %8s %8s %8s  %s" % (
        "case", "off ms", "auto ms", "cupy ms", "fuse ms", "floor ms", "auto/fl", "off/auto",
        "cupy/au", "checks"))
    for r in rows:
        checks = "bitwise off=auto: %s" % r["bitwise_off_auto"]
        if "equal_numpy" in r:
            checks += ", =numpy: %s" % r["equal_numpy"]
        if r.get("auto_kernels_per_call") is not None:
            checks += ", kernels/call %.2f" % r["auto_kernels_per_call"]
        cp_ms, fz_ms = r.get("cupy", float("nan")), r.get("cupy_fuse", float("nan"))
        print("%-44s %9.3f %9.3f %9.3f %9.3f %9.3f %8.2f %8.2f %8.2f  %s" % (
            r["case"], r["off"], r["auto"], cp_ms, fz_ms, r["floor_ms"], r["auto"] / r["floor_ms"],
            r["off"] / r["auto"], cp_ms / r["auto"], checks))
        if "cupy_fuse_error" in r:
            print("    (@cupy.fuse: %s)" % r["cupy_fuse_error"])
    print("(%.0f s; copy %.0f GB/s)" % (time.perf_counter() - t0, copy_gbs))
    ok = all(r["bitwise_off_auto"] and r.get("equal_numpy", True) for r in rows)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
