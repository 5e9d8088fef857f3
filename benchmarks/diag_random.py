"""Diagnosis of gpnumpy.random's kernels: where a call's device time goes.

    python3 benchmarks/diag_random.py [--perm] [--variants] [--reject]

Times (CUDA events, median) the rejection samplers (standard_normal float32 and float64,
standard_exponential, integers) with their five chunk kernels timed one by one (events between
the launches), the same sampler as a fill kernel (every word taken by the fast path: the floor
of generating and writing), the fill kernels of random() with other grids, each beside CuPy's
call; checks 2^25 values of each rejection sampler against NumPy (after a device call, so that
the call starts from a device word).
--perm: the kernels of permutation(2^26) (torch profiler).
--reject: the rejection samplers only (times, kernels, checks).
--fill: random()'s fill kernel under the defines of FILL_VARIANTS, checked against NumPy.
--variants: the chunk kernels with GP_CMINB 2, 3, 4 (blocks an SM the registers must allow),
other grids and other chunk sizes (VARIANTS), each checked against NumPy, with each chunk
kernel's registers.  A variant's kernels are rendered once (the events around a call enclose
its host time).
"""
import sys
import types

import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, cupy

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402
from gpnumpy._core.ndarray import _empty  # noqa: E402
from gpnumpy._kernels import compiler, render  # noqa: E402
from gpnumpy.random import _device  # noqa: E402

N = 1 << 28
DEFS = []
_kernel = _device.Job.kernel


_with_defs = {}


def _kernel_with_defs(self, gen, part=None):
    if not DEFS:
        return _kernel(self, gen, part)
    # rendered once a variant: the events around a timed call enclose its host time too, and
    # rendering and hashing the source at every call added ~0.09 ms to a 0.65 ms fill call
    key = (self.method, self.wbits, self.code, self.affine, self.mode(), gen, part, tuple(DEFS))
    fn = _with_defs.get(key)
    if fn is None:
        src, name = self.source(gen, part)
        src = "".join("#define %s\n" % d.replace("=", " ", 1) for d in DEFS) + src
        fn = _with_defs[key] = compiler.get_kernel(src, name)
    return fn


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


