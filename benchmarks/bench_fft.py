"""FFT figures of the products/linalg/fft issue: gpnumpy.fft vs cupy.fft, same GPU, same process.

    python3 benchmarks/bench_fft.py

Device times from CUDA events (gpnumpy: its current stream; CuPy: its own), warm-up, median of
25.  Each row prints both times, cp/gp (> 1: gpnumpy faster), the largest difference between the
two results relative to their largest magnitude, and a floor: the transform's bytes read once and
written once over the copy bandwidth measured in the same run (an FFT that fits in one pass
through memory would reach it; large 1-D transforms take two or three).  The issue's goal: fft
complex64 2^24 no slower than CuPy (CuPy 14.2 on an H200: 0.279 ms).  Skips when gpnumpy runs on
the host.
"""

import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, time_pair, cupy, copy_bandwidth, host_us_pair

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402


def _data(shape, dtype, seed):
    rng = np.random.default_rng(seed)
    h = rng.standard_normal(shape).astype(np.float64)
    if np.dtype(dtype).kind == "c":
        h = h + 1j * rng.standard_normal(shape)
    return h.astype(dtype)


def main():
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: no GPU to benchmark, skipping.")
        return
    print("device:", device.device_name())
    copy_gbs = copy_bandwidth(gp.asarray(np.ones(1 << 26, np.float32)))
    rows = [
        # label, shape, dtype, gpnumpy call, CuPy call, bytes in + out
        ("fft c64 2^24", (1 << 24,), "complex64", lambda m, x: m.fft.fft(x)),
        ("fft c128 2^22", (1 << 22,), "complex128", lambda m, x: m.fft.fft(x)),
        ("rfft f32 2^24", (1 << 24,), "float32", lambda m, x: m.fft.rfft(x)),
        ("ifft c64 2^24 (1/n scaling)", (1 << 24,), "complex64", lambda m, x: m.fft.ifft(x)),
        ("irfft c64 2^23+1 -> 2^24", ((1 << 23) + 1,), "complex64", lambda m, x: m.fft.irfft(x)),
        ("fft2 c64 4096x4096", (4096, 4096), "complex64", lambda m, x: m.fft.fft2(x)),
        ("fft c64 1024x4096 axis=-1", (1024, 4096), "complex64", lambda m, x: m.fft.fft(x, axis=-1)),
        ("fft c64 4096x1024 axis=0", (4096, 1024), "complex64", lambda m, x: m.fft.fft(x, axis=0)),
        ("rfft2 f32 4096x4096", (4096, 4096), "float32", lambda m, x: m.fft.rfft2(x)),
        ("irfft2 c64 4096x2049 -> 4096^2", (4096, 2049), "complex64",
         lambda m, x: m.fft.irfft2(x)),
        ("irfftn c64 256x256x129 -> 256^3", (256, 256, 129), "complex64",
         lambda m, x: m.fft.irfftn(x)),
        ("fft c64 2^24 (again)", (1 << 24,), "complex64", lambda m, x: m.fft.fft(x)),
    ]
    print("%-30s %10s %10s %7s %9s %9s" % ("case", "gpnumpy", "CuPy", "cp/gp", "rel.diff", "floor"))
    for label, shape, dt, call in rows:
        h = _data(shape, dt, 1)
        x = gp.asarray(h)
        r = call(gp, x)
        nbytes = h.nbytes + r.nbytes
        floor = nbytes / copy_gbs / 1e6
        if cupy is not None:
            cx = cupy.asarray(h)
            # (alternating rounds: the clocks' drift stays out of the ratio)
            g, c = time_pair(lambda: call(gp, x), lambda: call(cupy, cx))
            cr = cupy.asnumpy(call(cupy, cx))
            rg = r.get()
            diff = float(np.max(np.abs(rg - cr)) / max(np.max(np.abs(cr)), 1e-30))
            del cx
        else:
            g = time_gp(lambda: call(gp, x))
            c, diff = float("nan"), float("nan")
        print("%-30s %7.3f ms %7.3f ms %6.2fx %9.1e %6.3f ms" % (label, g, c, c / g, diff, floor))
        del x, r
    # host time per call of a small transform
    small = gp.asarray(_data((1024,), "complex64", 2))
    csmall = cupy.asarray(_data((1024,), "complex64", 2)) if cupy is not None else None
    a, b = host_us_pair(lambda: gp.fft.fft(small),
                        None if csmall is None else lambda: cupy.fft.fft(csmall), calls=1000)
    print("fft c64 1024, host time per call: gpnumpy %.1f us, CuPy %.1f us (cp/gp %.2fx)"
          % (a, b, b / a))


if __name__ == "__main__":
    main()
