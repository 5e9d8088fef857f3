"""Product figures of the products issue: gpnumpy vs CuPy, same GPU, same process, CUDA events.

    python3 benchmarks/bench_products.py [--n 8192]
matmul n^3 in TFLOP/s (2 n^3 flops; floor = the cuBLAS call CuPy makes), goal >= 98% of CuPy
at float32/float64/float16; `a @ b` of 64x64 float32 host time per call (best of 5 alternating
rounds), goal <= CuPy; a stack of 10,000 32x32 float32 products, goal >= CuPy; einsum
'bij,bjk->bik' and 'ij,ij->i'; stacks of dot products (small_dot.cu): vecdot float64 and
(B,1,k) @ (B,k,1) float32, 16384 x 1024 (GB/s of operands read for these three);
matrix-vector products, X @ w (small_dot.cu) and X.T @ r (small_vecmat.cu), in GB/s of the
matrix read, and X @ w's host time per call (``--matvec``: these alone).
"""
import argparse

import numpy as np

from _common import import_gpnumpy, time_pair, cupy, host_us_pair

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402


def ratio_line(label, g, c, unit, work, higher_better=True):
    gv, cv = work / g, work / c
    r = gv / cv if higher_better else c / g
    print("%-34s gpnumpy %8.3f ms %9.2f %s | CuPy %8.3f ms %9.2f %s | gp/cp %.3f"
          % (label, g, gv, unit, c, cv, unit, r))
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=8192)
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--matvec", action="store_true", help="the matrix-vector products alone")
    args = ap.parse_args()
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: no GPU to benchmark, skipping.")
        return
    print("device:", device.device_name())
    if cupy is None:
        print("CuPy is not installed: no reference, skipping.")
        return
    rng = np.random.default_rng(0)
    n = args.n
    results = {}
    matvec(rng, results)
    if args.matvec:
        print("summary (gp/cp, >1 is faster):",
              ", ".join("%s %.3f" % kv for kv in results.items()))
        return
    # ---- big products
    for dt in ("float32", "float64", "float16"):
        h = rng.random((n, n), dtype=np.float32).astype(dt) - np.asarray(0.5, dt)
        h2 = rng.random((n, n), dtype=np.float32).astype(dt) - np.asarray(0.5, dt)
        a, b = gp.asarray(h), gp.asarray(h2)
        ca, cb = cupy.asarray(h), cupy.asarray(h2)
        # agreement on a corner (the whole result against CuPy's, relative to its scale)
        r, cr = (a @ b), (ca @ cb)
        err = float(abs(r[:64, :64].get().astype(np.float64) - cupy.asnumpy(cr[:64, :64])).max())
        print("matmul %s %d: max |gp - cupy| on a 64x64 corner %.3g" % (dt, n, err))
        del r, cr
        # (alternating rounds: the clocks' drift stays out of the ratio)
        g, c = time_pair(lambda: a @ b, lambda: ca @ cb, reps=args.reps)
        results["matmul " + dt] = ratio_line("matmul %s %d^3" % (dt, n), g, c, "TFLOP/s",
                                             2 * n ** 3 / 1e9)
        del a, b, ca, cb
    # ---- small: host time per call
    h = rng.random((64, 64), dtype=np.float32)
    a, b = gp.asarray(h), gp.asarray(h.T.copy())
    ca, cb = cupy.asarray(h), cupy.asarray(h.T.copy())
    us_g, us_c = host_us_pair(lambda: a @ b, lambda: ca @ cb)
    print("%-34s gpnumpy %.2f us/call | CuPy %.2f us/call | gp/cp %.3f"
          % ("a @ b 64x64 float32 (host)", us_g, us_c, us_c / us_g))
    results["a @ b 64x64 host"] = us_c / us_g
    # ---- a stack of many small products
    hs = rng.random((10000, 32, 32), dtype=np.float32)
    hs2 = rng.random((10000, 32, 32), dtype=np.float32)
    a, b = gp.asarray(hs), gp.asarray(hs2)
    ca, cb = cupy.asarray(hs), cupy.asarray(hs2)
    np.testing.assert_allclose((a @ b)[17].get(), hs[17] @ hs2[17], rtol=1e-5)
    g, c = time_pair(lambda: a @ b, lambda: ca @ cb)
    results["stack 10000 32x32"] = ratio_line("stack 10,000 x 32x32 float32", g, c, "TFLOP/s",
                                              2 * 10000 * 32 ** 3 / 1e9)
    # ---- other stacks (small_gemm.cu's variants: 32x32 tiles, several small matrices a step)
    for count, side, dt in ((10000, 32, "float64"), (100000, 8, "float32"),
                            (100000, 8, "float64"), (10000, 16, "float32")):
        hs = rng.random((count, side, side)).astype(dt)
        hs2 = rng.random((count, side, side)).astype(dt)
        a, b = gp.asarray(hs), gp.asarray(hs2)
        ca, cb = cupy.asarray(hs), cupy.asarray(hs2)
        np.testing.assert_allclose((a @ b)[7].get(), hs[7] @ hs2[7], rtol=1e-5)
        g, c = time_pair(lambda: a @ b, lambda: ca @ cb)
        label = "stack %d %dx%d %s" % (count, side, side, dt)
        results[label] = ratio_line(label, g, c, "TFLOP/s", 2 * count * side ** 3 / 1e9)
    # ---- einsum
    hb = rng.random((256, 256, 128), dtype=np.float32)
    hc = rng.random((256, 128, 256), dtype=np.float32)
    a, b = gp.asarray(hb), gp.asarray(hc)
    ca, cb = cupy.asarray(hb), cupy.asarray(hc)
    np.testing.assert_allclose(gp.einsum("bij,bjk->bik", a, b)[3].get(), hb[3] @ hc[3], rtol=1e-4)
    g, c = time_pair(lambda: gp.einsum("bij,bjk->bik", a, b),
                     lambda: cupy.einsum("bij,bjk->bik", ca, cb))
    results["einsum bij,bjk->bik"] = ratio_line("einsum bij,bjk->bik 256x256x128x256", g, c,
                                                "TFLOP/s", 2 * 256 * 256 * 128 * 256 / 1e9)
    hx = rng.random((1 << 14, 1 << 10), dtype=np.float32)
    hy = rng.random((1 << 14, 1 << 10), dtype=np.float32)
    x, y = gp.asarray(hx), gp.asarray(hy)
    cx, cy = cupy.asarray(hx), cupy.asarray(hy)
    np.testing.assert_allclose(gp.einsum("ij,ij->i", x, y)[:8].get(),
                               np.einsum("ij,ij->i", hx[:8], hy[:8]), rtol=1e-4)
    g, c = time_pair(lambda: gp.einsum("ij,ij->i", x, y), lambda: cupy.einsum("ij,ij->i", cx, cy))
    results["einsum ij,ij->i"] = ratio_line("einsum ij,ij->i 16384x1024", g, c, "GB/s",
                                            2 * hx.nbytes / 1e6)
    # ---- other stacks of dot products (m = n = 1: small_dot.cu)
    hx8, hy8 = hx.astype(np.float64), hy.astype(np.float64)
    x8, y8 = gp.asarray(hx8), gp.asarray(hy8)
    cx8, cy8 = cupy.asarray(hx8), cupy.asarray(hy8)
    np.testing.assert_allclose(gp.vecdot(x8, y8)[:8].get(), np.vecdot(hx8[:8], hy8[:8]),
                               rtol=1e-10)
    cvecdot = getattr(cupy, "vecdot", None) or (lambda p, q: cupy.einsum("ij,ij->i", p, q))
    g, c = time_pair(lambda: gp.vecdot(x8, y8), lambda: cvecdot(cx8, cy8))
    results["vecdot f64"] = ratio_line("vecdot f64 16384x1024", g, c, "GB/s",
                                       2 * hx8.nbytes / 1e6)
    del x8, y8, cx8, cy8
    xa, yb = x.reshape(1 << 14, 1, 1 << 10), y.reshape(1 << 14, 1 << 10, 1)
    cxa, cyb = cx.reshape(1 << 14, 1, 1 << 10), cy.reshape(1 << 14, 1 << 10, 1)
    np.testing.assert_allclose((xa @ yb)[:8, 0, 0].get(),
                               np.einsum("ij,ij->i", hx[:8], hy[:8]), rtol=1e-4)
    g, c = time_pair(lambda: xa @ yb, lambda: cxa @ cyb)
    results["matmul (B,1,k)@(B,k,1) f32"] = ratio_line("matmul (B,1,k)@(B,k,1) f32 16384x1024",
                                                       g, c, "GB/s", 2 * hx.nbytes / 1e6)
    print("summary (gp/cp, >1 is faster):",
          ", ".join("%s %.3f" % kv for kv in results.items()))