CASES = [
    ("standard_normal f4 2^28", lambda r: r.standard_normal(N, dtype=np.float32), 4 * N),
    ("standard_normal f8 2^27", lambda r: r.standard_normal(N // 2), 4 * N),
    ("standard_exponential f8 2^27", lambda r: r.standard_exponential(N // 2), 4 * N),
    ("standard_exponential f4 2^28", lambda r: r.standard_exponential(N, dtype=np.float32),
     4 * N),
    ("integers(0, 1000) i8 2^28", lambda r: r.integers(0, 1000, N), 8 * N),
    ("integers(0, 2^31 + 1) u4 2^28", lambda r: r.integers(0, 2 ** 31 + 1, N, dtype=np.uint32),
     4 * N),
]


def parts(f):
    """The kernels of one call of f, timed apart (ms each; events between the launches)."""
    from cuda.core import EventOptions
    f()
    s = device.current_stream()
    opt = EventOptions(timing_enabled=True)
    real = _device.launch
    evs = []

    def launch(kernel, grid, args, **kw):
        e = s.device.create_event(opt)
        s.record(e)
        evs.append(e)
        real.launch(kernel, grid, args, **kw)
    _device.launch = types.SimpleNamespace(launch=launch)
    try:
        f()
    finally:
        _device.launch = real
    e = s.device.create_event(opt)
    s.record(e)
    evs.append(e)
    e.sync()
    return [b - a for a, b in zip(evs, evs[1:])]


def _regs(job):
    out = []
    for part in render.RANDOM_CHUNK_PARTS:
        try:
            out.append("%s %d" % (part, job.kernel("PCG64", part).attributes.num_regs))
        except Exception as exc:  # (an attribute this cuda.core lacks)
            out.append("%s ?(%s)" % (part, type(exc).__name__))
    return ", ".join(out)


#: --variants: (label, defines in random.cu, attributes of _device and render set meanwhile);
#: a chunk size comes with the host's sizes of it (the workspace, the chunk count)
VARIANTS = [
    ("default", [], {}),
    ("GP_CMINB=2", ["GP_CMINB=2"], {}),
    ("GP_CMINB=3", ["GP_CMINB=3"], {}),
    ("GP_CMINB=4", ["GP_CMINB=4"], {}),
    ("count/write blocks an SM 4", [], {"CHUNK_BLOCKS_PER_SM": 4}),
    ("count/write blocks an SM 16", [], {"CHUNK_BLOCKS_PER_SM": 16}),
    ("chunks of 1024 words", ["GP_CR=(1024/GP_RW)"], {"CHUNK_WORDS": 1024}),
    ("chunks of 4096 words, lists of 128", ["GP_CR=(4096/GP_RW)", "GP_CK=128"],
     {"CHUNK_WORDS": 4096, "RANDOM_CHUNK_LIST": 128}),
    ("default", [], {}),
]


def _patched(attrs):
    """Set ``attrs`` on _device and render (CHUNK_WORDS on both); returns the undo list."""
    undo = []
    for k, v in attrs.items():
        for mod, name in ((_device, k), (render, k), (render, "RANDOM_" + k)):
            if hasattr(mod, name):
                undo.append((mod, name, getattr(mod, name)))
                setattr(mod, name, v)
    return undo


def variants():
    """Each variant's rejection samplers timed, checked against NumPy (2^22 values, then in
    step) and its chunk kernels' registers."""
    f4 = np.float32
    for label, defs, attrs in VARIANTS:
        undo = _patched(attrs)
        try:
            for case, f, nbytes in CASES[:2] + CASES[4:5]:
                run("%s: %s" % (label, case), f, nbytes, defs)
            DEFS[:] = defs
            gg, ng = gp.random.default_rng(21), np.random.default_rng(21)
            gg.random(5), ng.random(5)
            a = gg.standard_normal(1 << 22, dtype=f4).get()
            b = ng.standard_normal(1 << 22, dtype=f4)
            ulp = np.abs(a.view(np.int32).astype(np.int64) - b.view(np.int32)).max()
            step = np.array_equal(gg.random(9).get(), ng.random(9))
            # (the slow path's values use the device's log1p/exp: an ulp or two apart)
            print("   check standard_normal f4 2^22: %d differ (at most %d ulp), %s" % (
                int((a != b).sum()), ulp, "in step" if step else "OUT OF STEP"))
            for job in (_device.Job("normal", 32, "f4", None),
                        _device.integer_job(0, 1000, np.int64, False, None)):
                print("   registers %s %s: %s" % (job.method, job.code, _regs(job)), flush=True)
        finally:
            DEFS[:] = []
            for mod, name, v in undo:
                setattr(mod, name, v)


def fill_normal(g, n, dtype):
    """The ziggurat's fast path on every word, written by the fill kernel (wrong values)."""
    dt = np.dtype(dtype)
    job = _device.Job("normal", 32 if dt == np.float32 else 64, "f4" if dt == np.float32 else "f8",
                      None)
    job.reject = False
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
    if "--variants" in sys.argv:
        variants()
        return
    if "--fill" in sys.argv:
        fill_variants(cp_time)
        return
    for label, f, nbytes in CASES:
        run(label, f, nbytes, tc=cp_time(f))
        g = gp.random.default_rng(11)
        print("   chunk kernels (%s) ms: %s" % (", ".join(render.RANDOM_CHUNK_PARTS), ", ".join(
            "%.3f" % p for p in parts(lambda: f(g)))), flush=True)
    run("standard_normal f4: fill kernel (fast path only)", lambda r: fill_normal(r, N, f4),
        4 * N, tc=tn)
    if "--reject" not in sys.argv:
        fills(cp_time, cg)
    checks()
    if "--perm" in sys.argv:
        import diag_trace
        ns = {"g": gp.random.default_rng(3)}
        diag_trace.trace("permutation(2^26)", "p = g.permutation(1 << 26)", ns,
                         device.synchronize, calls=2)


def fills(cp_time, cg):
    """random()'s fill kernel with other grids, and CuPy's write floor."""
    f4 = np.float32
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


#: --fill: random()'s fill kernel with defines in random.cu (units a group).  Measured on an
#: H200 (2^28 float64): FU 2 (the default) 0.670 ms, FU 1 0.832, FU 4 1.103, FU 8 1.521; Nsight
#: Compute: the ALU pipe at 72.6% of its peak, DRAM at 54.6%, ~53 instructions a value.  Tried
#: and dropped (within 2% or slower): the 53-bit conversion by exponent bits instead of
#: I2F.F64.U64, the output rotation by 32-bit funnel shifts, the 128-bit step's carry by PTX
#: mad.cc/madc, the full-group test hoisted out of the loop
FILL_VARIANTS = [[], ["GP_FU=1"], ["GP_FU=4"], []]


def fill_variants(cp_time):
    """random() float64 and float32 with each of FILL_VARIANTS, checked bitwise against NumPy."""
    f4 = np.float32
    tr, tr4 = cp_time(lambda r: r.random(N)), cp_time(lambda r: r.random(N, dtype=f4))
    for defs in FILL_VARIANTS:
        label = " ".join(defs) or "default"
        run("random() f8: %s" % label, lambda r: r.random(N), 8 * N, defs, tc=tr)
        run("random() f4: %s" % label, lambda r: r.random(N, dtype=f4), 4 * N, defs, tc=tr4)
        DEFS[:] = defs
        try:
            gg, ng = gp.random.default_rng(21), np.random.default_rng(21)
            ok = [np.array_equal(gg.random(m, dtype=dt).get(), ng.random(m, dtype=dt))
                  for m, dt in ((1 << 22, np.float64), (12345, np.float64), (1 << 22, f4))]
            print("   check: %s" % ("bitwise" if all(ok) else "DIFFERENT %s" % ok), flush=True)
        finally:
            DEFS[:] = []


def checks():
    """2^25 values of each rejection sampler against NumPy (after a device call, so that the
    call starts from a device word)."""
    f4 = np.float32
    for label, f in [("standard_normal f4", lambda r: r.standard_normal(1 << 25, dtype=f4)),
                     ("integers(0, 1000)", lambda r: r.integers(0, 1000, 1 << 25)),
                     ("standard_exponential f8", lambda r: r.standard_exponential(1 << 25)),
                     ("standard_exponential f4", lambda r: r.standard_exponential(1 << 25,
                                                                                  dtype=f4)),
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


if __name__ == "__main__":
    main()
