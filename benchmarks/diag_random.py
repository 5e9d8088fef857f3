"""Diagnosis of gpnumpy.random's kernels: where a call's device time goes.

    python3 benchmarks/diag_random.py [--perm]

Times (CUDA events, median) the rejection samplers' one-pass tile kernel (standard_normal
float32 and float64, standard_exponential, integers; look-back windows GP_LOOK), the same
sampler as a fill kernel (every word taken by the fast path: the floor of generating and
writing), the fill kernels of random() with other grids, each beside CuPy's call; checks 2^25
values of each tile sampler against NumPy.  Defines GP_DIAG_NOLOOK (no look-back) and
GP_DIAG_NOSPECIAL (no specials) time parts of the tile kernel (wrong numbers); GP_DIAG_NOALT
(right numbers) publishes no alt walks.
--perm: the kernels of permutation(2^26) (torch profiler).
--parts: only the tile kernel's parts (specials, look-back) for the normal and a bounded integer.
--tiles: tiles of 2, 4, 6 and 8 warps (GP_WB; GP_MINB blocks an SM) for the normal and a
bounded integer, each checked against NumPy.
"""
import sys

import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, cupy

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402
from gpnumpy._core.ndarray import _empty  # noqa: E402
from gpnumpy._kernels import compiler  # noqa: E402
from gpnumpy.random import _device  # noqa: E402

N = 1 << 28
DEFS = []
_kernel = _device.Job.kernel


def _kernel_with_defs(self, gen):
    if not DEFS:
        return _kernel(self, gen)
    src, name = self.source(gen)
    src = "".join("#define %s\n" % d.replace("=", " ", 1) for d in DEFS) + src
    return compiler.get_kernel(src, name)


_device.Job.kernel = _kernel_with_defs


def line(label, t, nbytes, tc=None):
    s = "%-52s %8.3f ms %6.0f GB/s" % (label, t, nbytes / t / 1e6)
    if tc is not None:
        s += " | CuPy %8.3f ms | cp/gp %.2fx" % (tc, tc / t)
    print(s, flush=True)


def run(label, make, nbytes, defs=(), fill_blocks=None, tc=None):
    """Time ``make(generator)``: with ``defs`` defined in random.cu, ``fill_blocks`` fill
    blocks an SM."""
    DEFS[:] = list(defs)
    saved = _device.FILL_BLOCKS_PER_SM
    if fill_blocks:
        _device.FILL_BLOCKS_PER_SM = fill_blocks
    g = gp.random.default_rng(11)
    try:
        t = time_gp(lambda: make(g), reps=11)
        line(label, t, nbytes, tc)
    except Exception as exc:  # a variant that does not build: say so, go on
        print("%-52s failed: %s" % (label, str(exc)[:300]), flush=True)
    finally:
        DEFS[:] = []
        _device.FILL_BLOCKS_PER_SM = saved


def tile_shapes():
    """The tile kernel with tiles of other warp counts: times and 2^25 values against NumPy."""
    from gpnumpy._kernels import render
    f4 = np.float32
    cases = [("standard_normal f4", lambda r, n: r.standard_normal(n, dtype=f4), 4),
             ("integers(0, 1000) i8", lambda r, n: r.integers(0, 1000, n), 8)]
    saved = (render.RANDOM_TILE_WORDS, render.RANDOM_TILE_THREADS, _device.TILE_WORDS,
             _device.TILE_THREADS)
    for wb, minb in ((4, 8), (2, 16), (6, 5), (8, 4)):
        render.RANDOM_TILE_WORDS = _device.TILE_WORDS = 1024 * wb
        render.RANDOM_TILE_THREADS = _device.TILE_THREADS = 32 * wb
        defs = ["GP_WB=%d" % wb, "GP_MINB=%d" % minb]
        try:
            for label, f, size in cases:
                run("%s, %d-warp tiles, %d blocks an SM" % (label, wb, minb),
                    lambda r: f(r, N), size * N, defs)
                DEFS[:] = defs
                gg, ng = gp.random.default_rng(21), np.random.default_rng(21)
                gg.random(1 << 20)
                ng.random(1 << 20)
                try:
                    a, b = f(gg, 1 << 25).get(), f(ng, 1 << 25)
                    step = np.array_equal(gg.random(9).get(), ng.random(9))
                    print("  check 2^25: %d differ, %s" % (int((a != b).sum()),
                          "in step" if step else "OUT OF STEP"), flush=True)
                except Exception as exc:
                    print("  check failed: %s" % str(exc)[:200], flush=True)
                finally:
                    DEFS[:] = []
        finally:
            (render.RANDOM_TILE_WORDS, render.RANDOM_TILE_THREADS, _device.TILE_WORDS,
             _device.TILE_THREADS) = saved


def fill_normal(g, n, dtype):
    """The ziggurat's fast path on every word, written by the fill kernel (wrong values)."""
    dt = np.dtype(dtype)
    job = _device.Job("normal", 32 if dt == np.float32 else 64, "f4" if dt == np.float32 else "f8",
                      None)
    job.tile = False
    res = _empty((n,), dt)
    return _device._run(g, job, res, n)


