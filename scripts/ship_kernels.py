"""Build the shipped kernels: full NVRTC builds of what common first calls render.

    python3 scripts/ship_kernels.py [--arch 80,90] [--check]

A new machine's first ``sum``, ``sort`` or ``standard_normal`` would wait for NVRTC (50-400
ms a program); with the shipped builds it reads a file (gpnumpy/_kernels/compiler.py:
``shipped_path``, read before the disk cache).  No GPU is needed:

1. For each case of ``CASES`` (a dtype and a size), a child process runs ``OPS`` with the
   device stubbed (benchmarks/bench_compile.py: ``record``) and records every kernel source
   the calls render: exactly the sources a GPU renders for them (a stub's data can steer a
   data-dependent choice; such a kernel is then built on the machine as before).
2. Each source is built for each arch (``compiler.compile_cubin``: the full build, the
   options every build uses) into ``gpnumpy/_kernels/shipped/sm_<arch>/<key>.cubin`` in the
   disk cache's format (deflated, digest checked on load); files no source maps to are
   removed, and ``MANIFEST`` lists key and kernel name per file.

``--check`` only traces, and exits 1 naming every traced kernel without its shipped file (a
kernel template changed since the last run): tests/_kernels/test_shipped.py runs it.  Run
this script again after changing a kernel template.  Sources that include headers are not
shipped (their builds depend on the headers found).
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "benchmarks")

#: (array dtype, size): the cases each op of OPS runs on
CASES = [("float32", 1 << 20), ("float64", 1 << 20), ("float32", 1000), ("float64", 1000)]

#: what data-science code calls first (benchmarks/bench_first_calls.py's ops are traced too),
#: run with ``xp`` gpnumpy and the names a (n values of the case's dtype in [0, 10)), b (a as a
#: 2-d array), i (n int64), k (n int32 in [0, 100)), u (1000 int32 in [0, 100)), idx (1000
#: int64 positions), s (64 4 x 4 matrices) and m (a 256 x 256 matrix) of the case's dtype, rng
#: (default_rng(1)), n (also N) and dt (the case's size and dtype)
OPS = [
    # elementwise: arithmetic with scalars and arrays, math, comparisons, casts
    "a + 1", "a - 1", "a * 2", "a / 3", "1 - a", "2 / a", "a + a", "a - a", "a * a", "a / a",
    "a ** 2", "-a", "xp.sin(a)", "xp.cos(a)", "xp.exp(a)", "xp.log(a)", "xp.sqrt(a)",
    "xp.abs(a)", "xp.tanh(a)", "xp.floor(a)", "xp.maximum(a, 0)", "xp.minimum(a, a)",
    "xp.clip(a, 0, 1)", "a > 5", "a < a", "a == a", "xp.isnan(a)", "xp.where(a > 5, a, 0)",
    "a.astype(xp.float64)", "a.astype(xp.float32)", "a.astype(xp.int64)",
    "xp.zeros(n, dt) + xp.ones(n, dt)", "xp.full(n, 2.0)", "xp.arange(n)",
    "xp.linspace(0, 1, n)",
    "a // 3", "a % 3", "xp.floor_divide(a, a)", "xp.power(a, 1.5)", "xp.round(a, 2)",
    "xp.log1p(a)", "xp.expm1(a)", "xp.arctan2(a, a)", "xp.hypot(a, a)", "xp.isfinite(a)",
    "xp.isinf(a)", "xp.logical_and(a > 1, a < 5)", "~(a > 5)", "i ^ i", "i & 7", "i | 8",
    "i >> 1", "xp.cross(b[:, :3], b[:, :3])", "xp.outer(a[:100], a[:100])",
    "xp.allclose(a, a)", "xp.isclose(a, a)",
    # reductions and scans
    "a.sum()", "a.mean()", "a.std()", "a.var()", "a.max()", "a.min()", "xp.argmax(a)",
    "xp.argmin(a)", "b.sum(axis=0)", "b.sum(axis=1)", "b.mean(axis=0)", "b.max(axis=1)",
    "xp.any(a > 5)", "xp.all(a > 5)", "xp.linalg.norm(a)", "xp.cumsum(a)", "xp.cumprod(a)",
    "i.sum()", "xp.cumsum(i)", "xp.bincount(k)", "i.max()", "k.sum()",
    "xp.cumsum(b, axis=0)", "b.mean(axis=1)", "b.std(axis=0)", "xp.diff(a)",
    "xp.nonzero(a > 5)", "xp.count_nonzero(a > 5)", "xp.nansum(a)", "xp.nanmean(a)",
    "xp.histogram(a, bins=10)", "xp.average(a)", "xp.prod(a[:10])",
    # integers
    "i + 1", "i * 2", "i // 3", "i % 3", "i == 3", "k + k", "i.astype(xp.float64)",
    "xp.arange(n) * 2", "xp.arange(n, dtype=xp.float64) / n",
    # sorting, sets, order statistics
    "xp.sort(a)", "xp.argsort(a)", "xp.unique(a)", "xp.median(a)", "xp.percentile(a, 50)",
    "xp.sort(i)", "xp.argsort(i)", "xp.unique(k)", "xp.searchsorted(xp.sort(a), a)",
    # indexing
    "a[a > 5]", "a[idx]", "b[1:, :] - b[:-1, :]", "b.T.copy()", "xp.concatenate([a, a])",
    "xp.stack([a, a])", "xp.array([b[j] * 2 for j in range(8)])", "xp.flip(a)", "xp.roll(a, 3)",
    "xp.tile(a[:100], 3)", "xp.repeat(a[:100], 3)", "xp.clip(a, 1, None)", "b[:, 0]",
    "b[::2, ::2].copy()",
    # products, linalg, fft
    "b @ b", "a @ a", "xp.dot(a, a)", "xp.linalg.det(s)", "xp.linalg.inv(s)",
    "xp.linalg.solve(m, m[:, 0])", "xp.linalg.solve(s, s[..., 0])", "xp.linalg.inv(m)",
    "xp.linalg.cholesky(m @ m.T)", "xp.linalg.qr(m)", "xp.linalg.eigh(m)",
    "xp.linalg.eigvalsh(m)", "xp.linalg.svd(m)", "xp.linalg.lstsq(m, m[:, 0])",
    "xp.linalg.pinv(m)", "xp.linalg.slogdet(m)", "xp.linalg.matrix_rank(m)",
    "xp.linalg.norm(m)", "xp.linalg.vecdot(b, b)",
    # integer and bool products, one kernel per type (the array-API suite's tensordot, matmul
    # and vecdot draw these: a cold build, ~1 s, overran its 800 ms deadline)
    *["xp.matmul(xp.ones((3, 3), %r), xp.ones((3, 3), %r))" % (t, t)
      for t in ("bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64",
                "uint64")],
    # stacks of small matrices (s), as the array-API suite's linalg tests take them
    "xp.linalg.cholesky(s @ xp.swapaxes(s, -1, -2) + 4 * xp.eye(4, dtype=dt))",
    "xp.linalg.pinv(s)", "xp.linalg.svd(s)", "xp.linalg.qr(s)",
    "xp.linalg.eigh(s + xp.swapaxes(s, -1, -2))", "xp.cross(s[..., 0, :3], s[..., 1, :3])", "xp.fft.fft(a)", "xp.fft.rfft(a)",
    "xp.fft.ifft(xp.fft.fft(a))", "xp.fft.fft2(b)",
    # random
    "rng.random(n)", "rng.random(n, dtype=xp.float32)", "rng.standard_normal(n)",
    "rng.standard_normal(n, dtype=xp.float32)", "rng.normal(0, 1, n)",
    "rng.uniform(0, 1, n)", "rng.integers(0, 100, n)", "rng.permutation(n)",
    "rng.exponential(1.0, n)", "rng.choice(n, 10)", "xp.random.seed(0) or xp.random.rand(n)",
    "xp.random.randn(n)",
]

#: the archs shipped: sm_80 (A100; its cubin also runs on sm_86/87/89 devices) and sm_90
#: (H100, H200)
ARCHS = ("80", "90")


def _trace_case(dtype, n):
    """(in the child) the case's kernels: {source: name}."""
    sys.path[:0] = [BENCH, ROOT]
    import numpy
    from bench_compile import record
    from bench_first_calls import OPS as BENCH_OPS  # (the first-call benchmark's ops, too)

    def env(xp):
        r = numpy.random.default_rng(0)
        a = xp.asarray((r.random(n) * 10).astype(dtype))
        rows = 1024 if n == 1 << 20 else 25
        return dict(xp=xp, a=a, b=a.reshape(rows, -1), n=n, N=n, dt=numpy.dtype(dtype),
                    u=xp.asarray(r.integers(0, 100, 1000).astype(numpy.int32)),
                    i=xp.asarray(r.integers(0, 1 << 40, n)),
                    k=xp.asarray(r.integers(0, 100, n).astype(numpy.int32)),
                    idx=xp.asarray(r.integers(0, n, 1000)),
                    s=xp.asarray(r.standard_normal((64, 4, 4)).astype(dtype)),
                    m=xp.asarray((r.standard_normal((256, 256))
                                  + 16 * numpy.eye(256)).astype(dtype)),
                    rng=xp.random.default_rng(1))
    found = {}
    codes = OPS + [c for _, c in BENCH_OPS if c not in OPS]
    for label, kernels in record([(c, c) for c in codes], env, ""):
        for name, source, _ in kernels:
            found[source] = name
    print(json.dumps(found))


