"""Diagnosis: where a new process's first library call spends its time, step by step,
gpnumpy beside CuPy (each in a fresh process; the kernel cache as it is).

    python3 benchmarks/diag_blas_start.py [--profile] [matmul|solve|fft ...]   (default: all three)

matmul: the first ``b @ b`` (1024 x 1024 float32, cuBLAS); solve: ``linalg.solve`` of a
256 x 256 float64 system (cuSOLVER's getrf/getrs); fft: ``fft.fft`` of 2^20 float32 (cuFFT).
Steps: the import, a first array and synchronize, the library's shared objects loaded (ours:
cuda-pathfinder's loader, after the import's background preload ended), its Python binding
imported, its handle made, the first call, the second.  ``--profile``: then gpnumpy's first
call once more in a fresh process under cProfile (the functions of most cumulative time)."""
import subprocess
import sys
import time

# (library to load, binding module, handle, the call, its array made before the steps)
CASES = {
    "matmul": ("cublas", "cublas", "libraries.cublas()",
               "b = xp.ones((1024, 1024), dtype=xp.float32)", "b @ b"),
    "solve": ("cusolver", "cusolverDn", "libraries.cusolver()",
              "b = xp.eye(256) * 4 + xp.ones((256, 256)); v = xp.ones(256)",
              "xp.linalg.solve(b, v)"),
    "fft": ("cufft", "cufft", "None",
            "b = xp.ones(1 << 20, dtype=xp.float32)", "xp.fft.fft(b)"),
}
CP_BINDING = {"matmul": "from cupy_backends.cuda.libs import cublas",
              "solve": "from cupy_backends.cuda.libs import cusolver",
              "fft": "from cupy.cuda import cufft"}
CP_HANDLE = {"matmul": "cupy.cuda.device.get_cublas_handle()",
             "solve": "cupy.cuda.device.get_cusolver_handle()", "fft": "None"}

GP = r'''
import time
t = [time.perf_counter()]
def mark(): t.append(time.perf_counter())
import gpnumpy as xp; mark()
{make}; xp._core.device.synchronize(); mark()
from gpnumpy._core import libraries
libraries._join_preload(); mark()
libraries._load_library("{lib}"); mark()
libraries._bindings("{binding}"); mark()
{handle}; mark()
if {profile}:
    import cProfile, pstats
    pr = cProfile.Profile(); pr.enable()
c = {call}; xp._core.device.synchronize(); mark()
if {profile}:
    pr.disable(); pstats.Stats(pr).sort_stats("cumulative").print_stats(25); raise SystemExit
c = {call}; xp._core.device.synchronize(); mark()
names = ["import", "array+sync", "preload's end", "load {lib}", "import binding", "handle",
         "first call", "second call"]
print("gpnumpy: " + ", ".join("%s %.1f ms" % (n, (t[i + 1] - t[i]) * 1e3) for i, n in enumerate(names)))
'''
CP = r'''
import time
t = [time.perf_counter()]
def mark(): t.append(time.perf_counter())
import cupy as xp, cupy; mark()
{make}; cupy.cuda.Device().synchronize(); mark()
{binding}; mark()
{handle}; mark()
c = {call}; cupy.cuda.Device().synchronize(); mark()
c = {call}; cupy.cuda.Device().synchronize(); mark()
names = ["import", "array+sync", "import binding", "handle", "first call", "second call"]
print("cupy:    " + ", ".join("%s %.1f ms" % (n, (t[i + 1] - t[i]) * 1e3) for i, n in enumerate(names)))
'''

if __name__ == "__main__":
    args = sys.argv[1:]
    profile = "--profile" in args
    for case in [a for a in args if a != "--profile"] or list(CASES):
        lib, binding, handle, make, call = CASES[case]
        gp = dict(lib=lib, binding=binding, handle=handle, make=make, call=call)
        srcs = (GP.format(profile=False, **gp),
                CP.format(binding=CP_BINDING[case], handle=CP_HANDLE[case], make=make, call=call))
        print("== " + case, flush=True)
        for _ in range(2):
            for src in srcs:
                t0 = time.perf_counter()
                r = subprocess.run([sys.executable, "-c", src], capture_output=True, text=True)
                print((r.stdout.strip() or r.stderr.strip()[-800:])
                      + "   [process %.0f ms]" % ((time.perf_counter() - t0) * 1e3), flush=True)
        if profile:
            r = subprocess.run([sys.executable, "-c", GP.format(profile=True, **gp)],
                               capture_output=True, text=True)
            print(r.stdout[-6000:] or r.stderr[-1500:], flush=True)
