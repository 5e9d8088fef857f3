"""Diagnosis: a new process's first ``b @ b`` (1024 x 1024 float32) and first fft with and without
the CUDA libraries loaded in the background (``GPNUMPY_PRELOAD``), each in a fresh process on the
kernel cache as it is; and the first product step by step without the preload.

    python3 benchmarks/diag_preload.py [ROUNDS]

Modes: ``plain`` makes the arrays (the first device use, which starts the preload) and calls
``b @ b`` at once; ``work`` runs 100 ms of small operations first (the preload's head start);
``steps`` times cuda-pathfinder's load of libcublas, the binding's import, cublasCreate and the
first GEMM one by one.  Each line also lists the libcublas files mapped (one copy: the preload and
nvmath's bindings load the same file).
"""
import os
import subprocess
import sys

CODE = r'''
import sys, time
mode = sys.argv[1]
import gpnumpy as gp
from gpnumpy._core import libraries, device
b = gp.ones((1024, 1024), dtype=gp.float32)
a = gp.ones(1 << 20, dtype=gp.float32)
device.synchronize()
if mode == "work":
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < 0.1:
        a + 1
    device.synchronize()
t = [time.perf_counter()]
def mark():
    t.append(time.perf_counter())
if mode == "steps":
    from cuda import pathfinder
    pathfinder.load_nvidia_dynamic_lib("cublas"); mark()
    lib = libraries._bindings("cublas"); mark()
    lib.create(); mark()
    names = ["load libcublas", "import the binding", "cublasCreate"]
else:
    names = []
c = b @ b; device.synchronize(); mark()
c = gp.fft.fft(a); device.synchronize(); mark()
names += ["first b @ b", "first fft"]
maps = sorted(set(line.split()[-1] for line in open("/proc/self/maps") if "libcublas" in line))
print(mode + ": " + ", ".join("%s %.1f ms" % (n, (t[i + 1] - t[i]) * 1e3)
                              for i, n in enumerate(names)) + "  [%d libcublas files]" % len(maps))
'''


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    runs = [("steps", "0"), ("plain", "0"), ("plain", "cublas"), ("work", "0"), ("work", "cublas"),
            ("work", "cublas,cufft,cusolver")]
    for _ in range(rounds):
        for mode, preload in runs:
            env = dict(os.environ, GPNUMPY_PRELOAD=preload)
            r = subprocess.run([sys.executable, "-c", CODE, mode], capture_output=True, text=True,
                               env=env)
            out = r.stdout.strip() or r.stderr.strip().splitlines()[-1]
            print("GPNUMPY_PRELOAD=%-24s %s" % (preload, out), flush=True)


if __name__ == "__main__":
    main()
