"""What the floating-point check after a cuBLAS product costs (products._fp_check,
product_check.cu): each product timed (CUDA events, median) in NumPy's default error state,
which runs the check, and under errstate(over='ignore', invalid='ignore'), which skips it.

    python3 benchmarks/diag_product_check.py
"""
import numpy as np

from _common import import_gpnumpy, time_gp

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402


def main():
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: no GPU, skipping.")
        return
    print("device:", device.device_name())
    rng = np.random.default_rng(0)
    cases = []
    for n, dt in ((8192, "float16"), (8192, "float32"), (4096, "float64")):
        a = gp.asarray(rng.standard_normal((n, n)).astype(dt))
        cases.append(("matmul %d %s" % (n, dt), lambda a=a: a @ a))
    m = gp.asarray(rng.standard_normal((8192, 8192)).astype("float32"))
    v = gp.asarray(rng.standard_normal(8192).astype("float32"))
    cases.append(("matvec 8192 float32", lambda: m @ v))
    s = gp.asarray(rng.standard_normal((64, 64)).astype("float32"))
    cases.append(("matmul 64 float32", lambda: s @ s))
    for label, f in cases:
        on = time_gp(f, reps=11)
        with gp.errstate(over="ignore", invalid="ignore"):
            off = time_gp(f, reps=11)
        print("%-24s checked %9.3f ms | unchecked %9.3f ms | check +%.1f%%"
              % (label, on, off, 100.0 * (on - off) / off), flush=True)


if __name__ == "__main__":
    main()
