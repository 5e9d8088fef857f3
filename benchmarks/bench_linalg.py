"""linalg figures of the products/linalg/fft issue: gpnumpy vs CuPy, same GPU, same process,
CUDA events, median.

    python3 benchmarks/bench_linalg.py [--reps 7] [--cases solve,eigh,...]

Each case states its floor as flops over time (the classic operation counts: LU 2/3 n^3, Cholesky
1/3 n^3, inverse 2 n^3, symmetric eigensolver with vectors ~9 n^3, SVD with vectors ~22 n^3);
the ratio is CuPy's time over gpnumpy's (above 1: gpnumpy faster).  svd also reports the
relative reconstruction error ||U S Vh - A||_F / ||A||_F of both libraries and of NumPy (the
issue's accuracy goal: within 10x of NumPy's).  Exits 0 without timing on the host device.
"""
import argparse

import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, time_pair, cupy

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402

H200_CUPY_MS = {"solve": 14.3, "eigh": 26.4, "svd": 582.0}


def _data(n, kind, seed=0):
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((n, n))
    if kind == "spd":
        return a @ a.T + n * np.eye(n)
    if kind == "sym":
        return (a + a.T) / 2
    return a


def _recon(u, s, vh, a):
    return float(np.linalg.norm((u * s) @ vh - a) / np.linalg.norm(a))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--reps", type=int, default=7)
    p.add_argument("--cases", default="solve,eigh,svd,cholesky,inv,batched,small,nvrtc")
    args = p.parse_args()
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: no GPU to benchmark, skipping.")
        return
    print("device:", device.device_name(), "| CuPy", cupy.__version__ if cupy else "absent")
    cases = args.cases.split(",")
    rows = []

    def run(label, flops, gfun, cfun, reps):
        try:
            # (alternating rounds: the clocks' drift stays out of the ratio)
            g, c = time_pair(gfun, cfun, max(reps, 5))
        except Exception as exc:  # report and go on with the other cases
            print("%-28s gpnumpy FAILED: %s: %s" % (label, type(exc).__name__, exc))
            return
        print("%-28s gpnumpy %9.3f ms %7.2f TFLOP/s | CuPy %9.3f ms | cp/gp %.2fx"
              % (label, g, flops / g / 1e9, c, c / g))
        rows.append((label, g, c))

    if "solve" in cases:
        n = 4096
        h, hb = _data(n, "gen"), np.random.default_rng(1).standard_normal(n)
        a, b = gp.asarray(h), gp.asarray(hb)
        ca, cb = (cupy.asarray(h), cupy.asarray(hb)) if cupy else (None, None)
        x = gp.linalg.solve(a, b).get()
        print("solve residual |Ax-b|/|b| = %.2e" % (np.linalg.norm(h @ x - hb) / np.linalg.norm(hb)))
        run("solve f64 4096 (b vector)", 2 / 3 * n ** 3, lambda: gp.linalg.solve(a, b),
            lambda: cupy.linalg.solve(ca, cb), args.reps)
    if "eigh" in cases:
        n = 2048
        h = _data(n, "sym")
        a = gp.asarray(h)
        ca = cupy.asarray(h) if cupy else None
        w, v = gp.linalg.eigh(a)
        wh, vh_ = w.get(), v.get()
        print("eigh |A V - V w|/|A| = %.2e, max|w - numpy w| = %.2e"
              % (np.linalg.norm(h @ vh_ - vh_ * wh) / np.linalg.norm(h),
                 np.abs(wh - np.linalg.eigvalsh(h)).max()))
        run("eigh f64 2048", 9 * n ** 3, lambda: gp.linalg.eigh(a),
            lambda: cupy.linalg.eigh(ca), max(3, args.reps // 2))
    if "svd" in cases:
        n = 2048
        h = _data(n, "gen")
        a = gp.asarray(h)
        ca = cupy.asarray(h) if cupy else None
        u, s, vh = gp.linalg.svd(a)
        e_gp = _recon(u.get(), s.get(), vh.get(), h)
        un, sn, vhn = np.linalg.svd(h)
        e_np = _recon(un, sn, vhn, h)
        line = "svd reconstruction error: gpnumpy %.2e, NumPy %.2e (ratio %.1f; goal <= 10)" % (
            e_gp, e_np, e_gp / e_np)
        if cupy:
            cu, cs, cvh = cupy.linalg.svd(ca)
            line += ", CuPy %.2e" % _recon(cu.get(), cs.get(), cvh.get(), h)
        print(line)
        print("svd max|S - numpy S| / S[0] = %.2e" % (np.abs(s.get() - sn).max() / sn[0]))
        run("svd f64 2048 (U, S, Vh)", 22 * n ** 3, lambda: gp.linalg.svd(a),
            lambda: cupy.linalg.svd(ca), 3)
    if "cholesky" in cases:
        n = 4096
        h = _data(n, "spd")
        a = gp.asarray(h)
        ca = cupy.asarray(h) if cupy else None
        L = gp.linalg.cholesky(a).get()
        print("cholesky |L L^T - A|/|A| = %.2e" % (np.linalg.norm(L @ L.T - h) / np.linalg.norm(h)))
        run("cholesky f64 4096", n ** 3 / 3, lambda: gp.linalg.cholesky(a),
            lambda: cupy.linalg.cholesky(ca), args.reps)
    if "inv" in cases:
        n = 2048
        h = _data(n, "gen")
        a = gp.asarray(h)
        ca = cupy.asarray(h) if cupy else None
        ai = gp.linalg.inv(a).get()
        print("inv |A inv(A) - I| = %.2e" % np.abs(h @ ai - np.eye(n)).max())
        run("inv f64 2048", 2 * n ** 3, lambda: gp.linalg.inv(a),
            lambda: cupy.linalg.inv(ca), args.reps)
    if "batched" in cases:
        nb, n = 10000, 8
        rng = np.random.default_rng(3)
        h = rng.standard_normal((nb, n, n)) + 4 * np.eye(n)
        hb = rng.standard_normal((nb, n, 1))
        a, b = gp.asarray(h), gp.asarray(hb)
        ca, cb = (cupy.asarray(h), cupy.asarray(hb)) if cupy else (None, None)
        x = gp.linalg.solve(a, b).get()
        print("batched solve max error vs NumPy = %.2e" % np.abs(x - np.linalg.solve(h, hb)).max())
        run("solve 10000 x 8x8 f64 (b 8x1)", nb * 2 / 3 * n ** 3, lambda: gp.linalg.solve(a, b),
            lambda: cupy.linalg.solve(ca, cb), 25)
    if "small" in cases:
        # stacks of small inverses and solves (our small_solve.cu; CuPy: cuBLAS's getrf with
        # getriBatched, or getrsBatched)
        rng = np.random.default_rng(4)
        for nb, n, dt, k in ((10000, 32, "float64", 0), (10000, 32, "float32", 0),
                             (10000, 16, "complex128", 0), (10000, 8, "float64", 0),
                             (10000, 32, "float64", 4), (10000, 24, "float64", 1)):
            h = (rng.standard_normal((nb, n, n)) + 4 * np.eye(n)).astype(dt)
            a = gp.asarray(h)
            ca = cupy.asarray(h) if cupy else None
            if k == 0:
                x = gp.linalg.inv(a).get()
                err = np.abs(x - np.linalg.inv(h)).max() / np.abs(x).max()
                label = "inv %d x %dx%d %s" % (nb, n, n, dt)
                run(label, nb * 2 * n ** 3, lambda: gp.linalg.inv(a),
                    lambda: cupy.linalg.inv(ca), 25)
            else:
                hb = rng.standard_normal((nb, n, k)).astype(dt)
                b = gp.asarray(hb)
                cb = cupy.asarray(hb) if cupy else None
                x = gp.linalg.solve(a, b).get()
                err = np.abs(x - np.linalg.solve(h, hb)).max() / np.abs(x).max()
                label = "solve %d x %dx%d %s b%d" % (nb, n, n, dt, k)
                run(label, nb * 2 / 3 * n ** 3, lambda: gp.linalg.solve(a, b),
                    lambda: cupy.linalg.solve(ca, cb), 25)
            print("   (max error vs NumPy, relative: %.1e)" % err)
    if "nvrtc" in cases:
        # cold builds of the small-system kernel: NVRTC alone, no cache
        import time
        from gpnumpy._kernels import compiler, render
        for code, w, mode in (("f8", 8, "rows"), ("f8", 32, "rows"), ("f8", 32, "cols"),
                              ("c8", 32, "cols"), ("c16", 16, "cols")):
            src, name = render.small_solve(code, w, mode)
            t = time.perf_counter()
            compiler.compile_cubin(src, compiler._target_arch or "90", name)
            print("NVRTC %-44s %6.2f s" % (name, time.perf_counter() - t))
    print("\n%-28s %10s %10s %8s" % ("case", "gpnumpy ms", "CuPy ms", "cp/gp"))
    for label, g, c in rows:
        print("%-28s %10.3f %10.3f %8.2f" % (label, g, c, c / g))


if __name__ == "__main__":
    main()
