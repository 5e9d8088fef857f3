"""First calls: what a new process pays for each op's first call, gpnumpy against CuPy.

    python3 benchmarks/bench_first_calls.py

For each library, one fresh process times the first call of each of 28 common ops (14 on
2^20 float32, then det of a small stack, a solve, an fft and normal draws, then one more of
each family: elementwise, reductions, views, joins, searching, inverse, rfft, integers; the first row
includes ``import`` and moving the data to the device) with an empty kernel cache (a
temporary GPNUMPY_CACHE_DIR / CUPY_CACHE_DIR; gpnumpy's Python bytecode compiled first, as an
installed package has it; the libraries' files read once by
an unmeasured process of each; the sorts and the single-pass scan take a quick
build first and make the full one in a background thread, which the process waits for at
exit: the second process finds it), then a second fresh process does the same on the cache
the first one filled.  Each op is timed from its call to the device being idle again (wall
clock).  The empty cache is a new machine's: the package's shipped kernels (compiler.py,
scripts/ship_kernels.py) are read; a third gpnumpy process times the empty cache without
them (GPNUMPY_SHIPPED=0: every kernel built by NVRTC).  Prints a Markdown table with the
ratios gpnumpy / CuPy (below 1: gpnumpy's first call is faster) and the totals, then the NVRTC builds each gpnumpy op waited
for (compare with benchmarks/bench_compile.py, which builds the same list on a host).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
N = 1 << 20

#: (label, code run with ``xp`` the library and the arrays a (2^20 float32 in [0, 10)),
#: b (a as 1024 x 1024), u (1000 int32 in [0, 100)), idx (1000 int64 positions), s (64
#: random 4 x 4 float64 matrices) and m (a random 256 x 256 float64 matrix))
OPS = [
    ("import + `a + 1`", "a + 1"),
    ("`sin`", "xp.sin(a)"),
    ("`sum`", "a.sum()"),
    ("`std`", "a.std()"),
    ("`cumsum`", "xp.cumsum(a)"),
    ("`argmax`", "xp.argmax(a)"),
    ("`sort`", "xp.sort(a)"),
    ("`argsort`", "xp.argsort(a)"),
    ("`unique` (1000 int32)", "xp.unique(u)"),
    ("`a[a > 5]`", "a[a > 5]"),
    ("`a[idx]` (1000 int64)", "a[idx]"),
    ("`where`", "xp.where(a > 5, a, 0)"),
    ("`b @ b` (1024 x 1024)", "b @ b"),
    ("`median`", "xp.median(a)"),
    # the other families: linalg (a stack of small matrices, one system), fft, random
    ("`linalg.det` (64 x 4 x 4 float64)", "xp.linalg.det(s)"),
    ("`linalg.solve` (256 x 256 float64)", "xp.linalg.solve(m, m[:, 0])"),
    ("`fft.fft`", "xp.fft.fft(a)"),
    ("`random.standard_normal`", "xp.random.default_rng(1).standard_normal(N)"),
    # more of each family: elementwise math and casts, axis reductions, views and joins,
    # searching, the inverse, a real fft, bounded integers
    ("`exp(-a) * 2`", "xp.exp(-a) * 2"),
    ("`b.mean(axis=0)`", "b.mean(axis=0)"),
    ("`b.max(axis=1)`", "b.max(axis=1)"),
    ("`a.astype(float64)`", "a.astype(xp.float64)"),
    ("`b.T.copy()`", "b.T.copy()"),
    ("`concatenate`", "xp.concatenate([a, a])"),
    ("`searchsorted`", "xp.searchsorted(a, a[:1000])"),
    ("`linalg.inv` (256 x 256 float64)", "xp.linalg.inv(m)"),
    ("`fft.rfft`", "xp.fft.rfft(a)"),
    ("`random.integers`", "xp.random.default_rng(2).integers(0, 100, N)"),
]


#: the ops that start a library (cuBLAS, cuSOLVER, cuFFT, the random streams): a first
#: process of each library runs them once, unmeasured (``warm``)
LIBRARY_OPS = ("`b @ b`", "`linalg.", "`fft.", "`random.")


def child(lib, warm=False):
    """Run the ops once in this process and print {label: ms} as JSON (``warm``: only the
    library ops, nothing printed)."""
    import numpy
    rng = numpy.random.default_rng(0)
    host = (rng.random(N) * 10).astype(numpy.float32)
    host_u = rng.integers(0, 100, 1000).astype(numpy.int32)
    host_idx = rng.integers(0, N, 1000)
    host_s = rng.standard_normal((64, 4, 4))
    host_m = rng.standard_normal((256, 256)) + 16 * numpy.eye(256)
    t = time.perf_counter()
    if lib == "gpnumpy":
        sys.path.insert(0, os.path.dirname(HERE))  # the source tree, unless installed
        import gpnumpy as xp
        from gpnumpy._core.device import synchronize as sync
    else:
        import cupy as xp
        sync = xp.cuda.Device().synchronize
    a = xp.asarray(host)
    env = dict(xp=xp, a=a, N=N)
    out, later = {}, {}
    built = {}  # gpnumpy: the NVRTC builds each op waited for (name, ms)
    log = []
    if lib == "gpnumpy":
        from gpnumpy._kernels import compiler
        log = compiler.built
    for i, (label, code) in enumerate(OPS):
        if warm and not label.startswith(LIBRARY_OPS):
            continue
        if i:
            env.update(b=a.reshape(1024, 1024), u=xp.asarray(host_u), idx=xp.asarray(host_idx),
                       s=xp.asarray(host_s), m=xp.asarray(host_m))
            sync()
            t = time.perf_counter()
        n = len(log)
        try:
            eval(code, env)
            sync()
            out[label] = (time.perf_counter() - t) * 1e3
            t = time.perf_counter()  # (the same call again: what a later call takes)
            eval(code, env)
            sync()
            later[label] = (time.perf_counter() - t) * 1e3
        except Exception as exc:  # reported, and left out of the totals
            sys.stderr.write("%s %s: %r\n" % (lib, label, exc))
            out[label] = later[label] = float("nan")
        # (background full builds that ended meanwhile are listed too: "(full)" below)
        built[label] = [(k, round(s * 1e3)) for k, s in log[n:]]
    print(json.dumps(dict(ms=out, later=later, built=built)))


def run(lib, cache, shipped=True):
    env = dict(os.environ)
    env["GPNUMPY_CACHE_DIR" if lib == "gpnumpy" else "CUPY_CACHE_DIR"] = cache
    if not shipped:
        env["GPNUMPY_SHIPPED"] = "0"
    res = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", lib], env=env,
                         capture_output=True, text=True, timeout=120)
    if res.returncode:
        raise RuntimeError("%s child failed:\n%s" % (lib, res.stderr[-3000:]))
    if res.stderr.strip():
        print(res.stderr.strip()[-1500:])
    got = json.loads(res.stdout.strip().splitlines()[-1])
    if shipped:
        filled = os.path.exists(os.path.join(cache, "done"))
        built[lib, filled] = got["built"]
        if filled:
            second[lib] = got["later"]
    open(os.path.join(cache, "done"), "w").close()
    return got["ms"]


built = {}
second = {}  # library -> {label: ms of the op's second call in the filled cache's process}


def _bytecode():
    """gpnumpy's modules compiled into __pycache__, as an installed package has them (pip
    compiles them at install).  A checkout run with PYTHONDONTWRITEBYTECODE set, as on the
    device machine, otherwise compiles every module it imports in every process: on an H200's
    host 0.27 s of the import and 19 of the first normal draws' 29 ms (benchmarks of CuPy,
    installed, never pay it).  Returns whether every module compiled."""
    import compileall
    import importlib.util
    spec = importlib.util.find_spec("gpnumpy")
    return all([compileall.compile_dir(d, quiet=1) for d in spec.submodule_search_locations])


def _warm_libraries():
    """One unmeasured process of each library running the library ops: the first process of
    a machine reads cuBLAS, cuSOLVER and cuFFT from disk (an H200 machine's first gpnumpy
    process: ``b @ b`` 461 ms against 184 with the files cached, a solve 280 against 39),
    which would otherwise fall on whichever library this benchmark runs first."""
    for lib in ("gpnumpy", "cupy"):
        cache = tempfile.mkdtemp(prefix="first-calls-warm-")
        env = dict(os.environ)
        env["GPNUMPY_CACHE_DIR" if lib == "gpnumpy" else "CUPY_CACHE_DIR"] = cache
        try:
            subprocess.run([sys.executable, os.path.abspath(__file__), "--warm", lib], env=env,
                           capture_output=True, timeout=120)
        finally:
            shutil.rmtree(cache, ignore_errors=True)


def main():
    if not _bytecode():
        print("(gpnumpy's bytecode: some modules did not compile)")
    _warm_libraries()
    times = {}
    for lib in ("gpnumpy", "cupy"):
        cache = tempfile.mkdtemp(prefix="first-calls-")
        try:
            times[lib, "empty"] = run(lib, cache)
            times[lib, "filled"] = run(lib, cache)
        finally:
            shutil.rmtree(cache, ignore_errors=True)
    cache = tempfile.mkdtemp(prefix="first-calls-")
    try:  # (the same empty cache without the package's shipped kernels: NVRTC builds all)
        times["gpnumpy", "unshipped"] = run("gpnumpy", cache, shipped=False)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    try:
        name = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                              capture_output=True, text=True).stdout.strip()
    except OSError:
        name = "?"
    print("first calls on %s, 2^20 float32, each op's first call in a fresh process" % name)
    print()
    print("| first call | gpnumpy, empty cache | CuPy, empty cache | gp/CuPy "
          "| gpnumpy, cache filled | CuPy, cache filled | gp/CuPy "
          "| gpnumpy, empty cache, GPNUMPY_SHIPPED=0 | gpnumpy, second call "
          "| filled <= 2 x second + 5 ms |")
    print("|---|---|---|---|---|---|---|---|---|---|")

    def ms(v):
        return ("%.1f ms" if v < 10 else "%.0f ms") % v

    def row(label, vals, later=None):
        g0, c0, g1, c1, u0 = vals
        goal = "" if later is None else "yes" if g1 <= 2 * later + 5 else "no"
        print("| %s | %s | %s | %.2f | %s | %s | %.2f | %s | %s | %s |"
              % (label, ms(g0), ms(c0), g0 / c0, ms(g1), ms(c1), g1 / c1, ms(u0),
                 "" if later is None else ms(later), goal))
    keys = [("gpnumpy", "empty"), ("cupy", "empty"), ("gpnumpy", "filled"), ("cupy", "filled"),
            ("gpnumpy", "unshipped")]
    for label, _ in OPS:
        row(label, [times[k][label] for k in keys], second["gpnumpy"][label])
    row("all %d ops" % len(OPS), [sum(v for v in times[k].values() if v == v) for k in keys])
    print()
    for filled in (False, True):
        print("gpnumpy's NVRTC builds, %s cache (ms each; '(quick)': served while the full build "
              "runs in a background thread, listed where it ended as '(background)'):" % ("filled" if filled else "empty"))
        for label, _ in OPS:
            got = built.get(("gpnumpy", filled), {}).get(label, [])
            if got or not filled:
                print("  %s: %d  %s" % (label, len(got), ", ".join("%s %d" % tuple(kv) for kv in got)))


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] in ("--child", "--warm"):
        child(sys.argv[2], sys.argv[1] == "--warm")
    else:
        main()