def matvec(rng, results):
    """X @ w and X.T @ r (an iterative solver's and a gradient's matrix-vector products) of
    tall, square and wide matrices: GB/s of the matrix read; X @ w's host time per call."""
    for m, k, dt in ((1 << 16, 64, "float32"), (1 << 20, 64, "float32"),
                     (4096, 4096, "float64"), (100, 4096, "float64")):
        hx = rng.standard_normal((m, k)).astype(dt)
        hw, hr = rng.standard_normal(k).astype(dt), rng.standard_normal(m).astype(dt)
        x, w, r = gp.asarray(hx), gp.asarray(hw), gp.asarray(hr)
        cx, cw, cr = cupy.asarray(hx), cupy.asarray(hw), cupy.asarray(hr)
        tol = 1e-4 if dt == "float32" else 1e-10
        np.testing.assert_allclose((x @ w).get(), hx @ hw, rtol=tol, atol=tol * k)
        np.testing.assert_allclose((x.T @ r).get(), hx.T @ hr, rtol=tol, atol=tol * m)
        for label, f, cf in (("X @ w", lambda: x @ w, lambda: cx @ cw),
                             ("X.T @ r", lambda: x.T @ r, lambda: cx.T @ cr)):
            g, c = time_pair(f, cf)
            name = "%s %dx%d %s" % (label, m, k, dt)
            results[name] = ratio_line(name, g, c, "GB/s", hx.nbytes / 1e6)
        if m == 1 << 16:
            for label, f, cf in (("X @ w", lambda: x @ w, lambda: cx @ cw),
                                 ("X.T @ r", lambda: x.T @ r, lambda: cx.T @ cr)):
                us_g, us_c = host_us_pair(f, cf)
                name = "%s %dx%d %s (host)" % (label, m, k, dt)
                print("%-34s gpnumpy %.2f us/call | CuPy %.2f us/call | gp/cp %.3f"
                      % (name, us_g, us_c, us_c / us_g))
                results[name] = us_c / us_g
        del x, w, r, cx, cw, cr


if __name__ == "__main__":
    main()
