"""Reduction figures of the reductions issue: gpnumpy vs CuPy, same GPU, same process, CUDA events.

    python3 benchmarks/bench_reduction.py
Bandwidth counts the bytes read (4 per float32 element); floor = bytes / copy bandwidth.
"""

import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, cupy, copy_bandwidth, host_us_pair

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402


def main():
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: no GPU to benchmark, skipping.")
        return
    print("device:", device.device_name())
    n = 1 << 28
    rows = 1 << 14
    h = np.random.default_rng(3).random(n, dtype=np.float32) + 0.5
    x = gp.asarray(h)
    m = x.reshape(rows, n // rows)
    cx = cupy.asarray(h) if cupy is not None else None
    cm = cx.reshape(rows, n // rows) if cx is not None else None
    # short rows: many outputs of 32 elements each (k-means' distances to 32 centroids)
    sh = x.reshape(n // 32, 32)
    csh = cx.reshape(n // 32, 32) if cx is not None else None
    # other short rows: odd (no vectors: a row is not 16-byte aligned), mid, the longest that
    # takes groups of lanes (512 float32: 128 vectors)
    narrow = {w: x[:n // w * w].reshape(-1, w) for w in (7, 200, 512)}
    cnarrow = {w: cx[:n // w * w].reshape(-1, w) for w in narrow} if cx is not None else {}
    # copy reference
    copy_gbs = copy_bandwidth(x)
    rows_out = []
    for label, gf, cf, check in [
        ("x.sum()", lambda: x.sum(), lambda: cx.sum(), lambda: float(x.sum()) / float(h.astype(np.float64).sum())),
        ("m.sum(axis=0)", lambda: m.sum(axis=0), lambda: cm.sum(axis=0), None),
        ("m.sum(axis=1)", lambda: m.sum(axis=1), lambda: cm.sum(axis=1), None),
        ("x.max()", lambda: x.max(), lambda: cx.max(), None),
        ("m.mean(axis=0)", lambda: m.mean(axis=0), lambda: cm.mean(axis=0), None),
        ("x.argmax()", lambda: x.argmax(), lambda: cx.argmax(), None),
        ("m.argmax(axis=1)", lambda: m.argmax(axis=1), lambda: cm.argmax(axis=1), None),
        ("sh.sum(axis=1), 32-wide rows", lambda: sh.sum(axis=1), lambda: csh.sum(axis=1), None),
        ("sh.argmin(axis=1), 32-wide rows", lambda: sh.argmin(axis=1),
         lambda: csh.argmin(axis=1), None),
        *[("s%d.sum(axis=1), %d-wide rows" % (w, w), lambda w=w: narrow[w].sum(axis=1),
           lambda w=w: cnarrow[w].sum(axis=1), None) for w in narrow],
        ("s7.argmax(axis=1), 7-wide rows", lambda: narrow[7].argmax(axis=1),
         lambda: cnarrow[7].argmax(axis=1), None),
        ("x.cumsum() (r+w)", lambda: x.cumsum(), lambda: cx.cumsum(), None),
        ("m.cumsum(axis=0) (r+w)", lambda: m.cumsum(axis=0), lambda: cm.cumsum(axis=0), None),
        ("m.cumsum(axis=1) (r+w)", lambda: m.cumsum(axis=1), lambda: cm.cumsum(axis=1), None),
    ]:
        g = time_gp(gf)
        c = time_cp(cf) if cupy is not None else float("nan")
        nb = 8 * n if "(r+w)" in label else 4 * n
        gbs, cbs = nb / g / 1e6, nb / c / 1e6
        extra = ""
        if check is not None:
            extra = " (sum / float64 sum = %.8f)" % check()
        rows_out.append((label, g, gbs, c, cbs))
        print("%-16s gpnumpy %.3f ms %5.0f GB/s | CuPy %.3f ms %5.0f GB/s | gp/cp %.2fx | %.0f%% of copy%s"
              % (label, g, gbs, c, cbs, c / g, 100 * gbs / copy_gbs, extra))
    # correctness of the big ones against NumPy
    hm = h.reshape(rows, n // rows)
    np.testing.assert_allclose(m.sum(axis=0).get(), hm.sum(axis=0), rtol=1e-4)
    np.testing.assert_allclose(m.sum(axis=1).get(), hm.sum(axis=1), rtol=1e-4)
    assert float(x.max()) == float(h.max())
    assert int(x.argmax()) == int(h.argmax())
    np.testing.assert_array_equal(m.argmax(axis=1).get(), hm.argmax(axis=1))
    hsh = h.reshape(n // 32, 32)
    np.testing.assert_allclose(sh.sum(axis=1).get(), hsh.sum(axis=1), rtol=1e-5)
    np.testing.assert_array_equal(sh.argmin(axis=1).get(), hsh.argmin(axis=1))
    for w, v in narrow.items():
        hv = h[:n // w * w].reshape(-1, w)
        np.testing.assert_allclose(v.sum(axis=1).get(), hv.sum(axis=1), rtol=1e-5)
    np.testing.assert_array_equal(narrow[7].argmax(axis=1).get(), h[:n // 7 * 7].reshape(-1, 7).argmax(axis=1))
    cs = x.cumsum().get()
    np.testing.assert_allclose(cs[-1], h.astype(np.float64).sum(), rtol=1e-4)
    np.testing.assert_allclose(m.cumsum(axis=1).get()[:, -1], hm.sum(axis=1), rtol=1e-4)
    # unit complex numbers (no overflow), as many bytes as x
    z = gp.exp(1j * x[:n // 2])
    zm = z.reshape(rows, -1)
    cz = cupy.exp(1j * cx[:n // 2]) if cupy is not None else None
    czm = cz.reshape(rows, -1) if cz is not None else None
    # ufunc methods NumPy does not reorder: a fold per line in NumPy's order (CuPy has none of
    # these: its ufunc.reduce/accumulate raise NotImplementedError for them)
    for label, gf, cf, nb in [
        ("subtract.reduce(m, axis=0)", lambda: gp.subtract.reduce(m, axis=0),
         lambda: cupy.subtract.reduce(cm, axis=0), 4 * n),
        ("subtract.reduce(m, axis=1)", lambda: gp.subtract.reduce(m, axis=1),
         lambda: cupy.subtract.reduce(cm, axis=1), 4 * n),
        ("subtract.accumulate(m, axis=1) (r+w)", lambda: gp.subtract.accumulate(m, axis=1),
         lambda: cupy.subtract.accumulate(cm, axis=1), 8 * n),
        ("hypot.reduce(x)", lambda: gp.hypot.reduce(x), lambda: cupy.hypot.reduce(cx), 4 * n),
        # complex products: one long line takes the parallel scan, many lines fold in NumPy's
        # order (ufunc_table's in_order, reduction._keeps_order)
        ("cumprod(z) complex64 (r+w)", lambda: gp.cumprod(z), lambda: cupy.cumprod(cz), 8 * n),
        ("cumprod(zm, axis=1) complex64 (r+w)", lambda: gp.cumprod(zm, axis=1),
         lambda: cupy.cumprod(czm, axis=1), 8 * n),
    ]:
        g = time_gp(gf, reps=10)
        try:
            c = "%.3f ms" % time_cp(cf, reps=10) if cupy is not None else "n/a"
        except Exception as exc:
            c = "n/a (%s)" % type(exc).__name__
        print("%-36s gpnumpy %.3f ms %5.0f GB/s (%.0f%% of copy) | CuPy %s"
              % (label, g, nb / g / 1e6, 100 * nb / g / 1e6 / copy_gbs, c))
    np.testing.assert_array_equal(gp.subtract.reduce(m, axis=1).get(), np.subtract.reduce(hm, axis=1))
    # small: host time per call
    a = gp.asarray(np.ones(1000, np.float32))
    ca = cupy.ones(1000, np.float32) if cupy is not None else None
    gsmall, csmall = host_us_pair(lambda: a.sum(), None if ca is None else lambda: ca.sum())
    print("a.sum() 1000 elem host time (best of 5 rounds): gpnumpy %.2f us, CuPy %.2f us (gp/cp %.2fx)" % (gsmall, csmall, csmall / gsmall))


if __name__ == "__main__":
    main()
