"""Cold kernel builds on the host: the NVRTC programs each first-call op builds, timed.

    python3 benchmarks/bench_compile.py [--arch 90] [--repeat N] [--ops sin,cumsum]

No GPU is needed.  Step 1 (a child process) runs bench_first_calls.py's 14 ops in order with the
device stubbed (host_profile.py's stand-in cuda-core: allocations are counters, launches return
at once, cuBLAS is a stand-in) and records every kernel source the ops ask the compiler for, so
the list is exactly what those calls render on an sm_<arch> device with CCCL's headers (the data
a stub returns can change data-dependent choices; bench_first_calls.py prints the names the GPU
really built, to compare).  Step 2 (this process) builds them with the real compiler path
(``compiler.cubin_for``: key, NVRTC, atomic write) into an empty temporary cache, op after op
(an op pays only for programs no earlier op built), and prints per op: NVRTC programs, kernels,
source bytes (our rendered text; headers a source includes are marked +CUB), cubin bytes and
build ms (this thread's CPU time, best of ``--repeat`` fresh caches; the package's shipped
builds are left unread: what NVRTC costs where none is shipped).  Then the same with the filled cache (reads).

Figures (this host, shared: 2 cores; NVRTC 13.5, sm_90; CPU ms of the building thread, best
of 2; "wait": what the op's first call waits for, "bg": full builds a background thread makes
after a quick one served).  Before: ca0f6f2; after: this branch.

    op                      before: programs  wait    after: programs  wait    bg
    import + `a + 1`                2         138              1         77
    `sin`                           2         394              1        148
    `sum`                           1         147              1        154
    `std`                           7         575              5        384
    `cumsum`                        1 (+CUB) 2267              1         73    143
    `argmax`                        2         255              2        258
    `sort`                          1         770              1        104    832
    `argsort`                       2         795              2        164    856
    `unique` (1000 int32)           5         524              5        340    247
    `a[a > 5]`                      2         228              2        204
    `a[idx]` (1000 int64)           1          63              1         62
    `where`                         1         100              1         61
    `b @ b` (cuBLAS)                0           0              0          0
    `median`                        5         364              4        276
    all 14                         32        6620             27       2306   2079

What changed: the scan look-back is ours (CUB's single_pass_scan_operators.cuh took 2 s of
front end and PCH); the lean ufunc path built its unchecked kernel eagerly although the
default errstate runs the checked one (two programs per loop); the contiguous template's tail
(the grid's last block) is no longer unrolled (sin's body was inlined 16 times, not 8);
the sorts and the single-pass scan serve a quick build (-Ofast-compile=max) at once
(compiler.get_kernel: every kernel since).  Per-program floor: ~40 ms (NVRTC itself; an empty kernel).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def record(ops, env, cccl):
    """Run each (label, code) of ``ops`` with the device stubbed (this process: call it
    before anything imports gpnumpy or cuda) on ``env(xp)``'s names; answer
    [[label, [[kernel, source, quick], ...]], ...]: every kernel source each op asks the
    compiler for (scripts/ship_kernels.py ships them)."""
    sys.path[:0] = [HERE, ROOT]
    import host_profile
    host_profile._install_fake_cuda()
    import gpnumpy as xp
    from gpnumpy._kernels import compiler
    from gpnumpy._core import libraries, products
    compiler._cccl_dir = cccl  # what a GPU machine with CCCL's headers finds
    log = []

    def get_kernel(source, kernel_name, arch=None, cubin=None, wait=True):
        # (a cold cache: a quick build now, the full one in the background)
        log.append((kernel_name, source, compiler.QUICK_BUILDS))
        return host_profile._Kernel(kernel_name)
    compiler.get_kernel = get_kernel

    class _Blas:  # cuBLAS/cuSOLVER/cuFFT stand-in: their calls build no kernel of ours
        class Math:
            DEFAULT_MATH = 0

        class One(int):  # a handle, a size, or a (device, host) pair of sizes
            def __getitem__(self, i):
                return 1

        def __getattr__(self, name):
            return lambda *a: self.One(1)
    libraries._bindings = lambda name: _Blas()
    libraries._missing = ""
    products._blas_ok = True
    names = env(xp)
    out = []
    for label, code in ops:
        del log[:]
        try:
            eval(code, names)
        except Exception as exc:  # (a library stand-in short of what the op asks: its
            # kernels built so far are listed, and the op is marked)
            label += " (stand-in stopped: %s)" % type(exc).__name__
        out.append([label, [list(k) for k in log]])
    return out


def trace(cccl):
    """Run bench_first_calls.py's ops with the device stubbed; print
    [[label, [[kernel, source, quick], ...]], ...]."""
    sys.path[:0] = [HERE]
    import numpy
    from bench_first_calls import OPS, N

    def env(xp):
        rng = numpy.random.default_rng(0)
        a = xp.asarray((rng.random(N) * 10).astype(numpy.float32))
        return dict(xp=xp, a=a, b=a.reshape(1024, 1024),
                    u=xp.asarray(rng.integers(0, 100, 1000).astype(numpy.int32)),
                    idx=xp.asarray(rng.integers(0, N, 1000)), N=N,
                    s=xp.asarray(rng.standard_normal((64, 4, 4))),
                    m=xp.asarray(rng.standard_normal((256, 256)) + 16 * numpy.eye(256)))
    print(json.dumps(record(OPS, env, cccl)))


def traced(arch):
    from gpnumpy._kernels import compiler
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    res = subprocess.run([sys.executable, os.path.abspath(__file__), "--trace",
                          compiler.cccl_include() or ""],
                         env=env, capture_output=True, text=True, timeout=600)
    if res.returncode:
        raise RuntimeError("trace failed:\n" + res.stderr[-3000:])
    return json.loads(res.stdout.strip().splitlines()[-1])


def build_all(ops, arch, cache):
    """{label: (programs, kernels, source bytes, cubin bytes, ms, includes, background ms)}
    building ``ops`` in order into ``cache``: what the op's call waits for (a quick build
    where quick builds are on), and the full builds a background thread
    then makes (timed here after the op's own)."""
    from gpnumpy._kernels import compiler
    os.environ["GPNUMPY_CACHE_DIR"] = cache
    done = set()
    res = {}
    for label, kernels in ops:
        progs = srcb = binb = 0
        inc = ""
        later = []
        t = time.thread_time()  # NVRTC works in this thread: its CPU time, not the shared host's
        for name, source, quick in kernels:
            if source in done:
                continue
            done.add(source)
            progs += 1
            srcb += len(source)
            if quick and compiler.cubin_for(source, arch, name, cached_only=True) is None:
                binb += len(compiler.cubin_for(source, arch, name, quick=True))
                later.append((name, source))
            else:
                binb += len(compiler.cubin_for(source, arch, name))
            if "#include <cub" in source:
                inc = "+CUB"
        ms = (time.thread_time() - t) * 1e3
        t = time.thread_time()
        for name, source in later:
            compiler.cubin_for(source, arch, name)
        res[label] = (progs, len(kernels), srcb, binb, ms, inc, (time.thread_time() - t) * 1e3)
    return res


def main():
    arch = "90"
    repeat = 3
    only = None
    args = sys.argv[1:]
    while args:
        a = args.pop(0)
        if a == "--arch":
            arch = args.pop(0)
        elif a == "--repeat":
            repeat = int(args.pop(0))
        elif a == "--ops":
            only = args.pop(0).split(",")
    sys.path.insert(0, ROOT)
    from gpnumpy._kernels import compiler
    compiler._SHIPPED = False  # (NVRTC's own cost: the package's shipped builds left unread)
    ops = traced(arch)
    best = None
    for _ in range(repeat):
        cache = tempfile.mkdtemp(prefix="bench-compile-")
        try:
            cold = build_all(ops, arch, cache)
            warm = build_all(ops, arch, cache)
        finally:
            shutil.rmtree(cache, ignore_errors=True)
        if best is None:
            best = (cold, warm)
        else:
            best = tuple({k: min(r[k], n[k], key=lambda v: v[4]) for k in r}
                         for r, n in zip(best, (cold, warm)))
    cold, warm = best
    print("cold NVRTC builds on the host (NVRTC %s, sm_%s, best of %d), ops in "
          "bench_first_calls.py's order" % (compiler._nvrtc_version(), arch, repeat))
    print()
    print("| op | programs | kernels | source KB | cubin KB | build CPU ms (the call waits) "
          "| full builds in the background, CPU ms | filled cache CPU ms |")
    print("|---|---|---|---|---|---|---|---|")
    tot = [0, 0, 0, 0, 0.0, 0.0, 0.0]
    for label, _ in ops:
        if only and not any(o in label for o in only):
            continue
        p, k, s, b, ms, inc, bg = cold[label]
        print("| %s | %d | %d | %.1f%s | %.1f | %.0f | %s | %.1f |"
              % (label, p, k, s / 1e3, inc, b / 1e3, ms, "%.0f" % bg if bg else "",
                 warm[label][4]))
        for i, v in enumerate((p, k, s, b, ms, bg, warm[label][4])):
            tot[i] += v
    print("| all | %d | %d | %.1f | %.1f | %.0f | %.0f | %.1f |"
          % (tot[0], tot[1], tot[2] / 1e3, tot[3] / 1e3, tot[4], tot[5], tot[6]))
    if "-v" in sys.argv:
        for label, kernels in ops:
            print(label, [n + (" (quick first)" if q else "") for n, _, q in kernels])


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "--trace":
        trace(sys.argv[2] if len(sys.argv) > 2 else "")
    else:
        main()
