"""Diagnosis: where a new process's first `b @ b` (1024 x 1024 float32) spends its time, step by
step, gpnumpy beside CuPy (each in a fresh process; the kernel cache as it is)."""
import subprocess
import sys
import time

GP = r'''
import time, sys
t = [time.perf_counter()]
def mark(): t.append(time.perf_counter())
import gpnumpy as gp; mark()
b = gp.ones((1024, 1024), dtype=gp.float32); gp._core.device.synchronize(); mark()
from gpnumpy._core import libraries
libraries._bindings("cublas"); mark()
libraries.cublas(); mark()
c = b @ b; gp._core.device.synchronize(); mark()
c = b @ b; gp._core.device.synchronize(); mark()
names = ["import", "ones+sync", "import binding", "handle", "first b@b", "second b@b"]
print("gpnumpy: " + ", ".join("%s %.1f ms" % (n, (t[i + 1] - t[i]) * 1e3) for i, n in enumerate(names)))
'''
CP = r'''
import time
t = [time.perf_counter()]
def mark(): t.append(time.perf_counter())
import cupy; mark()
b = cupy.ones((1024, 1024), dtype=cupy.float32); cupy.cuda.Device().synchronize(); mark()
from cupy_backends.cuda.libs import cublas; mark()
cupy.cuda.device.get_cublas_handle(); mark()
c = b @ b; cupy.cuda.Device().synchronize(); mark()
c = b @ b; cupy.cuda.Device().synchronize(); mark()
names = ["import", "ones+sync", "import binding", "handle", "first b@b", "second b@b"]
print("cupy:    " + ", ".join("%s %.1f ms" % (n, (t[i + 1] - t[i]) * 1e3) for i, n in enumerate(names)))
'''
for _ in range(2):
    for src in (GP, CP):
        t0 = time.perf_counter()
        r = subprocess.run([sys.executable, "-c", src], capture_output=True, text=True)
        print((r.stdout.strip() or r.stderr.strip()[-800:]) + "   [process %.0f ms]" % ((time.perf_counter() - t0) * 1e3), flush=True)
