"""datetime64/timedelta64 on the device: gpnumpy vs NumPy (values) and vs CuPy's int64 twin of
the same operation (CuPy has no datetime dtypes), same GPU, CUDA events.

    python3 benchmarks/bench_datetime.py
Bandwidth counts bytes read + written (8 per int64 element and operand).
"""

import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, cupy, copy_bandwidth

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402


def main():
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: no GPU to benchmark, skipping.")
        return
    print("device:", device.device_name())
    n = 1 << 26
    rng = np.random.default_rng(5)
    hd = rng.integers(-200000, 200000, n).astype("M8[D]")
    hd[::97] = np.datetime64("NaT")
    hm = rng.integers(-10**9, 10**9, n).astype("m8[s]")
    hm[::89] = np.timedelta64("NaT")
    d, m = gp.asarray(hd), gp.asarray(hm)
    ci = cupy.asarray(hd.view(np.int64)) if cupy is not None else None
    cj = cupy.asarray(hm.view(np.int64)) if cupy is not None else None
    copy_gbs = copy_bandwidth(gp.asarray(hd.view(np.int64)))
    print("copy: %.0f GB/s" % copy_gbs)
    checks = [
        ("M - M[::-1] -> m", lambda: d - d[::-1], lambda: ci - ci[::-1], lambda: hd - hd[::-1], 24),
        ("M + m (D, s -> s)", lambda: d + m, lambda: ci * 86400 + cj, lambda: hd + hm, 24),
        ("m // m", lambda: m // m[::-1], lambda: cupy.floor_divide(cj, cj[::-1]), lambda: hm // hm[::-1], 24),
        ("m * 1.5", lambda: m * 1.5, lambda: (cj * 1.5).astype(cupy.int64), lambda: hm * 1.5, 16),
        ("astype M8[s]", lambda: d.astype("M8[s]"), lambda: ci * 86400, lambda: hd.astype("M8[s]"), 16),
        ("astype M8[M]", lambda: d.astype("M8[M]"), lambda: ci // 30, lambda: hd.astype("M8[M]"), 16),
        ("d < d[::-1]", lambda: d < d[::-1], lambda: ci < ci[::-1], lambda: hd < hd[::-1], 17),
        ("d.max()", lambda: d.max(), lambda: ci.max(), lambda: hd.max(), 8),
        ("sort(M)", lambda: gp.sort(d), lambda: cupy.sort(ci), lambda: np.sort(hd), 16),
    ]
    for label, gf, cf, nf, nb in checks:
        r = gf()
        exp = nf()
        got = np.asarray(r.get() if hasattr(r, "get") else r)
        ok = np.array_equal(np.asarray(exp).view(np.int64) if np.asarray(exp).dtype.kind in "Mm" else exp,
                            got.view(np.int64) if got.dtype.kind in "Mm" else got)
        g = time_gp(gf)
        c = time_cp(cf) if cupy is not None else float("nan")
        gbs = nb * n / g / 1e6
        print("%-18s gpnumpy %.3f ms %5.0f GB/s (%3.0f%% of copy) | CuPy int64 twin %.3f ms | "
              "twin/gp %.2fx | equal to NumPy: %s" % (label, g, gbs, 100 * gbs / copy_gbs, c, c / g, ok))


if __name__ == "__main__":
    main()