def traced():
    """{source: kernel name} of every case, each traced in a child process."""
    found = {}
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""),
               GPNUMPY_FUSION="off")
    for dtype, n in CASES:
        res = subprocess.run([sys.executable, os.path.abspath(__file__), "--trace-case",
                              dtype, str(n)], env=env, capture_output=True, text=True,
                             timeout=600)
        if res.returncode:
            raise RuntimeError("trace of %s x %d failed:\n%s" % (dtype, n, res.stderr[-3000:]))
        found.update(json.loads(res.stdout.strip().splitlines()[-1]))
    return {s: k for s, k in found.items() if "#include" not in s}


def main():
    args = sys.argv[1:]
    if args[:1] == ["--trace-case"]:
        return _trace_case(args[1], int(args[2]))
    archs = ARCHS
    if "--arch" in args:
        archs = tuple(args[args.index("--arch") + 1].split(","))
    sys.path.insert(0, ROOT)
    from gpnumpy._kernels import compiler
    sources = traced()
    if "--check" in args:
        have = [d[3:] for d in os.listdir(compiler.SHIPPED_DIR) if d.startswith("sm_")]
        missing = sorted({name for s, name in sources.items() for arch in have
                          if not os.path.exists(compiler.shipped_file(s, arch))})
        print("%d kernels traced, %d without a shipped build%s" % (
            len(sources), len(missing), (": " + " ".join(missing)) if missing else ""))
        # (a trace that finds far fewer kernels than the shipped set holds is broken: a
        # stand-in out of step with the compiler stops every op, and nothing is "missing")
        with open(os.path.join(compiler.SHIPPED_DIR, "sm_" + have[0], "MANIFEST")) as f:
            shipped = sum(1 for line in f if line.strip())
        if len(sources) < shipped // 2:
            print("the trace found %d kernels where %d are shipped: the trace is broken"
                  % (len(sources), shipped))
            return 1
        return 1 if missing else 0
    for arch in archs:
        d = os.path.join(compiler.SHIPPED_DIR, "sm_" + arch)
        os.makedirs(d, exist_ok=True)
        keep, lines = set(), []
        for i, (source, name) in enumerate(sorted(sources.items(), key=lambda x: x[1])):
            path = compiler.shipped_file(source, arch)
            keep.add(os.path.basename(path))
            lines.append("%s %s" % (os.path.basename(path)[:-6], name))
            if compiler._read_cache(path) is None:
                compiler._write_cache(path, compiler.compile_cubin(source, arch, name))
            print("sm_%s %d/%d %s" % (arch, i + 1, len(sources), name), flush=True)
        for f in os.listdir(d):
            if f.endswith(".cubin") and f not in keep:
                os.remove(os.path.join(d, f))
        with open(os.path.join(d, "MANIFEST"), "w") as f:
            f.write("\n".join(sorted(lines)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
