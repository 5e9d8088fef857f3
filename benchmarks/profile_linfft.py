"""Where the time of three issue-12 figures goes: batched small solves, fft2 and cholesky,
gpnumpy against CuPy and against the pieces they are made of (CUDA events, median).

    python3 benchmarks/profile_linfft.py [--only solve,fft2,cholesky]

solve: 10,000 stacked systems (8x8 and 32x32 float64, 16x16 complex128, 32x32 float32)
through gpnumpy (register LU kernel), the cuBLAS batched getrf/getrs route it replaced, and
CuPy.  fft2: complex64 4096x4096 through gpnumpy and CuPy, host time per call, the cuFFT
versions each library loaded (one H100 run found bare executions of plans made five ways,
basic or advanced layout, 64- or 32-bit API, plan2d, all at 0.249 ms, CuPy's 0.250).
cholesky: float64 4096 through gpnumpy, CuPy, and bare potrf (legacy and 64-bit API, both
triangles).  ``--warm`` first compiles every linalg kernel variant into the disk cache,
16 processes at once (a test run's workers then load them).
"""
import argparse
import time

import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, cupy, host_us_pair

gp = import_gpnumpy()
from gpnumpy._core import device, libraries  # noqa: E402
from gpnumpy._core.libraries import data_ptr  # noqa: E402
from gpnumpy.linalg import _solvers  # noqa: E402


def host_us(f, calls=20):
    """Host microseconds per call, calls queued back to back (the device is the bottleneck,
    so this is the Python and driver time alone)."""
    f()
    device.synchronize()
    t = time.perf_counter()
    for _ in range(calls):
        f()
    dt = (time.perf_counter() - t) / calls * 1e6
    device.synchronize()
    return dt


def old_solve(a, b, dt):
    """The cuBLAS batched route (before the register kernel), matrix right-hand sides."""
    batch, n = a.shape[:-2], a.shape[-1]
    nb = int(np.prod(batch))
    A = _solvers._owned(a, dt).reshape(nb, n, n)
    k = b.shape[-1]
    X = _solvers._owned(b.swapaxes(-1, -2), dt).reshape(nb, k, n)
    _, info = _solvers._lu(A, X, _solvers._OP_T)
    _solvers._check(info, "Singular matrix")
    return X.reshape(batch + (k, n)).swapaxes(-1, -2)


def prof_solve():
    rng = np.random.default_rng(3)
    for nb, n, dt in ((10000, 8, "float64"), (10000, 32, "float64"), (10000, 16, "complex128"),
                      (10000, 32, "float32"), (1, 8, "float64")):
        h = (rng.standard_normal((nb, n, n)) + 4 * np.eye(n)).astype(dt)
        hb = rng.standard_normal((nb, n, 1)).astype(dt)
        a, b = gp.asarray(h), gp.asarray(hb)
        x = gp.linalg.solve(a, b).get()
        err = np.abs(x - np.linalg.solve(h, hb)).max() / np.abs(x).max()
        g = time_gp(lambda: gp.linalg.solve(a, b), 25)
        o = time_gp(lambda: old_solve(a, b, np.dtype(dt)), 25)
        gi = time_gp(lambda: gp.linalg.inv(a), 25)
        line = "solve %5d x %2dx%-2d %-10s gp %7.1f us (old cuBLAS route %7.1f) inv %7.1f us" % (
            nb, n, n, dt, g * 1e3, o * 1e3, gi * 1e3)
        if cupy is not None:
            ca, cb = cupy.asarray(h), cupy.asarray(hb)
            c = time_cp(lambda: cupy.linalg.solve(ca, cb), 25)
            ci = time_cp(lambda: cupy.linalg.inv(ca), 25)
            hg, hc = host_us_pair(lambda: gp.linalg.solve(a, b),
                                  lambda: cupy.linalg.solve(ca, cb), calls=200, rounds=3)
            line += " | CuPy %7.1f inv %7.1f | cp/gp %.2f inv %.2f | host us gp %.1f cp %.1f" % (
                c * 1e3, ci * 1e3, c / g, ci / gi, hg, hc)
        print(line + " | rel.err %.1e" % err)


