"""The figures #12 still wavers on, each timed in alternating rounds beside CuPy (CUDA events,
median of the rounds' medians): matmul of every float dtype in NumPy's default error state
(the product check runs) and with over/invalid ignored (no check), solve float64 4096, and
eigh float64 2048; and syevd alone on the lower and the upper triangle
(cuSOLVER's potrf differs 2.7x between them; syevd measured the same, H200) and eigh without
its info read.

    python3 benchmarks/diag_issue12.py [--rounds 7]
"""
import argparse

import numpy as np

from _common import cupy, import_gpnumpy, time_cp, time_gp

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402
from gpnumpy.linalg import _solvers  # noqa: E402


def rounds_of(fns, rounds, per):
    """Median ms of each ``(label, fn, is_cupy)`` over alternating rounds."""
    out = {lab: [] for lab, _, _ in fns}
    for _ in range(rounds):
        for lab, f, cp in fns:
            out[lab].append((time_cp if cp else time_gp)(f, per))
    return {lab: float(np.median(v)) for lab, v in out.items()}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=7)
    p.add_argument("--cases", default="matmul,solve,eigh,fill,eighparts")
    args = p.parse_args()
    if not device.ON_DEVICE or cupy is None:
        print("needs a GPU and CuPy: skipping.")
        return
    print("device:", device.device_name(), "| CuPy", cupy.__version__)
    rng = np.random.default_rng(0)
    cases = args.cases.split(",")
    sizes = ((8192, "float16", 5), (8192, "float32", 3), (8192, "float64", 2))
    for n, dt, per in sizes if "matmul" in cases else ():
        h = rng.standard_normal((n, n)).astype(dt)
        a, c = gp.asarray(h), cupy.asarray(h)

        def unchecked(a=a):
            with gp.errstate(over="ignore", invalid="ignore"):
                return a @ a
        r = rounds_of([("gp", lambda a=a: a @ a, False), ("gp unchecked", unchecked, False),
                       ("cupy", lambda c=c: c @ c, True)], args.rounds, per)
        print("matmul %d %-8s gp %8.3f ms  unchecked %8.3f  cupy %8.3f  | cp/gp %.3f  "
              "cp/unchecked %.3f  check %+.1f%%"
              % (n, dt, r["gp"], r["gp unchecked"], r["cupy"], r["cupy"] / r["gp"],
                 r["cupy"] / r["gp unchecked"], 100 * (r["gp"] / r["gp unchecked"] - 1)),
              flush=True)
        del a, c
    if "solve" in cases:
        solve(rng, args)
    if "eigh" in cases:
        eigh(rng, args)
    if "fill" in cases:
        fill(rng, args)
    if "eighparts" in cases:
        eighparts(rng, args)


def solve(rng, args):
    """solve float64 4096 beside CuPy, then its parts: the layouts cuSOLVER can be handed (our
    C-ordered copy factored as A^T and solved with trans=T, or an F-ordered copy factored as A
    and solved with trans=N, as CuPy does), the copies, getrf alone and getrs alone."""
    from gpnumpy._core import libraries
    n = 4096
    h = rng.standard_normal((n, n)) + n ** 0.5 * np.eye(n)
    hb = rng.standard_normal(n)
    a, b, ca, cb = gp.asarray(h), gp.asarray(hb), cupy.asarray(h), cupy.asarray(hb)
    S = _solvers
    lib, hd = libraries.cusolver()
    ptr = libraries.data_ptr
    piv = gp.empty(n, dtype=np.int32)
    info = gp.empty(1, dtype=np.int32)
    lw = int(lib.dgetrf_buffer_size(hd, n, n, ptr(a), n))
    work = libraries.workspace(max(lw, 1) * 8)

    def variant(fortran, check=True):
        def f():
            A = (gp.ascontiguousarray(a.T) if fortran else a.copy()).reshape(1, n, n)
            X = b.copy().reshape(1, 1, n)
            _, inf = S._lu(A, X, S._OP_N if fortran else S._OP_T)
            if check:
                S._check(inf, "Singular matrix")
            return X
        return f

    def getrf(fortran):
        def f():
            A = gp.ascontiguousarray(a.T) if fortran else a.copy()
            lib.dgetrf(hd, n, n, ptr(A), n, work.ptr, ptr(piv), ptr(info))
            return A
        return f
    fac = {}
    for fortran in (False, True):
        A = getrf(fortran)()
        fac[fortran] = A

    def getrs(fortran):
        A = fac[fortran]

        def f():
            X = b.copy()
            lib.dgetrs(hd, S._OP_N if fortran else S._OP_T, n, 1, ptr(A), n, ptr(piv), ptr(X),
                       n, ptr(info))
            return X
        return f
    x = variant(True)().get().ravel()
    print("solve F variant: |Ax-b|/|b| = %.2e" % (np.linalg.norm(h @ x - hb) / np.linalg.norm(hb)))
    r = rounds_of([("gp", lambda: gp.linalg.solve(a, b), False),
                   ("cupy", lambda: cupy.linalg.solve(ca, cb), True),
                   ("C", variant(False), False), ("F", variant(True), False),
                   ("Cnocheck", variant(False, False), False),
                   ("Fnocheck", variant(True, False), False),
                   ("copyC", lambda: a.copy(), False),
                   ("copyT", lambda: gp.ascontiguousarray(a.T), False),
                   ("cupy copyF", lambda: cupy.asfortranarray(ca), True),
                   ("getrfC", getrf(False), False), ("getrfF", getrf(True), False),
                   ("getrsT", getrs(False), False), ("getrsN", getrs(True), False)],
                  args.rounds, 3)
    print("solve f64 4096      gp %8.3f ms  cupy %8.3f  | cp/gp %.3f"
          % (r["gp"], r["cupy"], r["cupy"] / r["gp"]), flush=True)
    for k in r:
        print("  %-12s %8.3f ms" % (k, r[k]))


