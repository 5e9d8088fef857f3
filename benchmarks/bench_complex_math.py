"""Complex elementary functions: gpnumpy vs CuPy, same GPU, CUDA events, median; and the first
call of each gpnumpy kernel (NVRTC compile with an empty kernel cache).

    python3 benchmarks/bench_complex_math.py

Each line: the function, its dtype, gpnumpy's milliseconds for 2^24 elements, CuPy's, the ratio
(above 1: gpnumpy faster), gpnumpy's first call, and the largest distance to NumPy over the
first 2^16 results (ulp of each part).
"""
import os
import tempfile
import time

os.environ["GPNUMPY_CACHE_DIR"] = tempfile.mkdtemp(prefix="gpnumpy-bench-cache-")

import numpy as np  # noqa: E402

from _common import import_gpnumpy, time_gp, time_cp, cupy  # noqa: E402

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402
from gpnumpy.testing._ulp import complex_ulps  # noqa: E402

N = 1 << 24
CHECK = 1 << 16
FUNCS = ["exp", "log", "sqrt", "sin", "tanh", "arcsin", "arccosh", "arctanh", "power"]


def main():
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: no GPU to benchmark, skipping.")
        return
    print("device:", device.device_name())
    rng = np.random.default_rng(0)
    for dt in ("complex64", "complex128"):
        h = (rng.uniform(-3, 3, N) + 1j * rng.uniform(-3, 3, N)).astype(dt)
        g = gp.asarray(h)
        c = cupy.asarray(h) if cupy is not None else None
        e = np.asarray(1.5 + 0.25j, dtype=dt)
        for name in FUNCS:
            if name == "power":
                fg = lambda: gp.power(g, e)  # noqa: E731
                fc = (lambda: cupy.power(c, cupy.asarray(e))) if c is not None else None
                ref = np.power(h[:CHECK], e)
            else:
                fg = lambda: getattr(gp, name)(g)  # noqa: E731
                fc = (lambda: getattr(cupy, name)(c)) if c is not None else None
                ref = getattr(np, name)(h[:CHECK])
            device.current_stream().sync()
            t0 = time.perf_counter()
            first = fg()
            device.current_stream().sync()
            t_first = (time.perf_counter() - t0) * 1e3
            ulp = complex_ulps(ref, gp.asnumpy(first[:CHECK])).max()
            tg = time_gp(fg)
            line = "%-8s %-10s gpnumpy %7.3f ms" % (name, dt, tg)
            if fc is not None:
                tc = time_cp(fc)
                line += " | CuPy %7.3f ms | gp/cp %.2fx" % (tc, tc / tg)
            print(line + " | first call %6.0f ms | max %d ulp from NumPy" % (t_first, ulp),
                  flush=True)


if __name__ == "__main__":
    main()
