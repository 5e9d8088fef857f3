"""gpnumpy.random's rejection samplers: chunk mode (five launches) against tile mode (one
launch, a look-back) and CuPy's default generator, same GPU, same process, CUDA events, median.

    python3 benchmarks/diag_chunk.py [--parts]

Each line: gpnumpy's time in chunk and tile mode, CuPy's, and whether chunk mode's first 2^25
values equal NumPy's for the same seed (bitwise, or the count that differ and the largest
difference in ulp: device log/exp against the host's), and the stream in step afterwards.
--parts: the chunk mode's five kernels timed one by one (events between the launches).
--variants: chunk mode with GP_CMINB 2, 3, 4 (count and write: blocks an SM the registers
must allow) beside the default, with each kernel's registers.
"""
import sys
import types

import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, cupy

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402
from gpnumpy.random import _device  # noqa: E402
from gpnumpy._kernels import compiler, render  # noqa: E402

DEFS = []
_kernel = _device.Job.kernel


def _kernel_with_defs(self, gen, part=None):
    if not DEFS:
        return _kernel(self, gen, part)
    src, name = self.source(gen, part)
    src = "".join("#define %s\n" % d.replace("=", " ", 1) for d in DEFS) + src
    return compiler.get_kernel(src, name)


_device.Job.kernel = _kernel_with_defs

N = 1 << 28
CHECK = 1 << 25
CASES = [
    ("standard_normal float32 2^28", lambda r: r.standard_normal(N, dtype=np.float32), 4 * N,
     lambda r, k: r.standard_normal(k, dtype=np.float32)),
    ("standard_normal float64 2^27", lambda r: r.standard_normal(N // 2), 4 * N,
     lambda r, k: r.standard_normal(k)),
    ("standard_exponential float64 2^27", lambda r: r.standard_exponential(N // 2), 4 * N,
     lambda r, k: r.standard_exponential(k)),
    ("standard_exponential float32 2^28",
     lambda r: r.standard_exponential(N, dtype=np.float32), 4 * N,
     lambda r, k: r.standard_exponential(k, dtype=np.float32)),
    ("integers(0, 1000) int64 2^28", lambda r: r.integers(0, 1000, N), 8 * N,
     lambda r, k: r.integers(0, 1000, k)),
    ("integers(0, 2^31 + 1) uint32 2^28",
     lambda r: r.integers(0, 2 ** 31 + 1, N, dtype=np.uint32), 4 * N,
     lambda r, k: r.integers(0, 2 ** 31 + 1, k, dtype=np.uint32)),
]


def _match(got, want):
    if got.dtype != want.dtype or got.shape != want.shape:
        return "NO (dtype/shape)"
    if np.array_equal(got, want):
        return "bitwise"
    if got.dtype.kind == "f":
        ulp = np.abs(got.astype(np.float64) - want) / np.spacing(np.abs(want).astype(got.dtype))
        return "%d differ, max %.1f ulp" % (int((got != want).sum()), float(np.nanmax(ulp)))
    return "NO (%d differ)" % int((got != want).sum())


def parts(f):
    """The chunk kernels of one call of f, timed apart (ms each)."""
    from cuda.core import EventOptions
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


def variants():
    g = gp.random.default_rng(1)
    for defs in ([], ["GP_CMINB=2"], ["GP_CMINB=3"], ["GP_CMINB=4"]):
        DEFS[:] = defs
        for label, f, nbytes, check in CASES:
            t = time_gp(lambda: f(g), reps=15)
            print("%-14s %-36s %.3f ms" % (" ".join(defs) or "default", label, t), flush=True)
        for job in (_device.Job("normal", 32, "f4", None, rmode="chunk"),
                    _device.integer_job(0, 1000, np.int64, False, None)):
            job.rmode = "chunk"
            print("   registers %s %s: %s" % (job.method, job.code, _regs(job)), flush=True)
    DEFS[:] = []


def main():
    if "--variants" in sys.argv:
        variants()
        return
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: no GPU to measure, skipping.")
        return
    print("device:", device.device_name(), flush=True)
    g = gp.random.default_rng(1)
    cg = cupy.random.default_rng(1) if cupy is not None else None
    for label, f, nbytes, check in CASES:
        t = {}
        for mode in ("chunk", "tile", "chunk"):
            _device.REJECTION_MODE = mode
            t.setdefault(mode, []).append(time_gp(lambda: f(g), reps=15))
        _device.REJECTION_MODE = "chunk"
        tc = time_cp(lambda: f(cg), reps=15) if cg is not None else None
        gg, ng = gp.random.default_rng(7), np.random.default_rng(7)
        match = _match(np.asarray(check(gg, CHECK).get()), check(ng, CHECK))
        a, b = gg.random(5).get(), ng.random(5)
        match += " + in step" if np.array_equal(a, b) and str(gg.bit_generator.state) == str(
            ng.bit_generator.state) else " + OUT OF STEP"
        line = "%-36s chunk %s ms | tile %.3f ms" % (
            label, "/".join("%.3f" % x for x in t["chunk"]), t["tile"][0])
        if tc is not None:
            c = min(t["chunk"])
            line += " | CuPy %.3f ms | chunk/cp %.2fx tile/cp %.2fx" % (tc, tc / c, tc / t["tile"][0])
        print(line + " | " + match, flush=True)
        if "--parts" in sys.argv:
            f(g)
            ps = parts(lambda: f(g))
            print("   parts (count, agg, top, down, write) ms: " + ", ".join("%.3f" % p for p in ps),
                  flush=True)


if __name__ == "__main__":
    main()