def eigh(rng, args):
    n = 2048
    h = rng.standard_normal((n, n))
    h = (h + h.T) / 2
    a, ca = gp.asarray(h), cupy.asarray(h)
    w, v = gp.linalg.eigh(a)
    wh, vh = w.get(), v.get()
    print("eigh: |A V - V w|/|A| = %.2e, max|w - numpy w| = %.2e"
          % (np.linalg.norm(h @ vh - vh * wh) / np.linalg.norm(h),
             np.abs(wh - np.linalg.eigvalsh(h)).max()))
    r = rounds_of([("gp", lambda: gp.linalg.eigh(a), False),
                   ("cupy", lambda: cupy.linalg.eigh(ca), True)], args.rounds, 2)
    print("eigh f64 2048       gp %8.3f ms  cupy %8.3f  | cp/gp %.3f"
          % (r["gp"], r["cupy"], r["cupy"] / r["gp"]), flush=True)


def fill(rng, args):
    """syevd alone on a 2048 float64 buffer, lower against upper triangle (the front end
    picks one), and eigh with its info read (a synchronisation) left out."""
    from gpnumpy._core import libraries
    from gpnumpy._core.ndarray import _empty
    ptr = libraries.data_ptr
    n = 2048
    h = rng.standard_normal((n, n))
    h = (h + h.T) / 2
    a, ca = gp.asarray(h), cupy.asarray(h)
    lib, hd = libraries.cusolver()
    w = _empty((n,), np.dtype("d"))
    info = _empty((1,), np.dtype(np.int32))

    def run(uplo):
        lw = int(lib.dsyevd_buffer_size(hd, 1, uplo, n, ptr(a), n, ptr(w)))
        work = libraries.workspace(lw * 8)

        def f():
            A = a.copy()
            lib.dsyevd(hd, 1, uplo, n, ptr(A), n, ptr(w), work.ptr, lw, ptr(info))
            return A
        return f
    check = _solvers._check

    def unchecked():
        _solvers._check = lambda *x, **k: None
        try:
            return gp.linalg.eigh(a)
        finally:
            _solvers._check = check
    r = rounds_of([("lower", run(0), False), ("upper", run(1), False),
                   ("eigh", lambda: gp.linalg.eigh(a), False), ("nocheck", unchecked, False),
                   ("cupy", lambda: cupy.linalg.eigh(ca), True)], args.rounds, 2)
    print("dsyevd 2048 lower %8.3f ms  upper %8.3f | eigh %8.3f  eigh without the info read "
          "%8.3f | cupy %8.3f" % (r["lower"], r["upper"], r["eigh"], r["nocheck"], r["cupy"]),
          flush=True)


def eighparts(rng, args):
    """eigh float64 2048's routine choices, each a copy and the routine alone: the 64-bit
    Xsyevd or the legacy 32-bit dsyevd, on a C-ordered copy read through its upper triangle
    (today's route for UPLO='L') or an F-ordered copy through its lower one (CuPy's); then
    the C-ordered eigenvectors' transposing copy and the info read, each alone."""
    from gpnumpy._core import libraries
    from gpnumpy._core.ndarray import _empty
    S = _solvers
    ptr = libraries.data_ptr
    n = 2048
    h = rng.standard_normal((n, n))
    h = (h + h.T) / 2
    a, ca = gp.asarray(h), cupy.asarray(h)
    lib, hd, params = S._solver()
    w = _empty((n,), np.dtype("d"))
    info = _empty((1,), np.dtype(np.int32))

    def copy(fortran):
        return gp.ascontiguousarray(a.T) if fortran else a.copy()

    def legacy(uplo, fortran):
        lw = int(lib.dsyevd_buffer_size(hd, 1, uplo, n, ptr(a), n, ptr(w)))
        work = libraries.workspace(lw * 8)

        def f():
            A = copy(fortran)
            lib.dsyevd(hd, 1, uplo, n, ptr(A), n, ptr(w), work.ptr, lw, ptr(info))
            return A
        return f

    def x64(uplo, fortran):
        def f():
            A = copy(fortran)
            work, dsize, hwork, hsize = S._xbuffers(
                lib.xsyevd_buffer_size(hd, params, 1, uplo, n, 1, ptr(A), n, 1, ptr(w), 1))
            lib.xsyevd(hd, params, 1, uplo, n, 1, ptr(A), n, 1, ptr(w), 1, work.ptr, dsize,
                       hwork, hsize, ptr(info))
            return A
        return f
    v = a.copy()
    r = rounds_of([("X upper C", x64(S._UPPER, False), False),
                   ("X lower F", x64(S._LOWER, True), False),
                   ("legacy upper C", legacy(S._UPPER, False), False),
                   ("legacy lower F", legacy(S._LOWER, True), False),
                   ("eigh", lambda: gp.linalg.eigh(a), False),
                   ("cupy", lambda: cupy.linalg.eigh(ca), True),
                   ("transposing copy", lambda: gp.ascontiguousarray(v.T), False),
                   ("info read", lambda: S._check(info, "x"), False)], args.rounds, 2)
    print("eigh f64 2048 parts (ms):", flush=True)
    for k in r:
        print("  %-18s %8.3f" % (k, r[k]), flush=True)


if __name__ == "__main__":
    main()