def prof_fft2():
    from nvmath.bindings import cufft as lib
    print("cuFFT loaded by nvmath: %s" % lib.get_version())
    if cupy is not None:
        print("cuFFT loaded by CuPy: %s" % cupy.cuda.cufft.getVersion())
    n = 4096
    rng = np.random.default_rng(1)
    h = (rng.standard_normal((n, n)) + 1j * rng.standard_normal((n, n))).astype(np.complex64)
    x = gp.asarray(h)
    g = time_gp(lambda: gp.fft.fft2(x))
    print("gp.fft.fft2 %.3f ms, host %.1f us/call" % (g, host_us(lambda: gp.fft.fft2(x))))
    if cupy is not None:
        cx = cupy.asarray(h)
        c = time_cp(lambda: cupy.fft.fft2(cx))
        t = time.perf_counter()
        for _ in range(20):
            cupy.fft.fft2(cx)
        hc = (time.perf_counter() - t) / 20 * 1e6
        cupy.cuda.Device().synchronize()
        print("cupy.fft.fft2 %.3f ms, host %.1f us/call | cp/gp %.2f" % (c, hc, c / g))
        from cupy.fft._fft import _get_cufft_plan_nd
        try:
            plan = _get_cufft_plan_nd(cx.shape, cupy.cuda.cufft.CUFFT_C2C, axes=(0, 1), order="C")
            cy = cupy.empty_like(cx)
            ce = time_cp(lambda: plan.fft(cx, cy, cupy.cuda.cufft.CUFFT_FORWARD))
            print("CuPy PlanNd exec only %.3f ms" % ce)
        except Exception as exc:
            print("CuPy plan: %s: %s" % (type(exc).__name__, exc))
    # the other transforms of bench_fft, for the record of where gp spends host time
    for label, shape, dt, f in (("rfft2 f32 4096^2", (n, n), np.float32, lambda m, v: m.fft.rfft2(v)),
                                ("irfft2 c64 4096x2049", (n, n // 2 + 1), np.complex64,
                                 lambda m, v: m.fft.irfft2(v))):
        hv = rng.standard_normal(shape).astype(dt)
        v = gp.asarray(hv)
        line = "%s: gp %.3f ms host %.1f us" % (label, time_gp(lambda: f(gp, v)),
                                                host_us(lambda: f(gp, v)))
        if cupy is not None:
            cv = cupy.asarray(hv)
            line += " | CuPy %.3f ms" % time_cp(lambda: f(cupy, cv))
        print(line)


def prof_cholesky():
    n = 4096
    rng = np.random.default_rng(0)
    r = rng.standard_normal((n, n))
    h = r @ r.T + n * np.eye(n)
    a = gp.asarray(h)
    L = gp.linalg.cholesky(a).get()
    print("cholesky |LL^T - A|/|A| = %.2e, upper zeros %s" % (
        np.linalg.norm(L @ L.T - h) / np.linalg.norm(h), bool((np.triu(L, 1) == 0).all())))
    g = time_gp(lambda: gp.linalg.cholesky(a), 9)
    line = "gp cholesky %.3f ms host %.1f us" % (g, host_us(lambda: gp.linalg.cholesky(a), 5))
    if cupy is not None:
        ca = cupy.asarray(h)
        c = time_cp(lambda: cupy.linalg.cholesky(ca), 9)
        line += " | CuPy %.3f ms | cp/gp %.2f" % (c, c / g)
    print(line)
    lib, hd = libraries.cusolver()
    params = libraries.cusolver_params()
    w = gp.empty_like(a)
    info = gp.zeros(1, dtype="int32")
    cp_t = time_gp(lambda: device.copy_d2d(data_ptr(w), data_ptr(a), a.nbytes), 9)
    tri = time_gp(lambda: _solvers._triangle(a, np.dtype("float64"), True), 9)
    print("pieces: d2d copy %.3f ms, triangle copy %.3f ms" % (cp_t, tri))
    for uplo in (0, 1):
        lw = lib.dpotrf_buffer_size(hd, uplo, n, data_ptr(w), n)
        work = libraries.workspace(lw * 8)

        def legacy():
            device.copy_d2d(data_ptr(w), data_ptr(a), a.nbytes)
            lib.dpotrf(hd, uplo, n, data_ptr(w), n, work.ptr, lw, data_ptr(info))
        ds, hs = lib.xpotrf_buffer_size(hd, params, uplo, n, 1, data_ptr(w), n, 1)
        xw, hw = libraries.workspace(ds), libraries.host_workspace(hs)

        def x64():
            device.copy_d2d(data_ptr(w), data_ptr(a), a.nbytes)
            lib.xpotrf(hd, params, uplo, n, 1, data_ptr(w), n, 1, xw.ptr, ds, hw, hs,
                       data_ptr(info))
        print("potrf uplo=%s: legacy dpotrf %.3f ms, Xpotrf %.3f ms (each minus the copy)"
              % ("lower" if uplo == 0 else "upper", time_gp(legacy, 9) - cp_t,
                 time_gp(x64, 9) - cp_t))


def _compile(job):
    from gpnumpy._kernels import compiler, launch, render  # noqa: F401 (launch sets the arch)
    t = time.perf_counter()
    compiler.kernel(getattr(render, job[0]), *job[1:])
    return job, time.perf_counter() - t


def warm():
    """Every small_solve and triangle variant compiled into the disk cache."""
    import concurrent.futures
    import multiprocessing
    jobs = []
    for code, char in (("f4", "f"), ("f8", "d"), ("c8", "F"), ("c16", "D")):
        for w in (1, 2, 4, 8, 16, 32):
            if w > _solvers.SMALL_SOLVE_MAX[char]:
                continue
            for mode in ("rows", "cols"):
                jobs.append(("small_solve", code, w, mode))
        for lower in (True, False):
            jobs.append(("triangle", code, lower, False))
    jobs.sort(key=lambda j: -j[2] if j[0] == "small_solve" else 0)
    t = time.perf_counter()
    ctx = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(16, mp_context=ctx) as ex:
        slow = max(ex.map(_compile, jobs), key=lambda r: r[1])
    print("warm: %d kernels in %.1f s (slowest %s, %.1f s)"
          % (len(jobs), time.perf_counter() - t, slow[0], slow[1]))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--only", default="solve,fft2,cholesky")
    p.add_argument("--warm", action="store_true")
    args = p.parse_args()
    if args.warm:
        warm()
        return
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: nothing to profile.")
        return
    print("device:", device.device_name(), "| CuPy", cupy.__version__ if cupy else "absent")
    for name in args.only.split(","):
        t = time.perf_counter()
        try:
            {"solve": prof_solve, "fft2": prof_fft2, "cholesky": prof_cholesky}[name]()
        except Exception as exc:
            import traceback
            traceback.print_exc()
            print("%s FAILED: %s: %s" % (name, type(exc).__name__, exc))
        print("[%s: %.1f s]" % (name, time.perf_counter() - t))


if __name__ == "__main__":
    main()