def main():
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: nothing to diagnose.")
        return
    print("device:", device.device_name(), flush=True)
    cg = cupy.random.default_rng(1) if cupy is not None else None

    def cp_time(f):
        return time_cp(lambda: f(cg), reps=11) if cg is not None else None

    f4 = np.float32
    tn = cp_time(lambda r: r.standard_normal(N, dtype=f4))
    nrm = lambda r: r.standard_normal(N, dtype=f4)  # noqa: E731
    if "--tiles" in sys.argv:
        tile_shapes()
        return
    if "--parts" in sys.argv:  # the tile kernel's parts: specials, look-back
        run("standard_normal f4 tile", nrm, 4 * N, tc=tn)
        run("  no specials", nrm, 4 * N, ["GP_DIAG_NOSPECIAL"], tc=tn)
        run("  no look-back", nrm, 4 * N, ["GP_DIAG_NOLOOK"], tc=tn)
        run("  neither", nrm, 4 * N, ["GP_DIAG_NOSPECIAL", "GP_DIAG_NOLOOK"], tc=tn)
        n8 = lambda r: r.standard_normal(N // 2)  # noqa: E731
        run("standard_normal f8 2^27 tile", n8, 4 * N)
        run("  no specials", n8, 4 * N, ["GP_DIAG_NOSPECIAL"])
        run("  no look-back", n8, 4 * N, ["GP_DIAG_NOLOOK"])
        ints = lambda r: r.integers(0, 2 ** 31 + 1, N, dtype=np.uint32)  # noqa: E731
        run("integers(0, 2^31 + 1) u4 tile", ints, 4 * N)
        run("  no look-back", ints, 4 * N, ["GP_DIAG_NOLOOK"])
        return
    run("standard_normal f4 tile (GP_LOOK=1)", nrm, 4 * N, tc=tn)
    run("  tile, GP_LOOK=2", nrm, 4 * N, ["GP_LOOK=2"], tc=tn)
    run("  tile, no alt walks (GP_DIAG_NOALT)", nrm, 4 * N, ["GP_DIAG_NOALT"], tc=tn)
    run("  fill kernel (fast path only)", lambda r: fill_normal(r, N, f4), 4 * N, tc=tn)
    tn8 = cp_time(lambda r: r.standard_normal(N // 2))
    nrm8 = lambda r: r.standard_normal(N // 2)  # noqa: E731
    run("standard_normal f8 2^27 tile", nrm8, 4 * N, tc=tn8)
    te = cp_time(lambda r: r.standard_exponential(N // 2))
    run("standard_exponential f8 2^27 tile", lambda r: r.standard_exponential(N // 2), 4 * N,
        tc=te)
    run("  no alt walks", lambda r: r.standard_exponential(N // 2), 4 * N, ["GP_DIAG_NOALT"],
        tc=te)
    ti = cp_time(lambda r: r.integers(0, 1000, N))
    ints = lambda r: r.integers(0, 1000, N)  # noqa: E731
    run("integers(0, 1000) i8 tile (GP_LOOK=1)", ints, 8 * N, tc=ti)
    run("  tile, GP_LOOK=2", ints, 8 * N, ["GP_LOOK=2"], tc=ti)
    run("  no alt walks", ints, 8 * N, ["GP_DIAG_NOALT"], tc=ti)
    th = cp_time(lambda r: r.integers(0, 2 ** 31 + 1, N, dtype=np.uint32))
    run("integers(0, 2^31 + 1) u4 tile", lambda r: r.integers(0, 2 ** 31 + 1, N, dtype=np.uint32),
        4 * N, tc=th)

    tr = cp_time(lambda r: r.random(N))
    rnd = lambda r: r.random(N)  # noqa: E731
    for fb in (8, 4, 16, 2):
        run("random() f8 fill, %d blocks an SM" % fb, rnd, 8 * N, fill_blocks=fb, tc=tr)
    tr4 = cp_time(lambda r: r.random(N, dtype=f4))
    for fb in (8, 4, 16):
        run("random() f4 fill, %d blocks an SM" % fb, lambda r: r.random(N, dtype=f4), 4 * N,
            fill_blocks=fb, tc=tr4)
    if cg is not None:
        a = cupy.empty(N, dtype=cupy.float64)
        line("CuPy fill(0.0) f8 (write floor)", time_cp(lambda: a.fill(0.0), reps=11), 8 * N)

    # many concurrent tiles against NumPy (2^25 values, after a device call so that the
    # call starts from a device word)
    for label, f in [("standard_normal f4", lambda r: r.standard_normal(1 << 25, dtype=f4)),
                     ("integers(0, 1000)", lambda r: r.integers(0, 1000, 1 << 25)),
                     ("standard_exponential f8", lambda r: r.standard_exponential(1 << 25)),
                     ("integers(0, 2^31 + 1) u4", lambda r: r.integers(0, 2 ** 31 + 1, 1 << 25,
                                                                         dtype=np.uint32)),
                     ("standard_normal f8", lambda r: r.standard_normal(1 << 25)),
                     ("normal(1, 2) Philox", lambda r: r.normal(1.0, 2.0, 1 << 25))]:
        philox = label.endswith("Philox")
        gg = gp.random.Generator(np.random.Philox(21)) if philox else gp.random.default_rng(21)
        ng = np.random.Generator(np.random.Philox(21)) if philox else np.random.default_rng(21)
        gg.random(1 << 20)
        ng.random(1 << 20)
        a, b = f(gg).get(), f(ng)
        same = int((a != b).sum())
        step = np.array_equal(gg.random(9).get(), ng.random(9))
        print("check %-28s 2^25: %s differ, %s" % (label, same, "in step" if step else "OUT OF STEP"),
              flush=True)

    if "--perm" in sys.argv:
        import diag_trace
        ns = {"g": gp.random.default_rng(3)}
        diag_trace.trace("permutation(2^26)", "p = g.permutation(1 << 26)", ns,
                         device.synchronize, calls=2)


if __name__ == "__main__":
    main()
