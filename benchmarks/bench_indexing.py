"""Indexing, selection and ordering figures: gpnumpy vs CuPy, same GPU, same process, CUDA events.

    python3 benchmarks/bench_indexing.py
Each figure is checked against NumPy (or CuPy) after timing.
"""
import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, cupy, copy_bandwidth

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402


def report(label, g, c, nbytes=None, copy_gbs=None):
    line = "%-34s gpnumpy %.3f ms | CuPy %.3f ms | gp/cp %.2fx" % (label, g, c, c / g)
    if nbytes:
        gbs = nbytes / g / 1e6
        line += " | %.0f GB/s (CuPy %.0f)" % (gbs, nbytes / c / 1e6)
        if copy_gbs:
            line += " = %.0f%% of copy" % (100 * gbs / copy_gbs)
    print(line, flush=True)


def main():
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: no GPU to benchmark, skipping.")
        return
    print("device:", device.device_name())
    rng = np.random.default_rng(5)
    n = 1 << 28
    h = rng.random(n, dtype=np.float32)
    x, cx = gp.asarray(h), cupy.asarray(h)
    copy_gbs = copy_bandwidth(x)

    # gather: 2^26 int64 indices into 2^28 float32 (bytes: index + gathered + written)
    k = 1 << 26
    hi = rng.integers(0, n, k)
    idx, cidx = gp.asarray(hi), cupy.asarray(hi)
    report("x[idx] (2^26 int64)", time_gp(lambda: x[idx]), time_cp(lambda: cx[cidx]), 16 * k)
    assert np.array_equal(x[idx].get(), h[hi])
    idx = cidx = None

    # boolean mask selection
    report("x[x > 0.5] (2^28 f32)", time_gp(lambda: x[x > 0.5]), time_cp(lambda: cx[cx > 0.5]))
    assert np.array_equal(x[x > 0.5].get(), h[h > 0.5])
    report("nonzero(x > 0.9)", time_gp(lambda: gp.nonzero(x > 0.9)),
           time_cp(lambda: cupy.nonzero(cx > 0.9)))

    # where(a > b, a, b)
    h2 = rng.random(n, dtype=np.float32)
    y, cy = gp.asarray(h2), cupy.asarray(h2)
    report("where(a > b, a, b) (2^28 f32)", time_gp(lambda: gp.where(x > y, x, y)),
           time_cp(lambda: cupy.where(cx > cy, cx, cy)), 12 * n, copy_gbs)
    assert np.array_equal(gp.where(x > y, x, y).get(), np.where(h > h2, h, h2))
    y = cy = None

    # transposed copy and concatenate
    m, cm = x.reshape(1 << 14, n >> 14), cx.reshape(1 << 14, n >> 14)
    report("ascontiguousarray(m.T)", time_gp(lambda: gp.ascontiguousarray(m.T)),
           time_cp(lambda: cupy.ascontiguousarray(cm.T)), 8 * n, copy_gbs)
    assert np.array_equal(gp.ascontiguousarray(m.T)[:3, :5].get(), h.reshape(1 << 14, -1).T[:3, :5])
    a1, a2 = x[: n // 2], x[n // 2:]
    c1, c2 = cx[: n // 2], cx[n // 2:]
    report("concatenate 2 x 2^27 f32", time_gp(lambda: gp.concatenate([a1, a2])),
           time_cp(lambda: cupy.concatenate([c1, c2])), 8 * n, copy_gbs)
    assert np.array_equal(gp.concatenate([a1, a2])[n // 2 - 3: n // 2 + 3].get(),
                          h[n // 2 - 3: n // 2 + 3])

    # many parts (one launch over a table of them: elementwise.copy_parts): rows gathered in a
    # loop into array() or stack(), many pieces concatenated along either axis
    hr = rng.random((1000, 8))
    r, cr = gp.asarray(hr), cupy.asarray(hr)
    for count in (90, 1000):
        gl, cl = [r[i] * 2 for i in range(count)], [cr[i] * 2 for i in range(count)]
        report("array(%d rows of 8 f8)" % count, time_gp(lambda: gp.array(gl)),
               time_cp(lambda: cupy.array(cl)))
        assert np.array_equal(gp.array(gl).get(), hr[:count] * 2)
    gl, cl = [r[i] for i in range(1000)], [cr[i] for i in range(1000)]
    report("stack(1000 rows of 8 f8, axis=1)", time_gp(lambda: gp.stack(gl, axis=1)),
           time_cp(lambda: cupy.stack(cl, axis=1)))
    assert np.array_equal(gp.stack(gl, axis=1).get(), hr.T)
    hp = rng.random((100, 10000), dtype=np.float32)
    gl, cl = list(gp.asarray(hp)), list(cupy.asarray(hp))
    report("concatenate 100 x 10^4 f32", time_gp(lambda: gp.concatenate(gl)),
           time_cp(lambda: cupy.concatenate(cl)), 8 * hp.size, copy_gbs)
    assert np.array_equal(gp.concatenate(gl).get(), hp.ravel())
    gl = [gp.asarray(hp[:, 100 * i:100 * (i + 1)]) for i in range(100)]
    cl = [cupy.asarray(hp[:, 100 * i:100 * (i + 1)]) for i in range(100)]
    report("concatenate(axis=1) 100 x (100, 100)", time_gp(lambda: gp.concatenate(gl, axis=1)),
           time_cp(lambda: cupy.concatenate(cl, axis=1)), 8 * hp.size, copy_gbs)
    assert np.array_equal(gp.concatenate(gl, axis=1).get(), hp)
    gl = cl = r = cr = None

    # scatter and ufunc.at
    hi = rng.integers(0, n, k)
    idx, cidx = gp.asarray(hi), cupy.asarray(hi)
    vals, cvals = gp.ones(k, np.float32), cupy.ones(k, np.float32)

    def gp_set():
        x[idx] = 1.0

    def cp_set():
        cx[cidx] = 1.0
    report("x[idx] = 1.0 (2^26 int64)", time_gp(gp_set), time_cp(cp_set))
    bins = gp.asarray(rng.integers(0, 1000, k))
    cbins = cupy.asarray(bins.get())
    out, cout = gp.zeros(1000, np.float32), cupy.zeros(1000, np.float32)
    report("add.at(out[1000], idx 2^26, 1.0)", time_gp(lambda: gp.add.at(out, bins, vals)),
           time_cp(lambda: cupy.add.at(cout, cbins, cvals)))

    # sort (after the sorting module lands)
    hs = rng.random(1 << 26, dtype=np.float32)
    s, cs = gp.asarray(hs), cupy.asarray(hs)
    try:
        report("sort 2^26 f32", time_gp(lambda: gp.sort(s)), time_cp(lambda: cupy.sort(cs)))
        assert np.array_equal(gp.sort(s).get(), np.sort(hs))
        report("argsort 2^26 f32", time_gp(lambda: gp.argsort(s)), time_cp(lambda: cupy.argsort(cs)))
    except Exception as exc:  # pragma: no cover (reported, not hidden)
        print("sort: %s: %s" % (type(exc).__name__, exc))


if __name__ == "__main__":
    main()
